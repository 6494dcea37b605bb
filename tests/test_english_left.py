"""The English that was left in what a learner reads in another language (issue 49): the file
system's reason a progress file cannot be used, a value described by its kind ("a list"), the
Quiz's refusal of an answer the browser sent malformed, and the review's and the puzzles'
themes in the play page's list of its address's options. Each is said in the learner's
language now, what stays the same in every language (the system's own words, a field's or a
theme's typed value) beside it."""

from __future__ import annotations

import errno
from pathlib import Path

import pytest
from support import PLAY_DEAL
from test_languages import unmarked

from moon_nb import Game
from moon_nb.course.play.play_options import meaning
from moon_nb.exercises.play import WhichWins
from moon_nb.exercises.quiz import Quiz
from moon_nb.progress import replies
from moon_nb.progress.store import Session
from moon_nb.review.deck import THEMES, theme_said
from moon_nb.review.puzzles.themes import PUZZLE_THEMES, theme_name
from moon_nb.speech import _, speaking

DENIED = PermissionError(errno.EACCES, "Permission denied", "/srv/class/moon-progress.json")


def note(error: OSError, reading: bool = False) -> str:
    path = Path("/srv/class/moon-progress.json")
    return replies.unwritable(path, error, reading, "MOON_NB_PROGRESS", "~/moon-progress.json")


def test_the_systems_refusal_of_a_progress_file_is_said_in_the_learners_language() -> None:
    with speaking("hu"):
        said = note(DENIED)
        assert _("you may not write or read there") in said
        full = note(OSError(errno.ENOSPC, "No space left on device"), reading=True)
        assert _("the disk is full") in full
        # A refusal with no words of ours: the system's own, named as the system's.
        odd = note(OSError(errno.EIO, "Input/output error"))
        assert _("the system says: {detail}", detail="Input/output error") in odd
    assert "Permission denied" in said, "the system's own words stay beside ours"
    assert "you may not" not in said and "No space" in full
    with speaking("qps"):
        for error in (DENIED, OSError(errno.EROFS, "Read-only file system")):
            assert not unmarked(note(error)), note(error)
    with speaking("en"):
        assert "(you may not write or read there — the system: Permission denied)" in note(DENIED)


def test_a_value_given_where_a_tile_was_wanted_is_described_in_the_learners_language() -> None:
    with speaking("hu"), pytest.raises(ValueError) as refused:
        Game.from_deal(PLAY_DEAL, widow=["0", "0"])  # type: ignore[arg-type]
    assert "egy lista" in str(refused.value) and "a list" not in str(refused.value)
    from moon_nb.engine.words import kind_said

    with speaking("fi"):
        assert kind_said({}) == _("an object") and kind_said(set()).startswith("tyypin set")
        assert kind_said("x" * 50) == _("a long text") and kind_said(10**60) == _("a huge number")
    assert kind_said("9-9") == "'9-9'" and kind_said(None) == "None", "typed values as typed"


@pytest.mark.parametrize(
    "sent", [{"kind": "answer", "picked": "0"}, {"kind": "answer", "numbers": [10**9]}]
)
def test_the_quiz_refuses_a_malformed_answer_in_the_learners_language(sent: object) -> None:
    exercise = WhichWins(["4-2", "6-4", "4-4"], "doubles")
    exercise.store = Session(None)
    quiz = Quiz(exercise, lang="qps")
    quiz.send_intent(sent)
    assert quiz.notice and not unmarked(quiz.notice), quiz.notice
    hungarian = Quiz(exercise, lang="hu")
    hungarian.send_intent(sent)
    assert "must" not in hungarian.notice and "egész" in hungarian.notice, hungarian.notice


def test_the_play_pages_address_names_each_theme_in_the_learners_language() -> None:
    with speaking("hu"):
        review, puzzles = meaning("review"), meaning("puzzles")
        for theme in THEMES:
            assert f"{theme} ({theme_said(theme)})" in review, theme
        for theme in PUZZLE_THEMES:
            assert f"{theme} ({theme_name(theme)})" in puzzles, theme
    with speaking("en"):
        assert "leading, drawing trumps" in meaning("review"), "English: the values alone"
