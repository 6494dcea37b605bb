"""The static picture beside the live table, in a real JupyterLab: the picture a notebook shows
where no widget runs is drawn from the same scene as the table and in the same layout, so a
mid-hand moment reads the same in both — the same parts at the same places of the felt (each
seat, each tile of the trick, the learner's seat and hand at the bottom), and the same words in
each (the facts along the top, each seat's name and chips). The picture says "Starting…" and
never "your turn". Screenshots of both, light and dark, in test-artifacts/."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from harness import NOTEBOOK, JupyterServer, run_cell, set_theme, show_table

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
  // The picture drawn inline, where its parts can be measured: the same SVG as the image's.
  const bytes = Uint8Array.from(atob(img.src.split(",")[1]), (c) => c.charCodeAt(0));
  const text = new TextDecoder().decode(bytes);
  const svg = new DOMParser().parseFromString(text, "image/svg+xml").documentElement;
  const box = document.createElement("div");
  box.className = "moon-picture-probe";
  box.style.cssText = "position:fixed; left:0; top:0; width:900px; z-index:-1; opacity:0";
  svg.setAttribute("width", "100%");
  svg.removeAttribute("height");
  box.append(document.importNode(svg, true));
  document.body.append(box);
}"""


def test_the_static_picture_says_what_the_live_table_says(
    lab: JupyterServer, page: Any, artifacts: Path
) -> None:
    table = show_table(page, lab, "static.ipynb")
    run_cell(page, 1)
    picture = page.locator(f"{NOTEBOOK} .jp-Cell").nth(1).locator("img")
    picture.wait_for(timeout=60_000)
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
