"""What covers what on a table: words drawn over words or over a control, words past the box
they are drawn on, the rule card over the felt, the learner's line over their own row, a held
trump's mark under another part. (`steady` measures that the table keeps still and fits its
screen; this, that nothing on show hides another.)"""

from __future__ import annotations

from typing import Any

from steady import on_screen

BOXES_OF_WORDS = r"""t => {
  // What a reader sees of the table: the lines of every text (a text node's line boxes) and the
  // box of every control, each with the element it belongs to; only what is drawn (not the
  // screen reader's words, not a part kept hidden in its place).
  const shown = (e) => e.getClientRects().length
    && e.checkVisibility({ visibilityProperty: true, opacityProperty: true })
    && !e.closest(".moon-sr");
  const said = (e) => {
    const words = (e.innerText || e.getAttribute("aria-label") || "").trim().replace(/\s+/g, " ");
    const classes = [...e.classList].slice(0, 2).map((c) => "." + c).join("");
    const short = words.length > 30 ? words.slice(0, 29) + "…" : words;
    return `${e.tagName.toLowerCase()}${classes} "${short}"`;
  };
  const found = [];
  for (const e of [t, ...t.querySelectorAll("*")]) {
    if (!shown(e)) continue;
    if (e.matches("button, select, summary, a[href]")) {
      found.push({ e, r: e.getBoundingClientRect() });
      continue;
    }
    for (const n of e.childNodes) {
      if (n.nodeType !== 3 || !n.textContent.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(n);
      for (const r of range.getClientRects()) if (r.width > 0 && r.height > 0) found.push({ e, r });
    }
  }
  return { found, said };
}"""

OVERLAPS = r"""t => {
  const { found, said } = (__WORDS__)(t);
  // The hand's summary and the game's end are a dialog drawn over the table on purpose: what
  // is in it covers what is not (the words of both are checked each among their own).
  const above = (e) => Boolean(e.closest(".moon-overlay"));
  const out = new Set();
  for (let i = 0; i < found.length; i++) {
    for (let j = i + 1; j < found.length; j++) {
      const a = found[i], b = found[j];
      if (a.e.contains(b.e) || b.e.contains(a.e)) continue;
      if (above(a.e) !== above(b.e)) continue;
      const w = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
      const h = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
      if (w > 1 && h > 1) {
        out.add(`${said(a.e)} and ${said(b.e)} overlap (${Math.round(w)}x${Math.round(h)} px)`);
      }
    }
  }
  return [...out];
}""".replace("__WORDS__", BOXES_OF_WORDS)

OUTSIDE = r"""t => {
  const { found, said } = (__WORDS__)(t);
  // The box a part is drawn on: its nearest container with a ground or an edge of its own (a
  // seat's tray, the learner's place, the felt, a chip).
  const drawn = (a) => {
    const s = getComputedStyle(a);
    const edge = ["Top", "Right", "Bottom", "Left"].some((k) => parseFloat(s[`border${k}Width`]));
    const fill = s.backgroundColor.match(/[\d.]+/g) || [];
    const seen = fill.length === 3 || (fill.length > 3 && Number(fill[3]) > 0);
    return seen || s.backgroundImage !== "none" || edge;
  };
  const out = new Set();
  for (const { e, r } of found) {
    let a = e === t ? null : e.parentElement;
    while (a && t.contains(a) && !drawn(a)) a = a.parentElement;
    if (!a || !t.contains(a)) continue;
    const b = a.getBoundingClientRect();
    const past = Math.max(b.left - r.left, r.right - b.right, b.top - r.top, r.bottom - b.bottom);
    if (past > 1) out.add(`${said(e)} is ${Math.round(past)} px past ${said(a)}`);
  }
  return [...out];
}""".replace("__WORDS__", BOXES_OF_WORDS)


def overlapping(table: Any) -> list[str]:
    """Words drawn over other words or over a control (a prompt covering the bids, a chip
    over its neighbour): each pair of a text's line and a text or a control (neither inside
    the other) that share more than 1 px each way — but a pair of which one is in the hand's
    summary (``.moon-overlay``, a dialog over the table) and one under it. Empty: nothing on
    show hides another."""
    return list(table.evaluate(OVERLAPS))


def outside_their_box(table: Any) -> list[str]:
    """Words or controls reaching more than 1 px past the box they are drawn on — their
    nearest container with a ground or an edge of its own (a chip past its seat's tray, a
    tool past the table): each with how far."""
    return list(table.evaluate(OUTSIDE))


def card_fits(page: Any, table: Any) -> list[str]:
    """What is wrong with the rule card laid over the felt: reaching outside the felt's box, or
    its button ("Play the step") not wholly on the screen (the words above it scroll inside the
    card). Empty: it fits."""
    card, felt = table.locator(".moon-rulecard"), table.locator(".moon-felt")
    found = []
    card.scroll_into_view_if_needed()
    c, f = card.bounding_box(), felt.bounding_box()
    if c is None or f is None:
        return ["no card, or no felt, on show"]
    past = max(f["y"] - c["y"], (c["y"] + c["height"]) - (f["y"] + f["height"]), 0.0)
    if past > 1:
        found.append(f"the card reaches {past:.0f} px outside the felt ({c['height']:.0f} px tall)")
    # The whole card on the screen at once, its button at its foot (in view, not scrolled away
    # with the words above it).
    button = card.locator('[data-key="card:close"]')
    if not on_screen(page, card):
        found.append(f"the card ({c['height']:.0f} px tall) is not wholly on the screen")
    b = button.bounding_box()
    if (
        b is None
        or b["y"] + b["height"] > c["y"] + c["height"] + 0.5
        or not on_screen(page, button)
    ):
        found.append("its button is not in view at the card's foot")
    return found


def over_own_row(table: Any) -> float:
    """How many px of the learner's own row (their name and chips) the line where the table
    speaks to them covers (0: none; it grows up from the hand, and their row lies under the
    hand), once the table has laid itself out for the screen it is on (a frame after it
    changed)."""
    return float(
        table.evaluate(
            """async t => {
              await new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok)));
              const say = t.querySelector(".moon-say"), row = t.querySelector(".moon-you-head");
              if (!say || !row) return 0;
              const a = say.getBoundingClientRect(), b = row.getBoundingClientRect();
              const across = Math.min(a.right, b.right) - Math.max(a.left, b.left);
              const down = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
              return across > 0 && down > 0 ? down : 0;
            }"""
        )
    )


BADGES = r"""t => [...t.querySelectorAll(".moon-hand .moon-trump")].flatMap((e) => {
  // Each held trump's mark (the tile's ::after, placed from its corner), looked at at its
  // middle and near its four edges: each point must show the tile (its mark is the tile's),
  // not a part drawn over it.
  const r = e.getBoundingClientRect();
  const s = getComputedStyle(e, "::after");
  const w = parseFloat(s.width), h = parseFloat(s.height);
  const x = s.left !== "auto" ? r.left + parseFloat(s.left) : r.right - parseFloat(s.right) - w;
  const y = s.top !== "auto" ? r.top + parseFloat(s.top) : r.bottom - parseFloat(s.bottom) - h;
  const points = [[w / 2, h / 2], [w / 2, 3], [w / 2, h - 3], [3, h / 2], [w - 3, h / 2]];
  const over = points.map(([dx, dy]) => document.elementFromPoint(x + dx, y + dy))
    .filter((hit) => hit && hit !== e && !e.contains(hit));
  return over.length
    ? [`${e.dataset.tile}'s trump mark under ${over[0].closest("[class]").classList[0]}`] : [];
})"""


def badges_covered(table: Any) -> list[str]:
    """The held trumps whose mark (the "T" on a tile's corner) is partly under another part of
    the table (on a phone the learner's line above the hand hid a raised tile's by up to
    14 px), each said. The marks must be on screen (scrolled into view) to be looked at."""
    return list(table.evaluate(BADGES))
