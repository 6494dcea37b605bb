// Changes to a JSON value as Python writes them (moon_nb/show/changes.py): the table's state after
// its first sync, and each frame's scene told against the live scene, come as what changed.
// Making a change is copying the value with it made; nothing of the game is worked out here.

// @ts-check
/** @typedef {import("./wire").Change} Change */

/** The value `change` makes of `value`: a new value (`value` is left as it was, so a view the
 * replay still holds is not changed under it).
 * @param {any} value @param {Change | undefined} change @returns {any} */
export function applied(value, change) {
  if (change === undefined || change === null) return value;
  if (typeof change !== "object") return change;
  if ("set" in change) return change.set;
  if ("null" in change) return null;
  if ("keys" in change) {
    const out = { ...value };
    for (const name of change.drop || []) delete out[name];
    for (const [name, inner] of Object.entries(change.keys)) out[name] = applied(out[name], inner);
    return out;
  }
  if ("splice" in change) {
    const [start, count, put] = change.splice;
    return [...value.slice(0, start), ...put, ...value.slice(start + count)];
  }
  const items = [...value];
  for (const [index, inner] of Object.entries(change.items)) items[Number(index)] = applied(items[Number(index)], inner);
  return items;
}
