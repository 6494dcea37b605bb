"""Does the Hint give the expert's choice? The evaluation the Hint quotes against the expert's
own decisions, at the table's budgets.

Takes positions of games of the expert in every seat (the calibration's corpus,
``moon_nb.dev.selfplay``) and, at each decision with more than one legal action, asks the
expert of today (`moon_nb.players.montecarlo.MonteCarloPlayer` at the table's budget, one
process per core) what it plays, and the one evaluation (`moon_nb.players.evaluation.evaluate`,
as the Hint does) what it advises. Printed per kind of decision: how often the Hint's first
choice is the expert's, and how often the coach would have called the expert's choice costly
(not as good as the best by the evaluation's margins).

    .venv/bin/python benchmarks/hint_agreement.py --decisions 400 --workers 2
"""

from __future__ import annotations

import argparse
import os
import pathlib
import random
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from moon_nb.dev.selfplay import read
from moon_nb.engine.game import Game
from moon_nb.players.evaluation import evaluate
from moon_nb.players.montecarlo import MonteCarloPlayer


def decisions(line: dict[str, Any]) -> list[tuple[int, int]]:
    """(action number, seat) of each decision of a kept game that had a choice."""
    record = Game.from_record(line["record"]).record()
    replay = Game.from_record({**record, "actions": []})
    out = []
    for k, text in enumerate(record["actions"]):
        seat = replay.to_act
        assert seat is not None
        if len(replay.legal_actions()) > 1:
            out.append((k, seat))
        replay.apply(text)
    return out


def _kind(job: tuple[dict[str, Any], int, int, float]) -> str:
    """The kind of decision a job asks: bid, discard, trump or play (a pass is a call)."""
    line, k, _, _ = job
    word = Game.from_record(line["record"]).record()["actions"][k].split()[0]
    return {"pass": "bid"}.get(word, word)


def judge(job: tuple[dict[str, Any], int, int, float]) -> tuple[str, bool, bool, float]:
    """(kind of decision, the Hint's first choice is the expert's, the expert's is as good,
    the expert's CPU time in seconds)."""
    line, k, seat, limit = job
    seen = Game.from_record(line["record"]).observe(seat, at=k)
    start = time.process_time()
    action = MonteCarloPlayer(seed=k, limit=limit).decide(seen).action
    spent = time.process_time() - start
    ev = evaluate(seen)
    return ev.kind.name.lower(), ev.best.action == action, ev.as_good(action), spent


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", default="build/calibration/games.jsonl")
    parser.add_argument("--decisions", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1, help="which decisions are drawn")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument(
        "--limit",
        type=float,
        default=0.7,
        help="the expert's limit on the clock, in seconds (inf: its CPU budgets alone decide, "
        "as on a quiet machine)",
    )
    parser.add_argument(
        "--kinds", default="", help="only these kinds of decision, e.g. discard,trump (all)"
    )
    args = parser.parse_args(argv)
    lines = read(pathlib.Path(args.corpus))
    every = [(line, k, seat, args.limit) for line in lines for k, seat in decisions(line)]
    if args.kinds:
        every = [job for job in every if _kind(job) in args.kinds.split(",")]
    jobs = random.Random(args.seed).sample(every, min(args.decisions, len(every)))
    with ProcessPoolExecutor(args.workers) as pool:
        found = list(pool.map(judge, jobs, chunksize=4))
    total, first, good = Counter[str](), Counter[str](), Counter[str]()
    for kind, same, as_good, _ in found:
        for key in (kind, "all"):
            total[key] += 1
            first[key] += same
            good[key] += as_good
    print(f"{len(found)} decisions of the expert drawn from {len(lines)} games of {args.corpus}")
    print("| decision | decisions | the Hint's first choice | the expert's choice called costly |")
    print("|---|---|---|---|")
    for key in sorted(total, key=lambda k: (k == "all", k)):
        n = total[key]
        print(f"| {key} | {n} | {100 * first[key] / n:.0f} % | {100 * (n - good[key]) / n:.1f} % |")
    spent = sorted(s for *_, s in found)
    p50, p95 = (spent[int(q * (len(spent) - 1))] * 1000 for q in (0.5, 0.95))
    print(
        f"the expert's CPU time a decision: p50 {p50:.0f} ms, p95 {p95:.0f} ms, longest "
        f"{spent[-1] * 1000:.0f} ms"
    )


if __name__ == "__main__":
    main()
