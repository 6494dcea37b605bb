"""The tutorials' words in the learner's language: what of a tutorial is translated, its
catalogs, and a tutorial's cells said in a language.

What is translated (a *unit*, one catalog entry each):

- in a Markdown cell, each paragraph (the blocks between blank lines: a heading, a list, a
  quoted tip, a paragraph of text);
- in a code cell, each comment (the text after ``#``) and each string literal a learner reads
  printed — a run of adjacent literals (implicit concatenation) is one unit, written as in the
  source, quotes and ``{…}`` fields included, so that a sentence cut over two lines is
  translated whole. A literal that is a lowercase name (``"first_bidder"``), a move in the
  game's notation (``"play 6-4"``) or holds no word is code, not words, and is not a unit.

The code stays Python and its names stay English. The template is ``tutorials/locale/
tutorials.pot`` (``build.py --extract`` writes it and merges it into each language's
``tutorials/locale/<code>.po``, marking a translation whose source paragraph changed as fuzzy).
A notebook is built in a language only when every one of its units has a translation that is
not fuzzy: no notebook mixes two languages.
"""

from __future__ import annotations

import ast
import io
import re
import tokenize
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from babel.messages.catalog import Catalog

# Babel is imported where a catalog is made, read or written, not here: build.py imports this
# module, and scripts/site/choose.py and the book load build.py (for its sources) in a learner's
# environment, which has no Babel.

LOCALE = Path(__file__).resolve().parent / "locale"
TEMPLATE = LOCALE / "tutorials.pot"
PROJECT = "moon_nb tutorials"
WIDTH = 100
STAMP = datetime(2025, 1, 1, tzinfo=timezone.utc)
"""The catalogs' dates, fixed: extracting again changes a catalog only where its words did."""

LANGUAGE_NOTE = (
    "The next cell sets the language this notebook speaks (`moon_nb.set_language`): the tables, "
    "the exercises and what the cells print speak it too. The code stays Python, its names in "
    'English; `moon_nb.set_language("en")` speaks English again.'
)
"""The sentence a translated notebook adds to its first Markdown cell: how it speaks its
language (a unit like any other)."""

BLANK_LINES = re.compile(r"(\n[ \t]*\n)")
WORD = re.compile(r"[^\W\d_]{2,}")
FIELD = re.compile(r"\{[^{}]*\}")
NOTATION = re.compile(r"^(play|bid|discard|trump|name) [\w-]+$")
STRING_NOTE = "Python string literal(s): keep the quotes and every {…} field as they are."


class Untranslated(ValueError):
    """A tutorial cannot be said in a language: some of its words have no translation there,
    or only a stale one."""


@dataclass(frozen=True)
class Unit:
    """One translatable piece of a tutorial: its English text and where it is (the notebook's
    name and the cell's number, from 1)."""

    text: str
    notebook: str
    cell: int
    literal: bool = False


# --- finding the units ------------------------------------------------------------------------


def _paragraphs(markdown: str) -> list[str]:
    """A Markdown cell cut at its blank lines, the separators kept (joined again they are the
    cell)."""
    return BLANK_LINES.split(markdown)


def _is_words(text: str) -> bool:
    return bool(WORD.search(text))


def _code_pieces(code: str) -> Iterator[tuple[int, int, str, bool]]:
    """The translatable pieces of a code cell: (start, end, text, literal) with offsets into
    the code. For a comment, the text after ``#`` and its spaces; for a run of string literals,
    their source text."""
    starts = [0]
    for line in code.splitlines(keepends=True):
        starts.append(starts[-1] + len(line))

    def offset(pos: tuple[int, int]) -> int:
        return starts[pos[0] - 1] + pos[1]

    tokens = list(tokenize.generate_tokens(io.StringIO(code + "\n").readline))
    k = 0
    while k < len(tokens):
        token = tokens[k]
        if token.type == tokenize.COMMENT:
            prefix = re.match(r"#\s*", token.string)
            assert prefix is not None
            start = offset(token.start) + prefix.end()
            if _is_words(token.string[prefix.end() :]):
                yield start, offset(token.end), token.string[prefix.end() :], False
        elif token.type == tokenize.STRING:
            last = k
            j = k + 1
            while j < len(tokens) and tokens[j].type in (tokenize.NL, tokenize.STRING):
                if tokens[j].type == tokenize.STRING:
                    last = j
                j += 1
            start, end = offset(token.start), offset(tokens[last].end)
            text = code[start:end]
            if _is_literal_words(text):
                yield start, end, text, True
            k = last
        k += 1


def _is_literal_words(source: str) -> bool:
    """Whether a run of string literals is words a learner reads (not a name or a move)."""
    try:
        tree = ast.parse(f"(\n{source}\n)", mode="eval").body
    except SyntaxError:
        return False
    if isinstance(tree, ast.Constant) and isinstance(tree.value, str):
        value = tree.value
        if (value.isidentifier() and (value.islower() or "_" in value)) or NOTATION.match(value):
            return False  # a name (a key, an argument's value) or a move, not words
        return _is_words(value)
    return _is_words(FIELD.sub("", source))


def units(name: str, cells: list[tuple[str, str]]) -> list[Unit]:
    """Every translatable piece of the tutorial ``name`` (its cells as ``parse_source`` gives
    them), in order; the language note belongs to every tutorial."""
    found = [Unit(LANGUAGE_NOTE, name, 1)]
    for k, (kind, source) in enumerate(cells, 1):
        if kind == "markdown":
            found += [Unit(p, name, k) for p in _paragraphs(source)[::2] if _is_words(p)]
        else:
            found += [Unit(t, name, k, lit) for _, _, t, lit in _code_pieces(source)]
    return found


# --- the catalogs -----------------------------------------------------------------------------


def template(all_units: list[Unit]) -> Catalog:
    """The template: every unit once, with where it is used."""
    from babel.messages.catalog import Catalog

    catalog = Catalog(project=PROJECT, fuzzy=False, creation_date=STAMP)
    for unit in all_units:
        where = (f"{unit.notebook}.md", unit.cell)
        if unit.text in catalog:
            catalog[unit.text].locations.append(where)
        else:
            comments = [STRING_NOTE] if unit.literal else []
            catalog.add(unit.text, locations=[where], auto_comments=comments)
    return catalog


def read(path: Path, locale: str | None = None) -> Catalog:
    from babel.messages.pofile import read_po

    with path.open("rb") as f:
        return read_po(f, locale=locale)


def write(catalog: Catalog, path: Path) -> None:
    """Write a catalog as the project keeps them (no dates, so a rebuild changes nothing)."""
    from babel.messages.pofile import write_po

    catalog.creation_date = catalog.revision_date = STAMP
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as f:
        write_po(f, catalog, width=WIDTH, omit_header=False, sort_output=False)


def merged(catalog: Catalog, new_template: Catalog) -> Catalog:
    """A language's catalog brought up to the template: a unit whose English changed keeps
    its old translation marked fuzzy (stale) until a translator reads it again."""
    catalog.update(new_template, no_fuzzy_matching=False, update_creation_date=False)
    catalog.obsolete.clear()
    return catalog


def languages_with_catalogs() -> list[str]:
    """The languages that have a catalog of the tutorials (translated or under way)."""
    return sorted(p.stem for p in LOCALE.glob("*.po"))


def problems(catalog: Catalog, needed: list[Unit], lang: str) -> list[str]:
    """What keeps the tutorials' units ``needed`` from being said in ``lang``: units with no
    translation, or a stale (fuzzy) one."""
    found = []
    seen: set[str] = set()
    for unit in needed:
        if unit.text in seen:
            continue
        seen.add(unit.text)
        where = f"{unit.notebook} cell {unit.cell}"
        message = catalog.get(unit.text)
        head = unit.text.strip().splitlines()[0][:60]
        if message is None or not message.string:
            found.append(f"{lang}: {where}: no translation of {head!r}")
        elif message.fuzzy:
            found.append(f"{lang}: {where}: the translation of {head!r} is stale (fuzzy)")
    return found


# --- a tutorial said in a language ------------------------------------------------------------


def translated_cells(
    name: str, cells: list[tuple[str, str]], catalog: Catalog, lang: str
) -> list[tuple[str, str]]:
    """The cells of tutorial ``name`` in ``lang`` (from its catalog): its Markdown and comments
    and printed words translated, the language note added to its first Markdown cell, and a
    code cell after that one that sets the language. Refused (`Untranslated`) when any unit
    has no translation or a stale one; refused too when a translated code cell is not Python."""
    wrong = problems(catalog, units(name, cells), lang)
    if wrong:
        raise Untranslated("\n".join(wrong))

    def say(text: str) -> str:
        message = catalog.get(text)
        assert message is not None and isinstance(message.string, str)
        return message.string

    out: list[tuple[str, str]] = []
    noted = False
    for k, (kind, source) in enumerate(cells, 1):
        if kind == "markdown":
            parts = _paragraphs(source)
            said = "".join(
                say(p) if i % 2 == 0 and _is_words(p) else p for i, p in enumerate(parts)
            )
            if not noted:
                said += "\n\n" + say(LANGUAGE_NOTE)
            out.append(("markdown", said))
            if not noted:
                out.append(("code", f'import moon_nb\n\nmoon_nb.set_language("{lang}")'))
                noted = True
        else:
            said = _replace_pieces(source, say)
            try:
                ast.parse(said)
            except SyntaxError as error:
                raise Untranslated(
                    f"{lang}: {name} cell {k}: the translated code is not Python: {error}"
                ) from None
            out.append(("code", said))
    return out


def _replace_pieces(code: str, say: Callable[[str], str]) -> str:
    pieces = list(_code_pieces(code))
    for start, end, text, _ in reversed(pieces):
        code = code[:start] + say(text) + code[end:]
    return code
