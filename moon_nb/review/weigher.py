"""Weighing the learner's kept decisions between hands, so that the review opens at once.

When a hand ends at a table, its decisions are kept (`moon_nb.review.keeping`) and handed to
the store's `Weigher`, which examines each (`moon_nb.review.examine`: the one evaluation,
from what the learner could see) away from the table:

- **In a worker process**, where Python can start one (a notebook's kernel, a script): one
  process, spawned when the first hand ends, weighs one decision at a time. The evaluation is
  pure Python and holds the interpreter's lock while it weighs, so a thread would take turns
  with the table's own work (`benchmarks/review_open.py` measures both); a process weighs on
  another core and the kernel only receives the results.
- **Between the page's messages** in Pyodide (the play page, the course site), which starts no
  process: one decision at a time, each a task of Python's event loop, so that the learner's
  clicks go in between (a slice is one decision: a call or a discard weighs longest).

The results — each decision's verdict, and the cards with their figures — go into the
learner's progress file when collected (`collect`: when the next hand ends, and when the review
opens or asks for its next card), so the review reads them instead of weighing. A decision not
yet weighed when the review wants it is weighed then (`weigh`): its result waited for, or, with
no worker, weighed at once. A weighing that fails leaves its decision waiting (logged), and a
worker that cannot start or dies leaves the weighing to the review.
"""

from __future__ import annotations

import asyncio
import collections
import json
import logging
import os
import subprocess
import sys
import threading
import weakref
from collections.abc import Callable, Iterable
from concurrent.futures import Future
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from moon_nb.engine.fast import Phase
from moon_nb.players import evaluation
from moon_nb.progress.judgement import model
from moon_nb.progress.records import now
from moon_nb.progress.store import Session
from moon_nb.review.deck import Deck, Played, ReviewCard
from moon_nb.review.examine import examined
from moon_nb.speech import language, speaking

log = logging.getLogger(__name__)

Way = Literal["process", "slices", "review"]
"""Where a weigher weighs between hands: a worker process, slices of the event loop, or not
at all (the review weighs when it opens a card)."""

SLICE_PAUSE = 0.05
"""Seconds between two slices in Pyodide: room for the page's messages."""


@dataclass(frozen=True)
class Examined:
    """One decision weighed: its verdict (`Played`) and the card it makes, if any."""

    played: Played
    card: ReviewCard | None

    def deck(self) -> Deck:
        return Deck(() if self.card is None else (self.card,), (), (self.played,))


def to_weigh(deck: Deck, by: str, also: Iterable[Played] = ()) -> tuple[Played, ...]:
    """The decisions of ``deck`` (and ``also``) the model ``by`` has not examined, in the order
    the review wants them: those that made cards under another model first (the learner's
    deck, weighed again), then the ones never examined, then the others; each the oldest
    first."""
    cards = {c.id for c in deck.cards}

    def order(p: Played) -> tuple[int, str]:
        rank = 0 if p.verdict in cards else 1 if not p.verdict else 2
        return rank, p.at  # a hand's decisions in the deck's order (the sort keeps it)

    stale = [p for p in (*deck.played, *also) if not p.examined_by(by)]
    return tuple(sorted(stale, key=order))


def weigh_here(played: Played) -> Examined:
    """``played`` weighed in this process, in the language of the moment."""
    verdict, card = examined(played, now())
    return Examined(verdict, card)


def weigh_away(task: dict[str, Any]) -> dict[str, Any]:
    """The worker process's part: one decision (as the file keeps it) weighed with the likely
    deals and in the language of the table that kept it; the result as the file keeps it."""
    # The table's model, however many deals it weighs (a phase's name comes back as text).
    evaluation.DEALS = {Phase(k): v for k, v in task["deals"].items()}
    with speaking(task["lang"]):
        done = weigh_here(Played.from_json(task["played"]))
    return {
        "played": done.played.to_json(),
        "card": None if done.card is None else done.card.to_json(),
    }


def from_away(result: dict[str, Any]) -> Examined:
    """A worker's result (`weigh_away`) read back: the decision's verdict and its card."""
    card = result["card"]
    return Examined(
        Played.from_json(result["played"]), None if card is None else ReviewCard.from_json(card)
    )


class WorkerStopped(RuntimeError):
    """The worker process ended (or could not start): its weighings will not come."""


class Worker:
    """A worker process that weighs decisions sent to it (`weigh_away`), one after another:
    ``python -m moon_nb.review.weigher``, reading one task a line and writing one result a
    line. A process of its own rather than `multiprocessing`'s, which would run the script
    that started it again (a notebook saved as a script) before it could weigh anything; it
    imports the same moon_nb as this interpreter, and ends when this one does (its input
    closes)."""

    def __init__(self) -> None:
        env = dict(os.environ)
        home = str(Path(__file__).resolve().parents[2])  # the folder that holds moon_nb
        env["PYTHONPATH"] = os.pathsep.join(p for p in (home, env.get("PYTHONPATH")) if p)
        self.process = subprocess.Popen(
            [sys.executable, "-m", "moon_nb.review.weigher"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            env=env,
            text=True,
            encoding="utf-8",
            # A group of its own: interrupting the kernel (Ctrl-C, the notebook's stop button)
            # stops the kernel's work, not the weighing; it ends when its input closes.
            start_new_session=True,
        )
        self._lock = threading.Lock()
        self._futures: dict[int, Future[dict[str, Any]]] = {}
        self._count = 0
        threading.Thread(target=self._read, name="moon_nb weigher", daemon=True).start()

    def submit(self, task: dict[str, Any]) -> Future[dict[str, Any]]:
        future: Future[dict[str, Any]] = Future()
        future.set_running_or_notify_cancel()
        with self._lock:
            if self.process.poll() is not None:
                raise WorkerStopped("the worker process has ended")
            self._count += 1
            self._futures[self._count] = future
            assert self.process.stdin is not None
            self.process.stdin.write(json.dumps({"n": self._count, "task": task}) + "\n")
            self.process.stdin.flush()
        return future

    def _read(self) -> None:
        """Each result line, to the weighing it answers; at the end, the weighings still to
        come fail."""
        assert self.process.stdout is not None
        for line in self.process.stdout:
            answer = json.loads(line)
            with self._lock:
                future = self._futures.pop(answer["n"], None)
            if future is None:
                continue
            if "result" in answer:
                future.set_result(answer["result"])
            else:
                future.set_exception(RuntimeError(answer.get("error", "no result")))
        with self._lock:
            left, self._futures = list(self._futures.values()), {}
        for future in left:
            future.set_exception(WorkerStopped("the worker process ended"))


def serve() -> None:
    """The worker process's loop (see `Worker`): weigh each task read, write its result."""
    for line in sys.stdin:
        asked = json.loads(line)
        try:
            answer = {"n": asked["n"], "result": weigh_away(asked["task"])}
        except Exception as error:
            log.exception("moon_nb weigher: a decision could not be weighed")
            answer = {"n": asked["n"], "error": f"{type(error).__name__}: {error}"}
        sys.stdout.write(json.dumps(answer) + "\n")
        sys.stdout.flush()


_WORKER: Worker | None = None
_WORKER_LOCK = threading.Lock()


def _worker() -> Worker:
    """The one worker process of this interpreter, started the first time it is asked for."""
    global _WORKER
    with _WORKER_LOCK:
        if _WORKER is None or _WORKER.process.poll() is not None:
            _WORKER = Worker()
        return _WORKER


ENV = "MOON_NB_WEIGHER"
"""The environment variable that chooses where kept decisions are weighed (`Way`): ``review``
starts no worker (a shared server, say, or a test suite whose tables are not the learner's)."""


def default_way() -> Way:
    """``$MOON_NB_WEIGHER`` if it names a way; else a worker process where Python can start
    one, and slices of the event loop in Pyodide."""
    asked = os.environ.get(ENV, "")
    if asked in ("process", "slices", "review"):
        return asked  # type: ignore[return-value]
    return "slices" if sys.platform == "emscripten" else "process"


class Weigher:
    """The weighing of one store's kept decisions (see the module docstring). ``way`` is where
    it weighs between hands (`Way`; by default `default_way`)."""

    def __init__(self, store: Session, way: Way | None = None) -> None:
        self.store = store
        self.era = store.era
        """The store's era it weighs for (a store forgotten since gets a weigher of its
        own)."""
        self.way: Way = way or default_way()
        self.kept: list[Examined] = []
        """Every decision this weigher has weighed and kept in the store, in order."""
        self.failed: set[str] = set()
        """Decisions whose weighing failed: not tried again in this session."""
        self._lock = threading.Lock()
        self._queue: collections.deque[Played] = collections.deque()
        self._voices: dict[str, tuple[str, dict[Any, int]]] = {}
        """Each decision handed on: the language of the table that kept it and the likely deals
        its model weighs (read again in the worker's threads, where neither is the table's)."""
        self._flying: dict[str, tuple[Played, Future[dict[str, Any]]]] = {}
        """The decision being weighed in the worker, and its weighing to come."""
        self._landed: list[tuple[Played, Future[dict[str, Any]]]] = []
        self._slicing = False

    # --- between hands -------------------------------------------------------------------

    def start(self, decisions: Iterable[Played]) -> None:
        """Weigh ``decisions`` in the background, after those already waiting (each once);
        the review way only queues them, for `weigh` and `settle`."""
        known = self.weighed()
        with self._lock:
            known |= {p.id for p in self._queue} | set(self._flying) | self.failed
            fresh = [p for p in decisions if p.id not in known]
            self._queue.extend(fresh)
            self._voices.update((p.id, (language(), dict(evaluation.DEALS))) for p in fresh)
        if self.way == "process":
            self._send()
        elif self.way == "slices":
            self._slice_soon()

    def weighed(self) -> set[str]:
        """The decisions this weigher has weighed by the model that weighs now."""
        by = model()
        return {e.played.id for e in self.kept if e.played.model == by}

    @property
    def waiting(self) -> int:
        """Decisions handed to this weigher and not yet collected."""
        with self._lock:
            return len(self._queue) + len(self._flying) + len(self._landed)

    def _send(self) -> None:
        """Send the next decision to the worker, unless one is being weighed there: one at a
        time, so that the review can have the one it wants next, and a kernel that stops
        waits for no more than one."""
        with self._lock:
            if self._flying or not self._queue or self.way != "process":
                return
            played = self._queue.popleft()
            future = self._submit(played)
            if future is None:
                self._queue.appendleft(played)
                return
            self._flying[played.id] = played, future
        future.add_done_callback(lambda f: self._landing(played, f))

    def _submit(self, played: Played) -> Future[dict[str, Any]] | None:
        """``played`` sent to the worker process; None where none can be started (the
        weighing is then the review's)."""
        lang, deals = self._voices.get(played.id, (language(), dict(evaluation.DEALS)))
        task = {"played": played.to_json(), "lang": lang, "deals": deals}
        try:
            return _worker().submit(task)
        except (OSError, WorkerStopped):
            log.warning("moon_nb review: no worker process; the review weighs instead")
            self.way = "review"
            return None

    def _landing(self, played: Played, future: Future[dict[str, Any]]) -> None:
        """A weighing came back (in the executor's thread): kept for `collect`, and the next
        one sent."""
        with self._lock:
            self._flying.pop(played.id, None)
            self._landed.append((played, future))
        self._send()

    def _slice_soon(self) -> None:
        """In Pyodide: the next decision weighed by the event loop, after the page's messages
        (none when there is no loop: the review weighs them)."""
        if self._slicing or not self._queue:
            return
        try:
            loop = asyncio.get_event_loop()
        except RuntimeError:
            return
        self._slicing = True
        loop.call_later(SLICE_PAUSE, self._slice)

    def _slice(self) -> None:
        self._slicing = False
        with self._lock:
            played = self._queue.popleft() if self._queue else None
        if played is not None:
            self._weigh_here(played)
            self._slice_soon()

    # --- results -------------------------------------------------------------------------

    def collect(self) -> list[Examined]:
        """Keep the weighings that came back from the worker in the store (one save), and
        return them."""
        with self._lock:
            landed, self._landed = self._landed, []
        found = [e for e in (self._opened(p, f) for p, f in landed) if e is not None]
        return self._keep(found)

    def _opened(self, played: Played, future: Future[dict[str, Any]]) -> Examined | None:
        try:
            return from_away(future.result())
        except WorkerStopped:
            log.warning("moon_nb review: the worker process stopped; the review weighs instead")
            self.way = "review"
        except Exception:
            log.exception("moon_nb review: a decision could not be weighed (%s)", played.action)
            self.failed.add(played.id)
        return None

    def _keep(self, found: list[Examined]) -> list[Examined]:
        """Keep in the store those of ``found`` not kept yet; returns them."""
        done = {(e.played.id, e.played.weighed) for e in self.kept}
        found = [e for e in found if (e.played.id, e.played.weighed) not in done]
        if found:
            deck = Deck()
            for e in found:
                deck = deck.merged(e.deck())
            self.store.keep(deck)
            self.kept += found
        return found

    def weigh(self, played: Played) -> Examined | None:
        """``played`` weighed now, for the review, and kept: its weighing waited for if the
        worker has it, else sent to the worker first (or weighed here, with no worker). None
        when its weighing fails."""
        by = model()
        for e in self.kept:
            if e.played.id == played.id and e.played.model == by:
                return e
        with self._lock:
            flying = self._flying.get(played.id)
            future = flying[1] if flying is not None else None
            if played in self._queue:
                self._queue.remove(played)
        if future is None and self.way == "process":
            future = self._submit(played)
        if future is None:
            return self._weigh_here(played)
        found = self._opened(played, future)  # waits, the interpreter's lock free meanwhile
        if found is None:
            return None
        self._keep([found])
        return found

    def _weigh_here(self, played: Played) -> Examined | None:
        lang = self._voices.get(played.id, (language(), {}))[0]
        try:
            with speaking(lang):
                found = weigh_here(played)
        except Exception:
            log.exception("moon_nb review: a decision could not be weighed (%s)", played.action)
            self.failed.add(played.id)
            return None
        self._keep([found])
        return found

    def drop(self) -> None:
        """Weigh nothing more for the store: its session was forgotten."""
        with self._lock:
            self._queue.clear()
        self.way = "review"

    def settle(self) -> None:
        """Wait until every decision handed to this weigher has been weighed, and keep them
        (for a benchmark, a test, or a script about to end)."""
        while True:
            with self._lock:
                flying = next(iter(self._flying.values()), None)
                played = flying[0] if flying else self._queue[0] if self._queue else None
            if played is None:
                break
            self.weigh(played)
        self.collect()


_WEIGHERS: weakref.WeakKeyDictionary[Session, Weigher] = weakref.WeakKeyDictionary()


def weigher_of(store: Session, way: Way | None = None) -> Weigher:
    """The weigher of ``store``'s decisions: one per store, until the store is forgotten
    (`Session.forget`: what the old one weighs then is dropped). ``way`` chooses where a new
    one weighs (`default_way` by default)."""
    found = _WEIGHERS.get(store)
    if found is None or found.era != store.era:
        if found is not None:
            found.drop()
        found = _WEIGHERS[store] = Weigher(store, way)
    return found


def weigh_between_hands(store: Session, decisions: Iterable[Played]) -> None:
    """A hand ended: the weighings that came back since are kept, and ``decisions`` handed to
    the weigher (see the module docstring)."""
    weigher = weigher_of(store)
    weigher.collect()
    weigher.start(decisions)


Progress = Callable[[int, int], None]
"""Told after each decision the review weighs: how many it has weighed, of how many."""


__all__ = [
    "ENV",
    "SLICE_PAUSE",
    "Examined",
    "Progress",
    "Way",
    "Weigher",
    "Worker",
    "WorkerStopped",
    "default_way",
    "from_away",
    "to_weigh",
    "weigh_away",
    "weigh_between_hands",
    "weigh_here",
    "weigher_of",
]


if __name__ == "__main__":
    serve()
