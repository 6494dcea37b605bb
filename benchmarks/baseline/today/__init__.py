"""The expert and the one evaluation as they were before the one model of the hidden tiles,
frozen for the benchmarks: the duplicate match "the new expert against today's" and the
calibration of "today's model" beside the new one must stay reproducible while the players
change.

Each module is a copy of ``moon_nb/players/<name>.py`` at commit 5b7cded
(``git show 5b7cded:moon_nb/players/montecarlo.py``), with one change only: imports of each other
are relative. The engine, observation, solver and the language layer they use are the package's.
Do not edit them to follow later changes: that is what they are for.
"""

from __future__ import annotations

from .evaluation import evaluate as today_evaluate
from .montecarlo import MonteCarloPlayer as TodayExpert

__all__ = ["TodayExpert", "today_evaluate"]
