// The replay: how the table tells, one step at a time, what happened since the learner's last
// decision. Python sends that story as frames, each with the table as the learner saw it right
// after (as what changes the next frame's scene into it — the last frame sent, the live scene
// sent with it), and sends each frame
// once: a view holds only the frames no earlier view held. Telling the story is showing one
// scene after another at the table's pace, then the live scene. Nothing is worked out here:
// not a tile moved, not a trick counted.

// @ts-check
import { applied } from "./changes.js";
/** @typedef {import("./wire").Scene} Scene */
/** @typedef {import("./wire").Frame} Frame */
/** @typedef {import("./wire").TableView} TableView */
/** @typedef {Omit<Frame, "scene"> & {scene: Scene}} Told a frame with its whole scene */

/** Frames after which a new deal lies on the table: what came before them is another hand's. */
export const BOUNDARIES = new Set(["deal", "redeal"]);

/** Index of the last boundary frame, or -1. @param {{kind: string}[]} frames */
export function lastBoundary(frames) {
  for (let i = frames.length - 1; i >= 0; i--) {
    if (BOUNDARIES.has(frames[i].kind)) return i;
  }
  return -1;
}

/** The frames of a view with their whole scenes, told in a chain back from the live scene:
 * the last frame's changes made to it, each one before's to the scene after it.
 * @param {TableView} view @returns {Told[]} */
export function framesOf(view) {
  let scene = view.scene;
  const told = [];
  for (const f of [...(view.frames || [])].reverse()) {
    scene = /** @type {Scene} */ (applied(scene, { keys: f.scene }));
    told.push({ ...f, scene });
  }
  return told.reverse();
}

/** A scene as the replay shows it: the frame's scene, marked as told (no decision is offered),
 * with the frame's words and actor as its caption and the tile that just landed.
 * @param {Scene} scene @param {Told | null} frame */
export function toldScene(scene, frame) {
  return {
    ...scene,
    replaying: true,
    caption: frame && frame.text ? frame.text : null,
    actor: frame ? frame.seat : null,
    fresh: frame && frame.kind === "play" ? `${frame.seat}:${frame.tile}` : null,
  };
}

/** The live scene: the table now, where the learner decides. @param {TableView} view */
export function liveScene(view) {
  return { ...view.scene, replaying: false, caption: null, actor: null, fresh: null, collect: null };
}

/**
 * The replay's bookkeeping, as a pure state machine (the timer lives in the widget).
 *
 * `load(view)` decides where a new view's story goes: if it continues the story being told
 * (same game, same story, and its first frame follows those held), its frames join it
 * ("extend"); if the story starts where the last view shown ended, the replay picks up from
 * there ("follow"); otherwise (another game, an undo, the first view, a view of the story that
 * came in late) it starts from the current deal: the last new deal among the frames, or the
 * first frame ("fresh").
 */
export class Replay {
  constructor() {
    /** @type {TableView | null} */
    this.view = null;
    this.scene = null;
    /** @type {Told[]} the story held: frames in order, each with its whole scene */
    this.story = [];
    this.next = 0;
    /** @type {TableView | null} the last view shown in full */
    this.shown = null;
  }

  /** Take a new view; returns "extend", "follow" or "fresh" (see the class comment).
   * @param {TableView} view */
  load(view) {
    const prev = this.view;
    const frames = framesOf(view);
    this.view = view;
    const held = this.story.length ? this.story[this.story.length - 1].n + 1 : 0;
    const first = frames.length ? frames[0].n : held;
    if (prev && this.scene && prev.epoch === view.epoch && prev.since === view.since && first <= held) {
      this.story = [...this.story, ...frames.filter((f) => f.n >= held)];
      return "extend";
    }
    this.story = frames;
    if (this.shown && this.shown.epoch === view.epoch && this.shown.scene.action_count === view.since) {
      this.scene = toldScene(this.shown.scene, null);
      this.next = 0;
      return "follow";
    }
    const b = lastBoundary(frames);
    const from = b >= 0 ? b : 0;
    this.next = from + 1;
    this.scene = frames.length ? toldScene(frames[from].scene, b >= 0 ? frames[b] : null) : toldScene(view.scene, null);
    return "fresh";
  }

  pending() {
    return this.view !== null && this.next < this.story.length;
  }

  /** The next frame and its scene; null when the story has been told. */
  step() {
    if (this.next >= this.story.length) return null;
    const ev = this.story[this.next++];
    this.scene = toldScene(ev.scene, ev);
    return { ev, scene: this.scene };
  }

  /** Everything told: the live scene. */
  finish() {
    const view = /** @type {TableView} */ (this.view);
    this.next = this.story.length;
    this.shown = view;
    this.scene = liveScene(view);
    return this.scene;
  }
}
