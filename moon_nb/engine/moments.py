"""The moments of a game: each thing that happened, in order, with what one seat knew right after.

An action can set off several moments: the tile that fills a trick lands (a *play*), then the
trick is taken (a *trick*), the hand is scored (a *hand*), the next hand is dealt (a *deal*) or the
game is won (a *game*). The moments come from the engine itself: the game is replayed on a
`_Recorder`, an engine that notes each step of an action as it happens, and every moment keeps
the seat's observation at that step (`moon_nb.engine.observation.observe`, the one filter of
hidden information). The public timeline (`moon_nb.show.story`) tells them in words.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from moon_nb.engine.actions import ACTIONS, Action, Kind
from moon_nb.engine.fast import BID, OVER, DealSource, Engine
from moon_nb.engine.observation import FinishedTrick, Observation, finished_trick, observe
from moon_nb.engine.options import Rules
from moon_nb.engine.scoring import HandResult
from moon_nb.engine.tiles import Tile, tiles_in
from moon_nb.engine.tricks import sort_hand
from moon_nb.engine.trump import Trump


@enum.unique
class MomentKind(str, enum.Enum):
    """What happened at a moment; equals its word (``MomentKind.TRICK == "trick"``)."""

    CALL = "call"
    WIDOW = "widow"
    DISCARD = "discard"
    TRUMP = "trump"
    PLAY = "play"
    TRICK = "trick"
    HAND = "hand"
    DEAL = "deal"
    REDEAL = "redeal"
    GAME = "game"

    def __str__(self) -> str:
        return self.value


@dataclass(frozen=True)
class FaceUp:
    """All-seeing: every hand as its holder sorts it, the widow while it lies face down, and the
    bidder's discard — what a teacher's table shows face up. Never part of a seat's observation."""

    hands: tuple[tuple[Tile, ...], ...]
    widow: Tile | None
    discard: Tile | None


def face_up(e: Engine) -> FaceUp:
    """The engine's table with every tile face up (see `FaceUp`)."""
    trump = Trump(e.trump) if e.trump >= 0 else None
    widow = tiles_in(e.widow)
    return FaceUp(
        hands=tuple(tuple(sort_hand(tiles_in(h), trump)) for h in e.hands),
        widow=widow[0] if widow and not e.widow_taken else None,
        discard=tiles_in(e.discard)[0] if e.discard else None,
    )


@dataclass(frozen=True)
class Moment:
    """One moment of the game, and what the seat asked about knew right after it."""

    n: int
    """The number of the action this moment belongs to (0 for the game's first)."""
    kind: MomentKind
    action: Action
    actor: int
    """The seat that took the action."""
    seen: Observation
    """What the seat knew right after this moment."""
    trick: FinishedTrick | None = None
    """At a *trick* moment: the trick just taken."""
    result: HandResult | None = None
    """At a *hand* moment: the hand just scored."""
    table: FaceUp | None = None
    """Every tile face up at this moment — only when a teacher's record asked for it."""


class _Recorder(Engine):
    """An engine that calls ``note(kind)`` at each moment of every action it applies, with the
    engine in that moment's state."""

    __slots__ = ("_pending", "note")

    def __init__(
        self,
        rules: Rules,
        deals: DealSource,
        first_bidder: int,
        scores: Sequence[int] | None,
        *,
        note: Callable[[MomentKind], None],
    ) -> None:
        self.note: Callable[[MomentKind], None] | None = None  # quiet while the first deal is made
        self._pending: MomentKind | None = None
        super().__init__(rules, deals, first_bidder, scores)
        self.note = note

    def apply(self, action: int) -> None:
        """Apply an action id, noting its moments."""
        kind = ACTIONS[action].kind
        self._pending = MomentKind.CALL if kind in (Kind.PASS, Kind.BID) else MomentKind(kind.value)
        over = self.phase is OVER
        self.step(action)
        self._flush()
        if self.phase is OVER and not over:
            self._note(MomentKind.GAME)

    def _note(self, kind: MomentKind) -> None:
        if self.note is not None:
            self.note(kind)

    def _flush(self) -> None:
        """Note the action's own moment (once), before what it sets off."""
        if self._pending is not None:
            kind, self._pending = self._pending, None
            self._note(kind)

    def _close_bidding(self) -> None:
        self._flush()
        super()._close_bidding()

    def _take_widow(self) -> None:
        self._flush()
        super()._take_widow()
        self._note(MomentKind.WIDOW)

    def _take_trick(self) -> None:
        self._flush()  # the tile that fills the trick has landed
        super()._take_trick()
        self._note(MomentKind.TRICK)

    def _score_hand(self) -> bool:
        made = super()._score_hand()
        self._note(MomentKind.HAND)
        return made

    def _deal(self) -> None:
        # Dealt in the bidding: everyone passed. Otherwise a hand has just been scored.
        redeal = self.note is not None and self.phase is BID
        super()._deal()
        self._note(MomentKind.REDEAL if redeal else MomentKind.DEAL)


def replay_moments(
    start: Callable[..., Engine],
    actions: Sequence[int],
    seat: int,
    since: int = 0,
    all_seeing: bool = False,
) -> list[Moment]:
    """The moments of actions ``since`` on, each with what ``seat`` knew right after it.
    ``start(kind, note=...)`` makes an engine of class ``kind`` at the start of the game
    (`moon_nb.engine.game.Game.moments` gives it). ``all_seeing`` adds every tile face up at each
    moment, for a teacher's record of the game — never for a seat."""
    found: list[Moment] = []
    current = {"n": -1, "action": 0, "actor": -1}
    engine: _Recorder | None = None

    def note(kind: MomentKind) -> None:
        assert engine is not None
        n, action = current["n"], current["action"]
        trick = finished_trick(engine.tricks[-1]) if kind is MomentKind.TRICK else None
        last = engine.last
        result = last.result if kind is MomentKind.HAND and last is not None else None
        found.append(
            Moment(
                n=n,
                kind=kind,
                action=ACTIONS[action],
                actor=current["actor"],
                seen=observe(engine, seat, n + 1),
                trick=trick,
                result=result,
                table=face_up(engine) if all_seeing else None,
            )
        )

    made = start(_Recorder, note=note)
    assert isinstance(made, _Recorder)
    engine = made
    engine.note = None  # the story starts at ``since``
    for a in actions[: max(since, 0)]:
        engine.step(a)
    engine.note = note
    for n in range(max(since, 0), len(actions)):
        current.update(n=n, action=actions[n], actor=engine.to_act)
        engine.apply(actions[n])
    return found
