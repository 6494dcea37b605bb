// The replay: how the table tells, one step at a time, what happened since the learner's last
// decision. Python sends that story as events, each with its scene — the table as the learner
// saw it right after — so telling it is showing one scene after another at the table's pace,
// then the live scene. Nothing is worked out here: not a tile moved, not a trick counted.

// @ts-check
/** @typedef {import("./wire").Scene} Scene */
/** @typedef {import("./wire").TableEvent} TableEvent */
/** @typedef {import("./wire").TableView} TableView */

/** Events after which a new deal lies on the table: what came before them is another hand's. */
export const BOUNDARIES = new Set(["deal", "redeal"]);

/** Index of the last boundary event, or -1. @param {{kind: string}[]} events */
export function lastBoundary(events) {
  for (let i = events.length - 1; i >= 0; i--) {
    if (BOUNDARIES.has(events[i].kind)) return i;
  }
  return -1;
}

/** A scene as the replay shows it: the event's scene, marked as told (no decision is offered),
 * with the event's caption and actor and the tile that just landed.
 * @param {Scene} scene @param {TableEvent | null} ev */
export function toldScene(scene, ev) {
  return {
    ...scene,
    replaying: true,
    caption: ev ? ev.text : null,
    actor: ev ? ev.seat : null,
    fresh: ev && ev.kind === "play" ? `${ev.seat}:${ev.tile}` : null,
  };
}

/** The live scene: the table now, where the learner decides. @param {TableView} view */
export function liveScene(view) {
  return { ...view.scene, replaying: false, caption: null, actor: null, fresh: null, collect: null };
}

/**
 * The replay's bookkeeping, as a pure state machine (the timer lives in the widget).
 *
 * `load(view)` decides where a new view's story starts: if it continues what is on screen (same
 * game, and its story starts where the last view ended, or it extends the story being told),
 * the replay picks up from there; otherwise (another game, an undo, the first view) it starts
 * from the current deal: the last new deal among the events, or the scene before the story.
 */
export class Replay {
  constructor() {
    /** @type {TableView | null} */
    this.view = null;
    this.scene = null;
    this.next = 0;
    /** @type {TableView | null} the last view shown in full */
    this.shown = null;
  }

  /** Take a new view; returns "extend", "follow" or "fresh" (see the class comment).
   * @param {TableView} view */
  load(view) {
    const prev = this.view;
    const events = view.events || [];
    this.view = view;
    if (prev && this.scene && prev.epoch === view.epoch && prev.since === view.since && events.length >= this.next) {
      return "extend";
    }
    if (this.shown && this.shown.epoch === view.epoch && this.shown.scene.action_count === view.since) {
      this.scene = toldScene(this.shown.scene, null);
      this.next = 0;
      return "follow";
    }
    const b = lastBoundary(events);
    this.next = b + 1;
    this.scene = b >= 0 ? toldScene(events[b].scene, events[b]) : toldScene(view.start, null);
    return "fresh";
  }

  pending() {
    return this.view !== null && this.next < (this.view.events || []).length;
  }

  /** The next event and its scene; null when the story has been told. */
  step() {
    const events = this.view ? this.view.events || [] : [];
    if (this.next >= events.length) return null;
    const ev = events[this.next++];
    this.scene = toldScene(ev.scene, ev);
    return { ev, scene: this.scene };
  }

  /** Everything told: the live scene. */
  finish() {
    const view = /** @type {TableView} */ (this.view);
    this.next = (view.events || []).length;
    this.shown = view;
    this.scene = liveScene(view);
    return this.scene;
  }
}
