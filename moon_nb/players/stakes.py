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
from moon_nb.engine.tiles import Tile
from moon_nb.engine.tricks import trick_winner

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
    doubting: bool = False
    """The seat is a three-player defender, reading the bidder's hand from the bidding and the
    play: its likely deals are trusted only so far (`doubted`)."""
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
        bidder = seen.contract.bidder
        return cls(
            seen.rules,
            seen.rules.side_of(seen.seat),
            bidder,
            seen.contract.bid,
            tuple(seen.scores),
            tuple(seen.tricks_won),
            doubting=not seen.rules.teams and seen.seat != bidder,
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
        moon_by = bidder_side if made and self.bid == MOON else None
        return outcome_worth(rules, self.side, self.scores, changes, moon_by)

    @property
    def wanting(self) -> int:
        """The tricks the bidder's side still needs for its contract."""
        side = self.rules.side_of(self.bidder)
        taken = sum(t for s, t in enumerate(self.taken) if self.rules.side_of(s) == side)
        return tricks_needed(self.bid) - taken

    def chance(self, more: int, left: int, sure: bool = False) -> float:
        """How likely the contract is made when best play face up gives the bidder's side
        ``more`` tricks from here, ``left`` tricks being still to play: `made_chance`, and for a
        doubting defender `doubted` while the contract is still open (made already or out of
        reach is a fact, not a reading). ``sure``: the seat's play takes the trick on the table
        whatever the hidden tiles (`sure_to_take`) — when that trick decides the contract, it
        is decided: no reading of the others' hands and no later slip can change it."""
        wanting, need = self.wanting, tricks_needed(self.bid)
        if wanting <= 0:
            return 1.0
        if sure and self.decided_by_trick(left):
            return 1.0 if self.side == self.rules.side_of(self.bidder) else 0.0
        chance = made_chance(need + more - wanting, need, left)
        if self.doubting and wanting <= left:
            return doubted(chance, self.bid, left)
        return chance

    def decided_by_trick(self, left: int) -> bool:
        """This side taking the trick on the table, ``left`` tricks being still to play,
        decides the contract: the bidder's side then has all it wants, or the others leave it
        too few tricks to make it."""
        if self.side == self.rules.side_of(self.bidder):
            return self.wanting <= 1
        return self.wanting > left - 1

    def share(self, mores: Sequence[int], left: int, sure: bool = False) -> float:
        """The share of likely deals in which the contract is made (`chance`), given the
        bidder's side's tricks from here with best play face up in each."""
        return sum(self.chance(m, left, sure) for m in mores) / len(mores) if mores else 0.0

    def expected(
        self, more: int, own: int | None, seat: int, left: int, sure: bool = False
    ) -> float:
        """What the hand is worth to this side when best play face up gives the bidder's side
        ``more`` tricks from here (and a three-player defender ``seat`` ``own`` more), ``left``
        tricks being still to play (``sure``: as `chance` says): the contract made as often as
        `chance` says — with just
        what it needs when face up it fell short — and otherwise set by a trick."""
        wanting = self.wanting
        if wanting <= 0:  # made already
            return self.worth(self.split(more, own, seat))
        chance = self.chance(more, left, sure)
        worth = 0.0
        if chance > 0:
            worth += chance * self.worth(self.split(max(more, wanting), own, seat))
        if chance < 1:
            worth += (1 - chance) * self.worth(self.split(min(more, wanting - 1), own, seat))
        return worth

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


def outcome_worth(
    rules: Rules,
    side: int,
    scores: Sequence[int],
    changes: Sequence[int],
    moon_by: int | None = None,
) -> float:
    """What a hand that changes the scores (``scores`` before it) by ``changes`` is worth to
    ``side``: the points it gains on the others (its change minus the others' average), and
    `GAME` more or less if the hand ends the game (``moon_by``: the side that made 21)."""
    others = [c for s, c in enumerate(changes) if s != side]
    value = changes[side] - sum(others) / len(others)
    after = [a + b for a, b in zip(scores, changes, strict=True)]
    winner = winner_after(rules, after, moon_by)
    if winner is not None:
        value += GAME if winner == side else -GAME
    return value


AT_THE_TABLE: tuple[tuple[float, ...], ...] = (
    (1.0, 0.0),
    (1.0, 0.01),
    (1.0, 0.08),
    (0.99, 0.15),
    (0.99, 0.19),
    (0.98, 0.24),
    (0.98, 0.27),
)
"""How often a contract is made at the table when best play with every hand face up gives the
bidder's side just its contract, or one trick short: by the tricks left to play (1..7). With a
trick to spare it is always made, two tricks short never. Fitted to the expert's self-play, each
position solved face up and set against what the hand came to (``benchmarks/fit_players.py
--table``: 14,826 positions of 160 games). Face up the defenders play as one side; at the table
each plays for itself and cannot see the others' tiles, so a contract one trick short is still
made a quarter of the time at the first trick — and one made face up with not a trick to spare
is made at the table 98 times in 100."""


def made_chance(tricks: int, need: int, left: int = TRICKS_PER_HAND) -> float:
    """How likely a contract needing ``need`` tricks is made at the table when best play with
    every hand face up gives the bidder's side ``tricks`` in all, ``left`` tricks being still to
    play (`AT_THE_TABLE`; with a trick to spare, always)."""
    short = need - tricks
    if short < 0:
        return 1.0
    if short >= len(AT_THE_TABLE[0]):
        return 0.0
    return AT_THE_TABLE[min(max(left, 1), TRICKS_PER_HAND) - 1][short]


DEFENDER_DOUBT = 0.25
"""How far a three-player defender's likely deals are from the truth at the first trick, as a
share: its chance of the contract is drawn this far toward `MADE_BY_BID` with seven tricks to
play, and less as the bidder's tiles are seen (in proportion to the tricks left). A defender
reads the bidder's hidden hand from the bidding, the trump and the play, and over the expert's
own games that reading was too sure of itself: contracts it said were made in 30 % of its deals
were made about half the time, and those it said were made in 97 % were made in 92 %. Fitted to
the defenders' statements at every play of 40 of the expert's self-play games
(``benchmarks/fit_doubt.py``: the first corpus fitted, the second held out)."""

MADE_BY_BID: dict[int, float] = {4: 1.0, 5: 0.88, 6: 0.67, 7: 0.15, 21: 0.67}
"""How often the expert's contracts of each bid were made in its own games (1,012 hands of the
fitted corpus); a bid not listed is made `MADE_AT_ALL` of the time."""
MADE_AT_ALL = 0.78


def doubted(
    chance: float,
    bid: int,
    left: int,
    doubt: float | None = None,
    made_by_bid: dict[int, float] | None = None,
) -> float:
    """A three-player defender's chance of a contract of ``bid`` being made, its likely deals
    giving ``chance`` with ``left`` tricks to play: drawn ``doubt`` of the way toward how often
    such contracts are made (``made_by_bid``) with seven tricks to play, less as fewer are left.
    (A fit tries other doubts and rates; by default the fitted `DEFENDER_DOUBT` and
    `MADE_BY_BID`, read when asked, so a fit may set the doubt to nothing.)"""
    share = (DEFENDER_DOUBT if doubt is None else doubt) * left / TRICKS_PER_HAND
    rates = MADE_BY_BID if made_by_bid is None else made_by_bid
    return (1 - share) * chance + share * rates.get(bid, MADE_AT_ALL)


def sure_to_take(seen: Observation, tile: Tile) -> bool:
    """``tile``, played now by ``seen``'s seat, takes the trick on the table whatever the tiles
    the seat cannot see: it beats the tiles played to it, and every unseen tile that could be
    played after it — a fact of the seat's own tiles and those played (a double led once all
    six trumps are out), not a reading of the others' hands."""
    trump = seen.trump
    assert trump is not None
    played = [*(p.tile for p in seen.trick), tile]
    mine = len(played) - 1
    tiles = seen.rules.tiles
    if trick_winner(played, trump, tiles) != mine:
        return False
    if len(played) == seen.rules.players:
        return True
    return all(trick_winner([*played, t], trump, tiles) == mine for t in seen.unseen)


def made_share(counts: Sequence[int], need: int, left: int = TRICKS_PER_HAND) -> float:
    """The share of likely deals in which a contract needing ``need`` is made at the table,
    given the bidder's side's tricks with best play face up in each (`made_chance`)."""
    if not counts:
        return 0.0
    return sum(made_chance(t, need, left) for t in counts) / len(counts)


def contract_worth(stakes: Stakes, counts: Sequence[int]) -> float:
    """What declaring the contract of ``stakes`` is worth to its seat over likely deals in which
    best play face up gives the bidder ``counts`` tricks (`Stakes.expected`)."""
    if not counts:
        return 0.0
    total = sum(stakes.expected(t, None, stakes.bidder, TRICKS_PER_HAND) for t in counts)
    return total / len(counts)


def pass_worth(seen: Observation) -> float:
    """What passing is worth to the observing seat now (`pass_worth_at`)."""
    return pass_worth_at(
        seen.rules, seen.seat, seen.scores, seen.high_bid or 0, seen.high_bidder, len(seen.calls)
    )


def pass_worth_at(
    rules: Rules,
    seat: int,
    scores: Sequence[int],
    high: int,
    high_bidder: int | None,
    spoken: int,
) -> float:
    """What passing is worth to ``seat`` when the high bid is ``high`` (0: none yet) by
    ``high_bidder`` and ``spoken`` seats have called before it: the standing bid is made by its
    bidder, just; with no bid yet, the next seat makes the minimum bid half the time (else nobody
    bids and the tiles are redealt), unless this seat speaks last."""
    if high and high_bidder is not None:
        bidder, bid = high_bidder, high
        share = 1.0
    elif spoken < rules.players - 1:
        bidder, bid = (seat + 1) % rules.players, rules.min_bid
        share = 0.5
    else:
        return 0.0
    zero = (0,) * rules.players
    stakes = Stakes(rules, rules.side_of(seat), bidder, bid, tuple(scores), zero)
    need = tricks_needed(bid)
    return share * stakes.worth(stakes.split(need, None, seat))
