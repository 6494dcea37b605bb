// Replays a whole game's views (written by the Python test suite from a real TableSession)
// and checks that the story told always ends on the view itself: every tile counted, every
// trick and score where Python says. Usage: node replay_check.mjs views.json
import fs from "node:fs";
import { Replay } from "../src/replay.js";

const views = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
const KEYS = ["hand_sizes", "calls", "trick", "tricks_won", "scores", "trump", "high_bid", "bidder"];
const problems = [];
const r = new Replay(views[0].seat);
for (const [i, v] of views.entries()) {
  const mode = r.load(v);
  let step;
  let steps = 0;
  while ((step = r.step())) {
    steps += 1;
    const s = step.scene;
    if (s.trick.length > v.players) problems.push(`view ${i}: a trick of ${s.trick.length} tiles`);
    if (s.hand_sizes.some((n) => n < 0 || n > 8)) problems.push(`view ${i}: hand sizes ${s.hand_sizes}`);
    if (s.replaying !== true) problems.push(`view ${i}: a replayed scene not marked as replaying`);
    if (s.legal.length) problems.push(`view ${i}: a decision offered during the replay`);
  }
  for (const k of KEYS) {
    const told = JSON.stringify(r.scene[k]);
    const truth = JSON.stringify(v[k]);
    if (told !== truth) problems.push(`view ${i} (${mode}, ${steps} steps): ${k} is ${told}, the view says ${truth}`);
  }
  if (JSON.stringify([...r.scene.hand].sort()) !== JSON.stringify([...v.hand].sort())) {
    problems.push(`view ${i}: hand ${r.scene.hand} is not ${v.hand}`);
  }
  if (steps !== (v.events.length - (mode === "extend" ? 0 : 0)) && mode === "follow") {
    problems.push(`view ${i}: ${steps} steps for ${v.events.length} events`);
  }
  r.finish();
}
if (problems.length) {
  console.error(problems.slice(0, 20).join("\n"));
  process.exit(1);
}
console.log(`${views.length} views replayed`);
