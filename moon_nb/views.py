"""What one seat may know: the only place hidden information is filtered.

`seat_view` turns the full state into a JSON-safe dict for one seat. Players and the widget get
these dicts, never the state: the seat's own tiles, the public record of the hand (calls, trump,
every tile played, tricks, scores) and nothing else — not another hand, not the widow before
that seat takes it, not a discard it did not make. Tiles appear as ``"a-b"`` strings.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from moon_nb.actions import ACTION_TEXT, ACTIONS, PLAY0, Kind
from moon_nb.engine import BID, OVER, PHASES, PLAY, Engine, LastHand, Trick
from moon_nb.explain import explain_action
from moon_nb.rules import explain_lead, explain_trick, sort_hand
from moon_nb.scoring import HandResult, side_name
from moon_nb.tiles import TILE_BY_INDEX, Tile, tiles_in
from moon_nb.trump import Trump
from moon_nb.variants import Rules

if TYPE_CHECKING:
    from moon_nb.game import Game

VIEW_VERSION = 1


def seat_view(game: Game, engine: Engine, seat: int) -> dict[str, Any]:
    """The observation of ``seat``. Called by `Game.view` only."""
    e, rules = engine, game.rules
    if not (type(seat) is int and 0 <= seat < e.n):
        raise ValueError(f"seat is 0..{e.n - 1}, not {seat!r}")
    trump = Trump(e.trump) if e.trump >= 0 else None
    in_bidding = e.phase == BID
    is_bidder = not in_bidding and e.bidder == seat and e.phase != OVER
    own = sort_hand(tiles_in(e.hands[seat]), trump)
    view: dict[str, Any] = {
        "version": VIEW_VERSION,
        "seat": seat,
        "players": e.n,
        "rules": rules.to_dict(),
        "rules_text": rules.describe(),
        "phase": PHASES[e.phase],
        "to_act": e.to_act if e.to_act >= 0 else None,
        "hand_number": game.hand_number,
        "first_bidder": e.first_bidder,
        "hand": [str(t) for t in own],
        "hand_sizes": [e.hands[s].bit_count() for s in range(e.n)],
        "calls": [{"seat": (e.first_bidder + k) % e.n, "call": c} for k, c in enumerate(e.calls)],
        "high_bid": e.high or None,
        "bidder": None if in_bidding or e.phase == OVER else e.bidder,
        "high_bidder": e.bidder if e.bidder >= 0 and e.phase != OVER else None,
        "redeals": e.deal_no - 1 - e.hand_no if e.phase != OVER else 0,
        "widow": _widow(e, rules.has_widow, is_bidder),
        "discard": str(tiles_in(e.discard)[0]) if is_bidder and e.discard else None,
        "discarded": bool(e.discard) and e.phase != OVER,
        "trump": trump.token if trump is not None else None,
        "trump_text": trump.describe() if trump is not None else None,
        "trick": [
            {"seat": (e.leader + k) % e.n, "tile": str(TILE_BY_INDEX[i])}
            for k, i in enumerate(e.trick)
        ],
        "leader": e.leader if e.phase == PLAY else None,
        "led": explain_lead(TILE_BY_INDEX[e.trick[0]], trump).text if e.trick and trump else None,
        "tricks_won": list(e.tricks_won),
        "tricks": [_trick(t, trump) for t in e.tricks] if trump is not None else [],
        "scores": list(e.scores),
        "target": rules.target,
        "unit": rules.unit,
        "teams": rules.teams,
        "winner": e.winner if e.winner >= 0 else None,
        "status": e.status().text,
        "last_hand": _last_hand(e),
        "legal": [],
        "tiles": [],
    }
    if e.to_act == seat:
        view["legal"] = [
            {"action": ACTION_TEXT[a], "reason": explain_action(e, a).text} for a in e.legal()
        ]
        if e.phase == PLAY:
            view["tiles"] = [_tile_ruling(e, t) for t in own]
    return view


def _widow(e: Engine, has_widow: bool, is_bidder: bool) -> dict[str, Any] | None:
    if not has_widow:
        return None
    shown = is_bidder and e.widow_taken
    return {
        "taken": e.widow_taken and e.phase != OVER,
        "tile": str(tiles_in(e.widow)[0]) if shown else None,
    }


def _trick(trick: Trick, trump: Trump | None) -> dict[str, Any]:
    leader, tiles, winner = trick
    n = len(tiles)
    return {
        "leader": leader,
        "plays": [
            {"seat": (leader + k) % n, "tile": str(TILE_BY_INDEX[i])} for k, i in enumerate(tiles)
        ],
        "winner": winner,
        "reason": explain_trick([TILE_BY_INDEX[i] for i in tiles], trump).text,
    }


def _tile_ruling(e: Engine, tile: Tile) -> dict[str, Any]:
    ruling = explain_action(e, PLAY0 + tile.index)
    return {"tile": str(tile), "legal": ruling.legal, "reason": ruling.text}


def _last_hand(e: Engine) -> dict[str, Any] | None:
    if e.last is None:
        return None
    result = _result(e.rules, e.last)
    trump_of_last = Trump(e.last[6])
    return {
        "bidder": result.bidder,
        "bid": result.bid,
        "made": result.made,
        "tricks_won": list(result.tricks),
        "changes": list(result.changes),
        "text": result.text,
        "tricks": [_trick(t, trump_of_last) for t in e.last[5]],
        "trump": trump_of_last.token,
        "bidder_name": side_name(result.bidder_side, e.rules),
    }


def seat_events(
    engine: Engine, actions: Sequence[int], seat: int, since: int
) -> list[dict[str, Any]]:
    """The public story of the game from action number ``since`` on, as ``seat`` saw it:
    calls, redeals, the widow taken, discards (the tile shown only to the seat that made it),
    trump, plays, tricks won and why, hands scored, the game won. ``engine`` is a fresh engine
    at the start of the game; it is stepped through ``actions`` here."""
    e, rules = engine, engine.rules
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
        tricks, trump = (e.last[5], e.last[6]) if ended and e.last else (e.tricks, e.trump)
        if len(tricks) > tricks_before:
            trick = _trick(tricks[-1], Trump(trump))
            winner = trick["winner"]
            text = f"Seat {winner} wins the trick. {trick['reason']}"
            emit(n, "trick", winner, text, trick=trick)
        if ended and e.last is not None:
            result = _result(rules, e.last)
            emit(n, "hand", None, result.text, changes=list(result.changes), scores=list(e.scores))
            if e.phase == OVER:
                emit(n, "game", e.winner, e.status().text)
        elif e.deal_no != deal_no:
            text = f"Everyone passed: the tiles are redealt, and seat {e.first_bidder} bids first."
            emit(n, "redeal", None, text)
    return out


def _result(rules: Rules, last: LastHand) -> HandResult:
    bidder, bid, tricks, made, changes, _, _ = last
    return HandResult(rules, bidder, bid, tricks, made, changes)
