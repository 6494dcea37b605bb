"""Writes `moon_nb/speech/cldr.py` from Babel's copy of the Unicode CLDR: how each language
moon_nb speaks writes a decimal number, a percentage and a list. moon_nb reads that table at run
time without Babel (Pyodide carries none); `tests/test_cldr.py` checks it is still Babel's.

    python -m moon_nb.dev.write_cldr
"""

from __future__ import annotations

from pathlib import Path

from babel import Locale
from babel.numbers import get_decimal_symbol

from moon_nb.speech.tongue import LANGUAGES

TARGET = Path(__file__).resolve().parents[1] / "speech" / "cldr.py"

HEAD = '''"""The CLDR's ways of writing numbers and lists, in each language moon_nb speaks.

Signs from Babel's copy of the Unicode CLDR by ``python -m moon_nb.dev.write_cldr``, not
by hand: moon_nb reads it at run time without Babel (Pyodide carries none), and
`tests/test_cldr.py` checks it is still Babel's."""

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


'''


def written(code: str) -> tuple[str, ...]:
    """``code``'s signs and list patterns, from Babel's CLDR."""
    locale = Locale.parse(code)
    pattern = locale.percent_formats[None].pattern
    lists = locale.list_patterns["standard"]
    percent = pattern.replace("#,##0", "{}").replace("'", "")
    return (
        get_decimal_symbol(code),
        percent,
        lists["2"],
        lists["start"],
        lists["middle"],
        lists["end"],
    )


def _quoted(text: str) -> str:
    """``text`` as a Python string in double quotes, as the formatter writes it."""
    return '"' + repr(text)[1:-1].replace('"', '\\"') + '"'


def table() -> str:
    """The module's text."""
    rows = "".join(
        f'    "{code}": Signs({", ".join(_quoted(v) for v in written(code))}),\n'
        for code in LANGUAGES
    )
    return f"{HEAD}CLDR: dict[str, Signs] = {{\n{rows}}}\n"


def main() -> None:
    TARGET.write_text(table(), encoding="utf-8")
    print(f"wrote {TARGET}")


if __name__ == "__main__":
    main()
