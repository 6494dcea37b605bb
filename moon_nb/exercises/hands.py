"""Exercises about a whole hand: which calls the bidding allows, how a hand is scored, and who
has won the game. Answers are checked with `moon_nb.engine.bidding` and `moon_nb.engine.scoring`."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from moon_nb.engine.bidding import bidding_over, explain_call, legal_bids
from moon_nb.engine.options import MOON, Rules
from moon_nb.engine.scoring import HandResult, game_status, score_hand, side_name
from moon_nb.engine.words import plural, signed
from moon_nb.exercises.choices import Choices, Option
from moon_nb.exercises.exercise import Exercise, call_name, read_calls, read_numbers, read_seat
from moon_nb.exercises.feedback import Feedback, right, wrong
from moon_nb.reference.captioned import Figure
from moon_nb.reference.readings import for_rules, reading


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
    said = ""
    if bids:
        said = "bid " + (bids[0] if len(bids) == 1 else ", ".join(bids[:-1]) + " or " + bids[-1])
    if 0 in calls:
        return "pass" + (f", or {said}" if said else "")
    return said or "nothing"


def _said(call: int) -> str:
    return "passed" if call == 0 else f"bid {call}"


class BidQuiz(Exercise[list[int]]):
    """Which calls may the next seat make? ``BidQuiz([4, "pass"])``: the calls so far, from
    seat ``first_bidder`` clockwise (0 or ``"pass"`` for a pass); answer a list such as
    ``["pass", 5, 6]``."""

    title = "Which calls may you make?"
    form = 'the calls in a list: "pass" and the bids'

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
            return f"Seat {self.seat} bids first."
        n = self.rules.players
        said = [f"seat {(self.first + k) % n} {_said(c)}" for k, c in enumerate(self.calls)]
        text = ", ".join(said)
        return text[0].upper() + text[1:] + "."

    def question(self) -> str:
        return (
            f"{self.rules.describe()}. {self._story()} It is seat {self.seat}'s turn: which "
            "calls may they make?"
        )

    def _names(self, calls: Sequence[int]) -> str:
        return calls_words(calls)

    def _reasons(self) -> list[str]:
        bids = ", ".join(str(b) for b in self.rules.bids[:-1]) + f" and {self.rules.bids[-1]}"
        out = [
            f"The bids are {bids}. Each player speaks once, and every bid must be higher than "
            "every bid before it."
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
        options = tuple(Option(call_name(c).capitalize(), c) for c in calls)
        return Choices("some", options, f"Click every call seat {self.seat} may make, then Check.")

    def read(self, answer: Any) -> list[int]:
        return read_calls(answer)

    def judge(self, said: list[int]) -> Feedback:
        if said == self.legal:
            return right(f"Right: seat {self.seat} may {self._names(self.legal)}.", self._reasons())
        why = [explain_call(self.rules, self.calls, c).text for c in said if c not in self.legal]
        missed = [c for c in self.legal if c not in said]
        if missed:
            why.append(f"You left out {plural(len(missed), 'call')} seat {self.seat} may make.")
        return wrong(f"Not quite: those are not the calls seat {self.seat} may make.", why)

    def hint(self) -> list[str]:
        return [self._reasons()[0]]

    def _solve(self) -> tuple[str, list[str], list[Figure]]:
        return f"seat {self.seat} may {self._names(self.legal)}.", self._reasons(), []


def scoring_rules(result: HandResult) -> list[str]:
    """The rules that scored ``result``, in the rule book's words."""
    rules = result.rules
    bid = "all 7 tricks" if result.bid == MOON else f"at least {result.bid} tricks"
    who = "team" if rules.teams else "bidder"
    out = [f"The contract is made when the {who} takes {bid} {reading('made').tag}."]
    if result.moon_made:
        out.append("A made bid of 21 wins the game at once.")
    if rules.scoring == "marks":
        out.append(
            "Marks: a made contract earns the bidder one mark; a set contract earns each other "
            + ("team" if rules.teams else "player")
            + f" one mark {reading('marks, set').tag}."
        )
        return out
    if result.made and rules.teams and rules.team_scoring == "tricks" and result.bid != MOON:
        out.append("Made: the bidding team scores the number of tricks it won.")
    elif result.made:
        out.append(f"Made: the {who} scores the bid, with nothing extra for more tricks.")
    else:
        out.append(f"Set: the {who} loses the bid.")
    other = "The other team scores" if rules.teams else "Each other player scores"
    out.append(f"{other} 1 point for every trick won, whether or not the contract was made.")
    return out


def scoring_hint(rules: Rules) -> list[str]:
    """How a hand is scored under ``rules``, made or set, in the rule book's words."""
    who = "team" if rules.teams else "bidder"
    if rules.scoring == "marks":
        other = "team" if rules.teams else "player"
        return [
            f"Marks: a made contract earns the {who} one mark; a set contract earns each other "
            f"{other} one mark {reading('marks, set').tag}."
        ]
    made = (
        "the bidding team scores the number of tricks it won"
        if rules.teams and rules.team_scoring == "tricks"
        else f"the {who} scores the bid, nothing more"
    )
    other = "the other team scores" if rules.teams else "each other player scores"
    return [
        f"The contract is made with at least as many tricks as the bid {reading('made').tag}: "
        f"then {made}; set, the {who} loses the bid. Either way {other} 1 point for every trick "
        "won."
    ]


class ScoreQuiz(Exercise[list[int]]):
    """How does a hand change the scores? ``ScoreQuiz(bidder=0, bid=5, tricks=[4, 2, 1])``:
    ``tricks`` per seat. Answer one number per seat (per team with four players); with
    ``scores`` (the scores before the hand), answer the new scores instead."""

    title = "Score the hand"

    def __init__(
        self,
        bidder: int,
        bid: int,
        tricks: Sequence[int],
        rules: Rules | None = None,
        scores: Sequence[int] | None = None,
    ) -> None:
        self.rules = rules or Rules()
        self.form = "one number per team" if self.rules.teams else "one number per seat"
        self.result = score_hand(self.rules, bidder, bid, tricks)
        self.before = list(scores) if scores is not None else None
        if self.before is not None and len(self.before) != self.rules.sides:
            raise ValueError("scores needs one number per seat (per team with four players)")
        changes = self.result.changes
        self.truth = (
            [b + c for b, c in zip(self.before, changes, strict=True)]
            if self.before is not None
            else list(changes)
        )

    def _story(self) -> str:
        r = self.result
        bid = "shot the moon (bid 21)" if r.bid == MOON else f"bid {r.bid}"
        took = ", ".join(f"seat {s} {n}" for s, n in enumerate(r.tricks))
        return f"Seat {r.bidder} {bid}. Tricks won: {took}."

    def _unit(self) -> str:
        return "marks" if self.rules.scoring == "marks" else "points"

    def question(self) -> str:
        each = "team" if self.rules.teams else "seat"
        if self.before is not None:
            now = ", ".join(str(s) for s in self.before)
            ask = f"The scores were {now}. What are they after this hand, {each} by {each}?"
        else:
            ask = f"How many {self._unit()} does each {each} gain or lose?"
        return f"{self.rules.describe()}. {self._story()} {ask}"

    def _reasons(self) -> list[str]:
        out = [self.result.text, *scoring_rules(self.result)]
        if self.before is not None:
            moon = self.result.bidder_side if self.result.moon_made else None
            out.append(game_status(self.rules, self.truth, moon).text)
        return out

    def _listed(self, values: Sequence[int]) -> str:
        if self.before is None:
            return ", ".join(signed(v) for v in values)
        return ", ".join(f"−{-v}" if v < 0 else str(v) for v in values)

    def right_answer(self) -> list[int]:
        return list(self.truth)

    def choices(self) -> Choices:
        sides = range(self.rules.sides)
        options = tuple(Option(side_name(n, self.rules, capital=True), n) for n in sides)
        each = "team" if self.rules.teams else "seat"
        return Choices("numbers", options, f"Type a number for each {each}, then Check.")

    def read(self, answer: Any) -> list[int]:
        return read_numbers(answer, self.rules.sides)

    def judge(self, said: list[int]) -> Feedback:
        what = "the new scores are" if self.before is not None else "the changes are"
        if said == self.truth:
            return right(f"Right: {what} {self._listed(self.truth)}.", self._reasons())
        why = []
        for side, (s, t) in enumerate(zip(said, self.truth, strict=True)):
            if s != t:
                name = side_name(side, self.rules, capital=True)
                why.append(f"{name}: not {self._listed([s])}.{self._slip(side, s)}")
        return wrong(f"Not quite: {what} not {self._listed(said)}.", why)

    def _slip(self, side: int, said: int) -> str:
        """A common slip that ``said`` for ``side`` looks like, in a sentence (or nothing)."""
        r = self.result
        if self.before is not None:
            if said == r.changes[side]:
                return " That is the change; the question asks for the new score."
            return ""
        if side != r.bidder_side or self.rules.scoring == "marks":
            return ""
        took = r.side_tricks[side]
        scores_bid = not (self.rules.teams and self.rules.team_scoring == "tricks")
        if r.made and said == took and scores_bid and took != r.bid:
            return " A made contract scores the bid, not the tricks taken."
        if not r.made and said >= 0:
            return f" {plural(took, 'trick')} for a bid of {r.bid}: is that made?"
        return ""

    def hint(self) -> list[str]:
        return scoring_hint(self.rules)

    def _solve(self) -> tuple[str, list[str], list[Figure]]:
        what = "the new scores are" if self.before is not None else "the changes are"
        return f"{what} {self._listed(self.truth)}.", self._reasons(), []


class WinnerQuiz(Exercise[int | None]):
    """Has someone won? ``WinnerQuiz([22, 22, 10])``: the scores after a hand; answer the
    winning seat (team with four players), or None if play goes on."""

    title = "Who has won?"

    def __init__(self, scores: Sequence[int], rules: Rules | None = None) -> None:
        self.rules = rules or Rules()
        self.status = game_status(self.rules, scores)
        who = "team" if self.rules.teams else "seat"
        self.form = f"a {who} number, or None if play goes on"

    def question(self) -> str:
        listed = ", ".join(
            f"{side_name(s, self.rules)} {v}" for s, v in enumerate(self.status.scores)
        )
        return f"{self.rules.describe()}. After a hand the scores are: {listed}. Who has won?"

    def _rule(self) -> str:
        target = f"{self.rules.target} or more {self.rules.unit}"
        ties = [r for r in for_rules(self.rules) if r.topic.startswith("ties")]
        label = f" {ties[0].tag}" if ties else ""
        return (
            f"The game ends after a hand in which a {'team' if self.rules.teams else 'player'} "
            f"has {target} and more than every other; a tie at the top plays on{label}."
        )

    def _name(self, side: int | None) -> str:
        if side is None:
            return "no one has won yet; play goes on"
        return f"{side_name(side, self.rules)} has won"

    def choices(self) -> Choices:
        sides = range(self.rules.sides)
        options = tuple(Option(side_name(n, self.rules, capital=True), n) for n in sides)
        options += (Option("No one yet", None),)
        return Choices("one", options, "Click the winner, or No one yet if play goes on.")

    def read(self, answer: Any) -> int | None:
        return read_seat(answer, self.rules.sides)

    def judge(self, said: int | None) -> Feedback:
        truth = self.status.winner
        if said == truth:
            return right(f"Right: {self._name(truth)}.", [self.status.text, self._rule()])
        head = f"{side_name(said, self.rules)} has not won" if said is not None else ""
        head = head or "play does not go on"
        return wrong(f"Not quite: {head}.", [self._why_not(said)])

    def _why_not(self, said: int | None) -> str:
        """Why ``said`` (a side, or None for play going on) is not the answer — without
        naming who has won."""
        scores, target, unit = self.status.scores, self.rules.target, self.rules.unit
        if said is None:
            return (
                f"Play goes on only while no one has {target} {unit} or more, or while the "
                f"highest at {target} or more are tied — neither is so here."
            )
        name = side_name(said, self.rules, capital=True)
        mine = scores[said]
        if mine < target:
            return f"{name} has {mine} {unit}: fewer than {target}."
        if any(v > mine for v in scores):
            other = "team" if self.rules.teams else "player"
            return f"{name} has {mine}, but another {other} has more."
        tied = [s for s, v in enumerate(scores) if v == mine and s != said]
        return (
            f"{name} has {mine}, but so does {side_name(tied[0], self.rules)}: a tie at the "
            "top plays on."
        )

    def hint(self) -> list[str]:
        return [self._rule()]

    def _solve(self) -> tuple[str, list[str], list[Figure]]:
        return f"{self._name(self.status.winner)}.", [self.status.text, self._rule()], []


__all__ = ["BidQuiz", "ScoreQuiz", "WinnerQuiz", "scoring_hint", "scoring_rules"]
