"""The guided path's call steps weighed over 200 likely deals (a report, not a timed test), and
the seeded searches that found the widow's and the score's steps.

For every step whose first decision is a call (the bidding, the valuation, the moon), each call
the rules allow is tried by the step's judge and weighed by the one evaluation over 200 likely
deals of the tiles the learner cannot see (`tests/test_seen_steps.py` asserts what this prints):
the calls accepted must be exactly those within `WORTH_MARGIN` of the best, and the best at
least half a point ahead of every call refused. Printed per step: the best call, its share made
at the table and its worth (points gained on the others, on average), the calls accepted, and
the margin to the nearest call refused.

Run: ``.venv/bin/python benchmarks/call_steps.py [STEP_ID ...]`` (by default every call step).

The searches deal ``Game(seed)`` for each seed, each of its three hands in turn the learner's
(seat 0), and weigh the calls over `CALL_DEALS` likely deals (the table's count; a candidate is
then weighed over 200 by the step's test):

- ``--widow FIRST LAST``: the learner speaks first; kept when the best call is a bid at least a
  point ahead of every other, and the same weighing with the widow left out of every deal (the
  seven tiles alone, as if the widow were discarded) puts that bid half a point behind its best.
  After two passes the one model reads the widow as the tile that would have made a seat bid
  (a double in most deals), so the search is on the first call, where the widow is any tile.
- ``--moon FIRST LAST``: seat 1 bid 4 and seat 2 passed, the scores 6-20-11 (seat 1 one trick
  from the game); kept when the moon is the best call, a point ahead, and at 0-0-0 it is not.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from moon_nb.engine.actions import Action
from moon_nb.engine.game import Game
from moon_nb.engine.trump import Trump
from moon_nb.path.step import LEARNER, Position
from moon_nb.players.evaluate import estimate
from moon_nb.players.evaluation import CALL_DEALS, Evaluation, likely_deals, weigh_call
from moon_nb.players.hidden.sampling import HIDDEN
from moon_nb.progress.judgement import margin
from tests.test_seen_steps import CALL_STEPS, calls

MOON = Action("bid 21")
SCORES = (6, 20, 11)


def report(ids: list[str]) -> None:
    print(f"{'step':26} {'best':7} {'made':>5} {'worth':>7} {'accepted':18} {'margin':>7} {'s':>5}")
    for step in CALL_STEPS:
        if ids and step.id not in ids:
            continue
        start = time.perf_counter()
        found = calls(step)
        took = time.perf_counter() - start
        best = found.ev.best
        accepted = ", ".join(sorted(str(a) for a in found.accepted))
        agrees = "" if found.accepted == found.as_good else "  (the judge disagrees)"
        print(
            f"{step.id:26} {best.action!s:7} {best.make_rate:5.0%} {best.worth or 0.0:+7.2f} "
            f"{accepted:18} {found.margin:7.2f} {took:5.1f}{agrees}"
        )


def lead(ev: Evaluation) -> float:
    """How far the best call is ahead of the next."""
    return min((margin(ev, ev.best, o) for o in ev.options[1:]), default=float("inf"))


def deals_turned(first: int, last: int) -> Iterator[tuple[int, int, tuple[str, str, str], str]]:
    """Each seed's deal, each hand in turn the learner's: seed, turn, the hands, the widow."""
    for seed in range(first, last):
        dealt = Game(seed)
        hands = [" ".join(sorted(str(t) for t in dealt.hand(s))) for s in range(3)]
        held = {t for h in hands for t in h.split()}
        widow = next(str(t) for t in dealt.rules.tiles if str(t) not in held)
        for turn in range(3):
            turned = (hands[turn], hands[(turn + 1) % 3], hands[(turn + 2) % 3])
            yield seed, turn, turned, widow


def search_widow(first: int, last: int) -> None:
    for seed, turn, hands, widow in deals_turned(first, last):
        seen = Position(hands, widow, first_bidder=0).game().observe(LEARNER)
        deals = likely_deals(seen, CALL_DEALS)
        ev = weigh_call(seen, deals)
        if ev.best.action.bid is None or lead(ev) < 1.0:
            continue
        bare = weigh_call(seen, [{k: v for k, v in d.items() if k != HIDDEN} for d in deals])
        behind = margin(bare, bare.best, bare.of(ev.best.action))
        if behind >= 0.5:
            print(
                f"seed {seed} turn {turn}: {ev.best.action} made {ev.best.make_rate:.0%}, "
                f"{lead(ev):.2f} ahead; without the widow {bare.best.action} best, "
                f"{behind:.2f} ahead | {hands[0]} (widow {widow})",
                flush=True,
            )


def search_moon(first: int, last: int) -> None:
    for seed, turn, hands, widow in deals_turned(first, last):
        zero = Position(hands, widow, first_bidder=1, script="bid 4, pass")
        game = zero.game()
        if max(estimate(game.hand(0), t, game.rules.tiles).tricks for t in Trump) < 4.5:
            continue  # the rules of thumb: no moon in sight
        at_zero = weigh_call(seen := game.observe(LEARNER), likely_deals(seen, CALL_DEALS))
        if at_zero.best.action == MOON:
            continue
        scored = Position(hands, widow, first_bidder=1, script="bid 4, pass", scores=SCORES)
        seen = scored.game().observe(LEARNER)
        ev = weigh_call(seen, likely_deals(seen, CALL_DEALS))
        if ev.best.action == MOON and lead(ev) >= 1.0:
            print(
                f"seed {seed} turn {turn}: the moon made {ev.best.make_rate:.0%}, {lead(ev):.2f} "
                f"ahead at {SCORES}; at 0-0-0 {at_zero.best.action} | {hands[0]} "
                f"(widow {widow})",
                flush=True,
            )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("steps", nargs="*", help="the call steps to weigh (default: all)")
    parser.add_argument("--widow", nargs=2, type=int, metavar=("FIRST", "LAST"))
    parser.add_argument("--moon", nargs=2, type=int, metavar=("FIRST", "LAST"))
    args = parser.parse_args()
    if args.widow:
        search_widow(*args.widow)
    elif args.moon:
        search_moon(*args.moon)
    else:
        report(args.steps)


if __name__ == "__main__":
    main()
