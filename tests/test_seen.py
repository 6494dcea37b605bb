"""A decision's position kept for review (`moon_nb.review.seen`): it holds what the seat saw
and nothing else — no tile of another hand, the widow only once the seat took it — and set up
again at a table (`stand_in`) it shows the seat exactly that view, whatever tiles are dealt in
the others' places, so the one evaluation of the decision is the one the learner had."""

from __future__ import annotations

import json
import random
import re

import pytest

from moon_nb import Game, Rules
from moon_nb.players.evaluation import evaluate
from moon_nb.reference.debrief import coached_game
from moon_nb.review.seen import NotSetUp, Seen, stand_in

TILE = re.compile(r"\b[0-6]-[0-6]\b")
VARIANTS = [Rules(), Rules(trump_before_widow=True), Rules(double_blank=False), Rules(players=4)]


def decisions(rules: Rules, seed: int) -> list[Game]:
    """Every moment of a seeded game's first hand at which a seat decides, as a copy."""
    game = Game(seed, rules)
    pick = random.Random(seed)
    out = []
    while game.hands_played == 0 and game.to_act is not None:
        out.append(game.copy())
        game.apply(pick.choice(game.legal_actions()))
    return out


def view(game: Game, seat: int) -> Seen:
    return Seen.of(game.observe(seat))


@pytest.mark.parametrize("rules", VARIANTS, ids=lambda r: r.describe())
def test_a_position_set_up_again_shows_the_seat_what_it_saw(rules: Rules) -> None:
    for seed in range(6):
        for game in decisions(rules, seed):
            seat = game.to_act
            assert seat is not None
            kept = Seen.from_json(json.loads(json.dumps(view(game, seat).to_json())))
            assert kept == view(game, seat)
            again = stand_in(kept, seed=seed)
            assert view(again, seat) == kept
            assert again.observe(seat).legal == game.observe(seat).legal


def test_a_kept_position_names_no_tile_the_seat_has_not_seen() -> None:
    """The leak test: every tile a kept position names is one the seat holds, saw played, or
    took as the widow (and discarded)."""
    for seed in range(10):
        for game in decisions(Rules(), seed):
            seat = game.to_act
            assert seat is not None
            seen = game.observe(seat)
            allowed = {str(t) for t in seen.seen} | ({str(seen.widow)} if seen.widow else set())
            named = set(TILE.findall(json.dumps(view(game, seat).to_json())))
            assert named <= allowed, named - allowed


def test_the_evaluation_of_a_position_set_up_again_is_the_learners() -> None:
    game = coached_game()
    for action in ("pass", "pass", "bid 4", "discard 3-1", "trump 6"):
        game.apply(action)
    while game.to_act != 0:
        game.apply(game.legal_actions()[0])
    first = evaluate(game.observe(0), 12)
    again = evaluate(stand_in(view(game, 0), seed=3).observe(0), 12)
    assert first.options == again.options


def test_a_broken_position_is_refused_naming_what_is_wrong() -> None:
    with pytest.raises(NotSetUp, match="parts do not read"):
        Seen.from_json({"rules": {}, "seat": "x"})
    with pytest.raises(NotSetUp, match="an object"):
        Seen.from_json([1, 2])
