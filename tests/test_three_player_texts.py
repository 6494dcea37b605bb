"""In three-player Moon everyone plays for themselves: no reason, hint or hindsight text speaks
of a partner. With four players, partners are real and the texts say so."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from moon_nb import Game, Rules
from moon_nb.players import HeuristicPlayer, Player, RandomPlayer, at_level
from moon_nb.players.hindsight import analyse_hand, played_hand
from moon_nb.players.montecarlo import MonteCarloPlayer


def quick_expert(seed: int) -> Player:
    """The expert with a token budget: every one of its code paths and texts, quickly."""
    return MonteCarloPlayer(seed=seed, budget=0.001, max_deals=1)


KINDS: dict[str, tuple[Callable[[int], Player], int]] = {
    "random": (RandomPlayer, 100),
    "heuristic (club level)": (lambda seed: at_level("club", seed), 100),
    "beginner": (lambda seed: at_level("beginner", seed), 100),
    # The expert solves deals even on a token budget: fewer games, and a check below that
    # they reached every kind of decision and reason it gives.
    "strong (expert level)": (quick_expert, 30),
}
"""Each kind of player, and how many games it plays."""


def texts_of_games(make: Callable[[int], Player], games: int, rules: Rules) -> list[str]:
    """Every reason (which is also what a hint says) and every hindsight text of ``games``
    games among players made by ``make``. Scores start near the target, in a different order
    each game, so games are short and the standings vary."""
    out = []
    for g in range(games):
        rng = random.Random(g)
        start = [rng.randrange(16, 21) for _ in range(rules.sides)]
        game = Game(seed=1000 + g, rules=rules, scores=start)
        players = [make(g * 10 + s) for s in range(rules.players)]
        done = 0
        while game.winner is None and game.hands_played < 6:
            seat = game.to_act
            assert seat is not None
            choice = players[seat].decide(game.observe(seat))
            out.append(choice.reason)
            game.apply(choice.action)
            last = game.observe(seat).last_hand
            if game.hands_played > done and last is not None:
                done = game.hands_played
                out.append(analyse_hand(played_hand(last)).text)
    return out


@pytest.mark.parametrize("kind", KINDS)
def test_no_three_player_text_speaks_of_a_partner(kind: str) -> None:
    make, games = KINDS[kind]
    texts = texts_of_games(make, games, Rules())
    assert len(texts) > 15 * games
    partners = [t for t in texts if "partner" in t.lower()]
    assert not partners, partners[:3]
    assert any(t.startswith("With all hands face up") for t in texts)
    if kind != "random":  # a random player's reasons all say it chose at random
        openings = {t.split(" ", 1)[0].rstrip(":") for t in texts}
        assert {"Pass", "Bid", "Name", "Discard", "Play"} <= openings, openings


def test_four_player_texts_still_name_partners() -> None:
    texts = texts_of_games(HeuristicPlayer, 20, Rules(players=4))
    assert any("my partner's" in t for t in texts)
    strong = texts_of_games(quick_expert, 5, Rules(players=4))
    # The expert's reasons say its points on the others (the other side, with partners);
    # hindsight names the sides.
    assert any("the bidder's side" in t for t in strong)
