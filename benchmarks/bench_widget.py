"""Benchmark of the Moon table widget, printing its figures (a benchmark, not a timed test).

- Bundle size: the widget's JavaScript and CSS as shipped in the package (raw and gzipped).
- Building a table in Python: ``MoonTable(seed)`` including the computer players' first moves.
- First render: in a real JupyterLab (warm kernel), from Shift+Enter on the cell to the table
  showing the learner's hand. Target: ≤ 500 ms.
- Click → render: from the click on a tile to the table showing that tile in the trick, over
  many plays. The learner's move is synced before the computer players think, so this excludes
  their thinking. Target: p95 ≤ 100 ms. (Measured at a 300 ms pace: at pace 0, "Instant", the
  table jumps straight to the learner's next decision and a tile that completes a trick is
  never drawn in it.)

Run: ``.venv/bin/python benchmarks/bench_widget.py`` (needs Chromium: /usr/bin/chromium or
Playwright's own; add ``--plays N`` / ``--renders N`` to change the sample sizes).
"""

from __future__ import annotations

import argparse
import gzip
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "browser"))

from harness import (  # noqa: E402
    NOTEBOOK,
    chromium,
    find_chromium,
    jupyter_server,
    open_notebook,
    run_cell,
    write_notebook,
)

WATCH_CLICKS = """
table => {
  window.__moonClicks = [];
  document.addEventListener("click", (e) => {
    const tile = e.target.closest(".moon-hand button.moon-legal");
    if (!tile || !table.contains(tile) || table.dataset.phase !== "play") return;
    const entry = { tile: tile.dataset.tile, t0: performance.now(), t1: null };
    window.__moonClicks.push(entry);
    const seen = () => table.querySelector(
      `.moon-slot[data-seat="0"] [data-tile="${entry.tile}"]`);
    const observer = new MutationObserver(() => {
      if (entry.t1 === null && seen()) {
        entry.t1 = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(table, { childList: true, subtree: true });
  }, true);
}
"""

WATCH_RENDER = """
cell => {
  window.__moonRender = { t0: null, t1: null };
  for (const t of cell.querySelectorAll(".moon-table")) t.dataset.old = "1";
  document.addEventListener("keydown", (e) => {
    if (e.key === "Enter" && e.shiftKey && window.__moonRender.t0 === null) {
      window.__moonRender.t0 = performance.now();
    }
  }, true);
  const observer = new MutationObserver(() => {
    const table = cell.querySelector(".moon-table:not([data-old]) .moon-hand .moon-tile");
    if (table && window.__moonRender.t1 === null) {
      window.__moonRender.t1 = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(cell, { childList: true, subtree: true });
}
"""

SETTLED = """t => t && (t.dataset.overlay !== "" ||
    (t.dataset.replaying === "false" && t.dataset.busy === "false"))"""


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    k = min(len(ordered) - 1, max(0, round(q / 100 * (len(ordered) - 1))))
    return ordered[k]


def summary(values: list[float]) -> str:
    return (
        f"n={len(values)}  median={statistics.median(values):.0f} ms  "
        f"p95={pct(values, 95):.0f} ms  max={max(values):.0f} ms"
    )


def bundle_sizes() -> None:
    static = ROOT / "moon_nb" / "static"
    for name in ("widget.js", "widget.css", "quiz.js", "quiz.css"):
        data = (static / name).read_bytes()
        packed = len(gzip.compress(data))
        print(f"bundle {name}: {len(data) / 1024:.1f} KiB, {packed / 1024:.1f} KiB gzipped")


def python_build_time() -> None:
    from moon_nb import MoonTable

    times = []
    for seed in range(20):
        t = time.perf_counter()
        MoonTable(seed=seed).close()
        times.append((time.perf_counter() - t) * 1000)
    print(f"MoonTable(seed) in Python (first moves included): {summary(times)}")


def first_renders(page: Any, count: int) -> list[float]:
    cell = page.locator(f"{NOTEBOOK} .jp-Cell").nth(1)
    out = []
    for _ in range(count):
        page.evaluate(WATCH_RENDER, cell.element_handle())
        run_cell(page, 1)
        page.wait_for_function(
            "() => window.__moonRender.t1 !== null && window.__moonRender.t0 !== null",
            timeout=30_000,
        )
        r = page.evaluate("window.__moonRender")
        out.append(r["t1"] - r["t0"])
        page.wait_for_selector(
            '.jp-Notebook-ExecutionIndicator[data-status="idle"]', state="attached"
        )
    return out


def click_latencies(page: Any, plays: int) -> list[float]:
    table = page.locator(f"{NOTEBOOK} .jp-Cell").nth(1).locator(".moon-table")
    handle = table.element_handle()
    page.evaluate(WATCH_CLICKS, handle)
    done = 0
    for _ in range(plays * 6):
        if done >= plays:
            break
        page.wait_for_function(SETTLED, arg=handle, timeout=30_000)
        before = table.get_attribute("data-action-count")
        if table.get_attribute("data-overlay") == "summary":
            table.get_by_role("button", name="Next hand").click()
            page.wait_for_function("t => t.dataset.overlay === ''", arg=handle)
            continue
        if table.get_attribute("data-overlay") == "over":
            table.get_by_role("dialog").get_by_role("button", name="New game").click()
        elif table.get_attribute("data-phase") == "bid":
            table.locator(".moon-actions button:not([aria-disabled])").last.click()
        elif table.get_attribute("data-phase") == "discard":
            table.locator(".moon-hand button").last.click()
            table.locator(".moon-actions .moon-primary").click()
        elif table.get_attribute("data-phase") == "trump":
            table.locator(".moon-trump-choice").first.click()
        else:
            table.locator(".moon-hand button.moon-legal").first.click()
            done += 1
        page.wait_for_function(
            "([t, n]) => t.dataset.actionCount !== n", arg=[handle, before], timeout=30_000
        )
    clicks = page.evaluate("window.__moonClicks")
    missed = [c for c in clicks if c["t1"] is None]
    if missed:
        print(f"  ({len(missed)} plays never showed the tile: {missed})")
    return [c["t1"] - c["t0"] for c in clicks if c["t1"] is not None]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--renders", type=int, default=5)
    parser.add_argument("--plays", type=int, default=40)
    args = parser.parse_args()
    bundle_sizes()
    python_build_time()
    executable, reason = find_chromium()
    if executable is None:
        print(f"browser figures skipped: {reason}")
        return
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        write_notebook(
            root / "bench.ipynb",
            ["1", "from moon_nb import MoonTable\ntable = MoonTable(seed=12, pace_ms=300)\ntable"],
        )
        with jupyter_server(root) as server, chromium(executable) as browser:
            page = browser.new_page(viewport={"width": 1280, "height": 1000})
            open_notebook(page, server, "bench.ipynb")
            run_cell(page, 0)  # the kernel is up: what follows is the table's own cost
            page.wait_for_selector(
                '.jp-Notebook-ExecutionIndicator[data-status="idle"]', state="attached"
            )
            cold = first_renders(page, 1)
            print(
                f"first render in a fresh kernel (moon_nb imported by the cell): {cold[0]:.0f} ms"
            )
            renders = first_renders(page, args.renders)
            print(f"first render, Shift+Enter to the table drawn (warm kernel): {summary(renders)}")
            try:
                latencies = click_latencies(page, args.plays)
            except Exception:
                (ROOT / "test-artifacts").mkdir(exist_ok=True)
                page.screenshot(path=str(ROOT / "test-artifacts" / "bench-failure.png"))
                print("dialogs on the page:", page.locator(".jp-Dialog").all_inner_texts())
                raise
            print(f"click on a tile to the tile shown in the trick: {summary(latencies)}")


if __name__ == "__main__":
    main()
