import assert from "node:assert/strict";
import { test } from "node:test";
import { backSvg, dominoSvg, parseTile, pipCentres } from "../src/domino.js";

test("tile names parse high end first, in either order", () => {
  assert.deepEqual(parseTile("6-4"), [6, 4]);
  assert.deepEqual(parseTile("4-6"), [6, 4]);
  assert.deepEqual(parseTile("0-0"), [0, 0]);
  for (const bad of ["7-1", "6-", "64", "<b>", "6-4 ", null, undefined, 42]) assert.equal(parseTile(bad), null);
});

test("each end shows as many pips as its number, inside its half", () => {
  for (let n = 0; n <= 6; n++) {
    const top = pipCentres(n, 0);
    assert.equal(top.length, n);
    for (const [x, y] of top) {
      assert.ok(x > 0 && x < 40 && y > 0 && y < 40);
    }
    const bottom = pipCentres(n, 40);
    for (const [, y] of bottom) assert.ok(y > 40 && y < 80);
    assert.equal(new Set(top.map((p) => p.join())).size, n, "no two pips on one spot");
  }
});

test("a domino's SVG has the pips of both ends and nothing but digits from its name", () => {
  for (let a = 0; a <= 6; a++) {
    for (let b = 0; b <= a; b++) {
      const svg = dominoSvg(`${a}-${b}`);
      assert.equal((svg.match(/class="moon-pip"/g) || []).length, a + b);
      assert.match(svg, /^<svg [^>]*viewBox="0 0 40 80"/);
    }
  }
});

test("anything that is not a tile is drawn face down, never echoed into markup", () => {
  const svg = dominoSvg('"><script>alert(1)</script>');
  assert.equal(svg, backSvg());
  assert.ok(!svg.includes("script"));
});
