"""Words that read: the contrast of every text of a table with what lies under it, worked out
from the computed styles (WCAG's contrast ratio, 4.5:1 the least for text), and the size of
its letters. A text is every piece of words on show in the table — an element's own words,
and the words a style puts before or after one (``::before``, ``::after``) — but the screen
reader's words (clipped to nothing), and the words of a control that cannot be used now
(WCAG asks no contrast of those: a disabled bid, Undo with nothing to take back).

What lies under a text is worked out layer by layer, from the page up to the text: each
background colour over the one under it, with the opacity of every part it is in (at its
lowest, for a part that blinks), and for a background drawn as a gradient (the felt's light)
each of its colours in turn: the ratio is the worst of them."""

from __future__ import annotations

from typing import Any

PAINT = r"""const colour = (text) => {
  if (!text || text === "transparent") return [0, 0, 0, 0];
  // rgb(…) / rgba(…), or color(srgb …) (what a color-mix() computes to), 0-1 each.
  const m = text.match(/rgba?\(([^)]*)\)/) || text.match(/color\(srgb ([^)]*)\)/);
  if (!m) throw new Error(`a colour the check cannot read: ${text}`);
  const v = m[1].split(/[ ,/]+/).filter(Boolean).map(Number);
  const scale = m[0].startsWith("color") ? 255 : 1;
  return [v[0] * scale, v[1] * scale, v[2] * scale, v.length > 3 ? v[3] : 1];
};
const over = (top, under) => {
  const a = top[3] + under[3] * (1 - top[3]);
  if (a === 0) return [0, 0, 0, 0];
  const c = [0, 1, 2].map((i) => (top[i] * top[3] + under[i] * under[3] * (1 - top[3])) / a);
  return [...c, a];
};
const luminance = (c) => {
  const [r, g, b] = c.slice(0, 3).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const ratio = (a, b) => {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
};"""
"""Colours as the browser computes them, laid one over another, and WCAG's contrast ratio: the
functions ``colour``, ``over``, ``luminance`` and ``ratio``, shared by the checks that work out
what lies under a text (here) or a focus ring (`accessible`)."""

GROUND = r"""const once = (a) => a.effect && a.effect.getComputedTiming().iterations !== Infinity;
// An element's opacity at its lowest: a part that blinks is read at its faintest.
const opacity = (e) => {
  let o = Number(getComputedStyle(e).opacity);
  for (const a of e.getAnimations().filter((x) => !once(x))) {
    for (const k of a.effect && a.effect.getKeyframes ? a.effect.getKeyframes() : []) {
      if (k.opacity !== undefined && k.opacity !== "") o = Math.min(o, Number(k.opacity));
    }
  }
  return o;
};
const stops = (image) => (image.match(/(rgba?|color)\([^)]*\)/g) || []).map(colour);
// What lies under e's words: every candidate colour (one per colour of a gradient), with
// the opacity of the parts e is in.
const under = (e) => {
  const chain = [];
  for (let a = e; a; a = a.parentElement) chain.push(a);
  chain.reverse();
  const page = colour(getComputedStyle(document.documentElement).backgroundColor);
  let grounds = [over(page, [255, 255, 255, 1])];
  let kept = 1;
  for (const a of chain) {
    kept *= opacity(a);
    const s = getComputedStyle(a);
    const fill = colour(s.backgroundColor);
    const layer = [fill[0], fill[1], fill[2], fill[3] * kept];
    grounds = grounds.map((g) => over(layer, g));
    const light = s.backgroundImage.includes("gradient") ? stops(s.backgroundImage) : [];
    if (light.length) {
      const lit = [];
      for (const g of grounds) {
        for (const c of light) lit.push(over([c[0], c[1], c[2], c[3] * kept], g));
      }
      grounds = [...grounds, ...lit];
    }
  }
  return { grounds, kept };
};"""
"""What lies under an element, worked out from the page up: `under(e)` its grounds (one per
colour of a gradient on the way) and the opacity of the parts it is in (`opacity`, at its
lowest for a part that blinks); `once(a)`: an animation that ends. Needs `PAINT`'s functions."""

CONTRAST = r"""async (t, wait) => {
  __PAINT__
  __GROUND__
  // A part that fades in is read once it has: what is measured is the table at rest (but for
  // what blinks for ever, read at its faintest). Its state is asked, not its `finished`
  // promise: in a cell JupyterLab skips drawing (content-visibility: auto, off screen) a CSS
  // animation reaches its end but that promise is not kept (the check hung there for ever).
  // The wait is bounded: an animation that does not end (paused) is said, not awaited.
  // Asked again at each look: a part drawn again while the check waits (the hindsight
  // arriving under the hand's card) may start fading in anew.
  const still = () => t.getAnimations({ subtree: true }).filter(once)
    .filter((a) => !["finished", "idle"].includes(a.playState));
  for (const start = performance.now(); still().length && performance.now() - start < wait;) {
    await new Promise((ok) => setTimeout(ok, 20));
  }
  const moving = still().map((a) => {
    const e = a.effect && a.effect.target;
    const what = a.animationName || a.transitionProperty || "an animation";
    const on = e ? e.tagName.toLowerCase() + [...e.classList].slice(0, 2).map((c) => "." + c)
      .join("") : "?";
    return `${what} on ${on}: ${a.playState} at ${Math.round(a.currentTime)} ms`;
  });
  const shown = (e) => e.getClientRects().length
    && e.checkVisibility({ visibilityProperty: true, opacityProperty: true })
    && !e.closest(".moon-sr, [aria-disabled='true'], :disabled");
  const found = [];
  const judge = (e, words, style, pseudo) => {
    const { grounds, kept } = under(e);
    const ink = colour(style.color);
    // A pseudo-element's words: with its own opacity, on its own ground when it has one.
    const own = pseudo ? kept * Number(style.opacity) : kept;
    const fill = pseudo ? colour(style.backgroundColor) : null;
    const lies = fill && fill[3] > 0
      ? grounds.map((g) => over([fill[0], fill[1], fill[2], fill[3] * own], g))
      : grounds;
    const drawn = (g) => over([ink[0], ink[1], ink[2], ink[3] * own], g);
    const worst = Math.min(...lies.map((g) => ratio(drawn(g), g)));
    const classes = [...e.classList].slice(0, 2).map((c) => "." + c).join("");
    const name = e.tagName.toLowerCase() + classes;
    found.push({
      words: words.length > 40 ? words.slice(0, 39) + "…" : words,
      where: name + (pseudo ? pseudo : ""),
      ratio: Math.round(worst * 100) / 100,
      size: parseFloat(style.fontSize),
    });
  };
  for (const e of [t, ...t.querySelectorAll("*")]) {
    if (!shown(e)) continue;
    const own = [...e.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent)
      .join("");
    if (own.trim()) judge(e, own.trim().replace(/\s+/g, " "), getComputedStyle(e), "");
    for (const pseudo of ["::before", "::after"]) {
      const s = getComputedStyle(e, pseudo);
      // Words written in the style, or drawn from an attribute (a trump choice's count).
      const from = s.content.match(/^attr\(([\w-]+)\)$/);
      const m = from ? [s.content, e.getAttribute(from[1]) || ""] : s.content.match(/^"(.*)"$/);
      if (m && m[1].trim() && s.display !== "none" && s.visibility !== "hidden") {
        judge(e, m[1].trim(), s, pseudo);
      }
    }
  }
  return { found, moving };
}""".replace("__PAINT__", PAINT.replace("\n", "\n  ")).replace(
    "__GROUND__", GROUND.replace("\n", "\n  ")
)


WAIT_MS = 2000
"""How long the check waits for the table's parts that fade in (0.18-0.25 s each) to finish."""


def measured(table: Any, wait_ms: int = WAIT_MS) -> tuple[list[dict[str, Any]], list[str]]:
    """Every text on show in the table — its words (cut to 40 letters), where it is (the
    element, and the pseudo-element), its worst contrast with what lies under it, and the
    size of its letters in px — once what fades in has finished; and the animations still
    running after ``wait_ms`` (each: its name, its element, its state and time), measured
    as they were."""
    seen = table.evaluate(CONTRAST, wait_ms)
    return list(seen["found"]), list(seen["moving"])


def unreadable(table: Any, least: float = 4.5, smallest: float = 12) -> list[str]:
    """The texts of the table under ``least``:1 contrast, or in letters under ``smallest``
    px, each said with its words, where it is and its figures; and any animation the check
    waited for in vain (`WAIT_MS`), said with where it is and its state."""
    shown, moving = measured(table)
    found = [f"still moving after {WAIT_MS} ms, measured as it was: {m}" for m in moving]
    for text in shown:
        faults = []
        if text["ratio"] < least:
            faults.append(f"contrast {text['ratio']:g}:1")
        if text["size"] < smallest - 0.01:
            faults.append(f"{text['size']:g} px")
        if faults:
            found.append(f"{text['where']} {text['words']!r}: {', '.join(faults)}")
    return sorted(set(found))


EDGES = r"""t => {
  __PAINT__
  __GROUND__
  // What shows that a control or a tile is there (WCAG 1.4.11): its ground, its edge, a ring
  // drawn as a shadow, and a tile's face or back with the edge drawn round it, each against
  // what lies around it; the best of them is the part's. A control that cannot be used now
  // (WCAG asks no contrast of it) and the screen reader's words are left out.
  const shown = (e) => e.getClientRects().length
    && e.checkVisibility({ visibilityProperty: true, opacityProperty: true })
    && !e.closest(".moon-sr, [aria-disabled='true'], :disabled, [inert]");
  const paint = (text) => /^(rgba?|color)\(/.test(text) ? colour(text) : [0, 0, 0, 0];
  const found = [];
  for (const e of t.querySelectorAll("button, select, summary, a[href], .moon-tile")) {
    if (!shown(e) || !e.parentElement) continue;
    const { grounds, kept } = under(e.parentElement);
    const marks = [];
    const add = (c, what, o) => {
      if (c[3] > 0) marks.push({ c: [c[0], c[1], c[2], c[3] * o], what });
    };
    const o = kept * opacity(e);
    const s = getComputedStyle(e);
    add(paint(s.backgroundColor), "its ground", o);
    for (const side of ["Top", "Right", "Bottom", "Left"]) {
      if (parseFloat(s[`border${side}Width`]) >= 1 && s[`border${side}Style`] !== "none") {
        add(paint(s[`border${side}Color`]), "its edge", o);
      }
    }
    for (const m of s.boxShadow.matchAll(/((?:rgba?|color)\([^)]*\)) 0px 0px 0px ([\d.]+)px/g)) {
      if (parseFloat(m[2]) >= 1) add(paint(m[1]), "its ring", o);
    }
    for (const r of e.querySelectorAll(".moon-face, .moon-back, .moon-back-edge")) {
      let within = o;
      for (let a = r; a && a !== e; a = a.parentElement) {
        within *= Number(getComputedStyle(a).opacity);
      }
      const rs = getComputedStyle(r);
      add(paint(rs.fill), "its face", within);
      if (parseFloat(rs.strokeWidth) >= 1) add(paint(rs.stroke), "its drawn edge", within);
    }
    const seen = marks.map((m) => ({
      what: m.what,
      ratio: Math.min(...grounds.map((g) => ratio(over(m.c, g), g))),
    }));
    const best = seen.reduce((a, b) => (b.ratio > a.ratio ? b : a), { what: "nothing", ratio: 1 });
    const classes = [...e.classList].slice(0, 2).map((c) => "." + c).join("");
    const label = (e.getAttribute("aria-label") || e.innerText || e.dataset.tile || "").trim();
    found.push({
      where: `${e.tagName.toLowerCase()}${classes} "${label.slice(0, 30)}"`,
      words: Boolean((e.innerText || "").trim()),
      what: best.what,
      ratio: Math.round(best.ratio * 100) / 100,
    });
  }
  return found;
}""".replace("__PAINT__", PAINT.replace("\n", "\n  ")).replace(
    "__GROUND__", GROUND.replace("\n", "\n  ")
)


def edges(table: Any) -> list[dict[str, Any]]:
    """Every control and tile on show in the table (but one that cannot be used now): where it
    is, whether it shows words, and the best contrast of what shows it is there — its ground,
    its edge, a ring, a tile's face or back — against what lies around it."""
    return list(table.evaluate(EDGES))


def faint_edges(table: Any, least: float = 3) -> list[str]:
    """The tiles and the controls without words on show (`edges`) that nothing shows at
    ``least``:1 or more against what lies around them (WCAG 1.4.11), each said with its best
    figure. A control that shows words is known by them (WCAG's understanding of 1.4.11: its
    words suffice, its edge is not asked for), and they are read at 4.5:1 (`unreadable`)."""
    faint = (e for e in edges(table) if e["ratio"] < least and not e["words"])
    return sorted({f"{e['where']}: {e['what']} {e['ratio']:g}:1" for e in faint})
