// The play page (scripts/play.sh): Moon against the computer players, with Python running in the
// page — Pyodide in a web worker (worker.js) driving the table's own session — and the table's
// own drawing code (index.js) over a stand-in for the widget's model (playmodel.js).
//
// While Python starts, the page shows the deal it is about to play, drawn from a picture Python
// wrote with the page (previews/SEED.json: the learner's own tiles only; previews/learn-N.json,
// step N of the guided path with its panel), laid out as the live table will be, and says how
// far it has got in the bar, where the live table's tools will be: nothing moves when the table
// goes live. The address's options go to Python untouched: it reads them, and refuses a mistake
// with a sentence, which the page shows. The page works out nothing about the game itself.
//
// Its words come from Python, in the table's language (moon_nb.course.play.play_words), with each
// table it is sent; before Python has started, from the same words in every language, written
// when the page was built (config.words), in the language it is about to speak: the address's
// lang=, else the one last chosen on this page, else the browser's.

// @ts-check
import { h, fill } from "./dom.js";
import { renderGuide } from "./guide.js";
import widget from "./index.js";
import { playModel } from "./playmodel.js";
import { renderFelt, renderRuleCard } from "./render.js";
import { nameParts, tableParts } from "./table.js";
import { put } from "./words.js";

/**
 * What play.sh wrote into the page: how many deals it has pictures of (seeds 1..seeds), the
 * options that keep a seed's deal as pictured, those that keep a step of the guided path as
 * pictured and the path's steps (pictured by number), the lock file's header Pyodide checks,
 * the files (the puzzle bank's fetched only for the puzzles), and the page's words in each
 * language, by code.
 * @type {{seeds: number, build: string, deal_keeping: string[], path_keeping: string[], path_steps: string[], lock_info: object, files: {pyodide: string, stdlib: string, moon_nb: string, puzzles: string, previews: string}, words: Record<string, import("./wire").PlayWords>}}
 */
const config = JSON.parse(document.getElementById("moon-play-config").textContent);
const params = new URLSearchParams(location.search);
const stage = /** @type {HTMLElement} */ (document.getElementById("moon-play"));
const status = /** @type {HTMLElement} */ (document.getElementById("moon-play-status"));
const files = /** @type {HTMLElement} */ (document.getElementById("moon-play-files"));
const marks = { start: performance.now(), preview: 0, live: 0, restored: false, steps: /** @type {number[]} */ ([]) };
// For the benchmark and the tests: when the picture and the live table were first drawn.
Object.assign(window, { moonPlay: marks });

// --- light and dark ---------------------------------------------------------------------
// The reader's system setting, unless the address forces one (the page's <head> set it first).
const dark = matchMedia("(prefers-color-scheme: dark)");
function theme() {
  const forced = params.get("theme");
  const mode = forced === "light" || forced === "dark" ? forced : dark.matches ? "dark" : "light";
  document.documentElement.dataset.theme = mode;
  // The table's styles follow JupyterLab's theme attribute.
  document.body.dataset.jpThemeLight = mode === "light" ? "true" : "false";
}
theme();
dark.addEventListener("change", theme);

// --- the page's language ---------------------------------------------------------------
// Python decides it (and refuses a lang= it does not speak); the page keeps the one it last
// spoke, for the next visit. Its first paint speaks the one the page's own first script chose
// (index.html: the address's lang=, else the one kept, else the browser's).

const LANG = "moon-play-lang";
/** The language last chosen on this page, for Python (the address's lang= wins over it). @type {string | null} */
let remembered = null;
try {
  remembered = localStorage.getItem(LANG);
} catch (e) {
  remembered = null; // no storage for this page
}

/** The page's words, in its language: config.words's until Python sends its own. */
let words = config.words[document.documentElement.lang] || config.words.en;

/** Take the words Python sent, and remember their language. @param {import("./wire").PlayWords | undefined} sent */
function speak(sent) {
  if (!sent) return false;
  const changed = sent.lang !== words.lang || sent.save !== words.save;
  words = sent;
  document.documentElement.lang = sent.lang;
  try {
    localStorage.setItem(LANG, sent.lang);
  } catch (e) {}
  return changed;
}
document.documentElement.lang = words.lang;

// --- saying how far the page has got ----------------------------------------------------

/** @param {string} text @param {number} [step] @param {number} [steps] */
function say(text, step, steps) {
  const bar = steps ? h("progress", { max: steps, value: step, "aria-label": put(words.step_of, { step: step ?? 0, steps }) }) : null;
  fill(status, h("span", { class: "moon-play-words" }, text), bar);
  status.hidden = false;
}

/** @param {string} title @param {string[]} lines @param {boolean} [offerDefault] */
function problem(title, lines, offerDefault) {
  document.body.dataset.play = "refused";
  status.hidden = true;
  const again = offerDefault ? h("p", {}, h("a", { href: location.pathname }, words.default_game)) : null;
  fill(stage, h("div", { class: "moon-play-problem", role: "alert" }, h("h1", {}, title), h("ul", {}, lines.map((l) => h("li", {}, l))), again));
}

// --- the deal, before Python has started -----------------------------------------------

/** The seed the page deals when the address names none: one it has a picture of. */
const chosen = params.has("seed") ? null : 1 + Math.floor(Math.random() * config.seeds);

// The guided path without a step opens where the learner left off on this page: the step they
// last had open, as Python named it (kept in the browser; Python checks it is a step).
const LAST_STEP = "moon-play-last-step";
const guided = params.get("path") === "learn";
/** @type {string | null} */
let lastStep = null;
try {
  lastStep = guided && !params.has("step") ? localStorage.getItem(LAST_STEP) : null;
} catch (e) {
  lastStep = null; // no storage for this page
}

/** Remember the step open, for the next visit. @param {import("./wire").TableState | undefined} state */
function rememberStep(state) {
  if (!guided || !state || !state.guide) return;
  try {
    localStorage.setItem(LAST_STEP, state.guide.step);
  } catch (e) {}
}

/** The picture to show while Python starts, in the page's language (English's folder is the
 * previews' own, each other language's a folder of its code). */
function previewFile() {
  const file = pictureFile();
  return file && words.lang !== "en" ? `${words.lang}/${file}` : file;
}

function pictureFile() {
  // The review: its panel's place over the table before a deal (which card opens, Python
  // knows once it has read the learner's deck).
  if (params.has("review")) return "review.json";
  if (params.get("path") === "learn") {
    // A step by its number or its id (Python refuses any other: then there is no picture).
    const keeps = [...params.keys()].every((key) => config.path_keeping.includes(key));
    const step = params.get("step") ?? lastStep ?? "1";
    const n = /^[0-9]+$/.test(step) ? Number(step) : config.path_steps.indexOf(step) + 1;
    return keeps && n >= 1 && n <= config.path_steps.length ? `learn-${n}.json` : null;
  }
  const keeps = [...params.keys()].every((key) => config.deal_keeping.includes(key));
  const seed = chosen ?? Number(params.get("seed"));
  if (keeps && Number.isInteger(seed) && seed >= 1 && seed <= config.seeds) return `${seed}.json`;
  return `dealing-${params.get("players") === "4" ? 4 : 3}.json`;
}

/**
 * The table while Python starts, in the live table's own parts (table.js) — the path's panel
 * and its rule card too, for a step of the path — still (inert), with the words of how far the
 * page has got in its bar.
 * @param {{scene: import("./wire").Scene, seats: import("./wire").SeatName[], guide?: import("./wire").GuideView, title?: string, words?: import("./wire").TableWords, unsaid?: boolean}} preview
 */
function drawPreview(preview) {
  if (document.body.dataset.play !== "starting") return;
  const scene = { ...preview.scene, replaying: true, caption: null, actor: null, fresh: null };
  const nothing = () => {};
  const ctx = {
    me: scene.seat,
    view: {
      epoch: 0,
      since: 0,
      scene: { ...preview.scene, to_act: null },
      decision: { my_turn: false, prompt: { title: "", detail: "", waiting: "", thinking: "", hinting: "" }, bids: [], trumps: [], tiles: [] },
      frames: [],
      undo: null,
      readout: { hand: "", trick: "", trump: "", bids: "", scores: "", last: "", log: [] },
    },
    scene,
    busy: false,
    ui: { selected: null, showLast: false, explain: "", confirmNew: false },
    hint: {},
    seats: preview.seats,
    features: { hint: false, undo: false, reveal: false, marks: true, new_game: false, paces: [], levels: [], level: "", next_level: "", level_text: "" },
    reveal: {},
    pace: 0,
    guide: preview.guide || null,
    title: preview.title || "",
    words: preview.words || /** @type {Partial<import("./wire").TableWords>} */ ({}),
    starting: words.starting,
    ...{ send: nothing, act: nothing, skip: nothing, dismiss: nothing, closeOverlay: nothing, toggleLast: nothing },
    ...{ newGame: nothing, undo: nothing, selectDiscard: nothing, preview: nothing },
  };
  const box = h("div", {});
  const parts = tableParts(box, 0);
  nameParts(parts, ctx.words);
  const root = parts.root;
  root.classList.add("moon-play-preview");
  Object.assign(root, { inert: true });
  root.setAttribute("aria-label", words.starting_label);
  root.setAttribute("aria-busy", "true");
  root.dataset.players = String(scene.players);
  if (ctx.guide) {
    parts.guide.hidden = false;
    // A panel whose words are not known yet (the review's) keeps its place, unsaid.
    parts.guide.classList.toggle("moon-guide-unsaid", Boolean(preview.unsaid));
    fill(parts.guide, renderGuide(ctx.guide, nothing, false));
  }
  fill(parts.bar, h("span", { class: "moon-brand" }, ctx.title || put(ctx.words.moon)), status);
  fill(parts.felt, renderFelt(ctx));
  fill(parts.card, renderRuleCard(ctx));
  fill(stage, root);
  marks.preview = performance.now();
}

// --- the live table ---------------------------------------------------------------------

/** @type {ReturnType<typeof playModel> | null} */
let table = null;

// --- the learner's progress, under the table ---------------------------------------------
// Python keeps it in a file in the browser's storage (worker.js); the learner can save a copy
// (to bring to another browser, or to a notebook) and load one back. The words say where it is
// kept as the worker found it; what a file holds is read and judged by Python alone.

/** @param {Worker} worker @param {boolean} kept */
function drawFiles(worker, kept) {
  const picker = h("input", { type: "file", accept: ".json,application/json", hidden: true, "data-key": "files:pick" });
  picker.addEventListener("change", async () => {
    const file = picker.files && picker.files[0];
    if (file) worker.postMessage({ kind: "load", name: file.name, text: await file.text() });
    picker.value = "";
  });
  // The page's other tables: a game (from the review or the puzzles), the review, the puzzles.
  const here = params.has("review") ? "review" : params.has("puzzles") ? "puzzles" : "game";
  const link = (/** @type {string} */ key, /** @type {string} */ query, /** @type {string} */ text) =>
    h("a", { class: "moon-btn", href: `${location.pathname}${query}`, "data-key": `files:${key}` }, text);
  const elsewhere = [
    here === "game" ? null : link("game", "", words.play_game),
    here === "review" ? null : link("review", "?review", words.review),
    here === "puzzles" ? null : link("puzzles", "?puzzles", words.puzzles),
  ];
  fill(
    files,
    h("p", { class: "moon-play-files-words" }, kept ? words.kept : words.not_kept),
    h("div", { class: "moon-play-files-actions" },
      elsewhere,
      h("button", { type: "button", class: "moon-btn", "data-key": "files:save", onclick: () => worker.postMessage({ kind: "save" }) }, words.save),
      h("button", { type: "button", class: "moon-btn", "data-key": "files:load", onclick: () => picker.click() }, words.load),
      picker,
    ),
  );
  files.setAttribute("aria-label", words.progress);
  files.hidden = false;
}

/** The progress file Python wrote, downloaded. @param {string} name @param {string} text */
function download(name, text) {
  const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  const link = h("a", { href: url, download: name, hidden: true });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Where the table fits the screen, a move shows all of it: a page scrolled down (to the words
 * under the table, or by a rule card taller than the screen) comes back to the table's top. */
function keepTableInView() {
  const root = stage.querySelector(".moon-table");
  if (!root) return;
  const box = root.getBoundingClientRect();
  if (box.top < 0 && box.height <= window.innerHeight) window.scrollBy(0, box.top);
}

/** @param {Worker} worker @param {string} json @param {boolean} restored @param {boolean} kept */
function showTable(worker, json, restored, kept) {
  /** @type {{state?: import("./wire").TableState, refused?: string[], page?: import("./wire").PlayWords}} */
  const reply = JSON.parse(json);
  const respoken = speak(reply.page);
  if (reply.refused) {
    problem(words.refused, reply.refused, true);
    return;
  }
  rememberStep(reply.state);
  if (table) {
    table.update(reply.state);
    if (respoken) drawFiles(worker, kept);
    requestAnimationFrame(keepTableInView);
    return;
  }
  table = playModel((content) => worker.postMessage({ kind: "intent", content }));
  table.update(reply.state);
  stage.replaceChildren();
  widget.render({ model: table.model, el: stage });
  document.body.dataset.play = "live";
  status.hidden = true;
  marks.live = performance.now();
  marks.restored = restored;
  drawFiles(worker, kept);
  const root = /** @type {HTMLElement | null} */ (stage.querySelector(".moon-table"));
  // Ready for the keys at once — but a page framed in another one leaves the focus there.
  if (root && window.top === window) root.focus({ preventScroll: true });
}

function start() {
  document.body.dataset.play = "starting";
  if (location.protocol === "file:") {
    problem(words.not_served, [words.not_served_how]);
    return;
  }
  if (typeof WebAssembly !== "object" || typeof Worker !== "function") {
    problem(words.no_python, [words.no_python_why]);
    return;
  }
  say(words.steps[0], 1, words.steps.length);
  const pictured = previewFile();
  if (pictured) {
    fetch(new URL(pictured, new URL(config.files.previews, location.href)))
      .then((r) => (r.ok ? r.json() : null))
      .then((preview) => preview && drawPreview(preview))
      .catch(() => {});
  }
  const worker = new Worker(new URL("play-worker.js", import.meta.url), { type: "module" });
  const here = (path) => new URL(path, location.href).href;
  worker.onmessage = (e) => {
    const m = e.data;
    if (m.kind === "progress") {
      marks.steps[m.step - 1] = m.at - performance.timeOrigin;
      if (!table) say(words.steps[m.step - 1] ?? "", m.step, m.steps);
    } else if (m.kind === "table") {
      showTable(worker, m.json, Boolean(m.restored), Boolean(m.kept));
    } else if (m.kind === "file") {
      download(m.name, m.text);
    } else if (m.kind === "failed") {
      problem(words.failed, [m.text]);
    }
  };
  worker.onerror = (e) => problem(words.failed, [e.message || words.worker_failed]);
  const files = config.files;
  worker.postMessage({
    kind: "start",
    query: location.search,
    seed: chosen,
    last_step: lastStep,
    lang: remembered,
    build: config.build,
    lock_info: config.lock_info,
    files: { pyodide: here(files.pyodide), stdlib: here(files.stdlib), moon_nb: here(files.moon_nb), puzzles: here(files.puzzles) },
  });
}

start();
