"""The strategy lesson's measurements: random deals of three-player Moon, each solved exactly
with every hand face up (`moon_nb.players.solver`), as if seat 0 had won the bidding.

For each deal (``Game(seed=s)``'s first deal) `measure` records, for seat 0 as the bidder:

- ``grid``: the tricks the bidder takes with best play by everyone, for every discard it could
  make after taking the widow (its seven tiles and the widow: eight discards, in tile order) and
  every trump (nine, in `Trump` order). Discarding the widow itself leaves the hand as dealt,
  so that row is what the hand was worth *before* the widow.
- ``leads``: at the best discard and trump, the bidder's tricks after each opening lead it
  could make (its seven tiles, in tile order).
- ``ruff``: when the best trump is a number and the bidder holds a double of another number, it
  leads its highest such double; if seat 1, next to play, holds none of that suit and holds a
  trump, the bidder's tricks when seat 1 trumps it and when seat 1 plays another tile (each
  seat 1's best choice of that kind).

The figures of notebook 9 are read from these records (`moon_nb.reference.figures`). Solving 500
deals takes several minutes, so ``benchmarks/strategy_figures.py`` does it once and saves the
records in ``strategy_deals.json`` next to this module; a test re-measures a few deals and
checks they match the saved ones.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path

from moon_nb.engine.game import Game
from moon_nb.engine.tiles import MOON_TILES, Tile
from moon_nb.engine.tricks import follows
from moon_nb.engine.trump import Trump
from moon_nb.players.solver import bidder_tricks, move_values

DATA = Path(__file__).with_name("strategy_deals.json")
BIDDER = 0
"""The seat that plays the contract in every measured deal (it also leads the first trick)."""


@dataclass(frozen=True)
class Deal:
    """One deal: the three hands as dealt and the widow."""

    seed: int
    hands: tuple[tuple[Tile, ...], ...]
    widow: Tile

    @classmethod
    def of(cls, seed: int) -> Deal:
        """The first deal of ``Game(seed=seed)``."""
        game = Game(seed=seed)
        hands = tuple(tuple(sorted(game.hand(s), key=lambda t: t.index)) for s in range(3))
        held = {t for hand in hands for t in hand}
        widow = next(t for t in MOON_TILES if t not in held)
        return cls(seed, hands, widow)

    @cached_property
    def eight(self) -> tuple[Tile, ...]:
        """The bidder's tiles once it holds the widow, in tile order: its eight discards."""
        return tuple(sorted((*self.hands[BIDDER], self.widow), key=lambda t: t.index))

    def kept(self, discard: Tile) -> tuple[Tile, ...]:
        """The bidder's seven tiles after ``discard``."""
        return tuple(t for t in self.eight if t != discard)

    def seats(self, discard: Tile) -> list[list[Tile]]:
        """Every seat's tiles for the play, after the bidder's ``discard``."""
        return [list(self.kept(discard)), list(self.hands[1]), list(self.hands[2])]


@dataclass(frozen=True)
class Measured:
    """What was measured on one deal (see the module docstring)."""

    seed: int
    grid: tuple[tuple[int, ...], ...]
    """grid[discard][trump index]: the bidder's tricks."""
    leads: tuple[int, ...]
    ruff: tuple[int, int] | None
    """(bidder's tricks if seat 1 trumps the led double, if it does not), or None."""

    @cached_property
    def deal(self) -> Deal:
        return Deal.of(self.seed)

    @cached_property
    def best(self) -> tuple[int, Trump]:
        """The best (discard index, trump): the most tricks; among equals, the trump that
        gives the hand the most trumps (as a player would choose: 6s with four trumps rather
        than 0 with one), then the first discard in tile order."""
        eight = self.deal.eight

        def key(d: int, trump: Trump) -> tuple[int, int, int, int]:
            held = sum(trump.is_trump(t) for t in eight if t != eight[d])
            return self.grid[d][trump.index], held, -trump.index, -d

        d, trump = max(
            ((d, t) for d in range(len(self.grid)) for t in Trump), key=lambda x: key(*x)
        )
        return d, trump

    def most(self, trump: Trump) -> int:
        """The tricks the bidder takes with this trump and its best discard."""
        return max(row[trump.index] for row in self.grid)

    @property
    def best_tricks(self) -> int:
        discard, trump = self.best
        return self.grid[discard][trump.index]

    def dealt(self, trump: Trump) -> int:
        """The tricks the hand as dealt takes with this trump (the widow discarded)."""
        return self.grid[self.deal.eight.index(self.deal.widow)][trump.index]

    def to_json(self) -> list[object]:
        """Compact: ``[seed, "72 digits", "7 digits", "2 digits or empty"]``."""
        grid = "".join(str(v) for row in self.grid for v in row)
        ruff = "" if self.ruff is None else f"{self.ruff[0]}{self.ruff[1]}"
        return [self.seed, grid, "".join(str(v) for v in self.leads), ruff]

    @classmethod
    def from_json(cls, row: list[object]) -> Measured:
        seed, grid, leads, ruff = row
        assert isinstance(seed, int) and isinstance(grid, str) and isinstance(leads, str)
        assert isinstance(ruff, str)
        cells = [int(c) for c in grid]
        return cls(
            seed,
            tuple(tuple(cells[k : k + 9]) for k in range(0, 72, 9)),
            tuple(int(c) for c in leads),
            (int(ruff[0]), int(ruff[1])) if ruff else None,
        )


def off_suit_doubles(hand: tuple[Tile, ...], trump: Trump) -> list[Tile]:
    """The doubles in ``hand`` that are not trumps, highest first."""
    return sorted((t for t in hand if t.is_double and not trump.is_trump(t)), key=lambda t: -t.high)


def measure(seed: int) -> Measured:
    """Solve one deal (see the module docstring)."""
    deal = Deal.of(seed)
    grid = tuple(
        tuple(bidder_tricks(deal.seats(d), trump, BIDDER, BIDDER) for trump in Trump)
        for d in deal.eight
    )
    record = Measured(seed, grid, (), None)
    d, trump = record.best  # needs only the grid
    seats = deal.seats(deal.eight[d])
    values = move_values(seats, trump, BIDDER, BIDDER)
    leads = tuple(values[t] for t in seats[BIDDER])
    return Measured(seed, grid, leads, _ruff(seats, trump))


def _ruff(seats: list[list[Tile]], trump: Trump) -> tuple[int, int] | None:
    if trump.number is None:
        return None
    doubles = off_suit_doubles(tuple(seats[BIDDER]), trump)
    if not doubles:
        return None
    lead = doubles[0]
    second = seats[1]
    if any(follows(t, lead.high, trump) for t in second):
        return None
    if not any(trump.is_trump(t) for t in second):
        return None
    after = [[t for t in seats[BIDDER] if t != lead], seats[1], seats[2]]
    values = move_values(after, trump, BIDDER, BIDDER, [lead])
    ruffs = [v for t, v in values.items() if trump.is_trump(t)]
    others = [v for t, v in values.items() if not trump.is_trump(t)]
    if not others:
        return None
    return min(ruffs), min(others)


def load(path: Path = DATA) -> list[Measured]:
    """The saved records (``benchmarks/strategy_figures.py`` writes them)."""
    data = json.loads(path.read_text(encoding="utf-8"))
    return [Measured.from_json(row) for row in data["records"]]


def save(records: list[Measured], path: Path = DATA) -> None:
    """Write the records, one deal a line."""
    rows = ",\n".join(json.dumps(r.to_json()) for r in records)
    text = (
        '{"about": "moon_nb.reference.study: seat 0 bids; grid[discard][trump], leads, ruff",\n'
        f'"records": [\n{rows}\n]}}\n'
    )
    path.write_text(text, encoding="utf-8")


__all__ = ["BIDDER", "DATA", "Deal", "Measured", "load", "measure", "off_suit_doubles", "save"]
