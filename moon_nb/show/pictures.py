"""Pictures a notebook shows by itself: a hand or a trick as a small value whose last-line
display is a drawing (``_repr_svg_``, ``_repr_html_``).

``show_hand(["6-6", "6-4", "3-1"], trump=6)`` draws a hand with its trumps marked;
``show_trick(["6-4", "5-4", "4-4"], trump="doubles")`` draws a trick with its winner ringed.
``lang="hu"`` draws either in that language (`moon_nb.languages`), whatever the process speaks;
by default, in the language of the moment it is shown.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import TypeGuard

from moon_nb.engine.tiles import Tile, TileLike, join
from moon_nb.engine.tricks import trick_winner
from moon_nb.engine.trump import Trump, TrumpLike
from moon_nb.show import svg
from moon_nb.show.drawing import trick_words
from moon_nb.speech import _, chosen, speaking


@dataclass(frozen=True)
class HandPicture:
    """A hand of tiles, in the order given, drawn with the trumps of ``trump`` marked."""

    tiles: Sequence[TileLike]
    trump: TrumpLike = None
    label: str | None = None
    lang: str | None = field(default=None, repr=False)
    """The language of its words; None: the language of the moment it is shown. Not in the
    repr, which the tutorials' saved outputs quote as it was before pictures spoke languages."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "lang", chosen(self.lang))
        object.__setattr__(self, "tiles", tuple(Tile.of(t) for t in self.tiles))
        Trump.of(self.trump)  # refuse a bad trump now, not when the picture is drawn

    @property
    def caption(self) -> str:
        """The label, or the tiles in words."""
        with speaking(self.lang):
            return self.label or join(Tile.of(t) for t in self.tiles) or _("no tiles")

    def _repr_svg_(self) -> str:
        with speaking(self.lang):
            return svg.hand_svg(self.tiles, trump=self.trump, label=self.label)

    def _repr_html_(self) -> str:
        return svg.figure_html(self._repr_svg_(), self.caption)


@dataclass(frozen=True)
class TrickPicture:
    """A trick: (seat, tile) pairs in play order, the ``winner`` seat's tile ringed; with fewer
    plays than ``players``, the seats still to play show an empty outline."""

    plays: Sequence[tuple[int, TileLike]]
    trump: TrumpLike = None
    winner: int | None = None
    players: int = 3
    lang: str | None = field(default=None, repr=False)
    """The language of its words; None: the language of the moment it is shown. Not in the
    repr, which the tutorials' saved outputs quote as it was before pictures spoke languages."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "lang", chosen(self.lang))
        object.__setattr__(self, "plays", tuple((int(s), Tile.of(t)) for s, t in self.plays))
        Trump.of(self.trump)  # refuse a bad trump now, not when the picture is drawn

    @property
    def caption(self) -> str:
        """The plays in words, and who wins."""
        plays = [(seat, Tile.of(tile)) for seat, tile in self.plays]
        with speaking(self.lang):
            return trick_words(plays, self.trump, self.winner, self.players)

    def _repr_svg_(self) -> str:
        with speaking(self.lang):
            return svg.trick_svg(
                self.plays, trump=self.trump, winner=self.winner, players=self.players
            )

    def _repr_html_(self) -> str:
        return svg.figure_html(self._repr_svg_(), self.caption)


def show_hand(
    tiles: Iterable[TileLike],
    trump: TrumpLike = None,
    label: str | None = None,
    lang: str | None = None,
) -> HandPicture:
    """A hand to look at in a notebook: ``show_hand(["6-6", "6-4"], trump=6)``; ``lang``
    the language of its words (``"lo"``), refused when moon_nb does not speak it."""
    return HandPicture(tuple(tiles), trump, label, lang)


def show_trick(
    tiles_or_plays: Iterable[TileLike | tuple[int, TileLike]],
    trump: TrumpLike = None,
    leader: int = 0,
    players: int = 3,
    lang: str | None = None,
) -> TrickPicture:
    """A trick to look at in a notebook, its winner found by the rules (`trick_winner`).

    Give the tiles in play order (``["6-4", "5-4", "4-4"]``; the ``leader`` seat played the
    first, the next seats clockwise the rest) or (seat, tile) pairs. ``lang``: the language
    of its words (``"lo"``), refused when moon_nb does not speak it."""
    lang = chosen(lang)
    plays: list[tuple[int, Tile]] = []
    for k, item in enumerate(tiles_or_plays):
        if _is_play(item):
            plays.append((item[0], Tile.of(item[1])))
        else:
            plays.append(((leader + k) % players, Tile.of(item)))
    winner = plays[trick_winner([t for _, t in plays], trump)][0] if plays else None
    return TrickPicture(tuple(plays), trump, winner, players, lang)


def _is_play(item: object) -> TypeGuard[tuple[int, TileLike]]:
    """A (seat, tile) pair, as opposed to a tile written as a pair of numbers."""
    return (
        isinstance(item, tuple)
        and len(item) == 2
        and isinstance(item[0], int)
        and isinstance(item[1], Tile | str)
    )
