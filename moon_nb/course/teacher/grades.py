"""The grades of an nbgrader course of Moon assignments, ready for an LMS:
``python -m moon_nb grades COURSE_DIR --csv grades.csv [--exercises exercises.csv]``.

It reads nbgrader's gradebook (``COURSE_DIR/gradebook.db``, written by ``nbgrader autograde``)
and writes one row per student: the student id, the names and email nbgrader knows (a column
only when some student has one: nbgrader's own ``nbgrader export`` leaves them empty), the
score of each assignment handed out (empty: not submitted), the total, the most points there
are, and when the student last handed something in. A score is the gradebook's, the exact sum
of the exercises' partial credit (`moon_nb.course.teacher.marks`), written to 10 significant digits.

An assignment is handed out when it was released (nbgrader's exchange says so:
`moon_nb.course.teacher.exchange.released_assignments`) or someone submitted it; the gradebook also
holds every assignment generated, released or not. ``max_total`` is the most points of the
assignments handed out — what the students were given — and ``max_all`` those of every
assignment in the gradebook.

``--exercises`` writes one row per exercise of each assignment handed in: how many submissions
earned every point, its mean, and the most common answer that did not earn every point, read
from the graded notebooks (``autograded/STUDENT/ASSIGNMENT/*.ipynb``) — what the class got wrong.

nbgrader is needed (it is in the ``test`` extra; ``pip install nbgrader==0.9.6``).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from moon_nb.course.os_errors import in_words
from moon_nb.course.teacher.exchange import released_assignments
from moon_nb.course.teacher.merge import to_csv, write_atomically
from moon_nb.progress.standing import plural

NAMES = ("first_name", "last_name", "email", "lms_user_id")
"""What nbgrader may know of a student besides the id: a column each, when some student has it."""

EXERCISE_COLUMNS = (
    "assignment",
    "notebook",
    "exercise",
    "title",
    "points",
    "submissions",
    "full_points",
    "full_points_rate",
    "mean_points",
    "most_common_wrong_answer",
    "wrong_answers",
)
"""``--exercises``: ``full_points_rate`` is ``full_points`` over ``submissions``;
``most_common_wrong_answer`` the code of the answer cell given most often among those that did
not earn every point (``no answer`` for a cell left as ``answer = ...``), and
``wrong_answers`` how many gave it."""


def score(value: float | None) -> str:
    """A score as the CSV writes it: 10 significant digits, no trailing zeros."""
    return "" if value is None else f"{value:.10g}"


@dataclass(frozen=True)
class GradedExercise:
    """One graded exercise of an assignment's notebook: its test cell's name in the gradebook
    and the exercise it checks (id and title, from the instructor's notebook)."""

    assignment: str
    notebook: str
    cell: str
    exercise: str
    title: str
    points: float


def exercises(course: Path, assignment: str) -> list[GradedExercise]:
    """The exercises of an assignment, from its instructor's notebooks in ``source/``."""
    found = []
    for path in sorted((course / "source" / assignment).glob("*.ipynb")):
        cells = json.loads(path.read_text("utf-8"))["cells"]
        for cell in cells:
            grading = cell.get("metadata", {}).get("nbgrader", {})
            moon = cell.get("metadata", {}).get("moon_nb", {})
            if grading.get("grade") and not grading.get("solution") and "exercise" in moon:
                found.append(
                    GradedExercise(
                        assignment,
                        path.stem,
                        grading["grade_id"],
                        moon["exercise"],
                        moon.get("title", ""),
                        float(grading.get("points", 0)),
                    )
                )
    return found


def answer_given(course: Path, student: str, exercise: GradedExercise) -> str:
    """The code a student's graded notebook holds in the exercise's answer cell, one line,
    without its comments (``no answer`` for the cell as released; empty if not found)."""
    path = course / "autograded" / student / exercise.assignment / f"{exercise.notebook}.ipynb"
    if not path.is_file():
        return ""
    for cell in json.loads(path.read_text("utf-8"))["cells"]:
        meta = cell.get("metadata", {})
        if meta.get("nbgrader", {}).get("solution") and (
            meta.get("moon_nb", {}).get("exercise") == exercise.exercise
        ):
            source = cell.get("source", "")
            text = "".join(source) if isinstance(source, list) else str(source)
            code = [line.split("#")[0].rstrip() for line in text.splitlines()]
            kept = "; ".join(line.strip() for line in code if line.strip())
            return "no answer" if kept in ("", "answer = ...") else kept
    return ""


def _gradebook(course: Path) -> Any:
    try:
        from nbgrader.api import Gradebook
    except ImportError as error:
        raise RuntimeError("nbgrader is not installed here: pip install nbgrader==0.9.6") from error
    db = course / "gradebook.db"
    if not db.is_file():
        raise FileNotFoundError(f"there is no {db}: run nbgrader autograde in {course} first")
    return Gradebook(f"sqlite:///{db.resolve()}")


def handed_out(gradebook: Any, released: frozenset[str] | None) -> list[Any]:
    """The gradebook's assignments that were handed out: released (``released``; None when
    that is not known), or submitted by someone."""
    return [
        a
        for a in gradebook.assignments
        if (released is not None and a.name in released) or a.submissions
    ]


def student_table(
    gradebook: Any, released: frozenset[str] | None = None
) -> tuple[list[str], list[list[str]]]:
    """The header and one line per student (see the module docstring); ``released``: the
    assignments released (None: not known, so those submitted count)."""
    from nbgrader.api import MissingEntry

    students = sorted(gradebook.students, key=lambda s: s.id)
    given = handed_out(gradebook, released)
    assignments = [a.name for a in given]
    names = [n for n in NAMES if any(getattr(s, n, None) for s in students)]
    header = [
        "student_id",
        *names,
        *assignments,
        "total",
        "max_total",
        "max_all",
        "last_submitted",
    ]
    most = sum(float(a.max_score) for a in given)
    every = sum(float(a.max_score) for a in gradebook.assignments)
    lines = []
    for student in students:
        scores: list[float | None] = []
        times = []
        for assignment in assignments:
            try:
                submission = gradebook.find_submission(assignment, student.id)
            except MissingEntry:
                scores.append(None)
                continue
            scores.append(float(submission.score))
            if submission.timestamp is not None:
                times.append(submission.timestamp)
        total = sum(s for s in scores if s is not None)
        last = max(times).strftime("%Y-%m-%d %H:%M:%S") if times else ""
        lines.append(
            [
                student.id,
                *(getattr(student, n, None) or "" for n in names),
                *map(score, scores),
                score(total),
                score(most),
                score(every),
                last,
            ]
        )
    if not any(line[-1] for line in lines):  # no timestamp known: no empty column
        header.pop()
        lines = [line[:-1] for line in lines]
    return header, lines


def exercise_table(gradebook: Any, course: Path) -> list[list[str | int]]:
    """`EXERCISE_COLUMNS`, one line per exercise of each assignment."""
    from nbgrader.api import MissingEntry

    lines: list[list[str | int]] = []
    for assignment in gradebook.assignments:
        for ex in exercises(course, assignment.name):
            earned: list[float] = []
            wrong: Counter[str] = Counter()
            for student in gradebook.students:
                try:
                    grade = gradebook.find_grade(ex.cell, ex.notebook, ex.assignment, student.id)
                except MissingEntry:
                    continue
                points = float(grade.score)
                earned.append(points)
                if points < ex.points:
                    wrong[answer_given(course, student.id, ex) or "(not found)"] += 1
            if not earned:  # no one handed this assignment in: nothing to say of it
                continue
            full = sum(p >= ex.points for p in earned)
            common, times = wrong.most_common(1)[0] if wrong else ("", 0)
            lines.append(
                [
                    ex.assignment,
                    ex.notebook,
                    ex.exercise,
                    ex.title,
                    score(ex.points),
                    len(earned),
                    full,
                    f"{full / len(earned):.3f}",
                    score(sum(earned) / len(earned)),
                    common,
                    times,
                ]
            )
    return lines


# --- the command: python -m moon_nb grades COURSE_DIR --csv OUT ------------------------------

HELP = "write an nbgrader course's grades as a CSV for an LMS"
DESCRIPTION = (
    "Read COURSE_DIR/gradebook.db (nbgrader autograde writes it) and write --csv: one row per "
    "student with the student id, the names and email nbgrader knows, the score of each "
    "assignment handed out (released or submitted), the total, the most there is of those "
    "(max_total) and of every assignment (max_all); --exercises writes one row per exercise, "
    "with the most common wrong answer."
)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("course", type=Path, metavar="COURSE_DIR", help="the course folder")
    parser.add_argument("--csv", type=Path, required=True, metavar="OUT", help="the grades CSV")
    parser.add_argument(
        "--exercises", type=Path, metavar="OUT", help="write one row per exercise as CSV here"
    )


def counted(gradebook: Any, released: frozenset[str] | None) -> str:
    """The sentence that says what ``max_total`` and ``max_all`` count."""
    given, every = handed_out(gradebook, released), list(gradebook.assignments)
    how = "released or submitted"
    if released is None:
        how = "submitted (what was released is not known: the exchange could not be read)"
    return (
        f"max_total counts the {plural(len(given), 'assignment')} {how}, "
        f"{score(sum(float(a.max_score) for a in given))} points; max_all every assignment in "
        f"the gradebook, {len(every)}, {score(sum(float(a.max_score) for a in every))} points."
    )


def run(args: argparse.Namespace) -> int:
    course: Path = args.course
    try:
        gradebook = _gradebook(course)
        released = released_assignments(course)
        with gradebook:
            header, lines = student_table(gradebook, released)
            per_exercise = exercise_table(gradebook, course) if args.exercises else []
            maxima = counted(gradebook, released)
        tables: Sequence[tuple[Path, Sequence[str], Sequence[Sequence[str | int]]]] = [
            (args.csv, header, lines)
        ]
        if args.exercises:
            tables = [*tables, (args.exercises, EXERCISE_COLUMNS, per_exercise)]
        for out, columns, rows in tables:
            write_atomically(out, to_csv(columns, rows))
    except (OSError, RuntimeError) as error:
        print(f"python -m moon_nb grades: {in_words(error)}", file=sys.stderr)
        return 1
    said = f"Wrote {plural(len(lines), 'student')} to {args.csv}"
    if args.exercises:
        said += f", {plural(len(per_exercise), 'exercise')} to {args.exercises}"
    print(f"{said}. Columns: {', '.join(header)}.")
    print(maxima)
    return 0
