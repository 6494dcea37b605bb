"""`scripts/test.sh` runs the notebooks under nbval even when the tests failed, and fails at the
end when either did (it used to stop at the first failure, so a flaky browser test hid the
notebooks' result).

The script runs in a copy of the repository's scripts/ whose Python, ruff and mypy are stand-ins
that write down how they were called (and the tests' pytest fails or passes as told): what is
checked is the script's own order and exit status, in a second.
"""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

STAND_IN = """#!/usr/bin/env bash
# A stand-in for python3, .venv/bin/python, ruff and mypy: it writes down how it was called.
echo "$(basename "$0") $*" >> "$CALLS"
if [ "$1 $2" = "-m venv" ]; then
    mkdir -p "$3/bin"
    for name in python ruff mypy; do cp "$0" "$3/bin/$name"; done
fi
if [ "$1 $2 $3" = "-m pytest tests" ]; then exit "$TESTS_EXIT"; fi
if [ "$1 $2 $3" = "-m pytest --nbval" ]; then exit "$NOTEBOOKS_EXIT"; fi
exit 0
"""


def run_test_sh(tmp_path: Path, tests: int, notebooks: int) -> tuple[int, str, list[str]]:
    """scripts/test.sh in a copy, with the tests' and the notebooks' pytest exiting as given:
    (its exit status, its stderr, the commands it ran)."""
    copy = tmp_path / "repo"
    (copy / "scripts").mkdir(parents=True)
    (copy / "scripts" / "test.sh").write_text((ROOT / "scripts" / "test.sh").read_text())
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    (bin_dir / "python3").write_text(STAND_IN)
    (bin_dir / "python3").chmod(0o755)
    calls = tmp_path / "calls"
    env = dict(
        os.environ,
        PATH=f"{bin_dir}{os.pathsep}{os.environ['PATH']}",
        CALLS=str(calls),
        TESTS_EXIT=str(tests),
        NOTEBOOKS_EXIT=str(notebooks),
    )
    done = subprocess.run(
        ["bash", "scripts/test.sh"], cwd=copy, env=env, capture_output=True, text=True
    )
    return done.returncode, done.stderr, calls.read_text().splitlines()


def nbval_ran(calls: list[str]) -> bool:
    return any("pytest --nbval notebooks" in call for call in calls)


@pytest.mark.parametrize(
    ("tests", "notebooks", "status", "said"),
    [
        (0, 0, 0, ""),
        (1, 0, 1, "test.sh: failed: tests"),
        (0, 1, 1, "test.sh: failed: notebooks"),
        (1, 1, 1, "test.sh: failed: tests notebooks"),
    ],
)
def test_the_notebooks_run_whatever_the_tests_did_and_any_failure_fails(
    tmp_path: Path, tests: int, notebooks: int, status: int, said: str
) -> None:
    code, stderr, calls = run_test_sh(tmp_path, tests, notebooks)
    assert nbval_ran(calls), calls
    assert code == status, stderr
    assert said in stderr
    if not said:
        assert "failed" not in stderr
