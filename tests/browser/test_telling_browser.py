"""Skipping shortens the wait, never the telling: on the play page, one hand (the same deal,
the same decisions, club players: they do not think against a clock, so they play the same
moves each time) told at the table's pace and then skipped through with Escape at every turn
of the computers says the same sentences to a screen reader, in the same order — every move of
the computers, seat 2's bid, discard and trump named, every trick's winner, once."""

from __future__ import annotations

import re
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from accessible import assert_accessible
from harness import act, data
from play import LEGAL, LIVE, open_play
from servers import StaticServer, local_only
from spoken import record_spoken, spoken

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def browser(offline_browser: Any) -> Any:
    """The session's Chromium offline but for localhost (overrides conftest's)."""
    return offline_browser


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


@contextmanager
def listened(browser: Any) -> Iterator[tuple[Any, list[str], list[str]]]:
    """A page of its own (offline but for localhost) recording what its tables say to a screen
    reader (`spoken`), with its script errors and the addresses it asked for in vain."""
    context = browser.new_context(viewport={"width": 1280, "height": 1000})
    blocked = local_only(context)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    record_spoken(page)
    try:
        yield page, errors, blocked
    finally:
        context.close()


def test_a_hand_skipped_says_all_a_hand_told_says(play_site: StaticServer, browser: Any) -> None:
    with listened(browser) as (page, errors, blocked):
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


NOTATION = re.compile(r"(?<![0-9])[0-6]-[0-6](?![0-9])")
"""A tile written as notation ("5-5"): never said to a screen reader."""

KEYS = {"hand": "KeyH", "trick": "KeyT", "trump": "KeyC", "bids": "KeyB", "scores": "KeyS",
        "last": "KeyL", "log": "KeyG", "help": "KeyK"}  # fmt: skip
"""The blind mode's commands and the code of the key pressed with Alt+Shift for each."""

PRESS = """([root, code, key]) => root.dispatchEvent(new KeyboardEvent("keydown",
  {code, key, altKey: true, shiftKey: true, bubbles: true, cancelable: true}))"""
"""A key pressed with Alt+Shift as a layout other than English types it: its code the same,
its letter another (Armenian's "հ" where English has H)."""


def said_after(page: Any, do: Any) -> list[str]:
    """What the table says to a screen reader while ``do()`` runs (at once: no wait)."""
    before = len(spoken(page))
    do()
    return spoken(page)[before:]


def test_the_blind_mode_says_the_table_on_demand(play_site: StaticServer, browser: Any) -> None:
    """At one table of the play page: every command by Alt+Shift and its key's code (also as
    an Armenian layout types it) and in the command box, each saying the table in words (no
    tile as notation); the log of the hand in the accessibility tree, as a list, growing as the
    hand is played; "your turn", the Hint and the last trick said; the "screen reader" setting
    shows the command box and the log and is kept for the next visit."""
    with listened(browser) as (page, errors, blocked):
        table = open_play(page, f"{play_site.url}/index.html?seed=7&level=club&pace=0")
        root = table.element_handle()
        assert any("Your turn to bid" in s for s in spoken(page)), spoken(page)
        table.locator(".moon-hand").focus()
        answers = {}
        for name, code in KEYS.items():
            answers[name] = said_after(page, lambda c=code: page.keyboard.press(f"Alt+Shift+{c}"))
            assert len(answers[name]) == 1 and answers[name][0], (name, answers[name])
            assert not NOTATION.search(answers[name][0]), (name, answers[name])
        assert answers["hand"][0].startswith("Your hand, 7 tiles."), answers["hand"]
        assert answers["trump"] == ["Trump is not named yet."], answers["trump"]
        assert answers["bids"][0].endswith("Your turn to bid."), answers["bids"]
        assert "First to 21 points." in answers["scores"][0], answers["scores"]
        assert answers["last"] == ["No trick has been played yet."], answers["last"]
        assert answers["log"][0].startswith("Hand 1 is dealt: "), answers["log"]
        assert "hand (Alt+Shift+H)" in answers["help"][0], answers["help"]
        # Alt+Shift+K put the focus in the command box: what is typed there is a command.
        box = table.get_by_role("textbox", name="Command")
        assert box.evaluate("e => e === document.activeElement")
        assert box.is_visible(), "the box is seen while the focus is in it"
        assert said_after(page, lambda: (box.fill("trump"), box.press("Enter"))) == answers["trump"]
        assert said_after(page, lambda: (box.fill("sc"), box.press("Enter"))) == answers["scores"]
        wrong = said_after(page, lambda: (box.fill("moon"), box.press("Enter")))
        assert wrong[0].startswith("“moon” is not a command. Type a command"), wrong
        # The key's code, not its letter: an Armenian layout types "հ" at H's place.
        armenian = said_after(page, lambda: page.evaluate(PRESS, [root, "KeyH", "Հ"]))
        assert armenian == answers["hand"], armenian
        # Play the hand to its fifth trick by keyboard: the log grows, a list in the tree.
        log = table.get_by_role("list").filter(has=page.locator("li"))
        for _turn in range(40):
            if (
                data(table, "phase") == "play"
                and len(table.locator(".moon-log-list li").all()) > 24
            ):
                break
            if data(table, "overlay"):
                break
            phase = data(table, "phase")
            act(table, lambda p=phase: table.locator(LEGAL[p]).first.click())
            if phase == "discard":
                act(table, lambda: table.locator(".moon-actions button.moon-primary").click())
        lines = log.get_by_role("listitem").all_inner_texts()
        assert lines[0].startswith("Hand 1 is dealt: ") and len(lines) > 20, lines
        assert any(line.endswith(" wins the trick.") or " wins the trick. " in line
                   for line in lines), lines  # fmt: skip
        assert any("double " in line for line in lines), "a double played, said in words"
        assert not any(NOTATION.search(line) for line in lines), lines
        assert answers["log"][0].startswith(lines[0]), "the log said is the log listed"
        assert any(s.startswith("Your turn to play") for s in spoken(page)), spoken(page)
        # The Hint and the last trick are said.
        table.get_by_role("button", name="Hint").click()
        page.wait_for_function("() => window.moonSaid.some((s) => s.startsWith('Hint: '))")
        hint = [s for s in spoken(page) if s.startswith("Hint: ")]
        assert hint and not NOTATION.search(hint[-1]), hint
        last = said_after(page, lambda: page.keyboard.press("KeyL"))
        assert last and last[0].startswith("Last trick: "), last
        # The setting: the command box and the log in sight, nothing moving; kept.
        table.get_by_role("button", name="Settings").click()
        setting = table.get_by_role("checkbox", name="Screen reader: say more, move less")
        setting.check()
        assert data(table, "reader") == "on"
        assert table.locator(".moon-blind").bounding_box()["width"] > 200
        table.get_by_role("button", name="Settings").click()
        assert_accessible(table, "the blind mode's command box and log in sight")
        table = open_play(page, f"{play_site.url}/index.html?seed=7&level=club&pace=0")
        assert data(table, "reader") == "on", "the setting is kept for the next visit"
        assert any(
            s.endswith("Your turn to bid.") and s != "Your turn to bid." for s in spoken(page)
        )
        assert not blocked and not errors, (blocked, errors)
