"""A partner who plays by rules of thumb, for the search (`moon_nb.players.solver_core`).

Open-hand solving lets two partners play as if each saw the other's tiles. A player's partner
does not: it plays from its own hand and what has been played. To judge a move without that
flattery, the search can *model* the partner: at the partner's turn it plays the tile these rules
pick — the play rules of `moon_nb.players.HeuristicPlayer`, written on tile masks — from the
partner's own hand and the tiles it cannot see (everyone else's), never from where they are.

The rules, as the heuristic player states them: a partner winning the trick safely gets the
cheapest tile; otherwise win as cheaply as is sure (or with the highest winner); otherwise the
cheapest tile. Leading: draw trumps with the top trump when declaring; else lead a tile no one
can beat; else the cheapest tile.
"""

from __future__ import annotations

from collections.abc import Callable

from moon_nb.engine.masks import FOLLOW, LEAD_SUIT, POWER, TRUMPS
from moon_nb.engine.tiles import TILE_BY_INDEX
from moon_nb.engine.tricks import TRUMP_CODE

Rule = Callable[[int, int, int, int, int, int, bool], int]
"""``rule(seat, hand, legal, code, best, win, last) -> tile bit``: the tile ``seat`` plays
holding ``hand`` (``legal`` the tiles it may play) on a trick led in suit ``code`` whose winning
power so far is ``best``, by seat ``win`` (``code`` -1: ``seat`` leads); ``last`` when it plays
the trick's last tile."""


def _keep(trump: int) -> tuple[int, ...]:
    """How much a player wants to keep each tile (in 1/12 points): trumps most, then doubles,
    then high pips — the heuristic's ``_keep_value``."""
    out = []
    for tile in TILE_BY_INDEX:
        value = tile.pip_count + (12 if tile.is_double else 0)
        if TRUMPS[trump] >> tile.index & 1:
            value += 24
        out.append(value)
    return tuple(out)


def rule_of_thumb(trump: int, players: int, bidder: int, hands: list[int]) -> Rule:
    """The rules of thumb for ``trump`` at a table of ``players`` with this ``bidder``,
    reading the other hands' tiles (as tiles unseen, never where they are) from ``hands``,
    the search's live list of hand masks. (The heuristic's three-player rules — a rival
    defender's trick, a suit nearly out — are not here: only a partner is modelled.)"""
    follow, lead_suit, power = FOLLOW[trump], LEAD_SUIT[trump], POWER[trump]
    trumps = TRUMPS[trump]
    keep = _keep(trump)
    teams = players == 4

    def mates(a: int, b: int) -> bool:
        return a == b or (teams and a % 2 == b % 2)

    def cheapest(tiles: int, code: int) -> int:
        row = power[code] if code >= 0 else None
        best_key, pick = 1 << 30, 0
        m = tiles
        while m:
            b = m & -m
            m ^= b
            i = b.bit_length() - 1
            key = keep[i] << 6 | (row[i] if row is not None else 0)
            if key < best_key:
                best_key, pick = key, b
        return pick

    def top(tiles: int, suit: int, code: int) -> int:
        """The highest power on a trick led in ``code`` among ``tiles`` that follow ``suit``
        (-1 if none)."""
        row = power[code]
        out = -1
        m = tiles & follow[suit]
        while m:
            b = m & -m
            m ^= b
            p = row[b.bit_length() - 1]
            if p > out:
                out = p
        return out

    def rule(seat: int, hand: int, legal: int, code: int, best: int, win: int, last: bool) -> int:
        unseen = 0
        for s in range(players):
            if s != seat:
                unseen |= hands[s]
        if code < 0:
            return lead(seat, hand, unseen)
        row = power[code]
        safe = last or best > top(unseen, code, code)
        if mates(win, seat) and safe:
            return cheapest(legal, code)
        winners = sorted((row[b.bit_length() - 1], b) for b in _bits(legal))
        winners = [(p, b) for p, b in winners if p > best]
        if winners:
            if last:
                return winners[0][1]
            cheap = winners[0][1]
            suit = TRUMP_CODE if trumps & cheap else code
            above = top(unseen, suit, code)
            sure = [b for p, b in winners if p > above]
            return sure[0] if sure else winners[-1][1]
        return cheapest(legal, code)

    def lead(seat: int, hand: int, unseen: int) -> int:
        attacking = mates(seat, bidder)
        mine = hand & trumps
        if mine and unseen & trumps and attacking:
            high = max(_bits(mine), key=lambda b: power[TRUMP_CODE][b.bit_length() - 1])
            if power[TRUMP_CODE][high.bit_length() - 1] > top(unseen, TRUMP_CODE, TRUMP_CODE):
                return high
        ranked = sorted(
            _bits(hand),
            key=lambda b: -power[lead_suit[b.bit_length() - 1]][b.bit_length() - 1],
        )
        for b in ranked:
            i = b.bit_length() - 1
            suit = lead_suit[i]
            if suit == TRUMP_CODE and unseen & trumps and not attacking:
                continue
            if power[suit][i] > top(unseen, suit, suit):
                return b
        return cheapest(hand, -1)

    return rule


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        b = mask & -mask
        mask ^= b
        out.append(b)
    return out
