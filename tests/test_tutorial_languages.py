"""The tutorials in another language: built from catalogs (tutorials/tutorial_catalogs.py), a
paragraph without a translation or with a stale one refuses the build, the translated code stays
Python, and each shipped language's notebooks are in step with its catalog and set their
language in their first code cell. (Running them is nbval's job: ``pytest --nbval notebooks``
takes in every language's folder.)"""

from __future__ import annotations

import importlib.util
import re
import sys
from pathlib import Path
from types import ModuleType

import nbformat
import pytest

ROOT = Path(__file__).resolve().parent.parent
TUTORIALS = ROOT / "tutorials"


def _load(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, TUTORIALS / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


CATALOGS = _load("tutorial_catalogs")
BUILD = _load("build")

SOURCE = """# 9 · A lesson

**Goal:** know the widow.

Seat 0 takes the widow.
It holds eight tiles.

```python
# the widow, seen by the bidder
print(f"Seat {seat} holds", ", ".join(hand))
print("pass", "first_bidder")
```
"""
HUNGARIAN = {
    CATALOGS.LANGUAGE_NOTE: "A következő cella magyarra állítja a nyelvet.",
    "# 9 · A lesson": "# 9 · Egy lecke",
    "**Goal:** know the widow.": "**Cél:** ismerni a talont.",
    "Seat 0 takes the widow.\nIt holds eight tiles.": (
        "A 0. hely felveszi a talont.\nNyolc lapkája van."
    ),
    "the widow, seen by the bidder": "a talon, ahogy a licitáló látja",
    'f"Seat {seat} holds"': 'f"A(z) {seat}. hely lapkái:"',
}


def catalog_for(source: str, translations: dict[str, str]) -> tuple[list, object]:
    """A lesson's cells and a Hungarian catalog of it with ``translations``."""
    cells = BUILD.parse_source(source)
    catalog = CATALOGS.template(CATALOGS.units("09-lesson", cells))
    catalog.locale = "hu"
    for message in catalog:
        if message.id in translations:
            message.string = translations[message.id]
    return cells, catalog


def test_what_is_translated_and_what_stays_code() -> None:
    cells, catalog = catalog_for(SOURCE, HUNGARIAN)
    assert [m.id for m in catalog if m.id] == list(HUNGARIAN)  # not "pass", not a key
    said = CATALOGS.translated_cells("09-lesson", cells, catalog, "hu")
    assert said[0] == (
        "markdown",
        "# 9 · Egy lecke\n\n**Cél:** ismerni a talont.\n\nA 0. hely felveszi a talont.\nNyolc "
        "lapkája van.\n\nA következő cella magyarra állítja a nyelvet.",
    )
    assert said[1] == ("code", 'import moon_nb\n\nmoon_nb.set_language("hu")')
    assert said[2] == (
        "code",
        "# a talon, ahogy a licitáló látja\n"
        'print(f"A(z) {seat}. hely lapkái:", ", ".join(hand))\n'
        'print("pass", "first_bidder")',
    )


def test_a_paragraph_without_a_translation_refuses_the_build() -> None:
    missing = dict(HUNGARIAN)
    del missing["**Goal:** know the widow."]
    cells, catalog = catalog_for(SOURCE, missing)
    with pytest.raises(CATALOGS.Untranslated, match="no translation of '\\*\\*Goal:\\*\\* know"):
        CATALOGS.translated_cells("09-lesson", cells, catalog, "hu")


def test_a_changed_paragraph_makes_its_translation_stale_and_refuses_the_build() -> None:
    _, catalog = catalog_for(SOURCE, HUNGARIAN)
    changed = SOURCE.replace("It holds eight tiles.", "It holds eight tiles now.")
    cells = BUILD.parse_source(changed)
    CATALOGS.merged(catalog, CATALOGS.template(CATALOGS.units("09-lesson", cells)))
    stale = catalog["Seat 0 takes the widow.\nIt holds eight tiles now."]
    assert stale.fuzzy and stale.string.startswith("A 0. hely felveszi")
    with pytest.raises(CATALOGS.Untranslated, match="is stale \\(fuzzy\\)"):
        CATALOGS.translated_cells("09-lesson", cells, catalog, "hu")


def test_a_translated_code_cell_must_stay_python() -> None:
    broken = dict(HUNGARIAN)
    broken['f"Seat {seat} holds"'] = 'f"A(z) {seat}. hely lapkái:'
    cells, catalog = catalog_for(SOURCE, broken)
    with pytest.raises(CATALOGS.Untranslated, match="cell 2: the translated code is not Python"):
        CATALOGS.translated_cells("09-lesson", cells, catalog, "hu")


SHIPPED = BUILD.shipped_languages()


def test_the_shipped_languages_have_catalogs() -> None:
    assert "hu" in SHIPPED  # Hungarian first (issue 49)
    assert set(SHIPPED) <= set(CATALOGS.languages_with_catalogs())


@pytest.mark.parametrize("lang", SHIPPED)
def test_a_shipped_language_matches_its_catalog_and_the_sources(lang: str) -> None:
    assert BUILD.out_of_date(lang) == []


@pytest.mark.parametrize("lang", SHIPPED)
def test_a_translated_notebook_says_how_it_speaks_its_language(lang: str) -> None:
    names = sorted(p.name for p in BUILD.NOTEBOOKS.glob("*.ipynb"))
    assert sorted(p.name for p in (BUILD.NOTEBOOKS / lang).glob("*.ipynb")) == names
    for name in names:
        nb = nbformat.read(BUILD.NOTEBOOKS / lang / name, as_version=4)
        first, setting = nb.cells[0], nb.cells[1]
        assert "`moon_nb.set_language`" in first.source and "set_language" not in nb.cells[2].source
        assert setting.source == f'import moon_nb\n\nmoon_nb.set_language("{lang}")'
        assert setting.outputs == []


@pytest.mark.parametrize("lang", ["en", *SHIPPED])
def test_notebook_5s_table_of_trumps_lines_up_in_every_language(lang: str) -> None:
    """Each choice's count and tiles (digits, the same width in every script) come before its
    name, whose length is the language's: every row's name starts in the same column."""
    folder = BUILD.NOTEBOOKS if lang == "en" else BUILD.NOTEBOOKS / lang
    nb = nbformat.read(folder / "05-bidding-and-the-widow.ipynb", as_version=4)
    cell = next(c for c in nb.cells if "for choice in Trump" in c.source)
    rows = "".join(o.get("text", "") for o in cell.outputs).splitlines()[1:]
    assert len(rows) == 9  # the seven numbers, the doubles and no trump
    assert all(re.fullmatch(r"\d  [0-9, -]{18}  \S.*", row) for row in rows), rows


def test_the_build_loads_without_babel_or_moon_nb(monkeypatch: pytest.MonkeyPatch) -> None:
    """scripts/site/choose.py and the book load tutorials/build.py (for its sources) with a
    Python that has neither: the catalogs' tools are imported where they are used."""
    import builtins

    real = builtins.__import__

    def without(name: str, *args: object, **kwargs: object) -> object:
        if name.split(".")[0] in ("babel", "moon_nb"):
            raise ModuleNotFoundError(name)
        return real(name, *args, **kwargs)  # type: ignore[arg-type]

    for name in ("tutorial_catalogs", "build_without"):
        monkeypatch.delitem(sys.modules, name, raising=False)
    monkeypatch.setattr(builtins, "__import__", without)
    spec = importlib.util.spec_from_file_location("build_without", TUTORIALS / "build.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert module.parse_source("# A\n\nB") == [("markdown", "# A\n\nB")]
