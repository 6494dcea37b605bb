"""Reading the bidding: the clues in an observation, and how likely they make a deal."""

from __future__ import annotations

import random

import pytest
from support import play_deal

from moon_nb import Game, Rules
from moon_nb.players import HeuristicPlayer
from moon_nb.players.reading import LEVELS, MODELS, Clues, _levels_shown, soft_choice
from moon_nb.players.sampling import HIDDEN, Knowledge


def test_a_call_shows_a_level() -> None:
    assert _levels_shown(5, 4, 4, False) == {5}
    assert _levels_shown(21, 0, 4, False) == {21}
    # A pass shows a hand no better than the bid it would have had to beat.
    assert _levels_shown(0, 0, 4, False) == {0}
    assert _levels_shown(0, 5, 4, False) == {0, 4, 5}
    assert _levels_shown(0, 0, 5, False) == {0, 4}  # minimum 5: a pass may hide a 4
    # A forced minimum bid shows no more than the minimum; a forced higher bid is a real bid.
    assert _levels_shown(4, 0, 4, True) == {0, 4}
    assert _levels_shown(6, 0, 4, True) == {6}
    assert _levels_shown(3, 0, 3, False) == {0}  # below the model's levels


def test_the_model_is_a_distribution_over_levels() -> None:
    for model in MODELS.values():
        for x in (0.0, 2.5, 4.0, 5.5, 6.9, 7.0):
            for widow in (False, True):
                odds = model.level_odds(x, widow)
                assert len(odds) == len(LEVELS)
                assert all(p >= 0 for p in odds) and sum(odds) == pytest.approx(1.0)
        # Stronger hands bid higher.
        assert model.level_odds(6.0, False)[0] < model.level_odds(2.0, False)[0]
    assert soft_choice([1.0, 2.0, 3.0], 2, 0.0) == pytest.approx(1 / 3)
    assert soft_choice([1.0, 2.0, 3.0], 2, 50.0) == pytest.approx(1.0)


def test_the_clues_of_a_defender_at_the_first_lead() -> None:
    g = play_deal("bid 4", "pass", "pass", "discard 0-0", "trump 6", "play 6-6")
    reading = Clues.read(g.observe(1))
    assert reading.informative
    assert [c.seat for c in reading.calls] == [0, 2]
    bidder_clue = reading.calls[0]
    assert bidder_clue.levels == {4} and bidder_clue.widow
    assert reading.bidder == 0 and reading.trump == 6 and reading.trump_clue
    assert reading.discard_hidden  # seat 1 does not know the discard: a sample's hidden tile
    assert reading.played[0] != 0  # the 6-6 led is part of the bidder's hand
    # The bidder reads only the others' passes.
    own = Clues.read(g.observe(0))
    assert own.bidder is None and [c.levels for c in own.calls] == [{0, 4}, {0, 4}]
    # Before anyone calls, nothing is known.
    assert not Clues.read(Game(seed=2).observe(Game(seed=2).to_act)).informative


def test_likelihoods_are_at_most_one_and_favour_the_true_deal() -> None:
    """Over many hands of heuristic players, the true deal is likelier than most sampled
    deals (the uniform guess would put it in the middle)."""
    rng = random.Random(4)
    ranks = []
    for seed in range(40):
        g = Game(seed=seed)
        players = HeuristicPlayer()
        while g.phase != "play" and g.hands_played == 0:
            g.apply(players.choose(g.observe(g.to_act)))
        if g.phase != "play":
            continue
        seat = (g.bidder + 1) % 3
        seen = g.observe(seat)
        knowledge, reading = Knowledge.read(seen), Clues.read(seen)
        truth = {s: g.hand(s) for s in range(3) if s != seat}
        placed = {t for h in truth.values() for t in h}
        truth[HIDDEN] = [t for t in seen.unseen if t not in placed]
        mine = reading.likelihood(truth)
        others = [reading.likelihood(knowledge.sample(rng)) for _ in range(100)]
        assert 0 < mine <= 1 and all(0 < w <= 1 for w in others)
        ranks.append(sum(w < mine for w in others) / len(others))
    assert len(ranks) > 30
    assert sum(ranks) / len(ranks) > 0.75


def test_four_player_calls_are_read_too() -> None:
    g = Game(seed=3, rules=Rules(players=4), first_bidder=0)
    g.apply("pass")
    g.apply("bid 5")
    reading = Clues.read(g.observe(2))
    assert [(c.seat, c.levels) for c in reading.calls] == [(0, {0}), (1, {5})]
    assert not any(c.widow for c in reading.calls)
