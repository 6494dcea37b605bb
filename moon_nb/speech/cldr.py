"""The CLDR's ways of writing numbers and lists, in each language moon_nb speaks.

The table (`CLDR`) is written from Babel's copy of the Unicode CLDR by ``python -m
moon_nb.dev.write_cldr``, not by hand: moon_nb reads it at run time without Babel (Pyodide
carries none), and `tests/test_cldr.py` checks it is still Babel's."""

from __future__ import annotations

from typing import NamedTuple


class Signs(NamedTuple):
    """A language's signs: the decimal sign, a whole percentage (``{}`` for the number) and the
    list patterns (CLDR's ``standard``: two items; the start, middle and end of three or
    more)."""

    decimal: str
    percent: str
    two: str
    start: str
    middle: str
    end: str


CLDR: dict[str, Signs] = {
    "en": Signs(".", "{}%", "{0} and {1}", "{0}, {1}", "{0}, {1}", "{0}, and {1}"),
    "hu": Signs(",", "{}%", "{0} és {1}", "{0}, {1}", "{0}, {1}", "{0} és {1}"),
    "hy": Signs(",", "{}%", "{0} և {1}", "{0}, {1}", "{0}, {1}", "{0} և {1}"),
    "fi": Signs(",", "{}\xa0%", "{0} ja {1}", "{0}, {1}", "{0}, {1}", "{0} ja {1}"),
    "mr": Signs(".", "{}%", "{0} आणि {1}", "{0}, {1}", "{0}, {1}", "{0} आणि {1}"),
    "lo": Signs(",", "{}%", "{0} ແລະ {1}", "{0}, {1}", "{0}, {1}", "{0}, {1}"),
}
