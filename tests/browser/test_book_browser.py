"""The course book (`bash scripts/book.sh OUT`) in Chromium, served from localhost with every
other address blocked: its pages open, each with the notebook's saved pictures; a page's live
table (the play page, in an <iframe>) plays a bid, and an exercise's page takes an answer.

The book is built once for the module, of tutorials 0 and 1 (a table, a quiz, and the guided
path) and a notebook of the teacher's with no kernelspec or language info (which site.sh takes
too), in English and Hungarian (``--lang en,hu``: the Hungarian book in ``hu/``); the teacher's
choice of lessons is site.sh's, tested there — $MOON_NB_BOOK names a book built already.

- Notebook 0's page opens the guided path on the play page (``path=learn``), with words that
  fit a page with no kernel; an exercise's page is titled with its lesson's title.
- The book's first page links to the play page's puzzles (``?puzzles``): the link opens them.
- The Hungarian book's pages are Hungarian (the notebook's, the book's and Sphinx's words), its
  first page links to the English one, and its live table is the play page in Hungarian.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from accessible import assert_accessible, unseen_rings
from harness import ROOT, write_notebook
from legible import unreadable
from servers import StaticServer, local_only

pytestmark = pytest.mark.browser

BOOK_ENV = "MOON_NB_BOOK"
THEME_NOISE = "Identifier 'THEBE_JS_URL' has already been declared"
"""An error of Jupyter Book 1's own pages (sphinx-thebe's script is on each page twice); it
stops nothing, and no page here offers thebe."""
MINE = "week-one.ipynb"
SETTLED = "t => t.dataset.replaying === 'false' && t.dataset.busy === 'false'"


OUTPUT = {
    "output_type": "display_data",
    "metadata": {},
    "data": {
        "text/plain": ["<words of week one>"],
        "text/html": [
            "<h2>Words of week one</h2>",
            '<p>A <b>trick</b>, <code>Rules()</code>: <a href="intro.html">a page</a></p>',
            "<details><summary>Each decision, with its reason</summary><p>Bid 4.</p></details>",
        ],
    },
}
"""A saved HTML output of the teacher's notebook, as the lessons' glossary and decisions print
one: a heading, code, a link and a summary to open, drawn by the theme in its dark mode on a
light ground."""


@pytest.fixture(scope="module")
def built(chromium_path: str | None, tmp_path_factory: Any) -> Path:
    """The book's folder, built once for the module."""
    given = os.environ.get(BOOK_ENV)
    out = Path(given) if given else tmp_path_factory.mktemp("book") / "book"
    if not given:
        mine = tmp_path_factory.mktemp("teacher") / MINE
        write_notebook(mine, ["print('week one')"])
        bare = json.loads(mine.read_text())
        bare["metadata"] = {}
        bare["cells"].insert(0, {"cell_type": "markdown", "metadata": {}, "source": "# Week one"})
        bare["cells"][1]["outputs"] = [OUTPUT]
        mine.write_text(json.dumps(bare))
        done = subprocess.run(
            [
                "bash",
                str(ROOT / "scripts" / "book.sh"),
                str(out),
                "--title",
                "Week 1",
                "--lang",
                "en,hu",
                "0",
                "1",
                str(mine),
            ],
            capture_output=True,
            text=True,
            check=False,
        )
        assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    return out


@pytest.fixture(scope="module")
def book(built: Path) -> Iterator[StaticServer]:
    with StaticServer(built) as server:
        yield server


@pytest.fixture(scope="module")
def browser(offline_browser: Any) -> Any:
    """The session's Chromium offline but for localhost (overrides conftest's)."""
    return offline_browser


def reader(browser: Any) -> tuple[Any, Any, list[str], list[str]]:
    """A reader's window on the book: its context, its page, the addresses it asked for that
    are not the book's, and the page's errors (JupyterLab's theme noise aside)."""
    context = browser.new_context(viewport={"width": 1280, "height": 1000})
    blocked = local_only(context)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: str(e) == THEME_NOISE or errors.append(str(e)))
    return context, page, blocked, errors


def test_the_books_pages_open_and_a_live_table_bids(
    book: StaticServer, browser: Any, artifacts: Path
) -> None:
    context, page, blocked, errors = reader(browser)
    try:
        page.goto(f"{book.url}/index.html")
        # index.html sends the reader on to the first page: wait for that page's words (read
        # while the redirect was under way, they were once empty).
        page.locator("main", has_text="embed the table").wait_for(timeout=30_000)
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
        # The page's own words and pictures (its article; the theme's frame is Jupyter Book's)
        # in WCAG 2.1 AA, light and dark, and every control's ring at 3:1: a picture's caption
        # read 1.41:1 in the dark, the code's copy button showed no ring (the book's CSS).
        article = page.locator("article").first
        for scheme in ("light", "dark"):
            page.emulate_media(color_scheme=scheme)
            assert_accessible(article, f"the book's page of lesson 01, {scheme}", frames=False)
            assert unseen_rings(article) == [], scheme
        assert not blocked, f"the book asked for other addresses: {blocked}"
        assert not errors, errors
    finally:
        context.close()


def test_notebook_0s_page_opens_the_guided_path_with_words_for_a_page(
    book: StaticServer, built: Path, browser: Any, artifacts: Path
) -> None:
    context = browser.new_context(viewport={"width": 1280, "height": 1000})
    blocked = local_only(context)
    page = context.new_page()
    try:
        page.goto(f"{book.url}/00-learn-by-playing.html")
        # The page's own words: its text without the code cells (their saved outputs are what
        # the notebook printed when it was built).
        text = page.evaluate(
            """() => {
                const main = document.querySelector("main").cloneNode(true);
                main.querySelectorAll("div.cell").forEach(c => c.remove());
                document.body.appendChild(main);
                const words = main.innerText;
                main.remove();
                return words;
            }"""
        )
        assert "Learn by playing" in text
        assert "The table below is live" in text
        sentences = re.split(r"(?<=[.!?])\s+|\n+", text)
        to_run = [s for s in sentences if re.search(r"\b[Rr]un (the|this|its) cells?\b", s)]
        assert to_run, "the page keeps the notebook's word to run a cell after the hand"
        assert all(s.startswith("In the notebook: ") for s in to_run), to_run
        path_frame = page.locator("iframe[src='play/index.html?path=learn']")
        assert path_frame.count() == 1
        path_frame.scroll_into_view_if_needed()
        inner = page.frame_locator("iframe[src='play/index.html?path=learn']")
        inner.locator(".moon-guide-goal").wait_for(timeout=120_000)
        path_frame.screenshot(path=str(artifacts / "book-learn-path.png"))

        page.goto(f"{book.url}/{MINE.replace('.ipynb', '.html')}")
        assert "week one" in page.inner_text("main")
        assert not blocked, f"the book asked for other addresses: {blocked}"
    finally:
        context.close()

    exercise = sorted((built / "exercises").glob("01-quick-start-*.html"))[0]
    title = re.search(r"<title>([^<]*)</title>", exercise.read_text(encoding="utf-8"))
    assert title is not None and title.group(1).startswith("1 · Quick start")


def test_a_notebooks_html_output_reads_in_the_dark(book: StaticServer, browser: Any) -> None:
    # The theme draws an HTML output on a light ground in its dark mode; the headings, links,
    # code and rings in it kept the dark mode's light colours (1.33:1, 2.22:1, about 1.1:1 — an
    # axe "incomplete" — and a ring 1.72:1: the axe matrix's book pages, 2026-12-08) until the
    # book's CSS gave them the light mode's.
    context, page, blocked, errors = reader(browser)
    try:
        page.emulate_media(color_scheme="dark")
        page.goto(f"{book.url}/{MINE.replace('.ipynb', '.html')}")
        article = page.locator("article").first
        article.locator(".text_html summary").wait_for()
        assert page.evaluate("document.documentElement.dataset.theme") == "dark"
        assert_accessible(article, "a notebook's HTML output in the dark", frames=False)
        assert unseen_rings(article) == []
        assert unreadable(article.locator(".text_html").first) == []
        assert not blocked, f"the book asked for other addresses: {blocked}"
        assert not errors, errors
    finally:
        context.close()


def test_the_books_first_page_opens_the_puzzles(book: StaticServer, browser: Any) -> None:
    context, page, blocked, errors = reader(browser)
    try:
        page.goto(f"{book.url}/intro.html")
        for query in ("path=learn", "review", "puzzles"):
            assert page.locator(f"main a[href='play/index.html?{query}']").count() == 1, query
        page.locator("main a[href='play/index.html?puzzles']").click()
        page.wait_for_url("**/play/index.html?puzzles")
        page.wait_for_function("() => document.body.dataset.play === 'live'", timeout=120_000)
        table = page.locator("#moon-play .moon-table")
        page.wait_for_function(
            "t => (t.dataset.step || '').startsWith('puzzle-')",
            arg=table.element_handle(),
            timeout=60_000,
        )
        assert "Puzzle 1:" in table.locator(".moon-guide").inner_text()
        assert page.locator(".moon-notice").inner_text() == "0 puzzles tried, rating 1500."
        assert not blocked, f"the book asked for other addresses: {blocked}"
        assert not errors, errors
    finally:
        context.close()


def test_the_hungarian_book_reads_hungarian_and_its_table_speaks_it(
    book: StaticServer, built: Path, browser: Any, artifacts: Path
) -> None:
    context, page, blocked, errors = reader(browser)
    try:
        page.goto(f"{book.url}/hu/01-quick-start.html")
        assert page.evaluate("document.documentElement.lang") == "hu"
        main = page.inner_text("main")
        assert "Gyors kezdés" in main and "Az alábbi asztal élő" in main
        assert "Run the cell" not in main and "Futtasd az alábbi cellát" not in main
        assert "Játssz itt" in main and "Próbáld ki itt" in main
        table = page.locator("iframe[src='../play/index.html?seed=34&lang=hu']")
        table.scroll_into_view_if_needed()
        # The play page speaks Hungarian from its first paint, before its Python has started.
        inner = next(f for f in page.frames if "play/index.html" in f.url)
        inner.wait_for_function("() => document.documentElement.lang === 'hu'", timeout=30_000)
        page.screenshot(path=str(artifacts / "book-hu-page.png"), full_page=False)
        # The play page's faces for Lao, Armenian and Devanagari are the book's too.
        faces = "() => [...document.fonts].filter(f => f.family.includes('Moon Scripts')).length"
        assert page.evaluate(faces) >= 6
        page.goto(f"{book.url}/hu/intro.html")
        assert page.locator("main a[href='../intro.html']").inner_text() == "English"
        assert "Ez a könyv más nyelven" in page.inner_text("main")
        page.goto(f"{book.url}/intro.html")
        assert page.locator("main a[href='hu/intro.html']").inner_text() == "magyar"
        assert not blocked, f"the book asked for other addresses: {blocked}"
        assert not errors, errors
    finally:
        context.close()
    exercise = sorted((built / "hu" / "exercises").glob("01-quick-start-*.html"))[0]
    title = re.search(r"<title>([^<]*)</title>", exercise.read_text(encoding="utf-8"))
    assert title is not None and title.group(1).endswith(": 1. feladat"), title
