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
from moon_nb.engine.trump import Trump
from moon_nb.engine.words import in_deals
from moon_nb.players.base import BasePlayer, Choice
from moon_nb.players.evaluation import Evaluation, Weighed, evaluate


def _trump_name(trump: Trump | None) -> str:
    assert trump is not None
    return str(trump)


def _option(o: Weighed) -> str:
    """An option as the texts name it: "6-4", "blanks", "3-1", "bid 4", "passing"."""
    a = o.action
    if a.kind is Kind.TRUMP:
        return _trump_name(a.trump)
    if a.tile is not None:
        return str(a.tile)
    return "passing" if a.kind is Kind.PASS else f"bidding {a.bid}"


def _doing(o: Weighed) -> str:
    """An option as a verb phrase after "was better than": "naming blanks", "discarding 3-1"."""
    a = o.action
    if a.kind is Kind.TRUMP:
        return f"naming {_trump_name(a.trump)}"
    if a.kind is Kind.DISCARD:
        return f"discarding {a.tile}"
    return _option(o)


def _do(o: Weighed) -> str:
    """An option as an order: "play 6-4", "name blanks", "discard 3-1 and name blanks",
    "bid 4", "pass"."""
    a = o.action
    if a.kind is Kind.TRUMP:
        return f"name {_trump_name(a.trump)}"
    if a.kind is Kind.DISCARD:
        return f"discard {a.tile} and name {_trump_name(o.trump)}"
    return a.text


def _verb(ev: Evaluation) -> str:
    return "makes" if ev.for_bidder else "sets"


def _rate(ev: Evaluation, o: Weighed) -> float:
    return o.make_rate if ev.for_bidder else 1 - o.make_rate


def _tricks(ev: Evaluation, value: float) -> str:
    who = "your side takes" if ev.for_bidder else "the bidder takes"
    return f"{who} {value:.1f} tricks on average"


def _gains(worth: float | None) -> str:
    w = worth or 0.0
    if w >= 0:
        return f"gains you {w:.1f} points on the others on average"
    return f"loses you {-w:.1f} points to the others on average"


def _same_rate(ev: Evaluation, a: Weighed, b: Weighed) -> bool:
    return abs(a.make_rate - b.make_rate) < 1e-9 and a.tricks is not None and b.tricks is not None


def _contract(ev: Evaluation, o: Weighed) -> str:
    """What an option does for the contract: "it makes the contract in 93% of 40 likely
    deals"."""
    return f"the contract is {'made' if ev.for_bidder else 'set'} {in_deals(_rate(ev, o), o.deals)}"


def _call(o: Weighed) -> str:
    """A call's figures: "a contract of 4 is made in all 24 likely deals and gains you 3.2
    points on the others on average"."""
    if o.action.kind is Kind.PASS:
        return f"passing {_gains(o.worth)}"
    what = "a moon (bid 21)" if o.action.bid == MOON else f"a contract of {o.action.bid}"
    return f"{what} is made {in_deals(o.make_rate, o.deals)} and {_gains(o.worth)}"


def _with(ev: Evaluation, o: Weighed) -> str:
    """The option as the start of what follows it: "with 5-3", "with blanks as trump",
    "with 3-1 discarded and blanks as trump"."""
    if ev.kind is Kind.TRUMP:
        return f"with {_option(o)} as trump"
    if ev.kind is Kind.DISCARD:
        return f"with {o.action.tile} discarded and {_trump_name(o.trump)} as trump"
    return f"with {_option(o)}"


def _compare(ev: Evaluation, best: Weighed, mine: Weighed) -> str:
    """Why ``best`` beats ``mine``, in the evaluation's figures."""
    if ev.kind is Kind.BID:
        return f"{_call(best)}; {_call(mine)}"
    if _same_rate(ev, best, mine):
        assert best.tricks is not None and mine.tricks is not None
        return (
            f"with either, {_contract(ev, best)}, but {_with(ev, best)} "
            f"{_tricks(ev, best.tricks)}, {_with(ev, mine)} {mine.tricks:.1f}"
        )
    made = "made" if ev.for_bidder else "set"
    return (
        f"{_with(ev, best)} the contract is {made} {in_deals(_rate(ev, best), best.deals)}, "
        f"{_with(ev, mine)} {in_deals(_rate(ev, mine), mine.deals)}"
    )


def costly(ev: Evaluation, action: Action) -> str:
    """The coach's word on ``action`` when the evaluation's best was better: "From what you
    could see, 5-3 was better than 6-4: 5-3 makes the contract in 93% of 40 likely deals, 6-4
    in 18%."."""
    best, mine = ev.best, ev.of(action)
    return (
        f"From what you could see, {_doing(best)} was better than {_doing(mine)}: "
        f"{_compare(ev, best, mine)}."
    )


def shortfall(ev: Evaluation, action: Action) -> str:
    """Why ``action`` falls short of the best, without naming the best (for a puzzle, whose
    answer a wrong try must not give away): "From what you could see, with 6-3 the contract is
    made in none of 40 likely deals; with the best of your choices, in all 40 likely deals."."""
    best, mine = ev.best, ev.of(action)
    if ev.kind is Kind.BID:
        return f"From what you could see, {_call(mine)}; the best call {_gains(best.worth)}."
    if _same_rate(ev, best, mine):
        assert best.tricks is not None and mine.tricks is not None
        return (
            f"From what you could see, {_with(ev, mine)} {_tricks(ev, mine.tricks)}; with the "
            f"best of your choices, {best.tricks:.1f}."
        )
    made = "made" if ev.for_bidder else "set"
    return (
        f"From what you could see, {_with(ev, mine)} the contract is {made} "
        f"{in_deals(_rate(ev, mine), mine.deals)}; with the best of your choices, "
        f"{in_deals(_rate(ev, best), best.deals)}."
    )


def hint(ev: Evaluation) -> str:
    """What the evaluation advises, and why: "From what you can see, play 5-3: the contract is
    made in 93% of 40 likely deals (next best, 6-4: in 80%)."."""
    best, second = ev.best, ev.second
    if ev.kind is Kind.BID:
        versus = f" (next best, {_call(second)})" if second is not None else ""
        return f"From what you can see, {_do(best)}: {_call(best)}{versus}."
    why = _contract(ev, best)
    if best.tricks is not None:
        why += f", and {_tricks(ev, best.tricks)}"
    versus = ""
    if second is not None and ev.as_good(second.action):
        versus = f" ({_option(second)} does about as well)"
    elif second is not None:
        if _same_rate(ev, best, second):
            assert second.tricks is not None
            versus = f" (next best, {_option(second)}: {second.tricks:.1f} tricks)"
        else:
            versus = f" (next best, {_option(second)}: {in_deals(_rate(ev, second), second.deals)})"
    return f"From what you can see, {_do(best)}: {why}{versus}."


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


__all__ = ["Adviser", "costly", "hint", "shortfall"]
