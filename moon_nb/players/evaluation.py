"""The one evaluation of a decision, from what its seat could see.

Every piece of advice a learner reads about a decision — the Hint, the coach's word after it,
the debrief's list of costly decisions, a review card — quotes one `Evaluation` of it: every
option the rules allow, weighed over the same likely deals of the tiles the seat cannot see
(deals consistent with its observation, drawn from a fixed seed, a fixed number of them), each
deal solved exactly with every hand face up (`moon_nb.players.solver_core`). So the same
position always gets the same evaluation, and two texts about one decision cannot disagree.
The expert (`moon_nb.players.montecarlo`) decides by the same functions (`weigh_call`,
`weigh_discard`, `weigh_trump`, `weigh_play`) over the first of the same deals, as many as its
time allows: the Hint is the expert's choice.

- **A play** by what the hand then brings the seat: its points on the others, on average (the
  contract made at the table as often as `moon_nb.players.stakes.made_chance` says, and a
  three-player defender's own tricks) — the one ranking the expert plays by too (`weigh_play`).
- **A trump** by what it brings the bidder, the bidder leading the first trick: its points on
  the others, on average, from the contract made at the table and the tricks taken — worked out
  for the trumps near the best on the contract (`moon_nb.players.bidders_plan`); one further
  behind is placed after them by the contract, then the tricks.
- **A discard** by the best trump for what is kept: for each discard every trump is weighed on
  the same deals, so the trump a discard is said to go with is the one the trump's own
  evaluation then ranks first (the deals at the discard and at the trump are the same: the
  bidder knows the same tiles at both). A trump shortlist by the rules of thumb was tried and
  dropped: on the coached hand it left out blanks, the best trump, and so the best discard.
- **A call** by what it is worth to the caller (`moon_nb.players.stakes`): a bid's contract over
  the deals, the widow dealt in each and the bidder's plan chosen from its own eight tiles (the
  trump shortlisted by the rules of thumb, the weakest tile discarded), against what passing
  leaves it.

This is judgment *from what the seat could see*. Judgment with every hand face up (hindsight,
`moon_nb.players.hindsight`) is another kind, and the texts that give it say so.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterable
from dataclasses import dataclass, field

from moon_nb.engine.actions import Action, Kind
from moon_nb.engine.fast import BID, DISCARD, PLAY, TRUMP
from moon_nb.engine.observation import Observation
from moon_nb.engine.options import TRICKS_PER_HAND
from moon_nb.engine.scoring import tricks_needed
from moon_nb.engine.trump import Trump
from moon_nb.players.base import roomy
from moon_nb.players.bidders_plan import Row, masks_of, trick_so_far, watched, weigh_plans
from moon_nb.players.evaluate import shortlist, weakest
from moon_nb.players.heuristic import HeuristicPlayer
from moon_nb.players.hidden.belief import Deal, belief_of
from moon_nb.players.hidden.sampling import HIDDEN
from moon_nb.players.odds import (
    MADE_MARGIN,
    PLAY_DEALS,
    TRICK_MARGIN,
    TRUMP_DEALS,
    WORTH_MARGIN,
    plan_rank,
)
from moon_nb.players.solver_core import OutOfTime, Search
from moon_nb.players.stakes import (
    Stakes,
    contract_worth,
    made_share,
    pass_worth,
    sure_to_take,
)

CALL_DEALS = 48
"""Deals weighed for a call (three shortlisted trumps each: under a second). Fewer would do
for a figure, not for the choice, which takes the best of several estimates and so the one
drawn too high: over 12 seeds, 24 deals put a moon made in about 27 % of deals anywhere from
16 % to 64 %."""
SHORTLIST = 3
"""Trumps weighed for a call: the likeliest by the rules of thumb."""


@dataclass(frozen=True)
class Weighed:
    """One option of a decision over the evaluation's deals: in how many the contract is made
    at the table (``makes``: each deal counted as often as `moon_nb.players.stakes.made_chance`
    says, so not always a whole number), the bidder's side's tricks with best play face up, on
    average (``tricks``; None where the option is
    too far behind the best on the contract for its tricks to be worked out), the trump that
    goes with a discard or a bid, and its ``worth``."""

    action: Action
    deals: int
    makes: float
    tricks: float | None
    trump: Trump | None = None
    worth: float | None = None
    """The points it gains its seat on the others, on average (what the hand then brings it,
    minus what it brings each other side on average): every call's and play's, and a trump's or
    a discard's where its tricks were worked out."""
    own: float | None = None
    """A three-player defender's play: the tricks it can be sure of from here, on average."""

    @property
    def make_rate(self) -> float:
        return self.makes / self.deals if self.deals else 0.0


@dataclass(frozen=True)
class Evaluation:
    """Every option of one decision of one seat, weighed on the same deals, best first."""

    kind: Kind
    """`Kind.BID` for a call (a pass included), else the kind of the decision."""
    seat: int
    for_bidder: bool
    """The seat plays on the bidder's side (it wants the contract made)."""
    deals: int
    options: tuple[Weighed, ...]
    seen: Observation | None = field(default=None, compare=False, repr=False)
    """The position weighed, as its seat saw it (its likely deals can be drawn again)."""

    @property
    def best(self) -> Weighed:
        return self.options[0]

    @property
    def second(self) -> Weighed | None:
        return self.options[1] if len(self.options) > 1 else None

    def of(self, action: Action) -> Weighed:
        """The weighing of ``action`` (one of the options)."""
        for option in self.options:
            if option.action == action:
                return option
        raise KeyError(f"{action} is not an option of this decision")

    def by_worth(self, action: Action) -> bool:
        """``action`` is set against the best in points on the others (the measure options are
        ranked by): a call and a play always, a trump or a discard where both were weighed in
        points (near the best on the contract); one further behind, by the contract."""
        if self.kind in (Kind.BID, Kind.PLAY):
            return True
        return self.best.worth is not None and self.of(action).worth is not None

    def loss(self, action: Action) -> tuple[float, float]:
        """How much worse ``action`` does than the best, for the seat's side: in points on the
        others where `by_worth` (and 0); else the contract as a rate and the tricks."""
        return self._loss(action, self.by_worth(action))

    def _loss(self, action: Action, by_worth: bool) -> tuple[float, float]:
        best, mine = self.best, self.of(action)
        if by_worth:
            return max(0.0, (best.worth or 0.0) - (mine.worth or 0.0)), 0.0
        sign = 1 if self.for_bidder else -1
        made = max(0.0, sign * (best.make_rate - mine.make_rate))
        if best.tricks is None or mine.tricks is None:
            return made, 0.0 if made else TRICKS_PER_HAND
        return made, max(0.0, sign * (best.tricks - mine.tricks))

    def as_good(self, action: Action) -> bool:
        """Within the margins of the best: as good a choice, on these deals."""
        by_worth = self.by_worth(action)  # asked once: it looks the option up
        made, tricks = self._loss(action, by_worth)
        if by_worth:
            return made <= WORTH_MARGIN + 1e-9
        return made <= MADE_MARGIN + 1e-9 and tricks <= TRICK_MARGIN + 1e-9


# --- the likely deals ------------------------------------------------------------------------


def likely_deals(seen: Observation, count: int, seed: int = 0) -> list[Deal]:
    """``count`` deals of the tiles ``seen``'s seat has not seen, drawn from the one model of
    the hidden tiles (`moon_nb.players.hidden.belief`) from ``seed``: holder -> tiles (`HIDDEN` for
    the face-down widow or discard). A deal the model finds likelier may be drawn twice."""
    return belief_of(seen).deals(count, seed)


def _key(option: Weighed, sign: int) -> tuple[float, float]:
    tricks = -99.0 if option.tricks is None else sign * option.tricks
    return sign * option.make_rate, tricks


# --- the play ----------------------------------------------------------------------------------


def weigh_play(
    seen: Observation, deals: Iterable[Deal], deadline: float | None = None
) -> Evaluation:
    """Every tile ``seen``'s seat may play, over ``deals``, by what the hand then brings the
    seat: its points on the others, on average (`Stakes.expected`: the contract made at the
    table as often as `made_chance` says from the tricks best play face up gives, and for a
    three-player defender, who scores for itself, the tricks it can be sure of against both
    others; a three-player defender's chance drawn toward how often such contracts are made, as
    `Stakes.chance` says; a tile sure to take a trick that decides the contract decides it).
    The Hint weighs `PLAY_DEALS` deals of the one model; the expert as
    many of the same deals as its time allows. A deal still being solved at ``deadline`` is
    dropped."""
    contract = seen.contract
    assert contract is not None and seen.trump is not None
    seat, bidder, n = seen.seat, contract.bidder, seen.rules.players
    stakes = Stakes.of(seen)
    taken = seen.side_tricks[contract.side]
    left = TRICKS_PER_HAND - len(seen.tricks)
    leader, trick = trick_so_far(seen)
    # A partner plays from its own hand, not as if it saw every tile (solving it face up
    # flatters a partnership); a three-player defender counts its own tricks too.
    modelled = (seen.partner,) if seen.partner is not None else ()
    team = Search(seen.trump.index, n, bidder, deadline, modelled=modelled)
    alone = None
    if not seen.rules.teams and seat != bidder:
        alone = Search(seen.trump.index, n, bidder, deadline, counted=(seat,))
    tiles = [a.tile.index for a in seen.legal if a.tile is not None]
    # Whether a tile is sure to take the trick matters only where that trick decides.
    decides = stakes.decided_by_trick(left)
    sure = {
        a.tile.index: decides and sure_to_take(seen, a.tile)
        for a in seen.legal
        if a.tile is not None
    }
    worth = dict.fromkeys(tiles, 0.0)
    mores: dict[int, list[int]] = {i: [] for i in tiles}
    mine = dict.fromkeys(tiles, 0)
    solved = 0
    watched(deals, lambda: [w / max(solved, 1) for w in worth.values()])
    for deal in deals:
        masks = masks_of(seen, deal)
        try:
            values = team.move_values(masks, leader, trick)
            owns = alone.move_values(masks, leader, trick) if alone else {}
        except OutOfTime:
            break
        solved += 1
        for i in tiles:
            v, o = values[i], owns.get(i)
            worth[i] += stakes.expected(v, o, seat, left, sure[i])
            mores[i].append(v)
            mine[i] += o or 0
    options = [
        Weighed(a, solved, stakes.share(mores[i], left, sure[i]) * solved,
                taken + sum(mores[i]) / solved if solved else 0.0, worth=worth[i] / max(solved, 1),
                own=mine[i] / solved if alone and solved else None)
        for a in seen.legal if (i := a.tile.index if a.tile else -1) in worth
    ]  # fmt: skip
    return _ranked(Kind.PLAY, seen, seen.side_of(seat) == contract.side, solved, options)


def _ranked(
    kind: Kind, seen: Observation, for_bidder: bool, deals: int, options: list[Weighed]
) -> Evaluation:
    sign = 1 if for_bidder else -1
    if kind is Kind.BID:
        ordered = sorted(options, key=lambda o: -(o.worth or 0.0))
    elif kind is Kind.PLAY:
        # Equal worth (where no tile changes a thing, common late in a hand): the tile the
        # rules of thumb would play, so a learner is not told to throw a trump away.
        usual = HeuristicPlayer().decide(seen).action
        ordered = sorted(
            options,
            key=lambda o: (o.worth or 0.0, *_key(o, sign), o.action == usual),
            reverse=True,
        )
    else:
        ordered = sorted(
            options, key=lambda o: plan_rank(o.make_rate, o.tricks, o.worth), reverse=True
        )
    return Evaluation(kind, seen.seat, for_bidder, deals, tuple(ordered), seen)


# --- the bidder's plan: a discard and a trump ----------------------------------------------------


def _best_trump(row: Row) -> Trump:
    def key(t: Trump) -> tuple[float, ...]:
        makes, tricks, worth, deals = row[t]
        return plan_rank(makes / max(deals, 1), tricks, worth)

    return max(row, key=key)


def weigh_trump(
    seen: Observation, deals: Iterable[Deal], deadline: float | None = None
) -> Evaluation:
    """Every trump the bidder may name, over ``deals``, by the points on the others it brings
    the bidder (`plan_rank`: the contract made at the table and the tricks taken, the bidder leading
    the first trick; a trump too far behind on the contract by that alone). The Hint
    weighs `TRUMP_DEALS` deals of the one model; the expert as many of the same as its time
    allows."""
    assert seen.contract is not None
    named = [a.trump for a in seen.legal if a.trump is not None]
    rows, found = weigh_plans(seen, deals, {0: (seen.hand, named)}, seen.contract.need, deadline)
    options = []
    for action in seen.legal:
        assert action.trump is not None
        makes, tricks, worth, weighed = rows[0][action.trump]
        options.append(Weighed(action, weighed, makes, tricks, action.trump, worth))
    return _ranked(Kind.TRUMP, seen, True, found, options)


def weigh_discard(
    seen: Observation, deals: Iterable[Deal], deadline: float | None = None
) -> Evaluation:
    """Every tile the bidder may discard, over ``deals``, by the best trump for what is kept:
    every trump (or the trump already named) weighed as `weigh_trump` weighs them, the one that
    brings most going with the discard. The Hint weighs `TRUMP_DEALS`
    deals; the expert as many of the same as its time allows."""
    assert seen.contract is not None
    trumps = [seen.trump] if seen.trump else list(Trump)
    plans = {a: ([t for t in seen.hand if t != a.tile], trumps) for a in seen.legal}
    rows, found = weigh_plans(seen, deals, plans, seen.contract.need, deadline, only_best=True)
    options = []
    for action, row in rows.items():
        trump = _best_trump(row)
        makes, tricks, worth, weighed = row[trump]
        options.append(Weighed(action, weighed, makes, tricks, trump, worth))
    return _ranked(Kind.DISCARD, seen, True, found, options)


# --- a call ------------------------------------------------------------------------------------


def call_counts(seen: Observation, deals: int, seed: int = 0) -> dict[Trump, list[int]]:
    """For the seat about to call: over ``deals`` likely deals (the widow dealt in each), the
    tricks it takes as bidder leading with each trump shortlisted by the rules of thumb, its
    weakest of eight tiles discarded. The trumps come in the order of the shortlist."""
    return _counts(seen, likely_deals(seen, deals, seed))


def _counts(
    seen: Observation,
    deals: Iterable[Deal],
    deadline: float | None = None,
    counts: dict[Trump, list[int]] | None = None,
) -> dict[Trump, list[int]]:
    """`call_counts` over ``deals``, into ``counts`` if given; a deal still being solved at
    ``deadline`` is dropped."""
    in_play = seen.rules.tiles
    hand = sorted(seen.hand, key=str)
    trumps = shortlist(hand, in_play, SHORTLIST)
    n, seat = seen.rules.players, seen.seat
    searches = {trump: Search(trump.index, n, seat, deadline) for trump in trumps}
    counts = {} if counts is None else counts
    counts.update({trump: [] for trump in trumps})
    for deal in deals:
        values = {}
        eight = [*hand, *deal.get(HIDDEN, [])]
        try:
            for trump, search in searches.items():
                mine = eight
                if len(eight) > TRICKS_PER_HAND:
                    weak = weakest(eight, trump, in_play)
                    mine = [t for t in eight if t != weak]
                values[trump] = search.value(masks_of(seen, deal, mine), seat, ())
        except OutOfTime:
            break
        for trump, v in values.items():
            counts[trump].append(v)
    return counts


def weigh_call(
    seen: Observation, deals: Iterable[Deal], deadline: float | None = None
) -> Evaluation:
    """Each call by what it is worth to the caller, over ``deals``: a bid by its contract (the
    widow dealt in each deal, the weakest of the eight tiles discarded, each shortlisted trump
    tried, the one worth most kept for the bid), a pass by what it leaves. The Hint weighs
    `CALL_DEALS` deals of the one model; the expert as many of the same as its time allows."""
    counts: dict[Trump, list[int]] = {}
    watched(deals, lambda: [o.worth or 0.0 for o in _call_options(seen, counts)])
    _counts(seen, deals, deadline, counts)
    found = len(next(iter(counts.values())))
    return _ranked(Kind.BID, seen, True, found, _call_options(seen, counts))


def _call_options(seen: Observation, counts: dict[Trump, list[int]]) -> list[Weighed]:
    """Each call weighed from the tricks each shortlisted trump took in each deal so far."""
    trumps = list(counts)
    found = len(next(iter(counts.values())))
    options = []
    for action in seen.legal:
        if action.kind is Kind.PASS:
            options.append(Weighed(action, found, 0, None, None, pass_worth(seen)))
            continue
        assert action.bid is not None
        stakes = Stakes.bidding(seen, action.bid)
        worths = {t: contract_worth(stakes, counts[t]) for t in trumps}
        trump = max(trumps, key=lambda t: worths[t])
        need = tricks_needed(action.bid)
        makes = made_share(counts[trump], need) * found
        tricks = sum(counts[trump]) / found if found else 0.0
        options.append(Weighed(action, found, makes, tricks, trump, worths[trump]))
    return options


# --- the one evaluation ------------------------------------------------------------------------

DEALS = {PLAY: PLAY_DEALS, TRUMP: TRUMP_DEALS, DISCARD: TRUMP_DEALS, BID: CALL_DEALS}
"""Likely deals weighed for each kind of decision, unless asked for another count."""

_CACHE: OrderedDict[tuple[Observation, int], Evaluation] = OrderedDict()
_CACHE_SIZE = 64


def evaluate(seen: Observation, deals: int | None = None) -> Evaluation:
    """The evaluation of the decision ``seen``'s seat is to make now (see the module
    docstring). ``deals`` is the number of likely deals (by default `DEALS`: `PLAY_DEALS` for
    a play, `TRUMP_DEALS` for a discard or a trump, `CALL_DEALS` for a call). Kept for the last few
    decisions asked about, so the hint, the coach and the debrief quote one evaluation."""
    if not seen.my_turn or not seen.legal:
        raise ValueError("an evaluation is of a decision: it is not this seat's turn")
    phase = seen.phase
    count = deals or DEALS[phase]
    key = (seen, count)
    found = _CACHE.get(key)
    if found is not None:
        _CACHE.move_to_end(key)
        return found
    weigh = {PLAY: weigh_play, TRUMP: weigh_trump, DISCARD: weigh_discard, BID: weigh_call}[phase]
    # From a roomy frame: the sampler's and the search's frames lie clear of a chunk's edge
    # wherever the evaluation is asked from (the sampler's backtracking pays it too).
    made = roomy(lambda: weigh(seen, likely_deals(seen, count)))
    _CACHE[key] = made
    if len(_CACHE) > _CACHE_SIZE:
        _CACHE.popitem(last=False)
    return made


__all__ = [
    "CALL_DEALS",
    "DEALS",
    "WORTH_MARGIN",
    "Evaluation",
    "Weighed",
    "evaluate",
    "likely_deals",
    "masks_of",
    "shortlist",
    "trick_so_far",
    "weigh_call",
    "weigh_discard",
    "weigh_play",
    "weigh_trump",
]
