"""Counting exercises: how many tiles a suit has, and how many trumps a trump choice makes.
Moon plays with 22 of the 28 tiles, so counts a double-six player knows are wrong here — the
feedback says which tiles are out, from the variant's tile set."""

from __future__ import annotations

from typing import Any

from moon_nb.engine.options import Rules
from moon_nb.engine.tiles import DOUBLE_SIX, join
from moon_nb.engine.tricks import TRUMP, LedSuit, suit_members
from moon_nb.engine.trump import Trump, TrumpLike
from moon_nb.exercises.choices import Choices, Option
from moon_nb.exercises.exercise import read_numbers, read_suit
from moon_nb.exercises.feedback import Feedback, right, wrong
from moon_nb.exercises.suit_tiles import OfASuit, membership
from moon_nb.reference.captioned import Figure
from moon_nb.reference.illustrate import trump_sentence
from moon_nb.speech import N_, _, ngettext


class SuitSizeQuiz(OfASuit[list[int]]):
    """How many tiles are in a suit, or how many trumps are there? ``SuitSizeQuiz(3)``,
    ``SuitSizeQuiz("trump", 5)``, ``SuitSizeQuiz("trump", 0, Rules(players=4))``. Answer a
    whole number (read as a list of one, as the Quiz's number box gives it). (The suit of a
    `SuitQuiz`, counted instead of listed.)"""

    title = N_("How many?")
    form = N_("a whole number")

    def __init__(
        self, suit: LedSuit | str, trump: TrumpLike = None, rules: Rules | None = None
    ) -> None:
        if read_suit(suit) == TRUMP and Trump.of(trump) is Trump.NO_TRUMP:
            raise ValueError("with no trump there are no trumps: ask about a number suit")
        self.rules = rules or Rules()
        super().__init__(suit, trump, self.rules)
        full = suit_members(self.suit, self.trump, DOUBLE_SIX)
        self.out = [t for t in full if t not in self.tiles]
        """Tiles of the suit in a double-six set that this game does not play with."""

    def _counted(self, n: int) -> str:
        """``"6 trumps"``, ``"5 tiles of suit 3"``."""
        # English says the plural for every count here, as it always has (the lessons' saved
        # outputs quote it); a translation agrees with the count.
        if self.suit == TRUMP:
            return ngettext("{n} trumps", "{n} trumps", n)
        return ngettext("{n} tiles of suit {suit}", "{n} tiles of suit {suit}", n, suit=self.suit)

    def question(self) -> str:
        if self.suit == TRUMP:
            ask = _("How many trumps are there?")
        else:
            ask = _("How many tiles of suit {suit} are there?", suit=self.suit)
        game = ngettext(
            "{game}, {n} tile.", "{game}, {n} tiles.", len(self.tiles), game=self.rules.describe()
        )
        return f"{game} {trump_sentence(self.trump)} {ask}"

    def _reasons(self) -> list[str]:
        listed = join(self.members) or _("none")
        n = len(self.members)
        if self.suit != TRUMP:
            suit = self.suit
            out = [
                _(
                    "Suit {suit} is every tile showing a {suit} that is not a trump: {tiles}.",
                    suit=suit,
                    tiles=listed,
                )
            ]
            leaving = [t for t in self.tiles if t.has(int(self.suit)) and self.trump.is_trump(t)]
            if leaving:
                out.append(
                    _(
                        "{tiles}: trumps, so they belong to the trump suit only.",
                        tiles=join(leaving),
                    )
                )
        elif self.trump is Trump.DOUBLES:
            out = [_("With doubles as trump, the doubles are the trumps: {tiles}.", tiles=listed)]
        else:
            out = [
                _(
                    "With {trump} as trump, every tile showing a {number} is a trump: {tiles}.",
                    trump=self.trump.said,
                    number=self.trump.number,
                    tiles=listed,
                )
            ]
        if self.out:
            out.append(
                ngettext(
                    "{tiles}: not in play ({played} tiles), so {n} in all.",
                    "{tiles}: not in play ({played} tiles), so {n} in all.",
                    n,
                    tiles=join(self.out),
                    played=len(self.tiles),
                )
            )
        return out

    def right_answer(self) -> list[int]:
        return [len(self.members)]

    def choices(self) -> Choices:
        label = _("Trumps") if self.suit == TRUMP else _("Tiles of suit {suit}", suit=self.suit)
        return Choices("numbers", (Option(label, 0),), _("Type how many, then Check."))

    def read(self, answer: Any) -> list[int]:
        return read_numbers(answer, 1)

    def judge(self, answer: list[int]) -> Feedback:
        said = answer[0]
        n = len(self.members)
        if said == n:
            return right(
                _("Right: {counted}.", counted=self._counted(n)), self._reasons(), self._picture()
            )
        if self.out and said == n + len(self.out):
            why = _("{n} is the count in a full double-six set of 28 tiles.", n=said)
        elif said < n:
            why = _("There are more than {n}.", n=said)
        else:
            why = _("There are fewer than {n}.", n=said)
        return wrong(_("Not quite: not {counted}.", counted=self._counted(said)), [why])

    def hint(self) -> list[str]:
        out = [membership(self.suit, self.trump)]
        if self.out:
            out.append(
                ngettext(
                    "{played} tiles are in play: {tiles} is not among them.",
                    "{played} tiles are in play: {tiles} are not among them.",
                    len(self.out),
                    played=len(self.tiles),
                    tiles=join(self.out),
                )
            )
        return out

    def _solve(self) -> tuple[str, list[str], list[Figure]]:
        n = len(self.members)
        return f"{self._counted(n)}.", self._reasons(), self._picture()


__all__ = ["SuitSizeQuiz"]
