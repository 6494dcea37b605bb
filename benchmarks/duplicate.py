"""Duplicate matches with the frozen players — ``today``, the expert before the one model of the
hidden tiles (``benchmarks/baseline/today``), and ``baseline``, the strong player of a904747
(``benchmarks/baseline``) — and ``expert-bidsim``, the expert that with partners also bids and
names trump by solving likely deals, as well as every player `moon_nb.dev.duplicate` knows.
(The expert without reading the table, or with three-player defenders as one side, was
measured before the Hint and the expert came to share one ranking, at commit 4b5bcca: both are
the one evaluation's now, not parts to take away.)

    .venv/bin/python benchmarks/duplicate.py expert today --deals 1000 --workers 2 --out F.jsonl
    .venv/bin/python benchmarks/duplicate.py expert baseline --deals 1000 --workers 2
    .venv/bin/python benchmarks/duplicate.py expert baseline --four --deals 1000 --workers 2
    .venv/bin/python benchmarks/duplicate.py expert-cpu today-cpu --calls today-cpu --out F.jsonl
"""

from __future__ import annotations

import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).parent))

from baseline import BaselineStrong
from baseline.today import TodayExpert

from moon_nb.dev import duplicate, tournament
from moon_nb.players import MonteCarloPlayer

UNHURRIED = 30.0
"""The clock's limit of ``expert-cpu`` and ``today-cpu``: each decides by its budget of CPU time
alone. A player's limit on the clock (0.7 s, 0.8 s) keeps a learner from waiting; on a machine
shared by many runs it cuts decisions short, and a match would weigh the load, not the play."""

VARIANTS = {"expert-bidsim": {"bids_partnerships": True}, "expert-cpu": {"limit": UNHURRIED}}

tournament.EXTRA_PLAYERS["baseline"] = lambda seed, arg: BaselineStrong(seed=seed)
tournament.EXTRA_PLAYERS["today"] = lambda seed, arg: TodayExpert(seed=seed)
tournament.EXTRA_PLAYERS["today-cpu"] = lambda seed, arg: TodayExpert(seed=seed, limit=UNHURRIED)
for _name, _knobs in VARIANTS.items():
    tournament.EXTRA_PLAYERS[_name] = lambda seed, arg, k=_knobs: MonteCarloPlayer(seed, **k)

if __name__ == "__main__":
    duplicate.main()
