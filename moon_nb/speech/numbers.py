"""Numbers as the language of the moment writes them: an average of tricks or points to a
tenth (`decimal`: "4.2" in English, "4,2" in Hungarian, Finnish and Armenian) and a share of
the deals (`percent`: "80%", in Finnish "80 %"). The digits stay the Western ones in every
language, as the tiles' pips are written ("6-4").

The signs are the Unicode CLDR's for each language (its ``decimal`` symbol and percent
pattern), from Babel's copy of it written into `moon_nb.speech.cldr` (Lao writes "4,2");
a sentence's own "%" after a placeholder is the translator's to place."""

from __future__ import annotations

from moon_nb.speech.cldr import CLDR, Signs
from moon_nb.speech.tongue import ENGLISH, language


def _written() -> Signs:
    """The language of the moment's signs (English's for the pseudo-language)."""
    return CLDR.get(language(), CLDR[ENGLISH])


def decimal(value: float, places: int = 1) -> str:
    """``value`` to ``places`` decimal places, with the language's decimal sign: "4.2", "4,2"."""
    return f"{value:.{places}f}".replace(".", _written().decimal)


def amount(value: float) -> str:
    """``value`` as short as it goes, with the language's decimal sign: "1", "2.5", "2,5"."""
    return f"{value:g}".replace(".", _written().decimal)


def percent(share: float) -> str:
    """A share (0..1) as a whole percentage, as the language writes one: "80%", "80 %"."""
    return _written().percent.format(f"{share:.0%}".removesuffix("%"))
