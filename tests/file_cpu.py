"""Where the suite's time goes, file by file: the CPU each test file cost (its worker's, and
every process's the worker started, directly or not — servers, kernels, Chromium, builds — while
the file ran, from its first test to its last's teardown) beside its wall time, printed at the
end of a run given ``--file-cpu=N`` (the N files that cost the most CPU).

The suite runs on two workers on two cores, and this machine is often shared: a test's wall
time says how long it waited as much as how much it did, while its CPU says the work. A file
whose CPU is far below its wall time waits (a server's start, a page's animation, a timeout):
its core is idle meanwhile. With xdist each worker measures its own files and sends them to the
controller with its results (``workeroutput``).

The CPU is charged when it is used, not when a process ends: the system counts a process's
CPU to its parent only once the parent has waited for it, and a session's Chromium or Jupyter
server, or a process whose ``Popen`` was dropped (Python waits for it at the next ``Popen``),
is waited for long after the files that made it work, by whichever file happens to run then
(one run charged `tests/test_wire.py` 127 s of CPU in 12 s of wall). So a file's CPU is the
change, across its tests, of the worker's process tree's total (`Tree.cpu`): the worker's own
and its waited-for children's, plus what every live descendant has used so far (read from
``/proc``). A session's server working for a file's tests is that file's cost; its idle
seconds are charged to whichever file runs meanwhile, and its teardown at the session's end to
none.
"""

from __future__ import annotations

import os
import resource
import time
from collections.abc import Generator, Set
from dataclasses import dataclass, field
from typing import Any

import pytest

KEY = "moon_nb_file_cpu"
TICK = os.sysconf("SC_CLK_TCK")


def cpu_seconds() -> float:
    """User and system CPU of this process and of its children it has waited for."""
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def _stat(pid: int) -> tuple[int, float] | None:
    """A process's start time (to tell a reused pid) and the CPU it and its waited-for
    children have used (user and system), or None when it is gone."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as f:
            raw = f.read()
    except OSError:
        return None
    # The name (field 2) is in parentheses and may hold spaces: the fields follow its last ")".
    fields = raw[raw.rfind(b")") + 2 :].split()
    # Fields 14-17 (utime, stime, cutime, cstime) and 22 (starttime), counted from 1; here
    # field 3 is at index 0.
    ticks = sum(int(f) for f in fields[11:15])
    return int(fields[19]), ticks / TICK


def _children(pid: int) -> list[int]:
    """The live children of process ``pid`` (each of its threads keeps its own list)."""
    found: list[int] = []
    try:
        tasks = os.listdir(f"/proc/{pid}/task")
    except OSError:
        return found
    for tid in tasks:
        try:
            with open(f"/proc/{pid}/task/{tid}/children", "rb") as f:
                found.extend(int(c) for c in f.read().split())
        except OSError:
            continue
    return found


@dataclass
class Tree:
    """The CPU this process and every process it started has used, counted as it is used."""

    known: dict[int, tuple[int, float]] = field(default_factory=dict)
    """The descendants seen so far, still alive when last seen: pid -> (start, CPU)."""
    outside: set[int] = field(default_factory=set)
    """Those seen last outside the tree (their parent ended; they live on)."""
    lost: float = 0.0
    """What the descendants that ended outside the tree used: no parent here waited for them,
    so no total here holds it."""

    def cpu(self) -> float:
        """The tree's CPU so far: this process's own and its waited-for children's, every live
        descendant's (with its own waited-for children's), every process once in the tree that
        now lives outside it (its parent ended) with its descendants, and the last seen CPU of
        those that ended outside it."""
        in_tree = _walk([os.getpid()], set())
        # Still alive, the same process (not a reused pid), yet no longer below this one.
        outside: dict[int, tuple[int, float]] = {}
        for pid, (start, _) in self.known.items():
            now = _stat(pid) if pid not in in_tree else None
            if now is not None and now[0] == start:
                outside[pid] = now
        outside |= _walk(list(outside), in_tree.keys() | outside.keys())
        for pid in self.outside - outside.keys():
            # Ended outside the tree: no parent here waited for it, so no total here holds it.
            self.lost += self.known[pid][1]
        self.known, self.outside = in_tree | outside, set(outside)
        return cpu_seconds() + sum(cpu for _, cpu in self.known.values()) + self.lost


def _walk(roots: list[int], skip: Set[int]) -> dict[int, tuple[int, float]]:
    """Every live descendant of ``roots`` but those in ``skip``: pid -> (start, CPU)."""
    found: dict[int, tuple[int, float]] = {}
    todo = list(roots)
    while todo:
        for child in _children(todo.pop()):
            if child in skip or child in found:
                continue
            now = _stat(child)
            if now is not None:
                found[child] = now
                todo.append(child)
    return found


def _file(item: pytest.Item) -> str:
    """The test file an item is in."""
    return item.nodeid.split("::")[0]


@dataclass
class FileCpu:
    """The CPU and wall seconds and the number of tests of each file this process ran."""

    show: int
    tree: Tree = field(default_factory=Tree)
    files: dict[str, list[float]] = field(default_factory=dict)
    """A file's path: [CPU seconds, wall seconds, tests]."""
    running: str | None = None
    """The file whose tests run now."""
    since: float = 0.0
    """The tree's CPU when they began."""

    @pytest.hookimpl(hookwrapper=True)
    def pytest_runtest_protocol(
        self, item: pytest.Item, nextitem: pytest.Item | None
    ) -> Generator[None]:
        """Each test's wall, setup to teardown (a module fixture's teardown runs in the file's
        last test's), added to its file's; the file's CPU from its first test's start to its
        last's end. The tree is read as a file's tests begin and end only, not at each test:
        with Chromium's dozen processes and their hundred and fifty threads a reading takes
        3.5 ms of CPU, and a session's Chromium lives on through the thousands of tests after
        it."""
        name = _file(item)
        if self.running != name:
            self.running, self.since = name, self.tree.cpu()
        wall = time.perf_counter()
        yield
        row = self.files.setdefault(name, [0.0, 0.0, 0.0])
        row[1] += time.perf_counter() - wall
        row[2] += 1
        if nextitem is None or _file(nextitem) != name:
            row[0] += self.tree.cpu() - self.since
            self.running = None

    def pytest_sessionfinish(self, session: pytest.Session) -> None:
        """A worker hands its files to the controller."""
        output = getattr(session.config, "workeroutput", None)
        if output is not None:
            output[KEY] = self.files

    def pytest_testnodedown(self, node: Any, error: Any) -> None:
        """The controller gathers a worker's files."""
        for name, (cpu, wall, tests) in getattr(node, "workeroutput", {}).get(KEY, {}).items():
            row = self.files.setdefault(name, [0.0, 0.0, 0.0])
            row[0] += cpu
            row[1] += wall
            row[2] += tests

    def pytest_terminal_summary(self, terminalreporter: Any) -> None:
        """The files that used the most CPU, with their wall time and their share of the run's
        CPU."""
        if not self.files:
            return
        total = sum(cpu for cpu, _, _ in self.files.values())
        walls = sum(wall for _, wall, _ in self.files.values())
        terminalreporter.write_sep("=", f"the {self.show} test files that used the most CPU")
        terminalreporter.write_line(
            f"all {len(self.files)} files: {total:.0f} s of CPU in {walls:.0f} s of worker time"
        )
        ranked = sorted(self.files.items(), key=lambda kv: -kv[1][0])
        for name, (cpu, wall, tests) in ranked[: self.show]:
            share = cpu / total
            terminalreporter.write_line(
                f"{cpu:7.1f} s CPU {wall:7.1f} s wall {share:6.1%} {int(tests):4d} tests  {name}"
            )


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--file-cpu",
        type=int,
        default=0,
        metavar="N",
        help="at the end, the N test files that used the most CPU, with their wall time",
    )


def pytest_configure(config: pytest.Config) -> None:
    show = int(config.getoption("file_cpu"))
    if show > 0:
        config.pluginmanager.register(FileCpu(show), "moon_nb_file_cpu")
