// The table's words come from Python (moon_nb.show.table_words), in the table's language, in
// its state's `words`: this code holds no sentence of its own. A word Python has not sent
// (an older state) is shown as nothing, never as English of its own.

// @ts-check
/** @typedef {import("./wire").TableWords} TableWords */

/**
 * A word of the table, its `{placeholders}` filled from `names`; "" when it was not sent.
 * @param {Partial<TableWords> | undefined} words
 * @param {Exclude<keyof TableWords, "hand" | "tiles">} key
 * @param {Record<string, string | number>} [names]
 */
export function word(words, key, names) {
  const text = words && typeof words[key] === "string" ? words[key] : "";
  if (!names) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name) => (name in names ? String(names[name]) : whole));
}

/**
 * How a screen reader names a hand of `n` tiles ("Your hand, 7 tiles").
 * @param {Partial<TableWords> | undefined} words
 * @param {number} n
 */
export function handWords(words, n) {
  const forms = (words && words.hand) || [];
  return forms[Math.min(n, forms.length - 1)] || "";
}
