"""Benchmark of the course site (`bash scripts/site.sh OUT`), printing its figures (a benchmark,
not a timed test).

- Build: the time of `scripts/site.sh` with its cache warm (run it once before), and with
  ``--cold-build`` from an empty cache too (every download again); the size of the site.
- Time to the first table: served from localhost (Python's static server) to Chromium with
  every other address blocked, from opening tutorial 01 to its first table on screen; the
  learner runs the table's cell as soon as the notebook shows. *Cold*: a new browser profile
  (nothing cached: Pyodide, the packages and the app are all downloaded). *Warm*: the same
  page opened again in that profile (the browser's HTTP cache holds them — the requests are
  watched, never routed, since routing turns the cache off; Pyodide and the kernel still start
  afresh, as they do on every visit). Each visit's transfer is said: the warm one's is what
  the cache did not hold.
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
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "browser"))
sys.path.insert(0, str(ROOT))  # the workload imports moon_nb here too

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
    copy = copy_with_notebooks(site, dest, {BARE: [BARE_CELL]})
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
    args = parser.parse_args()
    chromium_path, reason = find_chromium()
    if chromium_path is None:
        raise SystemExit(f"needs Chromium: {reason}")

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
        sites = {"this site": served}
        if args.against is not None:
            sites["--against"] = args.against
        if args.bare:
            sites["bare JupyterLite"] = bare_copy(site, work / "bare")
        with contextlib.ExitStack() as stack:
            browser = stack.enter_context(chromium(chromium_path, OFFLINE_ARGS))
            urls = {k: stack.enter_context(StaticServer(v)).url for k, v in sites.items()}
            runs: dict[str, list[tuple[tuple[float, float], tuple[float, float]]]] = {
                k: [] for k in sites
            }
            transfer: dict[str, list[tuple[int, int]]] = {k: [] for k in sites}
            for _ in range(args.runs):
                for name, url in urls.items():  # interleaved: each round times every site
                    context = browser.new_context(viewport={"width": 1280, "height": 1000})
                    # Watched, not routed: routing turns Chromium's HTTP cache off, and the
                    # warm visit would download everything again (OFFLINE_ARGS keeps the
                    # browser offline but for localhost all the same).
                    blocked = watch_outside(context)
                    sizes: list[int] = []
                    context.on("requestfinished", lambda r, sizes=sizes: sizes.append(moved(r)))
                    page = context.new_page()
                    visit = first_output if name == "bare JupyterLite" else first_table
                    cold = visit(page, url)
                    cold_bytes = sum(sizes)
                    warm = visit(page, url)
                    runs[name].append((cold, warm))
                    transfer[name].append((cold_bytes, sum(sizes) - cold_bytes))
                    assert not blocked, blocked
                    context.close()
            for name, timed in runs.items():
                what = "one-cell notebook" if name == "bare JupyterLite" else "tutorial 01"
                for label, index in (("cold", 0), ("warm", 1)):
                    shown = statistics.median(r[index][0] for r in timed)
                    table = ", ".join(f"{r[index][1]:.1f}" for r in timed)
                    middle = statistics.median(r[index][1] for r in timed)
                    bytes_moved = statistics.median(t[index] for t in transfer[name]) / 2**20
                    print(
                        f"{name}, {what}, {label}: notebook shown after {shown:.1f} s "
                        f"(median); first table (or output) after {table} s "
                        f"(median {middle:.1f}); {bytes_moved:.1f} MiB moved"
                    )
            if not seeds:  # --games 0: the first table only
                return
            context = browser.new_context()
            page = context.new_page()
            result = strong_in_pyodide(page, urls["this site"])
            context.close()

        print_players(seeds, "Pyodide", result)
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
