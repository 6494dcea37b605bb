"""The course site in the learner's language, without building a site (the site's browser test
opens one in a Hungarian browser): each tutorial chosen ships in every language it is
translated into, each as clean as the English one; the door lists each language's lessons by
their titles, keeps JupyterLite's settings and names the language it shows by the browser's
choice; every page of the site links the Lao, Armenian and Devanagari faces."""

from __future__ import annotations

import html
import json
import sys
import urllib.parse
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts" / "site"))

import choose  # noqa: E402
import door  # noqa: E402
from test_site_script import a_checkout, run_and_saved  # noqa: E402

from moon_nb.course.play.play_words import door_words  # noqa: E402
from moon_nb.speech import speaking  # noqa: E402
from moon_nb.speech.tongue import LANGUAGES  # noqa: E402

TRANSLATED = sorted(p.name for p in (ROOT / "notebooks").iterdir() if p.is_dir())
LITE_ROOT = """<!DOCTYPE html>
<html>
  <head>
    <script id="jupyter-config-data" type="application/json" data-jupyter-lite-root=".">
      {}
    </script>
    <script type="module">
      await import('./config-utils.js');
    </script>
  </head>
</html>
"""
"""JupyterLite 0.8.6's root page, as its build writes it (comments left out)."""


def test_each_tutorial_chosen_ships_in_every_language(tmp_path: Path) -> None:
    said = choose.choose(ROOT, tmp_path, ["2", "04-trump"], languages=True)
    assert said == []
    assert TRANSLATED == ["fi", "hu", "hy", "lo", "mr"]
    for code in TRANSLATED:
        names = sorted(p.name for p in (tmp_path / code).iterdir())
        assert names == ["02-tiles-and-suits.ipynb", "04-trump.ipynb"]
        for name in names:
            shipped = (tmp_path / code / name).read_text()
            committed = (ROOT / "notebooks" / code / name).read_text()
            assert shipped == choose.relinked(committed, set(names))
    # The book and a call without languages: the English ones only, as before.
    choose.choose(ROOT, tmp_path / "en", ["2"])
    assert [p.name for p in (tmp_path / "en").iterdir()] == ["02-tiles-and-suits.ipynb"]


def test_a_translation_run_and_saved_is_shipped_as_committed(tmp_path: Path) -> None:
    root = a_checkout(tmp_path)
    run_and_saved(root / "notebooks" / "hu" / "03-following-suit.ipynb")
    said = choose.choose(root, tmp_path / "out", ["3"], languages=True)
    assert said == [
        "notebooks/hu/03-following-suit.ipynb was run and saved since it was built (its "
        "metadata holds language_info from a running kernel, widgets; its cells were not run "
        "once each from the top): the committed copy is shipped"
    ]
    shipped = (tmp_path / "out" / "hu" / "03-following-suit.ipynb").read_text()
    committed = (ROOT / "notebooks" / "hu" / "03-following-suit.ipynb").read_text()
    assert shipped == choose.relinked(committed, {"03-following-suit.ipynb"})


def a_site(tmp_path: Path, own: bool = False) -> Path:
    """A site as JupyterLite's build leaves it, for the door: its root page, two app pages and
    the notebooks of tutorials 2 and 4 in every language (and a teacher's own)."""
    site = tmp_path / "site"
    choose.choose(ROOT, site / "files", ["2", "4"], languages=True)
    if own:
        mine = {"nbformat": 4, "nbformat_minor": 5, "metadata": {}, "cells": []}
        (site / "files" / "week-1.ipynb").write_text(json.dumps(mine))
    (site / "index.html").write_text(LITE_ROOT)
    for app in ("lab", "lab/tree"):
        (site / app).mkdir(parents=True)
        (site / app / "index.html").write_text("<html><head><title>x</title></head></html>")
    return site


def test_the_door_lists_each_languages_lessons_and_keeps_jupyterlites_settings(
    tmp_path: Path,
) -> None:
    site = a_site(tmp_path, own=True)
    door.main([str(site), "--title", "Moon club"])
    page = (site / "index.html").read_text()
    assert '<script id="jupyter-config-data" type="application/json"' in page
    assert "config-utils.js" not in page, "the door does not send the learner on to lab/"
    assert "<title>Moon club</title>" in page
    for code in LANGUAGES:
        start = page.index(f'<section lang="{code}"')
        section = page[start : page.index("</section>", start)]
        with speaking(code):
            words = door_words()
        assert f"<h1>{words['heading']}</h1>" in section and words["how"] in section
        # A table at once, in the door's language: the REPL app running one cell.
        play = html.escape(door.play_link(code))
        assert f'<p class="play"><a href="{play}">{words["play"]}</a></p>' in section
        query = urllib.parse.parse_qs(urllib.parse.urlparse(door.play_link(code)).query)
        assert query["code"] == [f"from moon_nb import MoonTable\nMoonTable(lang={code!r})"]
        assert query["kernel"] == ["python"]
        assert f'<nav aria-label="{words["language"]}">' in section
        folder = "" if code == "en" else f"{code}/"
        for name in ("02-tiles-and-suits", "04-trump"):
            notebook = site / "files" / folder / f"{name}.ipynb"
            link = f'<a href="lab/index.html?path={folder}{name}.ipynb">'
            assert f"{link}{door.title_of(notebook)}</a>" in section, (code, name)
        # The teacher's own notebook, in every language's list.
        assert '<a href="lab/index.html?path=week-1.ipynb">week-1</a>' in section
        assert section.count('aria-current="true"') == 1
        assert f'hreflang="{code}" lang="{code}" data-lang="{code}" aria-current' in section
    assert door.title_of(site / "files" / "hu" / "04-trump.ipynb").startswith("4 ·")


def test_every_page_links_the_scripts_fonts_once(tmp_path: Path) -> None:
    site = a_site(tmp_path)
    door.main([str(site)])
    door.main([str(site)])  # a second run links nothing twice
    fonts = sorted(p.name for p in (site / "fonts").iterdir())
    shipped = sorted(p.name for p in (ROOT / "scripts" / "play" / "fonts").iterdir())
    assert fonts == sorted([*shipped, "fonts.css"])
    css = (site / "fonts" / "fonts.css").read_text()
    assert css.count("@font-face") == 6 and "U+0E81-0EDF" in css
    for app, up in (("lab", "../"), ("lab/tree", "../../")):
        text = (site / app / "index.html").read_text()
        assert text.count(f'<link rel="stylesheet" href="{up}fonts/fonts.css">') == 1
        assert '--jp-content-font-family: "Moon Scripts",' in text
    assert '<link rel="stylesheet" href="fonts/fonts.css">' in (site / "index.html").read_text()


def test_a_site_root_without_jupyterlites_settings_is_refused(tmp_path: Path) -> None:
    site = a_site(tmp_path)
    (site / "index.html").write_text("<html></html>")
    with pytest.raises(SystemExit, match="holds no jupyter-config-data; nothing was changed"):
        door.main([str(site)])
    assert (site / "index.html").read_text() == "<html></html>"
