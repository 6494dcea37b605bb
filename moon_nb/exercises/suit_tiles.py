"""Exercises about the tiles of a suit: list a suit's tiles in order (`SuitQuiz`), and which
tiles are trumps (`WhichTrumps`); with the words that say which tiles make a suit and how they
rank (`membership`, `rank_rule`), which `moon_nb.exercises.counts` quotes too. Every answer is
checked with `moon_nb.engine.tricks`, and the feedback quotes its rulings."""

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
    sort_hand,
    suit_members,
)
from moon_nb.engine.trump import Trump, TrumpLike
from moon_nb.exercises.choices import Choices, tile_options
from moon_nb.exercises.exercise import (
    AnswerT,
    Exercise,
    read_suit,
    read_tiles,
)
from moon_nb.exercises.feedback import Feedback, right, wrong
from moon_nb.reference.captioned import Figure
from moon_nb.reference.illustrate import (
    hand_figure,
    suit_figure,
    trump_sentence,
)
from moon_nb.speech import N_, _, ngettext


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


def not_trump(tile: Tile, trump: Trump) -> str:
    """Why ``tile`` is not a trump under ``trump``."""
    return _("{tile} is not a trump: {trump}.", tile=tile, trump=trump.describe())


def _not_member(tile: Tile, suit: LedSuit, trump: Trump, tiles: Iterable[Tile]) -> str:
    """Why ``tile`` is not in ``suit`` in a game played with ``tiles``."""
    out = not_in_play(tile, tiles)
    if out:
        return out
    if suit == TRUMP:
        return not_trump(tile, trump)
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


__all__ = ["OfASuit", "SuitQuiz", "WhichTrumps", "membership", "not_trump", "rank_rule"]
