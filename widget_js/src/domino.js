// Dominoes drawn as SVG from their "a-b" names: ivory tiles with pips, the high end on top,
// and the moon-marked backs of tiles the learner may not see. Drawing only — no rules.
import { tileName } from "./words.js";

const PIP = {
  // Pip positions on a 3x3 grid (column, row) within one square half of a tile.
  0: [],
  1: [[1, 1]],
  2: [[0, 0], [2, 2]],
  3: [[0, 0], [1, 1], [2, 2]],
  4: [[0, 0], [2, 0], [0, 2], [2, 2]],
  5: [[0, 0], [2, 0], [1, 1], [0, 2], [2, 2]],
  6: [[0, 0], [0, 1], [0, 2], [2, 0], [2, 1], [2, 2]],
};

// Written without a range ("0-6"), so no bundle holds text that reads like a tile.
const TILE_RE = /^([0123456])-([0123456])$/;

/** The two ends of a tile name, high first; null if the text is not a tile. */
export function parseTile(text) {
  const m = TILE_RE.exec(String(text));
  if (!m) return null;
  const a = Number(m[1]);
  const b = Number(m[2]);
  return a >= b ? [a, b] : [b, a];
}

/** The pip centres of one end showing `n`, in a 40x40 half whose top is at `top`. */
export function pipCentres(n, top) {
  return (PIP[n] || []).map(([c, r]) => [10 + c * 10, top + 10 + r * 10]);
}

/** An upright domino as an SVG string (viewBox 40x80). Only digits reach the markup. */
export function dominoSvg(text) {
  const ends = parseTile(text);
  if (!ends) return backSvg();
  const [high, low] = ends;
  const pips = [...pipCentres(high, 0), ...pipCentres(low, 40)]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="3.7" class="moon-pip"/>`)
    .join("");
  return (
    `<svg class="moon-svg" viewBox="0 0 40 80" aria-hidden="true" focusable="false">` +
    `<rect x="1" y="1" width="38" height="78" rx="6" class="moon-face"/>` +
    `<line x1="6" y1="40" x2="34" y2="40" class="moon-divider"/>` +
    `<circle cx="20" cy="40" r="1.8" class="moon-spinner"/>` +
    pips +
    `</svg>`
  );
}

/** The back of a tile: the same shape as a face, its edge lit, a gold trim inside it and a
 * crescent moon — the back of a real domino, not a flat card. */
export function backSvg() {
  return (
    `<svg class="moon-svg" viewBox="0 0 40 80" aria-hidden="true" focusable="false">` +
    `<rect x="1" y="1" width="38" height="78" rx="6" class="moon-back"/>` +
    `<rect x="1.8" y="1.8" width="36.4" height="76.4" rx="5.4" class="moon-back-edge"/>` +
    `<rect x="5" y="5" width="30" height="70" rx="3.5" class="moon-back-trim"/>` +
    `<path d="M24 28a12 12 0 1 0 0 24a9.5 9.5 0 1 1 0-24z" class="moon-crescent"/>` +
    `</svg>`
  );
}

/**
 * A tile's name for a screen reader ("six–four"), from the names Python sent in `words.tiles`
 * (`moon_nb.show.table_words.tile_names`, in the language of the widget): this code holds no
 * word of its own. The tile's notation when no name was sent.
 */
export function tileWords(words, text) {
  return tileName(words, text);
}
