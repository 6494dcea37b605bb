"""The one model of the hidden tiles: what a seat may believe of the tiles it cannot see.

`sampling` holds the hard facts every imagined deal keeps (hand sizes, tiles played, suits shown
lacking); `likelihood` is the model of the players — how likely each call, trump and discard is,
given a seat's tiles; `belief` draws deals in proportion to how well they explain what the other
seats did. Every evaluation, hint and expert decision reads its deals from `Belief.deals`.
"""

from __future__ import annotations

from moon_nb.players.hidden.belief import (
    Belief,
    Deal,
    ImpossibleHistory,
    belief_of,
    check_history,
)
from moon_nb.players.hidden.sampling import HIDDEN, Knowledge

__all__ = [
    "HIDDEN",
    "Belief",
    "Deal",
    "ImpossibleHistory",
    "Knowledge",
    "belief_of",
    "check_history",
]
