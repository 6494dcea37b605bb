"""A learner's progress: the exercises asked, every answer — clicked in a `moon_nb.Quiz` or
typed with ``.answer(...)``, it is the same answer — and every solution shown, saved in a file
the learner owns, so it outlives the kernel: a restart, a notebook closed and opened again, a
reloaded course site.

**Where.** ``moon-progress.json`` in the folder the kernel works in: beside the notebooks in
Jupyter; on the course site (JupyterLite), beside the site's notebooks in the browser's own
storage. ``$MOON_NB_PROGRESS`` names another file. Only answers, solutions and the learner's
review deck are written (the hands they play at a table, for `moon_nb.Review`): a notebook run
without answering or playing anything writes nothing. The file's format, and how two
kernels' writes are merged: `moon_nb.progress.records`.

**Which lesson** an answer belongs to, first that can be known: the lesson the notebook
declared (``this_lesson("homework-3")``); the tutorial whose cell is running — the tutorials'
cells have ids ``<lesson>-<NN>`` (``tutorials/build.py``), which JupyterLab, Notebook 7 and
JupyterLite send with each cell they run; the notebook's file name, which Jupyter Server gives
the kernel (``$JPY_SESSION_NAME``) and Voilà too (``$SCRIPT_NAME``, serving a folder); else
``"unknown"``. A click on a quiz belongs to the lesson the quiz was shown in.

**When the file cannot be used** — it is not a progress file (it is then renamed aside, never
overwritten, and a new one is started), it has another format version (it is left alone), the
folder cannot be written, or, on a course site served over plain http from another machine,
the browser gives the kernel no storage — the learner is told in one sentence, and this
session's progress is kept in memory; nothing raises. A folder that cannot be written is tried
again at each answer, and so is the file ``$MOON_NB_PROGRESS`` names when it is set in the same
kernel: the first write that succeeds saves every answer of the session (the sentence says so).
"""

from __future__ import annotations

import contextlib
import os
import secrets
import sys
from collections.abc import Collection
from dataclasses import replace
from pathlib import Path
from typing import Protocol

from moon_nb.progress import replies
from moon_nb.progress.parts import Kept, Part, decks
from moon_nb.progress.records import (
    FILE_NAME,
    UNKNOWN,
    VERSION,
    Event,
    Kind,
    Log,
    OtherVersion,
    Record,
    UnreadableFile,
    copy_aside,
    locked,
    now,
    read_log,
    records,
    set_aside,
    write_log,
)
from moon_nb.progress.replies import MAX_NAME
from moon_nb.progress.standing import Progress, Reply
from moon_nb.progress.which_lesson import running_lesson


class Asked(Protocol):
    """Anything the progress file records like an exercise: a stable id and a title (an
    `Exercise`, a step of the guided path)."""

    @property
    def id(self) -> str: ...

    @property
    def title(self) -> str: ...


ENV = "MOON_NB_PROGRESS"
"""The environment variable that names the progress file (default: ``moon-progress.json`` in
the kernel's working folder)."""

BROWSER_STORAGE = Path("/drive")
"""Where JupyterLite's kernel (Pyodide) finds the browser's storage: files elsewhere live in
the kernel's memory and are gone when the page is reloaded."""


class Session:
    """The progress record of this Python session, saved to the progress file as it goes (see
    the module docstring). Each session keeps its own events and writes all of them with each
    save, merged with what the file holds then. ``file`` names the progress file for good;
    without it, it is ``$MOON_NB_PROGRESS`` or ``moon-progress.json`` here, at each save.

    The notebook's functions (`progress`, `set_learner`, …) and every exercise and the guided
    path note in one of them, `SESSION`, unless another is given them (``exercise.store``,
    ``GuidedPath(store=...)``)."""

    _count: int
    _last_at: str
    _events: list[Event]
    _asked: dict[tuple[str, str], str]
    """Each exercise asked, by (lesson, id), with its title, in the order asked."""
    _lesson_of: dict[str, str]
    _declared: str | None
    _learner: str | None
    _reset: str | None
    _memory_only: set[Path]
    _unsaved: set[Path]
    """Files a write failed to (an unwritable folder): tried again at the next save."""
    _notes: dict[Path, str]
    _deck: Part
    """This session's review cards, reviews and decisions played."""
    _decks_kept: set[Path]
    """Files whose deck could not be read, said once."""

    def __init__(self, file: Path | None = None) -> None:
        self._id = secrets.token_hex(6)
        self._file = file
        self.era = 0
        """How many times this session was forgotten: what was handed on before is not its
        own any more (the decisions a weigher holds, `moon_nb.review.weigher`)."""
        self.forget()

    @property
    def file(self) -> Path:
        """The progress file: the one given, else ``$MOON_NB_PROGRESS``, else
        ``moon-progress.json`` here."""
        if self._file is not None:
            return self._file
        named = os.environ.get(ENV, "").strip()
        return Path(named).expanduser().absolute() if named else Path.cwd() / FILE_NAME

    def lesson(self) -> str:
        """The lesson of what runs now (see the module docstring)."""
        return self._declared or running_lesson() or UNKNOWN

    def declare(self, lesson: str) -> None:
        """The notebook says which lesson it is: answers from now on count for it."""
        self._declared = lesson

    def _key(self, exercise: Asked) -> tuple[str, str]:
        """(lesson, exercise id): where the exercise was first asked in this session, else
        the lesson running now."""
        return self._key_of(exercise.id)

    def _key_of(self, exercise_id: str) -> tuple[str, str]:
        return (self._lesson_of.get(exercise_id) or self.lesson(), exercise_id)

    def ask(self, exercise: Asked) -> None:
        """The exercise was shown to the learner (nothing is written for that)."""
        self._ask(exercise.id, exercise.title)

    def _ask(self, exercise_id: str, title: str) -> tuple[str, str]:
        key = self._key_of(exercise_id)
        self._lesson_of.setdefault(exercise_id, key[0])
        self._asked.setdefault(key, title)
        return key

    def answered(self, exercise: Asked, right: bool) -> None:
        """The learner answered: one more try, right or not; saved at once."""
        self._note(exercise, "answer", right)

    def solution_shown(self, exercise: Asked) -> None:
        """The learner asked for the solution; saved at once."""
        self._note(exercise, "solution", False)

    def tried(self, item: Asked, right: bool, hinted: bool = False) -> None:
        """The learner tried a step of the guided path (``hinted``: after its hint was
        shown): one more try, right or not; saved at once."""
        self._note(item, "answer", right, hinted)

    def events_of(self, exercises: Collection[str]) -> list[Event]:
        """Every saved event (and this session's) about the exercises with these ids, in
        time order — across all lessons."""
        log = self._saved(self.file).merged(self._mine())
        return [e for e in log.events if e.exercise in exercises]

    def _note(self, exercise: Asked, kind: Kind, right: bool, hinted: bool = False) -> None:
        lesson, exercise_id = self._ask(exercise.id, exercise.title)
        self._count += 1
        self._last_at = max(now(), self._last_at)  # a clock set back keeps this order
        event_id = f"{self._id}-{self._count}"
        self._events.append(
            Event(event_id, self._last_at, lesson, exercise_id, exercise.title, kind, right, hinted)
        )
        self._save()

    def name(self, learner: str) -> None:
        """Write the learner's name into the progress file."""
        self._learner = learner
        self._save()

    # --- the file ------------------------------------------------------------------------

    def _mine(self) -> Log:
        return Log(tuple(self._events), self._learner, self._reset, self._deck)

    def whole(self) -> Log:
        """What the progress file holds, with this session's: a copy the learner can keep."""
        return self._saved(self.file).merged(self._mine())

    def take(self, log: Log) -> None:
        """Add another progress file's answers, name and review deck (a copy the learner kept)
        to this session's, and save. A deck that cannot be read is not taken."""
        deck = decks().empty() if isinstance(log.deck, Kept) else log.deck
        mine = self._mine().merged(replace(log, deck=deck))
        assert not isinstance(mine.deck, Kept)
        self._events, self._learner, self._reset = list(mine.events), mine.learner, mine.reset
        self._deck = mine.deck
        self._save()

    # --- the review deck (moon_nb.review.deck) ----------------------------------------------

    def deck(self) -> Part:
        """The review deck: the file's, with this session's cards, reviews and decisions (this
        session's alone when the file's deck cannot be read); the review reads it as its own
        (`moon_nb.review.deck.stored`)."""
        log = self.whole()
        return self._deck if isinstance(log.deck, Kept) else log.deck

    def keep(self, deck: Part) -> None:
        """Add ``deck``'s cards, reviews and decisions to this session's, and save."""
        self._deck = self._deck.merged(deck)
        self._save()

    def _save(self, reset: bool = False) -> None:
        """Merge this session's events into the file (after a reset: write the reset)."""
        path = self.file
        if not self._usable(path):
            return
        try:
            with locked(path.parent):
                saved = self._load(path)
                if saved is not None:
                    if reset:
                        saved = Log((), saved.learner, self._reset)
                    write_log(path, saved.merged(self._mine()))
        except OSError as error:
            self._unsaved.add(path)  # not given up: the folder may be made writable
            self._tell(path, _unwritable(path, error))
            return
        except Exception as error:  # never let saving break an answer
            self._give_up(path, replies.not_saved(error))
            return
        if saved is not None and self._unsaved:
            self._saved_at_last(path)

    def _saved_at_last(self, path: Path) -> None:
        """A write succeeded after others failed: this session's answers are all in ``path``
        now (each write holds every one of them), and the learner is told so."""
        for failed in self._unsaved:
            self._notes.pop(failed, None)
        self._unsaved.clear()
        answers = sum(e.kind == "answer" for e in self._events)
        # said once, and not kept as a note: the summary says "Saved in" again
        print(replies.saved_at_last(path, answers), file=sys.stderr)

    def _load(self, path: Path) -> Log | None:
        """The file's log; None, once the learner is told, when it cannot be used (memory
        only from then on). An unreadable file is renamed aside first. Raises `OSError`."""
        try:
            log = read_log(path)
        except OtherVersion as other:
            self._give_up(path, replies.other_version(path, other, VERSION))
        except UnreadableFile as bad:
            try:
                aside = set_aside(path)
            except OSError:
                self._give_up(path, replies.unreadable_stuck(path, bad))
                return None
            self._tell(path, replies.unreadable_aside(path, bad, aside))
            return Log()
        else:
            if isinstance(log.deck, Kept):
                self._deck_kept(path, log.deck)
            return log
        return None

    def _deck_kept(self, path: Path, kept: Kept) -> None:
        """The file's review deck cannot be read: it stays in the file as it is, a copy of the
        file's bytes is set beside it (once), and the learner is told in one sentence; their
        other progress is saved as before, and this session's cards are kept in memory."""
        if path not in self._decks_kept:
            self._decks_kept.add(path)
            with contextlib.suppress(OSError):
                aside = copy_aside(path, "deck")
                self._tell(path, replies.deck_kept(path, kept.why, aside))

    def _saved(self, path: Path) -> Log:
        """What the file holds now, for a summary (nothing is written)."""
        if not self._usable(path):
            return Log()
        try:
            return self._load(path) or Log()
        except OSError as error:
            self._tell(path, _unwritable(path, error, reading=True))
            return Log()

    def _usable(self, path: Path) -> bool:
        """Whether the progress file can be used (else the session keeps progress in memory).
        In the browser, only a file in its storage outlives the page: JupyterLite mounts that
        storage for the kernel where the page may use it (a secure context), else the kernel
        works in a folder of its own memory."""
        if path in self._memory_only:
            return False
        if sys.platform == "emscripten" and not path.is_relative_to(BROWSER_STORAGE):
            self._give_up(path, replies.in_page_only())
            return False
        return True

    def _keeps(self, path: Path) -> bool:
        """Whether the file holds this session's progress (its last write did not fail)."""
        return path not in self._memory_only and path not in self._unsaved

    def _give_up(self, path: Path, sentence: str) -> None:
        """Keep this session's progress in memory only, and say why once."""
        self._memory_only.add(path)
        self._tell(path, sentence)

    def _tell(self, path: Path, sentence: str) -> None:
        if self._notes.get(path) != sentence:
            self._notes[path] = sentence
            print(sentence, file=sys.stderr)

    # --- reading and starting over -----------------------------------------------------------

    def progress(self, every_lesson: bool = False) -> Progress:
        """This notebook's exercises and every lesson's, from the file and this session."""
        path = self.file
        saved = self._saved(path)
        log = saved.merged(self._mine())
        found = {r.key: r for r in records(log.events)}
        asked = [found.get(key) or Record(*key, title) for key, title in self._asked.items()]
        lesson = self.lesson()
        here = [*asked]
        if lesson != UNKNOWN:
            here += [r for r in found.values() if r.lesson == lesson and r.key not in self._asked]
        overall = [*found.values(), *(r for r in asked if r.key not in found)]
        return Progress(
            tuple(here),
            tuple(overall),
            lesson,
            # Where the answers go, said whether or not an earlier notebook made the file: the
            # cell shows the same before and after (nbval compares it, run in any order).
            path.name if self._keeps(path) else "",
            self._notes.get(path, ""),
            log.learner,
            every_lesson,
        )

    def reset(self) -> Log:
        """Start over: forget this session's answers and erase the file's (its name stays).
        Returns what was erased."""
        path = self.file
        erased = self._saved(path).merged(self._mine())
        kept = (self._learner, self._declared, dict(self._notes), set(self._memory_only))
        unsaved = set(self._unsaved)
        self.forget()
        self._learner, self._declared, self._notes, self._memory_only = kept
        self._unsaved = unsaved
        self._reset = now()
        self._save(reset=True)
        return erased

    def forget(self) -> None:
        """Forget this session: no exercise asked, no answer (the file is not touched)."""
        self.era += 1
        self._count = 0
        self._last_at = ""
        self._events = []
        self._asked = {}
        self._lesson_of = {}
        self._declared = None
        self._learner = None
        self._reset = None
        self._memory_only = set()
        self._unsaved = set()
        self._notes = {}
        self._deck = decks().empty()
        self._decks_kept = set()


ELSEWHERE = "~/moon-progress.json"
"""The file the unwritable-folder sentence suggests: in the learner's home folder."""


def _unwritable(path: Path, error: OSError, reading: bool = False) -> str:
    return replies.unwritable(path, error, reading, ENV, ELSEWHERE)


SESSION = Session()
"""The record of this Python session: where the notebook's functions below, and every exercise
and the guided path not given another store, note the learner's progress."""


def progress(every_lesson: bool = False) -> Progress:
    """How you stand with this notebook's exercises — asked in this session or answered in an
    earlier one — and, in one line, with every lesson's; ``every_lesson=True`` lists every
    exercise of every lesson. The summary a tutorial notebook ends with."""
    return SESSION.progress(every_lesson=every_lesson)


def reset_progress(confirm: bool = False) -> Reply:
    """Start over: erase your saved answers. Without ``confirm=True`` it only says what it
    would erase."""
    path = SESSION.file
    if not confirm:
        answered = [r for r in SESSION.progress().overall if r.tries or r.solution_seen]
        n, lessons = len(answered), len({r.lesson for r in answered})
        if not n:
            return Reply(replies.nothing_to_erase(path.name))
        return Reply(replies.would_erase(path.name, n, lessons))
    erased = records(SESSION.reset().events)
    n, lessons = len(erased), len({r.lesson for r in erased})
    note = SESSION.progress().note
    if note:  # the file could not be used: only this session's answers were there to erase
        return Reply(replies.reset_in_memory(n, lessons, note))
    return Reply(replies.erased(path.name, n, lessons))


def set_learner(name: str) -> Reply:
    """Write your name into your progress file, for the teacher who collects it."""
    if not isinstance(name, str) or not name.strip() or "\n" in name or len(name) > MAX_NAME:
        return Reply(replies.name_refused())
    SESSION.name(name.strip())
    note = SESSION.progress().note
    if note:
        return Reply(replies.name_in_memory(note))
    return Reply(replies.name_saved(SESSION.file.name, name.strip()))


def this_lesson(name: str) -> Reply:
    """Say which lesson this notebook is (a teacher's own notebook on the course site, where
    the notebook's name cannot be known): the answers from now on count for it."""
    if not isinstance(name, str) or not name.strip() or "\n" in name or len(name) > MAX_NAME:
        return Reply(replies.lesson_refused())
    SESSION.declare(name.strip())
    return Reply(replies.lesson_counted(name.strip()))


def forget() -> None:
    """Forget every exercise asked so far in this session (a fresh start in the same kernel;
    the saved progress stays: `reset_progress` erases it)."""
    SESSION.forget()


__all__ = [
    "ENV",
    "SESSION",
    "Progress",
    "Record",
    "Reply",
    "Session",
    "forget",
    "progress",
    "reset_progress",
    "running_lesson",
    "set_learner",
    "this_lesson",
]
