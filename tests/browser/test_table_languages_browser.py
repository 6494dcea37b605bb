"""Tables in the learner's language in a real JupyterLab (issue 41): a table made with
``lang="hu"`` and one with ``lang="lo"``, side by side in one notebook, show their buttons in
their own language (no English label left: the JavaScript takes every word from Python), the
Hint says its move in words, and on a 1366x768 laptop no word is cut short or sticks out of its
box. Screenshots go to
test-artifacts/ (table-lang-hu.png, table-lang-lo.png)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from harness import NOTEBOOK, JupyterServer, run_cell, settle, show_table
from steady import LAPTOP, clipped, overflow

pytestmark = pytest.mark.browser

ENGLISH = {"Hint", "Undo", "Last trick", "New game", "Settings", "Skip", "Pass", "Next hand"}
"""The English labels of the table's buttons (none may show at a table in another language)."""

EXPECTED = {"hu": ("Tipp", "Passz"), "lo": ("ຄຳແນະນຳ", "ຜ່ານ")}
"""A tool and a bid of each language, as its catalog says them."""


def labels(table: Any) -> list[str]:
    """The name of every button on show: its aria-label, else its words."""
    return list(
        table.evaluate(
            """t => [...t.querySelectorAll('button')]
                  .filter(b => b.offsetParent !== null)
                  .map(b => (b.getAttribute('aria-label') || b.textContent || '').trim())"""
        )
    )


def test_tables_in_hungarian_and_lao_say_their_buttons_in_their_language(
    lab: JupyterServer, page: Any, artifacts: Path
) -> None:
    page.set_viewport_size(LAPTOP)
    hu = show_table(page, lab, "languages.ipynb", cell=0)
    run_cell(page, 1)
    lo = page.locator(f"{NOTEBOOK} .jp-Cell").nth(1).locator(".moon-table")
    lo.wait_for(timeout=60_000)
    settle(lo)
    for code, table in (("hu", hu), ("lo", lo)):
        table.scroll_into_view_if_needed()
        said = labels(table)
        tool, bid = EXPECTED[code]
        assert tool in said and bid in said, (code, said)
        assert not ENGLISH & set(said), (code, said)
        assert table.get_attribute("aria-label") != "Moon table"
        table.screenshot(path=str(artifacts / f"table-lang-{code}.png"), animations="disabled")
        assert clipped(table) == [], code
        assert overflow(page, table)["table"] <= 0, code
    # The Hint says its move in words, a whole sentence in the table's language (issue 49: it
    # showed the action's code, "Tipp: pass.").
    hu.locator('[data-key="tool:hint"]').click()
    hint = hu.locator(".moon-hint")
    hint.wait_for(timeout=60_000)
    said = hint.inner_text()
    assert said.startswith("Tipp: "), said
    assert not re.search(r"\b(?:pass|bid|play|discard|trump)\b", said), said
    assert not page.errors, page.errors
