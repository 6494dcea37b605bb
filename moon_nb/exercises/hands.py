"""Exercises about a whole hand: how a hand is scored, and who has won the game (which calls the
bidding allows is `moon_nb.exercises.bid_quiz`'s). Answers are checked with
`moon_nb.engine.scoring`."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from moon_nb.engine.options import MOON, Rules
from moon_nb.engine.scoring import HandResult, game_status, score_hand, side_name
from moon_nb.engine.words import signed
from moon_nb.exercises.bid_quiz import BidQuiz
from moon_nb.exercises.choices import Choices, Option
from moon_nb.exercises.exercise import Exercise, read_numbers, read_seat
from moon_nb.exercises.feedback import Feedback, right, wrong
from moon_nb.reference.captioned import Figure
from moon_nb.reference.readings import for_rules, reading
from moon_nb.speech import N_, _, ngettext


def scoring_rules(result: HandResult) -> list[str]:
    """The rules that scored ``result``, in the rule book's words."""
    rules = result.rules
    made = reading("made").tag
    if result.bid == MOON and rules.teams:
        rule = _("The contract is made when the team takes all 7 tricks {label}.", label=made)
    elif result.bid == MOON:
        rule = _("The contract is made when the bidder takes all 7 tricks {label}.", label=made)
    elif rules.teams:
        rule = _(
            "The contract is made when the team takes at least {n} tricks {label}.",
            n=result.bid,
            label=made,
        )
    else:
        rule = _(
            "The contract is made when the bidder takes at least {n} tricks {label}.",
            n=result.bid,
            label=made,
        )
    out = [rule]
    if result.moon_made:
        out.append(_("A made bid of 21 wins the game at once."))
    if rules.scoring == "marks":
        set_label = reading("marks, set").tag
        if rules.teams:
            out.append(
                _(
                    "Marks: a made contract earns the bidder one mark; a set contract earns "
                    "each other team one mark {label}.",
                    label=set_label,
                )
            )
        else:
            out.append(
                _(
                    "Marks: a made contract earns the bidder one mark; a set contract earns "
                    "each other player one mark {label}.",
                    label=set_label,
                )
            )
        return out
    if result.made and rules.teams and rules.team_scoring == "tricks" and result.bid != MOON:
        out.append(_("Made: the bidding team scores the number of tricks it won."))
    elif result.made and rules.teams:
        out.append(_("Made: the team scores the bid, with nothing extra for more tricks."))
    elif result.made:
        out.append(_("Made: the bidder scores the bid, with nothing extra for more tricks."))
    elif rules.teams:
        out.append(_("Set: the team loses the bid."))
    else:
        out.append(_("Set: the bidder loses the bid."))
    if rules.teams:
        out.append(
            _(
                "The other team scores 1 point for every trick won, whether or not the contract "
                "was made."
            )
        )
    else:
        out.append(
            _(
                "Each other player scores 1 point for every trick won, whether or not the "
                "contract was made."
            )
        )
    return out


def scoring_hint(rules: Rules) -> list[str]:
    """How a hand is scored under ``rules``, made or set, in the rule book's words."""
    if rules.scoring == "marks":
        label = reading("marks, set").tag
        if rules.teams:
            return [
                _(
                    "Marks: a made contract earns the team one mark; a set contract earns each "
                    "other team one mark {label}.",
                    label=label,
                )
            ]
        return [
            _(
                "Marks: a made contract earns the bidder one mark; a set contract earns each "
                "other player one mark {label}.",
                label=label,
            )
        ]
    label = reading("made").tag
    if rules.teams and rules.team_scoring == "tricks":
        said = _(
            "The contract is made with at least as many tricks as the bid {label}: then the "
            "bidding team scores the number of tricks it won; set, the team loses the bid. "
            "Either way the other team scores 1 point for every trick won.",
            label=label,
        )
    elif rules.teams:
        said = _(
            "The contract is made with at least as many tricks as the bid {label}: then the "
            "team scores the bid, nothing more; set, the team loses the bid. Either way the "
            "other team scores 1 point for every trick won.",
            label=label,
        )
    else:
        said = _(
            "The contract is made with at least as many tricks as the bid {label}: then the "
            "bidder scores the bid, nothing more; set, the bidder loses the bid. Either way "
            "each other player scores 1 point for every trick won.",
            label=label,
        )
    return [said]


class ScoreQuiz(Exercise[list[int]]):
    """How does a hand change the scores? ``ScoreQuiz(bidder=0, bid=5, tricks=[4, 2, 1])``:
    ``tricks`` per seat. Answer one number per seat (per team with four players); with
    ``scores`` (the scores before the hand), answer the new scores instead."""

    title = N_("Score the hand")

    def __init__(
        self,
        bidder: int,
        bid: int,
        tricks: Sequence[int],
        rules: Rules | None = None,
        scores: Sequence[int] | None = None,
    ) -> None:
        self.rules = rules or Rules()
        self.form = N_("one number per team") if self.rules.teams else N_("one number per seat")
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
        took = ", ".join(_("seat {seat} {n}", seat=s, n=n) for s, n in enumerate(r.tricks))
        if r.bid == MOON:
            return _(
                "Seat {seat} shot the moon (bid 21). Tricks won: {tricks}.",
                seat=r.bidder,
                tricks=took,
            )
        return _(
            "Seat {seat} bid {bid}. Tricks won: {tricks}.", seat=r.bidder, bid=r.bid, tricks=took
        )

    def _ask(self) -> str:
        teams, marks = self.rules.teams, self.rules.scoring == "marks"
        if self.before is not None:
            now = ", ".join(str(s) for s in self.before)
            if teams:
                return _(
                    "The scores were {scores}. What are they after this hand, team by team?",
                    scores=now,
                )
            return _(
                "The scores were {scores}. What are they after this hand, seat by seat?",
                scores=now,
            )
        if marks and teams:
            return _("How many marks does each team gain or lose?")
        if marks:
            return _("How many marks does each seat gain or lose?")
        if teams:
            return _("How many points does each team gain or lose?")
        return _("How many points does each seat gain or lose?")

    def question(self) -> str:
        return f"{self.rules.describe()}. {self._story()} {self._ask()}"

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
        if self.rules.teams:
            prompt = _("Type a number for each team, then Check.")
        else:
            prompt = _("Type a number for each seat, then Check.")
        return Choices("numbers", options, prompt)

    def read(self, answer: Any) -> list[int]:
        return read_numbers(answer, self.rules.sides)

    def judge(self, said: list[int]) -> Feedback:
        new = self.before is not None
        if said == self.truth:
            listed = self._listed(self.truth)
            if new:
                return right(
                    _("Right: the new scores are {scores}.", scores=listed), self._reasons()
                )
            return right(_("Right: the changes are {scores}.", scores=listed), self._reasons())
        why = []
        for side, (s, t) in enumerate(zip(said, self.truth, strict=True)):
            if s != t:
                name = side_name(side, self.rules, capital=True)
                line = _("{side}: not {score}.", side=name, score=self._listed([s]))
                slip = self._slip(side, s)
                why.append(f"{line} {slip}" if slip else line)
        listed = self._listed(said)
        if new:
            return wrong(_("Not quite: the new scores are not {scores}.", scores=listed), why)
        return wrong(_("Not quite: the changes are not {scores}.", scores=listed), why)

    def _slip(self, side: int, said: int) -> str:
        """A common slip that ``said`` for ``side`` looks like, in a sentence (or nothing)."""
        r = self.result
        if self.before is not None:
            if said == r.changes[side]:
                return _("That is the change; the question asks for the new score.")
            return ""
        if side != r.bidder_side or self.rules.scoring == "marks":
            return ""
        took = r.side_tricks[side]
        scores_bid = not (self.rules.teams and self.rules.team_scoring == "tricks")
        if r.made and said == took and scores_bid and took != r.bid:
            return _("A made contract scores the bid, not the tricks taken.")
        if not r.made and said >= 0:
            return ngettext(
                "{n} trick for a bid of {bid}: is that made?",
                "{n} tricks for a bid of {bid}: is that made?",
                took,
                bid=r.bid,
            )
        return ""

    def hint(self) -> list[str]:
        return scoring_hint(self.rules)

    def _solve(self) -> tuple[str, list[str], list[Figure]]:
        listed = self._listed(self.truth)
        if self.before is not None:
            said = _("the new scores are {scores}.", scores=listed)
        else:
            said = _("the changes are {scores}.", scores=listed)
        return said, self._reasons(), []


class WinnerQuiz(Exercise[int | None]):
    """Has someone won? ``WinnerQuiz([22, 22, 10])``: the scores after a hand; answer the
    winning seat (team with four players), or None if play goes on."""

    title = N_("Who has won?")

    def __init__(self, scores: Sequence[int], rules: Rules | None = None) -> None:
        self.rules = rules or Rules()
        self.status = game_status(self.rules, scores)
        self.form = (
            N_("a team number, or None if play goes on")
            if self.rules.teams
            else N_("a seat number, or None if play goes on")
        )

    def question(self) -> str:
        listed = ", ".join(
            f"{side_name(s, self.rules)} {v}" for s, v in enumerate(self.status.scores)
        )
        return _(
            "{game}. After a hand the scores are: {scores}. Who has won?",
            game=self.rules.describe(),
            scores=listed,
        )

    def _rule(self) -> str:
        ties = [r for r in for_rules(self.rules) if r.topic.startswith("ties")]
        target, label = self.rules.target, f" {ties[0].tag}" if ties else ""
        marks, teams = self.rules.scoring == "marks", self.rules.teams
        # TRANSLATORS: {label} is empty, or a space and a label in brackets, such as
        # " (the project's reading)"; keep it right after "plays on".
        if teams and marks:
            said = _(
                "The game ends after a hand in which a team has {target} or more marks and "
                "more than every other; a tie at the top plays on{label}.",
                label=label,
                target=target,
            )
        elif teams:
            said = _(
                "The game ends after a hand in which a team has {target} or more points and "
                "more than every other; a tie at the top plays on{label}.",
                label=label,
                target=target,
            )
        elif marks:
            said = _(
                "The game ends after a hand in which a player has {target} or more marks and "
                "more than every other; a tie at the top plays on{label}.",
                label=label,
                target=target,
            )
        else:
            said = _(
                "The game ends after a hand in which a player has {target} or more points and "
                "more than every other; a tie at the top plays on{label}.",
                label=label,
                target=target,
            )
        return said

    def _name(self, side: int | None) -> str:
        if side is None:
            return _("no one has won yet; play goes on")
        return _("{side} has won", side=side_name(side, self.rules))

    def choices(self) -> Choices:
        sides = range(self.rules.sides)
        options = tuple(Option(side_name(n, self.rules, capital=True), n) for n in sides)
        options += (Option(_("No one yet"), None),)
        return Choices("one", options, _("Click the winner, or No one yet if play goes on."))

    def read(self, answer: Any) -> int | None:
        return read_seat(answer, self.rules.sides)

    def judge(self, said: int | None) -> Feedback:
        truth = self.status.winner
        if said == truth:
            return right(
                _("Right: {verdict}.", verdict=self._name(truth)), [self.status.text, self._rule()]
            )
        if said is not None:
            head = _("Not quite: {side} has not won.", side=side_name(said, self.rules))
        else:
            head = _("Not quite: play does not go on.")
        return wrong(head, [self._why_not(said)])

    def _why_not(self, said: int | None) -> str:
        """Why ``said`` (a side, or None for play going on) is not the answer — without
        naming who has won."""
        scores, target = self.status.scores, self.rules.target
        marks = self.rules.scoring == "marks"
        if said is None:
            if marks:
                return _(
                    "Play goes on only while no one has {target} marks or more, or while the "
                    "highest at {target} or more are tied — neither is so here.",
                    target=target,
                )
            return _(
                "Play goes on only while no one has {target} points or more, or while the "
                "highest at {target} or more are tied — neither is so here.",
                target=target,
            )
        name = side_name(said, self.rules, capital=True)
        mine = scores[said]
        if mine < target:
            if marks:
                return ngettext(
                    "{side} has {n} mark: fewer than {target}.",
                    "{side} has {n} marks: fewer than {target}.",
                    mine,
                    side=name,
                    target=target,
                )
            return ngettext(
                "{side} has {n} point: fewer than {target}.",
                "{side} has {n} points: fewer than {target}.",
                mine,
                side=name,
                target=target,
            )
        if any(v > mine for v in scores):
            if self.rules.teams:
                return _("{side} has {n}, but another team has more.", side=name, n=mine)
            return _("{side} has {n}, but another player has more.", side=name, n=mine)
        tied = [s for s, v in enumerate(scores) if v == mine and s != said]
        return _(
            "{side} has {n}, but so does {other}: a tie at the top plays on.",
            side=name,
            n=mine,
            other=side_name(tied[0], self.rules),
        )

    def hint(self) -> list[str]:
        return [self._rule()]

    def _solve(self) -> tuple[str, list[str], list[Figure]]:
        return f"{self._name(self.status.winner)}.", [self.status.text, self._rule()], []


# The bidding exercise was this module's too: `moon_nb.lessons.hands` imports it from here.
__all__ = ["BidQuiz", "ScoreQuiz", "WinnerQuiz", "scoring_hint", "scoring_rules"]
