"""Rulings for actions in a game: may a seat do this now, and why.

The rule itself lives in `moon_nb.engine.tricks` (play) and `moon_nb.engine.bidding` (calls); this
module reads a seat's observation to ask them, and adds the rulings about *when* things happen
(phases, turns, the widow, trump). Everything a ruling says comes from what that seat may know.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from moon_nb.engine.actions import ACTIONS, PLAY0, Action, Kind
from moon_nb.engine.bidding import explain_call
from moon_nb.engine.fast import BID, DISCARD, OVER, PLAY, TRUMP, Phase
from moon_nb.engine.observation import Observation
from moon_nb.engine.scoring import side_name
from moon_nb.engine.tiles import Tile, not_in_play
from moon_nb.engine.tricks import explain_play
from moon_nb.engine.words import plural


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


_PHASE_TASK = {
    BID: "bid",
    DISCARD: "discard a tile",
    TRUMP: "name trump",
    PLAY: "play a tile",
}


def explain_action(seen: Observation, act: Action) -> Ruling:
    """Whether the observing seat may take ``act`` now, and why."""
    rules = seen.rules
    if seen.phase is OVER:
        assert seen.winner is not None
        return TurnRuling(False, f"The game is over: {side_name(seen.winner, rules)} won.")
    wanted = {Kind.PASS: BID, Kind.BID: BID, Kind.DISCARD: DISCARD, Kind.TRUMP: TRUMP}.get(
        act.kind, PLAY
    )
    if wanted is not seen.phase:
        return TurnRuling(False, _wrong_phase(seen.phase, seen.to_act, act.kind))
    if not seen.my_turn:
        return TurnRuling(False, f"It is seat {seen.to_act}'s turn, not seat {seen.seat}'s.")
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
            return TurnRuling(False, f"You do not hold {act.tile}; discard a tile from your hand.")
        which = "the widow itself" if act.tile == seen.widow else "one of your tiles"
        return TurnRuling(
            True, f"You may discard {act.tile}, {which}: the bidder discards any one tile."
        )
    assert act.trump is not None
    count = sum(1 for t in hand if act.trump.is_trump(t))
    return TurnRuling(
        True,
        f"You may name {act.trump}: the bidder names any trump. "
        f"You would hold {plural(count, 'trump')}.",
    )


_WHEN = {
    Kind.PASS: "Passing is for the bidding",
    Kind.BID: "Bids are made in the bidding",
    Kind.DISCARD: "The bidder discards after taking the widow",
    Kind.TRUMP: "Trump is named by the bidder once the bidding is over",
    Kind.PLAY: "Tiles are played once trump is named",
}


def _wrong_phase(phase: Phase, to_act: int | None, kind: Kind) -> str:
    return f"{_WHEN[kind]}. It is the {phase} phase: seat {to_act} is to {_PHASE_TASK[phase]}."


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
    suit 4 — you hold 4-1."``"""
    text = ruling.text
    if text.startswith("You may not "):  # a ruling that names the action already
        return cannot(text)
    first, _, rest = text.partition(" ")
    if first.isalpha() and first[0].isupper() and first != "I":
        text = first.lower() + " " + rest
    return f"You cannot {_phrase(act)}: {text}"


def cannot(text: str) -> str:
    """A sentence that names what may not be done (``"You may not bid 3: ..."``), said as the
    refusal of it (``"You cannot bid 3: ..."``); any other sentence as it is."""
    if text.startswith("You may not "):
        return "You cannot " + text.removeprefix("You may not ")
    return text


def _phrase(act: Action) -> str:
    """An action as the words after "You cannot": "play 5-4", "bid 3", "name trump (4s)"."""
    if act.kind is Kind.TRUMP:
        return f"name trump ({act.trump})"
    return act.text
