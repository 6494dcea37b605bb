"""Exercises about suits: which suit a lead calls for, which suits a tile belongs to, the order
of a suit, and which tiles are trumps. Every answer is checked with `moon_nb.engine.tricks`, and
the feedback quotes its rulings."""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from itertools import pairwise
from typing import Any

from moon_nb.engine.options import Rules
from moon_nb.engine.tiles import DOUBLE_SIX, MOON_TILES, Tile, TileLike, join, not_in_play
from moon_nb.engine.tricks import (
    TRUMP,
    LedSuit,
    explain_lead,
    follows,
    sort_hand,
    suit_members,
)
from moon_nb.engine.trump import Trump, TrumpLike
from moon_nb.exercises.choices import Choices, suit_options, tile_options
from moon_nb.exercises.exercise import (
    AnswerT,
    Exercise,
    read_suit,
    read_suits,
    read_tiles,
    suit_order,
)
from moon_nb.exercises.feedback import Feedback, right, wrong
from moon_nb.reference.captioned import Figure
from moon_nb.reference.illustrate import (
    hand_figure,
    suit_figure,
    trump_sentence,
)
from moon_nb.speech import N_, _, listing, ngettext


def _suit_words(suit: LedSuit) -> str:
    """``"suit 4"``, ``"the trump suit"``."""
    return _("the trump suit") if suit == TRUMP else _("suit {suit}", suit=suit)


def _suits_words(suits: Sequence[LedSuit]) -> str:
    """``"suit 6 and suit 4"``, ``"the trump suit"``, ``"no suit"``."""
    if not suits:
        return _("no suit")
    said = _suit_words(suits[0])
    for suit in suits[1:]:  # "suit 3 and suit 2 and suit 1", as the lessons have said it
        said = listing([said, _suit_words(suit)])
    return said


def _led_words(suit: LedSuit) -> str:
    """The suit a lead calls for: ``"suit 4"``, ``"trumps"``."""
    return _("trumps") if suit == TRUMP else _("suit {suit}", suit=suit)


class LedSuitQuiz(Exercise[LedSuit]):
    """Which suit does a led tile call for? ``LedSuitQuiz("5-3", trump=2)``; answer a number
    0..6, or ``"trump"`` when the lead is a trump."""

    title = N_("Which suit is led?")
    form = N_('a suit number 0..6, or "trump"')

    def __init__(self, tile: TileLike, trump: TrumpLike) -> None:
        self.tile = Tile.of(tile)
        self.trump = Trump.of(trump)
        self.ruling = explain_lead(self.tile, self.trump)

    def question(self) -> str:
        return _(
            "{trump} The leader plays {tile}. Which suit must the others follow?",
            trump=trump_sentence(self.trump),
            tile=self.tile,
        )

    def figures(self) -> tuple[Figure, ...]:
        return (hand_figure([self.tile], None, _("The lead")),)

    def _picture(self) -> list[Figure]:
        return [suit_figure(self.ruling.suit, self.trump, label=self._follow_label())]

    def _follow_label(self) -> str:
        if self.ruling.suit == TRUMP:
            return _("The trumps: every one follows")
        return _("Suit {suit}: the tiles that follow", suit=self.ruling.suit)

    def choices(self) -> Choices:
        return Choices("one", suit_options(self.trump), _("Click the suit the others must follow."))

    def read(self, answer: Any) -> LedSuit:
        return read_suit(answer)

    def judge(self, said: LedSuit) -> Feedback:
        truth = self.ruling.suit
        if said == truth:
            return right(
                _("Right: {tile} leads {suit}.", tile=self.tile, suit=_led_words(truth)),
                [self.ruling.text],
                self._picture(),
            )
        return wrong(
            _("Not quite: {tile} does not lead {suit}.", tile=self.tile, suit=_led_words(said)),
            [self._why_not(said)],
        )

    def _why_not(self, said: LedSuit) -> str:
        """Why ``self.tile`` does not lead ``said`` — about that suit, not naming the one it
        leads."""
        t, tr = self.tile, self.trump
        if said == TRUMP:
            return _not_trump(t, tr)
        if not t.has(int(said)):
            return _("{tile} does not show a {number} at all.", tile=t, number=said)
        if tr.is_trump(t):
            return _(
                "{tile} shows a {number}, but it is a trump ({trump}), and a trump belongs to no "
                "number suit.",
                tile=t,
                number=said,
                trump=tr.describe(),
            )
        return _(
            "{tile} shows a {number} too, but a tile that is not a trump leads its higher number.",
            tile=t,
            number=said,
        )

    def hint(self) -> list[str]:
        return [
            _(
                "{trump} A trump leads trumps; any other tile leads the suit of its higher "
                "number, and a double leads its own number.",
                trump=trump_sentence(self.trump),
            )
        ]

    def _solve(self) -> tuple[str, list[str], list[Figure]]:
        return (
            _("{tile} leads {suit}.", tile=self.tile, suit=_led_words(self.ruling.suit)),
            [self.ruling.text],
            self._picture(),
        )


class SuitsOfQuiz(Exercise[list[LedSuit]]):
    """Which suits does a tile belong to? ``SuitsOfQuiz("6-4")``, ``SuitsOfQuiz("6-4", 4)``;
    answer a list such as ``[4, 6]``, or ``"trump"``."""

    title = N_("Which suits does this tile belong to?")
    form = N_('a list of suit numbers, and "trump" if it is a trump')

    def __init__(self, tile: TileLike, trump: TrumpLike = None, rules: Rules | None = None):
        self.tile = Tile.of(tile)
        self.trump = Trump.of(trump)
        self.tiles = (rules or Rules()).tiles
        t, tr = self.tile, self.trump
        if tr.is_trump(t):
            self.suits: list[LedSuit] = [TRUMP]
        else:
            self.suits = sorted({n for n in t.ends if follows(t, n, tr)}, reverse=True)

    def question(self) -> str:
        return _(
            "{trump} Which suits does {tile} belong to?",
            trump=trump_sentence(self.trump),
            tile=self.tile,
        )

    def figures(self) -> tuple[Figure, ...]:
        return (hand_figure([self.tile], None, _("The tile")),)

    def _reason(self) -> str:
        t, tr = self.tile, self.trump
        if self.suits == [TRUMP]:
            if t.is_double and tr is Trump.DOUBLES:
                return _(
                    "{tile} is a double and doubles are trump: it belongs only to the trump "
                    "suit, not to suit {suit}.",
                    tile=t,
                    suit=t.high,
                )
            if t.is_double:
                return _(
                    "{tile} is a trump ({trump}): it belongs only to the trump suit.",
                    tile=t,
                    trump=tr.describe(),
                )
            return _(
                "{tile} is a trump ({trump}): it belongs only to the trump suit, never to suit "
                "{other}, the suit of its other end.",
                tile=t,
                trump=tr.describe(),
                other=t.other_end(int(tr.value)),
            )
        if t.is_double:
            return _("{tile} is a double: it belongs only to suit {suit}.", tile=t, suit=t.high)
        return _(
            "{tile} belongs to suit {high} and suit {low}: a tile that is not a double, and not "
            "a trump, belongs to the suits of both its numbers.",
            tile=t,
            high=t.high,
            low=t.low,
        )

    def _picture(self) -> list[Figure]:
        return [suit_figure(s, self.trump, self.tiles, [self.tile]) for s in self.suits]

    def choices(self) -> Choices:
        return Choices(
            "some",
            suit_options(self.trump),
            _("Click every suit the tile belongs to, then Check."),
        )

    def read(self, answer: Any) -> list[LedSuit]:
        # Highest first, as the tile's suits are kept (`self.suits`).
        return read_suits(answer)[::-1]

    def judge(self, said: list[LedSuit]) -> Feedback:
        truth = _suits_words(self.suits)
        if said == self.suits:
            return right(
                _("Right: {tile} belongs to {suits}.", tile=self.tile, suits=truth),
                [self._reason()],
                self._picture(),
            )
        t, tr = self.tile, self.trump
        # The headline is about the suits named: those the tile is not in, or, when every one
        # named is right, that the answer is incomplete. Never the suits left out: naming them
        # would give the answer away.
        extra = [s for s in said if s not in self.suits]
        missed = [s for s in self.suits if s not in said]
        why = []
        for suit in extra:
            if suit == TRUMP:
                why.append(_not_trump(t, tr))
            elif not t.has(int(suit)):
                why.append(
                    _(
                        "{tile} does not show a {suit}, so it is not in suit {suit}.",
                        tile=t,
                        suit=suit,
                    )
                )
            else:
                why.append(
                    _(
                        "{tile} shows a {suit}, but it is a trump ({trump}), and a trump belongs "
                        "to the trump suit only.",
                        tile=t,
                        suit=suit,
                        trump=tr.describe(),
                    )
                )
        if not said:
            headline = _("Not quite: you named no suit.")
            why.append(_("You named no suit: every tile belongs to at least one."))
        elif extra:
            headline = _(
                "Not quite: {tile} does not belong to {suits}.", tile=t, suits=_suits_words(extra)
            )
        else:
            headline = _(
                "Not quite: {tile} belongs to {suits}, but that is not all.",
                tile=t,
                suits=_suits_words(said),
            )
        if said and missed:
            why.append(
                ngettext(
                    "{tile} belongs to {n} suit you did not name.",
                    "{tile} belongs to {n} suits you did not name.",
                    len(missed),
                    tile=t,
                )
            )
        return wrong(headline, why)

    def hint(self) -> list[str]:
        return [
            _(
                "{trump} A trump belongs to the trump suit only; a double to its own number's "
                "suit; any other tile to the suits of both its numbers.",
                trump=trump_sentence(self.trump),
            )
        ]

    def _solve(self) -> tuple[str, list[str], list[Figure]]:
        return (
            _("{tile} belongs to {suits}.", tile=self.tile, suits=_suits_words(self.suits)),
            [self._reason()],
            self._picture(),
        )


def rank_rule(suit: LedSuit, trump: Trump) -> str:
    """How the tiles of a suit rank, in words."""
    if suit == TRUMP and trump is Trump.DOUBLES:
        return _("The doubles rank by their number: 6-6 highest, down to 0-0.")
    if suit != TRUMP and trump is Trump.DOUBLES:
        return _(
            "Doubles are trump, so suit {suit} has no double: its highest tile is its highest "
            "non-double, and the others follow by their other end, high to low.",
            suit=suit,
        )
    return _(
        "Within a suit the double is highest, then the others by their other end, high to low."
    )


def membership(suit: LedSuit, trump: Trump) -> str:
    """Which tiles make up ``suit`` (or the trumps) under ``trump``, in words."""
    if suit == TRUMP:
        if trump is Trump.DOUBLES:
            return _("With doubles as trump, the seven doubles are the trumps.")
        return _(
            "With {trump} as trump, every tile in play that shows a {number} is a trump.",
            trump=trump.said,
            number=trump.number,
        )
    if trump is Trump.NO_TRUMP:
        return _("With no trump, suit {suit} is every tile in play that shows a {suit}.", suit=suit)
    return _(
        "Suit {suit} is every tile in play that shows a {suit} and is not a trump ({trump}).",
        suit=suit,
        trump=trump.describe(),
    )


def _not_trump(tile: Tile, trump: Trump) -> str:
    """Why ``tile`` is not a trump under ``trump``."""
    return _("{tile} is not a trump: {trump}.", tile=tile, trump=trump.describe())


def _not_member(tile: Tile, suit: LedSuit, trump: Trump, tiles: Iterable[Tile]) -> str:
    """Why ``tile`` is not in ``suit`` in a game played with ``tiles``."""
    out = not_in_play(tile, tiles)
    if out:
        return out
    if suit == TRUMP:
        return _not_trump(tile, trump)
    if not tile.has(suit):
        return _("{tile} does not show a {suit}.", tile=tile, suit=suit)
    if tile.is_double and trump is Trump.DOUBLES:
        return _(
            "{tile} is a double, and doubles are trump: it has left suit {suit}.",
            tile=tile,
            suit=suit,
        )
    return _(
        "{tile} is a trump ({trump}), so it belongs to the trump suit only.",
        tile=tile,
        trump=trump.describe(),
    )


class OfASuit(Exercise[AnswerT]):
    """An exercise about the tiles of one suit under one trump (`SuitQuiz` lists them,
    `moon_nb.exercises.counts.SuitSizeQuiz` counts them)."""

    def __init__(self, suit: LedSuit | str, trump: TrumpLike = None, rules: Rules | None = None):
        self.suit = read_suit(suit)
        self.trump = Trump.of(trump)
        self.tiles = (rules or Rules()).tiles
        self.members = suit_members(self.suit, self.trump, self.tiles)
        """The suit's tiles in play, highest first."""

    def _picture(self) -> list[Figure]:
        return [suit_figure(self.suit, self.trump, self.tiles)]


class SuitQuiz(OfASuit[list[Tile]]):
    """List the tiles of a suit, highest first: ``SuitQuiz(2)``, ``SuitQuiz(4, "doubles")``,
    ``SuitQuiz("trump", 0)``."""

    title = N_("Put a suit in order")
    form = N_("the tiles in a list, highest first")

    def question(self) -> str:
        if self.suit == TRUMP:
            ask = _("List the trumps, highest first.")
        else:
            ask = _("List the tiles of suit {suit}, highest first.", suit=self.suit)
        return _(
            "{trump} {ask} ({played} tiles are in play.)",
            trump=trump_sentence(self.trump),
            ask=ask,
            played=len(self.tiles),
        )

    def right_answer(self) -> list[Tile]:
        return list(self.members)

    def choices(self) -> Choices:
        # The candidates: every tile showing the suit's number (the trumps among them are
        # the traps), or every trump; scrambled the same way each time, so their order gives
        # nothing away.
        if self.suit == TRUMP:
            pool = list(self.members)
        else:
            pool = [t for t in self.tiles if t.has(int(self.suit))]
        random.Random(f"{self.suit}/{self.trump.token}").shuffle(pool)
        return Choices(
            "order",
            tile_options(pool),
            _("Click the tiles of the suit, highest first, then Check."),
        )

    def read(self, answer: Any) -> list[Tile]:
        return read_tiles(answer)

    def judge(self, said: list[Tile]) -> Feedback:
        truth = self.members
        if said == truth:
            listed = join(truth) or _("none")
            return right(
                _("Right: {tiles}.", tiles=listed),
                [rank_rule(self.suit, self.trump)],
                self._picture(),
            )
        extra = [t for t in said if t not in truth]
        missing = [t for t in truth if t not in said]
        why = [_not_member(t, self.suit, self.trump, self.tiles) for t in extra]
        if missing and self.suit == TRUMP:
            why.append(
                ngettext("You left out {n} trump.", "You left out {n} trumps.", len(missing))
            )
        elif missing:
            why.append(
                ngettext(
                    "You left out {n} tile of suit {suit}.",
                    "You left out {n} tiles of suit {suit}.",
                    len(missing),
                    suit=self.suit,
                )
            )
        if not extra and not missing:
            high, low = _first_out_of_order(said, truth)
            why.append(
                _(
                    "You have the right tiles, but not in the right order: you put {high} above "
                    "{low}, and {low} ranks higher.",
                    high=high,
                    low=low,
                )
            )
        if self.suit == TRUMP:
            headline = _("Not quite: those are not the trumps, highest first.")
        else:
            headline = _(
                "Not quite: those are not the tiles of suit {suit}, highest first.", suit=self.suit
            )
        return wrong(headline, why)

    def hint(self) -> list[str]:
        return [membership(self.suit, self.trump), rank_rule(self.suit, self.trump)]

    def _solve(self) -> tuple[str, list[str], list[Figure]]:
        listed = join(self.members) or _("none")
        if self.suit == TRUMP:
            said = _("the trumps are {tiles}.", tiles=listed)
        else:
            said = _("the tiles of suit {suit} are {tiles}.", suit=self.suit, tiles=listed)
        return said, [rank_rule(self.suit, self.trump)], self._picture()


def _first_out_of_order(said: Sequence[Tile], truth: Sequence[Tile]) -> tuple[Tile, Tile]:
    """The first two neighbours of ``said`` (the same tiles as ``truth``) in the wrong order:
    the one put higher, then the one that ranks higher."""
    for a, b in pairwise(said):
        if truth.index(a) > truth.index(b):
            return a, b
    raise ValueError("the tiles are in order")


class WhichTrumps(Exercise[list[Tile]]):
    """Which tiles of a hand are trumps? ``WhichTrumps(hand, trump=4)``; answer a list of
    tiles (``[]`` for none)."""

    title = N_("Which tiles are trumps?")
    form = N_("the trumps in a list ([] for none)")

    def __init__(self, hand: Iterable[TileLike], trump: TrumpLike) -> None:
        self.hand = [Tile.of(t) for t in hand]
        self.trump = Trump.of(trump)
        self.trumps = [t for t in sort_hand(self.hand, self.trump) if self.trump.is_trump(t)]
        self.tiles = MOON_TILES if set(self.hand) <= set(MOON_TILES) else DOUBLE_SIX
        """The tiles in play: Moon's 22, or the 28 of four-player Moon for a hand with blanks."""

    def question(self) -> str:
        return _("{trump} Which tiles of this hand are trumps?", trump=trump_sentence(self.trump))

    def figures(self) -> tuple[Figure, ...]:
        return (hand_figure(self.hand, None, _("The hand")),)

    def _picture(self) -> list[Figure]:
        hand = sort_hand(self.hand, self.trump)
        return [hand_figure(hand, self.trump, _("The hand, trumps marked"), self.trumps)]

    def _rule(self) -> str:
        if self.trump is Trump.NO_TRUMP:
            return _("With no trump there are no trumps at all.")
        if self.trump is Trump.DOUBLES:
            return _("With doubles as trump, the seven doubles are the trumps.")
        return _(
            "With {trump} as trump, every tile that shows a {number} is a trump.",
            trump=self.trump.said,
            number=self.trump.number,
        )

    def choices(self) -> Choices:
        return Choices(
            "some", tile_options(self.hand), _("Click every trump in the hand, then Check.")
        )

    def read(self, answer: Any) -> list[Tile]:
        return read_tiles(answer)

    def judge(self, said: list[Tile]) -> Feedback:
        if set(said) == set(self.trumps):
            listed = join(self.trumps) or _("none")
            return right(
                _("Right: the trumps are {tiles}.", tiles=listed), [self._rule()], self._picture()
            )
        why = []
        for tile in said:
            if tile in self.trumps:
                continue
            if tile not in self.hand:
                why.append(
                    not_in_play(tile, self.tiles) or _("{tile} is not in this hand.", tile=tile)
                )
            else:
                why.append(_not_member(tile, TRUMP, self.trump, self.tiles))
        missed = [t for t in self.trumps if t not in said]
        if missed:
            why.append(
                ngettext(
                    "You left out {n} trump of this hand.",
                    "You left out {n} trumps of this hand.",
                    len(missed),
                )
            )
        return wrong(_("Not quite: those are not the trumps of this hand."), why)

    def hint(self) -> list[str]:
        return [self._rule()]

    def _solve(self) -> tuple[str, list[str], list[Figure]]:
        listed = join(self.trumps) or _("none")
        return _("the trumps are {tiles}.", tiles=listed), [self._rule()], self._picture()


__all__ = [
    "LedSuitQuiz",
    "SuitQuiz",
    "SuitsOfQuiz",
    "WhichTrumps",
    "membership",
    "rank_rule",
    "suit_order",
]
