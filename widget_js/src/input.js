// The table's keys and pointer: arrows move between controls, Escape closes or skips, the
// letters press the tools (H hint, U undo, L last trick; on the guided path N the next step, R the
// step again), Alt+Shift and a letter say the table (the blind mode's commands, blind.js);
// focus or a mouse's hover over a control explains it; a click on the felt while the story is
// told skips ahead. A key is read by its code, its place on the keyboard, not by the letter it
// types: an Armenian, Lao or Marathi layout types other letters at the same places.

// @ts-check
import { commandKey } from "./blind.js";
import { arrow } from "./keys.js";
import { overlayMode } from "./draw.js";

/** @typedef {import("./table.js").Table} Table */

/** Listen to the learner at the table; returns what stops listening to the page around it.
 * @param {Table} t */
export function listen(t) {
  const { root, felt, guide: guidePart } = t.parts;
  root.tabIndex = -1;
  root.addEventListener("keydown", (e) => {
    if (commandKey(t, e)) {
      e.preventDefault();
      e.stopPropagation();
      return;
    }
    const typing = /** @type {HTMLElement} */ (e.target).tagName === "INPUT" && /** @type {HTMLInputElement} */ (e.target).type === "text";
    if (e.altKey || e.ctrlKey || e.metaKey || (typing && e.key !== "Escape")) return;
    if (e.key.startsWith("Arrow")) {
      if (arrow(root, e.key)) {
        e.preventDefault();
        e.stopPropagation();
      }
      return;
    }
    if (e.key === "Escape") {
      const guide = t.get("guide");
      if (t.ui.settings) t.actions.toggleSettings();
      else if (guide && guide.card_open) t.send({ kind: "card", open: false });
      else if (t.scene.replaying) t.skip();
      else if (t.ui.showLast) t.actions.toggleLast();
      e.stopPropagation();
      return;
    }
    const target = /** @type {HTMLElement} */ (e.target);
    if (target.tagName === "SELECT" || e.shiftKey) return;
    const key = { KeyH: "h", KeyU: "u", KeyL: "l", KeyN: "n", KeyR: "r" }[e.code];
    // The guided path's keys: N the next step, R the step again, H its hint (the table's own
    // Hint is not offered on the path).
    const tool = { h: "tool:hint", u: "tool:undo", l: "tool:last", n: "guide:next", r: "guide:retry" }[key];
    if (tool) {
      const button = root.querySelector(`[data-key="${tool}"]`) || (key === "h" ? guidePart.querySelector('[data-key="guide:hint"]') : null);
      if (button && !overlayMode(t)) {
        /** @type {HTMLElement} */ (button).click();
        e.preventDefault();
        e.stopPropagation();
      }
    }
  });
  // A tap does not explain: the words would move the buttons under the finger between its
  // touch and its click, and the click would miss (the keys and a mouse's hover explain).
  let touched = false;
  root.addEventListener("pointerdown", (e) => (touched = e.pointerType !== "mouse"), true);
  root.addEventListener("keydown", () => (touched = false), true);
  const explain = (e) => {
    if (touched) return;
    const target = e.target.closest ? e.target.closest("[data-reason]") : null;
    if (!target) return;
    t.ui.explain = target.dataset.reason;
    const line = felt.querySelector(".moon-explain");
    if (line) line.textContent = t.ui.explain;
  };
  root.addEventListener("focusin", explain);
  // The focus given to the table itself (the play page gives it as it opens) goes on to the
  // rule card's button while a card lies over the felt: the card is what is to be read.
  root.addEventListener("focus", () => {
    const button = /** @type {HTMLElement | null} */ (t.parts.card.querySelector(".moon-rulecard .moon-primary"));
    if (button && !t.parts.card.inert) button.focus({ preventScroll: true });
  });
  root.addEventListener("pointerover", (e) => e.pointerType === "mouse" && explain(e));
  root.addEventListener("click", (e) => {
    // A click on the felt while the story is told skips ahead.
    if (t.scene && t.scene.replaying && felt.contains(/** @type {Node} */ (e.target))) t.skip();
  });
  // The focus ring is for the keys (widget.css): the table shows it once a key is pressed
  // anywhere on the page (a Tab into the table, say) and hides it at a click or a tap, so the
  // focus the table moves itself (to the bids when the learner is to bid) shows no ring to a
  // mouse or a finger.
  const keyed = () => (root.dataset.keys = "true");
  const pointed = () => delete root.dataset.keys;
  document.addEventListener("keydown", keyed, true);
  document.addEventListener("pointerdown", pointed, true);
  return () => {
    document.removeEventListener("keydown", keyed, true);
    document.removeEventListener("pointerdown", pointed, true);
  };
}
