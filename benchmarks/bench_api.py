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

    .venv/bin/pip install -e '.[bench]'          # once: OpenSpiel, for the hearts comparison
    .venv/bin/python benchmarks/bench_api.py
    .venv/bin/python benchmarks/bench_api.py --against OLD_CHECKOUT --python OTHER_PYTHON
    .venv/bin/python benchmarks/bench_api.py --compiled      # the compiled engine beside the pure

``this`` is the checkout's source, pure Python. ``--compiled`` adds the same source built as a
wheel does it (hatch_build.py: the engine's hot modules compiled with mypyc; about 30 s to
build, with this environment's mypy), or an unpacked compiled wheel named after it.
With ``--against``, every round measures both checkouts one after the other (in fresh
processes, the order alternating), so before and after share the machine's state; the other
checkout is put first on ``sys.path`` of ``OTHER_PYTHON`` (a Python that has moon_nb's
dependencies but not moon_nb itself installed). The script uses only names every version of
moon_nb since the observation redesign has.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
import zipfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

PARTS = ("api", "players", "sync", "strong")


def moon_actions_per_second(hands: int, seed: int) -> float:
    """Random full hands of three-player Moon through the public API: actions per CPU second."""
    from moon_nb import Game

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


def player_hands_per_second(make: Callable[[int], Any], hands: int, seed: int = 1) -> float:
    """Whole three-player hands by ``make(seat)`` players: observe, choose, apply."""
    from moon_nb import Game

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


def sync_state(session: Any) -> Any:
    """What one sync of a table computes: every trait's value."""
    if hasattr(session, "state"):
        return session.state()
    # Before the projection redesign the widget gathered the traits itself.
    return [session.learner_view(), session.revealed(), session.seats(), session.features()]


def table_sync_times(games: int, seed: int) -> list[float]:
    """CPU seconds of each sync after a learner's decision, over whole games against two
    club players (who decide in between, outside the timing)."""
    from moon_nb import Game
    from moon_nb.players import HeuristicPlayer, RandomPlayer
    from moon_nb.table import TableSession

    times = []
    for g in range(games):
        session = TableSession(
            Game(seed=500 + 100 * seed + g),
            0,
            [HeuristicPlayer(1), HeuristicPlayer(2)],
            advisor=RandomPlayer(0),
        )
        learner = HeuristicPlayer(0)
        while session.game.phase != "over" and session.game.hands_played < 3:
            action = str(learner.choose(session.game.observe(0)))
            session.handle({"kind": "action", "action": action})
            start = time.process_time()
            sync_state(session)
            times.append(time.process_time() - start)
    return times


def strong_decision_times(games: int, seed: int) -> list[float]:
    """CPU seconds of each of the strong player's decisions in seat 0 against two club
    players."""
    from moon_nb import Game
    from moon_nb.players import HeuristicPlayer, MonteCarloPlayer

    times = []
    for g in range(games):
        game = Game(seed=900 + 100 * seed + g)
        players = [MonteCarloPlayer(seed=g), HeuristicPlayer(1), HeuristicPlayer(2)]
        while game.winner is None and game.hands_played < 3:
            seat = game.to_act
            assert seat is not None
            start = time.process_time()
            action = players[seat].choose(game.observe(seat))
            if seat == 0:
                times.append(time.process_time() - start)
            game.apply(action)
    return times


def quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def measure(part: str, seed: int, args: argparse.Namespace) -> dict[str, float]:
    """One round of one part, in this process."""
    if part == "api":
        moon = moon_actions_per_second(args.hands, seed)
        out = {"moon": moon}
        if not args.no_hearts:
            hearts = hearts_actions_per_second(args.games, seed)
            out |= {"hearts": hearts, "ratio": moon / hearts}
        return out
    if part == "players":
        from moon_nb.players import HeuristicPlayer, RandomPlayer

        return {
            "random": player_hands_per_second(RandomPlayer, 2000, seed),
            "heuristic": player_hands_per_second(HeuristicPlayer, 400, seed),
        }
    if part == "sync":
        times = table_sync_times(4, seed)
        return {"p50": quantile(times, 0.5), "p95": quantile(times, 0.95), "n": len(times)}
    times = strong_decision_times(3, seed)
    return {
        "p50": quantile(times, 0.5),
        "p95": quantile(times, 0.95),
        "max": max(times),
        "n": len(times),
    }


def in_process(checkout: str | None, python: str, part: str, seed: int, argv: list[str]) -> Any:
    """`measure` in a fresh process of ``python``, with ``checkout`` first on its path."""
    env = dict(os.environ)
    if checkout:
        env["PYTHONPATH"] = checkout
    command = [python, __file__, "--part", part, "--seed", str(seed), *argv]
    done = subprocess.run(command, capture_output=True, text=True, env=env, check=True)
    return json.loads(done.stdout)


def compiled_build(root: str) -> str:
    """This checkout built as a wheel with its engine compiled (hatch_build.py), unpacked in a
    temporary folder, which is returned."""
    spec = importlib.util.spec_from_file_location("hatch_build", Path(root, "hatch_build.py"))
    assert spec is not None and spec.loader is not None
    hatch_build = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(hatch_build)
    out = Path(tempfile.mkdtemp(prefix="moon_nb-compiled-"))
    wheel = hatch_build.build_wheel(Path(root), out)
    if wheel.name.endswith("-py3-none-any.whl"):
        raise SystemExit(f"{wheel.name} is pure Python: the build could not compile the engine")
    zipfile.ZipFile(wheel).extractall(out / "site")
    return str(out / "site")


def median(rounds: list[dict[str, float]], key: str) -> float:
    return statistics.median(r[key] for r in rounds)


def report(name: str, part: str, rounds: list[dict[str, float]]) -> str:
    if part == "api":
        text = f"public API {median(rounds, 'moon'):9,.0f} actions/s"
        if "ratio" in rounds[0]:
            ratios = ", ".join(f"{r['ratio']:.2f}" for r in rounds)
            text += (
                f", hearts {median(rounds, 'hearts'):9,.0f} actions/s, ratio "
                f"{median(rounds, 'ratio'):.2f} (rounds: {ratios})"
            )
        return f"  {name:6s} {text}"
    if part == "players":
        return (
            f"  {name:6s} players: random {median(rounds, 'random'):7,.0f} hands/s, "
            f"heuristic {median(rounds, 'heuristic'):6,.0f} hands/s"
        )
    ms = {key: median(rounds, key) * 1e3 for key in rounds[0] if key != "n"}
    what = "table sync" if part == "sync" else "strong player's decisions"
    figures = ", ".join(f"{k} {v:.1f} ms" for k, v in ms.items())
    return f"  {name:6s} {what}: {figures} ({int(rounds[0]['n'])} a round)"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3, help="interleaved rounds (median)")
    parser.add_argument("--hands", type=int, default=6000, help="Moon hands a round")
    parser.add_argument(
        "--games", type=int, default=3000, help="hearts games a round (as long as the Moon hands)"
    )
    parser.add_argument("--no-hearts", action="store_true", help="skip the OpenSpiel comparison")
    parser.add_argument("--against", help="another checkout of moon_nb, measured beside this one")
    parser.add_argument("--python", default=sys.executable, help="the Python for --against")
    parser.add_argument(
        "--compiled",
        nargs="?",
        const="",
        metavar="DIR",
        help="also measure the compiled engine: an unpacked compiled wheel, or one built now",
    )
    parser.add_argument("--parts", default=",".join(PARTS), help=f"some of {', '.join(PARTS)}")
    parser.add_argument("--part", help=argparse.SUPPRESS)
    parser.add_argument("--seed", type=int, default=1, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.part:
        print(json.dumps(measure(args.part, args.seed, args)))
        return
    passed = ["--hands", str(args.hands), "--games", str(args.games)]
    passed += ["--no-hearts"] if args.no_hearts else []
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    trees = [("this", here, sys.executable)]
    if args.compiled is not None:
        site = os.path.abspath(args.compiled) if args.compiled else compiled_build(here)
        trees.append(("compiled", site, sys.executable))
    if args.against:
        trees.append(("before", os.path.abspath(args.against), args.python))
    print(f"moon_nb benchmark: {args.rounds} interleaved rounds; this = {here} (pure Python)")
    for name, checkout, python in trees[1:]:
        print(f"  {name} = {checkout} (with {python})")
    for part in args.parts.split(","):
        found: dict[str, list[dict[str, float]]] = {name: [] for name, _, _ in trees}
        for k in range(args.rounds):
            order = trees if k % 2 == 0 else trees[::-1]
            for name, checkout, python in order:
                found[name].append(in_process(checkout, python, part, k + 1, passed))
        for name, _, _ in trees:
            print(report(name, part, found[name]))


if __name__ == "__main__":
    main()
