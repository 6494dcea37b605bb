"""The live table at each moment of a hand — the bid, the widow taken and a tile to discard,
naming trump, a trick to follow, the hand's end (its result and "next hand") — and a step of
the guided path, in each of the six languages in a real JupyterLab, on a laptop (1366x768) and
a phone (390x844): no letter is drawn as a missing-glyph box (every character on show is in a
font installed here — fontconfig's coverage, what Chromium falls back through), no word is cut
short or sticks out of its box (`steady.clipped`), no text is drawn over another or over a
control (`covering.overlapping`: a prompt over the bids), none reaches past the box it is drawn on
(`covering.outside_their_box`: a chip past its seat's tray), and every text reads
(`legible.unreadable`: 4.5:1 contrast, 12 px letters). One notebook, one kernel, each
language's moment and step in a cell of its own (`SCREENS`), all run at once; screenshots go to
test-artifacts/ (screen-table-<moment>-<code>-<width>.png, screen-path-<code>-<width>.png)."""

from __future__ import annotations

import subprocess
import time
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from covering import outside_their_box, overlapping
from guide import at_step
from harness import (
    NOTEBOOK,
    JupyterServer,
    data,
    open_notebook,
    run_all_cells,
    settle,
    write_notebook,
)
from legible import WAIT_MS, measured, unreadable
from steady import LAPTOP, PHONE, clipped, overflow

import moon_nb
from moon_nb.path.guided import STEPS

pytestmark = pytest.mark.browser

CODES = list(moon_nb.languages())
STEP = next(s for s in STEPS if s.id == "learn-win-trick")
"""A step of the first chapter with the path's panel, its goal and the learner's words."""
MOMENTS: list[tuple[str, list[str]]] = [
    ("bid", []),
    ("widow", ["bid 7"]),
    ("trump", ["bid 7", "discard 3-2"]),
    ("play", ["bid 7", "discard 3-2", "trump 6", "play 3-3", "play 4-1"]),
    ("end", ["bid 7", "discard 3-2", "trump 6", "play 3-3", "play 4-1", "play 5-2",
             "play 5-5", "play 4-3", "play 6-1", "play 6-4"]),
]  # fmt: skip
"""Each moment of a hand at ``MoonTable(seed=5)`` and the learner's actions that lead to it:
the bid (the learner's first), the widow taken and a tile to discard (the learner won the
bid with 7), naming trump, a trick to follow (seat 1 led 2-2, seat 2 trumped it with 6-5),
and the hand's end (its result, and the "next hand" control), each with its own prompt."""


def at_moment(moment: str) -> Callable[[Any], None]:
    """Wait until the table shows ``moment`` (`MOMENTS`): settled, in its phase (at the
    hand's end, its summary open), so that a change of the computer players' choices cannot
    have the test look at another moment than it says."""

    def ready(table: Any) -> None:
        settle(table)
        shows = data(table, "overlay") or data(table, "phase")
        expected = {"widow": "discard", "end": "summary"}.get(moment, moment)
        assert shows == expected, f"the {moment} moment shows {shows!r}"

    return ready


TABLE = """from moon_nb import MoonTable
table = MoonTable(seed=5, pace_ms=0, lang={{code!r}})
for action in {actions!r}:
    table.act(action)
table"""
SCREENS: list[tuple[str, str, str, Callable[[Any], None]]] = [
    *[
        (f"table-{moment}", TABLE.format(actions=actions), ".moon-table", at_moment(moment))
        for moment, actions in MOMENTS
    ],
    (
        "path",
        "from moon_nb import Learn\n"
        f"Learn(start={STEPS.index(STEP) + 1}, pace_ms=0, lang={{code!r}})",
        ".moon-table",
        lambda part: at_step(part, STEP.id, timeout=90_000),
    ),
]
"""What is shown in each language: a name, its cell (``{code}`` is the language), the
selector of what it shows and how to wait until it is ready (a step: its rule card put
away)."""


@cache
def covered() -> frozenset[int]:
    """Every character some installed font has a glyph for (fontconfig's charsets)."""
    listed = subprocess.run(
        ["fc-list", "--format", "%{charset}\n"], capture_output=True, text=True, check=True
    ).stdout
    found: set[int] = set()
    for span in listed.split():
        low, _, high = span.partition("-")
        found.update(range(int(low, 16), int(high or low, 16) + 1))
    return frozenset(found)


def missing_glyphs(words: str) -> list[str]:
    """The characters of ``words`` no installed font draws (shown as boxes), but spaces and
    invisible format characters."""
    absent = {c for c in words if not c.isspace() and ord(c) >= 0x20 and ord(c) not in covered()}
    return sorted(f"{c} U+{ord(c):04X}" for c in absent if c not in "\u200b\u200c\u200d\u2060")


def test_covered_knows_a_box_when_it_sees_one() -> None:
    """The check itself: Latin is covered, a private-use character no font draws is not."""
    assert missing_glyphs("Moon 6-4") == []
    assert missing_glyphs("\U000f0000") == ["\U000f0000 U+F0000"]


PLANTED = """<div class="moon-table" style="position: relative; width: 200px; font: 13px serif">
  <section style="width: 80px; background: #355">
    <span class="chip" style="white-space: nowrap">a chip too wide for its tray</span>
  </section>
  <button style="height: 40px">6</button>
  <p class="prompt" style="margin-top: -20px">a prompt over the button</p>
</div>"""
"""A table with the two faults the checks must see: a chip past its tray, and words over a
button (a margin pulls them up)."""


def test_the_checks_see_words_over_a_button_and_a_chip_past_its_tray(page: Any) -> None:
    """The checks themselves, on a planted page: the prompt over the button and the chip past
    its tray are found; the same page with room for each has neither."""
    page.set_content(PLANTED)
    table = page.locator(".moon-table")
    over, out = overlapping(table), outside_their_box(table)
    assert len(over) == 1 and "p.prompt" in over[0] and "button" in over[0], over
    assert len(out) == 1 and "span.chip" in out[0] and "past section" in out[0], out
    page.set_content(PLANTED.replace("80px", "200px").replace("-20px", "0"))
    assert overlapping(table) == [] and outside_their_box(table) == []
    # The hand's summary covers the table on purpose; words over words inside it still count.
    page.set_content(PLANTED.replace("</div>", SUMMARY.format(margin="0") + "</div>"))
    assert not [o for o in overlapping(table) if "summary" in o], overlapping(table)
    page.set_content(PLANTED.replace("</div>", SUMMARY.format(margin="-30px") + "</div>"))
    over = [o for o in overlapping(table) if "summary" in o]
    assert len(over) == 1 and 'button "Next hand"' in over[0], overlapping(table)


SUMMARY = """<div class="moon-overlay" style="position: absolute; inset: 0; background: #fff">
  <p style="margin: 0; height: 20px; white-space: nowrap">the summary's words</p>
  <button style="margin-top: {margin}; height: 40px; width: 80px">Next hand</button>
</div>"""
"""The hand's summary over the planted table (``margin``: how far it pulls its button up)."""


def test_the_contrast_check_says_what_it_waited_for_in_vain(page: Any) -> None:
    """The legibility check waits for what fades in, but not for ever: a paused fade (one that
    never finishes) is reported with its element and state, after `legible.WAIT_MS`."""
    page.set_content(
        "<style>@keyframes fade { from { opacity: 0 } }</style>"
        '<div class="moon-table"><p class="moon-note" style="animation: fade 1s paused">'
        "words</p></div>"
    )
    faults = unreadable(page.locator(".moon-table"))
    assert faults == [
        f"still moving after {WAIT_MS} ms, measured as it was: fade on p.moon-note: paused at 0 ms"
    ], faults


def test_the_contrast_check_reads_a_fade_in_a_part_the_browser_skips(page: Any) -> None:
    """A fade in a part the browser skips drawing (content-visibility: auto, off screen, as
    JupyterLab keeps a cell scrolled away): its ``finished`` promise may never be kept — the
    check once awaited it for ever. Now the check comes back within its bound whatever the
    browser made of the part, which depends on when it settles that the part is skipped (seen
    in CI runs under load): the words read once the fade has ended, the fade said as still
    moving, or — the part skipped before its style was worked out — nothing on show."""
    page.set_content(
        "<style>@keyframes fade { from { opacity: 0 } } .fading { animation: fade .2s }</style>"
        '<div style="height: 5000px"></div><div style="content-visibility: auto">'
        '<div class="moon-table"><p class="moon-note">words</p></div></div>'
    )
    table = page.locator(".moon-table")
    table.evaluate("t => t.querySelector('p').classList.add('fading')")
    began = time.monotonic()
    shown, moving = measured(table, wait_ms=600)
    assert time.monotonic() - began < 0.6 + 1.0, "waited for a promise never kept"
    assert [t["words"] for t in shown] in ([], ["words"]), shown
    assert all(m.startswith("fade on p.moon-note") for m in moving), moving


@pytest.mark.parametrize("screen", [LAPTOP, PHONE], ids=["laptop", "phone"])
def test_the_table_in_every_language_shows_every_letter_and_cuts_no_word(
    lab: JupyterServer, page: Any, notebook_dir: Path, artifacts: Path, screen: dict[str, int]
) -> None:
    """Each language's table on the screen: every character on show drawn by some font, no word
    cut short, nothing wider than its cell; a screenshot of each."""
    made = [(f"{kind}-{code}", cell.format(code=code), part, ready)
            for kind, cell, part, ready in SCREENS for code in CODES]  # fmt: skip
    cells = [cell for _name, cell, _part, _ready in made]
    write_notebook(notebook_dir / "six-languages.ipynb", cells)
    page.set_viewport_size(screen)
    # The notebook opens in a workspace of its own, reset, with JupyterLab's side panel out
    # (folding the panels on a page loaded before it carried nothing over, and loaded
    # JupyterLab twice): they are folded once the tables are shown, as a learner would.
    open_notebook(page, lab, "six-languages.ipynb")
    run_all_cells(page, len(cells) - 1)
    shown: list[tuple[str, Any]] = []
    for k, (name, _cell, selector, ready) in enumerate(made):
        part = page.locator(f"{NOTEBOOK} .jp-Cell").nth(k).locator(selector)
        part.wait_for(timeout=90_000)
        ready(part)
        shown.append((name, part))
    page.evaluate("jupyterapp.shell.collapseLeft(); jupyterapp.shell.collapseRight()")
    page.wait_for_timeout(300)  # the notebook lays out again without its side panels
    problems: list[str] = []
    for name, part in shown:
        part.scroll_into_view_if_needed()
        shot = artifacts / f"screen-{name}-{screen['width']}.png"
        part.screenshot(path=str(shot), animations="disabled")
        where = f"{name} at {screen['width']}x{screen['height']}"
        words = str(part.evaluate("t => t.innerText"))
        problems += [f"{where}: no font draws {c}" for c in missing_glyphs(words)]
        problems += [f"{where}: {cut}" for cut in clipped(part)]
        problems += [f"{where}: {hid}" for hid in overlapping(part)]
        problems += [f"{where}: {out}" for out in outside_their_box(part)]
        problems += [f"{where}: {faint}" for faint in unreadable(part)]
        if overflow(page, part)["table"] > 0:
            problems.append(f"{where}: the table is wider than its cell")
    assert not problems, "\n".join(problems)
    assert not page.errors, page.errors
