"""How likely a seat's calls, its trump and its discard are, given its tiles: the model of the
players that `moon_nb.players.hidden.belief` reads the table with.

The model in words. A seat judges its tiles by the rule-of-thumb trick count under their best
trump (`moon_nb.players.evaluate`), its *strength*. For each bid it may make it sees a chance of
making it that rises with its strength along a logistic curve (``reach``: the strength at which a
contract needing that many tricks is made half of the time), and weighs every call it may make
by what the call would bring it: the points it would gain on the others, scored as the game
scores (`moon_nb.players.stakes`) — so the score at the time of the call counts: a seat at 17
whom a made 4 takes to 21 bids it on less, and a seat whose pass lets a rival's contract reach
21 bids over it on less. It then calls by a soft maximum of those worths (``call_sharpness``:
how firmly it takes the call worth most). Trump is named, and the discard chosen, by a soft
maximum of the count (``trump_sharpness``, ``discard_sharpness``).

Every clue keeps a floor of likelihood, so a surprising call (a human's hunch) makes a hand less
likely, never impossible. The parameters are fitted, by maximum likelihood, to the expert's own
self-play (``benchmarks/fit_players.py`` prints them and how well they fit).
"""

from __future__ import annotations

import functools
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from moon_nb.engine.bidding import legal_bids
from moon_nb.engine.masks import TRUMPS as TRUMP_TILES
from moon_nb.engine.options import Rules
from moon_nb.engine.scoring import tricks_needed
from moon_nb.engine.tiles import TILE_BY_INDEX
from moon_nb.engine.trump import Trump
from moon_nb.players.evaluate import count_tricks
from moon_nb.players.hidden.plays import PlayHabits
from moon_nb.players.stakes import Stakes, pass_worth_at

TRUMPS = 9
"""Numbers 0..6, doubles and no trump: `moon_nb.engine.trump.Trump.index` 0..8."""
DOUBLES = sum(t.bit for t in TILE_BY_INDEX if t.is_double)
DOUBLES_TRUMP, NO_TRUMP = Trump.DOUBLES.index, Trump.NO_TRUMP.index


EXPERT_PLAYS = PlayHabits(
    lead=(-0.812, 5.41, 1.007, 1.484, 3.74, -0.733, -0.06),
    follow=(4.284, 1.738, -0.434, 1.319, -1.911, -0.787),
)
"""How the expert picks the tiles it plays, fitted to its self-play
(``benchmarks/fit_players.py``)."""


@dataclass(frozen=True)
class Habits:
    """The parameters of the model of the players (see the module docstring)."""

    make: tuple[tuple[float, ...], ...]
    """Per contract needing 4, 5, 6 and 7 tricks: the weights of a hand's `features` in the
    log-odds of the chance the seat sees of making it (fitted to the expert's own estimates:
    ``benchmarks/fit_players.py``). A minimum bid of 3 is read as 4."""
    call_sharpness: float
    """How firmly a seat takes the call worth most (per point of worth)."""
    trump_sharpness: float
    discard_sharpness: float
    play: PlayHabits = EXPERT_PLAYS
    """How a seat picks the tiles it plays (`moon_nb.players.hidden.plays`)."""
    floor: float = 0.02
    """The share of calls, trumps and discards made as if at random (a human's hunch): no
    choice is ever impossible."""
    temper: float = 1.0
    """The power the likelihood of a seat's call, trump and discard is raised to: more than 1
    when they say more than the model of the players can see in a hand (fitted to the
    calibration)."""

    def make_odds(self, seen: Sequence[float], need: int) -> float:
        """The chance a seat whose hand shows ``seen`` (its `features`) sees of making a
        contract needing ``need``."""
        weights = self.make[min(max(need, 4), 7) - 4]
        return _logistic(sum(w * f for w, f in zip(weights, seen, strict=True)))


def _logistic(z: float) -> float:
    if z < -30:
        return 0.0
    if z > 30:
        return 1.0
    return 1.0 / (1.0 + math.exp(-z))


def soft_choice(values: Sequence[float], chosen: int, sharpness: float) -> float:
    """The probability of picking option ``chosen`` when each option is picked in proportion to
    ``exp(sharpness * value)``."""
    top = max(values)
    weights = [math.exp(sharpness * (v - top)) for v in values]
    return weights[chosen] / sum(weights)


def _from_count(reach: Sequence[float], spread: float) -> tuple[tuple[float, ...], ...]:
    """Make weights that read the rule-of-thumb count alone: a contract is made half of the
    time at the count ``reach`` (per need 4..7), the odds rising over ``spread`` tricks."""
    return tuple((-r / spread, 1 / spread, *(0.0,) * 8) for r in reach)


HABITS: Mapping[int, Habits] = {
    # Fitted to the expert's self-play (see the module docstring); by number of players.
    3: Habits(
        make=(
            (-7.1418, 0.9499, 0.6299, 0.8658, 0.0333, 0.5361, -0.1613, 1.1048, 1.6744, 3.7434),
            (-7.6191, 0.8883, 0.3782, 0.6512, 0.0726, 0.3779, 0.1182, 0.6811, 0.4705, 0.7289),
            (-8.7039, 0.8191, 0.1431, 0.564, 0.0784, 0.0843, 0.4732, 0.567, -1.642, 0.8387),
            (-8.971, 0.7296, 0.0464, 0.4583, 0.0464, -0.0215, 0.5439, 0.5472, -1.5881, 0.808),
        ),
        call_sharpness=1.141,
        trump_sharpness=4.453,
        discard_sharpness=11.881,
        play=PlayHabits(
            lead=(-3.809, 5.361, 0.827, 1.338, 3.005, -0.776, 3.065),
            follow=(3.607, 1.485, 0.852, 2.046, -1.495, -0.619),
        ),
        floor=0.005,
        temper=2.5,
    ),
    # Partnerships bid and name trump by the rules of thumb (every computer player does), so
    # calls follow the count firmly; softened, so that a human's calls are read as hints.
    4: Habits(
        make=_from_count((3.3, 4.5, 5.7, 6.8), 0.3),
        call_sharpness=1.0,
        trump_sharpness=12.0,
        discard_sharpness=12.0,
    ),
}


@dataclass(frozen=True)
class CallClue:
    """One call of a seat, with what each call it could have made would have been worth to it:
    a bid as ``made`` and ``lost`` (the contract made with not a trick to spare, or set by one),
    a pass as what passing leaves it (both the same)."""

    seat: int
    call: int
    """The call made: a bid, or 0 for a pass."""
    options: tuple[int, ...]
    """Every call the seat could make then (0: pass)."""
    made: tuple[float, ...]
    lost: tuple[float, ...]
    _memo: dict[tuple[float, ...], float] = field(default_factory=dict, compare=False, repr=False)

    @classmethod
    def at(
        cls, rules: Rules, first: int, scores: Sequence[int], before: Sequence[int], call: int
    ) -> CallClue:
        """The clue of the call ``call`` (0: a pass) made after the calls ``before`` this hand,
        ``first`` having spoken first and the scores being ``scores``."""
        n = rules.players
        seat = (first + len(before)) % n
        options = tuple(legal_bids(rules, before))
        high = max(before, default=0)
        high_bidder = (first + list(before).index(high)) % n if high else None
        zero = (0,) * rules.players
        made, lost = [], []
        for option in options:
            if option == 0:
                leaves = pass_worth_at(rules, seat, scores, high, high_bidder, len(before))
                made.append(leaves)
                lost.append(leaves)
                continue
            stakes = Stakes(rules, rules.side_of(seat), seat, option, tuple(scores), zero)
            need = tricks_needed(option)
            made.append(stakes.worth(stakes.split(need, None, seat)))
            lost.append(stakes.worth(stakes.split(need - 1, None, seat)))
        return cls(seat, call, options, tuple(made), tuple(lost))

    def odds(self, seen: tuple[float, ...], habits: Habits) -> float:
        """The probability that a seat whose hand shows ``seen`` (its `features`) makes this
        call, floored; remembered (a clue is read with one model of the players)."""
        found = self._memo.get(seen)
        if found is None:
            found = self._memo[seen] = self.chance(seen, habits)
        return found

    def chance(self, seen: tuple[float, ...], habits: Habits) -> float:
        """`odds`, worked out afresh (to fit the habits)."""
        worths = []
        for option, made, lost in zip(self.options, self.made, self.lost, strict=True):
            if option == 0:
                worths.append(made)
            else:
                q = habits.make_odds(seen, tricks_needed(option))
                worths.append(q * made + (1 - q) * lost)
        chosen = soft_choice(worths, self.options.index(self.call), habits.call_sharpness)
        return habits.floor / len(self.options) + (1 - habits.floor) * chosen


@functools.lru_cache(maxsize=1 << 16)
def features(hand: int, in_play: int) -> tuple[float, ...]:
    """What the model of the players sees in a hand (a tile mask), under its best trump by
    the rule-of-thumb count (`moon_nb.players.evaluate`): a constant 1, that count, the unbroken
    run of top trumps held, the trumps held and those out against it, the other tiles that
    head their suits, the doubles held, the count under the second-best trump, and whether the
    best trump is doubles or no trump."""
    counts = sorted(((count_tricks(hand, t, in_play), t) for t in range(TRUMPS)), reverse=True)
    (count, top, winners), best = counts[0]
    trumps = TRUMP_TILES[best] & in_play
    return (
        1.0,
        count,
        top,
        (hand & trumps).bit_count(),
        (trumps & ~hand).bit_count(),
        winners.bit_count(),
        (hand & DOUBLES & in_play).bit_count(),
        counts[1][0][0],
        float(best == DOUBLES_TRUMP),
        float(best == NO_TRUMP),
    )


# Remembered for the process: the hands a belief weighs at one decision come back at the next.
@functools.lru_cache(maxsize=1 << 16)
def _counts(hand: int, in_play: int) -> tuple[float, ...]:
    """The rule-of-thumb count of ``hand`` under each trump."""
    return tuple(count_tricks(hand, t, in_play)[0] for t in range(TRUMPS))


@functools.lru_cache(maxsize=1 << 16)
def _kept(eight: int, trump: int, in_play: int) -> tuple[float, ...]:
    """The count of what each discard from ``eight`` keeps, in tile order."""
    return tuple(
        count_tricks(eight ^ 1 << i, trump, in_play)[0] for i in range(28) if eight >> i & 1
    )


def trump_odds(hand: int, named: int, in_play: int, habits: Habits) -> float:
    """The probability a bidder holding ``hand`` (a mask) names trump ``named`` (an index),
    floored."""
    chosen = soft_choice(_counts(hand, in_play), named, habits.trump_sharpness)
    return habits.floor / TRUMPS + (1 - habits.floor) * chosen


def discard_odds(eight: int, discard: int, trump: int, in_play: int, habits: Habits) -> float:
    """The probability a bidder holding the tiles ``eight`` (a mask) discards the tile
    ``discard`` (a one-tile mask) with ``trump`` to play, floored."""
    tiles = [1 << i for i in range(28) if eight >> i & 1]
    chosen = soft_choice(
        _kept(eight, trump, in_play), tiles.index(discard), habits.discard_sharpness
    )
    return habits.floor / len(tiles) + (1 - habits.floor) * chosen


__all__ = [
    "HABITS",
    "CallClue",
    "Habits",
    "discard_odds",
    "features",
    "soft_choice",
    "trump_odds",
]
