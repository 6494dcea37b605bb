"""`RandomPlayer`: a uniformly random legal action — the baseline every other player beats."""

from __future__ import annotations

import random

from moon_nb.engine.observation import Observation
from moon_nb.players.base import BasePlayer, Choice, legal_actions


class RandomPlayer(BasePlayer):
    """Chooses uniformly among the legal actions; seeded for repeatable games."""

    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed
        self._rng = random.Random(seed)

    def decide(self, seen: Observation) -> Choice:
        actions = legal_actions(seen)
        action = self._rng.choice(actions)
        return Choice(action, f"Chosen at random from {len(actions)} legal actions.")

    def __repr__(self) -> str:
        return f"RandomPlayer(seed={self.seed!r})"
