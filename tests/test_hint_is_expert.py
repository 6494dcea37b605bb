"""The Hint is the expert: the one evaluation the Hint quotes (`moon_nb.players.evaluation`)
and the expert level (`moon_nb.players.montecarlo.MonteCarloPlayer`) rank a call, a discard, a
trump and a play the same way, over the same deals. Given time for the same deals they choose
the same action at every decision of games of several levels; at the table's budgets, where
the expert weighs only the first of those deals, ``benchmarks/hint_agreement.py`` measures how
often they agree (docs/benchmarks.md)."""

from __future__ import annotations

from collections import Counter

from moon_nb.engine.fast import PLAY
from moon_nb.engine.game import Game
from moon_nb.engine.observation import Observation
from moon_nb.players.evaluation import evaluate
from moon_nb.players.levels import at_level
from moon_nb.players.montecarlo import MonteCarloPlayer

DEALS = 4
"""Deals each side weighs: few, so two hundred decisions take seconds; the same few."""


def decisions(count: int) -> list[Observation]:
    """``count`` decisions with a choice (a call, a discard, a trump or a play), from the first
    hands of games of beginners and club players."""
    found: list[Observation] = []
    seed = 0
    while len(found) < count:
        game = Game(seed=seed)
        levels = ("beginner", "club", "club")
        players = [at_level(level, seed * 3 + s) for s, level in enumerate(levels)]
        while game.winner is None and game.hands_played == 0:
            seat = game.to_act
            assert seat is not None
            seen = game.observe(seat)
            if len(seen.legal) > 1:
                found.append(seen)
            game.apply(players[seat].choose(seen))
        seed += 1
    return found[:count]


def test_with_the_same_deals_the_expert_plays_what_the_hint_advises() -> None:
    expert = MonteCarloPlayer(0, budget=60.0, max_deals=DEALS, limit=60.0)
    kinds: Counter[str] = Counter()
    differ = []
    for seen in decisions(200):
        ev = evaluate(seen, DEALS)
        kinds[ev.kind.name] += 1
        choice = expert.decide(seen).action
        if choice != ev.best.action:
            differ.append(f"{seen.phase}: the expert {choice}, the Hint {ev.best.action}")
    assert not differ, "\n".join(differ)
    assert kinds["PLAY"] >= 100 and kinds["BID"] >= 20, kinds
    assert kinds["DISCARD"] >= 3 and kinds["TRUMP"] >= 3, kinds


def test_the_expert_weighs_the_hints_deals_first() -> None:
    """With less time the expert weighs a prefix of the very deals the Hint weighs, so its
    figures are the Hint's over fewer deals, never other deals."""
    seen = next(s for s in decisions(40) if s.phase is PLAY and len(s.legal) > 2)
    few = MonteCarloPlayer(0, budget=60.0, max_deals=2, limit=60.0).decide(seen)
    assert "2 likely deals" in few.reason, few.reason
    ev = evaluate(seen, 2)
    assert few.action == ev.best.action
