"""Hungarian's definite article, chosen by the word it stands before: "a" before a consonant,
"az" before a vowel — "a 6-4", "az 5-3", "az 1. hely", "a 21", "az ötös". A Hungarian message
writes "a(z)" before a placeholder (its words are not known until it is said); once the
sentence is filled in, `articles` puts the right one there. A number goes by how it is read
aloud: "egy" (1), "öt" (5, 50–59, 500–599, …), "ezer" (1000–1999) and "egymillió" begin with
a vowel; every other number with a consonant ("nulla", "kettő", "tíz", "száz", …). A "a(z)"
before a placeholder the browser fills in (a word of the table's JavaScript) is left as it is."""

from __future__ import annotations

import re

_ARTICLE = re.compile(r"\b([Aa])\(z\) ([„\"“'«(]*)(?=(\d+|[^\W\d_]))")
""""a(z)" (or "A(z)") and the quotation marks before the word it stands before."""

_VOWELS = frozenset("aáeéiíoóöőuúüű")


def _number_begins_with_a_vowel(number: int) -> bool:
    """Whether ``number`` read aloud in Hungarian begins with a vowel."""
    if number == 0:
        return False  # nulla
    groups = f"{number:,}".split(",")
    # egy, ezer (not "egyezer"), egymillió; öt, ötven, ötszáz, ötezer, ötmillió.
    return groups[0] == "1" or groups[0].startswith("5")


def _before(token: str) -> str:
    """The article to stand before ``token`` (a number's digits or a word's first letter)."""
    if token[0].isdigit():
        return "az" if _number_begins_with_a_vowel(int(token)) else "a"
    return "az" if token[0].lower() in _VOWELS else "a"


def articles(text: str) -> str:
    """``text`` with each "a(z)" made "a" or "az" by the word after it."""

    def chosen(m: re.Match[str]) -> str:
        article = _before(m.group(3))
        return (article.capitalize() if m.group(1) == "A" else article) + " " + m.group(2)

    return _ARTICLE.sub(chosen, text) if "(z)" in text else text
