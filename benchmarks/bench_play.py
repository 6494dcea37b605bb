"""Benchmark of the play page (`bash scripts/play.sh OUT`) beside its floor and the course
site, measured side by side in one run (a benchmark that prints its figures, not a timed test).

Each is served from localhost (Python's static server) to one Chromium with every other address
blocked; the rounds are interleaved (floor, play page, course site, then again), so a busy
machine slows all three alike.

- *Play page*: from opening ``index.html?seed=S`` to its first live table (Python has dealt,
  the learner's controls answer; the computer players' moves up to the learner's are made).
- *Floor*: the least any page can do with this Python: the same Pyodide (its npm package as it
  is, in the page's main thread), the moon_nb wheel unpacked, ``moon_nb`` imported and a scene
  built — and nothing drawn.
- *Course site*: tutorial 01 opened, its table cell run at once, to its table on screen
  (`bench_site.first_table`); left out with ``--no-site``. Then again with the learner reading
  for ``--read`` seconds (20) before running the cell, that reading taken off the time: the
  kernel starts when the notebook opens, so what is left is the wait the reading did not hide.

*Cold*: a new browser profile on disk (nothing cached). *Warm*: the same address opened again
in that profile, with Chromium's HTTP cache on (the requests are watched, never routed: routing
turns the cache off, and each "warm" visit used to download everything again) and on disk, as a
learner's browser's is (`bench_site.on_disk_profile`: a Playwright context's cache is in memory
and keeps no file as large as Pyodide's WebAssembly); the play page restores its memory
snapshot. *Transfer*: what each visit moved (bodies and headers, as Chromium counts
them): the warm one's is what the cache did not hold.

Then the expert in the page: the strong computer player's decision times over whole games and
the exact solver's, in the play page's own Python (the workload of `bench_site.WORKLOAD`, with
the developer's tools it imports written into the page's Python first) and in this CPython.

Run: ``.venv/bin/python benchmarks/bench_play.py`` (needs Chromium, npm and node; ``--runs N``,
``--games N``, ``--play DIR`` / ``--site DIR`` to use built ones, ``--no-site``; ``--against
DIR``: another built course site, one of an earlier commit say, timed in the same rounds).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from bench_site import (  # also sets sys.path
    ROOT,
    WORKLOAD,
    build,
    first_table,
    moved,
    on_disk_profile,
    print_players,
)
from harness import chromium, find_chromium
from lite import copy_with_notebooks
from play import LIVE, build_play
from servers import OFFLINE_ARGS, StaticServer, watch_outside

SEED = 7
FLOOR_PAGE = """<!DOCTYPE html><html><head><meta charset="utf-8"><title>floor</title></head>
<body><script type="module">
const { loadPyodide } = await import("./pyodide/pyodide.mjs");
const py = await loadPyodide({ indexURL: new URL("pyodide/", location.href).href });
py.unpackArchive(await (await fetch("moon_nb.whl")).arrayBuffer(), "wheel");
py.runPython("from moon_nb import Game\\nfrom moon_nb.show import scene\\nscene(Game(seed=1), 0)");
window.floorDone = performance.now();
</script></body></html>
"""


def build_floor(out: Path) -> Path:
    """The floor page: Pyodide's npm package (the course site's cached tarball) as it is, the
    moon_nb wheel of this tree, and a page that starts them and builds a scene."""
    cache = subprocess.run(
        ["bash", "-c", '. "$0/scripts/site/cache.sh"; echo "$PYODIDE_TGZ"', str(ROOT)],
        env={**os.environ, "ROOT": str(ROOT)},
        capture_output=True,
        text=True,
        check=True,
    )
    tarball = Path(cache.stdout.strip())
    if not tarball.is_file():
        raise SystemExit(f"no Pyodide at {tarball}: run scripts/play.sh or scripts/site.sh once")
    out.mkdir(parents=True)
    with tarfile.open(tarball) as tar:
        tar.extractall(out / "unpacked", filter="data")
    (out / "unpacked" / "package").rename(out / "pyodide")
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", str(ROOT), "-w", str(out)],
        check=True,
        env=dict(os.environ, MOON_NB_PURE="1"),  # Pyodide loads the pure-Python wheel
    )
    next(out.glob("moon_nb-*.whl")).rename(out / "moon_nb.whl")
    (out / "index.html").write_text(FLOOR_PAGE)
    return out


def visit(page: Any, url: str, ready: str) -> float:
    """Seconds from opening ``url`` until ``ready`` (a JS condition) holds."""
    start = time.perf_counter()
    page.goto(url)
    page.wait_for_function(ready, timeout=300_000, polling=50)
    return time.perf_counter() - start


def play_ready(page: Any) -> None:
    assert page.evaluate("document.body.dataset.play") == "live", page.inner_text("body")[:500]


def cold_and_warm(
    driver: Any, chromium_path: str, work: Path, go: Callable[[Any], float]
) -> tuple[float, float, int, dict[str, Any]]:
    """A cold visit in a new profile on disk and a warm one after it: (cold s, warm s, cold
    bytes, what the page said of itself)."""
    with on_disk_profile(driver, chromium_path, work) as context:
        # Watched, not routed: routing turns Chromium's HTTP cache off (the warm visit would
        # fetch everything again); the browser is offline but for localhost all the same
        # (OFFLINE_ARGS).
        blocked = watch_outside(context)
        sizes: list[int] = []
        context.on("requestfinished", lambda r: sizes.append(moved(r)))
        page = context.pages[0] if context.pages else context.new_page()
        said = "() => window.moonPlay ? {...window.moonPlay} : {}"
        cold = go(page)
        cold_bytes = sum(sizes)
        facts = {"cold": page.evaluate(said)}
        warm = go(page)
        facts["warm"] = page.evaluate(said)
        facts["warm_bytes"] = sum(sizes) - cold_bytes  # what the cache did not hold
        assert not blocked, blocked
    return cold, warm, cold_bytes, facts


def expert_in_page(browser: Any, url: str, seeds: list[int]) -> dict[str, Any]:
    """`bench_site.WORKLOAD` run in the play page's own Python (its worker)."""
    context = browser.new_context()
    page = context.new_page()
    page.goto(f"{url}/index.html?seed={SEED}")
    page.wait_for_function(LIVE, timeout=300_000)
    worker = page.workers[0]
    dev = ROOT / "moon_nb" / "dev"
    files = {p.name: p.read_text() for p in dev.glob("*.py")}
    worker.evaluate(
        """files => { const site = self.pyodide.runPython(
              "import sys; [p for p in sys.path if p.endswith('site-packages')][0]");
            self.pyodide.FS.mkdirTree(site + "/moon_nb/dev");
            for (const [name, text] of Object.entries(files))
              self.pyodide.FS.writeFile(site + "/moon_nb/dev/" + name, text); }""",
        files,
    )
    code = f"import json\nexec({WORKLOAD!r})\njson.dumps(measure({seeds!r}))"
    text = worker.evaluate("code => self.pyodide.runPython(code)", code)
    context.close()
    return dict(json.loads(text))


def mib(n: float) -> str:
    return f"{n / 2**20:.1f} MiB"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--play", type=Path, help="a page built by scripts/play.sh")
    parser.add_argument("--site", type=Path, help="a site built by scripts/site.sh")
    parser.add_argument("--no-site", action="store_true", help="leave the course site out")
    parser.add_argument("--against", type=Path, help="another built site, timed beside it")
    parser.add_argument("--runs", type=int, default=3, help="cold and warm visits of each")
    parser.add_argument("--games", type=int, default=1, help="games of the expert")
    parser.add_argument(
        "--read",
        type=float,
        default=20,
        help="also time the course site's table when the learner reads this long before "
        "running its cell (the kernel starts when the notebook opens); 0: not",
    )
    args = parser.parse_args()
    chromium_path, reason = find_chromium()
    if chromium_path is None:
        raise SystemExit(f"needs Chromium: {reason}")

    work = Path(tempfile.mkdtemp(prefix="moon-bench-play-"))
    try:
        start = time.perf_counter()
        play = args.play or build_play(work / "play")
        if args.play is None:
            print(f"play page built in {time.perf_counter() - start:.0f} s (cache warm)")
        built = json.loads((play / "moon-play.json").read_text())
        print(f"play page: {mib(built['bytes'])} in {built['files']} files")
        floor = build_floor(work / "floor")
        site = None
        if not args.no_site:
            site = args.site
            if site is None:
                site = work / "site"
                print(f"course site built in {build(site):.0f} s (cache warm)")
            site = copy_with_notebooks(site, work / "served", {})
        against = args.against and copy_with_notebooks(args.against, work / "against", {})

        servers = {"floor": StaticServer(floor), "play": StaticServer(play)}
        if site is not None:
            servers["site"] = StaticServer(site)
        if against:
            servers["against"] = StaticServer(against)
        for server in servers.values():
            server.__enter__()
        goes: dict[str, Callable[[Any], float]] = {
            "floor": lambda p: visit(p, f"{servers['floor'].url}/index.html", "window.floorDone"),
            "play": lambda p: visit(p, f"{servers['play'].url}/index.html?seed={SEED}", LIVE),
        }
        if site is not None:
            goes["site"] = lambda p: first_table(p, servers["site"].url)[1]
            if args.read:
                # From the cell's run to its table, after reading (the run is `read` s in).
                goes["site-read"] = lambda p: (
                    first_table(p, servers["site"].url, args.read)[1] - args.read
                )
        if against:
            goes["against"] = lambda p: first_table(p, servers["against"].url)[1]
        results: dict[str, list[tuple[float, float, int, dict[str, Any]]]] = {k: [] for k in goes}
        loads = [os.getloadavg()[0]]
        try:
            from playwright.sync_api import sync_playwright

            with sync_playwright() as driver:
                for _ in range(args.runs):
                    for name, go in goes.items():
                        results[name].append(cold_and_warm(driver, chromium_path, work, go))
                        loads.append(os.getloadavg()[0])
                seeds = list(range(1, args.games + 1))
                with chromium(chromium_path, OFFLINE_ARGS, driver) as browser:
                    in_page = expert_in_page(browser, servers["play"].url, seeds)
        finally:
            for server in servers.values():
                server.__exit__(None, None, None)

        labels = {
            "floor": "floor (Pyodide + moon_nb + a scene)",
            "play": "play page, first live table",
            "site": "course site, tutorial 01's table",
            "site-read": f"  the same, less {args.read:.0f} s read first",
            "against": "  the --against site, tutorial 01",
        }
        median = {k: statistics.median(r[0] for r in v) for k, v in results.items()}
        print(
            f"time to ready, {args.runs} interleaved rounds (each: cold, then warm; load "
            f"average over them {min(loads):.1f}-{max(loads):.1f}):"
        )
        for name, runs in results.items():
            cold = ", ".join(f"{r[0]:.1f}" for r in runs)
            warm = ", ".join(f"{r[1]:.1f}" for r in runs)
            moved = statistics.median(r[2] for r in runs)
            again = statistics.median(r[3]["warm_bytes"] for r in runs)
            print(
                f"  {labels[name]:<36} cold {cold} s (median {median[name]:.1f}); "
                f"warm {warm} s; transfer cold {mib(moved)}, warm {mib(again)}"
            )
        print(f"  play page / floor, cold medians: {median['play'] / median['floor']:.2f}x")
        warm = {k: statistics.median(r[1] for r in v) for k, v in results.items()}
        for name in ("site", "against"):
            if name in median:
                print(
                    f"  {labels[name].strip()} / play page, medians: cold "
                    f"{median[name] / median['play']:.2f}x, warm {warm[name] / warm['play']:.2f}x"
                )
        steps = [r[3] for r in results["play"]]
        restored = sum(bool(s["warm"].get("restored")) for s in steps)
        picture = statistics.median(s["cold"]["preview"] for s in steps)
        print(
            f"  play page: the deal's picture drawn {picture:.0f} ms after opening (cold, "
            f"median); {restored} of {len(steps)} warm visits restored the memory snapshot"
        )

        print_players(seeds, "play page", in_page)
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
