"""The course site as a teacher builds it — ``bash scripts/site.sh OUT --title TITLE 2
03-following-suit mine.ipynb``, docs/course-site.md's command: two tutorials and a notebook of
the teacher's own — served from localhost to a Chromium that can reach nothing else (every
other request aborted and recorded).

- The site shows its title and exactly the chosen notebooks; the teacher's notebook runs.
- A learner's answer to a quiz is saved in the browser's storage: after a reload, a new kernel
  runs the progress cell alone and the answer is there, for its lesson; the progress file is in
  the file browser and downloads (to hand in).
- Served over plain http from this machine's network address (no secure context, so no
  storage for the kernel), the progress summary says the answers last only until a reload.

The site is built by scripts/site.sh (its downloads cached). Screenshots go to
test-artifacts/classroom-*.png.
"""

from __future__ import annotations

import json
import re
import socket
import subprocess
import sys
import zipfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from harness import NOTEBOOK, ROOT, chromium, run_cell, write_notebook
from lite import open_lite_notebook, wait_for_output, wait_until_run
from servers import OFFLINE_ARGS, StaticServer, local_only

sys.path.insert(0, str(ROOT / "scripts" / "site"))

pytestmark = pytest.mark.browser

TITLE = "Moon club · week 1"
MINE = "week-1.ipynb"
MINE_CELLS = [
    "from moon_nb import Quiz\nfrom moon_nb.lessons import WhichWins, this_lesson\n"
    'this_lesson("week 1")',
    'quiz = Quiz(WhichWins(["4-2", "6-4", "4-4"], trump="doubles"))\nquiz',
    "from moon_nb.lessons import progress\nprogress(every_lesson=True)",
]
TUTORIAL = "02-tiles-and-suits.ipynb"


@pytest.fixture(scope="module")
def built(chromium_path: str | None, tmp_path_factory: Any) -> Path:
    own = tmp_path_factory.mktemp("teacher") / MINE
    write_notebook(own, MINE_CELLS)
    out = tmp_path_factory.mktemp("site") / "site"
    done = subprocess.run(
        [
            "bash",
            str(ROOT / "scripts" / "site.sh"),
            str(out),
            "--title",
            TITLE,
            "2",
            "03-following-suit",
            str(own),
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, f"{done.stdout[-2000:]}\n{done.stderr[-3000:]}"
    return out


@pytest.fixture(scope="module")
def site(built: Path) -> Iterator[StaticServer]:
    with StaticServer(built) as server:
        yield server


def this_machines_address() -> str | None:
    """This machine's address on its network (not localhost), or None."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("192.0.2.1", 9))  # no packet is sent: this only picks a route
        except OSError:
            return None
        address = str(probe.getsockname()[0])
    return None if address.startswith("127.") else address


@pytest.fixture(scope="module")
def browser(offline_browser: Any) -> Any:
    """The session's Chromium offline but for localhost (overrides conftest's)."""
    return offline_browser


def cell_with(name: str, text: str) -> int:
    """The index of the first cell of tutorial ``name`` whose source holds ``text`` (read
    from the saved notebook: JupyterLab draws only the cells on screen)."""
    cells = json.loads((ROOT / "notebooks" / name).read_text())["cells"]
    return next(i for i, c in enumerate(cells) if text in "".join(c["source"]))


def test_the_teachers_site_shows_its_title_and_the_chosen_notebooks(
    site: StaticServer, page: Any, artifacts: Path
) -> None:
    blocked = local_only(page.context)
    open_lite_notebook(page, site.url, MINE)
    page.wait_for_function(f"() => document.title.includes({TITLE!r})", timeout=30_000)
    listed = page.locator(".jp-DirListing-item .jp-DirListing-itemText")
    listed.first.wait_for(timeout=30_000)
    names = sorted(listed.all_inner_texts())
    # The tutorials in the five other languages are in a folder each (the door lists them).
    languages = sorted(p.name for p in (ROOT / "notebooks").iterdir() if p.is_dir())
    assert names == sorted(
        ["02-tiles-and-suits.ipynb", "03-following-suit.ipynb", MINE, *languages]
    )
    for cell in range(3):
        run_cell(page, cell)
    quiz = wait_for_output(page, 1, ".moon-quiz")
    quiz.get_by_role("button", name="double four").click()
    page.wait_for_function("q => q.dataset.verdict === 'right'", arg=quiz.element_handle())
    run_cell(page, 2)
    wait_until_run(page, 2)
    shown = wait_for_output(page, 2, ".moon-progress").inner_text()
    assert "Your progress in every lesson: 1 of 1 exercise answered right." in shown, shown
    assert "1. week 1 · Which tile wins the trick? — answered right at the first try." in shown
    page.screenshot(path=str(artifacts / "classroom-teachers-site.png"))
    assert not blocked, f"the site asked for other addresses: {blocked}"
    assert not page.errors, page.errors


def answer_the_suit_size_quiz(page: Any) -> None:
    """In tutorial 02, open: show the quiz on suit 3's size, answer 7 (wrong), then 6."""
    first = cell_with(TUTORIAL, "from moon_nb import Quiz")
    size = cell_with(TUTORIAL, "SuitSizeQuiz(3)")
    run_cell(page, first)
    run_cell(page, size)
    quiz = wait_for_output(page, size, ".moon-quiz")
    for typed, verdict in (("7", "wrong"), ("6", "right")):
        quiz.get_by_role("textbox").fill(typed)
        quiz.get_by_role("button", name="Check").click()
        page.wait_for_function(
            "([q, v]) => q.dataset.verdict === v", arg=[quiz.element_handle(), verdict]
        )


def test_an_answer_on_the_site_is_still_there_after_a_reload(
    site: StaticServer, page: Any, artifacts: Path
) -> None:
    blocked = local_only(page.context)
    open_lite_notebook(page, site.url, TUTORIAL)
    answer_the_suit_size_quiz(page)

    page.reload()
    page.wait_for_selector(f"{NOTEBOOK} .jp-Cell", timeout=120_000)
    progress = cell_with(TUTORIAL, "progress()")
    run_cell(page, progress)  # alone, in the new kernel
    wait_until_run(page, progress)
    output = wait_for_output(page, progress, ".moon-progress")
    shown = output.inner_text()
    assert "Your progress: 1 of 1 exercise answered right." in shown, shown
    assert "1. How many? — answered right at try 2." in shown
    assert "Saved in moon-progress.json" in shown
    output.screenshot(path=str(artifacts / "classroom-progress-after-reload.png"))

    # The learner hands it in: the file is in the file browser, and downloads.
    item = page.locator(".jp-DirListing-item", has_text="moon-progress.json")
    item.wait_for(timeout=30_000)
    item.click(button="right")
    with page.expect_download(timeout=30_000) as download:
        page.locator(".lm-Menu-item", has_text="Download").first.click()
    handed_in = json.loads(Path(download.value.path()).read_text())
    assert [(e["lesson"], e["kind"], e["right"]) for e in handed_in["events"]] == [
        ("02-tiles-and-suits", "answer", False),
        ("02-tiles-and-suits", "answer", True),
    ]
    assert not blocked, f"the site asked for other addresses: {blocked}"
    assert not page.errors, page.errors


def test_a_site_that_cannot_keep_files_says_so(
    built: Path, playwright_driver: Any, chromium_path: str | None
) -> None:
    """Served over plain http from another machine (not a secure context), the page has no
    service worker, and JupyterLite gives the kernel no access to the browser's storage: the
    learner is told that the progress lasts only until the page is reloaded."""
    address = this_machines_address()
    if address is None:
        pytest.skip("this machine has no network address but localhost")
    rules = f"--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE {address}"
    args = [a for a in OFFLINE_ARGS if not a.startswith("--host-resolver-rules")] + [rules]
    with (
        StaticServer(built, host=address) as server,
        chromium(chromium_path, args, playwright_driver) as own,
    ):
        page = own.new_page(viewport={"width": 1280, "height": 1000})
        blocked = local_only(page.context, also=(address,))
        open_lite_notebook(page, server.url, TUTORIAL)
        assert page.evaluate("() => window.isSecureContext") is False
        answer_the_suit_size_quiz(page)
        progress = cell_with(TUTORIAL, "progress()")
        run_cell(page, progress)
        wait_until_run(page, progress)
        shown = wait_for_output(page, progress, ".moon-progress").inner_text()
    assert "2. How many? — answered right at try 2." in shown
    assert "This page cannot keep files in your browser" in shown
    assert "Saved in" not in shown
    assert not blocked, f"the site asked for other addresses: {blocked}"


def test_the_site_ships_only_what_was_chosen(built: Path) -> None:
    """The moon_nb wheel inside the site carries the two tutorials chosen and none of the
    teacher's side; the notebooks link only to notebooks on the site; the build listed what it
    wrote (a rebuild may replace exactly that)."""
    import output
    import shipped

    wheels = sorted(built.rglob("moon_nb-*.whl"))
    assert wheels, "the site holds moon_nb's wheel"
    for wheel in wheels:
        names = zipfile.ZipFile(wheel).namelist()
        tutorials = {
            n.removeprefix(shipped.TUTORIALS) for n in names if n.startswith(shipped.TUTORIALS)
        }
        assert tutorials == {TUTORIAL, "03-following-suit.ipynb"}, wheel
        assert not set(names) & set(shipped.TEACHER_SIDE), wheel
    for folder in [built / "files", *(p for p in (built / "files").iterdir() if p.is_dir())]:
        on_site = {p.name for p in folder.glob("*.ipynb")}
        assert {TUTORIAL, "03-following-suit.ipynb"} <= on_site, folder
        for name in on_site:
            cells = json.loads((folder / name).read_text())["cells"]
            text = "".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")
            linked = set(re.findall(r"\]\(([\w.-]+\.ipynb)", text))
            assert linked <= on_site, f"{name} links to {linked - on_site}, not on the site"
    listed = (built / output.LIST).read_text().splitlines()
    assert "files/03-following-suit.ipynb" in listed and "jupyter-lite.json" in listed
    assert output.refusal(built, "site.sh", "site") is None
