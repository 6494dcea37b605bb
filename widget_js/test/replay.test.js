import assert from "node:assert/strict";
import { test } from "node:test";
import { Replay, applyEvent, lastBoundary, pauseUnits, sceneBefore, sceneOf } from "../src/replay.js";

// A small hand in the middle of play: seat 0 is the learner; trump is 6s.
function view(over) {
  return {
    seat: 0,
    players: 3,
    epoch: 1,
    since: 10,
    action_count: 13,
    hand_number: 1,
    phase: "play",
    to_act: 0,
    hand: ["6-6", "5-3"],
    hand_sizes: [2, 2, 2],
    calls: [{ seat: 1, call: 5 }, { seat: 2, call: 0 }, { seat: 0, call: 0 }],
    high_bid: 5,
    high_bidder: 1,
    bidder: 1,
    widow: { taken: true, tile: null },
    trump: "6",
    trump_text: "6s are trump",
    trick: [],
    tricks_won: [0, 5, 0],
    tricks: [],
    scores: [0, 0, 0],
    legal: [{ action: "play 6-6", reason: "any" }],
    tiles: [],
    events: [
      { n: 10, kind: "play", seat: 0, text: "Seat 0 plays 4-1.", tile: "4-1" },
      { n: 11, kind: "play", seat: 1, text: "Seat 1 plays 4-4.", tile: "4-4" },
      { n: 12, kind: "play", seat: 2, text: "Seat 2 plays 6-2.", tile: "6-2" },
      {
        n: 12,
        kind: "trick",
        seat: 2,
        text: "Seat 2 wins the trick. 6-2 wins: it is the only trump played (6s are trump).",
        trick: { leader: 0, plays: [{ seat: 0, tile: "4-1" }, { seat: 1, tile: "4-4" }, { seat: 2, tile: "6-2" }], winner: 2, reason: "6-2 wins." },
      },
    ],
    ...over,
  };
}

test("working backwards puts the tiles back in the hands and the trick back in the middle", () => {
  const v = view({ tricks_won: [0, 5, 1], tricks: [{ winner: 2 }] });
  const s = sceneBefore(v, v.events);
  assert.deepEqual(s.trick, []);
  assert.deepEqual(s.hand_sizes, [3, 3, 3]);
  assert.deepEqual([...s.hand].sort(), ["4-1", "5-3", "6-6"]);
  assert.deepEqual(s.tricks_won, [0, 5, 0]);
  assert.equal(s.replaying, true);
  assert.deepEqual(s.legal, [], "no decision is offered while the story is told");
});

test("stepping forward shows each play, then the finished trick with its winner", () => {
  const v = view({ tricks_won: [0, 5, 1] });
  let s = sceneBefore(v, v.events);
  s = applyEvent(s, v.events[0], v);
  assert.equal(s.caption, "You play 4-1.");
  assert.deepEqual(s.trick, [{ seat: 0, tile: "4-1" }]);
  s = applyEvent(s, v.events[1], v);
  s = applyEvent(s, v.events[2], v);
  assert.equal(s.trick.length, 3);
  s = applyEvent(s, v.events[3], v);
  assert.equal(s.collect.winner, 2);
  assert.deepEqual(s.trick, []);
  assert.deepEqual(s.tricks_won, [0, 5, 1]);
});

test("the learner's own moves show at once; a finished trick lingers longest", () => {
  const v = view();
  assert.equal(pauseUnits(v.events[0], 0), 0);
  assert.equal(pauseUnits(v.events[1], 0), 1);
  assert.ok(pauseUnits(v.events[3], 0) > pauseUnits(v.events[1], 0));
});

test("a replay that follows the view on screen continues from it; another game starts afresh", () => {
  const r = new Replay(0);
  const first = view({ since: 7, action_count: 10, events: [], hand: ["6-6", "5-3", "4-1"], hand_sizes: [3, 3, 3] });
  assert.equal(r.load(first), "fresh");
  assert.equal(r.step(), null);
  r.finish();
  const next = view({ tricks_won: [0, 5, 1] });
  assert.equal(r.load(next), "follow");
  const kinds = [];
  let step;
  while ((step = r.step())) kinds.push(step.ev.kind);
  assert.deepEqual(kinds, ["play", "play", "play", "trick"]);
  const final = r.finish();
  assert.equal(final.replaying, false);
  assert.deepEqual(final.legal, next.legal);
  assert.equal(r.load(view({ epoch: 2, events: [] })), "fresh");
});

test("more of the same story extends the replay where it stands", () => {
  const r = new Replay(0);
  r.load(view({ since: 7, action_count: 10, events: [], hand: ["6-6", "5-3", "4-1"], hand_sizes: [3, 3, 3] }));
  r.finish();
  const busy = view({ action_count: 11, events: view().events.slice(0, 1), to_act: 1, hand_sizes: [2, 3, 3], trick: [{ seat: 0, tile: "4-1" }], tricks_won: [0, 5, 0] });
  assert.equal(r.load(busy), "follow");
  assert.equal(r.step().ev.kind, "play");
  assert.equal(r.step(), null);
  r.finish();
  assert.equal(r.load(view({ tricks_won: [0, 5, 1] })), "extend");
  assert.equal(r.step().ev.tile, "4-4");
});

test("the last boundary is where the current deal starts", () => {
  assert.equal(lastBoundary([{ kind: "play" }, { kind: "hand" }, { kind: "call" }]), 1);
  assert.equal(lastBoundary([{ kind: "play" }]), -1);
  assert.equal(sceneOf(view()).to_act, null);
});
