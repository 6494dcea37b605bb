"""How long `Review()` takes to open after a learner's hands, before and after weighing their
decisions between hands; and what weighing in a thread would cost the table instead of a
worker process (a report, not a timed test).

**Opening the review.** A learner who makes mistakes (a seeded random player: many costly
decisions, the review's worst case) plays 3, then 10 hands in seat 0 at `MoonTable(level=
"club")`, each hand kept as a notebook's table keeps it, then opens `Review()`; each
measurement in a fresh interpreter, the trees' rounds interleaved. ``before``: the code this
work started from (``--before TREE``, a checkout of 45c311e), which weighed every kept decision
when the review opened. ``after``: this tree, whose worker process weighs each hand's decisions
when it ends; the review opens once the worker is done (how long it still had to go after the
last hand — the hands here are played back to back, with none of a learner's minutes between
them — is printed as ``worker after``). ``weighings`` counts the decisions weighed while the
review opened. ``first card``: this tree with no worker (``MOON_NB_WEIGHER=review``): the
review opens at once on nothing weighed, and the seconds until the learner's first card, weighed
one decision at a time when asked for.

**What holds the interpreter's lock.** The same hand played at a table (`MoonTable.act`, each
move with the computer players' replies) while nothing else runs, while a thread of the same
interpreter weighs kept decisions, and while the worker process weighs them: each move's
seconds (p50 / p95) and the hand's. The evaluation is pure Python: a thread holds the lock as it
weighs, and the table's moves wait their turns.

Run: ``.venv/bin/python benchmarks/review_open.py --before OLD_TREE [--rounds 2]``.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from moon_nb.review.deck import Played

HERE = Path(__file__).resolve()
ROOT = HERE.parents[1]


def play(hands: int) -> list[object]:
    """``hands`` hands at a notebook's table, the learner a seeded random player."""
    from moon_nb import MoonTable
    from moon_nb.players import RandomPlayer

    tables = []
    for seed in range(1, hands + 1):
        table = MoonTable(seed=seed, level="club", pace_ms=0)
        learner = RandomPlayer(seed)
        while table.game.hands_played == 0:
            table.act(learner.choose(table.game.observe(table.seat)))
        tables.append(table)
    return tables


def opening(hands: int) -> dict[str, float]:
    """In this interpreter (a fresh one): play, then open the review (see the docstring)."""
    from moon_nb.players import evaluation
    from moon_nb.progress.store import SESSION

    evaluation._CACHE_SIZE = 1_000_000  # each weighing counted (the cache keeps 64)
    start = time.perf_counter()
    play(hands)
    out = {"play s": time.perf_counter() - start}
    try:
        from moon_nb.review.weigher import weigher_of
    except ImportError:  # the tree before: nothing weighed until the review opens
        weigher_of = None  # type: ignore[assignment]
    if weigher_of is not None and weigher_of(SESSION).way != "review":
        start = time.perf_counter()
        weigher_of(SESSION).settle()
        out["worker after s"] = time.perf_counter() - start
    evaluation._CACHE.clear()
    from moon_nb import Review

    start = time.perf_counter()
    review = Review(pace_ms=0)
    out["open s"] = time.perf_counter() - start
    out["weighings"] = len(evaluation._CACHE)
    out["cards"] = len(review.due)
    out["decisions"] = len(SESSION.deck().played)
    if weigher_of is not None and not review.due:
        from moon_nb.review.review_path import MORE

        start = time.perf_counter()
        review.send_intent({"kind": "step", "step": MORE})
        out["first card s"] = time.perf_counter() - start
        out["cards"] = len(review.due)
    return out


def child(tree: Path, way: str | None, *args: str) -> Any:
    """This script run with ``args`` in a fresh interpreter of ``tree`` (its weigher ``way``,
    by default the tree's), with a progress file of its own: what it printed last, read."""
    with tempfile.TemporaryDirectory() as scratch:
        env = {**os.environ, "PYTHONPATH": str(tree), "LANGUAGE": "en"}
        env["MOON_NB_PROGRESS"] = str(Path(scratch) / "moon-progress.json")
        env.pop("MOON_NB_WEIGHER", None)
        if way is not None:
            env["MOON_NB_WEIGHER"] = way
        done = subprocess.run(
            [sys.executable, str(HERE), *args],
            env=env,
            cwd=scratch,
            capture_output=True,
            text=True,
            check=True,
        )
    return json.loads(done.stdout.strip().splitlines()[-1])


def fresh(tree: Path, hands: int, way: str | None) -> dict[str, float]:
    """`opening` in a fresh interpreter of ``tree``."""
    return child(tree, way, "--child", str(hands))  # type: ignore[no-any-return]


# --- what holds the interpreter's lock -----------------------------------------------------


def _kept_decisions() -> list[Played]:
    """Decisions to weigh: those of two hands of the random learner, as the deck keeps them."""
    from moon_nb.engine.game import Game
    from moon_nb.players import HeuristicPlayer, RandomPlayer
    from moon_nb.review.deck import Played
    from moon_nb.review.seen import Seen

    out = []
    for seed in (21, 22):
        game = Game(seed=seed)
        players = [RandomPlayer(seed), HeuristicPlayer(1), HeuristicPlayer(2)]
        mine = []
        while game.hands_played == 0:
            seat = game.to_act
            assert seat is not None
            mine += [len(game.actions)] if seat == 0 else []
            game.apply(players[seat].choose(game.observe(seat)))
        for k in mine:
            seen = Seen.of(game.observe(0, k))
            out.append(Played(f"{seed}-{k}", "", "table", seen, str(game.actions[k])))
    return out


def moves(busy: str) -> list[float]:
    """Each of the learner's moves at a table (with the replies), in seconds, while ``busy``
    ("idle", "thread", "process") weighs kept decisions."""
    from moon_nb import MoonTable
    from moon_nb.players import evaluation
    from moon_nb.players.levels import BeginnerPlayer
    from moon_nb.review.weigher import _worker, weigh_here

    decisions = _kept_decisions()
    stop = threading.Event()

    def weigh_in_thread() -> None:
        while not stop.is_set():
            for played in decisions:
                if stop.is_set():
                    return
                evaluation._CACHE.clear()
                weigh_here(played)

    worker = None
    if busy == "thread":
        threading.Thread(target=weigh_in_thread, daemon=True).start()
    elif busy == "process":
        worker = _worker()
        tasks: list[dict[str, Any]] = [
            {"played": p.to_json(), "lang": "en", "deals": dict(evaluation.DEALS)}
            for p in decisions
        ]
        flying = [worker.submit(t) for t in tasks]
    time.sleep(0.5)  # the weighing under way
    took = []
    for seed in (31, 32, 33):
        table = MoonTable(seed=seed, level="club", pace_ms=0)
        learner = BeginnerPlayer(seed)
        while table.game.hands_played == 0:
            action = learner.choose(table.game.observe(table.seat))
            start = time.perf_counter()
            table.act(action)
            took.append(time.perf_counter() - start)
    stop.set()
    if worker is not None:
        for f in flying:
            f.cancel()
    return took


def _quantile(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--before", type=Path, help="a checkout of the code before (45c311e)")
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--hands", type=int, nargs="*", default=[3, 10])
    ap.add_argument("--child", type=int, help=argparse.SUPPRESS)
    ap.add_argument("--moves", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child is not None:
        print(json.dumps(opening(args.child)))
        return
    if args.moves is not None:
        print(json.dumps(moves(args.moves)))
        return
    with open("/proc/loadavg") as f:
        print(f"load average at the start: {f.read().split()[0]}")
    trees = [("after", ROOT, None), ("first card", ROOT, "review")]
    if args.before is not None:
        trees.insert(0, ("before", args.before.resolve(), None))
    results: dict[tuple[str, int], list[dict[str, float]]] = {}
    for r in range(args.rounds):
        for hands in args.hands:
            order = trees if r % 2 == 0 else trees[::-1]
            for name, tree, way in order:
                got = fresh(tree, hands, way)
                results.setdefault((name, hands), []).append(got)
                print(f"  round {r + 1}, {hands} hands, {name}: {got}", flush=True)
    print()
    print("| hands | tree | decisions | Review() opens, s (rounds) | weighings at open | "
          "worker after the last hand, s | first card, s |")  # fmt: skip
    print("|---|---|---|---|---|---|---|")
    for hands in args.hands:
        for name, _tree, _way in trees:
            runs = results[(name, hands)]
            opens = ", ".join(f"{x['open s']:.2f}" for x in runs)
            worker = ", ".join(f"{x['worker after s']:.1f}" for x in runs if "worker after s" in x)
            first = ", ".join(f"{x['first card s']:.1f}" for x in runs if "first card s" in x)
            print(
                f"| {hands} | {name} | {runs[0]['decisions']:.0f} | {opens} | "
                f"{statistics.median(x['weighings'] for x in runs):.0f} | {worker or '–'} | "
                f"{first or '–'} |"
            )
    print()
    took: dict[str, list[float]] = {"idle": [], "thread": [], "process": []}
    for r in range(args.rounds):
        for busy in list(took) if r % 2 == 0 else list(took)[::-1]:
            took[busy] += _moves_in_fresh(busy)
    print("| while the table plays, kept decisions are weighed | moves | p50 s | p95 s |")
    print("|---|---|---|---|")
    for busy, xs in took.items():
        print(f"| {busy} | {len(xs)} | {_quantile(xs, 0.5):.3f} | {_quantile(xs, 0.95):.3f} |")
    with open("/proc/loadavg") as f:
        print(f"load average at the end: {f.read().split()[0]}")


def _moves_in_fresh(busy: str) -> list[float]:
    """`moves` in a fresh interpreter of this tree, no weigher of its own."""
    return child(ROOT, "review", "--moves", busy)  # type: ignore[no-any-return]


if __name__ == "__main__":
    main()
