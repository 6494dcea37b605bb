"""Rate the puzzle bank's puzzles by Glicko-2, from graded solvers.

Each puzzle is tried by solvers of known strength, weakest first: the one evaluation over 1, 2,
4, 8 and 16 likely deals (`SOLVERS`) and the levels of play (beginner, club, expert). A solver
that finds the answer *wins* against the puzzle; one that does not *loses*. The ratings of
puzzles and solvers are fitted together (the `glicko2` package): both start at 1500 and 350,
the solvers are rated in one rating period against every puzzle, then the puzzles against every
solver — each from a fresh start with the other side's latest ratings, so no result is counted
twice — and so on for `ROUNDS` rounds. A puzzle every solver finds is easy (low); one only the
strongest find is hard. The learner starts at 1500 (`moon_nb.review.puzzles.bank.START`).

    python -m moon_nb.dev.rate_puzzles     # rates the shipped bank again, in place
"""

from __future__ import annotations

import argparse
import os
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import replace

from moon_nb.engine.observation import Observation
from moon_nb.players.evaluation import evaluate
from moon_nb.players.levels import at_level
from moon_nb.review.puzzles.bank import START, START_RD, Puzzle, read_bank, write_bank
from moon_nb.review.puzzles.glicko import Glicko
from moon_nb.review.seen import stand_in

ROUNDS = 6
"""Rounds of rating the solvers, then the puzzles, each against the other's latest ratings."""


def _weighing(deals: int) -> Callable[[Observation], str]:
    return lambda seen: str(evaluate(seen, deals).best.action)


def _level(name: str) -> Callable[[Observation], str]:
    return lambda seen: str(at_level(name, 1).choose(seen))


SOLVERS: dict[str, Callable[[Observation], str]] = {
    "1 deal": _weighing(1),
    "2 deals": _weighing(2),
    "4 deals": _weighing(4),
    "8 deals": _weighing(8),
    "16 deals": _weighing(16),
    "beginner": _level("beginner"),
    "club": _level("club"),
    "expert": _level("expert"),
}
"""The graded solvers: each finds its answer to a position its seat sees."""


def tries(puzzle: Puzzle) -> dict[str, bool]:
    """Which solvers find ``puzzle``'s answer."""
    seen = stand_in(puzzle.seen).observe(puzzle.seen.seat)
    return {name: solve(seen) == puzzle.answer for name, solve in SOLVERS.items()}


def fit(results: Sequence[dict[str, bool]]) -> tuple[list[tuple[float, float]], dict[str, float]]:
    """The puzzles' (rating, deviation) and the solvers' ratings from ``results`` (per puzzle,
    which solvers found it; see the module docstring)."""
    names = list(SOLVERS)
    puzzles = [(START, START_RD)] * len(results)
    solvers = {n: (START, START_RD) for n in names}
    for _round in range(ROUNDS):
        start = Glicko(START, START_RD)
        found = {
            n: start.after(
                [(Glicko(*p), float(x[n])) for p, x in zip(puzzles, results, strict=True)]
            )
            for n in names
        }
        solvers = {n: (g.rating, g.rd) for n, g in found.items()}
        puzzles = []
        for x in results:
            g = start.after([(Glicko(*solvers[n]), 1.0 - float(x[n])) for n in names])
            puzzles.append((g.rating, g.rd))
    return puzzles, {n: round(r) for n, (r, _) in solvers.items()}


def rated(puzzles: Sequence[Puzzle], workers: int = 1) -> list[Puzzle]:
    """``puzzles`` with their fitted ratings (prints the solvers')."""
    with ProcessPoolExecutor(workers) as pool:
        results = list(pool.map(tries, puzzles, chunksize=4))
    ratings, solvers = fit(results)
    print("solvers' ratings:", solvers)
    found = {n: sum(x[n] for x in results) for n in SOLVERS}
    print("puzzles each solver finds:", found, "of", len(results))
    return [replace(p, rating=r, rd=d) for p, (r, d) in zip(puzzles, ratings, strict=True)]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args(argv)
    meta, puzzles = read_bank()
    write_bank(rated(puzzles, args.workers), meta)


if __name__ == "__main__":
    main()
