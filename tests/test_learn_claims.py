"""Every text of the guided path is true of the position it is read at: each step is played —
every move of the learner's from the step's position and from each position along the
solution line (`tests/step_play.py`) — and each claim in its title, goal, hint, verdicts and
reason is checked against the engine (`tests/step_claims.py`); a text that names a tile, a
seat, a suit or a number no checker reads fails (`tests/claim_reading.py`); no verdict on a
wrong try names a move that was right; the scripted bids and leads are what the path
teaches."""

from __future__ import annotations

import dataclasses

import pytest

from moon_nb.engine.actions import Action
from moon_nb.path.guided import STEPS
from moon_nb.path.step import Step
from tests.advice_claims import ADVICE
from tests.claim_reading import unread
from tests.step_claims import CLAIMS, GENERAL, problems
from tests.step_play import (
    bidder_leads,
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
def test_every_name_a_step_says_is_read_by_a_checker(step: Step) -> None:
    """A sentence that names a tile, a seat, a suit or a number is a claim: a checker reads
    each name in it, or the sentence is one of the general rules."""
    patterns = [pattern for pattern, _ in (*CLAIMS, *ADVICE)]
    left = [u for s in readings(step) for u in unread(s.text, patterns, GENERAL)]
    assert not left, "\n".join(dict.fromkeys(left))


def test_every_checker_reads_a_real_text() -> None:
    """A checker no text of the path matches checks nothing: each one reads at least one."""
    read = {
        check.__name__
        for step in STEPS
        for said in readings(step)
        for pattern, check in CLAIMS
        if pattern.search(said.text)
    }
    assert read == {check.__name__ for _, check in CLAIMS}


def test_the_general_rules_hold() -> None:
    for pattern, rule in GENERAL.items():
        assert rule(), pattern.pattern


@pytest.mark.parametrize("step", STEPS, ids=lambda s: s.id)
def test_no_wrong_try_names_the_right_move(step: Step) -> None:
    said = readings(step)
    # A whole hand takes no move back: a wrong line is told only when the hand ends.
    assert step.whole or any(s.outcome in ("lost", "refused") for s in said), "no wrong move"
    named = [n for s in said for n in gives_away(s)]
    assert not named, "\n".join(named)


BIDDERS = [s for s in STEPS if s.judge.sees_all and learner_bid(s) is not None]
"""The face-up steps whose script has the learner bid (and then play as the bidder): the
bidding the lesson shows. (A face-down step's script is a club player's game.)"""


def test_the_steps_where_the_learner_bids_are_checked() -> None:
    assert len(BIDDERS) >= 10, [s.id for s in BIDDERS]
    assert {"learn-widow-discard", "learn-draw-first", "learn-moon-play"} <= {s.id for s in BIDDERS}


@pytest.mark.parametrize("step", BIDDERS, ids=lambda s: s.id)
def test_a_scripted_bid_is_sure_and_no_bolder_than_the_experts(step: Step) -> None:
    """The learner's bid in a step's script is made with the seven tiles dealt, however the
    others' tiles lie (the path teaches to count sure tricks before bidding), and the expert
    would bid as much with that hand."""
    found = learner_bid(step)
    assert found is not None
    bid = found[0]
    assert sure_without_the_widow(step), f"a bid of {bid} that needs the widow or luck"
    assert expert_bid(step) >= bid


LEADERS = [s for s in STEPS if s.judge.sees_all and bidder_leads(s)]
"""The face-up steps where the learner leads as the bidder, in the script or on the solution
line: puzzles written by hand, which must follow the rule the path teaches. A step judged from
what the learner can see answers to its evaluation instead (`tests/test_seen_steps.py`): there
a side tile may rightly go before the trumps (the top trump still out, say)."""


def test_the_steps_where_the_learner_leads_as_bidder_are_checked() -> None:
    assert len(LEADERS) >= 8, [s.id for s in LEADERS]


@pytest.mark.parametrize("step", LEADERS, ids=lambda s: s.id)
def test_the_learners_leads_as_bidder_draw_trumps_first(step: Step) -> None:
    assert not side_leads_before_trumps(step)


def test_a_side_lead_before_the_trumps_are_drawn_is_caught() -> None:
    """The check above can fail: a solution whose bidder leads 5-5 while trumps are out."""
    step = next(s for s in STEPS if s.id == "learn-draw-first")
    early = dataclasses.replace(step, solution=("play 5-5",))
    assert side_leads_before_trumps(early) == [
        "5-5 with [Tile(1, 1), Tile(2, 1), Tile(4, 1), Tile(6, 1)] against [Tile(3, 1), Tile(5, 1)]"
    ]


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
    "some_unbeatable": [("learn-follow-suit", "", "Which of your tiles can no one beat?")],
    "trump_out": [("learn-score-set", "", "who still holds a trump?")],
    "seat_holds_trumps": [("learn-score-set", "", "Seat 1 plays after you and holds trumps")],
    "others_no_trump": [("learn-follow-suit", "", "the trumps are gone")],
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
    "tiles_held": [("learn-widow-trump", "", "Which of your eight tiles?")],
    "redeal_labelled": [("learn-bid-all-pass", "", "if you pass too, the hand is dealt again.")],
    "defender": [("learn-defend-trump", "", "between you and seat 1")],
    "keep_bidder": [("learn-score-set", "", "keep seat 2 from taking")],
    "moon_bid": [("learn-moon-bid", "", "shoot the moon (bid 7)")],
    "most_held_trump": [("learn-moon-bid", "", "with fives trump")],
    "may_not_play": [
        ("learn-follow-suit", "play 5-4", "You may not play 5-4: 5-3 leads suit 5, you hold a tile "
         "of suit 5, and a player who can follow must"),
        ("learn-follow-suit", "play 6-4", "You may not play 6-4: 5-3 leads suit 3, you hold a tile "
         "of suit 3, and a player who can follow must"),
    ],
    "follows_led": [("learn-follow-suit", "", "6-4 follows suit 5, the suit 5-3 leads")],
    "follows_trump_lead": [
        ("learn-trump-led", "", "6-4 is a trump, so it follows the trump lead (5-5)"),
    ],
    "wins_highest_of_suit": [
        ("learn-win-trick", "play 5-2", "5-2 wins: it is the highest tile played of suit 5, the "
         "suit led, and no trump was played"),
    ],
    "wins_as_trump": [
        ("learn-trump-ruff", "play 3-1", "3-1 wins: it is the only trump played (4s are trump)"),
        ("learn-trump-ruff", "play 4-2", "4-2 wins: it is the highest trump played (3s are trump)"),
    ],
    "does_not_take": [("learn-trump-ruff", "play 3-1", "3-1 does not take this trick")],
    "beaten_on_table": [
        ("learn-double-top", "play 4-2", "4-2 cannot take this trick: 4-4, already played, "
         "beats it"),
    ],
    "may_not_take": [("learn-no-trump-lead", "play 6-6", "6-6 may not take this trick")],
    "higher_trump": [("learn-doubles-rank", "", "4-4 is a trump, but 2-2 is a higher one")],
    "trump_not_of_suit": [
        ("learn-trump-not-suit", "", "4-2 is a trump (5s are trump), not a tile of suit 4"),
        ("learn-doubles-led", "", "5-5 is a trump, not a four"),
    ],
    "without_you_may_trump": [("learn-follow-suit", "", "without a five you may trump")],
    "leads_higher": [("learn-follow-suit", "", "5-3 leads its higher number, three")],
    "would_not_follow": [("learn-follow-suit", "", "a five would not follow")],
    "number_it_leads": [
        ("learn-follow-suit", "", "Which number of 6-5 is the suit it leads?"),
        ("learn-defend-trump", "", "Which of your tiles follow 6-4"),
    ],
    "lead_a": [("learn-follow-suit", "", "Before you lead a four")],
    "safe_once_drawn": [("learn-draw-first", "", "Your 6-2 is safe only once no one can trump it")],
    "won_bidding": [
        ("learn-bid-win", "", "You won the bidding with 4: you are the bidder, and your contract "
         "is 4 tricks"),
        ("learn-bid-win", "", "You won the bidding with 6: you are the bidder, and your contract "
         "is 5 tricks"),
    ],
    "after_passing": [("learn-moon-bid", "", "Passing leaves the bidding to seat 1's 5")],
    "moved": [
        ("learn-draw-first", "play 5-5", "You play 6-6."),
        ("learn-widow-discard", "discard 1-1", "You discard 6-1."),
        ("learn-widow-trump", "trump 1", "You name trump: 6s are trump."),
        ("learn-bid-win", "pass", "You bid 5."),
        ("learn-bid-win", "", "You pass."),
    ],
    "wins_after_you": [
        ("learn-bid-win", "pass", "Seat 1 wins the bidding with 5"),
        ("learn-bid-win", "pass", "Seat 2 wins the bidding with 4"),
        ("learn-bid-win", "", "Seat 2 wins the bidding with 5"),
    ],
    "next_bid_higher": [("learn-bid-cheapest", "", "The next bid must be higher than 5")],
    "speak_last": [("learn-follow-suit", "", "you are the last to speak")],
    "speak_first": [("learn-bid-win", "", "You speak first")],
    "seat_has_points": [("learn-value-stop-game", "", "seat 1 has 17 points")],
    "lowest_bid_wins": [
        ("learn-bid-cheapest", "", "When the others pass, the lowest bid, 4, wins"),
    ],
    "holds_you_to": [
        ("learn-draw-first", "play 5-5", "Then the others' best play holds you to 5 tricks: your "
         "bid of 5 needs 5"),
    ],
    "bidder_can_take": [
        ("learn-defend-keep-top", "play 6-6", "Then the bidder can take 4 tricks against the "
         "others' best play: the bid of 5 is made"),
    ],
    "can_hold_you_to": [
        ("learn-score-points", "play 0-0", "Then the other two can hold you to 2 tricks: you need "
         "2"),
    ],
    "best_play_takes": [
        ("learn-widow-trump", "trump 6", "With best play from here you take 7 tricks: your bid of "
         "5 can be made"),
    ],
    "have_taken": [
        ("learn-score-game", "play 3-3", "You have taken 6 tricks: your contract of 5 is made"),
    ],
    "taken_needed": [("learn-score-points", "", "You have taken the 2 tricks you needed")],
    "no_longer_made": [
        ("learn-score-set", "play 2-2", "Seat 1 has 3 tricks with 2 to play: the contract of 5 "
         "can no longer"),
    ],
    "told_result": [
        ("learn-defend-trump", "", "Seat 1 bid 5 and took 4 tricks: set, −5; you +2, seat 2 +1."),
    ],
    "plan_trick": [
        ("learn-hand-bid-628-0", "", "Trick 1: 3-2 (you), 2-1 (seat 1) and 2-2 (seat 2); you "
         "take it."),
        ("learn-hand-bid-628-0", "", "Trick 2: 5-5 (seat 2), 4-2 (seat 1) and 5-1 (you); you "
         "take it."),
    ],
    "set_bidder_scores": [("learn-score-set", "play 2-2", "seat 1 scores −4")],
    "make_the_game": [("learn-score-game", "play 3-3", "15 and 5 make 20, and the game is yours")],
    "have_points_and_bid": [("learn-score-game", "", "You have 16 points and bid 6")],
    "made_bid_scores": [("learn-moon-bid", "", "A made bid of 5 scores 6 points")],
    "set_moon_costs": [
        ("learn-moon-bid", "", "With seven sure tricks the moon is certain: a made moon wins the "
         "game at once and a set moon costs 7 points"),
        ("learn-moon-bid", "", "With six sure tricks the moon is certain: a made moon wins the "
         "game at once and a set moon costs 21 points"),
    ],
    "keeps_seven_of_eight": [("learn-widow-trump", "", "The bidder keeps seven of eight tiles")],
    "sure_of_count": [("learn-score-points", "", "which three tricks can you be sure of")],
    "which_trump_out": [
        ("learn-draw-last-trump", "", "Count the fives played: which trump is still out, and "
         "which of yours beats it"),
    ],
    "only_of_suit": [("learn-ruff-to-set", "", "0-0, the only five")],
    "shown_no_trump": [
        ("learn-ruff-to-set", "", "Look at what seat 2 played each time a trump was led"),
    ],
    "to_win_the_game": [
        ("learn-value-moon-score", "", "Seat 1 needs two tricks to win the game"),
        ("learn-value-stop-game", "", "How many tricks does seat 2 need to win the game"),
    ],
    "seven_like_moon": [
        ("learn-value-moon-score", "", "A bid of 6 needs the same seven tricks as the moon and "
         "scores 6"),
    ],
    "plain_at_zero": [
        ("learn-moon-bid", "", "with every score at 0 a bid short of the moon would")
    ],
    "widow_decides": [
        ("learn-value-widow", "", "Counted with it, this hand makes 5 often enough to pay; "
         "counted on its seven tiles alone, it would not"),
    ],
    "all_played": [
        ("learn-spend-top-trump", "", "Threes are trump, and all six have been played"),
        ("learn-count-cash", "", "have all seven been played?"),
    ],
    "both_left": [
        ("learn-cash-to-set", "", "take both tricks left"),
        ("learn-keep-higher-trump", "", "take one of the two tricks left"),
    ],
    "other_doubles": [("learn-value-doubles", "", "and three other doubles")],
    "count_on": [
        ("learn-value-doubles", "", "five tiles to count on, and a bid of 4 is the one they make "
         "nearly every time"),
        ("learn-value-bid-five", "", "six tiles to count on, and a bid of 4 gains more than a bid "
         "of 5"),
    ],
    "trumps_with_top": [
        ("learn-value-no-top", "", "Four trumps with the top one"),
        ("learn-value-four-trumps", "", "Four trumps with the top one take four tricks once the "
         "others' trumps are drawn: a bid of 5"),
    ],
    "without_top": [
        (
            "learn-value-doubles",
            "",
            "Without the double, is any of your sixes sure to take a trick",
        ),
    ],
    "moon_hand": [
        ("learn-moon-bid", "", "With fives as trump you hold every trump and the top six: your "
         "seven tiles take all seven tricks, whatever the others hold"),
    ],
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
    assert start.kind == "title" and start.game.record() == BY_ID[step_id].game().record()
    action = Action(move) if move else None
    said = dataclasses.replace(start, kind="verdict", text=text, action=action)
    assert any(p.startswith(f"{checker}:") for p in problems(said)), problems(said)
