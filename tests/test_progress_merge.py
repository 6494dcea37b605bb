"""``python -m moon_nb progress FILE... [--csv OUT]``: the files three learners handed in, made
by real sessions answering real exercises, merged into one table and summed up; whose file it
is (the name inside, the file's name, the folder's: the student id); a row for each exercise a
learner never tried; the totals and per-exercise tables; one learner's two files merged as one;
an unreadable file stops the command with a sentence and writes nothing, or with
``--skip-unreadable`` is named and left out."""

from __future__ import annotations

import csv
import subprocess
import sys
from pathlib import Path

import pytest

from moon_nb.course.teacher import merge
from moon_nb.course.teacher import progress as old_home
from moon_nb.course.teacher.catalog import catalog
from moon_nb.course.teacher.merge import COLUMNS, EXERCISE_COLUMNS, TOTAL_COLUMNS
from moon_nb.lessons import SuitQuiz, WhichWins
from moon_nb.progress.store import Session

ROOT = Path(__file__).resolve().parents[1]


def command(*args: str | Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "moon_nb", "progress", *map(str, args)],
        capture_output=True,
        text=True,
        check=False,
        cwd=ROOT,
    )


def answers(path: Path, monkeypatch: pytest.MonkeyPatch, name: str | None, plan: str) -> Path:
    """A learner's progress file at ``path``, written by a session that follows ``plan``:
    for each letter, w: answer WhichWins right, x: wrong; s: see SuitQuiz's solution,
    u: answer SuitQuiz right. Lessons: WhichWins in 01, SuitQuiz in 02."""
    path.parent.mkdir(parents=True, exist_ok=True)
    monkeypatch.setenv("MOON_NB_PROGRESS", str(path))
    session = Session()
    wins, suit = WhichWins(["4-2", "4-4", "5-4"], 6), SuitQuiz(4)
    order = ["4-4", "6-4", "5-4", "4-3", "4-2", "4-1"]
    if name:
        session.name(name)
    for step in plan:
        session.declare("01-quick-start" if step in "wx" else "02-tiles-and-suits")
        if step in "wx":
            session.answered(wins, wins.verdict("4-4" if step == "w" else "5-4").correct)
        elif step == "s":
            session.solution_shown(suit)
        else:
            session.answered(suit, suit.verdict(order).correct)
    assert path.is_file()
    return path


@pytest.fixture
def handed_in(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> list[Path]:
    return [
        answers(tmp_path / "site" / "moon-progress.json", monkeypatch, "Ana Lima", "wu"),
        answers(tmp_path / "bo.json", monkeypatch, None, "xws"),
        answers(tmp_path / "submitted" / "cy" / "moon-progress.json", monkeypatch, None, "su"),
    ]


def read_csv(path: Path) -> list[dict[str, str]]:
    with path.open(newline="") as f:
        return list(csv.DictReader(f))


def test_three_learners_in_one_table(handed_in: list[Path], tmp_path: Path) -> None:
    out, totals, exercises = tmp_path / "class.csv", tmp_path / "totals.csv", tmp_path / "ex.csv"
    done = command(*handed_in, "--csv", out, "--totals", totals, "--exercises", exercises)
    assert done.returncode == 0, done.stderr
    rows = read_csv(out)
    assert tuple(rows[0]) == COLUMNS
    shown = ["student_id", "learner", "lesson", "tried", "tries", "right", "first_try_right"]
    got = [
        (*(r[c] for c in shown), r["solution_before_right"], r["right_after_solution"])
        for r in rows
    ]
    assert got == [
        ("site", "Ana Lima", "01-quick-start", "1", "1", "1", "1", "0", "0"),
        ("site", "Ana Lima", "02-tiles-and-suits", "1", "1", "1", "1", "0", "0"),
        ("bo", "bo", "01-quick-start", "1", "2", "1", "0", "0", "0"),
        ("bo", "bo", "02-tiles-and-suits", "1", "0", "0", "0", "1", "0"),
        # cy never tried lesson 1's exercise: a row all the same, tried 0.
        ("cy", "cy", "01-quick-start", "0", "0", "0", "0", "0", "0"),
        ("cy", "cy", "02-tiles-and-suits", "1", "1", "0", "0", "1", "1"),
    ]
    assert rows[2]["right_at_try"] == "2" and rows[2]["title"] == "Which tile wins the trick?"
    assert rows[4]["title"] == "Which tile wins the trick?" and rows[4]["first_at"] == ""
    tried = [r for r in rows if r["tried"] == "1"]
    assert all(r["first_at"].endswith("Z") and r["last_at"] >= r["first_at"] for r in tried)
    # One row per learner: every exercise counted, tried or not (an LMS's grade import).
    per_learner = read_csv(totals)
    assert tuple(per_learner[0]) == TOTAL_COLUMNS
    assert [tuple(r.values()) for r in per_learner] == [
        ("site", "Ana Lima", "2", "2", "2", "2", "0", "2", "1"),
        ("bo", "bo", "2", "2", "1", "0", "1", "2", "1"),
        ("cy", "cy", "2", "1", "0", "0", "1", "1", "1"),
    ]
    per_exercise = read_csv(exercises)
    assert tuple(per_exercise[0]) == EXERCISE_COLUMNS
    assert [
        (
            r["lesson"],
            r["learners"],
            r["tried"],
            r["right"],
            r["first_try_right"],
            r["first_try_rate"],
            r["tries"],
        )
        for r in per_exercise
    ] == [
        ("01-quick-start", "3", "2", "2", "1", "0.500", "3"),
        ("02-tiles-and-suits", "3", "3", "1", "1", "0.333", "2"),
    ]
    text = done.stdout
    assert text.startswith("3 learners, 2 lessons, 2 exercises.")
    for line in [
        "Ana Lima  2 of 2 (100%)  2          0               2      01-quick-start, "
        "02-tiles-and-suits",
        "bo        1 of 2 (50%)   0          1               2      01-quick-start, "
        "02-tiles-and-suits",
        "cy        0 of 2 (0%)    0          1               1      02-tiles-and-suits",
        "01-quick-start      2         2 of 2 (100%)  1 of 2 (50%)",
        "02-tiles-and-suits  3         1 of 3 (33%)   1 of 3 (33%)",
        "  Put a suit in order (02-tiles-and-suits, SuitQuiz-",
        f"Wrote 6 rows to {out}; 3 rows to {totals}; 2 rows to {exercises}.",
    ]:
        assert line in text, text


def test_the_merge_runs_in_the_progress_layer(handed_in: list[Path]) -> None:
    """The merge without the command: the files read, one row per learner and exercise."""
    handed = merge.read_files(handed_in)
    assert handed.problems == [] and handed.ids == {"Ana Lima": "site", "bo": "bo", "cy": "cy"}
    rows = merge.table(handed)
    assert [(r.learner, r.record.lesson, r.tried) for r in rows] == [
        ("Ana Lima", "01-quick-start", True),
        ("Ana Lima", "02-tiles-and-suits", True),
        ("bo", "01-quick-start", True),
        ("bo", "02-tiles-and-suits", True),
        ("cy", "01-quick-start", False),
        ("cy", "02-tiles-and-suits", True),
    ]
    assert merge.totals(rows, handed.files)[2] == ["cy", "cy", 2, 1, 0, 0, 1, 1, 1]


def test_the_merges_old_home_names_the_same_things() -> None:
    """`moon_nb.course.teacher.progress` kept the merge's names for one release: the very same
    ones."""
    moved = [n for n in old_home.__all__ if hasattr(merge, n)]
    assert len(moved) == 14
    assert [n for n in moved if getattr(old_home, n) is not getattr(merge, n)] == []


def test_every_exercise_of_a_lesson_named_is_a_row(handed_in: list[Path], tmp_path: Path) -> None:
    out = tmp_path / "class.csv"
    done = command(handed_in[2], "--lesson", "2", "--csv", out)
    assert done.returncode == 0, done.stderr
    rows = read_csv(out)
    lesson = {e.exercise.id for e in catalog(["2"]).entries}
    assert len(lesson) == 4
    # Lesson 2's four exercises, none tried by cy, and the one cy did try (not lesson 2's).
    assert {r["exercise"] for r in rows if r["tried"] == "0"} == lesson
    assert [r["tried"] for r in rows if r["exercise"] not in lesson] == ["1"]
    assert {r["lesson"] for r in rows} == {"02-tiles-and-suits"}
    assert done.stdout.startswith("1 learner, 1 lesson, 5 exercises (4 tried by no one).")


def test_one_learners_two_files_are_one_learner(
    handed_in: list[Path], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    lab = answers(tmp_path / "lab" / "ana.json", monkeypatch, "Ana Lima", "xs")
    done = command(handed_in[0], lab)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("1 learner, 2 lessons, 2 exercises.")
    # Her answers in time order: right at the first try on the site, then more in the lab.
    assert "Ana Lima (2 files)  2 of 2 (100%)  2          0               3" in done.stdout


def test_an_unreadable_file_stops_the_command_and_nothing_is_written(
    handed_in: list[Path], tmp_path: Path
) -> None:
    broken = tmp_path / "dee.json"
    broken.write_text("{not json")
    missing = tmp_path / "eve.json"
    out = tmp_path / "class.csv"
    done = command(*handed_in, broken, missing, "--csv", out)
    assert done.returncode == 1
    assert f"{broken}: not a progress file moon_nb can read (it is not JSON)." in done.stderr
    assert f"{missing}: there is no such file." in done.stderr
    assert "nothing was written" in done.stderr and done.stdout == ""
    assert not out.exists()
    assert broken.read_text() == "{not json"

    skipped = command(*handed_in, broken, "--csv", out, "--skip-unreadable")
    assert skipped.returncode == 0, "the table asked for is written: the command did its job"
    assert f"{broken}: not a progress file moon_nb can read (it is not JSON)." in skipped.stderr
    assert "Skipped 1 file that could not be read (named above)." in skipped.stderr
    assert skipped.stdout.startswith("3 learners")
    assert len(out.read_text().splitlines()) == 7


def test_the_csv_may_not_replace_a_progress_file(handed_in: list[Path]) -> None:
    before = handed_in[1].read_bytes()
    done = command(*handed_in, "--csv", handed_in[1])
    assert done.returncode == 2
    assert "is one of the progress files; nothing was written" in done.stderr
    assert handed_in[1].read_bytes() == before


def test_files_with_no_answers_yet(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MOON_NB_PROGRESS", str(tmp_path / "fay.json"))
    Session().name("Fay")
    done = command(tmp_path / "fay.json")
    assert done.returncode == 0 and done.stdout.strip() == "No answers in these files yet."


def test_one_of_each_is_said_in_the_singular(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    one = answers(tmp_path / "gus.json", monkeypatch, None, "w")
    done = command(one)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("1 learner, 1 lesson, 1 exercise.\n"), done.stdout
