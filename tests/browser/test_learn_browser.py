"""The guided path (`Learn()`) in a real JupyterLab: ten steps, five by mouse and five by
keyboard, with failed tries explained, the hint after a failure, a retry, and the stars of each
solved step; the rule card over the felt, and each new chapter opening with its card; at
each step the hand shows only the aids the step allows (`guide.check_aids`). On a
1366x768 laptop the whole path fits the notebook's pane, and the verdict on a wrong try is on
screen together with the hand. The path's longest verdicts, with the hint, cut no words on a
laptop's screen or a phone's. From the table's first paint, through wrong tries and the hint,
no part of it moves, on a laptop's screen or a phone's (`steady.jumps`).
Screenshots light and dark in test-artifacts/learn-*.png."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from accessible import assert_accessible
from guide import (
    VERDICT,
    answered,
    at_step,
    check_aids,
    click_tile,
    guide,
    key_tile,
    stars,
    step_hint,
    tile,
)
from harness import NOTEBOOK, JupyterServer, data, set_theme, show_table
from legible import faint_edges, unreadable
from path_words import Words, show
from steady import LAPTOP, PHONE, clipped, jumps, on_screen, record_boxes, restart_boxes

from moon_nb.path.cards import card_of
from moon_nb.path.guided import STEPS

pytestmark = pytest.mark.browser

IDS = [s.id for s in STEPS]


def shot(table: Any, artifacts: Path, name: str) -> None:
    table.screenshot(path=str(artifacts / f"learn-{name}.png"), animations="disabled")


def next_step(table: Any, press: Any) -> None:
    number = IDS.index(data(table, "step"))
    press()
    step = STEPS[number + 1]
    at_step(table, step.id, keep_card=True)
    if step.chapter != STEPS[number].chapter:
        # A new chapter opens with its rule card over the felt: its words, then put away.
        card = table.get_by_role("dialog", name=f"Rule: {step.chapter}")
        card.wait_for()
        shown = " ".join(card.inner_text().split())
        assert all(sentence in shown for sentence in card_of(step.chapter).text), shown
        card.get_by_role("button", name="Play the step").click()
        card.wait_for(state="detached")
    check_aids(table, step)


PANE = f"{NOTEBOOK.rsplit(' ', 1)[0]} .jp-WindowedPanel-outer"


def test_ten_steps_by_mouse_and_by_keyboard(lab: JupyterServer, page: Any, artifacts: Path) -> None:
    page.set_viewport_size(LAPTOP)
    record_boxes(page)
    table = show_table(page, lab, "learn.ipynb")
    at_step(table, IDS[0], keep_card=True)
    # The path opens with the first chapter's rule, over the felt, before its first step.
    opening = table.get_by_role("dialog", name=f"Rule: {STEPS[0].chapter}")
    opening.wait_for()
    assert all(s in " ".join(opening.inner_text().split()) for s in card_of(STEPS[0].chapter).text)
    assert_accessible(table, "the path's first rule card, in JupyterLab")
    assert faint_edges(table) == [], "the path's first rule card"
    opening.get_by_role("button", name="Play the step").click()
    opening.wait_for(state="detached")
    assert_accessible(table, "the path's first step, in JupyterLab")
    check_aids(table, STEPS[0])
    pane = page.locator(PANE).first.bounding_box()
    assert pane is not None and table.bounding_box()["height"] <= pane["height"]
    panel = guide(table)
    assert panel.locator(".moon-guide-goal").inner_text() == "Goal: Follow suit."
    assert "Step 1 of" in panel.inner_text()
    assert table.locator(".moon-hand .moon-legal").count() == 0, "finding them is the lesson"
    assert panel.get_by_role("button", name="Hint").count() == 0, "no hint before a try"

    # By mouse. Step 1: a wrong tile is explained and the position comes back; the hint.
    words = answered(table, click_tile(table, "3-2"), "wrong")
    assert words.startswith("Not yet. You may not play 3-2: 5-3 leads suit 5")
    # Where the learner clicked, the verdict is: on screen with the hand, right above it.
    verdict, hand = table.locator(VERDICT), table.locator(".moon-hand")
    assert on_screen(page, verdict, PANE) and on_screen(page, hand, PANE)
    assert verdict.bounding_box()["y"] < hand.bounding_box()["y"]
    assert_accessible(table, "a wrong try on the path, in JupyterLab")
    shot(table, artifacts, "light-wrong")
    page.screenshot(path=str(artifacts / "learn-laptop-light-wrong.png"), animations="disabled")
    rule_card(table, artifacts)
    panel.get_by_role("button", name="Hint").click()
    step_hint(table).wait_for()
    assert "higher number" in step_hint(table).inner_text()
    assert unreadable(table) + faint_edges(table) == [], "the verdict and the hint, in the light"
    words = answered(table, click_tile(table, "5-4"), "solved")
    assert words.startswith("Solved. 5-4 follows suit 5") and stars(table).startswith("One star")
    assert unreadable(table) + faint_edges(table) == [], "solved, its stars, in the light"
    assert_accessible(table, "a step solved on the path, in JupyterLab")
    # A solved step's last word is its verdict: no one is said to be next to play.
    assert table.locator(".moon-prompt").count() == 0
    assert " to lead" not in table.locator(".moon-felt").inner_text()
    shot(table, artifacts, "light-solved")
    # The solved step's way on, in its verdict (the panel's own is hidden meanwhile: one Next).
    click_next = lambda: table.locator('[data-key="verdict:next"]').click()  # noqa: E731
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
    # From the table's first paint, through wrong tries, the hint, a retry and five steps, no
    # part of it moved: the felt, the hand, the bar, the path's panel and its buttons.
    found, frames = jumps(page)
    assert frames > 30 and found == [], "\n".join(found)

    # By keyboard, in the dark: N the next step, R the step again, H the hint, Enter plays.
    set_theme(page, "JupyterLab Dark")
    try:
        key = lambda k: (table.focus(), page.keyboard.press(k))  # noqa: E731
        next_step(table, lambda: key("n"))  # step 6: 5-4 is a trump, not a four
        assert "not a tile of suit 4" in answered(table, key_tile(table, "5-4"), "wrong")
        key("h")
        step_hint(table).wait_for()
        assert unreadable(table) + faint_edges(table) == [], "the verdict and the hint, in the dark"
        assert_accessible(table, "a wrong try and the hint on the path, in JupyterLab's dark")
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
        assert unreadable(table) + faint_edges(table) == [], "solved, its stars, in the dark"
        assert_accessible(table, "a step solved on the path, in JupyterLab's dark")
        shot(table, artifacts, "dark-solved")
    finally:
        set_theme(page, "JupyterLab Light")
    # The list of steps shows the stars earned.
    listed = panel.locator('[data-key="guide:list"] option')
    assert "★" in listed.nth(0).inner_text() and "★" in listed.nth(9).inner_text()
    assert "★" not in listed.nth(10).inner_text()
    assert not page.errors, page.errors


def rule_card(table: Any, artifacts: Path) -> None:
    """The Rule button lays the chapter's card over the felt, which keeps its box; its words
    link to the glossary notebook beside this one; "Play the step" puts it away."""
    felt = table.locator(".moon-felt").bounding_box()
    guide(table).get_by_role("button", name="Rule").click()
    card = table.get_by_role("dialog", name="Rule: Tricks and following suit")
    card.wait_for()
    # The chapter's own card: its sentences, and its picture drawn as tiles.
    first = card_of(STEPS[0].chapter)
    shown = " ".join(card.inner_text().split())
    assert all(sentence in shown for sentence in first.text), shown
    for row in first.rows:
        assert card.get_by_role("img", name=row.label, exact=False).count() == 1, row.label
        assert card.locator(f'.moon-card-tiles [data-tile="{row.tiles[0]}"]').count() >= 1
    assert table.locator(".moon-felt").bounding_box() == felt, "the card is drawn over the felt"
    link = card.locator("a.moon-term-word").first
    href = str(link.evaluate("a => a.href"))
    # Relative to the notebook's address in JupyterLab (…/lab/…/tree/learn.ipynb): JupyterLab
    # opens the glossary notebook at that word, in a new tab.
    assert "/lab/" in href and "/tree/10-glossary.ipynb#" in href, href
    assert link.get_attribute("target") == "_blank"
    assert card.locator(".moon-term-meaning").first.inner_text().strip()
    shot(table, artifacts, "light-rule-card")
    card.get_by_role("button", name="Play the step").click()
    card.wait_for(state="detached")
    assert data(table, "step-status") == "wrong", "the step is as it was"
    # Escape puts it away too.
    guide(table).get_by_role("button", name="Rule").click()
    card.wait_for()
    table.page.keyboard.press("Escape")
    card.wait_for(state="detached")


def test_the_longest_verdicts_are_whole_on_a_laptop_and_a_phone(
    lab: JupyterServer, page: Any, artifacts: Path, longest_words: tuple[Words, Words]
) -> None:
    """The longest verdict a wrong try gets on the path and the longest solved step's reason
    (worked out from the steps, `path_words`), each with the step's hint under it: in the
    notebook on a laptop's screen and on a phone's (JupyterLab's side panels folded), no part of
    the table clips words, down or across, and nothing sticks out sideways."""
    page.set_viewport_size(LAPTOP)
    table = show_table(page, lab, "learn.ipynb")
    at_step(table, IDS[0])
    cut: dict[str, list[str]] = {}
    for words in longest_words:
        show(table, words)
        said = "solved" if not words.wrong else f"{words.wrong!r} refused"
        for screen, size in (("laptop", LAPTOP), ("phone", PHONE)):
            page.set_viewport_size(size)
            if size == PHONE:
                page.evaluate("jupyterapp.shell.collapseLeft(); jupyterapp.shell.collapseRight()")
            table.scroll_into_view_if_needed()
            shot(table, artifacts, f"{screen}-{words.step.id}")
            found = clipped(table)
            if found:
                cut[f"{words.step.id}, {said}, with the hint, on a {screen}"] = found
        page.set_viewport_size(LAPTOP)
    assert cut == {}, "\n".join(f"{k}:\n  " + "\n  ".join(v) for k, v in cut.items())
    assert not page.errors, page.errors


def test_wrong_tries_on_a_phone_move_nothing(lab: JupyterServer, page: Any) -> None:
    """In a narrow cell (a phone's screen, JupyterLab's side panels folded): two wrong tries, the
    hint, the step solved and the next step's wrong try; no part of the table moves."""
    page.set_viewport_size(PHONE)
    record_boxes(page)
    table = show_table(page, lab, "learn.ipynb")
    page.evaluate("jupyterapp.shell.collapseLeft(); jupyterapp.shell.collapseRight()")
    page.wait_for_timeout(300)
    # The notebook opened with JupyterLab's side panel out, squeezing its cells until folded.
    restart_boxes(page)
    at_step(table, IDS[0])
    step = STEPS[0]
    tap = lambda name: click_tile(table, name.removeprefix("play "))  # noqa: E731
    answered(table, tap(step.misses[0][0]), "wrong")
    guide(table).get_by_role("button", name="Hint").click()
    step_hint(table).wait_for()
    answered(table, tap(step.misses[1][0]), "wrong")
    answered(table, tap(step.solution[0]), "solved")
    table.locator('[data-key="verdict:next"]').click()
    at_step(table, IDS[1])
    answered(table, tap(STEPS[1].misses[0][0]), "wrong")
    found, frames = jumps(page)
    assert frames > 30 and found == [], "\n".join(found)
    assert not page.errors, page.errors
