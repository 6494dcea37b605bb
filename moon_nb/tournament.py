"""Tournaments between computer players: ``python -m moon_nb.tournament``.

Plays whole games with fixed seeds, rotating the players through the seats so that no player
keeps a lucky seat, and prints win rates, make rates by bid and 95 % confidence intervals.
Every player decides from its own view only.

    python -m moon_nb.tournament strong heuristic heuristic --games 300 --workers 2
"""

from __future__ import annotations

import argparse
import math
import time
from collections import defaultdict
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field

from moon_nb.game import Game
from moon_nb.players import HeuristicPlayer, Player, RandomPlayer
from moon_nb.variants import Rules


def make_player(spec: str, seed: int) -> Player:
    """A player from its name: ``random``, ``heuristic``, or ``strong[:budget_ms]``."""
    name, _, arg = spec.partition(":")
    if name == "random":
        return RandomPlayer(seed)
    if name == "heuristic":
        return HeuristicPlayer(seed)
    if name == "strong":
        from moon_nb.players.montecarlo import MonteCarloPlayer

        budget = float(arg) / 1000 if arg else None
        return MonteCarloPlayer(seed=seed, budget=budget) if budget else MonteCarloPlayer(seed=seed)
    raise ValueError(f"unknown player {spec!r}: use random, heuristic or strong[:ms]")


@dataclass
class GameResult:
    """One game: who sat where, who won, every contract, and decision times per spec."""

    seats: tuple[str, ...]
    winner_side: int
    contracts: list[tuple[int, int, bool]]
    """(bidder seat, bid, made) for every hand."""
    think: dict[str, list[float]] = field(default_factory=dict)


def play_game(specs: Sequence[str], seed: int, rules: Rules, max_hands: int = 200) -> GameResult:
    """Play one game of ``specs[seat]`` players from ``seed``."""
    players = [make_player(spec, seed * 10 + s) for s, spec in enumerate(specs)]
    game = Game(seed=seed, rules=rules)
    contracts: list[tuple[int, int, bool]] = []
    think: dict[str, list[float]] = defaultdict(list)
    while game.winner is None and game.hands_played < max_hands:
        seat = game.to_act
        assert seat is not None
        view = game.view(seat)
        start = time.perf_counter()
        action = players[seat].choose(view)
        think[specs[seat]].append(time.perf_counter() - start)
        game.apply(action)
        last = game.last_hand
        if last is not None and game.hands_played > len(contracts):
            contracts.append((last.bidder, last.bid, last.made))
    winner = game.winner if game.winner is not None else -1
    return GameResult(tuple(specs), winner, contracts, dict(think))


def rotations(specs: Sequence[str]) -> list[tuple[str, ...]]:
    """Every seating of the players with the order kept: each player sits in every seat."""
    n = len(specs)
    return [tuple(specs[(i + k) % n] for i in range(n)) for k in range(n)]


def wilson(successes: int, trials: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a proportion."""
    if trials == 0:
        return (0.0, 1.0)
    p = successes / trials
    denom = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denom
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def _job(args: tuple[tuple[str, ...], int, Rules]) -> GameResult:
    return play_game(*args)


def run(
    specs: Sequence[str],
    games: int,
    rules: Rules,
    seed: int = 1,
    workers: int = 1,
    progress: Callable[[int], None] | None = None,
) -> list[GameResult]:
    """Play ``games`` games (rounded up to whole rotations), seeds ``seed``, ``seed + 1``, ..."""
    seatings = rotations(specs)
    jobs = [
        (seating, seed + g, rules)
        for g in range(math.ceil(games / len(seatings)))
        for seating in seatings
    ]
    if workers <= 1:
        results = []
        for job in jobs:
            results.append(_job(job))
            if progress:
                progress(len(results))
        return results
    with ProcessPoolExecutor(workers) as pool:
        return list(pool.map(_job, jobs, chunksize=2))


def report(results: Sequence[GameResult], rules: Rules) -> str:
    """Win rates per player, make rates by bid per player, and decision times."""
    lines = []
    kinds = sorted({s for r in results for s in r.seats})
    total = len(results)
    lines.append(f"{total} games, {rules.describe()}, seats rotated")
    for kind in kinds:
        seats_played = sum(r.seats.count(kind) for r in results)
        wins = sum(
            1 for r in results for s, k in enumerate(r.seats) if k == kind and _won(r, s, rules)
        )
        lo, hi = wilson(wins, seats_played)
        lines.append(
            f"  {kind:14s} won {wins}/{seats_played} seat-games = "
            f"{wins / max(seats_played, 1):6.1%}"
            f"  (95% CI {lo:.1%}–{hi:.1%})"
        )
    lines.append("  make rate as bidder, by bid:")
    for kind in kinds:
        by_bid: dict[int, list[bool]] = defaultdict(list)
        for r in results:
            for bidder, bid, made in r.contracts:
                if r.seats[bidder] == kind:
                    by_bid[bid].append(made)
        cells = []
        for bid in sorted(by_bid):
            cells.append(f"{bid}: {sum(by_bid[bid])}/{len(by_bid[bid])}")
        all_made = sum(sum(v) for v in by_bid.values())
        all_bids = sum(len(v) for v in by_bid.values())
        lo, hi = wilson(all_made, all_bids)
        lines.append(
            f"    {kind:12s} {all_made}/{all_bids} = {all_made / max(all_bids, 1):.1%} "
            f"(95% CI {lo:.1%}–{hi:.1%});  " + ", ".join(cells)
        )
    lines.append("  decision time per player:")
    for kind in kinds:
        times = sorted(t for r in results for t in r.think.get(kind, []))
        if times:
            p50, p95 = times[len(times) // 2], times[int(len(times) * 0.95)]
            lines.append(
                f"    {kind:12s} {len(times)} decisions, p50 {p50 * 1e3:.1f} ms, "
                f"p95 {p95 * 1e3:.1f} ms, max {times[-1] * 1e3:.1f} ms"
            )
    return "\n".join(lines)


def _won(result: GameResult, seat: int, rules: Rules) -> bool:
    return result.winner_side >= 0 and rules.side_of(seat) == result.winner_side


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="Play computer players against each other.")
    parser.add_argument("players", nargs="+", help="random, heuristic, strong or strong:MS")
    parser.add_argument("--games", type=int, default=90)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--four", action="store_true", help="four-player partnerships")
    args = parser.parse_args(argv)
    rules = Rules(players=4) if args.four else Rules()
    if len(args.players) != rules.players:
        parser.error(f"name {rules.players} players")
    start = time.perf_counter()
    results = run(args.players, args.games, rules, args.seed, args.workers)
    print(report(results, rules))
    print(f"  ({time.perf_counter() - start:.0f} s, seeds {args.seed}..)")


if __name__ == "__main__":
    main()
