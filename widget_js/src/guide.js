// The guided path above the table (moon_nb.path.guided): the step's chapter, title and goal,
// the way to the other steps, the hint offered after a failure, the rule card's button. The
// engine's words on the learner's last try, the hint and the stars are said by the hand
// (you.js), where the learner's eyes are. Every word of the step and of the panel comes from
// Python (a GuideView and its `words`); this file only lays it out and sends the path's intents.

// @ts-check
/** @typedef {import("./wire").GuideView} GuideView */
/** @typedef {import("./wire").GuideStep} GuideStep */

import { h } from "./dom.js";
import { put } from "./words.js";

/**
 * The list of steps by chapter, as a select: each with its number, title and stars. Its face
 * is the step's number ("Step 4 of 31 ▾"), never a step's name cut short: the select lies over
 * it, unseen, and opens the list of whole names (the step's own title is beside it, whole).
 * Choosing a step in it goes nowhere: its face says the step chosen, and the Go button beside
 * it goes there (WCAG 3.2.2: changing a select changes no context; the arrow keys on a closed
 * select choose each step in turn). ``chosen``: a step chosen and not gone to yet, kept while
 * the table is drawn again.
 * @param {GuideView} guide
 * @param {(content: object) => void} send
 * @param {string | null} chosen
 */
function stepList(guide, send, chosen) {
  /** @type {Partial<import("./wire").GuideWords>} */
  const words = guide.words || {};
  /** @type {Map<string, GuideStep[]>} */
  const chapters = new Map();
  for (const s of guide.steps) {
    if (!chapters.has(s.chapter)) chapters.set(s.chapter, []);
    chapters.get(s.chapter).push(s);
  }
  const picked = guide.steps.some((s) => s.id === chosen) ? chosen : guide.step;
  const face = (/** @type {string} */ id) => {
    const step = guide.steps.find((s) => s.id === id);
    return put(words.step_of, { number: step ? step.number : guide.number, count: guide.count });
  };
  const groups = [...chapters].map(([chapter, steps]) =>
    h(
      "optgroup",
      { label: chapter },
      steps.map((s) =>
        h(
          "option",
          { value: s.id, selected: s.id === picked, title: s.goal },
          `${s.number}. ${s.title}${s.solved ? ` ${"★".repeat(s.stars)}` : ""}`,
        ),
      ),
    ),
  );
  const count = h("span", { class: "moon-guide-count" }, face(picked));
  const go = h(
    "button",
    { type: "button", class: "moon-btn moon-guide-go", "data-key": "guide:go", "aria-label": put(words.go_step), "aria-disabled": picked === guide.step ? "true" : null },
    put(words.go),
  );
  const list = h("select", { "data-key": "guide:list", "data-step": guide.step, "aria-label": put(words.go_to_step) }, groups);
  list.addEventListener("change", () => {
    count.textContent = face(list.value);
    if (list.value === guide.step) go.setAttribute("aria-disabled", "true");
    else go.removeAttribute("aria-disabled");
  });
  go.addEventListener("click", () => list.value !== guide.step && send({ kind: "step", step: list.value }));
  return [h("label", { class: "moon-guide-list" }, count, list), go];
}

/**
 * The path's panel: the step and its goal, the way between steps, and the rule card's button
 * (the verdict on a try is said by the hand, in you.js). ``offline``: the table no longer
 * reaches Python.
 * @param {GuideView} guide
 * @param {(content: object) => void} send
 * @param {boolean} offline
 * @param {string | null} [chosen] a step chosen in the list and not gone to yet
 */
export function renderGuide(guide, send, offline, chosen = null) {
  const solved = guide.status === "solved";
  /** @type {Partial<import("./wire").GuideWords>} */
  const words = guide.words || {};
  const go = (id) => id && send({ kind: "step", step: id });
  const button = (key, long, short, attrs) =>
    h("button", { type: "button", class: "moon-btn", "data-key": key, ...attrs }, h("span", { class: "moon-long" }, long), h("span", { class: "moon-short", "aria-hidden": "true" }, short));
  return [
    h(
      "div",
      { class: "moon-guide-head" },
      h("span", { class: "moon-guide-chapter" }, guide.chapter),
      stepList(guide, send, chosen),
      h("h3", { class: "moon-guide-title" }, guide.title),
    ),
    h(
      "div",
      { class: "moon-guide-line" },
      h("p", { class: "moon-guide-goal" }, h("strong", {}, `${put(words.goal)} `), guide.goal),
      h(
        "div",
        { class: "moon-guide-actions", role: "group", "aria-label": put(words.path), "data-nav-group": "guide", inert: offline ? true : null },
        guide.card
          ? button("guide:rule", put(words.rule), put(words.rule), { "aria-label": put(words.rule), "aria-pressed": guide.card_open ? "true" : "false", title: put(words.rule_title), onclick: () => send({ kind: "card", open: !guide.card_open }) })
          : null,
        button("guide:previous", put(words.previous), "◂", { "aria-label": put(words.previous), "aria-disabled": guide.previous ? null : "true", onclick: () => go(guide.previous) }),
        // The hint's place is kept while it is not offered: the buttons never move.
        guide.can_hint
          ? button("guide:hint", put(words.hint), put(words.hint), { "aria-label": put(words.hint), title: put(words.hint_title), onclick: () => send({ kind: "step_hint" }) })
          : h("span", { class: "moon-btn moon-reserved", "aria-hidden": "true" }, put(words.hint)),
        button("guide:retry", put(words.retry), "↺", { "aria-label": put(words.retry), title: put(words.retry_title), onclick: () => send({ kind: "retry" }) }),
        h(
          "button",
          {
            type: "button",
            class: `moon-btn ${solved ? "moon-primary" : ""}`,
            "data-key": "guide:next",
            "aria-label": put(words.next),
            "aria-disabled": guide.next ? null : "true",
            title: put(words.next_title),
            onclick: () => go(guide.next),
          },
          h("span", { class: "moon-long" }, put(words.next)),
          h("span", { class: "moon-short", "aria-hidden": "true" }, put(words.next_short)),
        ),
      ),
    ),
  ];
}
