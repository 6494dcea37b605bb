"""Every text of the guided path is true of the position it is read at: each step is played —
every move of the learner's from the step's position and from each position along the
solution line (`tests/step_play.py`) — and each claim in its title, goal, hint, verdicts and
reason is checked against the engine (`tests/step_claims.py`); no verdict on a wrong try names
a move that was right; the scripted bids and leads are what the path teaches."""

from __future__ import annotations

import dataclasses

import pytest

from moon_nb.engine.actions import Action
from moon_nb.path.guided import STEPS
from moon_nb.path.step import Step
from tests.step_claims import CLAIMS, problems
from tests.step_play import (
    expert_bid,
    gives_away,
    learner_bid,
    readings,
    side_leads_before_trumps,
    sure_without_the_widow,
)


@pytest.mark.parametrize("step", STEPS, ids=lambda s: s.id)
def test_every_text_of_a_step_is_true_of_its_position(step: Step) -> None:
    said = readings(step)
    assert said, step.id
    wrong = [p for s in said for p in problems(s)]
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("step", STEPS, ids=lambda s: s.id)
def test_no_wrong_try_names_the_right_move(step: Step) -> None:
    said = readings(step)
    assert any(s.outcome in ("lost", "refused") for s in said), "a step with no wrong move"
    named = [n for s in said for n in gives_away(s)]
    assert not named, "\n".join(named)


@pytest.mark.parametrize("step", STEPS, ids=lambda s: s.id)
def test_a_scripted_bid_is_sure_and_no_bolder_than_the_experts(step: Step) -> None:
    """The learner's bid in a step's script is made with the seven tiles dealt, however the
    others' tiles lie (the path teaches to count sure tricks before bidding), and the expert
    would bid as much with that hand."""
    found = learner_bid(step)
    if found is None:
        return
    bid = found[0]
    assert sure_without_the_widow(step), f"a bid of {bid} that needs the widow or luck"
    assert expert_bid(step) >= bid


@pytest.mark.parametrize("step", STEPS, ids=lambda s: s.id)
def test_the_scripted_play_draws_trumps_first(step: Step) -> None:
    assert not side_leads_before_trumps(step)


# Each checker can fail: a false claim of each kind, at a real position of the path, is caught
# by its checker (step, the move judged or "", the false text).
FALSE = {
    "still_out": [
        ("learn-double-top", "play 4-2", "8 tiles that would beat it are still out"),
        ("learn-no-trump-lead", "play 3-1", "5 tiles that would beat it are still out"),
    ],
    "play_after": [("learn-double-top", "", "seat 2 plays after you")],
    "play_last": [("learn-double-top", "", "you play last")],
    "you_lead": [("learn-follow-suit", "", "You lead")],
    "leads": [("learn-follow-suit", "", "Seat 1 leads 6-5")],
    "are_trump": [("learn-follow-suit", "", "Sixes are trump")],
    "are_led": [("learn-follow-suit", "", "Sixes are led")],
    "calls": [("learn-bid-win", "", "Seat 1 bid 5")],
    "both_passed": [("learn-bid-win", "", "Both others passed")],
    "bid_and_taken": [("learn-score-set", "", "Seat 1 bid 5 and has taken 3 tricks")],
    "your_bid": [("learn-score-set", "", "You bid 5")],
    "contract_of": [("learn-score-set", "", "the contract of 6")],
    "points": [("learn-score-game", "", "You have 15 points")],
    "takes_you_to": [("learn-score-game", "", "it takes you to 22")],
    "need_every_trick": [("learn-lead-top", "", "you need every trick left")],
    "need_n_of_m": [("learn-lead-top", "", "you need 3 of the 4 tricks left")],
    "one_more": [("learn-lead-top", "", "you need one more trick")],
    "all_n_left": [("learn-score-set", "", "keep seat 1 from taking all 2 tricks left")],
    "needs_all_seven": [("learn-score-set", "", "the bid needs all seven")],
    "more_tricks": [("learn-score-points", "", "Take three more tricks")],
    "none_beats": [("learn-defend-keep-top", "", "none beats 4-4")],
    "yours_can_be_beaten": [("learn-defend-keep-top", "", "a trump of yours can be beaten")],
    "your_trumps_unbeaten": [("learn-defend-keep-top", "", "no one can beat your trumps")],
    "some_unbeatable": [("learn-follow-suit", "", "Which of your tiles can no one beat?")],
    "trump_out_takes": [("learn-score-set", "", "Could a trump still out take your 2-2?")],
    "trump_out": [("learn-score-set", "", "who still holds a trump?")],
    "seat_holds_trumps": [("learn-score-set", "", "Seat 1 plays after you and holds trumps")],
    "no_trump_anywhere": [("learn-follow-suit", "", "No trump is left in any hand")],
    "others_no_trump": [("learn-follow-suit", "", "the trumps are gone")],
    "none_left_but_yours": [("learn-score-set", "", "no twos left but yours")],
    "you_hold_no": [("learn-follow-suit", "", "You hold no five")],
    "you_hold": [("learn-follow-suit", "", "you hold 6-6")],
    "is_a_trump": [("learn-follow-suit", "", "5-4 is a trump")],
    "is_no_suit": [("learn-follow-suit", "", "5-4 is no five while ones are trump")],
    "only_a": [("learn-no-trump-double", "", "With no trump, 6-6 is only a five")],
    "tile_leads": [("learn-follow-suit", "", "5-3 leads threes")],
    "holds_a": [("learn-follow-suit", "", "5-3 holds a six")],
    "double_highest": [("learn-doubles-led", "", "the double is the highest tile of its suit")],
    "top_trump": [("learn-doubles-rank", "", "2-2 is the top trump")],
    "suit_most_held": [("learn-widow-trump", "trump 4", "Name the suit you hold most of")],
    "the_only_one": [("learn-widow-discard", "", "Name the trump that makes it")],
    "costs_no_trick": [
        ("learn-widow-discard", "discard 4-4", "discard one that cannot win a trick"),
    ],
    "you_defend": [("learn-widow-discard", "", "you defend")],
    "may_trump": [("learn-follow-suit", "", "you may trump")],
    "top_of_suit": [
        ("learn-follow-suit", "", "Which of your sixes can no one beat?"),
        ("learn-follow-suit", "", "Which four can no other four beat?"),
        ("learn-score-set", "", "which of your threes can no one beat?"),
    ],
    "no_one_can_trump": [("learn-follow-suit", "", "Which tile wins when no one can trump?")],
    "give_up_their": [("learn-score-set", "", "makes the others give up their fours")],
    "tiles_held": [("learn-widow-trump", "", "Which of your eight tiles?")],
    "redeal_labelled": [("learn-bid-all-pass", "", "if you pass too, the hand is dealt again.")],
}  # fmt: skip
BY_ID = {s.id: s for s in STEPS}


def test_every_checker_has_a_false_claim_to_catch() -> None:
    assert set(FALSE) == {check.__name__ for _, check in CLAIMS}


@pytest.mark.parametrize(
    ("checker", "step_id", "move", "text"),
    [(name, *case) for name, cases in FALSE.items() for case in cases],
)
def test_a_checker_catches_a_false_claim(checker: str, step_id: str, move: str, text: str) -> None:
    start = readings(BY_ID[step_id])[0]  # the title, read at the step's position
    action = Action(move) if move else None
    said = dataclasses.replace(start, kind="verdict", text=text, action=action)
    assert any(p.startswith(f"{checker}:") for p in problems(said)), problems(said)
