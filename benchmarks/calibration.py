"""Is what the evaluation states what happens? The calibration of "made in N % of likely deals".

Plays hands with the expert in every seat (a corpus of self-play games, kept and extended: see
``moon_nb.dev.selfplay``) and, in each hand, asks the evaluation what the learner would be told
at four moments, for the action the seat then took:

- the bidder at its call ("a contract of 5 is made in N % of likely deals") and when it names
  trump ("with 6s as trump the contract is made in N %"): the *bidder's* statements;
- each defender at its first play ("after 5-3 the contract is made in N %"): the *defenders'*.

Each statement is set against what happened when the hand was played on by the expert: made or
set. Printed per model and group: the statements, the mean stated share against the share made,
and the expected calibration error (ECE: over 10 bins of the stated share, the mean distance
between what a bin states and what happened in it, weighted by the bin's statements), with a
reliability table; ``--plot`` draws the reliability diagram (PNG, with matplotlib). The models
side by side, on the same positions: ``today`` (the evaluation before the one model of the hidden
tiles, frozen in ``benchmarks/baseline/today``) and ``new`` (``moon_nb.players.evaluation``).

    .venv/bin/python benchmarks/calibration.py --hands 1000 --workers 2 --plot docs/calibration.png
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import os
import pathlib
import sys
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass
from typing import Any, Protocol

sys.path.insert(0, str(pathlib.Path(__file__).parent))

from baseline.today import today_evaluate

from moon_nb.dev.selfplay import extend, read
from moon_nb.engine.actions import Action
from moon_nb.engine.game import Game
from moon_nb.engine.observation import Observation
from moon_nb.engine.options import Rules
from moon_nb.players import stakes
from moon_nb.players.evaluation import DEALS, evaluate
from moon_nb.players.hidden import belief
from moon_nb.players.hidden.likelihood import HABITS
from moon_nb.players.stakes import AT_THE_TABLE


class Weighing(Protocol):
    @property
    def make_rate(self) -> float: ...


class Evaluating(Protocol):
    def of(self, action: Action) -> Any: ...


MODELS: dict[str, Callable[[Observation], Evaluating]] = {
    "today": today_evaluate,
    "new": evaluate,
}
GROUPS = ("bidder", "defenders")
BINS = 10


@dataclass(frozen=True)
class Statement:
    """One figure a seat would be told, and what happened."""

    model: str
    group: str
    moment: str
    stated: float
    made: bool
    bid: int


def moments(game: Game) -> list[tuple[int, int, str, str, bool, int]]:
    """In a finished game: (action number, seat, group, moment, made, bid) of each
    statement."""
    actions = game.record()["actions"]
    replay = Game.from_record({**game.record(), "actions": []})
    out: list[tuple[int, int, str, str, bool, int]] = []
    pending: list[tuple[int, int, str, str]] = []
    first_play: set[int] = set()
    calls: dict[int, int] = {}
    for k, text in enumerate(actions):
        seat = replay.to_act
        assert seat is not None
        phase = replay.phase
        if phase == "bid":
            calls[seat] = k
        elif phase == "trump":
            pending.append((k, seat, "bidder", "trump"))
        elif phase == "play" and seat != replay.bidder and seat not in first_play:
            first_play.add(seat)
            pending.append((k, seat, "defenders", "first play"))
        played = replay.hands_played
        replay.apply(text)
        if phase == "bid" and replay.phase != "bid" and replay.bidder is not None:
            pending.append((calls[replay.bidder], replay.bidder, "bidder", "call"))
        if replay.hands_played > played:
            last = replay.last_hand
            assert last is not None
            if last.bid:
                out += [(*m, last.made, last.bid) for m in pending]
            pending, first_play, calls = [], set(), {}
    return out


def statements(
    line: dict[str, Any], models: Sequence[str], deals: int | None = None
) -> list[Statement]:
    """Every statement of one kept game, by each model (the new one over ``deals`` likely deals
    if given, else as many as the Hint weighs)."""
    game = Game.from_record(line["record"])
    actions = game.record()["actions"]
    out = []
    for k, seat, group, moment, made, bid in moments(game):
        seen = game.observe(seat, at=k)
        action = Action(actions[k])
        for name in models:
            ev = evaluate(seen, deals) if name == "new" and deals else MODELS[name](seen)
            stated = ev.of(action).make_rate
            out.append(Statement(name, group, moment, stated, made, bid))
    return out


def _job(args: tuple[dict[str, Any], tuple[str, ...], int | None]) -> list[Statement]:
    return statements(*args)


def ece(found: Sequence[Statement]) -> float:
    """Expected calibration error over `BINS` bins of the stated share, in points."""
    total = 0.0
    for lo, hi, mine in reliability(found):
        del lo, hi
        if mine:
            stated = sum(s.stated for s in mine) / len(mine)
            made = sum(s.made for s in mine) / len(mine)
            total += len(mine) * abs(stated - made)
    return 100 * total / max(len(found), 1)


def reliability(found: Sequence[Statement]) -> list[tuple[float, float, list[Statement]]]:
    """The statements in each bin of the stated share (the last bin holds 1.0 too)."""
    bins: list[list[Statement]] = [[] for _ in range(BINS)]
    for s in found:
        bins[min(int(s.stated * BINS), BINS - 1)].append(s)
    return [(k / BINS, (k + 1) / BINS, b) for k, b in enumerate(bins)]


def report(found: Sequence[Statement], models: Sequence[str]) -> str:
    lines = []
    for group in GROUPS:
        for name in models:
            mine = [s for s in found if s.model == name and s.group == group]
            if not mine:
                continue
            stated = 100 * sum(s.stated for s in mine) / len(mine)
            made = 100 * sum(s.made for s in mine) / len(mine)
            lines.append(
                f"{group:9} {name:6} {len(mine):5} statements: stated {stated:5.1f} %, made "
                f"{made:5.1f} %, ECE {ece(mine):4.1f} points"
            )
            cells = []
            for lo, _hi, b in reliability(mine):
                if b:
                    said = 100 * sum(s.stated for s in b) / len(b)
                    happened = 100 * sum(s.made for s in b) / len(b)
                    cells.append(f"{lo:.1f}: {len(b)} said {said:.0f} made {happened:.0f}")
            lines.append("    " + "; ".join(cells))
    for moment in ("call", "trump", "first play"):
        for name in models:
            mine = [s for s in found if s.model == name and s.moment == moment]
            if mine:
                lines.append(f"  at {moment:10} {name:6} {len(mine):5}: ECE {ece(mine):4.1f}")
    lines.append("by contract (stated against made, in %):")
    for name in models:
        cells = []
        for bid in sorted({s.bid for s in found}):
            for group in GROUPS:
                mine = [s for s in found if s.model == name and s.group == group and s.bid == bid]
                if mine:
                    said = 100 * sum(s.stated for s in mine) / len(mine)
                    made = 100 * sum(s.made for s in mine) / len(mine)
                    cells.append(f"{bid} {group} {len(mine)}: {said:.0f}/{made:.0f}")
        lines.append(f"  {name:6} " + "; ".join(cells))
    return "\n".join(lines)


def plot(found: Sequence[Statement], models: Sequence[str], path: str) -> None:
    """The reliability diagram: per group, each model's bins (stated against made)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, axes = plt.subplots(1, len(GROUPS), figsize=(10, 4.8), sharey=True)
    for ax, group in zip(axes, GROUPS, strict=True):
        ax.plot([0, 1], [0, 1], color="#999", lw=1, ls="--", label="calibrated")
        for name, colour in zip(models, ("#c0392b", "#1f6fb2"), strict=False):
            mine = [s for s in found if s.model == name and s.group == group]
            xs, ys, sizes = [], [], []
            for _lo, _hi, b in reliability(mine):
                if b:
                    xs.append(sum(s.stated for s in b) / len(b))
                    ys.append(sum(s.made for s in b) / len(b))
                    sizes.append(8 + 400 * len(b) / max(len(mine), 1))
            label = f"{name}: ECE {ece(mine):.1f} points ({len(mine)})"
            ax.plot(xs, ys, color=colour, lw=1.5, label=label)
            ax.scatter(xs, ys, s=sizes, color=colour, alpha=0.6)
        ax.set_title(
            f"The {group}' statements" if group == "defenders" else "The bidder's statements"
        )
        ax.set_xlabel("stated: made in this share of likely deals")
        ax.set_xlim(0, 1)
        ax.set_ylim(0, 1)
        ax.legend(loc="upper left", fontsize=8)
    axes[0].set_ylabel("happened: share of those contracts made")
    fig.tight_layout()
    fig.savefig(path, dpi=110)


def fingerprint(name: str, deals: int | None) -> str:
    """A short name for the model whose statements are kept: a changed model, or another count
    of deals, keeps its statements apart (today's model is frozen: its statements stand)."""
    if name == "today":
        return "today"
    doubt = (stakes.DEFENDER_DOUBT, stakes.MADE_BY_BID)
    model = repr((HABITS, AT_THE_TABLE, DEALS, deals, doubt, [getattr(belief, n) for n in TUNING]))
    return hashlib.sha256(model.encode()).hexdigest()[:10]


TUNING = ("BATCH", "PROPOSALS", "CHAINS", "STARTS", "BURN_IN", "THIN", "WIDOW_MOVES", "REDEALS")


def hands_in(path: pathlib.Path) -> int:
    return sum(Game.from_record(line["record"]).hands_played for line in read(path))


def kept_statements(
    lines: Sequence[dict[str, Any]], name: str, deals: int | None, workers: int, kept: pathlib.Path
) -> list[Statement]:
    """Every statement of ``name``'s model over the games of ``lines``: those kept in ``kept``
    read back, the others worked out (one game a job) and kept there as they come."""
    done: dict[int, list[Statement]] = {}
    if kept.exists():
        for row in kept.read_text().splitlines():
            got = json.loads(row)
            done[got["seed"]] = [Statement(**x) for x in got["statements"] if x["model"] == name]
    jobs = [(line, (name,), deals) for line in lines if line["seed"] not in done]
    found = [x for part in done.values() for x in part]
    with kept.open("a") as out:
        parts = (
            map(_job, jobs)
            if workers <= 1
            else ProcessPoolExecutor(workers).map(_job, jobs, chunksize=1)
        )
        for job, part in zip(jobs, parts, strict=True):
            out.write(
                json.dumps({"seed": job[0]["seed"], "statements": [asdict(x) for x in part]}) + "\n"
            )
            out.flush()
            found += part
    return found


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=1000)
    parser.add_argument("--corpus", default="build/calibration/games.jsonl")
    parser.add_argument("--seed", type=int, default=1, help="the first game's seed")
    parser.add_argument("--models", nargs="+", default=list(MODELS), choices=list(MODELS))
    parser.add_argument("--deals", type=int, help="likely deals the new model weighs")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--plot", help="write the reliability diagram here (PNG)")
    parser.add_argument(
        "--statements",
        help="keep each model's statements beside this path (default: beside the corpus)",
    )
    args = parser.parse_args(argv)
    start = time.perf_counter()
    corpus = pathlib.Path(args.corpus)
    corpus.parent.mkdir(parents=True, exist_ok=True)
    rules = Rules()
    games = len(read(corpus))
    while (hands := hands_in(corpus)) < args.hands:
        more = max(args.workers, math.ceil((args.hands - hands) / 7))
        extend(corpus, ["expert"] * 3, games + more, args.seed, rules, args.workers)
        games += more
    lines = read(corpus)
    found: list[Statement] = []
    for name in args.models:
        found += kept_statements(lines, name, args.deals, args.workers,
                                 pathlib.Path(f"{args.statements or corpus}.statements-"
                                              f"{fingerprint(name, args.deals)}"))  # fmt: skip
    models = tuple(args.models)
    print(f"{len(lines)} games, {hands_in(corpus)} hands, expert in every seat "
          f"({time.perf_counter() - start:.0f} s)")  # fmt: skip
    print(report(found, models))
    if args.plot:
        plot(found, models, args.plot)
        print(f"reliability diagram: {args.plot}")


if __name__ == "__main__":
    main()
