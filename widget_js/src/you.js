// The learner's place at the bottom of the felt: their name and facts, the line where the
// table speaks to them (the prompt, the guided path's verdict on a try, a hint, the coach),
// and their hand. The controls of a decision made in the middle of the felt (bids, the
// discard, trumps) are built here too, and placed by seats.js. Every word comes from Python.

// @ts-check
/** @typedef {import("./render.js").Ctx} Ctx */

import { h } from "./dom.js";
import { discardMark, seatFacts, seatStatus, tile } from "./seats.js";
import { handWords, put, seenThenNamed } from "./words.js";

/** @param {Ctx} ctx @param {string} action */
function hinted(ctx, action) {
  const hint = ctx.hint;
  return Boolean(hint && hint.action === action && hint.at === ctx.view.scene.action_count && !ctx.scene.replaying);
}

/** The learner has a decision to make now (not while the story is told or others think). */
/** @param {Ctx} ctx */
export function myTurn(ctx) {
  const s = ctx.scene;
  return !s.replaying && !ctx.offline && ctx.view.decision.my_turn && !ctx.busy;
}

/** @param {Ctx} ctx */
function handTiles(ctx) {
  const s = ctx.scene;
  const v = ctx.view;
  const rulings = new Map(v.decision.tiles.map((r) => [r.tile, r]));
  const turn = myTurn(ctx);
  // Without marks (a step where finding the tiles that may be played is the lesson) every tile
  // is offered alike, and a tile the rules refuse is refused by Python with the engine's words.
  const marks = ctx.features.marks;
  return s.hand.map((held) => {
    const t = held.tile;
    const cls = ["moon-held"];
    if (held.trump) cls.push("moon-trump");
    if (held.gap) cls.push("moon-gap");
    if (held.widow) cls.push("moon-from-widow");
    // Words the CSS draws on the tile, in the table's language: the label under the widow's
    // tile, the letter on a trump's badge.
    /** @type {Record<string, string>} */
    const drawn = {};
    if (held.widow) drawn["data-widow"] = ctx.words.from_widow;
    if (held.trump) drawn["data-trump-mark"] = ctx.words.trump_mark;
    if (turn && s.phase === "play") {
      const r = marks ? rulings.get(t) : null;
      const legal = r ? r.legal : !marks;
      cls.push(!marks ? "moon-choice" : legal ? "moon-legal" : "moon-illegal");
      if (hinted(ctx, `play ${t}`)) cls.push("moon-hinted");
      return tile(
        t,
        {
          ...drawn,
          class: cls.join(" "),
          "data-key": `tile:${t}`,
          "aria-label": put(legal ? ctx.words.play_tile : ctx.words.cannot_play, { tile: held.label }),
          title: r ? r.reason : null,
          "data-reason": r ? r.reason : null,
          onclick: () => ctx.act(`play ${t}`),
        },
        true,
      );
    }
    if (turn && s.phase === "discard") {
      const selected = ctx.ui.selected === t;
      if (selected) cls.push("moon-selected");
      cls.push("moon-legal");
      if (hinted(ctx, `discard ${t}`)) cls.push("moon-hinted");
      return tile(
        t,
        {
          ...drawn,
          class: cls.join(" "),
          "data-key": `tile:${t}`,
          "aria-label": put(ctx.words.discard_tile, { tile: held.label }),
          "aria-pressed": selected ? "true" : "false",
          onclick: () => ctx.selectDiscard(t),
        },
        true,
      );
    }
    return tile(t, { ...drawn, class: cls.join(" "), "aria-label": held.label });
  });
}

/**
 * The controls of the learner's decision that are made in the middle of the felt: the bids,
 * the discard, the trumps — or, once the game is over, a new game. Empty while the learner
 * plays a tile (the hand is the control) or does not decide.
 * @param {Ctx} ctx
 * @returns {HTMLElement[]}
 */
export function decisionControls(ctx) {
  const s = ctx.scene;
  const v = ctx.view;
  if (!myTurn(ctx)) {
    if (s.phase === "over" && !s.replaying && ctx.features.new_game) {
      return [h("button", { type: "button", class: "moon-btn moon-primary", "data-key": "act:new", onclick: () => ctx.send({ kind: "new_game" }) }, put(ctx.words.new_game))];
    }
    return [];
  }
  if (s.phase === "bid") {
    const marks = ctx.features.marks;
    return v.decision.bids.map((o) =>
      h(
        "button",
        {
          type: "button",
          class: `moon-btn moon-bid ${o.moon ? "moon-moon" : ""} ${hinted(ctx, o.action) ? "moon-hinted" : ""}`,
          "data-key": `act:${o.action}`,
          "aria-disabled": o.legal || !marks ? null : "true",
          "aria-label": o.aria,
          title: marks ? o.reason : null,
          "data-reason": marks ? o.reason : null,
          onclick: () => ctx.act(o.action),
        },
        o.label,
      ),
    );
  }
  if (s.phase === "discard") {
    const sel = ctx.ui.selected;
    const chosen = sel && s.hand.some((held) => held.tile === sel) ? sel : null;
    // The place the discard goes, face up to the learner until it is laid down.
    const spot = h(
      "div",
      { class: "moon-discard-spot", "aria-hidden": "true" },
      chosen ? tile(chosen, { class: "moon-mid" }) : h("span", { class: "moon-place" }),
    );
    if (chosen) {
      return [
        spot,
        h("button", { type: "button", class: "moon-btn moon-primary", "data-key": "act:discard", "aria-label": seenThenNamed(ctx.words, put(ctx.words.discard_tile, { tile: chosen }), chosen), onclick: () => ctx.act(`discard ${chosen}`) }, put(ctx.words.discard_tile, { tile: chosen })),
        h("span", { class: "moon-note" }, put(ctx.words.or_another)),
      ];
    }
    return [spot, h("span", { class: "moon-note" }, put(ctx.words.choose_discard))];
  }
  if (s.phase === "trump") {
    return v.decision.trumps.map((o) =>
      h(
        "button",
        {
          type: "button",
          class: `moon-btn moon-trump-choice ${hinted(ctx, o.action) ? "moon-hinted" : ""}`,
          "data-key": `act:${o.action}`,
          "data-trump": o.token,
          "aria-label": o.aria,
          title: o.reason,
          "data-reason": o.reason,
          onclick: () => ctx.act(o.action),
          onmouseenter: () => ctx.preview(o.token),
          onmouseleave: () => ctx.preview(null),
          onfocus: () => ctx.preview(o.token),
          onblur: () => ctx.preview(null),
        },
        h("span", {}, o.label),
        // No count where counting the trumps is the lesson (Python sends none). The count is
        // drawn by the style from data-count, not written in the button: the button's name
        // ("Trump 2s: you would hold 1 trump") then holds every word the button shows, as a
        // speech-input user says them (WCAG 2.5.3), and says the count in words.
        o.count === null ? null : h("span", { class: "moon-count", "aria-hidden": "true", "data-count": String(o.count) }),
      ),
    );
  }
  return [];
}

/** The learner's prompt: the view's words for the moment (whose turn, the decision, or the end
 * of the game). While the story is told the caption by the trick says what happens, so the
 * prompt does not say it a second time. */
/** @param {Ctx} ctx */
function promptOf(ctx) {
  const s = ctx.scene;
  const p = ctx.view.decision.prompt;
  if (ctx.offline) return { title: put(ctx.words.offline_title), detail: put(ctx.words.offline_detail) };
  if (ctx.starting) return { title: ctx.starting, detail: "" };
  if (s.replaying) return { title: "", detail: "" };
  if (s.phase === "over" || myTurn(ctx)) return { title: p.title, detail: p.detail };
  if (ctx.view.scene.to_act === ctx.me) return { title: ctx.busy ? p.hinting : p.title, detail: ctx.busy ? "" : p.detail };
  return { title: ctx.busy ? p.thinking : ctx.view.scene.turn_text || "", detail: "" };
}

/**
 * The guided path's verdict on the learner's last try, in the learner's line: "Not yet."
 * and why, or "Solved." with the stars and the way on; or null while there is none.
 * @param {Ctx} ctx
 */
function verdictOf(ctx) {
  const g = ctx.guide;
  if (!g || !g.verdict) return null;
  const solved = g.status === "solved";
  const wrong = g.status === "wrong";
  const stars = solved ? h("span", { class: "moon-stars", role: "img", "aria-label": g.stars_text }, "★".repeat(g.stars) + "☆".repeat(3 - g.stars)) : null;
  return h(
    "div",
    // Not a live region: the felt is drawn anew at each change, and a region inserted already
    // filled is often not read; the verdict is said once in the table's own (blind.js).
    { class: `moon-guide-verdict moon-guide-${g.status}` },
    stars,
    h("p", {}, h("strong", {}, solved ? `${put(ctx.words.solved)} ` : wrong ? `${put(ctx.words.not_yet)} ` : ""), g.verdict),
    solved && g.next
      ? h("button", { type: "button", class: "moon-btn moon-primary moon-verdict-next", "data-key": "verdict:next", onclick: () => ctx.send({ kind: "step", step: g.next }) }, `${put(ctx.words.next_step)} ▸`)
      : null,
  );
}

/** What the table says to the learner now, in the one place their eyes are: above the hand.
 * @param {Ctx} ctx */
function say(ctx) {
  const s = ctx.scene;
  const verdict = verdictOf(ctx);
  const settled = verdict && ctx.guide && ctx.guide.status !== "play";
  const p = promptOf(ctx);
  const hint = ctx.hint && ctx.hint.at === ctx.view.scene.action_count && !s.replaying ? ctx.hint : null;
  const stepHint = ctx.guide && ctx.guide.hint ? ctx.guide.hint : "";
  return h(
    "div",
    { class: "moon-say" },
    verdict,
    settled ? null : h("div", { class: "moon-prompt" }, h("p", { class: "moon-prompt-title" }, p.title), p.detail ? h("p", { class: "moon-prompt-detail" }, p.detail) : null),
    stepHint ? h("p", { class: "moon-guide-hint" }, h("strong", {}, `${put(ctx.words.hint_label)} `), stepHint) : null,
    hint ? h("p", { class: "moon-hint" }, h("strong", {}, `${hint.said || ""} `), hint.reason) : null,
    coachLine(ctx),
  );
}

/**
 * The coach's word on the learner's last decision, when a better one was there: said once the
 * move is made, and left in view until the next decision (it never blocks play).
 * @param {Ctx} ctx
 */
function coachLine(ctx) {
  const coach = ctx.coach;
  if (!coach || !coach.latest || ctx.offline) return null;
  return h("p", { class: "moon-coach", role: "status" }, h("strong", {}, `${put(ctx.words.coach)} `), coach.latest);
}

/** The learner's seat at the bottom of the felt. @param {Ctx} ctx */
export function renderYou(ctx) {
  const s = ctx.scene;
  const me = s.seats.find((seat) => seat.you);
  const status = seatStatus(ctx, ctx.me);
  return [
    h("div", { class: `moon-you-head ${status ? `moon-${status}` : ""}`, "data-seat": me.seat }, h("span", { class: "moon-name", "data-turn": put(ctx.words.your_turn) }, me.name), seatFacts(me, ctx.words), discardMark(ctx, me)),
    say(ctx),
    h("p", { class: "moon-explain", "aria-live": "off" }, ctx.ui.explain || ""),
    h("div", { class: "moon-hand", role: "group", "aria-label": handWords(ctx.words, s.hand.length), "data-nav-group": "hand", tabindex: "-1" }, handTiles(ctx)),
  ];
}
