"""The guided path's positions: every step is a real moment of a game (built with the engine),
at the learner's turn, and its goal is reached by the step's intended moves and not by its
common wrong ones — judged exactly (the solver, or every way the others may play)."""

from __future__ import annotations

import re

import pytest

from moon_nb.engine.actions import Kind
from moon_nb.engine.game import Game
from moon_nb.engine.scoring import tricks_needed
from moon_nb.path.attempt import Attempt
from moon_nb.path.best_seen import BestSeen
from moon_nb.path.calls import Choose, WinBidding
from moon_nb.path.goals import bidder_value
from moon_nb.path.guided import STEPS
from moon_nb.path.step import LEARNER, Step

CHAPTERS = [
    "Tricks and following suit",
    "Trump",
    "Doubles as trump",
    "No trump",
    "Bidding",
    "The widow and the discard",
    "Scoring",
    "Drawing trumps",
    "Cashing doubles",
    "Leading",
    "Defending without a partner",
    "Reading the hidden tiles",
    "How high to bid",
    "Whole hands",
]


def test_the_path_has_forty_steps_in_its_chapters_in_order() -> None:
    assert len(STEPS) >= 40
    assert len({s.id for s in STEPS}) == len(STEPS)
    chapters = list(dict.fromkeys(s.chapter for s in STEPS))
    assert chapters == CHAPTERS
    # A chapter's steps stand together.
    assert [s.chapter for s in STEPS] == sorted((s.chapter for s in STEPS), key=CHAPTERS.index)


@pytest.mark.parametrize("step", STEPS, ids=lambda s: s.id)
def test_a_step_is_one_goal_in_one_sentence(step: Step) -> None:
    assert re.fullmatch(r"learn-[a-z0-9-]+", step.id)
    assert step.goal.endswith(".") and step.goal.count(". ") == 0, step.goal
    assert step.title and step.hint and step.why
    # A whole hand takes no move back: its other lines are tested in tests/test_whole_hands.py.
    assert step.solution and (step.misses or step.whole)
    # The title and the hint name the situation, not the answer: not the first intended move.
    first = step.solution[0]
    assert first.split(" ", 1)[-1] not in step.title.split(), (step.title, first)
    said = rf"\b{re.escape(first)}\b"  # "pass" is not in "passed"
    assert not re.search(said, step.hint) and not re.search(said, step.title), step.hint


@pytest.mark.parametrize("step", STEPS, ids=lambda s: s.id)
def test_the_intended_moves_reach_the_goal(step: Step) -> None:
    attempt = Attempt(step)
    assert attempt.game.to_act == LEARNER
    verdict = attempt.play(*step.solution)
    assert verdict.outcome == "reached", verdict
    assert attempt.solved and attempt.stars == 3


@pytest.mark.parametrize("step", STEPS, ids=lambda s: s.id)
def test_the_common_wrong_moves_do_not(step: Step) -> None:
    for move, words in step.misses:
        attempt = Attempt(step)
        before = attempt.game.record()
        verdict = attempt.move(move)
        assert verdict.outcome in ("refused", "lost"), (move, verdict)
        assert verdict.text and words in verdict.text
        # A wrong move does not stand: the position is as it was, for a retry.
        assert attempt.game.record() == before
        assert attempt.failures == 1 and not attempt.solved
        assert attempt.play(*step.solution).outcome == "reached"
        assert attempt.stars == 2


def after(step: Step, move: str) -> Game:
    game = step.game()
    game.apply(move)
    return game


@pytest.mark.parametrize(
    "step", [s for s in STEPS if isinstance(s.judge, Choose)], ids=lambda s: s.id
)
def test_a_chosen_call_is_proved_by_the_solver(step: Step) -> None:
    """A step whose right answer is a call (a bid) says so because the solver proves it: the
    bid named is made with best play against the best defence."""
    (move,) = step.solution
    bid = int(move.split()[1])
    need = 7 if bid == 21 else bid
    game = after(step, move)
    while game.phase == "bid":
        game.apply("pass")
    assert bidder_value(game) >= need


@pytest.mark.parametrize(
    "step", [s for s in STEPS if isinstance(s.judge, Choose)], ids=lambda s: s.id
)
def test_every_wrong_call_is_told_why(step: Step) -> None:
    """A step that asks for a call says, for each other call the rules allow, why it is not the
    one: the step's own sentence for that call, not a bare "no"."""
    assert isinstance(step.judge, Choose)
    for action in step.game().legal_actions():
        if action in step.judge.right:
            continue
        verdict = Attempt(step).move(str(action))
        assert verdict.outcome == "lost" and verdict.text == step.miss(str(action)) != "", action


CALLS = [s for s in STEPS if isinstance(s.judge, (WinBidding, Choose, BestSeen))]


@pytest.mark.parametrize("step", [s for s in CALLS if s.game().phase == "bid"], ids=lambda s: s.id)
def test_every_bid_a_step_accepts_can_be_made(step: Step) -> None:
    """A bid the step keeps or solves with can be made — with the widow, the best discard and
    trump, and every hand face up — so the path never rewards a bid the hand cannot make."""
    accepted = 0
    for action in step.game().legal_actions():
        if action.kind is not Kind.BID:
            continue
        attempt = Attempt(step)
        if attempt.move(str(action)).outcome not in ("kept", "reached"):
            continue
        accepted += 1
        game = attempt.game.copy()
        while game.phase == "bid":
            game.apply(attempt.reply() if game.to_act != LEARNER else "pass")
        assert game.bidder == LEARNER and game.contract == action.bid
        assert bidder_value(game) >= tricks_needed(action.bid), action
    assert accepted or step.solution == ("pass",), "a bidding step with no bid to accept"
