"""The commands say in words what the file system refused them (a folder that is not there, a
file where a folder should be): never Python's ``[Errno 2] No such file or directory: '...'``,
which ``rules-summary`` and ``tutorials`` printed as it came (`moon_nb.course.os_errors`). Each
command is run as ``python -m moon_nb`` runs it (`moon_nb.__main__.main`)."""

from __future__ import annotations

import errno
import os
import sys
from pathlib import Path

import pytest

from moon_nb.__main__ import main
from moon_nb.course.os_errors import in_words
from moon_nb.progress.store import Session


def said(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    """What the command writes to stderr; it must fail, in a sentence of its own."""
    assert main(list(argv)) == 1
    err = capsys.readouterr().err
    assert "[Errno" not in err and "Traceback" not in err, err
    return err.strip()


def test_a_page_for_a_folder_that_is_not_there(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "missing" / "rules.html"
    assert said(capsys, "rules-summary", str(out)) == (
        f"python -m moon_nb rules-summary: there is no folder {out.parent}"
    )
    assert not out.parent.exists()


@pytest.mark.parametrize("command", ["answer-key", "rules-summary"])
def test_the_page_commands_refuse_alike_before_any_work(
    command: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # One check for both (`moon_nb.course.command.check_page`): a folder for the page, a page
    # already there without --force, a folder that is not there — each in the same words.
    there = tmp_path / "mine.html"
    there.write_text("mine")
    missing = tmp_path / "missing" / "page.html"
    assert said(capsys, command, str(tmp_path)) == (
        f"python -m moon_nb {command}: {tmp_path} is a folder: name the page to write, like "
        f"{tmp_path / 'page.html'}"
    )
    assert said(capsys, command, str(there)) == (
        f"python -m moon_nb {command}: {there} is already there: nothing was written (--force)"
    )
    assert said(capsys, command, str(missing)) == (
        f"python -m moon_nb {command}: there is no folder {missing.parent}"
    )
    assert there.read_text() == "mine" and not missing.parent.exists()


def test_the_student_kit_says_a_refusal_in_words(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from moon_nb.course.teacher import exchange

    def refused(*_: object) -> None:
        raise PermissionError(errno.EACCES, "Permission denied", "/srv/kit/env")

    monkeypatch.setattr(exchange, "build_kit", refused)
    assert said(capsys, "student-kit", "/srv/kit") == (
        "python -m moon_nb student-kit: you may not write or read /srv/kit/env (permission denied)"
    )


def test_tutorials_under_a_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "notes.txt").write_text("mine")
    dest = tmp_path / "notes.txt" / "moon"
    assert said(capsys, "tutorials", str(dest)) == (
        f"python -m moon_nb tutorials: {dest} is not in a folder: a part of it is a file"
    )
    assert (tmp_path / "notes.txt").read_text() == "mine"


def test_a_progress_table_for_a_folder_that_is_not_there(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    handed = tmp_path / "ana.json"
    monkeypatch.setenv("MOON_NB_PROGRESS", str(handed))
    Session().name("Ana Lima")
    out = tmp_path / "missing" / "class.csv"
    assert said(capsys, "progress", str(handed), "--csv", str(out)) == (
        f"moon_nb progress: cannot write {out} (there is no folder {out.parent})."
    )


def test_grades_for_a_folder_that_is_not_there(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    api = pytest.importorskip("nbgrader.api", reason="nbgrader is in the test extra")
    # A new gradebook runs alembic as a command: this venv's.
    monkeypatch.setenv("PATH", f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}")
    course = tmp_path / "course"
    course.mkdir()
    with api.Gradebook(f"sqlite:///{course / 'gradebook.db'}") as book:
        book.add_student("ana")
    out = tmp_path / "missing" / "grades.csv"
    assert said(capsys, "grades", str(course), "--csv", str(out)) == (
        f"python -m moon_nb grades: there is no folder {out.parent}"
    )


@pytest.mark.parametrize(
    ("code", "words"),
    [
        (errno.ENOENT, "there is no folder /nowhere"),
        (errno.EACCES, "you may not write or read /nowhere/x.html (permission denied)"),
        (errno.EISDIR, "/nowhere/x.html is a folder, not a file"),
        (errno.ENOSPC, "the disk is full: /nowhere/x.html could not be written"),
        (errno.EIO, "/nowhere/x.html: input/output error"),
    ],
)
def test_the_systems_refusals_in_words(code: int, words: str) -> None:
    error = OSError(code, {errno.EIO: "Input/output error"}.get(code, "said"), "/nowhere/x.html")
    assert in_words(error) == words
    assert in_words(FileExistsError("course/ already has 03.ipynb")) == (
        "course/ already has 03.ipynb"
    )
