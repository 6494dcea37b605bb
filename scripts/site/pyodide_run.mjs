// Run a build step's Python inside the Pyodide a site ships, in Node, at build time: the play
// page's (scripts/play/prepare.py) and the course site's kernel start (kernel_start.py). The
// step runs in the very interpreter the browser will run, so the byte code it writes is that
// interpreter's own. This file only hands the step its files and takes its results back.
//
//   node pyodide_run.mjs PYODIDE_DIR SCRIPT IN_DIR OUT_DIR [ARG ...]
//
// PYODIDE_DIR: the npm package of Pyodide, unpacked. The step sees IN_DIR under /build/in,
// writes under /build/out (copied to OUT_DIR), may import the modules beside this file
// (byte_code.py), and gets ARGs as sys.argv[1:].
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const [pyodideDir, script, inDir, outDir, ...args] = process.argv.slice(2);
if (!outDir) {
  console.error("usage: node pyodide_run.mjs PYODIDE_DIR SCRIPT IN_DIR OUT_DIR [ARG ...]");
  process.exit(2);
}
const here = dirname(fileURLToPath(import.meta.url));
const { loadPyodide } = await import(pathToFileURL(join(resolve(pyodideDir), "pyodide.mjs")).href);
const started = Date.now();
const py = await loadPyodide({
  indexURL: resolve(pyodideDir) + "/",
  args: [],
  stdout: (line) => console.log(line),
  stderr: (line) => console.error(line),
});
const loaded = Date.now() - started;

function copyIn(from, to) {
  py.FS.mkdirTree(to);
  for (const name of readdirSync(from)) {
    const path = join(from, name);
    if (statSync(path).isDirectory()) copyIn(path, `${to}/${name}`);
    else py.FS.writeFile(`${to}/${name}`, readFileSync(path));
  }
}

function copyOut(from, to) {
  mkdirSync(to, { recursive: true });
  for (const name of py.FS.readdir(from)) {
    if (name === "." || name === "..") continue;
    const path = `${from}/${name}`;
    if (py.FS.isDir(py.FS.stat(path).mode)) copyOut(path, join(to, name));
    else writeFileSync(join(to, name), py.FS.readFile(path));
  }
}

copyIn(inDir, "/build/in");
py.FS.mkdirTree("/build/out");
py.FS.mkdirTree("/build/lib");
for (const name of readdirSync(here).filter((n) => n.endsWith(".py"))) {
  py.FS.writeFile(`/build/lib/${name}`, readFileSync(join(here, name)));
}
py.FS.writeFile(`/build/lib/${basename(script)}`, readFileSync(script));
py.globals.set("step_argv", py.toPy([basename(script), ...args]));
// The step's own traceback is what a failed build shows, then the build stops.
const failed = py.runPython(`
import sys, traceback
sys.argv = list(step_argv)
sys.path.insert(0, "/build/lib")
try:
    exec(compile(open("/build/lib/${basename(script)}").read(), "${basename(script)}", "exec"),
         {"__name__": "__main__"})
    failed = False
except BaseException:
    traceback.print_exc()
    failed = True
failed
`);
if (failed) {
  console.error(`pyodide_run.mjs: ${basename(script)} failed (its traceback is above)`);
  process.exit(1);
}
copyOut("/build/out", outDir);
console.log(`pyodide_run.mjs: Pyodide started in ${loaded} ms; done in ${Date.now() - started} ms`);
