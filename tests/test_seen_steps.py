"""The guided path's steps judged from what the learner can see (`moon_nb.path.best_seen`): each
is played face down, and each of its answers is the clear best — weighed over 200 likely deals
of the hidden tiles, the answer is as good as the best, and every choice the step calls wrong is
behind the best by a stated margin (the rule lichess's puzzle generator keeps: one clearly best
move), where a single-decision step accepts its answer alone. The table judges with fewer deals
(`moon_nb.players.evaluation.DEALS`): it accepts and refuses the same choices."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from moon_nb.engine.actions import Action, Kind
from moon_nb.path.attempt import Attempt
from moon_nb.path.best_seen import BestSeen
from moon_nb.path.guided import STEPS
from moon_nb.path.step import LEARNER, Step
from moon_nb.players.evaluation import Evaluation, evaluate
from moon_nb.progress.examine import margin

DEALS = 200
MARGIN_MADE = 0.15
"""A wrong discard or trump makes the contract in at least 15 fewer deals in 100 than the
best."""
MARGIN_WORTH = 0.75
"""A wrong call or play gains its seat at least 0.75 points fewer on the others, on average."""

SEEN = [s for s in STEPS if isinstance(s.judge, BestSeen)]


@dataclass(frozen=True)
class Decision:
    """One of the learner's decisions on a step's solution line, weighed two ways."""

    answer: Action
    wide: Evaluation
    """Over `DEALS` likely deals."""
    table: Evaluation
    """As the table weighs it."""


def decisions(step: Step) -> list[Decision]:
    """The learner's decisions along the step's solution, the others replying as the step
    has them."""
    attempt = Attempt(step)
    out = []
    for move in step.solution:
        seen = attempt.game.observe(LEARNER)
        out.append(Decision(Action(move), evaluate(seen, DEALS), evaluate(seen)))
        verdict = attempt.play(move)
        assert verdict.outcome in ("kept", "reached"), (move, verdict)
    assert attempt.solved, "the solution reaches the goal"
    return out


def least_margin(decision: Decision) -> float:
    """The smallest margin between the best and a choice the step calls wrong."""
    ev = decision.wide
    wrong = [o.action for o in ev.options if not ev.as_good(o.action)]
    return min((margin(ev, ev.best, ev.of(a)) for a in wrong), default=float("inf"))


def test_there_are_at_least_eight_steps_played_face_down() -> None:
    assert len(SEEN) >= 8, [s.id for s in SEEN]
    assert all(not s.face_up for s in SEEN)


@pytest.mark.parametrize("step", SEEN, ids=lambda s: s.id)
def test_each_answer_is_the_clear_best_from_what_the_learner_can_see(step: Step) -> None:
    assert isinstance(step.judge, BestSeen)
    found = decisions(step)
    for d in found:
        ev = d.wide
        assert ev.deals == DEALS
        assert ev.as_good(d.answer), f"{d.answer} is behind the best, {ev.best.action}"
        need = MARGIN_WORTH if ev.kind in (Kind.BID, Kind.PLAY) else MARGIN_MADE
        assert least_margin(d) >= need, (d.answer, least_margin(d))
        if len(found) == 1:
            accepted = [o.action for o in ev.options if ev.as_good(o.action)]
            assert accepted == [d.answer], f"more than one answer: {accepted}"
        # The table, with its fewer deals, accepts and refuses the same.
        table = d.table
        assert [table.as_good(o.action) for o in ev.options] == [
            ev.as_good(o.action) for o in ev.options
        ], d.answer


def test_a_step_whose_answer_is_not_clear_is_caught() -> None:
    """The margin can fail: a call whose second best is close (the coached hand, speaking last
    after two passes, where bids of 4 and 5 are worth nearly the same)."""
    from moon_nb.reference.debrief import coached_game

    game = coached_game()
    game.apply("pass")
    game.apply("pass")
    ev = evaluate(game.observe(0), DEALS)
    close = [o for o in ev.options[1:] if margin(ev, ev.best, o) < MARGIN_WORTH]
    assert close, "the coached hand's 4 and 5 are close"
