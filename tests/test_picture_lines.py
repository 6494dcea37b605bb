"""Lines of the SVG pictures by script (`moon_nb.show.lines`): English wraps exactly as it did
with `textwrap`, Lao breaks between syllables with no spaces, Marathi and Armenian at spaces,
and no line breaks inside a cluster or runs over its width, for every sentence of the catalogs."""

from __future__ import annotations

import functools
import random
import shutil
import string
import subprocess
import textwrap
import unicodedata
from pathlib import Path

import pytest
from babel.messages.pofile import read_po
from PIL import ImageFont, features

from moon_nb.show import drawing as d
from moon_nb.show import lines

LOCALE = Path(__file__).resolve().parents[1] / "moon_nb" / "locale"
LIMITS = (12, 20, 33, 47, 60)


def _sentences(code: str) -> list[str]:
    """Every translation in a language's catalog (each plural form), placeholders and all."""
    with (LOCALE / code / "LC_MESSAGES" / "moon_nb.po").open("rb") as f:
        catalog = read_po(f)
    out: list[str] = []
    for message in catalog:
        if not message.id:
            continue
        found = message.string if isinstance(message.string, tuple) else (message.string,)
        out += [s for s in found if s]
    return out


def _english() -> list[str]:
    with (LOCALE / "hu" / "LC_MESSAGES" / "moon_nb.po").open("rb") as f:
        catalog = read_po(f)
    ids = [m.id for m in catalog if m.id]
    return [s for i in ids for s in (i if isinstance(i, tuple) else (i,))]


def test_english_lines_are_textwraps_lines() -> None:
    """English (and any text of one-unit characters) wraps as `textwrap.wrap` wraps it: the
    pictures' English is byte for byte as before."""
    rnd = random.Random(41)
    noise = [
        "".join(rnd.choice(string.ascii_letters + "   --,.6\n") for _ in range(rnd.randint(0, 90)))
        for _ in range(1500)
    ]
    for words in _english() + noise:
        for limit in LIMITS:
            assert lines.wrap(words, limit) == textwrap.wrap(words, limit), (words, limit)


# Real sentences of the catalogs, and where they break at that width (in units).
CASES = [
    (
        "lo",
        "ເລືອກກະເບື້ອງໜຶ່ງແຜ່ນເພື່ອຄວ່ຳໄວ້; ອາດແມ່ນກະເບື້ອງກາງເອງກໍໄດ້. ມັນຈະອອກຈາກການຫຼິ້ນໃນມືນີ້.",
        30,
        [
            "ເລືອກກະເບື້ອງໜຶ່ງແຜ່ນເພື່ອຄວ່ຳໄວ້;",
            "ອາດແມ່ນກະເບື້ອງກາງເອງກໍໄດ້. ມັນ",
            "ຈະອອກຈາກການຫຼິ້ນໃນມືນີ້.",
        ],
    ),
    ("lo", "ເລືອກກະເບື້ອງໜຶ່ງແຜ່ນ", 12, ["ເລືອກກະເບື້ອງ", "ໜຶ່ງແຜ່ນ"]),
    (
        "mr",
        "तुम्ही कोणत्याही टाइलने नेतृत्व करू शकता; इतरांनी शक्य असल्यास तिच्या सूटचे अनुसरण केले पाहिजे.",
        30,
        [
            "तुम्ही कोणत्याही टाइलने नेतृत्व करू",
            "शकता; इतरांनी शक्य असल्यास तिच्या",
            "सूटचे अनुसरण केले पाहिजे.",
        ],
    ),
    ("mr", "कोणत्याही", 3, ["कोण", "त्या", "ही"]),
    (
        "hy",
        "Կարող եք հայտ ներկայացնել՝ {bid} — դեռ ոչ ոք հայտ չի ներկայացրել։",
        30,
        ["Կարող եք հայտ", "ներկայացնել՝ {bid} — դեռ", "ոչ ոք հայտ չի", "ներկայացրել։"],
    ),
]


@pytest.mark.parametrize(("code", "words", "limit", "expected"), CASES)
def test_a_sentence_breaks_where_its_script_allows(
    code: str, words: str, limit: float, expected: list[str]
) -> None:
    """Each line as a reader of the language would break it (a cut word only when one cluster
    is wider than the line)."""
    assert words in "".join(_sentences(code)) or (code == "mr" and limit == 3)
    assert lines.wrap(words, limit) == expected


@pytest.mark.parametrize("code", ["lo", "mr", "hy", "hu", "fi"])
def test_no_line_breaks_a_cluster_or_runs_over(code: str) -> None:
    """For every sentence of the catalog at every width: the lines are the sentence again
    (only spaces dropped at the breaks), none begins with a mark or after a leading vowel or a
    virama, and none is wider than the limit unless it is one cluster."""
    for words in _sentences(code):
        for limit in LIMITS:
            got = lines.wrap(words, limit)
            assert "".join(got).replace(" ", "") == words.replace(" ", ""), (words, limit)
            for line in got:
                assert unicodedata.category(line[0]) not in ("Mn", "Mc"), (line, limit)
                assert line[-1] not in lines.LAO_LEADING and line[-1] != lines.VIRAMA
                wide = lines.units(line) > limit
                assert not wide or len(lines.clusters(line)) == 1, (line, limit)


def test_width_is_measured_by_script() -> None:
    """A mark drawn on its letter takes no room, a spacing vowel sign half a letter, and a
    Lao, Devanagari or Armenian letter more than a Latin one: the line fits its box."""
    assert lines.units("ab") == 2
    assert lines.units("ກ") == lines.units("ກ່") == lines.units("ກິ່")
    assert lines.units("क्ष") == 2 * lines.units("क")
    assert lines.units("का") == lines.units("क") + 0.5
    assert lines.units("Ա") > 1 and lines.units("ກ") > 1
    assert d.text("ກ່ານ", 10).width == d.text("ການ", 10).width


FACES = Path(__file__).resolve().parents[1] / "scripts" / "play" / "fonts"
"""The Noto faces the play page and the course site ship (Noto Sans Lao, Devanagari and
Armenian: the first of `lines.SCRIPT_FONTS` for each script)."""


STAND_INS = ("Liberation Sans", "Arimo", "Nimbus Sans")
"""Fonts with Arial's and Helvetica's metrics, which fontconfig draws them with."""


def _installed(family: str) -> str | None:
    """The file of the font this machine draws ``family`` with (fontconfig; a metric-compatible
    stand-in counts, as Liberation Sans for Arial), or None — not fontconfig's fallback for a
    family it lacks."""
    if not shutil.which("fc-match"):
        return None
    found = subprocess.run(
        ["fc-match", "-f", "%{family}|%{file}", family], capture_output=True, text=True, check=False
    ).stdout
    names, _, file = found.partition("|")
    same = family in names.split(",") or any(n in names.split(",") for n in STAND_INS)
    return file if same and Path(file).is_file() else None


@functools.cache
def _faces(script: str) -> tuple[ImageFont.FreeTypeFont, ...]:
    """The fonts the pictures name for ``script`` that can be read here, at 100 px: for Lao,
    Devanagari and Armenian the shipped Noto face and each other named family installed
    (DejaVu Sans, Lohit Marathi); for every other character the Latin families `drawing.FONT`
    names (Helvetica, Arial: the width of their average letter is the unit)."""
    files: list[str] = []
    if script == "other":
        files += [f for f in map(_installed, ("Helvetica", "Arial")) if f]
    else:
        noto = {"lao": "lao", "deva": "devanagari", "armn": "armenian"}[script]
        files.append(str(FACES / f"noto-sans-{noto}-400.woff2"))
        installed = (_installed(f) for f in lines.SCRIPT_FONTS[script][1:])
        files += [f for f in installed if f and "Noto" not in f]
    layout = ImageFont.Layout.RAQM if features.check("raqm") else ImageFont.Layout.BASIC
    return tuple(ImageFont.truetype(f, 100, layout_engine=layout) for f in dict.fromkeys(files))


@functools.cache
def _drawn(run: str, script: str) -> float:
    """The width at 100 px of a run of one script in the widest of its fonts (shaped: a
    conjunct, a mark on its letter)."""
    return max(face.getlength(run) for face in _faces(script))


def _real_width(line: str, size: float) -> float:
    """A line's width as a browser draws it in the fonts the picture names: each word (a run of
    one script, marks with their letter) in the widest of its script's fonts."""
    runs: list[list[str]] = []
    for ch in line:
        script = lines._script(ch)
        if runs and (runs[-1][0] == script or lines._is_mark(ch)) and ch != " ":
            runs[-1][1] += ch
        else:
            runs.append([script, ch])
    return sum(_drawn(run, script) for script, run in runs) * size / 100


@pytest.mark.parametrize("code", ["en", "lo", "mr", "hy"])
def test_a_paragraph_fits_its_width_in_the_fonts_the_picture_names(code: str) -> None:
    """`para` breaks a catalog's longest sentences into lines that fit the width it is given,
    measured in the real fonts the picture names (FreeType's advances, shaped by HarfBuzz: not
    the estimate `lines.units` that made the lines), the widest of them where several are
    named; and `text` gives each line a box that holds it within 5 % (an Armenian word in
    DejaVu Sans is drawn up to 4 % wider than its box: "պատասխանները։" 130 px in 125). English
    is the catalogs' sources. The longest sentences are the ones measured (their lines are full)."""
    if not _faces("other"):
        pytest.skip("no font installed for the pictures' Latin letters (Helvetica, Arial)")
    found = _english() if code == "en" else _sentences(code)
    width, size = 300.0, 13.0
    over = []
    for words in sorted(found, key=len)[-40:]:
        block = d.para(words, width, size)
        for line in lines.wrap(words, int(width / (0.55 * size))):
            real = _real_width(line, size)
            if real > width or real > d.text(line, size).width * 1.05:
                over.append(f"{line!r}: {real:.0f} px, its box {d.text(line, size).width:.0f}")
        assert block.width <= width * 0.57 / 0.55
    assert over == [], "\n".join(over)


def test_clusters_hold_marks_conjuncts_and_leading_vowels() -> None:
    """A cluster is a letter with its marks, letters joined by a virama, a Lao leading vowel
    with its letter: the pieces no line is broken inside."""
    assert lines.clusters("कोणत्याही") == ["को", "ण", "त्या", "ही"]
    assert lines.clusters("ເລືອກ") == ["ເລື", "ອ", "ກ"]
    assert lines.clusters("ຫຼິ້ນ") == ["ຫຼິ້", "ນ"]
    assert lines.clusters("Հայ") == ["Հ", "ա", "յ"]


def test_lao_breaks_between_syllables() -> None:
    """A Lao sentence is cut into its syllables where the rule knows them (before a leading
    vowel, after ະ or a ໃ/ໄ syllable, before a consonant with a vowel after a closed
    syllable), and kept whole where it does not (ທຣຳ, ລວມທັງ: no break is better than a
    wrong one)."""
    words = "ທ່ານບໍ່ມີທຣຳ, ສະນັ້ນທ່ານປະຕິບັດຕາມ {lead} ບໍ່ໄດ້ ແລະຫຼິ້ນກະເບື້ອງໃດກໍໄດ້, ລວມທັງ {tile}."
    assert words in _sentences("lo")
    assert [c for c in lines.chunks(words) if not c.isspace()] == [
        *("ທ່ານ", "ບໍ່", "ມີທຣຳ,", "ສະ", "ນັ້ນ", "ທ່ານ", "ປະ", "ຕິ", "ບັດ", "ຕາມ", "{lead}"),
        *("ບໍ່", "ໄດ້", "ແລະ", "ຫຼິ້ນ", "ກະ", "ເບື້ອງ", "ໃດ", "ກໍ", "ໄດ້,", "ລວມທັງ", "{tile}."),
    ]
    assert lines.chunks("ກເກ") == ["ກ", "ເກ"]  # before a leading vowel, whatever comes before
    assert lines.chunks("ຄືໆກັນ") == ["ຄືໆ", "ກັນ"]  # after the repetition mark, not before
