"""The answer key (`moon_nb.course.teacher.answer_key`) opened from file:// in Chromium with every
other request refused: every exercise shows, every picture is drawn, nothing is fetched, and printed
it leaves out the contents and keeps each exercise on one page."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from servers import disk_only

from moon_nb.course.teacher.answer_key import answer_key_html
from moon_nb.course.teacher.catalog import catalog

pytestmark = pytest.mark.browser


def test_the_answer_key_shows_offline_on_screen_and_on_paper(
    page: Any, tmp_path: Path, artifacts: Path
) -> None:
    found = catalog(["03-following-suit", "06-scoring-and-winning"])
    path = tmp_path / "key.html"
    path.write_text(answer_key_html(found), encoding="utf-8")
    asked = disk_only(page)
    page.goto(path.as_uri())
    page.wait_for_load_state("load")
    articles = page.locator("article.exercise")
    assert articles.count() == len(found.entries)
    for k, entry in enumerate(found.entries):
        shown = articles.nth(k)
        assert shown.get_attribute("data-exercise") == entry.exercise.id
        assert shown.is_visible()
        solution = entry.exercise.worked_solution().headline
        assert solution in shown.locator(".solution .headline").inner_text()
    # Every picture decoded, with its description for a screen reader.
    images = page.evaluate(
        "[...document.images].map(i => [i.complete && i.naturalWidth > 0, i.alt])"
    )
    assert images and all(drawn and alt for drawn, alt in images)
    page.screenshot(path=str(artifacts / "answer-key.png"))
    assert asked == [] and page.errors == []

    page.emulate_media(media="print")
    assert not page.locator("nav").is_visible()
    assert articles.first.evaluate("a => getComputedStyle(a).breakInside") == "avoid"
    assert articles.first.is_visible()
