"""Measuring that a table stays still and fits its screen, wherever it runs (JupyterLab, the
play page): the felt's box watched at every frame, what sticks out sideways, the size of every
control a finger must hit, where the focus rests, and whether a part is on screen.

LAPTOP and PHONE are the two screens the table is designed for."""

from __future__ import annotations

from typing import Any

LAPTOP = {"width": 1366, "height": 768}
PHONE = {"width": 390, "height": 844}

WATCH = """t => {
  // Every frame, the felt's box relative to the table: a part above it that grows or shrinks
  // (a tool appearing, a banner, a wrapped line) or a felt that changes size shows here.
  const seen = {samples: 0, min: null, max: null, stopped: false, twice: []};
  t.moonSteady = seen;
  const tick = () => {
    const felt = t.querySelector(".moon-felt");
    const a = t.getBoundingClientRect(), b = felt ? felt.getBoundingClientRect() : null;
    // A frame in which the table is not laid out at all (its cell scrolled out of a windowed
    // notebook, a theme being switched) shows nothing that could move.
    if (b && a.width > 0 && b.width > 0) {
      const v = [b.top - a.top, b.left - a.left, b.width, b.height];
      seen.samples += 1;
      seen.min = seen.min ? seen.min.map((m, i) => Math.min(m, v[i])) : v.slice();
      seen.max = seen.max ? seen.max.map((m, i) => Math.max(m, v[i])) : v.slice();
    }
    // A moment's words said twice: by the trick and again in the learner's line.
    const caption = t.querySelector(".moon-caption"), title = t.querySelector(".moon-prompt-title");
    const said = caption ? caption.textContent.trim() : "";
    if (said && title && title.textContent.trim() === said && !seen.twice.includes(said)) {
      seen.twice.push(said);
    }
    if (!seen.stopped) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}"""


def watch_felt(table: Any) -> None:
    """Start watching the felt's box at every frame the browser draws."""
    table.evaluate(WATCH)


def felt_movement(table: Any) -> tuple[float, int]:
    """How far the felt moved or changed size (px, the largest of top, left, width, height)
    since `watch_felt`, and over how many frames; stops watching."""
    seen = table.evaluate("t => { t.moonSteady.stopped = true; return t.moonSteady; }")
    spreads = [hi - lo for lo, hi in zip(seen["min"], seen["max"], strict=True)]
    return float(max(spreads)), int(seen["samples"])


def said_twice(table: Any) -> list[str]:
    """Words seen both by the trick and in the learner's line at once, since `watch_felt`."""
    return list(table.evaluate("t => t.moonSteady.twice"))


def felt_extremes(table: Any) -> dict[str, list[float]]:
    """The smallest and largest top, left, width and height the felt was seen with."""
    seen = table.evaluate("t => t.moonSteady")
    return {"min": seen["min"], "max": seen["max"]}


def overflow(page: Any, table: Any) -> dict[str, float]:
    """How far the page and the table are wider than what shows of them (0: nothing sticks
    out sideways)."""
    return dict(
        table.evaluate(
            """t => ({
              page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
              table: t.scrollWidth - t.clientWidth,
            })"""
        )
    )


def controls(
    table: Any, among: str = "button, select, a[href]", but: str = ""
) -> list[tuple[str, float, float]]:
    """Every control on show in the table (those the selector ``among`` names, but those
    ``but`` names): its name, width and height."""
    found = table.evaluate(
        """(t, [among, but]) => [...t.querySelectorAll(among)]
          .filter((e) => e.getClientRects().length && !e.closest("[hidden], [inert]")
                         && getComputedStyle(e).visibility !== "hidden"
                         && !(but && e.matches(but)))
          .map((e) => { const r = e.getBoundingClientRect();
                        return [e.getAttribute("aria-label") || e.textContent.trim(),
                                r.width, r.height]; })""",
        [among, but],
    )
    return [(n, w, h) for n, w, h in found]


def small_targets(table: Any, least: float = 44) -> list[tuple[str, float, float]]:
    """Every control on show in the table smaller than ``least`` px either way: its name,
    width and height."""
    return [(n, w, h) for n, w, h in controls(table) if w < least - 0.5 or h < least - 0.5]


def target_sizes(table: Any, selector: str) -> list[tuple[float, float]]:
    """Width and height of each control ``selector`` names in the table."""
    return [
        (box["width"], box["height"])
        for box in (e.bounding_box() for e in table.locator(selector).all())
        if box is not None
    ]


ADVICE = ".moon-actions button, .moon-hand button, .moon-hinted"
"""Controls that, focused by the table itself, would read as advice: a bid, a trump, a tile."""


def focus_reads_as_advice(page: Any) -> str:
    """The label of the control the focus rests on, if it is one of the learner's choices
    (a bid, a trump, a tile), else empty."""
    return str(
        page.evaluate(
            """s => { const a = document.activeElement;
                      if (!a || !a.matches(s)) return "";
                      return a.getAttribute("aria-label") || a.textContent; }""",
            ADVICE,
        )
    )


def on_screen(page: Any, part: Any, scroller: str | None = None) -> bool:
    """Whether ``part`` is wholly inside the viewport (and inside the element ``scroller``
    names, the notebook's scrolling pane in JupyterLab)."""
    box = part.bounding_box()
    view = page.viewport_size
    if box is None or view is None:
        return False
    top, bottom = 0.0, float(view["height"])
    if scroller:
        pane = page.locator(scroller).first.bounding_box()
        if pane is None:
            return False
        top, bottom = max(top, pane["y"]), min(bottom, pane["y"] + pane["height"])
    inside_x = box["x"] >= -0.5 and box["x"] + box["width"] <= view["width"] + 0.5
    return inside_x and box["y"] >= top - 0.5 and box["y"] + box["height"] <= bottom + 0.5
