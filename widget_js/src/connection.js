// The connection to Python. A table whose kernel restarted, or one drawn again from a notebook's
// saved widget state, no longer reaches Python. In Jupyter the table asks Python whether it is
// still there when it is first drawn and whenever the widget manager reports a change in the
// connection ("comm_live_update"); with no answer in time, the table says so and its controls
// stand still, instead of offering buttons that do nothing. An answer later connects it again.
// After its first sync the table's state comes as its changes (`follow`).

// @ts-check
import { applied } from "./changes.js";
/** @typedef {import("./table.js").Table} Table */

/** The models already following Python's changes. */
const following = new WeakSet();

/** Makes each change of the table's state Python sends (a "changes" message) to the model every
 * view of the table shares, once: a host calls `initialize` once per model and `render` once per
 * view, and one without `initialize` follows from the first view. A sync whose number does not
 * follow the one the model holds (sent before the table's code had loaded) is not made: the
 * table asks Python for its whole state instead, as it does when it starts to follow. A model
 * with no sync number (the play page's, sent whole states) has nothing to follow.
 * @param {any} model */
export function follow(model) {
  if (following.has(model) || model.get("synced") === undefined) return;
  following.add(model);
  const resync = () => {
    try {
      model.send({ kind: "resync", synced: model.get("synced") });
    } catch (e) {
      // A model restored without a kernel has no Python to ask.
    }
  };
  model.on("msg:custom", (/** @type {any} */ msg) => {
    if (!msg || msg.kind !== "changes") return;
    const synced = model.get("synced");
    if (msg.n <= synced) return; // made already, by another copy of the model
    if (msg.n !== synced + 1) return resync();
    let made;
    try {
      made = Object.entries(msg.changes).map(([name, change]) => [name, applied(model.get(name), change)]);
    } catch (e) {
      // A change that does not fit the value held (which should not happen): start afresh.
      return resync();
    }
    for (const [name, value] of made) model.set(name, value);
    model.set("synced", msg.n);
  });
  resync();
}

/** How long the table waits for Python to answer "are you there?" before it says it is not
 * connected (a kernel busy with a long cell may take a while; an answer later reconnects). */
export const PONG_WAIT_MS = 8000;

/** The table's side of the question: `ping` asks, `onMessage` hears the answer.
 * @param {Table} t */
export function connection(t) {
  let pingTimer = null;

  /** @param {boolean} now */
  function setConnected(now) {
    if (now === t.connected) return;
    t.connected = now;
    if (!t.connected && t.scene) {
      clearTimeout(t.timer);
      t.timer = null;
      t.waiting = false;
      t.scene = t.replay.finish();
    }
    t.draw(true);
  }

  return {
    ping() {
      clearTimeout(pingTimer);
      pingTimer = setTimeout(() => setConnected(false), PONG_WAIT_MS);
      try {
        t.model.send({ kind: "ping" });
      } catch (e) {
        // A model restored without a kernel may have nothing to send with: no answer will come.
      }
    },
    /** @param {any} msg */
    onMessage(msg) {
      if (msg && msg.kind === "pong") {
        clearTimeout(pingTimer);
        setConnected(true);
      }
    },
    stop() {
      clearTimeout(pingTimer);
    },
  };
}
