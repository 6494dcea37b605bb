"""Which words of a learner-facing text no claim checker reads.

A text *names* something when it names a tile (``6-4``), a seat (``seat 1``), a suit
(``sixes``, ``3s``, ``a five``), a count of tricks, tiles, trumps or points (``two tricks``) or
any number (``21``, ``−5``). Each such name must lie inside a claim a checker reads — a match of
one of the checkers' patterns — or its sentence must be one of a short list of general rules
(true of every position, and checked where the rule is taught). `unread` gives what is left:
each sentence with a name no checker reads, so that a new wording comes with its claim.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from typing import TypeVar

SUIT_WORDS = (
    "blanks|(?<!top )(?<!lower )(?<!higher )(?<!other )ones|twos|threes|fours|fives|sixes|[0-6]s"
)
"""A suit in the plural ("the top ones" is no suit)."""
NAMED = re.compile(
    r"\b[0-6]-[0-6]\b"
    r"|\bseats? \d(?: and (?:seat )?\d)?"
    rf"|\b(?:{SUIT_WORDS})\b"
    r"|\b(?:a|an|no|any|lower|higher|other|each|every) (?:blank|two|three|four|five|six)\b"
    r"|\b(?:one|two|three|four|five|six|seven|eight)\s+(?:more\s+|sure\s+|other\s+)?"
    r"(?:tricks?|tiles?|trumps?|points?|doubles?|players?|seats?)\b"
    r"|[−-]?\d+",
    re.IGNORECASE,
)
"""A name a text gives: a tile, a seat, a suit, a count, a number."""

SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9“\"…])")


def sentences(text: str) -> list[str]:
    """``text`` cut into its sentences (a tile or a number may begin one)."""
    return [s for s in SENTENCE_END.split(text.strip()) if s]


def names(sentence: str) -> list[re.Match[str]]:
    return list(NAMED.finditer(sentence))


def unread(
    text: str, patterns: Iterable[re.Pattern[str]], general: Iterable[re.Pattern[str]]
) -> list[str]:
    """The sentences of ``text`` with a name that no pattern's match covers and that are not
    one of the ``general`` rules (matched whole), each with its unread names."""
    patterns, general = list(patterns), list(general)
    out = []
    for sentence in sentences(text):
        if any(g.fullmatch(sentence) for g in general):
            continue
        read = [m.span() for p in patterns for m in p.finditer(sentence)]
        left = [
            n[0]
            for n in names(sentence)
            if not any(a <= n.start() and n.end() <= b for a, b in read)
        ]
        if left:
            out.append(f"{sentence!r}: no checker reads {left}")
    return out


Said = TypeVar("Said")
"""What a text is said of: advice with its evaluation, a debrief with its hand."""


def checked(
    checks: Iterable[tuple[re.Pattern[str], Callable[[Said, re.Match[str]], str | None]]],
    said: Said,
    text: str,
    label: str,
) -> list[str]:
    """What each checker finds wrong in each claim of ``text`` it reads, every one said after
    ``label`` with the claim's own words."""
    return [
        f"{label}{m[0]!r} — {wrong}"
        for pattern, check in checks
        for m in pattern.finditer(text)
        if (wrong := check(said, m))
    ]
