"""What an answer earns (`moon_nb.course.teacher.marks`): every point when the engine says it is
right; for an answer made of parts, the share its right parts earn; nothing for one answer that is
wrong, or none. The expected shares are worked out by hand from each exercise's right answer."""

from __future__ import annotations

import re
from fractions import Fraction as F
from typing import Any

import pytest

from moon_nb.course.teacher.marks import grade, mark, model_answer, part_right
from moon_nb.lessons import (
    BidQuiz,
    LeadQuiz,
    ScoreQuiz,
    SuitQuiz,
    SuitSizeQuiz,
    SuitsOfQuiz,
    WhichPlays,
    WhichTrumps,
    WhichWins,
    WinnerQuiz,
)

HAND = ["6-4", "5-4", "4-1", "3-3", "3-2", "2-2", "1-1"]
PLAYS = WhichPlays(HAND, ["4-3"], trump=6)
"""Seat 1 led 4-3, 6s are trump: 5-4 and 4-1 follow suit 4 (6-4 is a trump, not a 4)."""
SUIT_5 = SuitQuiz(5)
"""No trump: 5-5, 6-5, 5-4, 5-3, 5-2, 5-1 (Moon has no 5-0)."""
SCORE = ScoreQuiz(bidder=1, bid=6, tricks=[2, 5, 0])
"""Seat 1 bid 6 and took 5: set, −6; the others score their tricks: 2, −6, 0."""


@pytest.mark.parametrize(
    ("exercise", "answer", "points"),
    [
        # Several picks: (right − wrong) / right picks, never below 0.
        (PLAYS, ["5-4", "4-1"], 2.0),
        (PLAYS, "4-1 5-4", 2.0),
        (PLAYS, ["5-4"], 1.0),
        (PLAYS, ["5-4", "4-1", "6-4"], 1.0),
        (PLAYS, ["5-4", "3-3"], 0.0),
        (PLAYS, HAND, 0.0),
        (PLAYS, ["6-6"], 0.0),
        (SuitsOfQuiz("5-3"), [5], 1.0),
        (SuitsOfQuiz("5-3"), "suit 5 and suit 3", 2.0),
        (SuitsOfQuiz("5-3"), "suit 5 and suit 2", 0.0),
        (BidQuiz(["pass", 4]), ["pass", 5, 6], F(6, 5)),  # 3 of pass, 5, 6, 7, 21
        (BidQuiz(["pass", 4]), "pass, 4, 5, 6, 7, 21", F(8, 5)),  # 5 right, 1 wrong
        (WhichTrumps(["6-3", "5-5", "3-3", "5-2"], trump=3), ["3-3"], 1.0),
        # In order: (longest run in order − tiles that do not belong) / tiles.
        (SUIT_5, ["5-5", "6-5", "5-4", "5-3", "5-2", "5-1"], 2.0),
        (SUIT_5, ["6-5", "5-5", "5-4", "5-3", "5-2", "5-1"], F(5, 3)),  # one pair swapped: 5 of 6
        (SUIT_5, ["5-1", "5-2", "5-3", "5-4", "6-5", "5-5"], F(1, 3)),  # reversed: 1 of 6
        (SUIT_5, ["5-5", "6-5", "5-4", "5-3", "5-2"], F(5, 3)),  # one left out
        (SUIT_5, ["5-5", "6-5", "5-4", "5-3", "5-2", "5-1", "6-6"], F(5, 3)),  # one that is not a 5
        (SUIT_5, [], 0.0),
        # A number for each seat: each right number its share.
        (SCORE, [2, -6, 0], 2.0),
        (SCORE, "2, −6, 1", F(4, 3)),
        (SCORE, [0, 6, 0], F(2, 3)),
        (SCORE, [1, 2, 3], 0.0),
        # One answer: right or not.
        (SuitSizeQuiz(3), 6, 2.0),
        (SuitSizeQuiz(3), 7, 0.0),
        (WhichWins(["4-2", "6-4", "4-4"], trump="doubles"), "4-4", 2.0),
        (WhichWins(["4-2", "6-4", "4-4"], trump="doubles"), "6-4", 0.0),
        (WinnerQuiz([21, 24, 24]), None, 2.0),
        (WinnerQuiz([21, 24, 24]), 1, 0.0),
        # Nothing that cannot be read earns anything.
        (PLAYS, object(), 0.0),
        (SCORE, [2, -6], 0.0),
        (SUIT_5, "5-5 six-five", 0.0),
    ],
)
def test_an_answer_earns_its_share(exercise: Any, answer: Any, points: float | F) -> None:
    result = mark(exercise, answer, out_of=2)
    # Exactly the fraction's nearest float: a share is never rounded to a few decimals.
    assert result.points == float(points)
    assert result.out_of == 2
    assert result.feedback.correct == (points == 2)
    assert result.feedback == exercise.verdict(answer)


def test_how_the_points_were_counted_is_said() -> None:
    result = mark(PLAYS, ["5-4", "4-1", "6-4"], out_of=2)
    assert result.counted == (
        "part right — 2 of the 2 right picks, and 1 wrong pick (each wrong pick takes a right "
        "one back): 1/2 of the points."
    )
    assert result.text.splitlines()[0] == f"1 of 2 points: {result.counted}"
    assert result.text.splitlines()[1:] == PLAYS.verdict(["5-4", "4-1", "6-4"]).text.splitlines()
    assert "1 of the 6 in the right order" in mark(SUIT_5, ["5-1", "5-2"], 1).counted
    assert part_right(WhichWins(["4-2", "6-4"], trump=None), "4-2") == (
        0.0,
        "it is one answer, right or not.",
    )


def test_the_engine_has_the_last_word() -> None:
    """A game's lead has no parts: a wrong seat earns nothing however it is written."""
    from moon_nb import Game
    from moon_nb.lessons import play_out

    game = Game(seed=16)
    play_out(game, until="play")
    lead = LeadQuiz(game)
    right = model_answer(lead)
    assert lead.verdict(right).correct
    assert mark(lead, right, 3).points == 3
    assert mark(lead, (right + 1) % 3, 3).points == 0


def test_model_answers_are_right_and_written_as_answers_are() -> None:
    assert model_answer(PLAYS) == ["5-4", "4-1"]
    assert model_answer(SuitSizeQuiz(3)) == 6  # one number, not a list of one
    assert model_answer(SCORE) == [2, -6, 0]
    assert model_answer(WinnerQuiz([21, 24, 24])) is None  # no one has won
    assert model_answer(SUIT_5) == ["5-5", "6-5", "5-4", "5-3", "5-2", "5-1"]


def test_a_test_cell_grades_the_answer_left_above_it_once(
    capsys: pytest.CaptureFixture[str],
) -> None:
    namespace: dict[str, Any] = {"answer": ["5-4"]}
    assert grade(PLAYS, namespace, points=2) == 1.0
    assert "answer" not in namespace, "the next exercise cannot be graded on it"
    shown = capsys.readouterr()
    assert shown.out.startswith("1 of 2 points: part right") and shown.err == ""
    # Nothing earned is 0 and a sentence, never an error: nbgrader shows a traceback in the
    # student's feedback, with the grading code and the teacher's paths.
    assert grade(PLAYS, namespace, points=2) == 0.0
    assert capsys.readouterr().out == (
        "0 of 2 points: No answer: the answer cell above gave answer no value (did it run "
        "without an error?).\n"
    )
    assert grade(PLAYS, {"answer": ["3-3"]}, points=2) == 0.0
    shown = capsys.readouterr()
    assert re.match(rf"^0 of 2 points: .*\n{re.escape(PLAYS.verdict(['3-3']).headline)}", shown.out)
    assert shown.err == ""
    assert grade(PLAYS, {"answer": ...}, points=2) == 0.0
    assert "No answer: the answer cell still says answer = ..." in capsys.readouterr().out
    assert grade(PLAYS, {"answer": ["4-1", "5-4"]}, points=2) == 2.0
    assert capsys.readouterr().out.startswith("2 of 2 points: the engine says it is right.")


def test_shares_are_not_rounded_so_totals_add_up() -> None:
    """Two thirds of a point, three times, is two points: rounded to 0.67 each it was 2.01
    (a course's total drifted by a hundredth an exercise)."""
    third = mark(SCORE, "2, −6, 1", out_of=1)  # 2 of the 3 numbers right
    assert third.points == float(F(2, 3))
    assert sum(mark(SCORE, "2, −6, 1", out_of=1).points for _ in range(3)) == pytest.approx(
        2, abs=1e-12
    )
    # 3 of the 5 right calls, of 4 points: 12/5 as near as a float comes.
    assert mark(BidQuiz(["pass", 4]), ["pass", 5, 6], out_of=4).points == float(F(12, 5))
