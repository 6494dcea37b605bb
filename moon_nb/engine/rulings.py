"""Rulings for actions in a game: may a seat do this now, and why.

The rule itself lives in `moon_nb.engine.tricks` (play) and `moon_nb.engine.bidding` (calls); this
module reads a seat's observation to ask them, and adds the rulings about *when* things happen
(phases, turns, the widow, trump). Everything a ruling says comes from what that seat may know.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from moon_nb.engine.actions import ACTIONS, PLAY0, Action, Kind
from moon_nb.engine.bidding import BidRuling, explain_call
from moon_nb.engine.fast import BID, DISCARD, OVER, PLAY, TRUMP, Phase
from moon_nb.engine.observation import Observation
from moon_nb.engine.tiles import Tile, not_in_play
from moon_nb.engine.tricks import explain_play
from moon_nb.speech import N_, _, ngettext


class Ruling(Protocol):
    """Any ruling: whether something is allowed, and a sentence that says why."""

    @property
    def legal(self) -> bool: ...

    @property
    def text(self) -> str: ...


@dataclass(frozen=True)
class TurnRuling:
    """A ruling about the order of the hand: phases, the widow, trump, the end of the game."""

    legal: bool
    text: str

    def __str__(self) -> str:
        return self.text


def explain_action(seen: Observation, act: Action) -> Ruling:
    """Whether the observing seat may take ``act`` now, and why."""
    rules = seen.rules
    if seen.phase is OVER:
        assert seen.winner is not None
        return TurnRuling(False, _game_over(seen.winner, rules.teams))
    wanted = {Kind.PASS: BID, Kind.BID: BID, Kind.DISCARD: DISCARD, Kind.TRUMP: TRUMP}.get(
        act.kind, PLAY
    )
    if wanted is not seen.phase:
        return TurnRuling(False, _wrong_phase(seen.phase, seen.to_act, act.kind))
    if not seen.my_turn:
        return TurnRuling(
            False,
            _("It is seat {to_act}'s turn, not seat {seat}'s.", to_act=seen.to_act, seat=seen.seat),
        )
    if act.kind in (Kind.PASS, Kind.BID):
        return explain_call(rules, [c.bid for c in seen.calls], act.bid)
    hand = seen.hand
    if act.tile is not None:
        out = not_in_play(act.tile, rules.tiles)  # "play 6-0" in three-player Moon
        if out is not None:
            return TurnRuling(False, out)
    if act.kind is Kind.PLAY:
        assert act.tile is not None and seen.trump is not None
        trick = [p.tile for p in seen.trick]
        return explain_play(hand, trick, seen.trump, act.tile, rules.tiles)
    if act.kind is Kind.DISCARD:
        assert act.tile is not None
        if act.tile not in hand:
            return TurnRuling(
                False, _("You do not hold {tile}; discard a tile from your hand.", tile=act.tile)
            )
        if act.tile == seen.widow:
            text = _(
                "You may discard {tile}, the widow itself: the bidder discards any one tile.",
                tile=act.tile,
            )
        else:
            text = _(
                "You may discard {tile}, one of your tiles: the bidder discards any one tile.",
                tile=act.tile,
            )
        return TurnRuling(True, text)
    assert act.trump is not None
    count = sum(1 for t in hand if act.trump.is_trump(t))
    return TurnRuling(
        True,
        ngettext(
            "You may name {trump}: the bidder names any trump. You would hold {n} trump.",
            "You may name {trump}: the bidder names any trump. You would hold {n} trumps.",
            count,
            trump=act.trump.said,
        ),
    )


def _game_over(winner: int, teams: bool) -> str:
    if teams:
        return _(
            "The game is over: team {team} (seats {team} & {partner}) won.",
            team=winner,
            partner=winner + 2,
        )
    return _("The game is over: seat {seat} won.", seat=winner)


_WHEN = {
    Kind.PASS: N_("Passing is for the bidding."),
    Kind.BID: N_("Bids are made in the bidding."),
    Kind.DISCARD: N_("The bidder discards after taking the widow."),
    Kind.TRUMP: N_("Trump is named by the bidder once the bidding is over."),
    Kind.PLAY: N_("Tiles are played once trump is named."),
}
"""When an action is taken, said to a seat that tries it at another time."""

_NOW = {
    BID: N_("It is the bid phase: seat {seat} is to bid."),
    DISCARD: N_("It is the discard phase: seat {seat} is to discard a tile."),
    TRUMP: N_("It is the trump phase: seat {seat} is to name trump."),
    PLAY: N_("It is the play phase: seat {seat} is to play a tile."),
}
"""What the hand waits for instead, and from whom."""


def _wrong_phase(phase: Phase, to_act: int | None, kind: Kind) -> str:
    return _(_WHEN[kind]) + " " + _(_NOW[phase], seat=to_act)


def legal_rulings(seen: Observation) -> tuple[tuple[Action, Ruling], ...]:
    """Each action the observing seat may take now, with the ruling that allows it (none when
    it is not its turn)."""
    return tuple((a, explain_action(seen, a)) for a in seen.legal)


def tile_rulings(
    seen: Observation, tiles: tuple[Tile, ...] | None = None
) -> tuple[tuple[Tile, Ruling], ...]:
    """In the play phase, on the observing seat's turn: each tile of its hand (or of ``tiles``,
    in that order) with whether it may be played now and why; otherwise none."""
    if seen.phase is not PLAY or not seen.my_turn:
        return ()
    return tuple((t, explain_action(seen, ACTIONS[PLAY0 + t.index])) for t in (tiles or seen.hand))


def refusal(act: Action, ruling: Ruling) -> str:
    """What a learner is told when ``act`` is refused: ``"You cannot play 5-4: you must follow
    suit 4 — you hold 4-1."``; a ruling that names the call already is said as its refusal
    (``"You may not bid 3: ..."`` as ``"You cannot bid 3: ..."``)."""
    if isinstance(ruling, BidRuling) and ruling.refused is not None:
        return ruling.refused
    text = ruling.text
    first, space, rest = text.partition(" ")
    # The reason goes on after a colon: its first word loses its capital (not "I", not a
    # tile); scripts without case are left as they are.
    if first.isalpha() and first[0].isupper() and first != "I":
        text = first.lower() + space + rest
    if act.kind is Kind.PASS:
        return _("You cannot pass: {reason}", reason=text)
    if act.kind is Kind.BID:
        return _("You cannot bid {bid}: {reason}", bid=act.bid, reason=text)
    if act.kind is Kind.TRUMP:
        assert act.trump is not None
        return _("You cannot name trump ({trump}): {reason}", trump=act.trump.said, reason=text)
    if act.kind is Kind.DISCARD:
        return _("You cannot discard {tile}: {reason}", tile=act.tile, reason=text)
    return _("You cannot play {tile}: {reason}", tile=act.tile, reason=text)
