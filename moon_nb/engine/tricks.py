"""The rules of play as pure functions: which suit a lead calls for, who must follow, who wins.

Every decision is available twice: as a plain answer (`led_suit`, `legal_plays`,
`trick_winner`) and as a *ruling* — a small frozen value that says which rule applied and renders
as a sentence a learner understands (`explain_lead`, `explain_play`, `explain_trick`).

Trump arguments accept an int 0..6, ``"doubles"``, ``None`` (no trump) or a `Trump`.
Tiles may be given as `Tile` values or ``"a-b"`` strings; a hand or a trick is a list of them
(a text such as ``"6-4"`` is refused, not read letter by letter). A hand and a trick are
checked against the game's tiles: three-player Moon's 22 unless ``tiles`` names others
(``tile_set(4)`` for four players' 28). A tile given twice, a tile the game does not play (a
blank in three-player Moon) and a trick of more tiles than the game has players (three, four
with the 28 tiles) are refused in words (`TileError`).
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Literal

from moon_nb.engine.tiles import (
    DOUBLE_SIX,
    MOON_TILES,
    Tile,
    TileError,
    TileLike,
    in_play,
    join,
    tile_list,
)
from moon_nb.engine.trump import Trump, TrumpLike
from moon_nb.speech import SaidLater, _

TRUMP: Literal["trump"] = "trump"
"""The led suit when the led tile is a trump."""

LedSuit = int | Literal["trump"]

TRUMP_CODE = 7
"""The trump suit among the suit codes: the numbers are 0..6, and trump sorts above them."""


def suit_code(suit: LedSuit) -> int:
    """A led suit as a number 0..7: a number suit is itself, trump is `TRUMP_CODE`."""
    return TRUMP_CODE if suit == TRUMP else int(suit)


def is_trump(tile: TileLike, trump: TrumpLike) -> bool:
    """The tile is a trump under this trump choice."""
    return Trump.of(trump).is_trump(Tile.of(tile))


def led_suit(tile: TileLike, trump: TrumpLike) -> LedSuit:
    """The suit a led tile calls for: ``"trump"`` if it is a trump, else its higher number
    (a double calls for its own number)."""
    t, tr = Tile.of(tile), Trump.of(trump)
    return TRUMP if tr.is_trump(t) else t.high


def follows(tile: TileLike, suit: LedSuit, trump: TrumpLike) -> bool:
    """The tile belongs to the led suit: a trump when trumps are led; otherwise a non-trump
    tile showing the suit's number."""
    t, tr = Tile.of(tile), Trump.of(trump)
    if suit == TRUMP:
        return tr.is_trump(t)
    return t.has(suit) and not tr.is_trump(t)


def rank(tile: TileLike, suit: LedSuit, trump: TrumpLike) -> int:
    """The tile's strength on a trick whose led suit is ``suit``: 0 if it neither follows nor
    trumps; a follower ranks 1..8 (double highest, then by its other end); a trump 10..17,
    above every follower."""
    t, tr = Tile.of(tile), Trump.of(trump)
    if tr.is_trump(t):
        return 10 + _rank_inside(t, tr.number)
    if suit != TRUMP and t.has(suit):
        return 1 + _rank_inside(t, suit)
    return 0


def _rank_inside(tile: Tile, number: int | None) -> int:
    """Order inside one suit: the double on top (7), then the other end (0..6). The doubles
    trump (``number`` None) orders its doubles by their number."""
    if number is None:
        return tile.high
    if tile.is_double:
        return 7
    return tile.other_end(number)


def legal_plays(
    hand: Iterable[TileLike],
    trick: Sequence[TileLike],
    trump: TrumpLike,
    tiles: Iterable[Tile] = MOON_TILES,
) -> list[Tile]:
    """The tiles of ``hand`` that may be played to ``trick`` (the tiles already played to it, in
    order): anything when leading; else the tiles that follow the led suit, or, holding none,
    anything. ``tiles``: the game's tiles, which the hand and the trick must be of."""
    held, played = _hand_and_trick(hand, trick, tiles)
    if not played:
        return held
    suit = led_suit(played[0], trump)
    followers = [t for t in held if follows(t, suit, trump)]
    return followers or held


def trick_winner(
    trick: Sequence[TileLike], trump: TrumpLike, tiles: Iterable[Tile] = MOON_TILES
) -> int:
    """The index (in play order) of the tile that wins the trick: the highest trump, else the
    highest tile of the suit led. ``tiles``: the game's tiles, which the trick's must be of,
    each once, at most one a player."""
    played = _trick(trick, tiles)
    if not played:
        raise ValueError("an empty trick has no winner")
    suit = led_suit(played[0], trump)
    ranks = [rank(t, suit, trump) for t in played]
    return ranks.index(max(ranks))


def suit_members(suit: LedSuit, trump: TrumpLike, tiles: Iterable[Tile] = MOON_TILES) -> list[Tile]:
    """The tiles of a suit (or of the trump suit), highest first."""
    ordered = [t for t in tiles if follows(t, suit, trump)]
    return sorted(ordered, key=lambda t: rank(t, suit, trump), reverse=True)


def suit_name(suit: LedSuit) -> str:
    """``"suit 4"``, or ``"trumps"``."""
    return "trumps" if suit == TRUMP else f"suit {suit}"


# --- rulings ---------------------------------------------------------------------------------


@enum.unique
class LeadRule(enum.Enum):
    """Why a led tile calls for the suit it does."""

    TRUMP_LED = "a trump leads trumps"
    DOUBLE = "a double leads its own number"
    HIGHER_END = "a tile leads its higher number"


@dataclass(frozen=True)
class LeadRuling(SaidLater):
    """Which suit a led tile calls for, and the rule that says so."""

    tile: Tile
    trump: Trump
    suit: LedSuit
    rule: LeadRule

    @property
    def text(self) -> str:
        return self.in_its_language(self._said)

    def _said(self) -> str:
        t = self.tile
        if self.rule is LeadRule.TRUMP_LED:
            return _(
                "{tile} is a trump ({trump}), so trumps are led: everyone must play a trump if "
                "they have one.",
                tile=t,
                trump=self.trump.describe(),
            )
        if self.rule is LeadRule.DOUBLE:
            return _(
                "{tile} is a double, so it leads its own number: suit {suit}.", tile=t, suit=t.high
            )
        if self.trump.number is not None:
            return _(
                "{tile} leads suit {suit}, its higher number (it is not a trump).",
                tile=t,
                suit=t.high,
            )
        return _("{tile} leads suit {suit}, its higher number.", tile=t, suit=t.high)

    def __str__(self) -> str:
        return self.text


def explain_lead(tile: TileLike, trump: TrumpLike) -> LeadRuling:
    """`led_suit` with its reason."""
    t, tr = Tile.of(tile), Trump.of(trump)
    suit = led_suit(t, tr)
    if suit == TRUMP:
        rule = LeadRule.TRUMP_LED
    elif t.is_double:
        rule = LeadRule.DOUBLE
    else:
        rule = LeadRule.HIGHER_END
    return LeadRuling(t, tr, suit, rule)


@enum.unique
class PlayRule(enum.Enum):
    """Why a tile may or may not be played."""

    LEAD = "the leader may lead any tile"
    FOLLOWS = "the tile follows the led suit"
    CANNOT_FOLLOW = "a player who cannot follow may play any tile"
    MUST_FOLLOW = "a player who can follow must follow"
    NOT_IN_HAND = "a player may only play a tile from their hand"


@dataclass(frozen=True)
class PlayRuling(SaidLater):
    """Whether one tile may be played to a trick, and why."""

    tile: Tile
    legal: bool
    rule: PlayRule
    lead: LeadRuling | None = None
    followers: tuple[Tile, ...] = ()

    @property
    def text(self) -> str:
        return self.in_its_language(self._said)

    def _said(self) -> str:
        t, lead = self.tile, self.lead
        if self.rule is PlayRule.NOT_IN_HAND:
            return _("You do not hold {tile}.", tile=t)
        if self.rule is PlayRule.LEAD or lead is None:
            return _("You are leading, so you may lead any tile, {tile} included.", tile=t)
        trumps = lead.suit == TRUMP
        if self.rule is PlayRule.FOLLOWS:
            if trumps:
                return _(
                    "{tile} is a trump, so it follows the trump lead ({lead}).",
                    tile=t,
                    lead=lead.tile,
                )
            return _(
                "{tile} follows suit {suit}, the suit {lead} leads.",
                tile=t,
                suit=lead.suit,
                lead=lead.tile,
            )
        if self.rule is PlayRule.CANNOT_FOLLOW:
            if trumps:
                return _(
                    "You hold no trump, so you cannot follow {lead} and may play any tile, "
                    "{tile} included.",
                    lead=lead.tile,
                    tile=t,
                )
            return _(
                "You hold no tile of suit {suit}, so you cannot follow {lead} and may play any "
                "tile, {tile} included.",
                suit=lead.suit,
                lead=lead.tile,
                tile=t,
            )
        held = join(self.followers)
        if lead.suit == TRUMP:
            return _("You must follow with a trump — you hold {tiles}.", tiles=held)
        must = _("You must follow suit {suit} — you hold {tiles}.", suit=lead.suit, tiles=held)
        if not (t.has(lead.suit) and lead.trump.is_trump(t)):
            return must
        # The tile shows the led number: the learner is told why it does not follow.
        why = _(
            "{tile} is a trump ({trump}), not a tile of suit {suit}.",
            tile=t,
            trump=lead.trump.describe(),
            suit=lead.suit,
        )
        return f"{must} {why}"

    def __str__(self) -> str:
        return self.text


def seats_of(tiles: Iterable[Tile]) -> int:
    """How many players a game played with ``tiles`` seats: four with all 28, else three."""
    return 4 if len(set(tiles)) == len(DOUBLE_SIX) else 3


def _once_each(tiles: Sequence[Tile]) -> None:
    """Refuse a tile given twice (a game has one of each)."""
    seen: set[Tile] = set()
    for tile in tiles:
        if tile in seen:
            raise TileError(_("{tile} is given twice: a game has one of each tile.", tile=tile))
        seen.add(tile)


def _at_most_seats(count: int, game: Iterable[Tile]) -> None:
    """Refuse a trick of ``count`` tiles where each player plays one."""
    seats = seats_of(game)
    if count > seats:
        raise TileError(
            _("A trick has at most {n} tiles, one from each player, not {count}.", n=seats,
              count=count)
        )  # fmt: skip


def _trick(trick: Sequence[TileLike], tiles: Iterable[Tile]) -> list[Tile]:
    """A played trick as tiles: each one of the game's, once, at most one a player."""
    game = frozenset(tiles)
    played = tile_list(trick, "a trick")
    in_play(played, game)
    _once_each(played)
    _at_most_seats(len(played), game)
    return played


def _hand_and_trick(
    hand: Iterable[TileLike], trick: Sequence[TileLike], tiles: Iterable[Tile]
) -> tuple[list[Tile], list[Tile]]:
    """A hand and a trick to play to, as tiles, each one of the game's ``tiles``, once, the
    trick with room for one more (refused in words otherwise)."""
    game = frozenset(tiles)
    held, played = tile_list(hand, "a hand"), tile_list(trick, "a trick")
    in_play([*held, *played], game)
    _once_each([*held, *played])
    _at_most_seats(len(played) + 1, game)
    return held, played


def explain_play(
    hand: Iterable[TileLike],
    trick: Sequence[TileLike],
    trump: TrumpLike,
    tile: TileLike,
    tiles: Iterable[Tile] = MOON_TILES,
) -> PlayRuling:
    """Whether ``tile`` may be played from ``hand`` to ``trick``, and why. ``tiles``: the
    game's tiles, which every tile given must be of."""
    game = frozenset(tiles)
    held, played = _hand_and_trick(hand, trick, game)
    t = Tile.of(tile)
    in_play([t], game)
    if t not in held:
        return PlayRuling(t, False, PlayRule.NOT_IN_HAND)
    if not played:
        return PlayRuling(t, True, PlayRule.LEAD)
    lead = explain_lead(played[0], trump)
    followers = tuple(
        sorted(
            (x for x in held if follows(x, lead.suit, trump)),
            key=lambda x: rank(x, lead.suit, trump),
            reverse=True,
        )
    )
    if t in followers:
        return PlayRuling(t, True, PlayRule.FOLLOWS, lead, followers)
    if not followers:
        return PlayRuling(t, True, PlayRule.CANNOT_FOLLOW, lead, followers)
    return PlayRuling(t, False, PlayRule.MUST_FOLLOW, lead, followers)


@enum.unique
class TrickRule(enum.Enum):
    """Why a tile won a trick."""

    HIGHEST_TRUMP = "the highest trump wins"
    ONLY_TRUMP = "the only trump wins"
    HIGHEST_OF_SUIT = "with no trump played, the highest tile of the led suit wins"


@dataclass(frozen=True)
class TrickRuling(SaidLater):
    """Which tile won a trick, and why."""

    trick: tuple[Tile, ...]
    trump: Trump
    lead: LeadRuling
    winner: int
    rule: TrickRule

    @property
    def tile(self) -> Tile:
        """The winning tile."""
        return self.trick[self.winner]

    @property
    def text(self) -> str:
        return self.in_its_language(self._said)

    def _said(self) -> str:
        t, trump = self.tile, self.trump.describe()
        if self.rule is TrickRule.ONLY_TRUMP:
            return _("{tile} wins: it is the only trump played ({trump}).", tile=t, trump=trump)
        if self.rule is TrickRule.HIGHEST_TRUMP:
            return _("{tile} wins: it is the highest trump played ({trump}).", tile=t, trump=trump)
        return _(
            "{tile} wins: it is the highest tile played of suit {suit}, the suit led, and no "
            "trump was played.",
            tile=t,
            suit=self.lead.suit,
        )

    def __str__(self) -> str:
        return self.text


def explain_trick(
    trick: Sequence[TileLike], trump: TrumpLike, tiles: Iterable[Tile] = MOON_TILES
) -> TrickRuling:
    """`trick_winner` with its reason. ``tiles``: the game's tiles, as for `trick_winner`."""
    game = tuple(tiles)
    played = tuple(_trick(trick, game))
    tr = Trump.of(trump)
    winner = trick_winner(played, tr, game)
    trumps = sum(1 for t in played if tr.is_trump(t))
    if trumps == 0:
        rule = TrickRule.HIGHEST_OF_SUIT
    elif trumps == 1:
        rule = TrickRule.ONLY_TRUMP
    else:
        rule = TrickRule.HIGHEST_TRUMP
    return TrickRuling(played, tr, explain_lead(played[0], tr), winner, rule)


def sort_hand(hand: Iterable[TileLike], trump: TrumpLike | None = None) -> list[Tile]:
    """A hand in the order a player holds it: trumps first (highest first), then each suit by
    the suit a tile would lead, highest suit first, highest tile first. Before trump is named
    (``trump`` None) the tiles sort as under no trump."""
    tr = Trump.of(trump)

    def key(t: Tile) -> tuple[int, int]:
        suit = led_suit(t, tr)
        return (-suit_code(suit), -rank(t, suit, tr))

    return sorted(tile_list(hand, "a hand"), key=key)
