"""Dominoes: the `Tile` value and the tile sets Moon is played with.

A tile is written ``high-low`` (``"6-4"``); ``Tile(4, 6)`` and ``Tile(6, 4)`` are the same tile.
Every tile of the double-six set has a fixed *index* 0..27 (``high * (high + 1) // 2 + low``), so
a set of tiles can be held as a bitmask: bit ``i`` set means the tile with index ``i`` is there.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from moon_nb.speech import Verbatim, _, listing, ngettext

PIPS = range(7)
"""The numbers on a double-six set: 0 (blank) to 6."""

_PIP_DIGITS = frozenset("0123456")


class TileError(ValueError):
    """A value that does not name a domino of the double-six set."""


@dataclass(frozen=True, init=False, eq=True, repr=False)
class Tile:
    """One domino, canonical: ``high >= low``, both in 0..6.

    Equality and hashing are those of the canonical pair, so ``Tile(4, 6) == Tile(6, 4)``;
    a tile never equals a tuple or a string.
    """

    high: int
    low: int

    def __init__(self, a: int, b: int | None = None) -> None:
        if b is None:
            # Tile("6-4") or Tile(6): a tile's name, or one end only.
            if isinstance(a, str):
                raise TileError(
                    f"Tile takes a tile's two numbers, Tile(6, 4); its name {a!r} is read by "
                    f"Tile.parse({a!r})"
                )
            raise TileError(f"a tile has two ends: Tile(6, 4), not Tile({a!r})")
        for end in (a, b):
            if type(end) is not int or not 0 <= end <= 6:
                raise TileError(f"a tile's ends are whole numbers 0..6, not {end!r}")
        object.__setattr__(self, "high", max(a, b))
        object.__setattr__(self, "low", min(a, b))

    @classmethod
    def parse(cls, text: str) -> Tile:
        """The tile written ``"a-b"`` (either order, spaces allowed): ``Tile.parse("4-6")``."""
        if isinstance(text, Tile):
            return text
        if not isinstance(text, str):
            raise TileError(f"a tile is written like '6-4', not {text!r}")
        parts = text.strip().split("-")
        if len(parts) != 2 or not all(p.strip() in _PIP_DIGITS for p in parts):
            raise TileError(
                # TRANSLATORS: {text} is what was typed; the tiles in quotes stay as they are.
                _(
                    "{text} is not a tile; tiles are written like '6-4' or '0-0'",
                    text=Verbatim(repr(text) if len(text) <= 40 else repr(text[:37] + "...")),
                )
            )
        return TILE_BY_INDEX[_index(int(parts[0]), int(parts[1]))]

    @classmethod
    def of(cls, value: Tile | str | tuple[int, int] | Any) -> Tile:
        """A tile from a `Tile`, an ``"a-b"`` string or an ``(a, b)`` pair."""
        if isinstance(value, Tile):
            return value
        if isinstance(value, str):
            return cls.parse(value)
        if isinstance(value, tuple) and len(value) == 2:
            return cls(value[0], value[1])
        raise TileError(f"a tile is written like '6-4', not {value!r}")

    # Cached: the engine, the players and the solver ask for these in their inner loops.
    @cached_property
    def index(self) -> int:
        """The tile's fixed position 0..27 in the double-six set (its bit in a tile mask)."""
        return _index(self.high, self.low)

    @cached_property
    def bit(self) -> int:
        """``1 << index``: this tile as a one-tile mask."""
        return 1 << _index(self.high, self.low)

    @property
    def is_double(self) -> bool:
        """Both ends show the same number (``4-4``)."""
        return self.high == self.low

    @property
    def ends(self) -> tuple[int, int]:
        """The two numbers, high first."""
        return (self.high, self.low)

    @property
    def pip_count(self) -> int:
        """The total number of pips on the tile."""
        return self.high + self.low

    def has(self, number: int) -> bool:
        """The tile shows ``number`` on one of its ends."""
        return number in (self.high, self.low)

    def other_end(self, number: int) -> int:
        """The number on the end opposite ``number`` (a double's other end is itself)."""
        if number == self.high:
            return self.low
        if number == self.low:
            return self.high
        raise TileError(f"{self} does not show {number}")

    def __hash__(self) -> int:
        # The index names the tile as the (high, low) pair does, and is cached: tiles are
        # hashed in the players' inner loops.
        return self.index

    def __str__(self) -> str:
        return f"{self.high}-{self.low}"

    def __repr__(self) -> str:
        return f"Tile({self.high}, {self.low})"

    def _repr_svg_(self) -> str:
        from moon_nb.show import svg

        return svg.tile_svg(self)

    def _repr_html_(self) -> str:
        from moon_nb.show import svg

        return svg.figure_html(svg.tile_svg(self), str(self))


TileLike = Tile | str
"""A tile, or its name ``"a-b"``: what the functions that take tiles accept."""


def _index(a: int, b: int) -> int:
    high, low = (a, b) if a >= b else (b, a)
    return high * (high + 1) // 2 + low


TILE_BY_INDEX: tuple[Tile, ...] = tuple(
    sorted((Tile(h, lo) for h in PIPS for lo in range(h + 1)), key=lambda t: t.index)
)
"""All 28 tiles of the double-six set, at their index."""

DOUBLE_SIX: tuple[Tile, ...] = TILE_BY_INDEX
"""The full double-six set (28 tiles): four-player Moon."""

MOON_TILES: tuple[Tile, ...] = tuple(t for t in TILE_BY_INDEX if t.low > 0 or t.high == 0)
"""Three-player Moon's 22 tiles: the blank suit removed except ``0-0``."""

MOON_TILES_NO_BLANK: tuple[Tile, ...] = tuple(t for t in TILE_BY_INDEX if t.low > 0)
"""The 21 tiles of the "No 0-0" variant: no blank at all, so no widow."""


def tile_set(players: int = 3, double_blank: bool = True) -> tuple[Tile, ...]:
    """The tiles a game uses: 28 with four players, else 22 (21 without ``0-0``)."""
    if players == 4:
        return DOUBLE_SIX
    return MOON_TILES if double_blank else MOON_TILES_NO_BLANK


def mask_of(tiles: Iterable[Tile]) -> int:
    """The bitmask of a collection of tiles."""
    mask = 0
    for tile in tiles:
        mask |= tile.bit
    return mask


def tiles_in(mask: int) -> list[Tile]:
    """The tiles of a bitmask, in index order (lowest tile first)."""
    return list(iter_mask(mask))


def iter_mask(mask: int) -> Iterator[Tile]:
    """Yield the tiles of a bitmask in index order."""
    while mask:
        low = mask & -mask
        yield TILE_BY_INDEX[low.bit_length() - 1]
        mask ^= low


def tile_list(values: Iterable[TileLike], what: str) -> list[Tile]:
    """The tiles of a list (or any iterable) of tiles and tile names: a hand, a trick. A text
    is refused rather than read letter by letter; ``what`` names the list in the refusal
    (``"the hand"``)."""
    if isinstance(values, str | Tile) or not isinstance(values, Iterable):
        shown = f"the text {values!r}" if isinstance(values, str) else repr(values)
        raise TileError(f"{what} is a list of tiles, like ['5-3', '6-6'], not {shown[:60]}")
    return [Tile.of(v) for v in values]


def not_in_play(tile: Tile, tiles: Iterable[Tile]) -> str | None:
    """Why ``tile`` is not in a game played with ``tiles`` (``"5-0 is not in play: ..."``), or
    None when it is one of them."""
    in_play = set(tiles)
    if tile in in_play:
        return None
    out = [t for t in DOUBLE_SIX if t not in in_play]
    n = len(in_play)
    if all(0 in t.ends for t in out) and Tile(0, 0) in in_play:
        return ngettext(
            "{tile} is not in play: this game has {n} tile, every tile with a blank is taken "
            "out except 0-0.",
            "{tile} is not in play: this game has {n} tiles, every tile with a blank is taken "
            "out except 0-0.",
            n,
            tile=tile,
        )
    if all(0 in t.ends for t in out):
        return ngettext(
            "{tile} is not in play: this game has {n} tile, every tile with a blank is taken out.",
            "{tile} is not in play: this game has {n} tiles, every tile with a blank is taken out.",
            n,
            tile=tile,
        )
    return ngettext(
        "{tile} is not in play: this game has {n} tile, {out} are taken out.",
        "{tile} is not in play: this game has {n} tiles, {out} are taken out.",
        n,
        tile=tile,
        out=join(out),
    )


def in_play(tiles: Iterable[Tile], game: Iterable[Tile]) -> None:
    """Refuse (TileError) a tile of ``tiles`` that a game played with ``game`` does not have:
    ``1-0`` in three-player Moon, whose 22 tiles lack the blanks but 0-0."""
    known = set(game)
    for tile in tiles:
        if tile not in known:
            more = _("Four players play all 28: tiles=tile_set(4).") if len(known) < 28 else ""
            raise TileError(f"{not_in_play(tile, known)} {more}".rstrip())


def parse_tiles(values: Iterable[Tile | str]) -> list[Tile]:
    """Tiles from ``"a-b"`` strings or `Tile` values, refusing repeats."""
    out: list[Tile] = []
    for value in tile_list(values, "a hand"):
        tile = Tile.of(value)
        if tile in out:
            raise TileError(_("{tile} appears twice", tile=tile))
        out.append(tile)
    return out


def join(tiles: Iterable[Tile]) -> str:
    """Tiles in prose: ``"5-3"``, ``"5-3 and 5-1"``, ``"6-5, 5-3 and 5-1"``."""
    return listing([str(t) for t in tiles])
