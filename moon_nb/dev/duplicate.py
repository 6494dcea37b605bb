"""Duplicate matches: two players on the very same deals, compared hand by hand.

Luck in the deal dwarfs the difference between two good players, so a match deals each hand
several times and changes only who sits where; the difference in points on the same deal, from
the same seat, is all skill. ``python -m moon_nb.dev.duplicate A B --deals 1000`` prints the mean
difference in points per hand with its paired 95 % interval.

- **Three players**: each deal is played twice — once with A in one seat and B in the other
  two, once with B in all three — and A's points in its seat are set against B's points in the
  same seat of the all-B table: what taking a B player's chair gains. A's seat moves round the
  table from deal to deal, and so does the first bidder, so that every seat meets every first
  bidder (deal ``d``: A in seat ``d // 3 % 3``, first bidder ``d % 3``).
- **Four players**: each deal is played twice, A's partnership in seats 0 & 2 and then in
  seats 1 & 3 (as duplicate bridge does); a deal's figure is A's points minus B's points from
  the same seats, per hand.

The first hand of each deal is played (redealt while everyone passes); deal ``d`` uses seed
``seed + d`` and first bidder ``d`` modulo the players. ``--out`` keeps every deal's figure in a
file, and ``--report`` sums up such files, so a long match can be played in parts.

**The play alone** (``--calls C``): the calls, the discard and trump are made once a deal by the
player C in every seat, and both tables play the tricks on from that same contract — so the
figure is the tricks' alone (the calls are where two strong players part most, and a contract
one would never have bid is the loudest noise in the play's figure). A three-player report splits
it by whether A's chair is the bidder's or a defender's.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import math
import sys
import time
from collections.abc import Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any, TextIO

from moon_nb.dev.tournament import Stopwatch, latency_text, make_player
from moon_nb.engine.fast import PLAY
from moon_nb.engine.game import Game
from moon_nb.engine.options import MOON, Rules
from moon_nb.players.stakes import GAME, outcome_worth


@dataclass(frozen=True)
class Sitting:
    """One playing of a deal: who sits where, and what each side scored."""

    deal: int
    seats: tuple[str, ...]
    changes: tuple[int, ...]
    """Each side's score change in the hand (per seat with three players, per team with four)."""
    bidder: int
    bid: int
    made: bool
    think: dict[str, list[float]] = field(default_factory=dict)
    cpu: dict[str, list[float]] = field(default_factory=dict)
    calls: str | None = None
    """The player that made every seat's calls, discard and trump (the play alone), or None."""
    actions: tuple[str, ...] = ()
    """The hand's actions, to read again where two tables parted."""


def chair(deal: int) -> int:
    """The seat A takes in three-player deal ``deal``."""
    return deal // 3 % 3


def tables_for(first: str, second: str, players: int, deal: int) -> list[tuple[str, ...]]:
    """The seatings deal ``deal`` is played with (see the module docstring)."""
    if players == 4:
        return [(first, second, first, second), (second, first, second, first)]
    k = chair(deal)
    return [tuple(first if s == k else second for s in range(3)), (second, second, second)]


def play_table(
    seats: Sequence[str],
    deal: int,
    seed: int,
    rules: Rules,
    contract: Game | None = None,
    calls: str | None = None,
) -> Sitting:
    """Play the first hand of deal ``deal`` with ``seats[s]`` in seat ``s``; with ``contract``
    (`called` by the player ``calls``), only its tricks, from (a copy of) that game."""
    players = [make_player(spec, (seed + deal) * 10 + s) for s, spec in enumerate(seats)]
    game = _first_hand(deal, seed, rules) if contract is None else contract.copy()
    clock = Stopwatch()
    while game.hands_played == 0:
        clock.move(game, players, seats)
    last = game.last_hand
    assert last is not None
    return Sitting(
        deal, tuple(seats), last.changes, last.bidder, last.bid, last.made, dict(clock.think),
        dict(clock.cpu), calls, tuple(str(a) for a in game.actions),
    )  # fmt: skip


def _first_hand(deal: int, seed: int, rules: Rules) -> Game:
    return Game(seed=seed + deal, rules=rules, first_bidder=deal % rules.players)


def called(calls: str, deal: int, seed: int, rules: Rules) -> Game:
    """Deal ``deal`` up to its first trick, every call, the discard and trump made by ``calls``
    in every seat (seeded as `play_table` seeds its players): the one contract both tables play.
    Made once, not once a table, so that no clock can make the two tables' contracts differ."""
    game = _first_hand(deal, seed, rules)
    players = [make_player(calls, (seed + deal) * 10 + s) for s in range(rules.players)]
    names = [calls] * rules.players
    clock = Stopwatch()  # its times are not the players' being compared
    while game.phase is not PLAY and game.hands_played == 0:
        clock.move(game, players, names)
    return game


Job = tuple[list[tuple[str, ...]], int, int, Rules, "str | None"]


def play_deal(
    tables: Sequence[Sequence[str]], deal: int, seed: int, rules: Rules, calls: str | None = None
) -> list[Sitting]:
    """Every table of deal ``deal``; with ``calls``, the play alone (`called`)."""
    contract = None if calls is None else called(calls, deal, seed, rules)
    return [play_table(seats, deal, seed, rules, contract, calls) for seats in tables]


def _job(args: Job) -> list[Sitting]:
    return play_deal(*args)


def deal_figure(tables: Sequence[Sitting], rules: Rules) -> float:
    """A deal's figure: how many more points per hand the first player scored than the other
    from the same seats of the same deal (see the module docstring)."""
    a, b = tables
    if rules.teams:
        return (a.changes[0] - b.changes[0] + b.changes[1] - a.changes[1]) / 2
    k = chair(a.deal)
    return float(a.changes[k] - b.changes[k])


def outcome(sitting: Sitting, side: int, rules: Rules) -> float:
    """What the hand came to for ``side`` by the measure the expert and the Hint rank by: its
    points on the others, a game won at once (a made 21) counted `GAME` more
    (`moon_nb.players.stakes.outcome_worth`; every deal is a game's first hand)."""
    moon_by = rules.side_of(sitting.bidder) if sitting.made and sitting.bid == MOON else None
    zero = (0,) * rules.sides
    return outcome_worth(rules, side, zero, sitting.changes, moon_by)


def deal_worth(tables: Sequence[Sitting], rules: Rules) -> float:
    """A deal's figure by `outcome`: how much more the first player's seats came to than the
    other's from the same seats of the same deal."""
    a, b = tables
    if rules.teams:
        return (outcome(a, 0, rules) - outcome(b, 0, rules)
                + outcome(b, 1, rules) - outcome(a, 1, rules)) / 2  # fmt: skip
    k = chair(a.deal)
    return outcome(a, k, rules) - outcome(b, k, rules)


@dataclass(frozen=True)
class Match:
    """The outcome of a duplicate match."""

    players: tuple[str, str]
    rules: Rules
    figures: tuple[float, ...]
    """One per deal."""
    tables: tuple[Sitting, ...]

    def difference(self) -> tuple[float, float, float]:
        """Mean points per hand gained by the first player, with a 95 % interval."""
        return mean_interval(self.figures)

    @property
    def calls(self) -> str | None:
        """Who made every call, the discard and trump when the play alone was matched."""
        return self.tables[0].calls if self.tables else None

    def pairs(self) -> list[tuple[Sitting, Sitting]]:
        """Each deal's two tables: the first player's, the other's."""
        return list(zip(self.tables[::2], self.tables[1::2], strict=True))

    def by_role(self) -> dict[str, list[tuple[float, Sitting, Sitting]]]:
        """Three players: each deal's figure and tables, by whether the first player's chair
        bid (``"bidder"``) or defended (``"defender"``) — the same at both tables when the
        play alone is matched, else as the first player's table went."""
        roles: dict[str, list[tuple[float, Sitting, Sitting]]] = {"bidder": [], "defender": []}
        for figure, (a, b) in zip(self.figures, self.pairs(), strict=True):
            role = "bidder" if a.bidder == chair(a.deal) else "defender"
            roles[role].append((figure, a, b))
        return roles

    def worth_difference(self) -> tuple[float, float, float]:
        """The same by `deal_worth`: points on the others, a game won counted."""
        return mean_interval([deal_worth(pair, self.rules) for pair in self.pairs()])


def mean_interval(values: Sequence[float]) -> tuple[float, float, float]:
    """The mean with a 95 % normal interval (paired values: one per deal)."""
    n = len(values)
    if n < 2:
        return (values[0] if values else 0.0, -math.inf, math.inf)
    mean = sum(values) / n
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    half = 1.96 * math.sqrt(var / n)
    return (mean, mean - half, mean + half)


def run(
    first: str,
    second: str,
    deals: int,
    rules: Rules,
    seed: int = 1,
    workers: int = 1,
    progress: int = 0,
    out: TextIO | None = None,
    calls: str | None = None,
) -> Match:
    """Play the match; with ``progress``, print the running figure every that many deals; with
    ``out``, write each deal's figure and tables there as a line of JSON; with ``calls``, the
    play alone (`called`)."""
    jobs: list[Job] = [
        (tables_for(first, second, rules.players, d), d, seed, rules, calls) for d in range(deals)
    ]
    tables: list[Sitting] = []
    figures: list[float] = []
    for pair in _results(jobs, workers):
        tables.extend(pair)
        figures.append(deal_figure(pair, rules))
        if out is not None:
            out.write(json.dumps(_record(seed, pair, figures[-1])) + "\n")
            out.flush()
        if progress and len(figures) % progress == 0:
            mean, lo, hi = mean_interval(figures)
            print(f"  {len(figures)} deals: {mean:+.3f} ({lo:+.3f} to {hi:+.3f})", flush=True)
    return Match((first, second), rules, tuple(figures), tuple(tables))


def _record(seed: int, tables: Sequence[Sitting], figure: float) -> dict[str, Any]:
    return {"seed": seed, "figure": figure, "tables": [dataclasses.asdict(t) for t in tables]}


def load(paths: Sequence[str], rules: Rules) -> Match:
    """A match summed up from the files ``--out`` wrote (deals of one pairing, any seeds)."""
    figures: list[float] = []
    tables: list[Sitting] = []
    names: tuple[str, str, str | None] | None = None
    seen: set[tuple[int, int]] = set()
    for path in paths:
        with open(path) as f:
            for line in f:
                rec = json.loads(line)
                pair = [Sitting(**{**t, "seats": tuple(t["seats"]), "changes": tuple(t["changes"]),
                                   "actions": tuple(t.get("actions", ()))})
                        for t in rec["tables"]]  # fmt: skip
                first = next(s for s in pair[0].seats if s != pair[1].seats[0])
                here = (first, pair[1].seats[0], pair[0].calls)
                if names is not None and names != here:
                    raise ValueError(f"{path} holds {here}, not {names}")
                names = here
                key = (rec["seed"] + pair[0].deal, pair[0].deal)
                if key in seen:
                    continue
                seen.add(key)
                figures.append(rec["figure"])
                tables.extend(pair)
    if names is None:
        raise ValueError("no deals in those files")
    return Match(names[:2], rules, tuple(figures), tuple(tables))


def _results(jobs: list[Job], workers: int) -> Iterator[list[Sitting]]:
    if workers <= 1:
        yield from map(_job, jobs)
        return
    with ProcessPoolExecutor(workers) as pool:
        yield from pool.map(_job, jobs)


def report(match: Match) -> str:
    """The match's figure, each player's contracts, and decision times."""
    first, second = match.players
    rules = match.rules
    mean, lo, hi = match.difference()
    n = len(match.figures)
    lines = [
        f"{first} against {second}: {n} deals, {rules.describe()}, duplicate (2 tables a deal)",
        f"  {first} gains {mean:+.3f} points per hand (95% CI {lo:+.3f} to {hi:+.3f})",
    ]
    mean, lo, hi = match.worth_difference()
    lines.append(
        f"  {first} gains {mean:+.3f} points on the others per hand, a game won counted "
        f"{GAME:g} more (95% CI {lo:+.3f} to {hi:+.3f})"
    )
    if match.calls is None:
        for name in match.players:
            mine = [t for t in match.tables if t.seats[t.bidder] == name]
            made = sum(t.made for t in mine)
            bids = sum(t.bid for t in mine)
            lines.append(
                f"    as bidder, {name}: made {made}/{len(mine)} "
                f"({made / max(len(mine), 1):.1%}), mean bid {bids / max(len(mine), 1):.2f}"
            )
    else:
        lines.extend(_play_alone(match))
    for name in match.players:
        clock = [x for t in match.tables for x in t.think.get(name, [])]
        cpu = [x for t in match.tables for x in t.cpu.get(name, [])]
        if clock:
            lines.append(f"    decisions, {name}: {len(clock)}, {latency_text(clock, cpu)}")
    return "\n".join(lines)


def _play_alone(match: Match) -> list[str]:
    """The play alone's figure split: by the first player's chair (three players), and over
    the deals where the two tables' tricks went differently."""
    first, second = match.players
    lines = [f"    the calls, discard and trump made by {match.calls} at both tables"]
    if not match.rules.teams:
        for role, rows in match.by_role().items():
            mean, lo, hi = mean_interval([f for f, _, _ in rows])
            worth = mean_interval([deal_worth((a, b), match.rules) for _, a, b in rows])
            made = sum(a.made for _, a, _ in rows), sum(b.made for _, _, b in rows)
            said = f"; contracts made {made[0]} at {first}'s table, {made[1]} at {second}'s"
            lines.append(
                f"    {first} as {role}, {len(rows)} deals: {mean:+.3f} "
                f"(95% CI {lo:+.3f} to {hi:+.3f}); on the others {worth[0]:+.3f} "
                f"({worth[1]:+.3f} to {worth[2]:+.3f}){said}"
            )
    parted = [f for f, (a, b) in zip(match.figures, match.pairs(), strict=True)
              if a.actions != b.actions]  # fmt: skip
    mean = sum(parted) / max(len(parted), 1)
    lines.append(f"    the play parted in {len(parted)} deals: {mean:+.3f} points a hand there")
    return lines


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="A duplicate match between two players.")
    parser.add_argument("first", nargs="?")
    parser.add_argument("second", nargs="?")
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--four", action="store_true", help="four-player partnerships")
    parser.add_argument("--progress", type=int, default=0, help="print every N deals")
    parser.add_argument("--out", help="write each deal's figure to this file (JSON lines)")
    parser.add_argument("--report", nargs="+", help="sum up files written with --out")
    parser.add_argument(
        "--calls", help="the play alone: every call, discard and trump made by this player"
    )
    args = parser.parse_args(argv)
    rules = Rules(players=4) if args.four else Rules()
    start = time.perf_counter()
    if args.report:
        print(report(load(args.report, rules)))
        return
    if not args.first or not args.second:
        parser.error("name two players (or --report FILES)")
    out = open(args.out, "a") if args.out else None  # noqa: SIM115 - kept open for the run
    try:
        match = run(
            args.first, args.second, args.deals, rules, args.seed, args.workers, args.progress,
            out, args.calls,
        )  # fmt: skip
    finally:
        if out is not None:
            out.close()
    print(report(match))
    print(f"  ({time.perf_counter() - start:.0f} s, seeds {args.seed}..)")
    sys.stdout.flush()


if __name__ == "__main__":
    main()
