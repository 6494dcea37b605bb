"""The static picture beside the live table, in a real JupyterLab: the picture a notebook shows
where no widget runs is drawn from the same scene as the table, so a mid-hand moment reads the
same in both — the hand, trump, the contract and its tricks, the trick and whose turn it is.
Screenshots of both, light and dark, in test-artifacts/."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from harness import NOTEBOOK, JupyterServer, run_cell, set_theme, show_table

pytestmark = pytest.mark.browser


def test_the_static_picture_says_what_the_live_table_says(
    lab: JupyterServer, page: Any, artifacts: Path
) -> None:
    table = show_table(page, lab, "static.ipynb")
    run_cell(page, 1)
    picture = page.locator(f"{NOTEBOOK} .jp-Cell").nth(1).locator("img")
    picture.wait_for(timeout=60_000)
    alt = str(picture.get_attribute("alt"))
    chips = [table.locator(".moon-info .moon-chip").nth(k).inner_text() for k in range(4)]
    assert chips == ["Hand 1", "Trump: 2s", "Seat 1 bid 5 · 1 of 5 tricks", "First to 21 points"]
    for words in ("Hand 1", "your turn to play", "Trump: 2s", "Seat 1 bid 5 · 1 of 5 tricks"):
        assert words in alt, (words, alt)
    assert table.locator(".moon-trick-no").inner_text() == "Trick 2 of 7"
    assert [t.get_attribute("data-tile") for t in table.locator(".moon-slot .moon-tile").all()] == [
        "6-1",
        "4-1",
    ]
    for theme in ("light", "dark"):
        if theme == "dark":
            set_theme(page, "JupyterLab Dark")
        try:
            table.screenshot(path=str(artifacts / f"static-beside-live-{theme}-live.png"))
            picture.screenshot(path=str(artifacts / f"static-beside-live-{theme}-static.png"))
        finally:
            if theme == "dark":
                set_theme(page, "JupyterLab Light")
