// The play page's web worker (scripts/play.sh): it starts Pyodide — the page's own copy, from
// the page's own folder — loads moon_nb, and runs the table's session in Python
// (moon_nb.course.play.play_page.PlayPage). The page sends it the address's options and the
// learner's intents; it sends back the table as Python's JSON, and word of its progress while
// Python starts. No rule of the game is here, nor anything hidden from the learner: what is
// sent is TableSession.state, built from the learner's observation.
//
// In:  {kind: "start", query, seed, last_step, lang, build, lock_info, files: {pyodide, stdlib, moon_nb, puzzles}}
//      {kind: "intent", content}
//      {kind: "save"}                              a copy of the learner's progress file, please
//      {kind: "load", name, text}                  a progress file the learner chose, to add
// Out: {kind: "progress", step, steps, at}         at: milliseconds since the epoch; the page
//                                                  says the step in its own words
//      {kind: "table", json, at, restored, kept}   json: PlayPage.state_json(); restored:
//                                                  Python came from a snapshot (see below);
//                                                  kept: progress outlives the page (below)
//      {kind: "file", name, text}                  the progress file, to download
//      {kind: "failed", text}

// @ts-check

/** The steps of starting: fetching Python, starting it, loading moon_nb, dealing the cards. */
const STEPS = 4;

/** Where moon_nb reads its puzzle bank, inside site-packages (moon_nb.review.puzzles.bank.BANK). */
const BANK = "moon_nb/review/puzzles/puzzles.json.gz";

/** @type {any} the PlayPage, once Python has made it */
let page = null;
/** @type {any} Pyodide, once started */
let python = null;
/** Intents that came before the page was ready, in order. */
const early = [];

/** @param {object} message */
function post(message) {
  self.postMessage({ ...message, at: performance.timeOrigin + performance.now() });
}

/** @param {number} step */
function progress(step) {
  post({ kind: "progress", step: step + 1, steps: STEPS });
}

/** @param {string} url */
async function fetched(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${new URL(url).pathname} could not be fetched (HTTP ${response.status})`);
  return response.arrayBuffer();
}

// --- the memory snapshot ------------------------------------------------------------------
// A first visit starts Python from scratch: the runtime, its standard library, then moon_nb's
// modules, all run in WebAssembly. Once moon_nb is imported the worker keeps a copy of
// Python's memory (Pyodide's memory snapshot) in the browser's Cache Storage, under this
// build's id; the next visit restores it instead of starting Python again. A snapshot fits only
// the build that made it (the same runtime and moon_nb): another build's is never read, and a
// snapshot that fails to restore is deleted and Python starts from scratch. Pyodide marks its
// snapshot API as private (its pinned version is the one tested here); where the browser
// gives no Cache Storage (a page served over plain http from another machine) every visit
// starts from scratch.

const SNAPSHOTS = "moon-play-snapshots";

/** @param {string} build */
function snapshotKey(build) {
  return new URL(`snapshot/${build}`, self.location.href).href;
}

/** This build's snapshot, if the browser keeps one: its bytes, still being read (the runtime
 * is fetched meanwhile). @param {string} build @returns {Promise<Promise<ArrayBuffer> | null>} */
async function readSnapshot(build) {
  if (!self.caches) return null;
  try {
    const hit = await (await caches.open(SNAPSHOTS)).match(snapshotKey(build));
    return hit ? hit.arrayBuffer() : null;
  } catch (e) {
    return null;
  }
}

/** Keep `bytes` as this build's snapshot, and no other build's. @param {string} build @param {Uint8Array} bytes */
async function keepSnapshot(build, bytes) {
  try {
    const cache = await caches.open(SNAPSHOTS);
    for (const old of await cache.keys()) if (old.url !== snapshotKey(build)) await cache.delete(old);
    await cache.put(snapshotKey(build), new Response(new Blob([/** @type {BlobPart} */ (bytes)]), { headers: { "content-type": "application/octet-stream" } }));
  } catch (e) {
    // No room, or no storage in this browser: the next visit starts from scratch.
  }
}

/** @param {string} build */
async function dropSnapshot(build) {
  try {
    await (await caches.open(SNAPSHOTS)).delete(snapshotKey(build));
  } catch (e) {}
}

// --- the learner's progress -----------------------------------------------------------------
// The guided path's stars, the review deck and the puzzles tried are written by Python to its
// progress file (moon_nb.progress.store). Pyodide's files live in the worker's memory, so the
// file sits in a folder backed by the browser's IndexedDB (Emscripten's IDBFS), read in when
// Python starts and written back after each message that may have changed it; where the
// browser gives no IndexedDB, progress lasts for the visit and the page says so.

const DRIVE = "/drive";
let kept = false;
/** Syncs run one after another (Emscripten warns of two at once). */
let syncing = Promise.resolve();

/** @param {any} pyodide @param {boolean} fromBrowser */
function sync(pyodide, fromBrowser) {
  syncing = syncing.then(() => new Promise((done) => pyodide.FS.syncfs(fromBrowser, () => done(undefined))));
  return syncing;
}

/** Mount the browser's storage where Python keeps progress; whether it worked. @param {any} pyodide */
async function mountDrive(pyodide) {
  if (!self.indexedDB) return false;
  try {
    pyodide.FS.mkdirTree(DRIVE);
    pyodide.FS.mount(pyodide.FS.filesystems.IDBFS, {}, DRIVE);
    await new Promise((ok, fail) => pyodide.FS.syncfs(true, (error) => (error ? fail(error) : ok(undefined))));
    pyodide.runPython(`import os; os.environ["MOON_NB_PROGRESS"] = "${DRIVE}/moon-progress.json"`);
    return true;
  } catch (e) {
    return false;
  }
}

// --- starting -------------------------------------------------------------------------------

/**
 * @param {{query: string, seed: number | null, last_step: string | null, lang: string | null, build: string, lock_info: object, files: {pyodide: string, stdlib: string, moon_nb: string, puzzles: string}}} start
 */
async function start({ query, seed, last_step, lang, build, lock_info, files }) {
  progress(0);
  // moon_nb comes while Pyodide starts; the runtime's own files are fetched by loadPyodide.
  const moon = fetched(files.moon_nb);
  // The puzzle bank is not in moon_nb's archive: it is fetched only for the puzzles (?puzzles,
  // ?puzzles=THEME), meanwhile too, and put where moon_nb reads it (moon_nb.review.puzzles.bank).
  const bank = new URLSearchParams(query).has("puzzles") ? fetched(files.puzzles) : null;
  const snapshot = await readSnapshot(build);
  // Python runs once its runtime has arrived and compiled (the wait on a slow network). The
  // runtime's start that follows is one long task, so the word is sent just before it.
  const instantiate = WebAssembly.instantiateStreaming;
  WebAssembly.instantiateStreaming = async (...args) => {
    const made = await instantiate(...args);
    WebAssembly.instantiateStreaming = instantiate;
    progress(1);
    return made;
  };
  const { loadPyodide } = await import(`${files.pyodide}pyodide.mjs`);
  const options = {
    indexURL: files.pyodide,
    stdLibURL: files.stdlib,
    // No package is loaded from a lock file: moon_nb is unpacked below, and needs nothing else.
    // (Pyodide still checks the lock's header against itself.)
    lockFileContents: { info: lock_info, packages: {} },
    packageBaseUrl: files.pyodide,
  };
  let pyodide = null;
  let restored = false;
  if (snapshot) {
    try {
      pyodide = await loadPyodide({ ...options, _loadSnapshot: snapshot });
      restored = true;
    } catch (e) {
      await dropSnapshot(build);
    }
  }
  const keep = !restored && Boolean(self.caches);
  if (!pyodide) pyodide = await loadPyodide({ ...options, _makeSnapshot: keep });
  WebAssembly.instantiateStreaming = instantiate;
  // For the benchmark and the tests, which reach the worker through the browser's tools.
  Object.assign(self, { pyodide, restored });
  python = pyodide;
  progress(2);
  const site = pyodide.runPython("import sys; [p for p in sys.path if p.endswith('site-packages')][0]");
  // Also after a snapshot: its modules are in memory, but a module imported later (the coach's,
  // say) is read from the files.
  pyodide.unpackArchive(await moon, "zip", { extractDir: site });
  if (bank) pyodide.FS.writeFile(`${site}/${BANK}`, new Uint8Array(await bank));
  const PlayPage = pyodide.pyimport("moon_nb.course.play.play_page").PlayPage;
  let made = null;
  if (keep) {
    // The snapshot holds the guided path's modules too (a game imports none of them), so a
    // returning learner's path=learn starts as quickly as a game.
    pyodide.runPython("import moon_nb.path.guided, moon_nb.review.keeping");
    try {
      made = pyodide.makeMemorySnapshot();
    } catch (e) {
      made = null;
    }
  }
  kept = await mountDrive(pyodide);
  Object.assign(self, { kept });
  progress(3);
  // The language last chosen on this page, if any (the address's lang= wins; else the browser's).
  page = PlayPage(query, seed, last_step ?? null, lang ?? null);
  post({ kind: "table", json: page.state_json(), restored, kept });
  follow(); // a review opened on decisions still to weigh weighs them meanwhile
  for (const content of early.splice(0)) handle(content);
  if (made) await keepSnapshot(build, made);
}

/** @param {object} content */
function handle(content) {
  const json = page.handle_json(JSON.stringify(content), (now) => post({ kind: "table", json: now }));
  post({ kind: "table", json, kept });
  if (kept) sync(python, false);
  follow();
}

/** @param {{name: string, text: string}} file */
function load({ name, text }) {
  post({ kind: "table", json: page.load_progress_json(String(text), String(name)), kept });
  if (kept) sync(python, false);
  follow();
}

// --- the weighing between hands -------------------------------------------------------------
// When a hand ends, Python weighs its decisions one at a time between the page's messages
// (moon_nb.review.weigher, on Python's event loop), and keeps each in the progress file; the
// file is written back to the browser's storage every few seconds while it does, so a page
// closed after a hand loses at most the last few weighings.

const FOLLOW_MS = 3000;
let following = false;

function follow() {
  if (following || !kept || !page.weighing()) return;
  following = true;
  const again = () => {
    sync(python, false);
    if (page.weighing()) setTimeout(again, FOLLOW_MS);
    else following = false;
  };
  setTimeout(again, FOLLOW_MS);
}

self.onmessage = (e) => {
  const message = e.data || {};
  if (message.kind === "start") {
    start(message).catch((error) => post({ kind: "failed", text: String((error && error.message) || error) }));
  } else if (message.kind === "intent") {
    if (page) handle(message.content);
    else early.push(message.content);
  } else if (message.kind === "save" && page) {
    post({ kind: "file", name: "moon-progress.json", text: page.progress_json() });
  } else if (message.kind === "load" && page) {
    load(message);
  }
};
