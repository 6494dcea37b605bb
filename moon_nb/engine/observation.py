"""What one seat may know: the only place hidden information is filtered.

`observe` reads the engine (the whole table) and keeps, for one seat, exactly what that seat may
know: its own tiles, the widow once it has taken it, its own discard, and the public record of
the game — calls, trump, every tile played, tricks, scores. The result is an `Observation`, a
frozen, typed value. Players decide from it; the JSON view (`moon_nb.engine.view`), the public
timeline (`moon_nb.show.story`) and the pictures are all built from it, so nothing downstream can
hold more than its seat may.

Building an observation is cheap (a simulation builds one per decision): it copies the engine's
plain numbers, and turns them into `Tile` and `Trump` values only when asked.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property, lru_cache

from moon_nb.engine.actions import ACTIONS, PLAYS_BY_BYTE, Action
from moon_nb.engine.fast import BID, OVER, PLAY, Engine, HandRecord, Phase, Trick
from moon_nb.engine.options import Rules
from moon_nb.engine.scoring import GameStatus, HandResult, game_status, tricks_needed
from moon_nb.engine.tiles import DOUBLE_SIX, TILE_BY_INDEX, Tile, iter_mask
from moon_nb.engine.tricks import explain_trick
from moon_nb.engine.trump import ALL_TRUMPS, Trump
from moon_nb.speech import in_language, language


@dataclass(frozen=True)
class Call:
    """One call in the bidding: ``bid`` 0 is a pass."""

    seat: int
    bid: int

    @property
    def passed(self) -> bool:
        return self.bid == 0


@dataclass(frozen=True)
class Play:
    """A tile played to a trick, and who played it."""

    seat: int
    tile: Tile


@dataclass(frozen=True)
class FinishedTrick:
    """A trick that is over: its plays (the leader's first) and the seat that won it."""

    leader: int
    plays: tuple[Play, ...]
    winner: int

    @property
    def tiles(self) -> tuple[Tile, ...]:
        return tuple(p.tile for p in self.plays)

    def reason(self, trump: Trump) -> str:
        """Why it was won, in a sentence (`moon_nb.engine.tricks.explain_trick`)."""
        return _trick_reason(self.tiles, trump, language())


@lru_cache(maxsize=4096)
def _trick_reason(tiles: tuple[Tile, ...], trump: Trump, lang: str) -> str:
    # Every view and scene explains each finished trick of the hand again: remember them, in
    # each language they were said in (said in ``lang``, the one the cache is keyed by).
    # A finished trick of a game: any of the 28 tiles, up to four seats (it was checked as played).
    return in_language(lang, lambda: explain_trick(tiles, trump, DOUBLE_SIX).text)


@dataclass(frozen=True)
class Contract:
    """The winning bid of the hand being played: who made it, the bid, and the tricks its
    side needs (the bid, or all seven for 21)."""

    bidder: int
    bid: int
    side: int
    """The score the contract plays for: the bidder's own, or its team's."""

    @property
    def need(self) -> int:
        return tricks_needed(self.bid)


@dataclass(frozen=True)
class FinishedHand:
    """A hand that has been scored: the result with its reason, its tricks in play order, and
    the trump they were played under. Every tile in it is public once the hand is over."""

    number: int
    """The hand's number in the game, 1 for the first."""
    result: HandResult
    tricks: tuple[FinishedTrick, ...]
    trump: Trump


def finished_trick(trick: Trick) -> FinishedTrick:
    """The engine's record of a trick as a value of tiles and seats."""
    leader, tiles, winner = trick
    n = len(tiles)
    plays = tuple(Play((leader + k) % n, TILE_BY_INDEX[i]) for k, i in enumerate(tiles))
    return FinishedTrick(leader, plays, winner)


def finished_hand(record: HandRecord) -> FinishedHand:
    """The engine's record of a scored hand as a public value."""
    return FinishedHand(
        record.number, record.result, tuple(finished_trick(t) for t in record.tricks), record.trump
    )


@dataclass(frozen=True)
class Observation:
    """Everything one seat may know at one moment of the game, and nothing more.

    Seats are numbered from 0 clockwise; per-side tuples (``scores``, ``side_tricks``) have
    one entry per seat, or per team with four players. Fields that name tiles hold `Tile`
    values; ``legal`` holds `Action` values (``str(action)`` is its canonical text).
    """

    rules: Rules
    seat: int
    phase: Phase
    to_act: int | None
    """The seat whose decision the game waits for; None once the game is over."""
    action_count: int
    """How many actions the game has seen: the moment this observation is of."""
    hand_number: int
    """The hand being played, 1 for the first (redeals do not count)."""
    first_bidder: int
    redeals: int
    """How often this hand was redealt because everyone passed."""
    hand_sizes: tuple[int, ...]
    high_bid: int | None
    high_bidder: int | None
    contract: Contract | None
    """Set once the bidding is over (and until the game ends)."""
    widow_taken: bool
    widow: Tile | None
    """The widow's tile: only for the bidder, once it has taken it."""
    discarded: bool
    discard: Tile | None
    """The discarded tile: only for the bidder who discarded it."""
    trump: Trump | None
    leader: int | None
    tricks_won: tuple[int, ...]
    side_tricks: tuple[int, ...]
    scores: tuple[int, ...]
    winner: int | None
    """The winning side once the game is over."""
    legal: tuple[Action, ...]
    """What this seat may do now (empty when it is not its turn)."""
    _calls: tuple[int, ...] = field(repr=False)
    _hand: int = field(repr=False)
    _trick: tuple[int, ...] = field(repr=False)
    _tricks: tuple[Trick, ...] = field(repr=False)
    _last: HandRecord | None = field(repr=False)

    # --- calls and tiles, turned into values when asked -----------------------------------

    @cached_property
    def calls(self) -> tuple[Call, ...]:
        """The calls of this hand's bidding so far, the first bidder's first."""
        n, first = self.rules.players, self.first_bidder
        return tuple(Call((first + k) % n, c) for k, c in enumerate(self._calls))

    @cached_property
    def hand(self) -> tuple[Tile, ...]:
        """This seat's tiles, lowest index first."""
        return tuple(iter_mask(self._hand))

    @cached_property
    def trick(self) -> tuple[Play, ...]:
        """The trick being played, in play order (empty between tricks)."""
        n, leader = self.rules.players, self.leader or 0
        return tuple(Play((leader + k) % n, TILE_BY_INDEX[i]) for k, i in enumerate(self._trick))

    @cached_property
    def tricks(self) -> tuple[FinishedTrick, ...]:
        """This hand's finished tricks, in order."""
        return tuple(finished_trick(t) for t in self._tricks)

    @cached_property
    def last_hand(self) -> FinishedHand | None:
        """The last scored hand (of this game), or None before the first is over."""
        return finished_hand(self._last) if self._last is not None else None

    @cached_property
    def status(self) -> GameStatus:
        """Whether the game is over and why, as of the last finished hand."""
        last = self._last
        moon_by = last.result.bidder_side if last and last.result.moon_made else None
        return game_status(self.rules, self.scores, moon_by)

    # --- facts derived from the rules ---------------------------------------------------

    @property
    def my_turn(self) -> bool:
        return self.to_act == self.seat

    @property
    def bidder(self) -> int | None:
        """The seat that won the bidding of the hand being played."""
        return self.contract.bidder if self.contract is not None else None

    @property
    def partner(self) -> int | None:
        """This seat's partner (four players), or None: in three-player Moon everyone plays
        for themselves."""
        return (self.seat + 2) % 4 if self.rules.teams else None

    def side_of(self, seat: int) -> int:
        """The score ``seat`` plays for: its own, or its team's."""
        return self.rules.side_of(seat)

    @cached_property
    def seen(self) -> frozenset[Tile]:
        """Every tile this seat has seen this hand: its own, the tiles played, its discard."""
        mask = self._hand
        for t in self._tricks:
            for i in t.tiles:
                mask |= 1 << i
        for i in self._trick:
            mask |= 1 << i
        if self.discard is not None:
            mask |= self.discard.bit
        return frozenset(iter_mask(mask))

    @cached_property
    def unseen(self) -> tuple[Tile, ...]:
        """The tiles in play this seat has not seen: the other hands, and the widow or
        discard it does not know; in the variant's tile order."""
        seen = self.seen
        return tuple(t for t in self.rules.tiles if t not in seen)


def observe(engine: Engine, seat: int, action_count: int) -> Observation:
    """What ``seat`` may know of the game the engine is playing. The one filter of hidden
    information: another seat's tiles, the widow before its taker holds it and a discard made
    by another seat never leave the engine here."""
    e = engine
    n = e.n
    if not (type(seat) is int and 0 <= seat < n):
        raise ValueError(f"seat is 0..{n - 1}, not {seat!r}")
    phase = e.phase
    over = phase is OVER
    bidding = phase is BID
    is_bidder = not bidding and not over and e.bidder == seat
    rules = e.rules
    contract = None
    if not bidding and not over:
        contract = Contract(e.bidder, e.high, rules.side_of(e.bidder))
    won = tuple(e.tricks_won)
    sides = (won[0] + won[2], won[1] + won[3]) if rules.teams else won
    widow_taken = e.widow_taken and not over
    return Observation(
        rules=rules,
        seat=seat,
        phase=phase,
        to_act=None if e.to_act < 0 else e.to_act,
        action_count=action_count,
        hand_number=e.hand_no + (0 if over else 1),
        first_bidder=e.first_bidder,
        redeals=0 if over else e.deal_no - 1 - e.hand_no,
        hand_sizes=tuple(map(int.bit_count, e.hands)),
        high_bid=e.high or None,
        high_bidder=e.bidder if e.bidder >= 0 and not over else None,
        contract=contract,
        widow_taken=widow_taken,
        widow=TILE_BY_INDEX[e.widow.bit_length() - 1] if is_bidder and widow_taken else None,
        discarded=bool(e.discard) and not over,
        discard=TILE_BY_INDEX[e.discard.bit_length() - 1] if is_bidder and e.discard else None,
        trump=ALL_TRUMPS[e.trump] if e.trump >= 0 else None,
        leader=e.leader if phase is PLAY else None,
        tricks_won=won,
        side_tricks=sides,
        scores=tuple(e.scores),
        winner=e.winner if e.winner >= 0 else None,
        legal=_legal(e) if e.to_act == seat else (),
        _calls=tuple(e.calls),
        _hand=e.hands[seat],
        _trick=tuple(e.trick),
        _tricks=tuple(e.tricks),
        _last=e.last,
    )


def _legal(e: Engine) -> tuple[Action, ...]:
    """The actions the seat to act may take, as values (a play's straight from its mask)."""
    if e.phase is PLAY:
        m = e.legal_plays()
        b = PLAYS_BY_BYTE
        return (*b[0][m & 255], *b[1][m >> 8 & 255], *b[2][m >> 16 & 255], *b[3][m >> 24])
    return tuple(ACTIONS[a] for a in e.legal())
