"""The feedback an exercise gives on a learner's answer: right or not, the engine's reasons,
pictures of the right answer (`moon_nb.reference.captioned`), rendered the same bytes for the
same values."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from moon_nb.reference.captioned import Figure, Kind, Tone, card

_KIND_OF: dict[Tone, Kind] = {
    "right": "right",
    "wrong": "wrong",
    "info": "solution",
    "waiting": "waiting",
}


@dataclass(frozen=True)
class Feedback:
    """The answer to an exercise: right or not, a headline, the engine's reasons, and pictures
    of the right answer. ``bool(feedback)`` is ``feedback.correct``."""

    correct: bool
    headline: str
    reasons: tuple[str, ...] = ()
    figures: tuple[Figure, ...] = ()
    tone: Tone = field(default="right")
    note: str = ""
    """A small line under the feedback: what the learner may do next (try again, or ask for
    the solution)."""

    def __bool__(self) -> bool:
        return self.correct

    @property
    def kind(self) -> Kind:
        """``"right"``, ``"wrong"``, ``"solution"`` or ``"waiting"`` (no answer was given)."""
        return _KIND_OF[self.tone]

    @property
    def text(self) -> str:
        """The feedback as plain text: the headline, then one reason a line."""
        return "\n".join([self.headline, *self.reasons])

    def __repr__(self) -> str:
        mark = {"right": "✓", "wrong": "✗", "info": "•", "waiting": "…"}[self.tone]
        lines = [f"{mark} {self.headline}", *(f"  {r}" for r in self.reasons)]
        return "\n".join([*lines, f"  ({self.note})"] if self.note else lines)

    def _repr_html_(self) -> str:
        return card(self.tone, self.headline, self.reasons, self.figures, self.note, kind=self.kind)


def _unique(lines: Iterable[str]) -> tuple[str, ...]:
    """The lines in order, each once."""
    return tuple(dict.fromkeys(lines))


def right(headline: str, reasons: Iterable[str] = (), figures: Iterable[Figure] = ()) -> Feedback:
    """Feedback on a right answer."""
    return Feedback(True, headline, _unique(reasons), tuple(figures), "right")


def wrong(headline: str, reasons: Iterable[str] = (), figures: Iterable[Figure] = ()) -> Feedback:
    """Feedback on a wrong (or unreadable) answer."""
    return Feedback(False, headline, _unique(reasons), tuple(figures), "wrong")


def solution(
    headline: str, reasons: Iterable[str] = (), figures: Iterable[Figure] = ()
) -> Feedback:
    """The worked solution of an exercise (not an answer, so it counts as right)."""
    return Feedback(True, headline, _unique(reasons), tuple(figures), "info")


def waiting(headline: str, reasons: Iterable[str] = ()) -> Feedback:
    """The reply to an answer cell whose placeholder is still there: no verdict, nothing given
    away."""
    return Feedback(False, headline, _unique(reasons), (), "waiting")
