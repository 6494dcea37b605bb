"""Trump: what the bidder names after the widow — a number 0..6, the doubles, or no trump."""

from __future__ import annotations

import enum
from functools import cached_property

from moon_nb.engine.tiles import TILE_BY_INDEX, Tile, mask_of
from moon_nb.speech import N_, Verbatim, _


class Trump(enum.Enum):
    """The nine trump choices. ``Trump.of(4)``, ``Trump.of("doubles")``, ``Trump.of(None)``."""

    BLANKS = 0
    ONES = 1
    TWOS = 2
    THREES = 3
    FOURS = 4
    FIVES = 5
    SIXES = 6
    DOUBLES = 7
    NO_TRUMP = 8

    @classmethod
    def of(cls, value: TrumpLike) -> Trump:
        """Read a trump argument: an int 0..6, ``"doubles"``, ``None`` / ``"none"`` (no trump),
        the digits ``"0"``..``"6"``, or a `Trump`."""
        if isinstance(value, Trump):
            return value
        if value is None:
            return cls.NO_TRUMP
        if type(value) is int and 0 <= value <= 6:
            return cls(value)
        if isinstance(value, str):
            text = value.strip().lower()
            if text in _WORDS:
                return _WORDS[text]
        raise ValueError(
            # TRANSLATORS: {value} is what was given, as it was typed; the words in quotes stay
            # as they are: they are what the game reads.
            _(
                "{value} is not a trump; name a number 0..6, 'doubles' or 'none'",
                value=Verbatim(repr(value) if len(repr(value)) <= 40 else type(value).__name__),
            )
        )

    @cached_property  # asked for in the players' inner loops
    def index(self) -> int:
        """0..8: the numbers, then doubles, then no trump (a row in the rule tables)."""
        return int(self.value)

    @property
    def number(self) -> int | None:
        """The trump number for a number trump, else None."""
        return int(self.value) if self.value <= 6 else None

    @property
    def token(self) -> str:
        """How the trump is written in an action: ``"4"``, ``"doubles"``, ``"none"``."""
        if self is Trump.DOUBLES:
            return "doubles"
        if self is Trump.NO_TRUMP:
            return "none"
        return str(self.value)

    def is_trump(self, tile: Tile) -> bool:
        """The tile belongs to the trump suit."""
        return bool(self.mask >> tile.index & 1)

    @cached_property  # is_trump is asked in the players' inner loops
    def mask(self) -> int:
        """The trump suit as a tile mask over the double-six set."""
        if self is Trump.NO_TRUMP:
            return 0
        if self is Trump.DOUBLES:
            return mask_of(t for t in TILE_BY_INDEX if t.is_double)
        return mask_of(t for t in TILE_BY_INDEX if t.has(int(self.value)))

    def describe(self) -> str:
        """Plain words: ``"4s are trump"``, ``"doubles are trump"``, ``"no trump"`` (in the
        language of the moment)."""
        return _(_DESCRIBED[self.index])

    @property
    def said(self) -> str:
        """The choice named in a sentence: ``"4s"``, ``"doubles"``, ``"no trump"`` — `str` in
        the language of the moment (`str` itself is the value's own name, in English)."""
        return _(_SAID[self.index])

    def __str__(self) -> str:
        if self is Trump.NO_TRUMP:
            return "no trump"
        if self is Trump.DOUBLES:
            return "doubles"
        return _PLURAL[int(self.value)]


TrumpLike = Trump | int | str | None
"""Anything `Trump.of` accepts."""

_PLURAL = ("blanks", "1s", "2s", "3s", "4s", "5s", "6s")

# One whole phrase per choice, in the order of `Trump.index`: a language may inflect each
# number its own way (Hungarian: "4-esek", "5-ösök", "6-osok").
_DESCRIBED = (
    N_("blanks are trump"),
    N_("1s are trump"),
    N_("2s are trump"),
    N_("3s are trump"),
    N_("4s are trump"),
    N_("5s are trump"),
    N_("6s are trump"),
    N_("doubles are trump"),
    N_("no trump"),
)
_SAID = (
    N_("blanks"),
    N_("1s"),
    N_("2s"),
    N_("3s"),
    N_("4s"),
    N_("5s"),
    N_("6s"),
    N_("doubles"),
    N_("no trump"),
)

_WORDS: dict[str, Trump] = {
    **{str(n): Trump(n) for n in range(7)},
    **{name: Trump(n) for n, name in enumerate(_PLURAL)},
    "doubles": Trump.DOUBLES,
    "double": Trump.DOUBLES,
    "none": Trump.NO_TRUMP,
    "no trump": Trump.NO_TRUMP,
    "notrump": Trump.NO_TRUMP,
    "no-trump": Trump.NO_TRUMP,
}

ALL_TRUMPS: tuple[Trump, ...] = tuple(Trump)
