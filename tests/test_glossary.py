"""The glossary: every term the lessons use is defined (in bold) where a lesson first uses it,
the glossary says where that is, no lesson's saved output uses a term before a lesson has
explained it, and every lesson links to the glossary notebook, which shows every term."""

from __future__ import annotations

import html
import importlib.util
import re
from pathlib import Path
from typing import Any

import nbformat
import pytest
from support import pictures_in

from moon_nb.reference.glossary import NOTEBOOKS, TERMS, Term, glossary

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ROOT / "tutorials" / "source"


def _build() -> Any:
    spec = importlib.util.spec_from_file_location("notebook_build", ROOT / "tutorials/build.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


BUILD = _build()
LESSONS = {n: SOURCES / name.replace(".ipynb", ".md") for n, (name, _) in NOTEBOOKS.items()}
GLOSSARY = max(LESSONS)
"""The last notebook is the glossary itself: a reference, not a lesson."""


def _prose(number: int) -> str:
    """A lesson's Markdown, as a reader reads it: no code spans or code blocks, no link
    targets."""
    text = "\n\n".join(
        source
        for kind, source in BUILD.parse_source(LESSONS[number].read_text(encoding="utf-8"))
        if kind == "markdown"
    )
    text = re.sub(r"```.*?```", "", text, flags=re.S)
    text = re.sub(r"`[^`]*`", "", text)
    return re.sub(r"\]\([^)]*\)", "]", text)


def _mentions(term: Term, text: str) -> list[re.Match[str]]:
    found = [m for form in term.forms for m in re.finditer(form, text, re.I)]
    return sorted(found, key=lambda m: m.start())


def _first_use(term: Term) -> tuple[int, int] | None:
    """The lesson that first uses ``term`` in its prose, and where."""
    for number in sorted(LESSONS):
        if number == GLOSSARY:
            continue
        found = _mentions(term, _prose(number))
        if found:
            return number, found[0].start()
    return None


@pytest.mark.parametrize("term", TERMS, ids=lambda t: t.name)
def test_a_term_is_defined_where_it_is_first_used(term: Term) -> None:
    first = _first_use(term)
    assert first is not None, f"no lesson uses {term.name!r}: take it out of the glossary"
    number, at = first
    assert number == term.first, (
        f"{term.name!r} is first used in notebook {number}; the glossary says {term.first}"
    )
    text = _prose(number)
    bold = [m for m in re.finditer(r"\*\*(.+?)\*\*", text, re.S) if _mentions(term, m.group(1))]
    assert bold, f"notebook {number} uses {term.name!r} and never defines it (in bold)"
    before = text[max(0, at - 60) : at + 30].replace("\n", " ")
    assert bold[0].start() <= at, (
        f"notebook {number} uses {term.name!r} before it defines it: ...{before}..."
    )


def _outputs(cell: Any) -> str:
    parts = []
    for output in cell.get("outputs", []):
        parts.append(output.get("text", ""))
        data = output.get("data", {})
        parts.append(data.get("text/plain", ""))
    return "\n".join(parts)


LATER_TERMS = [t for t in TERMS if t.first > min(LESSONS)]
"""The terms a lesson after the first explains: the lessons before it may not use them (a term
of the first lesson has no lesson before it, so nothing to check)."""


def test_some_terms_are_explained_after_the_first_lesson() -> None:
    assert LATER_TERMS, "every term is explained in the first lesson: the test below checks none"


@pytest.mark.parametrize("term", LATER_TERMS, ids=lambda t: t.name)
def test_no_output_uses_a_term_before_a_lesson_explains_it(term: Term) -> None:
    """What the code of a lesson prints — a computer player's reason, a verdict — is read as
    the lesson is: it may not use a word a later lesson explains."""
    read = 0
    for number in range(min(LESSONS), term.first):
        nb = nbformat.read(ROOT / "notebooks" / NOTEBOOKS[number][0], as_version=4)
        for cell in nb.cells:
            if cell.cell_type == "code" and cell.outputs:
                read += 1
                shown = _outputs(cell)
                hit = _mentions(term, shown)
                assert not hit, (
                    f"notebook {number} shows {term.name!r} (explained in notebook "
                    f"{term.first}): {shown[max(0, hit[0].start() - 60) : hit[0].end() + 30]!r}"
                )
    assert read, f"no lesson before notebook {term.first} shows an output to read"


def test_every_lesson_links_to_the_glossary() -> None:
    for number, path in LESSONS.items():
        if number != GLOSSARY:
            assert "](10-glossary.ipynb" in path.read_text(encoding="utf-8"), path.name


def test_the_glossary_notebook_shows_every_term_with_its_pictures() -> None:
    nb = nbformat.read(ROOT / "notebooks" / NOTEBOOKS[GLOSSARY][0], as_version=4)
    shown = "\n".join(
        html.unescape(o.get("data", {}).get("text/html", ""))
        for c in nb.cells
        if c.cell_type == "code"
        for o in c.outputs
    )
    for t in TERMS:
        assert f'<dt id="{t.anchor}"><strong>{t.name}</strong>' in shown, t.name
        assert t.definition in shown, t.name
    drawn = sum(t.picture is not None for t in TERMS)
    assert drawn >= 3 and len(pictures_in(glossary()._repr_html_())) == drawn
    names = [t.name.lower() for t in glossary().terms]
    assert names == sorted(names)
