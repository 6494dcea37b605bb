"""The pictures lessons draw: hands, suits and tricks as `Figure` values, all from
`moon_nb.show.svg`."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from moon_nb.engine.tiles import DOUBLE_SIX, MOON_TILES, Tile, join, tile_set
from moon_nb.engine.tricks import TRUMP, LedSuit, suit_members, trick_winner
from moon_nb.engine.trump import Trump, TrumpLike
from moon_nb.reference.captioned import Figure
from moon_nb.show import svg
from moon_nb.show.drawing import trick_words
from moon_nb.speech import _


def trump_sentence(trump: TrumpLike) -> str:
    """``"4s are trump."``, ``"Doubles are trump."``, ``"No trump."``"""
    words = Trump.of(trump).describe()
    return words[0].upper() + words[1:] + "."


def hand_figure(
    tiles: Iterable[Tile],
    trump: TrumpLike = None,
    label: str | None = None,
    highlight: Iterable[Tile] = (),
    dim: Iterable[Tile] = (),
) -> Figure:
    """A hand (or any row of tiles) with its trumps marked (none when ``trump`` is None)."""
    hand = list(tiles)
    drawing = svg.hand_svg(hand, trump=trump, label=label, highlight=highlight, dim=dim)
    words = join(hand) or _("no tiles")
    return Figure(drawing, f"{label}: {words}" if label else words)


def suit_figure(
    suit: LedSuit,
    trump: TrumpLike,
    tiles: Iterable[Tile] = MOON_TILES,
    highlight: Iterable[Tile] = (),
    label: str | None = None,
) -> Figure:
    """A suit (or the trumps), highest tile first, with the trumps marked."""
    members = suit_members(suit, trump, tiles)
    if label is None:
        label = (
            _("Trumps, highest first")
            if suit == TRUMP
            else _("Suit {suit}, highest first", suit=suit)
        )
    marked = trump if Trump.of(trump) is not Trump.NO_TRUMP else None
    return hand_figure(members, marked, label, highlight)


def trick_figure(
    plays: Sequence[tuple[int, Tile]],
    trump: TrumpLike = None,
    players: int = 3,
    ring_winner: bool = True,
) -> Figure:
    """A trick: (seat, tile) pairs in play order; its winner (so far) ringed unless
    ``ring_winner`` is False (a question should not give its answer away)."""
    winner = None
    if plays and ring_winner:
        winner = plays[trick_winner([t for _, t in plays], trump, tile_set(players))][0]
    marked = trump if Trump.of(trump) is not Trump.NO_TRUMP else None
    drawing = svg.trick_svg(plays, trump=marked, winner=winner, players=players)
    return Figure(drawing, trick_words(plays, marked, winner, players))


def seat_plays(tiles: Sequence[Tile], leader: int, players: int) -> list[tuple[int, Tile]]:
    """Tiles in play order as (seat, tile) pairs, the ``leader`` seat first, then clockwise."""
    return [((leader + k) % players, t) for k, t in enumerate(tiles)]


def trick_sentence(plays: Sequence[tuple[int, Tile]], trump: TrumpLike) -> str:
    """A whole trick in words, each play with its verb: ``"seat 1 led 5-5 (a trump), seat 2
    played 6-4, seat 0 played 4-4 (a trump); seat 0 won it"``."""
    tr = Trump.of(trump)

    def said(k: int, seat: int, t: Tile) -> str:
        if k == 0:
            if tr.is_trump(t):
                return _("seat {seat} led {tile} (a trump)", seat=seat, tile=t)
            return _("seat {seat} led {tile}", seat=seat, tile=t)
        if tr.is_trump(t):
            return _("seat {seat} played {tile} (a trump)", seat=seat, tile=t)
        return _("seat {seat} played {tile}", seat=seat, tile=t)

    if not plays:
        return _("no tile played yet")
    # Any of the 28 tiles, up to four seats: the sentence says a trick, it judges none.
    winner = plays[trick_winner([t for _s, t in plays], tr, DOUBLE_SIX)][0]
    return _(
        "{plays}; seat {seat} won it",
        plays=", ".join(said(k, s, t) for k, (s, t) in enumerate(plays)),
        seat=winner,
    )


def trick_story(plays: Sequence[tuple[int, Tile]]) -> str:
    """``"Seat 1 led 3-2, then seat 2 played 6-3."``"""
    if not plays:
        return _("No tile has been played to this trick yet: you lead.")
    (first, lead), rest = plays[0], plays[1:]
    if not rest:
        return _("Seat {seat} led {tile}.", seat=first, tile=lead)
    return _(
        "Seat {seat} led {tile}, then {plays}.",
        seat=first,
        tile=lead,
        plays=", ".join(_("seat {seat} played {tile}", seat=s, tile=t) for s, t in rest),
    )
