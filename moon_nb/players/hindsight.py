"""Hindsight: what best play would have done in a finished hand, trick by trick.

Once a hand is over every tile that was played is public, so the exact solver can replay it
with all hands face up and say, for each tile played, how many tricks the bidder's side would
take after it with best play from there — and whether another tile would have done better for
the player's side. In three-player Moon a defender plays for itself: its tile is judged first
by the contract (made or set), then by the tricks of its own it could still be sure of — a tile
that hands the other defender a trick without changing the contract costs a point, and one that
gives the bidder an extra trick once the contract is decided costs nothing. `analyse_hand`
returns those verdicts as values and as plain text; `HandAnalysis.told` is what a learner is
told of a hand, a value the table turns into what it sends (`moon_nb.table.telling`): the
players know nothing of the wire.
"""

from __future__ import annotations

from dataclasses import dataclass

from moon_nb.engine.game import Game
from moon_nb.engine.observation import FinishedHand
from moon_nb.engine.options import TRICKS_PER_HAND, Rules
from moon_nb.engine.scoring import tricks_needed
from moon_nb.engine.tiles import TILE_BY_INDEX, Tile, join, mask_of
from moon_nb.engine.tricks import trick_winner
from moon_nb.engine.trump import Trump
from moon_nb.players.solver_core import Search
from moon_nb.speech import _, ngettext


@dataclass(frozen=True)
class PlayedHand:
    """A finished hand from its first lead: who held what, the contract, every tile played."""

    rules: Rules
    hands: tuple[tuple[Tile, ...], ...]
    """Each seat's tiles at the first lead (the bidder's after the discard)."""
    trump: Trump
    bidder: int
    bid: int
    plays: tuple[tuple[int, Tile], ...]
    """(seat, tile) in play order, 7 tricks."""


def played_hands(game: Game) -> list[PlayedHand]:
    """Every hand of ``game`` that has been played to the end, replayed from its record."""
    record = game.record()
    replay = Game.from_record({**record, "actions": []})
    out: list[PlayedHand] = []
    start: tuple[tuple[Tile, ...], ...] | None = None
    plays: list[tuple[int, Tile]] = []
    for action in record["actions"]:
        if replay.phase == "play" and start is None:
            start = tuple(tuple(replay.hand(s)) for s in range(replay.rules.players))
            plays = []
        seat = replay.to_act
        trump, bidder, bid = replay.trump, replay.bidder, replay.contract
        replay.apply(action)
        if action.startswith("play ") and seat is not None:
            plays.append((seat, Tile.parse(action.split()[1])))
            if len(plays) == TRICKS_PER_HAND * replay.rules.players:
                assert start is not None and trump is not None
                assert bidder is not None and bid is not None
                out.append(PlayedHand(replay.rules, start, trump, bidder, bid, tuple(plays)))
                start = None
    return out


def played_hand(last: FinishedHand) -> PlayedHand:
    """A finished hand rebuilt from public facts only: an observation's ``last_hand`` (bidder,
    bid, trump and the seven tricks). Every tile played is known to everyone once the hand is
    over, so this is what any seat may analyse; the discard never enters it."""
    result = last.result
    plays = tuple((p.seat, p.tile) for trick in last.tricks for p in trick.plays)
    n = result.rules.players
    hands = tuple(tuple(t for s, t in plays if s == seat) for seat in range(n))
    if len(plays) != TRICKS_PER_HAND * n or any(len(h) != TRICKS_PER_HAND for h in hands):
        raise ValueError("a finished hand has seven tricks, one tile from every seat in each")
    return PlayedHand(result.rules, hands, last.trump, result.bidder, result.bid, plays)


@dataclass(frozen=True)
class Verdict:
    """The solver's word on one tile played.

    Every play is judged by the tricks of the bidder's side after it (best play by all from
    there). A defender in three-player Moon scores for itself, so its play is judged by two
    things, in order: what it does to the contract (made or set), and — when the contract
    comes out the same — the tricks of its own it can still be sure of (``own``)."""

    trick: int
    """1..7."""
    seat: int
    tile: Tile
    value: int
    """Tricks for the bidder's side in the whole hand after this tile, with best play."""
    best: int
    """The same for the best tile this seat had."""
    best_tiles: tuple[Tile, ...]
    bidder_side: bool
    need: int = 0
    """The tricks the contract needs."""
    own: int | None = None
    """Three-player defender: tricks of its own in the whole hand it can be sure of after this
    tile, whatever the other two do (None for everyone else)."""
    own_best: int | None = None
    """The most it could be sure of with a tile that did as well for the contract."""
    own_tiles: tuple[Tile, ...] = ()
    teams: bool = True

    @property
    def for_itself(self) -> bool:
        """A three-player defender: judged by the contract and by its own tricks."""
        return self.own is not None

    @property
    def contract_lost(self) -> bool:
        """The tile changed the contract against the player: made instead of set (or set
        instead of made, for the bidder's side)."""
        if not self.need:
            return False
        made, could = self.value >= self.need, self.best >= self.need
        return made != could

    @property
    def costs(self) -> str:
        """What the tile cost: ``"contract"``, ``"own"`` (a defender's own tricks),
        ``"tricks"`` (the side's tricks), or ``""`` when it was best play."""
        if self.contract_lost:
            return "contract"
        if self.for_itself:
            assert self.own is not None and self.own_best is not None
            return "own" if self.own < self.own_best else ""
        return "tricks" if self.best != self.value else ""

    @property
    def cost(self) -> int:
        """Tricks this play gave away against the best one, for the player: its side's
        tricks, or — for a three-player defender that kept the contract as it would be — its
        own sure tricks."""
        if self.for_itself and not self.contract_lost:
            assert self.own is not None and self.own_best is not None
            return self.own_best - self.own
        return self.best - self.value if self.bidder_side else self.value - self.best

    @property
    def text(self) -> str:
        """The verdict in words, about ``seat N``."""
        return self.said_to(None)

    def said_to(self, learner: int | None) -> str:
        """The verdict in words for the learner at seat ``learner``: about their own tile it
        says "your 3-1", not "seat 0's 3-1"; ``None`` tells it about seats only."""
        you = learner == self.seat
        # TRANSLATORS: who played a tile, the subject of a verdict: "Trick 3: your 3-1 was
        # best play.".
        played = (
            _("your {tile}", tile=self.tile)
            if you
            else _("seat {seat}'s {tile}", seat=self.seat, tile=self.tile)
        )
        names = {"trick": self.trick, "played": played, "best": self.best, "value": self.value}
        costs = self.costs
        if not costs:
            return _("Trick {trick}: {played} was best play.", **names)
        if self.for_itself:
            if costs == "contract":
                return _(
                    "Trick {trick}: {played} let the contract make: {tiles} would have set it, "
                    "holding the bidder to {best} tricks instead of {value}.",
                    tiles=join(self.best_tiles),
                    **names,
                )
            return self._own(you, names)
        names |= {"tiles": join(self.best_tiles)}
        if you and self.bidder_side and not self.teams:
            return self._bidder(names)
        # With partners, the bidder's side is the learner's own when they sit on it.
        ours = learner is not None and (learner - self.seat) % 2 == 0 and self.bidder_side
        if not self.teams:
            who = _("the bidder")
        else:
            # TRANSLATORS: the learner's team, with partners: "would have left your side 5".
            who = _("your side") if ours else _("the bidder's side")
        names |= {"who": who}
        if costs != "contract":
            # TRANSLATORS: {who} is "the bidder's side", "your side" or "the bidder"; {best}
            # and {value} numbers of tricks.
            return ngettext(
                "Trick {trick}: {played} cost {n} trick; {tiles} would have left {who} {best} "
                "instead of {value}.",
                "Trick {trick}: {played} cost {n} tricks; {tiles} would have left {who} {best} "
                "instead of {value}.",
                self.cost,
                **names,
            )
        # The sentence is about the better tiles: what they would have left.
        if self.bidder_side:
            return ngettext(
                "Trick {trick}: {played} cost {n} trick; {tiles} would have left {who} {best} "
                "instead of {value}: the contract made, not set.",
                "Trick {trick}: {played} cost {n} tricks; {tiles} would have left {who} {best} "
                "instead of {value}: the contract made, not set.",
                self.cost,
                **names,
            )
        return ngettext(
            "Trick {trick}: {played} cost {n} trick; {tiles} would have left {who} {best} "
            "instead of {value}: the contract set, not made.",
            "Trick {trick}: {played} cost {n} tricks; {tiles} would have left {who} {best} "
            "instead of {value}: the contract set, not made.",
            self.cost,
            **names,
        )

    def _bidder(self, names: dict[str, object]) -> str:
        """The learner's own tile as the bidder (three players: no side but their own)."""
        if self.costs != "contract":
            return ngettext(
                "Trick {trick}: {played} cost you {n} trick; with {tiles} you would have taken "
                "{best} instead of {value}.",
                "Trick {trick}: {played} cost you {n} tricks; with {tiles} you would have taken "
                "{best} instead of {value}.",
                self.cost,
                **names,
            )
        return ngettext(
            "Trick {trick}: {played} cost you {n} trick; with {tiles} you would have taken "
            "{best} instead of {value}: your contract made, not set.",
            "Trick {trick}: {played} cost you {n} tricks; with {tiles} you would have taken "
            "{best} instead of {value}: your contract made, not set.",
            self.cost,
            **names,
        )

    def _own(self, you: bool, names: dict[str, object]) -> str:
        """A defender's tile that left the contract as it was but cost it sure tricks."""
        names = {**names, "tiles": join(self.own_tiles), "tile": self.tile}
        names |= {"own_best": self.own_best, "own": self.own, "seat": self.seat}
        made = self.value >= self.need
        if you and made:
            return ngettext(
                "Trick {trick}: {played} left the contract made as it was, but cost you {n} "
                "trick of your own: with {tiles} you could be sure of {own_best}, after {tile} "
                "of {own}.",
                "Trick {trick}: {played} left the contract made as it was, but cost you {n} "
                "tricks of your own: with {tiles} you could be sure of {own_best}, after {tile} "
                "of {own}.",
                self.cost,
                **names,
            )
        if you:
            return ngettext(
                "Trick {trick}: {played} left the contract set as it was, but cost you {n} "
                "trick of your own: with {tiles} you could be sure of {own_best}, after {tile} "
                "of {own}.",
                "Trick {trick}: {played} left the contract set as it was, but cost you {n} "
                "tricks of your own: with {tiles} you could be sure of {own_best}, after {tile} "
                "of {own}.",
                self.cost,
                **names,
            )
        if made:
            return ngettext(
                "Trick {trick}: {played} left the contract made as it was, but cost seat {seat} "
                "{n} trick of its own: with {tiles} it could be sure of {own_best}, after {tile} "
                "of {own}.",
                "Trick {trick}: {played} left the contract made as it was, but cost seat {seat} "
                "{n} tricks of its own: with {tiles} it could be sure of {own_best}, after "
                "{tile} of {own}.",
                self.cost,
                **names,
            )
        return ngettext(
            "Trick {trick}: {played} left the contract set as it was, but cost seat {seat} "
            "{n} trick of its own: with {tiles} it could be sure of {own_best}, after {tile} "
            "of {own}.",
            "Trick {trick}: {played} left the contract set as it was, but cost seat {seat} "
            "{n} tricks of its own: with {tiles} it could be sure of {own_best}, after "
            "{tile} of {own}.",
            self.cost,
            **names,
        )


@dataclass(frozen=True)
class HindsightTold:
    """Hindsight on one finished hand as a learner is told it."""

    hand_number: int
    """Which hand of the game, from 1."""
    title: str
    """``"Hindsight: 2 costly plays"``, or that there were none."""
    text: str
    """The verdicts in words, to the learner (`HandAnalysis.said_to`)."""


@dataclass(frozen=True)
class HandAnalysis:
    """Hindsight for one hand: the value at the first lead and a verdict per tile played."""

    hand: PlayedHand
    par: int
    """Tricks the bidder's side takes with best play by everyone from the first lead."""
    taken: int
    """Tricks it actually took."""
    verdicts: tuple[Verdict, ...]

    @property
    def mistakes(self) -> list[Verdict]:
        return [v for v in self.verdicts if v.cost]

    @property
    def text(self) -> str:
        """The verdicts in words, about seats."""
        return self.said_to(None)

    def said_to(self, learner: int | None) -> str:
        """The verdicts in words for the learner at seat ``learner`` ("your 3-1")."""
        h = self.hand
        names = {"bid": h.bid, "taken": self.taken}
        ours = learner is not None and h.rules.side_of(learner) == h.rules.side_of(h.bidder)
        if not h.rules.teams:
            who = _("the bidder")
        else:
            # TRANSLATORS: the learner's team, with partners: "best play gives your side 5 tricks".
            who = _("your side") if ours else _("the bidder's side")
        if self.par >= tricks_needed(h.bid):
            # TRANSLATORS: {who} is "the bidder's side", "your side" or "the bidder"; {taken}
            # the tricks it took.
            head = ngettext(
                "With all hands face up, best play gives {who} {n} trick: the contract of {bid} "
                "makes. It took {taken}.",
                "With all hands face up, best play gives {who} {n} tricks: the contract of {bid} "
                "makes. It took {taken}.",
                self.par,
                who=who,
                **names,
            )
        else:
            head = ngettext(
                "With all hands face up, best play gives {who} {n} trick: the contract of {bid} "
                "goes set. It took {taken}.",
                "With all hands face up, best play gives {who} {n} tricks: the contract of {bid} "
                "goes set. It took {taken}.",
                self.par,
                who=who,
                **names,
            )
        lines = [head]
        lines += [v.said_to(learner) for v in self.mistakes] or [
            _("Every tile played was best play.")
        ]
        return "\n".join(lines)

    def told(self, hand_number: int, learner: int | None = None) -> HindsightTold:
        """What the learner at seat ``learner`` is told of hand number ``hand_number`` of the
        game: the title and the verdicts in words."""
        return HindsightTold(hand_number, self.title, self.said_to(learner))

    @property
    def title(self) -> str:
        """``"Hindsight: 2 costly plays"``, or that there were none."""
        count = len(self.mistakes)
        if not count:
            return _("Hindsight: no costly plays")
        return ngettext("Hindsight: {n} costly play", "Hindsight: {n} costly plays", count)


def analyse_hand(hand: PlayedHand) -> HandAnalysis:
    """The solver's verdict on every tile played in ``hand``."""
    rules, n = hand.rules, hand.rules.players
    side = [rules.side_of(s) == rules.side_of(hand.bidder) for s in range(n)]
    need = tricks_needed(hand.bid)
    search = Search(hand.trump.index, n, hand.bidder)
    alone = {
        s: Search(hand.trump.index, n, hand.bidder, counted=(s,))
        for s in range(n)
        if not rules.teams and s != hand.bidder
    }
    masks = [mask_of(h) for h in hand.hands]
    leader, taken = hand.plays[0][0], 0
    won = [0] * n
    trick: list[int] = []
    par = search.value(list(masks), leader, ())
    verdicts = []
    for k, (seat, tile) in enumerate(hand.plays):
        values = search.move_values(list(masks), leader, tuple(trick))
        pick = max if side[seat] else min
        best = pick(values.values())
        best_tiles = _best_tiles(values, best)
        own = own_best = None
        own_tiles: tuple[Tile, ...] = ()
        if seat in alone:
            mine = alone[seat].move_values(list(masks), leader, tuple(trick))
            # Tiles that do as well for the contract as the best one; among them, the most
            # tricks of its own this defender can be sure of.
            outcome = taken + best >= need
            keep = {i: v for i, v in mine.items() if (taken + values[i] >= need) == outcome}
            own = won[seat] + mine[tile.index]
            own_best = won[seat] + max(keep.values())
            own_tiles = _best_tiles(keep, own_best - won[seat])
        verdicts.append(
            Verdict(
                k // n + 1,
                seat,
                tile,
                taken + values[tile.index],
                taken + best,
                best_tiles,
                side[seat],
                need,
                own,
                own_best,
                own_tiles,
                rules.teams,
            )
        )
        masks[seat] ^= tile.bit
        trick.append(tile.index)
        if len(trick) == n:
            winner = _winner(hand, k, leader)
            taken += side[winner]
            won[winner] += 1
            leader, trick = winner, []
    return HandAnalysis(hand, par, taken, tuple(verdicts))


def _best_tiles(values: dict[int, int], best: int) -> tuple[Tile, ...]:
    return tuple(sorted((t for t in _tiles(values) if values[t.index] == best), key=str))


def _tiles(values: dict[int, int]) -> list[Tile]:
    return [TILE_BY_INDEX[i] for i in values]


def _winner(hand: PlayedHand, last: int, leader: int) -> int:
    n = hand.rules.players
    tiles = [t for _, t in hand.plays[last - n + 1 : last + 1]]
    return (leader + trick_winner(tiles, hand.trump, hand.rules.tiles)) % n


def analyse_game(game: Game) -> list[HandAnalysis]:
    """Hindsight for every finished hand of a game."""
    return [analyse_hand(h) for h in played_hands(game)]
