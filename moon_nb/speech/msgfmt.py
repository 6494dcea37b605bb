"""gettext catalogs without Babel, for a checkout: a ``.po`` file read into its messages, and
those messages written as the ``.mo`` bytes `gettext` reads. An editable install (or moon_nb run
from a clone) has no ``.mo``, and `moon_nb.speech.tongue` compiles each ``.po`` with this in
memory on first use, so an edit of a ``.po`` shows at once.

It stays, beside Babel, because Babel is not a run-time dependency: ``pip install -e .`` alone
installs anywidget, traitlets and fsrs, no Babel (the ``[lab]`` extra brings it only as
JupyterLab's own dependency, the ``[test]`` extra names it). The wheel's ``.mo`` files are
Babel's, compiled at build time (``hatch_build.py``), and the wheel reads them with `gettext`
alone: Pyodide (the course site, the play page) carries no Babel. ``tests/test_languages.py``
checks that this makes the catalog Babel makes from every language's ``.po``.

What GNU ``msgfmt`` leaves out, this leaves out: fuzzy entries, untranslated ones (every
``msgstr`` empty) and obsolete ones (``#~``); the header (``msgid ""``) is kept, for the
charset and the plural rule.
"""

from __future__ import annotations

import ast
import re
import struct
from collections.abc import Iterable

Messages = dict[str, str]
"""The key ``gettext`` looks up (``context\\x04msgid``, ``msgid\\x00msgid_plural`` for plurals)
-> the translation (the plural forms joined by ``\\x00``)."""


class PoFileError(ValueError):
    """A ``.po`` file this reader cannot make sense of; the message names the line."""


def read_po(text: str) -> Messages:
    """The translated messages of a ``.po`` file's text, as ``gettext`` keys them."""
    out: Messages = {}
    for entry in _entries(text.splitlines()):
        if "fuzzy" in entry.flags and entry.msgid:
            continue
        forms = [entry.msgstr[k] for k in sorted(entry.msgstr)]
        if not any(forms):
            continue
        key = entry.msgid if entry.plural is None else f"{entry.msgid}\x00{entry.plural}"
        if entry.context is not None:
            key = f"{entry.context}\x04{key}"
        out[key] = "\x00".join(forms)
    return out


def write_mo(messages: Messages) -> bytes:
    """The GNU ``.mo`` file of ``messages`` (little-endian, keys sorted, no hash table)."""
    keys = sorted(messages)
    ids = [k.encode("utf-8") for k in keys]
    strs = [messages[k].encode("utf-8") for k in keys]
    n = len(keys)
    start = 7 * 4 + 16 * n  # the header, then the two tables of (length, offset)
    offsets: list[int] = []
    blob = b""
    for data in [*ids, *strs]:
        offsets += [len(data), start + len(blob)]
        blob += data + b"\0"
    header = struct.pack("<7I", 0x950412DE, 0, n, 7 * 4, 7 * 4 + 8 * n, 0, 0)
    return header + struct.pack(f"<{4 * n}I", *offsets) + blob


def compile_po(text: str) -> bytes:
    """A ``.po`` file's text compiled to ``.mo`` bytes."""
    return write_mo(read_po(text))


class _Entry:
    def __init__(self) -> None:
        self.flags: set[str] = set()
        self.context: str | None = None
        self.msgid = ""
        self.plural: str | None = None
        self.msgstr: dict[int, str] = {}


def _entries(lines: Iterable[str]) -> Iterable[_Entry]:
    """The entries of a ``.po`` file: an entry ends where the next one's comments or its
    ``msgctxt``/``msgid`` begin after a ``msgstr``."""
    entry, field, seen_msgstr = _Entry(), "", False
    for number, raw in enumerate(lines, 1):
        line = raw.strip()
        if not line or line.startswith("#~"):
            continue
        keyword = line.split(" ", 1)[0]
        if seen_msgstr and (line.startswith("#") or keyword in ("msgctxt", "msgid")):
            yield entry
            entry, field, seen_msgstr = _Entry(), "", False
        if line.startswith("#,"):
            entry.flags.update(f.strip() for f in line[2:].split(","))
            continue
        if line.startswith("#"):
            continue
        if line.startswith('"'):
            rest = line
        elif keyword in ("msgctxt", "msgid", "msgid_plural", "msgstr") or re.fullmatch(
            r"msgstr\[\d\]", keyword
        ):
            field, rest = keyword, line[len(keyword) :].strip()
        else:
            raise PoFileError(f"line {number}: {raw[:60]!r} is not part of a .po entry")
        if not field:
            raise PoFileError(f"line {number}: a string outside an entry")
        value = _string(rest, number)
        if field == "msgctxt":
            entry.context = (entry.context or "") + value
        elif field == "msgid":
            entry.msgid += value
        elif field == "msgid_plural":
            entry.plural = (entry.plural or "") + value
        else:
            seen_msgstr = True
            index = int(field[7:-1]) if field != "msgstr" else 0
            entry.msgstr[index] = entry.msgstr.get(index, "") + value
    if field:
        yield entry


def _string(quoted: str, number: int) -> str:
    """A ``.po`` string literal's text (C escapes, as Python reads them)."""
    try:
        value = ast.literal_eval(quoted)
    except (SyntaxError, ValueError):
        value = None
    if not isinstance(value, str) or not quoted.startswith('"'):
        raise PoFileError(f"line {number}: {quoted[:60]!r} is not a quoted string")
    return value
