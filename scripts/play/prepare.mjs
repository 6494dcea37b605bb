// Start the play page's Python once at build time, in the Pyodide the page ships (run in Node by
// scripts/play.sh), and write what the page loads: the standard library with the modules the
// page imports while it starts as byte code, moon_nb as the page loads it, and the pictures of
// the deals shown before Python has started. The work itself is prepare.py's; this file only
// hands it the files and takes its results back.
//
//   node prepare.mjs PYODIDE_DIR MOON_NB_WHEEL OUT_DIR [PREVIEW_SEEDS]
//
// PYODIDE_DIR: the npm package of Pyodide, unpacked (pyodide.mjs, the wasm, python_stdlib.zip).
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const [pyodideDir, wheel, out, seeds = "100"] = process.argv.slice(2);
if (!out) {
  console.error("usage: node prepare.mjs PYODIDE_DIR MOON_NB_WHEEL OUT_DIR [PREVIEW_SEEDS]");
  process.exit(2);
}
const here = dirname(fileURLToPath(import.meta.url));
const { loadPyodide } = await import(pathToFileURL(join(resolve(pyodideDir), "pyodide.mjs")).href);
const started = Date.now();
const py = await loadPyodide({ indexURL: resolve(pyodideDir) + "/", args: [] });
const loaded = Date.now() - started;

py.FS.mkdirTree("/build/in");
py.FS.mkdirTree("/build/out");
py.FS.writeFile("/build/in/stdlib.zip", readFileSync(join(pyodideDir, "python_stdlib.zip")));
py.FS.writeFile("/build/in/moon_nb.whl", readFileSync(wheel));
py.runPython("import sys; sys.argv = ['prepare.py', " + JSON.stringify(String(Number(seeds))) + "]");
py.runPython(readFileSync(join(here, "prepare.py"), "utf8"), { filename: "prepare.py" });

mkdirSync(out, { recursive: true });
for (const name of ["stdlib.zip", "moon_nb.zip", "previews.json", "report.json"]) {
  writeFileSync(join(out, name), py.FS.readFile(`/build/out/${name}`));
}
console.log(`prepare.mjs: Pyodide started in ${loaded} ms; done in ${Date.now() - started} ms`);
