"""Benchmark of the double-dummy solver (`moon_nb.players.solver`) on whole hands.

    .venv/bin/python benchmarks/bench_solver.py            # 300 deals each, 3 and 4 players
    .venv/bin/python benchmarks/bench_solver.py --deals 60 --players 3

Each deal is random: three-player Moon deals 21 of its 22 tiles, seven to a seat (the bidder's
hand after taking the widow and discarding); four-player Moon deals all 28. The bidder is a
random seat and leads the first trick; trump cycles through all nine choices. For every deal it
times `solve_masks` (the bidder's side's tricks with best play) and `move_values_masks` (the
value of every tile at the opening lead), each from a fresh transposition table.

Times are given twice: wall clock, and the CPU time of this process (one core; the solver is
single-threaded). On a shared machine the CPU time is the fairer figure. The targets from the
solver's issue are checked against three-player wall-clock figures.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TypeVar

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from moon_nb.engine.tiles import DOUBLE_SIX, MOON_TILES
from moon_nb.engine.trump import Trump
from moon_nb.players.solver import Search, move_values_masks

TARGETS = {"solve": (10.0, 50.0, 250.0), "moves": (60.0, None, None)}
"""Three-player targets in ms: (median, p95, max)."""

Deal = tuple[list[int], int, int]
T = TypeVar("T")


def deals(players: int, count: int, seed: int) -> list[Deal]:
    """``count`` random deals: (hand masks, trump index, bidder)."""
    rng = random.Random(f"bench/{players}/{seed}")
    tiles = [t.index for t in (MOON_TILES if players == 3 else DOUBLE_SIX)]
    out = []
    for k in range(count):
        rng.shuffle(tiles)
        masks = [sum(1 << i for i in tiles[7 * s : 7 * s + 7]) for s in range(players)]
        out.append((masks, k % 9, rng.randrange(players)))
    return out


def timed(fn: Callable[[], T]) -> tuple[T, float, float]:
    """(result, wall ms, cpu ms) of one call."""
    wall, cpu = time.perf_counter(), time.process_time()
    result = fn()
    return result, (time.perf_counter() - wall) * 1e3, (time.process_time() - cpu) * 1e3


def summary(values: list[float]) -> tuple[float, float, float, float]:
    """(median, p95, max, mean)."""
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return statistics.median(ordered), p95, ordered[-1], statistics.fmean(ordered)


def row(label: str, values: list[float]) -> str:
    med, p95, top, mean = summary(values)
    return f"  {label:<34}{med:9.1f}{p95:9.1f}{top:9.1f}{mean:9.1f}"


def run(players: int, count: int, seed: int) -> dict[str, list[float]]:
    """Time every deal; print the table; return the timings."""
    got: dict[str, list[float]] = {k: [] for k in ("solve", "solve_cpu", "moves", "moves_cpu")}
    nodes: list[int] = []
    by_trump: dict[int, list[float]] = {t: [] for t in range(9)}
    values: list[int] = []
    for masks, trump, bidder in deals(players, count, seed):
        search = Search(trump, players, bidder)
        value, wall, cpu = timed(partial(search.value, masks, bidder))
        got["solve"].append(wall)
        got["solve_cpu"].append(cpu)
        by_trump[trump].append(cpu)
        nodes.append(search.nodes)
        values.append(value)
        moves, wall, cpu = timed(partial(move_values_masks, masks, trump, bidder, bidder))
        got["moves"].append(wall)
        got["moves_cpu"].append(cpu)
        assert max(moves.values()) == value, "move values disagree with the value"

    tiles = 21 if players == 3 else 28
    print(f"\n{players}-player Moon: {count} random deals ({tiles} tiles, 7 tricks), bidder leads")
    print(f"  {'':<34}{'median':>9}{'p95':>9}{'max':>9}{'mean':>9}   (ms)")
    print(row("bidder's tricks, wall clock", got["solve"]))
    print(row("bidder's tricks, cpu time", got["solve_cpu"]))
    print(row("all move values at the lead, wall", got["moves"]))
    print(row("all move values at the lead, cpu", got["moves_cpu"]))
    med, p95, top, _ = summary([float(n) for n in nodes])
    print(f"  trick boundaries searched: median {med:.0f}, p95 {p95:.0f}, max {top:.0f}")
    spread = ", ".join(f"{v}:{values.count(v)}" for v in range(8) if values.count(v))
    print(f"  bidder's side tricks (value: deals): {spread}")
    print("  cpu ms by trump (median / max):")
    for t, times in by_trump.items():
        if times:
            med, _, top, _ = summary(times)
            print(f"    {Trump(t)!s:<9} {med:7.1f} / {top:7.1f}   ({len(times)} deals)")
    return got


def check_targets(got: dict[str, list[float]]) -> bool:
    """Print the three-player targets against the measured wall-clock figures."""
    ok = True
    print("\nthree-player targets (wall clock, ms):")
    for key, label in (("solve", "bidder's tricks"), ("moves", "move values at the lead")):
        med, p95, top, _ = summary(got[key])
        for name, measured, target in zip(
            ("median", "p95", "max"), (med, p95, top), TARGETS[key], strict=True
        ):
            if target is None:
                continue
            good = measured <= target
            ok &= good
            verdict = "met" if good else "MISSED"
            print(f"  {label:<24} {name:<6} {measured:7.1f} <= {target:5.0f}  {verdict}")
    return ok


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=300, help="deals per table size")
    parser.add_argument("--players", type=int, choices=(3, 4), action="append")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    print(f"python {sys.version.split()[0]}; load average at start {os.getloadavg()[0]:.2f}")
    results = {p: run(p, args.deals, args.seed) for p in args.players or (3, 4)}
    if 3 in results:
        check_targets(results[3])


if __name__ == "__main__":
    main()
