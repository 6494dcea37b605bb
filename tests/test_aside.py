"""`aside.delete_aside`: the earlier runs' scratch folders pytest would delete at a run's end are
moved out of its way and deleted by a process nothing waits for — the same folders pytest
takes (all but the newest few), never one a live run holds by its lock."""

from __future__ import annotations

from pathlib import Path

from _pytest.pathlib import get_lock_path
from aside import DELETING, delete_aside


def test_the_folders_pytest_would_delete_are_moved_aside(tmp_path: Path) -> None:
    runs = [tmp_path / f"pytest-{n}" for n in range(1, 7)]
    for run in runs:
        (run / "env" / "bin").mkdir(parents=True)
        (run / "env" / "bin" / "python").write_text("#")
    # pytest-1 is held by a run still going (its lock is fresh); pytest-6 is this run's.
    get_lock_path(runs[0]).write_text("4242")
    moved = delete_aside(runs[-1], keep=3)
    assert [p.exists() for p in runs] == [True, False, False, True, True, True]
    assert len(moved) == 2 and all(p.name.startswith(DELETING) for p in moved)
    # Whatever is still being deleted is taken up again by the next run's end.
    left = tmp_path / f"{DELETING}left-by-a-stopped-rm"
    left.mkdir()
    assert left in delete_aside(runs[-1], keep=3)
