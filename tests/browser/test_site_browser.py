"""The course site (`bash scripts/site.sh OUT`), as a learner meets it: a static JupyterLite site
served from localhost, in a Chromium that can reach nothing else (every other request is
aborted and recorded; no other host even resolves). Open tutorial 01 (its saved pictures show
before it runs), run its cells, see the table, bid by clicking, answer its quiz by clicking;
play a whole hand against the strong computer players, who think in Pyodide (and the kernel
restored from the snapshot the build made, its standard library from the byte code the build
wrote, `random` seeded anew); play a step of the guided path (`Learn()`), a wrong try and its
retry; and with no snapshot to be had, the kernel starts from scratch and the table still
plays.

The site is built by scripts/site.sh (downloads cached; ~15 s when cached) unless
$MOON_NB_SITE names one already built. Screenshots go to test-artifacts/site-*.png.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from guide import LEARN_CELL, answered, at_step, click_tile, guide, stars
from harness import bid_and_answer, chromium, data, decide, run_cell, settle
from lite import (
    build_site,
    copy_with_notebooks,
    open_lite_notebook,
    wait_for_output,
    wait_until_run,
)
from servers import OFFLINE_ARGS, StaticServer, local_only

pytestmark = pytest.mark.browser

TUTORIAL = "01-quick-start.ipynb"


def _cells(name: str) -> tuple[list[int], int, int]:
    """The code cells of a tutorial, and which shows the table and which the quiz (found from
    their saved outputs, so the test follows the tutorial as it changes)."""
    nb = json.loads((Path(__file__).resolve().parents[2] / "notebooks" / name).read_text())
    code, shown = [], {}
    for i, cell in enumerate(nb["cells"]):
        if cell["cell_type"] == "code":
            code.append(i)
            for output in cell.get("outputs", []):
                text = "".join(output.get("data", {}).get("text/plain", ""))
                for kind, start in (("table", "<MoonTable"), ("quiz", "Quiz: ")):
                    if text.startswith(start):
                        shown.setdefault(kind, i)
    return code, shown["table"], shown["quiz"]


TUTORIAL_CODE_CELLS, TABLE_CELL, QUIZ_CELL = _cells(TUTORIAL)

LEARN = "learn.ipynb"
STRONG = "strong-opponents.ipynb"
STRONG_CELLS = [
    'from moon_nb import MoonTable\ntable = MoonTable(seed=3, pace_ms=0, level="expert")\ntable',
    # Where the kernel came from: the snapshot the site's build made (site.sh), its standard
    # library's byte code; its moon_nb files are there (a module not yet imported loads); what
    # differs between kernels: random's state, the progress session's id (it names its events).
    "import json, random, sys, moon_nb.course.tutorials as t, moon_nb.progress.store as s\n"
    "print(json.dumps([json.__file__, sys.path.count(''), t.__file__, random.random(),"
    " s.SESSION._id]))",
    # The review deck: fsrs, which only moon_nb imports, is in the kernel all the same.
    "import fsrs\nfrom moon_nb import Review\nprint(fsrs.__name__)\nReview()",
]
RESTORED = "moon_nb: the kernel restored from its snapshot"
FROM_SCRATCH = "moon_nb: the kernel starts from scratch"


def kernel_said(page: Any) -> list[str]:
    """What the kernel's start says in the browser's console (the worker's words included),
    from now on."""
    said: list[str] = []
    page.on("console", lambda message: said.append(message.text))
    return said


@pytest.fixture(scope="module")
def site(chromium_path: str | None, tmp_path_factory: Any) -> Iterator[StaticServer]:
    built = build_site(tmp_path_factory.mktemp("site") / "site")
    extra = {STRONG: STRONG_CELLS, LEARN: [LEARN_CELL]}
    served = copy_with_notebooks(built, tmp_path_factory.mktemp("served") / "site", extra)
    with StaticServer(served) as server:
        yield server


@pytest.fixture(scope="module")
def browser(playwright_driver: Any, chromium_path: str | None) -> Iterator[Any]:
    """This module's own Chromium, offline but for localhost (overrides conftest's)."""
    with chromium(chromium_path, OFFLINE_ARGS, playwright_driver) as offline:
        yield offline


def test_tutorial_01_runs_and_plays_offline(site: StaticServer, page: Any, artifacts: Path) -> None:
    blocked = local_only(page.context)
    open_lite_notebook(page, site.url, TUTORIAL)
    # Before anything runs, the saved picture of the table is drawn.
    picture = wait_for_output(page, TABLE_CELL, 'img[src^="data:image/svg+xml"]', 30_000)
    assert picture.is_visible()
    assert picture.evaluate("i => i.complete && i.naturalWidth > 0"), "the picture is drawn"
    for cell in TUTORIAL_CODE_CELLS:
        run_cell(page, cell)
    table = wait_for_output(page, TABLE_CELL, ".moon-table")
    wait_until_run(page, TUTORIAL_CODE_CELLS[-1])
    quiz = wait_for_output(page, QUIZ_CELL, ".moon-quiz")
    table.scroll_into_view_if_needed()
    page.screenshot(path=str(artifacts / "site-01-notebook.png"))
    bid_and_answer(table, quiz)
    table.screenshot(path=str(artifacts / "site-01-after-bid.png"), animations="disabled")
    quiz.screenshot(path=str(artifacts / "site-01-quiz.png"), animations="disabled")

    assert not blocked, f"the site asked for other addresses: {blocked}"
    assert not page.errors, page.errors


def test_strong_opponents_play_a_hand_in_pyodide(
    site: StaticServer, page: Any, artifacts: Path
) -> None:
    blocked = local_only(page.context)
    said = kernel_said(page)
    open_lite_notebook(page, site.url, STRONG)
    run_cell(page, 0)
    table = wait_for_output(page, 0, ".moon-table")
    settle(table, timeout=60_000)
    assert "Expert" in table.locator(".moon-seat").first.inner_text()
    for _ in range(12):  # a bid, the widow, trump and seven tiles at most
        if data(table, "overlay"):
            break
        decide(table, timeout=120_000)  # the hand summary asks the solver, in Pyodide
    assert data(table, "overlay") == "summary", "a whole hand was played"
    table.screenshot(path=str(artifacts / "site-strong-summary.png"), animations="disabled")
    # The kernel was restored from its snapshot, with the standard library's byte code.
    assert any(line.startswith(RESTORED) for line in said), said
    run_cell(page, 1)
    printed = wait_for_output(page, 1, ".jp-OutputArea-output pre")
    stdlib, blanks, tutorials, drawn, session = json.loads(printed.inner_text())
    assert stdlib.endswith(".zip/json/__init__.pyc"), f"Pyodide's own has sources: {stdlib}"
    assert blanks == 1, "the working folder once on sys.path, as in a kernel started afresh"
    assert tutorials.endswith("site-packages/moon_nb/course/tutorials.py")
    run_cell(page, 2)
    assert wait_for_output(page, 2, ".jp-OutputArea-output pre").inner_text().strip() == "fsrs"
    wait_for_output(page, 2, ".moon-table")
    # Another visit's kernel, restored from the same snapshot, draws another number.
    open_lite_notebook(page, site.url, STRONG)
    run_cell(page, 1)
    again = json.loads(wait_for_output(page, 1, ".jp-OutputArea-output pre").inner_text())
    assert again[3] != drawn, "random starts anew on each visit"
    assert again[4] != session, "so does the progress session: two kernels' events never merge"
    assert not blocked, f"the site asked for other addresses: {blocked}"
    assert not page.errors, page.errors


def test_without_its_snapshot_the_kernel_starts_from_scratch(site: StaticServer, page: Any) -> None:
    """A site whose snapshot cannot be had (a host that left it out, a failed download): the
    kernel starts as JupyterLite starts it, and tutorial 01's table still plays."""
    blocked = local_only(page.context)
    said = kernel_said(page)
    page.context.route("**/kernel.snapshot.gz", lambda route: route.abort())
    open_lite_notebook(page, site.url, TUTORIAL)
    run_cell(page, TABLE_CELL)
    table = wait_for_output(page, TABLE_CELL, ".moon-table .moon-hand .moon-tile")
    assert table.is_visible()
    assert any(line.startswith(FROM_SCRATCH) for line in said), said
    assert not any(line.startswith(RESTORED) for line in said), said
    assert not blocked, f"the site asked for other addresses: {blocked}"
    assert not page.errors, page.errors


def test_the_guided_path_plays_in_pyodide(site: StaticServer, page: Any, artifacts: Path) -> None:
    blocked = local_only(page.context)
    open_lite_notebook(page, site.url, LEARN)
    run_cell(page, 0)
    table = wait_for_output(page, 0, ".moon-table")
    at_step(table, "learn-follow-suit", timeout=120_000)
    assert "You may not play 3-2" in answered(table, click_tile(table, "3-2"), "wrong")
    guide(table).get_by_role("button", name="Start again").click()
    at_step(table, "learn-follow-suit")
    answered(table, click_tile(table, "5-4"), "solved")
    assert stars(table).startswith("Two stars")
    table.screenshot(path=str(artifacts / "site-learn.png"), animations="disabled")
    assert not blocked, f"the site asked for other addresses: {blocked}"
    assert not page.errors, page.errors
