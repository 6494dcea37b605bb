"""What the table adds to the learner's view so the browser needs no rule of its own: which of
the learner's tiles are trumps and which suit each would lead, how many trumps each trump choice
would give, and every bid with whether it is allowed now and why.

Everything here is computed from the learner's own view (their tiles and the public trump) or
asked of the game for the seat to act when that is the learner, so it adds nothing hidden.
"""

from __future__ import annotations

from typing import Any

from moon_nb.game import Game
from moon_nb.rules import TRUMP, led_suit
from moon_nb.tiles import Tile
from moon_nb.trump import Trump

TRUMP_LABELS = {
    "0": "Blanks",
    "doubles": "Doubles",
    "none": "No trump",
}


def trump_label(token: str) -> str:
    """A short label for a trump choice: ``"6s"``, ``"Blanks"``, ``"Doubles"``, ``"No trump"``."""
    return TRUMP_LABELS.get(token, f"{token}s")


def hand_info(view: dict[str, Any]) -> list[dict[str, Any]]:
    """For each tile of the learner's hand (in the view's order): whether it is a trump and the
    suit it would lead (``"trump"`` or a number) under the named trump — before trump is named,
    as under no trump — and whether it came from the widow."""
    trump = Trump.of(view["trump"]) if view.get("trump") is not None else Trump.NO_TRUMP
    widow = view.get("widow") or {}
    widow_tile = widow.get("tile") if view.get("phase") in ("discard", "trump") else None
    out = []
    for text in view["hand"]:
        tile = Tile.parse(text)
        suit = led_suit(tile, trump)
        out.append(
            {
                "tile": text,
                "trump": suit == TRUMP,
                "suit": "trump" if suit == TRUMP else int(suit),
                "widow": text == widow_tile,
            }
        )
    return out


def trump_options(view: dict[str, Any]) -> list[dict[str, Any]]:
    """When the learner names trump: each choice with the trumps it would make in their hand."""
    if view.get("phase") != "trump" or view.get("to_act") != view.get("seat"):
        return []
    hand = [Tile.parse(t) for t in view["hand"]]
    out = []
    for entry in view["legal"]:
        token = entry["action"].split(" ", 1)[1]
        trump = Trump.of(token)
        trumps = [str(t) for t in hand if trump.is_trump(t)]
        out.append(
            {
                "action": entry["action"],
                "token": token,
                "label": trump_label(token),
                "text": trump.describe(),
                "count": len(trumps),
                "trumps": trumps,
                "reason": entry["reason"],
            }
        )
    return out


def bid_options(game: Game, view: dict[str, Any]) -> list[dict[str, Any]]:
    """When the learner bids: pass and every bid of these rules, each with whether it is
    allowed now and the engine's reason (so unavailable bids can be shown, disabled, with
    why)."""
    if view.get("phase") != "bid" or view.get("to_act") != view.get("seat"):
        return []
    legal = {entry["action"]: entry["reason"] for entry in view["legal"]}
    actions = ["pass"] + [f"bid {b}" for b in game.rules.bids]
    out = []
    for action in actions:
        allowed = action in legal
        reason = legal[action] if allowed else game.explain(action).text
        call = 0 if action == "pass" else int(action.split()[1])
        label = "Pass" if call == 0 else str(call)
        out.append(
            {"action": action, "call": call, "label": label, "legal": allowed, "reason": reason}
        )
    return out


def learner_extras(game: Game, view: dict[str, Any]) -> dict[str, Any]:
    """The fields the table adds to the learner's view."""
    return {
        "hand_info": hand_info(view),
        "trump_options": trump_options(view),
        "bid_options": bid_options(game, view),
    }
