"""Advice in words, quoting the one evaluation of a decision (`moon_nb.players.evaluation`).

`hint` says what to do and why; `costly` says, after a decision, what was better and by how
much. Both begin "From what you can see" (or "could see"): they judge over the likely deals of
the tiles the seat cannot see, never by where the tiles happened to lie. `Adviser` is the player
whose choice is that evaluation's best: the table's default advisor, so the Hint and the coach
never disagree.
"""

from __future__ import annotations

from moon_nb.engine.actions import Action, Kind
from moon_nb.engine.observation import Observation
from moon_nb.engine.options import MOON
from moon_nb.engine.speech import _, decimal
from moon_nb.engine.speech.said import order, recorded
from moon_nb.engine.trump import Trump
from moon_nb.engine.words import in_deals
from moon_nb.players.base import BasePlayer, Choice
from moon_nb.players.evaluation import Evaluation, Weighed, evaluate

# The texts are built of whole clauses, each a message: an order ("play 6-4"), a call's
# figures, the contract's odds. A language orders the clauses inside the sentence that holds
# them as it needs; each placeholder is named for what it holds.


def _trump_name(trump: Trump | None) -> str:
    assert trump is not None
    return trump.said


def _option(o: Weighed) -> str:
    """An option as the texts name it: "6-4", "blanks", "3-1", "bidding 4", "passing"."""
    a = o.action
    if a.kind is Kind.TRUMP:
        return _trump_name(a.trump)
    if a.tile is not None:
        return str(a.tile)
    if a.kind is Kind.PASS:
        # TRANSLATORS: a call named as a choice: "From what you could see, passing was better
        # than bidding 5: ...".
        return _("passing")
    # TRANSLATORS: a call named as a choice: "bidding 5 was better than passing".
    return _("bidding {bid}", bid=a.bid)


def _doing(o: Weighed) -> str:
    """An option as a verb phrase after "was better than": "naming blanks", "discarding 3-1"."""
    a = o.action
    if a.kind is Kind.TRUMP:
        # TRANSLATORS: a choice of trump, named: "naming blanks was better than naming 6s".
        return _("naming {trump}", trump=_trump_name(a.trump))
    if a.kind is Kind.DISCARD:
        # TRANSLATORS: a discard, named: "discarding 3-1 was better than discarding 6-2".
        return _("discarding {tile}", tile=a.tile)
    return _option(o)


def _do(o: Weighed) -> str:
    """An option as an order: "play 6-4", "name blanks", "discard 3-1 and name blanks",
    "bid 4", "pass"."""
    return order(o.action, o.trump)


def _rate(ev: Evaluation, o: Weighed) -> float:
    return o.make_rate if ev.for_bidder else 1 - o.make_rate


def _odds(ev: Evaluation, o: Weighed) -> str:
    """How often the option makes (or, for a defender, sets) the contract: "in 93% of 40
    likely deals"."""
    return in_deals(_rate(ev, o), o.deals)


def _tricks(ev: Evaluation, value: float) -> str:
    """The bidder's side's tricks on average: "your side takes 4.2 tricks on average"."""
    if ev.for_bidder:
        return _("your side takes {tricks} tricks on average", tricks=decimal(value))
    return _("the bidder takes {tricks} tricks on average", tricks=decimal(value))


def _same_rate(ev: Evaluation, a: Weighed, b: Weighed) -> bool:
    return abs(a.make_rate - b.make_rate) < 1e-9 and a.tricks is not None and b.tricks is not None


def _contract(ev: Evaluation, o: Weighed) -> str:
    """What an option does for the contract: "the contract is made in 93% of 40 likely
    deals"."""
    if ev.for_bidder:
        # TRANSLATORS: {odds} is how often: "in 93% of 40 likely deals".
        return _("the contract is made {odds}", odds=_odds(ev, o))
    # TRANSLATORS: {odds} is how often: "in 93% of 40 likely deals".
    return _("the contract is set {odds}", odds=_odds(ev, o))


def _points(worth: float | None) -> str:
    return decimal(abs(worth or 0.0))


def _gains(worth: float | None) -> bool:
    return (worth or 0.0) >= 0


def _call(o: Weighed) -> str:
    """A call's figures: "a contract of 4 is made in all 24 likely deals and gains you 3.2
    points on the others on average"."""
    points, gains = _points(o.worth), _gains(o.worth)
    if o.action.kind is Kind.PASS:
        if gains:
            return _("passing gains you {points} points on the others on average", points=points)
        return _("passing loses you {points} points to the others on average", points=points)
    odds = in_deals(o.make_rate, o.deals)
    if o.action.bid == MOON:
        if gains:
            return _(
                "a moon (bid 21) is made {odds} and gains you {points} points on the others "
                "on average",
                odds=odds,
                points=points,
            )
        return _(
            "a moon (bid 21) is made {odds} and loses you {points} points to the others on average",
            odds=odds,
            points=points,
        )
    if gains:
        return _(
            "a contract of {bid} is made {odds} and gains you {points} points on the others "
            "on average",
            bid=o.action.bid,
            odds=odds,
            points=points,
        )
    return _(
        "a contract of {bid} is made {odds} and loses you {points} points to the others on average",
        bid=o.action.bid,
        odds=odds,
        points=points,
    )


def _with(ev: Evaluation, o: Weighed) -> str:
    """The option as the start of what follows it: "with 5-3", "with blanks as trump",
    "with 3-1 discarded and blanks as trump"."""
    if ev.kind is Kind.TRUMP:
        # TRANSLATORS: the start of a clause: "with blanks as trump the contract is made ...".
        return _("with {trump} as trump", trump=_option(o))
    if ev.kind is Kind.DISCARD:
        # TRANSLATORS: the start of a clause: "with 3-1 discarded and blanks as trump the
        # contract is made ...".
        return _(
            "with {tile} discarded and {trump} as trump",
            tile=o.action.tile,
            trump=_trump_name(o.trump),
        )
    # TRANSLATORS: the start of a clause: "with 5-3 the contract is made ...".
    return _("with {tile}", tile=_option(o))


def _compare(ev: Evaluation, best: Weighed, mine: Weighed) -> str:
    """Why ``best`` beats ``mine``, in the evaluation's figures."""
    if ev.kind is Kind.BID:
        # TRANSLATORS: two calls' figures side by side, the better first.
        return _("{better}; {worse}", better=_call(best), worse=_call(mine))
    if _same_rate(ev, best, mine):
        assert best.tricks is not None and mine.tricks is not None
        # TRANSLATORS: {with_better} and {with_worse} are "with 5-3", "with blanks as trump";
        # {tricks} is "your side takes 4.2 tricks on average"; {worse_tricks} a number.
        return _(
            "with either, {contract}, but {with_better} {tricks}, {with_worse} {worse_tricks}",
            contract=_contract(ev, best),
            with_better=_with(ev, best),
            tricks=_tricks(ev, best.tricks),
            with_worse=_with(ev, mine),
            worse_tricks=decimal(mine.tricks),
        )
    names = {
        "with_better": _with(ev, best),
        "better_odds": _odds(ev, best),
        "with_worse": _with(ev, mine),
        "worse_odds": _odds(ev, mine),
    }
    if ev.for_bidder:
        # TRANSLATORS: {with_better} is "with 5-3"; {better_odds} "in 93% of 40 likely deals".
        return _(
            "{with_better} the contract is made {better_odds}, {with_worse} {worse_odds}", **names
        )
    return _("{with_better} the contract is set {better_odds}, {with_worse} {worse_odds}", **names)


def costly(ev: Evaluation, action: Action) -> str:
    """The coach's word on ``action`` when the evaluation's best was better: "From what you
    could see, 5-3 was better than 6-4: 5-3 makes the contract in 93% of 40 likely deals, 6-4
    in 18%."."""
    best, mine = ev.best, ev.of(action)
    # TRANSLATORS: {better} and {worse} are choices ("5-3", "naming blanks", "passing"); {why}
    # their figures.
    return _(
        "From what you could see, {better} was better than {worse}: {why}.",
        better=_doing(best),
        worse=_doing(mine),
        why=_compare(ev, best, mine),
    )


def shortfall(ev: Evaluation, action: Action) -> str:
    """Why ``action`` falls short of the best, without naming the best (for a puzzle, whose
    answer a wrong try must not give away): "From what you could see, with 6-3 the contract is
    made in none of 40 likely deals; with the best of your choices, in all 40 likely deals."."""
    best, mine = ev.best, ev.of(action)
    if ev.kind is Kind.BID:
        if _gains(best.worth):
            return _(
                "From what you could see, {call}; the best call gains you {points} points on the "
                "others on average.",
                call=_call(mine),
                points=_points(best.worth),
            )
        return _(
            "From what you could see, {call}; the best call loses you {points} points to the "
            "others on average.",
            call=_call(mine),
            points=_points(best.worth),
        )
    if _same_rate(ev, best, mine):
        assert best.tricks is not None and mine.tricks is not None
        # TRANSLATORS: {choice} is "with 6-3"; {tricks} "your side takes 4.2 tricks on
        # average"; {best} a number of tricks.
        return _(
            "From what you could see, {choice} {tricks}; with the best of your choices, {best}.",
            choice=_with(ev, mine),
            tricks=_tricks(ev, mine.tricks),
            best=decimal(best.tricks),
        )
    names = {"choice": _with(ev, mine), "odds": _odds(ev, mine), "best_odds": _odds(ev, best)}
    if ev.for_bidder:
        # TRANSLATORS: {choice} is "with 6-3"; {odds} and {best_odds} "in 93% of 40 likely
        # deals".
        return _(
            "From what you could see, {choice} the contract is made {odds}; with the best of "
            "your choices, {best_odds}.",
            **names,
        )
    return _(
        "From what you could see, {choice} the contract is set {odds}; with the best of your "
        "choices, {best_odds}.",
        **names,
    )


def hint(ev: Evaluation) -> str:
    """What the evaluation advises, and why: "From what you can see, play 5-3: the contract is
    made in 93% of 40 likely deals (next best, 6-4: in 80%)."."""
    best, second = ev.best, ev.second
    do = _do(best)
    if ev.kind is Kind.BID:
        if second is None:
            return _("From what you can see, {do}: {why}.", do=do, why=_call(best))
        # TRANSLATORS: {do} is "bid 4" or "pass"; {why} and {other} a call's figures.
        return _(
            "From what you can see, {do}: {why} (next best, {other}).",
            do=do,
            why=_call(best),
            other=_call(second),
        )
    why = _contract(ev, best)
    if best.tricks is not None:
        # TRANSLATORS: {contract} is "the contract is made in 93% of 40 likely deals";
        # {tricks} "your side takes 4.2 tricks on average".
        why = _("{contract}, and {tricks}", contract=why, tricks=_tricks(ev, best.tricks))
    if second is None:
        # TRANSLATORS: {do} is an order ("play 5-3"); {why} the contract's odds.
        return _("From what you can see, {do}: {why}.", do=do, why=why)
    if ev.as_good(second.action):
        # TRANSLATORS: {other} is another choice ("6-4", "blanks").
        return _(
            "From what you can see, {do}: {why} ({other} does about as well).",
            do=do,
            why=why,
            other=_option(second),
        )
    if _same_rate(ev, best, second):
        assert second.tricks is not None
        return _(
            "From what you can see, {do}: {why} (next best, {other}: {tricks} tricks).",
            do=do,
            why=why,
            other=_option(second),
            tricks=decimal(second.tricks),
        )
    # TRANSLATORS: {odds} is how often the next best does it: "in 80% of 40 likely deals".
    return _(
        "From what you can see, {do}: {why} (next best, {other}: {odds}).",
        do=do,
        why=why,
        other=_option(second),
        odds=_odds(ev, second),
    )


class Adviser(BasePlayer):
    """The player whose choice is the one evaluation's best, with `hint` as its reason."""

    name = "expert"

    def __init__(self, deals: int | None = None) -> None:
        self.deals = deals

    def __repr__(self) -> str:
        return f"Adviser(deals={self.deals!r})"

    def decide(self, seen: Observation) -> Choice:
        ev = evaluate(seen, self.deals)
        return Choice(ev.best.action, hint(ev))


__all__ = ["Adviser", "costly", "hint", "order", "recorded", "shortfall"]
