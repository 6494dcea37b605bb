"""The play page in the learner's language (`bash scripts/play.sh OUT`), in Chromium served
from localhost with every other address blocked: a Hungarian browser gets a Hungarian page and
table; ``?lang=lo`` a Lao one; the table's chooser changes the language mid-game, the game as it
was, and the page speaks it again at the next visit.

Each test has a browser profile of its own (a reader's language is the profile's), so each
starts Python from scratch. Screenshots go to test-artifacts/play-lang-*.png.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from guide import answered, at_step, click_tile, guide
from harness import data, decide, settle
from play import open_play, sent, shown_faces, watch_sent
from servers import StaticServer, local_only

from moon_nb.course.play.play_page import deal_preview
from moon_nb.course.play.play_words import every_language
from moon_nb.path.guided import STEPS
from moon_nb.show.guide_wire import guide_words
from moon_nb.show.table_words import table_words
from moon_nb.speech import _, speaking

pytestmark = pytest.mark.browser

WORDS = every_language()


def said(code: str) -> dict[str, Any]:
    """The table's own words in ``code``."""
    with speaking(code):
        return dict(table_words())


@pytest.fixture(scope="module")
def browser(offline_browser: Any) -> Any:
    """The session's Chromium offline but for localhost (overrides conftest's)."""
    return offline_browser


@pytest.fixture
def reader(browser: Any, request: Any, artifacts: Path) -> Iterator[Any]:
    """A tab in a profile of its own, in the language the test's ``locale`` says (a reader's
    language is the profile's); its page errors fail the test."""
    locale = getattr(request.module, "LOCALES", {}).get(request.node.name, "en-US")
    context = browser.new_context(viewport={"width": 1280, "height": 1000}, locale=locale)
    blocked = local_only(context)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(f"{e}\n{e.stack}"))
    try:
        yield page
        assert not blocked, f"the page asked for other addresses: {blocked}"
        assert not errors, errors
    finally:
        report = getattr(request.node, "report_call", None)
        if report is not None and report.failed:
            page.screenshot(path=str(artifacts / f"failed-{request.node.name}.png"))
        context.close()


LOCALES = {"test_a_hungarian_browser_gets_a_hungarian_page": "hu-HU"}
"""The browser's language of each test that needs another than English."""


def speaks(page: Any, table: Any, code: str) -> None:
    """The page and its table say their words in ``code``."""
    words = said(code)
    assert page.evaluate("document.documentElement.lang") == code
    assert table.get_by_role("button", name=words["settings"]).count() == 1
    files = page.locator("#moon-play-files")
    assert files.get_attribute("aria-label") == WORDS[code]["progress"]
    assert files.get_by_role("button", name=WORDS[code]["save"]).count() == 1


def test_a_hungarian_browser_gets_a_hungarian_page(
    play_site: StaticServer, reader: Any, artifacts: Path
) -> None:
    # What the page says before its code has loaded: read once the page is parsed, before
    # its module script runs (readyState "interactive" comes between the two).
    reader.add_init_script(
        """document.addEventListener("readystatechange", () => {
          if (document.readyState !== "interactive") return;
          window.firstWords = [document.documentElement.lang,
            document.getElementById("moon-play-status").textContent];
        });"""
    )
    reader.goto(f"{play_site.url}/index.html?seed=7&pace=0")
    assert reader.evaluate("window.firstWords") == ["hu", WORDS["hu"]["loading"]]
    # While Python starts (seconds, in a new profile): the deal's picture and the page's words
    # are Hungarian already, from the tables written when the page was built.
    preview = reader.locator(".moon-play-preview")
    preview.wait_for(timeout=30_000)
    with speaking("hu"):
        hand = deal_preview(7)["scene"]["hand_label"]
    assert hand in preview.inner_text()
    assert preview.get_attribute("aria-label") == WORDS["hu"]["starting_label"]
    table = open_play(reader, f"{play_site.url}/index.html?seed=7&pace=0")
    speaks(reader, table, "hu")
    reader.screenshot(path=str(artifacts / "play-lang-hu.png"), animations="disabled")


def test_lang_in_the_address_wins_over_the_browsers(
    play_site: StaticServer, reader: Any, artifacts: Path
) -> None:
    table = open_play(reader, f"{play_site.url}/index.html?seed=7&pace=0&lang=lo")
    speaks(reader, table, "lo")
    reader.screenshot(path=str(artifacts / "play-lang-lo.png"), animations="disabled")
    # The page's Lao is drawn in the font it ships (fonts/fonts.css: this machine has no Lao
    # font of its own), which the browser fetches only for text it shows; the Armenian and
    # Devanagari faces are served and read as fonts too.
    assert "U+E81-EDF" in shown_faces(reader), shown_faces(reader)
    loaded = reader.evaluate(
        """async () => (await Promise.all(["Հայերեն", "मराठी"].map(
             (text) => document.fonts.load('16px "Moon Scripts"', text)))).map((f) => f.length)"""
    )
    assert loaded == [1, 1], loaded


def test_the_chooser_changes_the_language_mid_game_and_keeps_the_game(
    play_site: StaticServer, reader: Any
) -> None:
    table = open_play(reader, f"{play_site.url}/index.html?seed=7&pace=0")
    speaks(reader, table, "en")
    decide(table, timeout=60_000)
    before = (data(table, "action-count"), data(table, "phase"), hand(table))
    table.get_by_role("button", name="Settings").click()
    chooser = table.locator('select[data-key="tool:language"]')
    assert chooser.locator("option").all_inner_texts() == [
        "English", "magyar", "Հայերեն", "suomi", "मराठी", "ລາວ",
    ]  # fmt: skip
    # Choosing in the list alone changes nothing (WCAG 3.2.2): its Go button, beside it, does.
    go = table.locator('[data-key="tool:language-go"]')
    assert go.get_attribute("aria-disabled") == "true", "nothing chosen yet"
    watch_sent(reader)
    chooser.select_option("hu")
    assert go.get_attribute("aria-disabled") is None
    assert sent(reader) == [], "choosing a language in the list alone changed the table"
    speaks(reader, table, "en")
    go.click()
    assert sent(reader) == ["language"]
    reader.wait_for_function("document.documentElement.lang === 'hu'", timeout=30_000)
    settle(table, timeout=60_000)
    speaks(reader, table, "hu")
    assert (data(table, "action-count"), data(table, "phase"), hand(table)) == before
    # The next visit speaks the language chosen.
    table = open_play(reader, f"{play_site.url}/index.html?seed=7&pace=0")
    speaks(reader, table, "hu")


def hand(table: Any) -> list[str]:
    """The learner's tiles, as the table shows them."""
    tiles = table.locator(".moon-hand [data-tile]")
    return [str(t.get_attribute("data-tile")) for t in tiles.all()]


def test_the_guided_path_on_the_page_speaks_the_address_language(
    play_site: StaticServer, reader: Any, artifacts: Path
) -> None:
    """``?path=learn&lang=hu``: the step's title, a wrong try's verdict and the Hint it offers are
    Hungarian — the path's words come through the page's worker as the table's do."""
    step = STEPS[0]
    table = open_play(reader, f"{play_site.url}/index.html?path=learn&step=1&pace=0&lang=hu")
    at_step(table, step.id)
    with speaking("hu"):
        title, hint = _(step.title), guide_words()["hint"]
    assert title != step.title and hint != "Hint", "the words compared are Hungarian"
    assert guide(table).locator(".moon-guide-title").inner_text() == title
    words = answered(table, click_tile(table, step.misses[0][0].removeprefix("play ")), "wrong")
    assert words and not words.startswith("Not yet."), words
    assert guide(table).get_by_role("button", name=hint).count() == 1, "offered after a miss"
    reader.screenshot(path=str(artifacts / "play-lang-hu-path.png"), animations="disabled")


def test_without_javascript_the_page_says_so_in_every_language(
    play_site: StaticServer, browser: Any
) -> None:
    """A browser that runs no script cannot tell the reader's language to the page: it says
    what it needs in each of the six, each marked with its language."""
    context = browser.new_context(java_script_enabled=False, locale="fi-FI")
    try:
        page = context.new_page()
        page.goto(f"{play_site.url}/index.html?seed=7")
        said = {
            str(p.get_attribute("lang")): p.inner_text()
            for p in page.locator("noscript p, p[lang]").all()
        }
        assert said == {code: words["no_script"] for code, words in WORDS.items()}
        assert page.locator("#moon-play-status").inner_text() == ""
    finally:
        context.close()
