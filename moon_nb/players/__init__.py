"""Computer players: each picks an action from its own seat's view, and says why."""

from moon_nb.players.base import BasePlayer, Choice, Player, View
from moon_nb.players.random_player import RandomPlayer

__all__ = ["BasePlayer", "Choice", "Player", "RandomPlayer", "View"]
