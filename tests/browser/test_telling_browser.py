"""Skipping shortens the wait, never the telling: on the play page, one hand (the same deal,
the same decisions, club players: they do not think against a clock, so they play the same
moves each time) told at the table's pace and then skipped through with Escape at every turn
of the computers says the same sentences to a screen reader, in the same order — every move of
the computers, seat 2's bid, discard and trump named, every trick's winner, once."""

from __future__ import annotations

import re
import time
from collections.abc import Iterator
from typing import Any

import pytest
from harness import chromium, data
from play import LEGAL, LIVE
from servers import OFFLINE_ARGS, StaticServer, local_only
from spoken import record_spoken, spoken

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def browser(playwright_driver: Any, chromium_path: str | None) -> Iterator[Any]:
    """This module's own Chromium, offline but for localhost (overrides conftest's)."""
    with chromium(chromium_path, OFFLINE_ARGS, playwright_driver) as offline:
        yield offline


def one_hand(page: Any, url: str, skip: bool) -> tuple[list[str], float]:
    """Open the play page at ``url`` and play its first hand by clicks, pressing Escape
    whenever the computers' moves are being told (``skip``) or waiting for them: the sentences
    said to a screen reader up to the hand's summary, and how long the hand took (s)."""
    page.goto(url)
    page.wait_for_function(LIVE, timeout=120_000)
    table = page.locator("#moon-play .moon-table")
    start = time.monotonic()
    for _ in range(2000):
        if data(table, "overlay"):
            break
        if data(table, "replaying") == "true":
            if skip:
                page.keyboard.press("Escape")
            page.wait_for_timeout(20)
            continue
        if data(table, "busy") == "true" or data(table, "to-act") != "0":
            page.wait_for_timeout(20)  # the computers think, or their moves are not yet shown
            continue
        phase, before = data(table, "phase"), data(table, "action-count")
        # The first choice: a pass, so that a computer bids and names trump.
        table.locator(LEGAL[phase]).first.click()
        if phase == "discard":
            table.locator(".moon-actions button.moon-primary").click()
        page.wait_for_function(
            "([t, n]) => t.dataset.actionCount !== n",
            arg=[table.element_handle(), before],
            timeout=60_000,
        )
    assert data(table, "overlay") == "summary", "a whole hand was played"
    return spoken(page), time.monotonic() - start


def test_a_hand_skipped_says_all_a_hand_told_says(play_site: StaticServer, browser: Any) -> None:
    context = browser.new_context(viewport={"width": 1280, "height": 1000})
    blocked = local_only(context)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    record_spoken(page)
    try:
        deal = f"{play_site.url}/index.html?seed=7&level=club"
        told, waited = one_hand(page, f"{deal}&pace=60", skip=False)
        skipped, took = one_hand(page, f"{deal}&pace=2000", skip=True)
        print(
            f"one hand told at its pace: {len(told)} announcements in {waited:.1f} s; "
            f"skipped at every turn: {len(skipped)} in {took:.1f} s"
        )
        # Escape did skip (each skip says what it skipped in one announcement), and the
        # sentences are the same, in the same order: trump named by the bidder, seven tricks,
        # each winner said once.
        assert len(skipped) < len(told), (told, skipped)
        assert " ".join(skipped) == " ".join(told), (told, skipped)
        words = " ".join(told)
        assert "Seat 2 names trump" in words, told
        assert len(re.findall(r"\bwins? the trick\.", words)) == 7, told
        assert not blocked and not errors, (blocked, errors)
    finally:
        context.close()
