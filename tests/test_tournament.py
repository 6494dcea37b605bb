"""The tournament runner: rotated seats, fixed seeds, honest counting."""

from __future__ import annotations

import pytest

from moon_nb import Rules
from moon_nb.dev.tournament import (
    _paired,
    duel,
    duel_report,
    make_player,
    report,
    rotations,
    run,
    wilson,
)


def test_a_small_tournament_counts_every_seat():
    results = run(["heuristic", "random", "random"], 3, Rules(), seed=5)
    assert len(results) == 3
    assert sorted(r.seats for r in results) == sorted(rotations(["heuristic", "random", "random"]))
    assert all(r.winner_side in (0, 1, 2) for r in results)
    text = report(results, Rules())
    assert "heuristic" in text and "95% CI" in text and "make rate" in text


def test_duels_compare_the_same_deals():
    d = duel("heuristic", "random", "random", 4, Rules(), seed=3, fixed=True)
    assert d.both_bid == 4  # a fixed contract is always declared
    assert "both declared on 4" in duel_report(d)
    same = duel("heuristic", "heuristic", "heuristic", 3, Rules(), seed=3, fixed=True)
    assert same.made[0] == same.made[1] and same.difference()[0] == 0


def test_statistics():
    assert wilson(0, 10)[0] == 0.0
    d, lo, hi = _paired((60, 50), 100, (15, 5))
    assert d == pytest.approx(0.1) and lo < d < hi and lo > 0


def test_unknown_players_are_refused():
    with pytest.raises(ValueError, match="unknown player"):
        make_player("genius", 1)
