"""Tournaments between computer players: ``python -m moon_nb.dev.tournament``.

Plays whole games with fixed seeds, rotating the players through the seats so that no player
keeps a lucky seat, and prints win rates, make rates by bid and 95 % confidence intervals.
Every player decides from its own view only.

    python -m moon_nb.dev.tournament strong heuristic heuristic --games 300 --workers 2
"""

from __future__ import annotations

import argparse
import math
import time
from collections import defaultdict
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field

from moon_nb.engine.game import Game
from moon_nb.engine.options import Rules
from moon_nb.players import (
    LEVELS,
    HeuristicPlayer,
    MonteCarloPlayer,
    Player,
    RandomPlayer,
    at_level,
)

EXTRA_PLAYERS: dict[str, Callable[[int, str], Player]] = {}
"""Further player names for benchmarks (a frozen baseline, say): name -> factory(seed, arg)."""


def make_player(spec: str, seed: int) -> Player:
    """A player from its name: ``random``, ``heuristic``, ``strong[:budget_ms]``, a level
    (``beginner``, ``club``, ``expert``), or a name in `EXTRA_PLAYERS`."""
    name, _, arg = spec.partition(":")
    if name == "random":
        return RandomPlayer(seed)
    if name == "heuristic":
        return HeuristicPlayer(seed)
    if name == "strong":
        budget = float(arg) / 1000 if arg else None
        return MonteCarloPlayer(seed=seed, budget=budget) if budget else MonteCarloPlayer(seed=seed)
    if name in LEVELS:
        return at_level(name, seed)
    if name in EXTRA_PLAYERS:
        return EXTRA_PLAYERS[name](seed, arg)
    known = ", ".join(["random", "heuristic", "strong[:ms]", *LEVELS, *EXTRA_PLAYERS])
    raise ValueError(f"unknown player {spec!r}: use {known}")


@dataclass
class GameResult:
    """One game: who sat where, who won, every contract, and decision times per spec."""

    seats: tuple[str, ...]
    winner_side: int
    contracts: list[tuple[int, int, bool]]
    """(bidder seat, bid, made) for every hand."""
    think: dict[str, list[float]] = field(default_factory=dict)
    """Seconds on the clock per decision, by player."""
    cpu: dict[str, list[float]] = field(default_factory=dict)
    """Seconds of CPU time per decision, by player."""


def play_game(specs: Sequence[str], seed: int, rules: Rules, max_hands: int = 200) -> GameResult:
    """Play one game of ``specs[seat]`` players from ``seed``."""
    players = [make_player(spec, seed * 10 + s) for s, spec in enumerate(specs)]
    game = Game(seed=seed, rules=rules)
    contracts: list[tuple[int, int, bool]] = []
    clock = Stopwatch()
    while game.winner is None and game.hands_played < max_hands:
        clock.move(game, players, specs)
        last = game.last_hand
        if last is not None and game.hands_played > len(contracts):
            contracts.append((last.bidder, last.bid, last.made))
    winner = game.winner if game.winner is not None else -1
    return GameResult(tuple(specs), winner, contracts, dict(clock.think), dict(clock.cpu))


@dataclass
class Stopwatch:
    """Times every decision, on the clock and in CPU time, by player name."""

    think: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))
    cpu: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))

    def move(self, game: Game, players: Sequence[Player], names: Sequence[str]) -> None:
        """The seat to act decides from its own observation, timed; the game takes it."""
        seat = game.to_act
        assert seat is not None
        seen = game.observe(seat)
        start, start_cpu = time.perf_counter(), time.process_time()
        action = players[seat].choose(seen)
        self.think[names[seat]].append(time.perf_counter() - start)
        self.cpu[names[seat]].append(time.process_time() - start_cpu)
        game.apply(action)


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
    lines.append("  decision time per player (on the clock; CPU time):")
    for kind in kinds:
        clock = [t for r in results for t in r.think.get(kind, [])]
        cpu = [t for r in results for t in r.cpu.get(kind, [])]
        if clock:
            lines.append(f"    {kind:12s} {len(clock)} decisions, {latency_text(clock, cpu)}")
    return "\n".join(lines)


def latency_text(clock: Sequence[float], cpu: Sequence[float]) -> str:
    """``"p50 12.0 ms, p95 210.0 ms, max 400.0 ms; CPU p50 ..."``: decision times."""

    def text(times: Sequence[float]) -> str:
        t = sorted(times)
        p50, p95 = t[len(t) // 2], t[int(len(t) * 0.95)]
        return f"p50 {p50 * 1e3:.1f} ms, p95 {p95 * 1e3:.1f} ms, max {t[-1] * 1e3:.1f} ms"

    return text(clock) + (f"; CPU {text(cpu)}" if cpu else "")


@dataclass(frozen=True)
class Duel:
    """Two players, each in turn the first bidder of the same deals against the same opponents:
    for every deal where both won the bidding on the first deal, did each make its contract?"""

    players: tuple[str, str]
    deals: int
    both_bid: int
    made: tuple[int, int]
    bids: tuple[int, int]
    """Total contract size bid by each, over the deals both bid."""
    discordant: tuple[int, int]
    """Deals only the first made, and deals only the second made."""

    def difference(self) -> tuple[float, float, float]:
        """Make-rate difference (first minus second) with a 95 % normal interval."""
        return _paired(self.made, self.both_bid, self.discordant)


def _paired(
    made: tuple[int, int], n: int, discordant: tuple[int, int]
) -> tuple[float, float, float]:
    """A paired difference of proportions: mean and 95 % interval from the discordant pairs."""
    if n == 0:
        return (0.0, -1.0, 1.0)
    d = (made[0] - made[1]) / n
    b, c = discordant
    var = ((b + c) / n - d * d) / n
    half = 1.96 * math.sqrt(max(var, 0.0))
    return (d, d - half, d + half)


def first_contract(spec: str, opponent: str, seed: int, rules: Rules) -> tuple[int, bool] | None:
    """Seat 0 plays ``spec`` and bids first on deal ``seed``; the others play ``opponent``.
    Returns (bid, made) if seat 0 won the bidding on that very deal, else None."""
    players = [
        make_player(spec if s == 0 else opponent, seed * 10 + s) for s in range(rules.players)
    ]
    game = Game(seed=seed, rules=rules, first_bidder=0)
    while game.hands_played == 0:
        seat = game.to_act
        assert seat is not None
        if game.observe(0).redeals:
            return None
        game.apply(players[seat].choose(game.observe(seat)))
    last = game.last_hand
    assert last is not None
    return (last.bid, last.made) if last.bidder == 0 else None


def fixed_contract(spec: str, opponent: str, seed: int, rules: Rules) -> tuple[int, bool] | None:
    """Seat 0 declares on deal ``seed`` a stretched contract — one more than the heuristic
    player would bid with its hand (the minimum bid where it would pass), at most 7 — and the
    others pass; then ``spec`` plays seat 0 (discard, trump and every tile) against
    ``opponent`` defenders. Stretching the contract is what makes the bidder's play decide it.
    Returns (bid, made)."""
    players = [
        make_player(spec if s == 0 else opponent, seed * 10 + s) for s in range(rules.players)
    ]
    game = Game(seed=seed, rules=rules, first_bidder=0)
    call = HeuristicPlayer().choose(game.observe(0))
    bid = rules.min_bid if call == "pass" else int(call.split()[1])
    game.apply(f"bid {min(bid + 1, 7) if bid != 21 else bid}")
    while game.phase == "bid":
        game.apply("pass")
    while game.hands_played == 0:
        seat = game.to_act
        assert seat is not None
        game.apply(players[seat].choose(game.observe(seat)))
    last = game.last_hand
    assert last is not None
    return (last.bid, last.made)


def _duel_job(args: tuple[str, str, int, Rules, bool]) -> tuple[int, bool] | None:
    spec, opponent, seed, rules, fixed = args
    return (fixed_contract if fixed else first_contract)(spec, opponent, seed, rules)


def duel(
    first: str,
    second: str,
    opponent: str,
    deals: int,
    rules: Rules,
    seed: int = 1,
    workers: int = 1,
    fixed: bool = False,
) -> Duel:
    """Compare two players as bidders on the same deals (see `Duel`); with ``fixed``, both
    play the same contract on each deal (`fixed_contract`), else each bids for itself."""
    jobs = [
        (spec, opponent, seed + d, rules, fixed) for d in range(deals) for spec in (first, second)
    ]
    if workers <= 1:
        out = [_duel_job(j) for j in jobs]
    else:
        with ProcessPoolExecutor(workers) as pool:
            out = list(pool.map(_duel_job, jobs, chunksize=4))
    both = made_a = made_b = bid_a = bid_b = only_a = only_b = 0
    for a, b in zip(out[0::2], out[1::2], strict=True):
        if a is None or b is None:
            continue
        both += 1
        made_a += a[1]
        made_b += b[1]
        bid_a += a[0]
        bid_b += b[0]
        only_a += a[1] and not b[1]
        only_b += b[1] and not a[1]
    return Duel((first, second), deals, both, (made_a, made_b), (bid_a, bid_b), (only_a, only_b))


def _won(result: GameResult, seat: int, rules: Rules) -> bool:
    return result.winner_side >= 0 and rules.side_of(seat) == result.winner_side


def duel_report(d: Duel) -> str:
    """The duel's make rates and their paired difference."""
    a, b = d.players
    n = max(d.both_bid, 1)
    diff, lo, hi = d.difference()
    lines = [f"{d.deals} deals; {a} and {b} both declared on {d.both_bid} of them"]
    for name, made, bids in zip((a, b), d.made, d.bids, strict=True):
        lines.append(
            f"  {name:12s} made {made}/{d.both_bid} = {made / n:.1%} (mean bid {bids / n:.2f})"
        )
    lines.append(f"  difference {diff:+.1%} (95% CI {lo:+.1%} to {hi:+.1%})")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="Play computer players against each other.")
    parser.add_argument(
        "players", nargs="+", help="random, heuristic, strong[:MS], beginner, club or expert"
    )
    parser.add_argument("--games", type=int, default=90)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--four", action="store_true", help="four-player partnerships")
    parser.add_argument(
        "--duel", action="store_true",
        help="compare the first two players as bidders on the same deals, against the third",
    )  # fmt: skip
    parser.add_argument(
        "--fixed", action="store_true",
        help="with --duel: both declare the same stretched contract on each deal",
    )  # fmt: skip
    args = parser.parse_args(argv)
    rules = Rules(players=4) if args.four else Rules()
    if len(args.players) != rules.players:
        parser.error(f"name {rules.players} players")
    start = time.perf_counter()
    if args.duel:
        first, second, opponent = args.players[:3]
        result = duel(
            first, second, opponent, args.games, rules, args.seed, args.workers, args.fixed
        )
        print(duel_report(result))
    else:
        results = run(args.players, args.games, rules, args.seed, args.workers)
        print(report(results, rules))
    print(f"  ({time.perf_counter() - start:.0f} s, seeds {args.seed}..)")


if __name__ == "__main__":
    main()
