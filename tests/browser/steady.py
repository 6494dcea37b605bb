"""Measuring that a table stays still and fits its screen, wherever it runs (JupyterLab, the
play page): the felt's box watched at every frame, what sticks out sideways, words cut short
(top to bottom as well as across), the size of every control a finger must hit, where the focus
rests, and whether a part is on screen. What covers what (words over words, the learner's line
over their row, the rule card, the trump marks) is `covering`'s.

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


BOXES = """(() => {
  // From the page's first paint, every frame: the box of each part of the (first) table —
  // relative to the notebook's output area that holds it, else to the page — whenever the part
  // is shown. A part's box over all frames: its smallest and largest top, left, width, height.
  const parts = {
    felt: ".moon-felt", hand: ".moon-hand", bar: ".moon-bar", tools: ".moon-tools",
    guide: ".moon-guide:not([hidden])", chips: ".moon-you-head .moon-chip",
    "your points": ".moon-you-head .moon-chip-score",
    "a seat's points": ".moon-seat .moon-chip-score",
    "path's Rule": '[data-key="guide:rule"]', "path's Previous": '[data-key="guide:previous"]',
    "path's Start again": '[data-key="guide:retry"]', "path's Next": '[data-key="guide:next"]',
  };
  const seen = { frames: 0, boxes: {}, moves: [] };
  window.moonBoxes = seen;
  const tick = () => {
    const table = document.querySelector(".moon-table");
    const out = table && table.closest(".jp-OutputArea-output");
    const at = out ? out.getBoundingClientRect() : { top: -window.scrollY, left: -window.scrollX };
    // A frame in which the table is not laid out (its cell scrolled out of a windowed
    // notebook, a theme being switched) shows nothing that could move.
    if (table && table.getBoundingClientRect().width > 0) {
      seen.frames += 1;
      for (const [name, selector] of Object.entries(parts)) {
        const e = table.querySelector(selector);
        if (!e || !e.getClientRects().length) continue;
        const r = e.getBoundingClientRect();
        const v = [r.top - at.top, r.left - at.left, r.width, r.height]
          .map((x) => Math.round(x * 10) / 10);
        const box = seen.boxes[name];
        if (!box) { seen.boxes[name] = { min: v.slice(), max: v.slice(), last: v }; continue; }
        if (v.some((x, i) => Math.abs(x - box.last[i]) > 2) && seen.moves.length < 8) {
          const when = table.dataset.phase || document.body.dataset.play || "";
          seen.moves.push(`${name}: ${box.last.join(", ")} -> ${v.join(", ")} (${when})`);
        }
        box.min = box.min.map((m, i) => Math.min(m, v[i]));
        box.max = box.max.map((m, i) => Math.max(m, v[i]));
        box.last = v;
      }
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();"""
"""Watches the table's parts from the page's first paint (`record_boxes`)."""

SIZED = ("felt", "hand", "bar", "tools", "guide")
"""Parts that keep their size too; the others (a chip, a button) keep their place."""

SIDEWAYS = ("a seat's points",)
"""Parts watched for moving sideways only, unless a test asks (``upright``): on a phone a
seat's tray moves up and down between the phases (its chips wrap as a bid comes). On a laptop
it keeps its place, thinking too (its chips moved 4 px while it thought, mended)."""


def record_boxes(page: Any) -> None:
    """Watch the boxes of the table's parts — the felt, the hand, the bar and its tools, the
    chips by the learner's name (their points chip), a seat's points chip, the path's panel and
    its buttons — in every document the page
    opens from now on, from its first paint (before the page's own scripts run)."""
    page.add_init_script(BOXES)


def restart_boxes(page: Any) -> None:
    """Forget the boxes seen so far (`record_boxes` watches on): after the page around the table
    changed its width (JupyterLab's side panels folded), not the table."""
    page.evaluate("() => { window.moonBoxes.boxes = {}; window.moonBoxes.moves = []; }")


def jumps(page: Any, most: float = 2, upright: tuple[str, ...] = ()) -> tuple[list[str], int]:
    """The parts of the table that moved (or, for `SIZED` parts, changed size) by more than
    ``most`` px since the page's document opened (`record_boxes`), each with how far and its
    first moves; and over how many frames. ``upright``: parts of `SIDEWAYS` watched up and down
    too."""
    seen = page.evaluate("() => window.moonBoxes")
    found = []
    for name, box in seen["boxes"].items():
        spreads = [hi - lo for lo, hi in zip(box["min"], box["max"], strict=True)]
        sideways = name in SIDEWAYS and name not in upright
        kept = spreads if name in SIZED else spreads[1:2] if sideways else spreads[:2]
        if max(kept) > most:
            said = ", ".join(f"{w} {d:g} px" for w, d in zip(WHAT, spreads, strict=False) if d)
            found.append(f"{name}: {said}")
    if found:
        found += [f"  first moves: {m}" for m in seen["moves"]]
    return found, int(seen["frames"])


WHAT = ("top", "left", "width", "height")


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
    table: Any, among: str = "button, select, a[href], summary", but: str = ""
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


CLIPPED = r"""t => {
  // Every part of the table on show (the table too), but the screen reader's words, which are
  // clipped to nothing on purpose (and what a closed disclosure holds, not drawn).
  const shown = [t, ...t.querySelectorAll("*")].filter((e) => {
    if (!e.getClientRects().length) return false;
    if (!e.checkVisibility({ visibilityProperty: true })) return false;
    const s = getComputedStyle(e);
    return s.visibility !== "hidden" && s.clip === "auto" && !e.closest(".moon-sr");
  });
  const width = document.documentElement.clientWidth;
  const said = (e) => {
    const words = (e.innerText || e.getAttribute("aria-label") || "").trim().replace(/\s+/g, " ");
    const classes = [...e.classList].slice(0, 2).map((c) => "." + c).join("");
    const name = e.tagName.toLowerCase() + classes;
    return `${name} "${words.length > 44 ? words.slice(0, 43) + "…" : words}"`;
  };
  const clips = (v) => v !== "visible";
  // The rule card's words scroll inside it on purpose (its button stays in view below them):
  // what is scrolled away there is not cut.
  const scroller = (e) => e.matches(".moon-rulecard-body");
  const own = (e) => [...e.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
  const found = [];
  for (const e of shown) {
    const s = getComputedStyle(e);
    const r = e.getBoundingClientRect();
    // A box that clips or scrolls, with more inside than it shows: down, or across.
    if (clips(s.overflowY) && e.scrollHeight > e.clientHeight + 1 && !scroller(e)) {
      const how = ["hidden", "clip"].includes(s.overflowY) ? "hidden" : "behind an inner scroll";
      const px = `${e.scrollHeight - e.clientHeight} px of ${e.scrollHeight}`;
      const box = `overflow-y ${s.overflowY}, ${e.clientHeight} px tall`;
      found.push(`${said(e)}: ${px} ${how} below (${box})`);
    }
    if (clips(s.overflowX) && e.scrollWidth > e.clientWidth + 1) {
      const how = s.textOverflow === "ellipsis" ? "cut with an ellipsis" : "hidden";
      const px = `${e.scrollWidth - e.clientWidth} px of ${e.scrollWidth}`;
      const box = `overflow-x ${s.overflowX}, ${e.clientWidth} px wide`;
      found.push(`${said(e)}: ${px} ${how} across (${box})`);
    }
    // A part that sticks out of the screen sideways.
    if (r.width > 0 && (r.left < -0.5 || r.right > width + 0.5)) {
      const span = `from x=${Math.round(r.left)} to ${Math.round(r.right)}`;
      found.push(`${said(e)}: ${span}, outside the screen's ${width} px`);
    }
    // Words outside a box around them that clips (cut off at its edge, even above or left of
    // it, where no scrollHeight tells).
    if (own(e) && r.width > 0) {
      for (let a = e.parentElement; a && t.contains(a); a = a.parentElement) {
        if (scroller(a)) break;
        const sa = getComputedStyle(a);
        if (!clips(sa.overflowX) && !clips(sa.overflowY)) continue;
        const b = a.getBoundingClientRect();
        const down = r.top < b.top - 1 || r.bottom > b.bottom + 1;
        if (down || r.left < b.left - 1 || r.right > b.right + 1) {
          found.push(`${said(e)}: cut at the edge of ${said(a)}`);
          break;
        }
      }
    }
    // A list whose closed face shows the chosen option's words: wider than it, they are cut.
    if (e.tagName === "SELECT" && s.opacity !== "0" && e.selectedOptions.length) {
      const pen = document.createElement("canvas").getContext("2d");
      pen.font = s.font;
      const words = e.selectedOptions[0].textContent;
      const room = e.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight) - 20;
      const need = pen.measureText(words).width;
      if (need > room + 1) {
        const px = `need ${Math.round(need)} px, it shows ${Math.round(room)}`;
        found.push(`${said(e)}: its words "${words}" ${px}`);
      }
    }
  }
  return found;
}"""


def clipped(table: Any) -> list[str]:
    """Words the table cuts short, each said with where and by how much: a part that clips
    (``overflow`` hidden, auto, scroll or clip) with more inside than it shows (but the rule
    card's words, which scroll inside it on purpose: `card_fits`), down
    (``scrollHeight > clientHeight + 1``) or across, with or without an ellipsis; a part
    sticking out of the screen sideways; words beyond the edge of a box around them that clips
    them; a select's chosen words wider than it. Empty: every word shows whole."""
    return list(table.evaluate(CLIPPED))


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


def ring(page: Any) -> str:
    """The focus ring drawn round the focused element (its outline: style, width, colour), or
    empty when none is drawn."""
    return str(
        page.evaluate(
            """() => { const a = document.activeElement;
                       if (!a || a === document.body) return "";
                       const s = getComputedStyle(a);
                       if (s.outlineStyle === "none" || parseFloat(s.outlineWidth) === 0) return "";
                       return `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}`; }"""
        )
    )


def sticking_out(table: Any, parts: str, place: str) -> list[str]:
    """The parts ``parts`` names that reach outside the box of the one ``place`` names (a
    tile of the hand outside the learner's place, say), each with how far."""
    return list(
        table.evaluate(
            """(t, [parts, place]) => {
              const p = t.querySelector(place);
              if (!p) return [];
              const b = p.getBoundingClientRect();
              return [...t.querySelectorAll(parts)].flatMap((e) => {
                const r = e.getBoundingClientRect();
                const out = Math.max(b.left - r.left, r.right - b.right, 0);
                const name = e.dataset.tile || e.getAttribute("aria-label") || e.tagName;
                return out > 0.5 ? [`${name}: ${out.toFixed(1)} px outside ${place}`] : [];
              });
            }""",
            [parts, place],
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
