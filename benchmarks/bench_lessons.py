"""How long each tutorial is, for the teacher's guide's time estimates: the words to read, the
code cells, the exercises (quizzes and answer cells), the tables to play, and how long the
notebook takes to run top to bottom in a fresh kernel (nbclient, as tutorials/build.py runs
it; figures only, nothing is saved).

    .venv/bin/python benchmarks/bench_lessons.py [NAME_PREFIX ...]

The time a learner needs is estimated from these counts (see docs/teachers-guide.md, "How the
times were estimated"): reading at 120 words a minute (instructional text with pictures, read
to be understood), half a minute per code cell to read and run it, two minutes per exercise
(reading the question, answering, reading the feedback, trying again), five minutes per table
to play a hand, and the notebook's own run time.
"""

from __future__ import annotations

import os
import re
import sys
import tempfile
import time
from pathlib import Path

import nbformat
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parents[1]
WORDS_PER_MINUTE = 120
MINUTES_PER_CODE_CELL = 0.5
MINUTES_PER_EXERCISE = 2.0
MINUTES_PER_TABLE = 5.0


def counts(path: Path) -> dict[str, int]:
    nb = nbformat.read(path, as_version=4)
    markdown = [c.source for c in nb.cells if c.cell_type == "markdown"]
    code = [c.source for c in nb.cells if c.cell_type == "code"]
    words = sum(len(re.findall(r"[A-Za-z0-9'’-]+", text)) for text in markdown)
    quizzes = sum(len(re.findall(r"\bQuiz\(", text)) for text in code)
    answers = sum(text.count(".answer(...)") for text in code)
    tables = sum(len(re.findall(r"\bMoonTable\(", text)) for text in code)
    return {
        "words": words,
        "code cells": len(code),
        "exercises": max(quizzes, answers),
        "tables": tables,
    }


def run_seconds(path: Path) -> float:
    nb = nbformat.read(path, as_version=4)
    client = NotebookClient(
        nb,
        timeout=300,
        kernel_name="python3",
        resources={"metadata": {"path": str(path.parent)}},
        store_widget_state=False,
    )
    with tempfile.TemporaryDirectory() as scratch:
        env = {**os.environ, "MOON_NB_PROGRESS": os.path.join(scratch, "moon-progress.json")}
        started = time.perf_counter()
        client.execute(env=env)
        return time.perf_counter() - started


def estimate(c: dict[str, int], seconds: float) -> float:
    """Minutes a learner needs, by the rule of thumb in the module docstring."""
    return (
        c["words"] / WORDS_PER_MINUTE
        + c["code cells"] * MINUTES_PER_CODE_CELL
        + c["exercises"] * MINUTES_PER_EXERCISE
        + c["tables"] * MINUTES_PER_TABLE
        + seconds / 60
    )


def main(prefixes: list[str]) -> None:
    paths = sorted((ROOT / "notebooks").glob("*.ipynb"))
    if prefixes:
        paths = [p for p in paths if any(p.stem.startswith(x) for x in prefixes)]
    header = "| notebook | words | code cells | exercises | tables | run (s) | estimate (min) |"
    print(header)
    print("|" + "---|" * 7)
    for path in paths:
        c = counts(path)
        seconds = run_seconds(path)
        minutes = estimate(c, seconds)
        print(
            f"| {path.stem} | {c['words']} | {c['code cells']} | {c['exercises']} | "
            f"{c['tables']} | {seconds:.1f} | {minutes:.0f} |",
            flush=True,
        )


if __name__ == "__main__":
    main(sys.argv[1:])
