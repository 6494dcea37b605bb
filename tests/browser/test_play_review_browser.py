"""The play page's review (`index.html?review`) in Chromium, offline but for localhost: a
progress file with a card loaded through "Load a copy…", the card met at the table (face down,
its own step), solved, and told when it comes back; the deck kept in the browser's storage
across a reload; "Save a copy" downloads the file with the card and its review. A hand played
on the page is weighed between the page's messages, and the review opens on it weighed. A fresh
browser profile, so the browser's storage starts empty.
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

import pytest
from accessible import assert_accessible, unseen_rings
from guide import answered, at_step, next_buttons
from harness import data, decide, settle
from play import marks, open_play
from servers import StaticServer, local_only
from steady import jumps, record_boxes

from moon_nb.engine.actions import Action
from moon_nb.path.guided import STEPS
from moon_nb.progress.store import Session
from moon_nb.review.deck import Deck, Played, ReviewCard
from moon_nb.review.examine import examine_observed
from moon_nb.review.seen import Seen

pytestmark = pytest.mark.browser

MADE = "2026-12-04T10:00:00.000Z"


@pytest.fixture(scope="module")
def browser(offline_browser: Any) -> Any:
    """The session's Chromium offline but for localhost (overrides conftest's)."""
    return offline_browser


def a_card() -> ReviewCard:
    """A card from a real costly decision: a pass with four ones, 1-1 among them, after two
    passes (the path's learn-value-four-trumps), as seat 0 saw it."""
    step = next(s for s in STEPS if s.id == "learn-value-four-trumps")
    seen = step.game().observe(0)
    played = Played("p1", MADE, "play page", Seen.of(seen), "pass")
    _, card = examine_observed(seen, Action("pass"), played, MADE)
    assert card is not None
    return card


def fresh_page(browser: Any) -> tuple[Any, Any, list[str], list[str]]:
    """A fresh profile's page that may download, reaching only localhost: the context, the
    page, the requests blocked and the page's errors (both lists fill as it goes)."""
    context = browser.new_context(viewport={"width": 1280, "height": 1000}, accept_downloads=True)
    blocked = local_only(context)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    return context, page, blocked, errors


def notice(table: Any) -> str:
    return str(table.locator(".moon-notice").inner_text())


def test_a_card_is_loaded_reviewed_and_kept_in_the_browser(
    play_site: StaticServer, browser: Any, tmp_path: Path, artifacts: Path
) -> None:
    card = a_card()
    mine = tmp_path / "mine.json"
    Session(mine).keep(Deck((card,), (), ()))
    context, page, blocked, errors = fresh_page(browser)
    try:
        url = f"{play_site.url}/index.html?review&pace=0"
        record_boxes(page)
        table = open_play(page, url)
        # From its picture while Python starts to the live review: nothing moves (the review's
        # panel has its place in the picture).
        assert marks(page)["preview"] > 0, "the review's picture showed while Python started"
        found, frames = jumps(page)
        assert frames > 10 and found == [], "\n".join(found)
        assert notice(table).startswith("No card yet"), notice(table)
        assert data(table, "step").startswith("learn-"), "nothing due: practice"
        footer = page.locator("#moon-play-files")
        assert "kept in this browser" in footer.inner_text()

        page.set_input_files('[data-key="files:pick"]', str(mine))
        page.wait_for_function(
            "() => document.querySelector('.moon-notice').textContent.includes('is loaded')"
        )
        assert notice(table) == (
            "mine.json is loaded: 0 answers, 1 review card and 0 decisions kept, added to this "
            "page's."
        )
        step = f"review-{card.id}"
        at_step(table, step)
        assert "Your hand of" in page.locator(".moon-guide").inner_text()
        # Face down: the others' tiles are backs.
        assert table.locator(".moon-seat .moon-down").count() > 0
        assert table.locator(".moon-seat [data-tile]").count() == 0
        page.screenshot(path=str(artifacts / "play-review-card.png"), animations="disabled")
        assert_accessible(page.locator("body"), "the play page's review, a card")
        assert unseen_rings(page.locator("body")) == []

        button = table.locator(f'.moon-actions [data-key="act:{card.answer}"]')
        words = answered(table, lambda: button.click(), "solved", timeout=120_000)
        assert words.startswith("Solved."), words
        # When the card comes back: shown in the verdict's words, by the hand.
        assert words.endswith(" This card comes back in 2 days."), words
        assert_accessible(page.locator("body"), "the play page's review, the card solved")
        # The last card due has a way on, one: practice (its panel's Next was disabled).
        assert next_buttons(table) == ["verdict:next"], next_buttons(table)
        table.locator('[data-key="verdict:next"]').click()
        page.wait_for_function(
            f"() => document.querySelector('.moon-table').dataset.step !== {step!r}"
        )
        assert data(table, "step").startswith("learn-"), "practice after the cards"

        # The deck is kept in the browser: after a reload the card is not due.
        table = open_play(page, url)
        assert notice(table) == (
            "Nothing is due: the next card comes back in 2 days. Meanwhile, practice."
        ), notice(table)

        with page.expect_download() as download:
            page.locator('[data-key="files:save"]').click()
        saved = json.loads(Path(download.value.path()).read_text(encoding="utf-8"))
        assert [c["id"] for c in saved["deck"]["cards"]] == [card.id]
        assert [(r["card"], r["rating"]) for r in saved["deck"]["reviews"]] == [(card.id, "good")]
        assert not blocked and not errors, (blocked, errors)
    finally:
        context.close()


def test_the_path_goes_on_where_the_learner_left_off(play_site: StaticServer, browser: Any) -> None:
    """``path=learn`` without a step opens the step the learner last had open on this page:
    its picture while Python starts, then the live table at that step, nothing moving between
    them; their stars are still there."""
    context = browser.new_context(viewport={"width": 1280, "height": 1000})
    blocked = local_only(context)
    page = context.new_page()
    try:
        third = STEPS[2]
        table = open_play(page, f"{play_site.url}/index.html?path=learn&step=3&pace=0")
        at_step(table, third.id)
        record_boxes(page)
        table = open_play(page, f"{play_site.url}/index.html?path=learn&pace=0")
        assert marks(page)["preview"] > 0, "the step's picture showed while Python started"
        at_step(table, third.id)
        found, frames = jumps(page)
        assert frames > 10 and found == [], "\n".join(found)
        assert not blocked, blocked
    finally:
        context.close()


def saved(page: Any) -> dict[str, Any]:
    """The page's progress file, as "Save a copy" downloads it."""
    with page.expect_download() as download:
        page.locator('[data-key="files:save"]').click()
    return json.loads(Path(download.value.path()).read_text(encoding="utf-8"))  # type: ignore[no-any-return]


def test_a_hand_on_the_page_is_weighed_between_hands(play_site: StaticServer, browser: Any) -> None:
    """The page starts no worker process: when the hand ends, its decisions are weighed one at
    a time on Python's event loop, between the page's messages — the learner's next click is
    answered meanwhile — and kept in the browser's storage; the review then opens on them,
    with nothing left to weigh."""
    context, page, blocked, errors = fresh_page(browser)
    try:
        table = open_play(page, f"{play_site.url}/index.html?seed=3&level=club&pace=0")
        for _ in range(30):
            if data(table, "overlay"):
                break
            decide(table, timeout=60_000)
        assert data(table, "overlay") == "summary", "a whole hand was played"
        ended = time.monotonic()
        table.get_by_role("button", name="Next hand").click()
        settle(table, timeout=120_000)
        answered = time.monotonic() - ended
        played: list[dict[str, Any]] = []
        while time.monotonic() - ended < 600:
            played = saved(page)["deck"]["played"]
            if played and all(p["verdict"] and p.get("model") for p in played):
                break
            page.wait_for_timeout(2000)
        weighed = time.monotonic() - ended
        assert played and all(p["verdict"] and p.get("model") for p in played), played
        print(
            f"play page: {len(played)} decisions weighed between messages in {weighed:.0f} s; "
            f"'Next hand' answered in {answered:.1f} s meanwhile"
        )
        page.wait_for_timeout(4000)  # the storage written back once more (every 3 s)
        table = open_play(page, f"{play_site.url}/index.html?review&pace=0")
        said = notice(table)
        assert "still to weigh" not in said, said
        cards = [p for p in played if len(p["verdict"]) == 16 and " " not in p["verdict"]]
        if cards:
            assert said.startswith(f"{len(set(p['verdict'] for p in cards))} card"), said
            assert data(table, "step") == f"review-{cards[0]['verdict']}"
        else:
            assert said.startswith("No card yet"), said
        assert not blocked and not errors, (blocked, errors)
    finally:
        context.close()
