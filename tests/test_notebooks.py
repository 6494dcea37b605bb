"""The tutorial notebooks as files: listed in the README, in step with their sources (built by
tutorials/build.py), saved after a clean run, and free of anything that differs between machines
or needs a kernel (or trust) to show.

Running them and comparing their outputs is nbval's job (``pytest --nbval notebooks``).
"""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path
from types import ModuleType
from typing import Any

import nbformat
import pytest
from support import pictures_in

from moon_nb import languages as languages_spoken

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
TUTORIALS = ROOT / "tutorials"
PATHS = sorted(NOTEBOOKS.glob("*.ipynb"))
REFERENCE = {"10-glossary"}
"""Notebooks that are references (the glossary and the rules on one page), not lessons: no
exercises."""
AT_THE_TABLE = {"00-learn-by-playing"}
"""Lessons whose exercises are the guided path's steps, played at the table (`moon_nb.Learn`)."""
KERNELSPEC = {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


def _build() -> ModuleType:
    spec = importlib.util.spec_from_file_location("notebook_build", TUTORIALS / "build.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


BUILD = _build()


def _read(path: Path) -> Any:
    return nbformat.read(path, as_version=4)


def _html_outputs(nb: Any) -> list[str]:
    """The HTML of every saved output of a notebook, in order."""
    return [
        o.data["text/html"]
        for c in nb.cells
        if c.cell_type == "code"
        for o in c.outputs
        if "data" in o and "text/html" in o.data
    ]


def _title(nb: Any) -> tuple[int, str]:
    """The notebook's number and title, from its first heading: ``# 2 · Tiles and suits``."""
    first = nb.cells[0]
    assert first.cell_type == "markdown"
    match = re.match(r"# (\d+) · (.+)", first.source.splitlines()[0])
    assert match, f"the first line should be '# N · Title', not {first.source.splitlines()[0]!r}"
    return int(match.group(1)), match.group(2).strip()


def _tutorials_section() -> str:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    match = re.search(r"^## Tutorials\n(.*?)(?=^## |\Z)", readme, re.S | re.M)
    assert match, "README.md needs a '## Tutorials' section"
    return match.group(1)


def test_there_are_notebooks_numbered_in_order() -> None:
    assert len(PATHS) >= 8
    numbers = [_title(_read(p))[0] for p in PATHS]
    assert numbers == list(range(len(PATHS)))  # 0 · Learn by playing comes first
    for number, path in zip(numbers, PATHS, strict=True):
        assert path.name.startswith(f"{number:02d}-")


def test_readme_lists_every_notebook_with_its_topic() -> None:
    section = _tutorials_section()
    rows = {}
    for line in section.splitlines():
        link = re.search(r"\[([^\]]+)\]\(notebooks/([^)]+\.ipynb)\)", line)
        if link:
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            rows[link.group(2)] = (link.group(1), cells)
    assert sorted(rows) == [p.name for p in PATHS], "the README lists exactly the notebooks"
    for path in PATHS:
        number, title = _title(_read(path))
        text, cells = rows[path.name]
        assert text == title, f"{path.name}: the README should link it as {title!r}"
        assert cells[0] == str(number)
        assert len(cells) == 3 and len(cells[2]) > 20, f"{path.name}: say what it teaches"


def test_notebooks_match_their_sources() -> None:
    assert BUILD.out_of_date() == []  # the translations': tests/test_tutorial_languages.py


def test_the_learners_folder_holds_only_the_notebooks() -> None:
    """The folder a learner opens in JupyterLab: the tutorials, not the tools that build them
    (those live in tutorials/), and a folder of them for each language they are translated
    into, named by its code."""
    shown = sorted(p.name for p in NOTEBOOKS.iterdir() if not p.name.startswith("."))
    languages = [p.name for p in NOTEBOOKS.iterdir() if p.is_dir()]
    assert set(languages) <= set(languages_spoken()) - {"en"}
    assert sorted(set(shown) - set(languages)) == [p.name for p in PATHS]
    assert BUILD.NOTEBOOKS == NOTEBOOKS and BUILD.SOURCES.parent == TUTORIALS


@pytest.mark.parametrize("path", PATHS, ids=lambda p: p.stem)
def test_notebook_is_valid_with_kernelspec_and_no_widget_state(path: Path) -> None:
    nb = _read(path)
    nbformat.validate(nb)
    assert nb.metadata["kernelspec"] == KERNELSPEC
    assert "widgets" not in nb.metadata
    for cell in nb.cells:
        for output in cell.get("outputs", []):
            assert WIDGET_VIEW not in output.get("data", {})


def test_every_saved_table_and_quiz_shows_without_a_kernel() -> None:
    """Where no kernel runs, a table's saved output is its static picture (an <img> data URI,
    which shows in an untrusted notebook too), and a quiz's is its question card."""
    tables = quizzes = 0
    for path in PATHS:
        for cell in _read(path).cells:
            for output in cell.get("outputs", []):
                data = output.get("data", {})
                text, page = str(data.get("text/plain", "")), str(data.get("text/html", ""))
                if text.startswith(("<MoonTable", "<Learn")):
                    tables += 1
                    assert '<img src="data:image/svg+xml;base64,' in page
                elif text.startswith("Quiz: "):
                    quizzes += 1
                    assert 'class="moon-lesson moon-question"' in page
    assert tables >= 3 and quizzes >= 20, "the tutorials show tables and quizzes"


@pytest.mark.parametrize("path", PATHS, ids=lambda p: p.stem)
def test_notebook_was_saved_after_a_clean_run(path: Path) -> None:
    code = [c for c in _read(path).cells if c.cell_type == "code"]
    assert [c.execution_count for c in code] == list(range(1, len(code) + 1))
    for cell in code:
        kinds = {o.output_type for o in cell.outputs}
        assert "error" not in kinds, f"{path.name}: a cell raised: {cell.source[:60]!r}"
        for output in cell.outputs:
            if output.output_type == "stream":
                assert output.name == "stdout", f"{path.name}: stderr in {cell.source[:60]!r}"


@pytest.mark.parametrize("path", PATHS, ids=lambda p: p.stem)
def test_outputs_show_no_addresses_or_paths(path: Path) -> None:
    assert BUILD.unstable_outputs(_read(path)) == []


@pytest.mark.parametrize("path", PATHS, ids=lambda p: p.stem)
def test_notebook_is_a_lesson(path: Path) -> None:
    """A goal line, pictures saved in the outputs (so it reads without a kernel, and before
    the learner has run or trusted it: images with alt text, never inline SVG), and exercises
    answered with feedback — except in a reference notebook, which asks none."""
    nb = _read(path)
    assert "**Goal:**" in nb.cells[0].source
    html = _html_outputs(nb)
    assert [p for h in html for p in pictures_in(h)], f"{path.name} shows no pictures"
    code = "\n".join(c.source for c in nb.cells if c.cell_type == "code")
    if path.stem in REFERENCE:
        assert ".answer(" not in code and not any("moon-question" in h for h in html)
        return
    assert any("moon-lesson" in h for h in html), f"{path.name} has no exercise feedback"
    if path.stem in AT_THE_TABLE:
        assert "Learn()" in code and any("Goal: " in h for h in html)
        return
    assert ".answer(" in code or ".solution()" in code


def test_parse_source_splits_cells() -> None:
    text = "# Title\n\nIntro.\n\n```python\nx = 1\n```\n\nMore.\n<!-- cell -->\nLast.\n"
    assert BUILD.parse_source(text) == [
        ("markdown", "# Title\n\nIntro."),
        ("code", "x = 1"),
        ("markdown", "More."),
        ("markdown", "Last."),
    ]


def test_unstable_outputs_are_found() -> None:
    nb = nbformat.v4.new_notebook()
    cell = nbformat.v4.new_code_cell("x")
    cell.outputs = [
        nbformat.v4.new_output("stream", name="stdout", text="<Foo object at 0x7f3a2b1c9d00>"),
        nbformat.v4.new_output("execute_result", {"text/plain": "'/tmp/abc'"}, execution_count=1),
    ]
    nb.cells.append(cell)
    problems = BUILD.unstable_outputs(nb)
    assert len(problems) == 2
