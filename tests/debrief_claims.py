"""Claim checkers for the debrief (`moon_nb.reference.debrief`): each count and verdict it
gives is read and checked against the finished hand, hindsight's verdicts and the coach's
evaluations; with `tests/claim_reading.py`, a sentence with a name or a number no checker reads
fails.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

from moon_nb.engine.actions import Action, you_did
from moon_nb.players.evaluation import Evaluation
from moon_nb.players.hindsight import HandAnalysis, Verdict
from moon_nb.progress.judgement import verdict
from tests.claim_reading import checked


@dataclass(frozen=True)
class Debriefed:
    """A debrief's text and the facts of the hand it is about."""

    text: str
    decisions: int
    notes: int
    analysis: HandAnalysis
    seat: int
    told: str
    taken: int
    verdicts: tuple[Verdict, ...] = field(default=())
    judged: dict[str, Evaluation] = field(default_factory=dict)
    """The coach's evaluation of each costly decision, by the learner's action."""


DebriefCheck = Callable[[Debriefed, re.Match[str]], str | None]


def could_see_count(d: Debriefed, m: re.Match[str]) -> str | None:
    n = int(m["n"] or m["all"])
    good = int(m["good"]) if m["good"] else n
    costly = int(m["m"]) if m["m"] else 0
    ok = n == d.decisions and costly == d.notes and good == n - costly
    return None if ok else f"{d.decisions} decisions, {d.notes} notes"


def face_up_count(d: Debriefed, m: re.Match[str]) -> str | None:
    mine = [v for v in d.analysis.verdicts if v.seat == d.seat]
    best = len([v for v in mine if not v.cost])
    return None if (int(m[1]), int(m[2])) == (best, len(mine)) else f"{best} of {len(mine)}"


def face_up_par(d: Debriefed, m: re.Match[str]) -> str | None:
    h = d.analysis.hand
    who = "you" if h.bidder == d.seat else "the bidder"
    ok = (m[1], int(m[2]), int(m[3])) == (who, d.analysis.par, h.bid)
    return None if ok else f"{who}: {d.analysis.par} tricks, the contract of {h.bid}"


def face_up_verdict(d: Debriefed, m: re.Match[str]) -> str | None:
    said = m[0].removeprefix("- ")
    mine = [v.said_to(d.seat) for v in d.analysis.verdicts if v.seat == d.seat and v.cost]
    return None if said in mine else "no verdict of hindsight says it"


def headline(d: Debriefed, m: re.Match[str]) -> str | None:
    return None if m[0] == d.told else f"the hand was {d.told!r}"


def good_decisions(d: Debriefed, m: re.Match[str]) -> str | None:
    return None if int(m[1]) == d.decisions - d.notes else f"{d.decisions - d.notes}"


def tricks_taken(d: Debriefed, m: re.Match[str]) -> str | None:
    return None if int(m[1]) == d.taken else f"you took {d.taken}"


def kept_count(d: Debriefed, m: re.Match[str]) -> str | None:
    """ "Kept for your review: 2 costly decisions (bidding, leading)." — the costly decisions
    whose evaluation makes a clear puzzle."""
    kept = [a for a, ev in d.judged.items() if not verdict(ev, Action(a))]
    return None if int(m[1]) == len(kept) else f"{len(kept)} make clear puzzles"


def not_kept(d: Debriefed, m: re.Match[str]) -> str | None:
    """ "- You played 6-4." (then "Not kept for your review: …") — a decision the coach found
    costly, said in words as the learner's move."""
    by_words = {you_did(Action(a)): a for a in d.judged}
    action = by_words.get(m[1])
    if action is None:
        return f"the coach did not find {m[1]!r} costly"
    return None if verdict(d.judged[action], Action(action)) else f"{action} makes a card"


def not_kept_why(d: Debriefed, m: re.Match[str]) -> str | None:
    """ "Not kept for your review: two choices were close: 6-4 and 5-5." — the sentence one of
    the costly decisions' evaluation gives."""
    said = {verdict(ev, Action(a)) for a, ev in d.judged.items()}
    return None if m[1] in said else f"no costly decision's evaluation says {m[1]!r}"


DEBRIEF: tuple[tuple[re.Pattern[str], DebriefCheck], ...] = tuple(
    (re.compile(p, re.M), c)
    for p, c in (
        (r"From what you could see, (?:(?P<good>\d+) of your (?P<n>\d+) decisions were as good as "
         r"the best; (?P<m>\d+) (?:was|were) costly:|all (?P<all>\d+) of your decisions were as "
         r"good as the best\.)", could_see_count),
        (r"With every hand face up, (\d+) of your (\d+) plays (?:was|were) best play",
         face_up_count),
        (r"Hindsight, with every hand face up: best play by everyone gives (you|the bidder) (\d+) "
         r"tricks?, so the contract of (\d+) (?:makes|goes set)\.", face_up_par),
        (r"^- Trick \d: your .*$", face_up_verdict),
        (r"\A.*$", headline),
        (r"^- (\d+) decisions? as good as the best, from what you could see\.$", good_decisions),
        (r"^- You took (\d+) tricks?: a point each\.$", tricks_taken),
        (r"^- Kept for your review: (\d+) costly decisions? \([^)]*\)\.$", kept_count),
        (r"^- (You (?:played|bid|passed|discarded|named|chose)[^.]*\.)(?= |$)", not_kept),
        (r"(?:^|(?<=\. ))Not kept for your review: (.*)$", not_kept_why),
    )
)  # fmt: skip


def debrief_problems(d: Debriefed) -> list[str]:
    return checked(DEBRIEF, d, d.text, "debrief: ")
