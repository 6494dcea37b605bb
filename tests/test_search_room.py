"""The Hint's and the expert's searches start from a roomy frame (`moon_nb.players.base.
roomy`): however deep the frames below them — a Jupyter kernel's, the table's message handler's
— their calls deeper and back take no memory from the system.

Each check runs in a thread of its own: a new thread's frames start in a fresh chunk, outside
the room pytest's call of every test gives it (`tests/frame_room.py`)."""

from __future__ import annotations

import resource
import sys
import threading
import types
from collections.abc import Callable

from moon_nb.engine.game import Game
from moon_nb.engine.observation import Observation
from moon_nb.players import HeuristicPlayer, MonteCarloPlayer, evaluation
from moon_nb.players.base import roomy
from moon_nb.players.solver_core import Search


def fourth_play() -> Observation:
    """A seat to play the fourth tile of a hand (seed 100, the heuristic in every seat)."""
    game, player, plays = Game(seed=100), HeuristicPlayer(), 0
    while True:
        seen = game.observe(game.to_act)
        if seen.phase.value == "play":
            if plays == 3:
                return seen
            plays += 1
        game.apply(player.decide(seen).action)


def _under(call: Callable[[], object]) -> object:
    return call()


def under_frame(slots: int, call: Callable[[], object]) -> object:
    """``call()`` from a frame of ``slots`` value-stack slots: it moves every frame under it by
    ``slots`` × 8 bytes, as a deeper kernel or handler would."""
    code = _under.__code__.replace(co_stacksize=max(slots, 2))
    return types.FunctionType(code, {})(call)


def in_a_thread(work: Callable[[], None]) -> None:
    failed: list[BaseException] = []

    def run() -> None:
        try:
            work()
        except BaseException as e:  # handed to the test's own thread
            failed.append(e)

    thread = threading.Thread(target=run)
    thread.start()
    thread.join()
    if failed:
        raise failed[0]


def test_the_hints_search_takes_no_memory_from_any_depth() -> None:
    # Measured: 16 evaluations (8 deals each) from 16 depths a chunk apart took 16,400 page
    # faults without the room (each a chunk taken and given back under the search), 5,600
    # with it (the evaluations' own memory).
    seen = fourth_play()
    evaluation.evaluate(seen, 8)
    faults: list[int] = []

    def work() -> None:
        before = resource.getrusage(resource.RUSAGE_THREAD).ru_minflt
        for slots in range(0, 2048, 128):
            evaluation._CACHE.clear()
            under_frame(slots, lambda: evaluation.evaluate(seen, 8))
        faults.append(resource.getrusage(resource.RUSAGE_THREAD).ru_minflt - before)

    in_a_thread(work)
    assert faults[0] < 10_000


def test_the_experts_search_starts_from_the_room(monkeypatch: object) -> None:
    seen = fourth_play()
    roomed: list[bool] = []
    search = Search.search

    def watched(self: Search, *args: object) -> int:
        frame, found = sys._getframe(), False
        while frame is not None and not found:
            found = frame.f_code is roomy.__code__
            frame = frame.f_back
        roomed.append(found)
        return search(self, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(Search, "search", watched)  # type: ignore[attr-defined]

    def decide() -> None:
        MonteCarloPlayer(seed=1, max_deals=2).decide(seen)

    in_a_thread(decide)
    assert roomed and all(roomed)
