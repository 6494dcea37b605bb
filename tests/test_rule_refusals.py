"""The rule functions and a tile refuse bad input in the library's words, as the readers found
it: a tile's name given to `Tile` (Python's own "missing 1 required positional argument" once),
a text where a list of tiles is asked (read letter by letter once: ``legal_plays("junk", ...)``
told of a tile ``'j'``), a tile three-player Moon does not have (``1-0``, ruled on as if it were
one), and a bid of 3 and a bid of 99, once refused in two different wordings. Each refusal is
raised by a ``raise`` of moon_nb's with a sentence of its own (`test_bad_input.
assert_our_refusal`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from test_bad_input import assert_our_refusal

from moon_nb import Game, Rules, Tile

# tile_set from where the refusal's words send the user: the rules' own module.
from moon_nb.rules import (
    explain_play,
    explain_trick,
    legal_plays,
    sort_hand,
    tile_set,
    trick_winner,
)


def refused(call: Callable[[], Any]) -> str:
    """The library's refusal of ``call``, in words."""
    with pytest.raises(ValueError) as error:
        call()
    assert_our_refusal(error.value)
    return str(error.value)


def test_a_tiles_name_given_to_tile_points_to_tile_parse() -> None:
    said = refused(lambda: Tile("6-4"))  # type: ignore[arg-type]
    assert said == "Tile takes a tile's two numbers, Tile(6, 4); its name '6-4' is read by " + (
        "Tile.parse('6-4')"
    )
    assert refused(lambda: Tile(6)) == "a tile has two ends: Tile(6, 4), not Tile(6)"
    assert Tile.parse("6-4") == Tile(6, 4) == Tile(4, 6)


TEXTS: dict[str, tuple[Callable[[], Any], str]] = {
    "legal_plays, a hand": (
        lambda: legal_plays("junk", ["3-2"], None),  # type: ignore[arg-type]
        "a hand is a list of tiles, like ['5-3', '6-6'], not the text 'junk'",
    ),
    "legal_plays, a trick": (
        lambda: legal_plays(["5-3", "6-6"], "3-2", None),
        "a trick is a list of tiles, like ['5-3', '6-6'], not the text '3-2'",
    ),
    "explain_play, a hand": (
        lambda: explain_play("4-1", ["4-2"], None, "4-1"),  # type: ignore[arg-type]
        "a hand is a list of tiles, like ['5-3', '6-6'], not the text '4-1'",
    ),
    "trick_winner": (
        lambda: trick_winner("4-2 6-4", 6),
        "a trick is a list of tiles, like ['5-3', '6-6'], not the text '4-2 6-4'",
    ),
    "explain_trick": (
        lambda: explain_trick("6-4", 6),
        "a trick is a list of tiles, like ['5-3', '6-6'], not the text '6-4'",
    ),
    "sort_hand": (
        lambda: sort_hand("6-4"),  # type: ignore[arg-type]
        "a hand is a list of tiles, like ['5-3', '6-6'], not the text '6-4'",
    ),
    "legal_plays, a number": (
        lambda: legal_plays(5, [], None),  # type: ignore[arg-type]
        "a hand is a list of tiles, like ['5-3', '6-6'], not 5",
    ),
}


@pytest.mark.parametrize("name", list(TEXTS))
def test_a_text_where_a_list_of_tiles_is_asked_is_refused(name: str) -> None:
    call, words = TEXTS[name]
    assert refused(call) == words


def test_the_same_tiles_as_a_list_are_taken() -> None:
    assert legal_plays(["5-3", "6-6"], ["3-2"], None) == [Tile(5, 3)]
    assert trick_winner(("4-2", "6-4"), 6) == 1
    assert sort_hand(iter(["4-1", "6-6"])) == [Tile(6, 6), Tile(4, 1)]


OUT = (
    "1-0 is not in play: this game has 22 tiles, every tile with a blank is taken out except "
    "0-0. Four players play all 28: tiles=tile_set(4)."
)


@pytest.mark.parametrize(
    "call",
    [
        lambda: explain_play(["1-0", "4-1"], ["4-2"], None, "1-0"),
        lambda: explain_play(["4-1"], ["4-2"], None, "1-0"),
        lambda: explain_play(["4-1"], ["1-0"], None, "4-1"),
        lambda: legal_plays(["1-0", "4-1"], ["4-2"], None),
    ],
    ids=["the tile", "a tile not held", "the trick", "legal_plays"],
)
def test_a_tile_three_player_moon_does_not_have_is_refused(call: Callable[[], Any]) -> None:
    assert refused(call) == OUT


def test_four_players_play_all_28_tiles() -> None:
    four = tile_set(4)
    ruling = explain_play(["1-0", "4-1"], ["4-2"], None, "1-0", tiles=four)
    assert not ruling.legal and str(ruling) == "You must follow suit 4 — you hold 4-1."
    assert legal_plays(["1-0", "4-1"], ["4-2"], None, four) == [Tile(4, 1)]
    # A four-player game rules on its own tiles, blanks and all (`Game.explain`).
    game = Game(seed=2, rules=Rules(players=4))
    while game.phase != "play":
        game.apply(game.legal_actions()[-1])
    assert game.to_act is not None
    hand = game.hand(game.to_act)
    blanks = [t for t in hand if t.low == 0 and t.high > 0]
    assert blanks, "the hand holds a tile three-player Moon does not have"
    for tile in hand:
        assert game.explain(f"play {tile}").legal


TWICE = "4-2 is given twice: a game has one of each tile."
LONG = "A trick has at most {n} tiles, one from each player, not {count}."

WRONG_TRICKS: dict[str, tuple[Callable[[], Any], str]] = {
    # Accepted without a word once, where explain_play refused the same tiles.
    "trick_winner, a tile twice": (lambda: trick_winner(["4-2", "4-2"], None), TWICE),
    "explain_trick, a tile twice": (lambda: explain_trick(["4-2", "6-4", "4-2"], 6), TWICE),
    "legal_plays, a tile twice in the hand": (
        lambda: legal_plays(["4-2", "4-1", "4-2"], ["4-4"], None),
        TWICE,
    ),
    "legal_plays, a tile in the hand and the trick": (
        lambda: legal_plays(["4-2", "4-1"], ["4-2"], None),
        TWICE,
    ),
    "explain_play, a tile twice": (
        lambda: explain_play(["4-1"], ["4-2", "4-2"], None, "4-1"),
        TWICE,
    ),
    "trick_winner, four tiles of three players": (
        lambda: trick_winner(["4-2", "6-4", "3-3", "4-4"], 6),
        LONG.format(n=3, count=4),
    ),
    "explain_trick, four tiles of three players": (
        lambda: explain_trick(["4-2", "6-4", "3-3", "4-4"], 6),
        LONG.format(n=3, count=4),
    ),
    "legal_plays, a full trick": (
        lambda: legal_plays(["4-1"], ["4-2", "6-4", "3-3"], 6),
        LONG.format(n=3, count=4),
    ),
    "trick_winner, five tiles of four players": (
        lambda: trick_winner(["4-2", "6-4", "3-3", "4-4", "1-0"], 6, tile_set(4)),
        LONG.format(n=4, count=5),
    ),
    "trick_winner, a blank tile": (
        lambda: trick_winner(["4-2", "4-0"], None),
        OUT.replace("1-0", "4-0"),
    ),
}


@pytest.mark.parametrize("name", list(WRONG_TRICKS))
def test_a_tile_twice_a_blank_and_a_trick_too_long_are_refused(name: str) -> None:
    call, words = WRONG_TRICKS[name]
    assert refused(call) == words


def test_a_whole_trick_of_each_game_is_taken() -> None:
    assert trick_winner(["4-2", "6-4", "3-3"], 6) == 1
    assert trick_winner(["4-2", "6-4", "3-3", "4-0"], 6, tile_set(4)) == 1
    assert explain_trick(["4-0", "4-2", "0-0", "6-4"], "doubles", tile_set(4)).winner == 2
    assert legal_plays(["4-1", "5-0"], ["4-2", "6-4", "3-3"], 6, tile_set(4)) == [Tile(4, 1)]


def test_a_bid_of_3_and_a_bid_of_99_are_refused_in_the_same_words() -> None:
    game = Game(seed=7)
    words = {}
    for call in ("bid 3", "bid 99"):
        assert game.explain(call).text == f"You may not {call}: the bids are 4, 5, 6, 7 and 21."
        words[call] = refused(lambda call=call: game.apply(call))
    assert words == {
        "bid 3": "You cannot bid 3: the bids are 4, 5, 6, 7 and 21.",
        "bid 99": "You cannot bid 99: the bids are 4, 5, 6, 7 and 21.",
    }
    assert game.actions == []
    # With a minimum bid of 3, 3 is a bid; 99 still is not, said with these rules' bids.
    low = Game(seed=7, rules=Rules(min_bid=3))
    assert low.explain("bid 99").text == "You may not bid 99: the bids are 3, 4, 5, 6, 7 and 21."


def test_a_game_refuses_a_tile_it_does_not_have_in_its_own_words() -> None:
    """``game.apply("play 6-0")`` in three-player Moon is an illegal action like any other (it
    once raised the rule function's refusal instead), and changes nothing."""
    game = Game(seed=7)
    for call in ("bid 4", "pass", "pass"):
        game.apply(call)
    before = game.record()
    assert refused(lambda: game.apply("discard 6-0")) == (
        "You cannot discard 6-0: 6-0 is not in play: this game has 22 tiles, every tile with a "
        "blank is taken out except 0-0."
    )
    assert not game.explain("play 6-0").legal
    assert game.record() == before
