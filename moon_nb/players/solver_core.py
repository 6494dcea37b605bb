"""The double-dummy search behind `moon_nb.players.solver`: bitmask hands, alpha-beta, a
transposition table at trick boundaries, equivalent-tile pruning and quick bounds.

Everything here trusts its caller (no checks): hands are tile masks (`moon_nb.engine.tiles`), the
rules of play come from the tables in `moon_nb.engine.masks`, and a *value* is the number of tricks
the bidder's side wins from the current trick to the end of the hand. In three-player Moon the
bidder's side is the bidder alone and the two other seats defend together; with four players it
is the bidder and partner (seats 0 & 2, or 1 & 3). A search may count another group of seats
instead (`Search` ``counted``): one seat alone against the other two, for instance.

The search works one trick at a time: `node` is a trick boundary (stored in the table), and the
plays inside a trick recurse seat by seat. Values are *fail-soft*: a search with the window
(alpha, beta) that returns ``v <= alpha`` proves the value is at most ``v``; ``v >= beta`` proves
it is at least ``v``; anything in between is exact.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from moon_nb.engine.masks import FOLLOW, LEAD_SUIT, POWER, TRUMPS
from moon_nb.engine.tricks import TRUMP_CODE
from moon_nb.players.solver_policy import rule_of_thumb

TILES = 28


class OutOfTime(Exception):
    """A search passed its deadline; its answer is unknown (the transposition table stays
    sound: only finished positions are stored)."""


Signature = tuple[int, int, int, int]
"""Per tile, for equivalent-tile pruning: (mask of the tiles that beat it in the suit it leads,
mask of the tiles that lead its other suit, signature base, base when that other suit is live)."""


def _signature_table(trump: int) -> tuple[Signature, ...]:
    """For each tile: what decides whether two tiles of one hand are interchangeable.

    Two tiles of one hand play alike when they lead the same suit, the same tiles outside the
    hand beat each of them in that suit, and no one else can lead the *other* suit of either
    (a non-double, non-trump tile follows two suits). A trump ranks the same on every lead, so
    for trumps only the trumps ranking between them matter.
    """
    lead, power = LEAD_SUIT[trump], POWER[trump]
    out = []
    for i in range(TILES):
        code = lead[i]
        row = power[code]
        above = sum(1 << j for j in range(TILES) if row[j] > row[i])
        other = next((s for s in range(7) if s != code and FOLLOW[trump][s] >> i & 1), -1)
        leads_other = sum(1 << j for j in range(TILES) if other >= 0 and lead[j] == other)
        out.append((above, leads_other, code, code | (other + 1) << 3))
    return tuple(out)


def _top_above_table(trump: int) -> dict[int, int]:
    """``{trumps: mask}``: for a set of trumps, the trumps ranking above its highest one (every
    trump when the set is empty)."""
    row = POWER[trump][TRUMP_CODE]
    bits = [i for i in range(TILES) if TRUMPS[trump] >> i & 1]
    table: dict[int, int] = {}
    for sub in range(1 << len(bits)):
        mask = sum(1 << bits[k] for k in range(len(bits)) if sub >> k & 1)
        top = max((row[i] for i in bits if mask >> i & 1), default=0)
        table[mask] = sum(1 << i for i in bits if row[i] > top)
    return table


def _order_keys(trump: int) -> tuple[tuple[int, ...], ...]:
    """``[suit code][tile]``: a follower's sort key ``power << 10 | worth << 5 | tile``, worth
    being the tile's power in the suit it would lead, so the cheapest tile sorts first."""
    lead, power = LEAD_SUIT[trump], POWER[trump]
    return tuple(
        tuple(power[code][i] << 10 | power[lead[i]][i] << 5 | i for i in range(TILES))
        for code in range(TRUMP_CODE + 1)
    )


SIGNATURES = tuple(_signature_table(t) for t in range(9))
TOP_ABOVE = tuple(_top_above_table(t) for t in range(9))
ORDER_KEYS = tuple(_order_keys(t) for t in range(9))


def signature(trump: int, tile: int, rest: int) -> int:
    """Tiles of one hand with equal signatures (against ``rest``, every tile outside that hand
    still in play or on the current trick) are interchangeable for the rest of the hand."""
    above, leads_other, base, base_live = SIGNATURES[trump][tile]
    return (base_live if rest & leads_other else base) | (rest & above).bit_count() << 8


def trick_state(
    trump: int, leader: int, trick: tuple[int, ...], players: int
) -> tuple[int, int, int]:
    """(led suit code, winning power so far, winning seat so far) of a trick in progress."""
    code = LEAD_SUIT[trump][trick[0]]
    row = POWER[trump][code]
    best, win = -1, leader
    for k, i in enumerate(trick):
        if row[i] > best:
            best, win = row[i], (leader + k) % players
    return code, best, win


def bidder_side(players: int, bidder: int) -> tuple[int, ...]:
    """The seats that play for the bidder's contract: the bidder, and its partner with four."""
    return (bidder, (bidder + 2) % 4) if players == 4 else (bidder,)


class Search:
    """A double-dummy search for one trump, number of players and bidder.

    The value counts the tricks of the bidder's side; with ``counted`` it counts the tricks of
    those seats instead, every other seat playing to hold them to as few as it can (in
    three-player Moon, ``counted=(seat,)`` asks how many tricks one seat can be sure of whatever
    the other two do). Seats in ``modelled`` do not search: they play by the rules of thumb of
    `moon_nb.players.solver_policy`, from their own hand and the tiles they cannot see — a partner
    who does not see the other hands. The value is then exact for that partner.

    It keeps its transposition table between calls, so questions about positions of one deal
    (every move at the lead, or each later position of the hand) share the work. `clear` frees
    it; `nodes` counts the trick boundaries searched. With a ``deadline`` (a
    `time.perf_counter` time) a search that runs past it raises `OutOfTime`.
    """

    def __init__(
        self,
        trump: int,
        players: int,
        bidder: int,
        deadline: float | None = None,
        counted: tuple[int, ...] | None = None,
        modelled: tuple[int, ...] = (),
    ) -> None:
        self.deadline = deadline
        self.trump = trump
        self.players = players
        self.bidder = bidder
        if counted is None:
            counted = bidder_side(players, bidder)
        self.side = tuple(int(s in counted) for s in range(players))
        """Per seat, 1 if its tricks count in the value (it plays to take as many as it can)."""
        self.modelled = tuple(int(s in modelled) for s in range(players))
        """Per seat, 1 if it plays by the rules of thumb (`moon_nb.players.solver_policy`) instead
        of searching: a partner who cannot see the other hands."""
        self.nodes = 0
        self.table: dict[tuple[int, ...], tuple[int, int, int]] = {}
        self._hands = [0] * players
        self._node, self._follow_on, self._bounds = self._build()

    def clear(self) -> None:
        """Forget every stored position."""
        self.table.clear()

    def _build(
        self,
    ) -> tuple[
        Callable[[int, int, int], int],
        Callable[[int, int, int, int, int, int, int, list[int]], int],
        Callable[[int, int], tuple[int, int, int]],
    ]:
        # The hot path is one set of closures over locals: the fastest lookups plain Python has.
        trump, n, side, hands, table = self.trump, self.players, self.side, self._hands, self.table
        follow, lead_suit, power = FOLLOW[trump], LEAD_SUIT[trump], POWER[trump]
        trumps, sigs, top_above = TRUMPS[trump], SIGNATURES[trump], TOP_ABOVE[trump]
        order_keys = ORDER_KEYS[trump]
        ours = tuple(s for s in range(n) if side[s])
        theirs = tuple(s for s in range(n) if not side[s])
        nxt = tuple((s + 1) % n for s in range(n))
        modelled = self.modelled
        rule = rule_of_thumb(trump, n, self.bidder, hands) if any(modelled) else None

        def reps_of(h: int, rest: int) -> int:
            """The tiles of hand ``h`` worth trying: one of each set of interchangeable tiles."""
            seen: list[int] = []
            keep = 0
            m = h
            while m:
                b = m & -m
                m ^= b
                above, leads_other, base, live = sigs[b.bit_length() - 1]
                sig = (live if rest & leads_other else base) | (rest & above).bit_count() << 8
                if sig not in seen:
                    seen.append(sig)
                    keep |= b
            return keep

        def last_trick(leader: int) -> int:
            """1 if the bidder's side wins the last trick (one tile left in every hand)."""
            i = hands[leader].bit_length() - 1
            row = power[lead_suit[i]]
            best, win, s = row[i], leader, nxt[leader]
            while s != leader:
                p = row[hands[s].bit_length() - 1]
                if p > best:
                    best, win = p, s
                s = nxt[s]
            return side[win]

        def node(leader: int, alpha: int, beta: int) -> int:
            """The value at a trick boundary, ``leader`` to lead."""
            hl = hands[leader]
            if hl & (hl - 1) == 0:
                return last_trick(leader) if hl else 0
            key = (*hands, leader)
            entry = table.get(key)
            if entry is None:
                lo, hi, move = entry = quick_bounds(leader, hl)
                if lo >= beta or hi <= alpha or lo == hi:
                    table[key] = entry
                    return lo if lo >= beta else hi
            else:
                lo, hi, move = entry
                if lo >= beta:
                    return lo
                if hi <= alpha or lo == hi:
                    return hi
            a = alpha if alpha > lo else lo
            b = beta if beta < hi else hi
            self.nodes += 1
            if not self.nodes & 255 and self.deadline and time.perf_counter() > self.deadline:
                raise OutOfTime
            everything = 0
            for s in range(n):
                everything |= hands[s]
            reps = [-1] * n  # worked out when a seat first has a choice
            reps.append(everything)
            if rule is not None and modelled[leader]:
                cand = rule(leader, hl, hl, -1, 0, leader, False)
            else:
                cand = reps_of(hl, everything ^ hl)
            v, move = lead(leader, a, b, cand, reps, move)
            if v <= a:
                hi = v
            elif v >= b:
                lo = v
            else:
                lo = hi = v
            table[key] = (lo, hi, move)
            return v

        def quick_bounds(leader: int, hl: int) -> tuple[int, int, int]:
            """(lower, upper, 0) from the tricks each side is sure of. A trump that beats
            every trump of the other side wins the trick it is played to. The leader can cash,
            one lead after another, every tile no one else can beat; when the leader's top
            trumps draw every other trump, the rest of its trumps and its top tiles in the
            other suits are sure tricks too."""
            us = them = 0
            for s in ours:
                us |= hands[s]
            for s in theirs:
                them |= hands[s]
            lo = lost = 0
            if trumps:
                over = top_above[them & trumps]
                for s in ours:
                    c = (hands[s] & over).bit_count()
                    if c > lo:
                        lo = c
                over = top_above[us & trumps]
                for s in theirs:
                    c = (hands[s] & over).bit_count()
                    if c > lost:
                        lost = c
            others = (us | them) ^ hl
            if trumps and hl & trumps:
                # Leading the trumps no one else can beat draws every other trump when no
                # other hand holds more trumps than that: then trumps no longer threaten.
                drawn = (hl & top_above[others & trumps]).bit_count()
                for s in range(n):
                    if s != leader and (hands[s] & trumps).bit_count() > drawn:
                        break
                else:
                    others &= ~trumps
            cash = 0
            m = hl if not modelled[leader] else 0  # a modelled leader need not cash them
            while m:
                b = m & -m
                m ^= b
                if not sigs[b.bit_length() - 1][0] & others:
                    cash += 1
            if side[leader]:
                lo = cash if cash > lo else lo
            elif cash > lost:
                lost = cash
            return lo, hl.bit_count() - lost, 0

        def lead(
            leader: int, alpha: int, beta: int, cand: int, reps: list[int], hint: int
        ) -> tuple[int, int]:
            """Try the leads in ``cand``; return (value, best lead as a bit). Order: the
            stored best lead, then tiles no opponent can beat, then by power, highest first."""
            h = hands[leader]
            opp = 0
            for s in theirs if side[leader] else ours:
                opp |= hands[s]
            order = []
            m = cand
            while m:
                b = m & -m
                m ^= b
                i = b.bit_length() - 1
                order.append((power[lead_suit[i]][i] + (0 if sigs[i][0] & opp else 100), b))
            order.sort(reverse=True)
            moves = [b for _, b in order]
            if hint & cand and moves[0] != hint:
                moves.remove(hint)
                moves.insert(0, hint)
            maxing = side[leader]
            best_v = -1 if maxing else 99
            best_b = moves[0]
            s1 = nxt[leader]
            for b in moves:
                i = b.bit_length() - 1
                code = lead_suit[i]
                hands[leader] = h ^ b
                v = follow_on(s1, 1, code, power[code][i], leader, alpha, beta, reps)
                if maxing:
                    if v > best_v:
                        best_v, best_b = v, b
                        if v > alpha:
                            alpha = v
                            if alpha >= beta:
                                break
                elif v < best_v:
                    best_v, best_b = v, b
                    if v < beta:
                        beta = v
                        if alpha >= beta:
                            break
            hands[leader] = h
            return best_v, best_b

        def follow_on(
            seat: int,
            k: int,
            code: int,
            best: int,
            win: int,
            alpha: int,
            beta: int,
            reps: list[int],
        ) -> int:
            """``seat`` plays the ``k``-th tile to a trick whose led suit is ``code``; ``best``
            is the winning power so far and ``win`` its seat. A seat that cannot win the trick
            for its side plays its cheapest tile first; otherwise its cheapest winner first."""
            h = hands[seat]
            f = h & follow[code] or h
            maxing = side[seat]
            keys = order_keys[code]
            if rule is not None and modelled[seat]:
                f = rule(seat, h, f, code, best, win, k + 1 == n)
            if f & (f - 1):
                r = reps[seat]
                if r < 0:
                    r = reps[seat] = reps_of(h, reps[n] ^ h)
                f &= r
            if f & (f - 1):
                order = []
                m = f
                while m:
                    b = m & -m
                    m ^= b
                    order.append(keys[b.bit_length() - 1])
                order.sort()
                if side[win] != maxing:
                    beat = (best + 1) << 10
                    for j, x in enumerate(order):
                        if x >= beat:
                            if j:
                                del order[j]
                                order.insert(0, x)
                            break
            else:
                order = [keys[f.bit_length() - 1]]
            last = k + 1 == n
            s1 = nxt[seat]
            best_v = -1 if maxing else 99
            for x in order:
                hands[seat] = h ^ (1 << (x & 31))
                p = x >> 10
                if p > best:
                    nb, nw = p, seat
                else:
                    nb, nw = best, win
                if last:
                    w = side[nw]
                    hw = hands[nw]
                    if hw & (hw - 1):
                        v = w + node(nw, alpha - w, beta - w)
                    else:
                        v = w + last_trick(nw) if hw else w
                else:
                    v = follow_on(s1, k + 1, code, nb, nw, alpha, beta, reps)
                if maxing:
                    if v > best_v:
                        best_v = v
                        if v > alpha:
                            alpha = v
                            if alpha >= beta:
                                break
                elif v < best_v:
                    best_v = v
                    if v < beta:
                        beta = v
                        if alpha >= beta:
                            break
            hands[seat] = h
            return best_v

        return node, follow_on, quick_bounds

    # --- entry points -------------------------------------------------------------------------

    def search(
        self, masks: list[int], leader: int, trick: tuple[int, ...], alpha: int, beta: int
    ) -> int:
        """The fail-soft value of a position for the window (alpha, beta). ``masks`` are the
        tiles each seat still holds; ``trick`` the tiles already on the current trick, led by
        ``leader``."""
        self._hands[:] = masks
        if not trick:
            return self._node(leader, alpha, beta)
        n = self.players
        everything = 0
        for m in masks:
            everything |= m
        for i in trick:
            everything |= 1 << i
        reps: list[int] = [-1] * n
        reps.append(everything)
        code, best, win = trick_state(self.trump, leader, trick, n)
        seat = (leader + len(trick)) % n
        return self._follow_on(seat, len(trick), code, best, win, alpha, beta, reps)

    def value(self, masks: list[int], leader: int, trick: tuple[int, ...] = ()) -> int:
        """The exact value, by null-window searches that halve the range still possible."""
        left = masks[(leader + len(trick)) % self.players].bit_count()
        lo, hi = 0, left
        if not trick and left > 1:
            self._hands[:] = masks
            lo, hi, _ = self._bounds(leader, masks[leader])
        beta = max((lo + hi) // 2, lo + 1)
        while lo < hi:
            v = self.search(masks, leader, trick, beta - 1, beta)
            if v < beta:
                hi = v
            else:
                lo = v
            beta = (lo + hi + 1) // 2
        return lo

    def at_least(self, masks: list[int], leader: int, trick: tuple[int, ...], need: int) -> bool:
        """Whether the bidder's side can still take at least ``need`` tricks (one null-window
        search)."""
        if need <= 0:
            return True
        left = masks[(leader + len(trick)) % self.players].bit_count()
        if need > left:
            return False
        return self.search(masks, leader, trick, need - 1, need) >= need

    def move_values(self, masks: list[int], leader: int, trick: tuple[int, ...]) -> dict[int, int]:
        """For every tile the seat to act may legally play (by tile index): the exact value of
        the position after playing it. Interchangeable tiles are searched once."""
        n, trump = self.players, self.trump
        seat = (leader + len(trick)) % n
        hand = masks[seat]
        legal = hand
        if trick:
            legal = hand & FOLLOW[trump][LEAD_SUIT[trump][trick[0]]] or hand
        rest = 0
        for m in masks:
            rest |= m
        for i in trick:
            rest |= 1 << i
        rest ^= hand
        groups: dict[int, list[int]] = {}
        m = legal
        while m:
            b = m & -m
            m ^= b
            i = b.bit_length() - 1
            groups.setdefault(signature(trump, i, rest), []).append(i)
        out: dict[int, int] = {}
        for members in groups.values():
            i = members[0]
            child = list(masks)
            child[seat] ^= 1 << i
            after = (*trick, i)
            if len(after) == n:
                win = trick_state(trump, leader, after, n)[2]
                v = self.side[win] + self.value(child, win)
            else:
                v = self.value(child, leader, after)
            for j in members:
                out[j] = v
        return out
