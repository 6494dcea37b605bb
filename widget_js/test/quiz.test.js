import assert from "node:assert/strict";
import { test } from "node:test";
import { placeOf, readNumbers, toggle } from "../src/quiz.js";

test("one pick replaces the last; the others toggle, keeping the order clicked", () => {
  assert.deepEqual(toggle([2], 4, "one"), [4]);
  assert.deepEqual(toggle([], 3, "some"), [3]);
  assert.deepEqual(toggle([3, 1], 3, "some"), [1]);
  assert.deepEqual(toggle([5, 2], 0, "order"), [5, 2, 0]);
  assert.deepEqual(toggle([5, 2, 0], 2, "order"), [5, 0]);
});

test("an option's place in the order is counted from 1", () => {
  assert.equal(placeOf([5, 2, 0], 2), 2);
  assert.equal(placeOf([5, 2, 0], 5), 1);
  assert.equal(placeOf([5, 2, 0], 4), null);
});

test("typed scores are whole numbers, a true minus sign read too", () => {
  assert.deepEqual(readNumbers(["-5", " 2", "+1"]), { numbers: [-5, 2, 1], bad: -1 });
  assert.deepEqual(readNumbers(["\u22125", "0"]), { numbers: [-5, 0], bad: -1 });
  assert.deepEqual(readNumbers(["3", ""]), { numbers: null, bad: 1 });
  assert.deepEqual(readNumbers(["2.5"]), { numbers: null, bad: 0 });
  assert.deepEqual(readNumbers(["1e3"]), { numbers: null, bad: 0 });
  assert.deepEqual(readNumbers(["12345"]), { numbers: null, bad: 0 });
});
