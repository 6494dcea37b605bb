"""`pytest --file-cpu=N` (`tests/file_cpu.py`) prints the files that used the most CPU, the
busiest first, with their wall time and number of tests: a file that works shows its CPU, one
that only waits shows its wall time and next to no CPU."""

from __future__ import annotations

import re

import pytest

pytest_plugins = ["pytester"]


def test_the_file_that_works_comes_first_and_the_one_that_waits_shows_its_wait(
    pytester: pytest.Pytester,
) -> None:
    pytester.makepyfile(
        test_works="""
            def test_a():
                n = 0
                for k in range(3_000_000):
                    n += k
            def test_b():
                pass
        """,
        test_waits="""
            import time
            def test_c():
                time.sleep(0.3)
        """,
    )
    done = pytester.runpytest_inprocess("-p", "file_cpu", "--file-cpu=5", "-p", "no:randomly")
    done.assert_outcomes(passed=3)
    rows = [
        re.match(r"\s*([\d.]+) s CPU\s+([\d.]+) s wall\s+[\d.]+%\s+(\d+) tests\s+(\S+)", line)
        for line in done.outlines
    ]
    found = [(float(m[1]), float(m[2]), int(m[3]), m[4]) for m in rows if m]
    assert [(tests, name) for _, _, tests, name in found] == [
        (2, "test_works.py"),
        (1, "test_waits.py"),
    ]
    (works_cpu, _, _, _), (waits_cpu, waits_wall, _, _) = found
    assert works_cpu > 0.05
    assert waits_wall >= 0.3 > waits_cpu * 3
