"""The guided path's steps judged from what the learner can see (`moon_nb.path.best_seen`): each
is played face down, and each of its answers is the clear best — weighed over 200 likely deals
of the hidden tiles, the answer is as good as the best, and every choice the step calls wrong is
behind the best by a stated margin (the rule lichess's puzzle generator keeps: one clearly best
move), where a single-decision step accepts its answer alone. The table judges with fewer deals
(`moon_nb.players.evaluation.DEALS`): it accepts and refuses the same choices."""

from __future__ import annotations

from dataclasses import dataclass, replace

import pytest

from moon_nb.engine.actions import Action, Kind
from moon_nb.engine.fast import BID
from moon_nb.path.attempt import Attempt
from moon_nb.path.best_seen import BestSeen
from moon_nb.path.calls import Choose
from moon_nb.path.guided import STEPS
from moon_nb.path.step import LEARNER, Position, Step
from moon_nb.path.steps_seen import SCORE_MOON_STEPS, VALUE_STEPS
from moon_nb.players.evaluation import CALL_DEALS, Evaluation, evaluate
from moon_nb.progress.judgement import margin

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


def unclear(step: Step) -> list[str]:
    """What keeps each of ``step``'s answers from being the clear best over `DEALS` likely
    deals (nothing, for a good step)."""
    found = decisions(step)
    faults = []
    for d in found:
        ev = d.wide
        assert ev.deals == DEALS
        if not ev.as_good(d.answer):
            faults.append(f"{d.answer} is behind the best, {ev.best.action}")
        need = MARGIN_WORTH if ev.kind in (Kind.BID, Kind.PLAY) else MARGIN_MADE
        if least_margin(d) < need:
            faults.append(f"{d.answer}: a wrong choice within {least_margin(d):.2f} of the best")
        accepted = [o.action for o in ev.options if ev.as_good(o.action)]
        if len(found) == 1 and accepted != [d.answer]:
            faults.append(f"more than one answer: {accepted}")
        # The table, with its fewer deals, accepts and refuses the same.
        table = [o.action for o in d.table.options if d.table.as_good(o.action)]
        if sorted(table, key=str) != sorted(accepted, key=str):
            faults.append(f"{d.answer}: the table accepts {table}, not {accepted}")
    return faults


@pytest.mark.parametrize("step", SEEN, ids=lambda s: s.id)
def test_each_answer_is_the_clear_best_from_what_the_learner_can_see(step: Step) -> None:
    assert isinstance(step.judge, BestSeen)
    assert unclear(step) == []


def test_a_step_whose_answer_is_not_clear_is_caught() -> None:
    """The check fails a step whose answer is not the clear best: the coached hand, speaking
    last after two passes, made a call step whose answer is its best call over the deals —
    where bids of 4 and 5 and the moon are worth nearly the same."""
    from moon_nb.path.steps_seen import CALL_GOAL, HOW_HIGH_TO_BID, speak_last
    from moon_nb.reference.debrief import COACHED_DEAL, COACHED_WIDOW

    position = speak_last(COACHED_DEAL, COACHED_WIDOW)
    best = evaluate(position.game().observe(LEARNER), DEALS).best.action
    step = Step(
        id="test-close-call",
        chapter=HOW_HIGH_TO_BID,
        title="Both others passed: your call",
        goal=CALL_GOAL,
        position=position,
        judge=BestSeen(),
        hint="",
        why="",
        solution=(str(best),),
    )
    faults = unclear(step)
    assert faults and any("more than one answer" in f or "within" in f for f in faults), faults


# --- the call steps: every call as the one evaluation weighs it --------------------------------

CLEAR_CALL = 0.5
"""A call a step refuses gains at least half a point fewer on the others than the best."""

CALL_STEPS = [s for s in STEPS if s.game().phase == BID and s.game().to_act == LEARNER]
"""Every step of the path whose first decision is a call: the bidding, the valuation, the
moon."""


@dataclass(frozen=True)
class Calls:
    """A call step's calls: those its judge accepts, and the evaluation over some deals."""

    accepted: frozenset[Action]
    ev: Evaluation

    @property
    def as_good(self) -> frozenset[Action]:
        """The calls within `WORTH_MARGIN` of the best."""
        return frozenset(o.action for o in self.ev.options if self.ev.as_good(o.action))

    @property
    def margin(self) -> float:
        """How far the best is ahead of the nearest call the step refuses."""
        ev = self.ev
        refused = [o for o in ev.options if o.action not in self.accepted]
        return min((margin(ev, ev.best, o) for o in refused), default=float("inf"))


def calls(step: Step, deals: int = DEALS) -> Calls:
    """Each call the rules allow at ``step``, tried by its judge, and weighed over ``deals``."""
    seen = step.game().observe(LEARNER)
    accepted = frozenset(
        a
        for a in step.game().legal_actions()
        if Attempt(step).move(str(a)).outcome in ("kept", "reached")
    )
    return Calls(accepted, evaluate(seen, deals))


def test_the_call_steps_are_the_bidding_the_valuation_and_the_moon() -> None:
    ids = {s.id for s in CALL_STEPS}
    bidding = {"learn-bid-win", "learn-bid-cheapest", "learn-bid-all-pass"}
    moon = {"learn-moon-bid"} | {s.id for s in SCORE_MOON_STEPS}
    assert ids == bidding | {s.id for s in VALUE_STEPS} | moon


@pytest.mark.parametrize("step", CALL_STEPS, ids=lambda s: s.id)
def test_a_call_step_accepts_exactly_the_calls_as_good_as_the_best(step: Step) -> None:
    """Over 200 likely deals of what the learner cannot see, the calls the step accepts are
    those within `WORTH_MARGIN` of the best — its solution among them — and every call it
    refuses gains at least `CLEAR_CALL` points fewer on the others than the best."""
    found = calls(step)
    assert found.ev.deals == DEALS
    assert Action(step.solution[0]) in found.accepted
    assert found.accepted == found.as_good, (sorted(map(str, found.accepted)), found.ev.best)
    assert found.margin >= CLEAR_CALL, found.margin


def test_a_call_step_that_disagrees_with_the_evaluation_is_caught() -> None:
    """The check can fail: learn-bid-cheapest as it was — the old deal (Game(seed=462)'s), a
    moon under the one model, and the lowest bid that wins the only call accepted."""
    old = Position(
        (
            "0-0 4-1 4-4 5-1 5-4 6-4 6-6",
            "1-1 3-1 5-2 5-3 5-5 6-3 6-5",
            "2-1 2-2 3-3 4-2 4-3 6-1 6-2",
        ),
        "3-2",
        first_bidder=1,
        script="bid 4, pass",
    )
    step = next(s for s in CALL_STEPS if s.id == "learn-bid-cheapest")
    # The step as it was: the lowest bid that wins, and only it.
    was = replace(step, position=old, judge=Choose(("bid 5",)))
    found = calls(was, CALL_DEALS)
    assert found.ev.best.action == Action("bid 21")
    assert found.accepted == {Action("bid 5")} != found.as_good


def test_the_score_moon_step_is_made_about_half_the_time() -> None:
    """learn-value-moon-score's why: at its scores (seat 1 one trick from the game) the moon,
    made only about half the time, is the clear best (the step's call test); that at 0-0-0 a
    bid short of the moon would gain the most is its claim checker's
    (`tests.hand_claims.plain_at_zero`), and the widow step's the same (`widow_decides`)."""
    step = next(s for s in CALL_STEPS if s.id == "learn-value-moon-score")
    seen = step.game().observe(LEARNER)
    assert seen.scores[1] == 20 and seen.high_bid == 4
    moon = evaluate(seen).of(Action("bid 21"))
    assert 0.4 <= moon.make_rate <= 0.6, moon
