"""Advice in words, quoting the one evaluation of a decision (`moon_nb.players.evaluation`).

`hint` says what to do and why; `costly` says, after a decision, what was better and by how
much; `shortfall` says how a choice fell short without naming the best. Each begins "From what
you can see" (or "could see"): they judge over the likely deals of the tiles the seat cannot
see, never by where the tiles happened to lie. `Adviser` is the player whose choice is that
evaluation's best: the table's default advisor, so the Hint and the coach never disagree.
"""

from __future__ import annotations

from moon_nb.engine.actions import Action, Kind, order, recorded
from moon_nb.engine.observation import Observation
from moon_nb.engine.options import MOON
from moon_nb.engine.trump import Trump
from moon_nb.engine.words import (
    call_in_none,
    in_deals,
    made_in_none,
    none_of,
    plan_worth,
    played_in_none,
)
from moon_nb.players.base import BasePlayer, Choice
from moon_nb.players.evaluation import Evaluation, Weighed, evaluate
from moon_nb.players.line_of_play import line_of_play
from moon_nb.speech import N_, _, decimal

# Each text is a few whole sentences, each one message whose placeholders hold only numbers,
# tiles, trump names (`Trump.said`), bids and the odds phrase of `in_deals` ("in 93% of 40
# likely deals": an adverbial a whole sentence takes). A sentence said of two options (the
# best and the learner's) is one message said twice.


def _trump_name(trump: Trump | None) -> str:
    assert trump is not None
    return trump.said


# The kinds of choice a sentence names, as the tables below key them: no trump is a choice of
# its own, not a trump's name ("name {trump}" filled with it reads "name without trump as
# trump" in Hungarian, Armenian and Finnish).
_ADVISE = {
    "trump": N_("From what you can see, name {trump}."),
    "no trump": N_("From what you can see, name no trump."),
    "discard": N_("From what you can see, discard {tile} and name {trump}."),
    "discard, no trump": N_("From what you can see, discard {tile} and name no trump."),
    "pass": N_("From what you can see, pass."),
    "bid": N_("From what you can see, bid {bid}."),
    "play": N_("From what you can see, play {tile}."),
}
"""The Hint's first sentence, by the kind of the best choice: what to do."""

_DONE = {
    "trump": N_("From what you could see, naming {trump} was the best choice."),
    "no trump": N_("From what you could see, naming no trump was the best choice."),
    "discard": N_(
        "From what you could see, discarding {tile} and naming {trump} was the best choice."
    ),
    "discard, no trump": N_(
        "From what you could see, discarding {tile} and naming no trump was the best choice."
    ),
    "pass": N_("From what you could see, passing was the best call."),
    "bid": N_("From what you could see, bidding {bid} was the best call."),
    "play": N_("From what you could see, {tile} was the best play."),
}
"""The first sentence of the same advice once the best choice has been made: what was best
(an imperative after the move would be stale)."""

_NEXT_BEST = {
    "trump": N_("The next best choice is to name {trump}."),
    "no trump": N_("The next best choice is to name no trump."),
    "discard": N_("The next best choice is to discard {tile} and name {trump}."),
    "discard, no trump": N_("The next best choice is to discard {tile} and name no trump."),
    "pass": N_("The next best choice is to pass."),
    "bid": N_("The next best choice is to bid {bid}."),
    "play": N_("The next best choice is to play {tile}."),
}
"""The Hint's word on the second best choice, before its figures."""

_AS_WELL = {
    "trump": N_("Naming {trump} does about as well."),
    "no trump": N_("Naming no trump does about as well."),
    "discard": N_("Discarding {tile} and naming {trump} does about as well."),
    "discard, no trump": N_("Discarding {tile} and naming no trump does about as well."),
    "play": N_("Playing {tile} does about as well."),
}
"""The Hint's word on a second choice within the margins of the best (never a call: two calls
are compared by their worth)."""


def _choice(o: Weighed) -> str:
    """The kind of choice ``o`` is, as the tables key it."""
    a = o.action
    if a.kind is Kind.TRUMP:
        return "no trump" if a.trump is Trump.NO_TRUMP else "trump"
    if a.kind is Kind.DISCARD:
        return "discard, no trump" if o.trump is Trump.NO_TRUMP else "discard"
    return {Kind.PASS: "pass", Kind.BID: "bid"}.get(a.kind, "play")


def _said(messages: dict[str, str], o: Weighed) -> str:
    """The sentence of ``messages`` for the kind of choice ``o`` is, naming its tile, bid and
    trump (a discard's trump is the one that goes with it)."""
    a = o.action
    trump = a.trump if a.kind is Kind.TRUMP else o.trump
    return _(messages[_choice(o)], tile=a.tile, bid=a.bid, trump=trump.said if trump else None)


def _better(ev: Evaluation, best: Weighed, mine: Weighed) -> str:
    """The coach's first sentence: which choice was better than the learner's."""
    b, m = best.action, mine.action
    if ev.kind is Kind.BID:
        if b.kind is Kind.PASS:
            return _("From what you could see, passing was better than bidding {bid}.", bid=m.bid)
        if m.kind is Kind.PASS:
            return _("From what you could see, bidding {bid} was better than passing.", bid=b.bid)
        return _(
            "From what you could see, bidding {better} was better than bidding {worse}.",
            better=b.bid,
            worse=m.bid,
        )
    if ev.kind is Kind.TRUMP:
        if b.trump is Trump.NO_TRUMP:
            return _(
                "From what you could see, naming no trump was better than naming {worse}.",
                worse=_trump_name(m.trump),
            )
        if m.trump is Trump.NO_TRUMP:
            return _(
                "From what you could see, naming {better} was better than naming no trump.",
                better=_trump_name(b.trump),
            )
        return _(
            "From what you could see, naming {better} was better than naming {worse}.",
            better=_trump_name(b.trump),
            worse=_trump_name(m.trump),
        )
    if ev.kind is Kind.DISCARD:
        return _(
            "From what you could see, discarding {better} was better than discarding {worse}.",
            better=b.tile,
            worse=m.tile,
        )
    return _(
        "From what you could see, {better} was a better play than {worse}.",
        better=b.tile,
        worse=m.tile,
    )


def _share(ev: Evaluation, o: Weighed) -> float:
    """The share of the likely deals in which the option makes (or, for a defender, sets) the
    contract."""
    return o.make_rate if ev.for_bidder else 1 - o.make_rate


def _odds(ev: Evaluation, o: Weighed) -> str:
    """How often the option makes (or, for a defender, sets) the contract: "in 93% of 40
    likely deals" — never none of them, which a sentence says as its negative twin
    (`moon_nb.engine.words.none_of`)."""
    return in_deals(_share(ev, o), o.deals)


def _same_rate(a: Weighed, b: Weighed) -> bool:
    """Two options make the contract as often, and both their tricks are known: the tricks
    tell them apart."""
    return abs(a.make_rate - b.make_rate) < 1e-9 and a.tricks is not None and b.tricks is not None


def _figures(ev: Evaluation, o: Weighed, with_tricks: bool) -> str:
    """One option's figures, as a sentence naming it: "With 5-3, the contract is made in 93% of
    40 likely deals, and you take 4.2 tricks on average." (the tricks when asked and known)."""
    a = o.action
    if ev.kind in (Kind.TRUMP, Kind.DISCARD):
        tricks = o.tricks if with_tricks else None
        trump = a.trump if ev.kind is Kind.TRUMP else o.trump
        return _bidders(ev, _choice(o), o, tricks, a.tile, trump)
    return _played(ev, o, str(a.tile))


# A trump's or a discard's figures are the bidder's: the contract made, then the tricks taken —
# the bidder's own in three-player Moon, where each seat plays for itself, its side's with
# partners. Keyed by the kind of choice (`_choice`, or "best" for the best unnamed).
_MADE = {
    "no trump": N_("With no trump, the contract is made {odds}."),
    # TRANSLATORS: {odds} is how often: "in 93% of 40 likely deals".
    "trump": N_("With {trump} as trump, the contract is made {odds}."),
    "discard, no trump": N_("With {tile} discarded and no trump, the contract is made {odds}."),
    "discard": N_("With {tile} discarded and {trump} as trump, the contract is made {odds}."),
    "best": N_("With the best of your choices, the contract is made {odds}."),
}
_TAKEN = {
    "no trump": N_(
        "With no trump, the contract is made {odds}, and you take {tricks} tricks on average."
    ),
    "trump": N_(
        "With {trump} as trump, the contract is made {odds}, and you take {tricks} tricks on "
        "average."
    ),
    "discard, no trump": N_(
        "With {tile} discarded and no trump, the contract is made {odds}, and you take {tricks} "
        "tricks on average."
    ),
    "discard": N_(
        "With {tile} discarded and {trump} as trump, the contract is made {odds}, and you take "
        "{tricks} tricks on average."
    ),
    "best": N_(
        "With the best of your choices, the contract is made {odds}, and you take {tricks} "
        "tricks on average."
    ),
}
_SIDE_TAKES = {
    "no trump": N_(
        "With no trump, the contract is made {odds}, and your side takes {tricks} tricks on "
        "average."
    ),
    "trump": N_(
        "With {trump} as trump, the contract is made {odds}, and your side takes {tricks} tricks "
        "on average."
    ),
    "discard, no trump": N_(
        "With {tile} discarded and no trump, the contract is made {odds}, and your side takes "
        "{tricks} tricks on average."
    ),
    "discard": N_(
        "With {tile} discarded and {trump} as trump, the contract is made {odds}, and your side "
        "takes {tricks} tricks on average."
    ),
    "best": N_(
        "With the best of your choices, the contract is made {odds}, and your side "
        "takes {tricks} tricks on average."
    ),
}


def _bidders(
    ev: Evaluation,
    kind: str,
    o: Weighed,
    tricks: float | None,
    tile: object = None,
    trump: Trump | None = None,
) -> str:
    """Option ``o``'s figures, a trump or a discard (see `_MADE`): where its points on the others
    were weighed (near the best on the contract), those points, as the plans are ranked; else
    the tricks when given; made in none of the likely deals, the negative twin (`made_in_none`)."""
    names: dict[str, object] = {"tile": tile, "trump": trump.said if trump is not None else None}
    teams = ev.seen is not None and ev.seen.rules.teams
    if none_of(_share(ev, o)):
        if tricks is None:
            return made_in_none(kind, o.deals, names)
        names["tricks"] = _mean(tricks)
        return made_in_none(kind, o.deals, names, "side" if teams else "you")
    names["odds"] = _odds(ev, o)
    if o.worth is not None:  # near the best on the contract: weighed, and ranked, in points
        return plan_worth(kind, _gains(o.worth), {**names, "points": _points(o.worth)})
    if tricks is None:
        return _(_MADE[kind], **names)
    return _((_SIDE_TAKES if teams else _TAKEN)[kind], tricks=_mean(tricks), **names)


def _mean(tricks: float) -> str:
    """A mean count of tricks as a learner reads it: "4.2", and "4" rather than "4.0"."""
    said = decimal(tricks)
    return str(round(tricks)) if f"{tricks:.1f}".endswith(".0") else said


def _played(ev: Evaluation, o: Weighed, tile: str) -> str:
    """A play's figures, for the side that plays it: the contract made, or set, and what the
    hand then brings the seat (the measure plays are ranked by); in none of the likely deals,
    the negative twin (`played_in_none`)."""
    worth, for_bidder = o.worth, ev.for_bidder
    points = _points(worth)
    if none_of(_share(ev, o)):
        return played_in_none(for_bidder, _gains(worth), o.deals, tile, points)
    odds = _odds(ev, o)
    if for_bidder:
        if _gains(worth):
            return _(
                "With {tile}, the contract is made {odds}, and you gain {points} points on the "
                "others on average.",
                tile=tile,
                odds=odds,
                points=points,
            )
        return _(
            "With {tile}, the contract is made {odds}, and you lose {points} points to the "
            "others on average.",
            tile=tile,
            odds=odds,
            points=points,
        )
    if _gains(worth):
        return _(
            "With {tile}, the contract is set {odds}, and you gain {points} points on the others "
            "on average.",
            tile=tile,
            odds=odds,
            points=points,
        )
    return _(
        "With {tile}, the contract is set {odds}, and you lose {points} points to the others on "
        "average.",
        tile=tile,
        odds=odds,
        points=points,
    )


def _best_played(ev: Evaluation) -> str:
    """The best play's figures without naming it."""
    points, gains = _points(ev.best.worth), _gains(ev.best.worth)
    if none_of(_share(ev, ev.best)):
        return played_in_none(ev.for_bidder, gains, ev.best.deals, None, points)
    odds = _odds(ev, ev.best)
    if ev.for_bidder:
        if gains:
            return _(
                "With the best of your choices, the contract is made {odds}, and you gain "
                "{points} points on the others on average.",
                odds=odds,
                points=points,
            )
        return _(
            "With the best of your choices, the contract is made {odds}, and you lose "
            "{points} points to the others on average.",
            odds=odds,
            points=points,
        )
    if gains:
        return _(
            "With the best of your choices, the contract is set {odds}, and you gain {points} "
            "points on the others on average.",
            odds=odds,
            points=points,
        )
    return _(
        "With the best of your choices, the contract is set {odds}, and you lose {points} "
        "points to the others on average.",
        odds=odds,
        points=points,
    )


def _best_figures(ev: Evaluation, with_tricks: bool) -> str:
    """The best option's figures without naming it (a puzzle's answer stays hidden)."""
    if ev.kind is Kind.PLAY:
        return _best_played(ev)
    # A trump or a discard is the bidder's: the contract made, then its points (or tricks).
    best = ev.best
    return _bidders(ev, "best", best, best.tricks if with_tricks else None)


def _points(worth: float | None) -> str:
    return decimal(abs(worth or 0.0))


def _gains(worth: float | None) -> bool:
    return (worth or 0.0) >= 0


def _nothing(worth: float | None) -> bool:
    """The worth is said as nothing ("0.0 points" is no figure to read)."""
    return abs(worth or 0.0) < 0.05


def _call(o: Weighed) -> str:
    """A call's figures, as a sentence naming it: "A contract of 4 is made in all 24 likely
    deals and gains you 3.2 points on the others on average."."""
    points, gains = _points(o.worth), _gains(o.worth)
    if o.action.kind is Kind.PASS:
        if _nothing(o.worth):
            return _("Passing neither gains nor loses you points on the others.")
        if gains:
            return _("Passing gains you {points} points on the others on average.", points=points)
        return _("Passing loses you {points} points to the others on average.", points=points)
    if none_of(o.make_rate):
        bid = o.action.bid or 0
        return call_in_none(bid, bid == MOON, gains, o.deals, points)
    odds = in_deals(o.make_rate, o.deals)
    if o.action.bid == MOON:
        if gains:
            return _(
                "A moon (bid 21) is made {odds} and gains you {points} points on the others "
                "on average.",
                odds=odds,
                points=points,
            )
        return _(
            "A moon (bid 21) is made {odds} and loses you {points} points to the others on "
            "average.",
            odds=odds,
            points=points,
        )
    if gains:
        return _(
            "A contract of {bid} is made {odds} and gains you {points} points on the others "
            "on average.",
            bid=o.action.bid,
            odds=odds,
            points=points,
        )
    return _(
        "A contract of {bid} is made {odds} and loses you {points} points to the others on "
        "average.",
        bid=o.action.bid,
        odds=odds,
        points=points,
    )


def _best_call(ev: Evaluation) -> str:
    """The best call's worth without naming it."""
    points = _points(ev.best.worth)
    if _nothing(ev.best.worth):
        return _("The best call neither gains nor loses you points on the others.")
    if _gains(ev.best.worth):
        return _("The best call gains you {points} points on the others on average.", points=points)
    return _("The best call loses you {points} points to the others on average.", points=points)


def costly(ev: Evaluation, action: Action) -> str:
    """The coach's word on ``action`` when the evaluation's best was better: "From what you
    could see, 5-3 was a better play than 6-4. With 5-3, the contract is made in 93% of 40
    likely deals, and you gain 4.6 points on the others on average. With 6-4, the contract is
    made in 18% of 40 likely deals, and you lose 3.9 points to the others on average." — and
    a play's line on one of those deals (`moon_nb.players.line_of_play`)."""
    best, mine = ev.best, ev.of(action)
    if ev.kind is Kind.BID:
        said = [_call(best), _call(mine)]
    else:
        tricks = _same_rate(best, mine)
        said = [_figures(ev, best, tricks), _figures(ev, mine, tricks)]
    return " ".join([_better(ev, best, mine), *said, *_line(ev, action, True)])


def shortfall(ev: Evaluation, action: Action) -> str:
    """Why ``action`` falls short of the best, without naming the best (for a puzzle, whose
    answer a wrong try must not give away): "From what you could see, there was a better
    choice. With 6-3, the contract is made in none of 24 likely deals. With the best of your
    choices, the contract is made in all 24 likely deals." — and a play's line that does not
    name the best tile."""
    best, mine = ev.best, ev.of(action)
    if ev.kind is Kind.BID:
        said = [_call(mine), _best_call(ev)]
    else:
        tricks = _same_rate(best, mine)
        said = [_figures(ev, mine, tricks), _best_figures(ev, tricks)]
    head = _("From what you could see, there was a better choice.")
    return " ".join([head, *said, *_line(ev, action, False)])


def _line(ev: Evaluation, action: Action, better: bool) -> list[str]:
    line = line_of_play(ev, action)
    return [line.said(better)] if line is not None else []


def hint(ev: Evaluation, done: bool = False) -> str:
    """What the evaluation advises, and why: "From what you can see, play 5-3. With 5-3, the
    contract is made in 93% of 40 likely deals, and you gain 4.6 points on the others on
    average. The next best choice is to play 6-4. With 6-4, the contract is made in 80% of 40
    likely deals, and you gain 3.1 points on the others on average.". ``done``: the best choice
    has just been made, and the first sentence says so ("From what you could see, 5-3 was the
    best play.")."""
    best, second = ev.best, ev.second
    first = _said(_DONE if done else _ADVISE, best)
    if ev.kind is Kind.BID:
        said = [first, _call(best)]
        if second is not None:
            said += [_said(_NEXT_BEST, second), _call(second)]
        return " ".join(said)
    said = [first, _figures(ev, best, with_tricks=True)]
    if second is not None:
        if ev.as_good(second.action):
            said.append(_said(_AS_WELL, second))
        else:
            said += [_said(_NEXT_BEST, second), _figures(ev, second, _same_rate(best, second))]
    return " ".join(said)


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
