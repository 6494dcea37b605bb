"""`Review()` in a real JupyterLab: a learner who played two hands (a seeded random player, who
makes mistakes) — each weighed by a worker process the kernel started when the hand ended —
opens the review and meets their own costly decision as a puzzle at the table — face down, one
goal — answers it, and is told when it comes back; in another kernel the deck is read from the
progress file, and the review says when the card comes back. A hand not yet weighed (no worker
in that kernel) is weighed when the learner asks for their cards, the table saying how far it
has got."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from accessible import assert_accessible
from guide import answered, at_step
from harness import JupyterServer, show_table, write_notebook

pytestmark = pytest.mark.browser

PROGRESS = 'import os\nos.environ["MOON_NB_PROGRESS"] = os.path.abspath("review-progress.json")\n'
HANDS = (
    "from moon_nb import MoonTable, Review\n"
    "from moon_nb.players import RandomPlayer\n"
    "for seed in {seeds}:  # the learner a random player\n"
    '    table = MoonTable(seed=seed, level="club", pace_ms=0)\n'
    "    learner = RandomPlayer(seed)\n"
    "    while table.game.hands_played == 0:\n"
    "        table.act(learner.choose(table.game.observe(table.seat)))\n"
)
PLAYED = (
    PROGRESS
    + 'os.environ["MOON_NB_WEIGHER"] = "process"  # (the tests\' kernels start none)\n'
    + HANDS.format(seeds=(3, 4))
    + "from moon_nb.progress.store import SESSION\n"
    "from moon_nb.review.weigher import weigher_of\n"
    "weigher_of(SESSION).settle()  # what the worker weighed, kept (the learner's minutes)\n"
    "review = Review(pace_ms=0)\n"
    "review"
)
AGAIN = PROGRESS + "from moon_nb import Review\nReview(pace_ms=0)"
LATER = PROGRESS + HANDS.format(seeds=(5,)) + "Review(pace_ms=0)"
NOTICES = """t => { window.moonNotices = [];
  new MutationObserver(() => { const n = t.querySelector('.moon-notice');
    if (n) window.moonNotices.push(n.textContent); })
  .observe(t, {subtree: true, childList: true, characterData: true}); }"""


def test_the_learners_mistake_comes_back_as_a_puzzle(
    lab: JupyterServer, page: Any, notebook_dir: Path
) -> None:
    (notebook_dir / "review-progress.json").unlink(missing_ok=True)
    write_notebook(notebook_dir / "review.ipynb", [PLAYED])
    write_notebook(notebook_dir / "review-again.ipynb", [AGAIN])
    write_notebook(notebook_dir / "review-later.ipynb", [LATER])
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
    assert_accessible(table, "the review's card, in JupyterLab")
    # The learner bid 6 at the table; passing was the better decision.
    wrong = table.locator('.moon-actions [data-key="act:bid 6"]')
    words = answered(table, wrong.click, "wrong", timeout=120_000)
    assert words.startswith("Not yet."), words
    assert_accessible(table, "the review's card, a wrong try, in JupyterLab")
    right = table.locator('.moon-actions [data-key="act:pass"]')
    words = answered(table, right.click, "solved", timeout=120_000)
    assert words.startswith("Solved."), words
    assert_accessible(table, "the review's card solved, in JupyterLab")
    # When it comes back, in the verdict's words (wrong first: again).
    assert words.endswith(" This card comes back again tomorrow."), words

    table = show_table(page, lab, "review-again.ipynb")
    notice = table.locator(".moon-notice").inner_text()
    assert notice == "Nothing is due: the next card comes back again tomorrow. Meanwhile, practice."
    assert str(table.get_attribute("data-step")).startswith("learn-")

    table = show_table(page, lab, "review-later.ipynb")
    notice = table.locator(".moon-notice").inner_text()
    assert notice == (
        "10 kept decisions are still to weigh: Next step weighs them, a card at a time. "
        "Meanwhile, practice."
    ), notice
    page.evaluate(NOTICES, table.element_handle())
    table.locator('[data-key="guide:next"]').click()
    page.wait_for_function(
        "t => (t.dataset.step || '').startsWith('review-') && t.dataset.stepStatus === 'play'",
        arg=table.element_handle(),
        timeout=120_000,
    )
    said = page.evaluate("window.moonNotices")
    assert "Weighing 1 of 10 kept decisions…" in said, said
    assert "bidding" in table.locator(".moon-guide").inner_text()
    assert not page.errors, page.errors
