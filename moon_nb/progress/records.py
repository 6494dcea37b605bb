"""A learner's progress file: every answer to an exercise and every solution shown, kept in a
JSON file the learner owns (``moon-progress.json`` beside the notebooks, by default).

The file holds *events*, not totals::

    {"format": "moon_nb progress", "version": 1, "learner": "Ana Lima", "reset": null,
     "events": [{"id": "3f9c1a0b2e41-1", "at": "2025-05-01T10:00:00.123Z",
                 "lesson": "01-quick-start", "exercise": "WhichWins-3f9c1a0b2e",
                 "title": "Which tile wins?", "kind": "answer", "right": false}, ...]}

Events because two kernels — two notebooks open at once, or a kernel restarted — each add
their own, and merging is then the union of the events by id: neither can erase the other's
answers, and a teacher merges the files of one learner (the course site and the lab, say) the
same way. What a learner did with one exercise in one lesson (a `Record`: tries, right at the
first try, solution seen first, ...) is worked out from its events in time order. A reset
keeps its time: events from before it are dropped in every later merge, also when a kernel
that still holds them writes again.

The file is written atomically (a temporary file in the same folder, then ``os.replace``),
under a lock on the folder where the system has one (``fcntl.flock``; JupyterLite's browser
storage has none).
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field, replace
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Literal

from moon_nb.progress.parts import Kept, Part, decks, read_deck
from moon_nb.speech import _, ngettext

FORMAT = "moon_nb progress"
VERSION = 2
"""The format version this moon_nb writes when the file holds a review deck (version 1, which
it reads too, has none; a file without a deck is still written as version 1, so an older
moon_nb goes on reading it)."""
FILE_NAME = "moon-progress.json"
"""The progress file's name, in the folder the kernel works in (beside the notebooks)."""
UNKNOWN = "unknown"
"""The lesson of an answer given where the notebook could not be known."""

Kind = Literal["answer", "solution"]


class UnreadableFile(ValueError):
    """A file that is not a progress file this moon_nb can read; the message says why."""


class OtherVersion(ValueError):
    """A progress file of another format version (a newer moon_nb wrote it)."""

    def __init__(self, version: object) -> None:
        super().__init__(f"format version {version!r}")
        self.version = version


@dataclass(frozen=True)
class Event:
    """One thing the learner did: answered an exercise (right or not), or saw its solution."""

    id: str
    """Unique: the session that recorded it and a number within that session."""
    at: str
    """When, in UTC: ``2025-05-01T10:00:00.123Z`` (so text order is time order)."""
    lesson: str
    exercise: str
    """The exercise's stable id (`moon_nb.lessons.Exercise.id`)."""
    title: str
    kind: Kind
    right: bool = False
    """For an answer: whether it was right."""
    hinted: bool = False
    """For an answer to a step of the guided path: given after its hint was shown (written
    only when true, so older versions of moon_nb read the file as before)."""

    @property
    def order(self) -> tuple[str, str, int]:
        """Sort key: time, then the session and its own count (two events of one session in
        the same millisecond keep their order)."""
        session, _dash, number = self.id.rpartition("-")
        return (self.at, session, int(number) if number.isdigit() else 0)

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "id": self.id,
            "at": self.at,
            "lesson": self.lesson,
            "exercise": self.exercise,
            "title": self.title,
            "kind": self.kind,
        }
        if self.kind == "answer":
            data["right"] = self.right
        if self.hinted:
            data["hinted"] = True
        return data

    @classmethod
    def from_json(cls, data: object) -> Event:
        if not isinstance(data, dict):
            raise UnreadableFile("an event is not an object")
        texts = {}
        for key in ("id", "at", "lesson", "exercise", "title", "kind"):
            value = data.get(key)
            if not isinstance(value, str) or not value:
                raise UnreadableFile(f"an event has no {key}")
            texts[key] = value
        kind = texts["kind"]
        if kind not in ("answer", "solution"):
            raise UnreadableFile(f"an event has the unknown kind {kind[:20]!r}")
        right = data.get("right", False)
        if not isinstance(right, bool):
            raise UnreadableFile("an answer's 'right' is not true or false")
        hinted = data.get("hinted", False)
        if not isinstance(hinted, bool):
            raise UnreadableFile("an answer's 'hinted' is not true or false")
        return cls(
            texts["id"],
            texts["at"],
            texts["lesson"],
            texts["exercise"],
            texts["title"],
            "answer" if kind == "answer" else "solution",
            right,
            hinted,
        )


@dataclass(frozen=True)
class Log:
    """What a progress file holds: the events since the last reset, and the learner's name."""

    events: tuple[Event, ...] = ()
    learner: str | None = None
    reset: str | None = None
    """When the learner last started over (events before it no longer count)."""
    deck: Part | Kept = field(default_factory=lambda: decks().empty())
    """The review deck (`moon_nb.review.deck`, read as `moon_nb.progress.parts` says), or the
    one the file held that this moon_nb cannot read, kept as it is."""

    def merged(self, other: Log) -> Log:
        """Both logs' events (each once), after the later reset; the name given last wins
        (``other``'s when both have one); both decks' cards and reviews (a deck kept as it is
        stays so: nothing is merged into it)."""
        reset = max(r for r in (self.reset, other.reset, "") if r is not None) or None
        by_id = {e.id: e for e in (*self.events, *other.events)}
        kept = sorted(
            (e for e in by_id.values() if reset is None or e.at >= reset), key=lambda e: e.order
        )
        if isinstance(self.deck, Kept) or isinstance(other.deck, Kept):
            deck: Part | Kept = self.deck if isinstance(self.deck, Kept) else other.deck
        else:
            deck = self.deck.merged(other.deck)
        return Log(tuple(kept), other.learner or self.learner, reset, deck)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "format": FORMAT,
            "version": VERSION if self.deck else 1,
            "learner": self.learner,
            "reset": self.reset,
            "events": [e.to_json() for e in self.events],
        }
        if isinstance(self.deck, Kept):
            out["deck"] = self.deck.value
        elif self.deck:
            out["deck"] = self.deck.to_json()
        return out

    @classmethod
    def from_json(cls, data: object) -> Log:
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise UnreadableFile("it is not a moon_nb progress file")
        if data.get("version") not in (1, VERSION):
            raise OtherVersion(data.get("version"))
        learner, reset, events = data.get("learner"), data.get("reset"), data.get("events")
        if learner is not None and not isinstance(learner, str):
            raise UnreadableFile("the learner's name is not text")
        if reset is not None and not isinstance(reset, str):
            raise UnreadableFile("the time of the last reset is not text")
        if not isinstance(events, list):
            raise UnreadableFile("it has no list of events")
        deck = read_deck(data["deck"]) if "deck" in data else decks().empty()
        log = cls(tuple(Event.from_json(e) for e in events), learner, reset)
        return replace(log.merged(Log()), deck=deck)


@dataclass(frozen=True)
class Record:
    """How a learner stands with one exercise of one lesson, from its events in time order.

    ``right`` means answered right *before* seeing the solution: an answer right only after
    the solution was shown is ``right_after_solution`` and does not count as right."""

    lesson: str
    exercise: str
    title: str
    tries: int = 0
    right: bool = False
    right_at_try: int = 0
    """Which try was the first right one (0: none, or only after the solution)."""
    first_try_right: bool = False
    right_after_solution: bool = False
    solution_seen: bool = False
    solution_before_right: bool = False
    """The solution was shown before any right answer (or with none at all)."""
    first_at: str = ""
    """When the learner first answered or saw the solution (empty: asked, not answered)."""
    last_at: str = ""

    @property
    def key(self) -> tuple[str, str]:
        return (self.lesson, self.exercise)

    @property
    def status(self) -> str:
        """How it stands, in words in the language of the moment: ``"answered right at the
        first try"``, ..."""
        n = self.tries
        if self.right:
            if self.first_try_right:
                return _("answered right at the first try")
            return _("answered right at try {try_number}", try_number=self.right_at_try)
        if self.right_after_solution:
            return ngettext(
                "right only after the solution was shown ({n} try)",
                "right only after the solution was shown ({n} tries)",
                n,
            )
        if self.tries and self.solution_seen:
            return ngettext(
                "not right yet ({n} try; solution shown)",
                "not right yet ({n} tries; solution shown)",
                n,
            )
        if self.tries:
            return ngettext("not right yet ({n} try)", "not right yet ({n} tries)", n)
        return _("solution shown") if self.solution_seen else _("not answered yet")


def records(events: Iterable[Event]) -> list[Record]:
    """One record per lesson and exercise, in the order each was first met."""
    grouped: dict[tuple[str, str], list[Event]] = {}
    for event in sorted(events, key=lambda e: e.order):
        grouped.setdefault((event.lesson, event.exercise), []).append(event)
    return [_record(group) for group in grouped.values()]


def _record(events: list[Event]) -> Record:
    first = events[0]
    record = Record(first.lesson, first.exercise, first.title, first_at=first.at)
    for event in events:
        record = replace(record, title=event.title, last_at=event.at)
        if event.kind == "solution":
            if not record.solution_seen:
                record = replace(record, solution_seen=True, solution_before_right=not record.right)
            continue
        tries = record.tries + 1
        record = replace(record, tries=tries)
        if tries == 1 and event.right and not record.solution_seen:
            record = replace(record, first_try_right=True)
        if event.right and not record.right and not record.right_after_solution:
            if record.solution_seen:
                record = replace(record, right_after_solution=True)
            else:
                record = replace(record, right=True, right_at_try=tries)
    return record


def now() -> str:
    """The time now, as events and resets write it."""
    moment = datetime.now(timezone.utc)
    return moment.strftime("%Y-%m-%dT%H:%M:%S.") + f"{moment.microsecond // 1000:03d}Z"


# --- the file ------------------------------------------------------------------------------


def read_log(path: Path) -> Log:
    """The progress file at ``path`` (an empty log when there is none). Raises `UnreadableFile`
    (not JSON, not a progress file, a broken event), `OtherVersion`, or `OSError` (the file
    cannot be read)."""
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return Log()
    try:
        data = json.loads(raw.decode("utf-8"))
    except (ValueError, RecursionError):  # UnicodeDecodeError is a ValueError too
        raise UnreadableFile("it is not JSON") from None
    return Log.from_json(data)


def write_log(path: Path, log: Log) -> None:
    """Write ``log`` to ``path`` atomically: a temporary file beside it, then ``os.replace``,
    so a reader sees the old file or the new one, never half of one. Raises `OSError`."""
    text = json.dumps(log.to_json(), indent=1, ensure_ascii=False) + "\n"
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            out.write(text)
            out.flush()
            with contextlib.suppress(OSError):  # some file systems (a browser's) have no fsync
                os.fsync(out.fileno())
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise


def _free_name(path: Path, label: str, what: str) -> Path:
    """The first ``<stem>.<label>-N<suffix>`` beside ``path`` (N from 1) that names no file;
    raises `OSError` naming ``what`` when a thousand are taken."""
    for number in range(1, 1000):
        aside = path.with_name(f"{path.stem}.{label}-{number}{path.suffix}")
        if not aside.exists():
            return aside
    raise OSError(f"too many {what} beside {path.name}")


def set_aside(path: Path) -> Path:
    """Rename an unreadable progress file out of the way, never over another file:
    ``moon-progress.json`` becomes ``moon-progress.unreadable-1.json`` (or -2, ...). Returns
    the new path; raises `OSError` when it cannot be renamed."""
    aside = _free_name(path, "unreadable", "unreadable progress files")
    path.rename(aside)
    return aside


def copy_aside(path: Path, why: str) -> Path:
    """Copy the progress file's bytes beside it, never over another file:
    ``moon-progress.json`` is copied to ``moon-progress.<why>-unreadable-1.json`` (or -2, …).
    Returns the copy's path; raises `OSError`."""
    data = path.read_bytes()
    aside = _free_name(path, f"{why}-unreadable", "unreadable copies")
    aside.write_bytes(data)
    return aside


@contextlib.contextmanager
def locked(folder: Path) -> Iterator[None]:
    """Hold an exclusive lock on ``folder`` while the file in it is read, merged and written,
    so two kernels saving at once take turns. A lock on the folder itself, so no lock file
    sits beside the learner's notebooks; where there is no ``flock`` (Windows, Pyodide) there
    is no lock, and a kernel whose write was lost to a race writes its events again with its
    next save (each session keeps its own events)."""
    try:
        import fcntl

        flock = fcntl.flock
        handle = os.open(folder, os.O_RDONLY)
    except (ImportError, AttributeError, OSError):
        yield
        return
    try:
        with contextlib.suppress(OSError):
            flock(handle, fcntl.LOCK_EX)
        yield
    finally:
        os.close(handle)  # closing releases the lock


__all__ = [
    "FILE_NAME",
    "FORMAT",
    "UNKNOWN",
    "VERSION",
    "Event",
    "Log",
    "OtherVersion",
    "Record",
    "UnreadableFile",
    "copy_aside",
    "locked",
    "now",
    "read_log",
    "records",
    "set_aside",
    "write_log",
]
