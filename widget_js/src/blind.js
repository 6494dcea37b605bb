// The blind mode: commands that say the table on demand, a log of the hand as a list, the
// announcements a screen reader needs (the Hint, a new step of the path, its verdicts, the
// learner's turn), and the "screen reader" setting that says more and moves less.
//
// Every sentence is Python's (moon_nb.table.readout, in the view's `readout`; the words and the
// commands in `words`): this code picks which to say and when, and works out nothing.
// A command is typed in the command box ("hand", "trick", or its word in the table's
// language) or pressed as Alt+Shift with a key read by its code (its place on the keyboard,
// the same in every layout), so a screen reader's browse mode, which takes single letters,
// leaves it to the table.

// @ts-check
import { h, fill } from "./dom.js";
import { put } from "./words.js";

/** @typedef {import("./table.js").Table} Table */

/** Where the page keeps the setting, as it keeps its language (the browser's storage). */
const KEPT = "moon-nb-screen-reader";

/** The "screen reader" setting as last chosen in this browser. */
export function readerKept() {
  try {
    return localStorage.getItem(KEPT) === "on";
  } catch (e) {
    return false; // no storage for this page
  }
}

/** Turn the setting on or off, and keep it for the next visit. @param {Table} t @param {boolean} on */
export function setReader(t, on) {
  t.ui.reader = on;
  try {
    localStorage.setItem(KEPT, on ? "on" : "off");
  } catch (e) {}
  t.draw();
}

/** The blind mode's elements: the command box and the log, made once (the box keeps what is
 * being typed in it while the table is drawn again). @param {Table} t */
export function blindPart(t) {
  const input = /** @type {HTMLInputElement} */ (h("input", { type: "text", class: "moon-command-input", autocomplete: "off", spellcheck: "false", "data-key": "blind:command" }));
  const label = h("span", { class: "moon-command-label" });
  const form = h("form", { class: "moon-command" }, h("label", {}, label, input));
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    typed(t, input.value);
    input.value = "";
  });
  const title = h("h3", { class: "moon-log-title" });
  const list = h("ol", { class: "moon-log-list" });
  const log = h("section", { class: "moon-log" }, title, list);
  const root = h("div", { class: "moon-blind moon-sr" }, form, log);
  return { root, input, label, title, list, log };
}

/** The command the learner typed, by its name or its word in the table's language (or the
 * start of only one of them). @param {Table} t @param {string} text */
function typed(t, text) {
  const words = /** @type {Partial<import("./wire").TableWords>} */ (t.get("words") || {});
  const said = text.trim().toLocaleLowerCase();
  if (!said) return;
  const all = words.commands || [];
  const exact = all.find((c) => c.name === said || c.word.toLocaleLowerCase() === said);
  const starts = all.filter((c) => c.name.startsWith(said) || c.word.toLocaleLowerCase().startsWith(said));
  const found = exact || (starts.length === 1 ? starts[0] : null);
  if (found) command(t, found.name);
  else t.announce(`${put(words.not_a_command, { text: text.trim() })} ${put(words.command_help)}`);
}

/** Say what a command asks for. The table now is what is said: a story still being told is
 * told at once first (skipping shortens the wait, never the telling).
 * @param {Table} t @param {string} name */
export function command(t, name) {
  const words = /** @type {Partial<import("./wire").TableWords>} */ (t.get("words") || {});
  if (t.scene && t.scene.replaying && !t.waiting) t.skip();
  const readout = t.view.readout;
  if (name === "help") return t.announce(put(words.command_help));
  if (!readout) return;
  const said = { hand: readout.hand, trick: readout.trick, trump: readout.trump, bids: readout.bids, scores: readout.scores, last: readout.last, log: readout.log.join(" ") };
  t.announce(said[name] || "");
}

/** A command pressed as Alt+Shift and a key, by the key's code; returns whether it was one.
 * @param {Table} t @param {KeyboardEvent} e */
export function commandKey(t, e) {
  if (!e.altKey || !e.shiftKey || e.ctrlKey || e.metaKey) return false;
  const words = /** @type {Partial<import("./wire").TableWords>} */ (t.get("words") || {});
  const found = (words.commands || []).find((c) => c.code === e.code);
  if (!found) return false;
  if (found.name === "help") t.parts.blind.input.focus();
  command(t, found.name);
  return true;
}

/** Draw the blind mode's part and say what is new: called at each drawing of the table.
 * @param {Table} t @param {Partial<import("./wire").TableWords>} words @param {string | null} mode the card over the felt */
export function drawBlind(t, words, mode) {
  const { blind, root } = t.parts;
  root.dataset.reader = t.ui.reader ? "on" : "off";
  blind.label.textContent = `${put(words.command_box)} `;
  blind.input.setAttribute("aria-description", put(words.command_help));
  blind.title.textContent = put(words.log_title);
  blind.log.setAttribute("aria-label", put(words.log_title));
  drawLog(t);
  sayNew(t, mode);
}

/** The log of the hand as a list: every move and trick winner so far — so far as the story
 * has been told (a move not yet told is not listed). @param {Table} t */
function drawLog(t) {
  const readout = t.view.readout;
  const lines = readout ? readout.log : [];
  const untold = t.scene && t.scene.replaying ? t.replay.story.length - t.replay.next : 0;
  const shown = lines.slice(0, Math.max(0, lines.length - untold));
  const list = t.parts.blind.list;
  const held = [...list.children].map((li) => li.textContent);
  // Only what is new is added: a screen reader reading the list keeps its place.
  if (held.length <= shown.length && held.every((text, i) => text === shown[i])) {
    for (const line of shown.slice(held.length)) list.append(h("li", {}, line));
  } else {
    fill(list, shown.map((line) => h("li", {}, line)));
  }
}

/** Say, once each: the Hint, a new step of the path and its verdicts, and the learner's turn
 * (with the setting on, the trick or the bidding with it). @param {Table} t @param {string | null} mode */
function sayNew(t, mode) {
  const ui = t.ui;
  const view = t.view;
  const hint = t.get("hint");
  if (hint && hint.spoken && hint.at === view.scene.action_count) {
    const key = `${view.epoch}:${hint.at}:${hint.action}`;
    if (ui.hintSaid !== key) {
      ui.hintSaid = key;
      t.announce(hint.spoken);
    }
  }
  const guide = t.get("guide");
  if (guide) {
    if (ui.stepSaid !== guide.step) {
      ui.stepSaid = guide.step;
      ui.verdictSaid = null;
      t.announce(guide.said ? guide.said.step : `${guide.title}. ${guide.goal}`);
    }
    const key = `${guide.step}:${guide.status}:${guide.verdict}`;
    if (guide.status !== "play" && guide.verdict && ui.verdictSaid !== key) {
      ui.verdictSaid = key;
      const head = guide.status === "solved" ? put(t.get("words").solved) : put(t.get("words").not_yet);
      const verdict = guide.said ? guide.said.verdict : guide.verdict;
      t.announce([head, verdict, guide.status === "solved" ? guide.stars_text : ""].filter(Boolean).join(" "));
    }
  }
  const scene = view.scene;
  const mine = !t.scene.replaying && !mode && !t.get("busy") && scene.to_act === scene.seat && scene.turn_text;
  const turn = `${view.epoch}:${scene.action_count}`;
  if (mine && ui.turnSaid !== turn) {
    ui.turnSaid = turn;
    const readout = view.readout;
    let more = "";
    if (ui.reader && readout) more = scene.phase === "play" ? readout.trick : scene.phase === "bid" ? readout.bids : "";
    t.announce(more || `${scene.turn_text}.`);
  }
}

/** The setting in the table's settings: a screen reader is told more, and nothing moves.
 * @param {{ui: any, words: Partial<import("./wire").TableWords>, setReader?: (on: boolean) => void}} ctx */
export function readerControl(ctx) {
  return h(
    "label",
    { class: "moon-pace moon-reader" },
    h("input", { type: "checkbox", "data-key": "tool:reader", checked: Boolean(ctx.ui.reader), onchange: (e) => ctx.setReader && ctx.setReader(e.target.checked) }),
    h("span", {}, ` ${put(ctx.words.screen_reader)}`),
  );
}
