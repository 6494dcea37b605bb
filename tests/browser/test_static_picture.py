"""The static picture beside the live table, in a real JupyterLab: the picture a notebook shows
where no widget runs is drawn from the same scene as the table and in the same layout, so a
mid-hand moment reads the same in both — the same parts at the same places of the felt (each
seat, each tile of the trick, the learner's seat and hand at the bottom), and the same words in
each (the facts along the top, each seat's name and chips). The picture says "Starting…" and
never "your turn". At a laptop's screen (1366×768) it is laid out as the live table is, in px:
as wide and as tall (the cell below stays where it is), the felt, each seat and the hand's tiles
within 2 px of their live places — so going live moves nothing — and JupyterLab's sanitizer
keeps what lays it out so. Screenshots of both, light and dark, in test-artifacts/."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from harness import NOTEBOOK, JupyterServer, run_cell, set_theme, show_table
from steady import LAPTOP

pytestmark = pytest.mark.browser

LAYOUT = """root => {
  // Where each part is, as a fraction of the felt's width and height (its centre).
  const felt = root.querySelector(".moon-felt").getBoundingClientRect();
  const at = (e) => {
    const r = e.getBoundingClientRect();
    return [(r.x + r.width / 2 - felt.x) / felt.width, (r.y + r.height / 2 - felt.y) / felt.height];
  };
  const out = {};
  for (const e of root.querySelectorAll(".moon-seat[data-seat]")) {
    out[`seat ${e.dataset.seat}`] = at(e);
  }
  for (const e of root.querySelectorAll(".moon-slot[data-seat]")) {
    out[`trick, seat ${e.dataset.seat}`] = at(e);
  }
  for (const part of ["moon-you", "moon-hand"]) out[part] = at(root.querySelector(`.${part}`));
  // Rows of chips start at the left: where they start, and their middle's height.
  for (const part of ["moon-info", "moon-you-head"]) {
    const e = root.querySelector(`.${part}`);
    out[part] = [(e.getBoundingClientRect().x - felt.x) / felt.width, at(e)[1]];
  }
  return out;
}"""

WORDS = """([root, live]) => {
  // The words of each part: the live table's chips and names, the picture's text.
  const words = (scope, sel) =>
    scope ? [...scope.querySelectorAll(sel)].map((e) => e.textContent.trim()) : [];
  const pick = live ? ".moon-chip, .moon-name, .moon-discard-word" : "text";
  const out = {info: words(root.querySelector(".moon-info"), live ? ".moon-chip" : "text")};
  for (const e of root.querySelectorAll(".moon-seat[data-seat]")) {
    out[`seat ${e.dataset.seat}`] = words(e, pick).sort();
  }
  for (const e of root.querySelectorAll(".moon-slot[data-seat]")) {
    out[`trick, seat ${e.dataset.seat}`] = words(e, live ? ".moon-slot-name" : "text");
  }
  out.you = words(root.querySelector(".moon-you-head"), pick).sort();
  return out;
}"""

INLINE = """img => {
  // The picture drawn inline where its parts can be measured — the same SVG as the image's, at
  // the image's own size, over the image's place.
  const bytes = Uint8Array.from(atob(img.src.split(",")[1]), (c) => c.charCodeAt(0));
  const text = new TextDecoder().decode(bytes);
  const svg = new DOMParser().parseFromString(text, "image/svg+xml").documentElement;
  const r = img.getBoundingClientRect();
  const box = document.createElement("div");
  box.className = "moon-picture-probe";
  box.style.cssText = `position:fixed; left:${r.left}px; top:${r.top}px; width:${r.width}px;
                       height:${r.height}px; z-index:-1; opacity:0`;
  svg.setAttribute("width", "100%");
  svg.setAttribute("height", "100%");
  box.append(document.importNode(svg, true));
  document.body.append(box);
}"""

PLACES = """(root, hand) => {
  // Where the parts are, in px from the table's (or the picture's) top left: the box, the
  // felt, each seat, the hand's tiles (their left, right and foot: a tile that may be played
  // stands higher on the live table), and the output cell's height.
  const o = root.getBoundingClientRect();
  const box = (r) => [r.left - o.left, r.top - o.top, r.width, r.height];
  const out = { box: [0, 0, o.width, o.height], felt: box(root.querySelector(".moon-felt")
    .getBoundingClientRect()) };
  for (const e of root.querySelectorAll(".moon-seat[data-seat]")) {
    out[`seat ${e.dataset.seat}`] = box(e.getBoundingClientRect()).slice(0, 2);
  }
  const tiles = [...root.querySelectorAll(hand)].map((e) => e.getBoundingClientRect());
  out.hand = [Math.min(...tiles.map((r) => r.left)) - o.left,
              Math.max(...tiles.map((r) => r.right)) - o.left,
              Math.max(...tiles.map((r) => r.bottom)) - o.top];
  return out;
}"""

SANITIZED = """html => {
  // JupyterLab's own sanitizer, as it cleans the HTML of a notebook nobody has trusted.
  const notebook = window.jupyterapp.shell.currentWidget;
  return notebook.content.rendermime.sanitizer.sanitize(html);
}"""

CELL = "e => e.closest('.jp-OutputArea-child').getBoundingClientRect().height"


def test_the_static_picture_says_what_the_live_table_says(
    lab: JupyterServer, page: Any, artifacts: Path
) -> None:
    page.set_viewport_size(LAPTOP)
    table = show_table(page, lab, "static.ipynb")
    run_cell(page, 1)
    picture = page.locator(f"{NOTEBOOK} .jp-Cell").nth(1).locator("img")
    picture.wait_for(timeout=60_000)
    # What a notebook nobody has trusted shows: JupyterLab's sanitizer keeps the picture's
    # size and place (its width, its height, its reach into the output's right gutter).
    raw = page.locator(f"{NOTEBOOK} .jp-Cell").nth(1).locator(".moon-static")
    clean = page.evaluate(SANITIZED, raw.evaluate("e => e.outerHTML"))
    squeezed = clean.replace(" ", "")
    for kept in ('width="100%"', 'height="494"', "margin-right:-20px", "margin-bottom:0"):
        assert kept in squeezed, (kept, clean[-300:])
    assert "max-width:1000px" in squeezed, clean[-300:]
    alt = str(picture.get_attribute("alt"))
    chips = [table.locator(".moon-info .moon-chip").nth(k).inner_text() for k in range(4)]
    assert chips == ["Hand 1", "Trump: 2s", "Seat 1 bid 5 · 1 of 5 tricks", "First to 21 points"]
    for words in ("Hand 1", "Trump: 2s", "Seat 1 bid 5 · 1 of 5 tricks", "starting"):
        assert words in alt, (words, alt)
    assert "your turn" not in alt.lower(), "a picture is not a table whose turn it is"
    assert table.locator(".moon-trick-no").inner_text() == "Trick 2 of 7"
    assert [t.get_attribute("data-tile") for t in table.locator(".moon-slot .moon-tile").all()] == [
        "6-1",
        "4-1",
    ]

    # One design: the picture's parts where the live table's are, with the same words.
    picture.evaluate(INLINE)
    drawn = page.locator(".moon-picture-probe")
    # At a laptop's screen, going live moves nothing: the table as wide and tall as its
    # picture (the cell below stays), the felt, each seat and the hand's tiles at their places.
    live_px = table.evaluate(PLACES, ".moon-hand .moon-tile")
    # A drawn tile's face (its shadow reaches 2 px past it, as the live tile's box-shadow does).
    drawn_px = drawn.evaluate(PLACES, '.moon-hand .moon-tile > rect[x="0"]')
    moved = {
        part: max(abs(a - b) for a, b in zip(live_px[part], drawn_px[part], strict=True))
        for part in live_px
    }
    print("going live, px moved:", {k: round(v, 1) for k, v in moved.items()})
    assert set(live_px) == set(drawn_px) and max(moved.values()) <= 2, (live_px, drawn_px)
    cells = table.evaluate(CELL), picture.evaluate(CELL)
    assert abs(cells[0] - cells[1]) <= 2, f"the cell below moves {cells[0] - cells[1]:.1f} px"
    live_at, drawn_at = table.evaluate(LAYOUT), drawn.evaluate(LAYOUT)
    assert set(live_at) == set(drawn_at), (sorted(live_at), sorted(drawn_at))
    for part, (x, y) in live_at.items():
        dx, dy = drawn_at[part]
        assert abs(x - dx) <= 0.03 and abs(y - dy) <= 0.08, (part, (x, y), (dx, dy))
    live_words = page.evaluate(WORDS, [table.element_handle(), True])
    drawn_words = page.evaluate(WORDS, [drawn.element_handle(), False])
    assert live_words["info"] == drawn_words["info"], (live_words["info"], drawn_words["info"])
    for part in live_words:
        if part != "hand":
            assert live_words[part] == drawn_words[part], (
                part,
                live_words[part],
                drawn_words[part],
            )
    drawn_text = drawn.inner_text() + " ".join(drawn_words["you"])
    assert "your turn" not in drawn_text.lower()
    page.evaluate("document.querySelector('.moon-picture-probe').remove()")

    for theme in ("light", "dark"):
        if theme == "dark":
            set_theme(page, "JupyterLab Dark")
        try:
            table.screenshot(path=str(artifacts / f"static-beside-live-{theme}-live.png"))
            picture.screenshot(path=str(artifacts / f"static-beside-live-{theme}-static.png"))
        finally:
            if theme == "dark":
                set_theme(page, "JupyterLab Light")
