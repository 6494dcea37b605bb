"""The one model of the hidden tiles: what a seat may believe of the tiles it cannot see.

Every figure a learner reads about a decision — the Hint, the coach's note, the debrief, a review
card, a path step's verdict, an exercise — and every decision of the expert comes from deals
drawn here (`Belief.deals`), so they all read the table the same way.

**What it reads.** The hard facts, which every deal keeps (`sampling`): each hand's size, the
tiles played, the seat's own tiles (and the widow and discard, if it is the bidder), and the
suits a seat has shown it holds none of. And the soft facts, which make some deals likelier than
others (`likelihood`): each call and pass, with the scores at that moment — a call is weighed by
what it would have brought its caller, so a seat at 17 bids differently; the trump the bidder
named; and, for a defender, that the bidder chose a discard it cannot see. A bidder who took the
widow was dealt seven of its eight tiles: which one was the widow is part of each imagined deal,
at random.

**How deals are drawn: policy-weighted sampling by a Metropolis chain.** A deal's weight is
the probability the model of the players gives to what the other seats actually did with those
tiles (as Skat programs weigh their imagined deals). Deals are drawn in proportion to it: a
chain starts from the likeliest of a few deals dealt at random in every way the hard facts
allow, then takes steps — swap a tile of one holder with a tile of another (never against a
suit a seat has shown it lacks), or choose afresh which of the bidder's eight tiles was the
widow — each taken with probability the new deal's weight over the old one's (always when it is
higher). After `BURN_IN` steps it gives a deal every `THIN` steps; `CHAINS` chains share the
deals asked for. So a deal twice as likely to have produced the table's actions is drawn twice
as often, and a figure counted over the drawn deals is a figure of that posterior. (Weighing
deals dealt at random and resampling them was tried first: after a bid of 21, 2,000 random
deals carried as much weight as 3 to 7 deals would — the hands that bid the moon are too rare
to be dealt by chance.) When nothing the seat saw favours one deal (no call, no trump), deals
are simply dealt at random.

A history no deal fits (a record edited by hand, a seat holding a tile already played) is
refused with `ImpossibleHistory`, one sentence naming what does not fit; nothing is drawn.
"""

from __future__ import annotations

import itertools
import random
from collections import OrderedDict
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field

from moon_nb.engine.fast import BID
from moon_nb.engine.observation import Observation
from moon_nb.engine.tiles import TILE_BY_INDEX, Tile, mask_of, tiles_in
from moon_nb.players.hidden.likelihood import (
    HABITS,
    CallClue,
    Habits,
    discard_odds,
    features,
    trump_odds,
)
from moon_nb.players.hidden.plays import PlayClue, play_clues
from moon_nb.players.hidden.sampling import HIDDEN, Knowledge

Deal = dict[int, list[Tile]]
"""Where the unseen tiles are in one imagined deal: holder -> tiles (`HIDDEN` for the face-down
widow or another seat's discard)."""

BATCH = 8
"""Deals resampled at a time from deals dealt at random, while the weights are even."""
PROPOSALS = 8
"""Deals dealt at random per deal resampled."""
CHAINS = 4
"""Independent chains the deals are drawn from, when the weights are too uneven."""
STARTS = 16
"""Deals dealt at random for a chain's start, the likeliest kept."""
BURN_IN = 100
"""Steps a chain takes before its first deal is drawn."""
THIN = 16
"""Steps between two deals drawn from a chain."""
WIDOW_MOVES = 0.15
"""The share of steps that choose afresh which of the bidder's eight tiles was the widow."""
REDEALS = 0.25
"""The share of steps that deal two holders' tiles between them afresh (far moves, which let a
chain leave one likely hand for another)."""
REDEAL_TRIES = 8


class ImpossibleHistory(ValueError):
    """No deal of the unseen tiles fits what the seat has seen; the message says what does not
    fit."""


@dataclass(frozen=True)
class Belief:
    """What one seat believes of the tiles it cannot see (see the module docstring)."""

    knowledge: Knowledge
    habits: Habits
    in_play: int
    played: dict[int, int]
    """Per other seat, the mask of the tiles it has played this hand."""
    calls: tuple[CallClue, ...]
    """The other seats' calls."""
    plays: tuple[PlayClue, ...]
    """The other seats' tiles played."""
    bidder: int | None
    """The other seat whose contract it is (None: none yet, or this seat's own)."""
    latent_widow: bool
    """That bidder took the widow unseen: which of its eight tiles it was is part of a deal."""
    discard_hidden: bool
    """The face-down tile of a deal is that bidder's discard."""
    trump: int | None
    """`Trump.index` that bidder named, when known."""
    trump_before_widow: bool
    _memo: dict[tuple[int, int], float] = field(default_factory=dict, compare=False, repr=False)

    @classmethod
    def read(cls, seen: Observation, habits: Habits | None = None) -> Belief:
        """The belief of ``seen``'s seat (see the module docstring)."""
        rules = seen.rules
        _check(seen)
        played: dict[int, int] = {s: 0 for s in range(rules.players) if s != seen.seat}
        for trick in (*(t.plays for t in seen.tricks), seen.trick):
            for play in trick:
                if play.seat != seen.seat:
                    played[play.seat] |= play.tile.bit
        before: list[int] = []
        calls = []
        for call in seen.calls:
            if call.seat != seen.seat:
                calls.append(CallClue.at(rules, seen.first_bidder, seen.scores, before, call.bid))
            before.append(call.bid)
        bidder = seen.bidder if seen.phase is not BID and seen.bidder != seen.seat else None
        trump = seen.trump.index if bidder is not None and seen.trump is not None else None
        took = bidder is not None and rules.has_widow and seen.widow_taken
        in_play = mask_of(rules.tiles)
        plays: tuple[PlayClue, ...] = ()
        if seen.trump is not None and seen.bidder is not None:
            order = [(p.seat, p.tile.index) for t in seen.tricks for p in t.plays]
            order += [(p.seat, p.tile.index) for p in seen.trick]
            plays = play_clues(
                order, seen.seat, seen.trump.index, seen.bidder, rules.players, in_play
            )
        return cls(
            Knowledge.read(seen), habits or _habits(rules.players), in_play, played,
            tuple(calls), plays, bidder, took, took and seen.discarded, trump,
            rules.trump_before_widow,
        )  # fmt: skip

    @property
    def informative(self) -> bool:
        """Whether anything the seat saw makes one deal likelier than another."""
        return bool(self.calls) or self.trump is not None or bool(self.plays)

    # --- one deal's weight ------------------------------------------------------------------

    def weight(self, deal: Deal, widow: Tile | None = None) -> float:
        """How likely ``deal`` makes what the other seats did (at most 1). ``widow`` is the
        tile of the bidder's eight it took from the widow, when the seat cannot know it (by
        default, the first of them: `deals` draws it at random)."""
        masks = {h: mask_of(tiles) for h, tiles in deal.items()}
        bit = widow.bit if widow is not None else 0
        if self.latent_widow and not bit:
            bit = self._eight(masks) & -self._eight(masks)
        return self._weight(masks, bit)

    def _eight(self, masks: dict[int, int]) -> int:
        """The bidder's eight tiles: those it holds and has played, and its discard."""
        assert self.bidder is not None
        hidden = masks.get(HIDDEN, 0) if self.discard_hidden else 0
        return masks[self.bidder] | self.played[self.bidder] | hidden

    def _weight(self, masks: dict[int, int], widow: int) -> float:
        out = 1.0
        for seat in self.played:
            out *= self._seat_odds(seat, masks, widow)
        return out

    def _seat_odds(self, seat: int, masks: dict[int, int], widow: int) -> float:
        """How likely one seat's tiles in a deal make what it did: its call, and for the
        bidder its trump and discard. Remembered by the tiles it depends on."""
        bidder = seat == self.bidder
        hidden = masks.get(HIDDEN, 0) if bidder else 0
        key = (seat, masks[seat] | hidden << 28 | (widow if bidder else 0) << 56)
        found = self._memo.get(key)
        if found is None:
            found = self._memo[key] = self._odds_of(seat, masks, widow)
        return found

    def _odds_of(self, seat: int, masks: dict[int, int], widow: int) -> float:
        held = masks[seat] | self.played[seat]
        dealt = held
        if seat == self.bidder and self.latent_widow:
            dealt = self._eight(masks) & ~widow
        out = 1.0
        clues = [c for c in self.calls if c.seat == seat]
        if clues:
            shown = features(dealt, self.in_play)
            for clue in clues:
                out *= clue.odds(shown, self.habits)
        if seat == self.bidder and self.trump is not None:
            naming = dealt if self.trump_before_widow else held
            out *= trump_odds(naming, self.trump, self.in_play, self.habits)
            hidden = masks.get(HIDDEN, 0)
            if self.discard_hidden and hidden:
                out *= discard_odds(held | hidden, hidden, self.trump, self.in_play, self.habits)
        out = float(out**self.habits.temper)
        for play in self.plays:
            if play.seat == seat:
                out *= play.odds(masks[seat], self.habits.play)
        return out

    # --- drawing deals ----------------------------------------------------------------------

    def deals(self, count: int, seed: int = 0) -> list[Deal]:
        """``count`` deals drawn from the belief (see the module docstring), from ``seed``: the
        same belief and seed always draw the same deals."""
        return list(itertools.islice(self.stream(seed), count))

    def stream(self, seed: int = 0) -> Iterator[Deal]:
        """The deals of `deals`, one at a time for as long as they are asked for (a player
        with a time budget takes as many as it has time to weigh)."""
        rng = random.Random(seed)
        if not self.informative:
            while True:
                yield self._candidate(rng)[0]
        while True:
            batch = self._resampled(rng)
            if batch is None:
                break
            yield from batch
        yield from self._chained(rng)

    def _resampled(self, rng: random.Random) -> list[Deal] | None:
        """`BATCH` deals drawn from `PROPOSALS` times as many dealt at random, in proportion to
        their weights — when the weights are even enough for that (their effective sample size
        at least `BATCH`), else None: the clues are too sharp for deals dealt at random."""
        found, weights = [], []
        for _k in range(BATCH * PROPOSALS):
            deal, masks = self._candidate(rng)
            found.append(deal)
            weights.append(self._weight(masks, self._any_widow(masks, rng)))
        total = sum(weights)
        if total <= 0 or total * total < BATCH * sum(w * w for w in weights):
            return None
        return _resample(found, weights, BATCH, rng)

    def _chained(self, rng: random.Random) -> Iterator[Deal]:
        """Deals from `CHAINS` Metropolis chains in turn (see the module docstring)."""
        chains: list[State] = []
        while True:
            for k in range(CHAINS):
                if len(chains) <= k:
                    state = self._start(rng)
                    for _step in range(BURN_IN):
                        state = self._step(state, rng)
                    chains.append(state)
                else:
                    for _step in range(THIN):
                        chains[k] = self._step(chains[k], rng)
                yield {h: tiles_in(m) for h, m in chains[k][0].items()}

    def draw(self, seed: int = 0) -> Deal:
        """One deal drawn from the belief (a stand-in for the tiles the seat never saw)."""
        return self.deals(1, seed)[0]

    def _candidate(self, rng: random.Random) -> tuple[Deal, dict[int, int]]:
        deal = self.knowledge.sample(rng)
        if deal is None:
            # The sampler gives up after a few hundred dead ends; a deal that exists is found
            # with more tries, one that does not is refused.
            deal = self.knowledge.sample(rng, tries=5000)
        if deal is None:
            raise ImpossibleHistory(self.knowledge.contradiction())
        return deal, {h: mask_of(tiles) for h, tiles in deal.items()}

    def _start(self, rng: random.Random) -> State:
        """A chain's first deal: the likeliest of a few dealt at random (so that it starts
        near where the weight lies)."""
        best: State | None = None
        for _try in range(STARTS):
            masks = self._candidate(rng)[1]
            widow = self._any_widow(masks, rng)
            state = (masks, widow, self._weight(masks, widow))
            if best is None or state[2] > best[2]:
                best = state
        assert best is not None
        return best

    def _any_widow(self, masks: dict[int, int], rng: random.Random) -> int:
        if not self.latent_widow:
            return 0
        eight = _bits(self._eight(masks))
        return eight[rng.randrange(len(eight))]

    def _step(self, state: State, rng: random.Random) -> State:
        """One Metropolis step, taken with probability the new deal's weight over the old
        one's (each move is as likely as its reverse): choose afresh which of the bidder's eight
        was the widow; or deal two holders' tiles between them afresh; or swap a tile of one
        holder with a tile of another."""
        masks, widow, weight = state
        move = rng.random()
        if self.latent_widow and move < WIDOW_MOVES:
            new_masks, new_widow = masks, self._any_widow(masks, rng)
        else:
            holders = [h for h in masks if masks[h]]
            if len(holders) < 2:
                return state
            first, second = rng.sample(holders, 2)
            if move > 1 - REDEALS:
                found = self._redeal(masks, first, second, rng)
                if found is None:
                    return state
                new_masks = found
                new_widow = widow
                if widow and self.bidder in (first, second):
                    new_widow = self._any_widow(new_masks, rng)
            else:
                a = rng.choice(_bits(masks[first]))
                b = rng.choice(_bits(masks[second]))
                if not (self._may_hold(second, a) and self._may_hold(first, b)):
                    return state
                new_masks = dict(masks)
                new_masks[first] ^= a | b
                new_masks[second] ^= a | b
                new_widow = widow
                if widow and not self._eight(new_masks) & widow:
                    # The widow tile left the bidder's eight: the tile that came in takes its
                    # place (and the reverse move gives it back).
                    new_widow = b if widow == a else a
        new = self._weight(new_masks, new_widow)
        if new >= weight or rng.random() * weight < new:
            return (new_masks, new_widow, new)
        return state

    def _redeal(
        self, masks: dict[int, int], first: int, second: int, rng: random.Random
    ) -> dict[int, int] | None:
        """The tiles of ``first`` and ``second`` dealt between them afresh, at random among
        the ways their voids allow (a few shuffles tried; None if none fits)."""
        pool = _bits(masks[first] | masks[second])
        size = masks[first].bit_count()
        for _try in range(REDEAL_TRIES):
            rng.shuffle(pool)
            mine, theirs = pool[:size], pool[size:]
            if all(self._may_hold(first, b) for b in mine) and all(
                self._may_hold(second, b) for b in theirs
            ):
                return {**masks, first: sum(mine), second: sum(theirs)}
        return None

    def _may_hold(self, holder: int, bit: int) -> bool:
        return self.knowledge.may_hold(holder, TILE_BY_INDEX[bit.bit_length() - 1])


State = tuple[dict[int, int], int, float]
"""A chain's deal: holder -> tile mask, the bidder's widow tile (a one-tile mask, 0 when the
seat knows it), and the deal's weight."""


def _resample(
    found: list[Deal], weights: list[float], count: int, rng: random.Random
) -> list[Deal]:
    """``count`` of ``found`` in proportion to ``weights``: systematic resampling (one random
    offset, evenly spaced pointers), as close to the weights as ``count`` allows."""
    step = sum(weights) / count
    point = rng.random() * step
    out: list[Deal] = []
    at, reached = 0, weights[0]
    for _k in range(count):
        while reached < point and at < len(found) - 1:
            at += 1
            reached += weights[at]
        out.append(found[at])
        point += step
    return out


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        b = mask & -mask
        out.append(b)
        mask ^= b
    return out


def check_history(seat: int, hand: Iterable[Tile], plays: Iterable[tuple[int, Tile]]) -> None:
    """Refuse a history no deal can fit — a tile played twice, or held by ``seat`` and played —
    with `ImpossibleHistory`, one sentence naming the tile."""
    played: dict[Tile, int] = {}
    for who, tile in plays:
        if tile in played:
            raise ImpossibleHistory(
                f"{tile} was played twice, by seat {played[tile]} and by seat {who}: no deal "
                "fits that."
            )
        played[tile] = who
    for tile in hand:
        if tile in played:
            raise ImpossibleHistory(
                f"Seat {seat} holds {tile}, which seat {played[tile]} has played: no deal fits "
                "that."
            )


def _check(seen: Observation) -> None:
    plays = [(p.seat, p.tile) for t in seen.tricks for p in t.plays]
    check_history(seen.seat, seen.hand, plays + [(p.seat, p.tile) for p in seen.trick])


_CACHE: OrderedDict[tuple[Observation, Habits | None], Belief] = OrderedDict()
_CACHE_SIZE = 16


def belief_of(seen: Observation, habits: Habits | None = None) -> Belief:
    """`Belief.read`, kept for the last few observations: the Hint, the coach and the expert
    asking about one position share one belief (and what it has already weighed)."""
    key = (seen, habits)
    found = _CACHE.get(key)
    if found is None:
        found = _CACHE[key] = Belief.read(seen, habits)
        if len(_CACHE) > _CACHE_SIZE:
            _CACHE.popitem(last=False)
    else:
        _CACHE.move_to_end(key)
    return found


def _habits(players: int) -> Habits:
    return HABITS[players] if players in HABITS else HABITS[3]


__all__ = [
    "Belief",
    "Deal",
    "ImpossibleHistory",
    "belief_of",
    "check_history",
]
