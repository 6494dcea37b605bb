// The table's words come from Python (moon_nb.show.table_words), in the table's language, in
// its state's `words`: this code holds no sentence of its own. A word Python has not sent
// (an older state) is shown as nothing, never as English of its own.

// @ts-check
/** @typedef {import("./wire").TableWords} TableWords */

/**
 * A word of the table (`ctx.words.hint`), its `{placeholders}` filled from `names`; "" when it
 * was not sent.
 * @param {string | undefined} text
 * @param {Record<string, string | number>} [names]
 */
export function put(text, names) {
  const said = typeof text === "string" ? text : "";
  if (!names) return said;
  return said.replace(/\{(\w+)\}/g, (whole, name) => (name in names ? String(names[name]) : whole));
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

/**
 * A tile's name for a screen reader ("six–four"), from the names Python sent, listed by the
 * tile's ends, higher end first: 0-0, 1-0, 1-1, 2-0, …; the tile's own notation when none was.
 * @param {Partial<TableWords> | undefined} words
 * @param {string} tile
 */
export function tileName(words, tile) {
  const m = /^([0-6])-([0-6])$/.exec(tile);
  const names = (words && words.tiles) || [];
  if (!m) return tile;
  const [a, b] = [Number(m[1]), Number(m[2])];
  const [high, low] = a >= b ? [a, b] : [b, a];
  return names[(high * (high + 1)) / 2 + low] || tile;
}

/**
 * A control's name that begins with the words it shows, then names the tile they write in
 * notation ("Discard 6-6, double six"): a speech-input user says what they see (WCAG 2.5.3,
 * label in name) and a screen reader still hears the tile in words.
 * @param {Partial<TableWords> | undefined} words
 * @param {string} seen the control's visible words
 * @param {string} tile the tile they write ("6-6")
 */
export function seenThenNamed(words, seen, tile) {
  const named = tileName(words, tile);
  return named === tile ? seen : `${seen}, ${named}`;
}
