"""Lessons, by one name: what the tutorials import — exercises that check a learner's answer
with the engine and explain the right one (`moon_nb.exercises`), the learner's progress
(`moon_nb.progress`), pictures and worked examples (`moon_nb.reference`). The guided path is
`moon_nb.path`.

>>> from moon_nb.lessons import WhichWins
>>> ex = WhichWins(["4-2", "6-4", "4-4"], trump="doubles")
>>> ex.answer("6-4").correct
False
>>> print(ex.answer("4-4").headline)
Right: 4-4 wins.

Every exercise shows its question with pictures; ``ex.answer(value)`` returns `Feedback` (right
or not, the engine's reasons, pictures of the answer); ``ex.solution()`` shows the answer;
``ex.answer(...)`` (Python's ``...``: the placeholder of a tutorial's answer cell) only says how
to answer. ``progress()`` sums up the exercises answered, saved beside the notebooks
(`moon_nb.progress.store`).

The modules that were here before the lessons were split by job (``moon_nb.lessons.path``,
``moon_nb.lessons.learner``, …) are still found under their old names for one release
(`MOVED`), each the very module of its new home.
"""

from __future__ import annotations

import importlib
import importlib.abc
import importlib.util
import sys
from collections.abc import Sequence
from types import ModuleType

from moon_nb.exercises.counts import SuitSizeQuiz
from moon_nb.exercises.exercise import Exercise, Unreadable
from moon_nb.exercises.feedback import Feedback
from moon_nb.exercises.hands import BidQuiz, ScoreQuiz, WinnerQuiz
from moon_nb.exercises.leads import LeadQuiz
from moon_nb.exercises.play import WhichPlays, WhichWins
from moon_nb.exercises.strategy import ChoosePlay, ChooseTrump, hindsight
from moon_nb.exercises.suits import LedSuitQuiz, SuitQuiz, SuitsOfQuiz, WhichTrumps
from moon_nb.progress.store import Progress, progress, reset_progress, set_learner, this_lesson
from moon_nb.reference.at_table import ask_hint, steady_expert
from moon_nb.reference.captioned import Figure, Gallery, gallery
from moon_nb.reference.illustrate import hand_figure, suit_figure, trick_figure
from moon_nb.reference.worked import ReviewedHand, Transcript, play_out, review, tricks_of

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
    "ReviewedHand",
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


MOVED: dict[str, str] = {
    "at_table": "moon_nb.reference.at_table",
    "attempt": "moon_nb.path.attempt",
    "base": "moon_nb.exercises.exercise",
    "card_rows": "moon_nb.path.card_rows",
    "cards": "moon_nb.path.cards",
    "choices": "moon_nb.exercises.choices",
    "counts": "moon_nb.exercises.counts",
    "debrief": "moon_nb.reference.debrief",
    "feedback": "moon_nb.exercises.feedback",
    "figures": "moon_nb.reference.figures",
    "glossary": "moon_nb.reference.glossary",
    "goals": "moon_nb.path.goals",
    "hands": "moon_nb.exercises.hands",
    "illustrate": "moon_nb.reference.illustrate",
    "leads": "moon_nb.exercises.leads",
    "learn": "moon_nb.path.learn",
    "learner": "moon_nb.progress.store",
    "path": "moon_nb.path.guided",
    "play": "moon_nb.exercises.play",
    "readings": "moon_nb.reference.readings",
    "records": "moon_nb.progress.records",
    "standing": "moon_nb.progress.standing",
    "step": "moon_nb.path.step",
    "steps_play": "moon_nb.path.steps_play",
    "steps_rules": "moon_nb.path.steps_rules",
    "strategy": "moon_nb.exercises.strategy",
    "study": "moon_nb.reference.study",
    "suits": "moon_nb.exercises.suits",
    "summary": "moon_nb.reference.summary",
    "watching": "moon_nb.reference.watching",
    "which_lesson": "moon_nb.progress.which_lesson",
    "widget": "moon_nb.exercises.quiz",
    "worked": "moon_nb.reference.worked",
}
"""Each module that lived here before the split, and the module it is now."""


class _Moved(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    """Finds ``moon_nb.lessons.<old>`` as the module it moved to: the same module object, so
    old and new imports share one state (one progress store, one list of steps)."""

    def __init__(self) -> None:
        self.homes: dict[str, importlib.machinery.ModuleSpec | None] = {}

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        prefix, _, name = fullname.rpartition(".")
        if prefix != __name__ or name not in MOVED:
            return None
        return importlib.util.spec_from_loader(fullname, self)

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> ModuleType:
        module = importlib.import_module(MOVED[spec.name.rpartition(".")[2]])
        self.homes[module.__name__] = module.__spec__
        return module

    def exec_module(self, module: ModuleType) -> None:
        """The module ran when it was imported under its own name; the import system has
        given it the old name's spec, and it gets its own back."""
        module.__spec__ = self.homes[module.__name__]


if not any(isinstance(f, _Moved) for f in sys.meta_path):
    sys.meta_path.append(_Moved())
