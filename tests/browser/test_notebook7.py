"""Smoke test: the Moon table in Notebook 7 (``jupyter notebook``) — it renders, and a hand's
first decisions and a trick can be played by clicking; a lesson's quiz answers a click; the
guided path (`Learn()`) judges a wrong try, gives its hint and solves a step."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from guide import answered, at_step, click_tile, guide, stars, step_hint
from harness import JupyterServer, act, open_notebook, run_cell, shoot_the_moon_in_sixes, show_table

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def notebook7(chromium_path: str | None, notebook_dir: Path) -> Iterator[JupyterServer]:
    server = JupyterServer(notebook_dir, "notebook")
    try:
        server.start()
        yield server
    finally:
        server.stop()


def test_the_table_plays_in_notebook_7(
    notebook7: JupyterServer, page: Any, artifacts: Path
) -> None:
    table = show_table(page, notebook7, "classic.ipynb")
    shoot_the_moon_in_sixes(table)
    act(table, lambda: table.locator(".moon-hand button.moon-legal").first.click())
    assert table.locator(".moon-hand .moon-tile").count() == 6
    table.screenshot(path=str(artifacts / "notebook7-play.png"), animations="disabled")
    assert not page.errors, page.errors


def test_a_quiz_answers_in_notebook_7(notebook7: JupyterServer, page: Any) -> None:
    open_notebook(page, notebook7, "quiz-mouse.ipynb")
    run_cell(page, 0)
    quiz = page.locator(".moon-quiz").first
    quiz.wait_for(timeout=60_000)
    quiz.get_by_role("button", name="double four").click()
    answer = quiz.locator(".moon-quiz-answer")
    page.wait_for_function(
        "b => b.innerText.includes('Right: 4-4 wins.')", arg=answer.element_handle()
    )
    assert not page.errors, page.errors


def test_the_guided_path_plays_in_notebook_7(
    notebook7: JupyterServer, page: Any, artifacts: Path
) -> None:
    table = show_table(page, notebook7, "learn.ipynb")
    at_step(table, "learn-follow-suit")
    assert "You may not play 3-2" in answered(table, click_tile(table, "3-2"), "wrong")
    guide(table).get_by_role("button", name="Hint").click()
    step_hint(table).wait_for()
    answered(table, click_tile(table, "5-4"), "solved")
    assert stars(table).startswith("One star")
    table.screenshot(path=str(artifacts / "notebook7-learn.png"), animations="disabled")
    assert not page.errors, page.errors
