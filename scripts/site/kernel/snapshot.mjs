// The course site's kernel, started once at build time and kept as a memory snapshot (run by
// scripts/site.sh, cached by its inputs' hashes): in Node, the very Pyodide the site ships, with
// the standard library the site ships (the byte code kernel_start.py wrote), runs snapshot.py —
// the kernel's packages installed as Pyodide installs them, IPython started as the kernel's
// worker starts it, moon_nb imported and a table dealt. Then Python's memory and the files the
// kernel had are written for the site (start.mjs restores them in the learner's browser), and
// restored once here, where a cell is run, so a snapshot that does not restore fails the build.
//
//   node snapshot.mjs PYODIDE_DIR SCRIPT IN_DIR OUT_DIR
//
// SCRIPT: snapshot.py (beside this file). IN_DIR: wheels/*.whl, what the kernel loads while it
// starts, and python_stdlib.pyc.zip, the site's standard library. OUT_DIR gets
// kernel.snapshot.gz, kernel.files.gz and report.json.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

const [pyodideDir, script, inDir, outDir] = process.argv.slice(2);
if (!outDir) {
  console.error("usage: node snapshot.mjs PYODIDE_DIR SCRIPT IN_DIR OUT_DIR");
  process.exit(2);
}
const here = dirname(fileURLToPath(import.meta.url));
const indexURL = resolve(pyodideDir) + "/";
const { loadPyodide } = await import(pathToFileURL(join(indexURL, "pyodide.mjs")).href);
const { default: createPyodideModule } = await import(pathToFileURL(join(indexURL, "pyodide.asm.mjs")).href);
const { packFiles, restore, serializer } = await import(pathToFileURL(join(here, "start.mjs")).href);
const say = (line) => console.log(line);
const options = { indexURL, stdLibURL: resolve(inDir, "python_stdlib.pyc.zip"), args: [], stdout: say, stderr: say };

/** Every file under `folder` in Pyodide's file system, as [path, bytes]. */
function filesUnder(FS, folder, found = []) {
  for (const name of FS.readdir(folder)) {
    if (name === "." || name === "..") continue;
    const path = `${folder}/${name}`;
    if (FS.isDir(FS.stat(path).mode)) filesUnder(FS, path, found);
    else found.push([path, FS.readFile(path)]);
  }
  return found;
}

const times = {};
let t = performance.now();
const py = await loadPyodide({ ...options, _makeSnapshot: true });
times.start = performance.now() - t;
py.FS.mkdirTree("/build/in/wheels");
for (const name of readdirSync(join(inDir, "wheels"))) {
  py.FS.writeFile(`/build/in/wheels/${name}`, readFileSync(join(inDir, "wheels", name)));
}
py.FS.writeFile("/build/snapshot.py", readFileSync(script));
t = performance.now();
const said = py.runPython(`
def _snapshot_report():
    import json
    names = {"__name__": "__main__"}
    exec(compile(open("/build/snapshot.py").read(), "snapshot.py", "exec"), names)
    return json.dumps(names["REPORT"])
_snapshot_report()`);
py.runPython("del _snapshot_report");
times.kernel = performance.now() - t;
const report = JSON.parse(said);
py.FS.unlink("/build/snapshot.py");
for (const name of py.FS.readdir("/build/in/wheels")) if (name.endsWith(".whl")) py.FS.unlink(`/build/in/wheels/${name}`);

// What the kernel's start wrote besides Python's memory: the packages, IPython's profile.
const leftOut = new Set(report.left_out);
const files = packFiles(
  report.folders.flatMap((folder) => filesUnder(py.FS, folder)).filter(([path]) => !leftOut.has(path)),
);
const snapshot = py.makeMemorySnapshot({ serializer: serializer(py._api) });
mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, "kernel.snapshot.gz"), gzipSync(snapshot, { level: 9 }));
writeFileSync(join(outDir, "kernel.files.gz"), gzipSync(files, { level: 9 }));

// Restored here as the browser restores it, a cell run; and again, to see `random` and the
// progress session's id start anew.
// Each in another time zone than the build's, which the restored kernel must take as its own:
// its offsets in winter and now, as JavaScript gives them, and Review() (fsrs) runs.
const check = (zone, now) => `
import datetime, json, random, sys, time, pyodide_kernel
kernel = pyodide_kernel.kernel_instance
kernel.interpreter.send_comm = lambda *args, **kwargs: None
result = await kernel.run("from moon_nb import MoonTable, Review\\ntable = MoonTable(seed=34)\\nReview()")
offset = datetime.datetime.now().astimezone().utcoffset().total_seconds()
zones = [time.timezone == ${zone}, offset == ${now}]
session = sys.modules["moon_nb.progress.store"].SESSION._id
json.dumps([result["status"], sys.path.count(""), "moon_nb.table" in sys.modules, all(zones), random.random(), session])
`;
const ran = [];
for (const [round, zone] of [[0, "Australia/Sydney"], [1, "America/New_York"]]) {
  process.env.TZ = zone;
  const year = new Date().getFullYear();
  const standard = Math.max(...[0, 6].map((month) => new Date(year, month, 1).getTimezoneOffset())) * 60;
  const now = -new Date().getTimezoneOffset() * 60;
  t = performance.now();
  const again = await restore(loadPyodide, createPyodideModule, snapshot, files, options);
  times[`restore ${round}`] = performance.now() - t;
  t = performance.now();
  ran.push(JSON.parse(await again.runPythonAsync(check(standard, now))));
  times[`cell ${round}`] = performance.now() - t;
}
const wrong = ([status, blanks, imported, zoned]) => status !== "ok" || blanks !== 1 || !imported || !zoned;
if (ran.some(wrong) || ran[0][4] === ran[1][4] || ran[0][5] === ran[1][5]) {
  console.error(`snapshot.mjs: the restored kernel ran a cell: ${JSON.stringify(ran)}`);
  process.exit(1);
}
const { left_out: _, ...kept } = report;
const out = {
  ...kept,
  left_out: leftOut.size,
  memory: snapshot.length,
  files: files.length,
  times: Object.fromEntries(Object.entries({ ...report.times, ...times }).map(([k, v]) => [k, Math.round(v)])),
};
writeFileSync(join(outDir, "report.json"), JSON.stringify(out));
console.log(`snapshot.mjs: ${JSON.stringify(out)}`);
