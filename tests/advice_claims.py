"""Claim checkers for advice: the Hint, the coach's notes and the debrief. Each figure a text
gives — the better choice, a rate of contracts made over likely deals, tricks on average, a
call's worth, the debrief's counts, hindsight's tricks — is read and checked against the one
evaluation the text quotes (`moon_nb.players.evaluation`, itself checked deal by deal with the
solver in `tests/test_evaluation.py`) or against the finished hand. With
`tests/claim_reading.py`, a sentence with a name or a number no checker reads fails.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

from moon_nb.engine.actions import Action, Kind
from moon_nb.engine.words import in_deals
from moon_nb.players.evaluation import Evaluation, Weighed
from moon_nb.players.hindsight import HandAnalysis, Verdict
from moon_nb.progress.examine import verdict


@dataclass(frozen=True)
class Advised:
    """A text of advice and what it quotes: the evaluation of the decision, and for a coach's
    note the learner's action."""

    kind: str
    text: str
    evaluation: Evaluation
    action: Action | None = None


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


# --- reading an option's name ------------------------------------------------------------------


def named(ev: Evaluation, words: str) -> Weighed | None:
    """The option of ``ev`` that ``words`` names: "5-3", "blanks", "6s as trump", "discarding
    3-1 and naming blanks", "bidding 4", "passing", "play 5-3", "bid 21"."""
    words = words.strip().removeprefix("with ")
    for o in ev.options:
        a = o.action
        names = {a.text}
        if a.tile is not None:
            names |= {str(a.tile), f"discarding {a.tile}", f"discard {a.tile}"}
            if a.kind is Kind.DISCARD and o.trump is not None:
                names |= {f"{a.tile} discarded and {o.trump} as trump"}
                names |= {f"discard {a.tile} and name {o.trump}"}
        if a.trump is not None:
            names |= {str(a.trump), f"{a.trump} as trump", f"naming {a.trump}", f"name {a.trump}"}
        if a.kind is Kind.PASS:
            names |= {"passing"}
        if a.bid is not None:
            names |= {f"bidding {a.bid}"}
        if words in names:
            return o
    return None


def _rate(ev: Evaluation, o: Weighed) -> float:
    return o.make_rate if ev.for_bidder else 1 - o.make_rate


Check = Callable[[Advised, re.Match[str]], str | None]


def _option(said: Advised, words: str) -> Weighed:
    found = named(said.evaluation, words)
    assert found is not None, f"{words!r} names no option of the decision"
    return found


def better_than(said: Advised, m: re.Match[str]) -> str | None:
    ev = said.evaluation
    best, mine = _option(said, m[1]), _option(said, m[2])
    if best.action != ev.best.action:
        return f"{m[1]} is not the evaluation's best ({ev.best.action})"
    if said.action is None or mine.action != said.action:
        return f"{m[2]} is not what the learner did ({said.action})"
    return None if not ev.as_good(mine.action) else f"{m[2]} was as good"


def advise(said: Advised, m: re.Match[str]) -> str | None:
    ev = said.evaluation
    o = _option(said, m[1])
    if o.action != ev.best.action:
        return f"{m[1]} is not the evaluation's best ({ev.best.action})"
    return None


def rate_of(said: Advised, m: re.Match[str]) -> str | None:
    """ "with 5-3 the contract is made in 93% of 40 likely deals", "with 6-4 in 18% of …":
    the option's rate over the evaluation's deals."""
    ev = said.evaluation
    o = _option(said, m["opt"])
    want = in_deals(_rate(ev, o), o.deals)
    return None if m["rate"] == want else f"{m['opt']}: {want}, not {m['rate']}"


def both_rates(said: Advised, m: re.Match[str]) -> str | None:
    """ "with either, the contract is made in all 40 likely deals, but with 5-3 your side
    takes 1.9 tricks on average, with 6-6 1.5" """
    ev = said.evaluation
    a, b = _option(said, m["a"]), _option(said, m["b"])
    for o, tricks in ((a, m["ta"]), (b, m["tb"])):
        if in_deals(_rate(ev, o), o.deals) != m["rate"]:
            return f"{o.action}: {in_deals(_rate(ev, o), o.deals)}"
        if o.tricks is None or f"{o.tricks:.1f}" != tricks:
            return f"{o.action} takes {o.tricks} tricks, not {tricks}"
    return None


def best_rate(said: Advised, m: re.Match[str]) -> str | None:
    """A hint's "the contract is made in all 24 likely deals, and your side takes 5.5 tricks on
    average": the best option's figures."""
    ev = said.evaluation
    o = ev.best
    if in_deals(_rate(ev, o), o.deals) != m["rate"]:
        return f"the best's rate is {in_deals(_rate(ev, o), o.deals)}"
    tricks = m.groupdict().get("t")
    if tricks and (o.tricks is None or f"{o.tricks:.1f}" != tricks):
        return f"the best takes {o.tricks}"
    return None


def call_rate(said: Advised, m: re.Match[str]) -> str | None:
    """ "a contract of 7 is made only in 46% of 24 likely deals": that bid's rate."""
    o = _option(said, f"bidding {m['bid'] or 21}")
    want = in_deals(o.make_rate, o.deals)
    return None if m["rate"] == want else want


def tricks_of(said: Advised, m: re.Match[str]) -> str | None:
    """ "with 6-3 your side takes 4.0 tricks on average": that option's tricks."""
    o = _option(said, m["opt"])
    return None if o.tricks is not None and f"{o.tricks:.1f}" == m["t"] else f"{o.tricks}"


def best_tricks(said: Advised, m: re.Match[str]) -> str | None:
    """ "with the best of your choices, 5.5": the best option's tricks."""
    o = said.evaluation.best
    return None if o.tricks is not None and f"{o.tricks:.1f}" == m["t"] else f"{o.tricks}"


def best_call(said: Advised, m: re.Match[str]) -> str | None:
    """ "the best call gains you 3.2 points on the others on average" """
    o = said.evaluation.best
    worth = (-1 if m["way"] == "loses you" else 1) * float(m["w"])
    return None if o.worth is not None and f"{o.worth:.1f}" == f"{worth:.1f}" else f"{o.worth}"


def next_best(said: Advised, m: re.Match[str]) -> str | None:
    """ "(next best, 6-4: in 80% of 40 likely deals)", "(next best, 5-5: 5.6 tricks)", "(5-5 does
    about as well)": the second option's figures."""
    ev = said.evaluation
    second = ev.second
    o = _option(said, m["opt"])
    if second is None or o.action != second.action:
        return f"{m['opt']} is not the second best ({second and second.action})"
    if m["as_well"]:
        return None if ev.as_good(o.action) else f"{o.action} does worse"
    if m["t"]:
        return None if o.tricks is not None and f"{o.tricks:.1f}" == m["t"] else f"{o.tricks}"
    want = in_deals(_rate(ev, o), o.deals)
    return None if m["rate"] == want else f"{want}"


def call_figures(said: Advised, m: re.Match[str]) -> str | None:
    """ "a contract of 4 is made in all 24 likely deals and gains you 3.2 points on the others
    on average", "passing gains you 0.0 points …" """
    words = "passing" if m["pass"] else f"bidding {m['bid'] or 21}"
    o = _option(said, words)
    if m["rate"] and in_deals(o.make_rate, o.deals) != m["rate"]:
        return f"{words}: {in_deals(o.make_rate, o.deals)}"
    sign = -1 if m["way"] == "loses you" else 1
    worth = sign * float(m["w"])
    return None if o.worth is not None and f"{o.worth:.1f}" == f"{worth:.1f}" else f"{o.worth}"


OPT = r"\d-\d|blanks|\ds|doubles|no trump|passing|bidding \d+"
TRUMP = r"(?:blanks|\ds|doubles|no trump)"
WITH = rf"\d-\d discarded and {TRUMP} as trump|{TRUMP} as trump|\d-\d"
IN = (
    r"in (?:all|none of|under 1% of|over 99% of|\d+% of|\d+ of|about \d+ of|hardly any of|"
    r"nearly all) \d+ likely deals?"
)

ADVICE: tuple[tuple[re.Pattern[str], Check], ...] = tuple(
    (re.compile(p), c)
    for p, c in (
        (rf"From what you could see, ((?:naming |discarding )?(?:{OPT})) was better than "
         rf"((?:naming |discarding )?(?:{OPT})):", better_than),
        (r"From what you can see, (play \d-\d|name (?:blanks|\ds|doubles|no trump)|discard \d-\d "
         r"and name (?:blanks|\ds|doubles|no trump)|bid \d+|pass):", advise),
        (rf"(?<!either, )with (?P<opt>{WITH})(?: the contract is (?:made|set))? (?P<rate>{IN})",
         rate_of),
        (rf"with either, the contract is (?:made|set) (?P<rate>{IN}), but with (?P<a>{WITH}) "
         rf"(?:your side|the bidder) takes (?P<ta>\d+\.\d) tricks on average, with (?P<b>{WITH}) "
         rf"(?P<tb>\d+\.\d)", both_rates),
        (rf"the contract is (?:made|set) (?P<rate>{IN})(?:, and (?:your side|the bidder) takes "
         rf"(?P<t>\d+\.\d) tricks on average)?(?= \(|\.$)", best_rate),
        (rf"; with the best of your choices, (?P<rate>{IN})\.$", best_rate),
        (rf"(?:a contract of (?P<bid>\d+)|a moon \(bid 21\)) is made only (?P<rate>{IN})",
         call_rate),
        (rf"(?<!but )with (?P<opt>{WITH}) (?:your side|the bidder) takes (?P<t>\d+\.\d) tricks on "
         r"average", tricks_of),
        (r"; with the best of your choices, (?P<t>\d+\.\d)\.$", best_tricks),
        (r"; the best call (?P<way>gains you|loses you) (?P<w>\d+\.\d) points", best_call),
        (rf"\((?:next best, (?P<opt>[^:]+?): (?:(?P<t>\d+\.\d) tricks|(?P<rate>{IN}))|(?P<opt2>"
         rf"[^()]+?) does about (?P<as_well>as well))\)", lambda s, m: next_best(s, _second(m))),
        (rf"(?:a contract of (?P<bid>\d+)|a moon \(bid 21\)) is made (?P<rate>{IN}) and "
         rf"(?P<way>gains you|loses you) (?P<w>\d+\.\d) points|(?P<pass>passing) (?P<way2>gains "
         rf"you|loses you) (?P<w2>\d+\.\d) points", lambda s, m: call_figures(s, _call(m))),
    )
)  # fmt: skip


class _Groups:
    """A match whose alternative groups are read under one name."""

    def __init__(self, values: dict[str, str | None]) -> None:
        self.values = values

    def __getitem__(self, key: str) -> str | None:
        return self.values.get(key)


def _second(m: re.Match[str]) -> re.Match[str]:
    d = m.groupdict()
    d["opt"] = d["opt"] or d["opt2"]
    return _Groups(d)  # type: ignore[return-value]


def _call(m: re.Match[str]) -> re.Match[str]:
    d = m.groupdict()
    if d["pass"]:
        d["way"], d["w"] = d["way2"], d["w2"]
    return _Groups(d)  # type: ignore[return-value]


def advice_problems(said: Advised) -> list[str]:
    return [
        f"{said.kind}: {said.text!r}: {m[0]!r} — {wrong}"
        for pattern, check in ADVICE
        for m in pattern.finditer(said.text)
        if (wrong := check(said, m))
    ]


# --- the debrief --------------------------------------------------------------------------------

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
    """ "Kept for Review(): 2 costly decisions (bidding, leading)." — the costly decisions
    whose evaluation makes a clear puzzle."""
    kept = [a for a, ev in d.judged.items() if not verdict(ev, Action(a))]
    return None if int(m[1]) == len(kept) else f"{len(kept)} make clear puzzles"


def not_kept(d: Debriefed, m: re.Match[str]) -> str | None:
    """ "Not kept for Review(), your play 6-4: two choices were close: 6-4 and 5-5." — the
    sentence is the one the decision's evaluation gives."""
    ev = d.judged.get(m[1])
    if ev is None:
        return f"the coach did not find {m[1]} costly"
    return None if verdict(ev, Action(m[1])) == m[2] else f"it reads {verdict(ev, Action(m[1]))}"


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
        (r"^- Kept for Review\(\): (\d+) costly decisions? \([^)]*\)\.$", kept_count),
        (r"^- Not kept for Review\(\), your (.+?): (.*)$", not_kept),
    )
)  # fmt: skip


def debrief_problems(d: Debriefed) -> list[str]:
    return [
        f"debrief: {m[0]!r} — {wrong}"
        for pattern, check in DEBRIEF
        for m in pattern.finditer(d.text)
        if (wrong := check(d, m))
    ]
