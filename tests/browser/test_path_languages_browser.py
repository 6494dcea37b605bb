"""The guided path in the learner's language in a real JupyterLab (issue 41): ``Learn(lang=...)``
in Hungarian and in Lao, at a step of the first chapter — its rule card opened from the panel,
then a wrong try, its verdict and the hint — shows no English word on the step (the panel, the
card, the verdict, the hint, every label and tooltip: the JavaScript takes each word from
Python), and on a 1366x768 laptop no word is cut short or sticks out of its box. Screenshots go
to test-artifacts/ (path-lang-hu.png, path-lang-lo.png and each one's -card.png)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from guide import answered, at_step, click_tile, step_hint
from harness import JupyterServer, show_table, write_notebook
from steady import LAPTOP, clipped, overflow

from moon_nb.path.guided import STEPS

pytestmark = pytest.mark.browser

STEP = next(s for s in STEPS if s.id == "learn-win-trick")
"""A step whose wrong try is judged in the path's own words (and the engine's): 5-2 loses."""
WRONG = "5-2"

ENGLISH = {
    "the", "and", "this", "your", "you", "with", "not", "Step", "Goal", "Rule", "Next",
    "Previous", "Hint", "Start", "again", "Play", "step", "trick", "tile", "Seat", "seat", "Win",
    "Words", "glossary", "does", "take", "suit", "leads", "chapter", "Undo", "Settings",
}  # fmt: skip
"""English words the step would show if a word were not sent in the path's language."""
LATIN_IN_LAO = {"Moon", "Esc"}
"""The Latin words a Lao step may show: the game's name (the Lao seed writes it so) and a key."""

SHOWN = """t => {
  // Every word on show: the visible text, and the labels and tooltips of visible parts.
  const parts = [t.innerText];
  for (const e of t.querySelectorAll("[aria-label], [title]")) {
    if (e.offsetParent === null) continue;
    parts.push(e.getAttribute("aria-label") || "", e.getAttribute("title") || "");
  }
  return parts.join("\\n");
}"""


def words_on(table: Any) -> str:
    return str(table.evaluate(SHOWN))


def foreign(code: str, text: str) -> set[str]:
    """The words of ``text`` that do not belong on a step in ``code``."""
    tokens = set(re.findall(r"[A-Za-z]+", text))
    found = tokens & ENGLISH
    if code == "lo":
        found |= {t for t in tokens if len(t) > 1} - LATIN_IN_LAO
    return found


@pytest.mark.parametrize("code", ["hu", "lo"])
def test_a_path_step_in_hungarian_and_lao_shows_no_english_word_and_cuts_none(
    code: str, lab: JupyterServer, notebook_dir: Path, page: Any, artifacts: Path
) -> None:
    name = f"path-{code}.ipynb"
    number = STEPS.index(STEP) + 1
    cell = f"from moon_nb import Learn\npath = Learn(start={number}, pace_ms=0, lang={code!r})"
    write_notebook(notebook_dir / name, [f"{cell}\npath"])
    page.set_viewport_size(LAPTOP)
    table = show_table(page, lab, name)
    at_step(table, STEP.id)
    # The chapter's rule card, opened from the panel: its words and labels in the language.
    table.locator('[data-key="guide:rule"]').click()
    card = table.locator(".moon-rulecard")
    card.wait_for()
    said = words_on(card)
    assert not foreign(code, said), (code, foreign(code, said), said)
    card.screenshot(path=str(artifacts / f"path-lang-{code}-card.png"), animations="disabled")
    assert clipped(table) == [], code
    card.locator('[data-key="card:close"]').click()
    card.wait_for(state="detached")
    # A wrong try, its verdict and the hint it opens.
    verdict = answered(table, click_tile(table, WRONG), "wrong")
    assert WRONG in verdict and not foreign(code, verdict), (code, verdict)
    table.locator('[data-key="guide:hint"]').click()
    step_hint(table).wait_for()
    said = words_on(table)
    assert not foreign(code, said), (code, foreign(code, said), said)
    table.screenshot(path=str(artifacts / f"path-lang-{code}.png"), animations="disabled")
    assert clipped(table) == [], code
    assert overflow(page, table)["table"] <= 0, code
    assert not page.errors, page.errors
