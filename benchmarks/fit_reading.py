"""Fit the bidding model the strong player reads the calls with (`moon_nb.players.reading`).

Deals random hands and asks each player kind, for every seat as the first to speak, how high it
would bid (its *level*); lets the seat with the highest level take the contract, discard and
name trump as that player would. Then fits, by maximum likelihood over the pooled answers (each
player kind weighted alike):

- the ordered logistic curve of level against the hand's rule-of-thumb strength, for hands as
  dealt and for the bidder's hand with the widow;
- how sharply trump and the discard follow the rule-of-thumb count.

Prints the fitted `CallModel` (paste it into ``MODELS``) and how well each player kind fits.

    .venv/bin/python benchmarks/fit_reading.py --deals 3000 --players heuristic \\
        --deals-strong 300 --strong expert
    .venv/bin/python benchmarks/fit_reading.py --four --deals 3000
"""

from __future__ import annotations

import argparse
import dataclasses
import itertools
import json
import math
import pathlib
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from moon_nb import Game, Rules
from moon_nb.dev.tournament import make_player
from moon_nb.engine.tiles import Tile, mask_of, tiles_in
from moon_nb.players.evaluate import best_tricks, count_tricks
from moon_nb.players.reading import LEVELS, CallModel, soft_choice


@dataclass(frozen=True)
class Sample:
    """What one player kind did with one deal: each seat's level as first to speak, and the
    contract of the seat with the highest level."""

    kind: str
    dealt: tuple[float, ...]
    """Each seat's strength as dealt."""
    with_widow: tuple[float, ...]
    levels: tuple[int, ...]
    final: int
    """The bidder's tiles after the discard (a mask), or 0 when every seat would pass."""
    eight: int
    discard: int
    trump: int


def level_of(action: str) -> int:
    return 0 if action == "pass" else int(action.split()[1])


def collect(kind: str, seed: int, rules: Rules) -> Sample:
    """Ask ``kind`` about deal ``seed`` (see the module docstring)."""
    player = make_player(kind, seed)
    n = rules.players
    base = Game(seed=seed, rules=rules, first_bidder=0)
    hands = [base.hand(s) for s in range(n)]
    widow_tiles = [str(t) for t in tiles_in(base.engine.widow)]
    play = mask_of(rules.tiles)
    dealt = tuple(best_tricks(mask_of(h), play) for h in hands)
    widow = base.engine.widow
    with_widow = tuple(best_tricks(mask_of(h) | widow, play) for h in hands)
    levels = []
    for seat in range(n):
        game = _deal(hands, widow_tiles, seat, rules)
        levels.append(level_of(player.choose(game.observe(seat))))
    if not any(levels):
        return Sample(kind, dealt, with_widow, tuple(levels), 0, 0, 0, 0)
    bidder = max(range(n), key=lambda s: levels[s])
    game = _deal(hands, widow_tiles, bidder, rules)
    game.apply(f"bid {levels[bidder]}")
    while game.phase == "bid":
        game.apply("pass")
    eight = mask_of(game.hand(bidder))
    discard = 0
    if game.phase == "discard":
        action = player.choose(game.observe(bidder))
        discard = 1 << _index(action)
        game.apply(action)
    action = player.choose(game.observe(bidder))
    game.apply(action)
    trump = game.trump
    assert trump is not None
    return Sample(
        kind, dealt, with_widow, tuple(levels), mask_of(game.hand(bidder)), eight, discard,
        trump.index,
    )  # fmt: skip


def _index(action: str) -> int:
    return Tile.parse(action.split()[1]).index


def _deal(
    hands: Sequence[Sequence[object]], widow: Sequence[str], first: int, rules: Rules
) -> Game:
    return Game.from_deal(
        hands=[[str(t) for t in h] for h in hands],
        widow=widow[0] if widow else None,
        first_bidder=first,
        rules=rules,
    )


# --- fitting ------------------------------------------------------------------------------------


def level_loglik(points: Sequence[tuple[float, int, float]], cuts: Sequence[float], spread: float,
                 widow: bool) -> float:  # fmt: skip
    """Log-likelihood of (strength, level, weight) points under the ordered logistic model."""
    model = CallModel(tuple(cuts), tuple(cuts), spread, 1.0, 1.0, 0.0)
    total = 0.0
    for x, level, w in points:
        p = model.level_odds(x, widow)[LEVELS.index(level)]
        total += w * math.log(max(p, 1e-9))
    return total


def fit_levels(points: Sequence[tuple[float, int, float]]) -> tuple[tuple[float, ...], float]:
    """The cut points and spread that fit ``points`` best (coordinate search)."""
    cuts = [2.9, 4.1, 5.3, 6.5, 6.9]
    spread = 0.4

    def score(c: Sequence[float], s: float) -> float:
        # Every level keeps some room: a 7 bid is rare, never impossible.
        if any(b < a + 0.1 for a, b in itertools.pairwise(c)) or s <= 0.02:
            return -math.inf
        return level_loglik(points, c, s, False)

    best = score(cuts, spread)
    step = 0.4
    while step > 0.005:
        improved = False
        for k in range(len(cuts) + 1):
            for delta in (step, -step):
                c, s = list(cuts), spread
                if k == len(cuts):
                    s += delta / 4
                else:
                    c[k] += delta
                v = score(c, s)
                if v > best + 1e-9:
                    best, cuts, spread, improved = v, c, s, True
        if not improved:
            step /= 2
    return tuple(round(c, 3) for c in cuts), round(spread, 3)


def fit_sharpness(loglik: Callable[[float], float]) -> float:
    """The sharpness (0.25..30) that maximises ``loglik``, on a log grid then refined."""
    grid = [0.25 * 1.2**k for k in range(27)]
    best = max(grid, key=loglik)
    lo, hi = best / 1.2, best * 1.2
    for _ in range(30):
        a, b = lo + (hi - lo) / 3, hi - (hi - lo) / 3
        if loglik(a) < loglik(b):
            lo = a
        else:
            hi = b
    return round((lo + hi) / 2, 3)


def fit(samples: Sequence[Sample], rules: Rules) -> CallModel:
    kinds = sorted({s.kind for s in samples})
    weight = {k: 1.0 / sum(1 for s in samples if s.kind == k) for k in kinds}
    dealt = [
        (x, lv, weight[s.kind]) for s in samples for x, lv in zip(s.dealt, s.levels, strict=True)
    ]
    cuts, spread = fit_levels(dealt)
    bidders = [s for s in samples if s.final]
    widow_points = [
        (s.with_widow[i], s.levels[i], weight[s.kind])
        for s in bidders
        for i in range(len(s.levels))
        if s.levels[i] == max(s.levels)
    ]
    cuts_widow = cuts
    if rules.has_widow and widow_points:
        cuts_widow, _ = fit_levels(widow_points)
    play = mask_of(rules.tiles)

    def trump_ll(beta: float) -> float:
        total = 0.0
        for s in bidders:
            counts = [count_tricks(s.final, t, play)[0] for t in range(9)]
            total += weight[s.kind] * math.log(max(soft_choice(counts, s.trump, beta), 1e-9))
        return total

    def discard_ll(beta: float) -> float:
        total = 0.0
        for s in bidders:
            if not s.discard:
                continue
            tiles = [b for b in (1 << i for i in range(28)) if s.eight & b]
            counts = [count_tricks(s.eight ^ b, s.trump, play)[0] for b in tiles]
            choice = soft_choice(counts, tiles.index(s.discard), beta)
            total += weight[s.kind] * math.log(max(choice, 1e-9))
        return total

    trump_beta = fit_sharpness(trump_ll)
    discard_beta = fit_sharpness(discard_ll) if rules.has_widow else trump_beta
    return CallModel(cuts, cuts_widow, spread, trump_beta, discard_beta)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=2000, help="deals for the quick players")
    parser.add_argument("--players", nargs="*", default=["heuristic"])
    parser.add_argument("--strong", default="", help="a slow player asked on fewer deals")
    parser.add_argument("--deals-strong", type=int, default=300)
    parser.add_argument("--four", action="store_true")
    parser.add_argument("--seed", type=int, default=50_000)
    parser.add_argument("--cache", default="", help="a JSON file keeping the answers")
    args = parser.parse_args(argv)
    rules = Rules(players=4) if args.four else Rules()
    start = time.perf_counter()
    asked = [(kind, d) for kind in args.players for d in range(args.deals)]
    if args.strong:
        asked += [(args.strong, d) for d in range(args.deals_strong)]
    cache = pathlib.Path(args.cache) if args.cache else None
    known = json.loads(cache.read_text()) if cache and cache.exists() else {}
    samples = []
    for kind, d in asked:
        key = f"{rules.players}/{kind}/{args.seed + d}"
        if key not in known:
            known[key] = dataclasses.asdict(collect(kind, args.seed + d, rules))
        found = {k: tuple(v) if isinstance(v, list) else v for k, v in known[key].items()}
        samples.append(Sample(**found))
    if cache:
        cache.write_text(json.dumps(known))
    model = fit(samples, rules)
    print(f"{rules.describe()}: {len(samples)} deals ({time.perf_counter() - start:.0f} s)")
    print(model)
    for kind in sorted({s.kind for s in samples}):
        mine = [s for s in samples if s.kind == kind]
        points = [(x, lv, 1.0) for s in mine for x, lv in zip(s.dealt, s.levels, strict=True)]
        ll = level_loglik(points, model.dealt, model.spread, False) / len(points)
        print(f"  {kind}: {len(mine)} deals, mean log-likelihood of a level {ll:.3f}")


if __name__ == "__main__":
    main()
