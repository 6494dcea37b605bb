"""The course book's pages as `scripts/book/make.py` writes them, without building a book (the
browser test builds one): notebook 0's page opens the guided path, its words fit a page with no
kernel, an exercise's page carries its lesson's title, and a teacher's notebook without a
kernelspec or language info is given Python's.

What the pages say is worked out from what the notebooks say (their saved outputs and their
sentences), so these read the tutorials as they are."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts" / "book"))

import make  # noqa: E402

LEARN = ROOT / "notebooks" / "00-learn-by-playing.ipynb"


def notebook(path: Path) -> dict[str, Any]:
    loaded: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return loaded


def markdown(page: dict[str, Any]) -> list[str]:
    return ["".join(c["source"]) for c in page["cells"] if c["cell_type"] == "markdown"]


def frames(page: dict[str, Any]) -> list[str]:
    return [m for text in markdown(page) for m in re.findall(r'<iframe src="([^"]+)"', text)]


def test_notebook_0s_page_opens_the_guided_path_on_the_play_page() -> None:
    page = make.with_frames(notebook(LEARN), {})
    shown = frames(page)
    assert shown[0] == "play/index.html?path=learn"
    assert all("path=learn" not in src for src in shown[1:]), "only the path's cell opens it"
    learn_cell = next(
        i for i, c in enumerate(page["cells"]) if "Learn()" in "".join(c.get("source", ""))
    )
    assert "path=learn" in "".join(page["cells"][learn_cell + 1]["source"])


def test_notebook_0s_words_fit_a_page_with_no_kernel() -> None:
    given = markdown({"cells": notebook(LEARN)["cells"]})
    assert any(make.RUN_A_CELL.search(text) for text in given), "the notebook says to run cells"
    page = markdown(make.with_frames(notebook(LEARN), {}))
    sentences = [s for text in page for s in re.split(r"(?<=[.!?])\s+|\n\s*\n", text)]
    to_run = [s for s in sentences if make.RUN_A_CELL.search(s)]
    assert to_run, "the page keeps the notebook's word to run a cell after the hand"
    assert all(s.startswith("In the notebook: ") for s in to_run), to_run
    before_path = page[0]
    assert not make.RUN_A_CELL.search(before_path)
    assert make.LIVE_TABLE in before_path


def test_a_sentence_that_says_to_run_a_cell_is_the_books_own() -> None:
    text = (
        "Here is a table.\nRun the cell below. It deals a hand.\n\n## Then\n\nRun its cell again!"
    )
    assert make.for_the_page(text, live_below=True) == (
        f"Here is a table.\n{make.LIVE_TABLE} It deals a hand.\n\n## Then\n\n{make.LIVE_TABLE}"
    )
    assert make.for_the_page(text, live_below=False) == (
        "Here is a table.\nIn the notebook: run the cell below. It deals a hand.\n\n## Then\n\n"
        "In the notebook: run its cell again!"
    )
    assert make.for_the_page("Nothing to run here.", live_below=True) == "Nothing to run here."


def test_a_table_cell_opens_the_play_page_at_its_seed_level_and_coach() -> None:
    assert make.play_src("MoonTable(seed=34, level='expert')", "table") == (
        "play/index.html?seed=34&level=expert"
    )
    assert make.play_src("table = coached_hand()", "table") == "play/index.html?coach=yes"
    assert make.play_src("path = Learn()", "learn") == "play/index.html?path=learn"


def test_an_exercise_page_carries_its_lessons_title(tmp_path: Path) -> None:
    path = ROOT / "notebooks" / "02-tiles-and-suits.ipynb"
    pages = make.exercise_pages(path, 2, tmp_path)
    assert pages
    first = (tmp_path / Path(next(iter(pages.values()))).name).read_text(encoding="utf-8")
    title = re.search(r"<title>([^<]*)</title>", first)
    assert title is not None
    heading = next(
        line[2:] for line in markdown(notebook(path))[0].splitlines() if line.startswith("# ")
    )
    assert title.group(1) == f"{heading}: exercise 1"
    assert heading.endswith("Tiles and suits")


def test_a_notebook_without_kernelspec_or_language_info_gets_pythons() -> None:
    bare = {"nbformat": 4, "nbformat_minor": 5, "metadata": {}, "cells": []}
    page = make.with_frames(bare, {})
    assert page["metadata"]["kernelspec"]["language"] == "python"
    assert page["metadata"]["language_info"] == {"name": "python"}
    own = {**bare, "metadata": {"kernelspec": {"name": "mine", "language": "python"}}}
    assert make.with_frames(own, {})["metadata"]["kernelspec"]["name"] == "mine"


HU_LEARN = ROOT / "notebooks" / "hu" / "00-learn-by-playing.ipynb"


def test_a_hungarian_page_says_the_books_words_in_hungarian() -> None:
    """In a language, a sentence that says to run a cell is found by the tutorials' words for it
    and said in the book's words of that language; the play page speaks it (``lang=hu``)."""
    from moon_nb.speech import speaking

    with speaking("hu"):
        said = make.words()
        page = markdown(make.with_frames(notebook(HU_LEARN), {}))
        shown = frames(make.with_frames(notebook(HU_LEARN), {}, "../play/index.html"))
        assert make.play_src("MoonTable(seed=34)", "table") == "play/index.html?seed=34&lang=hu"
    assert said["live"].startswith("Az alábbi asztal élő")
    assert said["live"] in page[0], "the first cell's table (after the language's cell) is live"
    text = "\n\n".join(page)
    assert "Futtasd az alábbi cellát" not in text, "no sentence says to run a cell as it was"
    assert "A jegyzetfüzetben: ha a leosztás véget ért, futtasd az alábbi cellát." in text
    assert shown[0] == "../play/index.html?path=learn&amp;lang=hu"


def test_each_language_says_to_run_a_cell_in_the_books_words_for_it() -> None:
    """Every tutorial paragraph that says to run the cell below says it, in each language, in
    the words the book looks for (`book_words()["run_below"]`): otherwise the book's page
    would tell a reader with no kernel to run a cell."""
    from babel.messages.pofile import read_po

    from moon_nb.speech import speaking

    for code in ("hu", "hy", "fi", "mr", "lo"):
        with speaking(code):
            run = make.run_a_cell()
        with (ROOT / "tutorials" / "locale" / f"{code}.po").open("rb") as po:
            catalog = read_po(po)
        saying = [m for m in catalog if m.id and "run the cell below" in str(m.id).lower()]
        assert len(saying) >= 3, code
        for message in saying:
            assert run.search(str(message.string)), (code, message.string[:80])


def test_a_book_of_several_languages_links_each_first_page_to_the_others() -> None:
    from moon_nb.speech import speaking

    codes = ["en", "hu", "lo"]
    assert make.other_languages("en", codes) == [
        ("magyar", "hu/intro.html"),
        ("ລາວ", "lo/intro.html"),
    ]
    assert make.other_languages("hu", codes) == [
        ("English", "../intro.html"),
        ("ລາວ", "../lo/intro.html"),
    ]
    with speaking("hu"):
        first = make.intro("Hold", make.other_languages("hu", codes), "../play/index.html")
    assert first.startswith("# Hold\n\nEz a könyv más nyelven: ")
    assert '<a href="../play/index.html?path=learn&amp;lang=hu">A vezetett út</a>' in first
    english = make.intro("Moon", [])
    assert '<a href="play/index.html?puzzles">Solve rated puzzles</a>' in english
    assert "another language" not in english


def test_every_page_draws_the_scripts_in_the_faces_the_play_page_ships() -> None:
    """The style sheet in ``_static/`` (one level below the page) imports the play page's fonts,
    from the root's book and from a book in a language's folder."""
    assert make.scripts_css().startswith('@import url("../play/fonts/fonts.css");')
    assert make.scripts_css("../play/index.html").startswith(
        '@import url("../../play/fonts/fonts.css");'
    )
    assert '--pst-font-family-base: "Moon Scripts"' in make.scripts_css()
