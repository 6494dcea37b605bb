"""`MonteCarloPlayer`: the expert.

It cannot see the other hands, so it imagines them: it draws likely deals of the unseen tiles
from the one model of the hidden tiles (`moon_nb.players.hidden`: deals that fit what its seat
has seen, weighed by how well they explain the calls and plays), solves each exactly with every
hand face up (`moon_nb.players.solver_core`), and picks the option that does best on average. A
tile is chosen by the one evaluation the Hint quotes (`moon_nb.players.evaluation.weigh_play`:
the seat's points on the others), over the first of the same deals the Hint weighs, as many as
its time allows. Bids, the discard and trump are chosen by solving likely deals for each option.
It is *anytime*: it stops when its time budget is spent and answers with the best so far.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator, Mapping

from moon_nb.engine.actions import Kind
from moon_nb.engine.fast import BID, PLAY, TRUMP
from moon_nb.engine.observation import Observation
from moon_nb.engine.options import MOON
from moon_nb.engine.trump import Trump
from moon_nb.engine.words import in_deals, none_of
from moon_nb.players.base import BasePlayer, Choice, legal_actions, roomy
from moon_nb.players.bidders_plan import Standing
from moon_nb.players.evaluation import (
    DEALS,
    WORTH_MARGIN,
    weigh_call,
    weigh_discard,
    weigh_play,
    weigh_trump,
)
from moon_nb.players.heuristic import HeuristicPlayer
from moon_nb.players.hidden import belief_of
from moon_nb.players.hidden.belief import Deal
from moon_nb.players.montecarlo_reasons import (
    _BID,
    _DISCARD,
    _MUST_BID,
    _NAME,
    _SHOOT,
    WORTH_REASONS,
    _in_none,
    call_lost_in_none,
    only_reason,
    pass_reason,
    play_reason,
)
from moon_nb.players.odds import MADE_MARGIN
from moon_nb.speech import _, decimal


class MonteCarloPlayer(BasePlayer):
    """Samples the hidden tiles and solves each deal exactly; see the module docstring.

    ``budget`` is the thinking time per decision in seconds of CPU time (bidding, discard and
    trump get more), so a busy machine makes it slower, not weaker; ``max_deals`` is the most
    deals it weighs (by default as many as the Hint, `moon_nb.players.evaluation.DEALS`), so
    with time enough it weighs exactly the Hint's deals; ``limit`` is the longest any decision may
    take on the clock: a deal still being solved then is dropped (and with no deal solved at
    all, the heuristic decides). ``seed`` seeds only that fallback: the deals are the Hint's,
    so the expert plays the same position the same way.
    """

    name = "strong"

    def __init__(
        self,
        seed: int | None = None,
        budget: float = 0.12,
        max_deals: int | None = None,
        limit: float = 0.7,
        *,
        bids_partnerships: bool = False,
    ) -> None:
        self.seed = seed
        self.budget = budget
        self.limit = limit
        self.bids_partnerships = bids_partnerships
        """With partners, bid and name trump by solving likely deals too (else by the
        heuristic's rules)."""
        self._deadline = 0.0
        self.max_deals = max_deals
        self._fallback = HeuristicPlayer(seed)

    def __repr__(self) -> str:
        return f"MonteCarloPlayer(seed={self.seed!r}, budget={self.budget!r})"

    def decide(self, seen: Observation) -> Choice:
        # From a roomy frame: the search's frames lie clear of a chunk's edge wherever it is asked.
        return roomy(self._decide, seen)

    def _decide(self, seen: Observation) -> Choice:
        self._deadline = time.perf_counter() + self.limit
        legal = legal_actions(seen)
        if len(legal) == 1:
            return Choice(legal[0], only_reason(legal[0]))
        phase = seen.phase
        if phase is PLAY:
            return self._play(seen)
        if seen.rules.teams and not self.bids_partnerships:
            # Open-hand solving lets partners play as if each saw the other's tiles, which
            # flatters a partnership far beyond what happens at the table. Measured: bidding
            # by it, 91 bids of 21 in 40 four-player games, 21 made; naming trump by it, 124
            # of 150 contracts made against 128 with the heuristic's trump. So unless told
            # otherwise a partnership bids and names trump by the heuristic's rules (fitted
            # on real play); only the play is solved.
            return self._fallback.decide(seen)
        if phase is BID:
            return self._bid(seen)
        if phase is TRUMP:
            return self._trump(seen)
        return self._discard(seen)

    # --- shared machinery -------------------------------------------------------------------

    def _deals(self, seen: Observation, budget: float) -> _Paced:
        """The Hint's likely deals, in the same order, as many as the time budget allows
        (`_Paced`), so with time enough the two weigh the same deals."""
        most = DEALS[seen.phase] if self.max_deals is None else self.max_deals
        if seen.phase in (BID, PLAY):
            margin: Callable[[int], float] = lambda _: WORTH_MARGIN  # noqa: E731
        else:
            margin = lambda n: MADE_MARGIN + 1 / n  # noqa: E731
        return _Paced(belief_of(seen).stream(0), most, budget, self._deadline, margin)

    # --- play -----------------------------------------------------------------------------

    def _play(self, seen: Observation) -> Choice:
        """The tile the one evaluation ranks first (`weigh_play`) over the likely deals this
        player's time allows."""
        ev = weigh_play(seen, self._deals(seen, self.budget), self._deadline)
        if not ev.deals:
            return self._fallback.decide(seen)
        return Choice(ev.best.action, play_reason(ev))

    # --- bidding, trump and discard ---------------------------------------------------------

    def _bid(self, seen: Observation) -> Choice:
        """The call the one evaluation ranks first (`weigh_call`: what each is worth to this
        seat — a bid by what its contract would bring, made or set, a pass by what it leaves)
        over the likely deals this player's time allows."""
        ev = weigh_call(seen, self._deals(seen, self.budget * 3), self._deadline)
        if not ev.deals:
            return self._fallback.decide(seen)
        best = ev.best
        bids = [o for o in ev.options if o.action.kind is Kind.BID]
        if best.action.kind is Kind.PASS:
            low = min(bids, key=lambda o: o.action.bid or 0)
            return Choice(best.action, pass_reason(low, best, ev.deals))
        can_pass = len(bids) < len(ev.options)
        plain = best.trump is Trump.NO_TRUMP
        names = {
            "bid": best.action.bid,
            "trump": best.trump.said if best.trump else "",
            "tricks": decimal(best.tricks or 0.0),
        }
        moon = best.action.bid == MOON
        reason = "shoot" if moon else "bid" if can_pass else "must bid"
        worth = best.worth
        if none_of(best.make_rate):  # a forced bid: its negative twin, whole
            if worth is not None and worth < 0:  # set in every deal: a loss, said as one
                lost = decimal(-worth)
                return Choice(
                    best.action, call_lost_in_none(reason, plain, ev.deals, **names, points=lost)
                )
            return Choice(best.action, _in_none(reason, plain, ev.deals, **names))
        odds = in_deals(best.make_rate, ev.deals)
        if worth is not None:  # the points it was ranked by, as the Hint says them
            said = WORTH_REASONS[reason][plain, worth >= 0]
            return Choice(best.action, _(said, odds=odds, points=decimal(abs(worth)), **names))
        said = _SHOOT[plain] if moon else _BID[plain] if can_pass else _MUST_BID[plain]
        return Choice(best.action, _(said, odds=odds, **names))

    def _trump(self, seen: Observation) -> Choice:
        """The trump the one evaluation ranks first (`weigh_trump`: by the points on the others
        it brings) over the likely deals this player's time allows; its reason gives those
        points, as the Hint does."""
        assert seen.contract is not None
        ev = weigh_trump(seen, self._deals(seen, self.budget * 3), self._deadline)
        best = ev.best
        if not ev.deals or best.trump is None:
            return self._fallback.decide(seen)
        plain = best.trump is Trump.NO_TRUMP
        names = {
            "trump": best.trump.said,
            "need": seen.contract.need,
            "tricks": decimal(best.tricks or 0.0),
        }
        if none_of(best.make_rate):  # a hopeless contract: the negative twin, whole
            return Choice(best.action, _in_none("name", plain, ev.deals, **names))
        odds = in_deals(best.make_rate, ev.deals)
        return Choice(
            best.action, _worth_said("name", _NAME[plain], plain, best.worth, odds, names)
        )

    def _discard(self, seen: Observation) -> Choice:
        """The discard the one evaluation ranks first (`weigh_discard`: each with the best
        trump for what is kept) over the likely deals its time allows."""
        assert seen.contract is not None
        ev = weigh_discard(seen, self._deals(seen, self.budget * 3), self._deadline)
        best = ev.best
        if not ev.deals or best.trump is None:
            return self._fallback.decide(seen)
        plain = best.trump is Trump.NO_TRUMP
        names = {"tile": best.action.tile, "trump": best.trump.said, "need": seen.contract.need}
        if none_of(best.make_rate):  # a hopeless contract: the negative twin, whole
            return Choice(best.action, _in_none("discard", plain, ev.deals, **names))
        odds = in_deals(best.make_rate, ev.deals)
        return Choice(
            best.action, _worth_said("discard", _DISCARD[plain], plain, best.worth, odds, names)
        )


def _worth_said(
    reason: str,
    plain_said: str,
    plain: bool,
    worth: float | None,
    odds: str,
    names: Mapping[str, object],
) -> str:
    """A trump's or a discard's reason: with the points on the others it was ranked by where
    they were weighed (`Weighed.worth`, as the Hint gives them), else the contract alone."""
    if worth is None:
        return _(plain_said, odds=odds, **names)
    said = WORTH_REASONS[reason][plain, worth >= 0]
    return _(said, odds=odds, points=decimal(abs(worth)), **names)


class _Paced:
    """Likely deals for the expert's weighing, until its time budget is spent: a new deal is
    started only when the slowest one so far, after the first, would still finish in time (two
    are always tried: the first deal's time is the search's set-up as much as the deal's).
    A close choice gets up to `CLOSE` times the budget: the runner-up within ``margin(n)`` of
    the leader over the n deals weighed so far (`moon_nb.players.bidders_plan.Standing`) — the
    margin within which the coach calls two choices as good, and for a make rate the 1/n one
    deal more either way moves it. There the Hint, weighing all its deals, could find the
    leader costly. Beyond its budget it asks only the options still that close to be weighed
    on (`close`; the bidder's plan honours it, `moon_nb.players.bidders_plan.narrowed`), and paces
    itself by the last deal's time."""

    def __init__(
        self,
        deals: Iterator[Deal],
        most: int,
        budget: float,
        deadline: float,
        margin: Callable[[int], float],
        clock: Callable[[], float] = time.process_time,
    ) -> None:
        self._stream, self.most, self._budget = deals, most, budget
        """``most``: the most deals it yields (it may stop sooner)."""
        self._deadline, self._margin, self._clock = deadline, margin, clock
        self._standing: Standing | None = None
        self._beyond = False
        self._weighed = 0

    def watch(self, standing: Standing) -> None:
        self._standing = standing

    def _near(self, values: list[float], weighed: int) -> list[int]:
        """The places of ``values`` within the margin of the best of them."""
        top = max(values, default=0.0)
        return [i for i, v in enumerate(values) if top - v <= self._margin(weighed) + 1e-9]

    def _close(self, weighed: int) -> bool:
        return self._standing is not None and len(self._near(self._standing(), weighed)) > 1

    def close(self, values: list[float]) -> list[int] | None:
        """Beyond the budget, the places of ``values`` (standings, as the options') still close
        to the best of them; else None (every one)."""
        return self._near(values, self._weighed) if self._beyond else None

    def __iter__(self) -> Iterator[Deal]:
        start = last = self._clock()
        slowest = 0.0
        for count in range(self.most):
            now = self._clock()
            self._weighed = count
            # The first deal also sets the search up (about three later deals' time): it says
            # nothing of what the next will take, so two are always weighed — over one, every
            # tile ties and the rules of thumb would choose (an opening lead 4.8 points worse).
            if count > 1:
                # Beyond the budget the options weighed only narrow: the last deal's time,
                # not the slowest's, says what the next will take.
                slowest = now - last if self._beyond else max(slowest, now - last)
                done = now + slowest - start
                if done > self._budget:
                    if not (done <= self._budget * CLOSE and self._close(count)):
                        return
                    self._beyond = True
            if count and time.perf_counter() > self._deadline:
                return
            last = now
            deal = next(self._stream, None)
            if deal is None:
                return
            yield deal


CLOSE = 2.5
"""How much longer than its budget the expert thinks over a close choice."""
