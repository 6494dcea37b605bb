"""Undo at the table: which of the learner's decisions Undo takes back, with the computers'
moves after it, and what it says before it does — a hand already scored is reopened only once
the learner has been asked."""

from __future__ import annotations

from collections.abc import Sequence

from moon_nb.engine.actions import Action, you_did
from moon_nb.engine.game import Game
from moon_nb.show.wire import UndoOffer
from moon_nb.speech import _, ngettext


def last_decision(game: Game, decisions: Sequence[int]) -> int | None:
    """The action count at the learner's last decision still in the game (a game taken back in
    Python, not at the table, has dropped those after its end), or None."""
    n = len(game.actions)
    return next((k for k in reversed(decisions) if k < n), None)


def scored_since(game: Game, seat: int, k: int) -> int:
    """How many hands were scored after action ``k``."""
    return game.hands_played - game.observe(seat, k).hand_number + 1


def undo_offer(game: Game, seat: int, decisions: Sequence[int]) -> UndoOffer | None:
    """What Undo would take back now, in words — and, when that reopens a hand already scored,
    the question to ask first; None when there is nothing to take back. The learner's move is
    said as a sentence of its own ("You played 6-4."), never as its code inside Undo's."""
    k = last_decision(game, decisions)
    if k is None:
        return None
    n = len(game.actions)
    mine = you_did(game.actions[k])
    after = n - k - 1
    if after:
        take = ngettext(
            "Take back your last decision and the {n} move after it.",
            "Take back your last decision and the {n} moves after it.",
            after,
        )
    else:
        take = _("Take back your last decision.")
    text = f"{take} {mine}"
    confirm = None
    scored = scored_since(game, seat, k)
    if scored:
        reopen = ngettext(
            "Undo would reopen {n} hand already scored: press Undo again to go back.",
            "Undo would reopen {n} hands already scored: press Undo again to go back.",
            scored,
        )
        result = game.last_hand.told(seat) if game.last_hand else ""
        confirm = " ".join(part for part in (reopen, result, text) if part)
    return {"text": text, "confirm": confirm}


def took_back(mine: Action, after: int, reopened: int | None) -> str:
    """What Undo says once it has taken back the learner's decision ``mine`` and the ``after``
    moves that followed it (``reopened``: the number of a hand already scored, open again)."""
    if after:
        text = ngettext(
            "Took back your last decision and the {n} move after it.",
            "Took back your last decision and the {n} moves after it.",
            after,
        )
    else:
        text = _("Took back your last decision.")
    parts = [text, you_did(mine)]
    if reopened is not None:
        parts.append(_("Hand {number} is open again.", number=reopened))
    parts.append(_("It is your turn again."))
    return " ".join(parts)
