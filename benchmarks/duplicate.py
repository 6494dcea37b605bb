"""Duplicate matches with the frozen players — ``today``, the expert before the one model of the
hidden tiles (``benchmarks/baseline/today``), and ``baseline``, the strong player of a904747
(``benchmarks/baseline``) — and with the expert missing one of its parts, to see what each
part is worth, as well as every player `moon_nb.dev.duplicate` knows:

- ``expert-noread``: does not read the table (deals dealt at random in every way the facts
  allow, not drawn from the one model of the hidden tiles);
- ``expert-team``: three-player defenders play as one side (only to set the contract);
- ``expert-openhand``: with partners, solves with the partner seeing every tile;
- ``expert-bidsim``: with partners, also bids and names trump by solving likely deals.

    .venv/bin/python benchmarks/duplicate.py expert today --deals 1000 --workers 2 --out F.jsonl
    .venv/bin/python benchmarks/duplicate.py expert baseline --deals 1000 --workers 2
    .venv/bin/python benchmarks/duplicate.py expert baseline --four --deals 1000 --workers 2
"""

from __future__ import annotations

import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).parent))

from baseline import BaselineStrong
from baseline.today import TodayExpert

from moon_nb.dev import duplicate, tournament
from moon_nb.players import MonteCarloPlayer

VARIANTS = {
    "expert-noread": {"reads_bidding": False},
    "expert-team": {"for_itself": False},
    "expert-openhand": {"models_partner": False},
    "expert-bidsim": {"bids_partnerships": True},
}

tournament.EXTRA_PLAYERS["baseline"] = lambda seed, arg: BaselineStrong(seed=seed)
tournament.EXTRA_PLAYERS["today"] = lambda seed, arg: TodayExpert(seed=seed)
for _name, _knobs in VARIANTS.items():
    tournament.EXTRA_PLAYERS[_name] = lambda seed, arg, k=_knobs: MonteCarloPlayer(seed, **k)

if __name__ == "__main__":
    duplicate.main()
