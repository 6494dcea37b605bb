// Replays the views a browser was sent over a whole game (written by the Python test suite from
// a real TableSession) and checks the story the table tells:
//   - each frame is sent once, and the replay shows every frame's scene, in order, each exactly
//     as Python built it (its changes over the live scene sent with it), and ends on the live
//     scene;
//   - with --truth FILE (the game's whole timeline, as Python tells it afterwards), every scene
//     shown equals Python's scene of that moment, and no moment is skipped or told twice.
// Usage: node replay_check.mjs views.json [--truth timeline.json]
import fs from "node:fs";
import { Replay, framesOf } from "../src/replay.js";

const views = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
const truthAt = process.argv.indexOf("--truth");
const truth = truthAt > 0 ? JSON.parse(fs.readFileSync(process.argv[truthAt + 1], "utf8")) : null;
const TOLD = new Set(["replaying", "caption", "actor", "fresh"]);

/** A scene without the replay's own marks, as canonical JSON. */
function plain(scene) {
  return JSON.stringify(Object.fromEntries(Object.entries(scene).filter(([k]) => !TOLD.has(k))));
}

const problems = [];
const told = []; // [n, kind, scene] of every moment told, in order
const r = new Replay();
const sent = new Set(); // "epoch/since/n" of every frame sent
for (const [i, v] of views.entries()) {
  const mode = r.load(v);
  const frames = framesOf(v);
  for (const f of frames) {
    const key = `${v.epoch}/${v.since}/${f.n}`;
    // A frame is sent once; only a view with nothing new holds the last view's frames again.
    if (sent.has(key) && frames.some((g) => !sent.has(`${v.epoch}/${v.since}/${g.n}`))) problems.push(`view ${i}: frame ${key} sent again with new ones`);
    sent.add(key);
  }
  const byN = new Map(frames.map((f) => [f.n, f]));
  let step;
  while ((step = r.step())) {
    const f = step.ev;
    const mine = byN.get(f.n);
    if (mine && plain(step.scene) !== plain(mine.scene)) problems.push(`view ${i}: the scene of frame ${f.n} (${f.kind}) is not Python's`);
    if (step.scene.replaying !== true || step.scene.caption !== (f.text || null)) problems.push(`view ${i}: frame ${f.n} (${f.kind}) not told as a replay`);
    if (f.kind !== "start") told.push([step.scene.action_count, f.kind, step.scene]);
  }
  const live = r.finish();
  if (live.replaying !== false || plain({ ...live, collect: undefined }) !== plain({ ...v.scene, collect: undefined })) {
    problems.push(`view ${i}: the replay does not end on the live scene`);
  }
}
if (truth) {
  // A moment is its action count and its kind: an action's moments are of different kinds.
  const index = new Map(truth.map((e, k) => [`${e.scene.action_count}/${e.kind}`, k]));
  let last = -1;
  for (const [n, kind, scene] of told) {
    const k = index.get(`${n}/${kind}`);
    if (k === undefined) {
      problems.push(`told ${n}/${kind}, which is not in the game's timeline`);
      continue;
    }
    if (plain(scene) !== plain(truth[k].scene)) problems.push(`the scene of ${n}/${kind} differs from the game's timeline`);
    if (k <= last) problems.push(`${n}/${kind} told again or out of order`);
    last = k;
  }
  const firstTold = told.length ? index.get(`${told[0][0]}/${told[0][1]}`) : 0;
  const missing = truth.length - firstTold - told.length;
  if (missing !== 0) problems.push(`${missing} moments of the game were never told (told ${told.length} of ${truth.length - firstTold})`);
}
if (problems.length) {
  console.error(problems.slice(0, 20).join("\n"));
  process.exit(1);
}
console.log(`${views.length} views replayed, ${told.length} scenes told`);
