"""How much reading the bidding sharpens the imagined deals (`moon_nb.players.reading`).

Plays hands with the named players; at each seat's first tile of the hand (every call, the
trump and, for the defenders, the discard behind it), deals the unseen tiles ``--samples``
times uniformly among the deals consistent with what the seat saw, weighs each by the bidding
model, and compares with the true deal:

- the true deal's rank: the share of sampled deals less likely than the true one (50 % when the
  model knows nothing; higher when the true deal looks likely);
- each unseen tile's true holder: the mean probability the samples give it, and its mean log,
  uniform against weighted;
- the effective sample size of the weights, as a share of the samples.

    .venv/bin/python benchmarks/bench_reading.py --players heuristic --hands 300
    .venv/bin/python benchmarks/bench_reading.py --players expert --hands 60
"""

from __future__ import annotations

import argparse
import math
import random
import time
from collections.abc import Sequence

from moon_nb import Game, Rules
from moon_nb.dev.tournament import make_player
from moon_nb.engine.observation import Observation
from moon_nb.engine.tiles import Tile
from moon_nb.players.reading import Clues
from moon_nb.players.sampling import HIDDEN, Knowledge


def first_plays(
    spec: str, seed: int, rules: Rules
) -> list[tuple[Observation, dict[int, set[Tile]]]]:
    """Each seat's observation at its first tile of the first hand of game ``seed``, with
    where every tile it has not seen really is."""
    n = rules.players
    players = [make_player(spec, seed * 10 + s) for s in range(n)]
    game = Game(seed=seed, rules=rules)
    out = []
    asked: set[int] = set()
    while game.hands_played == 0:
        seat = game.to_act
        assert seat is not None
        seen = game.observe(seat)
        if game.phase == "play" and seat not in asked:
            asked.add(seat)
            truth = {s: set(game.hand(s)) for s in range(n) if s != seat}
            placed = set().union(*truth.values())
            truth[HIDDEN] = {t for t in seen.unseen if t not in placed}
            out.append((seen, truth))
        game.apply(players[seat].choose(seen))
    return out


def measure(seen: Observation, truth: dict[int, set[Tile]], samples: int, rng: random.Random
            ) -> tuple[float, float, float, float, float, float] | None:  # fmt: skip
    """(rank, uniform P, weighted P, uniform log P, weighted log P, ESS share) for one seat."""
    knowledge = Knowledge.read(seen)
    reading = Clues.read(seen)
    if not reading.informative:
        return None
    deals = [knowledge.sample(rng) for _ in range(samples)]
    deals = [d for d in deals if d is not None]
    weights = [reading.likelihood(d) for d in deals]
    true_deal = {h: sorted(tiles, key=str) for h, tiles in truth.items() if tiles}
    true_deal.setdefault(HIDDEN, [])
    mine = reading.likelihood(true_deal)
    rank = (sum(w < mine for w in weights) + 0.5 * sum(w == mine for w in weights)) / len(deals)
    holder = {t: h for h, tiles in truth.items() for t in tiles}
    total = sum(weights)
    p_uniform = p_weighted = log_uniform = log_weighted = 0.0
    for tile in knowledge.unseen:
        hits = [tile in d.get(holder[tile], ()) for d in deals]
        pu = sum(hits) / len(deals)
        pw = sum(w for w, hit in zip(weights, hits, strict=True) if hit) / total
        p_uniform += pu
        p_weighted += pw
        log_uniform += math.log(max(pu, 1e-3))
        log_weighted += math.log(max(pw, 1e-3))
    k = len(knowledge.unseen)
    ess = total * total / (len(deals) * sum(w * w for w in weights))
    return (rank, p_uniform / k, p_weighted / k, log_uniform / k, log_weighted / k, ess)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", default="heuristic")
    parser.add_argument("--hands", type=int, default=200)
    parser.add_argument("--samples", type=int, default=300)
    parser.add_argument("--seed", type=int, default=70_000)
    args = parser.parse_args(argv)
    rules = Rules()
    rng = random.Random(1)
    start = time.perf_counter()
    rows = []
    by_role: dict[str, list[tuple[float, ...]]] = {"bidder": [], "defender": []}
    for h in range(args.hands):
        for seen, truth in first_plays(args.players, args.seed + h, rules):
            row = measure(seen, truth, args.samples, rng)
            if row is not None:
                rows.append(row)
                by_role["bidder" if seen.bidder == seen.seat else "defender"].append(row)
    print(
        f"{len(rows)} seats at their first tile, {args.hands} hands of {args.players} players, "
        f"{args.samples} sampled deals each ({time.perf_counter() - start:.0f} s)"
    )
    for role, got in [("all", rows), *by_role.items()]:
        if not got:
            continue
        mean = [sum(r[i] for r in got) / len(got) for i in range(6)]
        print(
            f"  {role:8s} ({len(got)}): true deal's rank {mean[0]:.0%} (uniform 50%); "
            f"true holder of a tile {mean[1]:.1%} -> {mean[2]:.1%} "
            f"(mean log {mean[3]:.3f} -> {mean[4]:.3f}); ESS {mean[5]:.0%} of the samples"
        )


if __name__ == "__main__":
    main()
