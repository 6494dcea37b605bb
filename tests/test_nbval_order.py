"""`pytest --nbval` over the tutorials as an adopter runs it — plain nbval, no plugin, no output
masked, the progress file where a learner's goes (``moon-progress.json`` beside the notebooks) —
passes whatever ran before: a notebook's saved outputs never show what another notebook wrote
into that file (lesson 1 plays a hand at a table, kept for review; notebook 0's `Review()` then
has its decisions still to weigh, which its saved output does not say).

One nbval run of four notebooks copied into a fresh folder, in an order that puts notebook 0
both before and after lesson 1: the first copy of 0 runs with no progress file, lesson 1 writes
one, and the English and the Hungarian notebook 0 run after it with that file there.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
ORDER = [
    ("a-00.ipynb", NOTEBOOKS / "00-learn-by-playing.ipynb"),  # no progress file yet
    ("b-01.ipynb", NOTEBOOKS / "01-quick-start.ipynb"),  # plays a hand: the file is written
    ("c-00.ipynb", NOTEBOOKS / "00-learn-by-playing.ipynb"),  # with lesson 1's hand kept
    ("d-hu-00.ipynb", NOTEBOOKS / "hu" / "00-learn-by-playing.ipynb"),
]


def test_plain_nbval_passes_before_and_after_another_notebook_wrote_the_progress_file(
    tmp_path: Path,
) -> None:
    for name, source in ORDER:
        shutil.copy(source, tmp_path / name)
    # The learner's default place: no $MOON_NB_PROGRESS (the suite's fixture sets one).
    env = {k: v for k, v in os.environ.items() if k != "MOON_NB_PROGRESS"}
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "--nbval", "-p", "no:cacheprovider", "-q"]
        + [name for name, _ in ORDER],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert run.returncode == 0, run.stdout[-6000:] + run.stderr[-2000:]
    kept = (tmp_path / "moon-progress.json").read_text(encoding="utf-8")
    assert '"source": "table"' in kept, "lesson 1's hand was kept: the later notebooks saw it"
