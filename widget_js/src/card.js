// The rule card of the guided path's chapter, drawn over the felt and in its box (the felt keeps
// its size; a card longer than the felt scrolls its words inside, its button always in view):
// the rule's sentences, its words with what each means, and rows of tiles that show it. The
// card's words, its labels included, and its tiles are Python's (a RuleCard, and the path's
// words); its button ("Play the step") puts it away.

// @ts-check
/** @typedef {import("./wire").RuleCard} RuleCard */

import { h, svgBox } from "./dom.js";
import { dominoSvg } from "./domino.js";
import { put, tileName } from "./words.js";

/**
 * A word of the rule and its meaning; with ``linked``, the word opens the glossary notebook
 * at that word (in a new tab, so the table stays as it is).
 * @param {import("./wire").CardTerm} term
 * @param {boolean} linked
 * @param {Partial<import("./wire").GuideWords>} said the path's words
 */
function termOf(term, linked, said) {
  const word = linked && term.href
    ? h("a", { class: "moon-term-word", href: term.href, target: "_blank", rel: "noopener", title: put(said.in_glossary, { word: term.word }) }, term.word)
    : h("strong", { class: "moon-term-word" }, term.word);
  return h("li", { class: "moon-term" }, word, h("span", { class: "moon-term-meaning" }, ` ${term.meaning}`));
}

/** @param {import("./wire").CardRow} row @param {Partial<import("./wire").TableWords>} words */
function rowOf(row, words) {
  return h(
    "div",
    { class: "moon-card-row" },
    h("span", { class: "moon-card-row-label" }, row.label),
    h(
      "span",
      { class: "moon-card-tiles", role: "img", "aria-label": `${row.label}: ${row.tiles.map((t) => tileName(words, t)).join(", ")}` },
      row.tiles.map((t) => svgBox("span", { class: "moon-tile moon-small", "data-tile": t, "aria-hidden": "true" }, dominoSvg(t))),
    ),
  );
}

/**
 * @param {RuleCard} card
 * @param {(content: object) => void} send
 * @param {boolean} linked
 * @param {Partial<import("./wire").TableWords>} [words] the table's words (the tiles' names)
 * @param {Partial<import("./wire").GuideWords>} [said] the path's words (the card's labels)
 */
export function renderCard(card, send, linked, words, said = {}) {
  return h(
    "section",
    { class: "moon-rulecard", role: "dialog", "aria-label": put(said.card, { chapter: card.chapter }) },
    h(
      "div",
      // Focusable: words that scroll inside are scrolled by the keys too.
      { class: "moon-rulecard-body", tabindex: "0" },
      h("p", { class: "moon-rulecard-head" }, h("span", { class: "moon-guide-chapter" }, card.chapter), h("span", {}, put(said.rule_of, { number: card.number, count: card.count }))),
      card.text.map((line) => h("p", { class: "moon-rulecard-text" }, line)),
      card.rows.length ? h("div", { class: "moon-card-rows" }, card.rows.map((row) => rowOf(row, words))) : null,
      card.terms.length ? h("h4", { class: "moon-terms-head" }, put(said.card_words)) : null,
      card.terms.length ? h("ul", { class: "moon-terms" }, card.terms.map((t) => termOf(t, linked, said))) : null,
    ),
    h(
      "div",
      { class: "moon-rulecard-actions", "data-nav-group": "card" },
      h("button", { type: "button", class: "moon-btn moon-primary", "data-key": "card:close", onclick: () => send({ kind: "card", open: false }) }, put(said.play_step)),
    ),
  );
}
