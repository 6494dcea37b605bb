"""Guessing the hidden tiles: deals consistent with everything one seat has seen.

A seat knows its own tiles, every tile played, its own discard, and which suits each other seat
has failed to follow (a seat that did not follow a led suit holds none of it). `Knowledge`
collects that from the seat's observation; `Knowledge.sample` deals the unseen tiles at random
into the other hands (and the face-down widow or discard) so that every one of those facts holds.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from moon_nb.engine.observation import Observation
from moon_nb.engine.options import Rules
from moon_nb.engine.tiles import Tile
from moon_nb.engine.tricks import TRUMP, LedSuit, follows, led_suit
from moon_nb.engine.trump import Trump

HIDDEN = -1
"""The holder index of the tiles out of play: the face-down widow, or another seat's discard."""


@dataclass(frozen=True)
class Knowledge:
    """What one seat knows about where the tiles are."""

    seat: int
    players: int
    rules: Rules
    trump: Trump | None
    hand: frozenset[Tile]
    unseen: tuple[Tile, ...]
    """Tiles this seat has not seen, in a fixed order."""
    capacity: dict[int, int]
    """How many unseen tiles each other seat holds; `HIDDEN` for the widow or discard."""
    voids: dict[int, frozenset[LedSuit]]
    """Suits each other seat has shown it does not hold."""

    @classmethod
    def read(cls, seen: Observation) -> Knowledge:
        """Collect the facts from a seat's observation."""
        seat, n, trump = seen.seat, seen.rules.players, seen.trump
        plays = [trick.plays for trick in seen.tricks]
        plays.append(seen.trick)
        voids: dict[int, set[LedSuit]] = {s: set() for s in range(n) if s != seat}
        if trump is not None:
            for trick in plays:
                if trick:
                    suit = led_suit(trick[0].tile, trump)
                    for play in trick[1:]:
                        if play.seat != seat and not follows(play.tile, suit, trump):
                            voids[play.seat].add(suit)
        unseen = seen.unseen
        capacity = {s: seen.hand_sizes[s] for s in range(n) if s != seat}
        hidden = len(unseen) - sum(capacity.values())
        if hidden:
            capacity[HIDDEN] = hidden
        return cls(
            seat, n, seen.rules, trump, frozenset(seen.hand), unseen, capacity,
            {s: frozenset(v) for s, v in voids.items()},
        )  # fmt: skip

    def may_hold(self, holder: int, tile: Tile) -> bool:
        """``holder`` can have ``tile`` given the suits it has shown void."""
        if holder == HIDDEN or self.trump is None:
            return True
        return not any(follows(tile, suit, self.trump) for suit in self.voids[holder])

    def sample(self, rng: random.Random, tries: int = 200) -> dict[int, list[Tile]] | None:
        """One random deal of the unseen tiles consistent with the facts: holder -> tiles.
        The most constrained tiles are placed first; a dead end starts over. None if no deal
        was found in ``tries`` attempts (the facts are contradictory)."""
        holders = list(self.capacity)
        options = {t: [h for h in holders if self.may_hold(h, t)] for t in self.unseen}
        order = sorted(self.unseen, key=lambda t: len(options[t]))
        for _ in range(tries):
            left = dict(self.capacity)
            deal: dict[int, list[Tile]] = {h: [] for h in holders}
            shuffled = list(order)
            rng.shuffle(shuffled)
            shuffled.sort(key=lambda t: len(options[t]))
            for tile in shuffled:
                room = [h for h in options[tile] if left[h] > 0]
                if not room:
                    break
                weights = [left[h] for h in room]
                h = rng.choices(room, weights)[0]
                deal[h].append(tile)
                left[h] -= 1
            else:
                return deal
        return None


def void_suits_text(knowledge: Knowledge) -> str:
    """Plain words for what the seat has inferred: ``"seat 1 has no 4s"``."""
    parts = []
    for seat, suits in sorted(knowledge.voids.items()):
        for suit in sorted(suits, key=str):
            parts.append(f"seat {seat} has no {'trumps' if suit == TRUMP else f'{suit}s'}")
    return "; ".join(parts)
