"""Bidding as pure functions: one turn each, clockwise, every bid higher than the last; 21
ends it; when everyone passes the hand is redealt, or (an option) the last to speak must bid."""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass

from moon_nb.engine.options import MOON, Rules
from moon_nb.engine.words import not_a_bid


def must_bid(rules: Rules, calls: Sequence[int]) -> bool:
    """The seat to speak may not pass: with the ``"force"`` option, every other seat passed.
    ``calls`` are the calls made so far this hand, 0 for a pass."""
    return rules.all_pass == "force" and len(calls) == rules.players - 1 and not any(calls)


def legal_bids(rules: Rules, calls: Sequence[int]) -> list[int]:
    """The calls the next seat may make: 0 (pass) unless forced, then every bid value above
    the highest bid so far."""
    high = max(calls, default=0)
    if len(calls) >= rules.players or high == MOON:
        return []
    out = [] if must_bid(rules, calls) else [0]
    out.extend(v for v in rules.bids if v > high)
    return out


def bidding_over(rules: Rules, calls: Sequence[int]) -> bool:
    """Every seat has had its one turn, or someone bid 21."""
    return len(calls) >= rules.players or MOON in calls


@enum.unique
class BidRule(enum.Enum):
    """Why a call is or is not allowed."""

    PASS = "any player may pass"
    BID = "a player may bid higher than every bid before it"
    MUST_BID = "when all the others have passed, the last player must bid"
    TOO_LOW = "a bid must be higher than every bid before it"
    NOT_A_BID = "the bids are the minimum bid up to 7, and 21"
    OVER = "each player bids once; 21 ends the bidding"


@dataclass(frozen=True)
class BidRuling:
    """Whether a call (0 = pass) is allowed, and why."""

    call: int
    legal: bool
    rule: BidRule
    high: int
    bids: tuple[int, ...]

    @property
    def text(self) -> str:
        what = "pass" if self.call == 0 else f"bid {self.call}"
        if self.rule is BidRule.PASS:
            return "You may pass: each player may pass on their turn."
        if self.rule is BidRule.BID:
            extra = " It shoots the moon: all 7 tricks." if self.call == MOON else ""
            above = f"the high bid is {self.high}" if self.high else "no one has bid yet"
            return f"You may {what}: {above}.{extra}"
        if self.rule is BidRule.MUST_BID:
            return "You may not pass: everyone else passed, so you must bid."
        if self.rule is BidRule.TOO_LOW:
            return f"You may not {what}: a bid must be higher than the high bid, {self.high}."
        if self.rule is BidRule.NOT_A_BID:
            return not_a_bid(self.call, self.bids)
        return "The bidding is over: each player bids once, and 21 ends it."

    def __str__(self) -> str:
        return self.text


def explain_call(rules: Rules, calls: Sequence[int], call: int) -> BidRuling:
    """Whether the next seat may make ``call`` (0 = pass), and why."""
    high = max(calls, default=0)
    bids = rules.bids

    def ruling(legal: bool, rule: BidRule) -> BidRuling:
        return BidRuling(call, legal, rule, high, bids)

    if bidding_over(rules, calls):
        return ruling(False, BidRule.OVER)
    if call == 0:
        if must_bid(rules, calls):
            return ruling(False, BidRule.MUST_BID)
        return ruling(True, BidRule.PASS)
    if call not in bids:
        return ruling(False, BidRule.NOT_A_BID)
    if call <= high:
        return ruling(False, BidRule.TOO_LOW)
    return ruling(True, BidRule.BID)
