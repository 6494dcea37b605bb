// Checks the browser's side of the table's changes (connection.js `follow`, changes.js) against
// messages a real MoonTable sent over a whole game (tests/test_widget_js.py writes them): made to
// the state the comm opened with, they give the table's last state; each is made once however
// often it arrives; a model that missed one makes none after it and asks for the whole state.
// Usage: node scripts/changes_check.mjs syncs.json  ({start, messages, end})

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { follow } from "../src/connection.js";

const { start, messages, end } = JSON.parse(readFileSync(process.argv[2], "utf8"));

function model(state) {
  const listeners = new Map();
  return {
    state,
    sent: [],
    get: (name) => state[name],
    set: (name, value) => {
      state[name] = value;
    },
    on: (name, f) => listeners.set(name, [...(listeners.get(name) || []), f]),
    send(content) {
      this.sent.push(content);
    },
    emit: (name, msg) => (listeners.get(name) || []).forEach((f) => f(msg)),
  };
}

const browser = model(structuredClone(start));
follow(browser);
follow(browser);
assert.deepEqual(browser.sent, [{ kind: "resync", synced: start.synced }], "it asks once, as it starts to follow");
for (const msg of messages) browser.emit("msg:custom", msg);
assert.deepEqual(browser.state, end);
for (const msg of messages) browser.emit("msg:custom", msg);
assert.deepEqual(browser.state, end, "a sync already made is not made again");
assert.equal(browser.sent.length, 1);

const late = model(structuredClone(start));
follow(late);
for (const msg of messages.slice(1)) late.emit("msg:custom", msg);
assert.deepEqual(late.state, start, "no change is made after a missing one");
assert.deepEqual(late.sent.at(-1), { kind: "resync", synced: start.synced });
console.log(`${messages.length} syncs made`);
