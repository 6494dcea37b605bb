"""Self-play games kept as records: the corpus the model of the players is fitted to and the
calibration is measured on.

``python -m moon_nb.dev.selfplay OUT.jsonl --games 200 --seed 100000 --workers 2`` plays whole
games (every seat the same player, ``expert`` by default) and appends one line per game to
``OUT.jsonl``: its seed, the seats and the game's record (`moon_nb.engine.game.Game.record`),
from which every hand replays exactly — each seat's observation at each decision, and the true
deal. A game already in the file is not played again, so a long run can be stopped and resumed.
"""

from __future__ import annotations

import argparse
import json
import os
import pathlib
import time
from collections.abc import Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from moon_nb.dev.tournament import make_player
from moon_nb.engine.game import Game
from moon_nb.engine.options import Rules

MAX_HANDS = 60
"""A game still going after this many hands is kept as it stands (scores drift for ever only
when every bid is set in turn, which self-play of good players does not do)."""


def play(specs: Sequence[str], seed: int, rules: Rules) -> dict[str, Any]:
    """One whole game of ``specs[seat]`` players from ``seed``, as a line of the corpus."""
    players = [make_player(spec, seed * 10 + s) for s, spec in enumerate(specs)]
    game = Game(seed=seed, rules=rules)
    while game.winner is None and game.hands_played < MAX_HANDS:
        seat = game.to_act
        assert seat is not None
        game.apply(players[seat].choose(game.observe(seat)))
    return {"seed": seed, "seats": list(specs), "record": game.record()}


def _job(args: tuple[tuple[str, ...], int, Rules]) -> dict[str, Any]:
    return play(*args)


def read(path: pathlib.Path) -> list[dict[str, Any]]:
    """The games kept in a corpus file (none if it does not exist)."""
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def games(path: pathlib.Path) -> Iterator[Game]:
    """Each kept game, replayed to its end."""
    for line in read(path):
        yield Game.from_record(line["record"])


def extend(
    path: pathlib.Path, specs: Sequence[str], count: int, seed: int, rules: Rules, workers: int
) -> int:
    """Play the games ``seed .. seed + count - 1`` that ``path`` does not hold yet, appending
    each as it ends; returns how many were played."""
    done = {line["seed"] for line in read(path)}
    jobs = [(tuple(specs), s, rules) for s in range(seed, seed + count) if s not in done]
    with path.open("a") as out:
        if workers <= 1:
            results: Iterator[dict[str, Any]] = map(_job, jobs)
            for line in results:
                out.write(json.dumps(line) + "\n")
                out.flush()
        else:
            with ProcessPoolExecutor(workers) as pool:
                for line in pool.map(_job, jobs, chunksize=1):
                    out.write(json.dumps(line) + "\n")
                    out.flush()
    return len(jobs)


def replay(line: dict[str, Any]) -> Iterator[tuple[Game, str]]:
    """Each decision of a kept game: the game just before it (every hand face up) and the
    action taken. The game moves on once the next is asked for."""
    record = dict(line["record"])
    actions = record["actions"]
    game = Game.from_record({**record, "actions": []})
    for action in actions:
        yield game, action
        game.apply(action)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", help="the corpus file (JSON lines), extended")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=100_000)
    parser.add_argument("--player", default="expert", help="the player in every seat")
    parser.add_argument("--four", action="store_true", help="four-player partnerships")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args(argv)
    rules = Rules(players=4) if args.four else Rules()
    start = time.perf_counter()
    specs = [args.player] * rules.players
    played = extend(pathlib.Path(args.out), specs, args.games, args.seed, rules, args.workers)
    hands = sum(g.hands_played for g in games(pathlib.Path(args.out)))
    print(f"{played} games played ({time.perf_counter() - start:.0f} s); {hands} hands kept")


if __name__ == "__main__":
    main()
