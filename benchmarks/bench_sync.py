"""Benchmark of what the live table sends its browser per move (a benchmark, not a timed test).

Drives `MoonTable` in Python over N seeded whole games — the learner's seat playing a seeded
random legal action, the computer players at the beginner level — with and without the coach,
and records every message the widget would send on its comm (trait updates and custom
messages) between one learner decision and the next, in bytes as the kernel packs them
(``jupyter_client.session.json_packer``: UTF-8 JSON). Prints, per setting, the bytes sent per
learner move (p50 / p95 / max) and per message, and the time the table spends building and
sending those syncs (p50 / p95).

Run: ``.venv/bin/python benchmarks/bench_sync.py [--games N]``.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from typing import Any

from jupyter_client.session import json_packer

from moon_nb import Game, MoonTable


def _quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def measure(games: int, coach: bool) -> tuple[list[int], list[int], list[float]]:
    """Bytes sent for each learner move and in each message, and sync seconds for each move,
    over ``games`` seeded games."""
    sizes: list[int] = []
    messages: list[int] = []
    times: list[float] = []
    for seed in range(games):
        table = MoonTable(game=Game(seed=seed), level="beginner", coach=coach, pace_ms=0)
        sent: list[int] = []
        spent: list[float] = []
        # Every message the widget would put on its comm, measured as the JSON sent.
        table._send = lambda msg, buffers=None, sent=sent: sent.append(  # type: ignore[method-assign]
            len(json_packer(msg))
        )
        sync = table._sync

        def timed_sync(sync: Any = sync, spent: list[float] = spent) -> None:
            t0 = time.perf_counter()
            sync()
            spent.append(time.perf_counter() - t0)

        table._sync = timed_sync  # type: ignore[method-assign]
        pick = random.Random(seed)
        while table.game.phase != "over":
            if table.game.to_act != table.seat:
                table.send_intent({"kind": "next_hand"})
                if table.game.to_act != table.seat and table.game.phase != "over":
                    break
                continue
            sent.clear()
            spent.clear()
            table.act(pick.choice(table.game.legal_actions()))
            sizes.append(sum(sent))
            messages.extend(sent)
            times.append(sum(spent))
    return sizes, messages, times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=5)
    args = parser.parse_args()
    print(f"Bytes sent and sync time per learner move, {args.games} seeded games")
    print(f"{'table':<10} {'moves':>6} {'bytes p50':>10} {'p95':>8} {'max':>8}"
          f" {'per message p50':>16} {'p95':>7} {'sync ms p50':>12} {'p95':>7}")  # fmt: skip
    for coach in (False, True):
        sizes, messages, times = measure(args.games, coach)
        label = "coach" if coach else "plain"
        print(
            f"{label:<10} {len(sizes):>6} {statistics.median(sizes):>10.0f}"
            f" {_quantile(sizes, 0.95):>8.0f} {max(sizes):>8}"
            f" {statistics.median(messages):>16.0f} {_quantile(messages, 0.95):>7.0f}"
            f" {1000 * statistics.median(times):>12.1f} {1000 * _quantile(times, 0.95):>7.1f}"
        )


if __name__ == "__main__":
    main()
