"""Why a costly play or trump was costly, as a line of play on one of the likely deals (issue 47,
item 6):
drawn from what the learner could see, never from where the hidden tiles really lie, and every
claim of it true (`tests/advice_claims.py` reads it in every note, verdict and review)."""

from __future__ import annotations

import functools

import pytest

from moon_nb.engine.actions import Action, Kind
from moon_nb.engine.fast import DISCARD, TRUMP
from moon_nb.engine.game import Game
from moon_nb.engine.tiles import Tile
from moon_nb.engine.trump import Trump
from moon_nb.path.step import Position
from moon_nb.players import HeuristicPlayer
from moon_nb.players.advice import costly, shortfall
from moon_nb.players.evaluation import Evaluation, evaluate
from moon_nb.players.line_of_play import PlanLine, line_of_play
from moon_nb.speech import speaking
from tests.advice_claims import Advised, advice_problems, unsaid

# learn-ruff-to-set: seat 2 bid 4, named 4s and leads 0-0; the learner, seat 0, is to play.
HANDS = (
    "4-1 4-2 4-3 5-1 5-3 5-5 6-5",
    "2-1 3-2 5-4 6-1 6-2 6-3 6-6",
    "1-1 2-2 3-1 3-3 4-4 5-2 6-4",
)
SCRIPT = (
    "bid 4, pass, pass, discard 3-1, trump 4, play 4-4, play 4-1, play 5-4, play 6-4, play 4-2, "
    "play 2-1, play 0-0"
)


def position(hands: tuple[str, str, str]) -> Game:
    return Position(hands, "0-0", first_bidder=2, script=SCRIPT).game()


def test_the_line_is_drawn_from_the_likely_deals_never_the_real_tiles() -> None:
    """6-6 (seat 1) and 3-3 (seat 2) change hands: every tile either has played is the same,
    so the learner sees the same position, and is told the same line."""
    real = position(HANDS)
    swapped = position((HANDS[0], HANDS[1].replace("6-6", "3-3"), HANDS[2].replace("3-3", "6-6")))
    seen, other = real.observe(0), swapped.observe(0)
    assert seen == other and real.observe(1).hand != swapped.observe(1).hand
    ev, ev2 = evaluate(seen), evaluate(other)
    costly_plays = [o.action for o in ev.options if not ev.as_good(o.action)]
    assert costly_plays, "the step has plays that cost the contract"
    for action in costly_plays:
        assert costly(ev, action) == costly(ev2, action)
        line = line_of_play(ev, action)
        assert line is not None and line.worse == action.tile
        assert line.holder == 2 and not line.sets  # the bidder's tiles make its contract


def test_each_line_is_true_and_a_puzzle_keeps_its_answer() -> None:
    game = position(HANDS)
    seen = game.observe(0)
    ev = evaluate(seen)
    best = ev.best.action
    for option in ev.options:
        if ev.as_good(option.action):
            continue
        note = costly(ev, option.action)
        assert "For instance, if seat 2 holds" in note
        assert not unsaid(note)
        assert not advice_problems(Advised("note", note, ev, option.action))
        verdict = shortfall(ev, option.action)
        line = verdict[verdict.index("For instance") :]
        assert str(best.tile) not in line, "a wrong try is not told the answer"
        assert not advice_problems(Advised("verdict", verdict, ev, option.action))


def test_a_wrong_line_is_caught() -> None:
    ev = evaluate(position(HANDS).observe(0))
    action = next(o.action for o in ev.options if not ev.as_good(o.action))
    line = line_of_play(ev, action)
    assert line is not None
    said = line.said()
    wrongs = [
        said.replace(f"seat {line.holder}", "seat 1"),  # the other defender, on the learner's side
        said.replace(f"after {line.worse}", f"after {ev.best.action.tile}", 1),
        said.replace("make the contract", "set the contract"),
        said.replace(str(line.tiles[0]), "6-5"),  # the learner's own tile
    ]
    for wrong in wrongs:
        assert wrong != said
        assert advice_problems(Advised("note", wrong, ev, action)), wrong


def trump_decision(phase: int = TRUMP) -> Evaluation:
    """Seed 1, the rules of thumb bidding: seat 2 is to discard (3-1 is best) and then to name
    trump (2s are best)."""
    game, player = Game(seed=1), HeuristicPlayer(1)
    while (seen := game.observe(game.to_act)).phase is not phase:
        game.apply(player.choose(seen))
    return evaluate(seen)


@pytest.mark.parametrize("phase", [TRUMP, DISCARD])
def test_a_costly_trump_or_discard_gets_a_line_that_is_true(phase: int) -> None:
    ev = trump_decision(phase)
    best = ev.best
    assert best.trump is not None
    costly_plans = [o.action for o in ev.options if not ev.as_good(o.action)]
    lines = {a: line_of_play(ev, a) for a in costly_plans}
    assert sum(line is not None for line in lines.values()) >= 2
    for action, line in lines.items():
        if line is None:
            continue
        assert isinstance(line, PlanLine) and line.worse == ev.of(action).trump
        assert line.better == best.trump and line.better_discard == best.action.tile
        note = costly(ev, action)
        assert "For instance, if you " in note and not unsaid(note)
        assert not advice_problems(Advised("note", note, ev, action))
        verdict = shortfall(ev, action)
        answer = str(best.action.tile) if phase is DISCARD else best.trump.said
        assert answer not in verdict[verdict.index("For instance") :], "the answer kept"
        assert not advice_problems(Advised("verdict", verdict, ev, action))


def test_a_wrong_trump_line_is_caught() -> None:
    ev = trump_decision()
    action, line = next(
        (o.action, line)
        for o in ev.options
        if not ev.as_good(o.action) and (line := line_of_play(ev, o.action)) is not None
    )
    assert isinstance(line, PlanLine) and ev.seen is not None
    said = line.said()
    other = next(t for t in ev.options if t.action not in (action, ev.best.action)).action.trump
    assert other is not None
    mine = next(t for t in ev.seen.hand if t not in line.tiles)
    wrongs = [
        said.replace(f"seat {line.holder}", f"seat {ev.seat}"),  # the bidder itself
        said.replace(f"With {line.better.said} as", f"With {other.said} as"),
        said.replace(str(line.tiles[0]), str(mine)),  # a tile the learner holds
    ]
    for wrong in wrongs:
        assert wrong != said
        assert advice_problems(Advised("note", wrong, ev, action)), wrong
    # The same line told of another trump than the learner's.
    assert advice_problems(Advised("note", said, ev, Action(f"trump {other}"))), said


def test_a_wrong_discard_line_is_caught() -> None:
    ev = trump_decision(DISCARD)
    action, line = next(
        (o.action, line)
        for o in ev.options
        if not ev.as_good(o.action) and (line := line_of_play(ev, o.action)) is not None
    )
    assert isinstance(line, PlanLine) and line.worse_discard == action.tile
    said = line.said()
    other = next(o.action for o in ev.options if o.action not in (action, ev.best.action))
    wrongs = [
        said.replace(f"discard {action.tile}", f"discard {other.tile}", 1),
        said.replace(f"With {ev.best.action.tile} discarded", f"With {other.tile} discarded"),
        said.replace(f"seat {line.holder}", f"seat {ev.seat}"),
    ]
    for wrong in wrongs:
        assert wrong != said
        assert advice_problems(Advised("note", wrong, ev, action)), wrong


def test_a_call_gets_no_line() -> None:
    game = Game(seed=3)
    seen = game.observe(game.to_act)
    ev = evaluate(seen)
    assert ev.kind is Kind.BID
    worst = ev.options[-1].action
    assert line_of_play(ev, worst) is None
    assert "For instance" not in costly(ev, worst)
    # Nor the best play itself.
    play = evaluate(position(HANDS).observe(0))
    assert line_of_play(play, play.best.action) is None


@pytest.mark.parametrize("lang", ["hu", "hy", "fi", "mr", "lo"])
def test_the_line_is_said_in_every_language(lang: str) -> None:
    ev = evaluate(position(HANDS).observe(0))
    action = next(o.action for o in ev.options if not ev.as_good(o.action))
    line = line_of_play(ev, action)
    assert line is not None
    english = line.said()
    with speaking(lang):
        said, puzzle = line.said(), line.said(with_better=False)
    assert said != english and "For instance" not in said
    for tile in (*line.tiles, line.worse):
        assert str(tile) in said and str(tile) in puzzle
    assert str(line.better) in said and str(line.better) not in puzzle
    assert Action(f"play {line.worse}") == action and isinstance(line.tiles[0], Tile)


@functools.cache
def plan_lines() -> dict[tuple[bool, bool], PlanLine]:
    """A costly plan's line of each shape: (no trump, no discard) — a trump named or no trump, a
    discard or none."""
    found = [
        line
        for phase in (TRUMP, DISCARD)
        for ev in [trump_decision(phase)]
        for o in ev.options
        if not ev.as_good(o.action) and isinstance(line := line_of_play(ev, o.action), PlanLine)
    ]
    return {(x.worse is Trump.NO_TRUMP, x.worse_discard is None): x for x in found}


@pytest.mark.parametrize("lang", ["hu", "hy", "fi", "mr", "lo"])
def test_a_trump_or_discard_line_is_said_in_every_language(lang: str) -> None:
    shapes = plan_lines()
    assert {(True, True), (False, True), (False, False)} <= set(shapes)
    for line in shapes.values():
        english = line.said()
        with speaking(lang):
            said, puzzle = line.said(), line.said(with_better=False)
            worse, better = line.worse.said, line.better.said
        assert said != english and "For instance" not in said and said.startswith(puzzle)
        for tile in line.tiles:
            assert str(tile) in said and str(tile) in puzzle
        # No trump is a choice of its own sentence, not a name put into one.
        assert line.worse is Trump.NO_TRUMP or worse in puzzle
        assert line.better is Trump.NO_TRUMP or better in said[len(puzzle) :]
        if line.worse_discard is not None:
            assert str(line.worse_discard) in puzzle
            assert str(line.better_discard) in said[len(puzzle) :]
