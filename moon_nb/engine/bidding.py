"""Bidding as pure functions: one turn each, clockwise, every bid higher than the last; 21
ends it; when everyone passes the hand is redealt, or (an option) the last to speak must bid."""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass

from moon_nb.engine.options import MOON, Rules
from moon_nb.engine.words import not_a_bid
from moon_nb.speech import SaidLater, _


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
class BidRuling(SaidLater):
    """Whether a call (0 = pass) is allowed, and why."""

    call: int
    legal: bool
    rule: BidRule
    high: int
    bids: tuple[int, ...]

    @property
    def text(self) -> str:
        return self.in_its_language(self._said)

    def _said(self) -> str:
        bid, high = self.call, self.high
        if self.rule is BidRule.PASS:
            return _("You may pass: each player may pass on their turn.")
        if self.rule is BidRule.BID:
            if self.call == MOON and high:
                return _(
                    "You may bid {bid}: the high bid is {high}. It shoots the moon: all 7 tricks.",
                    bid=bid,
                    high=high,
                )
            if self.call == MOON:
                return _(
                    "You may bid {bid}: no one has bid yet. It shoots the moon: all 7 tricks.",
                    bid=bid,
                )
            if high:
                return _("You may bid {bid}: the high bid is {high}.", bid=bid, high=high)
            return _("You may bid {bid}: no one has bid yet.", bid=bid)
        if self.rule is BidRule.OVER:
            return _("The bidding is over: each player bids once, and 21 ends it.")
        return self._may_not(refused=False)

    @property
    def refused(self) -> str | None:
        """The sentence that refuses the call made, when this ruling names it (``"You cannot
        bid 3: ..."``); None for the rulings that do not."""
        if self.legal or self.rule is BidRule.OVER:
            return None
        return self.in_its_language(lambda: self._may_not(refused=True))

    def _may_not(self, refused: bool) -> str:
        """A refused call's ruling (``"You may not bid 3: ..."``), or, ``refused``, the refusal
        of it (``"You cannot bid 3: ..."``)."""
        bid, high = self.call, self.high
        if self.rule is BidRule.MUST_BID:
            if refused:
                return _("You cannot pass: everyone else passed, so you must bid.")
            return _("You may not pass: everyone else passed, so you must bid.")
        if self.rule is BidRule.TOO_LOW:
            if refused:
                return _(
                    "You cannot bid {bid}: a bid must be higher than the high bid, {high}.",
                    bid=bid,
                    high=high,
                )
            return _(
                "You may not bid {bid}: a bid must be higher than the high bid, {high}.",
                bid=bid,
                high=high,
            )
        return not_a_bid(bid, self.bids, refused=refused)

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
