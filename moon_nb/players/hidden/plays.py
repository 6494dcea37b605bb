"""How likely a seat's plays are, given its tiles: the part of the model of the players that
reads the tiles played (`moon_nb.players.hidden.belief`).

A seat picks among the tiles it may play by a soft maximum of a score, the weighted sum of what
each tile would do (`lead_features`, `follow_features`): leading, whether the tile is a trump,
the top trump still out, a double, the top of its suit still out, how long its suit is in the
hand, how high its pips; following, whether it takes the trick as it stands, whether it is the
cheapest tile that does, whether it is a trump played on another suit, whether it is the lowest
the seat may play. So a bidder who leads a small tile rather than its top trump more likely has
no top trump; a defender who did not take a trick it could have taken cheaply more likely could
not. The weights are fitted, by maximum likelihood, to the expert's own plays
(``benchmarks/fit_players.py``).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field

from moon_nb.engine.masks import FOLLOW, LEAD_SUIT, POWER, TRUMPS
from moon_nb.engine.tiles import TILE_BY_INDEX
from moon_nb.engine.tricks import TRUMP_CODE

PIPS = tuple(t.pip_count / 12 for t in TILE_BY_INDEX)


@dataclass(frozen=True)
class PlayHabits:
    """The weights of a lead's and a follow's features in a seat's score for a tile, and the
    share of plays made as if at random."""

    lead: tuple[float, ...]
    follow: tuple[float, ...]
    floor: float = 0.02


def lead_features(tile: int, hand: int, trump: int, out: int, bidder: bool) -> tuple[float, ...]:
    """What leading ``tile`` from ``hand`` does, the tiles still ``out`` being those neither in
    the hand nor played: a trump; the top trump out (no higher trump out); a double that is not
    a trump; the top of its suit (no higher tile of the suit out); how many of the hand's tiles
    follow its suit (in sevenths); its pips (in twelfths); a trump led by the bidder."""
    code = LEAD_SUIT[trump][tile]
    row = POWER[trump][code]
    suit = FOLLOW[trump][code]
    trump_tile = code == TRUMP_CODE
    top = not any(row[i] > row[tile] for i in _indices(suit & out))
    double = TILE_BY_INDEX[tile].is_double and not trump_tile
    return (
        float(trump_tile),
        float(trump_tile and top),
        float(double),
        float(top and not trump_tile),
        (hand & suit).bit_count() / 7,
        PIPS[tile],
        float(trump_tile and bidder),
    )


def follow_features(tile: int, options: int, trump: int, code: int, best: int,
                    against_bidder: bool) -> tuple[float, ...]:  # fmt: skip
    """What playing ``tile`` on a trick led in suit ``code`` does, ``best`` being the power of
    the tile winning it so far and ``options`` the tiles the seat may play: takes the trick as
    it stands; is the cheapest of the options that do; a trump on another suit; the lowest of
    the options; its pips (in twelfths); takes the trick from the bidder."""
    row = POWER[trump][code]
    power = row[tile]
    wins = power > best
    winners = [row[i] for i in _indices(options) if row[i] > best]
    ruff = code != TRUMP_CODE and bool(TRUMPS[trump] >> tile & 1)
    lowest = power <= min(row[i] for i in _indices(options)) and not wins
    return (
        float(wins),
        float(wins and power == min(winners)),
        float(ruff),
        float(lowest),
        PIPS[tile],
        float(wins and against_bidder),
    )


def _indices(mask: int) -> list[int]:
    out = []
    while mask:
        b = mask & -mask
        out.append(b.bit_length() - 1)
        mask ^= b
    return out


@dataclass(frozen=True)
class PlayClue:
    """One tile another seat played: what it knew of the table then (the trick so far, the
    tiles gone), and the tiles it played from then on — with the tiles it still holds, its hand
    at that moment."""

    seat: int
    tile: int
    trump: int
    trick: tuple[int, ...]
    """Tile indices played to the trick before it, from its leader."""
    leader: int
    gone: int
    """The tiles played before this trick."""
    since: int
    """The tiles this seat played from this play on (this one included)."""
    bidder: int
    players: int
    in_play: int
    _memo: dict[int, float] = field(default_factory=dict, compare=False, repr=False)

    def options(self, hand: int) -> int:
        """The tiles the seat could play from ``hand``."""
        if not self.trick:
            return hand
        follow = hand & FOLLOW[self.trump][LEAD_SUIT[self.trump][self.trick[0]]]
        return follow or hand

    def features(self, hand: int) -> list[tuple[tuple[float, ...], bool]]:
        """Each option's features, and whether it is the tile played."""
        options = self.options(hand)
        if not self.trick:
            out = self.in_play & ~self.gone & ~hand
            is_bidder = self.seat == self.bidder
            return [
                (lead_features(i, hand, self.trump, out, is_bidder), i == self.tile)
                for i in _indices(options)
            ]
        code = LEAD_SUIT[self.trump][self.trick[0]]
        row = POWER[self.trump][code]
        best = max(row[i] for i in self.trick)
        ahead = max(range(len(self.trick)), key=lambda k: row[self.trick[k]])
        against = (self.leader + ahead) % self.players == self.bidder and self.seat != self.bidder
        return [
            (follow_features(i, options, self.trump, code, best, against), i == self.tile)
            for i in _indices(options)
        ]

    def odds(self, held: int, habits: PlayHabits) -> float:
        """The probability the seat plays this tile when it holds ``held`` now (the tiles it
        has played since are added back), floored; remembered."""
        hand = held | self.since
        found = self._memo.get(hand)
        if found is None:
            found = self._memo[hand] = self.chance(hand, habits)
        return found

    def chance(self, hand: int, habits: PlayHabits) -> float:
        """`odds` for the hand at the moment of the play, worked out afresh."""
        seen = self.features(hand)
        weights = habits.follow if self.trick else habits.lead
        scores = [sum(w * f for w, f in zip(weights, fs, strict=True)) for fs, _ in seen]
        top = max(scores)
        exps = [math.exp(s - top) for s in scores]
        chosen = next(e for e, (_, played) in zip(exps, seen, strict=True) if played)
        return habits.floor / len(seen) + (1 - habits.floor) * chosen / sum(exps)


def play_clues(
    plays: Sequence[tuple[int, int]],
    observer: int,
    trump: int,
    bidder: int,
    players: int,
    in_play: int,
) -> tuple[PlayClue, ...]:
    """The clues of the tiles other seats played this hand: ``plays`` is every (seat, tile
    index) in order, tricks of ``players`` tiles, each trick led by the previous one's winner."""
    out = []
    gone = 0
    trick: list[int] = []
    leader = plays[0][0] if plays else 0
    for k, (seat, tile) in enumerate(plays):
        if not trick:
            leader = seat
        if seat != observer:
            since = sum(1 << t for s, t in plays[k:] if s == seat)
            out.append(
                PlayClue(
                    seat, tile, trump, tuple(trick), leader, gone, since, bidder, players, in_play
                )
            )
        trick.append(tile)
        if len(trick) == players:
            for t in trick:
                gone |= 1 << t
            trick = []
    return tuple(out)


__all__ = ["PlayClue", "PlayHabits", "follow_features", "lead_features", "play_clues"]
