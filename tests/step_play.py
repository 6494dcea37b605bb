"""The guided path's steps played, for the claim test (`tests/test_learn_claims.py`): every
text a learner may read, at its position (`readings`); the right moves a wrong try's words
would give away (`gives_away`); and the scripted bidding and play checked against what the
path teaches (`sure_without_the_widow`, `expert_bid`, `side_leads_before_trumps`).
"""

from __future__ import annotations

import random
import re
from functools import cache

from moon_nb.engine.actions import Action, Kind, play
from moon_nb.engine.game import Game
from moon_nb.engine.scoring import tricks_needed
from moon_nb.engine.tiles import Tile
from moon_nb.engine.tricks import is_trump
from moon_nb.engine.trump import Trump
from moon_nb.path.attempt import Attempt
from moon_nb.path.goals import after, bidder_can
from moon_nb.path.step import LEARNER, Position, Step
from moon_nb.players.montecarlo import MonteCarloPlayer
from tests.step_facts import SUITS, Said, others, trump_of, trumps_in

# --- the right move, named in a wrong try's words -----------------------------------------------


def names_of(action: Action) -> list[str]:
    """The words that would give ``action`` away: its tile, its trump, its bid."""
    if action.tile is not None:
        return [rf"\b{action.tile}\b"]
    if action.kind is Kind.TRUMP and action.trump is not None:
        if action.trump.value <= 6:
            n = action.trump.value
            words = [w for w, v in SUITS.items() if v == n]
            return [rf"\b{n}s\b", *(rf"\b{w}\b" for w in words)]
        return [r"\bdoubles\b"] if action.trump is Trump.DOUBLES else [r"\bno trump\b"]
    if action.kind is Kind.BID:
        extra = [r"\bmoon\b", r"every trick", r"all seven"] if action.bid == 21 else []
        bid = action.bid
        return [
            rf"\bbid(?:ding)? {bid}\b",
            rf"\bcontract of {bid}\b",
            rf"\b{bid} tricks?\b",
            *extra,
        ]
    return [r"\bpass"]


def gives_away(said: Said) -> list[str]:
    """The right moves a wrong try's words name (a tile the goal itself names is no secret)."""
    if said.outcome not in ("lost", "refused"):
        return []
    return [
        f"{said.kind} on {said.action}: {said.text!r} names {right}"
        for right in said.right
        for name in names_of(right)
        if re.search(name, said.text, re.I) and not re.search(name, said.step.goal, re.I)
    ]


# --- the step played: every text, at its position ------------------------------------------------


def moves_at(game: Game) -> list[Action]:
    """Every move the learner may try: the legal ones, and each tile of the hand in play."""
    legal = list(game.legal_actions())
    tried = [play(t) for t in game.hand(LEARNER) if game.phase == "play"]
    return legal + [a for a in tried if a not in legal]


@cache
def readings(step: Step) -> tuple[Said, ...]:
    """Every text the learner may read in ``step``, at its position (played once a step)."""
    attempt = Attempt(step)
    start = attempt.game.copy()
    out: list[Said] = []
    for k, move in enumerate(step.solution):
        here = attempt.game.copy()
        tries = []
        for action in moves_at(here):
            one = Attempt(step)
            one.game = here.copy()
            tries.append((action, one.move(str(action))))
        right = tuple(a for a, v in tries if v.outcome in ("kept", "reached"))
        if k == 0:
            out += [Said(kind, text, step, start, right=right) for kind, text in
                    (("title", step.title), ("goal", step.goal))]  # fmt: skip
        for action, v in tries:
            out.append(Said("verdict", v.text, step, here, action, v.outcome, right))
        if any(v.outcome in ("lost", "refused") for _, v in tries):
            out.append(Said("hint", step.hint, step, here, right=right))
        verdict = attempt.play(move)
        if verdict.outcome == "reached":
            # The reason is about the last move and what it led to: read at that move.
            out.append(Said("reason", attempt.solved, step, here, Action(move), "reached", right))
            break
    return tuple(out)


# --- the scripted bidding and play: what the path teaches ----------------------------------------


def learner_bid(step: Step) -> tuple[int, list[str]] | None:
    """The learner's bid in the step's script, and the calls before it; None without one."""
    p = step.position
    game = Position(p.hands, p.widow, first_bidder=p.first_bidder).game()
    for k, action in enumerate(p.actions):
        if game.phase != "bid":
            return None
        if game.to_act == LEARNER and action.startswith("bid"):
            return int(action.split()[1]), p.actions[:k]
        game.apply(action)
    return None


def deals_like(step: Step, count: int = 20) -> list[Position]:
    """The step's deal and ``count`` others with the learner's same seven tiles (the other
    tiles and the widow dealt again, seeded), each at the learner's bid, the others passing."""
    p = step.position
    found = learner_bid(step)
    assert found is not None
    bid, before = found
    rest = [str(t) for h in p.hands[1:] for t in h.split()] + [p.widow]
    rng = random.Random(0)
    deals = [(p.hands[1], p.hands[2], p.widow)]
    for _ in range(count):
        rng.shuffle(rest)
        deals.append((" ".join(rest[:7]), " ".join(rest[7:14]), rest[14]))
    script = ", ".join([*before, f"bid {bid}"])
    return [
        Position((p.hands[0], a, b), w, first_bidder=p.first_bidder, script=script)
        for a, b, w in deals
    ]


def sure_without_the_widow(step: Step) -> bool:
    """Whether the learner's scripted bid is made with the seven tiles dealt (the widow
    discarded) and one trump, however the other tiles lie: on the step's deal and on 20
    others (`deals_like`)."""
    found = learner_bid(step)
    assert found is not None
    need = tricks_needed(found[0])

    def made(position: Position, trump: Action) -> bool:
        game = position.game()
        while game.phase == "bid":
            game.apply("pass")
        game.apply(f"discard {position.widow}")
        return bidder_can(after(game, trump), need)

    deals = deals_like(step)
    named = deals[0].game()
    while named.phase == "bid":
        named.apply("pass")
    named.apply(f"discard {step.position.widow}")
    return any(all(made(d, t) for d in deals) for t in named.legal_actions())


def expert_bid(step: Step) -> int:
    """What the expert (`moon_nb.players.montecarlo`) calls with the learner's hand where the
    script has the learner bid (0 for a pass): seeded, and with a fixed count of likely deals
    rather than a time budget, so the same on a busy machine."""
    found = learner_bid(step)
    assert found is not None
    p = step.position
    return _expert_call(
        Position(p.hands, p.widow, first_bidder=p.first_bidder, script=", ".join(found[1]))
    )


@cache
def _expert_call(position: Position) -> int:
    # Two steps may share the bidding of one deal (the widow steps): asked once.
    game = position.game()
    expert = MonteCarloPlayer(0, budget=60.0, max_deals=40, limit=60.0)
    call = expert.choose(game.observe(LEARNER))
    return call.bid if call.kind is Kind.BID else 0


def bidder_leads(step: Step) -> list[tuple[Game, Tile]]:
    """Each lead of the learner as the bidder, with the position it is made at: in a face-up
    step's script (the lesson's own play; a face-down step's script is a club player's game,
    which the learner does not see), and along its solution line (the others replying as the
    step has them)."""
    p = step.position
    game = Position(p.hands, p.widow, first_bidder=p.first_bidder).game()
    out = []

    def note(game: Game, action: Action) -> None:
        leading = game.phase == "play" and game.to_act == LEARNER and not game.trick
        if leading and game.bidder == LEARNER and action.tile is not None:
            out.append((game.copy(), action.tile))

    for action in p.actions:
        if step.judge.sees_all:  # a face-up puzzle's script is the lesson's own play
            note(game, Action(action))
        game.apply(action)
    attempt = Attempt(step)
    for move in step.solution:
        note(attempt.game, Action(move))
        if attempt.play(move).outcome != "kept":
            break
    return out


def side_leads_before_trumps(step: Step) -> list[str]:
    """The learner's leads as the bidder (`bidder_leads`) of a tile that is no trump while the
    learner holds a trump and another seat holds one too — what the path teaches not to do."""
    out = []
    for game, tile in bidder_leads(step):
        mine = trumps_in(game, list(game.hand(LEARNER)))
        if not is_trump(tile, trump_of(game)) and mine and trumps_in(game, others(game)):
            out.append(f"{tile} with {mine} against {trumps_in(game, others(game))}")
    return out
