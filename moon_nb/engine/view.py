"""What one seat may know, as JSON: the presentation built from the seat's observation.

`seat_view` turns an `Observation` (`moon_nb.engine.observation`, the one place hidden information
is filtered) into a JSON-safe dict for users, the widget and the pictures: the same facts, with
tiles as ``"a-b"`` strings, plus the texts a learner reads — the rules in words, trump in words,
why each trick was won, the last hand's result, and, when it is that seat's turn, the engine's
ruling on every legal action and every tile of its hand.
"""

from __future__ import annotations

from typing import Any

from moon_nb.engine.actions import ACTIONS, PLAY0
from moon_nb.engine.fast import PLAY
from moon_nb.engine.observation import FinishedHand, FinishedTrick, Observation
from moon_nb.engine.rules import explain_lead, sort_hand
from moon_nb.engine.rulings import explain_action
from moon_nb.engine.scoring import side_name
from moon_nb.engine.trump import Trump

VIEW_VERSION = 1


def seat_view(seen: Observation) -> dict[str, Any]:
    """The JSON view of one seat's observation. Called by `Game.view`."""
    rules, trump = seen.rules, seen.trump
    own = sort_hand(seen.hand, trump)
    view: dict[str, Any] = {
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
        "legal": [],
        "tiles": [],
        "action_count": seen.action_count,
    }
    if seen.my_turn:
        view["legal"] = [
            {"action": a.text, "reason": explain_action(seen, a).text} for a in seen.legal
        ]
        if seen.phase is PLAY:
            view["tiles"] = [_tile_ruling(seen, t) for t in own]
    return view


def _widow(seen: Observation) -> dict[str, Any] | None:
    if not seen.rules.has_widow:
        return None
    return {
        "taken": seen.widow_taken,
        "tile": str(seen.widow) if seen.widow is not None else None,
    }


def _trick(trick: FinishedTrick, trump: Trump) -> dict[str, Any]:
    return {
        "leader": trick.leader,
        "plays": [{"seat": p.seat, "tile": str(p.tile)} for p in trick.plays],
        "winner": trick.winner,
        "reason": trick.reason(trump),
    }


def _tile_ruling(seen: Observation, tile: Any) -> dict[str, Any]:
    ruling = explain_action(seen, ACTIONS[PLAY0 + tile.index])
    return {"tile": str(tile), "legal": ruling.legal, "reason": ruling.text}


def _last_hand(last: FinishedHand | None) -> dict[str, Any] | None:
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
