"""Numbers, lists and plural rules from the Unicode CLDR (issue 49, item 4; docs/languages.md):
`moon_nb.speech.cldr` is Babel's copy of the CLDR as `python -m moon_nb.dev.write_cldr` wrote
it, and moon_nb writes with it — Lao's decimal sign is ",", Finnish's percent "80 %", Lao
lists without a word before the last item — and each catalog's plural rule is the CLDR's."""

from __future__ import annotations

from pathlib import Path

import pytest
from babel.messages.plurals import get_plural
from babel.messages.pofile import read_po

import moon_nb
from moon_nb.dev.write_cldr import TARGET, table, written
from moon_nb.speech import amount, decimal, listing, percent, speaking
from moon_nb.speech.cldr import CLDR, Signs

LOCALE = Path(__file__).resolve().parents[1] / "moon_nb" / "locale"


@pytest.mark.parametrize("code", list(moon_nb.languages()))
def test_the_table_is_babels_cldr(code: str) -> None:
    assert CLDR[code] == Signs(*written(code)), "run `python -m moon_nb.dev.write_cldr`"
    assert TARGET.read_text(encoding="utf-8") == table(), "written by hand since"


@pytest.mark.parametrize("code", [c for c in moon_nb.languages() if c != "en"])
def test_each_catalogs_plural_rule_is_the_cldrs(code: str) -> None:
    with open(LOCALE / code / "LC_MESSAGES" / "moon_nb.po", "rb") as f:
        catalog = read_po(f)
    rule = get_plural(code)
    assert (catalog.num_plurals, catalog.plural_expr) == (rule.num_plurals, rule.plural_expr)


def test_numbers_and_lists_are_written_as_the_cldr_says() -> None:
    said = {}
    for code in moon_nb.languages():
        with speaking(code):
            said[code] = (decimal(4.2), percent(0.8), listing(["4", "5", "6"]), listing(["4", "5"]))
    assert said["en"] == ("4.2", "80%", "4, 5 and 6", "4 and 5")  # the code's own English
    assert said["lo"] == ("4,2", "80%", "4, 5, 6", "4 ແລະ 5")
    assert said["fi"] == ("4,2", "80\u00a0%", "4, 5 ja 6", "4 ja 5")
    assert said["hu"] == ("4,2", "80%", "4, 5 és 6", "4 és 5")
    assert said["mr"] == ("4.2", "80%", "4, 5 आणि 6", "4 आणि 5")
    assert said["hy"][0] == "4,2"
    with speaking("qps"):
        assert listing(["4", "5"]) == "⟦4 and 5⟧"


def test_an_amount_of_points_is_as_short_as_it_goes_with_the_languages_sign() -> None:
    """A grade's points ("0.5 of 1 point"): no trailing zeros, and the CLDR's decimal sign."""
    with speaking("en"):
        assert (amount(1.0), amount(0.5), amount(2.25)) == ("1", "0.5", "2.25")
    with speaking("hu"):
        assert (amount(1.0), amount(0.5)) == ("1", "0,5")
