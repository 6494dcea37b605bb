"""Today's strong player, frozen for the benchmarks: the duplicate match "new expert against
the strong player of main at a904747" must stay reproducible while the players change.

`montecarlo.py`, `heuristic.py`, `sampling.py` and `evaluate.py` are copies of
``moon_nb/players/*.py`` at commit a904747 (``git show a904747:moon_nb/players/montecarlo.py``),
with two changes only: imports of each other are relative, and the thinking budget is measured
in CPU time (``time.process_time``) instead of wall time, like the new expert's, so that a
loaded machine does not weaken one player more than the other. The hard limit stays wall time.
Since then one import followed the engine: the trump suit's code is
``moon_nb.engine.tricks.TRUMP_CODE`` (the same 7 as the old ``tables.TRUMP_SUIT``);
`tests/test_duplicate.py` plays a hand with it. Do not edit them to follow later changes: that is
what they are for. The engine, observation and solver they use are the package's (the solver only
gained an option since).
"""

from __future__ import annotations

from .heuristic import HeuristicPlayer as BaselineHeuristic
from .montecarlo import MonteCarloPlayer as BaselineStrong

__all__ = ["BaselineHeuristic", "BaselineStrong"]
