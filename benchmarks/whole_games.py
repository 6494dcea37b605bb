"""Whole games with the frozen players: who wins the game, not who gains the most in one hand.

A duplicate match (``benchmarks/duplicate.py``) scores the first hand of a game, from 0-0-0, by
its points. A made 21 then counts 21 points, though it ends the game won; the expert weighs the
game too (`moon_nb.players.stakes.GAME`), and so shoots the moon where points alone would not.
Whether that is right is decided by whole games: this plays them, one player against two of
another, the players rotated through the seats on the same seeds (so each deal sequence is
played with the first player in every seat), and prints each one's share of the games won with
its 95 % interval. Equal players win a third each.

    .venv/bin/python benchmarks/whole_games.py expert today today --games 450 --workers 2
"""

from __future__ import annotations

import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).parent))

import duplicate  # noqa: F401 - names the frozen players (today, baseline) for the tournament

from moon_nb.dev import tournament

if __name__ == "__main__":
    tournament.main()
