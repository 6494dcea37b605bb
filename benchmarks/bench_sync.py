"""Benchmark of what the live table sends its browser per move (a benchmark, not a timed test).

Drives `MoonTable` in Python over N seeded whole games — the learner's seat playing a seeded
random legal action, the computer players at the beginner level — with and without the coach,
and records every message the widget would send on its comm (trait updates and custom
messages) between one learner decision and the next, in bytes as the kernel packs them
(``jupyter_client.session.json_packer``: UTF-8 JSON). Prints, per setting, the bytes sent per
learner move (p50 / p95 / max) and per message, and the time the table spends building and
sending those syncs (p50 / p95).

With ``--languages``: the same seeded games at a table in each language moon_nb speaks
(``MoonTable(lang=code)``; the same moves, only the words differ), the games interleaved
language by language so the machine's drift falls on all alike: per learner move the bytes
and the characters sent and the sync time (p50 / p95, and the total), each as a ratio to
English.

Run: ``.venv/bin/python benchmarks/bench_sync.py [--games N] [--languages]``.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from typing import Any

from jupyter_client.session import json_packer

from moon_nb import Game, MoonTable, languages


def _quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def measure(
    games: int, coach: bool, lang: str | None = None, seeds: range | None = None
) -> tuple[list[int], list[int], list[float], list[int]]:
    """Bytes sent for each learner move and in each message, sync seconds and characters sent
    for each move, over ``games`` seeded games (or those of ``seeds``) at a table speaking
    ``lang``."""
    sizes: list[int] = []
    messages: list[int] = []
    times: list[float] = []
    chars: list[int] = []
    for seed in seeds if seeds is not None else range(games):
        table = MoonTable(game=Game(seed=seed), level="beginner", coach=coach, pace_ms=0, lang=lang)
        sent: list[int] = []
        letters: list[int] = []
        spent: list[float] = []

        # Every message the widget would put on its comm, measured as the JSON sent.
        def send(
            msg: Any, buffers: Any = None, sent: list[int] = sent, n: list[int] = letters
        ) -> None:
            sent.append(len(json_packer(msg)))
            n.append(len(json.dumps(msg, ensure_ascii=False, default=str)))

        table._send = send  # type: ignore[method-assign]
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
            letters.clear()
            spent.clear()
            table.act(pick.choice(table.game.legal_actions()))
            sizes.append(sum(sent))
            messages.extend(sent)
            times.append(sum(spent))
            chars.append(sum(letters))
    return sizes, messages, times, chars


def by_language(games: int, rounds: int) -> None:
    """Print the sync of each language against English's: the same games, interleaved."""
    codes = list(languages())
    for code in codes:  # untimed: the first table in a language reads its catalog
        measure(1, False, code)
    found: dict[str, tuple[list[int], list[float], list[int]]] = {c: ([], [], []) for c in codes}
    for _round in range(rounds):
        for seed in range(games):
            for code in codes:
                sizes, _messages, times, chars = measure(1, False, code, range(seed, seed + 1))
                found[code][0].extend(sizes)
                found[code][1].extend(times)
                found[code][2].extend(chars)
    en_bytes, en_times, en_chars = found["en"]
    print(f"Sync per learner move by language, {games} seeded games x {rounds} rounds (plain)")
    print(f"{'lang':<5} {'moves':>6} {'bytes p50':>10} {'x en':>6} {'chars p50':>10} {'x en':>6}"
          f" {'sync ms p50':>12} {'p95':>6} {'total s':>8} {'x en':>6}")  # fmt: skip
    for code in codes:
        sizes, times, chars = found[code]
        print(
            f"{code:<5} {len(sizes):>6} {statistics.median(sizes):>10.0f}"
            f" {sum(sizes) / sum(en_bytes):>6.2f} {statistics.median(chars):>10.0f}"
            f" {sum(chars) / sum(en_chars):>6.2f} {1000 * statistics.median(times):>12.2f}"
            f" {1000 * _quantile(times, 0.95):>6.1f} {sum(times):>8.2f}"
            f" {sum(times) / sum(en_times):>6.2f}"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=5)
    parser.add_argument("--languages", action="store_true", help="each language against English")
    parser.add_argument("--rounds", type=int, default=3, help="with --languages: repetitions")
    args = parser.parse_args()
    if args.languages:
        by_language(args.games, args.rounds)
        return
    print(f"Bytes sent and sync time per learner move, {args.games} seeded games")
    print(f"{'table':<10} {'moves':>6} {'bytes p50':>10} {'p95':>8} {'max':>8}"
          f" {'per message p50':>16} {'p95':>7} {'sync ms p50':>12} {'p95':>7}")  # fmt: skip
    for coach in (False, True):
        sizes, messages, times, _chars = measure(args.games, coach)
        label = "coach" if coach else "plain"
        print(
            f"{label:<10} {len(sizes):>6} {statistics.median(sizes):>10.0f}"
            f" {_quantile(sizes, 0.95):>8.0f} {max(sizes):>8}"
            f" {statistics.median(messages):>16.0f} {_quantile(messages, 0.95):>7.0f}"
            f" {1000 * statistics.median(times):>12.1f} {1000 * _quantile(times, 0.95):>7.1f}"
        )


if __name__ == "__main__":
    main()
