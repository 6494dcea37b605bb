"""The pictures lessons draw: hands, suits and tricks as `Figure` values, all from
`moon_nb.show.svg`."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from moon_nb.engine.tiles import MOON_TILES, Tile, join
from moon_nb.engine.tricks import TRUMP, LedSuit, suit_members, suit_name, trick_winner
from moon_nb.engine.trump import Trump, TrumpLike
from moon_nb.reference.captioned import Figure
from moon_nb.show import svg
from moon_nb.show.drawing import trick_words


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
    words = join(hand) or "no tiles"
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
    name = "Trumps" if suit == TRUMP else suit_name(suit).capitalize()
    marked = trump if Trump.of(trump) is not Trump.NO_TRUMP else None
    return hand_figure(members, marked, label or f"{name}, highest first", highlight)


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
        winner = plays[trick_winner([t for _, t in plays], trump)][0]
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

    def tile(t: Tile) -> str:
        return f"{t} (a trump)" if tr.is_trump(t) else str(t)

    said = [f"seat {s} {'led' if k == 0 else 'played'} {tile(t)}" for k, (s, t) in enumerate(plays)]
    if not said:
        return "no tile played yet"
    winner = plays[trick_winner([t for _, t in plays], tr)][0]
    return ", ".join(said) + f"; seat {winner} won it"


def trick_story(plays: Sequence[tuple[int, Tile]]) -> str:
    """``"Seat 1 led 3-2, then seat 2 played 6-3."``"""
    if not plays:
        return "No tile has been played to this trick yet: you lead."
    (first, lead), rest = plays[0], plays[1:]
    text = f"Seat {first} led {lead}"
    if rest:
        text += ", then " + ", ".join(f"seat {s} played {t}" for s, t in rest)
    return text + "."
