"""moon_nb — play and learn the domino game Moon in Jupyter.

``from moon_nb import Tile, Game, Rules, MoonTable``; ``Quiz`` makes a lesson's exercise
clickable; ``Learn()`` is the guided path at the table, ``Puzzles()`` a stream of rated puzzles
(``puzzle_themes()`` lists their themes). ``set_language("hu")`` chooses the language of the
engine's reasons (``languages()`` lists them; docs/languages.md).
"""

from __future__ import annotations

from typing import Any

from moon_nb.engine.game import Game, IllegalActionError
from moon_nb.engine.options import Rules
from moon_nb.engine.tiles import Tile
from moon_nb.engine.trump import Trump
from moon_nb.progress.parts import DeckReader, reads_decks
from moon_nb.speech import language, languages, set_language
from moon_nb.table.recording import HandPlayed, listen

__all__ = [
    "Game",
    "IllegalActionError",
    "Learn",
    "MoonTable",
    "Puzzles",
    "Quiz",
    "Review",
    "Rules",
    "Tile",
    "Trump",
    "language",
    "languages",
    "puzzle_themes",
    "set_language",
]
__version__ = "0.1.0"


def _keep(hand: HandPlayed) -> list[str]:
    """Every hand played at a table goes into the learner's review deck, whatever module the
    table was made from (`moon_nb.review.keeping`, loaded when the first hand ends)."""
    from moon_nb.review.keeping import keep

    return keep(hand)


listen(_keep)


def _decks() -> DeckReader:
    """The progress file holds the review deck, a layer above it (`moon_nb.progress.parts`):
    told here how to read it, whatever module reads the file."""
    from moon_nb.review.deck import DECKS

    return DECKS


reads_decks(_decks)


def __getattr__(name: str) -> Any:
    # The widgets pull in anywidget and traitlets; import it only when asked for.
    if name == "MoonTable":
        from moon_nb.table.hosts.widget import MoonTable

        return MoonTable
    if name == "Review":
        from moon_nb.review.review import Review

        return Review
    if name == "Puzzles":
        from moon_nb.review.puzzles.puzzle_table import Puzzles

        return Puzzles
    if name == "puzzle_themes":
        from moon_nb.review.puzzles.themes import puzzle_themes

        return puzzle_themes
    if name == "Learn":
        from moon_nb.path.learn import Learn

        return Learn
    if name == "Quiz":
        from moon_nb.exercises.quiz import Quiz

        return Quiz
    raise AttributeError(f"module 'moon_nb' has no attribute {name!r}")
