"""The teacher's guide (docs/teachers-guide.md), run: every command of its ``bash`` blocks,
exactly as written and in the guide's order, in a scratch folder that holds what the guide
assumes a teacher has (their notebook ``my/week-1.ipynb``, two learners' progress files in
``handed-in/``), with real nbgrader — the whole path of the guide end to end:

assignments for the whole course and the teacher's notebook, an answer key, every assignment
generated, two released with the course id; two students fetch and submit them (one leaves
every answer blank, one answers partly right) through nbgrader's own exchange; the teacher
collects and autogrades them, writes the LMS CSV, whose totals are checked against the points
the answers submitted should earn, worked out here from the rules of partial credit; then the
progress files merged.

The students' own commands run in this process (nbgrader's apps, as ``nbgrader
fetch_assignment`` and ``nbgrader submit`` run them), each with the student id and the exchange
folder that a student's account and a JupyterHub would give: every nbgrader command started
costs 5-9 s here, and the test would be a minute longer.
"""

from __future__ import annotations

import csv
import os
import re
import subprocess
import sys
import textwrap
import time
from collections.abc import Iterator
from contextlib import contextmanager
from fractions import Fraction
from pathlib import Path
from typing import Any

import nbformat
import pytest
from grading import part_right, teachers_notebook

from moon_nb.course.catalog import Entry, catalog
from moon_nb.course.marks import model_answer
from moon_nb.progress.store import Session

pytest.importorskip("nbgrader.api", reason="nbgrader is in the test extra")

ROOT = Path(__file__).resolve().parents[1]
GUIDE = ROOT / "docs" / "teachers-guide.md"
NOT_RUN = "<!-- not run by tests/test_teachers_guide.py"
BLOCK = re.compile(r"^( *)```bash\n(.*?)^\1```", re.DOTALL | re.MULTILINE)

GRADED = ("02-tiles-and-suits", "03-following-suit")
"""The two assignments the guide releases and grades (the others are only generated)."""
COURSE_ID = "moon-101"


def guide_blocks() -> list[str]:
    """The guide's ``bash`` blocks, in order, each dedented; those marked as not run here left
    out."""
    text = GUIDE.read_text(encoding="utf-8")
    blocks = []
    for match in BLOCK.finditer(text):
        before = text[: match.start()].rstrip().rsplit("\n\n", 1)[-1]
        if NOT_RUN in before:
            continue
        blocks.append(textwrap.dedent(match.group(0).split("\n", 1)[1].rsplit("```", 1)[0]))
    return blocks


def test_the_guide_has_commands_and_marks_those_it_does_not_run() -> None:
    text = GUIDE.read_text(encoding="utf-8")
    assert len(guide_blocks()) >= 6
    # Only the course site's build is left to its own tests, and the guide says so.
    assert len(BLOCK.findall(text)) - len(guide_blocks()) == 1
    assert text.count(NOT_RUN) == 1
    # Words found wrong once.
    for wrong in ("nine tutorial", "cheaply", "being added"):
        assert wrong not in text


# --- what the scratch folder holds before the guide runs ----------------------------------


def progress_files(folder: Path, monkeypatch: pytest.MonkeyPatch) -> list[Entry]:
    """Two learners' progress files, as the guide's merge expects them: ana answered two of
    lesson 3's exercises (the first right, the second wrong then right), ben none yet."""
    entries = list(catalog(["3"]).entries)
    ana = folder / "handed-in" / "ana" / "moon-progress.json"
    ana.parent.mkdir(parents=True)
    monkeypatch.setenv("MOON_NB_PROGRESS", str(ana))
    session = Session()
    session.declare("03-following-suit")
    first, second = entries[0].exercise, entries[1].exercise
    session.answered(first, first.verdict(model_answer(first)).correct)
    session.answered(second, second.verdict("not an answer").correct)
    session.answered(second, second.verdict(model_answer(second)).correct)
    ben = folder / "handed-in" / "ben" / "moon-progress.json"
    ben.parent.mkdir()
    monkeypatch.setenv("MOON_NB_PROGRESS", str(ben))
    Session().name("Ben Ode")
    return entries


@contextmanager
def working_in(folder: Path) -> Iterator[None]:
    here = Path.cwd()
    folder.mkdir(parents=True, exist_ok=True)
    os.chdir(folder)
    try:
        yield
    finally:
        os.chdir(here)


def nbgrader_app(app: Any, *argv: str) -> None:
    """Run one of nbgrader's command-line apps here, as its command would."""
    instance = app()
    instance.initialize(list(argv))
    instance.start()


def students_hand_in(folder: Path, answers: dict[str, dict[str, str]]) -> None:
    """Each student fetches the released assignments, writes the answers given (by exercise
    id; none: the cell as released) and submits, as the guide says they do."""
    from nbgrader.apps.fetchassignmentapp import FetchAssignmentApp
    from nbgrader.apps.submitapp import SubmitApp

    exchange = f"--Exchange.root={folder / 'exchange'}"
    for student, given in answers.items():
        home = folder / "students" / student
        cache = f"--Exchange.cache={home / '.nbgrader-cache'}"
        with working_in(home):
            nbgrader_app(FetchAssignmentApp, *GRADED, "--course", COURSE_ID, exchange, cache)
            for assignment in GRADED:
                for path in sorted((home / assignment).glob("*.ipynb")):
                    nb = nbformat.read(path, as_version=4)
                    for cell in nb.cells:
                        exercise = cell.metadata.get("moon_nb", {}).get("exercise")
                        if cell.metadata.get("nbgrader", {}).get("solution") and exercise in given:
                            cell.source = given[exercise]
                    nbformat.write(nb, path)
                nbgrader_app(
                    SubmitApp, assignment, "--course", COURSE_ID, f"--student={student}",
                    exchange, cache,
                )  # fmt: skip


def partly_right(entries: list[Entry]) -> tuple[dict[str, str], Fraction]:
    """Answers to the graded assignments' exercises: the first of each lesson right, the rest
    right but one part (a share of the point) or, with no parts, wrong; and the points they
    earn, exactly."""
    given: dict[str, str] = {}
    points = Fraction(0)
    for lesson in GRADED:
        mine = [e for e in entries if e.lesson.name == lesson]
        for k, entry in enumerate(mine):
            if k == 0:
                value, share = model_answer(entry.exercise), Fraction(1)
            else:
                value, share = part_right(entry)
            given[entry.exercise.id] = f"answer = {value!r}"
            points += share
    assert points.denominator > 1, "some answer earns a share of a point, not a whole one"
    return given, points


# --- the test ------------------------------------------------------------------------------


def read_csv(path: Path) -> list[dict[str, str]]:
    with path.open(newline="") as f:
        return list(csv.DictReader(f))


def test_the_guides_path_from_a_course_to_grades(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    started = time.perf_counter()
    folder = tmp_path
    teachers_notebook(folder / "my" / "week-1.ipynb")
    lesson_3 = progress_files(folder, monkeypatch)
    graded = list(catalog(list(GRADED)).entries)
    ana, ana_points = partly_right(graded)
    monkeypatch.setenv("HOME", str(folder / "home"))
    (folder / "home").mkdir()
    # nbgrader runs alembic as a command, and the kernel as python3: both from this venv.
    env = {**os.environ, "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}"}
    env.pop("MOON_NB_PROGRESS")
    outputs: list[str] = []
    took: list[tuple[str, float]] = []
    for block in guide_blocks():
        if "nbgrader collect" in block:
            t = time.perf_counter()
            students_hand_in(folder, {"ana": ana, "ben": {}})
            took.append(("the two students fetch and submit", time.perf_counter() - t))
        t = time.perf_counter()
        done = subprocess.run(
            ["bash", "-euo", "pipefail", "-c", block],
            cwd=folder,
            env=env,
            capture_output=True,
            text=True,
            timeout=600,
            check=False,
        )
        assert done.returncode == 0, f"{block}\nfailed:\n{done.stdout[-2000:]}{done.stderr[-3000:]}"
        outputs.append(done.stdout)
        took.append((block.strip().splitlines()[-1][:60], time.perf_counter() - t))
    print("\n" + "\n".join(f"{s:6.1f} s  {what}" for what, s in took))
    print(f"{time.perf_counter() - started:6.1f} s  in all")

    course = folder / "course"
    # Assignments for the whole course: every tutorial with exercises, the others said.
    assert "Skipped, asking no exercise: 00-learn-by-playing, 10-glossary." in outputs[0]
    assignments = sorted(p.name for p in (course / "source").iterdir())
    tutorials = [p.stem for p in sorted((ROOT / "notebooks").glob("0[1-9]-*.ipynb"))]
    assert assignments == [*tutorials, "week-1"]
    config = (course / "nbgrader_config.py").read_text()
    assert f"c.CourseDirectory.course_id = {COURSE_ID!r}\n" in config
    assert "(moon_nb's own, course id 'moon-101') and is kept" in outputs[0]
    # The guide's table of lessons says how many exercises each asks: as many as it does.
    counts = dict(re.findall(r"^\| (\d+) \| [^|]+\| [^|]+\| (\d+|—) \|", GUIDE.read_text(), re.M))
    for name in assignments:
        if name == "week-1":
            continue
        nb = nbformat.read(course / "source" / name / f"{name}.ipynb", as_version=4)
        assert counts[str(int(name[:2]))] == str(len(nb.metadata.moon_nb.exercises)), name
    assert counts["10"] == "—", "lesson 10 asks no exercise"
    assert (folder / "key.html").is_file()
    # Released with the course id: in the exchange, under it.
    outbound = folder / "exchange" / COURSE_ID / "outbound"
    assert sorted(p.name for p in outbound.iterdir()) == sorted(GRADED)

    # The LMS CSV: one row per student, exact totals, no empty name or email column.
    rows = {r["student_id"]: r for r in read_csv(course / "grades.csv")}
    assert set(rows) == {"ana", "ben"}
    header = list(rows["ana"])
    assert header[0] == "student_id" and header[-3:] == ["total", "max_total", "last_submitted"]
    assert not {"first_name", "last_name", "email"} & set(header), "none is known: no column"
    assert sorted(header[1:-3]) == assignments
    assert float(rows["ana"]["total"]) == pytest.approx(float(ana_points), abs=1e-9)
    assert sum(float(rows["ana"][a]) for a in GRADED) == pytest.approx(float(ana_points), abs=1e-9)
    assert float(rows["ben"]["total"]) == 0 and rows["ben"]["01-quick-start"] == ""
    exercises = sum(len(nbformat.read(p, as_version=4).metadata.moon_nb.exercises)
                    for p in (course / "source").glob("*/*.ipynb"))  # fmt: skip
    assert float(rows["ana"]["max_total"]) == exercises
    assert all(r["last_submitted"] for r in rows.values())
    # Per exercise: ben's blank answers are the most common that fell short where ana was right.
    per_exercise = read_csv(course / "exercises.csv")
    assert len(per_exercise) == len(graded)
    first = next(r for r in per_exercise if r["exercise"] == graded[0].exercise.id)
    assert (first["submissions"], first["full_points"], first["full_points_rate"]) == (
        "2",
        "1",
        "0.500",
    )
    assert (first["most_common_wrong_answer"], first["wrong_answers"]) == ("no answer", "1")
    assert first["title"] == graded[0].exercise.title

    # The progress files merged: every exercise of lesson 3 a row for each learner.
    totals = {r["student_id"]: r for r in read_csv(folder / "totals.csv")}
    assert (totals["ana"]["exercises"], totals["ana"]["tried"], totals["ana"]["right"]) == (
        str(len(lesson_3)),
        "2",
        "2",
    )
    assert totals["ben"]["learner"] == "Ben Ode" and totals["ben"]["tried"] == "0"
    assert len(read_csv(folder / "class.csv")) == 2 * len(lesson_3)
    assert (folder / "home" / "moon" / "01-quick-start.ipynb").is_file()
