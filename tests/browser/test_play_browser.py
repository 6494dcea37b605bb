"""The play page (`bash scripts/play.sh OUT`) in Chromium, served from localhost with every
other address blocked: Python (Pyodide, in a web worker) runs the table's session, the table's
own code draws it. A whole hand against the expert by clicks and by keyboard; the page inside an
``<iframe>`` of a plain HTML page; a phone's width with touch; light and dark; an address with
mistakes refused in sentences; the guided path (``path=learn``), a wrong try explained and then
the step solved; every step of the path, its rule cards and its longest verdicts on a laptop's
screen and a phone's, none of their words cut short.

The page is built once per session (conftest's ``play_site``; $MOON_NB_PLAY names one built
already). The tests share one browser profile where they can, so after the first visit the page
starts from its memory snapshot (as a returning learner's does). Screenshots go to
test-artifacts/play-*.png.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from accessible import (
    accessible,
    assert_accessible,
    focus_while_they_play,
    ring_seen,
    unseen_rings,
    watch_focus,
)
from covering import badges_covered, card_fits, over_own_row
from guide import (
    VERDICT,
    answered,
    at_step,
    check_aids,
    click_tile,
    go_to_step,
    guide,
    stars,
    tile,
)
from guide import next_buttons as ways_on
from guide import verdict as verdict_said
from harness import SETTLED, act, data, decide, settle
from legible import faint_edges, unreadable
from path_words import Words, show
from play import IFRAME, LEGAL, LIVE, marks, open_play, sent, watch_sent
from servers import StaticServer, local_only
from spoken import record_spoken, spoken
from steady import (
    LAPTOP,
    PHONE,
    clipped,
    felt_movement,
    focus_reads_as_advice,
    jumps,
    on_screen,
    overflow,
    record_boxes,
    ring,
    small_targets,
    sticking_out,
    target_sizes,
    watch_felt,
)

from moon_nb.path.guided import STEPS
from moon_nb.path.hands.hand_steps import HAND_STEPS
from moon_nb.show.table_words import said as in_words

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def browser(offline_browser: Any) -> Any:
    """The session's Chromium offline but for localhost (overrides conftest's)."""
    return offline_browser


@pytest.fixture(scope="module")
def profile(browser: Any) -> Iterator[tuple[Any, list[str]]]:
    """One browser profile for the module's desktop tests, and the addresses it was refused."""
    context = browser.new_context(viewport={"width": 1280, "height": 1000})
    blocked = local_only(context)
    try:
        yield context, blocked
    finally:
        context.close()


@pytest.fixture
def tab(profile: tuple[Any, list[str]], request: Any, artifacts: Path) -> Iterator[Any]:
    """A new tab in the shared profile; its page errors in ``tab.errors``."""
    context, blocked = profile
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(f"{e}\n{e.stack}"))
    page.errors = errors
    try:
        yield page
        assert not blocked, f"the page asked for other addresses: {blocked}"
    finally:
        report = getattr(request.node, "report_call", None)
        if report is not None and report.failed:
            page.screenshot(path=str(artifacts / f"failed-{request.node.name}.png"))
        page.close()


def shot(page: Any, artifacts: Path, name: str) -> None:
    page.screenshot(path=str(artifacts / f"play-{name}.png"), animations="disabled")


def press_to(page: Any, selector: str) -> None:
    """Move the focus with the arrow keys until it is on a control ``selector`` names: right
    along a group of controls that has one, down to the next group otherwise."""
    for _ in range(60):
        where = page.evaluate(
            """s => { const a = document.activeElement;
                      const group = a && a.closest('[data-nav-group]');
                      return a && a.matches(s) ? 'here'
                           : group && group.querySelector(s) ? 'right' : 'down'; }""",
            selector,
        )
        if where == "here":
            return
        page.keyboard.press("ArrowRight" if where == "right" else "ArrowDown")
    raise AssertionError(f"the arrow keys never reached {selector}")


def decide_by_keys(page: Any, table: Any) -> None:
    """The learner's decision by keyboard alone, whatever the phase."""
    phase = data(table, "phase")
    press_to(page, LEGAL[phase])
    if phase == "discard":
        page.keyboard.press("Enter")  # choose the tile...
        table.locator(".moon-selected").wait_for()
        press_to(page, ".moon-actions button.moon-primary")
    act(table, lambda: page.keyboard.press("Enter"), timeout=60_000)


def play_the_hand(table: Any, decision: Any) -> None:
    """Make the learner's decisions (``decision()``) until the hand's summary shows."""
    for _ in range(30):  # bids (a hand all pass is dealt again), the widow, trump, 7 tiles
        if data(table, "overlay"):
            break
        decision()
    assert data(table, "overlay") == "summary", "a whole hand was played"
    assert "Total" in table.get_by_role("dialog").inner_text()


def test_a_whole_hand_by_clicks_against_the_expert(
    play_site: StaticServer, tab: Any, artifacts: Path
) -> None:
    """On a laptop's screen: from the page's first paint (the deal's picture while Python
    starts) through the whole hand, no part of the table moves (`steady.jumps`; a seat's
    chips neither, while it thinks), and the table fits the screen."""
    tab.set_viewport_size(LAPTOP)
    record_boxes(tab)
    refused: list[str] = []
    tab.on("response", lambda r: r.status >= 400 and refused.append(f"{r.status} {r.url}"))
    table = open_play(tab, f"{play_site.url}/index.html?seed=7&level=expert&pace=120")
    watch_felt(table)
    times = marks(tab)
    assert 0 < times["preview"] < times["live"], "the deal's picture shows while Python starts"
    assert "Expert" in table.locator(".moon-seat").first.inner_text()
    assert on_screen(tab, table) and overflow(tab, table) == {"page": 0, "table": 0}
    assert focus_reads_as_advice(tab) == ""
    # The table puts the focus on the bids: no ring round them for a mouse's user.
    assert tab.evaluate("document.activeElement.classList.contains('moon-actions')")
    assert ring(tab) == "", "a focus ring with no key pressed"
    shot(tab, artifacts, "expert-bid")
    play_the_hand(table, lambda: (decide(table, timeout=60_000), rings_after_a_click(tab)))
    # The page names its icon (so no browser asks for /favicon.ico), and nothing it asked for
    # was missing.
    icons = [str(i.get_attribute("href")) for i in tab.locator('link[rel="icon"]').all()]
    assert [i[:19] for i in icons] == ["data:image/svg+xml,"], icons
    assert refused == []
    shot(tab, artifacts, "expert-summary")
    moved, frames = felt_movement(table)
    print(f"play page, 1366x768: the felt moved {moved:.1f} px in {frames} frames")
    assert frames > 100 and moved <= 2, (moved, frames)
    # A seat's chips keep their place up and down too while it thinks (they moved 4 px).
    found, frames = jumps(tab, upright=("a seat's points",))
    assert frames > 100 and found == [], "\n".join(found)
    table.get_by_role("button", name="Next hand").click()
    settle(table, timeout=60_000)
    assert data(table, "overlay") == "" and data(table, "phase") in ("bid", "discard", "play")
    assert not tab.errors, tab.errors


def rings_after_a_click(page: Any) -> None:
    """Where the table puts the focus after a click (the next decision), no ring is drawn."""
    assert ring(page) == "", "a focus ring after a click"


def test_a_whole_hand_by_keyboard(play_site: StaticServer, tab: Any, artifacts: Path) -> None:
    """Every decision by the keys, each focused control showing its ring at 3:1 or more against
    what lies behind it; while the computers think over their moves, the focus is on the table,
    which shows its own ring (`accessible.focus_while_they_play`); the page's own buttons under
    the table show theirs."""
    table = open_play(tab, f"{play_site.url}/index.html?seed=12&level=expert&pace=0")
    # The page puts the focus on its table: the keys work at once.
    assert tab.evaluate("document.activeElement.classList.contains('moon-table')")
    watch_focus(table)
    play_the_hand(table, lambda: (decide_by_keys(tab, table), keys_show_the_ring(tab, table)))
    shot(tab, artifacts, "keyboard-summary")
    unseen, places = focus_while_they_play(table)
    print(f"the focus while the computers played: {places} places, {unseen or 'each ringed'}")
    assert places > 0 and unseen == [], unseen
    assert unseen_rings(tab.locator("#moon-play-files")) == [], "the page's own buttons"
    assert not tab.errors, tab.errors


def test_an_address_with_mistakes_is_refused_in_sentences(
    play_site: StaticServer, tab: Any
) -> None:
    tab.goto(f"{play_site.url}/index.html?seed=many&colour=red&players=3")
    tab.wait_for_function(LIVE, timeout=120_000)
    assert tab.evaluate("document.body.dataset.play") == "refused"
    problem = tab.get_by_role("alert").inner_text()
    assert "The page has no option 'colour'" in problem
    assert "'seed=many' cannot be used" in problem
    assert tab.locator(".moon-table").count() == 0, "a mistaken address starts no game"
    tab.get_by_role("link", name="Play a game with the default options").click()
    tab.wait_for_function(LIVE, timeout=120_000)
    assert tab.evaluate("document.body.dataset.play") == "live"


def test_the_guided_path_explains_a_wrong_try_then_the_step_is_solved(
    play_site: StaticServer, tab: Any, artifacts: Path
) -> None:
    """From the page's first paint (the step's picture while Python starts, its panel and rule
    card too), through two wrong tries, the hint and the step solved, and on to the next step,
    no part of the table moves (`steady.jumps`)."""
    step = STEPS[0]
    record_boxes(tab)
    record_spoken(tab)
    table = open_play(tab, f"{play_site.url}/index.html?path=learn&step=1&pace=0")
    at_step(table, step.id, keep_card=True)
    # The path opens with its first rule card, the focus on its button.
    assert tab.evaluate("document.activeElement.dataset.key") == "card:close"
    tab.keyboard.press("Enter")
    table.locator(".moon-rulecard").wait_for(state="detached")
    assert guide(table).locator(".moon-guide-goal").inner_text() == f"Goal: {step.goal}"
    (wrong, because), right = step.misses[0], step.solution[0]
    words = answered(table, click_tile(table, wrong.removeprefix("play ")), "wrong")
    assert words.startswith("Not yet.") and because in words
    shot(tab, artifacts, "path-wrong")
    guide(table).get_by_role("button", name="Hint").click()
    table.locator(".moon-say .moon-guide-hint").wait_for()
    answered(table, click_tile(table, step.misses[1][0].removeprefix("play ")), "wrong")
    words = answered(table, click_tile(table, right.removeprefix("play ")), "solved")
    assert words.startswith("Solved.") and stars(table).startswith("One star")
    assert ways_on(table) == ["verdict:next"], "one way on: the verdict's"
    table.locator('[data-key="verdict:next"]').click()
    at_step(table, STEPS[1].id)
    answered(table, click_tile(table, STEPS[1].misses[0][0].removeprefix("play ")), "wrong")
    # Said to a screen reader, once each: each new step, each verdict (with the stars), every
    # tile in words.
    said = spoken(tab)
    for shown in STEPS[:2]:
        assert said.count(in_words(f"{shown.title}. {shown.goal}")) == 1, (shown.title, said)
    assert sum(s.startswith("Not yet.") for s in said) == 3, said
    assert sum(s.startswith("Solved.") and "One star" in s for s in said) == 1, said
    assert not [s for s in said if re.search(r"(?<![0-9])[0-6]-[0-6](?![0-9])", s)], said
    found, frames = jumps(tab)
    assert frames > 30 and found == [], "\n".join(found)
    # A step whose solving move ends the hand opens the hand's summary over the verdict: no
    # next hand follows on a path, so its button says where it leads — the table, and there
    # the step's verdict with its way on.
    ends = next(s for s in STEPS if s.id == "learn-draw-top")
    go_to_step(table, ends.id)
    at_step(table, ends.id)
    *first, last = (move.removeprefix("play ") for move in ends.solution)
    for name in first:
        act(table, click_tile(table, name))
    act(table, click_tile(table, last))
    assert data(table, "overlay") == "summary"
    closing = table.locator('[data-key="overlay:next"]')
    assert closing.inner_text() == "Look at the table", closing.inner_text()
    closing.click()
    table.locator(".moon-overlay").wait_for(state="detached")
    assert verdict_said(table).startswith("Solved.") and ways_on(table) == ["verdict:next"]
    # path=hands opens the whole hands at the first: its rule card, then a hint for the first
    # trick offered before any try (a whole hand's hints cost no star).
    hand = HAND_STEPS[0]
    table = open_play(tab, f"{play_site.url}/index.html?path=hands&pace=0")
    at_step(table, hand.id, keep_card=True)
    card = table.locator(".moon-rulecard")
    card.get_by_role("button", name="Play the step").click()
    card.wait_for(state="detached")
    guide(table).get_by_role("button", name="Hint").click()
    hint = table.locator(".moon-say .moon-guide-hint")
    hint.wait_for()
    assert hand.hints[0] in " ".join(hint.inner_text().split())
    assert not tab.errors, tab.errors


def test_reveal_and_a_prepared_deal(play_site: StaticServer, tab: Any) -> None:
    hands = "6-6,6-5,6-4,6-3,5-5,4-4,3-3/6-2,6-1,5-4,5-3,5-2,5-1,4-3/4-2,4-1,3-2,2-2,2-1,1-1,0-0"
    url = f"{play_site.url}/index.html?deal={hands}&widow=3-1&reveal=yes&theme=dark&pace=0"
    table = open_play(tab, url)
    assert tab.evaluate("document.documentElement.dataset.theme") == "dark"
    mine = [t.get_attribute("data-tile") for t in table.locator(".moon-hand .moon-tile").all()]
    assert mine == ["6-6", "6-5", "6-4", "6-3", "5-5", "4-4", "3-3"]
    shown = table.locator(".moon-seat .moon-tile[data-tile]")
    assert shown.count() == 14, "reveal shows the other seats' tiles"


def test_the_page_in_an_iframe(
    play_site: StaticServer, browser: Any, tmp_path: Path, artifacts: Path
) -> None:
    line = IFRAME.format(url=f"{play_site.url}/index.html?seed=3&pace=0")
    host = tmp_path / "lesson.html"
    host.write_text(
        "<!DOCTYPE html><html><head><meta charset='utf-8'><title>A lesson</title></head>"
        f"<body><h1>Lesson 1: bidding</h1><p>Play a hand:</p>{line}"
        "<p><a href='#next'>Next lesson</a></p></body></html>"
    )
    context = browser.new_context(viewport={"width": 1100, "height": 1000})
    blocked = local_only(context)
    page = context.new_page()
    try:
        # Another port: another origin, as an LMS page framing the page would be.
        with StaticServer(tmp_path) as lesson:
            page.goto(f"{lesson.url}/lesson.html")
            frame = page.frame_locator("iframe")
            frame.locator("body[data-play='live']").wait_for(timeout=120_000)
            # Framed, the page leaves the focus with the page around it.
            assert page.evaluate("document.activeElement.tagName") != "IFRAME"
            table = frame.locator(".moon-table")
            handle = table.element_handle()
            inner = page.frame(url=lambda u: "index.html" in u)
            assert inner is not None
            inner.wait_for_function(f"t => ({SETTLED})(t)", arg=handle, timeout=60_000)
            before = data(table, "action-count")
            table.locator(LEGAL["bid"]).last.click()
            inner.wait_for_function(
                "([t, n]) => t.dataset.actionCount !== n", arg=[handle, before], timeout=60_000
            )
            shot(page, artifacts, "iframe")
        assert not blocked, blocked
    finally:
        context.close()


def keys_show_the_ring(page: Any, table: Any) -> None:
    """Moved by the keys, the focus shows its ring at 3:1 or more against what lies behind it
    (while the learner has a choice to make)."""
    if not data(table, "overlay") and table.locator(".moon-actions, .moon-hand").count():
        page.keyboard.press("ArrowRight")
        assert ring_seen(page) == "", "no focus ring for the keys"


def fits_a_phone(page: Any, table: Any) -> None:
    """On a phone's screen: nothing wider than the screen, the whole table on it (no scrolling
    during a step), every control of the table at least 44 px each way, the hand's tiles inside
    the learner's place (eight of them, the widow taken, too), every text legible
    (`legible.unreadable`), no held trump's mark under another part (`badges_covered`: the
    line above the hand hid a raised tile's by up to 14 px) and no focus ring after a tap."""
    assert overflow(page, table) == {"page": 0, "table": 0}
    assert on_screen(page, table), table.bounding_box()
    assert small_targets(table) == []
    assert clipped(table) == []
    assert sticking_out(table, ".moon-hand .moon-tile", ".moon-you") == []
    assert unreadable(table) == []
    assert badges_covered(table) == []
    assert ring(page) == ""


def choice_counts(table: Any) -> list[str]:
    """Each trump choice's count of the learner's tiles of it, as the choice shows it."""
    return [
        str(
            b.evaluate(
                "b => (b.querySelector('.moon-count') || { dataset: {} }).dataset.count || ''"
            )
        )
        for b in table.locator(LEGAL["trump"]).all()
    ]


def test_a_phone_with_touch(play_site: StaticServer, browser: Any, artifacts: Path) -> None:
    context = browser.new_context(
        viewport=PHONE,
        device_scale_factor=2,
        is_mobile=True,
        has_touch=True,
        color_scheme="dark",
    )
    blocked = local_only(context)
    page = context.new_page()
    record_boxes(page)
    try:
        table = open_play(page, f"{play_site.url}/index.html?seed=5&pace=120")
        watch_felt(table)
        # The page follows the phone's dark setting, and nothing is wider than the screen.
        assert page.evaluate("document.documentElement.dataset.theme") == "dark"
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
        fits_a_phone(page, table)
        assert_accessible(page.locator("body"), "the play page on a phone, bidding")
        sizes = target_sizes(table, ".moon-actions button, .moon-tools button")
        print("phone, bid: the smallest control", min(sizes), "of", len(sizes))
        shot(page, artifacts, "phone-bid")
        for _ in range(30):
            if data(table, "overlay") or data(table, "phase") == "play":
                break
            phase = data(table, "phase")
            if phase == "discard":
                table.locator(LEGAL["discard"]).first.tap()
                fits_a_phone(page, table)
                shot(page, artifacts, "phone-discard")
                act(table, lambda: table.locator(".moon-actions button.moon-primary").tap())
            else:
                fits_a_phone(page, table)
                choice = table.locator(LEGAL[phase]).last
                if phase == "trump":
                    shot(page, artifacts, "phone-trump")
                    # The suit the learner holds most of: trumps in hand, their marks seen.
                    counts = [int(c or 0) for c in choice_counts(table)]
                    choice = table.locator(LEGAL[phase]).nth(counts.index(max(counts)))
                act(table, choice.tap, timeout=60_000)
        if data(table, "phase") == "play" and not data(table, "overlay"):
            count = data(table, "action-count")
            act(table, lambda: table.locator(LEGAL["play"]).first.tap(), timeout=60_000)
            assert data(table, "action-count") != count, "a tap plays a tile"
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
        fits_a_phone(page, table)
        tiles = target_sizes(table, ".moon-hand button")
        print("phone, play: the tiles", tiles[:1], "the smallest", min(tiles))
        shot(page, artifacts, "phone-play")
        moved, frames = felt_movement(table)
        print(f"play page, 390x844: the felt moved {moved:.1f} px in {frames} frames")
        assert frames > 30 and moved <= 2, (moved, frames)
        found, frames = jumps(page)
        assert frames > 30 and found == [], "\n".join(found)
        # The guided path on the phone, in the light: a wrong try's verdict is on screen
        # together with the hand, and the whole step fits the screen.
        table = open_play(page, f"{play_site.url}/index.html?path=learn&pace=0&theme=light")
        step = STEPS[0]
        at_step(table, step.id)
        fits_a_phone(page, table)
        wrong = step.misses[0][0].removeprefix("play ")
        answered(table, lambda: tile(table, wrong).tap(), "wrong")
        assert on_screen(page, table.locator(VERDICT)) and on_screen(
            page, table.locator(".moon-hand")
        )
        fits_a_phone(page, table)
        shot(page, artifacts, "phone-light-path-wrong")
        guide(table).get_by_role("button", name="Hint").tap()
        table.locator(".moon-say .moon-guide-hint").wait_for()
        answered(table, lambda: tile(table, step.solution[0].removeprefix("play ")).tap(), "solved")
        assert ways_on(table) == ["verdict:next"], "one way on, by the hand"
        # From the path's first paint through the wrong try, the hint and the step solved.
        found, frames = jumps(page)
        assert frames > 30 and found == [], "\n".join(found)
        assert not blocked, blocked
    finally:
        context.close()


def test_the_path_cuts_no_words_on_a_laptop_or_a_phone(
    play_site: StaticServer, tab: Any, artifacts: Path, longest_words: tuple[Words, Words]
) -> None:
    """Every step of the guided path, each looked at on a laptop's screen and on a phone's: its
    title, goal and list of steps, each chapter's rule card, and the longest verdicts the path
    can say (worked out from its steps, `path_words`) with the hint under them. No words are cut
    short or hidden behind an inner scroll, nothing sticks out sideways, and the hand, the
    verdict and its "Next step ▸" are on the phone's screen together. At each step the hand and
    the trump choices show only the aids the step allows (`guide.check_aids`). Each rule card
    lies in the felt's box, wholly on the screen with its button at its foot (`card_fits`: its
    words scroll inside it). The longest verdicts cover none of the learner's own name and
    chips, on either screen (`over_own_row`)."""
    table = open_play(tab, f"{play_site.url}/index.html?path=learn&step=1&pace=0")
    cut: dict[str, list[str]] = {}

    def look(what: str, card: bool = False) -> None:
        for screen, size in (("phone", PHONE), ("laptop", LAPTOP)):
            tab.set_viewport_size(size)
            found = clipped(table) + (card_fits(tab, table) if card else [])
            if found:
                cut[f"{what}, on a {screen}"] = found

    for k, step in enumerate(STEPS):
        if k == 1:
            # Choosing a step in the list alone goes nowhere (WCAG 3.2.2): the list's face says
            # the step chosen, and its Go button, beside it, goes there.
            watch_sent(tab)
            table.locator('[data-key="guide:list"]').select_option(step.id)
            said = table.locator(".moon-guide-count").inner_text()
            assert said == f"Step 2 of {len(STEPS)}", said
            assert sent(tab) == [] and data(table, "step") == STEPS[0].id
            table.locator('[data-key="guide:go"]').click()
            assert sent(tab) == ["step"]
        elif k:
            go_to_step(table, step.id)
        at_step(table, step.id, keep_card=True)
        card = table.locator(".moon-rulecard")
        if not k or step.chapter != STEPS[k - 1].chapter:
            card.wait_for()  # a new chapter opens with its rule card
            look(f"{step.id}, its rule card", card=True)
            card.get_by_role("button", name="Play the step").click()
            card.wait_for(state="detached")
        look(step.id)
        check_aids(table, step)
    wrong, solved = longest_words
    covered = {}
    for verdict, said in (("wrong", wrong), ("solved", solved)):
        show(table, said)
        look(f"{said.step.id}, {verdict}, with the hint")
        covered[f"{verdict}, on a laptop"] = over_own_row(table)  # look() ends on a laptop
        tab.set_viewport_size(PHONE)
        covered[f"{verdict}, on a phone"] = over_own_row(table)
    # The longest verdicts (with the hint) cover none of the learner's own row, on a laptop
    # as on a phone: the row lies under the hand, and the line grows up from the hand over the
    # felt's middle, every word in view (`clipped`: no inner scroll hides any). With the row
    # above the hand a laptop's covered 13.5 px of it (a wrong try's) and 22 px (a solved's).
    assert set(covered.values()) == {0}, covered
    tab.set_viewport_size(PHONE)
    tab.evaluate("window.scrollTo(0, 0)")
    for part in (VERDICT, '[data-key="verdict:next"]', ".moon-hand"):
        assert on_screen(tab, table.locator(part)), part
    shot(tab, artifacts, "phone-path-solved")
    assert cut == {}, "\n".join(f"{k}:\n  " + "\n  ".join(v) for k, v in cut.items())
    assert not tab.errors, tab.errors


THEMES = ("light", "dark")


def test_every_text_reads(play_site: StaticServer, tab: Any) -> None:
    """Every text of the table at 4.5:1 contrast or more with what lies under it, none in
    letters under 12 px (`legible.unreadable`, from the computed styles), and every control and
    tile shown at 3:1 or more against what lies around it — its ground, its edge, a tile's face
    or back (`legible.faint_edges`, WCAG 1.4.11): the picture while
    Python starts, the settings, the words and buttons under the table, every decision of a
    hand with the coach, the summary with its hindsight
    open; the guided path's rule card, a wrong try, its hint and the step solved. At the
    settings, each phase's first decision, the summary and the path's moments, no violation of
    WCAG 2.1 AA that axe-core finds over the page (`accessible`), and every control's focus
    ring at 3:1 or more against what lies behind it (`accessible.unseen_rings`). Each moment in
    light and in dark: the page follows the reader's system setting as it changes (play.js), so
    each is read in one, then the other, in one visit and one hand — a visit and a hand for each
    took twice the CPU."""
    tab.set_viewport_size(LAPTOP)
    found: dict[str, list[str]] = {}

    def themes() -> Iterator[str]:
        """Each theme in turn, the page switched to it as a reader's system setting does."""
        for theme in THEMES:
            tab.emulate_media(color_scheme=theme)
            tab.wait_for_function(f"document.documentElement.dataset.theme === {theme!r}")
            tab.wait_for_timeout(250)  # the felt's ring eases in over 0.2 s
            yield theme

    def read(table: Any, moment: str) -> None:
        for theme in themes():
            if faults := unreadable(table) + faint_edges(table):
                found[f"{moment}, {theme}"] = faults

    def check(moment: str) -> None:
        """WCAG 2.1 AA by axe-core over the whole page, and every control's focus ring."""
        page = tab.locator("body")
        for theme in themes():
            said = f"the play page, {theme}, {moment}"
            if faults := accessible(page, said) + unseen_rings(page):
                found[f"{moment}, {theme}, axe-core and the focus rings"] = faults

    tab.goto(f"{play_site.url}/index.html?seed=7&coach=yes&pace=0")
    tab.wait_for_function(
        "window.moonPlay.preview > 0 || document.body.dataset.play !== 'starting'", timeout=60_000
    )
    if tab.evaluate("document.body.dataset.play") == "starting":
        read(tab.locator("#moon-play .moon-table"), "starting")
    tab.wait_for_function(LIVE, timeout=120_000)
    table = tab.locator("#moon-play .moon-table")
    settle(table, timeout=60_000)
    settings = table.locator('[data-key="tool:settings"]')
    settings.click()
    table.locator(".moon-settings").wait_for()
    read(table, "the settings open")
    check("the settings open")
    settings.click()
    read(tab.locator("#moon-play-files"), "the progress under the table")
    phases = set()
    for _ in range(30):
        read(table, f"{data(table, 'phase')} {data(table, 'action-count')}")
        if data(table, "overlay"):
            break
        if data(table, "phase") not in phases:  # bidding, the discard, trump, the first trick
            phases.add(data(table, "phase"))
            check(data(table, "phase"))
        decide(table, timeout=60_000)
    table.locator(".moon-hindsight summary").click()
    read(table, "the hand's summary, its hindsight open")
    check("the hand's summary, its hindsight open")
    table = open_play(tab, f"{play_site.url}/index.html?path=learn&step=1&pace=0")
    step = STEPS[0]
    at_step(table, step.id, keep_card=True)
    read(table, "the rule card")
    check("the path's rule card")
    table.locator('[data-key="card:close"]').click()
    table.locator(".moon-rulecard").wait_for(state="detached")
    check("a step's start")
    answered(table, click_tile(table, step.misses[0][0].removeprefix("play ")), "wrong")
    read(table, "a wrong try")
    check("a wrong try")
    guide(table).get_by_role("button", name="Hint").click()
    table.locator(".moon-say .moon-guide-hint").wait_for()
    read(table, "the hint")
    answered(table, click_tile(table, step.solution[0].removeprefix("play ")), "solved")
    read(table, "solved")
    check("solved")
    assert found == {}, "\n".join(f"{k}:\n  " + "\n  ".join(v) for k, v in found.items())
    assert not tab.errors, tab.errors
