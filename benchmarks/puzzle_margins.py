"""Weigh every puzzle of the shipped bank again (a report, not a timed test; the suite weighs a
sample: tests/test_puzzle_bank.py).

Each puzzle's position is set up again as its seat saw it, weighed over the bank's deals: the
answer must still be the best, ahead of every other choice by the review's margin, and the
table's own weighing must accept it alone. Prints the puzzles that are not, the margins' spread
by theme, and the bank's size by theme.

Run: ``.venv/bin/python benchmarks/puzzle_margins.py --workers 2``.
"""

from __future__ import annotations

import argparse
import os
import statistics
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor

from moon_nb.engine.actions import Kind
from moon_nb.players.evaluation import evaluate
from moon_nb.progress.judgement import clear_margin, margin
from moon_nb.review.puzzles.bank import WIDE, Puzzle, bank
from moon_nb.review.puzzles.themes import PUZZLE_THEMES
from moon_nb.review.seen import stand_in


def weighed(puzzle: Puzzle) -> tuple[str, bool, float, str]:
    """(id, still a puzzle, the margin now, its unit)."""
    seen = stand_in(puzzle.seen).observe(puzzle.seen.seat)
    wide, table = evaluate(seen, WIDE), evaluate(seen)
    ahead = min(margin(wide, wide.best, o) for o in wide.options[1:])
    ok = (
        str(wide.best.action) == puzzle.answer
        and ahead >= clear_margin(wide)
        and str(table.best.action) == puzzle.answer
        and not any(table.as_good(o.action) for o in table.options[1:])
    )
    unit = "points" if wide.kind in (Kind.BID, Kind.PLAY) else "contracts a deal"
    return puzzle.id, ok, ahead, unit


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args()
    puzzles = bank()
    with ProcessPoolExecutor(args.workers) as pool:
        found = list(pool.map(weighed, puzzles, chunksize=4))
    failed = [(p.id, p.answer) for p, (_, ok, _, _) in zip(puzzles, found, strict=True) if not ok]
    print(f"{len(puzzles)} puzzles weighed again over {WIDE} deals: {len(failed)} not clear now")
    for pid, answer in failed:
        print("  not clear:", pid, answer)
    by_theme: dict[str, list[tuple[float, str]]] = defaultdict(list)
    for p, (_, _, ahead, unit) in zip(puzzles, found, strict=True):
        for t in p.themes:
            by_theme[t].append((ahead, unit))
    print(f"{'theme':22} {'puzzles':>7} {'median margin':>22}")
    for t in PUZZLE_THEMES:
        rows = by_theme.get(t, [])
        if rows:
            med = statistics.median(a for a, _ in rows)
            print(f"{t:22} {len(rows):7} {med:12.2f} {rows[0][1]}")


if __name__ == "__main__":
    main()
