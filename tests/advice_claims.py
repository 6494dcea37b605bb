"""Claim checkers for advice: the Hint and the coach's notes. Each figure a text gives — the
better choice, a rate of contracts made over likely deals, a call's worth, a line of play — is
read and checked against the one evaluation the text quotes (`moon_nb.players.evaluation`,
itself checked deal by deal with the solver in `tests/test_evaluation.py`). With
`tests/claim_reading.py`, a sentence with a name or a number no checker reads fails. The
debrief's are `tests/debrief_claims.py`'s, the expert's own reasons `tests/expert_claims.py`'s.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from moon_nb.engine.actions import Action, Kind
from moon_nb.engine.tiles import Tile
from moon_nb.engine.trump import Trump
from moon_nb.engine.words import in_deals
from moon_nb.players.evaluation import Evaluation, Weighed, likely_deals, masks_of, trick_so_far
from moon_nb.players.line_of_play import best_line
from moon_nb.players.solver_core import Search
from tests.claim_reading import checked, sentences


@dataclass(frozen=True)
class Advised:
    """A text of advice and what it quotes: the evaluation of the decision, and for a coach's
    note the learner's action."""

    kind: str
    text: str
    evaluation: Evaluation
    action: Action | None = None


# --- reading an option's name ------------------------------------------------------------------


def named(ev: Evaluation, words: str) -> Weighed | None:
    """The option of ``ev`` that ``words`` names: "5-3", "blanks", "6s as trump", "3-1
    discarded and blanks as trump", "discarding 3-1 and naming blanks", "bidding 4", "passing",
    "play 5-3", "discard 3-1 and name blanks", "bid 21", "pass"."""
    words = words.strip()
    for o in ev.options:
        a = o.action
        names = {a.text}
        if a.tile is not None:
            names |= {str(a.tile), f"discarding {a.tile}", f"playing {a.tile}"}
            if a.kind is Kind.DISCARD and o.trump is not None:
                names |= {f"{a.tile} discarded and {o.trump} as trump"}
                names |= {f"{a.tile} discarded and {o.trump}"}  # "3-1 discarded and no trump"
                names |= {f"discard {a.tile} and name {o.trump}"}
                names |= {f"discarding {a.tile} and naming {o.trump}"}
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
    """ "From what you could see, 5-3 was a better play than 6-4.", "…, naming blanks was
    better than naming 6s.": the first is the evaluation's best, the second the learner's
    choice, and it was not as good."""
    ev = said.evaluation
    best, mine = _option(said, m["better"]), _option(said, m["worse"])
    if best.action != ev.best.action:
        return f"{m['better']} is not the evaluation's best ({ev.best.action})"
    if said.action is None or mine.action != said.action:
        return f"{m['worse']} is not what the learner did ({said.action})"
    return None if not ev.as_good(mine.action) else f"{m['worse']} was as good"


def fell_short(said: Advised, m: re.Match[str]) -> str | None:
    """ "From what you could see, there was a better choice.": the learner's choice was not as
    good as the best."""
    ev = said.evaluation
    if said.action is None:
        return "no choice of the learner's to fall short"
    return None if not ev.as_good(said.action) else f"{said.action} was as good as the best"


def advise(said: Advised, m: re.Match[str]) -> str | None:
    """ "From what you can see, play 5-3.": the evaluation's best."""
    ev = said.evaluation
    o = _option(said, m["do"])
    return None if o.action == ev.best.action else f"{m['do']} is not the best ({ev.best.action})"


def _figures(said: Advised, o: Weighed, m: re.Match[str]) -> str | None:
    """An option's figures as a sentence gives them: made or set as the seat's side wants it,
    the rate over the option's deals, and the tricks (your side's or the bidder's) if said, or
    the points it gains the seat on the others where it is ranked by them (a play; a trump or
    a discard weighed in points)."""
    ev = said.evaluation
    side = "the bidder's side" if ev.for_bidder else "the defenders"
    if (m["made"] == "made") != ev.for_bidder:
        return f"the contract is {m['made']}, for {side}"
    want = in_deals(_rate(ev, o), o.deals)
    if m["rate"] != want:
        return f"{o.action}: {want}, not {m['rate']}"
    # A play's figures give the points it is ranked by; so do a trump's and a discard's where
    # they were weighed in points (near the best on the contract), but for the contract made in
    # none of the deals.
    in_points = ev.kind is Kind.PLAY or (
        ev.kind in (Kind.TRUMP, Kind.DISCARD) and o.worth is not None and _rate(ev, o) > 0
    )
    if (m["p"] is not None) != in_points:
        return f"{o.action}: the figures give points where, and only where, it is ranked by them"
    if m["p"] is not None:
        worth = (-1 if m["pway"] == "lose" else 1) * float(m["p"])
        if o.worth is None or f"{o.worth:.1f}" != f"{worth:.1f}":
            return f"{o.action} is worth {o.worth} points, not {worth}"
        return None
    if m["t"] is None:
        return None
    if (m["who"] in ("your side takes", "you take")) != ev.for_bidder:
        return f"{m['who']} the tricks, for {side}"
    teams = ev.seen is not None and ev.seen.rules.teams
    if m["who"] != "the bidder takes" and (m["who"] == "your side takes") != teams:
        return f"{m['who']}: with partners, your side; in three-player Moon, you alone"
    if o.tricks is None or f"{o.tricks:.1f}" != f"{float(m['t']):.1f}":
        return f"{o.action} takes {o.tricks} tricks, not {m['t']}"
    if m["t"].endswith(".0"):
        return f"{m['t']} tricks: a whole number is said without its '.0'"
    return None


def figures_of(said: Advised, m: re.Match[str]) -> str | None:
    """ "With 5-3, the contract is made in 93% of 40 likely deals, and your side takes 4.2
    tricks on average.": that option's figures."""
    return _figures(said, _option(said, m["opt"]), m)


def best_figures(said: Advised, m: re.Match[str]) -> str | None:
    """ "With the best of your choices, the contract is made in all 40 likely deals, …": the
    evaluation's best's figures."""
    return _figures(said, said.evaluation.best, m)


def was_best(said: Advised, m: re.Match[str]) -> str | None:
    """ "From what you could see, 5-3 was the best play.": the evaluation's best, and what the
    learner did."""
    ev = said.evaluation
    o = _option(said, m["do"])
    if o.action != ev.best.action:
        return f"{m['do']} is not the best ({ev.best.action})"
    if said.action is not None and said.action != o.action:
        return f"{m['do']} is not what the learner did ({said.action})"
    return None


def next_best(said: Advised, m: re.Match[str]) -> str | None:
    """ "The next best choice is to play 6-4.": the second option, and (but for a call, whose
    worth follows) not as good as the best."""
    ev, o = said.evaluation, _option(said, m["do"])
    if ev.second is None or o.action != ev.second.action:
        return f"{m['do']} is not the second best ({ev.second and ev.second.action})"
    if ev.kind is not Kind.BID and ev.as_good(o.action):
        return f"{o.action} is as good as the best: it does about as well"
    return None


def as_well(said: Advised, m: re.Match[str]) -> str | None:
    """ "Playing 6-4 does about as well.": the second option, within the margins."""
    ev, o = said.evaluation, _option(said, m["opt"])
    if ev.second is None or o.action != ev.second.action:
        return f"{m['opt']} is not the second best ({ev.second and ev.second.action})"
    return None if ev.as_good(o.action) else f"{o.action} does worse"


def call_rate(said: Advised, m: re.Match[str]) -> str | None:
    """The path's "a contract of 7 is made only in 46% of 24 likely deals"
    (`moon_nb.path.calls`): that bid's rate."""
    o = _option(said, f"bidding {m['bid'] or 21}")
    want = in_deals(o.make_rate, o.deals)
    return None if m["rate"] == want else want


def call_figures(said: Advised, m: re.Match[str]) -> str | None:
    """ "A contract of 4 is made in all 24 likely deals and gains you 3.2 points on the others
    on average.", "Passing neither gains nor loses you points on the others.": that call's rate
    and worth."""
    words = "passing" if m["pass"] else f"bidding {m['bid'] or 21}"
    o = _option(said, words)
    if m["rate"] and in_deals(o.make_rate, o.deals) != m["rate"]:
        return f"{words}: {in_deals(o.make_rate, o.deals)}"
    return _worth(o, m)


def best_call(said: Advised, m: re.Match[str]) -> str | None:
    """ "The best call gains you 3.2 points on the others on average." """
    return _worth(said.evaluation.best, m)


def line_claim(said: Advised, m: re.Match[str]) -> str | None:
    """ "For instance, if seat 2 holds 6-6 and 6-5: after 5-1, best play lets it win a trick
    with each of them and set the contract; after 4-3, the contract is made.": 5-1 is the
    learner's tile and 4-3 the evaluation's best; seat 2 plays against the learner on the
    contract, and among the evaluation's own likely deals (drawn again from its position) is
    one where it holds those tiles and best play face up, solved afresh, sets the contract after
    5-1 and makes it after 4-3 (a play to the real hidden tiles is never the reason)."""
    ev, seen = said.evaluation, said.evaluation.seen
    if seen is None or seen.contract is None or seen.trump is None:
        return "a line of play with no position to play it from"
    if said.action is None or said.action.tile != Tile.parse(m["worse"]):
        return f"{m['worse']} is not what the learner played ({said.action})"
    if m["better"] and ev.best.action.tile != Tile.parse(m["better"]):
        return f"{m['better']} is not the evaluation's best ({ev.best.action})"
    tiles = {Tile.parse(t) for t in re.findall(TILE, m["tiles"])}
    if (len(tiles) == 1) != (m["each"] == "it"):
        return f"'{m['each']}' said of {len(tiles)} tiles"
    seat, contract = int(m["seat"]), seen.contract
    sets = m["does"] == "set"
    if (seen.side_of(seat) == contract.side) == sets or seat == seen.seat:
        return f"seat {seat} does not play against the learner on the contract"
    if m["then"] and (m["then"] == "made") != sets:
        return f"the contract is {m['then']} after both tiles"
    search = Search(seen.trump.index, seen.rules.players, contract.bidder)
    leader, trick = trick_so_far(seen)
    wanting = contract.need - seen.side_tricks[contract.side]
    worse, best = said.action.tile, ev.best.action.tile
    assert best is not None
    for deal in likely_deals(seen, ev.deals):
        if not tiles <= set(deal[seat]):
            continue
        masks = masks_of(seen, deal)
        values = search.move_values(masks, leader, trick)
        if (values[worse.index] < wanting) != sets or (values[best.index] >= wanting) != sets:
            continue
        masks[seen.seat] ^= 1 << worse.index
        if _wins_with(best_line(search, masks, leader, (*trick, worse.index)), seat, tiles):
            return None
    return (
        f"no likely deal where seat {seat} holds {m['tiles']}, wins a trick with each and "
        f"{worse} {m['does']}s it"
    )


def _wins_with(line: list[tuple[int, int]], seat: int, tiles: set[Tile]) -> bool:
    """In a line played out, ``seat`` wins a trick with each of ``tiles``."""
    return {t.index for t in tiles} <= {tile for winner, tile in line if winner == seat}


def plan_line_claim(said: Advised, m: re.Match[str]) -> str | None:
    """ "For instance, if you name 5s and seat 2 holds 6-6 and 6-5, best play lets it win a
    trick with each of them and set the contract. With 6s as trump, best play makes the contract
    on that deal." (or "if you discard 5-1 and name 5s, and seat 2 holds ..."): the discard and
    trump are the learner's plan and the second sentence's the evaluation's best; seat 2 defends,
    and among the evaluation's own likely deals is one where it holds those tiles and best play
    face up, solved afresh from the bidder's lead, sets the contract with the learner's plan and
    makes it with the best."""
    ev, seen = said.evaluation, said.evaluation.seen
    if seen is None or seen.contract is None or ev.kind not in (Kind.TRUMP, Kind.DISCARD):
        return "a plan's line of play where no trump is named"
    if said.action is None:
        return "a line of play of no choice"
    mine, best = _plan_of(ev, said.action), _plan_of(ev, ev.best.action)
    said_mine = (Trump.of(m["worse"]), m["wtile"] and Tile.parse(m["wtile"]))
    if said_mine != mine:
        return f"{said_mine} is not the learner's plan ({said.action})"
    if m["then"]:
        said_best = (Trump.of(m["better"] or "no trump"), m["btile"] and Tile.parse(m["btile"]))
        if said_best != best:
            return f"{said_best} is not the evaluation's best ({ev.best.action})"
    tiles = {Tile.parse(t) for t in re.findall(TILE, m["tiles"])}
    if (len(tiles) == 1) != (m["each"] == "it"):
        return f"'{m['each']}' said of {len(tiles)} tiles"
    seat, contract = int(m["seat"]), seen.contract
    if seen.side_of(seat) == contract.side:
        return f"seat {seat} does not defend"
    n = seen.rules.players
    plans = [
        (Search(t.index, n, contract.bidder), [x for x in seen.hand if x != d])
        for t, d in (mine, best)
    ]
    for deal in likely_deals(seen, ev.deals):
        if not tiles <= set(deal[seat]):
            continue
        masks = [masks_of(seen, deal, hand) for _search, hand in plans]
        made = [
            s.value(x, seen.seat, ()) >= contract.need
            for (s, _hand), x in zip(plans, masks, strict=True)
        ]
        if made != [False, True]:
            continue
        if _wins_with(best_line(plans[0][0], masks[0], seen.seat, ()), seat, tiles):
            return None
    return (
        f"no likely deal where seat {seat} holds {m['tiles']}, wins a trick with each and "
        f"{said.action} sets the contract"
    )


def _plan_of(ev: Evaluation, action: Action) -> tuple[Trump | None, Tile | None]:
    """A bidder's choice as (trump, discard): a discard goes with its evaluation's trump."""
    if ev.kind is Kind.TRUMP:
        return action.trump, None
    return ev.of(action).trump, action.tile


def _worth(o: Weighed, m: re.Match[str]) -> str | None:
    if m["nothing"]:  # "neither gains nor loses": a worth that rounds to nothing
        return None if abs(o.worth or 0.0) < 0.05 else f"{o.worth}"
    worth = (-1 if m["way"] == "loses you" else 1) * float(m["w"])
    return None if o.worth is not None and f"{o.worth:.1f}" == f"{worth:.1f}" else f"{o.worth}"


TRUMP = r"(?:blanks|\ds|doubles|no trump)"
TILE = r"\d-\d"
OPT = rf"{TILE}|{TRUMP}|passing|bidding \d+"
DO = rf"play {TILE}|name {TRUMP}|discard {TILE} and name {TRUMP}|bid \d+|pass"
WITH = (
    rf"{TILE} discarded and {TRUMP} as trump|{TILE} discarded and no trump|{TRUMP} as trump|"
    rf"no trump|{TILE}"
)
IN = (
    r"in (?:all|none of|under 1% of|over 99% of|\d+% of|\d+ of|about \d+ of|hardly any of|"
    r"nearly all) \d+ likely deals?"
)
MADE = (
    rf"the contract is (?P<made>made|set) (?P<rate>{IN})(?:, and (?P<who>your side takes|the "
    r"bidder takes|you take) (?P<t>\d+(?:\.\d)?) tricks on average|, and you (?P<pway>gain|lose) "
    r"(?P<p>\d+\.\d) "
    r"points (?:on|to) the others on average)?\."
)
WORTH = (
    r"(?:(?P<way>gains you|loses you) (?P<w>\d+\.\d) points (?:on|to) the others on average|"
    r"(?P<nothing>neither gains nor loses you points on the others))\."
)

ADVICE: tuple[tuple[re.Pattern[str], Check], ...] = tuple(
    (re.compile(p), c)
    for p, c in (
        (rf"From what you could see, (?P<better>(?:naming |discarding |bidding )?(?:{OPT})) was "
         rf"better than (?P<worse>(?:naming |discarding |bidding )?(?:{OPT}))\.", better_than),
        (rf"From what you could see, (?P<better>{TILE}) was a better play than (?P<worse>{TILE})\.",
         better_than),
        (r"From what you could see, there was a better choice\.", fell_short),
        (rf"From what you can see, (?P<do>{DO})\.", advise),
        (rf"From what you could see, (?P<do>(?:naming |discarding |bidding )?(?:{OPT})(?: and "
         rf"naming {TRUMP})?) was the best (?:play|call|choice)\.", was_best),
        (rf"With (?P<opt>{WITH}), {MADE}", figures_of),
        (rf"With the best of your choices, {MADE}", best_figures),
        (rf"The next best choice is to (?P<do>{DO})\.", next_best),
        (rf"(?P<opt>Playing {TILE}|Naming {TRUMP}|Discarding {TILE} and naming {TRUMP}) does "
         r"about as well\.", lambda s, m: as_well(s, _lower(m))),
        (rf"(?:(?:A contract of (?P<bid>\d+)|A moon \(bid 21\)) is made (?P<rate>{IN}) and|"
         rf"(?P<pass>Passing)) {WORTH}", call_figures),
        (rf"The best call {WORTH}", best_call),
        (rf"For instance, if seat (?P<seat>\d) holds (?P<tiles>{TILE}(?:(?:, | and ){TILE})*): "
         rf"after (?P<worse>{TILE}), best play lets it win a trick with (?P<each>it|each of them) "
         rf"and (?P<does>set|make) the contract(?:; after (?P<better>{TILE}), the contract is "
         r"(?P<then>made|set))?\.", line_claim),
        (rf"For instance, if you (?:discard (?P<wtile>{TILE}) and )?name (?P<worse>{TRUMP}),? "
         rf"and seat (?P<seat>\d) holds (?P<tiles>{TILE}(?:(?:, | and ){TILE})*), best play "
         r"lets it win a trick with (?P<each>it|each of them) and set the contract\.(?P<then> "
         rf"With (?:(?P<btile>{TILE}) discarded and )?(?:(?P<better>{TRUMP}) as trump|no "
         r"trump), best play makes the contract on that deal\.)?", plan_line_claim),
        (rf"With (?:{TILE} discarded and )?(?:{TRUMP} as trump|no trump), best play makes the "
         r"contract on that deal\.", lambda s, m: None),
        (rf"(?:a contract of (?P<bid>\d+)|a moon \(bid 21\)) is made (?:only )?(?P<rate>{IN})",
         call_rate),
    )
)  # fmt: skip
"""Each sentence of advice, whole, with its checker: every sentence `moon_nb.players.advice`
says matches one of these from its first word to its full stop."""


class _Groups:
    """A match whose groups are read after a change."""

    def __init__(self, values: dict[str, str | None]) -> None:
        self.values = values

    def __getitem__(self, key: str) -> str | None:
        return self.values.get(key)


def _lower(m: re.Match[str]) -> re.Match[str]:
    d = m.groupdict()
    d["opt"] = (d["opt"] or "")[:1].lower() + (d["opt"] or "")[1:]
    return _Groups(d)  # type: ignore[return-value]


def unsaid(text: str) -> list[str]:
    """The sentences of an advice ``text`` that no pattern of `ADVICE` reads whole."""
    return [s for s in sentences(text) if not any(p.fullmatch(s) for p, _ in ADVICE)]


def advice_problems(said: Advised) -> list[str]:
    return checked(ADVICE, said, said.text, f"{said.kind}: {said.text!r}: ")
