// Drawing a scene: the bar of tools above the table, and the felt — the game's facts along its
// top, the other seats at their places (seats.js), the trick and the decision in the middle,
// the learner's seat at the bottom with their hand (you.js). The felt is the same size in
// every phase and at every event, so nothing moves under the learner's eyes; only what is on
// it changes. A scene (Python's moon_nb.show.scenes) carries every fact and word shown — names,
// places, calls, tricks, scores, the contract, captions — so these files only lay them out.
// Every function builds fresh DOM; the widget decides when to redraw.

// @ts-check
/** @typedef {import("./wire").Scene} Scene */
/** @typedef {import("./wire").SeatScene} SeatScene */
/** @typedef {import("./wire").TableView} TableView */
/** @typedef {import("./wire").TrickScene} TrickScene */
/** @typedef {import("./wire").Calls} Calls */
/** @typedef {import("./wire").Hindsight} Hindsight */
/**
 * A scene as it is on screen: told during the replay, or live.
 * @typedef {Scene & {replaying: boolean, fresh: string | null, caption: string | null, actor: number | null}} ShownScene
 */
/**
 * What drawing needs: the learner's seat, the view and the scene on screen, the other synced
 * traits, the table's own state (`ui`) and the actions the controls call.
 * @typedef {object} Ctx
 * @property {number} me
 * @property {TableView} view
 * @property {(on: boolean) => void} [setReader] turn the "screen reader" setting on or off (a live table's)
 * @property {ShownScene} scene
 * @property {boolean} busy
 * @property {boolean} [offline] the table no longer reaches Python: nothing can be decided
 * @property {{selected: string | null, showLast: boolean, explain: string, confirmNew: boolean, confirmUndo?: boolean, settings?: boolean, language?: string}} ui
 * @property {import("./wire").Hint} hint
 * @property {import("./wire").Hindsight | null} [hindsight] the solver's verdict on the last finished hand
 * @property {import("./wire").CoachView | null} [coach] the coach's words, at a coached table
 * @property {import("./wire").SeatName[]} seats
 * @property {import("./wire").Features} features
 * @property {import("./wire").Revealed} reveal the hands, widow and discard face up at this moment (a
 *   teacher's table, an exported game with every hand shown), or empty
 * @property {import("./wire").GuideView | null} [guide] the guided path's step, on a path's table
 * @property {boolean} [settledStep] the step of the path is solved: no one is to play on
 * @property {string} [starting] the table is a picture until Python starts: what it says meanwhile
 * @property {boolean} [linked] the rule card's words may link to the glossary notebook
 * @property {boolean} [overlaid] a dialog is over the table (the summary): the bar's Skip is not offered
 * @property {number} pace
 * @property {string} title
 * @property {Partial<import("./wire").TableWords>} words the table's words, in its language (Python's)
 * @property {(content: object) => void} send
 * @property {(action: string) => void} act
 * @property {() => void} skip
 * @property {() => void} dismiss
 * @property {() => void} closeOverlay
 * @property {() => void} toggleLast
 * @property {() => void} newGame
 * @property {() => void} undo
 * @property {(tile: string) => void} selectDiscard
 * @property {(token: string | null) => void} preview
 * @property {() => void} [toggleSettings]
 */

import { readerControl } from "./blind.js";
import { h } from "./dom.js";
import { put } from "./words.js";
import { renderCard } from "./card.js";
import { middle, opponents } from "./seats.js";
import { decisionControls, myTurn, renderYou } from "./you.js";

export { myTurn, renderYou };

// --- the facts along the top of the felt ---------------------------------------------------

/**
 * Where the game stands: hand, trump, contract, target.
 * @param {Ctx} ctx
 */
export function renderInfo(ctx) {
  const s = ctx.scene;
  return h(
    "div",
    { class: "moon-info" },
    h("span", { class: "moon-chip" }, s.hand_label),
    s.trump_text ? h("span", { class: "moon-chip moon-chip-trump", "data-key": "trump" }, s.trump_text) : null,
    s.contract_text ? h("span", { class: "moon-chip moon-chip-contract" }, s.contract_text) : null,
    h("span", { class: "moon-chip moon-chip-target", title: s.status_text }, s.target_text),
    s.trick_label && !ctx.ui.showLast ? h("span", { class: "moon-chip moon-trick-no" }, s.trick_label) : null,
    ctx.features.reveal ? h("span", { class: "moon-chip moon-chip-reveal" }, put(ctx.words.every_hand_up)) : null,
  );
}

// --- the bar above the table ----------------------------------------------------------------

/** A tool of the bar: its words, the short form a narrow table shows and, for a tool with an
 * ``icon``, the picture a phone shows instead (narrow.css); its accessible name and tooltip stay
 * the long words. While the tool asks ``ask`` (a confirmation), a phone shows those words in a
 * bubble under the bar, its picture keeping its place. */
function words(long, short, icon = "", ask = "") {
  return [
    icon ? h("span", { class: `moon-icon moon-icon-${icon}`, "aria-hidden": "true" }) : null,
    h("span", { class: "moon-long" }, long),
    h("span", { class: "moon-short", "aria-hidden": "true" }, short),
    ask ? h("span", { class: "moon-ask", "aria-hidden": "true" }, ask) : null,
  ];
}

/** @param {Ctx} ctx */
export function renderBar(ctx) {
  const s = ctx.scene;
  const f = ctx.features;
  const turn = myTurn(ctx);
  // Skip has a place of its own that it keeps while it is not offered, so no tool moves when
  // a computer's move is told.
  const skipping = s.replaying && !ctx.overlaid;
  const tools = h(
    "div",
    { class: "moon-tools", role: "toolbar", "aria-label": put(ctx.words.tools), "data-nav-group": "tools" },
    h(
      "button",
      {
        type: "button",
        class: `moon-btn moon-skip ${skipping ? "" : "moon-idle"}`,
        "data-key": "tool:skip",
        title: put(ctx.words.skip_title),
        "aria-label": put(ctx.words.skip),
        disabled: !skipping,
        "aria-hidden": skipping ? null : "true",
        onclick: ctx.skip,
      },
      words(`${put(ctx.words.skip)} ▸▸`, "▸▸"),
    ),
    f.hint
      ? h(
          "button",
          { type: "button", class: "moon-btn", "data-key": "tool:hint", "aria-label": put(ctx.words.hint), "aria-disabled": turn ? null : "true", title: put(ctx.words.hint_title), onclick: () => turn && ctx.send({ kind: "hint" }) },
          words(put(ctx.words.hint), put(ctx.words.hint), "hint"),
        )
      : null,
    f.undo
      ? h(
          "button",
          { type: "button", class: "moon-btn", "data-key": "tool:undo", "aria-label": ctx.ui.confirmUndo ? put(ctx.words.undo_sure) : put(ctx.words.undo), "aria-disabled": ctx.busy || s.replaying || !ctx.view.undo ? "true" : null, title: ctx.view.undo ? put(ctx.words.undo_title, { text: ctx.view.undo.text }) : put(ctx.words.nothing_to_undo), onclick: () => !ctx.busy && !s.replaying && ctx.undo() },
          ctx.ui.confirmUndo ? words(put(ctx.words.undo_sure), put(ctx.words.undo_sure), "undo", put(ctx.words.undo_sure)) : words(put(ctx.words.undo), put(ctx.words.undo), "undo"),
        )
      : null,
    h(
      "button",
      { type: "button", class: "moon-btn", "data-key": "tool:last", "aria-label": put(ctx.words.last_trick), "aria-pressed": ctx.ui.showLast ? "true" : "false", title: put(ctx.words.last_title), onclick: ctx.toggleLast },
      words(put(ctx.words.last_trick), put(ctx.words.last_short), "last"),
    ),
    f.new_game
      ? h(
          "button",
          { type: "button", class: "moon-btn", "data-key": "tool:new", "aria-label": ctx.ui.confirmNew ? put(ctx.words.new_sure) : put(ctx.words.new_game), onclick: ctx.newGame },
          ctx.ui.confirmNew ? words(put(ctx.words.new_sure), put(ctx.words.sure), "new", put(ctx.words.new_sure)) : words(put(ctx.words.new_game), put(ctx.words.new_short), "new"),
        )
      : null,
    h(
      "button",
      { type: "button", class: "moon-btn moon-settings-toggle", "data-key": "tool:settings", "aria-label": put(ctx.words.settings), "aria-expanded": ctx.ui.settings ? "true" : "false", title: put(ctx.words.settings_title), onclick: () => ctx.toggleSettings && ctx.toggleSettings() },
      words(put(ctx.words.settings), "⚙", "settings"),
    ),
  );
  return [h("span", { class: "moon-brand" }, ctx.title || put(ctx.words.moon)), tools, settings(ctx)];
}

/** The table's settings, over the felt while they are open: the pace of the computers' moves,
 * the opponents' level and the table's language. @param {Ctx} ctx */
function settings(ctx) {
  const f = ctx.features;
  return h(
    "div",
    { class: "moon-settings", role: "group", "aria-label": put(ctx.words.settings), hidden: !ctx.ui.settings },
    h(
      "label",
      { class: "moon-pace" },
      h("span", {}, `${put(ctx.words.pace)} `),
      h(
        "select",
        { "data-key": "tool:pace", "aria-label": put(ctx.words.pace_label), onchange: (e) => ctx.send({ kind: "pace", ms: Number(e.target.value) }) },
        (f.paces || []).map((p) => h("option", { value: p.ms, selected: p.ms === ctx.pace }, p.label)),
      ),
    ),
    levelControl(ctx),
    languageControl(ctx),
    ctx.setReader ? readerControl(ctx) : null,
  );
}

// The table's language, each by its own name: Python says the table's state again in the one
// chosen (words only: the game is as it was), and says what stays English. Choosing in the
// list changes nothing yet; its Go button does (WCAG 3.2.2: changing a select changes no
// context; the arrow keys on a closed select choose each language in turn).
/** @param {Ctx} ctx */
function languageControl(ctx) {
  const chooser = ctx.features.language;
  if (!chooser) return null;
  // A language chosen and not gone to yet stays chosen while the table is drawn again.
  const ui = ctx.ui;
  const picked = chooser.choices.some((c) => c.code === ui.language) ? ui.language : chooser.lang;
  const go = h(
    "button",
    { type: "button", class: "moon-btn", "data-key": "tool:language-go", "aria-label": chooser.go_label, "aria-disabled": picked === chooser.lang ? "true" : null },
    chooser.go,
  );
  const list = h(
    "select",
    { "data-key": "tool:language" },
    chooser.choices.map((c) => h("option", { value: c.code, lang: c.code, selected: c.code === picked }, c.name)),
  );
  list.addEventListener("change", () => {
    ui.language = list.value;
    if (list.value === chooser.lang) go.setAttribute("aria-disabled", "true");
    else go.removeAttribute("aria-disabled");
  });
  go.addEventListener("click", () => {
    if (list.value === chooser.lang) return;
    delete ui.language;
    ctx.send({ kind: "language", lang: list.value });
  });
  return h(
    "div",
    { class: "moon-language" },
    h("div", { class: "moon-language-line" }, h("label", { class: "moon-pace" }, h("span", {}, `${chooser.label} `), list), go),
    h("p", { class: "moon-language-note" }, chooser.note),
  );
}

// The computer players' level, chosen by the learner: a group of buttons (one pressed), the
// choice taking over at the next hand, as the words from Python say.
/** @param {Ctx} ctx */
function levelControl(ctx) {
  const f = ctx.features;
  if (!f.levels || !f.levels.length) return null;
  const chosen = f.next_level || f.level;
  return h(
    "div",
    { class: "moon-levels", role: "group", "aria-label": put(ctx.words.levels), "data-nav-group": "levels" },
    h("span", { class: "moon-level-text", "aria-live": "polite" }, f.level_text),
    f.levels.map((level) =>
      h(
        "button",
        {
          type: "button",
          class: "moon-btn moon-level",
          "data-key": `level:${level.name}`,
          "data-level": level.name,
          "aria-pressed": level.name === chosen ? "true" : "false",
          title: level.about,
          onclick: () => level.name !== chosen && ctx.send({ kind: "level", level: level.name }),
        },
        level.label,
      ),
    ),
  );
}

// --- the felt ----------------------------------------------------------------------------------

/**
 * Everything on the felt, in its places: the facts along the top, the other seats, the middle,
 * the learner's seat.
 * @param {Ctx} ctx
 */
export function renderFelt(ctx) {
  return [renderInfo(ctx), ...opponents(ctx), middle(ctx, decisionControls(ctx)), h("div", { class: "moon-you" }, renderYou(ctx))];
}

/**
 * The guided path's rule card, while it is shown: laid over the felt, which keeps its box, and
 * as tall as its words (longer than the felt, it reaches below it; it never scrolls inside).
 * @param {Ctx} ctx
 */
export function renderRuleCard(ctx) {
  return ctx.guide && ctx.guide.card_open && ctx.guide.card ? renderCard(ctx.guide.card, ctx.send, Boolean(ctx.linked), ctx.words, ctx.guide.words) : null;
}
