"""Every picture the library puts in an HTML output shows in a notebook nobody has trusted yet.

JupyterLab and Notebook 7 sanitize the HTML outputs of an untrusted notebook (one the learner has
only opened): inline ``<svg>`` is stripped and only its text is left. An ``<img>`` whose source
is an SVG ``data:`` URI is kept. So no HTML output of the library may hold an inline ``<svg>``,
and every ``<img>`` says what it shows in its alt text (`support.pictures_in` checks both). The
pictures are images, which cannot read the page's colours: each carries its own, and draws text
only on its own felt background, so it reads on light and dark themes alike.
"""

from __future__ import annotations

import functools
import random
import xml.etree.ElementTree as ET
from collections.abc import Iterator

import pytest
from support import (
    LESSON_DEAL,
    VARIANTS,
    Picture,
    exercises,
    pictures_in,
    quick_table,
    random_step,
)

from moon_nb import Game, Quiz, Rules, Tile
from moon_nb.engine.tiles import DOUBLE_SIX
from moon_nb.lessons import (
    gallery,
    hand_figure,
    play_out,
    review,
    suit_figure,
    trick_figure,
    tricks_of,
)
from moon_nb.show import svg
from moon_nb.show.drawing import FELT
from moon_nb.show.pictures import show_hand, show_trick

NS = "{http://www.w3.org/2000/svg}"


def _exercise_pages() -> Iterator[tuple[str, str]]:
    for ex, good, bad in exercises():
        name = type(ex).__name__
        right, wrong = ex.answer(good), ex.answer(bad)
        assert right.correct and not wrong.correct, name  # both kinds of feedback are drawn
        yield f"{name} question", ex._repr_html_()
        yield f"{name} right answer", right._repr_html_()
        yield f"{name} wrong answer", wrong._repr_html_()
        yield f"{name} unreadable answer", ex.answer(object())._repr_html_()
        yield f"{name} placeholder", ex.answer(...)._repr_html_()
        yield f"{name} solution", ex.solution()._repr_html_()
        if ex.choices() is not None:
            quiz = Quiz(ex)
            yield f"{name} quiz without a kernel", quiz._repr_mimebundle_()[0]["text/html"]
            yield f"{name} quiz question", quiz.question
            quiz.send_intent({"kind": "solution"})
            yield f"{name} quiz solution", quiz.answer_html


def _games() -> Iterator[Game]:
    """Games of every variant, in every phase from the deal to the end of the game."""
    for k, rules in enumerate(VARIANTS):
        rng = random.Random(k)
        game = Game(seed=k, rules=rules)
        phases: set[str] = set()
        while game.phase != "over" and len(game.actions) < 600:
            if game.phase not in phases:
                phases.add(game.phase)
                yield game.copy()
            random_step(game, rng)
        yield game


def _tile_pages() -> Iterator[tuple[str, str]]:
    for tile in DOUBLE_SIX:
        yield f"tile {tile}", tile._repr_html_()


def _hand_and_trick_pages() -> Iterator[tuple[str, str]]:
    yield "hand", show_hand(["6-6", "6-4", "3-1"], trump=6, label="Seat 0")._repr_html_()
    yield "hand without label", show_hand(["5-5", "2-1"])._repr_html_()
    yield "empty hand", show_hand([])._repr_html_()
    yield "trick", show_trick(["6-4", "5-4", "4-4"], trump="doubles")._repr_html_()
    yield "part of a trick", show_trick(["2-1"], trump=1, leader=3, players=4)._repr_html_()
    yield "no trick", show_trick([])._repr_html_()


def _game_pages() -> Iterator[tuple[str, str]]:
    for game in _games():
        yield f"game: {game!r}", game._repr_html_()
    for rules in (Rules(), Rules(players=4)):
        table = quick_table(seed=3, rules=rules)
        yield (
            f"table without a kernel, {rules.describe()}",
            table._repr_mimebundle_()[0]["text/html"],
        )


def _lesson_pages() -> Iterator[tuple[str, str]]:
    yield "figures", hand_figure([Tile(6, 4)], 4, "Hand")._repr_html_()
    yield "suit", suit_figure(2, "doubles")._repr_html_()
    yield "trick figure", trick_figure([(0, Tile(6, 4))], 4)._repr_html_()
    yield "gallery", gallery(Tile(3, 3), show_hand(["6-6"]), title="Some")._repr_html_()
    game = Game.from_deal(LESSON_DEAL, first_bidder=0)
    game.apply("bid 5")
    transcript = play_out(game)
    yield "transcript", transcript._repr_html_()
    yield "tricks of a hand", tricks_of(game)._repr_html_()
    recorded = Game(seed=4)
    play_out(recorded, until=lambda g: g.phase == "over")
    yield "review", review(recorded, hand=1)._repr_html_()


# Every HTML output the library draws a picture in, by kind. Drawn when a test first asks
# (not at import): the exercises' answers solve positions, and each test worker imports this
# file to collect it.
KINDS = {
    "tiles": _tile_pages,
    "hands and tricks": _hand_and_trick_pages,
    "games and tables": _game_pages,
    "exercises": _exercise_pages,
    "lessons": _lesson_pages,
}


@functools.cache
def pages_of(kind: str) -> dict[str, str]:
    """The named HTML outputs of one kind."""
    return dict(KINDS[kind]())


def all_pages() -> dict[str, str]:
    """Every named HTML output of every kind."""
    return {name: page for kind in KINDS for name, page in pages_of(kind).items()}


@pytest.mark.parametrize("kind", KINDS)
def test_every_picture_is_an_image_with_alt_text(kind: str) -> None:
    """No inline ``<svg>``; each picture an SVG image whose alt text is its description."""
    for name, page in pages_of(kind).items():
        for picture in pictures_in(page):
            root = ET.fromstring(picture.svg)
            assert root.tag == f"{NS}svg"
            assert picture.alt == root.get("aria-label"), name


def test_pictures_are_where_they_should_be() -> None:
    """The check above is not vacuous: each kind of output does draw its pictures."""
    counts = {name: len(pictures_in(page)) for name, page in all_pages().items()}
    assert all(counts[f"tile {tile}"] == 1 for tile in DOUBLE_SIX)
    assert counts["hand"] == counts["trick"] == counts["empty hand"] == 1
    assert all(counts[name] == 1 for name in counts if name.startswith(("game:", "table")))
    assert counts["gallery"] == 2 and counts["tricks of a hand"] == 7 and counts["review"] == 7
    assert counts["WhichWins question"] >= 1 and counts["WhichWins solution"] >= 1
    # A wrong answer draws no picture: the pictures of the right answer are the solution's.
    assert all(counts[name] == 0 for name in counts if name.endswith("wrong answer"))
    assert counts["WhichPlays quiz without a kernel"] >= 1 and counts["WhichWins quiz solution"]
    assert counts["transcript"] == 0
    assert sum(counts.values()) > 120


def test_alt_text_says_what_the_picture_shows() -> None:
    [hand] = pictures_in(pages_of("hands and tricks")["hand"])
    assert hand.alt == "Seat 0: 6-6, 6-4 and 3-1"
    [trick] = pictures_in(pages_of("hands and tricks")["trick"])
    assert trick.alt == "Trick: seat 0 6-4, seat 1 5-4, seat 2 4-4, trump; seat 2 wins"
    assert pictures_in(pages_of("tiles")["tile 6-4"]) == [Picture(svg.tile_svg("6-4"), "6-4")]
    [table] = pictures_in(pages_of("games and tables")["table without a kernel, Three-player Moon"])
    # A table not run yet is a picture of a table starting: it never says "your turn".
    # It says how to make it live too, as its words in the learner's line do (no caption under
    # it: the picture is as tall as the live table, so the cell below stays where it is).
    assert table.alt == (
        "Moon table (starting: a picture until it is live), seen by you: Hand 1. "
        "Moon — Three-player Moon, hand 1. Run this notebook to play at a live table."
    )


# --- light and dark themes ---------------------------------------------------------------------


def _drawn_pictures() -> Iterator[tuple[str, str]]:
    for name, page in all_pages().items():
        for k, picture in enumerate(pictures_in(page)):
            yield f"{name} #{k}", picture.svg
    yield "face-down tile", svg.tile_svg(None, face_down=True)
    yield (
        "highlighted, dim, lying tile",
        svg.tile_svg("6-4", trump=4, horizontal=True, highlight=True, dim=True),
    )


def test_pictures_read_on_light_and_dark_pages() -> None:
    """An image cannot take the page's colours, and its background shows through: colours are
    fixed in the picture, and text (light ink) is drawn only on the picture's own felt, which
    covers the whole picture. A picture without felt is one tile and has no text: an ivory
    face with a dark outline, or a dark back with a gold trim, reads on a white or black page."""
    felt = bare = 0
    for name, picture in _drawn_pictures():
        assert "currentColor" not in picture and "var(" not in picture, name
        assert "<style" not in picture, name
        root = ET.fromstring(picture)
        first = root[1]  # what is drawn first, under everything else (root[0] is the title)
        if first.tag == f"{NS}rect" and first.get("fill") == FELT and root.get("viewBox"):
            _, _, width, height = (float(v) for v in root.get("viewBox", "").split())
            assert float(first.get("width", 0)) >= width - 1, name
            assert float(first.get("height", 0)) >= height - 1, name
            felt += 1
        elif first.tag == f"{NS}rect" and first.get("fill") == FELT:
            # A table's picture as wide as the page lets the live table be: its cloth too.
            assert root.get("width") == "100%", name
            assert first.get("style") == "width:calc(100% - 1px)", name
            assert float(first.get("height", 0)) >= float(root.get("height", 0)) - 1, name
            felt += 1
        else:
            assert not list(root.iter(f"{NS}text")), f"{name}: text on the page's background"
            tiles = [g for g in root.iter(f"{NS}g") if "moon-tile" in g.get("class", "").split()]
            assert len(tiles) == 1, name
            bare += 1
    assert felt > 100 and bare > 28
