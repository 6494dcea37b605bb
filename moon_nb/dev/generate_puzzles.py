"""Generate the puzzle stream's bank (`moon_nb.review.puzzles.bank`):

    python -m moon_nb.dev.generate_puzzles [--puzzles 400] [--per-theme 60] [--workers N]

Plays seeded games (seeds 1, 2, …; the rule book's rules) with the Hint's evaluation in every
seat, so the positions are those good players reach. Every decision with more than one choice is
weighed as the table weighs it — the move the seat then makes, and the cheap filter: the table's
weighing must accept its best alone. Only those candidates are weighed again over `WIDE` likely
deals, and kept when the best is ahead of *every* other choice by the review's margin
(`moon_nb.progress.judgement.clear_margin`) and is the same choice. A position is kept once (a
second answer to one position is no puzzle). Each is tagged by what its answer does
(`moon_nb.review.puzzles.themes`), up to ``--per-theme`` a theme, then rated by graded solvers
(`moon_nb.dev.rate_puzzles`). Prints each puzzle kept, then puzzles per CPU-minute.

After a change to the model of the hidden tiles or to the evaluation, the shipped bank is weighed
again rather than made afresh:

    python -m moon_nb.dev.generate_puzzles --again [--workers N]

keeps each puzzle the table still accepts alone and the wide weighing still puts clearly ahead,
with its margin and hint as they now stand; the others are dropped, and the bank is rated again.
"""

from __future__ import annotations

import argparse
import os
import time
from collections import Counter, deque
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, replace

from moon_nb.engine.fast import OVER
from moon_nb.engine.game import Game
from moon_nb.engine.observation import Observation
from moon_nb.players.advice import hint
from moon_nb.players.evaluation import Evaluation, evaluate
from moon_nb.progress.judgement import clear_margin, margin
from moon_nb.review.examine import card_id
from moon_nb.review.puzzles.bank import BANK, WIDE, Puzzle, read_bank, write_bank
from moon_nb.review.puzzles.themes import PUZZLE_THEMES, themes_of
from moon_nb.review.seen import Seen, stand_in

HANDS = 3
"""Hands played of each seeded game (later hands bring scores that change the calls)."""


@dataclass(frozen=True)
class Found:
    """What one seed gave: its puzzles, the decisions weighed, and the CPU seconds it took."""

    seed: int
    puzzles: tuple[Puzzle, ...]
    decisions: int
    candidates: int
    seconds: float


def alone(ev: Evaluation) -> bool:
    """The weighing accepts its best choice alone: no other is as good."""
    return all(not ev.as_good(o.action) for o in ev.options[1:])


def lead(ev: Evaluation) -> float:
    """How far the best choice is ahead of the nearest other, in the margin's units."""
    return min((margin(ev, ev.best, o) for o in ev.options[1:]), default=0.0)


def puzzle_of(seen: Observation, table: Evaluation, seed: int) -> Puzzle | None:
    """The decision ``seen`` as a puzzle, if it is one (see the module docstring); ``table`` is
    the table's weighing of it, which has accepted its best alone."""
    wide = evaluate(seen, WIDE)
    if wide.best.action != table.best.action or lead(wide) < clear_margin(wide):
        return None
    answer = wide.best.action
    position = Seen.of(seen)
    return Puzzle(
        card_id(position, ""),
        position,
        str(answer),
        hint(wide),
        themes_of(seen, answer),
        lead(wide),
        seed,
    )


def weighed_again(puzzle: Puzzle) -> Puzzle | None:
    """``puzzle`` as today's evaluation weighs it (its margin and hint anew, its rating kept
    until the bank is rated again), or None when it is no longer a puzzle."""
    seen = stand_in(puzzle.seen).observe(puzzle.seen.seat)
    table = evaluate(seen)
    if str(table.best.action) != puzzle.answer or not candidate(table):
        return None
    again = puzzle_of(seen, table, puzzle.seed)
    return None if again is None else replace(again, rating=puzzle.rating, rd=puzzle.rd)


def candidate(ev: Evaluation) -> bool:
    """The table's weighing makes a candidate: its best accepted alone and clearly ahead."""
    return alone(ev) and lead(ev) >= clear_margin(ev)


def decisions(seed: int) -> Iterator[tuple[Observation, Evaluation | None]]:
    """Every decision of the first `HANDS` hands of seed ``seed``'s game, with the table's
    weighing when there was a choice; each seat plays the weighing's best."""
    game = Game(seed=seed)
    while game.phase != OVER and game.hands_played < HANDS:
        seat = game.to_act
        assert seat is not None
        seen = game.observe(seat)
        if len(seen.legal) == 1:
            yield seen, None
            game.apply(seen.legal[0])
            continue
        ev = evaluate(seen)
        yield seen, ev
        game.apply(ev.best.action)


def from_seed(seed: int) -> Found:
    """The puzzles of seed ``seed``'s game."""
    start = time.process_time()
    found: list[Puzzle] = []
    weighed = candidates = 0
    for seen, ev in decisions(seed):
        if ev is None:
            continue
        weighed += 1
        if candidate(ev):
            candidates += 1
            puzzle = puzzle_of(seen, ev, seed)
            if puzzle is not None:
                found.append(puzzle)
    return Found(seed, tuple(found), weighed, candidates, time.process_time() - start)


def generate(
    wanted: int, per_theme: int, workers: int, first: int = 1
) -> tuple[list[Puzzle], dict[str, float]]:
    """Up to ``wanted`` puzzles, at most ``per_theme`` of a theme (a puzzle counts towards each
    of its themes), from seeds ``first``, ``first + 1``, …; with the generation's figures."""
    kept: list[Puzzle] = []
    seen_ids: set[str] = set()
    counts: Counter[str] = Counter()
    cpu = 0.0
    weighed = candidates = seeds = 0
    start = time.perf_counter()
    with ProcessPoolExecutor(workers) as pool:
        for found in _in_order(pool, first, workers):
            seeds += 1
            cpu += found.seconds
            weighed += found.decisions
            candidates += found.candidates
            for p in found.puzzles:
                if p.id in seen_ids or all(counts[t] >= per_theme for t in p.themes):
                    continue
                seen_ids.add(p.id)
                counts.update(p.themes)
                kept.append(p)
                print(f"seed {found.seed}: {', '.join(p.themes)}: {p.answer} ahead by "
                      f"{p.margin:.2f} ({len(kept)} kept, "
                      f"{time.perf_counter() - start:.0f} s)", flush=True)  # fmt: skip
            full = all(counts[t] >= per_theme for t in PUZZLE_THEMES)
            if len(kept) >= wanted or full:
                pool.shutdown(cancel_futures=True)
                break
    figures = {
        "seeds": seeds,
        "decisions": weighed,
        "candidates": candidates,
        "cpu_minutes": round(cpu / 60, 1),
        "wall_minutes": round((time.perf_counter() - start) / 60, 1),
        "per_cpu_minute": round(len(kept) / max(cpu / 60, 1e-9), 2),
    }
    return kept, figures


def _in_order(pool: ProcessPoolExecutor, first: int, workers: int) -> Iterator[Found]:
    """Seeds ``first``, ``first + 1``, … weighed on ``pool``, their results in seed order;
    never more than a few seeds ahead of the one read (the seeds are endless)."""
    ahead = 2 * workers
    pending = deque(pool.submit(from_seed, first + k) for k in range(ahead))
    seed = first + ahead
    while True:
        yield pending.popleft().result()
        pending.append(pool.submit(from_seed, seed))
        seed += 1


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--puzzles", type=int, default=400)
    parser.add_argument("--per-theme", type=int, default=60)
    parser.add_argument("--first-seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--no-rating", action="store_true", help="keep every rating at 1500")
    parser.add_argument("--again", action="store_true", help="weigh the shipped bank again")
    args = parser.parse_args(argv)
    if args.again:
        meta, before = read_bank()
        with ProcessPoolExecutor(args.workers) as pool:
            again = list(pool.map(weighed_again, before, chunksize=4))
        puzzles = [p for p in again if p is not None]
        dropped = [b.id for b, p in zip(before, again, strict=True) if p is None]
        figures = meta["figures"]
        print(f"weighed again: {len(puzzles)} of {len(before)} kept; dropped {dropped}")
    else:
        puzzles, figures = generate(args.puzzles, args.per_theme, args.workers, args.first_seed)
    if not args.no_rating:
        from moon_nb.dev.rate_puzzles import rated

        puzzles = rated(puzzles, args.workers)
    by_theme = Counter(t for p in puzzles for t in p.themes)
    meta = {"deals": WIDE, "figures": figures, "themes": dict(sorted(by_theme.items()))}
    write_bank(puzzles, meta)
    print(f"{len(puzzles)} puzzles written to {BANK}: {figures}")
    print("by theme:", ", ".join(f"{t} {by_theme[t]}" for t in PUZZLE_THEMES))


if __name__ == "__main__":
    main()
