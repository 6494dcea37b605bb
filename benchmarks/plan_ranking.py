"""The bidder's plan ranked by points on the others: what the gate on the contract leaves out.

The one evaluation ranks a trump or a discard by the points on the others it brings the bidder,
working out the tricks (and so the points) only for the hands and trumps within the coach's
margin of the best on the contract (`moon_nb.players.bidders_plan.weigh_plans`). Over every
trump and discard of the calibration's corpus (the expert in every seat), each is weighed as the
Hint weighs it and again with every hand and trump's tricks worked out: how often the gate
changes the choice, how far behind on the contract the best by points ever is, and where
ranking by the contract, then the tricks, would have chosen otherwise.

    .venv/bin/python benchmarks/plan_ranking.py --workers 2
"""

from __future__ import annotations

import argparse
import os
import pathlib
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from hint_agreement import decisions

import moon_nb.players.bidders_plan as plan
from moon_nb.dev.selfplay import read
from moon_nb.engine.fast import DISCARD, TRUMP
from moon_nb.engine.game import Game
from moon_nb.players.evaluation import evaluate, likely_deals, weigh_discard, weigh_trump
from moon_nb.players.odds import TRUMP_DEALS


def weigh(job: tuple[dict[str, Any], int, int]) -> tuple[str, bool, bool, float, float, float]:
    """(kind, the gate kept the choice, contract-then-tricks chose the same, how far the best
    by points is behind the best on the contract, its points over the contract's choice, CPU
    seconds of the Hint's weighing)."""
    line, k, seat = job
    seen = Game.from_record(line["record"]).observe(seat, at=k)
    start = time.process_time()
    gated = evaluate(seen).best.action
    cpu = time.process_time() - start
    margin, plan.MADE_MARGIN = plan.MADE_MARGIN, 2.0  # every hand and trump's tricks
    try:
        weigh = weigh_trump if seen.phase is TRUMP else weigh_discard
        full = weigh(seen, likely_deals(seen, TRUMP_DEALS))
    finally:
        plan.MADE_MARGIN = margin
    best = full.best
    lexical = max(full.options, key=lambda o: (o.make_rate, o.tricks or -99.0))
    behind = max(o.make_rate for o in full.options) - best.make_rate
    gain = (best.worth or 0.0) - (lexical.worth or 0.0)
    return str(seen.phase), gated == best.action, lexical.action == best.action, behind, gain, cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=pathlib.Path, default="build/calibration/games.jsonl")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args()
    jobs = []
    for line in read(args.corpus):
        for k, seat in decisions(line):
            if Game.from_record(line["record"]).observe(seat, at=k).phase in (TRUMP, DISCARD):
                jobs.append((line, k, seat))
    with ProcessPoolExecutor(args.workers) as pool:
        found = list(pool.map(weigh, jobs))
    for kind in ("trump", "discard"):
        rows = [r for r in found if r[0] == kind]
        kept = sum(r[1] for r in rows)
        same = sum(r[2] for r in rows)
        print(
            f"{kind}: {len(rows)} positions; the gate kept the choice at {kept}; by the contract,"
            f" then the tricks, the same choice at {same}; the best by points at most"
            f" {max(r[3] for r in rows):.3f} behind on the contract"
        )
        for r in rows:
            if not r[2]:
                print(f"  by points {r[4]:+.2f} over the contract's choice")
    cpus = sorted(r[5] for r in found)
    print(f"the Hint's weighing, CPU: p50 {cpus[len(cpus) // 2]:.2f} s, longest {cpus[-1]:.2f} s")


if __name__ == "__main__":
    main()
