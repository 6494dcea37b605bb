"""Glicko-2 ratings (Mark Glickman, "Example of the Glicko-2 system", 2012), for the puzzle
stream: a learner's rating in each theme (`moon_nb.review.puzzles.puzzle_ratings`) and the puzzles'
own (`moon_nb.dev.rate_puzzles`).

Written here, to the letter of Glickman's steps, rather than taken from PyPI: the one package
there (``glicko2`` 2.1.0) installs a top-level ``tests`` package into the learner's environment
— it hid this project's own ``tests`` and broke its suite — and computes the new volatility
with the player's rating where the formula has its deviation; the others pull in numpy and scipy,
which the play page would have to carry. `tests/test_glicko.py` checks this module against the
paper's worked example.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

SCALE = 173.7178
"""Glicko-2's scale: a rating of 1500 is 0 and 173.7178 points are 1."""
TAU = 0.5
"""How much the volatility may change in a rating period (the system constant, 0.3 to 1.2)."""
EPSILON = 0.000001
"""The volatility's iteration stops when its bracket is this narrow."""


@dataclass(frozen=True)
class Glicko:
    """A Glicko-2 rating: the rating, its deviation (how uncertain it is) and its volatility
    (how much it is expected to move)."""

    rating: float = 1500.0
    rd: float = 350.0
    volatility: float = 0.06

    def expected(self, other: Glicko) -> float:
        """The chance this player beats ``other``."""
        mu, (mu_j, phi_j) = _mu(self.rating), (_mu(other.rating), other.rd / SCALE)
        return _e(mu, mu_j, phi_j)

    def after(self, games: Sequence[tuple[Glicko, float]]) -> Glicko:
        """This rating after one rating period of ``games``: each an opponent and the score
        against it (1 a win, 0 a loss, 0.5 a draw). With no game, the deviation grows."""
        mu, phi, sigma = _mu(self.rating), self.rd / SCALE, self.volatility
        if not games:
            return Glicko(self.rating, math.sqrt(phi**2 + sigma**2) * SCALE, sigma)
        opponents = [(_mu(o.rating), o.rd / SCALE, s) for o, s in games]
        v = 1 / sum(_g(p) ** 2 * _e(mu, m, p) * (1 - _e(mu, m, p)) for m, p, _ in opponents)
        gained = sum(_g(p) * (s - _e(mu, m, p)) for m, p, s in opponents)
        delta = v * gained
        sigma = _volatility(phi, sigma, v, delta)
        phi_star = math.sqrt(phi**2 + sigma**2)
        phi = 1 / math.sqrt(1 / phi_star**2 + 1 / v)
        mu = mu + phi**2 * gained
        return Glicko(mu * SCALE + 1500, phi * SCALE, sigma)


def _mu(rating: float) -> float:
    return (rating - 1500) / SCALE


def _g(phi: float) -> float:
    return 1 / math.sqrt(1 + 3 * phi**2 / math.pi**2)


def _e(mu: float, mu_j: float, phi_j: float) -> float:
    return 1 / (1 + math.exp(-_g(phi_j) * (mu - mu_j)))


def _volatility(phi: float, sigma: float, v: float, delta: float) -> float:
    """The new volatility: the root of Glickman's f by the Illinois algorithm (step 5)."""
    a = math.log(sigma**2)

    def f(x: float) -> float:
        ex = math.exp(x)
        return ex * (delta**2 - phi**2 - v - ex) / (2 * (phi**2 + v + ex) ** 2) - (x - a) / TAU**2

    big_a = a
    if delta**2 > phi**2 + v:
        big_b = math.log(delta**2 - phi**2 - v)
    else:
        k = 1
        while f(a - k * TAU) < 0:
            k += 1
        big_b = a - k * TAU
    f_a, f_b = f(big_a), f(big_b)
    while abs(big_b - big_a) > EPSILON:
        big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a)
        f_c = f(big_c)
        if f_c * f_b <= 0:
            big_a, f_a = big_b, f_b
        else:
            f_a /= 2
        big_b, f_b = big_c, f_c
    return math.exp(big_a / 2)


__all__ = ["SCALE", "TAU", "Glicko"]
