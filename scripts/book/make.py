"""Write the course book's sources (`scripts/book.sh`), or check a built book.

    python make.py NOTEBOOKS_DIR SRC_DIR [--title TITLE] [--languages CODES]
                                                            the sources, from clean copies
    python make.py --check BOOK_DIR                         refuse a page that fetches

SRC_DIR/CODE gets each language's notebooks (NOTEBOOKS_DIR/CODE: clean copies, as `choose.py`
chose them, links to lessons left out are words already), each with an ``<iframe>`` after
every cell that shows a table (the play page,
``play/index.html``: the guided path, ``path=learn``, for the cell that shows ``Learn()``; the
puzzles, ``puzzles`` (``puzzles=THEME``), for one that shows ``Puzzles()``; else at the table's
seed, level and coach when the cell names them) and after every cell that asks
an exercise (a page of that exercise, ``exercises/NAME-N.html``, titled with the lesson's
title, written by `moon_nb.course.pages.exercises_html`; the exercises are found by running
the notebook, as `moon_nb.course.teacher.catalog` does); an ``intro.md`` with the line a teacher
pastes to embed the play page elsewhere, and links to the play page's game, guided path, review
and puzzles; and Jupyter Book's ``_config.yml`` and ``_toc.yml``
(the notebooks' saved outputs shown, none run; nothing loaded from a CDN).

The book's own words are in each book's language (moon_nb's catalog:
`moon_nb.course.play.play_words.book_words`), and so are Sphinx's (its ``language``), the exercises'
pages and the play page it embeds (``lang=hu`` in its address). A book of several languages
(``--languages en,hu``: the first at the book's root, each other in a folder of its code beside
it, all sharing the root's play page) links each language's first page to the others'.

A page has no kernel, so a sentence of the notebook's that says to run a cell is the book's
own (`for_the_page`): before a live table, that the table below is live; elsewhere, that it is
what to do in the notebook. A notebook of the teacher's with no kernelspec or language info
(site.sh takes those) gets Python's, which Jupyter Book needs to show its cells.

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
from urllib.parse import quote_plus

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
      search_bar_text: {search}
"""
FETCHES = re.compile(
    r"""(?:<(?:script|img|iframe|source|embed)\b[^>]*\bsrc|<link\b[^>]*\bhref)=["']((?:https?:)?//[^"']+)"""
    r"""|@import\s+(?:url\()?["']?((?:https?:)?//[^"')]+)|url\(["']?((?:https?:)?//[^"')]+)""",
    re.I,
)


KERNELSPEC = {"name": "python3", "display_name": "Python 3", "language": "python"}
RUN_A_CELL = re.compile(r"\b[Rr]un (?:the|this|its) cells?\b")
"""A notebook's words telling the reader to run a cell, which a page without a kernel cannot
(in English; in another language, the tutorials' words for it, `run_a_cell`)."""
PARAGRAPH = re.compile(r"(\n\s*\n)")
SENTENCE = re.compile(r"(?<=[.!?։।])(\s+)")
"""Where a sentence ends: Armenian ends one with ։, Marathi may with ।."""
LIVE_TABLE = "The table below is live: Python runs in your browser, with nothing to install."


def words() -> dict[str, str]:
    """The book's own words in the language of the moment."""
    from moon_nb.course.play.play_words import book_words

    return book_words()


def run_a_cell() -> re.Pattern[str]:
    """The words of a sentence that says to run a cell, in the language of the moment."""
    from moon_nb.speech import language

    if language() == "en":
        return RUN_A_CELL
    return re.compile(re.escape(words()["run_below"]), re.I)


LANGUAGE_CELL = re.compile(r"import moon_nb\s+moon_nb\.set_language\(\"\w+\"\)\s*")
"""The cell a translated tutorial sets its language with, after its first Markdown cell."""


def sets_language(code: dict[str, Any]) -> bool:
    """Whether the cell is a translated tutorial's own cell that sets its language (the
    sentence before it speaks of the cell after it)."""
    source = "".join(code.get("source", ""))
    return code.get("cell_type") == "code" and bool(LANGUAGE_CELL.fullmatch(source.strip()))


def cell(source: str, key: str) -> dict[str, Any]:
    return {"cell_type": "markdown", "id": key, "metadata": {}, "source": source}


def shown_table(code: dict[str, Any]) -> str | None:
    """What the cell's saved output says it shows: "learn" (the guided path, `Learn()`),
    "puzzles" (`Puzzles()`), "table" (a `MoonTable`) or None."""
    for output in code.get("outputs", []):
        text = "".join(output.get("data", {}).get("text/plain", ""))
        if text.startswith("<Learn"):
            return "learn"
        if text.startswith("<Puzzles"):
            return "puzzles"
        if text.startswith("<MoonTable"):
            return "table"
    return None


def play_src(source: str, shown: str, play: str = PLAY) -> str:
    """The play page's address for a table cell: the guided path for `Learn()`; the puzzles
    for `Puzzles()`, of the theme the cell names (``Puzzles(theme="the last tricks")``); else
    the table's seed, level and coach when the cell names them (``MoonTable(seed=34,
    level="expert")``, ``coached_hand()``); the page deals at random otherwise. Outside
    English, the page speaks the book's language (``lang=hu``). ``play``: where the play page
    is from the book's page."""
    return with_lang(play + _query(source, shown))


def with_lang(address: str) -> str:
    """The play page's address, with the language of the moment when it is not English."""
    from moon_nb.speech import language

    if language() == "en":
        return address
    return address + ("&" if "?" in address else "?") + f"lang={language()}"


def _query(source: str, shown: str) -> str:
    if shown == "learn":
        return "?path=learn"
    if shown == "puzzles":
        theme = re.search(r"\bPuzzles\(\s*(?:theme\s*=\s*)?['\"]([\w ]+)['\"]", source)
        return "?puzzles" + (f"={quote_plus(theme.group(1))}" if theme else "")
    options = []
    for name, pattern in (("seed", r"\bseed\s*=\s*(\d+)"), ("level", r"\blevel\s*=\s*['\"](\w+)")):
        found = re.search(pattern, source)
        if found:
            options.append(f"{name}={found.group(1)}")
    if re.search(r"\bcoach\s*=\s*True|\bcoached_hand\(", source):
        options.append("coach=yes")
    return "?" + "&".join(options) if options else ""


def for_the_page(text: str, live_below: bool) -> str:
    """A markdown cell's words for a page with no kernel: each sentence that says to run a
    cell becomes the book's "The table below is live" when a live table follows the next cell,
    or else says it is what to do in the notebook; in the language of the moment."""
    said, run = words(), run_a_cell()
    paragraphs = PARAGRAPH.split(text)
    for number in range(0, len(paragraphs), 2):
        parts = SENTENCE.split(paragraphs[number])
        for index in range(0, len(parts), 2):
            sentence = parts[index]
            if not run.search(sentence):
                continue
            if live_below:
                parts[index] = said["live"]
            else:
                quoted = sentence[:1].lower() + sentence[1:]
                parts[index] = said["in_the_notebook"].format(sentence=quoted)
        paragraphs[number] = "".join(parts)
    return "".join(paragraphs)


def exercise_pages(path: Path, number: int, out: Path) -> dict[int, str]:
    """The notebook's exercises, each as a page of its own in ``out`` titled with the lesson's
    title, by the index of the cell that asks it; none (with a word why) if the notebook
    cannot be run here."""
    from moon_nb.course.pages import exercises_html
    from moon_nb.course.teacher.catalog import CatalogError, Lesson, first_heading, lesson_exercises

    lesson_title = first_heading(json.loads(path.read_text(encoding="utf-8"))["cells"])
    lesson_title = lesson_title or path.stem
    try:
        entries = lesson_exercises(Lesson(number, path.stem, lesson_title, path))
    except CatalogError as error:
        print(f"book.sh: {path.name}: its exercises are not embedded: {error}", file=sys.stderr)
        return {}
    pages: dict[int, str] = {}
    for entry in entries:
        name = f"{path.stem}-{entry.number}.html"
        title = words()["exercise_title"].format(lesson=lesson_title, n=entry.number)
        (out / name).write_text(exercises_html([entry.exercise], title), encoding="utf-8")
        pages.setdefault(entry.cell_index, f"exercises/{name}")
    return pages


def with_frames(
    notebook: dict[str, Any], exercises: dict[int, str], play: str = PLAY
) -> dict[str, Any]:
    """The notebook with its live frames put in after the cells they belong to, its words
    for a page with no kernel (`for_the_page`), and the kernel's names Jupyter Book needs;
    in the language of the moment. ``play``: where the play page is from the book's page."""
    said = words()
    metadata = {"kernelspec": KERNELSPEC, "language_info": {"name": "python"}}
    metadata.update(notebook.get("metadata", {}))
    cells: list[dict[str, Any]] = []
    given = notebook["cells"]
    # Each frame of a page titled by its own number: two tables titled alike on one page are
    # not told apart by a screen reader's list of frames.
    tables = exercised = 0
    for index, code in enumerate(given):
        if code.get("cell_type") == "markdown":
            after = next((c for c in given[index + 1 :] if not sets_language(c)), {})
            live = after.get("cell_type") == "code" and shown_table(after) is not None
            code = {**code, "source": for_the_page("".join(code.get("source", "")), live)}
        cells.append(code)
        if code.get("cell_type") != "code":
            continue
        source = "".join(code.get("source", ""))
        shown = shown_table(code)
        if shown:
            tables += 1
            frame = FRAME.format(
                src=html.escape(play_src(source, shown, play)),
                title=html.escape(f"{said['table_frame']} {tables}"),
                height=TABLE_HEIGHT,
            )
            cells.append(cell(f"**{said['play_here']}**\n\n{frame}\n", f"moon-play-{index}"))
        if index in exercises:
            exercised += 1
            frame = FRAME.format(
                src=exercises[index],
                title=html.escape(f"{said['exercise_frame']} {exercised}"),
                height=EXERCISE_HEIGHT,
            )
            cells.append(cell(f"**{said['try_here']}**\n\n{frame}\n", f"moon-exercise-{index}"))
    return {**notebook, "metadata": metadata, "cells": cells}


def intro(title: str, others: list[tuple[str, str]], play: str = PLAY) -> str:
    """The book's first page, in the language of the moment: what the book is, links to the play
    page's game, guided path, review and puzzles, how to embed the table elsewhere, and
    ``others``: the book in other languages (each language's own name and its first page)."""
    said = words()
    line = FRAME.format(
        src=with_lang(f"https://YOUR-HOST/PATH/{PLAY}?seed=7"), title="Moon", height=760
    )
    links = [
        (said["play_game"], with_lang(play)),
        (said["learn"], with_lang(f"{play}?path=learn")),
        (said["review"], with_lang(f"{play}?review")),
        (said["puzzles"], with_lang(f"{play}?puzzles")),
    ]
    listed = "".join(f'- <a href="{html.escape(href)}">{name}</a>\n' for name, href in links)
    theme = with_lang(f"{play}?puzzles=the+last+tricks")
    listed += f'- {said["theme"]} <a href="{html.escape(theme)}">the last tricks</a>\n'
    switch = " · ".join(f'<a href="{html.escape(href)}">{name}</a>' for name, href in others)
    return (
        f"# {title}\n\n"
        + (f"{said['other_languages']} {switch}\n\n" if others else "")
        + f"{said['intro']}\n\n{said['links']}\n\n{listed}\n"
        + f"{said['embed']}\n\n```html\n{line}\n```\n\n{said['options']}\n"
    )


BOOK_CSS = """\
/* A picture's caption in the colours of the output it sits in: the theme's own colour for a
   caption (its muted grey, light in the dark mode) read 1.41:1 on the notebook output's light
   ground there. */
.moon-figure figcaption {
  color: inherit;
}

/* In the dark mode the theme draws a notebook's HTML output (the glossary, the rules on one
   page, a hand's decisions) on a light ground with dark words, but the headings, links, code
   and focus rings in it kept the dark mode's light colours: a heading read 1.33:1 there, a
   link 2.22:1, a ring 1.72:1, a variant's code name about 1.1:1. In such an output they take
   the light mode's: the output's own words' colour for a heading, the theme's darker link
   colour (5.1:1), its light code colour (5.1:1) and its light ring (3.3:1). */
html[data-theme="dark"] .bd-content div.cell_output .text_html {
  --pst-color-inline-code: #912583;
  --pst-color-link: #085d6c;
  --pst-color-link-hover: #085d6c;
  --pst-color-accent: #c132af;
}
html[data-theme="dark"] .bd-content div.cell_output .text_html :is(h1, h2, h3, h4, h5, h6) {
  color: inherit;
}

/* The code blocks' copy button, reached by the keys, fades in over 0.3 s with its ring: it
   shows at once. */
div.highlight button.copybtn:focus-visible {
  opacity: 1;
  transition: none;
}
"""
"""The book's own styles over Jupyter Book's theme (WCAG 2.1 AA: benchmarks/axe_matrix.py's
book pages); Jupyter Book 1 links every style sheet in the source's _static folder."""


def make(
    notebooks: Path, src: Path, title: str, others: list[tuple[str, str]], play: str = PLAY
) -> None:
    """The book's sources in ``src``, in the language of the moment; ``others`` and ``play``
    as for `intro`."""
    from moon_nb.speech import language

    src.mkdir(parents=True)
    (src / "exercises").mkdir()
    (src / "_static").mkdir()
    (src / "_static" / "moon-book.css").write_text(BOOK_CSS, encoding="utf-8")
    paths = sorted(notebooks.glob("*.ipynb"))
    names = [path.stem for path in paths]
    for number, path in enumerate(paths, 1):
        notebook = json.loads(path.read_text(encoding="utf-8"))
        pages = exercise_pages(path, number, src / "exercises")
        framed = with_frames(notebook, pages, play)
        (src / path.name).write_text(json.dumps(framed), encoding="utf-8")
    (src / "intro.md").write_text(intro(title, others, play), encoding="utf-8")
    (src / "_static" / "moon-scripts.css").write_text(scripts_css(play), encoding="utf-8")
    config = CONFIG.format(
        title=json.dumps(title), search=json.dumps(words()["search"], ensure_ascii=False)
    )
    # Sphinx's own words (and the page's lang) in the book's language, where Sphinx has them.
    config += f"    language: {language()}\n"
    (src / "_config.yml").write_text(config, encoding="utf-8")
    toc = "format: jb-book\nroot: intro\nchapters:\n" + "".join(f"- file: {n}\n" for n in names)
    (src / "_toc.yml").write_text(toc, encoding="utf-8")


def scripts_css(play: str = PLAY) -> str:
    """A style sheet (in the book's ``_static/``, which Jupyter Book links from every page) that
    draws Lao, Armenian and Devanagari in the faces the play page ships ("Moon Scripts", each
    for its script's characters only), so a reader whose machine has no font for them reads the
    book's words as the play page's; ``play``: where the play page is from a page."""
    fonts = "../" + play.rsplit("/", 1)[0] + "/fonts/fonts.css"
    first = '"Moon Scripts", var(--pst-font-family-base-system)'
    return (
        f'@import url("{fonts}");\n'
        f"html {{ --pst-font-family-base: {first}; --pst-font-family-heading: {first}; }}\n"
    )


def other_languages(lang: str, codes: list[str]) -> list[tuple[str, str]]:
    """The book's other languages (``codes``, the first at the root, each other in a folder
    of its code), each by its own name, with its first page's address from ``lang``'s pages."""
    from moon_nb.speech import languages

    names = languages()
    up = "" if lang == codes[0] else "../"
    return [
        (names[code], up + ("" if code == codes[0] else f"{code}/") + "intro.html")
        for code in codes
        if code != lang
    ]


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
    parser.add_argument("--title", default="", help="default: the book's, in its language")
    parser.add_argument(
        "--languages", default="en", help="the book's languages, the root's first (en,hu)"
    )
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args(argv)
    if args.check:
        check(args.paths[0])
        return
    from moon_nb.speech import speaking

    # One process for every language: a lesson's second run (in another language) finds its
    # exercises in a fraction of the first's time, the engine and players already warm.
    codes = args.languages.split(",")
    for code in codes:
        play = PLAY if code == codes[0] else f"../{PLAY}"
        with speaking(code):
            title = args.title or words()["title"]
            notebooks, src = args.paths[0] / code, args.paths[1] / code
            make(notebooks, src, title, other_languages(code, codes), play)


if __name__ == "__main__":
    main(sys.argv[1:])
