// Keyboard use: the arrow keys move between the table's controls — left/right within a group
// (the tools, the choices, the hand), up/down between groups — and Enter or Space presses the
// focused one. Each group has one tab stop (a "roving" tabindex), so Tab moves group to group.

const ITEMS = "button:not([disabled]), select";

function visible(el) {
  return el.offsetParent !== null || el.getClientRects().length > 0;
}

export function groups(root) {
  return [...root.querySelectorAll("[data-nav-group]")]
    .map((g) => [...g.querySelectorAll(ITEMS)].filter(visible))
    .filter((items) => items.length > 0);
}

/** Give each group one tab stop: the focused item, the preferred one, or the first. */
export function rove(root, preferred) {
  for (const items of groups(root)) {
    let stop = items.find((el) => el === document.activeElement) || items.find((el) => preferred && preferred(el)) || items[0];
    for (const el of items) el.tabIndex = el === stop ? 0 : -1;
  }
}

/** Move focus for an arrow key; returns true if the key was used. */
export function arrow(root, key) {
  const all = groups(root);
  const active = root.ownerDocument.activeElement;
  let gi = all.findIndex((items) => items.includes(active));
  // From a group itself (the table puts the focus on the hand or the choices, not on one of
  // them): into it, at its first item (its last for the left arrow).
  if (gi < 0 && active && active.dataset && active.dataset.navGroup !== undefined) {
    const inside = [...active.querySelectorAll(ITEMS)].filter(visible);
    if (inside.length) {
      focus(key === "ArrowLeft" ? inside[inside.length - 1] : inside[0]);
      return true;
    }
  }
  if (gi < 0) {
    if (!all.length) return false;
    focus(all[all.length - 1][0]);
    return true;
  }
  const items = all[gi];
  const i = items.indexOf(active);
  if (key === "ArrowLeft" || key === "ArrowRight") {
    if (active.tagName === "SELECT") return false;
    const step = key === "ArrowLeft" ? -1 : 1;
    focus(items[(i + step + items.length) % items.length]);
    return true;
  }
  if (key === "ArrowUp" || key === "ArrowDown") {
    if (active.tagName === "SELECT") return false;
    gi = (gi + (key === "ArrowUp" ? -1 : 1) + all.length) % all.length;
    const next = all[gi];
    focus(next[Math.min(i, next.length - 1)]);
    return true;
  }
  return false;
}

function focus(el) {
  if (!el) return;
  el.tabIndex = 0;
  el.focus();
}
