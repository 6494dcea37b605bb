"""How the one evaluation weighs over likely deals: each deal's tiles as the exact solver takes
them, the stream of deals that may watch the weighing (the expert's, thinking on over a close
choice), and the bidder's plans — each hand it may keep with each trump it may name — weighed
for the contract made at the table, the tricks taken and the points on the others they bring.
`moon_nb.players.evaluation` turns these into the evaluation of a trump or a discard."""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence, Sized
from typing import TypeVar

from moon_nb.engine.observation import Observation
from moon_nb.engine.tiles import Tile, mask_of
from moon_nb.engine.trump import Trump
from moon_nb.players.hidden.belief import Deal
from moon_nb.players.odds import MADE_MARGIN
from moon_nb.players.solver_core import OutOfTime, Search
from moon_nb.players.stakes import AT_THE_TABLE, Stakes, contract_worth, made_chance

MAY_FALL_SHORT = len(AT_THE_TABLE[0]) - 1
"""Tricks short of its contract face up that a bidder may still make it at the table."""


Standing = Callable[[], list[float]]
"""Each option's standing over the deals weighed so far, by what the evaluation ranks it on
first: its worth for a call or a play, its make rate (with the best trump) for a discard or a
trump."""


def watched(deals: Iterable[Deal], standing: Standing) -> None:
    """Let a stream of deals that watches its weighing (the expert's, which thinks on while its
    choice is close) read the options' standing."""
    watch = getattr(deals, "watch", None)
    if watch is not None:
        watch(standing)


def masks_of(seen: Observation, deal: Deal, hand: Sequence[Tile] | None = None) -> list[int]:
    """Every seat's tiles in ``deal`` as the solver takes them (a tile mask a seat), ``seen``'s
    seat holding ``hand`` (by default its own)."""
    mine = seen.hand if hand is None else hand
    return [mask_of(mine if s == seen.seat else deal[s]) for s in range(seen.rules.players)]


def trick_so_far(seen: Observation) -> tuple[int, tuple[int, ...]]:
    """The seat that led the trick on the table (``seen``'s seat when it is to lead) and the
    tiles played to it, as the solver takes them."""
    leader = seen.leader if seen.leader is not None else seen.seat
    return leader, tuple(p.tile.index for p in seen.trick)


K = TypeVar("K", bound=Hashable)
Row = dict[Trump, tuple[float, float | None, float | None, int]]
"""Each trump weighed for one hand of the bidder's: its makes, the tricks on average and the
points on the others they bring (`contract_worth`; both for the trumps near the best of them on
the contract, else None), over how many deals."""


def weigh_plans(
    seen: Observation,
    found: Iterable[Deal],
    plans: Mapping[K, tuple[Sequence[Tile], Sequence[Trump]]],
    need: int,
    deadline: float | None = None,
    only_best: bool = False,
) -> tuple[dict[K, Row], int]:
    """For the bidder leading with each plan's hand, each of the plan's trumps weighed over the
    deals (a `Row`: the tricks worked out only for a hand and trump near the best of all on the
    contract); and how many deals were weighed (a deal still being solved at
    ``deadline`` is dropped, and so are the tricks of a trump not counted by then). One search
    a trump for every hand: the exact count of tricks reuses what it stored finding the makes.

    The options chosen among are each hand with its best trump (``only_best``: a discard goes
    with its best trump), else each trump of the hands. With ``only_best`` a trump that can no
    longer catch its hand's best on the contract, even made in every deal still to come, is
    weighed no further and left out of the row. A stream that narrows its weighing (the
    expert's, thinking on over a close choice: `narrowed`) has the hands and trumps it leaves
    behind weighed no further: each keeps its figures over the deals it was weighed on."""
    n, seat = seen.rules.players, seen.seat
    # One search a trump, shared by every hand: two hands a tile apart meet again once that
    # tile is played, and the positions met again are searched once.
    shared = {t: Search(t.index, n, seat, deadline) for _, trumps in plans.values() for t in trumps}
    searches = {(key, t): shared[t] for key, (_, trumps) in plans.items() for t in trumps}
    makes = dict.fromkeys(searches, 0.0)
    weighed = dict.fromkeys(searches, 0)
    units = [[(k, t) for t in ts] for k, (_, ts) in plans.items()]
    if not only_best:
        units = [[pair] for unit in units for pair in unit]
    left_behind: set[tuple[K, Trump]] = set()
    solved: list[dict[K, list[int]]] = []
    most = at_most(found)

    def rate(pair: tuple[K, Trump]) -> float:  # over the deals it was weighed on
        return makes[pair] / max(weighed[pair], 1)

    def standing() -> list[float]:  # each option, a hand with its best trump or a trump
        return [max(rate(p) for p in unit) for unit in units]

    watched(found, standing)
    for deal in found:
        active = list(searches)
        close = narrowed(found, [rate(p) for p in active])
        if close is not None:  # a hand whose every trump is left behind is left behind
            keep = {active[i] for i in close}
            left_behind |= searches.keys() - keep
            searches = {pair: s for pair, s in searches.items() if pair in keep}
        masks = {key: masks_of(seen, deal, hand) for key, (hand, _) in plans.items()}
        try:
            made = {
                k: made_at_the_table(search, masks[k[0]], seat, need)
                for k, search in searches.items()
            }
        except OutOfTime:
            break
        solved.append(masks)
        for k, chance in made.items():
            makes[k] += chance
            weighed[k] += 1
        if only_best and most is not None:
            searches = still_best(searches, makes, most - len(solved), MADE_MARGIN * most)
    rows: dict[K, Row] = {}
    stakes = Stakes.of(seen)
    # Tricks only where they can still rank a choice: near the best contract of any hand.
    top = max(map(rate, searches), default=0.0)
    for key, (_, trumps) in plans.items():
        row: Row = {}
        for trump in trumps:
            pair = (key, trump)
            if pair not in searches and pair not in left_behind:
                continue
            tricks = worth = None
            if solved and pair in searches and top - rate(pair) <= MADE_MARGIN + 1e-9:
                search = searches[pair]
                with contextlib.suppress(OutOfTime):
                    counts = [search.value(m[key], seat, ()) for m in solved]
                    tricks, worth = sum(counts) / len(counts), contract_worth(stakes, counts)
            row[trump] = (makes[pair], tricks, worth, weighed[pair])
        rows[key] = row
    return rows, len(solved)


def narrowed(deals: Iterable[Deal], rates: list[float]) -> list[int] | None:
    """Of hands and trumps standing at ``rates`` on the contract, the places of those a stream
    of deals still wants weighed, or None for every one: the expert's, thinking on beyond its
    budget over a close choice, weighs on only those still close to the best."""
    close = getattr(deals, "close", None)
    return close(rates) if callable(close) else None


def at_most(deals: Iterable[Deal]) -> int | None:
    """How many deals ``deals`` can yield at most, where it says (a list, the expert's paced
    stream)."""
    if isinstance(deals, Sized):
        return len(deals)
    most = getattr(deals, "most", None)
    return most if isinstance(most, int) else None


def still_best(
    searches: dict[tuple[K, Trump], Search],
    makes: Mapping[tuple[K, Trump], float],
    left: int,
    near: float,
) -> dict[tuple[K, Trump], Search]:
    """The hands' trumps that can still be their hand's best: each deal makes a contract at
    most once, so a trump further behind than ``left`` deals cannot come within ``near`` makes
    of the best on the contract, the nearest from which its tricks could rank it first."""
    best: dict[K, float] = {}
    for key, trump in searches:
        best[key] = max(best.get(key, 0.0), makes[key, trump])
    return {
        (k, t): s for (k, t), s in searches.items() if makes[k, t] + left + near >= best[k] - 1e-9
    }


def made_at_the_table(search: Search, masks: list[int], seat: int, need: int) -> float:
    """How likely the bidder ``seat`` leading makes ``need`` tricks at the table, from the
    deal's best play face up (`made_chance`). One search, its window just wide enough for what
    `made_chance` tells apart (a trick to spare, just, each trick short it may still make): a
    fail-soft value at or beyond an edge of the window says which side of it the count is, and
    that is all the chance needs (three null-window searches took twice as long)."""
    low, high = need - MAY_FALL_SHORT - 1, need + 1
    tricks = search.search(masks, seat, (), low, high)
    return made_chance(min(max(tricks, low), high), need)
