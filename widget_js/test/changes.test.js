import assert from "node:assert/strict";
import { test } from "node:test";
import { applied } from "../src/changes.js";

// The same cases as tests/test_changes.py, whose values Python's `changes` wrote.
const before = { phase: "play", seats: [{ seat: 0, tiles: 7 }, { seat: 1, tiles: 7 }], trick: [], gone: 1 };

test("a change sets a value whole", () => {
  assert.deepEqual(applied(before, { set: [3] }), [3]);
  assert.equal(applied(before, 3), 3, "a number, string or boolean is the new value");
  assert.equal(applied(before, ""), "");
  assert.equal(applied(before, false), false);
  assert.equal(applied(before, undefined), before, "no change is the value itself");
});

test("an object's changed fields are made, dropped fields taken out, the rest kept", () => {
  const after = applied(before, { keys: { phase: "bid", fresh: { null: true } }, drop: ["gone"] });
  assert.deepEqual(after, { phase: "bid", seats: before.seats, trick: [], fresh: null });
  assert.equal(after.seats, before.seats, "an unchanged field is the value held");
});

test("a list's changed items are made by index, and the value held is left as it was", () => {
  const after = applied(before, { keys: { seats: { items: { 1: { keys: { tiles: 6 } } } } } });
  assert.deepEqual(after.seats, [{ seat: 0, tiles: 7 }, { seat: 1, tiles: 6 }]);
  assert.equal(before.seats[1].tiles, 7);
  assert.equal(after.seats[0], before.seats[0]);
});

test("a list's items between what it keeps at both ends are replaced", () => {
  const hand = ["6-6", "6-4", "5-5", "2-1"];
  assert.deepEqual(applied(hand, { splice: [1, 1, []] }), ["6-6", "5-5", "2-1"], "a tile played from the hand");
  assert.deepEqual(applied(hand, { splice: [4, 0, ["0-0"]] }), [...hand, "0-0"], "a tile added at the end");
  assert.deepEqual(applied(hand, { splice: [1, 2, ["3-3"]] }), ["6-6", "3-3", "2-1"]);
  assert.equal(hand.length, 4);
});
