"""Fit how far a three-player defender's likely deals are to be trusted (`DEFENDER_DOUBT`,
`MADE_BY_BID` in ``moon_nb.players.stakes``).

At every play of the expert's self-play games (two corpora of ``moon_nb.dev.selfplay``), the
evaluation says what the seat would be told of the tile it played: the contract made in N % of
likely deals, *before* any doubt (the share its deals give, each made as often as
`made_chance` says). Set against what happened, the defenders' statements are too sure of
themselves, the bidder's are not. The doubt drawing a defender's share toward how often the
expert's contracts of that bid are made, in proportion to the tricks left, is fitted (by the
likelihood of what happened) on the first corpus and measured on the second, held out:
expected calibration error over 10 bins, before and after, at the first trick and at every
play. Statements are kept beside each corpus and extended, not worked out again.

    .venv/bin/python benchmarks/fit_doubt.py build/calibration/games.jsonl \\
        build/calibration/expert-now.jsonl --games 40
"""

from __future__ import annotations

import argparse
import json
import math
import os
import pathlib
import sys
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass, replace
from typing import Any

sys.path.insert(0, str(pathlib.Path(__file__).parent))

from calibration import ece

from moon_nb.dev.selfplay import read
from moon_nb.engine.actions import Action
from moon_nb.engine.game import Game
from moon_nb.engine.options import TRICKS_PER_HAND
from moon_nb.players import stakes
from moon_nb.players.evaluation import evaluate


@dataclass(frozen=True)
class Said:
    """What a seat would be told of the tile it played, before any doubt, and what happened."""

    bidder: bool
    left: int
    stated: float
    made: bool
    bid: int


def plays(line: dict[str, Any]) -> list[Said]:
    """Every play with a choice in one kept game, weighed without doubt."""
    stakes.DEFENDER_DOUBT = 0.0  # this worker's statements are the deals' own share
    game = Game.from_record(line["record"])
    actions = game.record()["actions"]
    replay = Game.from_record({**game.record(), "actions": []})
    out: list[Said] = []
    pending: list[tuple[int, int, bool, int]] = []
    for k, text in enumerate(actions):
        seat = replay.to_act
        if replay.phase == "play" and seat is not None and len(replay.legal_actions()) > 1:
            left = TRICKS_PER_HAND - sum(replay.tricks_won)
            pending.append((k, seat, seat == replay.bidder, left))
        played = replay.hands_played
        replay.apply(text)
        if replay.hands_played > played:
            last = replay.last_hand
            if last is not None and last.bid:
                for at, who, bidder, left in pending:
                    stated = evaluate(game.observe(who, at=at)).of(Action(actions[at])).make_rate
                    out.append(Said(bidder, left, stated, last.made, last.bid))
            pending = []
    return out


def kept(corpus: pathlib.Path, games: int, workers: int) -> list[Said]:
    """The statements of the first ``games`` games of ``corpus``, kept beside it."""
    path = corpus.with_name(f"{corpus.name}.doubt")
    done: dict[int, list[Said]] = {}
    if path.exists():
        for row in path.read_text().splitlines():
            got = json.loads(row)
            done[got["seed"]] = [Said(**x) for x in got["statements"]]
    lines = read(corpus)[:games]
    jobs = [line for line in lines if line["seed"] not in done]
    with path.open("a") as out, ProcessPoolExecutor(workers) as pool:
        for line, part in zip(jobs, pool.map(plays, jobs, chunksize=1), strict=True):
            done[line["seed"]] = part
            row = {"seed": line["seed"], "statements": [asdict(s) for s in part]}
            out.write(json.dumps(row) + "\n")
            out.flush()
    return [s for line in lines for s in done[line["seed"]]]


def made_by_bid(corpus: pathlib.Path) -> dict[int, float]:
    """How often the contracts of each bid were made in every hand of ``corpus``."""
    by: dict[int, list[bool]] = {}
    for line in read(corpus):
        record = line["record"]
        game = Game.from_record({**record, "actions": []})
        for text in record["actions"]:
            played = game.hands_played
            game.apply(text)
            hand = game.last_hand
            if game.hands_played > played and hand is not None and hand.bid:
                by.setdefault(hand.bid, []).append(hand.made)
    return {bid: round(sum(m) / len(m), 2) for bid, m in sorted(by.items())}


def fit(said: Sequence[Said], base: dict[int, float]) -> float:
    """The doubt (to 0.01) under which what happened is likeliest."""

    def loss(doubt: float) -> float:
        total = 0.0
        for s in said:
            p = min(max(stakes.doubted(s.stated, s.bid, s.left, doubt, base), 1e-6), 1 - 1e-6)
            total -= math.log(p if s.made else 1 - p)
        return total

    return min((k / 100 for k in range(61)), key=loss)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("fitted", help="the corpus the doubt is fitted on")
    parser.add_argument("held_out", help="the corpus it is measured on")
    parser.add_argument("--games", type=int, default=40, help="games of each corpus")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args(argv)
    first = kept(pathlib.Path(args.fitted), args.games, args.workers)
    second = kept(pathlib.Path(args.held_out), args.games, args.workers)
    base = made_by_bid(pathlib.Path(args.fitted))
    doubt = fit([s for s in first if not s.bidder], base)
    print(f"fitted on {args.fitted}: DEFENDER_DOUBT = {doubt:.2f}, MADE_BY_BID = {base}")
    for name, said in (("fitted", first), ("held out", second)):
        for who in ("bidder", "defenders"):
            mine = [s for s in said if s.bidder == (who == "bidder")]
            early = [s for s in mine if s.left == TRICKS_PER_HAND]
            for moment, group in (("first trick", early), ("every play", mine)):
                line = f"{name:8} {who:9} {moment:11} {len(group):5}: ECE {ece(group):4.1f}"
                if who == "defenders":
                    after = [
                        replace(s, stated=stakes.doubted(s.stated, s.bid, s.left, doubt, base))
                        for s in group
                    ]
                    line += f", doubted {ece(after):4.1f}"
                print(line)


if __name__ == "__main__":
    main()
