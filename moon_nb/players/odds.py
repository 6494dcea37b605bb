"""What a bidder can expect from each trump, judged by what it could know (the trump exercises;
a play is weighed by `moon_nb.players.evaluation`, which takes its margins and deal counts
from here).

Where the tiles a seat cannot see happen to lie is luck; a good play is one that does well
wherever they might be. So the lessons weigh each option over deals of the unseen tiles that
fit everything the seat has seen (`moon_nb.players.hidden.sampling`), solve each deal exactly with
every hand face up (`moon_nb.players.solver`), and count how often the contract is made and how many
tricks the bidder's side takes. The deals are drawn from a fixed seed, so the same position is
always judged the same way, and every option is weighed on the same deals.

With every hand face up a solver can make a lucky play look as good as a sound one (a double
led before the trumps are drawn wins when, this time, nobody can trump it); over the deals the
seat cannot tell apart, the sound play shows.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

from moon_nb.engine.game import Game
from moon_nb.engine.options import TRICKS_PER_HAND
from moon_nb.engine.scoring import tricks_needed
from moon_nb.engine.tiles import mask_of
from moon_nb.engine.trump import Trump
from moon_nb.players.hidden import belief_of
from moon_nb.players.solver import Search
from moon_nb.players.stakes import Stakes, contract_worth, made_share

PLAY_DEALS = 40
"""Deals weighed for a play (about 0.3 s at the opening lead)."""
TRUMP_DEALS = 24
"""Deals weighed for each trump (nine trumps: about a second)."""
MADE_MARGIN = 0.05
"""Two options whose contract rates differ by no more than this are as good as each other."""
TRICK_MARGIN = 0.25
"""...and the same for the bidder's side's average tricks."""
WORTH_MARGIN = 0.5
"""Two options whose worth differs by no more than this (points gained on the others, on
average) are as good as each other: where both were weighed in points, this margin alone."""


@dataclass(frozen=True)
class Odds:
    """How one trump fared for the bidder over the deals: in how many the contract was made
    (``makes``, ``make_rate``), the bidder's side's tricks for the whole hand, on average
    (``tricks``), and the points on the others they bring the bidder, on average (``worth``:
    every trump's is worked out, so the exercise ranks them all as the Hint does)."""

    option: str
    deals: int
    makes: float
    tricks: float
    worth: float

    @property
    def make_rate(self) -> float:
        return self.makes / self.deals if self.deals else 0.0


K = TypeVar("K", bound=Hashable)


def plan_rank(rate: float, tricks: float | None, worth: float | None) -> tuple[float, ...]:
    """A trump's or a discard's place for the bidder, the one order of the Hint, the expert and
    the trump exercise: the points on the others it brings where its tricks were worked out
    (near the best on the contract), then the contract and the tricks; before those too far
    behind on the contract for them to be, by the contract, then the tricks."""
    if worth is None:
        return 0.0, rate, -99.0 if tricks is None else tricks
    return 1.0, worth, rate, -99.0 if tricks is None else tricks


@dataclass(frozen=True)
class Weighing(Generic[K]):
    """The odds of every option of the bidder (a trump, `trump_odds`), over the same deals."""

    odds: Mapping[K, Odds]
    deals: int

    def _key(self, option: K) -> tuple[float, ...]:
        o = self.odds[option]
        return plan_rank(o.make_rate, o.tricks, o.worth)

    @property
    def best(self) -> K:
        """The option that brings the bidder the most points on the others (as the evaluation
        ranks a trump), then the contract most often made, then the most tricks."""
        return max(self.odds, key=self._key)

    def loss(self, option: K) -> float:
        """How many points on the others ``option`` brings the bidder fewer than the best, on
        average (as the evaluation sets a trump against the best: `Evaluation.loss`). Never
        negative."""
        return max(0.0, self.odds[self.best].worth - self.odds[option].worth)

    def as_good(self, option: K) -> bool:
        """Within `WORTH_MARGIN` points on the others of the best: as good a choice, on these
        deals."""
        return self.loss(option) <= WORTH_MARGIN + 1e-9

    def ranked(self) -> list[K]:
        """The options, best first."""
        return sorted(self.odds, key=self._key, reverse=True)


def _deals(game: Game, seat: int, count: int, seed: int) -> list[list[int]]:
    """``count`` deals of the tiles ``seat`` has not seen, drawn from the one model of the hidden
    tiles (`moon_nb.players.hidden`): one tile mask per seat, its own hand as it is."""
    seen = game.observe(seat)
    own = mask_of(seen.hand)
    found = belief_of(seen).deals(count, seed)
    return [[own if s == seat else mask_of(d[s]) for s in range(seen.rules.players)] for d in found]


def trump_odds(game: Game, deals: int = TRUMP_DEALS, seed: int = 0) -> Weighing[Trump]:
    """The odds of every trump the bidder may name (the bidder leads the first trick)."""
    if game.phase != "trump" or game.bidder is None or game.contract is None:
        raise ValueError("trump_odds needs a game waiting for the bidder to name trump")
    bidder, rules = game.bidder, game.rules
    masks = _deals(game, bidder, deals, seed)
    seen = game.observe(bidder)
    stakes = Stakes.of(seen)
    odds = {}
    for trump in Trump:
        search = Search(trump.index, rules.players, bidder)
        values = [search.value(hands, bidder, ()) for hands in masks]
        odds[trump] = _odds(str(trump), values, stakes)
    return Weighing(odds, len(masks))


def _odds(option: str, values: Sequence[int], stakes: Stakes) -> Odds:
    """An option's odds for the bidder: the contract made at the table as often as
    `made_chance` says from the tricks best play face up gives in each deal, and what that
    brings it (`contract_worth`)."""
    made = made_share(values, tricks_needed(stakes.bid), TRICKS_PER_HAND) * len(values)
    worth = contract_worth(stakes, values)
    return Odds(option, len(values), made, sum(values) / len(values), worth)


__all__ = [
    "MADE_MARGIN",
    "PLAY_DEALS",
    "TRICK_MARGIN",
    "TRUMP_DEALS",
    "WORTH_MARGIN",
    "Odds",
    "Weighing",
    "plan_rank",
    "trump_odds",
]
