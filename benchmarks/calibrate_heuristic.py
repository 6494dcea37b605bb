"""How many tricks a declarer really takes for each rule-of-thumb estimate.

Seat 0 declares (bid 4, the others pass), names the heuristic's trump and plays it out against
two heuristic defenders; the table prints the tricks taken per rounded estimate. The heuristic
player's bidding formula (0.8 * estimate + 2) was fitted to this table.

    .venv/bin/python benchmarks/calibrate_heuristic.py 400
"""

from __future__ import annotations

import collections
import sys

from moon_nb import Game, Rules
from moon_nb.players import HeuristicPlayer
from moon_nb.players.evaluate import best_trump


def main(deals: int) -> None:
    rules = Rules()
    players = [HeuristicPlayer() for _ in range(3)]
    taken: dict[int, list[int]] = collections.defaultdict(list)
    for seed in range(deals):
        g = Game(seed=seed, first_bidder=0)
        estimate = best_trump(g.hand(0), rules.tiles)
        for action in ("bid 4", "pass", "pass"):
            g.apply(action)
        while g.hands_played == 0:
            seat = g.to_act
            assert seat is not None
            g.apply(players[seat].choose(g.observe(seat)))
        assert g.last_hand is not None
        taken[round(estimate.tricks)].append(g.last_hand.tricks[0])
    print("estimate  deals  mean tricks  fitted 0.8*e+2")
    for e in sorted(taken):
        v = taken[e]
        print(f"{e:8d} {len(v):6d} {sum(v) / len(v):12.2f} {0.8 * e + 2:15.2f}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 400)
