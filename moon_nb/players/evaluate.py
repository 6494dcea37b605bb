"""Hand strength: how many tricks a hand should take under each trump, by rules of thumb.

Used by the heuristic player to bid, name trump and discard, and by the strong player as a prior.
Everything here reads only tiles the player holds or has seen.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from moon_nb.rules import TRUMP, follows, rank, suit_members
from moon_nb.tiles import Tile
from moon_nb.trump import Trump


@dataclass(frozen=True)
class Estimate:
    """Expected tricks for a hand under one trump, with what they rest on."""

    trump: Trump
    tricks: float
    trumps: tuple[Tile, ...]
    """The trumps held, highest first."""
    top_trumps: int
    """How many of the highest trumps are held in an unbroken run from the top."""
    winners: tuple[Tile, ...]
    """Non-trump tiles that are the highest of their suit."""

    def describe(self) -> str:
        """``"6s as trump: about 5 tricks (4 trumps, 6-6 and 6-5 on top; 5-5 a sure winner)"``."""
        parts = [f"{len(self.trumps)} trump{'s' if len(self.trumps) != 1 else ''}"]
        if self.top_trumps:
            tops = self.trumps[: self.top_trumps]
            parts.append(" and ".join(str(t) for t in tops[:2]) + " on top")
        if self.winners:
            parts.append(f"{self.winners[0]} a likely winner")
        what = "no trump" if self.trump is Trump.NO_TRUMP else f"{self.trump} as trump"
        return f"{what}: about {self.tricks:.0f} tricks ({', '.join(parts)})"


def estimate(hand: Sequence[Tile], trump: Trump, in_play: Iterable[Tile]) -> Estimate:
    """Rule-of-thumb trick count for ``hand`` with ``trump``, among the tiles ``in_play``."""
    tiles = list(in_play)
    held = set(hand)
    trump_suit = suit_members(TRUMP, trump, tiles) if trump is not Trump.NO_TRUMP else []
    mine = [t for t in trump_suit if t in held]
    top = 0
    for t in trump_suit:
        if t not in held:
            break
        top += 1
    outstanding = len(trump_suit) - len(mine)
    tricks = float(top)
    # Trumps below the top run still win once the others' trumps are drawn: the longer the
    # holding against the trumps out, the likelier.
    rest = len(mine) - top
    if rest > 0:
        tricks += rest * (0.75 if len(mine) > outstanding else 0.4)
    winners: list[Tile] = []
    for t in hand:
        if trump.is_trump(t):
            continue
        value = _suit_value(t, trump, held, tiles, outstanding)
        if value >= 0.6:
            winners.append(t)
        tricks += value
    # Ties go to the higher suit, as the tiles lie in a sorted hand.
    winners.sort(key=lambda t: (-rank(t, t.high, trump), -t.high))
    return Estimate(trump, min(tricks, 7.0), tuple(mine), top, tuple(winners))


def _suit_value(
    tile: Tile, trump: Trump, held: set[Tile], tiles: list[Tile], trumps_out: int
) -> float:
    """A non-trump tile's chance of taking a trick: a tile that is top of a suit it leads
    (counting the tiles above it that this hand holds) is worth most, less when trumps are out
    to ruff it."""
    suit = tile.high
    above = [
        t
        for t in tiles
        if follows(t, suit, trump) and rank(t, suit, trump) > rank(tile, suit, trump)
    ]
    missing = [t for t in above if t not in held]
    if missing:
        return 0.0 if len(missing) > 1 else 0.15
    ruff_risk = 0.25 if trumps_out >= 3 else 0.1 if trumps_out else 0.0
    # The top tile of a short suit is ruffed less often than one of a suit the others hold.
    return (0.9 if not above else 0.7) - ruff_risk


def best_trump(hand: Sequence[Tile], in_play: Iterable[Tile]) -> Estimate:
    """The trump that gives ``hand`` the most expected tricks (ties: more trumps)."""
    tiles = list(in_play)
    options = [estimate(hand, tr, tiles) for tr in Trump]
    return max(options, key=lambda e: (round(e.tricks, 3), len(e.trumps), -e.trump.index))
