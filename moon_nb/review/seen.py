"""A decision's position as the learner saw it, kept for review — and set up again at a table.

`Seen` holds what one seat knew when it decided, in the hand being played, and nothing more:
the rules, the scores, who bid first and every call, its own tiles, every tile played (with the
seat that played it), the widow and its discard if it was the bidder, and trump. No tile of
another hand is ever in it: a review card keeps a `Seen`, never a game.

`stand_in` sets the position up again as a playable game: the tiles the learner never saw are
dealt afresh from a seed, drawn from the one model of the hidden tiles (`moon_nb.players.hidden`)
— so they fit everything the learner saw (a seat that did not follow a suit holds none of it)
and lie as the table's calls and trump make likely — and the learner's own view — and so every
evaluation of the decision (`moon_nb.players.evaluation`), which reads that view only — is the
one they had. The tiles dealt afresh are not the ones that lay there: the review is about what
the learner could know.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from moon_nb.engine.actions import Action
from moon_nb.engine.game import Game
from moon_nb.engine.observation import Observation
from moon_nb.engine.options import TRICKS_PER_HAND, Rules
from moon_nb.engine.tiles import Tile
from moon_nb.engine.tricks import LedSuit, follows, led_suit
from moon_nb.engine.trump import Trump
from moon_nb.players.hidden import (
    HIDDEN,
    Deal,
    ImpossibleHistory,
    Knowledge,
    belief_of,
    check_history,
)


class NotSetUp(ValueError):
    """A position that cannot be set up again (a variant the review does not take, or a
    record that does not hold together); the message says why."""


@dataclass(frozen=True)
class Seen:
    """One seat's view of the hand being played, at one decision (see the module docstring).
    ``played`` is every tile played this hand, in order, with its seat."""

    rules: Rules
    seat: int
    scores: tuple[int, ...]
    first_bidder: int
    calls: tuple[int, ...]
    """The bids in call order from ``first_bidder`` (0: a pass)."""
    hand: tuple[Tile, ...]
    played: tuple[tuple[int, Tile], ...]
    widow: Tile | None
    discard: Tile | None
    trump: Trump | None

    @classmethod
    def of(cls, seen: Observation) -> Seen:
        """What ``seen``'s seat knows of the hand being played."""
        plays = [(p.seat, p.tile) for t in seen.tricks for p in t.plays]
        plays += [(p.seat, p.tile) for p in seen.trick]
        return cls(
            seen.rules,
            seen.seat,
            tuple(seen.scores),
            seen.first_bidder,
            tuple(c.bid for c in seen.calls),
            tuple(seen.hand),
            tuple(plays),
            seen.widow,
            seen.discard,
            seen.trump,
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "rules": dict(self.rules.to_dict()),
            "seat": self.seat,
            "scores": list(self.scores),
            "first_bidder": self.first_bidder,
            "calls": list(self.calls),
            "hand": [str(t) for t in self.hand],
            "played": [[s, str(t)] for s, t in self.played],
            "widow": str(self.widow) if self.widow else None,
            "discard": str(self.discard) if self.discard else None,
            "trump": self.trump.token if self.trump is not None else None,
        }

    @classmethod
    def from_json(cls, data: object) -> Seen:
        """A `Seen` as `to_json` wrote it; `NotSetUp` naming the part that is wrong."""
        if not isinstance(data, dict):
            raise NotSetUp("a position is an object of its parts")
        try:
            return cls(
                Rules.from_dict(data["rules"]),
                int(data["seat"]),
                tuple(int(x) for x in data["scores"]),
                int(data["first_bidder"]),
                tuple(int(x) for x in data["calls"]),
                tuple(Tile.parse(t) for t in data["hand"]),
                tuple((int(s), Tile.parse(t)) for s, t in data["played"]),
                Tile.parse(data["widow"]) if data["widow"] else None,
                Tile.parse(data["discard"]) if data["discard"] else None,
                Trump.of(data["trump"]) if data["trump"] is not None else None,
            )
        except (KeyError, TypeError, ValueError) as error:
            raise NotSetUp(f"the position's parts do not read: {error}") from None

    @property
    def bidder(self) -> int | None:
        """The seat that won the bidding, once the bidding is over."""
        n = self.rules.players
        if len(self.calls) < n and not (self.calls and max(self.calls) == 21):
            return None
        high = max(self.calls, default=0)
        if high == 0:
            return None
        return (self.first_bidder + self.calls.index(high)) % n


def _knowledge(seen: Seen) -> Knowledge:
    """What the seat knows of where the unseen tiles are now: the same facts an observation
    gives `Knowledge.read` (the tiles it has not seen; each other seat's count; the suits a
    seat has shown it holds none of)."""
    n, rules, trump = seen.rules.players, seen.rules, seen.trump
    known = {*seen.hand, *(t for _, t in seen.played)}
    known |= {t for t in (seen.discard,) if t is not None}
    unseen = tuple(t for t in rules.tiles if t not in known)
    played_by = {s: sum(1 for p, _ in seen.played if p == s) for s in range(n)}
    # Seven tiles each; a bidder who took the widow and discarded holds seven again.
    capacity = {s: TRICKS_PER_HAND - played_by[s] for s in range(n) if s != seen.seat}
    hidden = len(unseen) - sum(capacity.values())
    if hidden:
        capacity[HIDDEN] = hidden
    voids: dict[int, set[LedSuit]] = {s: set() for s in range(n) if s != seen.seat}
    if trump is not None:
        for k in range(0, len(seen.played), n):
            trick = seen.played[k : k + n]
            suit = led_suit(trick[0][1], trump)
            for s, t in trick[1:]:
                if s != seen.seat and not follows(t, suit, trump):
                    voids[s].add(suit)
    return Knowledge(
        seen.seat,
        n,
        rules,
        trump,
        frozenset(seen.hand),
        unseen,
        capacity,
        {s: frozenset(v) for s, v in voids.items()},
    )


@dataclass(frozen=True)
class Dealt:
    """A deal that fits a `Seen` and the hand's actions up to it: each seat's seven tiles as
    dealt, the widow, and the actions in order."""

    hands: tuple[tuple[Tile, ...], ...]
    widow: Tile | None
    actions: tuple[Action, ...]


def stand_in(seen: Seen, seed: int = 0) -> Game:
    """A game whose seat ``seen.seat`` sees exactly ``seen`` (see the module docstring); the
    tiles it never saw drawn from the one model of the hidden tiles from ``seed``. `NotSetUp`
    when no deal fits."""
    return _played(seen, stand_in_deal(seen, seed), seed)


def _played(seen: Seen, dealt: Dealt, seed: int) -> Game:
    """The game dealt as ``dealt`` says, its actions played up to ``seen``'s moment."""
    game = Game.from_deal(
        [list(h) for h in dealt.hands],
        dealt.widow,
        first_bidder=seen.first_bidder,
        rules=seen.rules,
        scores=list(seen.scores),
        seed=seed,
    )
    for action in dealt.actions:
        game.apply(action)
    return game


def stand_in_deal(seen: Seen, seed: int = 0) -> Dealt:
    """The deal and the actions of `stand_in`: the tiles the seat never saw drawn from the one
    model of the hidden tiles (`moon_nb.players.hidden`), as the seat would imagine them."""
    try:
        check_history(seen.seat, seen.hand, seen.played)
    except ImpossibleHistory as refused:
        raise NotSetUp(str(refused)) from None
    knowledge = _knowledge(seen)
    deal = knowledge.sample(random.Random(seed))
    if deal is None:
        raise NotSetUp(knowledge.contradiction())
    # Any deal that fits sets the position up; the seat's view of it is the position, and the
    # model reads that view to draw the deal the stand-in is dealt.
    game = _played(seen, _dealt(seen, deal), seed)
    return _dealt(seen, belief_of(game.observe(seen.seat)).draw(seed))


def _dealt(seen: Seen, deal: Deal) -> Dealt:
    """The seven tiles each seat was dealt, the widow and the hand's actions, when the tiles
    the seat never saw lie as ``deal`` says."""
    rules, n, seat = seen.rules, seen.rules.players, seen.seat
    hands: dict[int, list[Tile]] = {s: list(deal[s]) for s in range(n) if s != seat}
    hands[seat] = list(seen.hand)
    for s, t in seen.played:
        hands[s].append(t)
    hidden = list(deal.get(HIDDEN, []))
    bidder = seen.bidder
    widow: Tile | None = None
    discard: Tile | None = None
    if rules.has_widow:
        if bidder == seat and seen.widow is not None:
            widow, discard = seen.widow, seen.discard
            if discard is not None:
                hands[seat].append(discard)
            hands[seat].remove(widow)
        elif bidder is not None and bidder != seat and seen.trump is not None:
            # The bidder's discard is a tile the learner never saw: let it be the widow.
            widow = discard = hidden.pop()
        else:
            widow = hidden.pop() if hidden else None
    return Dealt(tuple(tuple(hands[s]) for s in range(n)), widow, tuple(_actions(seen, discard)))


def _actions(seen: Seen, discard: Tile | None) -> list[Action]:
    """The hand's actions as the seat saw them, the bidder's unseen discard supplied."""
    out = [Action("pass" if b == 0 else f"bid {b}") for b in seen.calls]
    if seen.bidder is not None and (seen.trump is not None or seen.discard is not None):
        naming = [Action(f"trump {seen.trump.token}")] if seen.trump is not None else []
        discarding = [Action(f"discard {discard}")] if discard is not None else []
        out += [*naming, *discarding] if seen.rules.trump_before_widow else [*discarding, *naming]
    out += [Action(f"play {t}") for _, t in seen.played]
    return out


__all__ = ["Dealt", "NotSetUp", "Seen", "stand_in", "stand_in_deal"]
