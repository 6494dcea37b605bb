"""Tiles: canonical values, text forms, the tile sets of each variant, masks."""

import pytest

from moon_nb import Tile
from moon_nb.engine.tiles import (
    DOUBLE_SIX,
    MOON_TILES,
    MOON_TILES_NO_BLANK,
    TILE_BY_INDEX,
    TileError,
    iter_mask,
    join,
    mask_of,
    parse_tiles,
    tile_set,
)


def test_canonical_equality_and_text():
    assert Tile(6, 4) == Tile(4, 6) == Tile.parse("6-4") == Tile.parse("4-6")
    assert str(Tile(4, 6)) == "6-4"
    assert repr(Tile(4, 6)) == "Tile(6, 4)"
    assert hash(Tile(4, 6)) == hash(Tile(6, 4))
    assert len({Tile(1, 2), Tile(2, 1)}) == 1


def test_a_tile_is_not_a_tuple_or_string():
    assert Tile(6, 4) != (6, 4)
    assert Tile(6, 4) != "6-4"


def test_frozen():
    with pytest.raises(AttributeError):
        Tile(6, 4).high = 5  # type: ignore[misc]


@pytest.mark.parametrize("bad", ["", "6", "7-1", "6-4-2", "a-b", "-1-2", "66", "6 4", None, 64])
def test_parse_refuses_garbage(bad):
    with pytest.raises(TileError):
        Tile.of(bad)


@pytest.mark.parametrize("bad", [(7, 1), (-1, 0), (1.0, 2), (True, 1)])
def test_constructor_refuses_bad_ends(bad):
    with pytest.raises(TileError):
        Tile(*bad)


def test_parse_allows_spaces():
    assert Tile.parse(" 6 - 4 ") == Tile(6, 4)


def test_indices_are_a_bijection():
    assert [t.index for t in TILE_BY_INDEX] == list(range(28))
    assert all(Tile(t.low, t.high).index == t.index for t in TILE_BY_INDEX)


def test_tile_sets():
    assert len(DOUBLE_SIX) == 28
    assert len(MOON_TILES) == 22
    assert Tile(0, 0) in MOON_TILES
    assert not any(t.low == 0 and t.high > 0 for t in MOON_TILES)
    assert len(MOON_TILES_NO_BLANK) == 21 and Tile(0, 0) not in MOON_TILES_NO_BLANK
    assert tile_set(4) == DOUBLE_SIX
    assert tile_set(3, double_blank=False) == MOON_TILES_NO_BLANK


def test_masks_round_trip():
    tiles = [Tile(6, 4), Tile(0, 0), Tile(3, 1)]
    mask = mask_of(tiles)
    assert mask.bit_count() == 3
    assert sorted(iter_mask(mask), key=str) == sorted(tiles, key=str)


def test_tile_properties():
    t = Tile(5, 3)
    assert t.has(5) and t.has(3) and not t.has(4)
    assert t.other_end(5) == 3 and t.other_end(3) == 5
    assert Tile(4, 4).is_double and Tile(4, 4).other_end(4) == 4
    with pytest.raises(TileError):
        t.other_end(6)
    assert t.pip_count == 8


def test_parse_tiles_refuses_repeats():
    with pytest.raises(TileError, match="twice"):
        parse_tiles(["6-4", "4-6"])


def test_join_reads_as_prose():
    assert join([]) == ""
    assert join([Tile(5, 3)]) == "5-3"
    assert join([Tile(5, 3), Tile(5, 1)]) == "5-3 and 5-1"
    assert join([Tile(6, 5), Tile(5, 3), Tile(5, 1)]) == "6-5, 5-3 and 5-1"
