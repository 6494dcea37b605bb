"""Measure the deals behind notebook 9's figures and save them in the package.

    .venv/bin/python benchmarks/strategy_figures.py              # 500 deals, seeds 0..499
    .venv/bin/python benchmarks/strategy_figures.py --deals 40   # a quick look (not saved)

Each deal is solved exactly for every discard and trump of seat 0 as the bidder
(`moon_nb.reference.study.measure`: 72 whole-hand solves and two move evaluations, about a
second a deal on one core). With ``--deals 500`` (the default) the records are written to
``moon_nb/reference/strategy_deals.json``, which notebook 9 reads; a smaller run only prints the
figures. The figures printed are the ones the notebook shows (`moon_nb.reference.figures`).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from moon_nb.lessons import figures
from moon_nb.reference.study import DATA, measure, save

SAVED = 500
"""The number of deals the notebook's figures are measured on."""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=SAVED, help="how many deals (seeds 0..)")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    records = []
    for seed in range(args.deals):
        records.append(measure(seed))
        if (seed + 1) % 50 == 0:
            took = time.perf_counter() - started
            print(f"{seed + 1} deals in {took:.0f} s", flush=True)
    took = time.perf_counter() - started
    print(f"{len(records)} deals measured in {took:.0f} s ({took / len(records):.2f} s a deal)")
    for table in figures.all_tables(records):
        print()
        print(repr(table))
    if args.deals == SAVED:
        save(records)
        print(f"\nsaved to {DATA}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
