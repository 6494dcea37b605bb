"""Lessons: exercises that check a learner's answer with the engine and explain the right one,
and helpers for worked examples in the tutorial notebooks.

>>> from moon_nb.lessons import WhichWins
>>> ex = WhichWins(["4-2", "6-4", "4-4"], trump="doubles")
>>> ex.answer("6-4").correct
False
>>> print(ex.answer("4-4").headline)
Right: 4-4 wins.

Every exercise shows its question with pictures; ``ex.answer(value)`` returns `Feedback` (right
or not, the engine's reasons, pictures of the answer); ``ex.solution()`` shows the answer;
``ex.answer(...)`` (Python's ``...``: the placeholder of a tutorial's answer cell) only says how
to answer. ``progress()`` sums up the exercises answered, saved beside the notebooks (`learner`).
"""

from __future__ import annotations

from moon_nb.lessons.at_table import ask_hint, steady_expert
from moon_nb.lessons.base import Exercise, Unreadable
from moon_nb.lessons.counts import SuitSizeQuiz
from moon_nb.lessons.feedback import Feedback, Figure, Gallery, gallery
from moon_nb.lessons.hands import BidQuiz, ScoreQuiz, WinnerQuiz
from moon_nb.lessons.illustrate import hand_figure, suit_figure, trick_figure
from moon_nb.lessons.leads import LeadQuiz
from moon_nb.lessons.learner import Progress, progress, reset_progress, set_learner, this_lesson
from moon_nb.lessons.play import WhichPlays, WhichWins
from moon_nb.lessons.strategy import ChoosePlay, ChooseTrump, hindsight
from moon_nb.lessons.suits import LedSuitQuiz, SuitQuiz, SuitsOfQuiz, WhichTrumps
from moon_nb.lessons.worked import Review, Transcript, play_out, review, tricks_of

__all__ = [
    "BidQuiz",
    "ChoosePlay",
    "ChooseTrump",
    "Exercise",
    "Feedback",
    "Figure",
    "Gallery",
    "LeadQuiz",
    "LedSuitQuiz",
    "Progress",
    "Review",
    "ScoreQuiz",
    "SuitQuiz",
    "SuitSizeQuiz",
    "SuitsOfQuiz",
    "Transcript",
    "Unreadable",
    "WhichPlays",
    "WhichTrumps",
    "WhichWins",
    "WinnerQuiz",
    "ask_hint",
    "gallery",
    "hand_figure",
    "hindsight",
    "play_out",
    "progress",
    "reset_progress",
    "review",
    "set_learner",
    "steady_expert",
    "suit_figure",
    "this_lesson",
    "trick_figure",
    "tricks_of",
]
