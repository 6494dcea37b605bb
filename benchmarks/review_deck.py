"""What the review deck keeps from the learner's hands, and how long examining a hand takes (a
report, not a timed test).

Twenty hands for each of a random, a beginner-level and a club-level learner in seat 0 against
two club opponents. Each hand's decisions are examined as ``Review()`` examines them when it
opens (`moon_nb.review.examine.examined`: the position set up again from what the learner saw,
weighed by the one evaluation), and the report prints: decisions examined, as good as the best,
cards kept (by theme), decisions refused by reason, and the seconds to examine a hand (p50/p95).

Nothing here runs while the learner plays: at a table without the coach a hand is only kept,
and ``Review()`` examines it when it opens; at the coach's table the evaluations it made during
the hand are used again.

Run: ``.venv/bin/python benchmarks/review_deck.py [--hands 20]``.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from moon_nb.engine.game import Game
from moon_nb.players import HeuristicPlayer, RandomPlayer
from moon_nb.players.base import Player
from moon_nb.players.levels import BeginnerPlayer
from moon_nb.review.deck import Played
from moon_nb.review.examine import examined
from moon_nb.review.seen import Seen

LEARNERS = {
    "random": lambda seed: RandomPlayer(seed),
    "beginner": lambda seed: BeginnerPlayer(seed),
    "club": lambda seed: HeuristicPlayer(seed),
}


def hand(learner: Player, seed: int) -> tuple[Game, list[int]]:
    """One hand from ``seed``: the learner in seat 0, club opponents; the learner's decisions
    by action index."""
    game = Game(seed=seed)
    players = [learner, HeuristicPlayer(seed * 10 + 1), HeuristicPlayer(seed * 10 + 2)]
    mine: list[int] = []
    while game.hands_played == 0:
        seat = game.to_act
        assert seat is not None
        if seat == 0:
            mine.append(len(game.actions))
        game.apply(players[seat].choose(game.observe(seat)))
    return game, mine


def reason(verdict: str) -> str:
    """A verdict's kind: the words before the colon."""
    return verdict.split(":")[0]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--hands", type=int, default=20)
    args = ap.parse_args()
    print(
        f"{'learner':9} {'decisions':>9} {'as good':>8} {'kept':>5} "
        f"{'refused':>8} {'p50 s':>6} {'p95 s':>6}  refused by reason; kept by theme"
    )
    for name, make in LEARNERS.items():
        examined_n = good = 0
        themes: Counter[str] = Counter()
        refused: Counter[str] = Counter()
        times: list[float] = []
        for seed in range(1, args.hands + 1):
            game, mine = hand(make(seed), seed)
            start = time.perf_counter()
            for k in mine:
                seen = Seen.of(game.observe(0, k))
                played, card = examined(
                    Played(f"{seed}-{k}", "", "table", seen, str(game.actions[k])), "now"
                )
                examined_n += 1
                if card is not None:
                    themes[card.theme] += 1
                elif played.verdict == "as good as the best":
                    good += 1
                else:
                    refused[reason(played.verdict)] += 1
            times.append(time.perf_counter() - start)
        q = statistics.quantiles(times, n=20) if len(times) > 1 else times * 19
        why = ", ".join(f"{k}: {v}" for k, v in refused.most_common()) or "none"
        kept = ", ".join(f"{k} {v}" for k, v in themes.most_common()) or "none"
        print(
            f"{name:9} {examined_n:>9} {good:>8} {sum(themes.values()):>5} "
            f"{sum(refused.values()):>8} {statistics.median(times):>6.2f} {q[18]:>6.2f}  "
            f"{why}; {kept}"
        )


if __name__ == "__main__":
    main()
