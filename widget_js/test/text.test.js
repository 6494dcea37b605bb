import assert from "node:assert/strict";
import { test } from "node:test";
import { contractLine, personal, positionOf, prompt } from "../src/text.js";

test("events by the learner are told in the second person", () => {
  assert.equal(personal("Seat 0 plays 6-4.", 0, 0), "You play 6-4.");
  assert.equal(personal("Seat 0 passes.", 0, 0), "You pass.");
  assert.equal(personal("Seat 0 bids 5.", 0, 0), "You bid 5.");
  assert.equal(personal("Seat 0 takes the widow into their hand.", 0, 0), "You take the widow into your hand.");
  assert.equal(personal("Seat 0 wins the trick. 6-4 wins.", 0, 0), "You win the trick. 6-4 wins.");
  assert.equal(personal("Seat 1 plays 6-4.", 1, 0), "Seat 1 plays 6-4.");
  assert.equal(personal("Seat 10 plays 6-4.", 0, 1), "Seat 10 plays 6-4.");
});

test("the other seats sit clockwise from the learner at the bottom", () => {
  assert.deepEqual([0, 1, 2].map((s) => positionOf(s, 0, 3)), ["bottom", "left", "right"]);
  assert.deepEqual([0, 1, 2].map((s) => positionOf(s, 1, 3)), ["right", "bottom", "left"]);
  assert.deepEqual([0, 1, 2, 3].map((s) => positionOf(s, 2, 4)), ["top", "right", "bottom", "left"]);
});

test("the contract line counts the bidder's tricks against the bid", () => {
  const view = { bidder: 1, high_bid: 5, tricks_won: [1, 2, 0], teams: false };
  assert.equal(contractLine(view, 0), "Seat 1 bid 5 · 2 of 5 tricks");
  assert.equal(contractLine({ ...view, high_bid: 21 }, 1), "You shot the moon · 2 of 7 tricks");
  assert.equal(contractLine({ ...view, bidder: null }, 0), null);
});

test("the prompt follows the learner's decision", () => {
  const base = { seat: 0, to_act: 0, trick: [], replaying: false };
  assert.equal(prompt({ ...base, phase: "bid", high_bid: null }, 0, false).title, "Your bid.");
  assert.equal(prompt({ ...base, phase: "trump" }, 0, false).title, "Name trump.");
  assert.equal(prompt({ ...base, phase: "play" }, 0, false).title, "Your lead.");
  assert.equal(prompt({ ...base, phase: "play", to_act: 2 }, 0, true).title, "Seat 2 is thinking…");
  assert.equal(prompt({ ...base, replaying: true, caption: "Seat 1 passes." }, 0, false).title, "Seat 1 passes.");
});
