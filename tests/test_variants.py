"""Every variant played to the end, many times, through the public validating API."""

from __future__ import annotations

import random

import pytest
from support import VARIANTS, random_step

from moon_nb import Game, Rules
from moon_nb.engine.scoring import game_status


@pytest.mark.parametrize("rules", VARIANTS, ids=lambda r: r.describe())
def test_every_variant_plays_to_a_winner(rules: Rules):
    rng = random.Random(repr(rules))
    for seed in range(25):
        g = Game(seed=seed, rules=rules)
        steps = 0
        while g.winner is None:
            random_step(g, rng)
            steps += 1
            assert steps < 200_000, "the game never ended"
        assert g.phase == "over" and g.to_act is None and g.legal_actions() == []
        status = g.status
        assert status.winner == g.winner
        if status.rule.name == "REACHED":
            assert g.scores[g.winner] >= rules.target
            assert all(g.scores[g.winner] > s for i, s in enumerate(g.scores) if i != g.winner)
        else:
            assert status.rule.name == "MOON" and g.last_hand.moon_made
        assert len(g.scores) == (2 if rules.teams else 3)
        assert game_status(rules, g.scores).over or status.rule.name == "MOON"


def test_marks_count_hands_not_tricks():
    rules = Rules(scoring="marks")
    g = Game(seed=1, rules=rules)
    rng = random.Random(0)
    while g.winner is None:
        random_step(g, rng)
    assert max(g.scores) <= 7 + 1 or g.last_hand.moon_made
    assert all(s >= 0 for s in g.scores)


@pytest.mark.parametrize("min_bid, lowest", [(3, "bid 3"), (4, "bid 4"), (5, "bid 5")])
def test_minimum_bid(min_bid, lowest):
    g = Game(seed=1, rules=Rules(min_bid=min_bid))
    assert g.legal_actions()[1] == lowest


def test_four_player_partners_and_seven_trumps_of_blanks():
    g = Game(seed=4, first_bidder=0, rules=Rules(players=4))
    for a in ["bid 4", "pass", "pass", "pass", "trump 0"]:
        g.apply(a)
    trumps = sum(1 for s in range(4) for t in g.hand(s) if t.has(0))
    assert trumps == 7
    assert g.view(1)["teams"] is True and len(g.scores) == 2


def test_rules_refuse_bad_options():
    for bad in [
        {"players": 5},
        {"scoring": "goals"},
        {"min_bid": 6},
        {"all_pass": "shrug"},
        {"team_scoring": "x"},
    ]:
        with pytest.raises(ValueError):
            Rules(**bad)
    with pytest.raises(ValueError, match="unknown"):
        Rules.from_dict({"players": 3, "colour": "blue"})
    assert Rules.from_dict(Rules(players=4).to_dict()) == Rules(players=4)
