// The guided path above the table (moon_nb.lessons.path): the step's chapter, title and goal,
// the engine's words on the learner's last move, the hint offered after a failure, the stars
// of a solved step, and the way to the other steps. Every word of the step comes from Python
// (a GuideView); this file only lays it out and sends the path's intents.

// @ts-check
/** @typedef {import("./wire").GuideView} GuideView */
/** @typedef {import("./wire").GuideStep} GuideStep */

import { h } from "./dom.js";

/**
 * Stars as marks, with their words for a screen reader.
 * @param {number} count
 * @param {string} label
 */
function stars(count, label) {
  const marks = "★".repeat(count) + "☆".repeat(3 - count);
  return h("span", { class: "moon-stars", role: "img", "aria-label": label || `${count} of 3 stars` }, marks);
}

/**
 * The list of steps by chapter, as a select: each with its number, title and stars.
 * @param {GuideView} guide
 * @param {(content: object) => void} send
 */
function stepList(guide, send) {
  /** @type {Map<string, GuideStep[]>} */
  const chapters = new Map();
  for (const s of guide.steps) {
    if (!chapters.has(s.chapter)) chapters.set(s.chapter, []);
    chapters.get(s.chapter).push(s);
  }
  const groups = [...chapters].map(([chapter, steps]) =>
    h(
      "optgroup",
      { label: chapter },
      steps.map((s) =>
        h(
          "option",
          { value: s.id, selected: s.id === guide.step, title: s.goal },
          `${s.number}. ${s.title}${s.solved ? ` ${"★".repeat(s.stars)}` : ""}`,
        ),
      ),
    ),
  );
  return h(
    "label",
    { class: "moon-guide-list" },
    h("span", { class: "moon-sr" }, "Go to a step"),
    h("select", { "data-key": "guide:list", "aria-label": "Go to a step", onchange: (e) => send({ kind: "step", step: e.target.value }) }, groups),
  );
}

/**
 * The path's panel. ``offline``: the table no longer reaches Python.
 * @param {GuideView} guide
 * @param {(content: object) => void} send
 * @param {boolean} offline
 */
export function renderGuide(guide, send, offline) {
  const solved = guide.status === "solved";
  const wrong = guide.status === "wrong";
  const verdict = guide.verdict
    ? h("p", { class: `moon-guide-verdict moon-guide-${guide.status}`, role: "status" }, h("strong", {}, solved ? "Solved. " : wrong ? "Not yet. " : ""), guide.verdict)
    : h("p", { class: "moon-guide-verdict", role: "status" });
  const go = (id) => id && send({ kind: "step", step: id });
  return [
    h(
      "div",
      { class: "moon-guide-head" },
      h("span", { class: "moon-guide-chapter" }, guide.chapter),
      h("span", { class: "moon-guide-count" }, `Step ${guide.number} of ${guide.count}`),
      stepList(guide, send),
    ),
    h("h3", { class: "moon-guide-title" }, guide.title),
    h("p", { class: "moon-guide-goal" }, h("strong", {}, "Goal: "), guide.goal),
    verdict,
    guide.hint ? h("p", { class: "moon-guide-hint" }, h("strong", {}, "Hint: "), guide.hint) : null,
    solved ? h("p", { class: "moon-guide-stars" }, stars(guide.stars, guide.stars_text), " ", guide.stars_text) : null,
    h(
      "div",
      { class: "moon-guide-actions", role: "group", "aria-label": "Guided path", "data-nav-group": "guide", inert: offline ? true : null },
      h("button", { type: "button", class: "moon-btn", "data-key": "guide:previous", "aria-disabled": guide.previous ? null : "true", onclick: () => go(guide.previous) }, "◂ Previous"),
      guide.can_hint
        ? h("button", { type: "button", class: "moon-btn", "data-key": "guide:hint", title: "A hint for this step (H)", onclick: () => send({ kind: "step_hint" }) }, "Hint")
        : null,
      h("button", { type: "button", class: "moon-btn", "data-key": "guide:retry", title: "Start this step again (R)", onclick: () => send({ kind: "retry" }) }, "Start again"),
      h(
        "button",
        {
          type: "button",
          class: `moon-btn ${solved ? "moon-primary" : ""}`,
          "data-key": "guide:next",
          "aria-disabled": guide.next ? null : "true",
          title: "The next step (N)",
          onclick: () => go(guide.next),
        },
        "Next step ▸",
      ),
    ),
  ];
}
