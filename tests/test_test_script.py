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
if [ "$1 $2 $3" = "-m pytest tests" ]; then
    if [ -n "${CORE_FREE:-}" ]; then
        # A worker is done: the notebooks start while the other still runs (up to 10 s).
        touch "$MOON_NB_CORE_FREE"
        for _ in $(seq 100); do grep -q -- --nbval "$CALLS" && break; sleep 0.1; done
    fi
    echo "tests end" >> "$CALLS"
    exit "$TESTS_EXIT"
fi
if [ "$1 $2 $3" = "-m pytest --nbval" ]; then echo "passed $4"; exit "$NOTEBOOKS_EXIT"; fi
exit 0
"""


def run_test_sh(
    tmp_path: Path, tests: int, notebooks: int, core_free: bool = False
) -> tuple[int, str, list[str]]:
    """scripts/test.sh in a copy, with the tests' and the notebooks' pytest exiting as given
    (and, if ``core_free``, the tests saying a worker is done and waiting for the notebooks to
    start): (its exit status, its stderr, the commands it ran)."""
    return run_in_copy(tmp_path, tests, notebooks, core_free)[:3]


def run_in_copy(
    tmp_path: Path, tests: int, notebooks: int, core_free: bool
) -> tuple[int, str, list[str], str]:
    """As `run_test_sh`, with three languages' notebooks (en, fi, hu), and its stdout too."""
    copy = tmp_path / "repo"
    (copy / "scripts").mkdir(parents=True)
    (copy / "scripts" / "test.sh").write_text((ROOT / "scripts" / "test.sh").read_text())
    for folder in ("notebooks", "notebooks/fi", "notebooks/hu"):
        (copy / folder).mkdir(parents=True, exist_ok=True)
        (copy / folder / "00.ipynb").write_text("{}")
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
        CORE_FREE="1" if core_free else "",
    )
    done = subprocess.run(
        ["bash", "scripts/test.sh"], cwd=copy, env=env, capture_output=True, text=True
    )
    return done.returncode, done.stderr, calls.read_text().splitlines(), done.stdout


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


def test_the_notebooks_start_on_the_core_a_finished_worker_frees_and_each_language_runs_once(
    tmp_path: Path,
) -> None:
    code, stderr, calls, stdout = run_in_copy(tmp_path, 0, 0, core_free=True)
    assert code == 0, stderr
    nbval = [k for k, call in enumerate(calls) if "--nbval" in call]
    assert nbval[0] < calls.index("tests end"), calls
    folders = sorted(calls[k].split()[4] for k in nbval)
    assert folders == ["notebooks/00.ipynb", "notebooks/fi/00.ipynb", "notebooks/hu/00.ipynb"]
    # Each language says its result after the tests, in order, whichever ran first.
    said = [line.split()[0] for line in stdout.splitlines() if "passed" in line]
    assert said == ["en:", "fi:", "hu:"], stdout
