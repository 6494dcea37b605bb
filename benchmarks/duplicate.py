"""Duplicate matches with the frozen baseline: today's strong player (``baseline``, see
``benchmarks/baseline``) as well as every player `moon_nb.duplicate` knows.

    .venv/bin/python benchmarks/duplicate.py expert baseline --deals 1000 --workers 2
    .venv/bin/python benchmarks/duplicate.py expert baseline --four --deals 1000 --workers 2
"""

from __future__ import annotations

import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).parent))

from baseline import BaselineStrong

from moon_nb import duplicate, tournament

tournament.EXTRA_PLAYERS["baseline"] = lambda seed, arg: BaselineStrong(seed=seed)

if __name__ == "__main__":
    duplicate.main()
