"""Rulings for actions in a game: may the seat to act do this now, and why.

The rule itself lives in `moon_nb.rules` (play) and `moon_nb.bidding` (calls); this module reads
the engine's state to ask them, and adds the rulings about *when* things happen (phases, turns,
the widow, trump).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from moon_nb.actions import ACTIONS, Kind
from moon_nb.bidding import explain_call
from moon_nb.engine import BID, DISCARD, OVER, PHASES, PLAY, TRUMP, Engine
from moon_nb.rules import explain_play
from moon_nb.scoring import side_name
from moon_nb.tiles import TILE_BY_INDEX, iter_mask
from moon_nb.trump import Trump


class Ruling(Protocol):
    """Any ruling: whether something is allowed, and a sentence that says why."""

    @property
    def legal(self) -> bool: ...

    @property
    def text(self) -> str: ...


@dataclass(frozen=True)
class TurnRuling:
    """A ruling about the order of the hand: phases, the widow, trump, the end of the game."""

    legal: bool
    text: str

    def __str__(self) -> str:
        return self.text


_PHASE_TASK = {
    BID: "bid",
    DISCARD: "discard a tile",
    TRUMP: "name trump",
    PLAY: "play a tile",
}


def explain_action(engine: Engine, action: int) -> Ruling:
    """Whether the seat to act may take ``action`` (an id) now, and why."""
    e = engine
    act = ACTIONS[action]
    if e.phase == OVER:
        return TurnRuling(False, f"The game is over: {side_name(e.winner, e.rules)} won.")
    wanted = {Kind.PASS: BID, Kind.BID: BID, Kind.DISCARD: DISCARD, Kind.TRUMP: TRUMP}.get(
        act.kind, PLAY
    )
    if wanted != e.phase:
        return TurnRuling(False, _wrong_phase(e, act.kind))
    if act.kind in (Kind.PASS, Kind.BID):
        return explain_call(e.rules, e.calls, act.bid)
    hand = [TILE_BY_INDEX[i] for i in _indices(e.hands[e.to_act])]
    if act.kind is Kind.PLAY:
        assert act.tile is not None
        trick = [TILE_BY_INDEX[i] for i in e.trick]
        trump = Trump(e.trump)
        return explain_play(hand, trick, trump, act.tile)
    if act.kind is Kind.DISCARD:
        assert act.tile is not None
        if act.tile not in hand:
            return TurnRuling(False, f"You do not hold {act.tile}; discard a tile from your hand.")
        widow = TILE_BY_INDEX[_indices(e.widow)[0]]
        which = "the widow itself" if act.tile == widow else "one of your tiles"
        return TurnRuling(
            True, f"You may discard {act.tile}, {which}: the bidder discards any one tile."
        )
    assert act.trump is not None
    count = sum(1 for t in hand if act.trump.is_trump(t))
    return TurnRuling(
        True,
        f"You may name {act.trump}: the bidder names any trump. "
        f"You would hold {count} trump{'s' if count != 1 else ''}.",
    )


def _indices(mask: int) -> list[int]:
    return [t.index for t in iter_mask(mask)]


def _wrong_phase(e: Engine, kind: Kind) -> str:
    now = PHASES[e.phase]
    task = _PHASE_TASK[e.phase]
    seat = f"seat {e.to_act}"
    tried = {
        Kind.PASS: "pass",
        Kind.BID: "bid",
        Kind.DISCARD: "discard",
        Kind.TRUMP: "name trump",
        Kind.PLAY: "play a tile",
    }[kind]
    when = {
        Kind.PASS: "during the bidding",
        Kind.BID: "during the bidding",
        Kind.DISCARD: "when the bidder has taken the widow",
        Kind.TRUMP: "once the bidding is over (only the bidder)",
        Kind.PLAY: "once trump is named",
    }[kind]
    return (
        f"You cannot {tried} now: that happens {when}. It is the {now} phase: {seat} is to {task}."
    )
