"""The teacher's merge weighs what the learners' files have not: each kept decision that the
file's own deck has not examined under the model that weighs now (`moon_nb.review.weigher.
to_weigh`: a learner who never opened ``Review()`` has every decision unweighed), so that the
mistakes per theme (`moon_nb.course.teacher.merge.by_theme`) count every costly decision the learner
kept, not only those their own review weighed.

Each decision is one task of a pool of worker processes (`weigh_all`): the one evaluation is pure
Python and holds the interpreter's lock, so only processes weigh on more than one core. A task
is the worker's part of the learner's own weigher (`moon_nb.review.weigher.weigh_away`), with
the likely deals this interpreter weighs by and its language (the cards' words are then the
merge's). The students' files are never written: the weighings live in the merge's decks only.
"""

from __future__ import annotations

import logging
import multiprocessing
import os
from collections.abc import Callable, Mapping
from concurrent.futures import BrokenExecutor, ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any

from moon_nb.players import evaluation
from moon_nb.progress.judgement import model
from moon_nb.review.deck import Deck, Played
from moon_nb.review.weigher import Examined, from_away, to_weigh, weigh_away
from moon_nb.speech import language

log = logging.getLogger(__name__)

Told = Callable[[int, int], None]
"""Told after each decision the merge weighs: how many it has weighed, of how many."""


@dataclass(frozen=True)
class MergeWeighing:
    """What the merge weighed of one learner's deck: ``deck`` is the file's deck with the
    merge's weighings merged in (never written back); ``unweighed`` the decisions the file had
    not weighed under the current model (each weighed by the merge), ``failed`` those of them
    whose weighing failed (left out: logged)."""

    deck: Deck
    unweighed: int = 0
    failed: int = 0


def default_workers() -> int:
    """The machine's cores (those this process may run on, where Python can tell)."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


def _task(played: Played) -> dict[str, Any]:
    """One decision as a worker weighs it: in the merge's language, with its likely deals."""
    return {"played": played.to_json(), "lang": language(), "deals": dict(evaluation.DEALS)}


def weigh_all(
    decks: Mapping[str, Deck], workers: int, told: Told | None = None
) -> dict[str, MergeWeighing]:
    """Each learner's deck (by learner) with its unweighed decisions weighed: on a pool of
    ``workers`` processes, one decision a task (``workers`` 1: here, one after another)."""
    by = model()
    stale = {who: to_weigh(deck, by) for who, deck in decks.items()}
    jobs = [(who, p) for who, found in stale.items() for p in found]
    done: dict[str, list[Examined]] = {who: [] for who in decks}
    failed: dict[str, int] = dict.fromkeys(decks, 0)

    def landed(who: str, result: Callable[[], dict[str, Any]]) -> None:
        try:
            done[who].append(from_away(result()))
        except Exception:
            log.exception("moon_nb progress: a decision of %s could not be weighed", who)
            failed[who] += 1
        if told is not None:
            told(sum(map(len, done.values())) + sum(failed.values()), len(jobs))

    here = jobs if workers <= 1 or len(jobs) <= 1 else _on_pool(jobs, workers, landed)
    for who, played in here:
        task = _task(played)
        landed(who, lambda task=task: weigh_away(task))  # type: ignore[misc]
    out = {}
    for who, deck in decks.items():
        merged = deck
        for e in done[who]:
            merged = merged.merged(e.deck())
        out[who] = MergeWeighing(merged, len(stale[who]), failed[who])
    return out


Landed = Callable[[str, Callable[[], dict[str, Any]]], None]
"""Told of one decision's weighing: whose it is, and how to read its result."""


def _on_pool(
    jobs: list[tuple[str, Played]], workers: int, landed: Landed
) -> list[tuple[str, Played]]:
    """``jobs`` weighed on a pool of ``workers`` processes, one decision a task, each told to
    ``landed`` in order; those left when the pool breaks (a process that cannot start, or
    dies), for this process to weigh instead (a sentence says so)."""
    n = 0
    try:
        with ProcessPoolExecutor(min(workers, len(jobs)), mp_context=_spawning()) as pool:
            futures = [pool.submit(weigh_away, _task(played)) for _, played in jobs]
            for n, ((who, _), future) in enumerate(zip(jobs, futures, strict=True)):  # noqa: B007
                if isinstance(future.exception(), BrokenExecutor):
                    raise BrokenExecutor
                landed(who, future.result)
            n = len(jobs)
    except (OSError, BrokenExecutor):
        log.warning(
            "moon_nb progress: the worker processes stopped; %d decisions are weighed here",
            len(jobs) - n,
        )
    return jobs[n:]


def _spawning() -> Any:
    """Fresh interpreters for the workers (not forks of this one, whose threads a fork would
    copy mid-step): each imports the moon_nb this one runs (``sys.path`` goes with them)."""
    return multiprocessing.get_context("spawn")


__all__ = ["MergeWeighing", "Told", "default_workers", "weigh_all"]
