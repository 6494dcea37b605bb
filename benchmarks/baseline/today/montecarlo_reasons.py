"""The Monte Carlo player's reasons in words (`moon_nb.players.montecarlo`): what its chosen
tile does for the contract over the likely deals, and why an only choice is made — each a
catalog message, said in the language of the moment."""

from __future__ import annotations

from moon_nb.engine.actions import Action, Kind, recorded
from moon_nb.engine.observation import Observation
from moon_nb.engine.options import TRICKS_PER_HAND
from moon_nb.engine.tiles import TILE_BY_INDEX
from moon_nb.engine.words import contract_odds, in_deals
from moon_nb.speech import _, decimal, percent


def only_reason(action: Action) -> str:
    if action.kind is Kind.PASS:
        return _("Pass: it is the only call left.")
    if action.kind is Kind.PLAY:
        return _("Play {tile}: it is the only legal tile.", tile=action.tile)
    if action.kind is Kind.BID:
        return _("Bid {bid}: it is the only legal bid.", bid=action.bid)
    if action.kind is Kind.DISCARD:
        return _("Discard {tile}: it is the only legal discard.", tile=action.tile)
    # TRANSLATORS: {choice} is the trump named, as the game's record says it ("Trump 5").
    return _("{choice}: it is the only legal trump.", choice=_capital(recorded(action)))


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


class PlayTally:
    """What the likely deals said about one tile: summed worth, makes, and tricks."""

    __slots__ = ("deals", "makes", "mine", "theirs", "total")

    def __init__(self) -> None:
        self.total = 0.0
        self.makes = 0
        self.theirs = 0
        self.mine = 0
        self.deals = 0

    def add(self, worth: float, made: bool, bidder_side: int, mine: int) -> None:
        self.total += worth
        self.makes += made
        self.theirs += bidder_side
        self.mine += mine
        self.deals += 1

    @property
    def worth(self) -> float:
        return self.total / max(self.deals, 1)


def play_reason(
    seen: Observation,
    tally: dict[int, PlayTally],
    pick: int,
    alt: int | None,
    deals: int,
    own_count: bool,
) -> str:
    """One sentence: what the chosen tile does for the contract (and, for a three-player
    defender, for its own tricks), against the next best tile."""
    contract = seen.contract
    assert contract is not None
    t = tally[pick]
    rate = t.makes / t.deals
    bidder_side = seen.side_of(seen.seat) == contract.side
    taken = seen.side_tricks[contract.side]
    left = TRICKS_PER_HAND - sum(seen.tricks_won)
    decided = taken >= contract.need or taken + left < contract.need

    def mine(i: int) -> str:
        return decimal(tally[i].mine / tally[i].deals)

    if own_count:
        # A defender for itself: the contract first, then its own tricks. Where no tile
        # changes the contract, say so, rather than quote a rate that every tile shares.
        if alt is not None:
            gives = _(
                "I can expect {tricks} tricks of my own from here (next best, {other}: "
                "{other_tricks})",
                tricks=mine(pick),
                other=TILE_BY_INDEX[alt],
                other_tricks=mine(alt),
            )
        else:
            gives = _("I can expect {tricks} tricks of my own from here", tricks=mine(pick))
        if decided:
            # TRANSLATORS: {gives} is "I can expect 2.0 tricks of my own from here".
            if taken >= contract.need:
                return _(
                    "the contract is already made, and over {deals} likely deals {gives}",
                    deals=deals,
                    gives=gives,
                )
            return _(
                "the contract is already set, and over {deals} likely deals {gives}",
                deals=deals,
                gives=gives,
            )
        if all(abs(o.makes / o.deals - rate) < 1e-9 for o in tally.values()):
            if rate < 1:
                return _(
                    "whatever I play, the contract is set {odds}, so I play for my own tricks: "
                    "{gives}",
                    odds=in_deals(1 - rate, deals),
                    gives=gives,
                )
            return _(
                "whatever I play, the contract is made in every one of {deals} likely deals, so I "
                "play for my own tricks: {gives}",
                deals=deals,
                gives=gives,
            )
    why = contract_odds(rate, deals, bidder_side)
    if alt is not None:
        a = tally[alt].makes / tally[alt].deals
        share = percent(a if bidder_side else 1 - a)
        # TRANSLATORS: {why} is "it makes the contract in 80% of 40 likely deals"; {percent}
        # the next best tile's share, "75%".
        why = _(
            "{why} (next best, {other}: {percent})",
            why=why,
            other=TILE_BY_INDEX[alt],
            percent=share,
        )
    if own_count:
        return _(
            "{why}, and I can expect {tricks} tricks of my own from here",
            why=why,
            tricks=mine(pick),
        )
    tricks = decimal(t.theirs / t.deals + taken)
    if not bidder_side and seen.rules.teams:
        return _(
            "{why}; the bidder's side takes {tricks} tricks on average", why=why, tricks=tricks
        )
    if not bidder_side:
        return _("{why}; the bidder takes {tricks} tricks on average", why=why, tricks=tricks)
    if seen.rules.teams:
        return _("{why}; my side takes {tricks} tricks on average", why=why, tricks=tricks)
    return _("{why}; I take {tricks} tricks on average", why=why, tricks=tricks)


__all__ = ["PlayTally", "only_reason", "play_reason"]
