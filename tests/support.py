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


PLAY_DEAL = [
    "6-6 6-5 6-4 5-5 4-4 2-1 1-1".split(),
    "2-2 6-3 6-1 5-4 5-3 4-3 3-3".split(),
    "6-2 5-2 4-2 4-1 3-2 3-1 5-1".split(),
]
"""A deal for the players' tests: seat 0 strong in 6s, seat 1 with no 1s once 6s are trump."""


def play_deal(*actions: str) -> Game:
    """`PLAY_DEAL` with widow 0-0 and seat 0 to bid first, after ``actions``."""
    game = Game.from_deal(hands=PLAY_DEAL, widow="0-0", first_bidder=0)
    for action in actions:
        game.apply(action)
    return game
