"""`Review()` in a real JupyterLab: a learner who played two hands (a seeded random player, who
makes mistakes) opens the review and meets their own costly decision as a puzzle at the table —
face down, one goal — answers it, and is told when it comes back; in another kernel the deck is
read from the progress file, and the review says when the card comes back."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from guide import answered, at_step
from harness import JupyterServer, show_table, write_notebook

pytestmark = pytest.mark.browser

PROGRESS = 'import os\nos.environ["MOON_NB_PROGRESS"] = os.path.abspath("review-progress.json")\n'
PLAYED = (
    PROGRESS + "from moon_nb import MoonTable, Review\n"
    "from moon_nb.players import RandomPlayer\n"
    "for seed in (3, 4):  # two hands, the learner a random player\n"
    '    table = MoonTable(seed=seed, level="club", pace_ms=0)\n'
    "    learner = RandomPlayer(seed)\n"
    "    while table.game.hands_played == 0:\n"
    "        table.act(learner.choose(table.game.observe(table.seat)))\n"
    "review = Review(pace_ms=0)\n"
    "review"
)
AGAIN = PROGRESS + "from moon_nb import Review\nReview(pace_ms=0)"


def test_the_learners_mistake_comes_back_as_a_puzzle(
    lab: JupyterServer, page: Any, notebook_dir: Path
) -> None:
    (notebook_dir / "review-progress.json").unlink(missing_ok=True)
    write_notebook(notebook_dir / "review.ipynb", [PLAYED])
    write_notebook(notebook_dir / "review-again.ipynb", [AGAIN])
    table = show_table(page, lab, "review.ipynb")
    notice = table.locator(".moon-notice")
    assert notice.inner_text() == "1 card due, of 1 card.", notice.inner_text()
    step = str(table.get_attribute("data-step"))
    assert step.startswith("review-")
    at_step(table, step)
    panel = table.locator(".moon-guide").inner_text()
    assert "bidding" in panel and "Find the better decision." in panel
    assert table.locator(".moon-seat .moon-down").count() > 0, "the others' tiles face down"
    assert table.locator(".moon-seat [data-tile]").count() == 0
    # The learner bid 6 at the table; passing was the better decision.
    wrong = table.locator('.moon-actions [data-key="act:bid 6"]')
    words = answered(table, wrong.click, "wrong", timeout=120_000)
    assert words.startswith("Not yet."), words
    right = table.locator('.moon-actions [data-key="act:pass"]')
    words = answered(table, right.click, "solved", timeout=120_000)
    assert words.startswith("Solved."), words
    back = table.locator(".moon-guide-verdict .moon-stars").get_attribute("aria-label")
    assert back == "This card comes back again tomorrow.", back  # wrong first: again

    table = show_table(page, lab, "review-again.ipynb")
    notice = table.locator(".moon-notice").inner_text()
    assert notice == "Nothing is due: the next card comes back again tomorrow. Meanwhile, practice."
    assert str(table.get_attribute("data-step")).startswith("learn-")
    assert not page.errors, page.errors
