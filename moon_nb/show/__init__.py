"""Showing the game, the second layer: one moment of the game as one seat sees it — the *scene*,
with every word and fact a picture shows — what the seat may do then (the *decision*), the public
*timeline* of such moments, the wire types the browser draws (`moon_nb.show.wire`), and the
static SVG pictures. Everything here is built from a seat's observation
(`moon_nb.engine.observation`), so it can hold no more than that seat may know — and a game shows
nothing itself: these are functions of a game and a seat, as ``chess.svg.board(board)`` is of a
board.

    from moon_nb import Game, show
    game = Game(seed=7)
    show.scene(game, 0)          # the table as seat 0 sees it now
    show.decision(game, 0)       # what seat 0 may do now, with the table's words
    show.timeline(game, 0)       # every moment so far, each with its sentence and scene
    show.picture(game, 0)        # the same table as an SVG picture
"""

from __future__ import annotations

from moon_nb.engine.game import Game
from moon_nb.show.decisions import decision_of
from moon_nb.show.pictures import show_hand, show_trick
from moon_nb.show.scenes import scene_of
from moon_nb.show.story import timeline
from moon_nb.show.wire import Decision, Scene

__all__ = ["decision", "picture", "scene", "show_hand", "show_trick", "timeline"]


def scene(game: Game, seat: int, at: int | None = None, spectator: bool = False) -> Scene:
    """The table as ``seat`` sees it after the first ``at`` actions (default: now), with every
    word a picture shows, ready to draw. A ``spectator`` sits in the seat's place but is shown
    nothing more (every seat is named by its number)."""
    return scene_of(game.observe(seat, at), spectator)


def decision(game: Game, seat: int) -> Decision:
    """What ``seat`` may do now, with the table's words for it."""
    return decision_of(game.observe(seat))


def picture(game: Game, seat: int | None = None, lang: str | None = None) -> str:
    """The table as an SVG picture: as ``seat`` sees it (drawn from its scene and decision
    alone), or with every hand face up for a teacher when ``seat`` is None; its words in
    ``lang`` (``"hu"``; refused as `moon_nb.MoonTable` refuses it), by default the language
    of the moment."""
    from moon_nb.show.table_svg import game_svg
    from moon_nb.speech import speaking

    with speaking(lang):
        return game_svg(game, seat)
