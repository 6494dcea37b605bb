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


def test_a_child_is_charged_to_the_file_it_worked_in_not_to_the_one_that_waits_for_it(
    pytester: pytest.Pytester,
) -> None:
    """A server started in one file and stopped (waited for) in another: the system counts its
    CPU to the worker only when it is waited for, yet its work is the first file's."""
    pytester.makeconftest(
        """
            import subprocess, sys
            import pytest
            BURN = (
                "import time\\n"
                "end = time.process_time() + 0.6\\n"
                "while time.process_time() < end: pass\\n"
                "print('done', flush=True)\\n"
                "time.sleep(60)\\n"
            )
            @pytest.fixture(scope="session")
            def server():
                child = subprocess.Popen([sys.executable, "-c", BURN], stdout=subprocess.PIPE)
                yield child
        """
    )
    pytester.makepyfile(
        test_a_works="""
            def test_work(server):
                assert server.stdout.readline() == b"done\\n"
        """,
        test_b_stops="""
            def test_stop(server):
                server.kill()
                server.wait()
        """,
    )
    done = pytester.runpytest_inprocess("-p", "file_cpu", "--file-cpu=5", "-p", "no:randomly")
    done.assert_outcomes(passed=2)
    rows = [
        re.match(r"\s*([\d.]+) s CPU\s+[\d.]+ s wall\s+[\d.]+%\s+\d+ tests\s+(\S+)", line)
        for line in done.outlines
    ]
    cpu = {m[2]: float(m[1]) for m in rows if m}
    assert cpu["test_a_works.py"] >= 0.5, cpu
    assert cpu["test_b_stops.py"] < 0.3, cpu
