"""How a learner stands with their exercises, as the progress summary shows it (`Progress`), and
a sentence about their progress file (`Reply`): values `moon_nb.progress.store` returns."""

from __future__ import annotations

from dataclasses import dataclass

from moon_nb.progress.records import UNKNOWN, Record
from moon_nb.reference.captioned import card
from moon_nb.speech import Verbatim, _, ngettext


def plural(n: int, word: str) -> str:
    """``"1 exercise"``, ``"2 exercises"``: a count and its noun."""
    return f"{n} {word}{'s' * (n != 1)}"


@dataclass(frozen=True)
class Progress:
    """The exercises of this notebook — asked in this session, or saved for this lesson —
    with how each stands, and every saved exercise of every lesson (`overall`)."""

    exercises: tuple[Record, ...]
    overall: tuple[Record, ...] = ()
    lesson: str = UNKNOWN
    saved_in: str = ""
    """The progress file's name, where this session's answers are saved (empty when they are
    kept in memory only)."""
    note: str = ""
    """Why the progress cannot be saved or read, or what was done about it; or empty."""
    learner: str | None = None
    every_lesson: bool = False
    """Shown for every lesson (``progress(every_lesson=True)``), not this notebook only."""

    @property
    def right(self) -> int:
        """How many of this notebook's exercises were answered right (before the solution)."""
        return sum(r.right for r in self._shown)

    @property
    def _shown(self) -> tuple[Record, ...]:
        return self.overall if self.every_lesson else self.exercises

    def by_lesson(self) -> dict[str, tuple[Record, ...]]:
        """Every exercise, by lesson, in the order the lessons were first met."""
        out: dict[str, list[Record]] = {}
        for record in self.overall:
            out.setdefault(record.lesson, []).append(record)
        return {lesson: tuple(rs) for lesson, rs in out.items()}

    @property
    def headline(self) -> str:
        n = len(self._shown)
        if self.every_lesson:
            return ngettext(
                "Your progress in every lesson: {right} of {n} exercise answered right.",
                "Your progress in every lesson: {right} of {n} exercises answered right.",
                n,
                right=self.right,
            )
        return ngettext(
            "Your progress: {right} of {n} exercise answered right.",
            "Your progress: {right} of {n} exercises answered right.",
            n,
            right=self.right,
        )

    @property
    def lines(self) -> list[str]:
        """What to do next, one line per exercise, then every lesson and where it is saved."""
        shown = self._shown
        if not shown:
            first = _(
                "No exercise of this notebook has been asked or answered yet: run the cells above."
            )
        elif self.right == len(shown):
            first = _("Every exercise answered right. Well done!")
        else:
            first = _(
                "Answer the exercises above (click your answer, or replace ... in the answer "
                "cell with yours), then run this cell again."
            )
        lines = [first]
        for k, r in enumerate(shown, 1):
            lesson = f"{r.lesson} · " if self.every_lesson else ""
            # A record keeps the exercise's title in English (a saved value, one in every
            # language); the list says it in the learner's language, as the exercise does.
            lines.append(f"{k}. {lesson}{_(r.title)} — {r.status}.")
        if not self.every_lesson and len(self.overall) > len(self.exercises):
            right, n = sum(r.right for r in self.overall), len(self.overall)
            lessons = len(self.by_lesson())
            lines.append(
                ngettext(
                    "In all your lessons: {right} of {n} exercise answered right, in {lessons}; "
                    "progress(every_lesson=True) lists them.",
                    "In all your lessons: {right} of {n} exercises answered right, in {lessons}; "
                    "progress(every_lesson=True) lists them.",
                    n,
                    right=right,
                    # TRANSLATORS: how many lessons: "in 3 lessons".
                    lessons=ngettext("{n} lesson", "{n} lessons", lessons),
                )
            )
        if self.note:
            lines.append(self.note)
        elif self.saved_in:
            if self.learner:
                # A file's name and the learner's are the same in every language.
                said = _(
                    "Saved in {file} as {learner}'s progress; reset_progress() starts over.",
                    file=Verbatim(self.saved_in),
                    learner=Verbatim(self.learner),
                )
            else:
                said = _(
                    "Saved in {file}; reset_progress() starts over.", file=Verbatim(self.saved_in)
                )
            lines.append(said)
        return lines

    def __repr__(self) -> str:
        return "\n".join([self.headline, *self.lines])

    def _repr_html_(self) -> str:
        return card("info", self.headline, self.lines, kind="progress")


@dataclass(frozen=True)
class Reply:
    """A sentence for the learner (what `reset_progress` or `set_learner` did)."""

    text: str

    def __repr__(self) -> str:
        return self.text

    def _repr_html_(self) -> str:
        return card("info", self.text, [], kind="progress")
