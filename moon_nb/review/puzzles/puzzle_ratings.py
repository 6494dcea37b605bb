"""A learner's puzzle ratings: one Glicko-2 rating per theme, moved by the puzzles they try.

The learner starts every theme at `START` (1500, deviation 350: nothing known yet, Glicko-2's
own start). Each puzzle tried (`moon_nb.review.deck.PuzzleTry`, kept in the progress file) is a
game against the puzzle, at the puzzle's rating: solved at the first try, a win; else a loss.
It moves the rating of each of the puzzle's themes, one rating period a try
(`moon_nb.review.puzzles.glicko`); an overall rating moves with every try. The ratings are read
again from the tries in the order made — so two kernels' tries, merged, give one rating, whatever
order they were saved in.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from moon_nb.review.deck import PuzzleTry
from moon_nb.review.puzzles.glicko import Glicko

START = 1500.0
START_RD = 350.0
OVERALL = "overall"
"""The rating every try moves, whatever its themes."""


@dataclass(frozen=True)
class Rating:
    """A rating, its deviation (how uncertain it is: 350 at the start), and the puzzles tried
    and solved that made it."""

    rating: float = START
    rd: float = START_RD
    volatility: float = 0.06
    tried: int = 0
    solved: int = 0

    def after(self, puzzle_rating: float, puzzle_rd: float, solved: bool) -> Rating:
        """This rating once a puzzle of rating ``puzzle_rating`` is tried."""
        mine = Glicko(self.rating, self.rd, self.volatility)
        now = mine.after([(Glicko(puzzle_rating, puzzle_rd), 1.0 if solved else 0.0)])
        return Rating(now.rating, now.rd, now.volatility, self.tried + 1, self.solved + int(solved))


def ratings(tried: Iterable[PuzzleTry]) -> dict[str, Rating]:
    """Per theme (and `OVERALL`), the learner's rating after ``tried`` (in time order)."""
    out: dict[str, Rating] = {}
    for t in sorted(tried, key=lambda t: (t.at, t.id)):
        for theme in (*t.themes, OVERALL):
            out[theme] = out.get(theme, Rating()).after(t.rating, t.rd, t.solved)
    return out


def rating_of(tried: Iterable[PuzzleTry], theme: str | None) -> Rating:
    """The learner's rating in ``theme`` (the overall one with None)."""
    return ratings(tried).get(theme or OVERALL, Rating())


__all__ = ["OVERALL", "START", "START_RD", "Rating", "rating_of", "ratings"]
