"""Computer players: each picks an action from its own seat's observation, and says why."""

from __future__ import annotations

from moon_nb.engine.observation import Observation
from moon_nb.players.advice import Adviser
from moon_nb.players.base import BasePlayer, Choice, Player, RandomPlayer
from moon_nb.players.heuristic import HeuristicPlayer
from moon_nb.players.levels import DEFAULT_LEVEL, LEVELS, BeginnerPlayer, Level, at_level
from moon_nb.players.montecarlo import MonteCarloPlayer

__all__ = [
    "DEFAULT_LEVEL",
    "LEVELS",
    "Adviser",
    "BasePlayer",
    "BeginnerPlayer",
    "Choice",
    "HeuristicPlayer",
    "Level",
    "MonteCarloPlayer",
    "Player",
    "RandomPlayer",
    "at_level",
    "default_advisor",
    "default_opponent",
    "suggest",
]


def default_opponent(seed: int | None = None) -> Player:
    """The computer opponent a table gets when none is named: a player of the default level
    (`DEFAULT_LEVEL`)."""
    return at_level(DEFAULT_LEVEL, seed)


def default_advisor() -> Player:
    """The player whose choices a table gives as hints when no other is named: the one
    evaluation of each decision (`moon_nb.players.evaluation`), whatever level the opponents
    play at — the same position always gets the same hint, and it is the coach's."""
    return Adviser()


def suggest(seen: Observation) -> Choice:
    """A hint for the seat to act: the best available player's choice, with its reason."""
    return default_advisor().decide(seen)
