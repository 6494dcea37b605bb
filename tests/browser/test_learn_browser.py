"""The guided path (`Learn()`) in a real JupyterLab: ten steps, five by mouse and five by
keyboard, with failed tries explained, the hint after a failure, a retry, and the stars of each
solved step. Screenshots light and dark in test-artifacts/learn-*.png."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from guide import answered, at_step, click_tile, guide, key_tile, stars, tile
from harness import JupyterServer, data, set_theme, show_table

from moon_nb.lessons.path import STEPS

pytestmark = pytest.mark.browser

IDS = [s.id for s in STEPS]


def shot(table: Any, artifacts: Path, name: str) -> None:
    table.screenshot(path=str(artifacts / f"learn-{name}.png"), animations="disabled")


def next_step(table: Any, press: Any) -> None:
    number = IDS.index(data(table, "step"))
    press()
    at_step(table, IDS[number + 1])


def test_ten_steps_by_mouse_and_by_keyboard(lab: JupyterServer, page: Any, artifacts: Path) -> None:
    table = show_table(page, lab, "learn.ipynb")
    at_step(table, IDS[0])
    panel = guide(table)
    assert panel.locator(".moon-guide-goal").inner_text() == "Goal: Follow suit."
    assert "Step 1 of" in panel.inner_text()
    assert table.locator(".moon-hand .moon-legal").count() == 0, "finding them is the lesson"
    assert panel.get_by_role("button", name="Hint").count() == 0, "no hint before a try"

    # By mouse. Step 1: a wrong tile is explained and the position comes back; the hint.
    words = answered(table, click_tile(table, "3-2"), "wrong")
    assert words.startswith("Not yet. You may not play 3-2: 5-3 leads suit 5")
    shot(table, artifacts, "light-wrong")
    panel.get_by_role("button", name="Hint").click()
    panel.locator(".moon-guide-hint").wait_for()
    assert "higher number" in panel.locator(".moon-guide-hint").inner_text()
    words = answered(table, click_tile(table, "5-4"), "solved")
    assert words.startswith("Solved. 5-4 follows suit 5") and stars(table).startswith("One star")
    shot(table, artifacts, "light-solved")
    click_next = lambda: panel.get_by_role("button", name="Next step ▸").click()  # noqa: E731
    # Step 2, at the first try: three stars.
    next_step(table, click_next)
    answered(table, click_tile(table, "6-3"), "solved")
    assert stars(table).startswith("Three stars")
    # Step 3: a miss, then Start again, then the trick won: two stars.
    next_step(table, click_next)
    assert "5-2 does not take this trick" in answered(table, click_tile(table, "5-2"), "wrong")
    panel.get_by_role("button", name="Start again").click()
    table.page.wait_for_function("t => t.dataset.stepStatus === 'play'", arg=table.element_handle())
    answered(table, click_tile(table, "5-4"), "solved")
    assert stars(table).startswith("Two stars")
    for right in ("4-4", "3-1"):  # steps 4 and 5
        next_step(table, click_next)
        answered(table, click_tile(table, right), "solved")

    # By keyboard, in the dark: N the next step, R the step again, H the hint, Enter plays.
    set_theme(page, "JupyterLab Dark")
    try:
        key = lambda k: (table.focus(), page.keyboard.press(k))  # noqa: E731
        next_step(table, lambda: key("n"))  # step 6: 5-4 is a trump, not a four
        assert "not a four" in answered(table, key_tile(table, "5-4"), "wrong")
        key("h")
        panel.locator(".moon-guide-hint").wait_for()
        shot(table, artifacts, "dark-hint")
        key("r")
        table.page.wait_for_function(
            "t => t.dataset.stepStatus === 'play'", arg=table.element_handle()
        )
        answered(table, key_tile(table, "4-2"), "solved")
        assert stars(table).startswith("One star")
        for right in ("5-2", "6-3", "2-2", "6-6"):  # steps 7 to 10
            next_step(table, lambda: key("n"))
            assert tile(table, right).count() == 1
            answered(table, key_tile(table, right), "solved")
        shot(table, artifacts, "dark-solved")
    finally:
        set_theme(page, "JupyterLab Light")
    # The list of steps shows the stars earned.
    listed = panel.locator('[data-key="guide:list"] option')
    assert "★" in listed.nth(0).inner_text() and "★" in listed.nth(9).inner_text()
    assert "★" not in listed.nth(10).inner_text()
    assert not page.errors, page.errors
