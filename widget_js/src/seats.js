// The felt's other seats and its middle: each opponent at its place with its tiles face down
// (or face up on a teacher's table), and in the middle the trick laid out by seat — each tile
// in front of the seat that played it — the widow while it lies, the bidding, and the
// learner's decision while it is made there (a bid, the discard, naming trump). Every fact
// and word is the scene's (Python's moon_nb.show.scenes); this file only places them.

// @ts-check
/** @typedef {import("./render.js").Ctx} Ctx */
/** @typedef {import("./wire").SeatScene} SeatScene */
/** @typedef {import("./wire").TrickScene} TrickScene */
/** @typedef {import("./wire").Calls} Calls */

import { h, svgBox } from "./dom.js";
import { backSvg, dominoSvg } from "./domino.js";
import { put, tileName } from "./words.js";

/** A domino face up: a button when it is a choice, else a picture with its name. */
export function tile(text, attrs, button) {
  const cls = `moon-tile ${attrs.class || ""}`.trim();
  const a = { ...attrs, class: cls, "data-tile": text };
  if (button) return svgBox("button", { type: "button", ...a }, dominoSvg(text));
  return svgBox("span", { role: "img", ...a }, dominoSvg(text));
}

/** A domino face down. */
export function back(cls) {
  return svgBox("span", { class: `moon-tile moon-down ${cls || ""}`.trim() }, backSvg());
}

/** Where the seat stands now: "acting" (its turn), "thinking" (a computer choosing), or none.
 * @param {Ctx} ctx @param {number} seat */
export function seatStatus(ctx, seat) {
  const s = ctx.scene;
  // Retold, the learner's own move is past: only the others are shown acting.
  if (s.replaying) return s.actor === seat && seat !== ctx.me ? "acting" : null;
  if (ctx.offline || ctx.settledStep) return null;
  if (ctx.view.scene.to_act === seat && s.phase !== "over") return ctx.busy ? "thinking" : "acting";
  return null;
}

/** The player name a teacher gave a seat's computer player, if any. */
/** @param {Ctx} ctx @param {number} seat */
function playerName(ctx, seat) {
  const entry = (ctx.seats || []).find((e) => e.seat === seat);
  return entry && !entry.you ? entry.player : null;
}

/** The bidder's discard lying by their seat: face down, but face up to the seat that made it
 * (or on a teacher's table). @param {Ctx} ctx @param {SeatScene} seat */
export function discardMark(ctx, seat) {
  const d = seat.discard;
  if (!d) return null;
  const own = d.tile || ctx.reveal.discard || null;
  const label = own ? put(ctx.words.discarded, { tile: tileName(ctx.words, own) }) : d.text;
  return h(
    "span",
    { class: "moon-discard", title: label, "aria-label": label, role: "img" },
    own ? tile(own, { class: "moon-tiny", "aria-hidden": "true" }) : back("moon-tiny"),
    h("span", { class: "moon-discard-word", "aria-hidden": "true" }, put(ctx.words.discard_word)),
  );
}

/** The chips a seat shows: its score and its tricks first, in places that stay over a hand
 * (the score changes only between hands), then its call and whether it is the bidder, which
 * come during the bidding (before them, they pushed the score up to 121 px sideways).
 * @param {SeatScene} seat @param {Ctx["words"]} words */
export function seatFacts(seat, words) {
  return [
    h("span", { class: "moon-chip moon-chip-score" }, seat.score_text),
    h("span", { class: "moon-chip moon-chip-tricks" }, seat.tricks_text),
    seat.call ? h("span", { class: `moon-chip ${seat.bid ? "moon-chip-bid" : ""}` }, seat.call) : null,
    seat.bidder ? h("span", { class: "moon-chip moon-chip-bidder" }, put(words.bidder)) : null,
  ];
}

/** @param {Ctx} ctx @param {SeatScene} seat */
function opponentSeat(ctx, seat) {
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
      seat.partner ? h("span", { class: "moon-chip moon-partner" }, put(ctx.words.partner)) : null,
      status === "thinking" ? h("span", { class: "moon-thinking-dots", "aria-label": put(ctx.words.thinking) }, h("i"), h("i"), h("i")) : null,
    ),
    h(
      "div",
      { class: "moon-seat-tiles" },
      h(
        "div",
        { class: `moon-backs ${shown ? "moon-backs-up" : ""}`, "aria-hidden": shown ? null : "true" },
        shown ? shown.map((t) => tile(t, { class: "moon-small", "aria-label": t })) : Array.from({ length: seat.tiles }, () => back("moon-small")),
      ),
      discardMark(ctx, seat),
    ),
    h("div", { class: "moon-facts" }, seatFacts(seat, ctx.words)),
  );
}

/**
 * What the middle of the felt shows of tricks: the trick being played, a trick just won, or
 * the last trick when the learner looks back (`last`).
 * @param {Ctx} ctx
 * @returns {TrickScene & {last: boolean}}
 */
function trickView(ctx) {
  const s = ctx.scene;
  if (ctx.ui.showLast) {
    const last = s.last_trick;
    if (last) return { ...last, last: true };
    return { plays: [], winner: null, caption: put(ctx.words.no_trick_yet), last: true };
  }
  if (s.collect) return { ...s.collect, last: false };
  // A step of the path once solved: the trick that solved it, if it was just collected.
  if (ctx.settledStep && !s.trick.length && s.last_trick) return { ...s.last_trick, last: false };
  let caption = s.caption;
  // The lead's rule is in the learner's prompt when it is their turn; otherwise here (not
  // once a step of the path is over: its verdict is the last word).
  if (!caption && !s.replaying && !ctx.settledStep && ctx.view.scene.to_act !== ctx.me) caption = s.led_text;
  return { plays: s.trick, winner: null, caption, last: false };
}

/** The trick laid out by seat: each play in front of its seat, a dashed place where a seat
 * has not played. @param {Ctx} ctx @param {TrickScene & {last: boolean}} t */
function trickTiles(ctx, t) {
  const s = ctx.scene;
  const seats = new Map(s.seats.map((seat) => [seat.seat, seat]));
  const played = new Set(t.plays.map((p) => p.seat));
  const slots = t.plays.map((p) => {
    const { name, position, you } = seats.get(p.seat);
    const win = t.winner === p.seat;
    const said = you ? (win ? ctx.words.you_played_winning : ctx.words.you_played) : win ? ctx.words.played_winning : ctx.words.played;
    const fresh = s.fresh === `${p.seat}:${p.tile}`;
    return h(
      "div",
      { class: `moon-slot moon-slot-${position} ${win ? "moon-win" : ""} ${fresh ? "moon-fresh" : ""}`, "data-seat": p.seat },
      tile(p.tile, { class: "moon-mid", "aria-label": put(said, { name, tile: p.tile }) }),
      h("span", { class: "moon-slot-name" }, name),
    );
  });
  const empty = t.plays.length || s.phase === "play" ? s.seats.filter((seat) => !played.has(seat.seat)) : [];
  for (const seat of empty) {
    slots.push(h("div", { class: `moon-slot moon-slot-${seat.position} moon-slot-empty`, "aria-hidden": "true" }, h("span", { class: "moon-place" })));
  }
  // A group, so that its name is read (a name on a div with no role is not).
  return h("div", { class: "moon-trick", role: "group", "aria-label": put(t.plays.length ? ctx.words.the_trick : ctx.words.no_tiles) }, slots);
}

/** The calls so far, in order, starting with the first bidder.
 * @param {Calls} calls @param {Ctx["words"]} words */
function bidding(calls, words) {
  const chips = calls.calls.map((c) => h("span", { class: `moon-chip ${c.bid ? "moon-chip-bid" : ""}` }, c.text));
  return h(
    "div",
    { class: "moon-calls", role: "group", "aria-label": put(words.bidding_so_far) },
    chips.length ? chips : h("span", {}, calls.opener),
    calls.redeal_text ? h("span", { class: "moon-redealt" }, calls.redeal_text) : null,
  );
}

/** The widow while it lies on the felt. @param {Ctx} ctx */
function widow(ctx) {
  const shown = ctx.reveal.widow;
  const face = shown ? tile(shown, { class: "moon-small", "aria-label": put(ctx.words.widow_tile, { tile: tileName(ctx.words, shown) }) }) : back("moon-small");
  const named = shown ? put(ctx.words.widow_named, { tile: tileName(ctx.words, shown) }) : put(ctx.words.widow_down);
  // One picture with one name: the tile and its word under it are what the name says.
  return h("div", { class: "moon-widow", role: "img", "aria-label": named }, face, h("span", {}, put(ctx.words.widow)));
}

/**
 * The middle of the felt. ``choices`` are the learner's decision controls made there (bids,
 * the discard, trumps), or none.
 * @param {Ctx} ctx
 * @param {HTMLElement[]} choices
 */
export function middle(ctx, choices) {
  const s = ctx.scene;
  const t = trickView(ctx);
  const deciding = choices.length > 0 && !t.last;
  const head = [];
  if (s.widow_lying && !t.last) head.push(widow(ctx));
  if (s.calls && !t.last) head.push(bidding(s.calls, ctx.words));
  const showTrick = s.phase === "play" || s.phase === "over" || t.plays.length > 0;
  return h(
    "div",
    { class: `moon-center moon-center-${deciding ? "decide" : showTrick ? "trick" : "calls"} ${t.last ? "moon-reviewing" : ""}` },
    head.length ? h("div", { class: "moon-extras" }, head) : null,
    showTrick && !deciding ? trickTiles(ctx, t) : null,
    deciding ? h("div", { class: `moon-actions moon-actions-${s.phase}`, role: "group", "aria-label": put(ctx.words.choices), "data-nav-group": "actions", tabindex: "-1" }, choices) : null,
    h("p", { class: "moon-caption" }, deciding ? "" : t.caption || ""),
  );
}

/** The other seats at their places. @param {Ctx} ctx */
export function opponents(ctx) {
  return ctx.scene.seats.filter((seat) => !seat.you).map((seat) => opponentSeat(ctx, seat));
}
