"""How wide a picture's line of text is, and where it may break — script by script.

An SVG picture has no layout engine: `moon_nb.show.drawing` estimates a line's width and
wraps a paragraph itself. Both work on *units*, the width of an average Latin letter, so a
line of English is measured and broken exactly as before (one unit a character, broken at
spaces and after a hyphen between letters, as `textwrap` breaks it). Other scripts:

- **width**: an Armenian letter is 1.3 units, a Devanagari or Lao letter 1.2, a Devanagari
  vowel sign that takes room of its own (ा, ि, ी, ो, ौ) 0.5, and a mark drawn over or under
  its letter (a Lao vowel or tone mark, the virama, the anusvara) nothing. The figures are
  Chromium's widths of the catalogs' sentences in this machine's fonts (DejaVu Sans, Lohit
  Marathi), fitted per kind of character, rounded up: a line comes out short, never over its
  box.
- **breaks**: a line breaks at spaces, and never inside a cluster (a letter with its marks;
  a Devanagari conjunct, whose letters are joined by a virama; a Lao leading vowel ເ ແ ໂ ໃ ໄ
  with the letter after it). Lao puts no spaces between words, so a Lao line may also break
  between syllables, found by a simple rule (`_lao_break`): before a leading vowel; after a
  syllable's closing ະ, ຳ, ໆ or ຯ, or a ໃ or ໄ syllable; and before a consonant that carries
  a vowel when the cluster before it ends a syllable (holds a vowel, or is a final consonant
  after one). The rule knows no words, so it misses some breaks (ທຣຳ stays whole) rather
  than make a wrong one. A word longer than the whole line (or a Lao run with no break) is
  cut between clusters, as `textwrap` cuts a long word.
"""

from __future__ import annotations

import unicodedata
from textwrap import TextWrapper

VIRAMA = "\u094d"
LAO_LEADING = frozenset("\u0ec0\u0ec1\u0ec2\u0ec3\u0ec4")
"""Lao vowels written before the consonant they follow in speech: ເ ແ ໂ ໃ ໄ."""
LAO_CLOSING = frozenset("\u0eb0\u0eb3\u0ec6\u0eaf")
"""ະ and ຳ end their syllable (neither takes a final consonant); ໆ and ຯ end a word."""
LAO_SPACING_VOWELS = frozenset("\u0eb0\u0eb2\u0eb3")
"""ະ າ ຳ: vowels written after their consonant, with room of their own."""
LAO_FINALS = frozenset("ກງຍດນບມວ")
"""The consonants that may close a Lao syllable."""
LAO_MEDIALS = frozenset("ວລຣ")
"""Consonants that may be the second letter of an initial cluster (ກວ່າ, ຫລາຍ): no break
before them after a bare consonant."""
_WHITESPACE = str.maketrans("\t\n\x0b\x0c\r", "     ")
"""The spaces `textwrap` reads as one space each."""
_JOINERS = frozenset("\u200c\u200d")
"""Zero-width (non-)joiners: part of the cluster they stand in."""
_GLUE = frozenset({VIRAMA, *LAO_LEADING, *_JOINERS})
"""Characters that hold on to the one after them."""


def _script(ch: str) -> str:
    """The script of a character, as far as lines care: ``"lao"``, ``"deva"``, ``"armn"`` or
    ``"other"``."""
    code = ord(ch)
    if 0x0E80 <= code <= 0x0EFF:
        return "lao"
    if 0x0900 <= code <= 0x097F or 0xA8E0 <= code <= 0xA8FF:
        return "deva"
    if 0x0530 <= code <= 0x058F or 0xFB13 <= code <= 0xFB17:
        return "armn"
    return "other"


SCRIPT_FONTS = {
    "lao": ("Noto Sans Lao", "Lao UI", "DejaVu Sans"),
    "deva": ("Noto Sans Devanagari", "Nirmala UI", "Lohit Marathi", "Lohit Devanagari"),
    "armn": ("Noto Sans Armenian", "DejaVu Sans"),
}
"""The fonts, in order of preference, that carry each script a picture may be written in:
Noto's where installed, Windows' own, and Debian's (DejaVu Sans has Lao and Armenian, Lohit
Marathi Devanagari)."""


def fonts_for(words: str) -> tuple[str, ...]:
    """The fonts of `SCRIPT_FONTS` that the scripts of ``words`` need, each once, in the order
    the scripts first appear; none for text in Latin letters alone."""
    found: dict[str, None] = {}
    for ch in words:
        for name in SCRIPT_FONTS.get(_script(ch), ()):
            found[name] = None
    return tuple(found)


def _is_mark(ch: str) -> bool:
    """The character is drawn with the one before it: a combining mark or a joiner."""
    return unicodedata.category(ch) in ("Mn", "Mc", "Me") or ch in _JOINERS


def advance(ch: str) -> float:
    """The width of one character in units (an average Latin letter is 1)."""
    category = unicodedata.category(ch)
    if category in ("Mn", "Me", "Cf"):
        return 0.0
    script = _script(ch)
    if category == "Mc":
        return 0.5
    return {"armn": 1.3, "deva": 1.2, "lao": 1.2}.get(script, 1.0)


def units(words: str) -> float:
    """The width of a line in units: the sum of its characters' advances."""
    # Rounded: tenths summed as floats would put a line that exactly fits a hair over.
    return round(sum(advance(ch) for ch in words), 6)


def clusters(words: str) -> list[str]:
    """The text cut into clusters, the pieces no line may break inside: a character with the
    marks drawn on it, letters joined by a virama, a Lao leading vowel with its letter."""
    out: list[str] = []
    glue = False  # the next character joins the last cluster
    for ch in words:
        if out and (glue or _is_mark(ch)):
            out[-1] += ch
        else:
            out.append(ch)
        glue = ch in _GLUE
    return out


def _has_vowel(cluster: str) -> bool:
    """A Lao cluster that holds a vowel (a mark, a leading vowel, or is a spacing vowel)."""
    return any(
        unicodedata.category(ch) == "Mn" or ch in LAO_LEADING or ch in LAO_SPACING_VOWELS
        for ch in cluster
    )


def _lao_break(parts: list[str], k: int) -> bool:
    """Whether a Lao line may break before ``parts[k]`` (both it and the one before are Lao):
    before a leading vowel; after ະ, ຳ, ໆ, ຯ or ໃ, ໄ with its letter; before a consonant
    carrying a vowel when what comes before ends a syllable (holds a vowel, or is a final
    consonant after one)."""
    before, here = parts[k - 1], parts[k]
    if here[0] in LAO_LEADING:
        return True
    if before[-1] in LAO_CLOSING:
        return True
    if here[0] in LAO_SPACING_VOWELS or unicodedata.category(here[0]) != "Lo":
        return False
    if before[0] in "\u0ec3\u0ec4":  # ໃ, ໄ with their letter: a whole syllable (no final)
        return True
    nxt = parts[k + 1] if k + 1 < len(parts) else ""
    carries = len(here) > 1 or (nxt[:1] in LAO_SPACING_VOWELS and nxt != "")
    if not carries:
        return False
    if _has_vowel(before) and before[0] not in LAO_LEADING:
        return True
    # A final consonant closes the syllable before it: one with a vowel, or with ອ as its
    # vowel (ຕ້ອງ, ອອກ: ອ after another letter).
    vowel = k >= 2 and (_has_vowel(parts[k - 2]) or (parts[k - 2] == "ອ" and k >= 3))
    final = len(before) == 1 and before in LAO_FINALS and vowel
    return final and here[0] not in LAO_MEDIALS


def _split_lao(piece: str) -> list[str]:
    """A piece of text cut between Lao syllables, and where a Lao letter meets a letter or
    digit of another script (a number, a tile's name) with no space between."""
    parts = clusters(piece)
    out = parts[:1]
    for k in range(1, len(parts)):
        before, here = _script(parts[k - 1][0]), _script(parts[k][0])
        if before == here == "lao":
            cut = _lao_break(parts, k)
        else:
            cut = parts[k - 1][0].isalnum() and parts[k][0].isalnum() and before != here
        if cut:
            out.append(parts[k])
        else:
            out[-1] += parts[k]
    return out


def chunks(words: str) -> list[str]:
    """The text cut where a line may break: as `textwrap` cuts it (runs of spaces, and the
    words between them, a hyphenated word after its hyphens), a Lao run also between its
    syllables, and never inside a cluster."""
    out: list[str] = []
    for piece in TextWrapper.wordsep_re.split(words):
        for part in _split_lao(piece) if any(_script(c) == "lao" for c in piece) else [piece]:
            if out and part and (_is_mark(part[0]) or out[-1][-1] in _GLUE):
                out[-1] += part
            elif part:
                out.append(part)
    return out


def wrap(words: str, limit: float) -> list[str]:
    """The text in lines at most ``limit`` units wide, as `textwrap.wrap` makes them (line
    breaks read as spaces, spaces at the ends of lines dropped but the first's leading ones,
    a piece longer than a line cut to fill it) with widths in units and breaks by script."""
    if limit <= 0:
        raise ValueError(f"a line must be wider than nothing, not {limit!r}")
    pending = list(reversed(chunks(words.expandtabs().translate(_WHITESPACE))))
    lines: list[str] = []
    while pending:
        line: list[str] = []
        used = 0.0
        if lines and pending[-1].isspace():
            pending.pop()
        while pending and used + units(pending[-1]) <= limit:
            used += units(pending[-1])
            line.append(pending.pop())
        if pending and units(pending[-1]) > limit:
            head, pending[-1] = _cut(pending[-1], limit - used, not line)
            line.append(head)
        if line and line[-1].isspace():
            line.pop()
        if line:
            lines.append("".join(line))
    return lines


def _cut(piece: str, room: float, first: bool) -> tuple[str, str]:
    """A piece too long for any line cut after as many whole clusters as fit in ``room`` (at
    least one when the line holds nothing else), or after its last hyphen that fits."""
    parts = clusters(piece)
    used, k = 0.0, 0
    while k < len(parts) and (used + units(parts[k]) <= room or (first and k == 0)):
        used += units(parts[k])
        k += 1
    hyphen = "".join(parts[:k]).rfind("-")
    if k < len(parts) and hyphen > 0 and piece[:hyphen].strip("-"):
        return piece[: hyphen + 1], piece[hyphen + 1 :]
    return "".join(parts[:k]), "".join(parts[k:])
