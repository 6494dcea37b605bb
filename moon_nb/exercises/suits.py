"""Exercises about suits: which suit a lead calls for (`LedSuitQuiz`) and which suits a tile
belongs to (`SuitsOfQuiz`); the tiles of one suit and the trumps are
`moon_nb.exercises.suit_tiles`'s. Every answer is checked with `moon_nb.engine.tricks`, and the
feedback quotes its rulings."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from moon_nb.engine.options import Rules
from moon_nb.engine.tiles import Tile, TileLike
from moon_nb.engine.tricks import (
    TRUMP,
    LedSuit,
    explain_lead,
    follows,
)
from moon_nb.engine.trump import Trump, TrumpLike
from moon_nb.exercises.choices import Choices, suit_options
from moon_nb.exercises.exercise import (
    Exercise,
    read_suit,
    read_suits,
    suit_order,
)
from moon_nb.exercises.feedback import Feedback, right, wrong
from moon_nb.exercises.suit_tiles import (
    OfASuit,
    SuitQuiz,
    WhichTrumps,
    membership,
    not_trump,
    rank_rule,
)
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
            return not_trump(t, tr)
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
                why.append(not_trump(t, tr))
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


# The tiles of a suit and the trumps were this module's too: `moon_nb.lessons.suits` and older
# notebooks import them from here.
__all__ = [
    "LedSuitQuiz",
    "OfASuit",
    "SuitQuiz",
    "SuitsOfQuiz",
    "WhichTrumps",
    "membership",
    "rank_rule",
    "suit_order",
]
