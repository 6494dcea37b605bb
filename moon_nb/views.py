"""What one seat may know, as JSON: the presentation built from the seat's observation.

`seat_view` turns an `Observation` (`moon_nb.observation`, the one place hidden information is
filtered) into a JSON-safe dict for users, the widget and the pictures: the same facts, with
tiles as ``"a-b"`` strings, plus the texts a learner reads — the rules in words, trump in words,
why each trick was won, the last hand's result, and, when it is that seat's turn, the engine's
ruling on every legal action and every tile of its hand.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from moon_nb.actions import ACTIONS, PLAY0, Kind
from moon_nb.engine import OVER, PLAY, Engine, Trick
from moon_nb.explain import explain_action
from moon_nb.observation import FinishedHand, FinishedTrick, Observation, finished_trick
from moon_nb.rules import explain_lead, explain_trick, sort_hand
from moon_nb.scoring import side_name
from moon_nb.trump import Trump

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
        "reason": explain_trick(trick.tiles, trump).text,
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


def seat_events(
    engine: Engine, actions: Sequence[int], seat: int, since: int
) -> list[dict[str, Any]]:
    """The public story of the game from action number ``since`` on, as ``seat`` saw it:
    calls, redeals, the widow taken, discards (the tile shown only to the seat that made it),
    trump, plays, tricks won and why, hands scored, the game won. ``engine`` is a fresh engine
    at the start of the game; it is stepped through ``actions`` here."""
    e = engine
    out: list[dict[str, Any]] = []

    def emit(n: int, kind: str, who: int | None, text: str, **extra: Any) -> None:
        out.append({"n": n, "kind": kind, "seat": who, "text": text, **extra})

    since = max(since, 0)
    for a in actions[:since]:
        e.step(a)
    for n, a in enumerate(actions[since:], start=since):
        who, act = e.to_act, ACTIONS[a]
        deal_no, hand_no, taken = e.deal_no, e.hand_no, e.widow_taken
        tricks_before = len(e.tricks)
        e.step(a)
        if act.kind in (Kind.PASS, Kind.BID):
            words = "passes" if act.kind is Kind.PASS else f"bids {act.bid}"
            emit(n, "call", who, f"Seat {who} {words}.", call=act.bid)
        elif act.kind is Kind.DISCARD:
            tile = str(act.tile) if who == seat else None
            emit(n, "discard", who, f"Seat {who} discards a tile face down.", tile=tile)
        elif act.kind is Kind.TRUMP:
            assert act.trump is not None
            text = f"Seat {who} names trump: {act.trump.describe()}."
            emit(n, "trump", who, text, trump=act.trump.token)
        else:
            emit(n, "play", who, f"Seat {who} plays {act.tile}.", tile=str(act.tile))
        if e.widow_taken and not taken:
            emit(n, "widow", e.bidder, f"Seat {e.bidder} takes the widow into their hand.")
        ended = e.last is not None and e.hand_no != hand_no
        if ended and e.last is not None:
            tricks: Sequence[Trick] = e.last.tricks
            trump = e.last.trump
        else:
            tricks, trump = e.tricks, Trump(e.trump) if e.trump >= 0 else Trump.NO_TRUMP
        if len(tricks) > tricks_before:
            trick = _trick(finished_trick(tricks[-1]), trump)
            winner = trick["winner"]
            text = f"Seat {winner} wins the trick. {trick['reason']}"
            emit(n, "trick", winner, text, trick=trick)
        if ended and e.last is not None:
            result = e.last.result
            emit(n, "hand", None, result.text, changes=list(result.changes), scores=list(e.scores))
            if e.phase is OVER:
                emit(n, "game", e.winner, e.status().text)
        elif e.deal_no != deal_no:
            text = f"Everyone passed: the tiles are redealt, and seat {e.first_bidder} bids first."
            emit(n, "redeal", None, text)
    return out
