"""The margins of the guided path's face-down steps, measured (a report, not a timed test).

For each step judged from what the learner can see (`moon_nb.path.best_seen`), each of the
learner's decisions along its solution is weighed over 200 likely deals of the hidden tiles
(`tests/test_seen_steps.py` asserts what this prints): the answer's figure, the best figure of a
choice the step calls wrong, and the margin between them — contracts made (or set) per hundred
deals for a play, a discard or a trump; points gained on the others for a call.

Run: ``.venv/bin/python benchmarks/step_margins.py``.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from moon_nb.engine.actions import Kind
from tests.test_seen_steps import SEEN, decisions, least_margin


def main() -> None:
    print(f"{'step':28} {'decision':10} {'answer':>10} {'margin':>11}")
    for step in SEEN:
        for d in decisions(step):
            ev = d.wide
            mine = ev.of(d.answer)
            call = ev.kind is Kind.BID
            rate = mine.make_rate if ev.for_bidder else 1 - mine.make_rate
            side = "made" if ev.for_bidder else "set"
            figure = f"{mine.worth:+.2f} pt" if call else f"{side} {rate:.0%}"
            margin = least_margin(d)
            shown = (
                "none"
                if margin == float("inf")
                else (f"{margin:.2f} pt" if call else f"{margin * 100:.0f} in 100")
            )
            print(f"{step.id:28} {d.answer!s:10} {figure:>10} {shown:>11}")


if __name__ == "__main__":
    main()
