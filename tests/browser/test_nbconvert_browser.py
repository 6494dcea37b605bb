"""A notebook with a table and a quiz, executed and exported to HTML by nbconvert (what Jupyter
Book and nbsphinx pipelines do), with and without ``store_widget_state``.

The facts, as tested here:
- ``--ExecutePreprocessor.store_widget_state=False``: each widget's output keeps its static
  picture (``text/html``), which the page shows, with no network.
- the default (nbclient stores the widget state): nbconvert writes each widget's output as a
  widget view only, puts the state in the page with a script that loads
  ``@jupyter-widgets/html-manager`` from unpkg, and leaves the pictures out. Offline the
  outputs are blank; online too, since the html-manager cannot load anywidget ("Script error
  for: anywidget", seen by hand where the CDNs were reachable; this machine has no network).
"""

from __future__ import annotations

import subprocess
from pathlib import Path
from typing import Any

import pytest
from conftest import table_cell
from harness import write_notebook
from servers import local_only, tool

QUIZ = (
    "from moon_nb import Quiz\n"
    "from moon_nb.lessons import WhichWins\n"
    'Quiz(WhichWins(["4-2", "6-4", "4-4"], trump="doubles"))'
)
TABLE_CAPTION = "Run this notebook to play at a live table."
QUIZ_QUESTION = "Which tile wins the trick?"
NO_STATE = "--ExecutePreprocessor.store_widget_state=False"


@pytest.fixture(scope="module")
def exports(tmp_path_factory: Any) -> dict[str, Path]:
    """The notebook exported twice, each in a folder of its own: {"no-state": by
    docs/where-it-runs.md's command, "default": by the same without the setting}."""
    commands = {
        "no-state": [
            tool("jupyter"),
            "nbconvert",
            "--to",
            "html",
            "--execute",
            NO_STATE,
            "lesson.ipynb",
        ],
        "default": [tool("jupyter"), "nbconvert", "--to", "html", "--execute", "lesson.ipynb"],
    }
    out = {}
    for name, command in commands.items():
        folder = tmp_path_factory.mktemp(name)
        write_notebook(folder / "lesson.ipynb", [table_cell(0), QUIZ])
        subprocess.run(command, cwd=folder, check=True, capture_output=True)
        out[name] = folder / "lesson.html"
    return out


def test_without_widget_state_the_export_has_the_pictures(exports: dict[str, Path]) -> None:
    page = exports["no-state"].read_text()
    assert TABLE_CAPTION in page
    assert QUIZ_QUESTION in page
    assert "application/vnd.jupyter.widget-state+json" not in page
    assert "application/vnd.jupyter.widget-view+json" not in page


def test_by_default_the_export_has_widget_views_and_no_pictures(
    exports: dict[str, Path],
) -> None:
    page = exports["default"].read_text()
    assert page.count('<script type="application/vnd.jupyter.widget-view+json">') == 2
    assert '<script type="application/vnd.jupyter.widget-state+json">' in page
    assert "https://unpkg.com/@jupyter-widgets/html-manager" in page
    assert TABLE_CAPTION not in page


@pytest.mark.browser
def test_only_the_export_without_state_shows_pictures_offline(
    exports: dict[str, Path], page: Any, artifacts: Path
) -> None:
    blocked = local_only(page.context)
    shown = {}
    for name, path in exports.items():
        page.goto(path.as_uri())
        page.wait_for_load_state("load")
        outputs = page.locator(".jp-OutputArea-output")
        # The pictures are <img> data URIs (they survive untrusted notebooks too).
        drawn = outputs.locator('img[src^="data:image/svg+xml"]:visible')
        shown[name] = drawn.count()
        for i in range(drawn.count()):
            assert drawn.nth(i).evaluate("i => i.complete && i.naturalWidth > 0"), "not drawn"
        page.screenshot(path=str(artifacts / f"nbconvert-{name}.png"), full_page=True)
    assert shown["no-state"] >= 2, "the table's and the quiz's pictures"
    assert shown["default"] == 0
    assert any("html-manager" in url for url in blocked)
