"""Writes the table of `moon_nb/speech/cldr.py` from Babel's copy of the Unicode CLDR: how
each language moon_nb speaks writes a decimal number, a percentage and a list. moon_nb reads
that table at run time without Babel (Pyodide carries none); `tests/test_cldr.py` checks it is
still Babel's.

    python -m moon_nb.dev.write_cldr
"""

from __future__ import annotations

from pathlib import Path

from babel import Locale
from babel.numbers import get_decimal_symbol

from moon_nb.speech.tongue import LANGUAGES

TARGET = Path(__file__).resolve().parents[1] / "speech" / "cldr.py"

TABLE = "CLDR: dict[str, Signs] = {\n"
"""Where the table begins: what comes before it in `TARGET` (its docstring and `Signs`) is
written by hand and kept."""


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
    """The module's text: its head as it is, then the table as the CLDR says."""
    rows = "".join(
        f'    "{code}": Signs({", ".join(_quoted(v) for v in written(code))}),\n'
        for code in LANGUAGES
    )
    head = TARGET.read_text(encoding="utf-8").split(TABLE)[0]
    return f"{head}{TABLE}{rows}}}\n"


def main() -> None:
    TARGET.write_text(table(), encoding="utf-8")
    print(f"wrote {TARGET}")


if __name__ == "__main__":
    main()
