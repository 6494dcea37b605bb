"""``python -m moon_nb grades COURSE_DIR --csv OUT`` (`moon_nb.course.grades`) on a gradebook made
with nbgrader's own API, without running a notebook: a column for a student's name or email
only when nbgrader knows it for some student, a score written to 10 significant digits (not
rounded to two decimals), an assignment not handed in left empty, the total and the most there
is. (The whole path with nbgrader autograding real submissions: test_teachers_guide.py.)"""

from __future__ import annotations

import csv
import datetime
import os
import sys
from pathlib import Path

import pytest

from moon_nb.__main__ import main

api = pytest.importorskip("nbgrader.api", reason="nbgrader is in the test extra")


def gradebook(course: Path) -> None:
    """Two assignments of three exercises (1 point each); ana handed in the first and earned
    2/3 + 1 + 1/3 of a point, bo handed in nothing. nbgrader knows ana's first name and email,
    and bo's email; no last name."""
    course.mkdir()
    with api.Gradebook(f"sqlite:///{course / 'gradebook.db'}") as book:
        for assignment in ("week-1", "week-2"):
            book.add_assignment(assignment)
            book.add_notebook("exercises", assignment)
            for n in (1, 2, 3):
                book.add_grade_cell(
                    f"ex{n}-test", "exercises", assignment, max_score=1, cell_type="code"
                )
        book.add_student("ana", first_name="Ana", email="ana@example.org")
        book.add_student("bo", email="bo@example.org")
        when = datetime.datetime(2026, 5, 1, 10, 0, 0)
        book.add_submission("week-1", "ana", timestamp=when)
        for n, earned in ((1, 2 / 3), (2, 1.0), (3, 1 / 3)):
            grade = book.find_grade(f"ex{n}-test", "exercises", "week-1", "ana")
            grade.auto_score = earned
        book.db.commit()


def test_the_grades_csv_has_the_columns_nbgrader_can_fill_and_exact_scores(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # A new gradebook runs alembic as a command: this venv's.
    monkeypatch.setenv("PATH", f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}")
    course = tmp_path / "course"
    gradebook(course)
    out = tmp_path / "grades.csv"
    assert main(["grades", str(course), "--csv", str(out)]) == 0
    with out.open(newline="") as f:
        rows = list(csv.DictReader(f))
    assert list(rows[0]) == [
        "student_id",
        "first_name",
        "email",
        "week-1",
        "week-2",
        "total",
        "max_total",
        "last_submitted",
    ], "no last_name: nbgrader knows none"
    ana, bo = rows
    assert (ana["student_id"], ana["first_name"], ana["email"]) == ("ana", "Ana", "ana@example.org")
    assert float(ana["week-1"]) == pytest.approx(2, abs=1e-9) and ana["week-2"] == ""
    assert ana["total"] == "2" and ana["max_total"] == "6"
    assert ana["last_submitted"] == "2026-05-01 10:00:00"
    assert (bo["first_name"], bo["week-1"], bo["total"], bo["last_submitted"]) == ("", "", "0", "")
    said = capsys.readouterr().out
    assert said.startswith(f"Wrote 2 students to {out}. Columns: student_id, first_name, email")


def test_a_folder_without_a_gradebook_is_said_and_nothing_written(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "grades.csv"
    assert main(["grades", str(tmp_path), "--csv", str(out)]) == 1
    said = capsys.readouterr().err
    assert f"there is no {tmp_path / 'gradebook.db'}: run nbgrader autograde" in said
    assert not out.exists()
