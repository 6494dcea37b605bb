// The hand's summary and the end of the game, drawn over the table: the contract made or set,
// each side's tricks, change and total, the coach's list of costly decisions and the solver's
// hindsight — every word from Python's scene, its view and its traits.

// @ts-check
/** @typedef {import("./render.js").Ctx} Ctx */

import { h } from "./dom.js";
import { put } from "./words.js";

/**
 * The summary's list of the learner's costly decisions in that hand (a coached table).
 * @param {Ctx} ctx
 * @param {number} hand
 */
function coachList(ctx, hand) {
  const coach = ctx.coach;
  if (!coach) return null;
  const notes = coach.notes.filter((n) => n.hand_number === hand);
  return h(
    "div",
    { class: "moon-coach-list" },
    h("p", {}, h("strong", {}, put(notes.length ? ctx.words.coach_notes : ctx.words.coach_none))),
    notes.length ? h("ul", {}, notes.map((n) => h("li", {}, n.text))) : null,
  );
}

// --- the hand summary and the end of the game -----------------------------------------------

// The solver's verdict on the finished hand, computed in Python from public facts: shown as a
// closed disclosure so the summary stays short for those who do not want it.
/** @param {import("./wire").Hindsight} found */
function hindsight(found) {
  if (!found || !found.text) return null;
  const [head, ...lines] = found.text.split("\n");
  return h(
    "details",
    { class: "moon-hindsight" },
    h("summary", {}, found.title),
    h("p", {}, head),
    lines.length ? h("ul", {}, lines.map((line) => h("li", {}, line))) : null,
  );
}

/** @param {Ctx} ctx @param {"summary" | "over"} mode */
export function renderOverlay(ctx, mode) {
  const summary = ctx.scene.summary;
  if (!summary) return null;
  const over = mode === "over";
  const found = ctx.hindsight;
  const rows = summary.rows.map((r) =>
    h(
      "tr",
      { class: r.winner && over ? "moon-winner-row" : "" },
      h("th", { scope: "row" }, r.name),
      h("td", {}, String(r.tricks)),
      h("td", {}, r.change),
      h("td", {}, r.total),
    ),
  );
  return h(
    "div",
    { class: "moon-overlay", role: "dialog", "aria-label": put(over ? ctx.words.game_over : ctx.words.hand_summary) },
    h(
      "div",
      { class: "moon-card" },
      over && summary.banner ? h("p", { class: "moon-banner" }, summary.banner) : null,
      h("h3", { class: "moon-card-title" }, summary.headline),
      h("p", {}, summary.text),
      h(
        "table",
        { class: "moon-scores" },
        h("thead", {}, h("tr", {}, h("th", {}, ""), h("th", { scope: "col" }, put(ctx.words.tricks)), h("th", { scope: "col" }, put(ctx.words.this_hand)), h("th", { scope: "col" }, put(ctx.words.total)))),
        h("tbody", {}, rows),
      ),
      over && summary.status ? h("p", { class: "moon-status" }, summary.status) : null,
      coachList(ctx, summary.hand_number),
      found && found.hand_number === summary.hand_number ? hindsight(found) : null,
      h(
        "div",
        { class: "moon-card-actions", "data-nav-group": "overlay" },
        over
          ? [
              ctx.features.new_game
                ? h("button", { type: "button", class: "moon-btn moon-primary", "data-key": "overlay:new", onclick: () => ctx.send({ kind: "new_game" }) }, put(ctx.words.new_game))
                : null,
              h("button", { type: "button", class: "moon-btn", "data-key": "overlay:close", onclick: ctx.closeOverlay }, put(ctx.words.look)),
            ]
          : // On a step of a path, the review or the puzzles the hand ends the step: no next hand
            // follows, so the answer that closes the summary says where it leads, the table with
            // the step's verdict.
            h("button", { type: "button", class: "moon-btn moon-primary", "data-key": "overlay:next", onclick: ctx.dismiss }, put(ctx.guide ? ctx.words.look : ctx.words.next_hand)),
      ),
    ),
  );
}
