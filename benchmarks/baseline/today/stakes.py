"""What a hand's outcome is worth to one seat: each player for itself.

In three-player Moon every player scores for itself, so a defender wants the contract set (the
bidder loses the bid) *and* tricks of its own (a point each), and a trick the other defender takes
is a point for a rival. With partners the two sides are opposed, and that is all.

`Stakes.worth` scores an outcome — the tricks each seat ends the hand with — the way the game
does (`moon_nb.engine.scoring`, so every variant counts right) and values it for one seat as the
points it gains on the others: its own change minus the average change of the other sides. A hand
that ends the game counts for more: winning it is worth `GAME` points on top, and a rival winning it
costs as much. So the standings matter — setting a bidder who would reach the target with this
contract, or keeping a trick from a rival one point short, is worth more than the points alone.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from moon_nb.engine.observation import Observation
from moon_nb.engine.options import MOON, TRICKS_PER_HAND, Rules
from moon_nb.engine.scoring import score_changes, tricks_needed, winner_after

GAME = 10.0
"""What ending the game as its winner is worth, in points gained on the others."""


@dataclass(frozen=True)
class Stakes:
    """One seat's view of what the hand being played can still bring (see the module
    docstring)."""

    rules: Rules
    side: int
    """The side whose stakes these are (the seat, or its team)."""
    bidder: int
    bid: int
    scores: tuple[int, ...]
    taken: tuple[int, ...]
    """Tricks each seat has won so far this hand."""
    _memo: dict[tuple[int, ...], float] = field(default_factory=dict, compare=False, repr=False)

    @classmethod
    def bidding(cls, seen: Observation, bid: int, bidder: int | None = None) -> Stakes:
        """The stakes of a contract of ``bid`` by ``bidder`` (default: the observing seat), for
        the observing seat, before a tile is played."""
        who = seen.seat if bidder is None else bidder
        zero = (0,) * seen.rules.players
        return cls(seen.rules, seen.rules.side_of(seen.seat), who, bid, tuple(seen.scores), zero)

    @classmethod
    def of(cls, seen: Observation) -> Stakes:
        """The stakes of the hand being played, for the seat that observes."""
        assert seen.contract is not None
        return cls(
            seen.rules,
            seen.rules.side_of(seen.seat),
            seen.contract.bidder,
            seen.contract.bid,
            tuple(seen.scores),
            tuple(seen.tricks_won),
        )

    def worth(self, more: Sequence[int]) -> float:
        """What the hand ending with ``more`` tricks for each seat (on top of those taken)
        is worth to this side."""
        key = tuple(more)
        found = self._memo.get(key)
        if found is None:
            found = self._memo[key] = self._worth(key)
        return found

    def _worth(self, more: tuple[int, ...]) -> float:
        rules = self.rules
        side_tricks = [0] * rules.sides
        for seat, n in enumerate(more):
            side_tricks[rules.side_of(seat)] += n + self.taken[seat]
        bidder_side = rules.side_of(self.bidder)
        made, changes = score_changes(rules, bidder_side, self.bid, side_tricks)
        others = [c for s, c in enumerate(changes) if s != self.side]
        value = changes[self.side] - sum(others) / len(others)
        scores = [a + b for a, b in zip(self.scores, changes, strict=True)]
        moon_by = bidder_side if made and self.bid == MOON else None
        winner = winner_after(rules, scores, moon_by)
        if winner is not None:
            value += GAME if winner == self.side else -GAME
        return value

    def split(self, bidder_side: int, own: int | None, seat: int) -> tuple[int, ...]:
        """A whole outcome from what the solver says: ``bidder_side`` more tricks for the
        bidder's side and, for a three-player defender ``seat``, ``own`` more for itself, the
        other defender getting the rest (the contract is as the first says, so ``own`` is cut
        to what is left). Without ``own`` the defenders' tricks are shared out evenly, the odd
        one to the defender ahead."""
        n = self.rules.players
        more = [0] * n
        more[self.bidder] = bidder_side
        rest = TRICKS_PER_HAND - sum(self.taken) - bidder_side
        if self.rules.teams:
            more[(self.bidder + 1) % n] = rest
            return tuple(more)
        defenders = [s for s in range(n) if s != self.bidder]
        if own is not None and seat in defenders:
            other = next(s for s in defenders if s != seat)
            more[seat] = min(own, rest)
            more[other] = rest - more[seat]
            return tuple(more)
        ahead = max(defenders, key=lambda s: (self.scores[s], -s))
        behind = next(s for s in defenders if s != ahead)
        more[ahead] = (rest + 1) // 2
        more[behind] = rest // 2
        return tuple(more)


AT_PAR = 0.9
"""How often a contract is made at the table when best play with every hand face up makes it
with not a trick to spare: open hands flatter the bidder, so an exact fit is not a sure thing
(with a trick to spare it counts as made; short of it, as set)."""

SIX_AT_PAR, SIX_SPARE = 0.5, 0.95
"""The same for a bid of 6, flattered most. Measured: counting an exact fit as made 9 times in
10 at every level, the strong player's bids of 6 made only 16 of 26 (5s: 70 of 80, moons: 12 of
13), in a duplicate match of 359 deals (benchmarks/duplicate.py)."""


def made_chance(tricks: int, need: int) -> float:
    """How likely a contract needing ``need`` tricks is made when best play with open hands
    gives the bidder ``tricks``."""
    if tricks < need:
        return 0.0
    if need == 6:
        return SIX_AT_PAR if tricks == need else SIX_SPARE
    return AT_PAR if tricks == need else 1.0


def made_share(counts: Sequence[int], need: int) -> float:
    """The share of likely deals in which a contract needing ``need`` tricks is made, given
    the bidder's tricks with best play in each (`made_chance`)."""
    if not counts:
        return 0.0
    return sum(made_chance(t, need) for t in counts) / len(counts)


def contract_worth(stakes: Stakes, counts: Sequence[int]) -> float:
    """What declaring the contract of ``stakes`` is worth to its seat over likely deals in which
    best play gives the bidder ``counts`` tricks: made as often as `made_chance` says, else set
    by a trick."""
    if not counts:
        return 0.0
    need = tricks_needed(stakes.bid)
    total = 0.0
    for t in counts:
        made = made_chance(t, need)
        lost = stakes.worth(stakes.split(min(t, need - 1), None, stakes.bidder))
        kept = stakes.worth(stakes.split(t, None, stakes.bidder)) if made else 0.0
        total += made * kept + (1 - made) * lost
    return total / len(counts)


def pass_worth(seen: Observation) -> float:
    """What passing is worth to the observing seat: the standing bid is made by its bidder,
    just; with no bid yet, the next seat makes the minimum bid half the time (else nobody bids
    and the tiles are redealt), unless this seat speaks last."""
    rules = seen.rules
    if seen.high_bid and seen.high_bidder is not None:
        bidder, bid = seen.high_bidder, seen.high_bid
        share = 1.0
    elif len(seen.calls) < rules.players - 1:
        bidder, bid = (seen.seat + 1) % rules.players, rules.min_bid
        share = 0.5
    else:
        return 0.0
    stakes = Stakes.bidding(seen, bid, bidder)
    need = tricks_needed(bid)
    return share * stakes.worth(stakes.split(need, None, seen.seat))
