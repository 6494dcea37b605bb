import assert from "node:assert/strict";
import { test } from "node:test";
import { Replay, lastBoundary, liveScene, toldScene } from "../src/replay.js";

// Scenes are Python's; here they are stand-ins that only need to be told apart.
const scene = (id, extra) => ({ id, phase: "play", hand: [], seats: [], ...extra });
const event = (n, kind, seat, extra) => ({ n, kind, seat, text: `${kind} ${n}`, linger: 1, scene: scene(`${n}/${kind}`), ...extra });

function view(over, live) {
  return {
    epoch: 1,
    since: 10,
    scene: scene("live", { seat: 0, action_count: 13, to_act: 0, ...live }),
    start: scene("start"),
    events: [
      event(10, "play", 0, { tile: "4-1" }),
      event(11, "play", 1, { tile: "4-4" }),
      event(12, "play", 2, { tile: "6-2" }),
      event(12, "trick", 2),
    ],
    ...over,
  };
}

test("a told scene is the event's scene, marked as a replay, with its caption", () => {
  const ev = event(11, "play", 1, { tile: "4-4" });
  const s = toldScene(ev.scene, ev);
  assert.equal(s.id, "11/play");
  assert.equal(s.replaying, true);
  assert.equal(s.caption, "play 11");
  assert.equal(s.actor, 1);
  assert.equal(s.fresh, "1:4-4");
  assert.equal(liveScene(view()).replaying, false);
});

test("the first view is told from the scene before its story, one event's scene at a time", () => {
  const r = new Replay();
  assert.equal(r.load(view()), "fresh");
  assert.equal(r.scene.id, "start");
  const told = [];
  let step;
  while ((step = r.step())) told.push(step.scene.id);
  assert.deepEqual(told, ["10/play", "11/play", "12/play", "12/trick"]);
  assert.equal(r.finish().id, "live");
});

test("a story that crosses a new deal is told from that deal when it starts afresh", () => {
  const r = new Replay();
  const events = [event(5, "play", 1), event(5, "hand", null), event(5, "deal", 2), event(6, "call", 2)];
  assert.equal(r.load(view({ events })), "fresh");
  assert.equal(r.scene.id, "5/deal");
  assert.equal(r.step().scene.id, "6/call");
  assert.equal(r.step(), null);
});

test("a view that follows the one shown in full tells all its story; more of it extends", () => {
  const r = new Replay();
  r.load(view({ since: 7, events: [] }, { action_count: 10 }));
  r.finish();
  const busy = view({ events: view().events.slice(0, 1) }, { action_count: 11, to_act: 1 });
  assert.equal(r.load(busy), "follow");
  assert.equal(r.scene.id, "live", "it starts from the table as last shown");
  assert.equal(r.step().ev.n, 10);
  assert.equal(r.step(), null);
  assert.equal(r.load(view()), "extend");
  assert.equal(r.step().ev.n, 11);
  assert.equal(r.load(view({ epoch: 2, events: [] })), "fresh");
});

test("the last boundary is the last new deal", () => {
  assert.equal(lastBoundary([{ kind: "play" }, { kind: "deal" }, { kind: "call" }]), 1);
  assert.equal(lastBoundary([{ kind: "redeal" }, { kind: "call" }]), 0);
  assert.equal(lastBoundary([{ kind: "hand" }]), -1);
});
