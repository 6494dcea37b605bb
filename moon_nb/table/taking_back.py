"""Undo at the table: which of the learner's decisions Undo takes back, with the computers'
moves after it, and what it says before it does — a hand already scored is reopened only once
the learner has been asked."""

from __future__ import annotations

from collections.abc import Sequence

from moon_nb.engine.game import Game
from moon_nb.engine.words import plural
from moon_nb.show.wire import UndoOffer


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
    the question to ask first; None when there is nothing to take back."""
    k = last_decision(game, decisions)
    if k is None:
        return None
    n = len(game.actions)
    mine = game.actions[k]
    after = n - k - 1
    text = f"Take back your {mine}"
    if after:
        text += f" and the {plural(after, 'move')} after it"
    confirm = None
    scored = scored_since(game, seat, k)
    if scored:
        confirm = (
            f"Undo would reopen {plural(scored, 'hand')} already scored "
            f"({game.last_hand.told(seat) if game.last_hand else ''}): "
            f"press Undo again to {text[0].lower()}{text[1:]}."
        )
    return {"text": text, "confirm": confirm}
