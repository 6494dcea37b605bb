"""`HeuristicPlayer`: plays Moon by the rules of thumb a sound club player uses.

It bids what its hand should take under its best trump, names that trump, discards the tile it
misses least, draws trumps when it holds the top ones, takes tricks as cheaply as it can, and
gives its partner's winning tricks its lowest tile. In three-player Moon it has no partner: a
trick the other defender is winning is one it takes for itself when it cheaply can. It sees
only its own observation.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from moon_nb.engine import actions
from moon_nb.engine.actions import Action, Kind
from moon_nb.engine.fast import BID, DISCARD
from moon_nb.engine.fast import TRUMP as TRUMP_PHASE
from moon_nb.engine.observation import Observation
from moon_nb.engine.options import MOON, Rules
from moon_nb.engine.tiles import Tile
from moon_nb.engine.tricks import TRUMP, LedSuit, follows, led_suit, rank
from moon_nb.engine.trump import Trump
from moon_nb.players.base import BasePlayer, Choice, legal_actions
from moon_nb.speech import _, decimal

from .evaluate import Estimate, best_trump, estimate


@dataclass(frozen=True)
class Known:
    """What the seat knows, from its observation: the facts the play heuristics need."""

    seat: int
    players: int
    rules: Rules
    hand: tuple[Tile, ...]
    trump: Trump
    bidder: int | None
    trick: tuple[tuple[int, Tile], ...]
    unseen: frozenset[Tile]
    """Tiles in play that this seat has not seen: the other hands (and the widow/discard)."""
    need: int
    """Tricks the bidder's side needs (0 before the bidding is over)."""
    taken: int
    """Tricks the bidder's side has won so far."""

    @classmethod
    def read(cls, seen: Observation) -> Known:
        trump = seen.trump if seen.trump is not None else Trump.NO_TRUMP
        trick = tuple((p.seat, p.tile) for p in seen.trick)
        contract = seen.contract
        need = contract.need if contract is not None else 0
        taken = seen.side_tricks[contract.side] if contract is not None else 0
        return cls(
            seen.seat, seen.rules.players, seen.rules, seen.hand, trump, seen.bidder, trick,
            frozenset(seen.unseen), need, taken,
        )  # fmt: skip

    def partners(self, seat: int) -> bool:
        """``seat`` scores for this seat's side: itself, or its partner with four players. In
        three-player Moon everyone scores for themselves: the other player against the bidder
        is a rival for points, not a partner."""
        return seat == self.seat or (self.rules.teams and seat % 2 == self.seat % 2)

    @property
    def contract_open(self) -> bool:
        """The bidder's side may still make its contract, and may still be set: the tricks
        left (this one included: one per tile in hand) decide it."""
        short = self.need - self.taken
        return 0 < short <= len(self.hand)

    def top_unseen(self, suit: LedSuit) -> Tile | None:
        """The highest tile of ``suit`` that someone else may still hold."""
        tiles = [t for t in self.unseen if follows(t, suit, self.trump)]
        return max(tiles, key=lambda t: rank(t, suit, self.trump), default=None)


class HeuristicPlayer(BasePlayer):
    """A sensible rule-based player (see the module docstring); deterministic."""

    name = "heuristic"

    def __init__(self, seed: int | None = None, caution: float = 0.0) -> None:
        self.seed = seed
        self.caution = caution
        """Tricks to shave off an estimate before bidding on it (0 bids the estimate)."""

    def decide(self, seen: Observation) -> Choice:
        legal = legal_actions(seen)
        phase = seen.phase
        if phase is BID:
            return self._bid(seen, legal)
        if phase is TRUMP_PHASE:
            return self._trump(seen)
        if phase is DISCARD:
            return self._discard(seen, legal)
        return self._play(seen, legal)

    # --- bidding, trump, discard ------------------------------------------------------------

    def _bid(self, seen: Observation, legal: tuple[Action, ...]) -> Choice:
        rules = seen.rules
        best = best_trump(seen.hand, rules.tiles)
        # The rule-of-thumb count is cautious: measured over 400 deals, a declarer with the
        # widow and the lead takes about 0.8 * estimate + 2 tricks (python -m
        # moon_nb.dev.tournament).
        expected = 0.8 * best.tricks + (2.0 if rules.has_widow else 1.7)
        bids = [a.bid for a in legal if a.kind is Kind.BID]
        # Two counts, each named: the hand's own, and what the bidder can expect with the
        # widow and the lead (the one the bid is judged by).
        said, about = best.describe(), decimal(expected)
        if rules.has_widow:
            counts = _(
                "{estimate}, so about {tricks} with the widow and the lead",
                estimate=said,
                tricks=about,
            )
        else:
            counts = _("{estimate}, so about {tricks} with the lead", estimate=said, tricks=about)
        if best.tricks >= 6.6 and best.top_trumps >= 4 and MOON in bids:
            return Choice(actions.bid(MOON), _("Shoot the moon: {estimate}.", estimate=said))
        # Bid what the hand makes about four times in five.
        ceiling = math.floor(expected - 0.3 - self.caution + 1e-9)
        affordable = [b for b in bids if b != MOON and b <= ceiling]
        if affordable:
            bid = max(affordable)
            return Choice(actions.bid(bid), _("Bid {bid}: {counts}.", bid=bid, counts=counts))
        if not bids:
            return Choice(
                actions.pass_action(),
                _("Pass: nothing is left to bid over {bid}.", bid=seen.high_bid),
            )
        low = min(bids)
        if any(a.kind is Kind.PASS for a in legal):
            return Choice(
                actions.pass_action(),
                _("Pass: {counts}, too few to bid {bid} safely.", counts=counts, bid=low),
            )
        return Choice(
            actions.bid(low),
            _("Bid {bid}: everyone passed, so I must bid; {estimate}.", bid=low, estimate=said),
        )

    def _trump(self, seen: Observation) -> Choice:
        best = best_trump(seen.hand, seen.rules.tiles)
        return Choice(
            actions.name_trump(best.trump),
            _("Name {trump}: {estimate}.", trump=best.trump.said, estimate=best.describe()),
        )

    def _discard(self, seen: Observation, legal: tuple[Action, ...]) -> Choice:
        rules, hand, named = seen.rules, seen.hand, seen.trump

        def after(tile: Tile) -> Estimate:
            rest = [t for t in hand if t != tile]
            return estimate(rest, named, rules.tiles) if named else best_trump(rest, rules.tiles)

        options = [a.tile for a in legal if a.tile is not None]
        tile = max(options, key=lambda t: (after(t).tricks, -_keep_value(t)))
        return Choice(
            actions.discard(tile),
            _(
                "Discard {tile}: without it I still have {estimate}.",
                tile=tile,
                estimate=after(tile).describe(),
            ),
        )

    # --- play -----------------------------------------------------------------------------

    def _play(self, seen: Observation, legal: tuple[Action, ...]) -> Choice:
        table = Known.read(seen)
        options = [a.tile for a in legal if a.tile is not None]
        if not table.trick:
            return self._lead(table, options)
        return self._follow(table, options)

    def _lead(self, t: Known, options: list[Tile]) -> Choice:
        trumps_out = [x for x in t.unseen if t.trump.is_trump(x)]
        my_trumps = sorted((x for x in options if t.trump.is_trump(x)), key=_power(t, TRUMP))
        attacking = t.bidder is None or t.partners(t.bidder)
        if my_trumps and trumps_out and attacking:
            top = my_trumps[-1]
            if t.top_unseen(TRUMP) is None or _beats(top, t.top_unseen(TRUMP), TRUMP, t.trump):
                return Choice(
                    actions.play(top),
                    _(
                        "Lead {tile}: it is the highest trump left, and drawing trumps protects "
                        "my other winners.",
                        tile=top,
                    ),
                )
        for x in sorted(options, key=lambda x: -rank(x, led_suit(x, t.trump), t.trump)):
            suit = led_suit(x, t.trump)
            if suit == TRUMP and trumps_out and not attacking:
                continue
            rival = t.top_unseen(suit)
            if rival is None or _beats(x, rival, suit, t.trump):
                if suit != TRUMP and trumps_out and self._short_elsewhere(t, suit):
                    continue
                return Choice(actions.play(x), _higher(x, suit))
        low = min(options, key=lambda x: (_keep_value(x, t.trump), x.pip_count))
        return Choice(
            actions.play(low), _("Lead {tile}: a low tile that gives little away.", tile=low)
        )

    def _short_elsewhere(self, t: Known, suit: LedSuit) -> bool:
        """Most of the suit is already out, so an opponent is likely void and may trump."""
        left = [x for x in t.unseen if follows(x, suit, t.trump)]
        return len(left) <= 1 and t.players == 3 and t.bidder != t.seat

    def _follow(self, t: Known, options: list[Tile]) -> Choice:
        suit = led_suit(t.trick[0][1], t.trump)
        power = _power(t, suit)
        best_seat, best_tile = max(t.trick, key=lambda p: power(p[1]))
        last_to_play = len(t.trick) == t.players - 1
        cheapest = sorted(options, key=lambda x: (_keep_value(x, t.trump), power(x)))
        top = t.top_unseen(suit)
        safe = last_to_play or top is None or power(best_tile) > power(top)
        if t.partners(best_seat) and safe:
            low = cheapest[0]
            return Choice(
                actions.play(low),
                _(
                    "Play {tile}: my partner's {winning} is winning this trick.",
                    tile=low,
                    winning=best_tile,
                ),
            )
        winners = sorted((x for x in options if power(x) > power(best_tile)), key=power)
        if safe and t.bidder not in (None, t.seat, best_seat) and not t.rules.teams:
            return self._rival_trick(t, suit, best_seat, best_tile, winners, cheapest)
        if winners:
            pick = winners[0]
            if not last_to_play:
                top = t.top_unseen(suit if not t.trump.is_trump(pick) else TRUMP)
                sure = [x for x in winners if top is None or power(x) > power(top)]
                pick = sure[0] if sure else winners[-1]
            if t.trump.is_trump(pick) and suit != TRUMP:
                why = _("Play {tile}: the cheapest tile that trumps it.", tile=pick)
            else:
                why = _("Play {tile}: the cheapest tile that wins it.", tile=pick)
            return Choice(actions.play(pick), why)
        low = cheapest[0]
        return Choice(
            actions.play(low),
            _("Play {tile}: I cannot win this trick, so I keep my best tiles.", tile=low),
        )

    def _rival_trick(
        self,
        t: Known,
        suit: LedSuit,
        rival: int,
        winning: Tile,
        winners: list[Tile],
        cheapest: list[Tile],
    ) -> Choice:
        """Three-player Moon: the other player against the bidder is winning this trick, and
        the bidder cannot take it from them. Who takes it leaves the contract as it is, but it
        is a point for whoever does: take it with a tile sure to hold — unless that costs a
        trump still needed against the bidder — rather than hand a rival the point."""
        last = len(t.trick) == t.players - 1
        power = _power(t, suit)
        for pick in winners:
            ruff = t.trump.is_trump(pick) and suit != TRUMP
            if ruff and t.contract_open:
                continue
            top = t.top_unseen(TRUMP if t.trump.is_trump(pick) else suit)
            if last or top is None or power(pick) > power(top):
                return Choice(
                    actions.play(pick),
                    _(
                        "Play {tile}: it takes the trick from seat {seat}, a point for me rather "
                        "than for another player.",
                        tile=pick,
                        seat=rival,
                    ),
                )
        low = cheapest[0]
        return Choice(
            actions.play(low),
            _(
                "Play {tile}: seat {seat}'s {winning} takes this trick and I cannot take it "
                "cheaply, so I keep my better tiles.",
                tile=low,
                seat=rival,
                winning=winning,
            ),
        )

    def __repr__(self) -> str:
        return f"HeuristicPlayer(seed={self.seed!r})"


def _power(t: Known, suit: LedSuit) -> Callable[[Tile], int]:
    """A tile's strength on a trick of ``suit`` (see `moon_nb.engine.tricks.rank`)."""
    return lambda x: rank(x, suit, t.trump)


def _beats(a: Tile, b: Tile | None, suit: LedSuit, trump: Trump) -> bool:
    return b is None or rank(a, suit, trump) > rank(b, suit, trump)


def _keep_value(tile: Tile, trump: Trump | None = None) -> float:
    """How much a player wants to keep a tile: trumps most, then doubles, then high tiles."""
    value = tile.pip_count / 12
    if tile.is_double:
        value += 1
    if trump is not None and trump.is_trump(tile):
        value += 2
    return value


def _higher(tile: Tile, suit: LedSuit) -> str:
    """Why a tile led wins: no one can hold a higher one of its suit."""
    if suit == TRUMP:
        return _("Lead {tile}: no one else can hold a higher trump.", tile=tile)
    return _(
        "Lead {tile}: no one else can hold a higher tile of suit {suit}.", tile=tile, suit=suit
    )
