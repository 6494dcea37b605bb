"""Glicko-2 (`moon_nb.review.puzzles.glicko`), checked against Glickman's worked example
("Example of the Glicko-2 system", 2012) and the system's own properties."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from moon_nb.review.puzzles.glicko import Glicko


def test_glickmans_worked_example() -> None:
    player = Glicko(1500, 200, 0.06)
    games = [(Glicko(1400, 30), 1.0), (Glicko(1550, 100), 0.0), (Glicko(1700, 300), 0.0)]
    after = player.after(games)
    assert after.rating == pytest.approx(1464.06, abs=0.01)
    assert after.rd == pytest.approx(151.52, abs=0.01)
    assert after.volatility == pytest.approx(0.05999, abs=0.00001)


def test_a_period_without_games_only_makes_the_rating_less_certain() -> None:
    after = Glicko(1600, 100, 0.06).after([])
    assert after.rating == 1600 and after.rd == pytest.approx(
        (100**2 + (0.06 * 173.7178) ** 2) ** 0.5
    )


def test_equal_players_are_even_and_a_higher_one_is_favoured() -> None:
    assert Glicko(1500, 50).expected(Glicko(1500, 300)) == pytest.approx(0.5)
    assert Glicko(1700, 50).expected(Glicko(1500, 50)) > 0.7


ratings = st.floats(800, 2400)
deviations = st.floats(30, 350)


@given(ratings, deviations, ratings, deviations)
def test_a_win_raises_a_loss_lowers_and_a_first_game_makes_the_rating_surer(
    mine: float, rd: float, theirs: float, their_rd: float
) -> None:
    player, other = Glicko(mine, rd), Glicko(theirs, their_rd)
    won, lost = player.after([(other, 1.0)]), player.after([(other, 0.0)])
    assert lost.rating < mine < won.rating
    # A first game against a near opponent says much (one far below says almost nothing).
    first = Glicko(mine).after([(Glicko(mine + 100, their_rd), 1.0)])
    assert first.rd < 350
