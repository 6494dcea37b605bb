// Bundle the widgets into the Python package: the table (src/index.js -> moon_nb/static/widget.js,
// src/widget.css -> widget.css) and the lessons' quiz (src/quiz.js -> quiz.js, src/quiz.css ->
// quiz.css), and the exported pages (moon_nb.course.export): a game (src/export.js, src/export.css)
// and a page of exercises (src/exercises.js, with the quiz's styles); the play page
// (scripts/play.sh: src/play.js, src/worker.js, src/play.css).
//   node build.mjs                 build once (what scripts/build_js.sh runs)
//   node build.mjs --outdir DIR    build elsewhere (the test that checks the shipped bundle is in
//                                  sync with the source builds into a temporary directory)
//   node build.mjs --watch         rebuild on every change; with ANYWIDGET_HMR=1 in the kernel's
//                                  environment a running table picks the new bundle up at once
import { context } from "esbuild";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const flag = process.argv.indexOf("--outdir");
const outdir = flag >= 0 ? process.argv[flag + 1] : join(here, "..", "moon_nb", "static");
const watch = process.argv.includes("--watch");

const common = {
  bundle: true,
  minify: true,
  legalComments: "none",
  logLevel: watch ? "info" : "warning",
  charset: "utf8",
};

const script = (entry, name) => ({
  ...common,
  entryPoints: [join(here, "src", entry)],
  outfile: join(outdir, name),
  format: "esm",
  target: "es2020",
});
const style = (entry, name) => ({
  ...common,
  entryPoints: [join(here, "src", entry)],
  outfile: join(outdir, name),
  target: "chrome100",
});

const builds = [
  script("index.js", "widget.js"),
  style("widget.css", "widget.css"),
  script("quiz.js", "quiz.js"),
  style("quiz.css", "quiz.css"),
  script("export.js", "export.js"),
  script("exercises.js", "exercises.js"),
  style("export.css", "export.css"),
  // The play page (scripts/play.sh): its page, its web worker and its styles (the table's own).
  script("play.js", "play.js"),
  script("worker.js", "play-worker.js"),
  style("play.css", "play.css"),
];

for (const options of builds) {
  const ctx = await context(options);
  if (watch) {
    await ctx.watch();
  } else {
    await ctx.rebuild();
    await ctx.dispose();
  }
}
