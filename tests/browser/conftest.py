"""Fixtures for the browser tests: one JupyterLab server and one Chromium for the whole session
(starting them is most of the cost), a fresh page per test.

Every test here is marked ``browser``; all of them skip, saying why, when no Chromium is found.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from guide import LEARN_CELL
from harness import ARTIFACTS, JupyterServer, chromium, find_chromium, write_notebook
from path_words import Words, kept_longest
from servers import OFFLINE_ARGS

HANDS = [
    ["6-6", "6-5", "6-4", "6-3", "5-5", "4-4", "3-3"],
    ["6-2", "6-1", "5-4", "5-3", "5-2", "5-1", "4-3"],
    ["4-2", "4-1", "3-2", "2-2", "2-1", "1-1", "0-0"],
]


def table_cell(pace_ms: int, extra: str = "") -> str:
    """A cell that shows a table at a scripted deal: the learner (seat 0) bids first."""
    return (
        "from moon_nb import Game, MoonTable\n"
        f"hands = {HANDS!r}\n"
        'game = Game.from_deal(hands, "3-1", first_bidder=0, seed=1)\n'
        f"table = MoonTable(game=game, pace_ms={pace_ms}{extra})\n"
        "table"
    )


FOLLOW = (
    "from moon_nb import Game, MoonTable\n"
    f"hands = {HANDS!r}\n"
    'game = Game.from_deal(hands, "3-1", first_bidder=1, seed=1)\n'
    'for action in ["bid 5", "pass", "pass", "discard 3-1", "trump 2", "play 5-4"]:\n'
    "    game.apply(action)\n"
    "table = MoonTable(game=game, pace_ms=0)\n"
    "table"
)

MID_HAND = (
    "from moon_nb import Game, MoonTable\n"
    f"hands = {HANDS!r}\n"
    'game = Game.from_deal(hands, "3-1", first_bidder=1, seed=1)\n'
    'for action in ["bid 5", "pass", "pass", "discard 3-1", "trump 2", "play 6-2", "play 4-2",\n'
    '               "play 3-3", "play 6-1", "play 4-1"]:\n'
    "    game.apply(action)\n"
    "table = MoonTable(game=game, pace_ms=0)\n"
    "table"
)
"""A table in the middle of a hand: seat 1 bid 5 (2s trump) and took the first trick; in the
second, seat 1 led 6-1 and seat 2 played 4-1: the learner (seat 0) follows."""

STATIC = "from IPython.display import HTML\nHTML(table._static_html())"
"""The same table's static picture, as a notebook shows it where no widget can run."""

QUIZZES = [
    "from moon_nb import Quiz\n"
    "from moon_nb.lessons import ScoreQuiz, SuitQuiz, WhichPlays, WhichWins\n"
    'Quiz(WhichWins(["4-2", "6-4", "4-4"], trump="doubles"))',
    'Quiz(WhichPlays(["5-2", "4-4", "5-1", "6-6", "3-2"], ["5-3"], trump=None))',
    "Quiz(SuitQuiz(4))",
    "Quiz(ScoreQuiz(bidder=0, bid=5, tricks=[4, 2, 1]))",
]

NOTEBOOKS = {
    "follow.ipynb": [FOLLOW],
    "mouse.ipynb": [table_cell(120)],
    "keyboard.ipynb": [table_cell(0)],
    "narrow.ipynb": [table_cell(0)],
    "two.ipynb": [
        "from moon_nb import MoonTable\none = MoonTable(seed=5, pace_ms=0)\none",
        "two = MoonTable(seed=6, pace_ms=0)\ntwo",
    ],
    "languages.ipynb": [
        "from moon_nb import MoonTable\nhu = MoonTable(seed=5, pace_ms=0, lang='hu')\nhu",
        "lo = MoonTable(seed=5, pace_ms=0, lang='lo')\nlo",
    ],
    "classic.ipynb": [table_cell(0)],
    "restart.ipynb": [table_cell(0)],
    "coach.ipynb": [table_cell(0, ", coach=True")],
    "coach-hu.ipynb": [table_cell(0, ", coach=True, lang='hu'")],
    "levels.ipynb": [table_cell(0, ', level="beginner"')],
    "static.ipynb": [MID_HAND, STATIC],
    "learn.ipynb": [LEARN_CELL],
    "quiz-mouse.ipynb": QUIZZES,
    "quiz-keyboard.ipynb": QUIZZES,
}


@pytest.fixture(scope="session")
def chromium_path() -> str | None:
    path, reason = find_chromium()
    if path is None:
        pytest.skip(f"browser tests need Chromium: {reason}")
    return path


@pytest.fixture(scope="session")
def notebook_dir() -> Iterator[Path]:
    root = Path(tempfile.mkdtemp(prefix="moon-notebooks-"))
    for name, cells in NOTEBOOKS.items():
        write_notebook(root / name, cells)
    try:
        yield root
    finally:
        shutil.rmtree(root, ignore_errors=True)


@pytest.fixture(scope="session")
def lab(chromium_path: str | None, notebook_dir: Path) -> Iterator[JupyterServer]:
    server = JupyterServer(notebook_dir, "lab")
    try:
        server.start()
        yield server
    finally:
        server.stop()


@pytest.fixture(scope="session")
def playwright_driver(chromium_path: str | None) -> Iterator[Any]:
    """Playwright, once for the session (its sync API runs one driver per thread)."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as driver:
        yield driver


@pytest.fixture(scope="session")
def browser(playwright_driver: Any, chromium_path: str | None) -> Iterator[Any]:
    with chromium(chromium_path, driver=playwright_driver) as b:
        yield b


@pytest.fixture(scope="session")
def offline_browser(playwright_driver: Any, chromium_path: str | None) -> Iterator[Any]:
    """A Chromium offline but for localhost (`OFFLINE_ARGS`), once for the session: the files
    of the play page, the course site, the book and the classroom make it their ``browser``.
    Each launched one of its own (0.6 s of CPU a launch), and a Chromium closed within a file
    took CPU with it that `--file-cpu` never saw (`tests/browser/test_telling_browser.py` read
    7.9 s where its two tests, read one by one, used 22.8 s): alive to the session's end, its
    work is charged to the files that use it."""
    with chromium(chromium_path, OFFLINE_ARGS, playwright_driver) as offline:
        yield offline


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: Any, call: Any) -> Iterator[None]:
    # Keep each phase's report on the test item, so the page fixture knows a test failed.
    outcome = yield
    report = outcome.get_result()
    setattr(item, f"report_{report.when}", report)


JUPYTER_OWN = ("Canceled future for ",)
"""Errors JupyterLab's own kernel messaging raises, with no stack to show it: a request its
kernel connection drops when it is disposed (seen once, "Canceled future for
create_subshell_request message before replies were done", as a test's notebook closed)."""


@pytest.fixture
def page(browser: Any, request: Any) -> Iterator[Any]:
    context = browser.new_context(viewport={"width": 1280, "height": 1000})
    page = context.new_page()
    errors: list[str] = []

    def record(error: Any) -> None:
        # Jupyter's own bundles have known errors of their own (Notebook 7 logs one on every
        # page load); the ones that count are raised in other code, such as the widget's.
        stack = str(error.stack or "")
        frames = [line for line in stack.splitlines() if line.strip().startswith("at ")]
        if frames and "/static/" in frames[0]:
            return
        if str(error).startswith(JUPYTER_OWN):
            return
        errors.append(f"{error}\n{stack}")

    page.on("pageerror", record)
    page.errors = errors
    try:
        yield page
    finally:
        report = getattr(request.node, "report_call", None)
        if report is not None and report.failed:
            # What the browser showed when the test failed, to see what went wrong in CI.
            ARTIFACTS.mkdir(exist_ok=True)
            page.screenshot(path=str(ARTIFACTS / f"failed-{request.node.name}.png"))
        context.close()


@pytest.fixture(scope="session")
def artifacts() -> Path:
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS


@pytest.fixture(scope="session")
def play_site(chromium_path: str | None, tmp_path_factory: Any) -> Iterator[Any]:
    """The play page (`scripts/play.sh`), built once for the session and served from localhost
    (the play page's tests and the course book's share it)."""
    from play import build_play
    from servers import StaticServer

    built = build_play(tmp_path_factory.mktemp("play") / "play")
    with StaticServer(built) as server:
        yield server


@pytest.fixture(scope="session")
def longest_words(tmp_path_factory: Any) -> tuple[Words, Words]:
    """The path's longest wrong try's verdict and solved step's reason (`path_words.longest`),
    worked out once a run: under pytest-xdist each worker has a folder of its own in the run's
    folder, where the first to need them writes them for the other."""
    run = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        run = run.parent
    return kept_longest(run / "path-longest-words.json")
