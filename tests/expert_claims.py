"""Claim checkers for the expert's own reasons (`moon_nb.players.montecarlo`): a call, a
discard, a trump and a play, each sentence read whole and each figure checked against the one
evaluation the expert chose by, as `tests/advice_claims.py` checks the Hint's and the coach's.
"""

from __future__ import annotations

import re

from moon_nb.engine.actions import Kind
from moon_nb.engine.words import in_deals
from tests.advice_claims import IN, TILE, TRUMP, Advised, Check


def expert_figures(said: Advised, m: re.Match[str]) -> str | None:
    """ "Bid 5: with 2s as trump I make it in 99% of 40 likely deals, and I gain 3.1 points on
    the others on average.", "Name 3s: it makes the contract of 5 …", "Discard 6-3: with 1s as
    trump the rest makes 6 …", "Shoot the moon: …" — the expert's choice is the evaluation's
    best (``said.action``), with its trump, its rate over the deals, the contract's tricks
    needed, and the points said are the worth it was ranked by."""
    ev, o, g = said.evaluation, said.evaluation.best, m.groupdict()
    if said.action is not None and o.action != said.action:
        return f"the expert chose {said.action}, the evaluation's best is {o.action}"
    bid = 21 if m[0].startswith("Shoot the moon") else g.get("bid") and int(g["bid"])
    if bid and o.action.bid != bid:
        return f"bid {bid} is not the evaluation's best ({o.action})"
    if g.get("tile") and str(o.action.tile) != g["tile"]:
        return f"{m['tile']} is not the discard chosen ({o.action})"
    trump = m["trump"] or "no trump"
    if o.trump is None or str(o.trump) != trump:
        return f"{trump} is not the trump that goes with {o.action} ({o.trump})"
    need = g.get("need")
    if need and (ev.seen is None or ev.seen.contract is None or ev.seen.contract.need != int(need)):
        return f"the contract does not need {need} tricks"
    want = in_deals(o.make_rate, o.deals)
    if m["rate"] != want:
        return f"{o.action}: {want}, not {m['rate']}"
    if m["p"] is None:
        # Without points only where none were weighed, or (a trump or a discard) made in none.
        ok = o.worth is None or (ev.kind is not Kind.BID and o.make_rate <= 0)
        return None if ok else f"{o.action} was ranked by {o.worth} points: the reason says none"
    worth = (-1 if m["pway"] == "lose" else 1) * float(m["p"])
    if o.worth is None or f"{o.worth:.1f}" != f"{worth:.1f}":
        return f"{o.action} is worth {o.worth} points, not {worth}"
    return None


I_GAIN = (
    r"(?:, and I (?P<pway>gain|lose) (?P<p>\d+\.\d) points (?:on|to) the others on average| "
    r"\((?P<t>\d+\.\d) tricks on average\))?\."
)
AS_TRUMP = rf"with (?:(?P<trump>{TRUMP}) as trump|no trump)"
EXPERT: tuple[tuple[re.Pattern[str], Check], ...] = tuple(
    (re.compile(p), c)
    for p, c in (
        (rf"Bid (?P<bid>\d+): (?:Everyone else passed, so I must bid; )?{AS_TRUMP} I make it "
         rf"(?P<rate>{IN}){I_GAIN}", expert_figures),
        (rf"Shoot the moon: with (?:(?P<trump>{TRUMP})) I take all seven tricks (?P<rate>{IN})"
         rf"{I_GAIN}", expert_figures),
        (rf"Name (?P<trump>{TRUMP}): it makes the contract of (?P<need>\d) (?P<rate>{IN})"
         rf"{I_GAIN}", expert_figures),
        (rf"Discard (?P<tile>{TILE}): {AS_TRUMP} the rest makes (?P<need>\d) (?P<rate>{IN})"
         rf"{I_GAIN}", expert_figures),
    )
)  # fmt: skip
"""The expert's reasons for a call, a discard and a trump that give figures, whole, with their
checker (`moon_nb.players.montecarlo`)."""


def expert_passed(said: Advised, m: re.Match[str]) -> str | None:
    """ "Pass: my best trump, 5s, would make 6 only in 25% of 48 likely deals, and passing gains
    me 1.3 points more on the others than a bid of 6, on average.": passing is the evaluation's
    best; the lowest bid, with the trump that goes with it, makes its contract at that rate, and
    passing is worth that many points more than it."""
    ev = said.evaluation
    bids = [o for o in ev.options if o.action.kind is Kind.BID]
    if ev.best.action.kind is not Kind.PASS or not bids:
        return f"passing is not the evaluation's best ({ev.best.action})"
    low = min(bids, key=lambda o: o.action.bid or 0)
    if low.trump is None or str(low.trump) != m["trump"]:
        return f"{m['trump']} is not the trump that goes with {low.action} ({low.trump})"
    need = 7 if low.action.bid == 21 else low.action.bid
    if int(m["need"]) != need:
        return f"the lowest bid needs {need} tricks, not {m['need']}"
    want = in_deals(low.make_rate, low.deals)
    if m["rate"] != want:
        return f"{low.action}: {want}, not {m['rate']}"
    more = (ev.best.worth or 0.0) - (low.worth or 0.0)
    if m["p"] is None:
        return None if more < 0.05 else f"passing is worth {more:.1f} points more: not said"
    if int(m["bid"]) != low.action.bid:
        return f"bid {m['bid']} is not the lowest bid ({low.action})"
    return None if f"{more:.1f}" == m["p"] else f"passing is worth {more:.1f} points more"


EXPERT_PASS = re.compile(
    rf"Pass: my best trump, (?P<trump>{TRUMP}), would make (?P<need>\d) (?:only )?"
    rf"(?P<rate>{IN})(?:, and passing gains me (?P<p>\d+\.\d) points more on the others than "
    r"a bid of (?P<bid>\d+), on average)?\."
)
EXPERT += ((EXPERT_PASS, expert_passed),)


def expert_played(said: Advised, m: re.Match[str]) -> str | None:
    """ "Play 5-3: the contract is made in 80% of 40 likely deals, and I gain 1.2 points on the
    others on average." (set, for a defender): the tile is the evaluation's best, the contract
    made (or set) as often as the side that plays it is told, and the points are the worth that
    tile was ranked by, over the same deals; without points only where they round to nothing.
    "Play 5-3: every tile I may play brings me the same points on the others over 40 likely
    deals.": every tile's worth within 0.05 of every other's."""
    ev, o = said.evaluation, said.evaluation.best
    if ev.kind is not Kind.PLAY or str(o.action.tile) != m["tile"]:
        return f"play {m['tile']} is not the evaluation's best ({o.action})"
    if said.action is not None and o.action != said.action:
        return f"the expert chose {said.action}, the evaluation's best is {o.action}"
    worths = [w.worth or 0.0 for w in ev.options]
    if m["same"]:
        if int(m["n"]) != ev.deals:
            return f"{ev.deals} likely deals were weighed, not {m['n']}"
        spread = max(worths) - min(worths)
        return None if spread < 0.05 else f"the tiles' points differ by {spread:.2f}"
    if max(worths) - min(worths) < 0.05:
        return "every tile brings the same points: the reason quotes one"
    if (m["made"] == "made") != ev.for_bidder:
        return f"the contract is {m['made']}: said for the wrong side"
    want = in_deals(o.make_rate if ev.for_bidder else 1 - o.make_rate, o.deals)
    if m["rate"] != want:
        return f"{o.action}: {want}, not {m['rate']}"
    worth = o.worth or 0.0
    if m["p"] is None:
        return None if abs(worth) < 0.05 else f"{o.action} was ranked by {worth} points: not said"
    said_worth = (-1 if m["pway"] == "lose" else 1) * float(m["p"])
    return None if f"{worth:.1f}" == f"{said_worth:.1f}" else f"{o.action} is worth {worth}"


EXPERT_PLAY = re.compile(
    rf"Play (?P<tile>{TILE}): (?:the contract is (?P<made>made|set) (?P<rate>{IN})(?:, and I "
    r"(?P<pway>gain|lose) (?P<p>\d+\.\d) points (?:on|to) the others on average)?|(?P<same>every "
    r"tile I may play brings me the same points on the others over (?P<n>\d+) likely deals?))\."
)
EXPERT += ((EXPERT_PLAY, expert_played),)


def expert_unsaid(reason: str) -> bool:
    """The expert's ``reason`` for a call, a discard, a trump or a play is read whole by no
    checker."""
    return not any(p.fullmatch(reason) for p, _ in EXPERT)


def expert_problems(said: Advised) -> list[str]:
    return [
        f"{said.kind}: {said.text!r} — {wrong}"
        for pattern, check in EXPERT
        if (m := pattern.fullmatch(said.text)) and (wrong := check(said, m))
    ]
