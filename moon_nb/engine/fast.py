"""The engine: a whole game of Moon as plain ints and bitmasks — the fast path.

`Engine` is the state machine behind `moon_nb.Game`, and what simulations and the strong player
run directly. It trusts its caller: `Engine.step` applies an action id that `Engine.legal`
returned, with no checks and no strings. Validation, explanations, records and views live in
`moon_nb.engine.game`.

Hands are bitmasks over tile indices (`moon_nb.engine.tiles`); the rules of play come from the
tables in `moon_nb.engine.masks`; scoring from `moon_nb.engine.scoring`. A deal is a chance step:
the engine asks its
*deal source* for deal number k, so a seed plus the action list replays a game exactly.
"""

from __future__ import annotations

import enum
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Final, NamedTuple

from moon_nb.engine.actions import (
    BID_ID,
    BID_VALUES,
    DISCARD0,
    DISCARD_IDS_BY_BYTE,
    PLAY0,
    PLAY_IDS_BY_BYTE,
    TRUMP0,
)
from moon_nb.engine.bidding import legal_bids
from moon_nb.engine.masks import FOLLOW, LEAD_SUIT, POWER
from moon_nb.engine.options import MOON, TRICKS_PER_HAND, Rules
from moon_nb.engine.scoring import GameStatus, HandResult, game_status, score_changes, winner_after
from moon_nb.engine.trump import ALL_TRUMPS, Trump


@enum.unique
class Phase(str, enum.Enum):
    """Where a hand stands: whose kind of decision the game waits for. A phase equals its
    word (``Phase.BID == "bid"``), so it reads as text in records, views and user code."""

    BID = "bid"
    DISCARD = "discard"
    TRUMP = "trump"
    PLAY = "play"
    OVER = "over"
    """The game is over: a side has won."""

    def __str__(self) -> str:
        return self.value

    def __format__(self, spec: str) -> str:
        return format(self.value, spec)


# Final: compiled (mypyc), the engine reads these as constants, not module attributes.
BID: Final = Phase.BID
DISCARD: Final = Phase.DISCARD
TRUMP: Final = Phase.TRUMP
PLAY: Final = Phase.PLAY
OVER: Final = Phase.OVER

Deal = tuple[list[int], int]
"""One deal: a tile mask per seat, and the widow's mask (0 when there is none)."""

DealSource = Callable[[int], Deal]
"""Deal number k (0, 1, ...) -> that deal. Redeals after all-pass take the next number."""

HAND_SIZE: Final = 7
_TRUMP_IDS: Final = tuple(range(TRUMP0, TRUMP0 + 9))


def deal_tiles(tile_indices: Sequence[int], players: int, rnd: Callable[[], float]) -> Deal:
    """Shuffle (Fisher–Yates, driven by ``rnd``, a ``random.random``) and deal seven tiles to
    each seat; a leftover tile is the widow."""
    t = list(tile_indices)
    for i in range(len(t) - 1, 0, -1):
        j = int(rnd() * (i + 1))
        t[i], t[j] = t[j], t[i]
    hands = []
    for s in range(players):
        m = 0
        for i in t[HAND_SIZE * s : HAND_SIZE * s + HAND_SIZE]:
            m |= 1 << i
        hands.append(m)
    widow = 0
    for i in t[HAND_SIZE * players :]:
        widow |= 1 << i
    return hands, widow


def seeded_deals(rules: Rules, seed: int) -> DealSource:
    """Deals that depend only on (seed, deal number): replay and undo need no saved RNG."""
    indices = [t.index for t in rules.tiles]

    def deal(k: int) -> Deal:
        return deal_tiles(indices, rules.players, random.Random(f"moon/{seed}/{k}").random)

    return deal


def streamed_deals(rules: Rules, rng: random.Random) -> DealSource:
    """Deals drawn one after another from ``rng``: the cheapest source, for simulations."""
    indices = [t.index for t in rules.tiles]
    rnd = rng.random
    return lambda _k: deal_tiles(indices, rules.players, rnd)


class Trick(NamedTuple):
    """A finished trick as the engine keeps it."""

    leader: int
    tiles: tuple[int, ...]
    """Tile indices in play order, the leader's first."""
    winner: int


def _no_deal(_k: int) -> Deal:
    """A deal source for an engine about to be overwritten: empty hands, no widow."""
    return [0, 0, 0, 0], 0


_new_trick: Final = tuple.__new__
"""Makes a `Trick` from its three values without the named tuple's own Python-level
``__new__``: the engine makes seven a hand."""

_Scored = tuple[int, int, int, tuple[int, ...], bool, tuple[int, ...], tuple[Trick, ...], int]
"""A scored hand as numbers: number, bidder, bid, tricks per seat, made, changes, tricks,
trump index."""


@dataclass(frozen=True)
class HandRecord:
    """A scored hand: its result, its tricks in play order, and the trump they were played
    under."""

    number: int
    """The hand's number in the game, 1 for the first (redeals do not count)."""
    result: HandResult
    tricks: tuple[Trick, ...]
    trump: Trump


_STATE: Final = (
    "best",
    "best_seat",
    "_bid_cache",
    "bidder",
    "calls",
    "deal_no",
    "deals",
    "discard",
    "first_bidder",
    "hand_no",
    "hands",
    "has_widow",
    "high",
    "_last",
    "lead_code",
    "leader",
    "n",
    "phase",
    "power",
    "rules",
    "_scored",
    "scores",
    "to_act",
    "trick",
    "tricks",
    "tricks_won",
    "trump",
    "twb",
    "widow",
    "widow_taken",
    "winner",
)  # fmt: skip
"""The engine's state, attribute by attribute: its slots, each copied by `Engine.clone`."""


class Engine:
    """One game of Moon, hands after hands, until a side wins. See the module docstring."""

    __slots__ = _STATE

    def __init__(
        self,
        rules: Rules,
        deals: DealSource,
        first_bidder: int,
        scores: Sequence[int] | None = None,
    ) -> None:
        self.rules = rules
        self.n = rules.players
        self.has_widow = rules.has_widow
        self.twb = rules.trump_before_widow and rules.has_widow
        self.deals = deals
        self.first_bidder = first_bidder
        self.hand_no = 0
        self.deal_no = 0
        self.scores = list(scores) if scores is not None else [0] * rules.sides
        self.winner = -1
        self._scored: _Scored | None = None
        self._last: HandRecord | None = None
        self._bid_cache: dict[tuple[int, ...], list[int]] = {}
        self._deal()

    # --- queries ----------------------------------------------------------------------------

    def legal(self) -> list[int]:
        """The legal action ids for the seat to act (empty once the game is over)."""
        phase = self.phase
        if phase is PLAY:
            m = self.hands[self.to_act]
            if self.trick:
                follow = m & FOLLOW[self.trump][self.lead_code]
                if follow:
                    m = follow
            t = PLAY_IDS_BY_BYTE
            return [*t[0][m & 255], *t[1][m >> 8 & 255], *t[2][m >> 16 & 255], *t[3][m >> 24]]
        if phase == BID:
            key = tuple(self.calls)
            ids = self._bid_cache.get(key)
            if ids is None:
                ids = [BID_ID[v] for v in legal_bids(self.rules, self.calls)]
                self._bid_cache[key] = ids
            return ids
        if phase == TRUMP:
            return list(_TRUMP_IDS)
        if phase == DISCARD:
            m = self.hands[self.bidder]
            t = DISCARD_IDS_BY_BYTE
            return [*t[0][m & 255], *t[1][m >> 8 & 255], *t[2][m >> 16 & 255], *t[3][m >> 24]]
        return []

    def legal_plays(self) -> int:
        """In the play phase: the mask of tiles the seat to act may play."""
        hand = self.hands[self.to_act]
        if self.trick:
            follow = hand & FOLLOW[self.trump][self.lead_code]
            if follow:
                return follow
        return hand

    def is_legal(self, action: int) -> bool:
        """``action`` is among `legal` (without building the list in the play phase)."""
        if self.phase == PLAY and action >= PLAY0:
            return bool(self.legal_plays() >> (action - PLAY0) & 1)
        return action in self.legal()

    # --- transitions ------------------------------------------------------------------------

    def step(self, action: int) -> None:
        """Apply a legal action id. Unchecked: the caller got it from `legal`."""
        if action >= PLAY0:
            self.play(action - PLAY0)
        elif action >= DISCARD0:
            self._discard(action - DISCARD0)
        elif action >= TRUMP0:
            self._name_trump(action - TRUMP0)
        else:
            self._call(BID_VALUES[action - 1] if action else 0)

    def _deal(self) -> None:
        self.hands, self.widow = self.deals(self.deal_no)
        self.deal_no += 1
        self.phase = BID
        self.to_act = self.first_bidder
        self.widow_taken = False
        self.discard = 0
        self.calls: list[int] = []
        self.high = 0
        self.bidder = -1
        self.trump = -1
        self.trick: list[int] = []
        self.leader = -1
        self.lead_code = -1
        self.power: tuple[int, ...] = ()
        self.best = 0
        self.best_seat = -1
        self.tricks_won = [0] * self.n
        self.tricks: list[Trick] = []

    def _call(self, value: int) -> None:
        self.calls.append(value)
        if value:
            self.high = value
            self.bidder = self.to_act
        if value == MOON or len(self.calls) == self.n:
            self._close_bidding()
        else:
            self.to_act = (self.to_act + 1) % self.n

    def _close_bidding(self) -> None:
        if not self.high:
            # Everyone passed: the tiles are redealt and the first bid moves clockwise.
            self.first_bidder = (self.first_bidder + 1) % self.n
            self._deal()
            return
        self.to_act = self.bidder
        if self.has_widow and not self.twb:
            self._take_widow()
        else:
            self.phase = TRUMP

    def _take_widow(self) -> None:
        self.hands[self.bidder] |= self.widow
        self.widow_taken = True
        self.phase = DISCARD

    def _discard(self, index: int) -> None:
        bit = 1 << index
        self.hands[self.bidder] ^= bit
        self.discard = bit
        if self.twb:
            self._start_play()
        else:
            self.phase = TRUMP

    def _name_trump(self, trump: int) -> None:
        self.trump = trump
        if self.twb:
            self._take_widow()
        else:
            self._start_play()

    def _start_play(self) -> None:
        self.phase = PLAY
        self.leader = self.to_act = self.bidder

    def play(self, index: int) -> None:
        """The seat to act plays the tile of ``index`` (unchecked: one of `legal_plays`)."""
        seat = self.to_act
        self.hands[seat] ^= 1 << index
        trick = self.trick
        if not trick:
            code = self.lead_code = LEAD_SUIT[self.trump][index]
            power = self.power = POWER[self.trump][code]
            self.best = power[index]
            self.best_seat = seat
        else:
            p = self.power[index]
            if p > self.best:
                self.best = p
                self.best_seat = seat
        trick.append(index)
        if len(trick) < self.n:
            self.to_act = seat + 1 if seat + 1 < self.n else 0
            return
        self._take_trick()
        if len(self.tricks) == TRICKS_PER_HAND:
            self._end_hand()

    def _take_trick(self) -> None:
        """The full trick goes to its winner, who leads the next."""
        winner = self.best_seat
        self.tricks_won[winner] += 1
        self.tricks.append(_new_trick(Trick, (self.leader, tuple(self.trick), winner)))
        self.trick = []
        self.leader = self.to_act = winner

    def _end_hand(self) -> None:
        made = self._score_hand()
        self.hand_no += 1
        moon_by = self.rules.side_of(self.bidder) if made and self.high == MOON else None
        winner = winner_after(self.rules, self.scores, moon_by)
        if winner is not None:
            self.winner = winner
            self.phase = OVER
            self.to_act = -1
        else:
            self.first_bidder = (self.first_bidder + 1) % self.n
            self._deal()

    def _score_hand(self) -> bool:
        """Score the seven tricks: every side's change. Returns whether the contract was made;
        the hand is kept as numbers, and `last` makes its record when it is first asked for
        (simulations never ask)."""
        rules = self.rules
        side_tricks = self.tricks_won
        if rules.teams:
            side_tricks = [side_tricks[0] + side_tricks[2], side_tricks[1] + side_tricks[3]]
        made, changes = score_changes(rules, rules.side_of(self.bidder), self.high, side_tricks)
        scores = self.scores
        for s, c in enumerate(changes):
            scores[s] += c
        self._scored = (
            self.hand_no + 1, self.bidder, self.high, tuple(self.tricks_won), made, changes,
            tuple(self.tricks), self.trump,
        )  # fmt: skip
        self._last = None
        return made

    @property
    def last(self) -> HandRecord | None:
        """The last scored hand of this game, or None before the first is over."""
        if self._last is None and self._scored is not None:
            number, bidder, bid, tricks_won, made, changes, tricks, trump = self._scored
            result = HandResult(self.rules, bidder, bid, tricks_won, made, changes)
            self._last = HandRecord(number, result, tricks, ALL_TRUMPS[trump])
        return self._last

    def status(self) -> GameStatus:
        """Whether the game is over, and why, as of the last finished hand."""
        last = self.last
        moon_by = None
        if last is not None and last.result.moon_made:
            moon_by = last.result.bidder_side
        return game_status(self.rules, self.scores, moon_by)

    # --- copies -----------------------------------------------------------------------------

    def clone(self) -> Engine:
        """An independent copy (the deal source and rules are shared; they are immutable)."""
        # Made through the constructor (compiled, an engine has no bare __new__), from a deal
        # source that draws nothing; then every part of the state is this one's.
        other = Engine(self.rules, _no_deal, self.first_bidder)
        for name in _STATE:
            setattr(other, name, getattr(self, name))
        other.hands = list(self.hands)
        other.calls = list(self.calls)
        other.trick = list(self.trick)
        other.tricks_won = list(self.tricks_won)
        other.tricks = list(self.tricks)
        other.scores = list(self.scores)
        return other
