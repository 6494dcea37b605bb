"""Coach mode in a real JupyterLab (`MoonTable(coach=True)`): after a costly decision the table
says which choice was better and why, without stopping the game; the hand's summary lists the
costly decisions. By mouse and by keyboard, light and dark, its words legible in both
(`legible.unreadable`); screenshots in test-artifacts/."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from harness import JupyterServer, act, data, set_theme, show_table
from legible import unreadable

pytestmark = pytest.mark.browser


def shot(table: Any, artifacts: Path, name: str) -> None:
    table.screenshot(path=str(artifacts / f"coach-{name}.png"), animations="disabled")


def test_the_coach_speaks_after_costly_decisions(
    lab: JupyterServer, page: Any, artifacts: Path
) -> None:
    table = show_table(page, lab, "coach.ipynb")
    coach = table.locator(".moon-coach")
    assert coach.count() == 0, "no word before a decision"

    # By mouse: bid 5 with six trumps from the top; the one evaluation says shoot the moon.
    act(table, lambda: table.get_by_role("button", name="Bid 5").click())
    coach.wait_for()
    said = "Coach: From what you could see, bidding 21 was better than bidding 5"
    assert coach.inner_text().startswith(said)
    assert data(table, "phase") == "discard", "the game goes on"
    # Said on the felt, in the learner's line: light words on the felt's own ground.
    assert unreadable(table) == []
    shot(table, artifacts, "light-bid")

    # By keyboard: choose the widow and discard it, then name 1s (not one trump in the hand).
    table.get_by_role("button", name="Discard three–one, from the widow").focus()
    page.keyboard.press("Enter")
    table.locator(".moon-selected").wait_for()
    act(table, lambda: page.keyboard.press("Enter"))
    ones = table.get_by_role("button", name="Trump 1s: you would hold 0 trumps")
    ones.focus()
    act(table, lambda: page.keyboard.press("Enter"))
    page.wait_for_function(
        "c => c.textContent.includes('than naming 1s')", arg=coach.element_handle(), timeout=30_000
    )
    assert "was better than naming 1s. With " in coach.inner_text()
    assert " as trump, the contract is made in" in coach.inner_text()
    set_theme(page, "JupyterLab Dark")
    try:
        assert unreadable(table) == []
        shot(table, artifacts, "dark-trump")
        for _ in range(40):
            if data(table, "overlay"):
                break
            act(table, lambda: table.locator(".moon-hand button.moon-legal").first.click())
        summary = table.get_by_role("dialog")
        summary.wait_for()
        listed = summary.locator(".moon-coach-list")
        assert "Coach: your costly decisions this hand" in listed.inner_text()
        assert listed.locator("li").count() >= 2
        assert unreadable(table) == []
        shot(table, artifacts, "dark-summary")
    finally:
        set_theme(page, "JupyterLab Light")
    assert unreadable(table) == []
    shot(table, artifacts, "light-summary")
    assert not page.errors, page.errors
