// Drawing a scene: the seats around the felt, the trick in the middle, the learner's hand and
// the controls for their decision. A scene (Python's moon_nb.show.scene) carries every fact and
// word shown — names, places, calls, tricks, scores, the contract, captions — so this file
// only lays them out. Every function builds fresh DOM; the widget decides when to redraw.

// @ts-check
/** @typedef {import("./wire").Scene} Scene */
/** @typedef {import("./wire").SeatScene} SeatScene */
/** @typedef {import("./wire").TableView} TableView */
/** @typedef {import("./wire").TrickScene} TrickScene */
/** @typedef {import("./wire").Calls} Calls */
/** @typedef {import("./wire").Hindsight} Hindsight */
/**
 * A scene as it is on screen: told during the replay, or live.
 * @typedef {Scene & {replaying: boolean, fresh: string | null}} ShownScene
 */
/**
 * What drawing needs: the learner's seat, the view and the scene on screen, the other synced
 * traits, the table's own state (`ui`) and the actions the controls call.
 * @typedef {object} Ctx
 * @property {number} me
 * @property {TableView} view
 * @property {ShownScene} scene
 * @property {boolean} busy
 * @property {boolean} [offline] the table no longer reaches Python: nothing can be decided
 * @property {{selected: string | null, showLast: boolean, explain: string, confirmNew: boolean, confirmUndo?: boolean}} ui
 * @property {import("./wire").Hint} hint
 * @property {import("./wire").SeatName[]} seats
 * @property {import("./wire").Features} features
 * @property {import("./wire").Revealed} reveal the hands, widow and discard face up at this moment (a
 *   teacher's table, an exported game with every hand shown), or empty
 * @property {number} pace
 * @property {string} title
 * @property {(content: object) => void} send
 * @property {(action: string) => void} act
 * @property {() => void} skip
 * @property {() => void} dismiss
 * @property {() => void} closeOverlay
 * @property {() => void} toggleLast
 * @property {() => void} newGame
 * @property {() => void} undo
 * @property {(tile: string) => void} selectDiscard
 * @property {(token: string | null) => void} preview
 */

import { h, svgBox } from "./dom.js";
import { backSvg, dominoSvg } from "./domino.js";

function tile(text, attrs, button) {
  const cls = `moon-tile ${attrs.class || ""}`.trim();
  const a = { ...attrs, class: cls, "data-tile": text };
  if (button) return svgBox("button", { type: "button", ...a }, dominoSvg(text));
  return svgBox("span", { role: "img", ...a }, dominoSvg(text));
}

function backs(count, cls) {
  const out = [];
  for (let i = 0; i < count; i++) out.push(svgBox("span", { class: `moon-tile moon-down ${cls || ""}` }, backSvg()));
  return out;
}

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

/** The player name a teacher gave a seat's computer player, if any. */
/** @param {Ctx} ctx @param {number} seat */
function playerName(ctx, seat) {
  const entry = (ctx.seats || []).find((e) => e.seat === seat);
  return entry && !entry.you ? entry.player : null;
}

// --- the bar above the table ----------------------------------------------------------------

/**
 * The game's name and where it stands: hand, trump, contract, target.
 * @param {Ctx} ctx
 */
export function renderInfo(ctx) {
  const s = ctx.scene;
  return h(
    "div",
    { class: "moon-info" },
    h("span", { class: "moon-brand" }, ctx.title || "Moon"),
    h("span", { class: "moon-chip" }, s.hand_label),
    s.trump_text ? h("span", { class: "moon-chip moon-chip-trump", "data-key": "trump" }, s.trump_text) : null,
    s.contract_text ? h("span", { class: "moon-chip moon-chip-contract" }, s.contract_text) : null,
    h("span", { class: "moon-chip moon-chip-target", title: s.status_text }, s.target_text),
    ctx.features.reveal ? h("span", { class: "moon-chip moon-chip-reveal" }, "Every hand face up") : null,
  );
}

/** @param {Ctx} ctx */
export function renderBar(ctx) {
  const s = ctx.scene;
  const f = ctx.features;
  const info = renderInfo(ctx);
  const turn = myTurn(ctx);
  const tools = h(
    "div",
    { class: "moon-tools", role: "toolbar", "aria-label": "Table tools", "data-nav-group": "tools" },
    s.replaying
      ? h("button", { type: "button", class: "moon-btn moon-skip", "data-key": "tool:skip", title: "Show the rest at once (Esc)", onclick: ctx.skip }, "Skip ▸▸")
      : null,
    f.hint
      ? h(
          "button",
          { type: "button", class: "moon-btn", "data-key": "tool:hint", "aria-disabled": turn ? null : "true", title: "What would a strong player do? (H)", onclick: () => turn && ctx.send({ kind: "hint" }) },
          "Hint",
        )
      : null,
    f.undo
      ? h(
          "button",
          { type: "button", class: "moon-btn", "data-key": "tool:undo", "aria-disabled": ctx.busy || s.replaying || !ctx.view.undo ? "true" : null, title: ctx.view.undo ? `${ctx.view.undo.text} (U)` : "Nothing to take back (U)", onclick: () => !ctx.busy && !s.replaying && ctx.undo() },
          ctx.ui.confirmUndo ? "Sure? Undo" : "Undo",
        )
      : null,
    h(
      "button",
      { type: "button", class: "moon-btn", "data-key": "tool:last", "aria-pressed": ctx.ui.showLast ? "true" : "false", title: "Review the last trick (L)", onclick: ctx.toggleLast },
      "Last trick",
    ),
    h(
      "label",
      { class: "moon-pace" },
      h("span", { class: "moon-sr" }, "Pace"),
      h(
        "select",
        { "data-key": "tool:pace", "aria-label": "Pace of the computer's moves", onchange: (e) => ctx.send({ kind: "pace", ms: Number(e.target.value) }) },
        (f.paces || []).map((p) => h("option", { value: p.ms, selected: p.ms === ctx.pace }, p.label)),
      ),
    ),
    f.new_game
      ? h(
          "button",
          { type: "button", class: "moon-btn", "data-key": "tool:new", onclick: ctx.newGame },
          ctx.ui.confirmNew ? "Sure? New game" : "New game",
        )
      : null,
  );
  return [info, tools, levelControl(ctx)];
}

// The computer players' level, chosen by the learner: a group of buttons (one pressed), the
// choice taking over at the next hand, as the words from Python say.
/** @param {Ctx} ctx */
function levelControl(ctx) {
  const f = ctx.features;
  if (!f.levels || !f.levels.length) return null;
  const chosen = f.next_level || f.level;
  return h(
    "div",
    { class: "moon-levels", role: "group", "aria-label": "Opponents' level", "data-nav-group": "levels" },
    h("span", { class: "moon-level-text", "aria-live": "polite" }, f.level_text),
    f.levels.map((level) =>
      h(
        "button",
        {
          type: "button",
          class: "moon-btn moon-level",
          "data-key": `level:${level.name}`,
          "data-level": level.name,
          "aria-pressed": level.name === chosen ? "true" : "false",
          title: level.about,
          onclick: () => level.name !== chosen && ctx.send({ kind: "level", level: level.name }),
        },
        level.label,
      ),
    ),
  );
}

// --- the felt: seats and the middle ----------------------------------------------------------

/** @param {Ctx} ctx @param {SeatScene} seat */
function discardMark(ctx, seat) {
  const d = seat.discard;
  if (!d) return null;
  const own = d.tile || ctx.reveal.discard || null;
  const face = own
    ? tile(own, { class: "moon-small", "aria-hidden": "true" })
    : svgBox("span", { class: "moon-tile moon-down moon-small", "aria-hidden": "true" }, backSvg());
  const label = own ? `Discarded ${own}` : d.text;
  return h("span", { class: "moon-chip moon-discard", title: label, "aria-label": label, role: "img" }, face, "discard");
}

/** @param {Ctx} ctx @param {SeatScene} seat */
function seatFacts(ctx, seat) {
  return [
    seat.call ? h("span", { class: `moon-chip ${seat.bid ? "moon-chip-bid" : ""}` }, seat.call) : null,
    seat.bidder ? h("span", { class: "moon-chip moon-chip-bidder" }, "Bidder") : null,
    discardMark(ctx, seat),
    h("span", { class: "moon-chip" }, seat.tricks_text),
    h("span", { class: "moon-chip moon-chip-score" }, seat.score_text),
  ];
}

/** @param {Ctx} ctx @param {number} seat */
function seatStatus(ctx, seat) {
  const s = ctx.scene;
  // Retold, the learner's own move is past: only the others are shown acting.
  if (s.replaying) return s.actor === seat && seat !== ctx.me ? "acting" : null;
  if (ctx.offline) return null;
  if (ctx.view.scene.to_act === seat && s.phase !== "over") return ctx.busy ? "thinking" : "acting";
  return null;
}

/** @param {Ctx} ctx @param {SeatScene} seat */
function opponentSeat(ctx, seat) {
  const s = ctx.scene;
  const status = seatStatus(ctx, seat.seat);
  const shown = ctx.reveal.hands ? ctx.reveal.hands[seat.seat] : null;
  const player = playerName(ctx, seat.seat);
  return h(
    "section",
    { class: `moon-seat moon-pos-${seat.position} ${status ? `moon-${status}` : ""}`, "data-seat": seat.seat, "aria-label": seat.tiles_text },
    h(
      "div",
      { class: "moon-seat-head" },
      h("span", { class: "moon-name" }, seat.name),
      player ? h("span", { class: "moon-player" }, player) : null,
      seat.partner ? h("span", { class: "moon-chip moon-partner" }, "partner") : null,
      status === "thinking" ? h("span", { class: "moon-thinking", "aria-label": "thinking" }, h("i"), h("i"), h("i")) : null,
    ),
    h(
      "div",
      { class: "moon-backs", "aria-hidden": shown ? null : "true" },
      shown ? shown.map((t) => tile(t, { class: "moon-small", "aria-label": t })) : backs(seat.tiles, "moon-small"),
    ),
    h("div", { class: "moon-facts" }, seatFacts(ctx, seat)),
  );
}

/**
 * What the middle of the felt shows: the trick being played, a trick just won, or the last
 * trick when the learner looks back (`last`).
 * @param {Ctx} ctx
 * @returns {TrickScene & {last: boolean}}
 */
function trickView(ctx) {
  const s = ctx.scene;
  if (ctx.ui.showLast) {
    const last = s.last_trick;
    if (last) return { ...last, last: true };
    return { plays: [], winner: null, caption: "No trick has been played yet.", last: true };
  }
  if (s.collect) return { ...s.collect, last: false };
  let caption = s.caption;
  // The lead's rule is in the learner's prompt when it is their turn; otherwise here.
  if (!caption && !s.replaying && ctx.view.scene.to_act !== ctx.me) caption = s.led_text;
  return { plays: s.trick, winner: null, caption, last: false };
}

/** @param {Ctx} ctx */
function middle(ctx) {
  const s = ctx.scene;
  const t = trickView(ctx);
  const slots = t.plays.map((p) => {
    const win = t.winner === p.seat;
    const fresh = s.fresh === `${p.seat}:${p.tile}`;
    return h(
      "div",
      { class: `moon-slot moon-slot-${p.position} ${win ? "moon-win" : ""} ${fresh ? "moon-fresh" : ""}`, "data-seat": p.seat },
      tile(p.tile, { class: "moon-mid", "aria-label": `${p.name} played ${p.tile}${win ? ", winning" : ""}` }),
      h("span", { class: "moon-slot-name" }, p.name),
    );
  });
  const extras = [];
  const revealed = ctx.reveal;
  if (s.widow_lying) {
    const face = revealed.widow ? tile(revealed.widow, { class: "moon-small", "aria-label": `Widow ${revealed.widow}` }) : svgBox("span", { class: "moon-tile moon-down moon-small" }, backSvg());
    extras.push(h("div", { class: "moon-widow", "aria-label": "The widow, face down" }, face, h("span", {}, "Widow")));
  }
  if (s.calls && !t.last) extras.push(bidding(s.calls));
  const label = t.last ? null : s.trick_label;
  return h(
    "div",
    { class: `moon-center ${t.last ? "moon-reviewing" : ""}` },
    label ? h("span", { class: "moon-trick-no" }, label) : null,
    h("div", { class: "moon-trick", "aria-label": t.plays.length ? "The trick" : "No tiles on the table" }, slots),
    extras.length ? h("div", { class: "moon-extras" }, extras) : null,
    h("p", { class: "moon-caption" }, t.caption || ""),
  );
}

/** The calls so far, in order, starting with the first bidder. @param {Calls} calls */
function bidding(calls) {
  const chips = calls.calls.map((c) => h("span", { class: `moon-chip ${c.bid ? "moon-chip-bid" : ""}` }, c.text));
  return h(
    "div",
    { class: "moon-calls", "aria-label": "The bidding so far" },
    chips.length ? chips : h("span", {}, calls.opener),
    calls.redeal_text ? h("span", { class: "moon-redealt" }, calls.redeal_text) : null,
  );
}

/** @param {Ctx} ctx */
export function renderFelt(ctx) {
  const s = ctx.scene;
  const seats = s.seats.filter((seat) => !seat.you).map((seat) => opponentSeat(ctx, seat));
  return [...seats, middle(ctx)];
}

// --- the learner: prompt, decision controls, hand ------------------------------------------

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
    if (turn && s.phase === "play") {
      const r = marks ? rulings.get(t) : null;
      const legal = r ? r.legal : !marks;
      cls.push(!marks ? "moon-choice" : legal ? "moon-legal" : "moon-illegal");
      if (hinted(ctx, `play ${t}`)) cls.push("moon-hinted");
      return tile(t, {
        class: cls.join(" "),
        "data-key": `tile:${t}`,
        "aria-label": legal ? `Play ${held.label}` : `${held.label}, cannot be played now`,
        title: r ? r.reason : null,
        "data-reason": r ? r.reason : null,
        onclick: () => ctx.act(`play ${t}`),
      }, true);
    }
    if (turn && s.phase === "discard") {
      const selected = ctx.ui.selected === t;
      if (selected) cls.push("moon-selected");
      cls.push("moon-legal");
      if (hinted(ctx, `discard ${t}`)) cls.push("moon-hinted");
      return tile(t, {
        class: cls.join(" "),
        "data-key": `tile:${t}`,
        "aria-label": `Discard ${held.label}`,
        "aria-pressed": selected ? "true" : "false",
        onclick: () => ctx.selectDiscard(t),
      }, true);
    }
    return tile(t, { class: cls.join(" "), "aria-label": held.label });
  });
}

/** @param {Ctx} ctx */
function decisionControls(ctx) {
  const s = ctx.scene;
  const v = ctx.view;
  if (!myTurn(ctx)) {
    if (s.phase === "over" && !s.replaying && ctx.features.new_game) {
      return [h("button", { type: "button", class: "moon-btn moon-primary", "data-key": "act:new", onclick: () => ctx.send({ kind: "new_game" }) }, "New game")];
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
    if (sel && s.hand.some((held) => held.tile === sel)) {
      return [
        h("button", { type: "button", class: "moon-btn moon-primary", "data-key": "act:discard", onclick: () => ctx.act(`discard ${sel}`) }, `Discard ${sel}`),
        h("span", { class: "moon-note" }, "or choose another tile"),
      ];
    }
    return [h("span", { class: "moon-note" }, "Choose the tile to discard.")];
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
        h("span", { class: "moon-count", "aria-hidden": "true" }, String(o.count)),
      ),
    );
  }
  return [];
}

/** The learner's prompt: the story's caption while it is told, else the view's words for the
 * moment (whose turn, the decision, or the end of the game). */
/** @param {Ctx} ctx */
function promptOf(ctx) {
  const s = ctx.scene;
  const p = ctx.view.decision.prompt;
  if (ctx.offline) return { title: "Not connected to Python.", detail: "Run this cell to play on." };
  if (s.replaying) return { title: s.caption || "", detail: "" };
  if (s.phase === "over" || myTurn(ctx)) return { title: p.title, detail: p.detail };
  if (ctx.view.scene.to_act === ctx.me) return { title: ctx.busy ? p.hinting : p.title, detail: ctx.busy ? "" : p.detail };
  return { title: ctx.busy ? p.thinking : ctx.view.scene.turn_text || "", detail: "" };
}

/** @param {Ctx} ctx */
export function renderYou(ctx) {
  const s = ctx.scene;
  const me = s.seats.find((seat) => seat.you);
  const p = promptOf(ctx);
  const hint = ctx.hint && ctx.hint.at === ctx.view.scene.action_count && !s.replaying ? ctx.hint : null;
  const status = seatStatus(ctx, ctx.me);
  return [
    h("div", { class: `moon-you-head ${status ? `moon-${status}` : ""}` }, h("span", { class: "moon-name" }, me.name), seatFacts(ctx, me)),
    h(
      "div",
      { class: "moon-prompt" },
      h("p", { class: "moon-prompt-title" }, p.title),
      p.detail ? h("p", { class: "moon-prompt-detail" }, p.detail) : null,
      hint ? h("p", { class: "moon-hint" }, h("strong", {}, `Hint: ${hint.action}. `), hint.reason) : null,
      coachLine(ctx),
      h("p", { class: "moon-explain", "aria-live": "off" }, ctx.ui.explain || ""),
    ),
    h("div", { class: "moon-actions", role: "group", "aria-label": "Your choices", "data-nav-group": "actions" }, decisionControls(ctx)),
    h("div", { class: "moon-hand", role: "group", "aria-label": `Your hand, ${s.hand.length} tiles`, "data-nav-group": "hand" }, handTiles(ctx)),
  ];
}

/**
 * The coach's word on the learner's last decision, when a better one was there: said once the
 * move is made, and left in view until the next decision (it never blocks play).
 * @param {Ctx} ctx
 */
function coachLine(ctx) {
  const coach = ctx.view.coach;
  if (!coach || !coach.latest || ctx.offline) return null;
  return h("p", { class: "moon-coach", role: "status" }, h("strong", {}, "Coach: "), coach.latest);
}
