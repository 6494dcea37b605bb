"""Judging plays by what the learner could know (`moon_nb.players.evaluation`), and the measured
deals and figures behind notebook 9 (`moon_nb.reference.study`, `moon_nb.reference.figures`)."""

from __future__ import annotations

import pytest

from moon_nb import Game
from moon_nb.engine.actions import Action
from moon_nb.engine.tiles import Tile
from moon_nb.engine.trump import Trump
from moon_nb.engine.words import contract_odds, in_deals
from moon_nb.lessons import ChoosePlay, figures, play_out, study, watching
from moon_nb.players.advice import Adviser
from moon_nb.players.evaluation import evaluate
from moon_nb.table.coach import judge


def _draw_trumps() -> ChoosePlay:
    """Notebook 8's "draw the trumps": seat 1 bid 5 with 2s and leads the first trick."""
    game = Game(seed=4)
    play_out(game, until="play")
    return ChoosePlay(game)


def test_a_lucky_lead_is_not_as_good_as_drawing_trumps() -> None:
    ex = _draw_trumps()
    double = Tile(3, 3)  # not a trump: 2s are trump
    # With every hand face up, leading 3-3 takes as many tricks as the top trump: this time
    # nobody can trump it. The learner cannot know that, and the verdict says so — as the
    # table's coach would, in the one evaluation's figures.
    assert ex.values[double] == max(ex.values.values())
    verdict = ex.answer(double)
    assert not verdict.correct and "From what you could see, there was a better choice." in (
        verdict.headline
    )
    assert "points on the others" in verdict.headline
    assert not ex.answer("5-5").correct
    assert ex.answer("2-2").correct
    good = {t for t in ex.legal if ex.evaluation.as_good(Action(f"play {t}"))}
    assert good and all(ex.trump.is_trump(t) for t in good)
    assert "Solution: " in ex.solution().headline


def test_the_exercise_judges_a_play_as_the_hint_and_the_coach_do() -> None:
    """One ranking: the exercise's evaluation is the Hint's, and a tile is right exactly when
    the coach would say nothing of it."""
    ex = _draw_trumps()
    seen = ex.game.observe(ex.seat)
    assert ex.evaluation == evaluate(seen) and ex.evaluation.deals == 40
    assert ex.ranked()[0] == ex.evaluation.best.action.tile == Adviser().decide(seen).action.tile
    for tile in ex.legal:
        assert ex.answer(tile).correct == (judge(ex.game, f"play {tile}") is None)
    # Against the bidder, the best play gains the defender most.
    game = Game(seed=47)
    play_out(game, steps=10)
    defence = ChoosePlay(game)
    assert not defence.evaluation.for_bidder
    best = defence.evaluation.best
    assert all((best.worth or 0) >= (o.worth or 0) for o in defence.evaluation.options)


def test_choose_play_refuses_a_game_not_in_play() -> None:
    with pytest.raises(ValueError):
        ChoosePlay(Game(seed=1))


# --- the measured deals --------------------------------------------------------------------------


@pytest.mark.parametrize("seed", [0, 137, 499])
def test_saved_records_are_what_measuring_gives(seed: int) -> None:
    saved = {r.seed: r for r in study.load()}
    assert sorted(saved) == list(range(500))
    assert study.measure(seed) == saved[seed]


def test_records_read_back_as_written(tmp_path: object) -> None:
    from pathlib import Path

    records = study.load()[:5]
    path = Path(str(tmp_path)) / "deals.json"
    study.save(records, path)
    assert study.load(path) == records


def test_best_trump_prefers_more_trumps_among_equals() -> None:
    records = study.load()[:60]
    assert records, "the study holds no deal"
    for record in records:
        d, trump = record.best
        assert record.grid[d][trump.index] == record.best_tricks
        assert record.best_tricks == max(record.most(t) for t in Trump)
        kept = record.deal.kept(record.deal.eight[d])
        held = sum(trump.is_trump(t) for t in kept)
        for other in Trump:
            if record.grid[d][other.index] == record.best_tricks:
                assert held >= sum(other.is_trump(t) for t in kept)


def test_figures_add_up() -> None:
    records = study.load()
    n = len(records)
    trumps = figures.trumps_table(records)
    assert sum(int(row[1]) for row in trumps.rows) == 6 * n  # one case per deal and number
    widow = figures.widow_table(records)
    for row in widow.rows:
        assert row[1] == f"{6 - int(row[0])} of 15"  # counted from the tiles, as in the text
    for table in figures.all_tables(records):
        assert table.rows and table.title in repr(table) and "<table" in table._repr_html_()


def test_a_double_led_with_no_trump_out_always_wins() -> None:
    watched = watching.watch_hands(30)
    led, won = watched.doubles_led[False]
    assert led > 0 and won == led
    assert len(watched.defender_points) == 2 * watched.hands


def test_a_share_of_likely_deals_is_told_honestly_for_the_sample() -> None:
    """No "about 0% of 12 likely deals": none is none, all is all, a small sample is a count,
    and a share that only rounds to 0% or 100% says so."""
    assert in_deals(0.0, 12) == "in none of 12 likely deals"
    assert in_deals(1.0, 40) == "in all 40 likely deals"
    assert in_deals(3 / 12, 12) == "in 3 of 12 likely deals"
    assert in_deals(0.3 / 12, 12) == "in hardly any of 12 likely deals"
    assert in_deals(2.5 / 12, 12) == "in about 3 of 12 likely deals"
    assert in_deals(11.7 / 12, 12) == "in nearly all 12 likely deals"
    assert in_deals(0.8, 40) == "in 80% of 40 likely deals"
    assert in_deals(0.002, 300) == "in under 1% of 300 likely deals"
    assert in_deals(0.998, 300) == "in over 99% of 300 likely deals"
    assert (
        contract_odds(0.0, 12, for_bidder=True)
        == "it makes the contract in none of 12 likely deals"
    )
    assert (
        contract_odds(0.75, 40, for_bidder=False)
        == "it sets the contract in 25% of 40 likely deals"
    )
    for deals in (1, 5, 12, 19, 20, 40, 300):
        for k in range(deals + 1):
            text = in_deals(k / deals, deals)
            assert " 0%" not in text and "100%" not in text, text
