"""A coached hand in Hungarian in a real JupyterLab (issue 41): the coach's word after a costly
decision, the hand's summary with the coach's list and the hindsight, all in Hungarian — no
English word of the advice on show (the tiles' notation, "6-4", is the game's own). The same
scripted deal as `test_coach_browser.py`; screenshots in test-artifacts/ (coach-hu-*.png)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from harness import JupyterServer, act, data, show_table
from legible import unreadable

pytestmark = pytest.mark.browser

ENGLISH = re.compile(
    r"\b(from what|better|contract|likely|deals?|tricks?|trumps?|bidder|hindsight|coach|"
    r"costly|with|the|was|play|naming|bidding)\b",
    re.IGNORECASE,
)
"""Words of the English advice: none may show in the Hungarian coach's panel or summary."""


def english_in(text: str) -> list[str]:
    return sorted({m.group(0).lower() for m in ENGLISH.finditer(text)})


def test_a_hungarian_coached_hand_says_its_advice_in_hungarian(
    lab: JupyterServer, page: Any, artifacts: Path
) -> None:
    table = show_table(page, lab, "coach-hu.ipynb")
    coach = table.locator(".moon-coach")
    # Bid 5 with six trumps from the top: the one evaluation says shoot the moon.
    act(table, lambda: table.get_by_role("button", name="Licit: 5").click())
    coach.wait_for()
    said = coach.inner_text()
    assert said.startswith("Edző: Abból, amit láthattál,"), said
    assert english_in(said) == [], said
    assert data(table, "phase") == "discard", "the game goes on"
    assert unreadable(table) == []
    table.screenshot(path=str(artifacts / "coach-hu-bid.png"), animations="disabled")
    legal = table.locator(".moon-hand button.moon-legal")
    # The discard, as test_coach_browser.py makes it: a tile chosen, then Enter again.
    legal.first.focus()
    page.keyboard.press("Enter")
    table.locator(".moon-selected").wait_for()
    act(table, lambda: page.keyboard.press("Enter"))
    act(table, lambda: table.locator("button.moon-trump-choice").first.click())
    titled: set[str] = set()
    for _ in range(40):
        if data(table, "overlay"):
            break
        act(table, lambda: legal.first.click())
        if not titled and not data(table, "overlay"):
            # The trick the learner just played in, looked back at with "Last trick".
            look = table.locator('[data-key="tool:last"]')
            look.click()
            played = table.locator(".moon-trick .moon-slot-bottom [aria-label]")
            titled |= {str(t.get_attribute("aria-label")) for t in played.all()}
            look.click()
    # The learner's own tile on the table: "Kijátszottad: 6-4" ("You played"), its own
    # sentence, not "You" put into "{name} played" ("Te kijátszotta", a third person's verb).
    assert titled and all(t.startswith("Kijátszottad: ") for t in titled), titled
    summary = table.get_by_role("dialog")
    summary.wait_for()
    listed = summary.locator(".moon-coach-list").inner_text()
    assert listed.startswith("Edző:"), listed
    shown = summary.inner_text()
    assert english_in(listed) == [] and english_in(shown) == [], (listed, shown)
    assert unreadable(table) == []
    table.screenshot(path=str(artifacts / "coach-hu-summary.png"), animations="disabled")
    assert not page.errors, page.errors
