// The story told at the table's pace: one scene after another from the replay (replay.js),
// lingering on each as Python says, stopping at a hand's summary until the learner has read it;
// a click or a key tells the rest at once.

// @ts-check
/** @typedef {import("./table.js").Table} Table */

/** Which hand summary a scene shows, in this game: the learner dismisses each only once.
 * @param {Table} t @param {any} s */
export function summaryKey(t, s) {
  return s && s.summary ? `${t.view.epoch}:${s.summary.hand_number}` : null;
}

/** The story stops at a hand's summary until the learner has read it (not at the end).
 * @param {Table} t @param {{ev: {kind: string}, scene: any}} step */
function stopsAt(t, step) {
  return step.ev.kind === "hand" && t.view.scene.phase !== "over" && t.ui.dismissed !== summaryKey(t, step.scene);
}

/** Tell the story on, at the table's pace. @param {Table} t */
export function run(t) {
  clearTimeout(t.timer);
  t.timer = null;
  const pace = t.get("pace_ms");
  for (;;) {
    const step = t.replay.step();
    if (!step) {
      t.scene = t.replay.finish();
      t.draw(true);
      return;
    }
    t.scene = step.scene;
    t.announce(step.ev.said || step.ev.text);
    if (stopsAt(t, step)) {
      t.waiting = true;
      t.draw();
      return;
    }
    const ms = step.ev.linger * pace;
    if (ms > 0) {
      t.draw();
      t.timer = setTimeout(t.run, ms);
      return;
    }
  }
}

/** Tell the rest of the story at once (but still stop at a summary not yet read). Skipping
 * shortens the wait, never the telling: every move skipped is said, in order, in one
 * announcement (sentences said one by one at once would push each other out of the live
 * region before a screen reader read them). @param {Table} t */
export function skip(t) {
  if (t.waiting) return;
  clearTimeout(t.timer);
  t.timer = null;
  const told = [];
  const say = () => t.announce(told.filter(Boolean).join(" "));
  for (;;) {
    const step = t.replay.step();
    if (!step) break;
    t.scene = step.scene;
    told.push(step.ev.said || step.ev.text);
    if (stopsAt(t, step)) {
      t.waiting = true;
      say();
      t.draw();
      return;
    }
  }
  say();
  t.scene = t.replay.finish();
  t.draw(true);
}
