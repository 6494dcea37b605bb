// The replay: how the table shows, one step at a time, what happened since the learner's
// last decision. Python sends the learner's view with `events` (calls, plays, tricks won and
// why, hands scored); these pure functions turn the view into a sequence of *scenes* — objects
// shaped like a view — for the renderer. No rule is decided here: who won a trick, the trump
// and every text come from the events; this file only moves tiles from hands to the trick.

import { personal } from "./text.js";

/** Events after which a new deal starts: the table before them is another hand's. */
export const BOUNDARIES = new Set(["hand", "redeal"]);

/** Fields of a view that only make sense at the learner's decision (the final scene). */
const DECISION_FIELDS = ["legal", "tiles", "bid_options", "trump_options"];

/** A copy of a view to animate: the fields a replay changes are copied, decisions cleared. */
export function sceneOf(view) {
  const scene = {
    ...view,
    hand: [...(view.hand || [])],
    hand_sizes: [...(view.hand_sizes || [])],
    calls: [...(view.calls || [])],
    trick: [...(view.trick || [])],
    tricks_won: [...(view.tricks_won || [])],
    tricks: [...(view.tricks || [])],
    scores: [...(view.scores || [])],
    widow: view.widow ? { ...view.widow } : null,
    actor: null,
    caption: null,
    collect: null,
    summary: null,
    fresh: null,
    replaying: true,
  };
  for (const f of DECISION_FIELDS) scene[f] = [];
  scene.to_act = null;
  return scene;
}

/** The scene for the final view itself: nothing left to replay. */
export function finalScene(view) {
  return { ...view, actor: null, caption: null, collect: null, summary: null, fresh: null, replaying: false };
}

/** Index of the last boundary event, or -1. */
export function lastBoundary(events) {
  for (let i = events.length - 1; i >= 0; i--) {
    if (BOUNDARIES.has(events[i].kind)) return i;
  }
  return -1;
}

function highOf(calls) {
  let high = null;
  let seat = null;
  for (const c of calls) {
    if (c.call && (high === null || c.call > high)) {
      high = c.call;
      seat = c.seat;
    }
  }
  return { high, seat };
}

/**
 * The table as it stood before `rest` (events of the current deal, oldest first), worked
 * backwards from the final `view`: tiles go back to the hands, tricks back to the middle,
 * calls are taken back.
 */
export function sceneBefore(view, rest) {
  const s = sceneOf(view);
  const me = view.seat;
  for (let i = rest.length - 1; i >= 0; i--) {
    const ev = rest[i];
    switch (ev.kind) {
      case "call": {
        s.calls = s.calls.slice(0, -1);
        const { high, seat } = highOf(s.calls);
        s.high_bid = high;
        s.high_bidder = seat;
        s.bidder = null;
        break;
      }
      case "widow": {
        // The bidder takes the widow (the event's seat is the last to call; see takerOf).
        const taker = view.bidder ?? view.high_bidder ?? ev.seat;
        if (s.widow) s.widow.taken = false;
        s.hand_sizes[taker] = Math.max(0, (s.hand_sizes[taker] || 0) - 1);
        if (taker === me && view.widow && view.widow.tile) {
          s.hand = s.hand.filter((t) => t !== view.widow.tile);
        }
        s.bidder = null;
        break;
      }
      case "discard":
        s.hand_sizes[ev.seat] = (s.hand_sizes[ev.seat] || 0) + 1;
        s.discarded = false;
        if (ev.seat === me && ev.tile) s.hand = [...s.hand, ev.tile];
        break;
      case "trump":
        s.trump = null;
        s.trump_text = null;
        break;
      case "play":
        s.hand_sizes[ev.seat] = (s.hand_sizes[ev.seat] || 0) + 1;
        if (ev.seat === me && ev.tile) s.hand = [...s.hand, ev.tile];
        s.trick = s.trick.slice(0, -1);
        break;
      case "trick":
        if (s.tricks_won[ev.trick.winner] > 0) s.tricks_won[ev.trick.winner] -= 1;
        s.tricks = s.tricks.slice(0, -1);
        s.trick = [...ev.trick.plays];
        break;
      default:
        break;
    }
  }
  // Before the story starts the hand is laid out as the view orders it.
  const order = view.hand || [];
  s.hand.sort((a, b) => rankIn(order, a) - rankIn(order, b));
  return s;
}

function rankIn(order, tile) {
  const i = order.indexOf(tile);
  return i < 0 ? order.length : i;
}

/**
 * One step forward: the scene after `ev`. `view` is the latest view (used for what the
 * events do not carry: the learner's own tiles after taking the widow, the trump's words).
 */
export function applyEvent(scene, ev, view) {
  const me = view.seat;
  const s = { ...scene, actor: ev.seat, caption: personal(ev.text, ev.seat, me), fresh: null, summary: null, replaying: true, to_act: null };
  for (const f of DECISION_FIELDS) s[f] = [];
  if (s.collect && ev.kind !== "trick") s.collect = null;
  switch (ev.kind) {
    case "call":
      s.calls = [...s.calls, { seat: ev.seat, call: ev.call }];
      if (ev.call) {
        s.high_bid = ev.call;
        s.high_bidder = ev.seat;
      }
      break;
    case "widow": {
      const taker = takerOf(s, ev);
      s.actor = taker;
      s.caption = taker === me ? "You take the widow into your hand." : `Seat ${taker} takes the widow into their hand.`;
      s.widow = { ...(s.widow || {}), taken: true };
      s.bidder = taker;
      s.hand_sizes = bump(s.hand_sizes, taker, +1);
      if (taker === me && sameDeal(s, view)) s.hand = [...view.hand];
      break;
    }
    case "discard":
      s.discarded = true;
      s.bidder = ev.seat;
      s.hand_sizes = bump(s.hand_sizes, ev.seat, -1);
      if (ev.seat === me && ev.tile) s.hand = s.hand.filter((t) => t !== ev.tile);
      break;
    case "trump":
      s.trump = ev.trump;
      s.bidder = ev.seat;
      s.trump_text = sameDeal(s, view) ? view.trump_text : null;
      break;
    case "play":
      s.trick = [...s.trick, { seat: ev.seat, tile: ev.tile }];
      s.fresh = `${ev.seat}:${ev.tile}`;
      s.hand_sizes = bump(s.hand_sizes, ev.seat, -1);
      if (ev.seat === me) s.hand = s.hand.filter((t) => t !== ev.tile);
      break;
    case "trick":
      s.collect = ev.trick;
      s.trick = [];
      s.tricks = [...s.tricks, ev.trick];
      s.tricks_won = bump(s.tricks_won, ev.trick.winner, +1);
      break;
    case "hand":
      s.summary = ev;
      s.scores = [...(ev.scores || s.scores)];
      break;
    case "game":
      s.winner = ev.seat;
      break;
    default:
      break;
  }
  return s;
}

/**
 * Who takes the widow: the high bidder. (The engine's "widow" event names the seat whose call
 * closed the bidding, which is not always the bidder; the high bidder is on the scene.)
 */
function takerOf(scene, ev) {
  return scene.high_bidder ?? ev.seat;
}

function bump(list, i, by) {
  const out = [...list];
  out[i] = Math.max(0, (out[i] || 0) + by);
  return out;
}

function sameDeal(scene, view) {
  return scene.hand_number === view.hand_number && !scene.pastDeal;
}

/** How long to linger after an event, in units of the table's pace. */
export function pauseUnits(ev, seat) {
  if (ev.seat === seat && ev.kind !== "trick") return 0;
  switch (ev.kind) {
    case "trick":
      return 2;
    case "redeal":
      return 2.5;
    case "widow":
      return 0.6;
    case "hand":
    case "game":
      return 0;
    default:
      return 1;
  }
}

/**
 * The replay player's bookkeeping, as a pure state machine (the timer lives in the widget).
 *
 * `start(view, previous)` decides where a new view's story starts: if it continues what is on
 * screen (same game, and its story starts where the last view ended, or it extends the story
 * being told), the replay picks up from the current scene; otherwise it starts afresh from the
 * current deal, worked backwards from the view.
 */
export class Replay {
  constructor(seat) {
    this.seat = seat;
    this.view = null;
    this.scene = null;
    this.consumed = 0;
    this.shown = null; // the last view shown in full
  }

  /**
   * Take a new view. Returns how its story relates to what is on screen: "extend" (more of
   * the story being told), "follow" (the story after the last view shown in full) or "fresh"
   * (another game, an undo, the first view: told from the start of the current deal).
   */
  load(view) {
    const prev = this.view;
    const events = view.events || [];
    this.view = view;
    if (
      prev && this.scene && prev.epoch === view.epoch && prev.since === view.since &&
      events.length >= this.consumed
    ) {
      return "extend";
    }
    if (this.shown && this.shown.epoch === view.epoch && this.shown.action_count === view.since) {
      this.scene = sceneOf(this.shown);
      this.consumed = 0;
      return "follow";
    }
    const b = lastBoundary(events);
    this.consumed = b + 1;
    this.scene = sceneBefore(view, events.slice(b + 1));
    return "fresh";
  }

  pending() {
    return this.consumed < (this.view.events || []).length;
  }

  /** The next event and the scene after it; null when the story has been told. */
  step() {
    const events = this.view.events || [];
    if (this.consumed >= events.length) return null;
    const ev = events[this.consumed++];
    let scene = applyEvent(this.scene, ev, this.view);
    if (ev.kind === "call" && this.lastCallOfDeal(events)) {
      // The bidding is over: the view (same deal) names the bidder.
      scene.bidder = this.view.bidder ?? null;
    }
    if (BOUNDARIES.has(ev.kind)) {
      // A new deal: the table is now the current deal, before the events still to come.
      const b = lastBoundary(events);
      const rest = events.slice(Math.max(b + 1, this.consumed));
      const next = sceneBefore(this.view, rest);
      next.caption = personal(ev.text, ev.seat, this.view.seat);
      next.summary = ev.kind === "hand" ? ev : null;
      next.actor = null;
      if (ev.kind === "hand") next.scores = [...(ev.scores || next.scores)];
      if (this.consumed <= b) next.pastDeal = true;
      scene = next;
    }
    this.scene = scene;
    return { ev, scene };
  }

  /** No call is left in this deal's story (the calls just told closed the bidding). */
  lastCallOfDeal(events) {
    for (let i = this.consumed; i < events.length; i++) {
      if (BOUNDARIES.has(events[i].kind)) return false;
      if (events[i].kind === "call") return false;
    }
    return this.view.phase !== "bid";
  }

  /** Everything told: the final view's scene. */
  finish() {
    this.consumed = (this.view.events || []).length;
    this.shown = this.view;
    this.scene = finalScene(this.view);
    return this.scene;
  }
}
