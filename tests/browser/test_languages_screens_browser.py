"""The live table and a step of the guided path in each of the six languages in a real
JupyterLab, on a laptop (1366x768) and a phone (390x844): no letter is drawn as a missing-glyph
box (every character on show is in a font installed here — fontconfig's coverage, what
Chromium falls back through), no word is cut short or sticks out of its box
(`steady.clipped`), no text is drawn over another or over a control (`steady.overlapping`: a
prompt over the bids), and none reaches past the box it is drawn on
(`steady.outside_their_box`: a chip past its seat's tray). One notebook, one kernel, each
language's table and step in a cell of its own (`SCREENS`), all run at once; screenshots go to
test-artifacts/ (screen-table-<code>-<width>.png, screen-path-<code>-<width>.png)."""

from __future__ import annotations

import subprocess
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from guide import at_step
from harness import NOTEBOOK, JupyterServer, open_notebook, run_all_cells, settle, write_notebook
from steady import LAPTOP, PHONE, clipped, outside_their_box, overflow, overlapping

import moon_nb
from moon_nb.path.guided import STEPS

pytestmark = pytest.mark.browser

CODES = list(moon_nb.languages())
STEP = next(s for s in STEPS if s.id == "learn-win-trick")
"""A step of the first chapter with the path's panel, its goal and the learner's words."""
SCREENS: list[tuple[str, str, str, Callable[[Any], None]]] = [
    (
        "table",
        "from moon_nb import MoonTable\nMoonTable(seed=5, pace_ms=0, lang={code!r})",
        ".moon-table",
        settle,
    ),
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


PLANTED = """<div class="moon-table" style="width: 200px; font: 13px sans-serif">
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
    if screen == PHONE:
        # On a phone JupyterLab's side panels are folded, as a learner would (test_a_narrow_cell).
        page.goto(f"{lab.url}/lab")
        page.wait_for_function("window.jupyterapp !== undefined")
        page.evaluate("jupyterapp.shell.collapseLeft(); jupyterapp.shell.collapseRight()")
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
        if overflow(page, part)["table"] > 0:
            problems.append(f"{where}: the table is wider than its cell")
    assert not problems, "\n".join(problems)
    assert not page.errors, page.errors
