// Drawing the table: the guided path's step, the bar, the felt and any card over it, from the
// scene on screen and the synced traits — and where focus goes after (the control it was on,
// else the place of the learner's decision).

// @ts-check
import { drawBlind } from "./blind.js";
import { h, fill } from "./dom.js";
import { renderGuide } from "./guide.js";
import { rove } from "./keys.js";
import { renderOverlay } from "./overlay.js";
import { renderBar, renderFelt, renderRuleCard } from "./render.js";
import { nameParts } from "./table.js";
import { summaryKey } from "./teller.js";

/** @typedef {import("./table.js").Table} Table */

/** The card over the felt now: a hand's summary, the game's end, or none. @param {Table} t */
export function overlayMode(t) {
  const { scene, view, ui } = t;
  if (scene.replaying) {
    if (scene.summary && view.scene.phase !== "over" && t.waiting) return "summary";
    return null;
  }
  if (view.scene.phase === "over") return ui.closedOver === view.epoch ? null : "over";
  if (t.get("summary_open") && scene.summary && ui.dismissed !== summaryKey(t, scene)) return "summary";
  return null;
}

/** Only in a notebook does the rule card link to the glossary notebook beside it (asked when
 * drawing: the view may not be on the page yet when it is first rendered). @param {Table} t */
const inNotebook = (t) => Boolean(t.el.closest(".jp-OutputArea-output, .output_area"));

/** Draw the table; ``settled``: the story is told, focus may go to the learner's decision.
 * @param {Table} t @param {boolean} [settled] */
export function draw(t, settled) {
  const { root, guide: guidePart, bar, felt, card: cardPart, overlay, notice, lost } = t.parts;
  const { view, scene } = t;
  const active = /** @type {HTMLElement | null} */ (root.contains(document.activeElement) ? document.activeElement : null);
  const activeKey = active && active.dataset ? active.dataset.key : null;
  const busy = Boolean(t.get("busy"));
  const mode = overlayMode(t);
  const guide = t.get("guide");
  const ctx = {
    guide: guide || null,
    settledStep: Boolean(guide && guide.status === "solved"),
    linked: inNotebook(t),
    overlaid: Boolean(mode),
    me: view.scene.seat,
    view,
    scene,
    busy,
    offline: !t.connected,
    ui: t.ui,
    hint: t.get("hint"),
    hindsight: t.get("hindsight"),
    coach: t.get("coach"),
    seats: t.get("seats"),
    features: t.get("features"),
    // A teacher's face-up hands belong to the live table, not to the moments retold.
    reveal: scene.replaying ? {} : t.get("reveal_hands") || {},
    pace: t.get("pace_ms"),
    title: t.get("title"),
    words: t.get("words") || {},
    ...t.actions,
  };
  if (t.named !== ctx.words) {
    t.named = ctx.words;
    nameParts(t.parts, ctx.words);
  }
  guidePart.hidden = !guide;
  // A step chosen in the list and not gone to yet stays chosen while the table is drawn again
  // (the computers play on); a new step forgets it.
  const list = /** @type {HTMLSelectElement | null} */ (guidePart.querySelector('[data-key="guide:list"]'));
  const chosen = guide && list && list.dataset.step === guide.step && list.value !== guide.step ? list.value : null;
  if (guide) fill(guidePart, renderGuide(guide, t.send, !t.connected, chosen));
  else guidePart.replaceChildren();
  root.dataset.step = guide ? guide.step : "";
  root.dataset.stepStatus = guide ? guide.status : "";
  fill(bar, renderBar(ctx));
  fill(felt, renderFelt(ctx));
  // The table's notice (a move refused, a setting taken) is said where the learner looks:
  // in their line above the hand. It is one element, kept, so it is announced once.
  const line = felt.querySelector(".moon-say");
  if (line) line.prepend(notice);
  keepClear(felt);
  const card = renderRuleCard(ctx);
  fill(cardPart, card);
  fill(overlay, mode ? renderOverlay(ctx, mode) : null);
  for (const part of [bar, cardPart]) part.inert = Boolean(mode) || !t.connected;
  // While the rule card is over the felt, what lies under it cannot be reached.
  felt.inert = Boolean(mode) || !t.connected || Boolean(card);
  overlay.inert = !t.connected;
  lost.hidden = t.connected;
  root.dataset.connected = t.connected ? "true" : "false";
  root.dataset.phase = scene.phase;
  root.dataset.players = String(scene.players);
  root.dataset.actionCount = String(view.scene.action_count);
  root.dataset.replaying = scene.replaying ? "true" : "false";
  root.dataset.busy = busy ? "true" : "false";
  root.dataset.toAct = scene.replaying || view.scene.to_act === null ? "" : String(view.scene.to_act);
  root.dataset.overlay = mode || "";
  if (t.parts.blind) drawBlind(t, ctx.words, mode);
  if (t.ui.preview) t.actions.preview(t.ui.preview);
  const preferred = (el) => el.classList.contains("moon-hinted") || el.classList.contains("moon-legal") || el.classList.contains("moon-primary");
  rove(root, preferred);
  if (active) {
    const again = activeKey ? root.querySelector(`[data-key="${CSS.escape(activeKey)}"]`) : null;
    const target = again && !again.closest("[inert]") ? again : settled || mode ? firstChoice(t, mode) : null;
    if (target) /** @type {HTMLElement} */ (target).focus();
    else if (!root.contains(document.activeElement)) root.focus();
  }
}

/**
 * The learner's line grows up from the hand over the felt's middle (a verdict over the trick
 * it is about); never over a seat or the choices, which must stay in reach. Where its
 * words need more room than that — large text, WCAG's text spacing (at 200 % zoom with it, a
 * discard's words with the coach's covered the Discard button) — it keeps to the room there is
 * and scrolls inside itself, reachable by the keys.
 * @param {HTMLElement} felt
 */
export function keepClear(felt) {
  const line = /** @type {HTMLElement | null} */ (felt.querySelector(".moon-you > .moon-say"));
  if (!line) return;
  line.classList.remove("moon-say-scrolls");
  line.style.maxHeight = "";
  line.removeAttribute("tabindex");
  const box = line.getBoundingClientRect();
  if (!box.height) return; // not laid out (a notebook cell out of sight)
  let room = 0;
  for (const part of felt.querySelectorAll(".moon-seat, .moon-actions")) {
    const r = part.getBoundingClientRect();
    if (r.height && r.bottom < box.bottom && r.right > box.left && r.left < box.right) room = Math.max(room, r.bottom + 4);
  }
  if (box.top >= room) return;
  line.style.maxHeight = `${Math.max(box.bottom - room, 40)}px`;
  line.classList.add("moon-say-scrolls");
  line.tabIndex = 0;
}

/** Where focus goes when the story is told. @param {Table} t @param {string | null} mode */
function firstChoice(t, mode) {
  // A dialog's own answer ("Next hand"); else the place of the learner's decision — the
  // group of choices or the hand, never one choice in it (a focused "Pass" or first trump
  // would read as advice); the arrow keys go on from there. While the computers play,
  // focus rests on the table itself.
  const { overlay, felt, card: cardPart } = t.parts;
  if (mode) return overlay.querySelector(".moon-primary");
  const card = cardPart.querySelector(".moon-rulecard .moon-primary");
  if (card) return card;
  for (const sel of [".moon-actions", ".moon-hand"]) {
    const el = felt.querySelector(sel);
    if (el && el.querySelector("button") && !el.closest("[inert]")) return el;
  }
  return null;
}

/** Show the table's notice when it is a new one. @param {Table} t @param {{id: number | null}} shown */
export function showNotice(t, shown) {
  const n = t.get("notice") || { id: -1, kind: "", text: "" };
  if (n.id === shown.id) return;
  shown.id = n.id;
  t.parts.notice.className = `moon-notice ${n.kind ? `moon-notice-${n.kind}` : ""}`;
  fill(t.parts.notice, n.text || "");
}

/** Say a sentence to a screen reader (the last few are kept). @param {Table} t @param {string} text */
export function announce(t, text) {
  if (!text) return;
  t.parts.live.append(h("p", {}, text));
  while (t.parts.live.childElementCount > 6) t.parts.live.firstElementChild.remove();
}
