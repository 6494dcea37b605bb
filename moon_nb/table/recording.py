"""Hands played at a table, told to whoever keeps them: the learner's review deck
(`moon_nb.review.keeping`) listens, so that the table — a lower layer — needs nothing of it.

When a hand ends at a table no lesson directs, `tell` passes a `HandPlayed` to each listener:
the game as it stands, the learner's seat, the learner's decisions in the hand (by action
index), where it was played, and the one evaluation of each decision the coach weighed. A
listener that fails is logged and skipped: keeping a hand never stands in the way of the game.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from moon_nb.engine.game import Game

if TYPE_CHECKING:  # `moon_nb` imports this module: the players load with the first table
    from moon_nb.players.evaluation import Evaluation

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class HandPlayed:
    """A hand just ended at a table (see the module docstring)."""

    game: Game
    seat: int
    decisions: tuple[int, ...]
    """The action index of each of the learner's decisions in the hand."""
    source: str
    """Where: ``"table"``, ``"coached hand"``, ``"play page"``."""
    evaluations: Mapping[int, Evaluation] = field(default_factory=dict)
    """The coach's evaluation of a decision, by its action index (the costly ones)."""


Listener = Callable[[HandPlayed], Sequence[str]]
"""Keeps a hand played, and says what became of it, in sentences for the hand's summary."""

LISTENERS: list[Listener] = []
"""Whoever keeps the hands played: the review deck, registered by `moon_nb` itself, so that a
table made from any module keeps its hands."""


def listen(callback: Listener) -> None:
    """Tell ``callback`` each hand played from now on (once, however often it is added)."""
    if callback not in LISTENERS:
        LISTENERS.append(callback)


def tell(hand: HandPlayed) -> list[str]:
    """Pass ``hand`` to every listener; what they said of it, in order."""
    said: list[str] = []
    for callback in LISTENERS:
        try:
            said += callback(hand)
        except Exception:
            log.exception("moon_nb table: a listener failed to keep a hand")
    return said


__all__ = ["LISTENERS", "HandPlayed", "listen", "tell"]
