"""The bidding exercise (`BidQuiz`): which calls the bidding allows next, checked with
`moon_nb.engine.bidding`, the feedback quoting its rulings."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from moon_nb.engine.bidding import bidding_over, explain_call, legal_bids
from moon_nb.engine.options import MOON, Rules
from moon_nb.exercises.choices import Choices, Option
from moon_nb.exercises.exercise import Exercise, call_name, read_calls
from moon_nb.exercises.feedback import Feedback, right, wrong
from moon_nb.exercises.play import join_or
from moon_nb.reference.captioned import Figure
from moon_nb.speech import N_, _, listing, ngettext


def _calls_in(calls: Sequence[int | str]) -> list[int]:
    out = []
    for c in calls:
        if isinstance(c, int):
            out.append(c)
        else:
            out.extend(read_calls(c) or [0])
    return out


def calls_words(calls: Sequence[int]) -> str:
    """``"pass, or bid 5, 6, 7 or 21"``, ``"bid 4, 5, 6, 7 or 21"``, ``"pass"``."""
    bids = [str(c) for c in calls if c]
    if bids:
        said = _("bid {bids}", bids=join_or(bids))
        return _("pass, or {bids}", bids=said) if 0 in calls else said
    return _("pass") if 0 in calls else _("nothing")


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _said(seat: int, call: int) -> str:
    """``"seat 1 passed"``, ``"seat 2 bid 5"``."""
    if call == 0:
        return _("seat {seat} passed", seat=seat)
    return _("seat {seat} bid {bid}", seat=seat, bid=call)


class BidQuiz(Exercise[list[int]]):
    """Which calls may the next seat make? ``BidQuiz([4, "pass"])``: the calls so far, from
    seat ``first_bidder`` clockwise (0 or ``"pass"`` for a pass); answer a list such as
    ``["pass", 5, 6]``."""

    title = N_("Which calls may you make?")
    form = N_('the calls in a list: "pass" and the bids')

    def __init__(
        self, calls: Sequence[int | str], rules: Rules | None = None, first_bidder: int = 0
    ) -> None:
        self.rules = rules or Rules()
        self.calls = _calls_in(calls)
        self.first = first_bidder
        if bidding_over(self.rules, self.calls):
            raise ValueError("the bidding is already over: every seat has spoken, or 21 was bid")
        self.seat = (first_bidder + len(self.calls)) % self.rules.players
        self.legal = legal_bids(self.rules, self.calls)

    def _story(self) -> str:
        if not self.calls:
            return _("Seat {seat} bids first.", seat=self.seat)
        n = self.rules.players
        said = [_said((self.first + k) % n, c) for k, c in enumerate(self.calls)]
        text = ", ".join(said)
        return text[0].upper() + text[1:] + "."

    def question(self) -> str:
        return _(
            "{game}. {story} It is seat {seat}'s turn: which calls may they make?",
            game=self.rules.describe(),
            story=self._story(),
            seat=self.seat,
        )

    def _names(self, calls: Sequence[int]) -> str:
        return calls_words(calls)

    def _reasons(self) -> list[str]:
        out = [
            _(
                "The bids are {bids}. Each player speaks once, and every bid must be higher "
                "than every bid before it.",
                bids=listing([str(b) for b in self.rules.bids]),
            )
        ]
        high = max(self.calls, default=0)
        # May this seat pass? (With the forced-bid option, not when all the others passed.)
        out.append(explain_call(self.rules, self.calls, 0).text)
        if high:
            out.append(explain_call(self.rules, self.calls, high).text)
        if MOON in self.legal:
            out.append(explain_call(self.rules, self.calls, MOON).text)
        return out

    def choices(self) -> Choices:
        calls = (0, *self.rules.bids)
        options = tuple(Option(_capital(call_name(c)), c) for c in calls)
        return Choices(
            "some", options, _("Click every call seat {seat} may make, then Check.", seat=self.seat)
        )

    def read(self, answer: Any) -> list[int]:
        return read_calls(answer)

    def judge(self, said: list[int]) -> Feedback:
        if said == self.legal:
            return right(
                _("Right: seat {seat} may {calls}.", seat=self.seat, calls=self._names(self.legal)),
                self._reasons(),
            )
        why = [explain_call(self.rules, self.calls, c).text for c in said if c not in self.legal]
        missed = [c for c in self.legal if c not in said]
        if missed:
            why.append(
                ngettext(
                    "You left out {n} call seat {seat} may make.",
                    "You left out {n} calls seat {seat} may make.",
                    len(missed),
                    seat=self.seat,
                )
            )
        return wrong(
            _("Not quite: those are not the calls seat {seat} may make.", seat=self.seat), why
        )

    def hint(self) -> list[str]:
        return [self._reasons()[0]]

    def _solve(self) -> tuple[str, list[str], list[Figure]]:
        said = _("seat {seat} may {calls}.", seat=self.seat, calls=self._names(self.legal))
        return said, self._reasons(), []


__all__ = ["BidQuiz", "calls_words"]
