"""Reading the bidding: how likely an imagined deal is, given what the other seats did with it.

A seat that sampled the unseen tiles uniformly would treat every consistent deal as equally
likely. But the calls say more: a seat that bid 6 holds trumps, a seat that passed could not
count on the minimum. `Clues` are what one seat's observation tells of the other hands — each
other seat's call, and the bidder's trump and discard — and `Clues.likelihood` says how likely a
sampled deal makes them, under `CallModel`: a model of how players bid, fitted to the computer
players' own bidding (``benchmarks/fit_reading.py`` measures it and prints the figures below).

The model in words: a hand's strength is the rule-of-thumb trick count under its best trump
(`moon_nb.players.evaluate`); the highest bid a hand would make first to speak (its *level*:
pass, 4, 5, 6, 7 or 21) grows with that strength through an ordered logistic curve, fitted
separately for hands as dealt and for a bidder's hand with the widow (whose widow tile no one
else knows). Trump is named, and the discard chosen, by a soft maximum of the same count.
Every clue keeps a floor of likelihood, so a surprising call (a human's hunch) makes a deal
less likely, never impossible.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from moon_nb.engine.fast import BID
from moon_nb.engine.observation import Observation
from moon_nb.engine.options import MOON
from moon_nb.engine.tiles import Tile, mask_of
from moon_nb.engine.trump import Trump

from .evaluate import best_tricks, count_tricks
from .sampling import HIDDEN

LEVELS = (0, 4, 5, 6, 7, MOON)
"""The highest bid a hand would make when first to speak; 0 is a pass."""

_GRID = tuple(i / 20 for i in range(141))
"""Strengths 0..7 in steps of 0.05: where a clue's most likely hand is looked for."""


@dataclass(frozen=True)
class CallModel:
    """How players bid, name trump and discard, as probabilities of what their hands show.

    ``dealt``/``with_widow``: per level above a pass (4, 5, 6, 7, 21), the strength at which a
    hand reaches that level half of the time; ``spread`` is how gradual that is (in tricks).
    ``trump_sharpness``/``discard_sharpness``: how firmly the choice follows the count (0:
    at random; large: always the best count). ``floor``: the least likelihood of any clue.
    """

    dealt: tuple[float, ...]
    with_widow: tuple[float, ...]
    spread: float
    trump_sharpness: float
    discard_sharpness: float
    floor: float = 0.05

    def level_odds(self, strength: float, widow: bool) -> tuple[float, ...]:
        """P(level) for each of `LEVELS`, for a hand of this strength."""
        cuts = self.with_widow if widow else self.dealt
        at_least = [1.0] + [_logistic((strength - c) / self.spread) for c in cuts] + [0.0]
        return tuple(max(at_least[k] - at_least[k + 1], 0.0) for k in range(len(LEVELS)))

    def call_odds(self, strength: float, levels: frozenset[int], widow: bool) -> float:
        """The probability that a hand of this strength makes a call that shows one of
        ``levels``."""
        odds = self.level_odds(strength, widow)
        return sum(p for level, p in zip(LEVELS, odds, strict=True) if level in levels)

    @functools.lru_cache(maxsize=256)  # noqa: B019 - a few models, each kept for good
    def likeliest(self, levels: frozenset[int], widow: bool) -> float:
        """The most likely any hand makes a call showing ``levels``."""
        return max(self.call_odds(x, levels, widow) for x in _GRID)


def _logistic(z: float) -> float:
    if z < -30:
        return 0.0
    return 1.0 / (1.0 + math.exp(-z))


MODELS: Mapping[int, CallModel] = {
    # Fitted to 3,000 deals of the heuristic player and 400 of the strong one, weighted alike
    # (python benchmarks/fit_reading.py --deals 3000 --players heuristic --strong strong
    # --deals-strong 400).
    3: CallModel(
        dealt=(2.919, 4.087, 5.325, 6.8, 6.9),
        with_widow=(-6.7, 4.544, 6.106, 6.8, 6.9),
        spread=0.241,
        trump_sharpness=6.656,
        discard_sharpness=16.419,
    ),
    # Partnerships bid and name trump by the heuristic's rules (every computer player does),
    # so the fit to 3,000 deals of the heuristic (--four --deals 3000) is all but exact: spread
    # 0.02, sharpness 34. Softened here, so that a human's calls are read as hints, not laws.
    4: CallModel(
        dealt=(3.212, 4.475, 5.731, 6.8, 6.9),
        with_widow=(3.212, 4.475, 5.731, 6.8, 6.9),
        spread=0.1,
        trump_sharpness=12.0,
        discard_sharpness=12.0,
    ),
}
"""The fitted models, by number of players (see ``benchmarks/fit_reading.py``)."""


@dataclass(frozen=True)
class CallClue:
    """One call of another seat: the levels it shows, and whether it was made on a hand the
    sample gives with its widow tile (the bidder's, once it holds the widow)."""

    seat: int
    levels: frozenset[int]
    widow: bool
    best: float
    """The likeliest any hand makes this call: the clue's likelihoods are scaled by it."""


@dataclass(frozen=True)
class Clues:
    """The clues one seat's observation holds about the other hands (see the module
    docstring). ``likelihood(deal)`` is at most 1; deals that fit the clues score higher."""

    seat: int
    model: CallModel
    in_play: int
    played: Mapping[int, int]
    """Per other seat, the mask of the tiles it has played this hand."""
    calls: tuple[CallClue, ...]
    bidder: int | None
    """The other seat that won the bidding (None: none yet, or this seat)."""
    discard_hidden: bool
    """The face-down tile of a sample is that bidder's discard, chosen from its eight tiles."""
    trump: int | None
    """``Trump.index`` the bidder named, when known."""
    trump_clue: bool
    """The bidder named trump holding the tiles it plays with (not before the widow)."""
    _memo: dict[tuple[int, int, int], float] = field(
        default_factory=dict, compare=False, repr=False
    )

    @classmethod
    def read(cls, seen: Observation, model: CallModel | None = None) -> Clues:
        """The clues in ``seen``, for the seat that observes."""
        rules = seen.rules
        model = model or MODELS[rules.players]
        played: dict[int, int] = {s: 0 for s in range(rules.players) if s != seen.seat}
        for trick in (*seen.tricks, None):
            for play in trick.plays if trick is not None else seen.trick:
                if play.seat != seen.seat:
                    played[play.seat] |= play.tile.bit
        bidder = seen.bidder if seen.phase is not BID and seen.bidder != seen.seat else None
        holds_widow = bidder is not None and seen.widow_taken
        calls = []
        high = 0
        for k, call in enumerate(seen.calls):
            forced = rules.all_pass == "force" and k == rules.players - 1 and high == 0
            if call.seat != seen.seat:
                levels = _levels_shown(call.bid, high, rules.min_bid, forced)
                widow = holds_widow and call.seat == bidder
                calls.append(CallClue(call.seat, levels, widow, model.likeliest(levels, widow)))
            high = max(high, call.bid)
        trump = seen.trump.index if bidder is not None and seen.trump is not None else None
        named_with_final_hand = trump is not None and not rules.trump_before_widow
        return cls(
            seen.seat, model, mask_of(rules.tiles), played, tuple(calls), bidder,
            holds_widow and seen.discarded, trump, named_with_final_hand,
        )  # fmt: skip

    @property
    def informative(self) -> bool:
        """Whether there is any clue at all (else every deal is as likely as any other)."""
        return bool(self.calls) or self.trump is not None

    def likelihood(self, deal: Mapping[int, Sequence[Tile]]) -> float:
        """How well ``deal`` (holder -> the unseen tiles it gets) fits the clues, at most 1."""
        floor = self.model.floor
        hidden = mask_of(deal[HIDDEN]) if self.discard_hidden else 0
        out = 1.0
        for clue in self.calls:
            hand = mask_of(deal[clue.seat]) | self.played[clue.seat]
            if clue.widow:
                hand |= hidden
            out *= floor + (1 - floor) * self._memo_of(0, clue, hand)
        if self.bidder is not None and self.trump is not None:
            final = mask_of(deal[self.bidder]) | self.played[self.bidder]
            out *= floor + (1 - floor) * self._memo_of(1, None, final | hidden << 32)
        return out

    def _memo_of(self, kind: int, clue: CallClue | None, key: int) -> float:
        """A clue's scaled likelihood for one hand, remembered: late in a hand few hands are
        possible, and each is judged once."""
        seat = clue.seat if clue is not None else -1
        found = self._memo.get((kind, seat, key))
        if found is None:
            if clue is not None:
                strength = best_tricks(key, self.in_play)
                found = min(self.model.call_odds(strength, clue.levels, clue.widow) / clue.best, 1)
            else:
                hand, hidden = key & 0xFFFFFFF, key >> 32
                found = self._trump_odds(hand) if self.trump_clue else 1.0
                if hidden:
                    found *= self._discard_odds(hand | hidden, hidden)
            self._memo[(kind, seat, key)] = found
        return found

    def _trump_odds(self, hand: int) -> float:
        """P(the bidder names the trump it named | its final hand): a soft maximum of the
        counts under each trump."""
        assert self.trump is not None
        counts = [count_tricks(hand, t, self.in_play)[0] for t in range(len(Trump))]
        return soft_choice(counts, self.trump, self.model.trump_sharpness)

    def _discard_odds(self, eight: int, discard: int) -> float:
        """P(the bidder discards ``discard`` | its eight tiles and its trump): a soft maximum
        of what each discard leaves."""
        assert self.trump is not None
        tiles = [b for b in (1 << i for i in range(28)) if eight & b]
        counts = [count_tricks(eight ^ b, self.trump, self.in_play)[0] for b in tiles]
        return soft_choice(counts, tiles.index(discard), self.model.discard_sharpness)


def soft_choice(values: Sequence[float], chosen: int, sharpness: float) -> float:
    """The probability of picking option ``chosen`` when each option is picked in proportion to
    ``exp(sharpness * value)``."""
    top = max(values)
    weights = [math.exp(sharpness * (v - top)) for v in values]
    return weights[chosen] / sum(weights)


def _levels_shown(call: int, high: int, min_bid: int, forced: bool) -> frozenset[int]:
    """The levels (`LEVELS`) a call shows: a bid shows the hand's own level (players bid as
    high as their hand goes); a pass, a level no higher than the bid it would have had to beat;
    a forced minimum bid, a level no higher than the minimum."""
    if call and not (forced and call == min_bid):
        return frozenset({call if call in LEVELS else 0})
    ceiling = max(high, min_bid - 1, call)
    return frozenset(level for level in LEVELS if level <= ceiling)
