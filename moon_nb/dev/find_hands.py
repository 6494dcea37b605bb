"""Find the whole hands of the guided path (`moon_nb.path.hands`): seeded deals, arranged so that
a careful plan from trick 1 makes its goal and the natural careless lines do not.

A candidate is one seed's deal with the learner (seat 0) as the bidder (``--role bidder``), or
as a defender with seat 1 the bidder (``defender``: the learner plays third to the first
trick) or seat 2 (``defender2``: second); the bid, the discard and the trump are the club
player's. It is kept when:

1. the plan — the one evaluation's first choice at each of the learner's decisions — reaches
   the goal against best play face up (`moon_nb.path.hands.hand_lines`);
2. the club player's line and the beginner's do not;
3. the evaluation's runner-up to the plan, at the first decision that has one, loses the goal
   even with best play after it, face up (a decision where the runner-up does what the plan's
   play does and keeps the goal is passed over: `runner_up`);
4. (``--deals``, the costly weighing) each play of the plan is as good as the best over that
   many likely deals of what the learner sees then (`Evaluation.as_good`).

A search aimed at a plan (``--aim count``, ``--aim duck``, ``--aim void`` or several, by commas:
kinds of play of `moon_nb.path.hands.hand_lines.kind_of`) takes, at each decision, a play of
that kind where the evaluation ranks one as good as its first choice (`aimed`), and keeps only a
line that has one: the plans the evaluation's own first choices seldom show (a tile made a winner
by counting the tiles played; a trick let go that the learner could take; a lead to the other
defender's void) are looked for, then tested as the others are.

With ``--arrange count`` or ``--arrange void`` a seed's deal is not dealt at random but built
around that plan (`moon_nb.dev.arrange_deals`: the tiles the plan turns on placed by hand, the
rest dealt from the seed), once per seed; the checks are the same.

``python -m moon_nb.dev.find_hands --role bidder --seeds 0 400 --workers 2`` prints each hand
kept as a line of JSON; ``--check`` weighs the published hands again and prints their figures
(docs/benchmarks.md).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections.abc import Iterator
from multiprocessing import Pool
from typing import Any

from moon_nb.dev.arrange_deals import ARRANGEMENTS, arranged
from moon_nb.engine.actions import Action
from moon_nb.engine.game import Game
from moon_nb.path.goals import solver_reply
from moon_nb.path.hands.hand_lines import (
    Chooser,
    PlanPlay,
    at,
    decisions,
    expert,
    goal_met,
    goal_open,
    kind_of,
    kinds_of,
    learner_plays,
    plan_weighed,
    play_line,
    replies,
    runner_up,
)
from moon_nb.path.step import LEARNER, Position
from moon_nb.players.evaluation import Evaluation, evaluate
from moon_nb.players.heuristic import HeuristicPlayer

CLUB = HeuristicPlayer()


def _call(game: Game, seat: int) -> str:
    return str(CLUB.choose(game.observe(seat)))


def position_of(
    seed: int, role: str, rotation: int, push: int = 0, arrange: str = ""
) -> Position | None:
    """Seed ``seed``'s first deal, the hands turned by ``rotation`` seats (or, with
    ``arrange``, the deal built around that plan: `moon_nb.dev.arrange_deals`), with the
    learner as ``role``: the club player's bid (``push`` higher: a bidder who overcalls),
    discard and trump; None when the club player would not bid with the bidder's hand, or
    would shoot the moon, or the bid pushed would pass 7."""
    if arrange:
        turned, widow = arranged(seed, arrange, role)
    else:
        dealt = Game(seed)
        hands = [" ".join(str(t) for t in sorted(dealt.hand(s), key=str)) for s in range(3)]
        turned = (hands[rotation % 3], hands[(1 + rotation) % 3], hands[(2 + rotation) % 3])
        # The widow: the tile no seat was dealt.
        held = {t for h in turned for t in h.split()}
        widow = next(str(t) for t in dealt.rules.tiles if str(t) not in held)
    bidder = {"bidder": LEARNER, "defender": 1, "defender2": 2}[role]
    game = Game.from_deal([h.split() for h in turned], widow, first_bidder=bidder, seed=0)
    bid = _call(game, bidder)
    if bid == "pass" or bid == "bid 21" or int(bid.split()[1]) + push > 7:
        return None
    bid = f"bid {int(bid.split()[1]) + push}"
    script = [bid, "pass", "pass"]
    for action in script:
        game.apply(action)
    for _ in range(2):
        action = _call(game, bidder)
        script.append(action)
        game.apply(action)
    return Position(
        (turned[0], turned[1], turned[2]), widow, first_bidder=bidder, script=", ".join(script)
    )


def _fails(start: Game, level: str, make: bool) -> bool:
    return not goal_met(play_line(start, at(level)), make)


def aimed(aim: str) -> Chooser:
    """The learner's plays as the evaluation's first choice, but a play of a kind in ``aim``
    (comma-separated) where the evaluation ranks one as good (`Evaluation.as_good`)."""

    def choose(game: Game) -> Action:
        seen = game.observe(LEARNER)
        ev = evaluate(seen)
        for option in ev.options:
            if ev.as_good(option.action) and kind_of(seen, option.action) in aim.split(","):
                return option.action
        return ev.best.action

    return choose


def decisive(start: Game, line: list[str], aims: set[str], make: bool) -> bool:
    """At the line's first play of a kind in ``aims``, the choice matters: a trick let go
    (``duck``) where every tile that would take it loses the goal, face up; a counted winner
    (``count``) where another lead loses it; a lead to the other defender's void (``void``)
    where another lead loses it and the other defender ruffs the lead (a lead the bidder ruffs
    instead only shortens its trumps: another plan)."""
    for decision in decisions(start, line):
        seen = decision.game.observe(LEARNER)
        kind = kind_of(seen, decision.action)
        if kind not in aims:
            continue
        others = [a for a in seen.legal if a != decision.action]
        if kind == "duck":
            others = [a for a in others if kind_of(seen, a) == "win"]
        if kind == "void" and not ruffed_by_the_other_defender(start, decision):
            return False
        lost = []
        for other in others:
            later = decision.game.copy()
            later.apply(other)
            lost.append(not goal_open(later, make))
        return any(lost) and (kind != "duck" or all(lost))
    return False


def ruffed_by_the_other_defender(start: Game, decision: PlanPlay) -> bool:
    """The learner's lead at ``decision`` is taken by the other defender with a trump, best
    play after it (face up)."""
    game = decision.game.copy()
    game.apply(decision.action)
    replies(start, game)
    seen = game.observe(LEARNER)
    trick = seen.tricks[len(decision.game.observe(LEARNER).tricks)]
    taker = next(p for p in trick.plays if p.seat == trick.winner)
    assert seen.trump is not None
    return taker.seat not in (LEARNER, seen.bidder) and seen.trump.is_trump(taker.tile)


Job = tuple[int, str, int, int, str, str]
"""A candidate: seed, role, rotation, deals to weigh over, aim, and the arrangement (or "")."""


def judge(args: Job) -> dict[str, Any] | None:
    """The candidate of (seed, role, rotation) if it passes checks 1–3 (and 4 with
    ``deals``), as JSON; with an ``aim``, only if the plan has a play of that kind where the
    choice matters (`decisive`) — the bidder's bid then also tried one higher than the club
    player's (a harder contract, where the careless lines fail more often)."""
    seed, role, rotation, deals, aim, arrange = args
    make = role == "bidder"
    if make:
        for push in range(2 if aim else 1):
            found = _judged(seed, role, rotation, deals, aim, push, arrange)
            if found is not None:
                return found
        return None
    # A defender's set needs a bidder who bid more than the hand makes: the bid pushed up
    # until the set is possible with best play.
    for push in range(3):
        position = position_of(seed, role, rotation, push, arrange)
        if position is None:
            return None
        if goal_open(position.game(), make):
            return _judged(seed, role, rotation, deals, aim, push, arrange)
    return None


def _judged(
    seed: int, role: str, rotation: int, deals: int, aim: str, push: int, arrange: str = ""
) -> dict[str, Any] | None:
    """Checks 1–4 of the module docstring on one candidate, its bid pushed by ``push``."""
    make = role == "bidder"
    position = position_of(seed, role, rotation, push, arrange)
    if position is None:
        return None
    start = position.game()
    if not goal_open(start, make):
        return None
    if not _fails(start, "club", make) or not _fails(start, "beginner", make):
        return None
    aims = set(aim.split(",")) if aim else set()
    if aim:
        # The cheap filter first: the best line face up (the solver's, in every seat) must
        # already turn on a play of the kind aimed at.
        face_up = play_line(start, solver_reply)
        if not decisive(start, learner_plays(start, face_up), aims, make):
            return None
    ended = play_line(start, aimed(aim) if aim else expert())
    if not goal_met(ended, make):
        return None
    line = learner_plays(start, ended)
    if aim and not decisive(start, line, aims, make):
        return None
    second = runner_up(start, line, make)
    if second.still_open:
        return None
    found: dict[str, Any] = {
        "seed": seed,
        "role": role,
        "rotation": rotation,
        "arranged": arrange,
        "push": push,
        "hands": list(position.hands),
        "widow": position.widow,
        "first_bidder": position.first_bidder,
        "script": position.script,
        "line": line,
        "kinds": kinds_of(start, line),
        "runner_up": [second.trick, str(second.action)],
    }
    if deals:
        weighed = plan_weighed(start, line, deals)
        found["as_good"] = [ev.as_good(Action(d)) for ev, d in zip(weighed, line, strict=True)]
        found["gaps"] = [round(_gap(ev, d), 3) for ev, d in zip(weighed, line, strict=True)]
        if not all(found["as_good"]):
            return None
    return found


def _gap(ev: Evaluation, text: str) -> float:
    """How far the plan's play falls below the best's worth (0 when it is the best)."""
    return ev.loss(Action(text))[0]


def check(step_id: str, deals: int = 200) -> str:
    """A published hand's plays weighed again over ``deals`` likely deals each, as a row of
    docs/benchmarks.md's table: the hand, the plan, and each play's shortfall from the best
    (in points on the others, on average; within `WORTH_MARGIN` is as good)."""
    from moon_nb.path.hands.hand_steps import HAND_STEPS

    step = next(s for s in HAND_STEPS if s.id == step_id)
    start = step.game()
    weighed = plan_weighed(start, step.solution, deals)
    gaps = [_gap(ev, d) for ev, d in zip(weighed, step.solution, strict=True)]
    good = all(ev.as_good(Action(d)) for ev, d in zip(weighed, step.solution, strict=True))
    plan = getattr(step.judge, "plan", "")
    shown = " ".join(f"{g:.2f}" for g in gaps)
    return f"| {step.id} | {plan} | {shown} | {max(gaps):.2f} | {'yes' if good else 'NO'} |"


def candidates(
    first: int, last: int, roles: str, deals: int, aim: str = "", arrange: str = ""
) -> Iterator[Job]:
    """Each seed's deal turned three ways for each role; an arranged deal once (its seats
    are placed already)."""
    for seed in range(first, last):
        for role in roles.split(","):
            for rotation in range(1 if arrange else 3):
                yield seed, role, rotation, deals, aim, arrange


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--role", default="bidder", help="bidder, defender or defender2 (or several, by commas)"
    )
    parser.add_argument("--seeds", nargs=2, type=int, default=(0, 100))
    parser.add_argument("--deals", type=int, default=0, help="weigh each plan play over N deals")
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--aim", default="", help="a plan's kinds of play: count, duck or both")
    parser.add_argument(
        "--arrange", default="", choices=("", *ARRANGEMENTS), help="build each deal around a plan"
    )
    parser.add_argument("--check", action="store_true", help="weigh the published hands again")
    args = parser.parse_args(argv)
    begun = time.perf_counter()
    if args.check:
        from moon_nb.path.hands.hand_steps import HAND_STEPS

        print("| hand | plan | each play's shortfall from the best | most | as good |")
        print("|---|---|---|---|---|")
        with Pool(args.workers) as pool:
            for row in pool.imap(check, [s.id for s in HAND_STEPS]):
                print(row, flush=True)
        print(f"# {time.perf_counter() - begun:.0f} s", file=sys.stderr)
        return
    jobs = list(
        candidates(args.seeds[0], args.seeds[1], args.role, args.deals, args.aim, args.arrange)
    )
    kept = 0
    with Pool(args.workers) as pool:
        for found in pool.imap_unordered(judge, jobs, chunksize=2):
            if found is not None:
                kept += 1
                print(json.dumps(found), flush=True)
    spent = time.perf_counter() - begun
    cpu = time.process_time() + sum(os.times()[2:4])
    print(
        f"# {kept} kept of {len(jobs)} candidates in {spent:.0f} s ({cpu:.0f} CPU-seconds)",
        file=sys.stderr,
    )


if __name__ == "__main__":
    main()
