// What the table's controls do: each sends an intent to Python (which judges it) or changes
// only what the learner sees — a tile selected, a confirmation asked, the last trick shown.

// @ts-check
import { setReader } from "./blind.js";
import { summaryKey } from "./teller.js";

/** @typedef {import("./table.js").Table} Table */

/** Intents not tied to a moment of the game (settings, a new game, the path's own); every
 * other says which moment it was decided at. */
const UNTIMED = ["pace", "new_game", "level", "language", "step", "retry", "card"];

/** Send an intent to Python, if it is there. @param {Table} t @param {any} content */
export function send(t, content) {
  if (!t.connected) return;
  if (!UNTIMED.includes(content.kind)) content = { ...content, at: t.view.scene.action_count };
  t.model.send(content);
}

/** The controls' actions, for drawing (render.js calls them from the buttons), and what stops
 * their timers. @param {Table} t */
export function controls(t) {
  let confirmTimer = null;
  let undoTimer = null;
  const ui = t.ui;
  const actions = {
    send: (content) => t.send(content),
    act(action) {
      if (t.scene.replaying) return t.skip();
      if (t.get("busy")) return;
      ui.selected = null;
      ui.showLast = false;
      t.send({ kind: "action", action });
    },
    skip: () => t.skip(),
    dismiss() {
      ui.dismissed = summaryKey(t, t.scene);
      t.send({ kind: "next_hand" });
      if (t.waiting) {
        t.waiting = false;
        t.scene = { ...t.scene, summary: null };
        t.run();
      } else t.draw();
    },
    closeOverlay() {
      ui.closedOver = t.view.epoch;
      t.draw();
    },
    toggleLast() {
      ui.showLast = !ui.showLast;
      t.draw();
      // Said as it is shown: the live table's last trick (Python's sentences), or while the
      // story is told, the caption of the one on screen.
      const last = t.scene.replaying ? t.scene.last_trick && t.scene.last_trick.caption : t.view.readout && t.view.readout.last;
      if (ui.showLast && last) t.announce(last);
    },
    setReader: (on) => setReader(t, on),
    newGame() {
      if (t.view.scene.phase === "over" || ui.confirmNew) {
        ui.confirmNew = false;
        t.send({ kind: "new_game" });
      } else {
        ui.confirmNew = true;
        clearTimeout(confirmTimer);
        confirmTimer = setTimeout(() => {
          ui.confirmNew = false;
          t.draw();
        }, 4000);
      }
      t.draw();
    },
    undo() {
      // An undo that would reopen a hand already scored asks first (Python says what it would
      // take back); a second press within a few seconds confirms.
      const offer = t.view.undo;
      if (!offer) return;
      const confirmed = ui.confirmUndo;
      t.send(confirmed ? { kind: "undo", confirm: true } : { kind: "undo" });
      ui.confirmUndo = !confirmed && Boolean(offer.confirm);
      clearTimeout(undoTimer);
      if (ui.confirmUndo) {
        undoTimer = setTimeout(() => {
          ui.confirmUndo = false;
          t.draw();
        }, 6000);
      }
      t.draw();
    },
    selectDiscard(tile) {
      if (t.scene.replaying) return t.skip();
      if (ui.selected === tile) return actions.act(`discard ${tile}`);
      ui.selected = tile;
      t.draw();
    },
    toggleSettings() {
      ui.settings = !ui.settings;
      t.draw();
    },
    preview(token) {
      ui.preview = token;
      const option = t.view.decision.trumps.find((o) => o.token === token);
      const trumps = new Set(option ? option.trumps : []);
      for (const tile of t.parts.felt.querySelectorAll(".moon-hand .moon-tile")) {
        tile.classList.toggle("moon-preview", trumps.has(/** @type {HTMLElement} */ (tile).dataset.tile));
      }
    },
  };
  const stop = () => {
    clearTimeout(confirmTimer);
    clearTimeout(undoTimer);
  };
  return { actions, stop };
}
