"""Driving the guided path (`moon_nb.Learn`) in a browser, wherever it runs: a move by mouse
or by keyboard, the engine's verdict awaited, the step's hint, a retry, the next step."""

from __future__ import annotations

from typing import Any

from harness import data, settle

LEARN_CELL = "from moon_nb import Learn\npath = Learn(start=1, pace_ms=0)\npath"
"""A notebook cell showing the path at its first step, whatever the saved progress says."""


def guide(table: Any) -> Any:
    return table.locator(".moon-guide")


VERDICT = ".moon-say .moon-guide-verdict"
"""The path's verdict on a try: said in the learner's line, above the hand."""


def verdict(table: Any) -> str:
    """The verdict's words (without the stars and the way on beside them)."""
    found = table.locator(f"{VERDICT} p")
    return str(found.inner_text()) if found.count() else ""


def answered(table: Any, do: Any, status: str, timeout: float = 60_000) -> str:
    """Make a move (``do()`` clicks or presses keys) and wait for the path's verdict on it:
    ``status`` ``"wrong"`` (explained, the position as it was) or ``"solved"``. The verdict's
    words."""
    before = verdict(table)
    count = data(table, "action-count")
    do()
    table.page.wait_for_function(
        "([t, status, v, s]) => t.dataset.stepStatus === status && "
        "(t.querySelector(s) || {innerText: ''}).innerText !== v",
        arg=[table.element_handle(), status, before, VERDICT],
        timeout=timeout,
    )
    settle(table, timeout)
    if status == "wrong":
        assert data(table, "action-count") == count, "a wrong move does not stand"
    return verdict(table)


def at_step(table: Any, step: str, timeout: float = 30_000, keep_card: bool = False) -> None:
    """Wait until the table shows the step with this id, ready for the learner's move: the
    rule card a chapter opens with put away (unless ``keep_card``)."""
    table.page.wait_for_function(
        "([t, s]) => t.dataset.step === s && t.dataset.stepStatus === 'play'",
        arg=[table.element_handle(), step],
        timeout=timeout,
    )
    settle(table, timeout)
    card = table.locator(".moon-rulecard")
    if not keep_card and card.count():
        card.locator('[data-key="card:close"]').click()
        card.wait_for(state="detached")


def tile(table: Any, name: str) -> Any:
    return table.locator(f'.moon-hand [data-key="tile:{name}"]')


def click_tile(table: Any, name: str) -> Any:
    return lambda: tile(table, name).click()


def key_tile(table: Any, name: str) -> Any:
    """Play a tile by keyboard: focus it and press Enter."""

    def press() -> None:
        tile(table, name).focus()
        table.page.keyboard.press("Enter")

    return press


def stars(table: Any) -> str:
    return str(table.locator(f"{VERDICT} .moon-stars").get_attribute("aria-label") or "")


def step_hint(table: Any) -> Any:
    """The step's hint, once asked for: said in the learner's line too."""
    return table.locator(".moon-say .moon-guide-hint")
