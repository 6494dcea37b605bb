"""Write the course book's sources (`scripts/book.sh`), or check a built book.

    python make.py NOTEBOOKS_DIR SRC_DIR [--title TITLE]   the sources, from clean copies
    python make.py --check BOOK_DIR                         refuse a page that fetches

SRC_DIR gets the notebooks, each with an ``<iframe>`` after every cell that shows a table (the
play page, ``play/index.html``, at the table's seed and level when the cell names them) and
after every cell that asks an exercise (a page of that exercise, ``exercises/NAME-N.html``,
written by `moon_nb.course.export.exercises_html`; the exercises are found by running the
notebook, as `moon_nb.course.catalog` does); an ``intro.md`` with the line a teacher pastes
to embed the play page elsewhere; and Jupyter Book's ``_config.yml`` and ``_toc.yml`` (the
notebooks' saved outputs shown, none run; nothing loaded from a CDN).

The check reads every page, style sheet and script of a built book and refuses any that loads
something from another host (a link a reader may follow is fine).
"""

from __future__ import annotations

import argparse
import html
import json
import re
import sys
from pathlib import Path
from typing import Any

PLAY = "play/index.html"
FRAME = (
    '<iframe src="{src}" title="{title}" width="100%" height="{height}" '
    'style="border:0; max-width:1000px" loading="lazy"></iframe>'
)
TABLE_HEIGHT, EXERCISE_HEIGHT = 760, 520
CONFIG = """\
title: {title}
author: ""
only_build_toc_files: true
execute:
  execute_notebooks: "off"
html:
  use_issues_button: false
  use_repository_button: false
  use_edit_page_button: false
  use_multitoc_numbering: false
launch_buttons:
  notebook_interface: ""
  binderhub_url: ""
  thebe: false
sphinx:
  config:
    html_show_copyright: false
    html_show_sphinx: false
    nb_ipywidgets_js: {{}}
    html_theme_options:
      use_download_button: false
      use_fullscreen_button: false
      search_bar_text: "Search the course…"
"""
FETCHES = re.compile(
    r"""(?:<(?:script|img|iframe|source|embed)\b[^>]*\bsrc|<link\b[^>]*\bhref)=["']((?:https?:)?//[^"']+)"""
    r"""|@import\s+(?:url\()?["']?((?:https?:)?//[^"')]+)|url\(["']?((?:https?:)?//[^"')]+)""",
    re.I,
)


LINK = re.compile(r"\[([^\]]+)\]\(([\w.-]+\.ipynb)(#[^)]*)?\)")
"""A markdown link to another notebook: ``[lesson 3](03-following-suit.ipynb#trump)``."""


def cell(source: str, key: str) -> dict[str, Any]:
    return {"cell_type": "markdown", "id": key, "metadata": {}, "source": source}


def relink(source: str, names: set[str]) -> str:
    """Links to the book's other pages kept; a link to a notebook the book leaves out becomes
    its words (the teacher chose the lessons)."""
    return LINK.sub(lambda m: m.group(0) if m.group(2) in names else m.group(1), source)


def shows_table(code: dict[str, Any]) -> bool:
    for output in code.get("outputs", []):
        text = "".join(output.get("data", {}).get("text/plain", ""))
        if text.startswith("<MoonTable"):
            return True
    return False


def play_src(source: str) -> str:
    """The play page's address for a table cell: its seed and level, when the cell names
    them (``MoonTable(seed=34, level="expert")``); the page deals at random otherwise."""
    options = []
    for name, pattern in (("seed", r"\bseed\s*=\s*(\d+)"), ("level", r"\blevel\s*=\s*['\"](\w+)")):
        found = re.search(pattern, source)
        if found:
            options.append(f"{name}={found.group(1)}")
    return PLAY + ("?" + "&".join(options) if options else "")


def exercise_pages(path: Path, number: int, out: Path) -> dict[int, str]:
    """The notebook's exercises, each as a page of its own in ``out``, by the index of the cell
    that asks it; none (with a word why) if the notebook cannot be run here."""
    from moon_nb.course.catalog import CatalogError, Lesson, lesson_exercises
    from moon_nb.course.export import exercises_html

    try:
        entries = lesson_exercises(Lesson(number, path.stem, path.stem, path))
    except CatalogError as error:
        print(f"book.sh: {path.name}: its exercises are not embedded: {error}", file=sys.stderr)
        return {}
    pages: dict[int, str] = {}
    for entry in entries:
        name = f"{path.stem}-{entry.number}.html"
        title = f"{path.stem}: exercise {entry.number}"
        (out / name).write_text(exercises_html([entry.exercise], title), encoding="utf-8")
        pages.setdefault(entry.cell_index, f"exercises/{name}")
    return pages


def with_frames(
    notebook: dict[str, Any], exercises: dict[int, str], names: set[str]
) -> dict[str, Any]:
    """The notebook with its live frames put in after the cells they belong to, and its links
    to notebooks the book leaves out made words."""
    cells: list[dict[str, Any]] = []
    for index, code in enumerate(notebook["cells"]):
        if code.get("cell_type") == "markdown":
            code = {**code, "source": relink("".join(code.get("source", "")), names)}
        cells.append(code)
        if code.get("cell_type") != "code":
            continue
        source = "".join(code.get("source", ""))
        if shows_table(code):
            frame = FRAME.format(
                src=html.escape(play_src(source)), title="Moon, live", height=TABLE_HEIGHT
            )
            words = f"**Play it here** — Python runs in your browser:\n\n{frame}\n"
            cells.append(cell(words, f"moon-play-{index}"))
        if index in exercises:
            frame = FRAME.format(src=exercises[index], title="Exercise", height=EXERCISE_HEIGHT)
            words = f"**Try it here** — click your answer:\n\n{frame}\n"
            cells.append(cell(words, f"moon-exercise-{index}"))
    return {**notebook, "cells": cells}


def intro(title: str, names: list[str]) -> str:
    line = FRAME.format(src=f"https://YOUR-HOST/PATH/{PLAY}?seed=7", title="Moon", height=760)
    return (
        f"# {title}\n\n"
        "The lessons, with the tables and exercises live: Python runs in your browser, and "
        "nothing is fetched from anywhere but this site.\n\n"
        f'<a href="{PLAY}">Play a game</a> on a page of its own.\n\n'
        "To embed the table in another page (a course page, an LMS), paste:\n\n"
        f"```html\n{line}\n```\n\n"
        "Options in its address: `level` (beginner, club, expert), `seed`, `players`, "
        "`min_bid`, `scoring`, `coach`, `reveal`, `theme` (light, dark) and a prepared `deal`.\n"
    )


def make(notebooks: Path, src: Path, title: str) -> None:
    src.mkdir(parents=True)
    (src / "exercises").mkdir()
    paths = sorted(notebooks.glob("*.ipynb"))
    names = [path.stem for path in paths]
    for number, path in enumerate(paths, 1):
        notebook = json.loads(path.read_text(encoding="utf-8"))
        pages = exercise_pages(path, number, src / "exercises")
        framed = with_frames(notebook, pages, {p.name for p in paths})
        (src / path.name).write_text(json.dumps(framed), encoding="utf-8")
    (src / "intro.md").write_text(intro(title, names), encoding="utf-8")
    (src / "_config.yml").write_text(CONFIG.format(title=json.dumps(title)), encoding="utf-8")
    toc = "format: jb-book\nroot: intro\nchapters:\n" + "".join(f"- file: {n}\n" for n in names)
    (src / "_toc.yml").write_text(toc, encoding="utf-8")


def check(book: Path) -> None:
    problems = []
    for path in sorted(book.rglob("*")):
        if path.suffix not in (".html", ".css", ".js") or not path.is_file():
            continue
        text = path.read_text(encoding="utf-8", errors="replace")
        if path.suffix == ".js":
            continue  # scripts name addresses in their own code; the browser test catches a fetch
        for match in FETCHES.finditer(text):
            url = next(g for g in match.groups() if g)
            if "YOUR-HOST" not in url:
                problems.append(f"{path.relative_to(book)} loads {url}")
    if problems:
        raise SystemExit(
            "book.sh: the book would fetch from elsewhere:\n  " + "\n  ".join(problems)
        )
    (book / "moon-book.json").write_text(json.dumps({"pages": len(list(book.glob("*.html")))}))


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("paths", nargs="+", type=Path)
    parser.add_argument("--title", default="Moon: a course")
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args(argv)
    if args.check:
        check(args.paths[0])
    else:
        make(args.paths[0], args.paths[1], args.title)


if __name__ == "__main__":
    main(sys.argv[1:])
