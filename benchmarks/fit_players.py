"""Fit the model of the players that the one model of the hidden tiles reads the table with
(`moon_nb.players.hidden.likelihood.Habits`), to self-play games of the expert.

Reads a corpus of games (``python -m moon_nb.dev.selfplay OUT.jsonl``) and collects every call
(the caller's tiles as dealt, the calls before it, the scores), every trump named (the bidder's
tiles then) and every discard. Fits, by maximum likelihood, the reach and spread of the chance of
making a contract and how firmly a seat takes the call worth most, then how sharply trump and the
discard follow the rule-of-thumb count. The fit is made on half the games and judged on the
other half, beside the bidding model the expert read before (frozen in
``benchmarks/baseline/today/reading.py``): the mean
log-likelihood of a call (higher is better).

    .venv/bin/python benchmarks/fit_players.py CORPUS.jsonl [CORPUS.jsonl ...]
"""

from __future__ import annotations

import argparse
import json
import math
import os
import pathlib
import sys
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, replace
from typing import Any

sys.path.insert(0, str(pathlib.Path(__file__).parent))

from baseline.today.reading import MODELS, _levels_shown
from baseline.today.stakes import made_chance as today_chance

from moon_nb.dev.selfplay import read, replay
from moon_nb.engine.actions import Action
from moon_nb.engine.game import Game
from moon_nb.engine.options import TRICKS_PER_HAND, Rules
from moon_nb.engine.scoring import tricks_needed
from moon_nb.engine.tiles import mask_of
from moon_nb.players.evaluation import CALL_DEALS, call_counts
from moon_nb.players.hidden.likelihood import (
    HABITS,
    CallClue,
    Habits,
    discard_odds,
    features,
    trump_odds,
)
from moon_nb.players.hidden.plays import PlayClue, PlayHabits
from moon_nb.players.solver_core import Search
from moon_nb.players.stakes import made_chance

ESTIMATE_SEED = 200_000
"""The first deal of the hands the expert's own estimates are asked about."""


@dataclass(frozen=True)
class Called:
    clue: CallClue
    features: tuple[float, ...]
    old_levels: frozenset[int]
    """The levels the call shows to the old reading."""


@dataclass(frozen=True)
class Named:
    hand: int
    trump: int
    eight: int
    """The bidder's eight tiles before the discard (0: no widow)."""
    discard: int


def collect(path: pathlib.Path) -> tuple[list[list[Called]], list[list[Named]]]:
    """Per game: its calls and its contracts' trumps and discards."""
    calls_by_game, named_by_game = [], []
    for line in read(path):
        calls: list[Called] = []
        named: list[Named] = []
        eight = discard = 0
        for game, text in replay(line):
            action = Action(text)
            rules = game.rules
            in_play = mask_of(rules.tiles)
            seat = game.to_act
            assert seat is not None
            if game.phase == "bid":
                seen = game.observe(seat)
                before = [c.bid for c in seen.calls]
                call = action.bid or 0
                clue = CallClue.at(rules, seen.first_bidder, seen.scores, before, call)
                forced = rules.all_pass == "force" and len(before) == rules.players - 1
                high = max(before, default=0)
                levels = _levels_shown(call, high, rules.min_bid, forced and not high)
                hand = mask_of(game.hand(seat))
                calls.append(Called(clue, features(hand, in_play), levels))
            elif game.phase == "discard":
                eight = mask_of(game.hand(seat))
                assert action.tile is not None
                discard = action.tile.bit
            elif game.phase == "trump":
                assert action.trump is not None
                hand = mask_of(game.hand(seat))
                named.append(Named(hand, action.trump.index, eight, discard))
                eight = discard = 0
        calls_by_game.append(calls)
        named_by_game.append(named)
    return calls_by_game, named_by_game


@dataclass(frozen=True)
class Played:
    """One play decision: the bidder's side's margin over its contract with best play from
    there on the true deal, face up (tricks taken plus tricks to come, less the tricks
    needed), the tricks left, and whether the contract was made at the table."""

    margin: int
    left: int
    made: bool


def collect_table(path: pathlib.Path) -> list[Played]:
    """Every play decision of the kept games, solved face up."""
    out: list[Played] = []
    for line in read(path):
        pending: list[tuple[int, int]] = []
        game = None
        hands = 0
        for game, _text in replay(line):
            if game.hands_played > hands:
                hands = game.hands_played
                out += _settled(pending, game)
                pending = []
            if game.phase != "play":
                continue
            rules, bidder, trump = game.rules, game.bidder, game.trump
            assert bidder is not None and trump is not None and game.contract is not None
            n = rules.players
            masks = [mask_of(game.hand(s)) for s in range(n)]
            trick = tuple(t.index for _, t in game.trick)
            leader = game.trick[0][0] if game.trick else game.to_act
            assert leader is not None
            value = Search(trump.index, n, bidder).value(masks, leader, trick)
            side = rules.side_of(bidder)
            taken = sum(w for s, w in enumerate(game.tricks_won) if rules.side_of(s) == side)
            need = tricks_needed(game.contract)
            pending.append((taken + value - need, TRICKS_PER_HAND - sum(game.tricks_won)))
        if game is not None:  # the last action was taken as the loop ended
            out += _settled(pending, game)
    return out


def _settled(pending: Sequence[tuple[int, int]], game: Game) -> list[Played]:
    last = game.last_hand
    if last is None:
        return []
    return [Played(m, left, last.made) for m, left in pending]


# --- the chance of making each contract, as the expert sees it --------------------------------


def estimate_job(seed: int) -> dict[str, Any]:
    """The expert's own estimate for the first seat to speak in deal ``seed``: its tricks as
    bidder over likely deals, per shortlisted trump (`moon_nb.players.evaluation.call_counts`)."""
    game = Game(seed=seed, first_bidder=seed % 3)
    seat = game.to_act
    assert seat is not None
    seen = game.observe(seat)
    counts = call_counts(seen, CALL_DEALS, seed)
    return {
        "seed": seed,
        "hand": mask_of(seen.hand),
        "counts": {t.index: v for t, v in counts.items()},
    }


def estimates(path: pathlib.Path, count: int, workers: int) -> list[dict[str, Any]]:
    """``count`` estimates, kept in ``path`` (extended as needed)."""
    known = [json.loads(x) for x in path.read_text().splitlines()] if path.exists() else []
    done = {e["seed"] for e in known}
    todo = [s for s in range(ESTIMATE_SEED, ESTIMATE_SEED + count) if s not in done]
    with path.open("a") as out, ProcessPoolExecutor(workers) as pool:
        for found in pool.map(estimate_job, todo, chunksize=4):
            out.write(json.dumps(found) + "\n")
            known.append(found)
    return known[:count]


def make_targets(known: Sequence[dict[str, Any]], chance: Callable[[int, int], float],
                 in_play: int) -> tuple[list[tuple[float, ...]], list[list[float]]]:  # fmt: skip
    """Each hand's features, and per need 4..7 the chance the expert sees of making it: its
    best trump's mean `chance` of the tricks it takes over the likely deals."""
    xs, ys = [], []
    for e in known:
        xs.append(features(e["hand"], in_play))
        row = []
        for need in range(4, 8):
            row.append(
                max(sum(chance(v, need) for v in vs) / len(vs) for vs in e["counts"].values())
            )
        ys.append(row)
    return xs, ys


def fit_make(
    xs: Sequence[tuple[float, ...]], ys: Sequence[Sequence[float]]
) -> tuple[tuple[float, ...], ...]:
    """Per need, the logistic weights of the features that fit the chances best (cross-entropy,
    Newton's method, a little ridge)."""
    import numpy as np

    x = np.array(xs)
    out = []
    for k in range(4):
        y = np.array([row[k] for row in ys])
        w = np.zeros(x.shape[1])
        for _ in range(50):
            p = 1 / (1 + np.exp(-(x @ w)))
            grad = x.T @ (p - y) + 1e-3 * w
            hess = (x.T * (p * (1 - p))) @ x + 1e-3 * np.eye(x.shape[1])
            step = np.linalg.solve(hess, grad)
            w -= step
            if np.abs(step).max() < 1e-7:
                break
        p = 1 / (1 + np.exp(-(x @ w)))
        err = float(np.abs(p - y).mean())
        said = f"mean chance {y.mean():.3f}, fitted {p.mean():.3f}, mean error {err:.3f}"
        print(f"  need {k + 4}: {said}")
        out.append(tuple(round(float(v), 4) for v in w))
    return tuple(out)


# --- the plays -----------------------------------------------------------------------------------


Choice = list[tuple[tuple[float, ...], bool]]
"""The options of one play: each one's features, and whether it was played."""


def collect_plays(path: pathlib.Path) -> tuple[list[Choice], list[Choice]]:
    """Every lead and every follow of the kept games, as the play model sees them."""
    leads: list[Choice] = []
    follows: list[Choice] = []
    for line in read(path):
        for game, text in replay(line):
            if game.phase != "play":
                continue
            seat, trump, bidder = game.to_act, game.trump, game.bidder
            assert seat is not None and trump is not None and bidder is not None
            rules = game.rules
            trick = tuple(t.index for _, t in game.trick)
            gone = 0
            for finished in game.engine.tricks:
                for i in finished.tiles:
                    gone |= 1 << i
            tile = Action(text).tile
            assert tile is not None
            leader = game.trick[0][0] if game.trick else seat
            clue = PlayClue(
                seat, tile.index, trump.index, trick, leader, gone, tile.bit, bidder,
                rules.players, mask_of(rules.tiles),
            )  # fmt: skip
            options = clue.features(mask_of(game.hand(seat)))
            if len(options) > 1:
                (follows if trick else leads).append(options)
    return leads, follows


def fit_choices(choices: Sequence[Choice]) -> tuple[float, ...]:
    """The weights of a conditional logit (a soft maximum of a weighted sum of features) that
    fit the choices best: Newton's method, a little ridge."""
    import numpy as np

    width = len(choices[0][0][0])
    w = np.zeros(width)
    for _ in range(40):
        grad = -1e-2 * w
        hess = -1e-2 * np.eye(width)
        for options in choices:
            x = np.array([f for f, _ in options])
            chosen = next(k for k, (_, played) in enumerate(options) if played)
            s = x @ w
            p = np.exp(s - s.max())
            p /= p.sum()
            mean = p @ x
            grad += x[chosen] - mean
            hess -= (x.T * p) @ x - np.outer(mean, mean)
        step = np.linalg.solve(hess, grad)
        w -= step
        if np.abs(step).max() < 1e-6:
            break
    return tuple(round(float(v), 3) for v in w)


def play_loglik(choices: Sequence[Choice], weights: Sequence[float]) -> float:
    """The mean log-probability of the tile played (a uniform pick: the log of 1 / options)."""
    total = 0.0
    for options in choices:
        scores = [sum(a * b for a, b in zip(weights, f, strict=True)) for f, _ in options]
        top = max(scores)
        norm = sum(math.exp(s - top) for s in scores)
        chosen = next(s for s, (_, played) in zip(scores, options, strict=True) if played)
        total += chosen - top - math.log(norm)
    return total / max(len(choices), 1)


def call_loglik(calls: Sequence[Called], habits: Habits) -> float:
    return sum(math.log(c.clue.chance(c.features, habits)) for c in calls)


def old_loglik(calls: Sequence[Called], players: int) -> float:
    """The old reading's probability of each call: the chance the caller's level is one the
    call shows (it reads calls one by one, not against the calls the caller could make)."""
    model = MODELS[players]
    total = 0.0
    for c in calls:
        p = model.call_odds(c.features[1], c.old_levels, False)
        total += math.log(model.floor / len(c.clue.options) + (1 - model.floor) * p)
    return total


def search(
    score: Callable[[list[float]], float], start: list[float], steps: list[float]
) -> list[float]:
    """Coordinate search: each parameter moved by its step while that helps, steps halved."""
    best, at = score(start), list(start)
    scale = 1.0
    while scale > 0.01:
        improved = False
        for k, step in enumerate(steps):
            for delta in (step * scale, -step * scale):
                trial = list(at)
                trial[k] += delta
                value = score(trial)
                if value > best + 1e-9:
                    best, at, improved = value, trial, True
        if not improved:
            scale /= 2
    return at


def fit_calls(calls: Sequence[Called], start: Habits) -> Habits:
    """The call sharpness and floor that fit the calls best, and per need a shift of the
    log-odds of making (what the calls say beyond the expert's estimates as first to speak)."""

    def habits(x: list[float]) -> Habits | None:
        if x[0] <= 0.01 or not 1e-5 <= x[1] <= 0.2:
            return None
        make = tuple((w[0] + shift, *w[1:]) for w, shift in zip(start.make, x[2:], strict=True))
        return replace(start, call_sharpness=x[0], floor=x[1], make=make)

    def score(x: list[float]) -> float:
        h = habits(x)
        return -math.inf if h is None else call_loglik(calls, h)

    x0 = [start.call_sharpness, start.floor, 0.0, 0.0, 0.0, 0.0]
    steps = [0.2, start.floor / 2, 0.3, 0.3, 0.3, 0.3]
    found = habits(search(score, x0, steps))
    assert found is not None
    return found


def fit_sharpness(loglik: Callable[[float], float]) -> float:
    grid = [0.25 * 1.2**k for k in range(30)]
    best = max(grid, key=loglik)
    lo, hi = best / 1.2, best * 1.2
    for _ in range(30):
        a, b = lo + (hi - lo) / 3, hi - (hi - lo) / 3
        if loglik(a) < loglik(b):
            lo = a
        else:
            hi = b
    return round((lo + hi) / 2, 3)


def fit_named(named: Sequence[Named], start: Habits, in_play: int) -> Habits:
    def trump_ll(beta: float) -> float:
        h = replace(start, trump_sharpness=beta, floor=0.0)
        return sum(math.log(max(trump_odds(n.hand, n.trump, in_play, h), 1e-12)) for n in named)

    def discard_ll(beta: float) -> float:
        h = replace(start, discard_sharpness=beta, floor=0.0)
        return sum(
            math.log(max(discard_odds(n.eight, n.discard, n.trump, in_play, h), 1e-12))
            for n in named
            if n.eight
        )

    found = replace(start, trump_sharpness=fit_sharpness(trump_ll))
    if any(n.eight for n in named):
        found = replace(found, discard_sharpness=fit_sharpness(discard_ll))
    return found


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpus", nargs="+")
    parser.add_argument("--four", action="store_true")
    parser.add_argument("--estimates", default="build/fit/estimates.jsonl",
                        help="the expert's own estimates, kept and extended")  # fmt: skip
    parser.add_argument("--hands", type=int, default=3000, help="hands the expert estimates")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument(
        "--chance",
        choices=("new", "today"),
        default="new",
        help="how the expert that played the corpus counts a contract made "
        "(today: the frozen expert's, with its discount on an exact fit)",
    )
    parser.add_argument("--table", action="store_true", help="also fit AT_THE_TABLE")
    args = parser.parse_args(argv)
    rules = Rules(players=4) if args.four else Rules()
    in_play = mask_of(rules.tiles)
    path = pathlib.Path(args.estimates)
    path.parent.mkdir(parents=True, exist_ok=True)
    known = estimates(path, args.hands, args.workers)
    chance = today_chance if args.chance == "today" else made_chance
    xs, ys = make_targets(known, chance, in_play)
    print(f"the chance of making, fitted to {len(known)} of the expert's estimates:")
    make = fit_make(xs, ys)
    calls_by_game: list[list[Called]] = []
    named_by_game: list[list[Named]] = []
    for path in args.corpus:
        c, n = collect(pathlib.Path(path))
        calls_by_game += c
        named_by_game += n
    fit_half = [c for g in calls_by_game[0::2] for c in g]
    test_half = [c for g in calls_by_game[1::2] for c in g]
    named_fit = [n for g in named_by_game[0::2] for n in g]
    start = replace(HABITS[rules.players], make=make)
    habits = fit_calls(fit_half, start)
    habits = fit_named(named_fit, habits, mask_of(rules.tiles))
    every = [c for g in calls_by_game for c in g]
    print(f"{len(calls_by_game)} games, {len(every)} calls, "
          f"{sum(len(g) for g in named_by_game)} contracts")  # fmt: skip
    print("fitted on half the games:", habits)
    for name, calls in (("fit half", fit_half), ("held-out half", test_half)):
        new = call_loglik(calls, habits) / len(calls)
        old = old_loglik(calls, rules.players) / len(calls)
        print(f"  {name}: mean log-likelihood of a call {new:.3f} (the old reading: {old:.3f})")
    final = fit_named([n for g in named_by_game for n in g], fit_calls(every, habits),
                      mask_of(rules.tiles))  # fmt: skip
    print("fitted on every game (paste into HABITS):", final)
    leads: list[Choice] = []
    follows: list[Choice] = []
    for path in args.corpus:
        more = collect_plays(pathlib.Path(path))
        leads += more[0]
        follows += more[1]
    lead, follow = fit_choices(leads[0::2]), fit_choices(follows[0::2])
    for name, found, weights in (("leads", leads, lead), ("follows", follows, follow)):
        held = found[1::2]
        uniform = sum(-math.log(len(o)) for o in held) / len(held)
        print(
            f"  {name}: {len(found)}, held-out mean log-probability of the tile played "
            f"{play_loglik(held, weights):.3f} (at random: {uniform:.3f})"
        )
    play = PlayHabits(fit_choices(leads), fit_choices(follows), final.play.floor)
    print("the plays, fitted on every game (paste into HABITS):", play)
    if args.table:
        print(table_text([p for path in args.corpus for p in collect_table(pathlib.Path(path))]))


def table_text(played: Sequence[Played]) -> str:
    """How often the contract was made at the table, by tricks left and by how far best play
    face up put the bidder's side over or short of its contract: `AT_THE_TABLE`'s figures."""
    cells: dict[tuple[int, int], list[int]] = {}
    for p in played:
        cell = cells.setdefault((p.left, max(-3, min(1, p.margin))), [0, 0])
        cell[0] += 1
        cell[1] += p.made
    lines = [f"{len(played)} positions solved face up; made at the table, by tricks left:"]
    for left in range(TRICKS_PER_HAND, 0, -1):
        row = []
        for margin in (1, 0, -1, -2, -3):
            n, made = cells.get((left, margin), [0, 0])
            row.append(f"{margin:+d}: {made}/{n} = {made / max(n, 1):.2f}")
        lines.append(f"  {left} left: " + "; ".join(row))
    return "\n".join(lines)


if __name__ == "__main__":
    main()
