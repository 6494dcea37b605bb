"""WCAG 2.1 AA, checked by axe-core at the moments the browser tests already visit.

`assert_accessible(root, moment)` runs axe-core (the copy pinned with ``axe-playwright-python``
in pyproject's ``[test]`` extras, `AXE_VERSION`) on one part of a page — the widget's root in
JupyterLab, never JupyterLab's own chrome; the whole page where the page is ours (the play page,
the exported page, the site's pages) — with the rules of WCAG 2.0 and 2.1, levels A and AA, and
fails with each violation said: the rule, its impact, the element and what axe asks of it.

axe also answers "incomplete" where it cannot decide (a colour over a gradient, say). Each kind
it answered was looked at by hand and is said in `REVIEWED` (and in docs/accessibility.md): a
kind not there fails the check, so a new doubt is looked at rather than passed over. The
incompletes seen in a run are written to test-artifacts/axe-incomplete-*.json.

`ring_contrast(page)` measures the focus ring of the focused element against what lies behind
it (WCAG 1.4.11: 3:1).
"""

from __future__ import annotations

import json
import re
from typing import Any

from axe_playwright_python.base import AXE_SCRIPT
from harness import ARTIFACTS
from legible import PAINT

AXE_VERSION = "4.12.1"
"""The axe-core that ``axe-playwright-python==0.1.8`` ships (its ``axe.min.js``)."""

TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]
"""The rules run: WCAG 2.0 and 2.1, levels A and AA (not axe's best practices)."""

REVIEWED = {
    "color-contrast": (
        "text over the felt's light (a radial gradient) or over a part that overlaps another: "
        "axe cannot tell the colour behind it; tests/browser/legible.py works the contrast out "
        "from the computed styles, each colour of the gradient in turn, 4.5:1 the least"
    ),
    "label-content-name-mismatch": (
        "a button whose only visible mark is a symbol (the path's ◂ Previous and ↺ Start "
        "again, an exported game's ◀ and ▶): there are no words to say, and its name says "
        "what it does"
    ),
}
"""axe's "incomplete" answers (it could not decide), by rule: why each kind passes, as read by
hand. docs/accessibility.md lists the same."""

WAIT = """async (root) => {
  // What fades in is checked once it has (a colour half faded in is no colour the learner
  // reads); what blinks for ever is not waited for. The wait is bounded.
  const once = (a) => a.effect && a.effect.getComputedTiming().iterations !== Infinity;
  const fading = root.getAnimations({ subtree: true }).filter(once);
  const still = () => fading.filter((a) => !["finished", "idle"].includes(a.playState));
  for (const start = performance.now(); still().length && performance.now() - start < 2000;) {
    await new Promise((ok) => setTimeout(ok, 20));
  }
}"""

RUN = """async (root, tags) => {
  const found = await axe.run(root, {
    runOnly: { type: "tag", values: tags },
    // WCAG 2.5.3 (label in name): axe's rule is experimental, so off unless named.
    rules: { "label-content-name-mismatch": { enabled: true } },
    resultTypes: ["violations", "incomplete"],
  });
  const said = (results) => results.map((rule) => ({
    id: rule.id,
    impact: rule.impact,
    help: rule.help,
    nodes: rule.nodes.map((n) => ({
      target: n.target.join(" "),
      html: n.html.replace(/\\s+/g, " ").slice(0, 160),
      why: (n.failureSummary || "").replace(/\\s+/g, " ").trim(),
    })),
  }));
  return { version: axe.version, violations: said(found.violations),
           incomplete: said(found.incomplete) };
}"""

FRAMELESS = RUN.replace("rules: {", "iframes: false,\n    rules: {")
"""axe's run kept out of the frames inside the root: a course book's page holds the play page
in an <iframe>, looked at where it is the page (axe would wait for a frame it is not in)."""

INCOMPLETE: dict[str, dict[str, dict[str, str]]] = {}
"""The incompletes seen this session, by moment: rule id -> each element and why axe could not
decide."""


def results(root: Any, frames: bool = True) -> dict[str, Any]:
    """axe-core's violations and incompletes inside the element ``root`` (a Playwright
    locator) names, once what fades in has (``frames``: inside the frames it holds too)."""
    handle = root.element_handle()
    frame = handle.owner_frame()
    if not frame.evaluate("typeof window.axe !== 'undefined'"):
        frame.evaluate(AXE_SCRIPT)
    handle.evaluate(WAIT)
    found = dict(handle.evaluate(RUN if frames else FRAMELESS, TAGS))
    assert found["version"] == AXE_VERSION, found["version"]
    return found


def readable(rules: list[dict[str, Any]]) -> list[str]:
    """Each rule broken, one line an element: rule, impact, element, what axe asks."""
    return [
        f"{rule['id']} ({rule['impact']}): {node['target']} {node['html']}\n    {node['why']}"
        for rule in rules
        for node in rule["nodes"]
    ]


def accessible(root: Any, moment: str, frames: bool = True) -> list[str]:
    """What axe-core finds against WCAG 2.1 AA inside ``root`` at ``moment`` (``frames``: and
    inside the frames it holds): each violation, and each incomplete of a kind not `REVIEWED`,
    said in words. Empty: none."""
    found = results(root, frames)
    doubts = [rule for rule in found["incomplete"] if rule["id"] not in REVIEWED]
    if found["incomplete"]:
        INCOMPLETE[moment] = {
            rule["id"]: {node["target"]: node["why"] for node in rule["nodes"]}
            for rule in found["incomplete"]
        }
        keep_incomplete()
    return readable(found["violations"]) + [f"not reviewed: {d}" for d in readable(doubts)]


def assert_accessible(root: Any, moment: str, frames: bool = True) -> None:
    """Fail, listing them, if axe-core finds violations of WCAG 2.0/2.1 A or AA inside
    ``root`` (or an incomplete of a kind not reviewed) at ``moment`` (``frames``: and inside
    the frames it holds)."""
    found = accessible(root, moment, frames)
    assert found == [], f"axe-core {AXE_VERSION}, {moment}:\n" + "\n".join(found)


def keep_incomplete() -> None:
    """Write the incompletes seen so far (a file per process: the suite runs in two)."""
    ARTIFACTS.mkdir(exist_ok=True)
    name = re.sub(r"\W", "", str(id(INCOMPLETE)))
    path = ARTIFACTS / f"axe-incomplete-{name}.json"
    path.write_text(json.dumps(INCOMPLETE, indent=1, ensure_ascii=False))


RING = r"""(() => {
  // The focus ring of element a (its outline, else the outline a part around it draws while a
  // is focused, as the path's list of steps does) and its worst contrast with what lies behind
  // it: the parts under the outline, from the page up — each background over the one under it,
  // each colour of a gradient (the felt's light) in turn.
  __PAINT__
  // A part drawn unseen (the path's list of steps lies over its face at opacity 0) draws no
  // ring one can see: the part around it does.
  const drawn = (s) => s.outlineStyle !== "none" && parseFloat(s.outlineWidth) > 0
    && Number(s.opacity) > 0;
  const name = (e) => e.tagName.toLowerCase()
    + [...e.classList].slice(0, 2).map((c) => "." + c).join("")
    + (e.getAttribute("aria-label") ? ` "${e.getAttribute("aria-label")}"`
       : e.textContent.trim() ? ` "${e.textContent.trim().slice(0, 30)}"` : "");
  return (a) => {
    let ringed = a;
    for (let up = a.parentElement, k = 0; !drawn(getComputedStyle(ringed)) && up && k < 2;
         up = up.parentElement, k++) {
      if (drawn(getComputedStyle(up))) ringed = up;
    }
    const s = getComputedStyle(ringed);
    if (!drawn(s)) return { what: name(a), ring: "" };
    // An outline outside the element lies on its parent's ground; one inside, on its own.
    const chain = [];
    const inside = (parseFloat(s.outlineOffset) || 0) < 0;
    for (let e = inside ? ringed : ringed.parentElement; e; e = e.parentElement) chain.push(e);
    chain.reverse();
    let grounds = [over(colour(getComputedStyle(document.documentElement).backgroundColor),
                        [255, 255, 255, 1])];
    let kept = 1;
    for (const e of chain) {
      const es = getComputedStyle(e);
      kept *= Number(es.opacity);
      const fill = colour(es.backgroundColor);
      grounds = grounds.map((g) => over([fill[0], fill[1], fill[2], fill[3] * kept], g));
      const light = es.backgroundImage.includes("gradient")
        ? (es.backgroundImage.match(/(rgba?|color)\([^)]*\)/g) || []).map(colour) : [];
      if (light.length) {
        grounds = grounds.concat(grounds.flatMap(
          (g) => light.map((c) => over([c[0], c[1], c[2], c[3] * kept], g))));
      }
    }
    // The ring is drawn with its element, at the element's own opacity too.
    const ink = colour(s.outlineColor);
    const seen = [ink[0], ink[1], ink[2], ink[3] * kept * (inside ? 1 : Number(s.opacity))];
    const worst = Math.min(...grounds.map((g) => ratio(over(seen, g), g)));
    return { what: name(a), ring: `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}`,
             ratio: Math.round(worst * 100) / 100,
             inactive: a.matches("[aria-disabled='true'], :disabled") };
  };
})()""".replace("__PAINT__", PAINT.replace("\n", "\n  "))
"""A function of an element: its focus ring and the ring's worst contrast with what lies
behind it."""

FOCUSED = f"""() => {{
  const a = document.activeElement;
  if (!a || a === document.body) return {{ what: "nothing focused", ring: "" }};
  return ({RING})(a);
}}"""

EVERY = f"""(root) => {{
  // Every control in root that the keys can reach or the table focuses itself (a group, the
  // table), focused in turn as the keys would (its ring shown), then the focus put back.
  const ring = {RING};
  const was = document.activeElement;
  const reachable = (e) => e.getClientRects().length
    && e.checkVisibility({{ visibilityProperty: true }})
    && !e.closest("[inert], [hidden]") && !e.disabled && e.type !== "file";
  const all = [root, ...root.querySelectorAll(
    "button, select, input, textarea, summary, a[href], [tabindex]")].filter(reachable);
  const found = [];
  for (const e of all) {{
    if (e === root && !root.hasAttribute("tabindex")) continue;
    e.focus({{ preventScroll: true, focusVisible: true }});
    if (document.activeElement !== e) continue;
    found.push(ring(e));
  }}
  if (was && was.focus) was.focus({{ preventScroll: true }});
  return found;
}}"""


def ring_contrast(page: Any) -> dict[str, Any]:
    """The focused element (``what``), its focus ring (``ring``: outline style, width, colour;
    empty when none is drawn) and the ring's worst contrast with what lies behind it
    (``ratio``)."""
    return dict(page.evaluate(FOCUSED))


def faint(seen: dict[str, Any], least: float = 3) -> str:
    """What is wrong with a ring `ring_contrast` measured, in words; empty when it shows at
    ``least``:1, or at all around a control that cannot be used now (WCAG 1.4.11 asks no
    contrast of an inactive control: Undo with nothing to take back, faded as a whole)."""
    if not seen.get("ring"):
        return f"no focus ring on {seen['what']}"
    if seen["ratio"] < least and not seen.get("inactive"):
        return f"the ring of {seen['what']} ({seen['ring']}) is {seen['ratio']}:1"
    return ""


def ring_seen(page: Any, least: float = 3) -> str:
    """Empty when the focused element shows a ring at ``least``:1 or more against what lies
    behind it; else what is wrong, in words."""
    return faint(ring_contrast(page), least)


def unseen_rings(root: Any, least: float = 3) -> list[str]:
    """Every control inside ``root`` (a locator) the keys can reach, and every part the table
    puts the focus on itself, focused in turn as by the keys: those whose ring is missing or
    under ``least``:1 against what lies behind it, each said. A key is pressed first (Shift),
    as the table shows its rings only to the keys."""
    root.page.keyboard.press("Shift")
    root.evaluate(WAIT)
    found = root.evaluate(EVERY)
    return sorted({f for f in (faint(seen, least) for seen in found) if f})


WATCH_FOCUS = f"""(t) => {{
  // At every frame while the computers play (their moves told, or thought over), where the
  // focus is and its ring: each different one kept.
  const ring = {RING};
  const seen = {{}};
  t.moonFocus = seen;
  const tick = () => {{
    if (t.dataset.replaying === "true" || t.dataset.busy === "true") {{
      const a = document.activeElement;
      const r = a && (a === t || t.contains(a)) ? ring(a)
        : {{ what: `${{a ? a.tagName.toLowerCase() : "nothing"}}, outside the table`, ring: "" }};
      seen[`${{r.what}} ${{r.ring}}`] = r;
    }}
    requestAnimationFrame(tick);
  }};
  requestAnimationFrame(tick);
}}"""


def watch_focus(table: Any) -> None:
    """From now on, at every frame while the computers play, note where the focus is and its
    ring (`focus_while_they_play`)."""
    table.evaluate(WATCH_FOCUS)


def focus_while_they_play(table: Any, least: float = 3) -> tuple[list[str], int]:
    """Since `watch_focus`: each place the focus was while the computers played without a
    ring of ``least``:1 (or outside the table), said; and how many places were seen."""
    seen = list(table.evaluate("t => Object.values(t.moonFocus)"))
    return sorted({f for f in (faint(s, least) for s in seen) if f}), len(seen)
