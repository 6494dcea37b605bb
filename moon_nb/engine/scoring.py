"""Scoring: how a hand changes the scores, and whether the game is over — pure functions that
return their reasons."""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass

from moon_nb.engine.options import MOON, TRICKS_PER_HAND, Rules
from moon_nb.engine.words import signed
from moon_nb.speech import _, listing, ngettext


def side_name(side: int, rules: Rules, capital: bool = False, seats: bool = True) -> str:
    """``"seat 1"``, or ``"team 0 (seats 0 & 2)"`` with partnerships (``"team 0"`` without
    ``seats``)."""
    if rules.teams and seats:
        name = _("team {team} (seats {team} & {partner})", team=side, partner=side + 2)
    elif rules.teams:
        name = _("team {team}", team=side)
    else:
        name = _("seat {seat}", seat=side)
    return name[:1].upper() + name[1:] if capital else name


def tricks_needed(bid: int) -> int:
    """The tricks a contract needs: the bid, or all seven for a bid of 21."""
    return TRICKS_PER_HAND if bid == MOON else bid


def contract_made(bid: int, tricks: int) -> bool:
    """The bidder's side made its contract: tricks ≥ bid (a bid of 21 needs all seven)."""
    return tricks >= tricks_needed(bid)


@dataclass(frozen=True)
class HandResult:
    """The outcome of one hand: the contract, the tricks, and each side's score change."""

    rules: Rules
    bidder: int
    bid: int
    tricks: tuple[int, ...]
    """Tricks won per seat."""
    made: bool
    changes: tuple[int, ...]
    """Score change per side (seat, or team with four players), in points or marks."""

    @property
    def bidder_side(self) -> int:
        return self.rules.side_of(self.bidder)

    @property
    def side_tricks(self) -> tuple[int, ...]:
        """Tricks won per side."""
        out = [0] * self.rules.sides
        for seat, n in enumerate(self.tricks):
            out[self.rules.side_of(seat)] += n
        return tuple(out)

    @property
    def moon_made(self) -> bool:
        """The bidder shot the moon and took every trick: the game is won at once."""
        return self.made and self.bid == MOON

    @property
    def text(self) -> str:
        """``"Seat 0 bid 5 and took 4 tricks: set, −5; seat 1 +2, seat 2 +1."``"""
        return self.told(None)

    def told(self, me: int | None) -> str:
        """`text` addressed to seat ``me``: ``"You bid 5 and took 4 tricks: set, −5; seat 1 +2,
        seat 2 +1."`` (with partners, teams keep their names)."""
        rules, side = self.rules, self.bidder_side

        def name(s: int) -> str:
            if me is not None and not rules.teams and s == me:
                return _("you")
            return side_name(s, rules)

        you = me is not None and not rules.teams and side == me
        took, who = self.side_tricks[side], side_name(side, rules, capital=True)
        if self.moon_made:
            if you:
                return ngettext(
                    "You shot the moon (bid 21) and took {n} trick: made — you win the game.",
                    "You shot the moon (bid 21) and took {n} tricks: made — you win the game.",
                    took,
                )
            return ngettext(
                "{who} shot the moon (bid 21) and took {n} trick: made — {whom} wins the game.",
                "{who} shot the moon (bid 21) and took {n} tricks: made — {whom} wins the game.",
                took,
                who=who,
                whom=side_name(side, rules),
            )
        result = _result(you, self.bid == MOON, self.made, took, who, self.bid)
        marks = rules.scoring == "marks"

        def change(n: int) -> str:
            return _("{change} mark", change=signed(n)) if marks else signed(n)

        others = ", ".join(
            _("{name} {change}", name=name(s), change=change(self.changes[s]))
            for s in range(rules.sides)
            if s != side
        )
        own = self.changes[side]
        if own or not marks:
            return _("{result}, {change}; {others}.", result=result, change=change(own),
                     others=others)  # fmt: skip
        return _("{result}; {others}.", result=result, others=others)

    def __str__(self) -> str:
        return self.text


def _result(you: bool, moon: bool, made: bool, took: int, who: str, bid: int) -> str:
    """The head of a hand's result: ``"You bid 5 and took 4 tricks: set"`` (``who`` names
    the bidder's side when it is not the learner's)."""
    if you and moon:
        return ngettext(
            "You shot the moon (bid 21) and took {n} trick: set",
            "You shot the moon (bid 21) and took {n} tricks: set",
            took,
        )
    if moon:
        return ngettext(
            "{who} shot the moon (bid 21) and took {n} trick: set",
            "{who} shot the moon (bid 21) and took {n} tricks: set",
            took,
            who=who,
        )
    if you and made:
        return ngettext(
            "You bid {bid} and took {n} trick: made",
            "You bid {bid} and took {n} tricks: made",
            took,
            bid=bid,
        )
    if you:
        return ngettext(
            "You bid {bid} and took {n} trick: set",
            "You bid {bid} and took {n} tricks: set",
            took,
            bid=bid,
        )
    if made:
        return ngettext(
            "{who} bid {bid} and took {n} trick: made",
            "{who} bid {bid} and took {n} tricks: made",
            took,
            who=who,
            bid=bid,
        )
    return ngettext(
        "{who} bid {bid} and took {n} trick: set",
        "{who} bid {bid} and took {n} tricks: set",
        took,
        who=who,
        bid=bid,
    )


def score_changes(
    rules: Rules, bidder_side: int, bid: int, side_tricks: Sequence[int]
) -> tuple[bool, tuple[int, ...]]:
    """Whether the contract was made, and each side's score change: the formula of the rule
    book for points or marks, three players or partnerships."""
    own = bidder_side
    made = contract_made(bid, side_tricks[own])
    if rules.scoring == "marks":
        return made, tuple(int(made) if s == own else int(not made) for s in range(rules.sides))
    changes = list(side_tricks)
    if not made:
        changes[own] = -bid
    elif not (rules.teams and rules.team_scoring == "tricks" and bid != MOON):
        changes[own] = bid
    return made, tuple(changes)


def score_hand(rules: Rules, bidder: int, bid: int, tricks: Sequence[int]) -> HandResult:
    """Score a finished hand. ``tricks`` holds the tricks each seat won (seven in all)."""
    if len(tricks) != rules.players or sum(tricks) != TRICKS_PER_HAND:
        raise ValueError(f"a hand has {TRICKS_PER_HAND} tricks among {rules.players} seats")
    side_tricks = [0] * rules.sides
    for seat, n in enumerate(tricks):
        side_tricks[rules.side_of(seat)] += n
    made, changes = score_changes(rules, rules.side_of(bidder), bid, side_tricks)
    return HandResult(rules, bidder, bid, tuple(tricks), made, changes)


@enum.unique
class EndRule(enum.Enum):
    """Why the game is over, or why it goes on."""

    MOON = "a made bid of 21 wins the game at once"
    REACHED = "a side at or above the target with more than every other side wins"
    TIE_AT_TOP = "sides tied for the top at or above the target play on"
    NOT_YET = "no side has reached the target"


@dataclass(frozen=True)
class GameStatus:
    """Whether the game is over after a hand, who won, and why."""

    rules: Rules
    scores: tuple[int, ...]
    winner: int | None
    rule: EndRule

    @property
    def over(self) -> bool:
        return self.winner is not None

    @property
    def text(self) -> str:
        rules, scores = self.rules, self.scores
        marks, target = rules.scoring == "marks", rules.target
        if self.rule is EndRule.MOON and self.winner is not None:
            return _("{who} made 21 and wins the game at once.",
                     who=side_name(self.winner, rules, True))  # fmt: skip
        if self.rule is EndRule.REACHED and self.winner is not None:
            who, n = side_name(self.winner, rules, True), scores[self.winner]
            if marks:
                return ngettext(
                    "{who} wins with {n} mark: {target} or more, and more than everyone else.",
                    "{who} wins with {n} marks: {target} or more, and more than everyone else.",
                    n, who=who, target=target,
                )  # fmt: skip
            return ngettext(
                "{who} wins with {n} point: {target} or more, and more than everyone else.",
                "{who} wins with {n} points: {target} or more, and more than everyone else.",
                n, who=who, target=target,
            )  # fmt: skip
        top = max(scores)
        ahead = [side_name(s, rules) for s in range(len(scores)) if scores[s] == top]
        leaders = listing(ahead)
        if self.rule is EndRule.TIE_AT_TOP:
            names = leaders[:1].upper() + leaders[1:]
            # Three players play each for themselves: "one side" would speak of sides that
            # are not there; with partners, the sides are the teams.
            if rules.teams:
                return ngettext(
                    "{names} are tied at {n} point; play goes on until one team is ahead.",
                    "{names} are tied at {n} points; play goes on until one team is ahead.",
                    top, names=names,
                ) if not marks else ngettext(
                    "{names} are tied at {n} mark; play goes on until one team is ahead.",
                    "{names} are tied at {n} marks; play goes on until one team is ahead.",
                    top, names=names,
                )  # fmt: skip
            return ngettext(
                "{names} are tied at {n} point; play goes on until one of them is ahead.",
                "{names} are tied at {n} points; play goes on until one of them is ahead.",
                top, names=names,
            ) if not marks else ngettext(
                "{names} are tied at {n} mark; play goes on until one of them is ahead.",
                "{names} are tied at {n} marks; play goes on until one of them is ahead.",
                top, names=names,
            )  # fmt: skip
        if len(ahead) == len(scores):
            if marks:
                return _("No one has {target} marks yet; everyone has {top}.",
                         target=target, top=top)  # fmt: skip
            return _("No one has {target} points yet; everyone has {top}.",
                     target=target, top=top)  # fmt: skip
        if len(ahead) > 1:
            # TRANSLATORS: {leaders} is a list of seats or teams: "seat 0 and seat 2".
            if marks:
                return _("No one has {target} marks yet; {leaders} are tied for the highest "
                         "with {top}.",
                         target=target, top=top, leaders=leaders)  # fmt: skip
            return _("No one has {target} points yet; {leaders} are tied for the highest "
                     "with {top}.",
                     target=target, top=top, leaders=leaders)  # fmt: skip
        if marks:
            return _("No one has {target} marks yet; the highest is {top} ({leaders}).",
                     target=target, top=top, leaders=leaders)  # fmt: skip
        return _("No one has {target} points yet; the highest is {top} ({leaders}).",
                 target=target, top=top, leaders=leaders)  # fmt: skip

    def __str__(self) -> str:
        return self.text


def winner_after(rules: Rules, scores: Sequence[int], moon_by: int | None = None) -> int | None:
    """The side that has won after a hand, or None: the side that made 21, else the one side
    at or above the target with more than every other."""
    if moon_by is not None:
        return moon_by
    top = max(scores)
    if top < rules.target or list(scores).count(top) > 1:
        return None
    return list(scores).index(top)


def game_status(rules: Rules, scores: Sequence[int], moon_by: int | None = None) -> GameStatus:
    """The game's state after a hand, with its reason: ``moon_by`` is the side that just made
    a bid of 21."""
    sc = tuple(scores)
    winner = winner_after(rules, sc, moon_by)
    if moon_by is not None:
        rule = EndRule.MOON
    elif winner is not None:
        rule = EndRule.REACHED
    elif max(sc) >= rules.target:
        rule = EndRule.TIE_AT_TOP
    else:
        rule = EndRule.NOT_YET
    return GameStatus(rules, sc, winner, rule)
