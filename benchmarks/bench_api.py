"""The public API's speed, side by side with OpenSpiel's hearts, and the paths a table and its
players run — printed, never asserted (the machines are noisy).

- random hands through the public API (``legal_actions`` + ``apply``, every action validated)
  against random games of OpenSpiel's hearts through its Python API (``legal_actions`` +
  ``apply_action``, chance nodes sampled), per action, in interleaved rounds: the median of the
  rounds' ratios;
- whole hands through the players' path (``observe`` + ``choose`` + ``apply``), random and
  heuristic players in every seat;
- what a table sync costs (the state the browser is sent after each of the learner's decisions);
- the strong player's decision time (CPU) over a few games against two club players.

    .venv/bin/pip install open_spiel==2.0.2   # once, for the hearts comparison
    .venv/bin/python benchmarks/bench_api.py
    PYTHONPATH=/path/to/another/checkout .venv/bin/python benchmarks/bench_api.py --no-hearts

The script uses only names every version of moon_nb since the observation redesign has, so the
second line measures an older checkout the same way (before/after figures).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable
from typing import Any

from moon_nb import Game
from moon_nb.players import HeuristicPlayer, MonteCarloPlayer, Player, RandomPlayer
from moon_nb.table import TableSession


def moon_actions_per_second(hands: int, seed: int) -> float:
    """Random full hands of three-player Moon through the public API: actions per CPU second."""
    rnd = random.Random(seed).random
    done = actions = 0
    game_seed = seed * 100_000
    start = time.process_time()
    while done < hands:
        game = Game(seed=game_seed)
        game_seed += 1
        while game.winner is None and done + game.hands_played < hands:
            legal = game.legal_actions()
            game.apply(legal[int(rnd() * len(legal))])
            actions += 1
        done += max(game.hands_played, 1)
    return actions / (time.process_time() - start)


def hearts_actions_per_second(games: int, seed: int) -> float:
    """Random games of OpenSpiel's hearts through its Python API: player actions per CPU
    second, the time spent dealing (chance nodes) included."""
    import pyspiel  # type: ignore[import-not-found]

    hearts = pyspiel.load_game("hearts")
    rnd = random.Random(seed).random
    actions = 0
    start = time.process_time()
    for _ in range(games):
        state = hearts.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(outcomes[int(rnd() * len(outcomes))][0])
            else:
                legal = state.legal_actions()
                state.apply_action(legal[int(rnd() * len(legal))])
                actions += 1
    return actions / (time.process_time() - start)


def player_hands_per_second(make: Callable[[int], Player], hands: int, seed: int = 1) -> float:
    """Whole three-player hands by ``make(seat)`` players: observe, choose, apply."""
    players = [make(seat) for seat in range(3)]
    done = 0
    game_seed = seed
    start = time.process_time()
    while done < hands:
        game = Game(seed=game_seed)
        game_seed += 1
        while game.winner is None and done + game.hands_played < hands:
            seat = game.to_act
            assert seat is not None
            game.apply(players[seat].choose(game.observe(seat)))
        done += max(game.hands_played, 1)
    return done / (time.process_time() - start)


def sync_state(session: TableSession) -> Any:
    """What one sync of a table computes: every trait's value."""
    if hasattr(session, "state"):
        return session.state()
    # Before the projection redesign the widget gathered the traits itself.
    return [
        session.learner_view(),
        session.revealed(),
        session.seats(),
        session.features(),
    ]


def table_sync_times(games: int) -> list[float]:
    """CPU seconds of each sync after a learner's decision, over whole games against two
    club players (who decide in between, outside the timing)."""
    times = []
    for g in range(games):
        session = TableSession(
            Game(seed=500 + g), 0, [HeuristicPlayer(1), HeuristicPlayer(2)], advisor=RandomPlayer(0)
        )
        learner = HeuristicPlayer(0)
        while session.game.phase != "over" and session.game.hands_played < 3:
            session.handle(
                {"kind": "action", "action": str(learner.choose(session.game.observe(0)))}
            )
            start = time.process_time()
            sync_state(session)
            times.append(time.process_time() - start)
    return times


def strong_decision_times(games: int) -> list[float]:
    """CPU seconds of each of the strong player's decisions in seat 0 against two club players."""
    times = []
    for g in range(games):
        game = Game(seed=900 + g)
        players: list[Player] = [MonteCarloPlayer(seed=g), HeuristicPlayer(1), HeuristicPlayer(2)]
        while game.winner is None and game.hands_played < 3:
            seat = game.to_act
            assert seat is not None
            start = time.process_time()
            action = players[seat].choose(game.observe(seat))
            if seat == 0:
                times.append(time.process_time() - start)
            game.apply(action)
    return times


def quantiles(values: list[float]) -> tuple[float, float, float]:
    ordered = sorted(values)
    at = lambda q: ordered[min(len(ordered) - 1, int(q * len(ordered)))]  # noqa: E731
    return at(0.5), at(0.95), ordered[-1]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3, help="interleaved rounds (median)")
    parser.add_argument("--hands", type=int, default=6000, help="Moon hands a round")
    parser.add_argument("--games", type=int, default=600, help="hearts games a round")
    parser.add_argument("--no-hearts", action="store_true", help="skip the OpenSpiel comparison")
    args = parser.parse_args(argv)
    import moon_nb

    print(f"moon_nb from {moon_nb.__file__}")
    if not args.no_hearts:
        ratios = []
        for k in range(args.rounds):
            moon = moon_actions_per_second(args.hands, seed=k + 1)
            hearts = hearts_actions_per_second(args.games, seed=k + 1)
            ratios.append(moon / hearts)
            print(
                f"  round {k + 1}: Moon public API {moon:10,.0f} actions/s   "
                f"hearts (OpenSpiel) {hearts:10,.0f} actions/s   ratio {moon / hearts:.2f}"
            )
        print(f"  median ratio over {args.rounds} rounds: {statistics.median(ratios):.2f}")
    else:
        rates = [moon_actions_per_second(args.hands, seed=k + 1) for k in range(args.rounds)]
        print(f"  Moon public API: median {statistics.median(rates):,.0f} actions/s")
    for name, make, hands in (
        ("random", RandomPlayer, 3000),
        ("heuristic", lambda seat: HeuristicPlayer(seat), 600),
    ):
        rates = [player_hands_per_second(make, hands, seed=k + 1) for k in range(args.rounds)]
        print(f"  players {name:9s} median {statistics.median(rates):8,.0f} hands/s")
    p50, p95, top = quantiles(table_sync_times(8))
    print(f"  table sync (state after a decision): p50 {p50 * 1e3:.2f} ms, p95 {p95 * 1e3:.2f} ms")
    p50, p95, top = quantiles(strong_decision_times(6))
    print(
        f"  strong player decisions (CPU): p50 {p50 * 1e3:.0f} ms, p95 {p95 * 1e3:.0f} ms, "
        f"max {top * 1e3:.0f} ms"
    )


if __name__ == "__main__":
    main()
