"""The play page's build script (`scripts/play.sh`), without building a page (the browser tests
build and use one): bad arguments, and a folder that holds something else, are refused with a
sentence before anything is written."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def play_sh(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        ["bash", str(ROOT / "scripts" / "play.sh"), *args],
        capture_output=True,
        text=True,
        check=False,
    )


@pytest.mark.parametrize(
    ("args", "says"),
    [
        ((), "give the folder to build the page into"),
        (("a", "b"), "give one folder to build the page into, not also b"),
        (("out", "--colour"), "unknown option --colour"),
        (("out", "--title"), "--title needs a title"),
        (("out", "--title", "x" * 81), "a title is one line of at most 80 characters"),
    ],
)
def test_bad_arguments_are_refused(args: tuple[str, ...], says: str, tmp_path: Path) -> None:
    done = play_sh(*args)
    assert done.returncode == 2 and says in done.stderr
    assert not any(tmp_path.iterdir())


def test_a_folder_of_something_else_is_left_alone(tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text("a teacher's notes")
    done = play_sh(str(tmp_path))
    assert done.returncode and "holds no earlier page of this script's" in done.stderr
    assert [p.name for p in tmp_path.iterdir()] == ["notes.txt"]
    file = tmp_path / "notes.txt"
    assert "is a file, not a folder" in play_sh(str(file)).stderr
