"""The scratch folders of earlier runs, deleted without holding this run up.

pytest keeps the base folders of the last few runs (``/tmp/pytest-of-USER/pytest-N``) and, as a
run ends, deletes the older ones itself, one file at a time, before it says how long the run
took. A whole run of this suite leaves some 60,000 files there (the README's and lab.sh's
environments, sites, courses), and this machine's disk is slow to delete files long written to
it: 76 s for the README's environment alone (17,632 files; 1.1 s of CPU). `move_aside` takes
the folders pytest would delete (the same ones: `cleanup_candidates`, and only those whose lock
says no run holds them) out of its way, renamed, and leaves their deletion to an ``rm`` of its
own that goes on after the run; pytest then finds nothing to delete.
"""

from __future__ import annotations

import contextlib
import subprocess
import uuid
from pathlib import Path

import pytest
from _pytest.pathlib import LOCK_TIMEOUT, cleanup_candidates, ensure_deletable

DELETING = "deleting-"
"""The prefix of a folder moved aside: not pytest's own ``garbage-``, which pytest deletes
itself at the end of a run."""


def move_aside(session: pytest.Session) -> list[Path]:
    """Move the earlier runs' folders pytest would delete at the end of this session aside and
    delete them there (`delete_aside`). None in a worker, or where the base folder was given
    (``--basetemp``)."""
    factory = getattr(session.config, "_tmp_path_factory", None)
    base = getattr(factory, "_basetemp", None)
    if factory is None or base is None or factory._given_basetemp is not None:
        return []
    keep = int(session.config.getini("tmp_path_retention_count"))
    if session.config.getini("tmp_path_retention_policy") == "none":
        keep = 0
    return delete_aside(base, keep)


def delete_aside(base: Path, keep: int) -> list[Path]:
    """The numbered folders beside this run's ``base`` that pytest deletes at a run's end (all
    but the newest ``keep``, and not one a live run holds by its lock), each renamed aside, and
    their deletion (with any left from a run whose ``rm`` was stopped) started in a process that
    nothing waits for. Returns the folders given to it."""
    root = base.parent
    dead_before = base.stat().st_mtime - LOCK_TIMEOUT
    doomed = list(root.glob(f"{DELETING}*"))
    for path in cleanup_candidates(root, "pytest-", keep):
        if path != base and ensure_deletable(path, dead_before):
            aside = root / f"{DELETING}{uuid.uuid4()}"
            with contextlib.suppress(OSError):  # another run's end took it first
                path.rename(aside)
                doomed.append(aside)
    if doomed:
        subprocess.run(
            ["sh", "-c", 'rm -rf "$@" &', "sh", *map(str, doomed)],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            check=True,
        )
    return doomed
