"""Numbers as the language of the moment writes them: an average of tricks or points to a
tenth (`decimal`: "4.2" in English, "4,2" in Hungarian, Finnish and Armenian) and a share of
the deals (`percent`: "80%", in Finnish "80 %"). The digits stay the Western ones in every
language, as the tiles' pips are written ("6-4").

The signs are the Unicode CLDR's for each language (its ``decimal`` symbol and percent
pattern); a sentence's own "%" after a placeholder is the translator's to place."""

from __future__ import annotations

from typing import NamedTuple

from moon_nb.speech.tongue import language


class Numerals(NamedTuple):
    """How a language writes a decimal number and a percentage."""

    decimal_sign: str
    percent: str
    """A whole percentage, ``{}`` for the number."""


_ENGLISH = Numerals(".", "{}%")
NUMERALS = {
    "hu": Numerals(",", "{}%"),
    "hy": Numerals(",", "{}%"),
    # Finnish sets the sign apart, by a space that does not break the line.
    "fi": Numerals(",", "{}\u00a0%"),
}
"""The languages that write numbers otherwise than English (Marathi and Lao write "4.2" and
"80%" too)."""


def _numerals() -> Numerals:
    return NUMERALS.get(language(), _ENGLISH)


def decimal(value: float, places: int = 1) -> str:
    """``value`` to ``places`` decimal places, with the language's decimal sign: "4.2", "4,2"."""
    return f"{value:.{places}f}".replace(".", _numerals().decimal_sign)


def percent(share: float) -> str:
    """A share (0..1) as a whole percentage, as the language writes one: "80%", "80 %"."""
    return _numerals().percent.format(f"{share:.0%}".removesuffix("%"))
