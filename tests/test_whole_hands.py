"""The whole hands of the guided path (`moon_nb.path.hands`): per hand, the plan's line makes its
goal against best play (the face-up solver), and the three most natural other lines — the club
player's, the beginner's, the evaluation's runner-up at the first decision that has one
(passing over one where it is the plan's kind of play and keeps the goal) — do not; each hint
and the plan's name say what the plan's plays do; and, for a sample, the plan's first play
with a choice is as good as the best over 200 likely deals of what the learner sees then
(every play of every hand is weighed so by ``python -m moon_nb.dev.find_hands --check``, the
figures in docs/benchmarks.md).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from moon_nb.dev.arrange_deals import arranged, numbers, suit_tiles, third_suit, trump_tiles
from moon_nb.dev.find_hands import ruffed_by_the_other_defender
from moon_nb.engine.actions import Action
from moon_nb.engine.observation import Observation
from moon_nb.engine.options import Rules
from moon_nb.engine.tiles import Tile
from moon_nb.engine.tricks import trick_winner
from moon_nb.path.attempt import Attempt
from moon_nb.path.guided import STEPS, GuidedPath, guided_session
from moon_nb.path.hands.hand_goal import HINTS, PLANS, WholeHand, plan_of
from moon_nb.path.hands.hand_lines import (
    PlanPlay,
    at,
    decisions,
    goal_met,
    goal_open,
    holds_top_trump,
    kind_of,
    kinds_of,
    planned,
    play_line,
    runner_up,
)
from moon_nb.path.hands.hand_steps import HAND_STEPS, WHOLE_HANDS
from moon_nb.path.step import LEARNER, Position, Step
from moon_nb.players.evaluation import evaluate
from moon_nb.progress.store import Session

WEIGHED = 200
"""Likely deals the sample's first play with a choice is weighed over."""


def goal_of(step: Step) -> WholeHand:
    assert isinstance(step.judge, WholeHand)
    return step.judge


def test_the_whole_hands_are_a_chapter_of_their_own_at_the_end_of_the_path() -> None:
    bidders = [s for s in HAND_STEPS if goal_of(s).make]
    defenders = [s for s in HAND_STEPS if not goal_of(s).make]
    assert len(bidders) >= 8 and len(defenders) >= 4 and len(HAND_STEPS) >= 12
    assert STEPS[-len(HAND_STEPS) :] == HAND_STEPS
    assert {s.chapter for s in HAND_STEPS} == {WHOLE_HANDS}
    assert all(s.whole and not s.face_up for s in HAND_STEPS)


@pytest.mark.parametrize("step", HAND_STEPS, ids=lambda s: s.id)
def test_the_plan_makes_its_goal_against_best_play(step: Step) -> None:
    goal, start = goal_of(step), step.game()
    assert start.to_act == LEARNER and len(start.hand(LEARNER)) == 7
    assert len(step.solution) == 7 == len(step.hints)
    # Each of the plan's plays keeps the goal within reach against best play, face up.
    for decision in decisions(start, step.solution):
        later = decision.game.copy()
        later.apply(decision.action)
        assert goal_open(later, goal.make), decision.action
    assert goal_met(play_line(start, planned(step.solution)), goal.make)


@pytest.mark.parametrize("step", HAND_STEPS, ids=lambda s: s.id)
def test_the_natural_other_lines_do_not(step: Step) -> None:
    goal, start = goal_of(step), step.game()
    assert not goal_met(play_line(start, at("club")), goal.make)
    assert not goal_met(play_line(start, at("beginner")), goal.make)
    second = runner_up(start, step.solution, goal.make)
    assert not second.still_open, second


@pytest.mark.parametrize("step", HAND_STEPS, ids=lambda s: s.id)
def test_each_hint_and_the_plan_say_what_the_plan_does(step: Step) -> None:
    goal, start = goal_of(step), step.game()
    kinds = kinds_of(start, step.solution)
    assert step.hints == tuple(HINTS[k] for k in kinds)
    assert goal.plan == plan_of(kinds, goal.make)
    assert step.why == PLANS[goal.plan].idea and step.hint == step.hints[0]
    # A cash at the first trick of a "cash, then draw" plan is of another suit than trump.
    if goal.plan == "cash-then-draw":
        first = decisions(start, step.solution)[0]
        assert start.trump is not None and first.action.tile is not None
        assert not start.trump.is_trump(first.action.tile)


def test_holding_the_top_trump_is_the_plan_where_spending_it_loses() -> None:
    """A hand whose plan is to hold the top trump: at each trump led where the plan follows with
    a lower trump, the top trump played instead loses the goal with best play after it (face
    up); the plan's top trump takes a trick later, ruffing."""
    held = [s for s in HAND_STEPS if goal_of(s).plan == "hold-top"]
    assert len(held) >= 2
    for step in held:
        kept = plays_of(step, "keep")
        for d, seen in kept:
            assert seen.trump is not None and d.action.tile is not None
            top = next(
                a
                for a in seen.legal
                if a.tile is not None
                and a != d.action
                and seen.trump.is_trump(a.tile)
                and not holds_top_trump(seen, a.tile)
            )
            assert loses(step, d, top), (step.id, str(top))
        assert kept and "ruff" in kinds_of(step.game(), step.solution)


def plays_of(step: Step, kind: str) -> list[tuple[PlanPlay, Observation]]:
    """The plan's plays of ``kind`` (`kind_of`), each with what the learner sees before it."""
    found = []
    for d in decisions(step.game(), step.solution):
        seen = d.game.observe(LEARNER)
        if kind_of(seen, d.action) == kind:
            found.append((d, seen))
    return found


def loses(step: Step, d: PlanPlay, instead: Action) -> bool:
    """``instead`` played at the plan's decision ``d`` loses the goal with best play after it
    (face up)."""
    later = d.game.copy()
    later.apply(instead)
    return not goal_open(later, goal_of(step).make)


def _step(step_id: str) -> Step:
    return next(s for s in HAND_STEPS if s.id == step_id)


def test_a_winner_made_by_the_tiles_played_is_told_from_a_plain_sure_winner() -> None:
    """``count``: a tile led that was beaten in its suit at the first trick by a tile the
    learner could not see, that tile since played, and no trump out — the learner counted the
    tiles out; with trumps still out, the same lead is a ``cash`` (it may be ruffed)."""
    step = _step("learn-hand-bid-311-1")  # sixes trump; the learner holds 5-5, 5-4 and 5-2
    last = decisions(step.game(), [*step.solution[:5], "play 5-2", "play 6-5"])[5]
    assert kind_of(last.game.observe(LEARNER), last.action) == "count"  # 5-3 fell at trick 1
    step = _step("learn-hand-bid-243-1")  # 5-2 led at trick 2, 5-3 fallen, trumps still out
    second = decisions(step.game(), step.solution)[1]
    assert str(second.action) == "play 5-2"
    assert kind_of(second.game.observe(LEARNER), second.action) == "cash"


def test_a_trick_let_go_that_the_learner_could_take_is_a_duck_not_a_low_follow() -> None:
    """``duck``: following low though a tile of the learner's would take the trick (twos
    trump: 5-1 led, 6-5 on it; the learner's 5-3 lets it go, 5-5 would take it); ``low``:
    following low when no tile of the learner's could take it."""
    start = Position(
        (
            "1-1 2-1 3-2 3-3 4-1 5-2 5-5",
            "0-0 3-1 4-2 4-3 5-1 6-1 6-2",
            "2-2 4-4 5-4 6-3 6-4 6-5 6-6",
        ),
        "5-3",
        first_bidder=0,
        script="bid 4, pass, pass, discard 4-1, trump 2",
    ).game()
    line = ["play 2-1", "play 5-2", "play 1-1", "play 3-3", "play 5-3"]
    fifth = decisions(start, line)[4]
    seen = fifth.game.observe(LEARNER)
    assert [str(p.tile) for p in seen.trick] == ["5-1", "6-5"]
    assert kind_of(seen, fifth.action) == "duck" and kind_of(seen, Action("play 5-5")) == "win"
    step = _step("learn-hand-def-127-0")
    low = decisions(step.game(), step.solution)[1]
    assert kind_of(low.game.observe(LEARNER), low.action) == "low"


def test_leaving_the_trick_to_the_other_defender_is_the_plan_where_taking_it_loses() -> None:
    """A hand whose plan lets a trick go that the learner could take (`kind_of`: ``duck``): at
    each such play the other defender's tile takes the trick as it stands, and every tile of
    the learner's that would take it instead loses the set with best play after it (face up);
    the other defender then leads."""
    left = [s for s in HAND_STEPS if goal_of(s).plan == "leave-it"]
    assert left
    for step in left:
        start, let_go = step.game(), 0
        plays = decisions(start, step.solution)
        for number, d in enumerate(plays):
            seen = d.game.observe(LEARNER)
            if kind_of(seen, d.action) != "duck":
                continue
            assert seen.trump is not None and seen.bidder is not None
            table = [p.tile for p in seen.trick]
            ahead = seen.trick[trick_winner(table, seen.trump)].seat
            assert ahead not in (LEARNER, seen.bidder)
            takers = [a for a in seen.legal if kind_of(seen, a) == "win"]
            assert takers
            for taker in takers:
                taken = d.game.copy()
                taken.apply(taker)
                assert not goal_open(taken, goal_of(step).make), (step.id, str(taker))
            after = plays[number + 1].game.observe(LEARNER)
            assert after.tricks[-1].winner == ahead and after.trick[0].seat == ahead
            let_go += 1
        assert let_go


def test_counting_the_tiles_out_is_the_plan_where_the_counted_winner_decides() -> None:
    """A hand whose plan counts the tiles out (`kind_of`: ``count``): at each such lead the tile
    led is a winner only because a higher tile of its suit fell from another seat's hand, and
    every other lead loses the goal with best play after it (face up)."""
    counted = [s for s in HAND_STEPS if goal_of(s).plan == "count-out"]
    assert counted and all(goal_of(s).make for s in counted)
    for step in counted:
        leads = plays_of(step, "count")
        for d, seen in leads:
            for other in seen.legal:
                assert other == d.action or loses(step, d, other), (step.id, str(other))
        assert leads


def test_leading_to_the_other_defenders_void_is_the_plan_where_another_lead_loses() -> None:
    """A hand whose plan leads to the other defender's void (`kind_of`: ``void``): at each such
    lead the other defender has shown out of the suit and takes the trick with a trump, and
    every lead that is not to its void loses the set with best play after it (face up)."""
    voided = [s for s in HAND_STEPS if goal_of(s).plan == "to-void"]
    assert voided and not any(goal_of(s).make for s in voided)
    for step in voided:
        plays, led = decisions(step.game(), step.solution), 0
        for number, d in enumerate(plays[:-1]):
            seen = d.game.observe(LEARNER)
            if kind_of(seen, d.action) != "void":
                continue
            others = [a for a in seen.legal if kind_of(seen, a) != "void"]
            assert others and all(loses(step, d, a) for a in others), step.id
            after = plays[number + 1].game.observe(LEARNER)
            assert seen.trump is not None and seen.bidder is not None
            taken = after.tricks[len(seen.tricks)]
            winner = next(p for p in taken.plays if p.seat == taken.winner)
            assert winner.seat not in (LEARNER, seen.bidder) and seen.trump.is_trump(winner.tile)
            led += 1
        assert led


def test_a_lead_to_the_other_defenders_void_is_told_from_another_lead() -> None:
    """``void``: a defender's lead of a suit the other defender has shown out of (seat 2 threw
    2-1 on seat 1's 5-1) while the bidder has not; another lead is a ``lead``, and no lead is
    ``void`` before anyone has shown out."""
    start = Position(
        (
            "0-0 1-1 3-1 4-1 5-3 5-4 5-5",
            "3-3 4-4 5-1 5-2 6-4 6-5 6-6",
            "2-1 2-2 3-2 4-2 4-3 6-1 6-2",
        ),
        "6-3",
        first_bidder=1,
        script="bid 4, pass, pass, discard 3-3, trump 6, play 5-1, play 2-1",
    ).game()
    first, second = decisions(start, ["play 5-5", "play 5-4"])
    seen = second.game.observe(LEARNER)
    assert kind_of(seen, Action("play 5-4")) == "void"
    assert kind_of(seen, Action("play 4-1")) == "lead"
    assert kind_of(first.game.observe(LEARNER), first.action) == "win"


def test_a_lead_to_the_void_counts_only_when_the_other_defender_ruffs_it() -> None:
    """The finder's `ruffed_by_the_other_defender`: doubles trump, seat 2 ruffed seat 1's 6-5
    with 6-6 at trick 1; the learner ruffs 3-1 with 1-1 and leads 6-1, which seat 2 ruffs again
    with 4-4 (a lead to its void). Sixes trump, seat 2 threw 0-0 on seat 1's 5-5; the learner's
    5-3 is a lead to its void as the learner sees it, but the bidder, its fives discarded, ruffs
    it: a lead that shortens the bidder's trumps, not the plan."""
    crossruff = Position(
        (
            "1-1 4-2 5-1 5-2 6-1 6-2 6-3",
            "0-0 2-1 2-2 3-3 4-3 5-5 6-5",
            "3-1 3-2 4-1 4-4 5-3 5-4 6-6",
        ),
        "6-4",
        first_bidder=1,
        script="bid 5, pass, pass, discard 2-1, trump doubles",
    ).game()
    forced = Position(
        (
            "1-1 2-2 3-3 4-2 5-2 5-3 5-4",
            "4-3 4-4 5-1 5-5 6-1 6-4 6-5",
            "0-0 2-1 3-1 3-2 4-1 6-3 6-6",
        ),
        "6-2",
        first_bidder=1,
        script="bid 5, pass, pass, discard 5-1, trump 6",
    ).game()
    for start, line, ruffed in (
        (crossruff, ["play 6-3", "play 1-1", "play 6-1"], True),
        (forced, ["play 4-2", "play 5-2", "play 5-4", "play 5-3"], False),
    ):
        lead = decisions(start, line)[-1]
        assert kind_of(lead.game.observe(LEARNER), lead.action) == "void"
        assert ruffed_by_the_other_defender(start, lead) is ruffed


@pytest.mark.parametrize("seed", range(5))
def test_an_arranged_deal_places_what_its_plan_turns_on(seed: int) -> None:
    """`moon_nb.dev.arrange_deals`: every tile dealt once; ``count``: the learner holds the top
    trump and two or three more, and the second and third tiles of a side suit whose top tile
    lies with a defender holding at most one more of it; ``void`` (seat 1 bids; a crossruff):
    the bidder holds the top trump and the doubles of the side suit and a third suit, with more
    of each; the other defender, seat 2, none of the side suit and two trumps; the learner none
    of the third suit, a trump and a tile of the side suit."""
    every = list(Rules().tiles)
    for plan, role in (("count", "bidder"), ("void", "defender")):
        hands, widow = arranged(seed, plan, role)
        seats = [[Tile.parse(t) for t in h.split()] for h in hands]
        dealt = [*(t for h in seats for t in h), Tile.parse(widow)]
        assert sorted(dealt, key=str) == sorted(every, key=str)
        trump, side = numbers(seed, plan, role)
        trumps, suit = trump_tiles(every, trump), suit_tiles(every, side, trump)
        if plan == "count":
            assert trumps[0] in seats[0] and sum(t in trumps for t in seats[0]) in (3, 4)
            assert suit[1] in seats[0] and suit[2] in seats[0] and suit[0] not in seats[0]
            holder = next(h for h in seats[1:] if suit[0] in h)
            assert sum(t in suit for t in holder) <= 2
        else:
            third = suit_tiles(every, third_suit(seed, role), trump)
            assert {suit[0], third[0], trumps[0]} <= set(seats[1])
            assert sum(t in suit for t in seats[1]) >= 3 and sum(t in third for t in seats[1]) >= 2
            assert not any(t in suit for t in seats[2]) and not any(t in third for t in seats[0])
            assert sum(t in trumps for t in seats[2]) >= 2 and any(t in trumps for t in seats[0])
            assert any(t in suit for t in seats[0])


def test_a_play_is_told_what_it_does_from_the_learners_seat() -> None:
    step = HAND_STEPS[0]
    first = decisions(step.game(), step.solution)
    kinds = [kind_of(d.game.observe(LEARNER), d.action) for d in first]
    assert set(kinds) <= set(HINTS)
    # The same lead said of another tile: a trump led while trumps are out is a draw.
    seen = first[0].game.observe(LEARNER)
    assert seen.trump is not None
    trumps = [a for a in seen.legal if a.tile is not None and seen.trump.is_trump(a.tile)]
    assert trumps and kind_of(seen, trumps[0]) == "draw"


@pytest.mark.parametrize("step", [HAND_STEPS[0], HAND_STEPS[-1]], ids=lambda s: s.id)
def test_the_plans_first_choice_is_as_good_as_the_best_over_the_likely_deals(step: Step) -> None:
    # The first of the plan's plays that has a choice (a forced one weighs nothing).
    first = next(
        d for d in decisions(step.game(), step.solution) if len(d.game.observe(LEARNER).legal) > 1
    )
    ev = evaluate(first.game.observe(LEARNER), WEIGHED)
    assert ev.deals == WEIGHED
    assert ev.as_good(first.action), ev.options[:3]


def test_stars_go_by_the_line_and_a_lost_hand_is_played_again() -> None:
    step = HAND_STEPS[0]
    attempt = Attempt(step)
    assert attempt.play(*step.solution).outcome == "reached" and attempt.stars == 3
    assert "The plan" in (attempt.solved or "")
    # The club player's line loses the goal: nothing is taken back, the hand ends, and the
    # debrief shows the plan; no move is taken after.
    attempt = Attempt(step)
    club = at("club")
    while not attempt.over:
        verdict = attempt.play(str(club(attempt.game)))
    assert verdict.outcome == "lost" and "The plan" in verdict.text
    assert attempt.stars == 0 and attempt.failures == 1
    assert attempt.move(step.solution[0]).outcome == "refused"


def test_the_path_offers_a_hint_per_trick_and_notes_a_lost_hand(tmp_path: Path) -> None:
    step = HAND_STEPS[0]
    session = guided_session(step.id, store=Session(tmp_path / "progress.json"))
    path = session.director
    assert isinstance(path, GuidedPath)
    guide = session.guide_view()
    assert guide is not None and guide["can_hint"] and not guide["hint"]
    session.handle({"kind": "step_hint"})
    guide = session.guide_view()
    assert guide is not None and not guide["can_hint"]
    assert guide["hint"] == step.hints[0]
    # The table shows the others' tiles face down: the plan is found from what the learner sees.
    assert not session.state()["reveal_hands"]
    club = at("club")
    while not path.attempt.over:
        action = str(club(session.game))
        session.handle({"kind": "action", "action": action, "at": len(session.game.actions)})
    guide = session.guide_view()
    assert guide is not None and guide["status"] == "wrong" and "The plan" in guide["verdict"]
    assert path.stars.get(step.id, 0) == 0
    # Started again, the plan's line makes the hand: two stars, after the lost try.
    session.handle({"kind": "retry"})
    for action in step.solution:
        session.handle({"kind": "action", "action": action, "at": len(session.game.actions)})
    guide = session.guide_view()
    assert guide is not None and guide["status"] == "solved" and guide["stars"] == 2
    assert guide["stars_text"].startswith("Two stars: made, but not by the plan's line")
    assert path.stars[step.id] == 2


def test_the_play_page_opens_the_whole_hands_with_path_hands() -> None:
    from moon_nb.course.play.play_page import PlayPage

    def opened(query: str, last: str | None = None) -> str:
        page = PlayPage(query) if last is None else PlayPage(query, last_step=last)
        guide = json.loads(page.state_json())["state"]["guide"]
        return str(guide["step"])

    assert opened("path=hands&pace=0") == HAND_STEPS[0].id
    assert opened("path=hands", last=HAND_STEPS[-1].id) == HAND_STEPS[-1].id
    assert opened("path=hands", last=STEPS[0].id) == HAND_STEPS[0].id
    assert opened(f"path=hands&step={HAND_STEPS[1].id}") == HAND_STEPS[1].id
