"""The course site (`bash scripts/site.sh OUT`) in the learner's language: opened in a Hungarian
browser, a table in a notebook speaks Hungarian (the kernel's Python follows the browser's
languages, `moon_nb.engine.speech.tongue.asked`), and its settings' chooser changes it to Lao,
the game as it was, saying that the tutorials' notebooks stay English. Served from localhost in
a Chromium that can reach nothing else, as test_site_browser.py serves it ($MOON_NB_SITE names
a site built already). Screenshot: test-artifacts/site-lang-hu.png.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from harness import chromium, data, decide, run_cell, settle
from lite import build_site, copy_with_notebooks, open_lite_notebook, wait_for_output
from servers import OFFLINE_ARGS, StaticServer, local_only

from moon_nb.engine.speech import speaking
from moon_nb.show.table_words import table_words
from moon_nb.table.settings import language_chooser

pytestmark = pytest.mark.browser

NOTEBOOK = "language.ipynb"
CELLS = ["from moon_nb import MoonTable\nMoonTable(seed=3, pace_ms=0)"]


@pytest.fixture(scope="module")
def site(chromium_path: str | None, tmp_path_factory: Any) -> Iterator[StaticServer]:
    built = build_site(tmp_path_factory.mktemp("site") / "site")
    served = copy_with_notebooks(built, tmp_path_factory.mktemp("served") / "site",
                                 {NOTEBOOK: CELLS})  # fmt: skip
    with StaticServer(served) as server:
        yield server


@pytest.fixture(scope="module")
def browser(playwright_driver: Any, chromium_path: str | None) -> Iterator[Any]:
    """This module's own Chromium, offline but for localhost (overrides conftest's)."""
    with chromium(chromium_path, OFFLINE_ARGS, playwright_driver) as offline:
        yield offline


def words(code: str) -> tuple[str, str]:
    """The settings button's name and the chooser's note, in ``code``."""
    with speaking(code):
        return table_words()["settings"], language_chooser()["note"]


def test_a_hungarian_browser_gets_a_hungarian_table_and_can_choose_another(
    site: StaticServer, browser: Any, artifacts: Path
) -> None:
    context = browser.new_context(viewport={"width": 1280, "height": 1000}, locale="hu-HU")
    blocked = local_only(context)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(f"{e}\n{e.stack}"))
    try:
        open_lite_notebook(page, site.url, NOTEBOOK)
        run_cell(page, 0)
        table = wait_for_output(page, 0, ".moon-table")
        settle(table, timeout=120_000)
        decide(table, timeout=120_000)
        settings, note = words("hu")
        table.get_by_role("button", name=settings).click()
        assert table.locator(".moon-language-note").inner_text() == note
        table.screenshot(path=str(artifacts / "site-lang-hu.png"), animations="disabled")
        before = (data(table, "action-count"), data(table, "phase"))
        table.locator('select[data-key="tool:language"]').select_option("lo")
        lao, _note = words("lo")
        table.get_by_role("button", name=lao).wait_for(timeout=30_000)
        assert (data(table, "action-count"), data(table, "phase")) == before
        assert not blocked, f"the site asked for other addresses: {blocked}"
        assert not errors, errors
    finally:
        context.close()
