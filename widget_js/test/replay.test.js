import assert from "node:assert/strict";
import { test } from "node:test";
import { Replay, framesOf, lastBoundary, liveScene, toldScene } from "../src/replay.js";

// Scenes are Python's; here they are stand-ins that only need to be told apart. A frame holds
// only what changes the live scene it is sent with into its own (here: its id).
const scene = (id, extra) => ({ id, phase: "play", hand: [], seats: [], ...extra });
const frame = (n, kind, seat, extra) => ({ n, kind, seat, text: kind === "start" ? "" : `${kind} ${n}`, linger: 1, tile: null, scene: { id: { set: `${n}/${kind}` } }, ...extra });
const STORY = [
  frame(0, "start", null),
  frame(1, "play", 0, { tile: "4-1" }),
  frame(2, "play", 1, { tile: "4-4" }),
  frame(3, "play", 2, { tile: "6-2" }),
  frame(4, "trick", 2),
];

function view(over, live) {
  return {
    epoch: 1,
    since: 10,
    scene: scene("live", { seat: 0, action_count: 13, to_act: 0, ...live }),
    frames: STORY,
    ...over,
  };
}

test("a frame's scene is its changes made to the live scene sent with it", () => {
  const [start, play] = framesOf(view());
  assert.equal(start.scene.id, "0/start");
  assert.equal(play.scene.id, "1/play");
  assert.equal(play.scene.action_count, 13, "what the frame does not change is the live scene's");
  assert.equal(play.scene.seat, 0);
});

test("a told scene is the frame's scene, marked as a replay, with its words as caption", () => {
  const f = framesOf(view())[2];
  const s = toldScene(f.scene, f);
  assert.equal(s.id, "2/play");
  assert.equal(s.replaying, true);
  assert.equal(s.caption, "play 2");
  assert.equal(s.actor, 1);
  assert.equal(s.fresh, "1:4-4");
  assert.equal(toldScene(f.scene, framesOf(view())[0]).caption, null, "a story's start says nothing");
  assert.equal(liveScene(view()).replaying, false);
});

test("the first view is told from its story's start, one frame's scene at a time", () => {
  const r = new Replay();
  assert.equal(r.load(view()), "fresh");
  assert.equal(r.scene.id, "0/start");
  const told = [];
  let step;
  while ((step = r.step())) told.push(step.scene.id);
  assert.deepEqual(told, ["1/play", "2/play", "3/play", "4/trick"]);
  assert.equal(r.finish().id, "live");
});

test("a story that crosses a new deal is told from that deal when it starts afresh", () => {
  const r = new Replay();
  const frames = [frame(0, "start", null), frame(1, "play", 1), frame(2, "hand", null), frame(3, "deal", 2), frame(4, "call", 2)];
  assert.equal(r.load(view({ frames })), "fresh");
  assert.equal(r.scene.id, "3/deal");
  assert.equal(r.step().scene.id, "4/call");
  assert.equal(r.step(), null);
});

test("a view that follows the one shown in full tells all its story; the next frames extend it", () => {
  const r = new Replay();
  r.load(view({ since: 7, frames: [frame(0, "start", null)] }, { action_count: 10 }));
  r.finish();
  const busy = view({ frames: STORY.slice(0, 2) }, { action_count: 11, to_act: 1 });
  assert.equal(r.load(busy), "follow");
  assert.equal(r.scene.id, "live", "it starts from the table as last shown");
  assert.equal(r.step().ev.n, 0);
  assert.equal(r.step().ev.n, 1);
  assert.equal(r.step(), null);
  // Python sends only the frames not sent before: the story held grows by them.
  assert.equal(r.load(view({ frames: STORY.slice(2) })), "extend");
  assert.equal(r.step().ev.n, 2);
  assert.deepEqual(r.story.map((f) => f.n), [0, 1, 2, 3, 4]);
  assert.equal(r.load(view({ frames: [] })), "extend", "a view with nothing new keeps the story");
  assert.equal(r.story.length, 5);
  assert.equal(r.load(view({ epoch: 2, frames: [frame(0, "start", null)] })), "fresh");
});

test("frames sent again are not told twice; a view that starts past the story held starts afresh", () => {
  const r = new Replay();
  r.load(view({ frames: STORY.slice(0, 3) }));
  while (r.step());
  assert.equal(r.load(view({ frames: STORY.slice(1) })), "extend");
  assert.deepEqual(r.story.map((f) => f.n), [0, 1, 2, 3, 4]);
  assert.equal(r.step().ev.n, 3);
  // A table drawn anew in the middle of a story gets only its last frames: it tells them.
  const late = new Replay();
  assert.equal(late.load(view({ frames: STORY.slice(3) })), "fresh");
  assert.equal(late.scene.id, "3/play");
  assert.equal(late.step().ev.n, 4);
});

test("the last boundary is the last new deal", () => {
  assert.equal(lastBoundary([{ kind: "play" }, { kind: "deal" }, { kind: "call" }]), 1);
  assert.equal(lastBoundary([{ kind: "redeal" }, { kind: "call" }]), 0);
  assert.equal(lastBoundary([{ kind: "hand" }]), -1);
});
