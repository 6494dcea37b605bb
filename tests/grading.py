"""A teacher's own notebook, and students' answers, for the grading tests. The answers: a
wrong answer with no part right, and an answer with every part right but one, with the share of
the points it should earn — worked out from the exercise's right answer and the rules of
partial credit (`moon_nb.course.teacher.marks`), not from a run."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path
from typing import Any

import nbformat

from moon_nb.course.teacher.catalog import Entry
from moon_nb.course.teacher.marks import model_answer


def _options(entry: Entry) -> list[Any]:
    choices = entry.exercise.choices()
    assert choices is not None
    return [o.value for o in choices.options]


def wrong_answer(entry: Entry) -> Any:
    """An answer the engine calls wrong, with no part right: another option; the options that
    are not right picks; every number one off."""
    ex = entry.exercise
    choices = ex.choices()
    assert choices is not None
    right = model_answer(ex)
    if choices.pick == "one":
        return next(v for v in _options(entry) if not ex.verdict(v).correct)
    if choices.pick == "numbers":
        return right + 1 if isinstance(right, int) else [n + 1 for n in right]
    return [v for v in _options(entry) if v not in right]


def part_right(entry: Entry) -> tuple[Any, Fraction]:
    """An answer with every part right but one, and the share of the points it earns — or,
    where the answer has no parts, a wrong answer and nothing."""
    choices = entry.exercise.choices()
    assert choices is not None
    right = model_answer(entry.exercise)
    if choices.pick == "some" and len(right) >= 2:
        return right[:-1], Fraction(len(right) - 1, len(right))  # one right pick left out
    if choices.pick == "order" and len(right) >= 2:
        swapped = [*right[:-2], right[-1], right[-2]]  # the last two the wrong way round
        return swapped, Fraction(len(right) - 1, len(right))
    if choices.pick == "numbers" and isinstance(right, list) and len(right) >= 2:
        return [right[0] + 1, *right[1:]], Fraction(len(right) - 1, len(right))
    return wrong_answer(entry), Fraction(0)


def teachers_notebook(path: Path, declare: str | None = "week-1") -> Path:
    """A teacher's own notebook: a title, this_lesson(...), and two exercises."""
    nb = nbformat.v4.new_notebook()
    first = "from moon_nb import Quiz\nfrom moon_nb.lessons import SuitQuiz, WhichWins, this_lesson"
    if declare:
        first += f"\nthis_lesson({declare!r})"
    nb.cells = [
        nbformat.v4.new_markdown_cell("# Week 1: who wins?\n\nMy own exercises."),
        nbformat.v4.new_code_cell(first),
        nbformat.v4.new_code_cell('Quiz(WhichWins(["4-2", "4-4", "5-4"], trump=6))'),
        nbformat.v4.new_code_cell("SuitQuiz(5)"),
    ]
    path.parent.mkdir(parents=True, exist_ok=True)
    nbformat.write(nb, path)
    return path
