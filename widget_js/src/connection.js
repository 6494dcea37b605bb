// The connection to Python. A table whose kernel restarted, or one drawn again from a notebook's
// saved widget state, no longer reaches Python. In Jupyter the table asks Python whether it is
// still there when it is first drawn and whenever the widget manager reports a change in the
// connection ("comm_live_update"); with no answer in time, the table says so and its controls
// stand still, instead of offering buttons that do nothing. An answer later connects it again.

// @ts-check
/** @typedef {import("./table.js").Table} Table */

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
