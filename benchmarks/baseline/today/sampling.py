"""Guessing the hidden tiles: deals consistent with everything one seat has seen.

A seat knows its own tiles, every tile played, its own discard, and which suits each other seat
has failed to follow (a seat that did not follow a led suit holds none of it). `Knowledge`
collects that from the seat's observation; `Knowledge.sample` deals the unseen tiles at random
into the other hands (and the face-down widow or discard) so that every one of those facts holds.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import cached_property

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

    @cached_property
    def _options(self) -> tuple[tuple[Tile, tuple[int, ...]], ...]:
        """Each unseen tile with the holders that may have it, most constrained first."""
        holders = list(self.capacity)
        options = [(t, tuple(h for h in holders if self.may_hold(h, t))) for t in self.unseen]
        return tuple(sorted(options, key=lambda o: len(o[1])))

    def sample(self, rng: random.Random, tries: int = 200) -> dict[int, list[Tile]] | None:
        """One random deal of the unseen tiles consistent with the facts: holder -> tiles.
        The most constrained tiles are placed first; a dead end starts over. None if no deal
        was found in ``tries`` attempts (the facts are contradictory)."""
        options = self._options
        if all(len(holders) == len(self.capacity) for _, holders in options):
            # No seat has shown a void: any split of the shuffled tiles will do.
            tiles = [t for t, _ in options]
            rng.shuffle(tiles)
            out, at = {}, 0
            for h, size in self.capacity.items():
                out[h] = tiles[at : at + size]
                at += size
            return out
        # Tiles with equally many possible holders are placed in a random order.
        groups: list[list[tuple[Tile, tuple[int, ...]]]] = []
        for option in options:
            if groups and len(groups[-1][0][1]) == len(option[1]):
                groups[-1].append(option)
            else:
                groups.append([option])
        for _ in range(tries):
            left = dict(self.capacity)
            deal: dict[int, list[Tile]] = {h: [] for h in left}
            for group in groups:
                rng.shuffle(group)
                for tile, holders in group:
                    room = [h for h in holders if left[h] > 0]
                    if not room:
                        break
                    if len(room) == 1:
                        h = room[0]
                    else:
                        pick = rng.random() * sum(left[h] for h in room)
                        for h in room:
                            pick -= left[h]
                            if pick < 0:
                                break
                    deal[h].append(tile)
                    left[h] -= 1
                else:
                    continue
                break
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
