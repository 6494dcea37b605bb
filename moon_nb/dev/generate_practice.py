"""Generate the review's bank of practice positions (`moon_nb.review.practice_bank`):

    python -m moon_nb.dev.generate_practice [--seeds 200] [--discards 2] [--trumps 4] [--workers N]

Deals seeds 1, 2, … under the rule book's rules, club players in every seat, and at each hand's
discard and trump (the bidder's decisions, with the widow taken) weighs the decision over 200
likely deals (`moon_nb.players.evaluation.evaluate`). A position is kept when it is a clear
puzzle by the review's rule (`moon_nb.review.examine`): every choice not as good as the best
is behind it by `CLEAR_MADE` — and the table's own weighing (fewer deals) names the same best
and refuses every other choice, so the review accepts exactly the answer. Writes the bank and
prints each position kept with its margin.
"""

from __future__ import annotations

import argparse
import json
import os
import time
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor

from moon_nb.engine.actions import Action
from moon_nb.engine.fast import DISCARD, TRUMP
from moon_nb.engine.game import Game
from moon_nb.engine.observation import Observation
from moon_nb.path.step import LEARNER
from moon_nb.players import HeuristicPlayer
from moon_nb.players.evaluation import Evaluation, evaluate
from moon_nb.progress.judgement import CLEAR_MADE, margin
from moon_nb.review.deck import Played, ReviewCard
from moon_nb.review.examine import examine_observed
from moon_nb.review.practice_bank import BANK, PRACTICE
from moon_nb.review.seen import Seen

WIDE = 200
"""Likely deals a position is weighed over before it is kept (the path's steps' count)."""
MADE = "2026-12-05T00:00:00.000Z"
"""The bank's date: a practice position is not due, it is asked for."""


def decisions(seed: int) -> Iterator[Observation]:
    """The bidder's discard and trump in the first hand of seed ``seed``, club players all,
    when the bidder sits where the review seats the learner (`moon_nb.path.step.LEARNER`)."""
    game = Game(seed=seed)
    players = {seat: HeuristicPlayer(seed * 10 + seat) for seat in range(3)}
    while game.hands_played == 0 and game.phase in ("bid", "discard", "trump"):
        seat = game.to_act
        assert seat is not None
        seen = game.observe(seat)
        if seen.phase in (DISCARD, TRUMP) and seat == LEARNER:
            yield seen
        game.apply(players[seat].choose(seen))


def clear_gap(ev: Evaluation) -> float | None:
    """How far the nearest choice not as good as the best is behind it (None: every choice is
    as good, no puzzle)."""
    gaps = [margin(ev, ev.best, o) for o in ev.options if not ev.as_good(o.action)]
    return min(gaps) if gaps else None


def kept(seen: Observation) -> tuple[ReviewCard, float] | None:
    """The position as a bank's card, with its margin over 200 deals, if it is a clear puzzle
    both over 200 deals and as the table weighs it."""
    wide = evaluate(seen, WIDE)
    gap = clear_gap(wide)
    if gap is None or gap < CLEAR_MADE:
        return None
    table = evaluate(seen)
    best = wide.best.action
    if not table.as_good(best) or any(
        table.as_good(o.action) for o in wide.options if not wide.as_good(o.action)
    ):
        return None
    worst = wide.options[-1].action
    played = Played("bank", MADE, PRACTICE, Seen.of(seen), str(worst))
    _, card = examine_observed(seen, Action(str(worst)), played, MADE)
    if card is None or card.answer != str(best):
        return None
    return ReviewCard(
        card.id, MADE, card.theme, card.seen, card.answer, card.reason, "", PRACTICE
    ), gap


def _seed(seed: int) -> list[tuple[dict[str, object], str, float]]:
    """The positions seed ``seed`` keeps: each card as the bank writes it, its theme and its
    margin."""
    out = []
    for seen in decisions(seed):
        made = kept(seen)
        if made is not None:
            card, gap = made
            out.append(({**card.to_json(), "seed": seed, "margin": round(gap, 3)}, card.theme, gap))
    return out


def generate(seeds: int, wanted: dict[str, int], workers: int = 1) -> list[dict[str, object]]:
    """The bank: up to ``wanted[theme]`` positions of each theme, from seeds 1 to ``seeds``
    (weighed ``workers`` seeds at a time, kept in the order of the seeds)."""
    found: dict[str, list[dict[str, object]]] = {theme: [] for theme in wanted}
    start = time.perf_counter()
    with ProcessPoolExecutor(workers) as pool:
        for seed, positions in enumerate(pool.map(_seed, range(1, seeds + 1)), start=1):
            for position, theme, gap in positions:
                if len(found[theme]) < wanted[theme]:
                    found[theme].append(position)
                    print(f"seed {seed}: {theme}, {position['answer']}, ahead by {gap:.2f} "
                          f"({time.perf_counter() - start:.0f} s)")  # fmt: skip
            if all(len(found[theme]) >= n for theme, n in wanted.items()):
                pool.shutdown(cancel_futures=True)
                break
    return [position for theme in wanted for position in found[theme]]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seeds", type=int, default=200)
    parser.add_argument("--discards", type=int, default=2)
    parser.add_argument("--trumps", type=int, default=4)
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args(argv)
    wanted = {"discarding": args.discards, "naming trump": args.trumps}
    positions = generate(args.seeds, wanted, args.workers)
    data = {"deals": WIDE, "clear": CLEAR_MADE, "positions": positions}
    BANK.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"{len(positions)} positions written to {BANK}")


if __name__ == "__main__":
    main()
