"""Tutorial 01 as a Voilà dashboard (``voila notebooks/``): Voilà runs every cell, then shows
the outputs; the table and the quiz respond to clicks. Tutorial 0's guided path plays there too.
Screenshots: test-artifacts/voila-*.png.

Voilà must not share an environment with jupyterlite-pyodide-kernel (it then fails to load its
own page), which is why the course site is built in a venv of its own.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from guide import answered, at_step, click_tile, go_to_step, stars
from harness import ROOT, bid_and_answer
from servers import local_only, start_server, stop_server, tool

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def voila(chromium_path: str | None, tmp_path_factory: Any) -> Iterator[str]:
    """Voilà on localhost, serving the tutorials folder; its address."""
    log = tmp_path_factory.mktemp("voila") / "voila.log"
    cmd = [tool("voila"), "--no-browser", "--Voila.ip=127.0.0.1", "--Voila.port_retries=0"]
    voila = start_server(
        lambda port: [*cmd, f"--port={port}", str(ROOT / "notebooks")], "/", "voila", log
    )
    try:
        yield voila.url
    finally:
        stop_server(voila.proc)


def test_tutorial_01_plays_in_voila(voila: str, page: Any, artifacts: Path) -> None:
    local_only(page.context)  # Voilà asks a CDN for an icon font; no network here anyway
    page.goto(f"{voila}/voila/render/01-quick-start.ipynb", timeout=180_000)
    table = page.locator(".moon-table").first
    table.wait_for(timeout=120_000)
    quiz = page.locator(".moon-quiz").first
    quiz.wait_for(timeout=60_000)
    bid_and_answer(table, quiz)
    table.screenshot(path=str(artifacts / "voila-table.png"), animations="disabled")
    quiz.screenshot(path=str(artifacts / "voila-quiz.png"), animations="disabled")
    assert not page.errors, page.errors


def test_the_guided_path_plays_in_voila(voila: str, page: Any, artifacts: Path) -> None:
    local_only(page.context)
    page.goto(f"{voila}/voila/render/00-learn-by-playing.ipynb", timeout=180_000)
    table = page.locator(".moon-table").first
    table.wait_for(timeout=120_000)
    # Wherever the saved progress opened the path, the list of steps goes to the first.
    go_to_step(table, "learn-follow-suit")
    at_step(table, "learn-follow-suit")
    assert "You may not play 3-2" in answered(table, click_tile(table, "3-2"), "wrong")
    answered(table, click_tile(table, "5-4"), "solved")
    assert stars(table).startswith("Two stars")
    table.screenshot(path=str(artifacts / "voila-learn.png"), animations="disabled")
    assert not page.errors, page.errors
