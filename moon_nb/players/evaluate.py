"""Hand strength: how many tricks a hand should take under each trump, by rules of thumb.

Used by the heuristic player to bid, name trump and discard, and by the strong player as a prior.
Everything here reads only tiles the player holds or has seen.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from moon_nb.engine.masks import FOLLOW, POWER, TRUMPS
from moon_nb.engine.tiles import TILE_BY_INDEX, Tile, mask_of
from moon_nb.engine.tricks import TRUMP_CODE
from moon_nb.engine.trump import Trump
from moon_nb.speech import _, listing, ngettext


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
        """``"6s as trump: about 5 tricks in my hand (4 trumps, 6-6 and 6-5 on top, 5-5 a likely
        winner)"``: the rule-of-thumb count of the tiles held, before the widow and the lead."""
        # The count is said as a sum of named parts; each part is a phrase of its own.
        parts = [ngettext("{n} trump", "{n} trumps", len(self.trumps))]
        if self.top_trumps:
            tops = self.trumps[: self.top_trumps]
            # TRANSLATORS: the highest trumps held: "6-6 and 6-5 on top".
            parts.append(_("{tiles} on top", tiles=listing([str(t) for t in tops[:2]])))
        if self.winners:
            # TRANSLATORS: a tile that is the highest of its suit: "5-5 a likely winner".
            parts.append(_("{tile} a likely winner", tile=self.winners[0]))
        if self.trump is Trump.NO_TRUMP:
            what = _("no trump")
        else:
            # TRANSLATORS: the trump a count is for: "6s as trump: about 5 tricks in my hand".
            what = _("{trump} as trump", trump=self.trump.said)
        # TRANSLATORS: {what} is "6s as trump"; {parts} what the count rests on, "4 trumps,
        # 6-6 and 6-5 on top"; {n} the tricks, rounded.
        return ngettext(
            "{what}: about {n} trick in my hand ({parts})",
            "{what}: about {n} tricks in my hand ({parts})",
            int(f"{self.tricks:.0f}"),
            what=what,
            parts=", ".join(parts),
        )


def _rank_order(trump: Trump, code: int) -> tuple[int, ...]:
    """The tile indices that follow suit ``code`` under ``trump``, highest first."""
    power = POWER[trump.index][code]
    members = [i for i in range(len(TILE_BY_INDEX)) if FOLLOW[trump.index][code] >> i & 1]
    return tuple(sorted(members, key=lambda i: -power[i]))


_TRUMP_ORDER: tuple[tuple[int, ...], ...] = tuple(_rank_order(tr, TRUMP_CODE) for tr in Trump)
"""Per trump: the trumps of the double-six set, highest first."""

_ABOVE: tuple[tuple[int, ...], ...] = tuple(
    tuple(
        sum(
            1 << j
            for j in _rank_order(tr, t.high)
            if POWER[tr.index][t.high][j] > POWER[tr.index][t.high][t.index]
        )
        for t in TILE_BY_INDEX
    )
    for tr in Trump
)
"""Per trump and tile: the mask of tiles of the suit the tile leads (its high end) that rank
above it — the tiles that beat it when it leads, trumps apart."""


def estimate(hand: Sequence[Tile], trump: Trump, in_play: Iterable[Tile]) -> Estimate:
    """Rule-of-thumb trick count for ``hand`` with ``trump``, among the tiles ``in_play``."""
    return _estimate(tuple(hand), mask_of(hand), trump, mask_of(in_play))


def _estimate(hand: tuple[Tile, ...], held: int, trump: Trump, in_play: int) -> Estimate:
    """`estimate` on tile masks (``held`` is ``hand``'s mask)."""
    tricks, top, winners_mask = count_tricks(held, trump.index, in_play)
    both = held & in_play
    mine = [i for i in _TRUMP_ORDER[trump.index] if both >> i & 1]
    # Ties go to the higher suit, as the tiles lie in a sorted hand.
    power = POWER[trump.index]
    winners = [t for t in hand if winners_mask >> t.index & 1]
    winners.sort(key=lambda t: (-power[t.high][t.index], -t.high))
    return Estimate(trump, tricks, tuple(TILE_BY_INDEX[i] for i in mine), top, tuple(winners))


def count_tricks(held: int, trump: int, in_play: int) -> tuple[float, int, int]:
    """The rule-of-thumb count on tile masks, for ``Trump.index`` ``trump``: (expected tricks,
    the unbroken run of top trumps held, the mask of the non-trump tiles that are likely
    winners). Fast enough to judge thousands of imagined hands per decision."""
    mine = outstanding = top = 0
    run = True
    for i in _TRUMP_ORDER[trump]:
        if in_play >> i & 1:
            if held >> i & 1:
                mine += 1
                if run:
                    top += 1
            else:
                outstanding += 1
                run = False
    tricks = float(top)
    # Trumps below the top run still win once the others' trumps are drawn: the longer the
    # holding against the trumps out, the likelier.
    rest = mine - top
    if rest > 0:
        tricks += rest * (0.75 if mine > outstanding else 0.4)
    # A non-trump tile that is top of the suit it leads (counting the tiles above it that
    # this hand holds) is worth most, less when trumps are out to ruff it; the top tile of a
    # short suit is ruffed less often than one of a suit the others hold.
    ruff_risk = 0.25 if outstanding >= 3 else 0.1 if outstanding else 0.0
    above_of = _ABOVE[trump]
    winners = 0
    m = held & ~TRUMPS[trump]
    while m:
        b = m & -m
        m ^= b
        above = above_of[b.bit_length() - 1] & in_play
        missing = (above & ~held).bit_count()
        if missing:
            value = 0.0 if missing > 1 else 0.15
        else:
            value = (0.9 if not above else 0.7) - ruff_risk
            if value >= 0.6:
                winners |= b
        tricks += value
    return min(tricks, 7.0), top, winners


def best_tricks(held: int, in_play: int) -> float:
    """The most tricks the rule of thumb expects of the hand ``held`` under any trump."""
    return max(count_tricks(held, t, in_play)[0] for t in range(9))


def best_trump(hand: Sequence[Tile], in_play: Iterable[Tile]) -> Estimate:
    """The trump that gives ``hand`` the most expected tricks (ties: more trumps)."""
    tiles, held, play = tuple(hand), mask_of(hand), mask_of(in_play)
    options = [_estimate(tiles, held, tr, play) for tr in Trump]
    return max(options, key=lambda e: (round(e.tricks, 3), len(e.trumps), -e.trump.index))


def shortlist(hand: Sequence[Tile], in_play: Sequence[Tile], size: int) -> list[Trump]:
    """The ``size`` trumps likeliest to do best with ``hand``, by the rules of thumb."""
    return sorted(Trump, key=lambda t: -estimate(hand, t, in_play).tricks)[:size]


def weakest(hand: Sequence[Tile], trump: Trump, in_play: Sequence[Tile]) -> Tile:
    """The tile whose loss costs ``hand`` least with ``trump``, by the rules of thumb."""
    return max(
        sorted(hand, key=str),
        key=lambda d: estimate([t for t in hand if t != d], trump, in_play).tricks,
    )
