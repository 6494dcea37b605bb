// The play page's stand-in for the table widget's model (scripts/play.sh): the same traits a
// MoonTable syncs — Python's TableSession.state, sent from the page's web worker — read with
// get() and watched with on("change:name"), and intents sent back with send(). Nothing here
// judges a move: an intent goes to Python as it is, and the table shows what Python sends back.

// @ts-check

/**
 * A model over states that arrive from elsewhere (`update`), sending intents to `send`.
 * @param {(content: object) => void} send
 */
export function playModel(send) {
  /** @type {Partial<import("./wire").TableState>} */
  const state = {};
  /** Each trait's last value as JSON text: only a trait whose value changed is announced. */
  const texts = new Map();
  const listeners = new Map();
  const emit = (name) => (listeners.get(name) || []).slice().forEach((f) => f());
  return {
    model: {
      /** @param {string} name */
      get: (name) => state[name],
      on(name, f) {
        listeners.set(name, [...(listeners.get(name) || []), f]);
      },
      off(name, f) {
        listeners.set(name, (listeners.get(name) || []).filter((g) => g !== f));
      },
      /** @param {object} content */
      send(content) {
        send(content);
      },
    },
    /**
     * Take Python's state: every trait whose value changed is set, then announced, as the
     * widget manager announces a sync (all values first, so a listener reads them together).
     * @param {import("./wire").TableState} next
     */
    update(next) {
      const changed = [];
      for (const [name, value] of Object.entries(next)) {
        const text = JSON.stringify(value);
        if (texts.get(name) === text) continue;
        texts.set(name, text);
        state[name] = value;
        changed.push(name);
      }
      for (const name of changed) emit(`change:${name}`);
      return changed;
    },
  };
}
