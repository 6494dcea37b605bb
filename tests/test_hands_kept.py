"""Every hand played at a table is kept for `Review()`, whatever module the table was made from:
`moon_nb` itself registers the review deck with the tables' recording, so a notebook that
imports only `moon_nb.reference.debrief` (notebook 0's coached hand) keeps its hand as surely as
one that imports `MoonTable`. Each way the notebooks and docs make a table is tried in a fresh
interpreter, as a notebook's kernel starts, with a progress file of the test's own."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from moon_nb.progress.store import Session

ROOT = Path(__file__).resolve().parents[1]

MADE = {
    "from moon_nb import MoonTable": "MoonTable(seed=3, level='beginner')",
    "import moon_nb": "moon_nb.MoonTable(seed=3, level='beginner')",
    "from moon_nb.table.hosts.widget import MoonTable": "MoonTable(seed=3, level='beginner')",
    "from moon_nb.reference.debrief import coached_hand": "coached_hand(level='beginner')",
}
"""How a notebook or a doc makes a table: its import, then the table."""

PLAY = """
from moon_nb.players import RandomPlayer
from moon_nb.players import evaluation

evaluation.DEALS.update({phase: 6 for phase in evaluation.DEALS})  # the coach's weighing, quick
learner = RandomPlayer(3)
while table.game.hands_played == 0:
    table.act(learner.choose(table.game.observe(table.seat)))
print(len(table.session.decisions))
"""


@pytest.mark.parametrize("imported", list(MADE))
def test_a_hand_is_kept_however_the_table_was_imported(imported: str, tmp_path: Path) -> None:
    progress = tmp_path / "moon-progress.json"
    code = f"{imported}\ntable = {MADE[imported]}\n" + textwrap.dedent(PLAY)
    env = dict(os.environ, MOON_NB_PROGRESS=str(progress))
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, cwd=tmp_path, env=env
    )
    assert done.returncode == 0, done.stderr
    decisions = int(done.stdout.split()[-1])
    assert decisions > 0
    deck = Session(progress).deck()
    assert len(deck.played) == decisions, imported
