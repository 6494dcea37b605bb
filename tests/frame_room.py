"""Each test runs with room for its Python frames, so the solver's
search does not ask the system for memory and give it back at every move it tries.

CPython 3.11 keeps the frames of the Python functions a thread is running in chunks of 16 KiB
taken from the system (`mmap`) as the calls go deeper, and gives a chunk back as soon as the
call that began it returns (`_PyThreadState_PopFrame`). The solver (`players/solver_core.py`)
recurses through every trick of a hand and back millions of times: where the frames below it
(pytest's, xdist's, the test's own) leave a chunk's edge just under its deepest calls, each of
those calls takes a fresh chunk from the system and gives it back — `perf` finds 85 % of such a
test's page faults there. How deep the test starts decides it: the same step's check
(`tests/test_seen_steps.py`, learn-value-doubles) took 19,000 page faults and 0.05 s of system
time called from one depth, 104,000 and 0.76 s (a third more CPU than its 2.3 s of work) from
34 frames deeper; a whole file's system time was a third of its CPU (test_seen_steps.py 24 s of
67 s, test_one_voice.py 25 s of 79 s).

`roomy` (moon_nb's own, `moon_nb.players.base`, which the Hint's and the expert's
decisions start from too) calls a function from a frame of about 520 KiB: no chunk has room for
it, so one of 1 MiB is taken for it, and the test's frames, however deep, go on in that chunk's
other half instead of at a chunk's edge; it is given back once, when the test ends. Nothing a
test checks changes: only where its frames lie in memory. (A fixture's setup is left as it is:
pytest takes the first setup that returns a value other than None, so wrapping it would set up a
fixture whose value is None twice.)
"""

from __future__ import annotations

import inspect

import pytest
from _pytest import python

from moon_nb.players.base import FRAME_SLOTS, roomy


@pytest.hookimpl(tryfirst=True)
def pytest_pyfunc_call(pyfuncitem: pytest.Function) -> object:
    """pytest's own call of the test function, from `roomy`; an async test is left to the
    plugin that runs it (anyio's), as pytest's own call would refuse it."""
    if inspect.iscoroutinefunction(pyfuncitem.obj):
        return None
    return roomy(python.pytest_pyfunc_call, pyfuncitem)


__all__ = ["FRAME_SLOTS", "pytest_pyfunc_call", "roomy"]
