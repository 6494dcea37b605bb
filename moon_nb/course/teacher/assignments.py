"""Autograded assignments for nbgrader from the lessons' exercises:
``python -m moon_nb assignments COURSE_DIR [LESSON ...]``.

It writes an nbgrader course folder: ``source/<assignment>/<notebook>.ipynb`` for each lesson
chosen (`moon_nb.course.teacher.catalog`: tutorials by number or name, a teacher's own notebooks by
path), and an ``nbgrader_config.py`` with the course id (`moon_nb.course.teacher.grader_config`);
with an exchange folder of its own, also ``for-students/nbgrader_config.py``, which each student
saves as ``~/.jupyter/nbgrader_config.py`` to fetch and submit. With no lesson named, every
tutorial that asks exercises is taken (the others are named as skipped). By default each lesson
is its own assignment, named like the lesson — a tutorial like its notebook
(``03-following-suit``), a teacher's notebook by the lesson its ``this_lesson(...)`` declares
(its file's name if it declares none), the name its answers have in the progress tables — so a
teacher hands them out one at a time; ``--assignment NAME`` puts every lesson chosen into one
assignment instead, one notebook a lesson. Each exercise is four cells:

- the question (its words, and its pictures as ``<img>`` data URIs), read-only;
- a read-only setup cell that builds the exercise (`Entry.code`): the learner may run it to see
  the question drawn;
- the answer cell, where the learner writes ``answer = ...``; in the instructor's copy it holds
  a right answer between ``### BEGIN SOLUTION`` and ``### END SOLUTION``, which nbgrader takes
  out of the copy it releases;
- a locked test cell worth ``points``, its test hidden: it builds the exercise again and marks
  the answer with the engine (`moon_nb.course.teacher.marks.grade`), earning part of the points
  where the answer has parts, and saying why.

Grading runs every cell again in a new kernel, which must have moon_nb installed; the config
stops any cell after ``timeout`` seconds (a loop that never ends earns nothing, and grading goes
on), and releases each answer cell as ``answer = ...``.

In another language (``--lang hu``) every word of the notebooks is said in it: the framing
sentences, each exercise's title, question, pictures and form, the tutorials' titles (those of
``notebooks/hu/``); a read-only cell after the introduction sets the kernel's language
(``moon_nb.set_language("hu")``), so the exercise drawn in the setup cell and the engine's words
on an answer when it is graded are in it too. The exercises, their code and the marks are the
same in every language.
"""

from __future__ import annotations

import argparse
import json
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from moon_nb.course.command import carried_out
from moon_nb.course.teacher.catalog import (
    CatalogError,
    Entry,
    Lesson,
    add_lessons_argument,
    catalog,
    first_heading,
    notebook_cells,
)
from moon_nb.course.teacher.exchange import default_exchange
from moon_nb.course.teacher.grader_config import (
    Outcome,
    Settings,
    course_id_of,
    settle,
    students_config,
)
from moon_nb.course.teacher.marks import model_answer
from moon_nb.course.tutorials import tutorial_languages, tutorial_notebooks
from moon_nb.progress.standing import plural
from moon_nb.speech import ENGLISH, LANGUAGES, Verbatim, _, amount, ngettext, speaking, spoken


@dataclass(frozen=True)
class Written:
    """What `write_course` wrote: the source notebooks, each with its assignment; what became
    of the config; how many exercises; the lessons left out for asking none."""

    notebooks: tuple[tuple[str, Path], ...]
    config: Outcome
    exercises: int
    skipped: tuple[Lesson, ...] = ()
    students: Path | None = None
    """The students' config, written when the course has an exchange folder of its own."""


def assignment_name(name: str, what: str = "an assignment") -> str:
    """``name`` if nbgrader and a file system both take it as an assignment's name (letters,
    digits, ``-`` and ``_``); raises ValueError, saying so, otherwise."""
    if not re.fullmatch(r"[A-Za-z0-9][A-Za-z0-9_-]*", name):
        raise ValueError(
            f"{name!r} cannot name {what}: use letters, digits, - and _ "
            "(starting with a letter or digit)"
        )
    return name


def write_course(
    course: Path | str,
    lessons: Sequence[str | int] = (),
    points: float = 1,
    timeout: int = 60,
    assignment: str | None = None,
    force: bool = False,
    course_id: str | None = None,
    exchange: Path | str | None = None,
    lang: str = ENGLISH,
) -> Written:
    """Write an nbgrader course into the folder ``course`` (made if missing) from the lessons
    named (every tutorial that asks exercises when none is): see the module docstring. The
    course id is ``course_id``, else made from the folder's name; ``exchange`` is the exchange
    folder written into the config (nbgrader's default when None). Nothing is written when a
    notebook it would write is already there, unless ``force``; an ``nbgrader_config.py``
    already there is the teacher's and is never overwritten
    (`moon_nb.course.teacher.grader_config`).
    Raises ValueError, FileExistsError or NotADirectoryError, saying why and having changed
    nothing. ``lang``: the language the notebooks speak (see the module docstring), one the
    tutorials are in."""
    course = Path(course)
    lang = spoken(lang)
    if lang not in tutorial_languages():
        raise ValueError(
            f"the tutorials are not in {LANGUAGES[lang]} ({lang}) yet: "
            f"{', '.join(tutorial_languages())}"
        )
    if points <= 0:
        raise ValueError(f"an exercise is worth more than 0 points, not {points}")
    if timeout < 1:
        raise ValueError(f"the timeout is a whole number of seconds, at least 1, not {timeout}")
    if assignment is not None:
        assignment_name(assignment)
    if course_id is not None:
        assignment_name(course_id, "a course id")
    if course.exists() and not course.is_dir():
        raise NotADirectoryError(f"{course} is a file, not a folder: nothing was written")
    settings = Settings(
        timeout,
        course_id or course_id_of(course),
        None if exchange is None else str(Path(exchange).expanduser().absolute()),
    )
    found = catalog(lessons)
    skipped = tuple(lesson for lesson in found.lessons if not found.of(lesson))
    if skipped and lessons:  # asked for by name: say so rather than leave it out
        raise ValueError(f"{skipped[0].called} ({skipped[0].name}) asks no exercise")
    chosen = [lesson for lesson in found.lessons if found.of(lesson)]
    if not chosen:
        raise ValueError("the lessons chosen ask no exercise: nothing was written")
    for lesson in chosen:
        if assignment is None:
            assignment_name(
                lesson.name, f"the assignment of {lesson.path.name} (give --assignment)"
            )
    targets = [
        (assignment or lesson.name, course / "source" / (assignment or lesson.name), lesson)
        for lesson in chosen
    ]
    there = [
        folder / f"{lesson.stem}.ipynb"
        for _, folder, lesson in targets
        if (folder / f"{lesson.stem}.ipynb").exists()
    ]
    if there and not force:
        listed = ", ".join(str(p.relative_to(course)) for p in there)
        raise FileExistsError(
            f"{course} already has {listed}: nothing was written (--force replaces them)"
        )
    notebooks = [
        (name, folder, lesson_notebook(lesson, found.of(lesson), points, lang))
        for name, folder, lesson in targets
    ]
    written: list[tuple[str, Path]] = []
    for (name, folder, notebook), (_name, _folder, lesson) in zip(notebooks, targets, strict=True):
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / f"{lesson.stem}.ipynb"
        path.write_text(json.dumps(notebook, indent=1, ensure_ascii=False) + "\n", "utf-8")
        written.append((name, path))
    config = settle(course / "nbgrader_config.py", settings, force)
    students = None
    if config.exchange is not None and config.course_id is not None:
        students = course / "for-students" / "nbgrader_config.py"
        students.parent.mkdir(exist_ok=True)
        students.write_text(students_config(config.course_id, config.exchange), "utf-8")
    return Written(tuple(written), config, len(found.entries), skipped, students)


# --- a lesson's notebook -------------------------------------------------------------------


def lesson_notebook(
    lesson: Lesson, entries: Sequence[Entry], points: float, lang: str = ENGLISH
) -> dict[str, Any]:
    """The instructor's notebook of one lesson's exercises (nbformat 4.5, nbgrader cell
    metadata), each exercise worth ``points``, said in ``lang``."""
    if not entries:
        raise ValueError(f"{lesson.called} ({lesson.name}) asks no exercise")
    with speaking(lang):
        cells = [_intro(lesson, len(entries), points, _title(lesson, lang))]
        if lang != ENGLISH:
            # The kernel speaks the notebook's language: the exercise drawn, and the engine's
            # words on an answer when it is graded (every cell runs again, in order).
            code = f'import moon_nb\n\nmoon_nb.set_language("{lang}")'
            cells.append(_cell("code", f"{lesson.name}-language", code, _meta("language", True)))
        for entry in entries:
            cells += _exercise_cells(entry, points)
    return {
        "cells": cells,
        "metadata": {
            "kernelspec": {
                "display_name": "Python 3 (ipykernel)",
                "language": "python",
                "name": "python3",
            },
            "language_info": {"name": "python"},
            "moon_nb": {"lesson": lesson.name, "exercises": [e.exercise.id for e in entries]},
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }


def _points(points: float) -> str:
    """``points`` an exercise is worth, in words: "1 point", "2.5 points"."""
    # TRANSLATORS: {points} is a number of points an exercise is worth: 1, 2, 0.5.
    return ngettext(
        "{points} point", "{points} points", 1 if points == 1 else 2, points=amount(points)
    )


def _title(lesson: Lesson, lang: str) -> str:
    """The lesson's title in ``lang``: a tutorial's, from its notebook in that language; a
    teacher's notebook's own (in the language the teacher wrote it in)."""
    if lesson.number is None or lang not in tutorial_languages()[1:]:
        return lesson.title  # English, or the tests' pseudo-language
    for path in tutorial_notebooks(lang):
        if path.stem == lesson.stem:
            return first_heading(notebook_cells(path)) or lesson.title
    return lesson.title


def _intro(lesson: Lesson, count: int, points: float, title: str) -> dict[str, Any]:
    """The notebook's heading and how to answer: said in the language of the moment."""
    # A whole sentence for each kind of lesson: the lesson is no phrase put into another.
    if lesson.number is None:
        worth = ngettext(
            "{n} exercise from the notebook “{title}”, worth {points}.",
            "{n} exercises from the notebook “{title}”, each worth {points}.",
            count,
            title=Verbatim(markdown_text(title)),
            points=_points(points),
        )
    else:
        worth = ngettext(
            "{n} exercise from lesson {number} of the Moon tutorials, worth {points}.",
            "{n} exercises from lesson {number} of the Moon tutorials, each worth {points}.",
            count,
            number=lesson.number,
            points=_points(points),
        )
    # TRANSLATORS: {menu} is JupyterLab's menu item, in JupyterLab's own words; `answer = ...`
    # is Python the learner writes, kept as it is.
    how = _(
        "Under each question, write your answer in its cell as `answer = ...`, replacing `...`, "
        "in the form the question asks. Then run every cell from the top ({menu}) before you "
        "submit.",
        menu=Verbatim("*Run → Run All Cells*"),
    )
    text = (
        "# "
        + _("Exercises: {title}", title=Verbatim(markdown_text(title)))
        + f"\n\n{worth} {how}\n\n"
        + _(
            "Your answers are checked by the rules engine when they are graded. An answer made "
            "of parts — several tiles, a list in order, a number for each seat — earns part of "
            "the points for the part that is right; a wrong tile or number takes one right one "
            "back."
        )
    )
    return _cell("markdown", f"{lesson.name}-intro", text, _meta("intro", locked=True))


def _exercise_cells(entry: Entry, points: float) -> list[dict[str, Any]]:
    ex, n = entry.exercise, entry.number
    key = f"{entry.lesson.name}-{n}"
    tag = {"exercise": ex.id, "title": ex.title}  # read back by moon_nb.course.teacher.grades
    pictures = "".join(f._repr_html_() for f in ex.figures())
    heading = _("Exercise {n} · {title}", n=n, title=markdown_text(ex.heading))
    # TRANSLATORS: {form} is the form an answer takes ("a tile such as '6-4'"); `answer = ...`
    # is Python the learner writes, kept as it is.
    asked = _(
        "*Your answer:* {form}. Write it in the cell below as `answer = ...` ({points}).",
        form=markdown_text(ex.how_written),
        points=_points(points),
    )
    question = (
        f"## {heading}\n\n{markdown_text(ex.question())}\n\n"
        + (f"<div>{pictures}</div>\n\n" if pictures else "")
        + asked
    )
    # A Python comment is one line: the form said in words has none of its own.
    answer = (
        "# " + _("Your answer: {form}.", form=ex.how_written) + "\n"
        "### BEGIN SOLUTION\n"
        f"answer = {model_answer(ex)!r}\n"
        "### END SOLUTION"
    )
    checks = _(
        "The rules engine checks your answer here when it is graded: {points}.",
        points=_points(points),
    )
    test = (
        f"# {checks}\n"
        "### BEGIN HIDDEN TESTS\n"
        "from moon_nb.course.teacher.marks import grade\n"
        f"{entry.code}\n"
        f"grade(exercise, globals(), points={points:g})\n"
        "### END HIDDEN TESTS"
    )
    return [
        _cell("markdown", f"{key}-question", question, _meta(f"ex{n}-question", True), tag),
        _cell("code", f"{key}-setup", f"{entry.code}\nexercise", _meta(f"ex{n}-setup", True), tag),
        _cell("code", f"{key}-answer", answer, _meta(f"ex{n}-answer", solution=True), tag),
        _cell("code", f"{key}-test", test, _meta(f"ex{n}-test", True, points=points), tag),
    ]


def _meta(
    grade_id: str, locked: bool = False, solution: bool = False, points: float | None = None
) -> dict[str, Any]:
    """A cell's nbgrader metadata: read-only (``locked``), an answer (``solution``), or a test
    worth ``points``."""
    meta: dict[str, Any] = {
        "grade": points is not None,
        "grade_id": grade_id,
        "locked": locked,
        "schema_version": 3,
        "solution": solution,
    }
    if points is not None:
        meta["points"] = points
    return meta


def _cell(
    kind: str,
    cell_id: str,
    source: str,
    nbgrader: dict[str, Any],
    moon: dict[str, Any] | None = None,
) -> dict[str, Any]:
    metadata: dict[str, Any] = {"nbgrader": nbgrader}
    if moon:
        metadata["moon_nb"] = moon
    cell: dict[str, Any] = {"cell_type": kind, "id": cell_id, "metadata": metadata}
    cell["source"] = source
    if kind == "code":
        cell["execution_count"] = None
        cell["outputs"] = []
    return cell


def markdown_text(text: str) -> str:
    """Plain words as Markdown that shows them as they are: every character Markdown could
    read as markup is escaped."""
    return re.sub(r"([\\`*_{}\[\]<>#|!~])", r"\\\1", text)


# --- the command: python -m moon_nb assignments COURSE_DIR [LESSON ...] --------------------

HELP = "write an nbgrader course of the lessons' exercises"
DESCRIPTION = (
    "Write an nbgrader course into COURSE_DIR from the lessons' exercises: "
    "source/<assignment>/<lesson>.ipynb, autograded, and an nbgrader_config.py with the course "
    "id. With no LESSON, every tutorial that asks exercises. A LESSON is a tutorial's number or "
    "name, or the path to a notebook of your own (my/week-1.ipynb). Each lesson is an "
    "assignment of its own unless --assignment names one for them all. An nbgrader_config.py "
    "you edited is never overwritten."
)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("course", type=Path, metavar="COURSE_DIR", help="the course folder")
    add_lessons_argument(parser)
    parser.add_argument(
        "--assignment", metavar="NAME", help="one assignment NAME for all the lessons chosen"
    )
    parser.add_argument(
        "--course-id",
        metavar="ID",
        help="the course id nbgrader files the assignments under (default: the folder's name)",
    )
    parser.add_argument(
        "--exchange",
        type=Path,
        metavar="DIR",
        help="the exchange folder release_assignment, fetch_assignment, submit and collect "
        "share (default: nbgrader's own, which the command names); the students get a config "
        "naming it, for-students/nbgrader_config.py",
    )
    parser.add_argument(
        "--points", type=float, default=1.0, help="points each exercise is worth (default 1)"
    )
    parser.add_argument(
        "--timeout",
        type=int,
        default=60,
        help="seconds a cell may run when graded (default 60)",
    )
    parser.add_argument(
        "--force",
        action="store_true",
        help="replace the notebooks already there (and a config moon_nb wrote; never yours)",
    )
    parser.add_argument(
        "--lang",
        default=ENGLISH,
        metavar="CODE",
        help="the language of the notebooks: en (default), hu, hy, fi, mr or lo",
    )


def run(args: argparse.Namespace) -> int:
    done = carried_out(
        "assignments",
        lambda: write_course(
            args.course,
            args.lessons,
            args.points,
            args.timeout,
            args.assignment,
            args.force,
            args.course_id,
            args.exchange,
            args.lang,
        ),
        CatalogError,
    )
    if done is None:
        return 1
    written = done.value
    print(
        f"Wrote {plural(written.exercises, 'exercise')} in "
        f"{plural(len(written.notebooks), 'notebook')} into {args.course} ({done.seconds:.0f} s):"
    )
    for name, path in written.notebooks:
        print(f"  {path.relative_to(args.course)}   (assignment {name})")
    if written.skipped:
        names = ", ".join(lesson.name for lesson in written.skipped)
        print(f"Skipped, asking no exercise: {names}.")
    print(f"  {written.config.said}.")
    if args.course_id is None and written.config.written:
        print(
            f"The course id is {written.config.course_id!r}, from the folder's name "
            "(--course-id names another)."
        )
    if written.students is not None:
        print(
            f"  {written.students.relative_to(args.course)}: give it to each student, to save "
            "as ~/.jupyter/nbgrader_config.py (it names the exchange folder, "
            f"{written.config.exchange})."
        )
    elif written.config.written and written.config.exchange is None:
        print(
            f"The exchange folder is nbgrader's default, {default_exchange() or 'its own'}: on "
            "a JupyterHub the hub's config names the one it shares; elsewhere --exchange names "
            "one, and writes a config for the students."
        )
    first = written.notebooks[0][0]
    print(
        f"Then, in {args.course}: nbgrader generate_assignment {first}, and "
        f"nbgrader release_assignment {first} to hand it out."
    )
    return 0
