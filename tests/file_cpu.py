"""Where the suite's time goes, file by file: the CPU each test file used (its worker and every
process the worker started and waited for — servers, kernels, Chromium, builds — from the
file's first test to its last's teardown) beside its wall time, printed at the end of a run
given ``--file-cpu=N`` (the N files that used the most CPU).

The suite runs on two workers on two cores, and this machine is often shared: a test's wall
time says how long it waited as much as how much it did, while its CPU says the work. A file
whose CPU is far below its wall time waits (a server's start, a page's animation, a timeout):
its core is idle meanwhile. With xdist each worker measures its own files and sends them to the
controller with its results (``workeroutput``); a session-scoped fixture's start is counted in
the first file that asks for it, and what is stopped only as the session ends in none.
"""

from __future__ import annotations

import resource
import time
from collections.abc import Generator
from dataclasses import dataclass, field
from typing import Any

import pytest

KEY = "moon_nb_file_cpu"


def cpu_seconds() -> float:
    """User and system CPU of this process and of its children it has waited for."""
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


@dataclass
class FileCpu:
    """The CPU and wall seconds and the number of tests of each file this process ran."""

    show: int
    files: dict[str, list[float]] = field(default_factory=dict)
    """A file's path: [CPU seconds, wall seconds, tests]."""

    @pytest.hookimpl(hookwrapper=True)
    def pytest_runtest_protocol(
        self, item: pytest.Item, nextitem: pytest.Item | None
    ) -> Generator[None]:
        """Each test's CPU and wall, setup to teardown (a module fixture's teardown runs in the
        file's last test's), added to its file's."""
        cpu, wall = cpu_seconds(), time.perf_counter()
        yield
        row = self.files.setdefault(item.nodeid.split("::")[0], [0.0, 0.0, 0.0])
        row[0] += cpu_seconds() - cpu
        row[1] += time.perf_counter() - wall
        row[2] += 1

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
