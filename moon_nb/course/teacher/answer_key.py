"""The answer key: ``python -m moon_nb answer-key OUT.html [LESSON ...]`` — one page that lists
every exercise of the lessons chosen (`moon_nb.course.teacher.catalog`), lesson by lesson, each
with its question, its solution and the engine's reasons (`Exercise.worked_solution`), and a right
answer as it is written in code.

The page stands alone: no script, no link out, its pictures ``<img>`` data URIs. It reads on a
screen and on paper (an exercise is not split across pages; the contents are left off).
"""

from __future__ import annotations

import argparse
import html
from collections.abc import Iterable, Sequence
from pathlib import Path

from moon_nb.course.command import add_page_arguments, carried_out, check_page
from moon_nb.course.teacher.catalog import (
    Catalog,
    CatalogError,
    Entry,
    Lesson,
    add_lessons_argument,
    catalog,
)
from moon_nb.course.teacher.marks import model_answer
from moon_nb.progress.standing import plural
from moon_nb.reference.captioned import Figure

STYLE = """
:root { color-scheme: light; }
body { font: 15px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; color: #1d1d1d;
       background: #fff; max-width: 62em; margin: 0 auto; padding: 1em 1.5em 3em; }
h1 { font-size: 1.7em; margin: 0.4em 0 0.2em; }
h2 { font-size: 1.35em; border-bottom: 2px solid #3a7bd5; padding-bottom: 0.2em; margin-top: 2em; }
h3 { font-size: 1.05em; margin: 0 0 0.3em; }
nav ol { columns: 2; }
article { border: 1px solid #d5d9e0; border-radius: 6px; padding: 0.7em 1em; margin: 1em 0; }
.question { margin: 0.2em 0 0.5em; }
.solution { border-left: 4px solid #2e9e5b; background: #f1f8f3; padding: 0.4em 0.9em;
            margin-top: 0.5em; }
.solution .headline { font-weight: 600; margin: 0.2em 0; }
.solution ul { margin: 0.3em 0; padding-left: 1.3em; }
.code { font: 0.9em ui-monospace, "SFMono-Regular", Menlo, monospace; }
figure.moon-figure img { max-width: 100%; height: auto; }
@media print {
  body { max-width: none; padding: 0; font-size: 11pt; }
  nav { display: none; }
  h2 { break-after: avoid; }
  .lesson + .lesson > h2 { break-before: page; }
  article { break-inside: avoid; }
  .solution { background: none; }
}
"""


def answer_key_html(found: Catalog, title: str = "Moon: the lessons' exercises, answered") -> str:
    """The answer key of the exercises in ``found``, as one self-contained HTML page."""
    if not found.entries:
        raise ValueError("there is no exercise to put in an answer key")
    lessons = [lesson for lesson in found.lessons if found.of(lesson)]
    contents = "".join(
        f'<li><a href="#lesson-{_text(lesson.stem)}">{_text(lesson.title)}</a> '
        f"({len(found.of(lesson))})</li>"
        for lesson in lessons
    )
    body = "".join(_lesson(lesson, found.of(lesson)) for lesson in lessons)
    return (
        "<!DOCTYPE html>\n"
        '<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{_text(title)}</title>\n<style>{STYLE}</style>\n</head>\n<body>\n"
        f"<h1>{_text(title)}</h1>\n"
        f"<p>{plural(len(found.entries), 'exercise')} from {plural(len(lessons), 'lesson')}. "
        "Each solution and its "
        "reasons are the rules engine's; the line in code is a right answer as an answer cell "
        "takes it.</p>\n"
        f"<nav><ol>{contents}</ol></nav>\n{body}</body>\n</html>\n"
    )


def _text(words: str) -> str:
    return html.escape(words, quote=True)


def _figures(figures: Iterable[Figure]) -> str:
    pictures = "".join(f._repr_html_() for f in figures)
    return f'<div class="figures">{pictures}</div>' if pictures else ""


def _lesson(lesson: Lesson, entries: Sequence[Entry]) -> str:
    items = "".join(_exercise(entry) for entry in entries)
    # A tutorial's title starts with its number ("3 · Tricks and following suit") as a rule;
    # a teacher's own notebook is headed by its title alone.
    numbered = lesson.number is None or lesson.title.startswith(f"{lesson.number} ")
    heading = lesson.title if numbered else f"Lesson {lesson.number}: {lesson.title}"
    return (
        f'<section class="lesson" id="lesson-{_text(lesson.stem)}">'
        f"<h2>{_text(heading)}</h2>{items}</section>\n"
    )


def _exercise(entry: Entry) -> str:
    ex = entry.exercise
    worked = ex.worked_solution()
    reasons = "".join(f"<li>{_text(r)}</li>" for r in worked.reasons)
    return (
        f'<article class="exercise" id="lesson-{_text(entry.lesson.stem)}-{entry.number}" '
        f'data-exercise="{_text(ex.id)}">'
        f"<h3>{entry.number}. {_text(ex.title)}</h3>"
        f'<p class="question">{_text(ex.question())}</p>{_figures(ex.figures())}'
        f'<div class="solution"><p class="headline">{_text(worked.headline)}</p>'
        + (f"<ul>{reasons}</ul>" if reasons else "")
        + _figures(worked.figures)
        + f'<p>In code: <span class="code">answer = {_text(repr(model_answer(ex)))}</span></p>'
        "</div></article>"
    )


# --- the command: python -m moon_nb answer-key OUT.html [LESSON ...] -----------------------

HELP = "write one page with every exercise and its solution"
DESCRIPTION = (
    "Write OUT.html: every exercise of the lessons named (all of them when none is), lesson by "
    "lesson, with its question, the engine's solution and reasons; one self-contained page."
)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_page_arguments(parser)
    add_lessons_argument(parser)


def run(args: argparse.Namespace) -> int:
    out: Path = args.out

    def write() -> tuple[Catalog, str]:
        check_page(out, args.force)  # before the lessons' exercises are solved
        found = catalog(args.lessons)
        page = answer_key_html(found)
        out.write_text(page, encoding="utf-8")
        return found, page

    done = carried_out("answer-key", write, CatalogError)
    if done is None:
        return 1
    found, page = done.value
    print(
        f"Wrote {out}: {plural(len(found.entries), 'exercise')} from "
        f"{plural(len(found.lessons), 'lesson')} ({len(page) // 1024} KiB, {done.seconds:.0f} s)."
    )
    return 0
