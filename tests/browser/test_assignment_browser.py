"""A released assignment (`moon_nb.course.teacher.assignments`, then ``nbgrader
generate_assignment``) as a student opens it: in JupyterLab, as a fresh user (the notebook
untrusted, nbgrader's own extension loaded), every question shows its words and its pictures, and
each answer cell waits for ``answer = ...``."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from harness import NOTEBOOK, jupyter_server, open_notebook

from moon_nb.course.teacher.assignments import write_course
from moon_nb.course.teacher.catalog import catalog
from moon_nb.course.teacher.grader_config import STUB

pytestmark = pytest.mark.browser
pytest.importorskip("nbgrader", reason="nbgrader is in the test extra")

LESSON = "03-following-suit"


def test_a_released_lesson_shows_its_questions_and_pictures(
    page: Any, tmp_path: Path, artifacts: Path, chromium_path: str | None
) -> None:
    course = tmp_path / "course"
    write_course(course, [LESSON])
    env = {**os.environ, "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}"}
    subprocess.run(
        [sys.executable, "-m", "nbgrader", "generate_assignment", LESSON],
        cwd=course,
        env=env,
        check=True,
        capture_output=True,
        timeout=300,
    )
    entries = catalog([LESSON]).entries
    with jupyter_server(course / "release" / LESSON, fresh_user=True) as server:
        # What a student reads is drawn before any kernel is up: none is waited for.
        open_notebook(page, server, f"{LESSON}.ipynb", kernel=False)
        cells = page.locator(f"{NOTEBOOK} .jp-Cell")
        questions = page.locator(f"{NOTEBOOK} .jp-MarkdownCell h2")
        questions.nth(len(entries) - 1).wait_for()
        assert questions.count() == len(entries)
        for entry, k in zip(entries, range(1, 4 * len(entries), 4), strict=True):
            shown = cells.nth(k)
            shown.scroll_into_view_if_needed()
            text = shown.inner_text()
            assert entry.exercise.question() in text, entry.label
            drawn = shown.evaluate(
                "c => [...c.querySelectorAll('img')].map(i => i.complete && i.naturalWidth > 0)"
            )
            assert drawn == [True] * len(entry.exercise.figures()), entry.label
            assert STUB in cells.nth(k + 2).inner_text()
        page.screenshot(path=str(artifacts / "assignment-released.png"))
