"""A learner's progress in this session: the exercises asked, and which were answered right —
by a click in a `moon_nb.Quiz` or in code, it is the same answer.

Kept in memory only (nothing is written anywhere): a fresh kernel starts from nothing, so each
tutorial notebook, run in its own kernel, counts its own exercises. An exercise is *asked* once
it is shown (a `Quiz`, or the exercise displayed) or answered; asking the same question again
(a cell run twice) does not count it twice. ``progress()`` is the summary a notebook ends with.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from moon_nb.lessons.feedback import Feedback, card

if TYPE_CHECKING:
    from moon_nb.lessons.base import Exercise


@dataclass(frozen=True)
class Standing:
    """How one exercise stands: its title, how often it was answered, and whether an answer
    was right or the solution was shown."""

    title: str
    tries: int = 0
    right: bool = False
    solution_seen: bool = False

    @property
    def status(self) -> str:
        if self.right:
            return "answered right"
        if self.tries:
            return "not right yet" + (" (solution shown)" if self.solution_seen else "")
        return "solution shown" if self.solution_seen else "not answered yet"


@dataclass(frozen=True)
class Progress:
    """The exercises asked in this session, in the order asked, with how each stands."""

    exercises: tuple[Standing, ...]

    @property
    def right(self) -> int:
        """How many exercises were answered right."""
        return sum(s.right for s in self.exercises)

    @property
    def headline(self) -> str:
        n = len(self.exercises)
        return f"Your progress: {self.right} of {n} exercise{'s' * (n != 1)} answered right."

    @property
    def lines(self) -> list[str]:
        """What to do next, then one line per exercise."""
        if not self.exercises:
            first = "No exercise has been asked yet in this session: run the cells above."
        elif self.right == len(self.exercises):
            first = "Every exercise answered right. Well done!"
        else:
            first = (
                "Answer the exercises above (click your answer, or replace ... in the answer "
                "cell with yours), then run this cell again."
            )
        each = [f"{k}. {s.title} — {s.status}." for k, s in enumerate(self.exercises, 1)]
        return [first, *each]

    def __repr__(self) -> str:
        return "\n".join([self.headline, *self.lines])

    def _repr_html_(self) -> str:
        return card("info", self.headline, self.lines, kind="progress")


class Session:
    """The progress record of this Python session (see the module docstring)."""

    def __init__(self) -> None:
        self._standings: dict[str, Standing] = {}

    def _standing(self, exercise: Exercise) -> tuple[str, Standing]:
        key = exercise.id
        return key, self._standings.get(key) or Standing(exercise.title)

    def ask(self, exercise: Exercise) -> None:
        """The exercise was shown to the learner."""
        key = exercise.id
        if key not in self._standings:
            self._standings[key] = Standing(exercise.title)

    def answered(self, exercise: Exercise, feedback: Feedback) -> None:
        """The learner answered: one more try, and right if this answer was."""
        key, old = self._standing(exercise)
        right = old.right or feedback.correct
        self._standings[key] = replace(old, tries=old.tries + 1, right=right)

    def solution_shown(self, exercise: Exercise) -> None:
        """The learner asked for the solution."""
        key, old = self._standing(exercise)
        self._standings[key] = replace(old, solution_seen=True)

    def progress(self) -> Progress:
        return Progress(tuple(self._standings.values()))

    def forget(self) -> None:
        """Start over: no exercise asked."""
        self._standings.clear()


SESSION = Session()
"""The one record of this Python session."""


def progress() -> Progress:
    """The exercises asked in this session and how many were answered right: the summary a
    tutorial notebook ends with."""
    return SESSION.progress()


def forget() -> None:
    """Forget every exercise asked so far (for a fresh start in the same kernel)."""
    SESSION.forget()


__all__ = ["SESSION", "Progress", "Session", "Standing", "forget", "progress"]
