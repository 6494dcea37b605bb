"""Why a costly play was costly, as a line of play on one likely deal.

The coach, a path step's verdict and a review card say what a costly play did to the contract
over the likely deals ("made in 40 %"). A learner understands it when they see it happen: this
module finds, among the *same* likely deals the evaluation weighed (never the real hidden tiles),
the first in which the learner's tile changes the contract — set where the best tile makes it,
or made where the best tile sets it — and plays that deal out with best play, every hand face
up, after each of the two tiles. The sentence names the tiles of one opponent that win tricks
after the learner's tile (and not after the best one): "For instance, if seat 2 holds 6-6 and
6-5: after 5-1, best play lets it win a trick with each of them and set the contract; after 4-3,
the contract is made."

A costly trump or discard gets one too, the same way: the first likely deal where the bidder's
plan (its discard and the trump that goes with it) sets the contract and the best plan makes it,
both played out from the bidder's lead; the sentence names the defender whose tiles win the
tricks the learner's plan gives away ("For instance, if you name 5s and seat 2 holds 6-6 and
6-5, best play lets it win a trick with each of them and set the contract. With 6s as trump,
best play makes the contract on that deal."). A call gets none: it is judged over widows and
plans still to come, not one line of play (its figures say how often); nor does a play whose
cost is in points without a deal where it changes the contract (a three-player defender's own
tricks).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from moon_nb.engine.actions import Action, Kind
from moon_nb.engine.observation import Observation
from moon_nb.engine.tiles import TILE_BY_INDEX, Tile, join
from moon_nb.engine.trump import Trump
from moon_nb.players.evaluation import Evaluation, likely_deals, masks_of, trick_so_far
from moon_nb.players.hidden.belief import Deal
from moon_nb.players.solver_core import Search, trick_state
from moon_nb.speech import _, ngettext


@dataclass(frozen=True)
class Line:
    """One likely deal where the learner's tile changes the contract: the opponent ``holder``
    and its ``tiles`` that win tricks after ``worse`` (the learner's tile) and not after
    ``better`` (the evaluation's best), and whether ``worse`` sets the contract (else it lets
    it be made)."""

    holder: int
    tiles: tuple[Tile, ...]
    worse: Tile
    better: Tile
    sets: bool

    def said(self, with_better: bool = True) -> str:
        """The line in a sentence; without the better tile for a puzzle, whose answer a wrong try
        must not give away."""
        n, names = (
            len(self.tiles),
            {
                "seat": self.holder,
                "tiles": join(self.tiles),
                "worse": self.worse,
                "better": self.better,
            },
        )
        if self.sets and with_better:
            return ngettext(
                "For instance, if seat {seat} holds {tiles}: after {worse}, best play lets it win "
                "a trick with it and set the contract; after {better}, the contract is made.",
                "For instance, if seat {seat} holds {tiles}: after {worse}, best play lets it win "
                "a trick with each of them and set the contract; after {better}, the contract is "
                "made.",
                n,
                **names,
            )
        if with_better:
            return ngettext(
                "For instance, if seat {seat} holds {tiles}: after {worse}, best play lets it win "
                "a trick with it and make the contract; after {better}, the contract is set.",
                "For instance, if seat {seat} holds {tiles}: after {worse}, best play lets it win "
                "a trick with each of them and make the contract; after {better}, the contract is "
                "set.",
                n,
                **names,
            )
        if self.sets:
            return ngettext(
                "For instance, if seat {seat} holds {tiles}: after {worse}, best play lets it win "
                "a trick with it and set the contract.",
                "For instance, if seat {seat} holds {tiles}: after {worse}, best play lets it win "
                "a trick with each of them and set the contract.",
                n,
                **names,
            )
        return ngettext(
            "For instance, if seat {seat} holds {tiles}: after {worse}, best play lets it win a "
            "trick with it and make the contract.",
            "For instance, if seat {seat} holds {tiles}: after {worse}, best play lets it win a "
            "trick with each of them and make the contract.",
            n,
            **names,
        )


@dataclass(frozen=True)
class PlanLine:
    """One likely deal where the bidder's plan — its trump, and before it its discard — changes
    the contract: the defender ``holder`` and its ``tiles`` that win tricks with the learner's
    plan (``worse``, discarding ``worse_discard``) and not with the evaluation's best
    (``better``, discarding ``better_discard``), where the learner's plan sets the contract and
    the best makes it. The discards are None for a choice of trump alone."""

    holder: int
    tiles: tuple[Tile, ...]
    worse: Trump
    better: Trump
    worse_discard: Tile | None = None
    better_discard: Tile | None = None

    def said(self, with_better: bool = True) -> str:
        """The line in a sentence or two; without the better plan for a puzzle."""
        said = self._set()
        if not with_better:
            return said
        nt, tile = self.better is Trump.NO_TRUMP, self.better_discard
        if tile is None and nt:
            then = _("With no trump, best play makes the contract on that deal.")
        elif tile is None:
            then = _(
                "With {trump} as trump, best play makes the contract on that deal.",
                trump=self.better.said,
            )
        elif nt:
            then = _(
                "With {tile} discarded and no trump, best play makes the contract on that deal.",
                tile=tile,
            )
        else:
            then = _(
                "With {tile} discarded and {trump} as trump, best play makes the contract on "
                "that deal.",
                tile=tile,
                trump=self.better.said,
            )
        return f"{said} {then}"

    def _set(self) -> str:
        """How the learner's plan lets the defender set the contract."""
        n, nt, tile = len(self.tiles), self.worse is Trump.NO_TRUMP, self.worse_discard
        names = {"seat": self.holder, "tiles": join(self.tiles), "trump": self.worse.said}
        if tile is None and nt:
            return ngettext(
                "For instance, if you name no trump and seat {seat} holds {tiles}, best play lets "
                "it win a trick with it and set the contract.",
                "For instance, if you name no trump and seat {seat} holds {tiles}, best play lets "
                "it win a trick with each of them and set the contract.",
                n,
                **names,
            )
        if tile is None:
            return ngettext(
                "For instance, if you name {trump} and seat {seat} holds {tiles}, best play lets "
                "it win a trick with it and set the contract.",
                "For instance, if you name {trump} and seat {seat} holds {tiles}, best play lets "
                "it win a trick with each of them and set the contract.",
                n,
                **names,
            )
        if nt:
            return ngettext(
                "For instance, if you discard {tile} and name no trump, and seat {seat} holds "
                "{tiles}, best play lets it win a trick with it and set the contract.",
                "For instance, if you discard {tile} and name no trump, and seat {seat} holds "
                "{tiles}, best play lets it win a trick with each of them and set the contract.",
                n,
                tile=tile,
                **names,
            )
        return ngettext(
            "For instance, if you discard {tile} and name {trump}, and seat {seat} holds "
            "{tiles}, best play lets it win a trick with it and set the contract.",
            "For instance, if you discard {tile} and name {trump}, and seat {seat} holds "
            "{tiles}, best play lets it win a trick with each of them and set the contract.",
            n,
            tile=tile,
            **names,
        )


Tricks = list[tuple[int, int]]
"""The tricks of a line, each as (winning seat, winning tile's index)."""


def best_line(search: Search, masks: Sequence[int], leader: int, trick: tuple[int, ...]) -> Tricks:
    """The rest of the hand with best play, every hand face up, from ``trick`` on the table
    (finished first if it is full): the bidder's side takes as many tricks as it can, the
    others as few (each seat's lowest tile of those as good, so the same deal always plays the
    same line). Returns each trick's winner and winning tile."""
    n, trump = search.players, search.trump
    hands, won = list(masks), []
    while True:
        if len(trick) == n:
            winner = trick_state(trump, leader, trick, n)[2]
            won.append((winner, trick[(winner - leader) % n]))
            leader, trick = winner, ()
        seat = (leader + len(trick)) % n
        if not hands[seat]:
            return won
        values = search.move_values(hands, leader, trick)
        pick = max if search.side[seat] else min
        target = pick(values.values())
        tile = min(i for i, v in values.items() if v == target)
        hands[seat] ^= 1 << tile
        trick = (*trick, tile)


def line_of_play(ev: Evaluation, action: Action) -> Line | PlanLine | None:
    """A line showing why ``action`` (a play, a trump or a discard) was worse than the
    evaluation's best, on the first of the evaluation's own likely deals where it changes the
    contract (see the module docstring); None where no deal does, or the decision is a call."""
    seen = ev.seen
    if action == ev.best.action or seen is None or ev.kind is Kind.BID:
        return None
    deals = likely_deals(seen, ev.deals)
    if ev.kind is Kind.PLAY:
        assert seen.contract is not None and seen.trump is not None and action.tile is not None
        better = ev.best.action.tile
        assert better is not None
        return _first_line(seen, deals, action.tile, better)
    return _first_plan_line(seen, deals, _plan(ev, action), _plan(ev, ev.best.action))


Plan = tuple[Trump, Tile | None]
"""A bidder's plan: its trump, and the tile it discards (None when the discard is made)."""


def _plan(ev: Evaluation, action: Action) -> Plan:
    trump = action.trump if ev.kind is Kind.TRUMP else ev.of(action).trump
    assert trump is not None
    return trump, action.tile if ev.kind is Kind.DISCARD else None


def _first_plan_line(
    seen: Observation, deals: Iterable[Deal], worse: Plan, better: Plan
) -> PlanLine | None:
    contract = seen.contract
    assert contract is not None
    n, seat = seen.rules.players, seen.seat
    searches = [Search(trump.index, n, contract.bidder) for trump, _tile in (worse, better)]
    hands = [[t for t in seen.hand if t != tile] for _trump, tile in (worse, better)]
    for deal in deals:
        masks = [masks_of(seen, deal, hand) for hand in hands]
        made = [s.value(m, seat, ()) >= contract.need for s, m in zip(searches, masks, strict=True)]
        if made != [False, True]:
            continue
        worse_line, better_line = (
            best_line(s, m, seat, ()) for s, m in zip(searches, masks, strict=True)
        )
        found = _given(seen, worse_line, better_line, sets=True)
        if found is not None:
            return PlanLine(*found, worse[0], better[0], worse[1], better[1])
    return None


def _first_line(seen: Observation, deals: Iterable[Deal], worse: Tile, better: Tile) -> Line | None:
    contract = seen.contract
    assert contract is not None and seen.trump is not None
    search = Search(seen.trump.index, seen.rules.players, contract.bidder)
    leader, trick = trick_so_far(seen)
    wanting = contract.need - seen.side_tricks[contract.side]
    mine = seen.side_of(seen.seat) == contract.side
    for deal in deals:
        masks = masks_of(seen, deal)
        values = search.move_values(masks, leader, trick)
        made_worse, made_better = values[worse.index] >= wanting, values[better.index] >= wanting
        if made_worse == made_better or made_better != mine:
            continue
        lines = []
        for tile in (worse, better):
            hands = list(masks)
            hands[seen.seat] ^= 1 << tile.index
            lines.append(best_line(search, hands, leader, (*trick, tile.index)))
        found = _given(seen, lines[0], lines[1], sets=mine)
        if found is not None:
            return Line(*found, worse, better, mine)
    return None


def _given(
    seen: Observation, worse_line: Tricks, better_line: Tricks, sets: bool
) -> tuple[int, tuple[Tile, ...]] | None:
    """The opponent whose hidden tiles win most of the tricks the learner's choice gives away,
    and those tiles, highest first (None if no opponent's tile wins a trick after it)."""
    contract = seen.contract
    assert contract is not None
    # The learner's opponents on the contract: the defenders if it is the bidder's side's, else
    # the bidder's side.
    theirs = [s for s in range(seen.rules.players) if (seen.side_of(s) == contract.side) != sets]
    on_table = {p.tile.index for p in seen.trick}
    hidden = [(s, i) for s, i in worse_line if s in theirs and i not in on_table]
    kept = {i for _seat, i in better_line}
    given = [(s, i) for s, i in hidden if i not in kept] or hidden
    holder = max(theirs, key=lambda s: (sum(w == s for w, _tile in given), -s))
    tiles = sorted(
        (TILE_BY_INDEX[i] for w, i in given if w == holder), key=lambda t: (t.high, t.low)
    )
    if not tiles:
        return None
    return holder, tuple(reversed(tiles))


__all__ = ["Line", "PlanLine", "best_line", "line_of_play"]
