"""Lesson exercises: every verdict agrees with the rules engine, the feedback explains with the
engine's rulings, answers are read the ways learners write them, and everything renders the
same bytes every time."""

from __future__ import annotations

import random
import re

import pytest
from support import pictures_in

from moon_nb import Game, Rules, Tile
from moon_nb.engine.bidding import legal_bids
from moon_nb.engine.scoring import score_hand
from moon_nb.engine.tiles import MOON_TILES
from moon_nb.engine.tricks import (
    PlayRule,
    explain_play,
    explain_trick,
    legal_plays,
    suit_members,
    trick_winner,
)
from moon_nb.engine.trump import Trump
from moon_nb.exercises.exercise import read_calls, read_numbers, read_seat, read_suits, read_tiles
from moon_nb.lessons import (
    BidQuiz,
    ChoosePlay,
    ChooseTrump,
    Exercise,
    Feedback,
    LedSuitQuiz,
    ScoreQuiz,
    SuitQuiz,
    SuitsOfQuiz,
    WhichPlays,
    WhichTrumps,
    WhichWins,
    WinnerQuiz,
    gallery,
    hand_figure,
    play_out,
    review,
    suit_figure,
    tricks_of,
)
from moon_nb.speech import decimal

ADDRESS = re.compile(r"0x[0-9a-fA-F]{6,}")
TRUMPS = [*range(7), "doubles", None]


def _renders(value: object) -> str:
    """The text and HTML of a lesson value, checked to be free of addresses; the HTML."""
    text = repr(value)
    page = value._repr_html_()  # type: ignore[attr-defined]
    assert not ADDRESS.search(text) and not ADDRESS.search(page)
    assert repr(value) == text and value._repr_html_() == page  # type: ignore[attr-defined]
    return str(page)


# --- the rule book's examples ----------------------------------------------------------------


def test_seeds_five_three_must_be_played() -> None:
    hand = ["6-6", "6-2", "5-3", "4-4", "4-2", "2-1", "1-1"]
    for lead in ("3-2", "5-1"):
        ex = WhichPlays(hand, [lead], trump=6)
        assert ex.answer(["5-3"]).correct
        wrong = ex.answer(["5-3", "2-1"])
        assert not wrong.correct
        assert any("You may not play 2-1" in r for r in wrong.reasons)


def test_seeds_doubles_example() -> None:
    assert WhichWins(["4-2", "6-4", "5-4"], "doubles").answer("6-4").correct
    with_other = WhichPlays(["4-4", "4-1", "6-6"], ["4-2"], "doubles")
    assert with_other.legal == [Tile(4, 1)]
    feedback = with_other.answer(["4-4", "4-1"])
    assert not feedback and "4-4 is a trump (doubles are trump)" in feedback.text
    assert "4-1" not in feedback.text  # why 4-4 is wrong, not which tile is right
    alone = WhichPlays(["4-4", "6-6", "5-2"], ["4-2"], "doubles")
    assert alone.answer("4-4 6-6 5-2").correct
    assert WhichWins(["4-2", "6-4", "4-4"], "doubles").answer("4-4").correct


# --- every verdict is the engine's -------------------------------------------------------------


@pytest.mark.parametrize("seed", range(40))
def test_which_wins_and_which_plays_agree_with_the_engine(seed: int) -> None:
    rng = random.Random(seed)
    tiles = list(MOON_TILES)
    rng.shuffle(tiles)
    trump = rng.choice(TRUMPS)
    trick, hand = tiles[:3], tiles[3:10]
    wins = WhichWins(trick, trump)
    winner = trick[trick_winner(trick, trump)]
    assert wins.answer(str(winner)).correct
    assert explain_trick(trick, trump).text in wins.answer(str(winner)).reasons
    for other in trick:
        if other != winner:
            assert not wins.answer(other).correct
    plays = WhichPlays(hand, trick[:1], trump)
    legal = legal_plays(hand, trick[:1], trump)
    assert plays.answer([str(t) for t in reversed(legal)]).correct
    assert plays.solution().correct
    if len(legal) < len(hand):
        barred = next(t for t in hand if t not in legal)
        feedback = plays.answer([*legal, barred])
        assert not feedback.correct
        ruling = explain_play(hand, trick[:1], trump, barred)
        assert ruling.rule is PlayRule.MUST_FOLLOW
        assert any(r.startswith(f"You may not play {barred}: ") for r in feedback.reasons)
        assert "a player who can follow must" in feedback.text


@pytest.mark.parametrize("trump", TRUMPS)
def test_suit_quizzes_agree_with_the_engine(trump: object) -> None:
    tr = Trump.of(trump)  # type: ignore[arg-type]
    for suit in [*range(7), "trump"]:
        if suit == "trump" and tr is Trump.NO_TRUMP:
            continue
        quiz = SuitQuiz(suit, tr)
        members = suit_members(quiz.suit, tr)
        assert quiz.answer(members).correct
        if len(members) > 1:
            assert not quiz.answer(members[::-1]).correct
    for tile in MOON_TILES:
        led = LedSuitQuiz(tile, tr)
        assert led.answer(led.ruling.suit).correct
        of = SuitsOfQuiz(tile, tr)
        assert of.answer(of.suits).correct
        expected = ["trump"] if tr.is_trump(tile) else sorted(set(tile.ends), reverse=True)
        assert of.suits == expected


def test_suits_of_a_tile() -> None:
    assert SuitsOfQuiz("6-4").answer([4, 6]).correct
    assert SuitsOfQuiz("6-4").answer("6 and 4").correct
    assert not SuitsOfQuiz("6-4").answer([6]).correct
    assert SuitsOfQuiz("6-4", 4).answer("trump").correct
    assert SuitsOfQuiz("4-4", "doubles").answer(["trump"]).correct
    assert SuitsOfQuiz("0-0").answer(0).correct


def test_which_trumps() -> None:
    hand = ["6-6", "6-4", "5-4", "4-4", "3-3", "4-1", "2-1"]
    ex = WhichTrumps(hand, 4)
    assert ex.answer("4-4 6-4 5-4 4-1").correct
    feedback = ex.answer(["4-4", "6-6"])
    assert not feedback and "6-6 is not a trump: 4s are trump." in feedback.reasons
    assert WhichTrumps(hand, None).answer([]).correct
    assert WhichTrumps(hand, "doubles").answer(["6-6", "4-4", "3-3"]).correct


def test_bid_quiz_agrees_with_the_engine() -> None:
    for rules in (Rules(), Rules(min_bid=3), Rules(all_pass="force"), Rules(players=4)):
        for calls in ([], [0], [5], [0, 6], [0, 0], [4, 0, 0]):
            if len(calls) >= rules.players:
                continue
            quiz = BidQuiz(calls, rules)
            truth = legal_bids(rules, calls)
            assert quiz.answer(truth).correct
            assert not quiz.answer([*truth, 99]).correct
    feedback = BidQuiz([4, "pass"]).answer(["pass", 4, 5])
    assert not feedback and "a bid must be higher than the high bid, 4" in feedback.text
    assert BidQuiz(["pass", "pass"], Rules(all_pass="force")).answer("4 5 6 7 21")
    with pytest.raises(ValueError, match="already over"):
        BidQuiz([21])


def test_score_quiz_agrees_with_the_engine() -> None:
    cases = [
        (Rules(), 0, 5, [4, 2, 1]),
        (Rules(), 1, 4, [1, 6, 0]),
        (Rules(), 0, 21, [7, 0, 0]),
        (Rules(), 2, 21, [1, 0, 6]),
        (Rules(scoring="marks"), 0, 5, [5, 1, 1]),
        (Rules(players=4), 1, 5, [1, 2, 1, 3]),
        (Rules(players=4, team_scoring="bid"), 0, 5, [3, 1, 3, 0]),
    ]
    for rules, bidder, bid, tricks in cases:
        changes = list(score_hand(rules, bidder, bid, tricks).changes)
        quiz = ScoreQuiz(bidder, bid, tricks, rules)
        assert quiz.answer(changes).correct
        assert quiz.answer(", ".join(str(c) for c in changes)).correct
        assert not quiz.answer([c + 1 for c in changes]).correct
    with_scores = ScoreQuiz(2, 6, [1, 1, 5], scores=[2, 1, 3])
    assert with_scores.answer("3, 2, −3").correct
    assert "−3" in with_scores.solution().headline


def test_winner_quiz_and_the_tie_rule() -> None:
    assert WinnerQuiz([22, 22, 10]).answer(None).correct
    assert WinnerQuiz([22, 22, 10]).answer("no one").correct
    assert not WinnerQuiz([22, 22, 10]).answer(0).correct
    assert WinnerQuiz([24, 25, 10]).answer("seat 1").correct
    assert WinnerQuiz([20, 18, 19]).answer(None).correct
    assert WinnerQuiz([7, 6], Rules(players=4, scoring="marks")).answer(0).correct


# --- answers written the way learners write them ------------------------------------------


def test_reading_answers() -> None:
    assert read_tiles("6-4, 5-3") == [Tile(6, 4), Tile(5, 3)]
    assert read_tiles("4-6 3-5 6-4") == [Tile(6, 4), Tile(5, 3)]
    assert read_tiles([(6, 4), Tile(1, 1), "2-2"]) == [Tile(6, 4), Tile(1, 1), Tile(2, 2)]
    assert read_tiles("") == [] and read_tiles([]) == []
    assert read_suits("suit 4, 6s") == [4, 6]
    assert read_suits("suit 6 and suit 4") == [4, 6]
    assert read_suits("trumps") == ["trump"]
    assert read_suits(["trump", 3]) == [3, "trump"]
    assert read_numbers("−5, +2 1", 3) == [-5, 2, 1]
    assert read_calls("pass, bid 5, 21") == [0, 5, 21]
    assert read_seat("seat 2", 3) == 2 and read_seat("nobody", 3) is None


@pytest.mark.parametrize(
    ("exercise", "answer"),
    [
        (WhichWins(["6-5", "6-2", "4-1"], 4), "seven"),
        (WhichPlays(["6-5"], ["5-1"], 4), 12),
        (LedSuitQuiz("5-3", 2), "hearts"),
        (ScoreQuiz(0, 5, [4, 2, 1]), [1, 2]),
        (BidQuiz([]), ["fold"]),
        (WinnerQuiz([1, 2, 3]), 9),
    ],
)
def test_an_unreadable_answer_gets_feedback_not_an_error(
    exercise: Exercise, answer: object
) -> None:
    feedback = exercise.answer(answer)
    assert isinstance(feedback, Feedback) and not feedback.correct
    assert feedback.headline.startswith("I could not read")
    assert feedback.reasons


# --- feedback says why --------------------------------------------------------------------


def test_wrong_answers_name_the_rule() -> None:
    wins = WhichWins(["6-5", "6-2", "3-1"], 4).answer("3-1")
    assert "3-1 neither follows suit 6" in wins.text
    led = LedSuitQuiz("5-3", 2).answer(3)
    assert "leads its higher number" in led.text
    order = SuitQuiz(5).answer("6-5 5-5 5-4 5-3 5-2 5-1")
    assert "right tiles, but not in the right order: you put 6-5 above 5-5" in order.text
    doubles = SuitQuiz(4, "doubles").answer("4-4 6-4 5-4 4-3 4-2 4-1")
    assert "4-4 is a double, and doubles are trump" in doubles.text
    missed = WhichPlays(["6-5", "5-5", "2-2"], ["3-2"], 6).answer(["2-2"])
    assert "You left out 2 tiles you may play." in missed.text
    assert "6-5" not in missed.text and "5-5" not in missed.text


def test_a_tile_out_of_play_is_said_to_be_out_of_play() -> None:
    """A typed tile the game does not play with gets that reason, not a false one about
    trumps or suits ("5-0 is a trump (no trump)")."""
    out = {
        "5-0": SuitQuiz(5).answer("5-5 6-5 5-4 5-3 5-2 5-1 5-0"),
        "4-0": SuitQuiz("trump", "doubles").answer("6-6 5-5 4-4 3-3 2-2 1-1 4-0 0-0"),
        "3-0": WhichTrumps(["6-3", "3-3", "5-2"], 3).answer(["6-3", "3-3", "3-0"]),
        "6-0": WhichPlays(["6-5", "5-5"], ["6-2"], None).answer(["6-5", "6-0"]),
        "2-0": WhichWins(["6-2", "5-2", "2-1"], None).answer("2-0"),
    }
    for tile, feedback in out.items():
        assert not feedback.correct
        [said] = [r for r in feedback.reasons if r.startswith(tile)]
        assert said == (
            f"{tile} is not in play: this game has 22 tiles, every tile with a blank is taken "
            "out except 0-0."
        )
    # With four players the blanks are in play, and 5-0 is a tile of suit 5 like any other.
    four = WhichWins(["6-5", "5-0", "5-1", "4-4"], None, players=4).answer("5-0")
    assert "5-0 follows suit 6" not in four.text and "not in play" not in four.text
    assert not WhichTrumps(["6-3", "3-0"], 3).answer(["6-3"]).correct
    assert "You left out 1 trump" in WhichTrumps(["6-3", "3-0"], 3).answer(["6-3"]).text


def test_a_tile_in_play_but_not_in_the_hand_is_said_to_be_elsewhere() -> None:
    feedback = WhichTrumps(["6-3", "5-5", "3-3"], 3).answer(["6-3", "3-3", "3-2"])
    assert "3-2 is not in this hand." in feedback.reasons
    assert "3-2 is not a trump" not in feedback.text


def test_exercises_and_feedback_render_stably_with_pictures() -> None:
    exercises: list[Exercise] = [
        WhichWins(["4-2", "6-4", "4-4"], "doubles"),
        WhichPlays(["5-3", "6-6", "4-2"], ["3-2"], 6),
        LedSuitQuiz("5-3", 6),
        SuitsOfQuiz("6-4", 4),
        SuitQuiz(2),
        WhichTrumps(["6-4", "3-3"], 4),
        BidQuiz([5]),
        ScoreQuiz(0, 5, [4, 2, 1]),
        WinnerQuiz([22, 22, 10]),
    ]
    for ex in exercises:
        page = _renders(ex)
        assert ex.title in repr(ex) and ".answer(" in repr(ex)
        assert "moon-lesson" in page
        _renders(ex.solution())
    assert pictures_in(_renders(exercises[0]))
    assert pictures_in(_renders(exercises[0].answer("4-4")))
    assert not pictures_in(_renders(exercises[0].answer("6-4")))
    trick = WhichWins(["4-2", "6-4", "3-3"], 4)
    assert "wins" not in trick.figures()[0].svg  # the question does not give the answer away
    assert "seat 1 wins" in _renders(trick.solution())


def test_pictures_and_galleries() -> None:
    fig = hand_figure([Tile(6, 4), Tile(1, 1)], label="Hand")
    assert fig.caption == "Hand: 6-4 and 1-1" and repr(fig) == "<Figure: Hand: 6-4 and 1-1>"
    row = gallery(fig, [suit_figure(0, None)], Tile(3, 3), title="Some")
    assert repr(row) == "Some\nHand: 6-4 and 1-1\nSuit 0, highest first: 0-0\n3-3"
    assert len(pictures_in(_renders(row))) == 3
    with pytest.raises(TypeError):
        gallery(42)


# --- worked examples and strategy ---------------------------------------------------------


def _hand_34() -> list[list[str]]:
    return [
        ["6-4", "5-3", "3-3", "3-2", "3-1", "1-1", "0-0"],
        ["6-3", "6-1", "5-4", "5-2", "4-4", "4-2", "2-2"],
        ["6-6", "6-2", "5-5", "5-1", "4-3", "4-1", "2-1"],
    ]


def test_play_out_plays_the_hand_and_stops() -> None:
    game = Game.from_deal(_hand_34(), first_bidder=0)
    game.apply("bid 5")
    transcript = play_out(game)
    assert transcript.result == game.last_hand.text  # type: ignore[union-attr]
    assert game.hand_number == 2
    assert len(transcript.moves) == 2 + 2 + 21
    assert "seat 0: 'discard" in repr(transcript)
    _renders(transcript)
    again = Game.from_deal(_hand_34(), first_bidder=0)
    assert len(play_out(again, until="play").moves) == 5 and again.phase == "play"
    assert len(play_out(again, steps=2).moves) == 2
    assert len(tricks_of(game).figures) == 7


def test_choose_trump_and_choose_play() -> None:
    game = Game.from_deal(_hand_34(), first_bidder=0)
    for action in ["bid 5", "pass", "pass", "discard 6-4"]:
        game.apply(action)
    trump = ChooseTrump(game)
    assert trump.answer(3).correct == trump.odds.as_good(Trump.THREES)
    assert not trump.answer("doubles").correct
    # Judged as the Hint ranks a trump: by the points on the others it brings.
    more = trump.odds.loss(Trump.DOUBLES)
    assert more > 0.5
    assert f"another trump brings you {decimal(more)} points more" in trump.answer("doubles").text
    assert len(trump.answer(3).reasons) == 2 + 9
    assert trump.answer("sevens").headline.startswith("I could not read")
    _renders(trump)
    game.apply("trump 3")
    play = ChoosePlay(game)
    good = play.ranked()[0]
    assert good in play.legal and play.answer(good).correct
    assert not play.answer("6-6").correct  # not in the bidder's hand
    assert "You do not hold 6-6" in play.answer("6-6").text
    _renders(play)
    with pytest.raises(ValueError):
        ChooseTrump(game)


def test_review_of_a_recorded_hand() -> None:
    game = Game(seed=4)
    play_out(game, until=lambda g: g.phase == "over")
    analysis = review(game.record(), hand=1)
    assert analysis.summary.startswith("With all hands face up")
    assert "Trick 7" in repr(analysis)
    _renders(analysis)
    for verdict in analysis.mistakes:
        position = analysis.position(verdict)
        assert position.to_act == verdict.seat
        assert f"play {verdict.tile}" in position.legal_actions()
    with pytest.raises(ValueError):
        review(game, hand=99)


def test_a_trick_of_a_played_hand_makes_a_question() -> None:
    game = Game.from_deal(_hand_34(), first_bidder=0)
    game.apply("bid 5")
    play_out(game)
    hand = game.observe(0).last_hand
    assert hand is not None
    for trick in hand.tricks:
        asked = WhichWins.from_trick(trick, hand.trump)
        assert [t for _, t in asked.plays] == [p.tile for p in trick.plays]
        assert asked.plays[0][0] == trick.leader
        won = next(p.tile for p in trick.plays if p.seat == trick.winner)
        assert asked.answer(won).correct
