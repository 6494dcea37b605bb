// What the parts of a live table share: its elements, the synced traits it reads, the view and
// the scene on screen, and the learner's own state at the table (`ui`). index.js makes one per
// table drawn and hands it to each part (connection.js, teller.js, controls.js, draw.js,
// input.js); a part calls another's work through the functions set on it (draw, run, skip,
// send), so no part imports another.

// @ts-check
import { h, fill } from "./dom.js";
import { put } from "./words.js";

/** @typedef {import("./wire").TableView} TableView */
/** @typedef {import("./render.js").ShownScene} ShownScene */

/**
 * @typedef {object} Table
 * @property {any} model the widget's model (or the play page's stand-in for it)
 * @property {HTMLElement} el where the table is drawn
 * @property {<K extends keyof import("./wire").TableState>(name: K) => import("./wire").TableState[K]} get
 *   a synced trait's value, as Python declares it (moon_nb.show.wire.TableState)
 * @property {{root: HTMLElement, guide: HTMLElement, bar: HTMLElement, stage: HTMLElement, felt: HTMLElement, card: HTMLElement, notice: HTMLElement, overlay: HTMLElement, live: HTMLElement, lost: HTMLElement, blind?: any}} parts
 *   (`blind`: the blind mode's command box and log, blind.js; only at a live table)
 * @property {TableView} view the view taken last
 * @property {import("./replay.js").Replay} replay
 * @property {ShownScene | null} scene the scene on screen
 * @property {any} ui the learner's own state at the table: a tile selected, a confirmation asked, …
 * @property {any} timer the replay's timer, while it lingers on a scene
 * @property {boolean} waiting the replay waits at a hand's summary for the learner
 * @property {boolean} connected Python answers
 * @property {any} actions what the controls call (controls.js)
 * @property {(settled?: boolean) => void} draw
 * @property {() => void} run tell the story on at the table's pace
 * @property {() => void} skip tell the rest of the story at once
 * @property {(content: object) => void} send send an intent to Python
 * @property {(text: string) => void} announce say a sentence to a screen reader
 * @property {object | null} [named] the words the table's own parts were last given (`nameParts`)
 */

/** A table's elements, in the order they stand. @param {HTMLElement} el @param {number} n */
export function tableParts(el, n) {
  const root = h("div", {
    class: "moon-table",
    role: "region",
    "data-lm-suppress-shortcuts": "true",
    "data-table": String(n),
  });
  const parts = {
    root,
    guide: h("section", { class: "moon-guide", hidden: true }),
    bar: h("header", { class: "moon-bar" }),
    // The felt and the rule card laid over it share one place (the stage): the card covers the
    // felt and, longer than it, reaches below it.
    stage: h("div", { class: "moon-stage" }),
    felt: h("div", { class: "moon-felt" }),
    card: h("div", { class: "moon-rulecard-box" }),
    notice: h("div", { class: "moon-notice", role: "alert" }),
    overlay: h("div", { class: "moon-overlay-box" }),
    live: h("div", { class: "moon-sr", "aria-live": "polite" }),
    lost: h("div", { class: "moon-lost", role: "alert", hidden: true }),
  };
  parts.stage.append(parts.felt, parts.card);
  root.append(parts.lost, parts.guide, parts.bar, parts.stage, parts.overlay, parts.live);
  el.appendChild(root);
  return parts;
}

/**
 * Give a table's own parts their words in the table's language (sent by Python; they change
 * only when the language does).
 * @param {ReturnType<typeof tableParts>} parts @param {Partial<import("./wire").TableWords>} words
 */
export function nameParts(parts, words) {
  parts.root.setAttribute("aria-label", put(words.table));
  parts.guide.setAttribute("aria-label", put(words.guide));
  fill(parts.lost, h("strong", {}, `${put(words.offline_title)} `), put(words.lost_text));
}
