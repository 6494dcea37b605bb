"""The rules of Moon as pure functions, under their short name: ``from moon_nb.rules import
led_suit, legal_plays, trick_winner``. They live in `moon_nb.engine.tricks`; this module only
names them here, where the tutorials and users have always found them — with `tile_set`, the
tiles a game plays with, which a refusal names ("Four players play all 28: tiles=tile_set(4).").
"""

from __future__ import annotations

from moon_nb.engine.tiles import tile_set
from moon_nb.engine.tricks import (
    TRUMP,
    LeadRule,
    LeadRuling,
    LedSuit,
    PlayRule,
    PlayRuling,
    TrickRule,
    TrickRuling,
    explain_lead,
    explain_play,
    explain_trick,
    follows,
    is_trump,
    led_suit,
    legal_plays,
    rank,
    sort_hand,
    suit_members,
    suit_name,
    trick_winner,
)

__all__ = [
    "TRUMP",
    "LeadRule",
    "LeadRuling",
    "LedSuit",
    "PlayRule",
    "PlayRuling",
    "TrickRule",
    "TrickRuling",
    "explain_lead",
    "explain_play",
    "explain_trick",
    "follows",
    "is_trump",
    "led_suit",
    "legal_plays",
    "rank",
    "sort_hand",
    "suit_members",
    "suit_name",
    "tile_set",
    "trick_winner",
]
