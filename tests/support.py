"""Test helpers shared across modules: every variant, and random play through the public API."""

from __future__ import annotations

import random

from moon_nb import Game, Rules

VARIANTS = [
    Rules(),
    Rules(double_blank=False),
    Rules(trump_before_widow=True),
    Rules(scoring="marks"),
    Rules(min_bid=3),
    Rules(min_bid=5),
    Rules(all_pass="force"),
    Rules(players=4),
    Rules(players=4, team_scoring="bid"),
    Rules(players=4, all_pass="force", min_bid=3, scoring="marks"),
    Rules(double_blank=False, scoring="marks", all_pass="force", min_bid=5),
    Rules(trump_before_widow=True, scoring="marks", min_bid=3),
]


def random_step(game: Game, rng: random.Random) -> str:
    """Take one random legal action, biased away from passing so hands get played."""
    legal = game.legal_actions()
    calls = [a for a in legal if a != "pass"]
    action = rng.choice(calls) if game.phase == "bid" and calls and rng.random() < 0.6 else None
    action = action or rng.choice(legal)
    game.apply(action)
    return action
