"""`MonteCarloPlayer`: the strong computer player.

It cannot see the other hands, so it imagines them: it deals the unseen tiles at random in every
way consistent with what its seat has seen (`moon_nb.players.sampling`), solves each imagined
deal exactly with every hand face up (`moon_nb.players.solver`), and picks the move that does best
on average — for the bidder's side, the move that makes the contract in most deals; for the others,
the one that sets it most often. Bids, the discard and trump are chosen the same way, by solving
sampled deals for each option. It is *anytime*: it stops sampling when its time budget is spent
and answers with the best move so far.
"""

from __future__ import annotations

import random
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from moon_nb.engine import actions
from moon_nb.engine.actions import Action, Kind
from moon_nb.engine.fast import BID, PLAY, TRUMP
from moon_nb.engine.observation import Observation
from moon_nb.engine.options import MOON, TRICKS_PER_HAND
from moon_nb.engine.scoring import tricks_needed
from moon_nb.engine.tiles import TILE_BY_INDEX, Tile, mask_of
from moon_nb.engine.trump import Trump
from moon_nb.engine.words import in_deals
from moon_nb.players.base import BasePlayer, Choice, legal_actions
from moon_nb.players.solver_core import OutOfTime, Search
from moon_nb.speech import N_, _, decimal

from .evaluate import estimate
from .heuristic import HeuristicPlayer
from .montecarlo_reasons import PlayTally, only_reason, play_reason
from .reading import Clues
from .sampling import HIDDEN, Knowledge
from .stakes import Stakes, contract_worth, made_share, pass_worth

MAKE_WEIGHT = 8.0
"""How much making (or setting) the contract counts against one trick more or less."""


@dataclass(frozen=True)
class Tally:
    """What the samples said about one option."""

    option: str
    deals: int
    makes: int
    tricks: float
    """Mean tricks for the bidder's side."""
    counts: tuple[int, ...] = ()
    """The bidder's side's tricks in each deal."""

    @property
    def make_rate(self) -> float:
        return self.makes / self.deals if self.deals else 0.0


class MonteCarloPlayer(BasePlayer):
    """Samples the hidden tiles and solves each deal exactly; see the module docstring.

    ``budget`` is the thinking time per decision in seconds of CPU time (bidding, discard and
    trump get twice as much), so a busy machine makes it slower, not weaker; ``max_deals``
    stops early when the answer is already clear; ``limit`` is the longest any decision may
    take on the clock: a deal still being solved then is dropped (and with no deal solved at
    all, the heuristic decides).
    """

    name = "strong"

    def __init__(
        self,
        seed: int | None = None,
        budget: float = 0.12,
        max_deals: int = 60,
        limit: float = 0.8,
        *,
        reads_bidding: bool = True,
        for_itself: bool = True,
        models_partner: bool = True,
        bids_partnerships: bool = False,
    ) -> None:
        self.seed = seed
        self.budget = budget
        self.limit = limit
        self.reads_bidding = reads_bidding
        """Weigh imagined deals by how well they explain the calls (`moon_nb.players.reading`)."""
        self.for_itself = for_itself
        """In three-player Moon, play for its own points (`moon_nb.players.stakes`); else the
        two defenders play as one side, only to set the contract."""
        self.models_partner = models_partner
        """With partners, solve each deal with the partner playing from its own hand, by the
        rules of thumb (`moon_nb.players.solver_policy`), not as if it saw every tile."""
        self.bids_partnerships = bids_partnerships
        """With partners, bid and name trump by solving likely deals too (else by the
        heuristic's rules)."""
        self._deadline = 0.0
        self.max_deals = max_deals
        self._rng = random.Random(seed)
        self._fallback = HeuristicPlayer(seed)

    def __repr__(self) -> str:
        return f"MonteCarloPlayer(seed={self.seed!r}, budget={self.budget!r})"

    def decide(self, seen: Observation) -> Choice:
        self._deadline = time.perf_counter() + self.limit
        legal = legal_actions(seen)
        if len(legal) == 1:
            return Choice(legal[0], only_reason(legal[0]))
        phase = seen.phase
        if phase is PLAY:
            return self._play(seen, legal)
        if seen.rules.teams and not self.bids_partnerships:
            # Open-hand solving lets partners play as if each saw the other's tiles, which
            # flatters a partnership far beyond what happens at the table. Measured: bidding
            # by it, 91 bids of 21 in 40 four-player games, 21 made; naming trump by it, 124
            # of 150 contracts made against 128 with the heuristic's trump. So unless told
            # otherwise a partnership bids and names trump by the heuristic's rules (fitted
            # on real play); only the play is solved.
            return self._fallback.decide(seen)
        if phase is BID:
            return self._bid(seen, legal)
        if phase is TRUMP:
            return self._trump(seen)
        return self._discard(seen, legal)

    # --- shared machinery -------------------------------------------------------------------

    def _deals(self, seen: Observation, budget: float) -> Iterator[dict[int, list[Tile]]]:
        """Likely deals until the time budget is spent: a new deal is started only when the
        slowest one so far would still finish in time (one is always tried)."""
        knowledge = Knowledge.read(seen)
        reading = Clues.read(seen) if self.reads_bidding else None
        if reading is not None and not reading.informative:
            reading = None
        start = last = time.process_time()
        slowest = 0.0
        for count in range(self.max_deals):
            now = time.process_time()
            if count:
                slowest = max(slowest, now - last)
                if now + slowest > start + budget or time.perf_counter() > self._deadline:
                    return
            last = now
            deal = self._likely_deal(knowledge, reading)
            if deal is None:
                return
            yield deal

    def _likely_deal(
        self, knowledge: Knowledge, reading: Clues | None, tries: int = 40
    ) -> dict[int, list[Tile]] | None:
        """A deal drawn in proportion to how well it explains the calls: consistent deals are
        kept with probability their likelihood (rejection sampling), so the solved deals follow
        the calls. After ``tries`` the likeliest deal seen is taken, so a decision never
        stalls."""
        if reading is None:
            return knowledge.sample(self._rng)
        best, best_odds = None, -1.0
        for _try in range(tries):
            if best is not None and time.perf_counter() > self._deadline:
                break
            deal = knowledge.sample(self._rng)
            if deal is None:
                break
            odds = reading.likelihood(deal)
            if self._rng.random() < odds:
                return deal
            if odds > best_odds:
                best, best_odds = deal, odds
        return best

    # --- play -----------------------------------------------------------------------------

    def _play(self, seen: Observation, legal: tuple[Action, ...]) -> Choice:
        """Each legal tile, judged over likely deals by what the hand then brings this seat
        (`Stakes`): the contract made or set, and — in three-player Moon, where a defender
        scores for itself — the tricks this defender can be sure of against both others."""
        k = Knowledge.read(seen)
        contract = seen.contract
        assert k.trump is not None and contract is not None and seen.leader is not None
        n, seat, bidder = k.players, k.seat, contract.bidder
        stakes = Stakes.of(seen)
        own_count = self.for_itself and not seen.rules.teams and seat != bidder
        modelled = (seen.partner,) if seen.partner is not None and self.models_partner else ()
        trick = tuple(p.tile.index for p in seen.trick)
        options = {a.tile.index: a for a in legal if a.tile is not None}
        tally = {i: PlayTally() for i in options}
        deals = 0
        own = mask_of(k.hand)
        for deal in self._deals(seen, self.budget):
            masks = [own if s == seat else mask_of(deal[s]) for s in range(n)]
            try:
                team = Search(k.trump.index, n, bidder, self._deadline, modelled=modelled)
                values = team.move_values(masks, seen.leader, trick)
                mine: dict[int, int] = {}
                if own_count:
                    alone = Search(k.trump.index, n, bidder, self._deadline, counted=(seat,))
                    mine = alone.move_values(masks, seen.leader, trick)
            except OutOfTime:
                break
            deals += 1
            for i, t in tally.items():
                v, o = values[i], mine.get(i)
                if self.for_itself:
                    worth = stakes.worth(stakes.split(v, o, seat))
                else:
                    worth = _team_worth(seen, v)
                t.add(worth, seen.side_tricks[contract.side] + v >= contract.need, v, o or 0)
        if not deals:
            return self._fallback.decide(seen)
        best = max(t.worth for t in tally.values())
        tied = [i for i in options if tally[i].worth >= best - 1e-9]
        hint = self._fallback.decide(seen).action
        pick = next((i for i in tied if options[i] == hint), min(tied))
        others = [i for i in options if i != pick]
        alt = max(others, key=lambda i: tally[i].worth) if others else None
        why = play_reason(seen, tally, pick, alt, deals, own_count)
        # TRANSLATORS: {why} is what the tile does over the likely deals.
        return Choice(options[pick], _("Play {tile}: {why}.", tile=TILE_BY_INDEX[pick], why=why))

    # --- bidding, trump and discard ---------------------------------------------------------

    def _contract_tallies(
        self, seen: Observation, options: Sequence[tuple[str, Trump, Tile | None]], need: int
    ) -> list[Tally]:
        """For each (label, trump, discard) option, solve sampled deals with this seat as
        bidder leading the first trick; a discard of None keeps the hand as it is. When this
        seat has not taken the widow yet, each sample also deals it the widow."""
        k = Knowledge.read(seen)
        n, seat = k.players, k.seat
        modelled = (seen.partner,) if seen.partner is not None and self.models_partner else ()
        makes = [0] * len(options)
        counts: list[list[int]] = [[] for _ in options]
        deals = 0
        for deal in self._deals(seen, self.budget * (3 if seen.phase is BID else 2)):
            hand = set(k.hand)
            widow = deal.get(HIDDEN, [])
            if seen.phase is BID or not seen.widow_taken:
                hand |= set(widow)
            values = []
            try:
                for _label, trump, discard in options:
                    mine = set(hand)
                    if discard is not None:
                        mine.discard(discard)
                    elif len(mine) > TRICKS_PER_HAND:
                        mine.discard(_worst_tile(mine, trump, k))
                    masks = [mask_of(mine) if s == seat else mask_of(deal[s]) for s in range(n)]
                    search = Search(trump.index, n, seat, self._deadline, modelled=modelled)
                    values.append(search.value(masks, seat, ()))
            except OutOfTime:
                break
            deals += 1
            for j, v in enumerate(values):
                counts[j].append(v)
                makes[j] += v >= need
        return [
            Tally(o[0], deals, makes[j], sum(counts[j]) / max(deals, 1), tuple(counts[j]))
            for j, o in enumerate(options)
        ]

    def _shortlist(self, hand: Sequence[Tile], k: Knowledge, size: int) -> list[Trump]:
        ranked = sorted(Trump, key=lambda t: -estimate(hand, t, k.rules.tiles).tricks)
        return ranked[:size]

    def _bid(self, seen: Observation, legal: tuple[Action, ...]) -> Choice:
        """The call worth most to this seat (`moon_nb.players.stakes`): each bid by what its
        contract would bring over the likely deals — made, or set — against what passing
        leaves it (another seat's contract, or a redeal)."""
        k = Knowledge.read(seen)
        trumps = self._shortlist(sorted(k.hand, key=str), k, 3)
        bids = [a.bid for a in legal if a.kind is Kind.BID]
        low = min((b for b in bids if b != MOON), default=None)
        need = low if low is not None else TRICKS_PER_HAND
        tallies = self._contract_tallies(seen, [(t.said, t, None) for t in trumps], need)
        if not tallies or not tallies[0].deals:
            return self._fallback.decide(seen)
        # Each bid with each shortlisted trump, worth what its contract would bring; the best
        # trump for a bid is the first of the most worth.
        worths = {
            b: [contract_worth(Stakes.bidding(seen, b), t.counts) for t in tallies] for b in bids
        }
        worth, bid = max((max(w), b) for b, w in worths.items())
        can_pass = any(a.kind is Kind.PASS for a in legal)
        best = max(tallies, key=lambda t: t.tricks)
        if can_pass and pass_worth(seen) >= worth:
            chance = made_share(best.counts, tricks_needed(need))
            odds, trump = in_deals(chance, best.deals), best.option
            if chance > 0:
                why = _(
                    "Pass: my best trump, {trump}, would make {need} only {odds}.",
                    trump=trump,
                    need=need,
                    odds=odds,
                )
            else:
                why = _(
                    "Pass: my best trump, {trump}, would make {need} {odds}.",
                    trump=trump,
                    need=need,
                    odds=odds,
                )
            return Choice(actions.pass_action(), why)
        j = worths[bid].index(worth)
        tally, plain = tallies[j], trumps[j] is Trump.NO_TRUMP
        chance = made_share(tally.counts, tricks_needed(bid))
        names = {
            "bid": bid,
            "trump": tally.option,
            "odds": in_deals(chance, tally.deals),
            "tricks": decimal(tally.tricks),
        }
        said = _SHOOT[plain] if bid == MOON else _BID[plain] if can_pass else _MUST_BID[plain]
        return Choice(actions.bid(bid), _(said, **names))

    def _trump(self, seen: Observation) -> Choice:
        k = Knowledge.read(seen)
        assert seen.contract is not None
        need = seen.contract.need
        trumps = self._shortlist(sorted(k.hand, key=str), k, 4)
        tallies = self._contract_tallies(seen, [(t.said, t, None) for t in trumps], need)
        j = _best(tallies)
        if j is None:
            return self._fallback.decide(seen)
        t = tallies[j]
        tricks = decimal(t.tricks)
        return Choice(
            actions.name_trump(trumps[j]),
            _(
                _NAME[trumps[j] is Trump.NO_TRUMP],
                trump=trumps[j].said,
                need=need,
                odds=in_deals(t.make_rate, t.deals),
                tricks=tricks,
            ),
        )

    def _discard(self, seen: Observation, legal: tuple[Action, ...]) -> Choice:
        k = Knowledge.read(seen)
        assert seen.contract is not None
        need = seen.contract.need
        named = seen.trump
        hand = sorted(k.hand, key=str)
        candidates = sorted(
            (a.tile for a in legal if a.tile is not None),
            key=lambda d: (
                -max(
                    estimate([t for t in hand if t != d], tr, k.rules.tiles).tricks
                    for tr in ([named] if named else list(Trump))
                )
            ),
        )[:3]
        options = []
        for d in candidates:
            rest = [t for t in hand if t != d]
            trump = named or self._shortlist(rest, k, 1)[0]
            options.append((str(d), trump, d))
        tallies = self._contract_tallies(seen, options, need)
        j = _best(tallies)
        if j is None:
            return self._fallback.decide(seen)
        t = tallies[j]
        return Choice(
            actions.discard(t.option),
            _(
                _DISCARD[options[j][1] is Trump.NO_TRUMP],
                tile=t.option,
                trump=options[j][1].said,
                need=need,
                odds=in_deals(t.make_rate, t.deals),
            ),
        )


# Each reason with a trump, and with no trump (a choice of its own, not a trump's name: "with no
# trump as trump" reads wrong in English and worse in translation), indexed by "is it no trump".
_SHOOT = (
    N_("Shoot the moon: with {trump} I take all seven tricks {odds}."),
    N_("Shoot the moon: with no trump I take all seven tricks {odds}."),
)
_BID = (
    N_("Bid {bid}: with {trump} as trump I make it {odds} ({tricks} tricks on average)."),
    N_("Bid {bid}: with no trump I make it {odds} ({tricks} tricks on average)."),
)
_MUST_BID = (
    N_(
        "Bid {bid}: Everyone else passed, so I must bid; with {trump} as trump I make it {odds} "
        "({tricks} tricks on average)."
    ),
    N_(
        "Bid {bid}: Everyone else passed, so I must bid; with no trump I make it {odds} "
        "({tricks} tricks on average)."
    ),
)
_NAME = (
    N_("Name {trump}: it makes the contract of {need} {odds} ({tricks} tricks on average)."),
    N_("Name no trump: it makes the contract of {need} {odds} ({tricks} tricks on average)."),
)
_DISCARD = (
    N_("Discard {tile}: with {trump} as trump the rest makes {need} {odds}."),
    N_("Discard {tile}: with no trump the rest makes {need} {odds}."),
)


def _best(tallies: Sequence[Tally]) -> int | None:
    """The option that makes the contract most often (then takes most tricks); None when no
    deal could be sampled."""
    if not tallies or not tallies[0].deals:
        return None
    return max(range(len(tallies)), key=lambda j: (tallies[j].make_rate, tallies[j].tricks))


def _worst_tile(hand: set[Tile], trump: Trump, k: Knowledge) -> Tile:
    """The tile whose loss costs the hand least under ``trump`` (the sampled widow's discard)."""
    return max(
        sorted(hand, key=str),
        key=lambda d: estimate([t for t in hand if t != d], trump, k.rules.tiles).tricks,
    )


def _team_worth(seen: Observation, bidder_side: int) -> float:
    """The two sides' game, as if the defenders were one side: making (or setting) counts for
    `MAKE_WEIGHT` tricks, and each trick of the bidder's side for or against."""
    contract = seen.contract
    assert contract is not None
    made = seen.side_tricks[contract.side] + bidder_side >= contract.need
    sign = 1 if seen.side_of(seen.seat) == contract.side else -1
    return sign * (MAKE_WEIGHT * made + bidder_side)
