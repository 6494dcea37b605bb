"""The pictures on the guided path's rule cards: rows of tiles, each with the claim it shows.

A row is drawn as its label and its tiles (a `moon_nb.show.wire.CardRow`); what it claims is
kept beside them, in the game's terms — which suit a tile leads, a suit's order, who takes a
trick, which tiles may be played, what a hand scores — so that a test can check every claim
with the rules engine (``tests/test_rule_cards.py``) rather than trust the label's words.
"""

from __future__ import annotations

from dataclasses import dataclass

from moon_nb.engine.tricks import LedSuit
from moon_nb.engine.trump import TrumpLike


@dataclass(frozen=True)
class Leads:
    """A tile led, and the suit it calls for: ``"5-3 leads fives"``."""

    label: str
    tile: str
    trump: TrumpLike
    suit: LedSuit

    @property
    def tiles(self) -> tuple[str, ...]:
        return (self.tile,)


@dataclass(frozen=True)
class Ranks:
    """Every tile of a suit (or of the trumps, ``suit="trump"``), highest first."""

    label: str
    suit: LedSuit
    trump: TrumpLike
    tiles: tuple[str, ...]


@dataclass(frozen=True)
class Wins:
    """A trick, in the order its tiles were played (the led tile first), and the tile that
    takes it."""

    label: str
    tiles: tuple[str, ...]
    trump: TrumpLike
    winner: str


@dataclass(frozen=True)
class MayPlay:
    """A hand when ``led`` is led: the tiles of it that may be played (the hand is drawn)."""

    label: str
    led: str
    hand: tuple[str, ...]
    trump: TrumpLike
    legal: tuple[str, ...]

    @property
    def tiles(self) -> tuple[str, ...]:
        return self.hand


@dataclass(frozen=True)
class DealtHand:
    """One player's seven tiles: seven tricks in a hand, and the bids open to the first
    bidder."""

    label: str
    tiles: tuple[str, ...]
    bids: tuple[int, ...]


@dataclass(frozen=True)
class Widow:
    """The bidder's seven tiles and the widow: the eight tiles the bidder holds before the
    discard, any of which may be discarded."""

    label: str
    hand: tuple[str, ...]
    widow: str

    @property
    def tiles(self) -> tuple[str, ...]:
        return (*self.hand, self.widow)


@dataclass(frozen=True)
class LastTrick:
    """The last trick of a hand and what the hand scores: ``leader`` leads ``tiles`` (in play
    order), the seats had won ``before`` in the first six tricks, and ``changes`` is each
    seat's score for the hand once the trick's winner has it."""

    label: str
    tiles: tuple[str, ...]
    trump: TrumpLike
    leader: int
    bidder: int
    bid: int
    before: tuple[int, int, int]
    changes: tuple[int, int, int]


Row = Leads | Ranks | Wins | MayPlay | DealtHand | Widow | LastTrick
"""A row of a rule card's picture."""

__all__ = ["DealtHand", "LastTrick", "Leads", "MayPlay", "Ranks", "Row", "Widow", "Wins"]
