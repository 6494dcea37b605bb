"""The engine, the lowest layer: the tiles, trump, the variant options (`Rules`), the rules as
pure functions that give their reasons, bidding, scoring, `Action` values, the fast engine, `Game`
and `Game.observe` — the one place hidden information is filtered. It holds no presentation and
imports nothing from the layers above it (`moon_nb.show`, players, table, lessons, course)."""

from __future__ import annotations

from moon_nb.engine.actions import Action, Kind
from moon_nb.engine.fast import Phase
from moon_nb.engine.game import Game, IllegalActionError
from moon_nb.engine.observation import Observation
from moon_nb.engine.options import Rules
from moon_nb.engine.scoring import score_hand, tricks_needed
from moon_nb.engine.tiles import DOUBLE_SIX, MOON_TILES, Tile
from moon_nb.engine.trump import Trump

__all__ = [
    "DOUBLE_SIX",
    "MOON_TILES",
    "Action",
    "Game",
    "IllegalActionError",
    "Kind",
    "Observation",
    "Phase",
    "Rules",
    "Tile",
    "Trump",
    "score_hand",
    "tricks_needed",
]
