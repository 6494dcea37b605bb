"""Lines of the SVG pictures by script (`moon_nb.show.lines`): English wraps exactly as it did
with `textwrap`, Lao breaks between syllables with no spaces, Marathi and Armenian at spaces,
and no line breaks inside a cluster or runs over its width, for every sentence of the catalogs."""

from __future__ import annotations

import random
import string
import textwrap
import unicodedata
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

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


def test_a_lao_paragraph_fits_its_width() -> None:
    """`para` breaks a Lao sentence with no spaces into lines that fit the width it is given."""
    words = max(_sentences("lo"), key=len)
    block = d.para(words, 200, 13)
    assert block.svg.count("<text") > 2
    for line in lines.wrap(words, int(200 / (0.55 * 13))):
        assert d.text(line, 13).width <= 200 * 0.57 / 0.55


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
