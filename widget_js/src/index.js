// The Moon table widget (anywidget front end). It draws the scenes Python syncs and sends
// intents back as custom messages; there is no rule of the game in this code. The story since
// the learner's last decision is told one scene at a time (replay.js) at the table's pace, and
// the learner may skip ahead.

import { h, fill } from "./dom.js";
import { renderGuide } from "./guide.js";
import { arrow, rove } from "./keys.js";
import { renderOverlay } from "./overlay.js";
import { renderBar, renderFelt } from "./render.js";
import { Replay } from "./replay.js";

const WATCHED = ["view", "hindsight", "coach", "hint", "notice", "reveal_hands", "seats", "features", "busy", "summary_open", "pace_ms", "title", "guide"];

let tables = 0;

/** How long the table waits for Python to answer "are you there?" before it says it is not
 * connected (a kernel busy with a long cell may take a while; an answer later reconnects). */
const PONG_WAIT_MS = 8000;

function render({ model, el }) {
  tables += 1;
  /**
   * A synced trait's value, as Python declares it (moon_nb.show.wire.TableState).
   * @template {keyof import("./wire").TableState} K
   * @param {K} name
   * @returns {import("./wire").TableState[K]}
   */
  const get = (name) => model.get(name);
  const root = h("div", {
    class: "moon-table",
    role: "region",
    "aria-label": "Moon table",
    "data-lm-suppress-shortcuts": "true",
    "data-table": String(tables),
  });
  const guidePart = h("section", { class: "moon-guide", "aria-label": "Guided path", hidden: true });
  const bar = h("header", { class: "moon-bar" });
  const felt = h("div", { class: "moon-felt" });
  const notice = h("div", { class: "moon-notice", role: "alert" });
  const overlay = h("div", { class: "moon-overlay-box" });
  const live = h("div", { class: "moon-sr", "aria-live": "polite" });
  const lost = h(
    "div",
    { class: "moon-lost", role: "alert", hidden: true },
    h("strong", {}, "Not connected to Python. "),
    "This is the table as it was when its kernel last answered (the kernel restarted, or the notebook was opened again). Run this cell to play on.",
  );
  root.append(lost, guidePart, bar, felt, overlay, live);
  el.appendChild(root);

  let view = get("view");
  const replay = new Replay();
  const ui = {
    selected: null,
    showLast: false,
    explain: "",
    confirmNew: false,
    confirmUndo: false,
    closedOver: null,
    dismissed: null,
    preview: null,
    settings: false,
  };
  /** @type {import("./render.js").ShownScene | null} */
  let scene = null;
  let timer = null;
  let waiting = false;
  let scheduled = false;
  let noticeId = null;
  let confirmTimer = null;
  let undoTimer = null;

  // --- intents --------------------------------------------------------------------------

  function send(content) {
    if (!connected) return;
    // Settings and a new game are not tied to a moment of the game; decisions are.
    if (!["pace", "new_game", "level", "step", "retry", "card"].includes(content.kind)) content = { ...content, at: view.scene.action_count };
    model.send(content);
  }

  // --- the connection to Python -----------------------------------------------------------
  // A table whose kernel restarted, or one drawn again from a notebook's saved widget state,
  // no longer reaches Python. In Jupyter the table asks Python whether it is still there when
  // it is first drawn and whenever the widget manager reports a change in the connection
  // ("comm_live_update"); with no answer in time, the table says so and its controls stand
  // still, instead of offering buttons that do nothing. An answer later connects it again.
  let connected = true;
  let pingTimer = null;

  function setConnected(now) {
    if (now === connected) return;
    connected = now;
    if (!connected && scene) {
      clearTimeout(timer);
      timer = null;
      waiting = false;
      scene = replay.finish();
    }
    draw(true);
  }

  function ping() {
    clearTimeout(pingTimer);
    pingTimer = setTimeout(() => setConnected(false), PONG_WAIT_MS);
    try {
      model.send({ kind: "ping" });
    } catch (e) {
      // A model restored without a kernel may have nothing to send with: no answer will come.
    }
  }

  function onMessage(msg) {
    if (msg && msg.kind === "pong") {
      clearTimeout(pingTimer);
      setConnected(true);
    }
  }

  const actions = {
    send,
    act(action) {
      if (scene.replaying) return skip();
      if (get("busy")) return;
      ui.selected = null;
      ui.showLast = false;
      send({ kind: "action", action });
    },
    skip,
    dismiss() {
      ui.dismissed = summaryKey(scene);
      send({ kind: "next_hand" });
      if (waiting) {
        waiting = false;
        scene = { ...scene, summary: null };
        run();
      } else draw();
    },
    closeOverlay() {
      ui.closedOver = view.epoch;
      draw();
    },
    toggleLast() {
      ui.showLast = !ui.showLast;
      draw();
    },
    newGame() {
      if (view.scene.phase === "over" || ui.confirmNew) {
        ui.confirmNew = false;
        send({ kind: "new_game" });
      } else {
        ui.confirmNew = true;
        clearTimeout(confirmTimer);
        confirmTimer = setTimeout(() => {
          ui.confirmNew = false;
          draw();
        }, 4000);
      }
      draw();
    },
    undo() {
      // An undo that would reopen a hand already scored asks first (Python says what it would
      // take back); a second press within a few seconds confirms.
      const offer = view.undo;
      if (!offer) return;
      const confirmed = ui.confirmUndo;
      send(confirmed ? { kind: "undo", confirm: true } : { kind: "undo" });
      ui.confirmUndo = !confirmed && Boolean(offer.confirm);
      clearTimeout(undoTimer);
      if (ui.confirmUndo) {
        undoTimer = setTimeout(() => {
          ui.confirmUndo = false;
          draw();
        }, 6000);
      }
      draw();
    },
    selectDiscard(tile) {
      if (scene.replaying) return skip();
      if (ui.selected === tile) return actions.act(`discard ${tile}`);
      ui.selected = tile;
      draw();
    },
    toggleSettings() {
      ui.settings = !ui.settings;
      draw();
    },
    preview(token) {
      ui.preview = token;
      const option = view.decision.trumps.find((o) => o.token === token);
      const trumps = new Set(option ? option.trumps : []);
      for (const t of felt.querySelectorAll(".moon-hand .moon-tile")) {
        t.classList.toggle("moon-preview", trumps.has(t.dataset.tile));
      }
    },
  };

  // --- the replay -----------------------------------------------------------------------

  /** Which hand summary a scene shows, in this game: the learner dismisses each only once. */
  function summaryKey(s) {
    return s && s.summary ? `${view.epoch}:${s.summary.hand_number}` : null;
  }

  /** The story stops at a hand's summary until the learner has read it (not at the end). */
  function stopsAt(step) {
    return step.ev.kind === "hand" && view.scene.phase !== "over" && ui.dismissed !== summaryKey(step.scene);
  }

  function run() {
    clearTimeout(timer);
    timer = null;
    const pace = get("pace_ms");
    for (;;) {
      const step = replay.step();
      if (!step) {
        scene = replay.finish();
        draw(true);
        return;
      }
      scene = step.scene;
      announce(step.ev.text);
      if (stopsAt(step)) {
        waiting = true;
        draw();
        return;
      }
      const ms = step.ev.linger * pace;
      if (ms > 0) {
        draw();
        timer = setTimeout(run, ms);
        return;
      }
    }
  }

  function skip() {
    if (waiting) return;
    clearTimeout(timer);
    timer = null;
    for (;;) {
      const step = replay.step();
      if (!step) break;
      scene = step.scene;
      if (stopsAt(step)) {
        waiting = true;
        draw();
        return;
      }
    }
    scene = replay.finish();
    draw(true);
  }

  function announce(text) {
    if (!text) return;
    live.append(h("p", {}, text));
    while (live.childElementCount > 6) live.firstElementChild.remove();
  }

  // --- model changes --------------------------------------------------------------------

  function schedule() {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(update);
  }

  function update() {
    scheduled = false;
    const next = get("view");
    if (next !== view || scene === null) {
      view = next;
      const mode = replay.load(view);
      ui.explain = "";
      if (mode === "fresh") {
        clearTimeout(timer);
        timer = null;
        waiting = false;
        ui.selected = null;
        ui.showLast = false;
      }
      if (!timer && !waiting) {
        run();
        showNotice();
        return;
      }
    }
    showNotice();
    draw();
  }

  function showNotice() {
    const n = get("notice") || { id: -1, kind: "", text: "" };
    if (n.id === noticeId) return;
    noticeId = n.id;
    notice.className = `moon-notice ${n.kind ? `moon-notice-${n.kind}` : ""}`;
    fill(notice, n.text || "");
  }

  // --- drawing --------------------------------------------------------------------------

  function overlayMode() {
    if (scene.replaying) {
      if (scene.summary && view.scene.phase !== "over" && waiting) return "summary";
      return null;
    }
    if (view.scene.phase === "over") return ui.closedOver === view.epoch ? null : "over";
    if (get("summary_open") && scene.summary && ui.dismissed !== summaryKey(scene)) return "summary";
    return null;
  }

  function draw(settled) {
    const active = /** @type {HTMLElement | null} */ (root.contains(document.activeElement) ? document.activeElement : null);
    const activeKey = active && active.dataset ? active.dataset.key : null;
    const busy = Boolean(get("busy"));
    const mode = overlayMode();
    const guide = get("guide");
    const ctx = {
      guide: guide || null,
      settledStep: Boolean(guide && guide.status === "solved"),
      linked: inNotebook(),
      overlaid: Boolean(mode),
      me: view.scene.seat,
      view,
      scene,
      busy,
      offline: !connected,
      ui,
      hint: get("hint"),
      hindsight: get("hindsight"),
      coach: get("coach"),
      seats: get("seats"),
      features: get("features"),
      // A teacher's face-up hands belong to the live table, not to the moments retold.
      reveal: scene.replaying ? {} : get("reveal_hands") || {},
      pace: get("pace_ms"),
      title: get("title"),
      ...actions,
    };
    guidePart.hidden = !guide;
    if (guide) fill(guidePart, renderGuide(guide, send, !connected));
    else guidePart.replaceChildren();
    root.dataset.step = guide ? guide.step : "";
    root.dataset.stepStatus = guide ? guide.status : "";
    fill(bar, renderBar(ctx));
    fill(felt, renderFelt(ctx));
    // The table's notice (a move refused, a setting taken) is said where the learner looks:
    // in their line above the hand. It is one element, kept, so it is announced once.
    const line = felt.querySelector(".moon-say");
    if (line) line.prepend(notice);
    // While the rule card is over the felt, what lies under it cannot be reached.
    const card = felt.querySelector(".moon-rulecard");
    if (card) for (const part of felt.children) if (part !== card) /** @type {HTMLElement} */ (part).inert = true;
    fill(overlay, mode ? renderOverlay(ctx, mode) : null);
    for (const part of [bar, felt]) part.inert = Boolean(mode) || !connected;
    overlay.inert = !connected;
    lost.hidden = connected;
    root.dataset.connected = connected ? "true" : "false";
    root.dataset.phase = scene.phase;
    root.dataset.players = String(scene.players);
    root.dataset.actionCount = String(view.scene.action_count);
    root.dataset.replaying = scene.replaying ? "true" : "false";
    root.dataset.busy = busy ? "true" : "false";
    root.dataset.toAct = scene.replaying || view.scene.to_act === null ? "" : String(view.scene.to_act);
    root.dataset.overlay = mode || "";
    if (ui.preview) actions.preview(ui.preview);
    const preferred = (el) => el.classList.contains("moon-hinted") || el.classList.contains("moon-legal") || el.classList.contains("moon-primary");
    rove(root, preferred);
    if (active) {
      const again = activeKey ? root.querySelector(`[data-key="${CSS.escape(activeKey)}"]`) : null;
      const target = again && !again.closest("[inert]") ? again : settled || mode ? firstChoice(mode) : null;
      if (target) target.focus();
      else if (!root.contains(document.activeElement)) root.focus();
    }
  }

  function firstChoice(mode) {
    // A dialog's own answer ("Next hand"); else the place of the learner's decision — the
    // group of choices or the hand, never one choice in it (a focused "Pass" or first trump
    // would read as advice); the arrow keys go on from there. While the computers play,
    // focus rests on the table itself.
    if (mode) return overlay.querySelector(".moon-primary");
    const card = felt.querySelector(".moon-rulecard .moon-primary");
    if (card) return card;
    for (const sel of [".moon-actions", ".moon-hand"]) {
      const el = felt.querySelector(sel);
      if (el && el.querySelector("button") && !el.closest("[inert]")) return el;
    }
    return null;
  }

  // --- input ----------------------------------------------------------------------------

  root.tabIndex = -1;
  root.addEventListener("keydown", (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    if (e.key.startsWith("Arrow")) {
      if (arrow(root, e.key)) {
        e.preventDefault();
        e.stopPropagation();
      }
      return;
    }
    if (e.key === "Escape") {
      const guide = get("guide");
      if (ui.settings) actions.toggleSettings();
      else if (guide && guide.card_open) send({ kind: "card", open: false });
      else if (scene.replaying) skip();
      else if (ui.showLast) actions.toggleLast();
      e.stopPropagation();
      return;
    }
    if (e.target.tagName === "SELECT" || e.shiftKey) return;
    const key = e.key.toLowerCase();
    // The guided path's keys: N the next step, R the step again, H its hint (the table's own
    // Hint is not offered on the path).
    const tool = { h: "tool:hint", u: "tool:undo", l: "tool:last", n: "guide:next", r: "guide:retry" }[key];
    if (tool) {
      const button = root.querySelector(`[data-key="${tool}"]`) || (key === "h" ? guidePart.querySelector('[data-key="guide:hint"]') : null);
      if (button && !overlayMode()) {
        button.click();
        e.preventDefault();
        e.stopPropagation();
      }
    }
  });
  // A tap does not explain: the words would move the buttons under the finger between its
  // touch and its click, and the click would miss (the keys and a mouse's hover explain).
  let touched = false;
  root.addEventListener("pointerdown", (e) => (touched = e.pointerType !== "mouse"), true);
  root.addEventListener("keydown", () => (touched = false), true);
  const explain = (e) => {
    if (touched) return;
    const target = e.target.closest ? e.target.closest("[data-reason]") : null;
    if (!target) return;
    ui.explain = target.dataset.reason;
    const line = felt.querySelector(".moon-explain");
    if (line) line.textContent = ui.explain;
  };
  root.addEventListener("focusin", explain);
  root.addEventListener("pointerover", (e) => e.pointerType === "mouse" && explain(e));
  root.addEventListener("click", (e) => {
    // A click on the felt while the story is told skips ahead.
    if (scene && scene.replaying && felt.contains(e.target)) skip();
  });

  for (const name of WATCHED) model.on(`change:${name}`, schedule);
  model.on("msg:custom", onMessage);
  model.on("comm_live_update", ping);
  // Only in a notebook does the rule card link to the glossary notebook beside it (asked
  // when drawing: the view may not be on the page yet when it is first rendered).
  const inNotebook = () => Boolean(el.closest(".jp-OutputArea-output, .output_area"));
  update();
  // Only in a Jupyter notebook's output (JupyterLab, Notebook 7, Voilà, JupyterLite) is a
  // kernel behind the table that may have gone away.
  requestAnimationFrame(() => el.closest(".jp-OutputArea-output") && ping());

  return () => {
    clearTimeout(timer);
    clearTimeout(confirmTimer);
    clearTimeout(undoTimer);
    for (const name of WATCHED) model.off(`change:${name}`, schedule);
    model.off("msg:custom", onMessage);
    model.off("comm_live_update", ping);
    clearTimeout(pingTimer);
  };
}

export default { render };
