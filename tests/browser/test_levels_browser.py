"""The opponents' level at the table, in a real JupyterLab driven by Chromium: chosen by mouse
and by keyboard, announced in the bar, applied when the next hand starts and named at each
seat. Screenshots (light and dark) go to test-artifacts/.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from harness import act, data, set_theme, settle, show_table

pytestmark = pytest.mark.browser


def level_text(table: Any) -> str:
    return str(table.locator(".moon-level-text").inner_text())


def pressed(table: Any) -> list[str]:
    buttons = table.locator('.moon-levels button[aria-pressed="true"]')
    return [buttons.nth(i).inner_text() for i in range(buttons.count())]


def seat_players(table: Any) -> set[str]:
    names = table.locator(".moon-seat .moon-player")
    return {names.nth(i).inner_text() for i in range(names.count())}


def wait_text(table: Any, words: str) -> None:
    table.page.wait_for_function(
        "([t, w]) => t.querySelector('.moon-level-text').textContent.includes(w)",
        arg=[table.element_handle(), words],
        timeout=30_000,
    )


def play_out_the_hand(table: Any) -> None:
    """Shoot the moon with no trumps and play any legal tile until the hand's summary."""
    act(table, lambda: table.get_by_role("button", name="Bid 21 (shoot the moon)").click())
    table.get_by_role("button", name="Discard three–one, from the widow").click()
    act(
        table,
        lambda: table.get_by_role("button", name="Discard 3-1, three–one", exact=True).click(),
    )
    act(
        table, lambda: table.get_by_role("button", name="Trump 1s: you would hold 0 trumps").click()
    )
    for _ in range(40):
        if data(table, "overlay"):
            return
        act(table, lambda: table.locator(".moon-hand button.moon-legal").first.click())


def settings(table: Any) -> None:
    """Open the table's settings (the pace and the opponents' level drop over the felt)."""
    toggle = table.get_by_role("button", name="Settings")
    if toggle.get_attribute("aria-expanded") != "true":
        toggle.click()
    table.locator(".moon-levels").wait_for()


def test_the_level_changes_by_mouse_and_keyboard(lab: Any, page: Any, artifacts: Path) -> None:
    table = show_table(page, lab, "levels.ipynb")
    felt = table.locator(".moon-felt").bounding_box()
    settings(table)
    assert table.locator(".moon-felt").bounding_box() == felt, "the settings move nothing"
    assert level_text(table) == "Opponents: Beginner"
    assert pressed(table) == ["Beginner"]
    assert seat_players(table) == {"Beginner"}
    table.screenshot(path=str(artifacts / "levels-light-bar.png"), animations="disabled")

    # By mouse: Expert, from the next hand.
    table.get_by_role("button", name="Expert").click()
    wait_text(table, "Expert from the next hand")
    assert pressed(table) == ["Expert"]
    assert "From the next hand" in table.locator(".moon-notice").inner_text()
    assert seat_players(table) == {"Beginner"}, "this hand stays with its players"
    table.screenshot(path=str(artifacts / "levels-light-chosen.png"), animations="disabled")

    # By keyboard: from Expert, one step left is Club; Enter chooses it.
    table.get_by_role("button", name="Expert").focus()
    page.keyboard.press("ArrowLeft")
    assert page.evaluate("document.activeElement.textContent") == "Club"
    page.keyboard.press("Enter")
    wait_text(table, "Club from the next hand")
    assert pressed(table) == ["Club"]
    set_theme(page, "JupyterLab Dark")
    table.screenshot(path=str(artifacts / "levels-dark-chosen.png"), animations="disabled")
    set_theme(page, "JupyterLab Light")

    # The next hand is played by club players (Escape puts the settings away).
    table.get_by_role("button", name="Club").focus()
    page.keyboard.press("Escape")
    table.locator(".moon-levels").wait_for(state="hidden")
    play_out_the_hand(table)
    if data(table, "overlay") == "summary":
        table.get_by_role("button", name="Next hand").click()
    settle(table)
    settings(table)
    wait_text(table, "Opponents: Club")
    assert level_text(table) == "Opponents: Club"
    assert seat_players(table) == {"Club"}
    assert pressed(table) == ["Club"]
    set_theme(page, "JupyterLab Dark")
    table.screenshot(path=str(artifacts / "levels-dark-bar.png"), animations="disabled")
    set_theme(page, "JupyterLab Light")
    assert not page.errors, page.errors
