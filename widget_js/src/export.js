// A game exported to one page (moon_nb.course.pages.game_html): the table drawn from Python's scenes
// with the table widget's own drawing code, one moment at a time, with buttons and keys to step
// through them (arrows, Home, End). No rule is worked out here; the page needs no network.

// @ts-check
import { h, fill } from "./dom.js";
import { renderOverlay } from "./overlay.js";
import { renderFelt } from "./render.js";
import { framesOf, toldScene } from "./replay.js";

/** @type {import("./wire").ExportPage} */
const data = JSON.parse(document.getElementById("moon-data").textContent);
// Each frame holds what its scene changes of the game's last scene (a page of a whole game
// would otherwise hold one whole scene per moment).
const frames = framesOf(/** @type {import("./wire").TableView} */ (/** @type {unknown} */ ({ scene: data.scene, frames: data.frames })));
// The page's words are Python's, in the language it was exported in: this file holds none.
const words = data.words;
let at = 0;
let overlayClosed = false;

// Marked for the keys for good: the page never moves the focus itself, so the browser's own
// choice of when to ring it (:focus-visible) is the table's rings' (widget.css).
const root = h("div", { class: "moon-table moon-export", role: "region", "aria-label": data.title, "data-frames": String(frames.length), "data-keys": "true" });
const bar = h("header", { class: "moon-bar" });
const felt = h("div", { class: "moon-felt" });
const overlay = h("div", { class: "moon-overlay-box" });
const live = h("div", { class: "moon-sr", "aria-live": "polite" });
root.append(bar, felt, overlay, live);
document.getElementById("moon-export").append(root);

/** Show moment `i` (clamped to the game). */
function go(i) {
  at = Math.max(0, Math.min(frames.length - 1, i));
  overlayClosed = false;
  draw();
}

function button(key, label, text, onclick, disabled) {
  return h("button", { type: "button", class: "moon-btn", "data-key": key, "aria-label": label, title: label, "aria-disabled": disabled ? "true" : null, onclick: () => !disabled && onclick() }, text);
}

function draw() {
  const frame = frames[at];
  const scene = toldScene(frame.scene, frame);
  // A moment of the past: the table as it was, and no decision to make.
  const prompt = { title: "", detail: "", waiting: "", thinking: "", hinting: "" };
  /** @type {import("./wire").TableView} */
  const view = {
    epoch: 0,
    since: scene.action_count,
    scene: { ...frame.scene, to_act: null },
    decision: { my_turn: false, prompt, bids: [], trumps: [], tiles: [] },
    frames: [],
    undo: null,
    readout: { hand: "", trick: "", trump: "", bids: "", scores: "", last: "", log: [] },
  };
  const ctx = {
    me: data.seat,
    view,
    scene,
    busy: false,
    ui: { selected: null, showLast: false, explain: "", confirmNew: false },
    hint: {},
    seats: data.seats,
    features: { hint: false, undo: false, reveal: data.face_up, marks: true, new_game: true, paces: [], levels: [], level: "", next_level: "", level_text: "" },
    reveal: frame.face_up || {},
    pace: 0,
    title: data.title,
    words: data.words,
    send: () => {},
    act: () => {},
    skip: () => {},
    dismiss: () => go(at + 1),
    closeOverlay: () => {
      overlayClosed = true;
      draw();
    },
    toggleLast: () => {},
    newGame: () => go(0),
    undo: () => {},
    selectDiscard: () => {},
    preview: () => {},
  };
  const last = at === frames.length - 1;
  const nav = h(
    "div",
    { class: "moon-tools moon-export-nav", role: "toolbar", "aria-label": words.step_through },
    button("nav:start", words.start_title, words.start, () => go(0), at === 0),
    button("nav:previous", words.previous_title, "◀", () => go(at - 1), at === 0),
    h("span", { class: "moon-chip moon-export-count", "aria-live": "off" }, `${at + 1} / ${frames.length}`),
    button("nav:next", words.next_title, "▶", () => go(at + 1), last),
    button("nav:end", words.end_title, words.end, () => go(frames.length - 1), last),
  );
  fill(bar, h("span", { class: "moon-brand" }, data.title), nav);
  fill(felt, renderFelt(ctx));
  const mode = overlayClosed ? null : frame.kind === "hand" ? "summary" : frame.kind === "game" ? "over" : null;
  const card = mode ? renderOverlay(ctx, mode) : null;
  if (card) {
    // The summary's own buttons belong to a live table; here they step or look.
    const actions = card.querySelector(".moon-card-actions");
    if (actions) {
      fill(
        actions,
        last ? null : h("button", { type: "button", class: "moon-btn moon-primary", "data-key": "overlay:next", onclick: () => go(at + 1) }, words.next_moment),
        h("button", { type: "button", class: "moon-btn", "data-key": "overlay:close", onclick: ctx.closeOverlay }, words.look),
      );
    }
  }
  fill(overlay, card);
  root.dataset.players = String(scene.players);
  root.dataset.phase = scene.phase;
  root.dataset.at = String(at);
  root.dataset.kind = frame.kind;
  fill(live, frame.text);
}

document.addEventListener("keydown", (e) => {
  if (e.altKey || e.ctrlKey || e.metaKey) return;
  const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: frames.length - 1 }[e.key];
  if (to === undefined) return;
  e.preventDefault();
  go(to);
});

draw();
