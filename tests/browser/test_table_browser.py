"""The Moon table in a real JupyterLab, driven by Chromium: a whole hand by mouse and by
keyboard (bid, discard, trump, every trick, the hand summary), an illegal click explained,
light and dark themes, a narrow cell, two tables side by side. On a 1366x768 laptop the whole
table fits the notebook's pane, from its first paint through a whole hand no part of it (the
felt, the hand, the bar and its tools, the chips by the learner's name) moves by more than 2 px
(every frame is measured, the computers' moves told one by one with Skip offered; on a phone's
screen too, in a narrow cell), nothing sticks out sideways, and the table never puts the focus
on one of the learner's choices.

Screenshots go to test-artifacts/ (table-*.png, and laptop-*.png of the whole screen).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from accessible import assert_accessible, ring_seen, unseen_rings
from harness import (
    NOTEBOOK,
    JupyterServer,
    act,
    data,
    decide,
    run_cell,
    set_theme,
    settle,
    show_table,
)
from legible import faint_edges, unreadable
from steady import (
    LAPTOP,
    PHONE,
    clipped,
    controls,
    felt_extremes,
    felt_movement,
    focus_reads_as_advice,
    jumps,
    on_screen,
    overflow,
    record_boxes,
    restart_boxes,
    ring,
    said_twice,
    sticking_out,
    watch_felt,
)

pytestmark = pytest.mark.browser


def shot(table: Any, artifacts: Path, name: str) -> None:
    table.screenshot(path=str(artifacts / f"table-{name}.png"), animations="disabled")


def focused_label(page: Any) -> str:
    return str(page.evaluate("document.activeElement.getAttribute('aria-label') || ''"))


def try_illegal_click(table: Any) -> bool:
    """Click a tile the learner may not play, if there is one: the table explains why."""
    illegal = table.locator(".moon-hand button.moon-illegal")
    if illegal.count() == 0:
        return False
    before = data(table, "action-count")
    illegal.first.click()
    alert = table.locator(".moon-notice-error")
    alert.wait_for()
    assert re.match(r"You cannot play \d-\d: you must follow suit \d", alert.inner_text())
    assert data(table, "action-count") == before, "an illegal click changes nothing"
    return True


PANE = f"{NOTEBOOK.rsplit(' ', 1)[0]} .jp-WindowedPanel-outer"
"""The notebook's scrolling pane: what of the notebook is on screen."""


def laptop(page: Any, artifacts: Path, name: str) -> None:
    page.screenshot(path=str(artifacts / f"laptop-{name}.png"), animations="disabled")


def assert_fits(page: Any, table: Any) -> None:
    """Nothing sticks out sideways, no words are cut short, every text is legible
    (`legible.unreadable`), and the focus is on no choice of the learner's, with no ring round
    it for a mouse's user."""
    assert overflow(page, table) == {"page": 0, "table": 0}
    assert clipped(table) == []
    assert unreadable(table) == []
    assert focus_reads_as_advice(page) == ""
    assert ring(page) == ""


def assert_wcag(table: Any, moment: str) -> None:
    """No violation of WCAG 2.1 AA that axe-core finds in the table (JupyterLab's own chrome is
    not looked at), every control of the table, focused by the keys, ringed at 3:1 or more
    against what lies behind it, and every tile and control without words shown at 3:1 or more
    against what lies around it (`legible.faint_edges`, WCAG 1.4.11: JupyterLab's tables are
    drawn by the play page's style sheet, but on JupyterLab's own ground)."""
    assert_accessible(table, f"the table in JupyterLab, {moment}")
    assert unseen_rings(table) == [], moment
    assert faint_edges(table) == [], moment


def test_a_whole_hand_by_mouse(lab: JupyterServer, page: Any, artifacts: Path) -> None:
    page.set_viewport_size(LAPTOP)
    record_boxes(page)
    table = show_table(page, lab, "mouse.ipynb")
    watch_felt(table)
    # The whole table fits the notebook's pane of a laptop's screen.
    pane = page.locator(PANE).first.bounding_box()
    height = table.bounding_box()["height"]
    assert pane is not None and height <= pane["height"], (height, pane)
    table.scroll_into_view_if_needed()
    assert on_screen(page, table, PANE)
    shot(table, artifacts, "light-bid")
    laptop(page, artifacts, "light-bid")
    assert table.get_by_role("button", name="Pass").is_enabled()
    assert_fits(page, table)
    assert_wcag(table, "bidding")

    act(table, lambda: table.get_by_role("button", name="Bid 21 (shoot the moon)").click())
    assert data(table, "phase") == "discard"
    widow = table.get_by_role("button", name="Discard three–one, from the widow")
    assert_fits(page, table)
    assert_wcag(table, "the discard")
    widow.click()
    assert widow.get_attribute("aria-pressed") == "true"
    shot(table, artifacts, "light-discard")
    laptop(page, artifacts, "light-discard")
    act(
        table,
        lambda: table.get_by_role("button", name="Discard 3-1, three–one", exact=True).click(),
    )
    # The discard lies by the learner's name, its tile inside its mark.
    mark = table.locator(".moon-you-head .moon-discard")
    outer, inner = mark.bounding_box(), mark.locator(".moon-tile").bounding_box()
    assert (
        outer
        and inner
        and outer["y"] <= inner["y"]
        and inner["y"] + inner["height"] <= (outer["y"] + outer["height"])
    ), (outer, inner)

    assert data(table, "phase") == "trump"
    ones = table.get_by_role("button", name="Trump 1s: you would hold 0 trumps")
    sixes = table.get_by_role("button", name="Trump 6s: you would hold 4 trumps")
    sixes.hover()
    assert table.locator(".moon-hand .moon-preview").count() == 4
    shot(table, artifacts, "light-trump")
    laptop(page, artifacts, "light-trump")
    act(table, lambda: ones.click())
    assert_fits(page, table)

    assert_wcag(table, "the learner leads")
    illegal_seen = False
    for _ in range(40):
        if data(table, "overlay"):
            break
        assert data(table, "phase") == "play" and data(table, "to-act") == "0"
        if not illegal_seen:
            illegal_seen = try_illegal_click(table)
            if illegal_seen:
                shot(table, artifacts, "light-illegal")
                laptop(page, artifacts, "light-illegal")
        act(table, lambda: table.locator(".moon-hand button.moon-legal").first.click())
        assert_fits(page, table)
    overlay = table.get_by_role("dialog")
    overlay.wait_for()
    spoken = table.locator('.moon-sr[aria-live="polite"]').inner_text()
    assert "plays" in spoken and "wins the trick" in spoken, "plays are announced"
    assert re.search(r"contract (made|set)", overlay.inner_text())
    assert "Total" in overlay.inner_text()
    shot(table, artifacts, "light-summary")
    laptop(page, artifacts, "light-summary")
    assert_wcag(table, "the hand over")
    # Bidding, the widow, trump, seven tricks told one move at a time, the summary: every
    # frame drawn, the felt kept its box (a theme switched next is no part of the hand).
    moved, frames = felt_movement(table)
    print(f"felt movement over a whole hand by mouse: {moved:.1f} px in {frames} frames")
    assert frames > 100 and moved <= 2, (moved, frames, felt_extremes(table))
    found, frames = jumps(page)
    assert frames > 100 and found == [], "\n".join(found)
    assert said_twice(table) == [], "a trick's result is said once"
    assert not table.locator(".moon-skip").is_visible(), "no Skip behind the summary"
    set_theme(page, "JupyterLab Dark")
    table.locator(".moon-hindsight summary").click()
    assert unreadable(table) == []
    assert_wcag(table, "the hand over, in the dark")
    shot(table, artifacts, "dark-summary")
    if data(table, "overlay") == "summary":
        table.get_by_role("button", name="Next hand").click()
        settle(table)
        assert unreadable(table) == []
        assert_wcag(table, "the next hand's bidding, in the dark")
        shot(table, artifacts, "dark-next-hand")
        laptop(page, artifacts, "dark-next-hand")
    set_theme(page, "JupyterLab Light")
    assert not page.errors, page.errors


def test_an_illegal_tile_is_explained(lab: JupyterServer, page: Any, artifacts: Path) -> None:
    table = show_table(page, lab, "follow.ipynb")
    assert data(table, "phase") == "play"
    playable = table.locator(".moon-hand button.moon-legal")
    assert playable.count() == 2  # 6-5 and 5-5 follow suit 5
    table.get_by_role("button", name="six–four, cannot be played now").click()
    alert = table.get_by_role("alert")
    alert.wait_for()
    page.wait_for_function("e => e.textContent.includes('must follow')", arg=alert.element_handle())
    assert "You cannot play 6-4: you must follow suit 5" in alert.inner_text()
    assert "5-5 and 6-5" in alert.inner_text()
    shot(table, artifacts, "light-illegal-explained")
    act(table, lambda: table.get_by_role("button", name="Play double five").click())
    assert table.locator(".moon-notice-error").count() == 0


def test_a_whole_hand_by_keyboard(lab: JupyterServer, page: Any, artifacts: Path) -> None:
    table = show_table(page, lab, "keyboard.ipynb")
    assert focus_reads_as_advice(page) == "", "no choice is focused when the table appears"
    table.get_by_role("button", name="Pass").focus()
    for _ in range(5):
        page.keyboard.press("ArrowRight")
    assert focused_label(page) == "Bid 21 (shoot the moon)"
    act(table, lambda: page.keyboard.press("Enter"))

    assert data(table, "phase") == "discard"
    # The focus waits on the hand, not on one of its tiles: the arrows go on from there; moved
    # by the keys, it shows its ring.
    assert page.evaluate("document.activeElement.classList.contains('moon-hand')")
    assert ring(page) != "", "no focus ring for the keys"
    for _ in range(10):
        if focused_label(page).startswith("Discard 3-1"):
            break
        page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")  # choose the widow...
    table.locator(".moon-selected").wait_for()
    act(table, lambda: page.keyboard.press("Enter"))  # ...and discard it

    assert data(table, "phase") == "trump"
    for _ in range(12):
        if focused_label(page).startswith("Trump 1s"):
            break
        page.keyboard.press("ArrowRight")
    act(table, lambda: page.keyboard.press("Space"))
    assert focus_reads_as_advice(page) == ""

    for _ in range(40):
        if data(table, "overlay"):
            break
        for _ in range(10):
            if focused_label(page).startswith("Play "):
                break
            page.keyboard.press("ArrowRight")
        assert focused_label(page).startswith("Play "), focused_label(page)
        act(table, lambda: page.keyboard.press("Enter"))
    assert table.get_by_role("dialog").is_visible()
    if data(table, "overlay") == "summary":
        assert focused_label(page) == "" and page.evaluate(
            "document.activeElement.textContent"
        ) == ("Next hand")
        page.keyboard.press("Enter")
        page.wait_for_function("t => t.dataset.overlay === ''", arg=table.element_handle())
    # Where the table puts the focus while the computers play, on itself, it shows a ring.
    table.focus()
    assert ring_seen(page) == "", "the table's own ring"
    shot(table, artifacts, "keyboard-after-hand")
    assert not page.errors, page.errors


HAND = ".moon-hand button"
NARROW_TOOLS = (40, 44)
"""The least width and height of a control in a cell narrower than 360 px but the hand's tiles
(narrow.css): the bar has about 260 px for its six tools (Skip's place kept, so that no tool
moves when it shows), and six at 44 px would take 264 px with no gap between them; there each
tool is its picture, 40 px wide, its words its name for a screen reader and its tooltip. The
play page on a phone's whole screen has every control at 44 px each way
(test_play_browser.py)."""
NARROW_TILES = (30, 60)
"""A tile's least size in such a cell: eight (a bidder who took the widow) share one row of
about 250 px, where eight at 44 px would take 352."""


def smaller(found: list[tuple[str, float, float]], least: tuple[float, float]) -> list[Any]:
    """The controls found (`steady.controls`) narrower or shorter than ``least``."""
    width, height = least
    return [c for c in found if c[1] < width - 0.5 or c[2] < height - 0.5]


def test_a_narrow_cell(lab: JupyterServer, page: Any, artifacts: Path) -> None:
    """JupyterLab on a phone's screen, its side panels folded: the table fits the cell (a
    narrower one than a phone's whole screen, where the play page's tests measure every control
    at 44 px each way), every control at least 44 px tall; too narrow for 44 px each way, the
    tools are at least 40 px wide and the tiles 30 px (`NARROW_TOOLS`, `NARROW_TILES`). Through
    the whole hand no part of the table moves (`steady.jumps`)."""
    page.set_viewport_size(PHONE)
    record_boxes(page)
    table = show_table(page, lab, "narrow.ipynb")
    page.evaluate("jupyterapp.shell.collapseLeft(); jupyterapp.shell.collapseRight()")
    page.wait_for_timeout(300)
    # The notebook opened with JupyterLab's side panel out, squeezing its cells to a few
    # pixels until it was folded: the table is watched in its cell from then on.
    restart_boxes(page)
    box = table.bounding_box()
    assert box is not None and box["width"] < 420, box
    overflow = table.evaluate("t => t.scrollWidth - t.clientWidth")
    assert overflow <= 1, "nothing sticks out of a narrow cell"
    assert smaller(controls(table, but=HAND), NARROW_TOOLS) == []
    assert clipped(table) == []
    assert_accessible(table, "the table in a narrow cell, bidding")
    assert faint_edges(table) == [], "a narrow cell, bidding"
    shot(table, artifacts, "narrow-bid")
    page.screenshot(path=str(artifacts / "phone-lab-bid.png"), animations="disabled")
    act(table, lambda: table.get_by_role("button", name="Bid 21 (shoot the moon)").click())
    assert table.evaluate("t => t.scrollWidth - t.clientWidth") <= 1
    assert smaller(controls(table, but=HAND), NARROW_TOOLS) == []
    tiles = controls(table, HAND)
    assert len(tiles) == 8 and smaller(tiles, NARROW_TILES) == []
    assert sticking_out(table, ".moon-hand .moon-tile", ".moon-you") == []
    shot(table, artifacts, "narrow-discard")
    page.screenshot(path=str(artifacts / "phone-lab-discard.png"), animations="disabled")
    for _ in range(30):
        if data(table, "overlay"):
            break
        decide(table)
    assert data(table, "overlay") == "summary", "a whole hand was played"
    # The summary's disclosure of the hand in hindsight: a finger's height.
    assert smaller(controls(table, "summary"), (44, 44)) == []
    found, frames = jumps(page)
    assert frames > 30 and found == [], "\n".join(found)


def test_two_tables_in_one_notebook_are_independent(lab: JupyterServer, page: Any) -> None:
    one = show_table(page, lab, "two.ipynb", cell=0)
    run_cell(page, 1)
    two = page.locator(f"{NOTEBOOK} .jp-Cell").nth(1).locator(".moon-table")
    two.wait_for()
    settle(two)
    count = data(two, "action-count")
    act(one, lambda: one.get_by_role("button", name="Pass").click())
    assert data(two, "action-count") == count
    act(two, lambda: two.get_by_role("button", name="Pass").click())
    assert not page.errors, page.errors
