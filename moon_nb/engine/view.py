"""What one seat may know, as JSON: `Game.view` — the seat's observation written out for users.

`seat_view` turns an `Observation` (`moon_nb.engine.observation`, the one place hidden information
is filtered) into a JSON-safe dict: the same facts, with tiles as ``"a-b"`` strings, plus the
engine's words for them — the rules, trump, why each trick was won, the last hand's result, and,
when it is that seat's turn, the ruling on every legal action and every tile of its hand. It is
a data form for users (to read, store, compare); what a table *shows* is a scene
(`moon_nb.show.scenes`), built from the same observation.
"""

from __future__ import annotations

from typing import Literal, TypedDict

from moon_nb.engine.fast import PLAY
from moon_nb.engine.observation import FinishedHand, FinishedTrick, Observation
from moon_nb.engine.options import RulesDict
from moon_nb.engine.rulings import legal_rulings, tile_rulings
from moon_nb.engine.scoring import side_name
from moon_nb.engine.tricks import explain_lead, sort_hand
from moon_nb.engine.trump import Trump

VIEW_VERSION = 1

PhaseName = Literal["bid", "discard", "trump", "play", "over"]


class ActionRuling(TypedDict):
    """An action the seat may take, and why it may."""

    action: str
    reason: str


class TileRuling(TypedDict):
    """A tile of the seat's hand: whether it may be played now, and why."""

    tile: str
    legal: bool
    reason: str


class WidowView(TypedDict):
    taken: bool
    tile: str | None


class PlayView(TypedDict):
    seat: int
    tile: str


class CallView(TypedDict):
    seat: int
    call: int


class TrickView(TypedDict):
    leader: int
    plays: list[PlayView]
    winner: int
    reason: str


class LastHandView(TypedDict):
    bidder: int
    bid: int
    made: bool
    tricks_won: list[int]
    changes: list[int]
    text: str
    tricks: list[TrickView]
    trump: str
    bidder_name: str


class GameView(TypedDict):
    """What `Game.view` returns: one seat's observation as JSON."""

    version: int
    seat: int
    players: int
    rules: RulesDict
    rules_text: str
    phase: PhaseName
    to_act: int | None
    hand_number: int
    first_bidder: int
    hand: list[str]
    hand_sizes: list[int]
    calls: list[CallView]
    high_bid: int | None
    bidder: int | None
    high_bidder: int | None
    redeals: int
    widow: WidowView | None
    discard: str | None
    discarded: bool
    trump: str | None
    trump_text: str | None
    trick: list[PlayView]
    leader: int | None
    led: str | None
    tricks_won: list[int]
    tricks: list[TrickView]
    scores: list[int]
    target: int
    unit: str
    teams: bool
    winner: int | None
    status: str
    last_hand: LastHandView | None
    legal: list[ActionRuling]
    tiles: list[TileRuling]
    action_count: int


def seat_view(seen: Observation) -> GameView:
    """The JSON view of one seat's observation. Called by `Game.view`."""
    rules, trump = seen.rules, seen.trump
    own = tuple(sort_hand(seen.hand, trump))
    return {
        "version": VIEW_VERSION,
        "seat": seen.seat,
        "players": rules.players,
        "rules": rules.to_dict(),
        "rules_text": rules.describe(),
        "phase": seen.phase.value,
        "to_act": seen.to_act,
        "hand_number": seen.hand_number,
        "first_bidder": seen.first_bidder,
        "hand": [str(t) for t in own],
        "hand_sizes": list(seen.hand_sizes),
        "calls": [{"seat": c.seat, "call": c.bid} for c in seen.calls],
        "high_bid": seen.high_bid,
        "bidder": seen.bidder,
        "high_bidder": seen.high_bidder,
        "redeals": seen.redeals,
        "widow": _widow(seen),
        "discard": str(seen.discard) if seen.discard is not None else None,
        "discarded": seen.discarded,
        "trump": trump.token if trump is not None else None,
        "trump_text": trump.describe() if trump is not None else None,
        "trick": [{"seat": p.seat, "tile": str(p.tile)} for p in seen.trick],
        "leader": seen.leader,
        "led": explain_lead(seen.trick[0].tile, trump).text if seen.trick and trump else None,
        "tricks_won": list(seen.tricks_won),
        "tricks": [_trick(t, trump) for t in seen.tricks] if trump is not None else [],
        "scores": list(seen.scores),
        "target": rules.target,
        "unit": rules.unit,
        "teams": rules.teams,
        "winner": seen.winner,
        "status": seen.status.text,
        "last_hand": _last_hand(seen.last_hand),
        "legal": [{"action": a.text, "reason": r.text} for a, r in legal_rulings(seen)],
        "tiles": [
            {"tile": str(t), "legal": r.legal, "reason": r.text} for t, r in tile_rulings(seen, own)
        ]
        if seen.phase is PLAY
        else [],
        "action_count": seen.action_count,
    }


def _widow(seen: Observation) -> WidowView | None:
    if not seen.rules.has_widow:
        return None
    return {
        "taken": seen.widow_taken,
        "tile": str(seen.widow) if seen.widow is not None else None,
    }


def _trick(trick: FinishedTrick, trump: Trump) -> TrickView:
    return {
        "leader": trick.leader,
        "plays": [{"seat": p.seat, "tile": str(p.tile)} for p in trick.plays],
        "winner": trick.winner,
        "reason": trick.reason(trump),
    }


def _last_hand(last: FinishedHand | None) -> LastHandView | None:
    if last is None:
        return None
    result = last.result
    return {
        "bidder": result.bidder,
        "bid": result.bid,
        "made": result.made,
        "tricks_won": list(result.tricks),
        "changes": list(result.changes),
        "text": result.text,
        "tricks": [_trick(t, last.trump) for t in last.tricks],
        "trump": last.trump.token,
        "bidder_name": side_name(result.bidder_side, result.rules),
    }
