"""The goal of a step of the guided path, and the engine's judgment of a move against it.

A step (`moon_nb.lessons.steps`) is a prepared position with one goal: follow suit, win this
trick, make the contract, set the bidder, win a trick with a given tile, win the bidding. Each
of the learner's moves the rules allow gets a `Judgement`:

- **lost**: the goal can no longer be reached against the best replies — the move is taken
  back, and the sentence says why (the engine's ruling, or the solver's count of tricks);
- **kept**: the goal can still be reached whatever the others do: they reply, the learner
  goes on;
- **reached**: the goal is reached, with the reason in a sentence.

A move the rules refuse never gets here: the table refuses it with the engine's ruling.

Judging is exact. Where play is concerned it asks the double-dummy solver
(`moon_nb.players.solver_core`) or, for one trick or one tile, tries every way the others may
play. A step is a puzzle whose every tile the lesson knows, so a goal also chooses the other
seats' replies (`Goal.reply`): the best defence against the goal and, among equal ones, the
move the club player would make — so the replies never depend on luck.

Every sentence a goal says names only tiles the learner can see (their own and those on the
table). A goal whose judgment reads every hand (`Goal.sees_all`: the contract, tricks of one's
own, one tile's trick) is played face up, as a puzzle: its verdict, which the hidden hands
decide, is then about tiles the table shows.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Literal

from moon_nb.engine.actions import Action, play
from moon_nb.engine.fast import DISCARD, PLAY, TRUMP, Engine, Trick
from moon_nb.engine.game import Game
from moon_nb.engine.options import TRICKS_PER_HAND
from moon_nb.engine.rulings import explain_action
from moon_nb.engine.scoring import tricks_needed
from moon_nb.engine.tiles import TILE_BY_INDEX, Tile, iter_mask
from moon_nb.engine.tricks import explain_trick, trick_winner
from moon_nb.engine.trump import Trump
from moon_nb.players.levels import level_named
from moon_nb.players.solver_core import Search
from moon_nb.show.story import says
from moon_nb.speech import _, listing, ngettext

Outcome = Literal["refused", "lost", "kept", "reached"]


@dataclass(frozen=True)
class Judgement:
    """What became of one move: refused by the rules, lost (taken back), kept, or the goal
    reached; ``text`` says why."""

    outcome: Outcome
    text: str = ""


KEPT = Judgement("kept")


def said(text: str) -> str:
    """A sentence of the path (marked with ``N_`` where a step is written) in the language of
    the moment; "" stays "" (a step without that sentence says nothing, in any language)."""
    return _(text) if text else ""


class Goal:
    """What a step asks for. A goal judges a legal move (`judge`), says when it is reached
    (`reached`) and may choose the other seats' replies (`reply`)."""

    sees_all: ClassVar[bool] = False
    """The judgment reads every hand (the solver, or every way the others may play): a step
    with such a goal is played face up, so its verdicts tell the learner nothing the table
    does not show."""

    def judge(self, start: Game, game: Game, seat: int, action: Action) -> Judgement:
        """The verdict on ``action``, which the learner in ``seat`` may take now in ``game``
        (not taken yet); ``start`` is the step's position."""
        raise NotImplementedError

    def reached(self, start: Game, game: Game, seat: int) -> str | None:
        """The reason in a sentence when the goal has been reached in ``game``, else None."""
        return None

    def missed(self, start: Game, game: Game, seat: int) -> str | None:
        """The reason in a sentence when the goal was not reached and the step is over (a
        whole hand played to its end without it), else None."""
        return None

    def reply(self, start: Game, game: Game, seat: int) -> Action | None:
        """The move of the computer seat to act in ``game`` (the learner sits in ``seat``),
        or None to let the table's own player choose."""
        return None


# --- helpers --------------------------------------------------------------------------------


def after(game: Game, action: Action) -> Game:
    """A copy of ``game`` with ``action`` taken."""
    later = game.copy()
    later.apply(action)
    return later


def club_choice(game: Game) -> Action:
    """The club player's choice for the seat to act (seeded: always the same)."""
    seat = game.to_act
    assert seat is not None
    return level_named("club").make(seat).choose(game.observe(seat))


def prefer_club(game: Game, best: list[Action]) -> Action:
    """Among equally good moves, the one the club player would make, else the first."""
    choice = club_choice(game)
    return choice if choice in best else best[0]


def tricks_since(start: Game, game: Game) -> list[Trick]:
    """The tricks finished since the step's position, in its hand (a step never goes past
    the end of a hand: the hand just scored, when it has ended)."""
    if game.hands_played > start.hands_played:
        last = game.engine.last
        assert last is not None
        tricks = list(last.tricks)
    else:
        tricks = list(game.engine.tricks)
    return tricks[len(start.engine.tricks) :]


def your_move(seat: int, action: Action) -> str:
    """The learner's move in ``seat`` as the table tells it to them: "You play 6-4.", "You
    name trump: 6s are trump.", "You pass."."""
    trump = action.trump.describe() if action.trump is not None else None
    return says(seat, seat, action.kind, tile=action.tile, bid=action.bid, trump=trump)


def told(seat: int, action: Action, outcome: str) -> str:
    """A verdict on the learner's move: the move (`your_move`), then ``outcome``, what follows
    from it — each a whole sentence."""
    # Every language's catalog ends each sentence with its own full stop ("։" in Armenian),
    # and all six set sentences apart with a space.
    return f"{your_move(seat, action)} {outcome}"


def _trump(game: Game) -> Trump:
    assert game.trump is not None
    return game.trump


# --- the rules: any legal move ---------------------------------------------------------------


@dataclass(frozen=True)
class Legal(Goal):
    """A rule to keep — follow suit, follow a trump lead: any move the rules allow reaches the
    goal, and the wrong ones are those the table refuses, with the engine's ruling."""

    def judge(self, start: Game, game: Game, seat: int, action: Action) -> Judgement:
        return Judgement("reached", explain_action(game.observe(seat), action).text)


# --- one trick ---------------------------------------------------------------------------------


def _finishes(engine: Engine) -> list[int]:
    """The winner of every way the trick being played may be finished."""
    if not engine.trick:
        last = engine.tricks[-1] if engine.tricks else engine.last.tricks[-1]  # type: ignore[union-attr]
        return [last.winner]
    out: list[int] = []
    for tile in iter_mask(engine.legal_plays()):
        later = engine.clone()
        later.play(tile.index)
        out.extend(_finishes(later))
    return out


def may_lose(game: Game, seat: int, tile: Tile) -> str:
    """Why ``tile``, played now by ``seat``, may lose the trick: the trick as it would end; a
    tile on the table that already beats it; or who plays after and how many tiles still out
    would beat it. "Still out" is the others' hands: the tiles the learner has not seen, less
    the discard, which is out of play (a count, never which tiles nor who holds them)."""
    seen = game.observe(seat)
    trump = _trump(game)
    trick = [p.tile for p in seen.trick] + [tile]
    if len(trick) == game.rules.players:
        beaten = _("{tile} does not take this trick.", tile=tile)
        return f"{beaten} {explain_trick(trick, trump, game.rules.tiles).text}"
    tiles = game.rules.tiles
    if len(trick) > 1 and trick_winner(trick, trump, tiles) != len(trick) - 1:
        # Already beaten by a tile on the table: what is still out does not matter.
        best = trick[trick_winner(trick, trump, tiles)]
        return _("{tile} cannot take this trick: {best}, already played, beats it.", tile=tile,
                 best=best)  # fmt: skip
    # The tiles still out are those in the others' hands (the discard is out of play).
    held = [t for s in range(game.rules.players) if s != seat for t in game.hand(s)]
    beaters = [t for t in held if trick_winner([*trick, t], trump, tiles) == len(trick)]
    played = {p.seat for p in seen.trick} | {seat}
    later = [s for s in range(game.rules.players) if s not in played]
    if len(later) == 1:
        return ngettext(
            "{tile} may not take this trick: seat {seat} plays after you, and {n} tile that "
            "would beat it is still out.",
            "{tile} may not take this trick: seat {seat} plays after you, and {n} tiles that "
            "would beat it are still out.",
            len(beaters),
            tile=tile,
            seat=later[0],
        )
    # TRANSLATORS: a seat in a list of those who play after the learner: "seat 1 and seat 2".
    seats = listing([_("seat {seat}", seat=s) for s in later])
    return ngettext(
        "{tile} may not take this trick: {seats} play after you, and {n} tile that would beat "
        "it is still out.",
        "{tile} may not take this trick: {seats} play after you, and {n} tiles that would beat "
        "it are still out.",
        len(beaters),
        tile=tile,
        seats=seats,
    )


@dataclass(frozen=True)
class WinTrick(Goal):
    """Win the trick being played: the learner's tile takes it whatever the seats after them
    play."""

    def judge(self, start: Game, game: Game, seat: int, action: Action) -> Judgement:
        if all(w == seat for w in _finishes(after(game, action).engine)):
            return KEPT
        tile = action.tile
        assert tile is not None
        return Judgement("lost", may_lose(game, seat, tile))

    def reached(self, start: Game, game: Game, seat: int) -> str | None:
        done = tricks_since(start, game)
        if not done:
            return None
        tiles = [TILE_BY_INDEX[i] for i in done[0].tiles]
        return explain_trick(tiles, _trump(start), start.rules.tiles).text


# --- the contract, with the solver -------------------------------------------------------------


def _search(game: Game, counted: tuple[int, ...] | None = None) -> tuple[Search, Engine]:
    e = game.engine
    return Search(e.trump, e.n, e.bidder, counted=counted), e


def bidder_value(game: Game) -> int:
    """The tricks the bidder takes in the whole hand with best play by everyone from here —
    in the play phase, and before it over the bidder's best trump (and discard)."""
    e = game.engine
    if e.phase is PLAY:
        search, e = _search(game)
        return e.tricks_won[e.bidder] + search.value(list(e.hands), e.leader, tuple(e.trick))
    if e.phase in (TRUMP, DISCARD):
        return max(bidder_value(after(game, a)) for a in game.legal_actions())
    raise ValueError("the contract is judged once the bidding is over")


def bidder_can(game: Game, need: int) -> bool:
    """Whether the bidder can still take ``need`` tricks in the hand against the best
    defence (stopping at the first trump or discard that does it)."""
    e = game.engine
    if e.phase is PLAY:
        search, e = _search(game)
        rest = need - e.tricks_won[e.bidder]
        return search.at_least(list(e.hands), e.leader, tuple(e.trick), rest)
    if e.phase in (TRUMP, DISCARD):
        return any(bidder_can(after(game, a), need) for a in game.legal_actions())
    raise ValueError("the contract is judged once the bidding is over")


def solver_reply(game: Game, counted: tuple[int, ...] | None = None) -> Action:
    """The best play for the seat to act — for the counted seats (the bidder's side unless
    given) the most tricks, for the others the fewest — and among equal ones the club
    player's."""
    search, e = _search(game, counted)
    values = search.move_values(list(e.hands), e.leader, tuple(e.trick))
    ours = search.side[e.to_act]
    best = (max if ours else min)(values.values())
    return prefer_club(game, [play(TILE_BY_INDEX[i]) for i, v in values.items() if v == best])


def _hand_ended(before: Game, game: Game) -> bool:
    return game.hands_played > before.hands_played


@dataclass(frozen=True)
class ContractResult(Goal):
    """Make the contract (``make``: the learner is the bidder) or set it (the learner
    defends): decided as soon as the bidder has its tricks, or can no longer reach them.
    ``until`` ``"discard"`` or ``"trump"`` makes it a goal for that one decision of the bidder:
    reached once it is taken and the contract can still be made with best play from there."""

    sees_all: ClassVar[bool] = True

    make: bool = True
    until: str = ""

    def judge(self, start: Game, game: Game, seat: int, action: Action) -> Judgement:
        later = after(game, action)
        bid = game.contract
        assert bid is not None
        need = tricks_needed(bid)
        if _hand_ended(game, later):
            last = later.last_hand
            assert last is not None
            ok, value = last.made == self.make, last.tricks[last.bidder]
        else:
            ok = bidder_can(later, need) == self.make
            value = -1 if ok else bidder_value(later)
        if ok:
            return KEPT
        if self.make:
            # TRANSLATORS: said after the learner's move ("You play 5-1."): best play from here.
            then = ngettext(
                "Then the others' best play holds you to {n} trick: your bid of {bid} needs "
                "{need}.",
                "Then the others' best play holds you to {n} tricks: your bid of {bid} needs "
                "{need}.",
                value,
                bid=bid,
                need=need,
            )
        else:
            # TRANSLATORS: said after the learner's move ("You play 6-6."): best play from here.
            then = ngettext(
                "Then the bidder can take {n} trick against the others' best play: the bid of "
                "{bid} is made.",
                "Then the bidder can take {n} tricks against the others' best play: the bid of "
                "{bid} is made.",
                value,
                bid=bid,
            )
        return Judgement("lost", told(seat, action, then))

    def reached(self, start: Game, game: Game, seat: int) -> str | None:
        decided = {"discard": (TRUMP, PLAY), "trump": (PLAY,)}.get(self.until, ())
        if game.phase in decided and not _hand_ended(start, game):
            value = bidder_value(game)
            return ngettext(
                "With best play from here you take {n} trick: your bid of {bid} can be made.",
                "With best play from here you take {n} tricks: your bid of {bid} can be made.",
                value,
                bid=game.contract,
            )
        if _hand_ended(start, game):
            last = game.last_hand
            assert last is not None
            return last.told(seat) if last.made == self.make else None
        bidder, bid = game.bidder, game.contract
        if bidder is None or bid is None:
            return None
        need, taken = tricks_needed(bid), game.tricks_won[bidder]
        if self.make and taken >= need:
            return ngettext(
                "You have taken {n} trick: your contract of {bid} is made.",
                "You have taken {n} tricks: your contract of {bid} is made.",
                taken,
                bid=bid,
            )
        left = TRICKS_PER_HAND - len(game.engine.tricks)
        if not self.make and taken + left < need:
            return ngettext(
                "Seat {seat} has {n} trick with {left} to play: the contract of {bid} can no "
                "longer be made — it is set.",
                "Seat {seat} has {n} tricks with {left} to play: the contract of {bid} can no "
                "longer be made — it is set.",
                taken,
                seat=bidder,
                left=left,
                bid=bid,
            )
        return None

    def reply(self, start: Game, game: Game, seat: int) -> Action | None:
        return solver_reply(game) if game.phase == PLAY else None


@dataclass(frozen=True)
class OwnTricks(Goal):
    """Take ``count`` more tricks yourself, whatever the other two do (each is a point for a
    player who is not the bidder)."""

    sees_all: ClassVar[bool] = True

    count: int = 1

    def _value(self, start: Game, game: Game, seat: int) -> int:
        """The tricks the learner has taken since the step began, and can still be sure of."""
        have = len([t for t in tricks_since(start, game) if t.winner == seat])
        if _hand_ended(start, game):
            return have
        search, e = _search(game, (seat,))
        return have + search.value(list(e.hands), e.leader, tuple(e.trick))

    def judge(self, start: Game, game: Game, seat: int, action: Action) -> Judgement:
        value = self._value(start, after(game, action), seat)
        if value >= self.count:
            return KEPT
        # TRANSLATORS: said after the learner's move ("You play 0-0."): tricks of their own.
        then = ngettext(
            "Then the other two can hold you to {n} trick: you need {count}.",
            "Then the other two can hold you to {n} tricks: you need {count}.",
            value,
            count=self.count,
        )
        return Judgement("lost", told(seat, action, then))

    def reached(self, start: Game, game: Game, seat: int) -> str | None:
        won = len([t for t in tricks_since(start, game) if t.winner == seat])
        if won >= self.count:
            return ngettext(
                "You have taken the {n} trick you needed.",
                "You have taken the {n} tricks you needed.",
                won,
            )
        return None

    def reply(self, start: Game, game: Game, seat: int) -> Action | None:
        return solver_reply(game, (seat,)) if game.phase == PLAY else None


# --- one tile wins a trick: every way the others may play, searched ---------------------------


def _tile_wins(engine: Engine, seat: int, tile: Tile, memo: dict[tuple[object, ...], bool]) -> bool:
    """Whether ``seat`` can make ``tile`` win a trick before the hand ends, whatever the
    others play (``engine`` in the play phase, the tile not yet played)."""
    key = (tuple(engine.hands), tuple(engine.trick), engine.leader)
    known = memo.get(key)
    if known is not None:
        return known
    hand = engine.hand_no
    results = []
    for t in iter_mask(engine.legal_plays()):
        later = engine.clone()
        later.play(t.index)
        done = later.hand_no != hand or not later.trick
        if done:
            last = (later.last.tricks if later.hand_no != hand else later.tricks)[-1]  # type: ignore[union-attr]
            if tile.index in last.tiles:
                results.append(last.winner == seat)
            elif later.hand_no != hand:
                results.append(False)
            else:
                results.append(_tile_wins(later, seat, tile, memo))
        else:
            results.append(_tile_wins(later, seat, tile, memo))
        if engine.to_act == seat and results[-1]:
            break
        if engine.to_act != seat and not results[-1]:
            break
    value = any(results) if engine.to_act == seat else all(results)
    memo[key] = value
    return value


def tile_can_win(game: Game, seat: int, tile: Tile) -> bool:
    """Whether ``tile``, still in ``seat``'s hand, can be made to win a trick in this hand
    whatever the others play."""
    return _tile_wins(game.engine, seat, tile, {})


@dataclass(frozen=True)
class TileWins(Goal):
    """Make one of your tiles win a trick before the hand ends (every way the others may play
    is tried: for short endings)."""

    sees_all: ClassVar[bool] = True

    tile: str = ""

    def _won(self, start: Game, game: Game, seat: int) -> bool:
        index = Tile.parse(self.tile).index
        return any(index in t.tiles and t.winner == seat for t in tricks_since(start, game))

    def _possible(self, start: Game, game: Game, seat: int) -> bool:
        """Whether the tile can still be made to win, whatever the others do."""
        tile = Tile.parse(self.tile)
        if self._won(start, game, seat):
            return True
        if _hand_ended(start, game):
            return False
        if tile in game.hand(seat):
            return tile_can_win(game, seat, tile)
        if any(t == tile for _, t in game.trick):
            return all(w == seat for w in _finishes(game.engine))
        return False

    def judge(self, start: Game, game: Game, seat: int, action: Action) -> Judgement:
        if self._possible(start, after(game, action), seat):
            return KEPT
        tile = Tile.parse(self.tile)
        if action.tile == tile:
            return Judgement("lost", may_lose(game, seat, tile))
        # TRANSLATORS: said after the learner's move ("You play 6-4."); {tile} is another tile.
        then = _("Then the others can play so that {tile} wins no trick.", tile=tile)
        return Judgement("lost", told(seat, action, then))

    def reached(self, start: Game, game: Game, seat: int) -> str | None:
        if not self._won(start, game, seat):
            return None
        index = Tile.parse(self.tile).index
        trick = next(t for t in tricks_since(start, game) if index in t.tiles)
        return explain_trick([TILE_BY_INDEX[i] for i in trick.tiles], _trump(start)).text

    def reply(self, start: Game, game: Game, seat: int) -> Action | None:
        if game.phase != PLAY or self._won(start, game, seat):
            return None
        stops = [a for a in game.legal_actions() if not self._possible(start, after(game, a), seat)]
        return prefer_club(game, stops) if stops else None
