// The Moon table widget (anywidget front end). It draws the scenes Python syncs and sends
// intents back as custom messages; there is no rule of the game in this code. The story since
// the learner's last decision is told one scene at a time (replay.js, teller.js) at the table's
// pace, and the learner may skip ahead. Each part of the table is a module of its own, sharing
// one table (table.js): the connection to Python (connection.js), the controls (controls.js),
// the drawing (draw.js) and the learner's keys and pointer (input.js).

// @ts-check
import { connection, follow } from "./connection.js";
import { controls, send } from "./controls.js";
import { blindPart, readerKept } from "./blind.js";
import { announce, draw, showNotice } from "./draw.js";
import { listen } from "./input.js";
import { Replay } from "./replay.js";
import { tableParts } from "./table.js";
import { run, skip } from "./teller.js";

const WATCHED = ["view", "hindsight", "coach", "hint", "notice", "reveal_hands", "seats", "features", "busy", "summary_open", "pace_ms", "title", "guide", "words"];

let tables = 0;

function render({ model, el }) {
  follow(model);
  tables += 1;
  /** @type {import("./table.js").Table} */
  const t = {
    model,
    el,
    get: (name) => model.get(name),
    parts: tableParts(el, tables),
    view: model.get("view"),
    replay: new Replay(),
    scene: null,
    ui: {
      selected: null,
      showLast: false,
      explain: "",
      confirmNew: false,
      confirmUndo: false,
      closedOver: null,
      dismissed: null,
      preview: null,
      settings: false,
      reader: readerKept(),
      hintSaid: null,
      stepSaid: null,
      verdictSaid: null,
      turnSaid: null,
    },
    timer: null,
    named: null,
    waiting: false,
    connected: true,
    actions: null,
    draw: (settled) => draw(t, settled),
    run: () => run(t),
    skip: () => skip(t),
    send: (content) => send(t, content),
    announce: (text) => announce(t, text),
  };
  t.parts.blind = blindPart(t);
  t.parts.root.append(t.parts.blind.root);
  const control = controls(t);
  t.actions = control.actions;
  const link = connection(t);
  const notice = { id: null };
  let scheduled = false;

  // --- model changes: a new view is taken by the replay, which tells its story ------------

  function schedule() {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(update);
  }

  function update() {
    scheduled = false;
    const next = t.get("view");
    if (next !== t.view || t.scene === null) {
      t.view = next;
      const mode = t.replay.load(t.view);
      t.ui.explain = "";
      if (mode === "fresh") {
        clearTimeout(t.timer);
        t.timer = null;
        t.waiting = false;
        t.ui.selected = null;
        t.ui.showLast = false;
      }
      if (!t.timer && !t.waiting) {
        t.run();
        showNotice(t, notice);
        return;
      }
    }
    showNotice(t, notice);
    t.draw();
  }

  const unlisten = listen(t);
  for (const name of WATCHED) model.on(`change:${name}`, schedule);
  model.on("msg:custom", link.onMessage);
  model.on("comm_live_update", link.ping);
  update();
  // Only in a Jupyter notebook's output (JupyterLab, Notebook 7, Voilà, JupyterLite) is a
  // kernel behind the table that may have gone away.
  requestAnimationFrame(() => el.closest(".jp-OutputArea-output") && link.ping());

  return () => {
    clearTimeout(t.timer);
    control.stop();
    for (const name of WATCHED) model.off(`change:${name}`, schedule);
    model.off("msg:custom", link.onMessage);
    model.off("comm_live_update", link.ping);
    link.stop();
    unlisten();
  };
}

export default { initialize: ({ model }) => follow(model), render };
