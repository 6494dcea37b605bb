"""``python -m moon_nb grades COURSE_DIR --csv OUT`` (`moon_nb.course.teacher.grades`) on a
gradebook made with nbgrader's own API, without running a notebook: a column for a student's name or
email only when nbgrader knows it for some student, a score written to 10 significant digits (not
rounded to two decimals), an assignment not handed in left empty, the total; a column for each
assignment handed out (released into the course's exchange, or submitted by someone), and the most
there is of those (``max_total``) and of every assignment in the gradebook (``max_all``), said. (The
whole path with nbgrader autograding real submissions: test_teachers_guide.py.)"""

from __future__ import annotations

import csv
import datetime
import os
import shutil
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


def released(course: Path, tmp_path: Path, *assignments: str) -> None:
    """The course's config names its course id and an exchange folder, into which the
    ``assignments`` were released (as ``nbgrader release_assignment`` lays them out)."""
    exchange = tmp_path / "exchange"
    (course / "nbgrader_config.py").write_text(
        "c = get_config()\nc.CourseDirectory.course_id = 'c1'\n"
        f"c.Exchange.root = {str(exchange)!r}\n"
    )
    for name in assignments:
        (exchange / "c1" / "outbound" / name).mkdir(parents=True)


def read(out: Path) -> list[dict[str, str]]:
    with out.open(newline="") as f:
        return list(csv.DictReader(f))


@pytest.fixture(scope="module")
def made_gradebook(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """`gradebook`, made once for this file: a new gradebook runs alembic as a command (this
    venv's), some seconds of each test's time where a copy of the file takes none."""
    course = tmp_path_factory.mktemp("gradebook") / "course"
    with pytest.MonkeyPatch.context() as monkeypatch:
        path = f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}"
        monkeypatch.setenv("PATH", path)
        gradebook(course)
    return course / "gradebook.db"


@pytest.fixture
def course(tmp_path: Path, made_gradebook: Path) -> Path:
    """A course folder of this test's own holding a copy of `gradebook`'s gradebook."""
    (tmp_path / "course").mkdir()
    shutil.copyfile(made_gradebook, tmp_path / "course" / "gradebook.db")
    return tmp_path / "course"


def test_the_grades_csv_has_the_columns_nbgrader_can_fill_and_exact_scores(
    course: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    released(course, tmp_path, "week-1", "week-2")
    out = tmp_path / "grades.csv"
    assert main(["grades", str(course), "--csv", str(out)]) == 0
    rows = read(out)
    assert list(rows[0]) == [
        "student_id",
        "first_name",
        "email",
        "week-1",
        "week-2",
        "total",
        "max_total",
        "max_all",
        "last_submitted",
    ], "no last_name: nbgrader knows none"
    ana, bo = rows
    assert (ana["student_id"], ana["first_name"], ana["email"]) == ("ana", "Ana", "ana@example.org")
    assert float(ana["week-1"]) == pytest.approx(2, abs=1e-9) and ana["week-2"] == ""
    assert (ana["total"], ana["max_total"], ana["max_all"]) == ("2", "6", "6")
    assert ana["last_submitted"] == "2026-05-01 10:00:00"
    assert (bo["first_name"], bo["week-1"], bo["total"], bo["last_submitted"]) == ("", "", "0", "")
    said = capsys.readouterr().out
    assert said.startswith(f"Wrote 2 students to {out}. Columns: student_id, first_name, email")
    assert said.endswith(
        "max_total counts the 2 assignments released or submitted, 6 points; max_all every "
        "assignment in the gradebook, 2, 6 points.\n"
    )


def test_max_total_counts_the_assignments_handed_out_and_max_all_every_one(
    course: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """week-2 generated (in the gradebook) but never released: the students were given 3
    points, not 6, and week-2 is no grade item."""
    released(course, tmp_path, "week-1")
    out = tmp_path / "grades.csv"
    assert main(["grades", str(course), "--csv", str(out)]) == 0
    ana, _ = read(out)
    assert "week-2" not in ana
    assert (ana["total"], ana["max_total"], ana["max_all"]) == ("2", "3", "6")
    assert capsys.readouterr().out.endswith(
        "max_total counts the 1 assignment released or submitted, 3 points; max_all every "
        "assignment in the gradebook, 2, 6 points.\n"
    )


def test_without_an_exchange_those_submitted_are_counted_and_it_is_said(
    course: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A course collected without nbgrader's exchange (zip_collect, say): what was released is
    not known, so the assignments someone submitted are counted, and the command says so."""
    out = tmp_path / "grades.csv"
    assert main(["grades", str(course), "--csv", str(out)]) == 0
    ana, _ = read(out)
    assert (ana["max_total"], ana["max_all"]) == ("3", "6") and "week-2" not in ana
    assert (
        "max_total counts the 1 assignment submitted (what was released is not known: the "
        + ("exchange could not be read), 3 points")
        in capsys.readouterr().out
    )


def test_a_folder_without_a_gradebook_is_said_and_nothing_written(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "grades.csv"
    assert main(["grades", str(tmp_path), "--csv", str(out)]) == 1
    said = capsys.readouterr().err
    assert f"there is no {tmp_path / 'gradebook.db'}: run nbgrader autograde" in said
    assert not out.exists()
