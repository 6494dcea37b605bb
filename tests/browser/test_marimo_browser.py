"""The table and a quiz in a marimo app (``marimo run``), wrapped as marimo wants anywidgets:
``mo.ui.anywidget(MoonTable(...))``. A bid, the widow and trump are played by clicking; the quiz
answers a click. Screenshots: test-artifacts/marimo-*.png.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from conftest import HANDS
from harness import settle, shoot_the_moon_in_sixes
from servers import local_only, start_server, stop_server, tool

pytestmark = pytest.mark.browser

APP = f"""
import marimo

app = marimo.App()


@app.cell
def _():
    import marimo as mo
    from moon_nb import Game, MoonTable, Quiz
    from moon_nb.lessons import WhichWins
    return Game, MoonTable, Quiz, WhichWins, mo


@app.cell
def _(Game, MoonTable, mo):
    game = Game.from_deal({HANDS!r}, "3-1", first_bidder=0, seed=1)
    table = mo.ui.anywidget(MoonTable(game=game, pace_ms=0))
    table
    return


@app.cell
def _(Quiz, WhichWins, mo):
    quiz = mo.ui.anywidget(Quiz(WhichWins(["4-2", "6-4", "4-4"], trump="doubles")))
    quiz
    return


if __name__ == "__main__":
    app.run()
"""


@pytest.fixture(scope="module")
def marimo(chromium_path: str | None, tmp_path_factory: Any) -> Iterator[str]:
    """``marimo run`` of the app above on localhost; its address."""
    folder = tmp_path_factory.mktemp("marimo")
    (folder / "moon_app.py").write_text(APP)
    cmd = [tool("marimo"), "run", str(folder / "moon_app.py"), "--headless", "--no-token"]
    cmd += ["--host=127.0.0.1", "--no-sandbox", "--no-check"]
    marimo = start_server(
        lambda port: [*cmd, f"--port={port}"], "/health", "", folder / "marimo.log"
    )
    try:
        yield marimo.url
    finally:
        stop_server(marimo.proc)


def test_a_table_and_a_quiz_play_in_marimo(marimo: str, page: Any, artifacts: Path) -> None:
    local_only(page.context)
    page.goto(marimo)
    table = page.locator(".moon-table").first
    table.wait_for(timeout=120_000)
    settle(table)
    shoot_the_moon_in_sixes(table)
    table.screenshot(path=str(artifacts / "marimo-table.png"), animations="disabled")

    quiz = page.locator(".moon-quiz").first
    quiz.get_by_role("button", name="double four").click()
    answer = quiz.locator(".moon-quiz-answer")
    page.wait_for_function(
        "b => b.innerText.includes('Right: 4-4 wins.')", arg=answer.element_handle()
    )
    quiz.screenshot(path=str(artifacts / "marimo-quiz.png"), animations="disabled")
    assert not page.errors, page.errors
