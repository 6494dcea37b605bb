"""The Monte Carlo player's reasons in words (`moon_nb.players.montecarlo`): what its chosen
call, trump, discard or tile does for the contract over the likely deals and the points on the
others it was chosen by, and why an only choice is made — each a
catalog message, said in the language of the moment."""

from __future__ import annotations

from moon_nb.engine.actions import Action, Kind, recorded
from moon_nb.engine.options import MOON, TRICKS_PER_HAND
from moon_nb.engine.words import in_deals, none_of
from moon_nb.players.evaluation import Evaluation, Weighed
from moon_nb.speech import N_, _, decimal, ngettext


def only_reason(action: Action) -> str:
    if action.kind is Kind.PASS:
        return _("Pass: it is the only call left.")
    if action.kind is Kind.PLAY:
        return _("Play {tile}: it is the only legal tile.", tile=action.tile)
    if action.kind is Kind.BID:
        return _("Bid {bid}: it is the only legal bid.", bid=action.bid)
    if action.kind is Kind.DISCARD:
        return _("Discard {tile}: it is the only legal discard.", tile=action.tile)
    # TRANSLATORS: {choice} is the trump named, as the game's record says it ("Trump 5").
    return _("{choice}: it is the only legal trump.", choice=_capital(recorded(action)))


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def pass_reason(low: Weighed, passing: Weighed, deals: int) -> str:
    """Why the expert passes: the lowest bid it may make (``low``), with its best trump, makes
    its contract only so often over ``deals`` likely deals, and passing gains it more points on
    the others than that bid on average (the measure calls are ranked by) — by how many, where
    both were weighed and the difference is one to read."""
    bid = low.action.bid
    need = TRICKS_PER_HAND if bid == MOON else bid
    trump = low.trump.said if low.trump else ""
    more = None
    if low.worth is not None and passing.worth is not None:
        more = passing.worth - low.worth
    told = more is not None and more >= 0.05  # "0.0 points more" is no figure to read
    points = decimal(more or 0.0)
    if low.make_rate > 0 and told:
        return _(
            "Pass: my best trump, {trump}, would make {need} only {odds}, and passing gains me "
            "{points} points more on the others than a bid of {bid}, on average.",
            trump=trump,
            need=need,
            odds=in_deals(low.make_rate, deals),
            points=points,
            bid=bid,
        )
    if low.make_rate > 0:
        return _(
            "Pass: my best trump, {trump}, would make {need} only {odds}.",
            trump=trump,
            need=need,
            odds=in_deals(low.make_rate, deals),
        )
    if told:
        return ngettext(
            "Pass: my best trump, {trump}, would make {need} in none of {n} likely deal, and "
            "passing gains me {points} points more on the others than a bid of {bid}, on average.",
            "Pass: my best trump, {trump}, would make {need} in none of {n} likely deals, and "
            "passing gains me {points} points more on the others than a bid of {bid}, on average.",
            deals,
            trump=trump,
            need=need,
            points=points,
            bid=bid,
        )
    return ngettext(
        "Pass: my best trump, {trump}, would make {need} in none of {n} likely deal.",
        "Pass: my best trump, {trump}, would make {need} in none of {n} likely deals.",
        deals,
        trump=trump,
        need=need,
    )


def play_reason(ev: Evaluation) -> str:
    """Why the expert plays the tile the evaluation ranks first, one whole sentence: how often
    the contract is then made (by the bidder's side) or set (by a defender) over the likely
    deals, and the points on the others that tile was ranked by (`Weighed.worth`), as the
    Hint says a play's figures, in the first person. Where every tile brings the same points
    (within what a tenth shows: late in a hand, or a decided contract), that, and no figure;
    where the chosen tile's points round to nothing, the contract alone. Every play's worth is
    weighed (`weigh_play`), so no tricks are quoted: with no deal weighed in time the expert
    plays by the rules of thumb, and gives their reason."""
    best, deals, tile = ev.best, ev.deals, ev.best.action.tile
    worths = [o.worth or 0.0 for o in ev.options]
    if len(worths) > 1 and max(worths) - min(worths) < 0.05:  # "0.0 points more" tells nothing
        return ngettext(
            "Play {tile}: every tile I may play brings me the same points on the others over "
            "{n} likely deal.",
            "Play {tile}: every tile I may play brings me the same points on the others over "
            "{n} likely deals.",
            deals,
            tile=tile,
        )
    made = ev.for_bidder
    share = best.make_rate if made else 1 - best.make_rate
    worth = best.worth or 0.0
    told = abs(worth) >= 0.05  # "I gain 0.0 points" is no figure to read
    points, gains = decimal(abs(worth)), worth >= 0
    if none_of(share):
        if told:
            return _played_in_none(made, gains, deals, tile, points)
        if made:
            return ngettext(
                "Play {tile}: the contract is made in none of {n} likely deal.",
                "Play {tile}: the contract is made in none of {n} likely deals.",
                deals,
                tile=tile,
            )
        return ngettext(
            "Play {tile}: the contract is set in none of {n} likely deal.",
            "Play {tile}: the contract is set in none of {n} likely deals.",
            deals,
            tile=tile,
        )
    odds = in_deals(share, deals)
    if not told:
        if made:
            return _("Play {tile}: the contract is made {odds}.", tile=tile, odds=odds)
        return _("Play {tile}: the contract is set {odds}.", tile=tile, odds=odds)
    return _(_PLAYED[made, gains], tile=tile, odds=odds, points=points)


# TRANSLATORS: {odds} is how often: "in 93% of 40 likely deals"; {points} "1.2".
_PLAYED = {
    (True, True): N_(
        "Play {tile}: the contract is made {odds}, and I gain {points} points on the others on "
        "average."
    ),
    (True, False): N_(
        "Play {tile}: the contract is made {odds}, and I lose {points} points to the others on "
        "average."
    ),
    (False, True): N_(
        "Play {tile}: the contract is set {odds}, and I gain {points} points on the others on "
        "average."
    ),
    (False, False): N_(
        "Play {tile}: the contract is set {odds}, and I lose {points} points to the others on "
        "average."
    ),
}
"""The expert's play with its points, keyed by (is it the bidder's side, does it gain): the
Hint's "With {tile}, the contract is made …, and you gain …" in the first person."""


def _played_in_none(made: bool, gains: bool, deals: int, tile: object, points: str) -> str:
    """The negative twin of a play's reason with its points (`_PLAYED`), for a contract
    ``made`` (else set) in none of ``deals`` likely deals (`moon_nb.engine.words.none_of`)."""
    n = deals
    if made and gains:
        return ngettext(
            "Play {tile}: the contract is made in none of {n} likely deal, and I gain {points} "
            "points on the others on average.",
            "Play {tile}: the contract is made in none of {n} likely deals, and I gain {points} "
            "points on the others on average.",
            n,
            tile=tile,
            points=points,
        )
    if made:
        return ngettext(
            "Play {tile}: the contract is made in none of {n} likely deal, and I lose {points} "
            "points to the others on average.",
            "Play {tile}: the contract is made in none of {n} likely deals, and I lose {points} "
            "points to the others on average.",
            n,
            tile=tile,
            points=points,
        )
    if gains:
        return ngettext(
            "Play {tile}: the contract is set in none of {n} likely deal, and I gain {points} "
            "points on the others on average.",
            "Play {tile}: the contract is set in none of {n} likely deals, and I gain {points} "
            "points on the others on average.",
            n,
            tile=tile,
            points=points,
        )
    return ngettext(
        "Play {tile}: the contract is set in none of {n} likely deal, and I lose {points} "
        "points to the others on average.",
        "Play {tile}: the contract is set in none of {n} likely deals, and I lose {points} "
        "points to the others on average.",
        n,
        tile=tile,
        points=points,
    )


# Each reason with a trump, and with no trump (a choice of its own, not a trump's name: "with no
# trump as trump" reads wrong in English and worse in translation), indexed by "is it no trump".
_SHOOT = (
    N_("Shoot the moon: with {trump} I take all seven tricks {odds}."),
    N_("Shoot the moon: with no trump I take all seven tricks {odds}."),
)
_BID = (
    N_("Bid {bid}: with {trump} as trump I make it {odds} ({tricks} tricks on average)."),
    N_("Bid {bid}: with no trump I make it {odds} ({tricks} tricks on average)."),
)
_MUST_BID = (
    N_(
        "Bid {bid}: Everyone else passed, so I must bid; with {trump} as trump I make it {odds} "
        "({tricks} tricks on average)."
    ),
    N_(
        "Bid {bid}: Everyone else passed, so I must bid; with no trump I make it {odds} "
        "({tricks} tricks on average)."
    ),
)
_NAME = (
    N_("Name {trump}: it makes the contract of {need} {odds} ({tricks} tricks on average)."),
    N_("Name no trump: it makes the contract of {need} {odds} ({tricks} tricks on average)."),
)
_DISCARD = (
    N_("Discard {tile}: with {trump} as trump the rest makes {need} {odds}."),
    N_("Discard {tile}: with no trump the rest makes {need} {odds}."),
)


def _in_none(reason: str, plain: bool, deals: int, **names: object) -> str:
    """The negative twin of a reason above (``reason``: "shoot", "bid", "must bid", "name",
    "discard"; ``plain``: with no trump), for a choice made in none of ``deals`` likely deals
    (a forced bid, a hopeless contract): "in none of N likely deals" is never put into the
    positive sentence (`moon_nb.engine.words.none_of`)."""
    n, k = deals, names
    if reason == "shoot" and not plain:
        return ngettext(
            "Shoot the moon: with {trump} I take all seven tricks in none of {n} likely deal.",
            "Shoot the moon: with {trump} I take all seven tricks in none of {n} likely deals.",
            n,
            **k,
        )
    if reason == "shoot":
        return ngettext(
            "Shoot the moon: with no trump I take all seven tricks in none of {n} likely deal.",
            "Shoot the moon: with no trump I take all seven tricks in none of {n} likely deals.",
            n,
            **k,
        )
    if reason == "bid" and not plain:
        return ngettext(
            "Bid {bid}: with {trump} as trump I make it in none of {n} likely deal ({tricks} "
            "tricks on average).",
            "Bid {bid}: with {trump} as trump I make it in none of {n} likely deals ({tricks} "
            "tricks on average).",
            n,
            **k,
        )
    if reason == "bid":
        return ngettext(
            "Bid {bid}: with no trump I make it in none of {n} likely deal ({tricks} tricks on "
            "average).",
            "Bid {bid}: with no trump I make it in none of {n} likely deals ({tricks} tricks on "
            "average).",
            n,
            **k,
        )
    if reason == "must bid" and not plain:
        return ngettext(
            "Bid {bid}: Everyone else passed, so I must bid; with {trump} as trump I make it in "
            "none of {n} likely deal ({tricks} tricks on average).",
            "Bid {bid}: Everyone else passed, so I must bid; with {trump} as trump I make it in "
            "none of {n} likely deals ({tricks} tricks on average).",
            n,
            **k,
        )
    if reason == "must bid":
        return ngettext(
            "Bid {bid}: Everyone else passed, so I must bid; with no trump I make it in none of "
            "{n} likely deal ({tricks} tricks on average).",
            "Bid {bid}: Everyone else passed, so I must bid; with no trump I make it in none of "
            "{n} likely deals ({tricks} tricks on average).",
            n,
            **k,
        )
    if reason == "name" and not plain:
        return ngettext(
            "Name {trump}: it makes the contract of {need} in none of {n} likely deal ({tricks} "
            "tricks on average).",
            "Name {trump}: it makes the contract of {need} in none of {n} likely deals ({tricks} "
            "tricks on average).",
            n,
            **k,
        )
    if reason == "name":
        return ngettext(
            "Name no trump: it makes the contract of {need} in none of {n} likely deal ({tricks} "
            "tricks on average).",
            "Name no trump: it makes the contract of {need} in none of {n} likely deals "
            "({tricks} tricks on average).",
            n,
            **k,
        )
    if not plain:
        return ngettext(
            "Discard {tile}: with {trump} as trump the rest makes {need} in none of {n} likely "
            "deal.",
            "Discard {tile}: with {trump} as trump the rest makes {need} in none of {n} likely "
            "deals.",
            n,
            **k,
        )
    return ngettext(
        "Discard {tile}: with no trump the rest makes {need} in none of {n} likely deal.",
        "Discard {tile}: with no trump the rest makes {need} in none of {n} likely deals.",
        n,
        **k,
    )


# The same reasons with the points the choice was ranked by (`Weighed.worth`, the measure the
# Hint quotes: "…, and you gain 3.1 points on the others on average."), said in the first
# person; keyed by (is it no trump, does it gain). The contract's odds stay; the tricks go, as
# in the Hint's sentences that give points.
_SHOOT_WORTH = {
    (False, True): N_(
        "Shoot the moon: with {trump} I take all seven tricks {odds}, and I gain {points} points "
        "on the others on average."
    ),
    (False, False): N_(
        "Shoot the moon: with {trump} I take all seven tricks {odds}, and I lose {points} points "
        "to the others on average."
    ),
    (True, True): N_(
        "Shoot the moon: with no trump I take all seven tricks {odds}, and I gain {points} "
        "points on the others on average."
    ),
    (True, False): N_(
        "Shoot the moon: with no trump I take all seven tricks {odds}, and I lose {points} "
        "points to the others on average."
    ),
}
_BID_WORTH = {
    (False, True): N_(
        "Bid {bid}: with {trump} as trump I make it {odds}, and I gain {points} points on the "
        "others on average."
    ),
    (False, False): N_(
        "Bid {bid}: with {trump} as trump I make it {odds}, and I lose {points} points to the "
        "others on average."
    ),
    (True, True): N_(
        "Bid {bid}: with no trump I make it {odds}, and I gain {points} points on the others on "
        "average."
    ),
    (True, False): N_(
        "Bid {bid}: with no trump I make it {odds}, and I lose {points} points to the others on "
        "average."
    ),
}
_MUST_BID_WORTH = {
    (False, True): N_(
        "Bid {bid}: Everyone else passed, so I must bid; with {trump} as trump I make it {odds}, "
        "and I gain {points} points on the others on average."
    ),
    (False, False): N_(
        "Bid {bid}: Everyone else passed, so I must bid; with {trump} as trump I make it {odds}, "
        "and I lose {points} points to the others on average."
    ),
    (True, True): N_(
        "Bid {bid}: Everyone else passed, so I must bid; with no trump I make it {odds}, and I "
        "gain {points} points on the others on average."
    ),
    (True, False): N_(
        "Bid {bid}: Everyone else passed, so I must bid; with no trump I make it {odds}, and I "
        "lose {points} points to the others on average."
    ),
}
_NAME_WORTH = {
    (False, True): N_(
        "Name {trump}: it makes the contract of {need} {odds}, and I gain {points} points on the "
        "others on average."
    ),
    (False, False): N_(
        "Name {trump}: it makes the contract of {need} {odds}, and I lose {points} points to the "
        "others on average."
    ),
    (True, True): N_(
        "Name no trump: it makes the contract of {need} {odds}, and I gain {points} points on "
        "the others on average."
    ),
    (True, False): N_(
        "Name no trump: it makes the contract of {need} {odds}, and I lose {points} points to "
        "the others on average."
    ),
}
_DISCARD_WORTH = {
    (False, True): N_(
        "Discard {tile}: with {trump} as trump the rest makes {need} {odds}, and I gain {points} "
        "points on the others on average."
    ),
    (False, False): N_(
        "Discard {tile}: with {trump} as trump the rest makes {need} {odds}, and I lose {points} "
        "points to the others on average."
    ),
    (True, True): N_(
        "Discard {tile}: with no trump the rest makes {need} {odds}, and I gain {points} points "
        "on the others on average."
    ),
    (True, False): N_(
        "Discard {tile}: with no trump the rest makes {need} {odds}, and I lose {points} points "
        "to the others on average."
    ),
}
WORTH_REASONS = {
    "shoot": _SHOOT_WORTH,
    "bid": _BID_WORTH,
    "must bid": _MUST_BID_WORTH,
    "name": _NAME_WORTH,
    "discard": _DISCARD_WORTH,
}
"""The reasons that give the points a choice was ranked by, by the kind of reason (as
`_in_none` names them)."""


def call_lost_in_none(reason: str, plain: bool, deals: int, **names: object) -> str:
    """The negative twin of a call's reason with its points (``reason``: "shoot", "bid", "must
    bid"), for a bid made in none of ``deals`` likely deals: set in every one, it loses the
    bidder points to the others ({points}), as the Hint's `call_in_none` says it."""
    n, k = deals, names
    if reason == "shoot" and not plain:
        return ngettext(
            "Shoot the moon: with {trump} I take all seven tricks in none of {n} likely deal, "
            "and I lose {points} points to the others on average.",
            "Shoot the moon: with {trump} I take all seven tricks in none of {n} likely deals, "
            "and I lose {points} points to the others on average.",
            n,
            **k,
        )
    if reason == "shoot":
        return ngettext(
            "Shoot the moon: with no trump I take all seven tricks in none of {n} likely deal, "
            "and I lose {points} points to the others on average.",
            "Shoot the moon: with no trump I take all seven tricks in none of {n} likely deals, "
            "and I lose {points} points to the others on average.",
            n,
            **k,
        )
    if reason == "bid" and not plain:
        return ngettext(
            "Bid {bid}: with {trump} as trump I make it in none of {n} likely deal, and I lose "
            "{points} points to the others on average.",
            "Bid {bid}: with {trump} as trump I make it in none of {n} likely deals, and I lose "
            "{points} points to the others on average.",
            n,
            **k,
        )
    if reason == "bid":
        return ngettext(
            "Bid {bid}: with no trump I make it in none of {n} likely deal, and I lose {points} "
            "points to the others on average.",
            "Bid {bid}: with no trump I make it in none of {n} likely deals, and I lose {points} "
            "points to the others on average.",
            n,
            **k,
        )
    if not plain:
        return ngettext(
            "Bid {bid}: Everyone else passed, so I must bid; with {trump} as trump I make it in "
            "none of {n} likely deal, and I lose {points} points to the others on average.",
            "Bid {bid}: Everyone else passed, so I must bid; with {trump} as trump I make it in "
            "none of {n} likely deals, and I lose {points} points to the others on average.",
            n,
            **k,
        )
    return ngettext(
        "Bid {bid}: Everyone else passed, so I must bid; with no trump I make it in none of {n} "
        "likely deal, and I lose {points} points to the others on average.",
        "Bid {bid}: Everyone else passed, so I must bid; with no trump I make it in none of {n} "
        "likely deals, and I lose {points} points to the others on average.",
        n,
        **k,
    )


__all__ = ["WORTH_REASONS", "call_lost_in_none", "only_reason", "pass_reason", "play_reason"]
