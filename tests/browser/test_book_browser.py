"""The course book (`bash scripts/book.sh OUT`) in Chromium, served from localhost with every
other address blocked: its pages open, each with the notebook's saved pictures; a page's live
table (the play page, in an <iframe>) plays a bid, and an exercise's page takes an answer.

The book is built once for the module, of tutorial 01 alone (it has a table and a quiz; the
teacher's choice of lessons is site.sh's, tested there) — $MOON_NB_BOOK names a book built
already.
"""

from __future__ import annotations

import os
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from harness import ROOT, chromium
from servers import OFFLINE_ARGS, StaticServer, local_only

pytestmark = pytest.mark.browser

BOOK_ENV = "MOON_NB_BOOK"
THEME_NOISE = "Identifier 'THEBE_JS_URL' has already been declared"
"""An error of Jupyter Book 1's own pages (sphinx-thebe's script is on each page twice); it
stops nothing, and no page here offers thebe."""
SETTLED = "t => t.dataset.replaying === 'false' && t.dataset.busy === 'false'"


@pytest.fixture(scope="module")
def book(chromium_path: str | None, tmp_path_factory: Any) -> Iterator[StaticServer]:
    given = os.environ.get(BOOK_ENV)
    out = Path(given) if given else tmp_path_factory.mktemp("book") / "book"
    if not given:
        done = subprocess.run(
            ["bash", str(ROOT / "scripts" / "book.sh"), str(out), "1"],
            capture_output=True,
            text=True,
            check=False,
        )
        assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    with StaticServer(out) as server:
        yield server


@pytest.fixture(scope="module")
def browser(playwright_driver: Any, chromium_path: str | None) -> Iterator[Any]:
    with chromium(chromium_path, OFFLINE_ARGS, playwright_driver) as offline:
        yield offline


def test_the_books_pages_open_and_a_live_table_bids(
    book: StaticServer, browser: Any, artifacts: Path
) -> None:
    context = browser.new_context(viewport={"width": 1280, "height": 1000})
    blocked = local_only(context)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: str(e) == THEME_NOISE or errors.append(str(e)))
    try:
        page.goto(f"{book.url}/index.html")
        assert "embed the table" in page.inner_text("main")
        page.goto(f"{book.url}/01-quick-start.html")
        assert page.locator("main img, main svg").count() > 0, "the saved pictures show"
        frames = page.locator("main iframe")
        assert frames.count() >= 2, "a live table and an exercise are embedded"
        table_frame = page.locator("iframe[src^='play/']").first
        table_frame.scroll_into_view_if_needed()
        inner = page.frame_locator("iframe[src^='play/']").first
        inner.locator("body[data-play='live']").wait_for(timeout=120_000)
        table = inner.locator(".moon-table")
        frame = next(f for f in page.frames if "play/index.html" in f.url)
        handle = table.element_handle()
        frame.wait_for_function(SETTLED, arg=handle, timeout=60_000)
        before = table.get_attribute("data-action-count")
        table.locator(".moon-actions button.moon-bid:not([aria-disabled])").last.click()
        frame.wait_for_function(
            "([t, n]) => t.dataset.actionCount !== n", arg=[handle, before], timeout=60_000
        )
        table_frame.screenshot(path=str(artifacts / "book-live-table.png"))

        quiz_frame = page.locator("iframe[src^='exercises/']").first
        quiz_frame.scroll_into_view_if_needed()
        quiz = page.frame_locator("iframe[src^='exercises/']").first
        quiz.locator(".moon-quiz-options button").first.click()
        quiz.locator(".moon-quiz-answer").filter(has_text="win").wait_for(timeout=30_000)
        page.screenshot(path=str(artifacts / "book-page.png"), full_page=False)
        assert not blocked, f"the book asked for other addresses: {blocked}"
        assert not errors, errors
    finally:
        context.close()
