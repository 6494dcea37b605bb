"""The exact double-dummy solver: with every hand face up, how many tricks does the bidder's side
take from here with best play by everyone?

The bidder's side plays to win as many tricks as it can; the other side plays to hold it to as
few as it can. In three-player Moon the bidder plays alone and the two other seats defend as a
team; in four-player Moon partners sit opposite (seats 0 & 2 against 1 & 3), so the bidder's
side is the bidder and partner.

A position is given by:

- ``hands``: one list per seat (3 or 4 seats) of the tiles that seat still holds, as ``"a-b"``
  strings or `Tile` values;
- ``trump``: anything `Trump.of` accepts (``0``..``6``, ``"doubles"``, ``None`` for no trump);
- ``bidder``: the bidder's seat;
- ``leader``: the seat that led (or is about to lead) the current trick;
- ``trick``: the tiles already played to the current trick, in play order, starting with the
  leader's lead. The seat to act is ``(leader + len(trick)) % players``. Seats that have played
  to the current trick hold one tile fewer than the others.

Every answer counts the tricks the bidder's side wins **from the current trick on** (the current
trick included, tricks already gathered not included). `bidder_tricks` and `move_values` add
``tricks_taken`` to that, so passing the tricks the bidder's side already holds gives its total
for the hand.

For simulations there is a bitmask layer that skips conversion and checks only its small
arguments (never the hands): `solve_masks`, `move_values_masks` and `can_make_masks` take one
tile mask per seat (`moon_nb.engine.tiles`), ``Trump.index`` and tile indices. `Search` keeps its
transposition table between calls, to ask many questions about one deal.

The search itself (`moon_nb.players.solver_core`) is alpha-beta over bitmask hands with a
transposition table at trick boundaries, null-window searches, equivalent-tile pruning, sure-trick
bounds and move ordering; the rules of play come from `moon_nb.engine.masks`.
"""

from __future__ import annotations

from collections.abc import Sequence

from moon_nb.engine.options import TRICKS_PER_HAND
from moon_nb.engine.tiles import MOON_TILES, TILE_BY_INDEX, Tile, TileLike, tile_set
from moon_nb.engine.tricks import legal_plays
from moon_nb.engine.trump import Trump, TrumpLike
from moon_nb.players.solver_core import Search

__all__ = [
    "Search",
    "bidder_tricks",
    "can_make",
    "can_make_masks",
    "move_values",
    "move_values_masks",
    "solve_masks",
]

Hands = Sequence[Sequence[TileLike]]

_MOON_MASK = sum(t.bit for t in MOON_TILES)


# --- tile level: checked ------------------------------------------------------------------------


def bidder_tricks(
    hands: Hands,
    trump: TrumpLike,
    bidder: int,
    leader: int,
    trick: Sequence[TileLike] = (),
    *,
    tricks_taken: int = 0,
) -> int:
    """The tricks the bidder's side takes from the current trick to the end of the hand with
    best play by both sides, plus ``tricks_taken`` (default 0: only the tricks still to play).

    >>> bidder_tricks([["6-6", "5-5"], ["6-5", "4-4"], ["6-4", "3-3"]], None, 0, 0)
    2
    """
    masks, tr, players, played = _position(hands, trump, bidder, leader, trick)
    _check_taken(tricks_taken)
    return tricks_taken + Search(tr, players, bidder).value(masks, leader, played)


def move_values(
    hands: Hands,
    trump: TrumpLike,
    bidder: int,
    leader: int,
    trick: Sequence[TileLike] = (),
    *,
    tricks_taken: int = 0,
) -> dict[Tile, int]:
    """For each tile the seat to act may legally play (it must follow the led suit if it can):
    the tricks the bidder's side takes from the current trick on if that tile is played and
    everyone plays best afterwards, plus ``tricks_taken``. The bidder's side's best move has the
    highest value, the other side's the lowest; that value equals `bidder_tricks`.
    """
    masks, tr, players, played = _position(hands, trump, bidder, leader, trick)
    _check_taken(tricks_taken)
    if not masks[(leader + len(played)) % players]:
        return {}
    values = Search(tr, players, bidder).move_values(masks, leader, played)
    return {TILE_BY_INDEX[i]: tricks_taken + v for i, v in sorted(values.items())}


def can_make(
    hands: Hands,
    trump: TrumpLike,
    bidder: int,
    leader: int,
    need: int,
    trick: Sequence[TileLike] = (),
) -> bool:
    """Whether the bidder's side can still take at least ``need`` more tricks (counting the
    current trick and the ones after it) against best defence. Faster than `bidder_tricks`: the
    search stops as soon as the answer is known."""
    masks, tr, players, played = _position(hands, trump, bidder, leader, trick)
    if type(need) is not int:
        raise ValueError(f"need is a whole number of tricks, not {need!r}")
    return Search(tr, players, bidder).at_least(masks, leader, played, need)


# --- mask level: for simulations ----------------------------------------------------------------


def solve_masks(
    masks: Sequence[int],
    trump_index: int,
    bidder: int,
    leader: int,
    trick: tuple[int, ...] = (),
    players: int | None = None,
) -> int:
    """`bidder_tricks` on bitmasks: ``masks`` holds each seat's tiles (``1 << tile index``),
    ``trump_index`` is ``Trump.index``, ``trick`` the tile indices on the current trick. The
    hands are not checked."""
    n = _check_masks(masks, trump_index, bidder, leader, trick, players)
    return Search(trump_index, n, bidder).value(list(masks), leader, trick)


def move_values_masks(
    masks: Sequence[int],
    trump_index: int,
    bidder: int,
    leader: int,
    trick: tuple[int, ...] = (),
    players: int | None = None,
) -> dict[int, int]:
    """`move_values` on bitmasks: tile index -> the bidder's side's tricks from the current
    trick on after that tile is played."""
    n = _check_masks(masks, trump_index, bidder, leader, trick, players)
    if not masks[(leader + len(trick)) % n]:
        return {}
    return Search(trump_index, n, bidder).move_values(list(masks), leader, trick)


def can_make_masks(
    masks: Sequence[int],
    trump_index: int,
    bidder: int,
    leader: int,
    need: int,
    trick: tuple[int, ...] = (),
    players: int | None = None,
) -> bool:
    """`can_make` on bitmasks."""
    n = _check_masks(masks, trump_index, bidder, leader, trick, players)
    return Search(trump_index, n, bidder).at_least(list(masks), leader, trick, need)


# --- checks -------------------------------------------------------------------------------------


def _check_masks(
    masks: Sequence[int],
    trump_index: int,
    bidder: int,
    leader: int,
    trick: tuple[int, ...],
    players: int | None,
) -> int:
    """The cheap checks of the mask layer; returns the number of players."""
    n = len(masks) if players is None else players
    if n not in (3, 4) or len(masks) != n:
        raise ValueError(f"give one hand per seat for 3 or 4 players, not {len(masks)} hands")
    if not 0 <= trump_index <= 8:
        raise ValueError(f"trump_index is Trump.index, 0..8, not {trump_index!r}")
    if not (0 <= bidder < n and 0 <= leader < n):
        raise ValueError(f"seats are 0..{n - 1}: bidder {bidder!r}, leader {leader!r}")
    if len(trick) >= n:
        raise ValueError("a trick in progress has fewer tiles than there are players")
    return n


def _tiles(count: int) -> str:
    return "1 tile" if count == 1 else f"{count} tiles"


def _check_taken(tricks_taken: int) -> None:
    if type(tricks_taken) is not int or not 0 <= tricks_taken <= TRICKS_PER_HAND:
        raise ValueError(f"tricks_taken is a number of tricks 0..7, not {tricks_taken!r}")


def _position(
    hands: Hands, trump: TrumpLike, bidder: int, leader: int, trick: Sequence[TileLike]
) -> tuple[list[int], int, int, tuple[int, ...]]:
    """Check a position and return (masks, trump index, players, trick tile indices)."""
    if isinstance(hands, (str, bytes)) or len(hands) not in (3, 4):
        raise ValueError("hands is a list of 3 or 4 hands, one per seat")
    players = len(hands)
    tr = Trump.of(trump)
    for name, seat in (("bidder", bidder), ("leader", leader)):
        if type(seat) is not int or not 0 <= seat < players:
            raise ValueError(f"{name} is a seat 0..{players - 1}, not {seat!r}")
    if isinstance(trick, (str, bytes)):
        raise ValueError("trick is a list of tiles, like ['6-4', '4-1']")
    seen: dict[Tile, str] = {}

    def read(value: TileLike, where: str) -> Tile:
        tile = Tile.of(value)
        if tile in seen:
            raise ValueError(f"{tile} appears twice: {seen[tile]} and {where}")
        if players == 3 and not tile.bit & _MOON_MASK:
            raise ValueError(
                f"{tile} ({where}) is not a three-player Moon tile: the blanks are out of the "
                "set except 0-0"
            )
        seen[tile] = where
        return tile

    seat_hands: list[list[Tile]] = []
    for seat, hand in enumerate(hands):
        if isinstance(hand, (str, bytes)):
            raise ValueError(f"seat {seat}'s hand is a list of tiles, not the string {hand!r}")
        seat_hands.append([read(v, f"seat {seat}'s hand") for v in hand])
    played = [read(v, f"the trick (tile {k + 1})") for k, v in enumerate(trick)]
    if len(played) >= players:
        raise ValueError(
            f"the trick in progress has {len(played)} tiles; a trick of {players} tiles is "
            "complete, so give the position after it, with its winner to lead"
        )

    to_act = (leader + len(played)) % players
    left = len(seat_hands[to_act])
    if left > TRICKS_PER_HAND:
        raise ValueError(f"a hand holds at most {TRICKS_PER_HAND} tiles; seat {to_act} has {left}")
    if played and left == 0:
        raise ValueError(f"seat {to_act} must play to the trick but holds no tiles")
    for k in range(players):
        seat = (leader + k) % players
        want = left - 1 if k < len(played) else left
        if len(seat_hands[seat]) != want:
            why = "played to the current trick, so it" if k < len(played) else "it"
            raise ValueError(
                f"seat {seat} holds {_tiles(len(seat_hands[seat]))}; {why} should hold {want} "
                f"(seat {to_act}, to act, holds {left})"
            )

    for k in range(1, len(played)):
        seat = (leader + k) % players
        before = [*seat_hands[seat], played[k]]
        if played[k] not in legal_plays(before, played[:k], tr, tile_set(players)):
            raise ValueError(
                f"seat {seat} played {played[k]} to the trick but could follow "
                f"{played[0]} (the led suit) and must: the trick is not legal"
            )

    masks = [sum(t.bit for t in hand) for hand in seat_hands]
    return masks, tr.index, players, tuple(t.index for t in played)
