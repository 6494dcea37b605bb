"""Benchmark of the course site (`bash scripts/site.sh OUT`), printing its figures (a benchmark,
not a timed test).

- Build: the time of `scripts/site.sh` with its cache warm (run it once before), and with
  ``--cold-build`` from an empty cache too (every download again); the size of the site.
- Time to the first table: served from localhost (Python's static server) to Chromium with
  every other address blocked, from opening tutorial 01 to its first table on screen; the
  learner runs the table's cell as soon as the notebook shows. *Cold*: a new browser profile
  on disk (nothing cached: Pyodide, the packages and the app are all downloaded). *Warm*: the
  same page opened again in that profile (the browser's HTTP cache holds them — the requests
  are watched, never routed, since routing turns the cache off; Pyodide and the kernel still
  start afresh, as they do on every visit). The profile is on disk, as a learner's browser's
  is (`on_disk_profile`): Playwright's own contexts keep their cache in memory, which holds no
  file as large as Pyodide's WebAssembly. Each visit's transfer is said: the warm one's is
  what the cache did not hold.
- Beside it, in the same interleaved rounds: ``--bare``, a bare copy of the site (`bare_copy`,
  the floor); ``--fewer``, a copy whose kernel starts without moon_nb's packages (the cell
  loads them); ``--early``, a copy whose notebook page starts the kernel before the notebook is
  laid out (`early_copy`); ``--repl``, the door's "Play a game" link (JupyterLite's REPL app,
  `door.play_link`).
- The strong computer player in Pyodide: decision times of `MonteCarloPlayer` over whole games
  against two heuristic players, and the exact solver's time on random deals, in the
  browser's kernel and, for comparison, in this CPython.

Run: ``.venv/bin/python benchmarks/bench_site.py`` (needs Chromium, Node and npm; add
``--runs N``, ``--games N``, ``--site DIR`` to use a built site, ``--against DIR`` to time
another built site in the same interleaved rounds — one built from an earlier commit, say —
``--cold-build`` to time a build from an empty cache too).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "browser"))
sys.path.insert(0, str(ROOT))  # the workload imports moon_nb here too

sys.path.insert(0, str(ROOT / "scripts" / "site"))

import door  # noqa: E402
from harness import NOTEBOOK, chromium, find_chromium, run_cell  # noqa: E402
from lite import copy_with_notebooks, open_lite_notebook, wait_until_run  # noqa: E402
from servers import OFFLINE_ARGS, StaticServer, watch_outside  # noqa: E402

from moon_nb.players import MonteCarloPlayer  # noqa: E402

TUTORIAL, TABLE_CELL = "01-quick-start.ipynb", 1
STRONG = "bench-strong.ipynb"
SPECS = ["strong", "heuristic", "heuristic"]


TOURNAMENT = (ROOT / "moon_nb" / "dev" / "tournament.py").read_text()
"""The tournament's game loop: a developer's tool, not in the installed wheel, so the workload
brings its source along."""

LIMIT = MonteCarloPlayer().limit
"""The longest the strong player may think over one decision (wall clock)."""

WORKLOAD = f"""
import random, sys, time, types
from moon_nb.players.solver import Search
from moon_nb.engine.tiles import MOON_TILES
from moon_nb.engine.options import Rules
tournament = sys.modules["bench_tournament"] = types.ModuleType("bench_tournament")
exec({TOURNAMENT!r}, tournament.__dict__)
play_game = tournament.play_game

def measure(seeds, deals=30):
    think, start = [], time.perf_counter()
    for seed in seeds:
        think += play_game({SPECS!r}, seed, Rules()).think["strong"]
    wall = time.perf_counter() - start
    rng, tiles, solve = random.Random("bench-site"), [t.index for t in MOON_TILES], []
    for k in range(deals):
        rng.shuffle(tiles)
        masks = [sum(1 << i for i in tiles[7 * s : 7 * s + 7]) for s in range(3)]
        bidder = rng.randrange(3)
        t = time.perf_counter()
        Search(k % 9, 3, bidder).value(masks, bidder)
        solve.append(time.perf_counter() - t)
    return {{"think": think, "wall": wall, "solve": solve}}
"""
"""The strong player's decision times over whole games, and the solver's time on random
deals (what bounds how many deals the player weighs within its budget): run alike in the
browser's kernel and here."""


def strong_cell(seeds: list[int]) -> str:
    """A cell that runs the workload in the site's kernel and prints its figures."""
    return f"import json\nexec({WORKLOAD!r})\nprint(json.dumps(measure({seeds!r})))"


def measure_here(seeds: list[int]) -> dict[str, Any]:
    namespace: dict[str, Any] = {}
    exec(WORKLOAD, namespace)
    return dict(namespace["measure"](seeds))


def build(out: Path, cache: Path | None = None) -> float:
    """Build the site into ``out`` with scripts/site.sh; return the seconds it took."""
    env = dict(os.environ)
    if cache is not None:
        env["MOON_NB_SITE_CACHE"] = str(cache)
    start = time.perf_counter()
    subprocess.run(["bash", str(ROOT / "scripts" / "site.sh"), str(out)], check=True, env=env)
    return time.perf_counter() - start


@contextlib.contextmanager
def on_disk_profile(driver: Any, chromium_path: str, work: Path) -> Iterator[Any]:
    """A browser with a new profile on disk, as a learner's browser has (offline but for
    localhost). A context of Playwright's own (`browser.new_context()`) keeps its HTTP cache in
    memory, where Chromium keeps no response larger than an eighth of that cache (6 MiB kept,
    7 MiB not, measured): Pyodide's 9.2 MiB WebAssembly was downloaded again on every "warm"
    visit, and compiled again."""
    folder = Path(tempfile.mkdtemp(prefix="profile-", dir=work))
    context = driver.chromium.launch_persistent_context(
        str(folder),
        executable_path=chromium_path,
        args=OFFLINE_ARGS,
        viewport={"width": 1280, "height": 1000},
    )
    try:
        yield context
    finally:
        context.close()
        shutil.rmtree(folder, ignore_errors=True)


def moved(request: Any) -> int:
    """The bytes a finished request moved (body and headers, as Chromium counts them): none
    for one the HTTP cache answered."""
    got = request.sizes()
    return int(got["responseBodySize"] + got["responseHeadersSize"])


def size_mib(folder: Path) -> float:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file()) / 2**20


def first_table(page: Any, url: str, read: float = 0) -> tuple[float, float]:
    """Open tutorial 01, run its table cell at once (or after reading for ``read`` seconds);
    (seconds to the notebook shown, seconds to the table shown)."""
    start = time.perf_counter()
    open_lite_notebook(page, url, TUTORIAL)
    shown = time.perf_counter() - start
    page.wait_for_timeout(read * 1000)
    run_cell(page, TABLE_CELL)
    cell = page.locator(f"{NOTEBOOK} .jp-Cell").nth(TABLE_CELL)
    cell.locator(".moon-table .moon-hand .moon-tile").first.wait_for(timeout=300_000)
    return shown, time.perf_counter() - start


BARE = "bare.ipynb"
BARE_CELL = 'print("ready")'
KERNEL_SETTINGS = "@jupyterlite/pyodide-kernel-extension:kernel"
MOON_NB_PACKAGES = {"moon-nb", "fsrs"}
"""What the course site's kernel fetches as it starts for moon_nb alone (scripts/site/
jupyter_lite_config.json's prefetch); the bare site's kernel leaves them out."""


def bare_copy(site: Path, dest: Path) -> Path:
    """The floor of the course site: the same JupyterLite, Pyodide and kernel (their versions
    and the build's speed-ups: byte code, the compiled standard library, the prefetch), with a
    one-cell notebook (`BARE`) and a kernel that starts without moon_nb's packages."""
    return without_moon_nb_packages(copy_with_notebooks(site, dest, {BARE: [BARE_CELL]}))


def without_moon_nb_packages(copy: Path) -> Path:
    """``copy`` (a copy of the site) with its kernel started without `MOON_NB_PACKAGES`."""
    config_path = copy / "jupyter-lite.json"
    config = json.loads(config_path.read_text())
    options = config["jupyter-config-data"]["litePluginSettings"][KERNEL_SETTINGS]
    packages = options["loadPyodideOptions"]["packages"]
    assert set(packages) >= MOON_NB_PACKAGES, packages
    options["loadPyodideOptions"]["packages"] = [p for p in packages if p not in MOON_NB_PACKAGES]
    config_path.write_text(json.dumps(config))
    return copy


def first_output(page: Any, url: str) -> tuple[float, float]:
    """The bare site's `first_table`: open its one-cell notebook, run the cell at once;
    (seconds to the notebook shown, seconds to the cell's output shown)."""
    start = time.perf_counter()
    open_lite_notebook(page, url, BARE)
    shown = time.perf_counter() - start
    run_cell(page, 0)
    cell = page.locator(f"{NOTEBOOK} .jp-Cell").nth(0)
    cell.locator(".jp-OutputArea-output", has_text="ready").first.wait_for(timeout=300_000)
    return shown, time.perf_counter() - start


def fewer_copy(site: Path, dest: Path) -> Path:
    """The course site whose kernel starts without moon_nb's packages (`MOON_NB_PACKAGES`):
    the table's cell loads them when it imports moon_nb (and `Review()` would find no fsrs)."""
    return without_moon_nb_packages(copy_with_notebooks(site, dest, {}))


EARLY = """<script>
(() => {
  // The notebook's kernel started as soon as JupyterLite's services are up, before the
  // notebook is fetched and laid out: its page then finds the session by its path and joins it.
  const path = new URLSearchParams(location.search).get("path");
  if (!path || !path.endsWith(".ipynb")) return;
  const start = async () => {
    const app = window.jupyterapp;
    if (!app) return setTimeout(start, 10);
    await app.started;  // before, the kernel's factory is not there and the start hangs
    // The kernel mounts the browser's drive only if the site's service worker is registered.
    if (navigator.serviceWorker) await navigator.serviceWorker.ready;
    const sessions = app.serviceManager.sessions;
    await sessions.ready;
    for (const running of sessions.running()) if (running.path === path) return;
    // Comms left to the notebook's own connection: this one would close the widgets' comms
    // ("Error displaying widget: model not found").
    const kernel = { name: "python" };
    const only = { kernelConnectionOptions: { handleComms: false } };
    await sessions.startNew({ path, name: path, type: "notebook", kernel }, only);
  };
  start();
})();
</script>
"""
"""What `early_copy` puts in JupyterLab's page."""


def early_copy(site: Path, dest: Path) -> Path:
    """The course site whose notebook page starts the notebook's kernel before the notebook is
    laid out (`EARLY`; JupyterLite 0.8.6 starts it once the cells show)."""
    copy = copy_with_notebooks(site, dest, {})
    config_path = copy / "jupyter-lite.json"
    config = json.loads(config_path.read_text())
    config["jupyter-config-data"]["exposeAppInBrowser"] = "true"  # window.jupyterapp
    config_path.write_text(json.dumps(config))
    page = copy / "lab" / "index.html"
    page.write_text(page.read_text().replace("</head>", EARLY + "</head>", 1))
    return copy


def repl_table(page: Any, url: str) -> tuple[float, float]:
    """The door's play link (`door.play_link`, English): JupyterLite's REPL app running one
    cell that makes a table; (seconds to the REPL's cell shown, seconds to the table shown)."""
    start = time.perf_counter()
    page.goto(f"{url}/{door.play_link('en')}")
    page.locator(".jp-CodeConsole .jp-Cell").first.wait_for(timeout=300_000)
    shown = time.perf_counter() - start
    page.locator(".moon-table .moon-hand .moon-tile").first.wait_for(timeout=300_000)
    return shown, time.perf_counter() - start


def strong_in_pyodide(page: Any, url: str) -> dict[str, Any]:
    open_lite_notebook(page, url, STRONG)
    run_cell(page, 0)
    wait_until_run(page, 0, timeout=1_800_000)
    output = page.locator(f"{NOTEBOOK} .jp-Cell").nth(0).locator(".jp-OutputArea-output")
    return dict(json.loads(output.last.inner_text()))


def times_line(label: str, think: list[float], limit: float = LIMIT) -> str:
    ms = sorted(t * 1000 for t in think)
    p95 = ms[min(len(ms) - 1, round(0.95 * (len(ms) - 1)))]
    near = sum(t >= 0.95 * limit * 1000 for t in ms)
    return (
        f"  {label:<14} {len(ms):4d} decisions: p50 {statistics.median(ms):6.0f} ms, "
        f"p95 {p95:6.0f} ms, max {ms[-1]:6.0f} ms; {near} at the {limit} s limit"
    )


def print_players(seeds: list[int], where: str, there: dict[str, Any]) -> None:
    """The workload's figures from the browser (``there``, labelled ``where``) beside the same
    workload run here."""
    here = measure_here(seeds)
    python = f"CPython {sys.version.split()[0]}"
    print(f"strong vs two heuristic players, seeds {seeds} (the limit: {LIMIT} s a decision):")
    for label, got in ((where, there), (python, here)):
        print(times_line(label, got["think"]) + f"; {got['wall']:.0f} s in all")
    print("exact solver, bidder's tricks on 30 random deals (median):")
    for label, got in ((where, there), (python, here)):
        print(f"  {label:<14} {statistics.median(got['solve']) * 1000:6.1f} ms")


Visit = Callable[[Any, str], tuple[float, float]]


def cold_and_warm(
    driver: Any, chromium_path: str, work: Path, url: str, visit: Visit
) -> tuple[tuple[float, float], tuple[float, float], int, int]:
    """``visit`` in a new profile on disk (cold), then again in it (warm): their times and the
    bytes each moved (the warm one's: what the cache did not hold)."""
    with on_disk_profile(driver, chromium_path, work) as context:
        # Watched, not routed: routing turns Chromium's HTTP cache off, and the warm visit
        # would download everything again (OFFLINE_ARGS keeps the browser offline but for
        # localhost all the same).
        blocked = watch_outside(context)
        sizes: list[int] = []
        context.on("requestfinished", lambda r: sizes.append(moved(r)))
        page = context.pages[0] if context.pages else context.new_page()
        cold = visit(page, url)
        cold_bytes = sum(sizes)
        warm = visit(page, url)
        assert not blocked, blocked
        return cold, warm, cold_bytes, sum(sizes) - cold_bytes


LABELS = {
    "this site": "tutorial 01",
    "bare JupyterLite": "one-cell notebook",
    "--against": "tutorial 01",
    "fewer packages at start": "tutorial 01",
    "kernel started early": "tutorial 01",
    "door's play link (REPL)": "one cell",
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--site", type=Path, help="a site built by scripts/site.sh")
    parser.add_argument("--runs", type=int, default=3, help="cold and warm loads each")
    parser.add_argument("--games", type=int, default=2, help="games of the strong player (0: none)")
    parser.add_argument("--against", type=Path, help="another built site, timed beside it")
    parser.add_argument("--cold-build", action="store_true", help="also build from no cache")
    parser.add_argument(
        "--bare", action="store_true", help="time a bare copy of the site beside it (`bare_copy`)"
    )
    parser.add_argument(
        "--fewer", action="store_true", help="and a copy whose kernel starts without moon_nb's"
    )
    parser.add_argument(
        "--early", action="store_true", help="and a copy that starts the kernel early"
    )
    parser.add_argument("--repl", action="store_true", help="and the door's play link (REPL)")
    args = parser.parse_args()
    chromium_path, reason = find_chromium()
    if chromium_path is None:
        raise SystemExit(f"needs Chromium: {reason}")

    from playwright.sync_api import sync_playwright

    work = Path(tempfile.mkdtemp(prefix="moon-bench-site-"))
    try:
        cache = work / "cache" if args.cold_build else None
        if cache is not None:
            print(f"build, empty cache: {build(work / 'cold', cache):.0f} s")
        site = args.site
        if site is None:
            site = work / "site"
            print(f"build, cache warm: {build(site, cache):.0f} s")
        files = sum(1 for p in site.rglob("*") if p.is_file())
        print(f"site: {size_mib(site):.1f} MiB in {files} files")

        seeds = list(range(1, args.games + 1))
        served = copy_with_notebooks(site, work / "served", {STRONG: [strong_cell(seeds)]})
        sites: dict[str, tuple[Path, Visit]] = {"this site": (served, first_table)}
        if args.against is not None:
            sites["--against"] = (args.against, first_table)
        if args.bare:
            sites["bare JupyterLite"] = (bare_copy(site, work / "bare"), first_output)
        if args.fewer:
            sites["fewer packages at start"] = (fewer_copy(site, work / "fewer"), first_table)
        if args.early:
            sites["kernel started early"] = (early_copy(site, work / "early"), first_table)
        if args.repl:
            sites["door's play link (REPL)"] = (served, repl_table)
        with contextlib.ExitStack() as stack:
            driver = stack.enter_context(sync_playwright())
            urls = {k: stack.enter_context(StaticServer(v[0])).url for k, v in sites.items()}
            runs: dict[str, list[tuple[tuple[float, float], tuple[float, float]]]] = {
                k: [] for k in sites
            }
            transfer: dict[str, list[tuple[int, int]]] = {k: [] for k in sites}
            loads = [os.getloadavg()[0]]
            for _ in range(args.runs):
                for name, url in urls.items():  # interleaved: each round times every site
                    cold, warm, cold_bytes, warm_bytes = cold_and_warm(
                        driver, chromium_path, work, url, sites[name][1]
                    )
                    runs[name].append((cold, warm))
                    transfer[name].append((cold_bytes, warm_bytes))
                    loads.append(os.getloadavg()[0])
            print(f"load average (1 min) over the rounds: {min(loads):.1f}-{max(loads):.1f}")
            middles = {}
            for name, timed in runs.items():
                for label, index in (("cold", 0), ("warm", 1)):
                    shown = statistics.median(r[index][0] for r in timed)
                    table = ", ".join(f"{r[index][1]:.1f}" for r in timed)
                    middle = middles[name, label] = statistics.median(r[index][1] for r in timed)
                    bytes_moved = statistics.median(t[index] for t in transfer[name]) / 2**20
                    print(
                        f"{name}, {LABELS[name]}, {label}: notebook shown after {shown:.1f} s "
                        f"(median); first table (or output) after {table} s "
                        f"(median {middle:.1f}); {bytes_moved:.1f} MiB moved"
                    )
            if ("bare JupyterLite", "cold") in middles:
                for name in runs:
                    if name == "bare JupyterLite":
                        continue
                    ratios = ", ".join(
                        f"{label} {middles[name, label] / middles['bare JupyterLite', label]:.2f}x"
                        for label in ("cold", "warm")
                    )
                    print(f"{name} / bare JupyterLite, medians: {ratios} (the aim: 1.1x at most)")
            if not seeds:  # --games 0: the first table only
                return
            browser = stack.enter_context(chromium(chromium_path, OFFLINE_ARGS, driver))
            context = browser.new_context()
            page = context.new_page()
            result = strong_in_pyodide(page, urls["this site"])
            context.close()

        print_players(seeds, "Pyodide", result)
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
