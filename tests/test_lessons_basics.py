"""The basics' exercises (who leads, how many tiles or trumps), the answer cell's placeholder,
and the learner's progress: answers by a click and in code count the same, and nothing is
counted for the placeholder."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from moon_nb import Game, Quiz, Rules
from moon_nb.engine.tiles import MOON_TILES
from moon_nb.engine.tricks import TRUMP, suit_members
from moon_nb.engine.trump import Trump
from moon_nb.lessons import (
    LeadQuiz,
    SuitSizeQuiz,
    SuitsOfQuiz,
    WhichWins,
    play_out,
    progress,
)
from moon_nb.progress.store import SESSION


@pytest.fixture(autouse=True)
def fresh_session() -> Iterator[None]:
    SESSION.forget()
    yield
    SESSION.forget()


# --- who leads ------------------------------------------------------------------------------------


def _in_play(seed: int, tricks: int = 0) -> Game:
    game = Game(seed=seed)
    play_out(game, until="play")
    play_out(game, steps=3 * tricks)
    return game


@pytest.mark.parametrize("seed", [16, 47, 52])
def test_lead_quiz_answer_is_the_seat_the_engine_waits_for(seed: int) -> None:
    first = _in_play(seed)
    quiz = LeadQuiz(first)
    assert quiz.leader == first.bidder == first.to_act
    assert quiz.answer(first.bidder).correct
    assert "The bidder leads the first trick" in quiz.answer(first.bidder).text
    for trick in range(1, 6):
        game = _in_play(seed, trick)
        if game.hand_number != 1:
            break
        quiz = LeadQuiz(game)
        winner = game.observe(0).tricks[-1].winner
        assert quiz.leader == game.to_act == winner
        assert quiz.answer(f"seat {winner}").correct
        for seat in range(3):
            if seat != winner:
                assert not quiz.answer(seat).correct


def test_lead_quiz_names_the_wrong_idea() -> None:
    opening = LeadQuiz(_in_play(16))  # seat 0 bid first and passed, seat 2 won with 5
    assert "spoke first in the bidding" in opening.answer(0).text
    assert "Seat 1 bid 4, but that was not the highest bid." in opening.answer(1).text
    assert "seat 2" not in opening.answer(1).text.lower()  # the leader is not given away
    assert "winner of the bidding took the widow" in opening.question()
    later = LeadQuiz(_in_play(52, 2))  # seat 1 led 3-3, seat 2 played 5-3, seat 0 trumped
    assert "does not stay with the leader" in later.answer(1).text
    assert "does not pass clockwise" in later.answer(2).text
    assert later.answer(0).correct
    assert later.answer(None).headline.startswith("I could not read")
    assert "wins" not in later.figures()[0].caption  # the question does not ring the winner


def test_lead_quiz_needs_the_start_of_a_trick() -> None:
    game = _in_play(47)
    game.apply(game.legal_actions()[0])
    with pytest.raises(ValueError, match="before the first tile of a trick"):
        LeadQuiz(game)
    with pytest.raises(ValueError):
        LeadQuiz(Game(seed=1))


# --- how many ------------------------------------------------------------------------------------


@pytest.mark.parametrize("trump", [*range(7), "doubles"])
def test_trump_counts_agree_with_the_engine(trump: object) -> None:
    tr = Trump.of(trump)  # type: ignore[arg-type]
    quiz = SuitSizeQuiz("trump", tr)
    count = len(suit_members(TRUMP, tr, MOON_TILES))
    assert quiz.answer(count).correct and quiz.answer([count]).correct
    assert not quiz.answer(count + 1).correct
    expected = {Trump.BLANKS: 1, Trump.DOUBLES: 7}.get(tr, 6)  # the rule book's tip
    assert count == expected


def test_suit_size_names_the_double_six_count() -> None:
    quiz = SuitSizeQuiz(3)
    assert quiz.answer(6).correct
    wrong = quiz.answer(7)
    assert not wrong and "7 is the count in a full double-six set" in wrong.text
    again = quiz.answer(7)
    assert "Hint: 22 tiles are in play: 3-0 is not among them." in again.reasons
    assert "6" not in again.text.replace("28 tiles", "").replace("22 tiles", "")
    four = SuitSizeQuiz("trump", 0, Rules(players=4))
    assert four.answer(7).correct and "not in play" not in four.answer(7).text
    under_trump = SuitSizeQuiz(6, 4)
    assert under_trump.answer(5).correct and "6-4: trumps" in under_trump.answer(5).text
    with pytest.raises(ValueError):
        SuitSizeQuiz("trump", None)


# --- the placeholder and progress -------------------------------------------------------------


def test_the_placeholder_gives_nothing_away_and_counts_nothing() -> None:
    quiz = WhichWins(["4-2", "4-4", "5-4"], 6)
    reply = quiz.answer(...)
    assert not reply.correct and reply.kind == "waiting"
    assert "replace ..." in reply.headline
    assert "4-4" not in reply.text and not reply.figures
    assert 'class="moon-lesson moon-waiting"' in reply._repr_html_()
    summary = progress()
    assert summary.right == 0 and [s.status for s in summary.exercises] == ["not answered yet"]


def test_progress_counts_clicks_and_code_alike_once_per_question() -> None:
    by_code = SuitsOfQuiz("5-3")
    clicked = Quiz(WhichWins(["4-2", "4-4", "5-4"], 6))
    unanswered = Quiz(SuitSizeQuiz(3))
    # Shown in a quiz: asked. Made but not shown yet: not asked until answered.
    assert progress().headline == "Your progress: 0 of 2 exercises answered right."
    assert not by_code.answer([5]).correct
    assert progress().headline == "Your progress: 0 of 3 exercises answered right."
    assert by_code.answer([5, 3]).correct
    SuitsOfQuiz("5-3").answer([3])  # the same question again: still one exercise
    options = [o.label for o in clicked.exercise.choices().options]  # type: ignore[union-attr]
    clicked.send_intent({"kind": "solution"})
    clicked.send_intent({"kind": "answer", "picked": [options.index("5-4")]})
    summary = progress()
    assert summary.right == 1 and len(summary.exercises) == 3
    assert [s.status for s in summary.exercises] == [
        "not right yet (1 try; solution shown)",
        "not answered yet",
        "answered right at try 2",
    ]
    clicked.send_intent({"kind": "answer", "picked": [options.index("4-4")]})
    # Right, but only after the solution was shown: it does not count as answered right.
    assert progress().right == 1
    assert progress().exercises[0].status == "right only after the solution was shown (2 tries)"
    assert "1 of 3 exercises answered right" in progress()._repr_html_()
    assert 'class="moon-lesson moon-progress"' in progress()._repr_html_()
    assert unanswered.exercise.answer(6).correct
    assert progress().exercises[1].status == "answered right at the first try"
    assert progress().right == 2


def test_progress_before_any_exercise() -> None:
    assert progress().right == 0
    assert "No exercise of this notebook has been asked or answered yet" in repr(progress())
