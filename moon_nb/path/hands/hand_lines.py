"""A whole hand played to its end along a line: the learner's choices from a chooser (the plan,
the club player, the beginner, the evaluation), the other seats' from the face-up solver —
best defence when the learner declares, the best play of the bidder and of the other defender
when the learner defends (`moon_nb.path.goals.solver_reply`: the same replies the table makes).

What each play of a line does, seen from the learner's seat only (`kind_of`), is what a hand's
hint for that trick says; the test of the whole hands checks each hint against it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from moon_nb.engine.actions import Action, Kind
from moon_nb.engine.fast import PLAY
from moon_nb.engine.game import Game
from moon_nb.engine.observation import Observation
from moon_nb.engine.scoring import tricks_needed
from moon_nb.engine.tiles import Tile
from moon_nb.engine.tricks import follows, led_suit, rank, trick_winner
from moon_nb.path.goals import bidder_can, solver_reply
from moon_nb.path.step import LEARNER
from moon_nb.players.evaluation import Evaluation, evaluate
from moon_nb.players.levels import at_level

Chooser = Callable[[Game], Action]
"""The learner's choice in a game where the learner is to play."""


def hand_over(start: Game, game: Game) -> bool:
    """The hand begun at ``start`` has been played to its end."""
    return game.hands_played > start.hands_played


def goal_met(game: Game, make: bool) -> bool:
    """The hand just ended made its contract (``make``) or set it (not ``make``)."""
    last = game.last_hand
    assert last is not None
    return last.made == make


def goal_open(game: Game, make: bool) -> bool:
    """With best play by everyone from here, face up, the goal is still reached (once the
    hand is over: it was)."""
    if game.phase is not PLAY:
        return goal_met(game, make)
    bid = game.contract
    assert bid is not None
    return bidder_can(game, tricks_needed(bid)) == make


def replies(start: Game, game: Game) -> None:
    """The other seats play (`solver_reply`) until the learner is to play or the hand is
    over."""
    while not hand_over(start, game) and game.to_act != LEARNER:
        game.apply(solver_reply(game))


def play_line(start: Game, choose: Chooser) -> Game:
    """``start`` played to the end of its hand, the learner's plays chosen by ``choose``."""
    game = start.copy()
    replies(start, game)
    while not hand_over(start, game):
        game.apply(choose(game))
        replies(start, game)
    return game


def planned(line: Sequence[str]) -> Chooser:
    """The learner's plays in ``line``, in turn."""
    moves = iter(line)
    return lambda game: Action(next(moves))


def at(level: str, seed: int = 0) -> Chooser:
    """The learner's plays as a player of ``level`` would make them (seeded)."""
    player = at_level(level, seed)
    return lambda game: player.choose(game.observe(LEARNER))


def expert(deals: int | None = None) -> Chooser:
    """The learner's plays as the one evaluation ranks first (over ``deals`` likely deals)."""
    return lambda game: evaluate(game.observe(LEARNER), deals).best.action


def learner_plays(start: Game, game: Game) -> list[str]:
    """The learner's plays since ``start``, in order (``"play 6-6"``)."""
    replay = start.copy()
    out = []
    for action in game.actions[len(start.actions) :]:
        if replay.to_act == LEARNER:
            out.append(str(action))
        replay.apply(action)
        if hand_over(start, replay):
            break
    return out


@dataclass(frozen=True)
class PlanPlay:
    """One of the learner's decisions along a line: the game before it and the play made."""

    game: Game
    action: Action


def decisions(start: Game, line: Sequence[str]) -> list[PlanPlay]:
    """The learner's decisions along ``line``, each with the game just before it."""
    game = start.copy()
    out = []
    replies(start, game)
    for text in line:
        out.append(PlanPlay(game.copy(), Action(text)))
        game.apply(text)
        replies(start, game)
    return out


@dataclass(frozen=True)
class RunnerUp:
    """The evaluation's runner-up to the plan at the first decision that has one: the trick
    (from 1), the play, and whether the goal could still be reached after it with best play
    by everyone, face up."""

    trick: int
    action: Action
    still_open: bool


def runner_up(start: Game, line: Sequence[str], make: bool, deals: int | None = None) -> RunnerUp:
    """At the first of the plan's decisions with more than one play, the play the evaluation
    ranks highest after the plan's own, and whether the goal survives it (face up) — passing
    over a decision where that play does what the plan's does (`kind_of`: another low tile of
    the suit led, say) and keeps the goal: the same play with another tile, not another line."""
    for decision in decisions(start, line):
        seen = decision.game.observe(LEARNER)
        ev = evaluate(seen, deals)
        others = [o.action for o in ev.options if o.action != decision.action]
        if others:
            later = decision.game.copy()
            later.apply(others[0])
            trick = len(decision.game.engine.tricks) + 1
            still_open = goal_open(later, make)
            if still_open and kind_of(seen, others[0]) == kind_of(seen, decision.action):
                continue
            return RunnerUp(trick, others[0], still_open)
    raise ValueError("the plan has no decision with a choice")


def plan_weighed(start: Game, line: Sequence[str], deals: int) -> list[Evaluation]:
    """The evaluation of each of the plan's decisions over ``deals`` likely deals of what the
    learner sees then."""
    return [evaluate(d.game.observe(LEARNER), deals) for d in decisions(start, line)]


# --- what a play does, from the learner's seat -------------------------------------------------


def trumps_out(seen: Observation) -> int:
    """Trumps the learner has not seen: in the others' hands (or the widow)."""
    assert seen.trump is not None
    return sum(1 for t in seen.unseen if seen.trump.is_trump(t))


def top_of_suit(seen: Observation, tile: Tile) -> bool:
    """``tile``, led, is the highest of its suit the learner has not seen played: no unseen
    tile of its suit ranks above it."""
    trump = seen.trump
    assert trump is not None
    suit = led_suit(tile, trump)
    mine = rank(tile, suit, trump)
    return not any(follows(t, suit, trump) and rank(t, suit, trump) > mine for t in seen.unseen)


def holds_top_trump(seen: Observation, tile: Tile) -> bool:
    """The learner holds the highest trump not yet played, and ``tile`` is another: the top
    trump is kept back."""
    trump = seen.trump
    assert trump is not None
    suit = led_suit(tile, trump)
    out = [t for t in (*seen.hand, *seen.unseen) if trump.is_trump(t)]
    top = max(out, key=lambda t: rank(t, suit, trump))
    return top in seen.hand and top != tile


def counted(seen: Observation, tile: Tile) -> bool:
    """``tile``, led, is the highest of its suit still out only because the others have played
    the tiles that beat it: a higher tile of its suit fell to an earlier trick from another
    seat's hand (the learner counted the tiles out)."""
    trump = seen.trump
    assert trump is not None
    suit = led_suit(tile, trump)
    mine = rank(tile, suit, trump)
    return any(
        p.seat != seen.seat and follows(p.tile, suit, trump) and rank(p.tile, suit, trump) > mine
        for trick in seen.tricks
        for p in trick.plays
    )


def to_void(seen: Observation, tile: Tile) -> bool:
    """``tile``, led by a defender, is of a suit (not trump) the other defender has shown out
    of at an earlier trick — it played a tile of another suit to a trick led in it — while the
    bidder has not: the lead gives the other defender the chance to ruff (a lead to its void)."""
    trump, bidder = seen.trump, seen.bidder
    assert trump is not None
    if bidder is None or bidder == seen.seat or trump.is_trump(tile):
        return False
    suit = led_suit(tile, trump)
    shown_out = {
        p.seat
        for trick in seen.tricks
        if led_suit(trick.plays[0].tile, trump) == suit
        for p in trick.plays[1:]
        if not follows(p.tile, suit, trump)
    }
    return bidder not in shown_out and any(s not in (seen.seat, bidder) for s in shown_out)


def kind_of(seen: Observation, action: Action) -> str:
    """What the learner's play ``action`` does, from what the learner sees (``seen``, just
    before it): ``draw`` (a trump led while trumps are out), ``cash`` (a tile led that no unseen
    tile of its suit beats, trumps gone or not led), ``count`` (a cash of another suit than
    trump, trumps gone — a sure winner — that the tiles played made one: `counted`), ``lead``
    (another lead), ``void`` (a defender's lead of a suit the other defender has shown out of
    and the bidder has not: `to_void`), ``win`` (following with a tile that beats the tiles on
    the table), ``keep`` (a lower trump on a trump led, the top trump kept), ``ruff`` (a trump
    on a trick of another suit when holding none of it), ``duck`` (following low though a tile
    of the learner's would take the trick: the trick is given up to keep the winner), ``low``
    (following low: the trick is let go, no tile of the learner's could take it), ``throw`` (a
    tile of another suit, holding none of the suit led) — or ``forced``, the one tile the rules
    let the learner play (no choice to hint at: "which tile can you spare?" would offer one)."""
    assert action.kind is Kind.PLAY and action.tile is not None and seen.trump is not None
    if len(seen.legal) == 1:
        return "forced"
    tile, trump = action.tile, seen.trump
    if not seen.trick:
        if trump.is_trump(tile):
            return "draw" if trumps_out(seen) else "cash"
        if to_void(seen, tile):
            return "void"
        if not top_of_suit(seen, tile):
            return "lead"
        return "count" if counted(seen, tile) and not trumps_out(seen) else "cash"
    table = [p.tile for p in seen.trick]
    suit = led_suit(table[0], trump)
    if trump.is_trump(table[0]) and trump.is_trump(tile) and holds_top_trump(seen, tile):
        return "keep"
    beats = trick_winner([*table, tile], trump) == len(table)
    if follows(tile, suit, trump):
        if beats:
            return "win"
        could = any(
            a.tile is not None and trick_winner([*table, a.tile], trump) == len(table)
            for a in seen.legal
        )
        return "duck" if could else "low"
    if trump.is_trump(tile):
        return "ruff" if beats else "throw"
    return "throw"


def kinds_of(start: Game, line: Sequence[str]) -> list[str]:
    """What each of the plan's plays does (`kind_of`), in order."""
    return [kind_of(d.game.observe(LEARNER), d.action) for d in decisions(start, line)]
