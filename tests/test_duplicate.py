"""Duplicate matches: the same deals, the seats changed, the paired figure honest."""

from __future__ import annotations

import pytest

from moon_nb import Rules
from moon_nb.dev.duplicate import (
    Sitting,
    called,
    chair,
    deal_figure,
    deal_worth,
    load,
    mean_interval,
    play_table,
    report,
    run,
    tables_for,
)
from moon_nb.players.stakes import GAME


def test_each_deal_is_played_twice_with_a_in_a_moving_chair() -> None:
    assert tables_for("a", "b", 3, 0) == [("a", "b", "b"), ("b", "b", "b")]
    assert tables_for("a", "b", 3, 4) == [("b", "a", "b"), ("b", "b", "b")]
    assert tables_for("a", "b", 4, 9) == [("a", "b", "a", "b"), ("b", "a", "b", "a")]
    # Over nine deals A sits in every seat against every first bidder (deal % 3).
    assert {(chair(d), d % 3) for d in range(9)} == {(s, f) for s in range(3) for f in range(3)}


def test_a_player_against_itself_gains_nothing() -> None:
    for rules in (Rules(), Rules(players=4)):
        match = run("heuristic", "club", 12, rules, seed=5)
        assert match.figures == (0.0,) * 12  # the same deterministic player in every chair
        assert len(match.tables) == 24
        alone = run("heuristic", "club", 6, rules, seed=5, calls="random")
        assert alone.figures == (0.0,) * 6  # the same play of another's contracts


def test_the_figure_compares_the_same_seat_of_the_same_deal() -> None:
    rules = Rules()
    deal = 4  # A in seat 1
    a = play_table(("random", "heuristic", "random"), deal, 1, rules)
    b = play_table(("random", "random", "random"), deal, 1, rules)
    assert deal_figure([a, b], rules) == a.changes[1] - b.changes[1]
    assert sum(a.think["heuristic"]) >= 0 and len(a.cpu["heuristic"]) == len(a.think["heuristic"])


def test_the_second_figure_is_points_on_the_others_with_the_game_counted() -> None:
    """A made 21 wins the game at once: the measure the expert plays by counts it `GAME`
    more, and a seat's points count against the others' average."""
    rules = Rules()
    moon = Sitting(deal=0, seats=("a", "b", "b"), changes=(21, 0, 0), bidder=0, bid=21, made=True)
    five = Sitting(deal=0, seats=("b", "b", "b"), changes=(5, 1, 1), bidder=0, bid=5, made=True)
    assert deal_figure([moon, five], rules) == 16
    assert deal_worth([moon, five], rules) == (21 + GAME) - (5 - 1)
    set_moon = Sitting(0, ("a", "b", "b"), (-21, 0, 0), 0, 21, False)
    assert deal_worth([set_moon, five], rules) == -21 - 4
    # Seat 1's own points do not change between the tables; the others' do.
    other = Sitting(3, ("b", "a", "b"), (5, 1, 1), 0, 5, True)
    setting = Sitting(3, ("b", "b", "b"), (-5, 1, 1), 0, 5, False)
    assert deal_figure([other, setting], rules) == 0
    assert deal_worth([other, setting], rules) == (1 - 3) - (1 + 2)


def test_a_match_in_parts_sums_up_as_one(tmp_path) -> None:
    rules = Rules()
    path = tmp_path / "match.jsonl"
    with path.open("a") as out:
        first = run("club", "beginner", 5, rules, seed=1, out=out)
        second = run("club", "beginner", 5, rules, seed=6, out=out)
        run("club", "beginner", 2, rules, seed=1, out=out)  # deals already there count once
    both = load([str(path)], rules)
    assert both.players == ("club", "beginner")
    assert both.figures == first.figures + second.figures
    other = tmp_path / "other.jsonl"
    with other.open("w") as out:
        run("random", "club", 1, rules, seed=1, out=out)
    with pytest.raises(ValueError, match="not"):
        load([str(path), str(other)], rules)


def test_the_play_alone_plays_one_contract_at_both_tables(tmp_path) -> None:
    """With ``calls`` every call, the discard and trump are that player's, made once a deal:
    both tables play the tricks of the very same contract, and only the tricks differ."""
    rules = Rules()
    path = tmp_path / "play.jsonl"
    with path.open("w") as out:
        match = run("heuristic", "random", 12, rules, seed=3, out=out, calls="club")
    for a, b in match.pairs():
        contract = [str(x) for x in called("club", a.deal, 3, rules).actions]
        assert a.actions[: len(contract)] == b.actions[: len(contract)] == tuple(contract)
        assert a.calls == b.calls == "club" and (a.bidder, a.bid) == (b.bidder, b.bid)
        assert a.actions[len(contract) :] != b.actions[len(contract) :]  # the tricks are theirs
    # Only the play is timed: the heuristic plays one chair's tiles, 7 a hand at most.
    assert 0 < len(match.tables[0].think["heuristic"]) <= 7
    roles = match.by_role()
    assert sorted(f for rows in roles.values() for f, _, _ in rows) == sorted(match.figures)
    assert all(a.bidder == chair(a.deal) for _, a, _ in roles["bidder"]) and roles["bidder"]
    assert all(a.bidder != chair(a.deal) for _, a, _ in roles["defender"])
    again = load([str(path)], rules)
    assert again.calls == "club" and again.figures == match.figures
    said = report(again)
    assert "made by club at both tables" in said and "heuristic as defender, " in said
    whole = tmp_path / "whole.jsonl"
    with whole.open("w") as out:
        run("heuristic", "random", 1, rules, seed=20, out=out)
    with pytest.raises(ValueError, match="not"):  # the play alone is not a whole match
        load([str(path), str(whole)], rules)


def test_the_interval_is_the_paired_normal_one() -> None:
    mean, lo, hi = mean_interval([1.0, -1.0] * 50)
    assert mean == 0.0 and lo == pytest.approx(-0.197, abs=1e-3) and hi == -lo


def test_the_frozen_baseline_still_plays_a_hand() -> None:
    """The benchmark's copy of the old strong player runs against today's engine (it imports
    engine internals, which may move)."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))
    try:
        from baseline import BaselineStrong
    finally:
        sys.path.pop(0)
    from moon_nb import Game

    game = Game(seed=2)
    players = [BaselineStrong(seed=s, budget=0.01, limit=0.2) for s in range(3)]
    while game.hand_number == 1 and game.to_act is not None:
        game.apply(players[game.to_act].choose(game.observe(game.to_act)))
    assert game.hand_number == 2 or game.phase == "over"


def test_the_frozen_expert_of_before_the_model_still_plays_and_evaluates() -> None:
    """The benchmarks' copy of the expert and the evaluation before the one model of the hidden
    tiles (the duplicate match and the calibration set the new ones against it)."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))
    try:
        from baseline.today import TodayExpert, today_evaluate
    finally:
        sys.path.pop(0)
    from moon_nb import Game

    game = Game(seed=2)
    players = [TodayExpert(seed=s, budget=0.01, limit=0.2) for s in range(3)]
    while game.hand_number == 1 and game.to_act is not None:
        seen = game.observe(game.to_act)
        if seen.phase == "play" and len(seen.legal) > 1 and not seen.trick:
            assert 0 <= today_evaluate(seen, 6).best.make_rate <= 1
        game.apply(players[game.to_act].choose(seen))
    assert game.hand_number == 2 or game.phase == "over"
