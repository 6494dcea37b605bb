"""What the table adds to the learner's view for the decision in front of them, so the browser
needs no rule of its own: every bid with whether it is allowed now and why, each trump choice
with the trumps it would give, and the prompt — what the learner is asked to do, in words.

Everything here is computed from the learner's own observation and the game's rulings for the
seat to act when that is the learner, so it adds nothing hidden.
"""

from __future__ import annotations

from typing import Any

from moon_nb.engine.fast import BID, DISCARD, OVER, PLAY, TRUMP
from moon_nb.engine.game import Game
from moon_nb.engine.observation import Observation
from moon_nb.engine.options import MOON
from moon_nb.engine.rules import explain_lead, sort_hand
from moon_nb.engine.trump import Trump
from moon_nb.engine.words import plural

TRUMP_LABELS = {
    Trump.BLANKS: "Blanks",
    Trump.DOUBLES: "Doubles",
    Trump.NO_TRUMP: "No trump",
}


def trump_label(trump: Trump) -> str:
    """A short label for a trump choice: ``"6s"``, ``"Blanks"``, ``"Doubles"``, ``"No trump"``."""
    return TRUMP_LABELS.get(trump, f"{trump.number}s")


def trump_options(seen: Observation, reasons: dict[str, str]) -> list[dict[str, Any]]:
    """When the learner names trump: each choice with the trumps it would make in their hand."""
    if seen.phase is not TRUMP or not seen.my_turn:
        return []
    out = []
    for action in seen.legal:
        trump = action.trump
        assert trump is not None
        trumps = [str(t) for t in sort_hand(seen.hand, trump) if trump.is_trump(t)]
        label = trump_label(trump)
        what = "No trump" if trump is Trump.NO_TRUMP else f"Trump {label}"
        out.append(
            {
                "action": action.text,
                "token": trump.token,
                "label": label,
                "count": len(trumps),
                "trumps": trumps,
                "aria": f"{what}: you would hold {plural(len(trumps), 'trump')}",
                "reason": reasons[action.text],
            }
        )
    return out


def bid_options(game: Game, seen: Observation, reasons: dict[str, str]) -> list[dict[str, Any]]:
    """When the learner bids: pass and every bid of these rules, each with whether it is
    allowed now and the engine's reason (so unavailable bids can be shown, disabled, with
    why)."""
    if seen.phase is not BID or not seen.my_turn:
        return []
    out = []
    for call in (0, *seen.rules.bids):
        action = "pass" if call == 0 else f"bid {call}"
        allowed = action in reasons
        reason = reasons[action] if allowed else game.explain(action).text
        out.append(
            {
                "action": action,
                "label": "Pass" if call == 0 else str(call),
                "aria": "Pass"
                if call == 0
                else f"Bid {call}" + (" (shoot the moon)" if call == MOON else ""),
                "moon": call == MOON,
                "legal": allowed,
                "reason": reason,
            }
        )
    return out


def prompt(seen: Observation) -> dict[str, str]:
    """What the learner is asked now: ``title`` and ``detail`` for their decision; while
    another seat is to act, what the table shows then (``waiting``), while it thinks
    (``thinking``), and while a hint is looked for (``hinting``)."""
    other = seen.to_act if seen.to_act is not None and not seen.my_turn else None
    out = {
        "title": "",
        "detail": "",
        "waiting": f"Seat {other} to play." if other is not None else "",
        "thinking": f"Seat {other} is thinking…" if other is not None else "",
        "hinting": "Finding a hint…",
    }
    if seen.phase is OVER:
        out.update(title="The game is over.", detail=seen.status.text)
    elif seen.my_turn:
        out.update(_decision(seen))
    return out


def _decision(seen: Observation) -> dict[str, str]:
    if seen.phase is BID:
        if seen.high_bid:
            who = "you" if seen.high_bidder == seen.seat else f"seat {seen.high_bidder}"
            high = f"The high bid is {seen.high_bid} ({who})."
        else:
            high = "No one has bid yet."
        then = "takes the widow and names trump" if seen.rules.has_widow else "names trump"
        return {
            "title": "Your bid.",
            "detail": f"{high} Each player bids once: beat the high bid or pass. The winner "
            f"{then}; 21 shoots the moon — all seven tricks.",
        }
    if seen.phase is DISCARD:
        took = f"You took the widow, {seen.widow} (marked). " if seen.widow else ""
        return {
            "title": f"You won the bid with {seen.high_bid}: discard one tile.",
            "detail": f"{took}Choose a tile to put face down; it may be the widow itself. It is "
            "out of play this hand.",
        }
    if seen.phase is TRUMP:
        return {
            "title": "Name trump.",
            "detail": "Each choice shows how many of your tiles would be trumps. A trump beats "
            "every tile of the other suits.",
        }
    assert seen.phase is PLAY and seen.trump is not None
    if not seen.trick:
        return {
            "title": "Your lead.",
            "detail": "You may lead any tile; the others must follow its suit if they can.",
        }
    led = explain_lead(seen.trick[0].tile, seen.trump).text
    return {"title": "Your play.", "detail": f"{led} Tiles you may play are raised."}


def learner_extras(game: Game, seen: Observation, view: dict[str, Any]) -> dict[str, Any]:
    """The fields the table adds to the learner's view (``view`` holds the rulings)."""
    reasons = {entry["action"]: entry["reason"] for entry in view["legal"]}
    return {
        "trump_options": trump_options(seen, reasons),
        "bid_options": bid_options(game, seen, reasons),
        "prompt": prompt(seen),
    }
