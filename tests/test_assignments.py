"""Autograded assignments, end to end with real nbgrader (`moon_nb.course.teacher.assignments`): a
course written from lesson 4, released by ``nbgrader generate_assignment``, answered by four
students — all right, all wrong, half right and half part-right, and garbage (a syntax error, an
exception, a loop that never ends, an answer that cannot be read) — and graded by ``nbgrader
autograde``, in a kernel with no browser; the totals read from nbgrader's gradebook.

The expected points are worked out here from the answers given and the rules of partial credit
(`moon_nb.course.teacher.marks`), not copied from a run: a right answer earns the exercise's
points, a wrong one nothing, and a part-right one the share of its parts that are right.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import nbformat
import pytest
from grading import part_right, wrong_answer

from moon_nb.course.teacher.assignments import write_course
from moon_nb.course.teacher.catalog import Entry, catalog
from moon_nb.course.teacher.grader_config import STUB
from moon_nb.course.teacher.marks import model_answer

nbgrader_api = pytest.importorskip("nbgrader.api", reason="nbgrader is in the test extra")

LESSON = "04-trump"
"""Its exercises are answered by several picks (the trumps of a hand, the tiles you may play),
a list in order (a suit), a number (how many trumps) and a single pick (the suit led, the tile
that wins). One lesson keeps the test near half a minute: each notebook graded is a kernel
started (a number for each seat is checked in ``test_marks.py``)."""
ASSIGNMENT = LESSON
POINTS = 2.0
TIMEOUT = 5
"""Seconds a cell may run when graded here: the loop that never ends is stopped after it."""


def nbgrader(course: Path, *args: str) -> subprocess.CompletedProcess[str]:
    # nbgrader runs alembic as a command, and the kernel as "python": both from this venv.
    env = {**os.environ, "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}"}
    done = subprocess.run(
        [sys.executable, "-m", "nbgrader", *args],
        cwd=course,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, f"nbgrader {' '.join(args)} failed:\n{done.stderr[-3000:]}"
    return done


# --- the students' answers -----------------------------------------------------------------


GARBAGE = [
    "answer = [",  # a syntax error
    "answer = 1 / 0",  # an exception before anything is set
    "while True:\n    pass",  # never ends: stopped by the timeout
    "answer = object()",  # cannot be read as an answer
]


def students(entries: list[Entry]) -> dict[str, tuple[dict[str, str], float]]:
    """Each student's answer cells (by exercise id) and the points they should earn."""
    n = len(entries)

    def code(value: Any) -> str:
        return f"answer = {value!r}"

    right = {e.exercise.id: code(model_answer(e.exercise)) for e in entries}
    wrong = {e.exercise.id: code(wrong_answer(e)) for e in entries}
    half: dict[str, str] = {}
    half_points = 0.0
    for k, e in enumerate(entries):
        if k < n // 2:
            half[e.exercise.id] = right[e.exercise.id]
            half_points += POINTS
        else:
            value, share = part_right(e)
            half[e.exercise.id] = code(value)
            half_points += share * POINTS
    garbage = dict(right)
    for e, junk in zip(entries, GARBAGE, strict=False):
        garbage[e.exercise.id] = junk
    return {
        "right": (right, POINTS * n),
        "wrong": (wrong, 0.0),
        "half": (half, half_points),
        "garbage": (garbage, POINTS * (n - len(GARBAGE))),
    }


def submit(course: Path, student: str, answers: dict[str, str]) -> None:
    """The released notebooks, answered, put where nbgrader looks for a submission."""
    folder = course / "submitted" / student / ASSIGNMENT
    folder.mkdir(parents=True)
    for released in sorted((course / "release" / ASSIGNMENT).glob("*.ipynb")):
        nb = nbformat.read(released, as_version=4)
        for cell in nb.cells:
            if cell.metadata.get("nbgrader", {}).get("solution"):
                cell.source = answers[cell.metadata["moon_nb"]["exercise"]]
        nbformat.write(nb, folder / released.name)
    (folder / "timestamp.txt").write_text("2026-05-01 10:00:00.000000 UTC\n")


# --- the test ------------------------------------------------------------------------------


def test_a_course_is_released_answered_and_graded_by_nbgrader(tmp_path: Path) -> None:
    started = time.perf_counter()
    course = tmp_path / "course"
    written = write_course(course, [LESSON], points=POINTS, timeout=TIMEOUT)
    wrote = time.perf_counter() - started
    entries = list(catalog([LESSON]).entries)
    assert written.exercises == len(entries) >= 8
    assert written.notebooks == ((ASSIGNMENT, course / "source" / LESSON / f"{LESSON}.ipynb"),)
    for _, path in written.notebooks:
        nbformat.validate(nbformat.read(path, as_version=4))

    nbgrader(course, "generate_assignment", ASSIGNMENT)
    released = sorted((course / "release" / ASSIGNMENT).glob("*.ipynb"))
    text = "\n".join(p.read_text() for p in released)
    assert "BEGIN SOLUTION" not in text and "BEGIN HIDDEN TESTS" not in text
    assert "moon_nb.course.teacher.marks" not in text, "the tests are hidden in the release"
    answer_cells = [
        c
        for p in released
        for c in nbformat.read(p, as_version=4).cells
        if c.metadata.get("nbgrader", {}).get("solution")
    ]
    assert len(answer_cells) == len(entries)
    assert all(c.source.endswith(STUB) for c in answer_cells)

    expected = students(entries)
    for student, (answers, _) in expected.items():
        submit(course, student, answers)
    graded_from = time.perf_counter()
    nbgrader(course, "autograde", ASSIGNMENT)
    graded = time.perf_counter() - graded_from

    with nbgrader_api.Gradebook(f"sqlite:///{course / 'gradebook.db'}") as gradebook:
        for student, (_, points) in expected.items():
            submission = gradebook.find_submission(ASSIGNMENT, student)
            assert submission.max_score == POINTS * len(entries)
            assert submission.score == pytest.approx(points, abs=1e-9), student  # not rounded
    print(
        f"\nwrote the course in {wrote:.1f} s; nbgrader graded {len(expected)} submissions "
        f"of {len(released)} notebooks in {graded:.1f} s; {time.perf_counter() - started:.1f} s "
        "in all"
    )

    # A wrong answer's test says why, in the engine's words.
    graded_nb = course / "autograded" / "wrong" / ASSIGNMENT / released[-1].name
    outputs = json.dumps(nbformat.read(graded_nb, as_version=4).cells)
    last = entries[-1]
    headline = last.exercise.verdict(wrong_answer(last)).headline
    assert json.dumps(headline)[1:-1] in outputs
    # The loop that never ended was stopped, and grading went on after it.
    garbage_nb = course / "autograded" / "garbage" / ASSIGNMENT / released[0].name
    shown = json.dumps(nbformat.read(garbage_nb, as_version=4).cells)
    assert "KeyboardInterrupt" in shown or "CellTimeoutError" in shown
    shutil.rmtree(course / "autograded")
