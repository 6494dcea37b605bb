"""The defects issue 48 found in what a learner reads on the guided path, the glossary, the
table's scores, the advice and hindsight: each test reads the text where the learner meets it
and checks it against what happens there (each failed on the old text)."""

from __future__ import annotations

import re

import pytest

from moon_nb.engine.actions import Kind
from moon_nb.engine.options import Rules
from moon_nb.engine.scoring import game_status
from moon_nb.engine.tiles import TILE_BY_INDEX, Tile
from moon_nb.engine.tricks import is_trump
from moon_nb.engine.trump import Trump
from moon_nb.path.attempt import Attempt
from moon_nb.path.cards import card_of
from moon_nb.path.goals import tricks_since
from moon_nb.path.guided import STEPS
from moon_nb.path.hands.hand_goal import PLANS, WholeHand, debrief
from moon_nb.path.hands.hand_lines import decisions, goal_open, kind_of, planned, play_line
from moon_nb.path.step import LEARNER, Step
from moon_nb.path.steps_rules import BIDDING
from moon_nb.path.steps_seen import READING
from moon_nb.players.advice import hint
from moon_nb.players.evaluation import evaluate
from moon_nb.players.hindsight import HandAnalysis, PlayedHand, Verdict
from moon_nb.players.levels import LEVELS
from moon_nb.players.stakes import sure_to_take
from moon_nb.reference.glossary import term

BY_ID = {s.id: s for s in STEPS}


def played(step: Step, *moves: str) -> Attempt:
    """``step`` played with the learner's ``moves`` (the others replying as the step has them)."""
    attempt = Attempt(step)
    attempt.play(*moves)
    return attempt


def test_spend_top_trump_says_what_the_top_trump_did_in_the_line_played() -> None:
    step = BY_ID["learn-spend-top-trump"]
    attempt = played(step, *step.solution)
    assert attempt.solved
    taken = [t for t in tricks_since(attempt.start, attempt.game) if t.winner != LEARNER]
    # The top trump, 3-3, took one trick: a trump of the learner's, led to it.
    assert len(taken) == 1
    (trick,) = taken
    tiles = [TILE_BY_INDEX[k] for k in trick.tiles]
    mine = tiles[(LEARNER - trick.leader) % 3]
    assert Tile(3, 3) in tiles and is_trump(mine, Trump.of(3))
    assert "cannot take one of your trumps" not in attempt.solved
    assert "the top trump takes one of them" in attempt.solved


def test_a_trump_without_the_top_one_is_no_sure_trick_but_not_worthless() -> None:
    step = BY_ID["learn-value-no-top"]
    assert "only when you hold the top one" not in step.why
    ev = evaluate(step.game().observe(LEARNER))
    four = next(o for o in ev.options if o.action.bid == 4)
    # The four sixes make a bid of 4 often, but too seldom to pay: what the text now says.
    assert 0.3 < four.make_rate < 0.9 and (four.worth or 0.0) < 0 <= (ev.best.worth or 0.0)
    assert "made too seldom to pay" in step.why


def test_a_trick_won_is_the_highest_played_not_the_highest_of_all() -> None:
    for step_id, move, word, top in [
        ("learn-trump-higher", "play 6-3", "trump played", Tile(3, 3)),
        ("learn-win-trick", "play 5-4", "tile played of suit 5", Tile(5, 5)),
    ]:
        step = BY_ID[step_id]
        attempt = Attempt(step)
        assert top in [t for seat in (1, 2) for t in attempt.game.hand(seat)]
        said = attempt.move(move).text
        assert f"it is the highest {word}" in said, said


def test_the_higher_other_number_is_not_said_to_beat_the_double() -> None:
    """learn-win-trick comes before the double is taught: its texts may say the higher other
    number wins only of a trick that holds no double, as this one does."""
    step = BY_ID["learn-win-trick"]
    trick = [tile for _, tile in step.game().trick]
    assert len(trick) == 2 and not any(tile.is_double for tile in trick)
    for text in (step.hint, step.why):
        assert "higher other number" in text and "No double" in text, text


def test_four_trumps_with_the_top_one_are_not_said_to_be_four_tricks() -> None:
    step = BY_ID["learn-value-four-trumps"]
    game = step.game()
    out = [t for seat in (1, 2) for t in game.hand(seat) if t.has(1)]
    # 6-1, still out, beats the learner's lower trumps: only 1-1 is sure.
    assert Tile(6, 1) in out
    assert "take four tricks" not in step.why and "each of your trumps is a trick" not in step.hint
    assert "Only the top one is sure" in step.why


def test_doubles_void_why_is_true_whichever_double_wins() -> None:
    step = BY_ID["learn-doubles-void"]
    for move in ("play 6-6", "play 2-2"):
        attempt = Attempt(step)
        assert attempt.move(move).outcome == "reached"
        tile = move.split()[1]
        other = "2-2" if tile == "6-6" else "6-6"
        assert other not in attempt.solved, attempt.solved


COUNTED = re.compile(
    r"have been played|is still out|top trump out|you hold (?:one|two|three|four|five|six) "
    r"|that no one can beat|you hold \d-\d|\bother doubles?\b",
    re.I,
)
"""A title or a hint that states what the step asks the learner to count."""


def test_titles_and_hints_set_the_question_without_counting_for_the_learner() -> None:
    for step_id in (
        "learn-value-no-top",
        "learn-value-doubles",
        "learn-value-four-trumps",
        "learn-value-bid-five",
        "learn-count-cash",
        "learn-keep-higher-trump",
        "learn-draw-last-trump",
        "learn-spend-top-trump",
    ):
        step = BY_ID[step_id]
        assert not COUNTED.search(step.title), step.title
        assert not COUNTED.search(step.hint) or step.hint.startswith("Count"), step.hint
    lead_top = BY_ID["learn-lead-top"]
    # Its hint named the one tile that answers it ("a five that no one can beat": 5-5).
    assert not COUNTED.search(lead_top.hint) and "five" not in lead_top.hint


def test_likely_deals_is_defined_where_the_path_first_says_it() -> None:
    first = next(s for s in STEPS if s.chapter == BIDDING)
    verdict = Attempt(first).move("bid 7").text
    assert "likely deals" in verdict
    assert "likely deals" in card_of(BIDDING).words


def test_the_glossary_says_what_the_likely_deals_and_the_levels_are() -> None:
    deals = term("likely deals").definition
    # Drawn by the one model of the hidden tiles, which reads the calls, trump, discard, plays.
    for read in ("calls", "trump", "discard", "tiles they played", "face up"):
        assert read in deals, read
    level = term("level").definition
    assert not level.startswith("How strong")
    for name in LEVELS:
        assert name in level, name
    assert "at random" in level and "rules of thumb" in level


def test_a_tie_for_the_highest_score_reads_as_a_sentence() -> None:
    rules = Rules()
    assert game_status(rules, [0, 0, 0]).text == "No one has 21 points yet; everyone has 0."
    assert (
        game_status(rules, [5, 2, 5]).text
        == "No one has 21 points yet; seat 0 and seat 2 are tied for the highest with 5."
    )
    assert (
        game_status(rules, [5, 2, 1]).text == "No one has 21 points yet; the highest is 5 (seat 0)."
    )


def test_a_three_player_bidder_takes_tricks_alone_and_in_whole_numbers() -> None:
    step = BY_ID["learn-widow-trump"]
    said = hint(evaluate(step.game().observe(LEARNER)))
    # Its figures are its own ("you gain … points": a trump is weighed in points), not its side's.
    assert "your side" not in said and "you gain" in said, said
    assert not re.search(r"\b\d+\.0 tricks", said), said


def test_hindsight_speaks_to_the_bidder_as_you() -> None:
    verdict = Verdict(3, 0, Tile(5, 3), 4, 5, (Tile(6, 5),), True, need=5, teams=False)
    said = verdict.said_to(0)
    assert "the bidder" not in said and "cost you 1 trick" in said, said
    assert "your contract made, not set" in said
    assert "the bidder" in verdict.said_to(1)


def test_a_solved_steps_advice_is_no_order_to_play_what_was_played() -> None:
    step = BY_ID["learn-count-cash"]
    attempt = Attempt(step)
    attempt.move("play 4-4")
    assert attempt.solved.startswith("From what you could see, 4-4 was the best play."), (
        attempt.solved
    )
    assert "From what you can see, play 4-4." not in attempt.solved


def test_a_pass_worth_nothing_is_said_so_not_as_nought_point_nought() -> None:
    """Both others passed: a pass deals again and is worth nothing; the Hint says so in words."""
    step = BY_ID["learn-value-no-top"]
    ev = evaluate(step.game().observe(LEARNER))
    passing = next(o for o in ev.options if o.action.kind is Kind.PASS)
    assert abs(passing.worth or 0.0) < 0.05
    said = hint(ev)
    assert "0.0 points" not in said
    assert "Passing neither gains nor loses you points on the others." in said


def test_the_ruff_to_set_hint_points_where_to_look_not_at_the_conclusion() -> None:
    """The step teaches reading a void from the play: its hint says where seat 1 showed it,
    not that it did."""
    step = BY_ID["learn-ruff-to-set"]
    assert not re.search(r"holds no trump|has no trump|has shown", step.hint), step.hint
    assert "each time a trump was led" in step.hint
    # Where it points: a trick led with a trump that seat 1 did not follow with one.
    seen = step.game().observe(LEARNER)
    trump = seen.trump
    assert trump is not None
    led = [t for t in seen.tricks if is_trump(t.plays[0].tile, trump)]
    assert any(not is_trump(p.tile, trump) for t in led for p in t.plays if p.seat == 1)


def test_hindsight_with_partners_calls_the_bidders_side_yours_when_it_is() -> None:
    """Four-player Moon: the bidder's partner (and the bidder) read "your side"; a defender
    reads "the bidder's side"."""
    rules = Rules(players=4)
    verdict = Verdict(3, 2, Tile(5, 3), 4, 5, (Tile(6, 5),), True, need=5, teams=True)
    for learner in (0, 2):
        said = verdict.said_to(learner)
        assert "your side" in said and "the bidder's side" not in said, said
    assert "the bidder's side" in verdict.said_to(1)
    hand = PlayedHand(rules, (), Trump.of(6), 2, 5, ())
    analysis = HandAnalysis(hand, 5, 4, ())
    assert "best play gives your side 5 tricks" in analysis.said_to(0), analysis.said_to(0)
    assert "best play gives the bidder's side 5 tricks" in analysis.said_to(3)


def test_a_cashing_hint_says_the_trumps_played_which_the_learner_can_see() -> None:
    """learn-cash-double, learn-cash-six and learn-score-set: the hint says what the tricks on
    the table show (every trump played), true at that moment — not "the trumps are gone"."""
    for step_id in ("learn-cash-double", "learn-cash-six", "learn-score-set"):
        step = BY_ID[step_id]
        assert not re.search(r"are gone|are left|is left", step.hint), step.hint
        assert "and all six have been played" in step.hint, step.hint
        seen = step.game().observe(LEARNER)
        trump = seen.trump
        assert trump is not None
        played = [p.tile for t in seen.tricks for p in t.plays if is_trump(p.tile, trump)]
        assert len(played) == 6, (step_id, played)
        assert not [t for s in range(3) for t in step.game().hand(s) if is_trump(t, trump)]
        assert trump.name.lower() in step.hint.lower(), step.hint


# --- read again as a newcomer, 2026-12-07 (docs/path.md) ------------------------------------


def test_points_on_the_others_is_defined_where_the_path_first_says_it() -> None:
    """The Bidding chapter's verdicts rank each call by its points on the others: the term was
    defined only on the card of chapter 13, eight chapters later."""
    first = next(s for s in STEPS if s.chapter == BIDDING)
    attempt = Attempt(first)
    solved = attempt.move(first.solution[0]).text
    assert "points on the others" in solved, solved
    card = card_of(BIDDING)
    assert "points on the others" in card.words
    assert any("points on the others" in sentence for sentence in card.text)


def test_the_reading_card_says_what_six_trumps_played_change() -> None:
    """A double is always the top of its own suit (a number trump): what six trumps played
    change is that no one can ruff it, so led, it takes its trick."""
    card = card_of(READING)
    assert not any("a double is the top of its suit" in s for s in card.text), card.text
    assert any("no one can ruff, and a double led takes its trick" in s for s in card.text)


def test_the_defend_trump_hint_points_at_the_suit_led_not_at_the_void() -> None:
    """learn-defend-trump asks the learner to see that they cannot follow and may ruff: its
    hint said so ("You hold no five that is not a trump.")."""
    step = BY_ID["learn-defend-trump"]
    assert not re.search(r"\bhold(s)? no\b", step.hint), step.hint
    seen = step.game().observe(LEARNER)
    led = seen.trick[0].tile
    assert str(led) in step.hint
    trump = seen.trump
    assert trump is not None
    # Where it points: the learner holds no tile of the suit led but a trump.
    assert not any(t.has(5) and not is_trump(t, trump) for t in seen.hand)
    assert any(is_trump(t, trump) for t in seen.hand)


def test_a_forced_play_of_a_whole_hand_is_hinted_as_forced_not_as_a_choice() -> None:
    """learn-hand-def-23-2 opens with 6-6 led, doubles trump, and the learner's one trump, 3-3:
    the hint asked "Can you take this trick? If not, which tile can you spare?"."""
    step = BY_ID["learn-hand-def-23-2"]
    seen = step.game().observe(LEARNER)
    assert [str(a) for a in seen.legal] == [step.solution[0]]
    forced = "Only one of your tiles may be played to this trick: the rules choose it."
    assert step.hints[0] == forced and "spare" not in step.hint
    # The last trick of every whole hand leaves one tile: never a choice to hint at.
    assert all(s.hints[-1] == forced for s in STEPS if s.whole)


def test_a_whole_hands_debrief_says_who_played_each_tile() -> None:
    """ "Trick 2: 5-5, 4-2 and 5-1; you take it." — which of them was the learner's? The plan is
    followed by the seats, as the table shows them."""
    step = BY_ID["learn-hand-bid-628-0"]
    goal = step.judge
    assert isinstance(goal, WholeHand)
    said = debrief(step.game(), goal, LEARNER)
    assert "Trick 1: 3-2 (you), 2-1 (seat 1) and 2-2 (seat 2); seat 2 takes it." in said, said
    assert "Trick 2: 5-5 (seat 2), 4-2 (you) and 5-1 (seat 1); you take it." in said, said


def test_off_the_plans_line_a_play_the_plan_had_forced_is_hinted_as_the_choice_it_is() -> None:
    """The forced hint is the plan's; off its line the same play may be a choice: in
    learn-hand-def-72-1, 4-2 at the first trick (the plan plays 6-2) leaves two tiles to choose
    from at the second, where the plan's line had one."""
    step = BY_ID["learn-hand-def-72-1"]
    attempt = Attempt(step)
    attempt.play("play 4-2")
    assert not attempt.over and len(attempt.game.observe(LEARNER).legal) > 1
    assert step.hints[1].startswith("Only one")
    assert not attempt.hint().startswith("Only one"), attempt.hint()
    on_plan = Attempt(step)
    on_plan.play(step.solution[0])
    assert on_plan.hint() == step.hints[1]


@pytest.mark.parametrize(
    ("step_id", "sure", "other", "said", "old"),
    [
        # learn-cash-to-set said the contract "is set in 92% of 40 likely deals" where the
        # learner's 3-3, led with all six fours played, sets it in every deal: the defender's
        # doubt (a reading of the bidder's hidden hand) was drawn on a fact no hidden tile can
        # change.
        ("learn-cash-to-set", Tile(3, 3), Tile(5, 2), "is set in all 40 likely deals", "92%"),
        # learn-count-cash said "is made in 99% of 40 likely deals" where the learner's 4-4, led
        # with all six twos played, makes it in every deal: the at-the-table rate of a contract
        # made with not a trick to spare (a slip later) was drawn where this trick decides it.
        ("learn-count-cash", Tile(4, 4), Tile(6, 3), "is made in all 40 likely deals", "99%"),
    ],
)
def test_a_double_sure_to_take_the_deciding_trick_decides_the_contract_in_every_deal(
    step_id: str, sure: Tile, other: Tile, said: str, old: str
) -> None:
    """A tile sure to take the trick that decides the contract decides it in every deal."""
    step = BY_ID[step_id]
    seen = step.game().observe(LEARNER)
    assert sure_to_take(seen, sure) and not sure_to_take(seen, other)
    solved = played(step, *step.solution).solved or ""
    assert f"With {sure}, the contract {said}" in solved, solved
    assert old not in solved


def test_a_defender_who_takes_no_trick_is_not_told_to_hold_winners_back() -> None:
    """learn-hand-def-23-2's plan was named "Hold your winners back" ("keep your winners for the
    tricks the bidder needs"), but the learner takes no trick: the other defender sets the
    contract. What the learner does is throw three low tiles on the bidder's trumps and keep the
    high ones — and throwing the high five, 5-4, at any of those tricks lets the bidder make it
    (best play, face up): kept, it can still beat the bidder's 5-3."""
    step = BY_ID["learn-hand-def-23-2"]
    goal = step.judge
    assert isinstance(goal, WholeHand) and goal.plan == "throw-low"
    assert PLANS[goal.plan].name == "Throw low, keep high" and "winners" not in step.why
    start = step.game()
    ended = play_line(start, planned(step.solution))
    record = ended.engine.last
    assert record is not None and all(t.winner != LEARNER for t in record.tricks)
    plays = decisions(start, step.solution)
    throws = [d for d in plays if kind_of(d.game.observe(LEARNER), d.action) == "throw"]
    assert [str(d.action) for d in throws] == ["play 2-1", "play 5-1", "play 3-1"]
    for d in throws:
        seen = d.game.observe(LEARNER)
        thrown = d.action.tile
        assert thrown is not None and thrown.low == 1  # the lowest tile of its suit
        assert Tile(5, 4) in seen.hand
        high = d.game.copy()
        high.apply("play 5-4")
        assert not goal_open(high, False), str(d.action)


def test_the_draw_top_hint_asks_the_count_and_does_not_say_it() -> None:
    """learn-draw-top's hint said "A trump still out could take one of your other tiles.": that
    one is out, the count the step asks for. Now it asks the question."""
    step = BY_ID["learn-draw-top"]
    assert "A trump still out could" not in step.hint
    assert step.hint.startswith("Sixes are trump: have all six been played?")
    seen = step.game().observe(LEARNER)
    assert seen.trump is not None and seen.trump.number == 6
