"""Benchmarks of the rules engine: ``python -m moon_nb.dev.bench`` prints the figures.

- fast path: random playouts straight on `Engine` (`legal` + `step` with action ids), as the
  simulations and the strong player run them;
- public API: random playouts through `Game.legal_actions` + `Game.apply` with strings, every
  action validated;
- players: whole hands through the public observe/choose/apply path (`Game.observe`,
  `player.choose`, `Game.apply`), with random and heuristic players in every seat;
- the cost of a view, of an undo, and of replaying a record.

Each figure is the median of several runs on one core. Never used in tests (machines are noisy).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable
from functools import partial

from moon_nb.engine.fast import OVER, Engine, streamed_deals
from moon_nb.engine.game import Game
from moon_nb.engine.options import Rules
from moon_nb.players import HeuristicPlayer, Player, RandomPlayer


def fast_playouts(rules: Rules, hands: int, seed: int = 1) -> tuple[float, float]:
    """Random full hands on the engine: (hands per second, actions per second)."""
    rng = random.Random(seed)
    rnd = rng.random
    done = actions = 0
    start = time.perf_counter()
    while done < hands:
        engine = Engine(rules, streamed_deals(rules, rng), 0)
        while engine.phase != OVER and done + engine.hand_no < hands:
            legal = engine.legal()
            engine.step(legal[int(rnd() * len(legal))])
            actions += 1
        done += max(engine.hand_no, 1)
    elapsed = time.perf_counter() - start
    return done / elapsed, actions / elapsed


def public_playouts(rules: Rules, hands: int, seed: int = 1) -> tuple[float, float]:
    """Random full hands through the validating string API: (hands/s, actions/s)."""
    rng = random.Random(seed)
    choice = rng.choice
    done = actions = 0
    game_seed = seed
    start = time.perf_counter()
    while done < hands:
        game = Game(seed=game_seed, rules=rules)
        game_seed += 1
        while game.winner is None and done + game.hand_number - 1 < hands:
            game.apply(choice(game.legal_actions()))
            actions += 1
        done += max(game.hand_number - 1, 1)
    elapsed = time.perf_counter() - start
    return done / elapsed, actions / elapsed


def player_playouts(
    rules: Rules, make: Callable[[int], Player], hands: int, seed: int = 1
) -> tuple[float, float]:
    """Whole hands played by ``make(seat)`` players through the public path every caller
    uses — observe, choose, apply: (hands/s, decisions/s)."""
    players = [make(seat) for seat in range(rules.players)]
    done = decisions = 0
    game_seed = seed
    start = time.perf_counter()
    while done < hands:
        game = Game(seed=game_seed, rules=rules)
        game_seed += 1
        while game.winner is None and done + game.hands_played < hands:
            seat = game.to_act
            assert seat is not None
            game.apply(players[seat].choose(game.observe(seat)))
            decisions += 1
        done += max(game.hands_played, 1)
    elapsed = time.perf_counter() - start
    return done / elapsed, decisions / elapsed


def _played_game(seed: int, min_actions: int) -> Game:
    rng = random.Random(seed)
    game = Game(seed=seed)
    while game.winner is None and len(game.actions) < min_actions:
        game.apply(rng.choice(game.legal_actions()))
    return game


def per_call(fn: Callable[[], object], repeat: int) -> float:
    """Seconds per call of ``fn``."""
    start = time.perf_counter()
    for _ in range(repeat):
        fn()
    return (time.perf_counter() - start) / repeat


def _median(runs: int, fn: Callable[[], tuple[float, float]]) -> tuple[float, float]:
    results = [fn() for _ in range(runs)]
    return statistics.median(r[0] for r in results), statistics.median(r[1] for r in results)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=20_000, help="hands per run")
    parser.add_argument("--runs", type=int, default=3, help="runs per figure (median)")
    args = parser.parse_args(argv)
    variants = [("three-player", Rules()), ("four-player", Rules(players=4))]
    print(f"moon_nb engine benchmark: {args.hands} random hands a run, median of {args.runs}")
    for name, rules in variants:
        hps, aps = _median(args.runs, partial(fast_playouts, rules, args.hands))
        print(
            f"  fast path   {name:13s} {hps:10,.0f} hands/s {aps:12,.0f} actions/s "
            f"({1e6 / aps:.2f} µs/action)"
        )
    for name, rules in variants:
        hps, aps = _median(args.runs, partial(public_playouts, rules, args.hands // 2))
        print(
            f"  string API  {name:13s} {hps:10,.0f} hands/s {aps:12,.0f} actions/s "
            f"({1e6 / aps:.2f} µs/action incl. legal_actions)"
        )
    three = Rules()
    for name, make, hands in (
        ("random", RandomPlayer, args.hands // 10),
        ("heuristic", lambda seat: HeuristicPlayer(seat), args.hands // 40),
    ):
        hps, dps = _median(args.runs, partial(player_playouts, three, make, hands))
        print(
            f"  players     {name:13s} {hps:10,.0f} hands/s {dps:12,.0f} decisions/s "
            "(observe + choose + apply, three-player)"
        )
    game = _played_game(7, 300)
    seat = game.to_act if game.to_act is not None else 0
    print(
        f"  observe the seat to act     {per_call(lambda: game.observe(seat), 3000) * 1e6:8.1f} µs"
    )
    print(f"  view of the seat to act     {per_call(lambda: game.view(seat), 300) * 1e6:8.0f} µs")
    long = len(game.actions)

    def undo_and_redo() -> None:
        last = game.actions[-1]
        game.undo()
        game.apply(last)

    undo = per_call(undo_and_redo, 50)
    print(f"  undo + redo after {long} actions {undo * 1e3:8.2f} ms")
    record = game.record()
    replay = per_call(lambda: Game.from_record(record), 20)
    print(f"  replay a {long}-action record  {replay * 1e3:8.2f} ms")


if __name__ == "__main__":
    main()
