"""``python -m moon_nb progress FILE... [--csv OUT]``: the files three learners handed in, made
by real sessions answering real exercises, merged into one table and summed up; whose file it
is (the name inside, the file's name, the folder's); one learner's two files merged as one; an
unreadable file stops the command with a sentence and writes nothing."""

from __future__ import annotations

import csv
import subprocess
import sys
from pathlib import Path

import pytest

from moon_nb.course.progress import COLUMNS
from moon_nb.lessons import SuitQuiz, WhichWins
from moon_nb.lessons.learner import Session

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
            session.answered(wins, wins.verdict("4-4" if step == "w" else "5-4"))
        elif step == "s":
            session.solution_shown(suit)
        else:
            session.answered(suit, suit.verdict(order))
    assert path.is_file()
    return path


@pytest.fixture
def handed_in(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> list[Path]:
    return [
        answers(tmp_path / "site" / "moon-progress.json", monkeypatch, "Ana Lima", "wu"),
        answers(tmp_path / "bo.json", monkeypatch, None, "xws"),
        answers(tmp_path / "submitted" / "cy" / "moon-progress.json", monkeypatch, None, "su"),
    ]


def test_three_learners_in_one_table(handed_in: list[Path], tmp_path: Path) -> None:
    out = tmp_path / "class.csv"
    done = command(*handed_in, "--csv", out)
    assert done.returncode == 0, done.stderr
    with out.open(newline="") as f:
        rows = list(csv.DictReader(f))
    assert tuple(rows[0]) == COLUMNS
    shown = ["learner", "lesson", "tries", "right", "first_try_right", "solution_before_right"]
    got = [(*(r[c] for c in shown), r["right_after_solution"]) for r in rows]
    assert got == [
        ("Ana Lima", "01-quick-start", "1", "1", "1", "0", "0"),
        ("Ana Lima", "02-tiles-and-suits", "1", "1", "1", "0", "0"),
        ("bo", "01-quick-start", "2", "1", "0", "0", "0"),
        ("bo", "02-tiles-and-suits", "0", "0", "0", "1", "0"),
        ("cy", "02-tiles-and-suits", "1", "0", "0", "1", "1"),
    ]
    assert rows[2]["right_at_try"] == "2" and rows[2]["title"] == "Which tile wins the trick?"
    assert all(r["first_at"].endswith("Z") and r["last_at"] >= r["first_at"] for r in rows)
    text = done.stdout
    assert text.startswith("3 learners, 2 lessons, 2 exercises answered.")
    for line in [
        "Ana Lima  2 of 2 (100%)  2          0               2      01-quick-start, "
        "02-tiles-and-suits",
        "bo        1 of 2 (50%)   0          1               2      01-quick-start, "
        "02-tiles-and-suits",
        "cy        0 of 1 (0%)    0          1               1      02-tiles-and-suits",
        "01-quick-start      2         2 of 2 (100%)  1 of 2 (50%)",
        "02-tiles-and-suits  3         1 of 3 (33%)   1 of 3 (33%)",
        "  Put a suit in order (02-tiles-and-suits, SuitQuiz-",
        f"Wrote 5 rows to {out}.",
    ]:
        assert line in text, text


def test_one_learners_two_files_are_one_learner(
    handed_in: list[Path], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    lab = answers(tmp_path / "lab" / "ana.json", monkeypatch, "Ana Lima", "xs")
    done = command(handed_in[0], lab)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("1 learner, 2 lessons, 2 exercises answered.")
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
    assert skipped.returncode == 1, "the table is written, and the status still says so"
    assert skipped.stdout.startswith("3 learners")
    assert len(out.read_text().splitlines()) == 6


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
