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
from moon_nb.exercises.suits import OfASuit, membership
from moon_nb.reference.captioned import Figure
from moon_nb.reference.illustrate import trump_sentence


class SuitSizeQuiz(OfASuit[list[int]]):
    """How many tiles are in a suit, or how many trumps are there? ``SuitSizeQuiz(3)``,
    ``SuitSizeQuiz("trump", 5)``, ``SuitSizeQuiz("trump", 0, Rules(players=4))``. Answer a
    whole number (read as a list of one, as the Quiz's number box gives it). (The suit of a
    `SuitQuiz`, counted instead of listed.)"""

    title = "How many?"
    form = "a whole number"

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

    def _what(self) -> str:
        return "trumps" if self.suit == TRUMP else f"tiles of suit {self.suit}"

    def question(self) -> str:
        return (
            f"{self.rules.describe()}, {len(self.tiles)} tiles. {trump_sentence(self.trump)} "
            f"How many {self._what()} are there?"
        )

    def _reasons(self) -> list[str]:
        listed = join(self.members) or "none"
        n = len(self.members)
        if self.suit != TRUMP:
            suit = self.suit
            out = [f"Suit {suit} is every tile showing a {suit} that is not a trump: {listed}."]
            leaving = [t for t in self.tiles if t.has(int(self.suit)) and self.trump.is_trump(t)]
            if leaving:
                out.append(f"{join(leaving)}: trumps, so they belong to the trump suit only.")
        elif self.trump is Trump.DOUBLES:
            out = [f"With doubles as trump, the doubles are the trumps: {listed}."]
        else:
            number = self.trump.number
            out = [f"With {number}s as trump, every tile showing a {number} is a trump: {listed}."]
        if self.out:
            out.append(f"{join(self.out)}: not in play ({len(self.tiles)} tiles), so {n} in all.")
        return out

    def right_answer(self) -> list[int]:
        return [len(self.members)]

    def choices(self) -> Choices:
        label = "Trumps" if self.suit == TRUMP else f"Tiles of suit {self.suit}"
        return Choices("numbers", (Option(label, 0),), "Type how many, then Check.")

    def read(self, answer: Any) -> list[int]:
        return read_numbers(answer, 1)

    def judge(self, answer: list[int]) -> Feedback:
        said = answer[0]
        n = len(self.members)
        if said == n:
            return right(f"Right: {n} {self._what()}.", self._reasons(), self._picture())
        if self.out and said == n + len(self.out):
            why = f"{said} is the count in a full double-six set of 28 tiles."
        else:
            why = f"There are {'more' if said < n else 'fewer'} than {said}."
        return wrong(f"Not quite: not {said} {self._what()}.", [why])

    def hint(self) -> list[str]:
        out = [membership(self.suit, self.trump)]
        if self.out:
            out.append(
                f"{len(self.tiles)} tiles are in play: {join(self.out)} "
                f"{'is' if len(self.out) == 1 else 'are'} not among them."
            )
        return out

    def _solve(self) -> tuple[str, list[str], list[Figure]]:
        n = len(self.members)
        return f"{n} {self._what()}.", self._reasons(), self._picture()


__all__ = ["SuitSizeQuiz"]
