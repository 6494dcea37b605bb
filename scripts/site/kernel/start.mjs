// The course site's kernel, started from a memory snapshot (scripts/site.sh writes this file
// into the site as static/moon-kernel/start.mjs, and names it the kernel's `pyodideUrl`).
//
// JupyterLite's Pyodide kernel imports `pyodideUrl` in its web worker and calls its
// `loadPyodide`, then installs its packages, imports IPython and starts the kernel. This module's
// `loadPyodide` gives it instead a Python restored from a snapshot of its memory taken at build
// time (scripts/site/kernel/snapshot.mjs, in the very Pyodide the site ships): the kernel's
// packages already installed, IPython started, moon_nb and what tutorial 01's first cell uses
// already imported. The worker then finds what it imports already imported. Python's memory
// does not hold its files (Emscripten keeps them in JavaScript): those the kernel had at build
// time are written back from one archive before Python runs.
//
// Pyodide marks its snapshot API as private: this file is tested with the pinned Pyodide only
// (the build restores the snapshot it made, and the site's browser tests run from it). When
// anything fails — a file not fetched, a snapshot of another build — the kernel starts as
// JupyterLite starts it, from scratch.

/** Files written back after a restore: one archive, gzipped, of
 * [u32 length of the index][index: JSON [[path, size], ...]][the files' bytes, in that order]. */
export function packFiles(files) {
  const encoder = new TextEncoder();
  const index = encoder.encode(JSON.stringify(files.map(([path, bytes]) => [path, bytes.length])));
  let size = 4 + index.length;
  for (const [, bytes] of files) size += bytes.length;
  const out = new Uint8Array(size);
  new DataView(out.buffer).setUint32(0, index.length, true);
  out.set(index, 4);
  let at = 4 + index.length;
  for (const [, bytes] of files) {
    out.set(bytes, at);
    at += bytes.length;
  }
  return out;
}

/** Write the files of a `packFiles` archive into Emscripten's file system `FS`. */
export function writeFiles(FS, packed) {
  const length = new DataView(packed.buffer, packed.byteOffset, 4).getUint32(0, true);
  const index = JSON.parse(new TextDecoder().decode(packed.subarray(4, 4 + length)));
  const made = new Set();
  let at = 4 + length;
  for (const [path, size] of index) {
    const folder = path.slice(0, path.lastIndexOf("/"));
    if (!made.has(folder)) {
      FS.mkdirTree(folder);
      made.add(folder);
    }
    // canOwn: the file keeps a view of the archive, no copy.
    FS.writeFile(path, packed.subarray(at, at + size), { canOwn: true });
    at += size;
  }
  return index.length;
}

/** How a JavaScript object Python held at build time is named in the snapshot: a member of
 * Pyodide's own API (what `pyodide_js` and the kernel's modules hold), found again on restore. */
export function serializer(api) {
  return (value) => {
    const shown = api.public_api;
    if (value === shown) return { public: "" };
    for (const key of Object.getOwnPropertyNames(shown)) if (shown[key] === value) return { public: key };
    for (const key of Object.getOwnPropertyNames(api)) {
      try {
        if (api[key] === value) return { api: key };
      } catch (e) {}
    }
    throw new Error(`the kernel's snapshot cannot name ${String(value).slice(0, 80)}`);
  };
}

/** Python run once restored: Pyodide puts '' on sys.path again when it starts; `random` gets a
 * new seed (the snapshot would start it in the same state on every visit); the time module's
 * zone is the learner's, not the build machine's (see `localZone`); and the packages
 * installed are counted as loaded, by the names of the lock file, as loadPackage counts them
 * (Pyodide's own count, from their files, reaches an object of the snapshot's, not the new
 * `pyodide.loadedPackages`), so that a cell's imports do not install them again. */
const AFTER_RESTORE = `
import random, re, sys, time
import pyodide_js
from pyodide import _package_loader as loader
while sys.path.count("") > 1:
    sys.path.remove("")
random.seed()
# As CPython's time module works them out when it starts, from January's and July's offsets.
_year = time.localtime().tm_year
_jan, _jul = (time.localtime(time.mktime((_year, m, 1, 12, 0, 0, 0, 0, -1))) for m in (1, 7))
_zones = sorted([(-_jan.tm_gmtoff, _jan.tm_zone), (-_jul.tm_gmtoff, _jul.tm_zone)], reverse=True)
time.timezone, time.altzone = _zones[0][0], _zones[1][0]
time.daylight = int(_zones[0][0] != _zones[1][0])
time.tzname = (_zones[0][1], _zones[1][1])
loader.loadedPackages = pyodide_js.loadedPackages
for path in loader.SITE_PACKAGES.glob("*.dist-info"):
    name, source = loader.get_dist_source(path)
    setattr(pyodide_js.loadedPackages, re.sub(r"[-_.]+", "-", name).lower(), source)
del random, re, sys, time, pyodide_js, loader, path, name, source, _year, _jan, _jul, _zones
`;

/** The C library's time zone, as Emscripten sets it when a program starts, set again: in the
 * snapshot it is the build machine's (UTC, say), and the C library would go on naming and
 * offsetting local time by it. `_tzset` itself does it once per program, so the JavaScript it
 * calls is called here; when this Pyodide has no such names, nothing is done. */
function localZone(module) {
  const { __tzset_js: set, _timezone: zone, _daylight: daylight, _tzname: names, HEAPU32: heap } = module;
  if (typeof set !== "function" || !zone || !daylight || !names) return;
  set(zone, daylight, heap[names >>> 2], heap[(names >>> 2) + 1]);
}

/** Python from `snapshot` (bytes of `makeMemorySnapshot`) with the files of `files` (bytes of
 * `packFiles`, or a promise of them); `options` as for Pyodide's own `loadPyodide`, whose
 * `packages` are already installed in the snapshot. */
export async function restore(load, createPyodideModule, snapshot, files, options) {
  const bytes = Promise.resolve(snapshot).then((b) => (b instanceof Uint8Array ? b : new Uint8Array(b)));
  let made = null;
  const pyodide = await load({
    ...options,
    packages: [],
    _loadSnapshot: bytes,
    // Pyodide sizes its memory for a snapshot, but the pinned build starts at its own size:
    // grown here to the snapshot's before the snapshot is copied in.
    createPyodideModule: async (settings) => {
      made = await createPyodideModule(settings);
      const snapshot = await bytes;
      const memory = snapshot.length - new Uint32Array(snapshot.buffer, snapshot.byteOffset, 4)[1];
      if (made.HEAP8.length < memory) made.growMemory(memory);
      return made;
    },
    _snapshotDeserializer: (named) => {
      const api = made.API;
      if ("public" in named) return named.public ? api.public_api[named.public] : api.public_api;
      return api[named.api];
    },
    // Before Python runs: its packages' files (Pyodide then counts them as loaded).
    fsInit: async (FS) => {
      const packed = await files;
      writeFiles(FS, packed instanceof Uint8Array ? packed : new Uint8Array(packed));
    },
  });
  localZone(made);
  pyodide.runPython(AFTER_RESTORE);
  return pyodide;
}

async function gunzipped(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return new Response(response.body.pipeThrough(new DecompressionStream("gzip"))).arrayBuffer();
}

/** What JupyterLite's kernel calls (its `pyodideUrl` names this module). */
export async function loadPyodide(options) {
  const here = new URL(".", import.meta.url).href;
  const indexURL = new URL("../pyodide/", import.meta.url).href;
  const fresh = { ...options, indexURL };
  const started = performance.now();
  const pyodide = import(`${indexURL}pyodide.mjs`);
  try {
    const snapshot = gunzipped(`${here}kernel.snapshot.gz`);
    const files = gunzipped(`${here}kernel.files.gz`);
    files.catch(() => {});
    const [{ loadPyodide: load }, { default: createPyodideModule }] = await Promise.all([
      pyodide,
      import(`${indexURL}pyodide.asm.mjs`),
    ]);
    const restored = await restore(load, createPyodideModule, snapshot, files, fresh);
    console.log(`moon_nb: the kernel restored from its snapshot in ${Math.round(performance.now() - started)} ms`);
    return restored;
  } catch (error) {
    console.warn(`moon_nb: the kernel starts from scratch (${error && error.message})`);
    return (await pyodide).loadPyodide(fresh);
  }
}
