"""Rulings for actions in a game: may a seat do this now, and why.

The rule itself lives in `moon_nb.engine.rules` (play) and `moon_nb.engine.bidding` (calls); this
module reads a seat's observation to ask them, and adds the rulings about *when* things happen
(phases, turns, the widow, trump). Everything a ruling says comes from what that seat may know.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from moon_nb.engine.actions import Action, Kind
from moon_nb.engine.bidding import explain_call
from moon_nb.engine.fast import BID, DISCARD, OVER, PLAY, TRUMP, Phase
from moon_nb.engine.observation import Observation
from moon_nb.engine.rules import explain_play
from moon_nb.engine.scoring import side_name
from moon_nb.engine.words import plural


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


def explain_action(seen: Observation, act: Action) -> Ruling:
    """Whether the observing seat may take ``act`` now, and why."""
    rules = seen.rules
    if seen.phase is OVER:
        assert seen.winner is not None
        return TurnRuling(False, f"The game is over: {side_name(seen.winner, rules)} won.")
    wanted = {Kind.PASS: BID, Kind.BID: BID, Kind.DISCARD: DISCARD, Kind.TRUMP: TRUMP}.get(
        act.kind, PLAY
    )
    if wanted is not seen.phase:
        return TurnRuling(False, _wrong_phase(seen.phase, seen.to_act, act.kind))
    if not seen.my_turn:
        return TurnRuling(False, f"It is seat {seen.to_act}'s turn, not seat {seen.seat}'s.")
    if act.kind in (Kind.PASS, Kind.BID):
        return explain_call(rules, [c.bid for c in seen.calls], act.bid)
    hand = seen.hand
    if act.kind is Kind.PLAY:
        assert act.tile is not None and seen.trump is not None
        trick = [p.tile for p in seen.trick]
        return explain_play(hand, trick, seen.trump, act.tile)
    if act.kind is Kind.DISCARD:
        assert act.tile is not None
        if act.tile not in hand:
            return TurnRuling(False, f"You do not hold {act.tile}; discard a tile from your hand.")
        which = "the widow itself" if act.tile == seen.widow else "one of your tiles"
        return TurnRuling(
            True, f"You may discard {act.tile}, {which}: the bidder discards any one tile."
        )
    assert act.trump is not None
    count = sum(1 for t in hand if act.trump.is_trump(t))
    return TurnRuling(
        True,
        f"You may name {act.trump}: the bidder names any trump. "
        f"You would hold {plural(count, 'trump')}.",
    )


def _wrong_phase(phase: Phase, to_act: int | None, kind: Kind) -> str:
    task = _PHASE_TASK[phase]
    seat = f"seat {to_act}"
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
        f"You cannot {tried} now: that happens {when}. "
        f"It is the {phase} phase: {seat} is to {task}."
    )
