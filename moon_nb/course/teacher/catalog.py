"""The exercises each tutorial asks, in order, found by running the tutorial itself.

A lesson's exercises are whatever its code builds: every `Exercise` that a code cell of the
notebook constructs (``exercise = SuitQuiz(5)``, ``Quiz(WhichWins([...]))``), in the order the
cells build them. Nothing is read from the lessons' words or headings, which change as the
lessons are rewritten; what is read is the notebook's code, run top to bottom in this process,
as a learner would run it (every notebook is checked to run by nbval).

While it runs, each exercise class is watched: a call made by a cell's own code is written out
as Python that builds the same exercise standing alone (`moon_nb.course.teacher.rebuild`), and that
code is run again at once and must give an exercise with the same `Exercise.id` — the same question
and pictures — or the catalog refuses to list it. The learner's progress is left alone: while a
lesson runs here, nothing it asks or answers is recorded as theirs.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import importlib
import io
import json
import os
import pkgutil
import re
import sys
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import moon_nb.exercises
from moon_nb.course.teacher.rebuild import ConstructorCall, exercise_code
from moon_nb.course.tutorials import tutorial_notebooks
from moon_nb.exercises.exercise import Exercise
from moon_nb.progress.store import SESSION
from moon_nb.review.deck import Deck


@dataclass(frozen=True)
class Lesson:
    """A tutorial notebook, or a teacher's own: its number (from a tutorial's file name,
    ``03-...`` is 3; None for a teacher's notebook), its name (a tutorial's file name without
    ``.ipynb``; for a teacher's notebook the lesson it declares with ``this_lesson(...)``, the
    name its answers are filed under, else its file name), its title (its first heading, for
    showing only) and where it is."""

    number: int | None
    name: str
    title: str
    path: Path

    @property
    def stem(self) -> str:
        """The notebook's file name without ``.ipynb``."""
        return self.path.stem

    @property
    def called(self) -> str:
        """How the lesson is named in a sentence: ``"lesson 3"``, or a teacher's notebook's
        title."""
        return f"lesson {self.number}" if self.number is not None else f"“{self.title}”"


@dataclass(frozen=True)
class Entry:
    """An exercise a lesson asks: the lesson, its place there (1 for the first), the exercise,
    the code that builds it standing alone (imports, then ``exercise = ...``), and the source of
    the notebook's cell that built it, with that cell's index among the notebook's cells."""

    lesson: Lesson
    number: int
    exercise: Exercise[Any]
    code: str
    cell: str
    cell_index: int

    @property
    def label(self) -> str:
        """``"Lesson 3, exercise 2"`` (a teacher's notebook: its title, then the exercise)."""
        called = self.lesson.called
        return f"{called[0].upper()}{called[1:]}, exercise {self.number}"


@dataclass(frozen=True)
class Catalog:
    """The lessons chosen, in order, and every exercise they ask, lesson by lesson."""

    lessons: tuple[Lesson, ...]
    entries: tuple[Entry, ...]

    def of(self, lesson: Lesson) -> tuple[Entry, ...]:
        """The exercises one lesson asks, in order."""
        return tuple(e for e in self.entries if e.lesson == lesson)


class CatalogError(RuntimeError):
    """A lesson that cannot be listed: its code failed, or an exercise it builds cannot be
    built again standing alone. The message says which and why."""


# --- the lessons ---------------------------------------------------------------------------


def all_lessons() -> list[Lesson]:
    """Every tutorial, in order."""
    return [_lesson(path) for path in tutorial_notebooks()]


def choose_lessons(names: Sequence[str | int] = ()) -> list[Lesson]:
    """The lessons named — a tutorial by number (``3``, ``"03"``) or name
    (``"03-following-suit"``, or ``"following-suit"``), a teacher's own notebook by its path
    (``"my/week-1.ipynb"``) — in the order named, each once; every tutorial when none is named.
    Raises ValueError, listing the lessons, for a name that is none of them."""
    lessons = all_lessons()
    if not names:
        return lessons
    chosen: list[Lesson] = []
    for name in names:
        found = [lesson for lesson in lessons if _names(lesson, name)] or _own(name)
        if not found:
            known = ", ".join(f"{x.number} ({x.name})" for x in lessons)
            raise ValueError(
                f"there is no lesson {name!r}; the lessons are {known}, or a notebook of your "
                "own by its path (my/week-1.ipynb)"
            )
        if found[0] not in chosen:
            chosen.append(found[0])
    return chosen


DECLARED = re.compile(r"""\bthis_lesson\(\s*(?:name\s*=\s*)?(["'])(.+?)\1\s*\)""")
"""A teacher's notebook saying which lesson it is: ``this_lesson("week-1")``."""


def _own(name: str | int) -> list[Lesson]:
    """A teacher's own notebook, named by the path to its ``.ipynb`` file (none otherwise)."""
    path = Path(str(name)).expanduser()
    if path.suffix != ".ipynb":
        return []
    if not path.is_file():
        raise ValueError(f"there is no notebook {path}")
    try:
        cells = notebook_cells(path)
    except (OSError, ValueError, KeyError, TypeError) as error:
        raise ValueError(f"{path} is not a notebook that can be read ({error})") from error
    code = [_source(c) for c in cells if c.get("cell_type") == "code"]
    declared = [m.group(2).strip() for c in code for m in DECLARED.finditer(c)]
    title = first_heading(cells) or path.stem
    return [Lesson(None, declared[0] if declared else path.stem, title, path.resolve())]


def _names(lesson: Lesson, name: str | int) -> bool:
    text = str(name).strip().lower().removesuffix(".ipynb")
    if text.isdigit():
        return int(text) == lesson.number
    return text in (lesson.name, re.sub(r"^\d+-", "", lesson.name))


def _lesson(path: Path) -> Lesson:
    match = re.match(r"(\d+)", path.stem)
    if not match:
        raise CatalogError(f"{path.name}: a tutorial's file name starts with its number")
    return Lesson(
        int(match.group(1)), path.stem, first_heading(notebook_cells(path)) or path.stem, path
    )


def notebook_cells(path: Path) -> list[dict[str, Any]]:
    """The cells of the notebook at ``path``, as its JSON holds them."""
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    if not isinstance(cells, list):
        raise TypeError("its cells are not a list")
    return cells


def _source(cell: dict[str, Any]) -> str:
    source = cell.get("source", "")
    return "".join(source) if isinstance(source, list) else str(source)


def first_heading(cells: list[dict[str, Any]]) -> str:
    """A notebook's title: the words of its first ``# `` heading ("" when it has none)."""
    for cell in cells:
        if cell.get("cell_type") == "markdown":
            for line in _source(cell).splitlines():
                if line.startswith("# "):
                    return line[2:].strip()
    return ""


# --- the catalog ---------------------------------------------------------------------------


def catalog(names: Sequence[str | int] = ()) -> Catalog:
    """The exercises of the lessons named (every lesson when none is), found by running each
    lesson's code here (see the module docstring). Takes a few seconds."""
    lessons = choose_lessons(names)
    entries: list[Entry] = []
    for lesson in lessons:
        entries += lesson_exercises(lesson)
    return Catalog(tuple(lessons), tuple(entries))


def add_lessons_argument(parser: argparse.ArgumentParser) -> None:
    """The commands' way of naming lessons: by number or name, all of them when none is."""
    parser.add_argument(
        "lessons",
        nargs="*",
        metavar="LESSON",
        help="lessons by number (3) or name (03-following-suit); all of them when none is given",
    )


CELL = "<moon_nb lesson {name}, cell {index}>"
"""How a lesson's cell is named as it runs here: the mark by which a call made by a cell's own
code is told from a call made inside the library."""


def lesson_exercises(lesson: Lesson) -> list[Entry]:
    """Run one lesson's code cells in order, in a fresh namespace, and list every exercise its
    cells build. Raises `CatalogError` if a cell fails."""
    cells = notebook_cells(lesson.path)
    made: list[tuple[Exercise[Any], ConstructorCall, int]] = []
    at = [0]
    namespace: dict[str, Any] = {"__name__": "__main__", "display": _no_display}
    with _watching(lambda ex, call: made.append((ex, call, at[0]))), _quiet(lesson.path.parent):
        for index, cell in enumerate(cells):
            if cell.get("cell_type") != "code":
                continue
            at[0] = index
            code = _python(_source(cell))
            name = CELL.format(name=lesson.name, index=index)
            try:
                exec(compile(code, name, "exec"), namespace)
            except Exception as error:
                raise CatalogError(
                    f"{lesson.name}: cell {index} failed: {type(error).__name__}: {error}"
                ) from error
    entries = []
    for number, (exercise, call, index) in enumerate(made, 1):
        _check_rebuilds(lesson, number, exercise, call.code)
        entries.append(Entry(lesson, number, exercise, call.code, _source(cells[index]), index))
    return entries


def _python(source: str) -> str:
    """A cell's code without IPython's ``%magic`` and ``!shell`` lines, which plain Python
    cannot run (the tutorials have none today; a line of them must not stop the catalog)."""
    lines = source.splitlines()
    return "\n".join("pass" if line.lstrip().startswith(("%", "!")) else line for line in lines)


def _no_display(*objects: Any, **options: Any) -> None:
    """IPython's ``display``, which shows nothing here."""


def _check_rebuilds(lesson: Lesson, number: int, exercise: Exercise[Any], code: str) -> None:
    namespace: dict[str, Any] = {}
    with _unrecorded():
        exec(compile(code, f"<rebuilding {lesson.name} exercise {number}>", "exec"), namespace)
    again = namespace["exercise"]
    if again.id != exercise.id:
        raise CatalogError(
            f"{lesson.name}, exercise {number}: the code written for it builds another "
            f"exercise ({again.id}, not {exercise.id}):\n{code}"
        )


@contextlib.contextmanager
def _quiet(folder: Path) -> Iterator[None]:
    """Run in the notebook's folder (as Jupyter does), its printing not shown, the learner's
    progress not touched."""
    here = Path.cwd()
    os.chdir(folder)
    try:
        with (
            contextlib.redirect_stdout(io.StringIO()),
            contextlib.redirect_stderr(io.StringIO()),
            _unrecorded(),
        ):
            yield
    finally:
        os.chdir(here)


@contextlib.contextmanager
def _unrecorded() -> Iterator[None]:
    """Nothing asked, answered or shown while this runs counts in the learner's progress, no
    hand a lesson plays goes into their review deck, and a lesson's ``this_lesson(...)`` does
    not change this session's lesson: the session's recording methods do nothing meanwhile."""
    recording = ("ask", "answered", "solution_shown", "declare", "keep")
    names = [n for n in recording if hasattr(SESSION, n)]
    before = {name: SESSION.__dict__.get(name) for name in [*names, "deck"]}
    for name in names:
        setattr(SESSION, name, _no_display)
    # A lesson's Review() reads no one's deck (nor weighs the hands kept in it, every run).
    SESSION.deck = Deck  # type: ignore[method-assign]
    try:
        yield
    finally:
        for name, value in before.items():
            if value is None:
                delattr(SESSION, name)
            else:
                setattr(SESSION, name, value)


def _exercise_classes() -> list[type[Exercise[Any]]]:
    """Every exercise class (each module of `moon_nb.exercises` imported first, so none is
    missed), subclasses of subclasses included."""
    for module in pkgutil.iter_modules(moon_nb.exercises.__path__):
        importlib.import_module(f"moon_nb.exercises.{module.name}")
    found: list[type[Exercise[Any]]] = []
    todo = list(Exercise.__subclasses__())
    while todo:
        kind = todo.pop()
        if kind not in found:
            found.append(kind)
            todo += kind.__subclasses__()
    return found


@contextlib.contextmanager
def _watching(seen: Callable[[Exercise[Any], ConstructorCall], None]) -> Iterator[None]:
    """While this runs, each exercise built by a lesson cell's own code is passed to ``seen``
    with its call written out (before the call runs: the cell may change its values later)."""
    kinds = _exercise_classes()
    own = {kind: kind.__dict__.get("__init__") for kind in kinds}
    for kind in kinds:
        kind.__init__ = _watched(kind, seen)  # type: ignore[method-assign]
    try:
        yield
    finally:
        for kind, init in own.items():
            if init is None:
                del kind.__init__
            else:
                kind.__init__ = init  # type: ignore[method-assign]


LESSONS = str(Path(moon_nb.exercises.__file__).resolve().parent)
"""The exercises' own code: an exercise a cell asks for through it (``WhichWins.from_trick``) is
the cell's."""


def _asked_by_a_cell(frame: Any) -> bool:
    """The exercise being built was asked for by a lesson cell: directly, or through the
    lessons' own constructors — not by other library code."""
    while frame is not None:
        name = frame.f_code.co_filename
        if name.startswith("<moon_nb lesson "):
            return True
        if not name.startswith(LESSONS):
            return False
        frame = frame.f_back
    return False


def _watched(
    kind: type[Exercise[Any]], seen: Callable[[Exercise[Any], ConstructorCall], None]
) -> Any:
    own = kind.__dict__.get("__init__")

    @functools.wraps(own or Exercise.__init__)
    def init(self: Exercise[Any], *args: Any, **kwargs: Any) -> None:
        call = None
        if type(self) is kind and _asked_by_a_cell(sys._getframe(1)):
            call = exercise_code(kind, args, kwargs)
        if own is not None:
            own(self, *args, **kwargs)
        else:
            super(kind, self).__init__(*args, **kwargs)
        if call is not None:
            seen(self, call)

    return init


__all__ = [
    "CELL",
    "Catalog",
    "CatalogError",
    "Entry",
    "Lesson",
    "all_lessons",
    "catalog",
    "choose_lessons",
    "lesson_exercises",
]
