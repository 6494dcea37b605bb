"""The language moon_nb speaks to a learner, and its words in that language.

Every sentence a learner reads is written in English in the code, whole, with named
placeholders, and goes through `_` (or `ngettext` when it counts something) at the moment it is
said: ``_("You must follow suit {suit} — you hold {tiles}.", suit=4, tiles="4-1")``. English is
the code's own text, so it needs no catalog; the other languages come from the gettext catalogs
``moon_nb/locale/<code>/LC_MESSAGES/moon_nb.po`` — compiled to ``.mo`` in the wheel by its build
hook, and from the ``.po`` in memory in a checkout (`msgfmt`).

The language of the moment is that of the context (`speaking`: a table, a lesson, a picture
speaking its own, in a `contextvars` context of its own), else the process's (`set_language`,
read from the environment as gettext reads it — ``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``,
``LANG``; in a browser, the browser's languages first: `asked` — until it is set). Two tables
in two languages speak each its own in one process, and neither changes the process's. It
changes words only: rulings, records and games are the same values in every language. A ruling
of play or of the bidding says its ``.text`` in the language of the context it was made in
(`context_language`), or, made outside any, in that of the moment it is read; a ruling on the
order of the hand (`TurnRuling`) and a refusal, in that of the moment they are given.

``"qps"`` is a pseudo-language for tests: every sentence said through `_` comes out wrapped in
``⟦…⟧``, so text that did not go through the catalog shows up unmarked; and every value filled
into one that has a letter in it, in ``⟪…⟫``, so an English word put into a translated sentence
("You may not bid ⟪pass⟫.") shows up too — only a value that was itself said (``⟪⟦…⟧⟫``) is
covered (`VALUE_MARKS`).
"""

from __future__ import annotations

import functools
import gettext
import io
import os
import sys
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypeVar

from moon_nb.speech.cldr import CLDR
from moon_nb.speech.hungarian import articles
from moon_nb.speech.msgfmt import compile_po

T = TypeVar("T")

DOMAIN = "moon_nb"
"""The catalogs' gettext domain: ``<code>/LC_MESSAGES/moon_nb.po``."""

LOCALE_DIR = Path(__file__).resolve().parents[1] / "locale"

ENGLISH = "en"

LANGUAGES: Mapping[str, str] = {
    "en": "English",
    "hu": "magyar",
    "hy": "Հայերեն",
    "fi": "suomi",
    "mr": "मराठी",
    "lo": "ລາວ",
}
"""The languages moon_nb speaks, each by its code and its own name: English and the languages of
the five rule documents the game was built from."""

PSEUDO = "qps"
"""The pseudo-language of the tests (not listed in `LANGUAGES`)."""

MARKS = ("⟦", "⟧")
"""What the pseudo-language wraps every sentence in."""

VALUE_MARKS = ("⟪", "⟫")
"""What the pseudo-language wraps every value filled into a sentence in, when the value has a
letter in it (a tile, a score or a number is no word of any language): a word inside them is
bare unless it is inside a sentence's marks of its own — a value that was said through `_`."""


class Verbatim(str):
    """A value filled into a sentence as it stands in every language, no word of any: what the
    learner typed, quoted back to them (``'hi'``), a language's own name. The pseudo-language
    does not mark it as a value (`VALUE_MARKS`): it is covered by the sentence it is in."""

    __slots__ = ()


class _Pseudo(gettext.NullTranslations):
    """Every message marked, the English inside: made from the messages as they are said, so
    nothing is written by hand and every message of the code has its pseudo-translation."""

    def gettext(self, message: str) -> str:
        return f"{MARKS[0]}{message}{MARKS[1]}"

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        return self.gettext(msgid1 if n == 1 else msgid2)


class _Voice:
    """The process's language: its code (None until first asked: then the environment's) and
    its catalog (None for English, which is the code's own text)."""

    code: str | None = None
    catalog: gettext.NullTranslations | None = None


_CONTEXT: ContextVar[str | None] = ContextVar("moon_nb_language", default=None)
"""The language of the context (`speaking`), or None: the process's. A context variable, so a
table's language holds in its own handlers and no other's — ipykernel runs each cell and each
widget message in a fresh copy of the kernel's context, so whoever speaks a language of its own
enters it each time (`speaking`), as a table does in each of its handlers."""


_LOADED: dict[str, gettext.NullTranslations] = {}
"""The catalogs read so far, by code (each is read once a process)."""


def _(message: str, /, **names: object) -> str:
    """``message`` in the language of the moment, its ``{placeholders}`` filled from
    ``names``."""
    catalog = _catalog()
    text = message if catalog is None else catalog.gettext(message)
    return _finished(text.format(**_values(catalog, names)) if names else text)


def N_(message: str) -> str:
    """``message`` itself, marked for the catalogs: a sentence kept in a table and said later
    with ``_(message)`` (gettext's ``gettext_noop``)."""
    return message


def ngettext(singular: str, plural: str, n: int, /, **names: object) -> str:
    """The sentence that agrees with the count ``n`` (which fills ``{n}``), in the language of
    the moment, with the other ``{placeholders}`` filled from ``names``."""
    catalog = _catalog()
    if catalog is None:
        text = singular if n == 1 else plural
    else:
        text = catalog.ngettext(singular, plural, n)
    return _finished(text.format(n=n, **_values(catalog, names)))


def _values(
    catalog: gettext.NullTranslations | None, names: Mapping[str, object]
) -> dict[str, object]:
    """The values filled into a sentence: as they are, but in the pseudo-language each one with
    a letter in it marked as a value (`VALUE_MARKS`), so an English word filled into a
    sentence shows up bare however well the sentence around it is marked."""
    if not isinstance(catalog, _Pseudo):
        return dict(names)
    return {name: _as_value(value) for name, value in names.items()}


def _as_value(value: object) -> object:
    """``value`` marked as a filled-in value of the pseudo-language when it has a letter in it
    and is not `Verbatim` (a tile, a number, what the learner typed are no words to mark)."""
    if isinstance(value, Verbatim) or not any(char.isalpha() for char in str(value)):
        return value
    return f"{VALUE_MARKS[0]}{value}{VALUE_MARKS[1]}"


def _finished(text: str) -> str:
    """A sentence filled in, with what its language settles only then: Hungarian's article
    before a word that was a placeholder ("a(z) {tile}" -> "az 5-3")."""
    return articles(text) if language() == "hu" else text


def listing(items: list[str]) -> str:
    """Words in a list as the language lists them: ``"6-5, 5-3 and 5-1"``, ``"4, 5, 6, 7 and
    21"``, Hungarian ``"4, 5 és 6"``, Lao ``"4, 5, 6"`` (the CLDR's patterns,
    `moon_nb.speech.cldr`); one item is itself. English is the code's own text ("and", no
    comma before it)."""
    if len(items) <= 1:
        return items[0] if items else ""  # itself: a `Verbatim` item stays one
    code = language()
    written = None if code == ENGLISH else CLDR.get(code)
    if written is None:  # English, and the pseudo-language's marks
        # Each item is a value of its own: the pseudo-language marks each, not the run of them.
        shown = [str(_as_value(item)) if code == PSEUDO else item for item in items]
        # TRANSLATORS: the end of a list: {items} are the first ones, separated by commas.
        return _(
            "{items} and {last}", items=Verbatim(", ".join(shown[:-1])), last=Verbatim(shown[-1])
        )
    if len(items) == 2:
        return written.two.format(*items)
    said = written.end.format(items[-2], items[-1])
    for item in reversed(items[1:-2]):
        said = written.middle.format(item, said)
    return written.start.format(items[0], said)


def _catalog() -> gettext.NullTranslations | None:
    code = _CONTEXT.get()
    if code is not None:
        return None if code == ENGLISH else _load(code)
    if _Voice.code is None:
        _use(asked())
    return _Voice.catalog


def language() -> str:
    """The code of the language moon_nb speaks now: the context's (`speaking`), else the
    process's (`set_language`): ``"en"``, ``"hu"``, ..."""
    code = _CONTEXT.get()
    if code is not None:
        return code
    if _Voice.code is None:
        _use(asked())
    assert _Voice.code is not None
    return _Voice.code


def context_language() -> str | None:
    """The language of the context of the moment (a table's, a lesson's: `speaking`), or None
    outside any. What a value said later — a ruling's ``.text`` — keeps, to be said in the
    language of the table it belongs to (`in_language`)."""
    return _CONTEXT.get()


def in_language(code: str | None, say: Callable[[], T]) -> T:
    """What ``say`` says, in the language ``code`` (None: the language of the moment)."""
    if code is None:
        return say()
    with speaking(code):
        return say()


def languages() -> dict[str, str]:
    """The languages moon_nb speaks, code -> the language's own name: ``{"en": "English",
    "hu": "magyar", "hy": "Հայերեն", "fi": "suomi", "mr": "मराठी", "lo": "ລາວ"}``."""
    return dict(LANGUAGES)


def set_language(code: object) -> None:
    """Make ``code`` the process's language from now on: ``"hu"`` (``"hu_HU"``, ``"hu-HU.UTF-8"``
    are read as ``"hu"``), spoken wherever no table or lesson speaks one of its own (`speaking`).
    A code moon_nb does not speak is refused with a ValueError naming the ones it does, and the
    language stays as it was."""
    _use(spoken(code))


def spoken(code: object) -> str:
    """The code of the language moon_nb speaks that ``code`` names (``"hu_HU"`` is ``"hu"``),
    or a ValueError naming the languages it speaks: what ``MoonTable(lang=...)`` checks."""
    found = _known(code)
    if found is None:
        raise ValueError(not_spoken(code))
    return found


def not_spoken(code: object) -> str:
    """The refusal of a language moon_nb does not speak, naming the six: in the language of
    the moment (the learner's), and in English beside it when that is not English — a learner
    who asked for a language by mistake may not read the one they are spoken to in."""
    # What was asked for, and the languages' own names, are the same words in every language.
    shown = Verbatim(
        repr(code) if isinstance(code, str) and len(code) <= 40 else type(code).__name__
    )

    def say() -> str:
        names = listing([Verbatim(f"{name} ({c})") for c, name in LANGUAGES.items()])
        # TRANSLATORS: {languages} lists the six languages by their own names and codes,
        # "English (en), magyar (hu), …"; {code} is what was asked for, as it was typed.
        return _("moon_nb speaks {languages}; {code} is none of them.", languages=names, code=shown)

    said = say()
    if language() in (ENGLISH, PSEUDO):
        return said
    english = in_language(ENGLISH, say)
    return f"{said} {english}"


def chosen(lang: object) -> str | None:
    """What a ``lang=`` argument names: None (the language of the moment, whenever it speaks)
    or the code `spoken` reads — an unknown one refused as `spoken` refuses it, before the
    caller does anything."""
    return None if lang is None else spoken(lang)


@contextmanager
def speaking(code: str | None) -> Iterator[None]:
    """Speak ``code`` inside the ``with`` block — in this context only: the process's language,
    and any other thread's or task's, stay as they are — then the language spoken before it;
    None: the language of the moment, unchanged (a table or a picture with no ``lang`` of its
    own). An unknown code is refused as `spoken` refuses it."""
    if code is None:
        yield
        return
    found = spoken(code)
    if found != ENGLISH:
        _load(found)  # a catalog that cannot be read is an error here, not at the first word
    token = _CONTEXT.set(found)
    try:
        yield
    finally:
        _CONTEXT.reset(token)


def from_environment(environ: Mapping[str, str]) -> str:
    """The language the environment asks for, as gettext reads it: the first language moon_nb
    speaks in ``LANGUAGE`` (a list, ``"hu:en"``), else the one of the first of ``LC_ALL``,
    ``LC_MESSAGES`` and ``LANG`` that is set; English when none is one moon_nb speaks."""
    for item in environ.get("LANGUAGE", "").split(":"):
        found = _known(item)
        if found is not None and found != PSEUDO:
            return found
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        if environ.get(name):
            found = _known(environ[name])
            return found if found is not None and found != PSEUDO else ENGLISH
    return ENGLISH


def asked() -> str:
    """The language the learner's environment asks for (`from_environment`). In a browser —
    Python in Pyodide, as on the play page and the course site — that is the browser's own
    list of the reader's languages (``navigator.languages``), read as ``LANGUAGE`` is, unless
    ``LANGUAGE`` is set."""
    return from_environment(_with_browser(os.environ))


def _with_browser(environ: Mapping[str, str]) -> Mapping[str, str]:
    """``environ``, with the browser's languages as ``LANGUAGE`` where Python runs in a browser
    and ``LANGUAGE`` is not set."""
    if sys.platform != "emscripten" or environ.get("LANGUAGE"):
        return environ
    try:
        import js  # type: ignore[import-not-found]  # Pyodide's bridge to the browser

        wanted = [str(code) for code in js.navigator.languages]
    except Exception:
        return environ  # no browser behind this Pyodide (Node), or one that names none
    return {**environ, "LANGUAGE": ":".join(wanted)}


def _known(code: object) -> str | None:
    """The code of a language moon_nb speaks that ``code`` names, or None."""
    if not isinstance(code, str) or len(code) > 40:
        return None
    base = code.strip().replace("-", "_").split(".")[0].split("@")[0].split("_")[0].lower()
    return base if base in LANGUAGES or base == PSEUDO else None


def _use(code: str) -> None:
    """Make ``code`` the language of the moment (its catalog loaded first, so a catalog that
    cannot be read leaves the language as it was)."""
    catalog = None if code == ENGLISH else _load(code)
    _Voice.code, _Voice.catalog = code, catalog


def _load(code: str) -> gettext.NullTranslations:
    """The catalog of ``code``: the wheel's ``.mo``, or (in a checkout, or when the ``.po`` is
    newer) the ``.po`` compiled in memory."""
    if code in _LOADED:
        return _LOADED[code]
    if code == PSEUDO:
        catalog: gettext.NullTranslations = _Pseudo()
    else:
        folder = LOCALE_DIR / code / "LC_MESSAGES"
        po, mo = folder / f"{DOMAIN}.po", folder / f"{DOMAIN}.mo"
        if mo.is_file() and (not po.is_file() or mo.stat().st_mtime >= po.stat().st_mtime):
            data = mo.read_bytes()
        elif po.is_file():
            data = compile_po(po.read_text(encoding="utf-8"))
        else:
            raise FileNotFoundError(f"moon_nb's catalog for {code!r} is missing: {po}")
        catalog = gettext.GNUTranslations(io.BytesIO(data))
    _LOADED[code] = catalog
    return catalog


def once_a_language(say: Callable[[], T]) -> Callable[[], T]:
    """``say`` worked out once a language: what it says in the language of the moment, kept by
    that language and said in it (a cache keyed by what it reads; a table's words)."""
    said: dict[str, T] = {}

    @functools.wraps(say)
    def in_the_language() -> T:
        code = language()
        if code not in said:
            said[code] = in_language(code, say)
        return said[code]

    return in_the_language


@dataclass(frozen=True)
class SaidLater:
    """A value whose words are said when they are read (a ruling's ``.text``): it keeps the
    language of the context it was made in (`context_language`: a table's, a lesson's) and says
    them in that one, however much later and wherever they are read; made outside any context,
    in the language of the moment they are read. The language is no part of the value: two
    rulings made in two languages are equal."""

    said_in: str | None = field(
        default_factory=context_language, compare=False, repr=False, kw_only=True
    )

    def in_its_language(self, say: Callable[[], str]) -> str:
        """What ``say`` says, in this value's language (`said_in`)."""
        return in_language(self.said_in, say)
