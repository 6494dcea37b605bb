"""The guided path's call steps weighed over 200 likely deals (a report, not a timed test).

For every step whose first decision is a call (the bidding, the valuation, the moon), each call
the rules allow is tried by the step's judge and weighed by the one evaluation over 200 likely
deals of the tiles the learner cannot see (`tests/test_seen_steps.py` asserts what this prints):
the calls accepted must be exactly those within `WORTH_MARGIN` of the best, and the best at
least half a point ahead of every call refused. Printed per step: the best call, its share made
at the table and its worth (points gained on the others, on average), the calls accepted, and
the margin to the nearest call refused.

Run: ``.venv/bin/python benchmarks/call_steps.py``.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.test_seen_steps import CALL_STEPS, calls


def main() -> None:
    print(f"{'step':26} {'best':7} {'made':>5} {'worth':>7} {'accepted':18} {'margin':>7} {'s':>5}")
    for step in CALL_STEPS:
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


if __name__ == "__main__":
    main()
