"""The course site (`bash scripts/site.sh OUT`), as a learner meets it: a static JupyterLite site
served from localhost, in a Chromium that can reach nothing else (every other request is
aborted and recorded; no other host even resolves). Open tutorial 01 (its saved pictures show
before it runs), run its cells, see the table, bid by clicking, answer its quiz by clicking;
play a whole hand against the strong computer players, who think in Pyodide (and the kernel
started from the byte code the build wrote), and open the review deck (`Review()`, fsrs in the
kernel); play a step of
the guided path (`Learn()`), a wrong try and its retry; then, in the same notebook, a puzzle of
the rated stream (`Puzzles()`, its bank in the site's wheel) solved and the rating up.

The site is built by scripts/site.sh (downloads cached; ~15 s when cached) unless
$MOON_NB_SITE names one already built. Screenshots go to test-artifacts/site-*.png.
"""

from __future__ import annotations

import json
import sys
import time
import zipfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from accessible import assert_accessible
from guide import LEARN_CELL, answered, at_step, click_tile, guide, stars
from harness import (
    NOTEBOOK,
    bid_and_answer,
    choose_language,
    data,
    decide,
    run_cell,
    settle,
)
from lite import (
    CURRENT,
    build_site,
    copy_with_notebooks,
    no_kernel,
    open_in_one_lab,
    open_lite_notebook,
    wait_for_output,
    wait_until_run,
)
from play import shown_faces
from servers import StaticServer, local_only, watch_outside

from moon_nb.course.play.play_words import door_words
from moon_nb.path.guided import STEPS
from moon_nb.progress.store import Session
from moon_nb.review.puzzles.puzzle_ratings import START
from moon_nb.review.puzzles.stream import PuzzlePath
from moon_nb.show.table_words import table_words
from moon_nb.speech import _, speaking
from moon_nb.table.settings import language_chooser

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts" / "site"))

import door  # noqa: E402
import output as site_output  # noqa: E402
import shipped  # noqa: E402

TUTORIAL = "01-quick-start.ipynb"
ROOT = Path(__file__).resolve().parents[2]


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
PUZZLE_THEME = "the last tricks"
PUZZLES_CELL = (
    # A progress file of this test's own in the browser's storage: the learner's first puzzle,
    # at the starting rating, is the one a fresh learner in Python is given (`first_puzzle`).
    'import os\nos.environ["MOON_NB_PROGRESS"] = "/drive/puzzles-test.json"\n'
    f"from moon_nb import Puzzles\nPuzzles(theme={PUZZLE_THEME!r}, pace_ms=0)"
)
STRONG = "strong-opponents.ipynb"
STRONG_CELLS = [
    'from moon_nb import MoonTable\ntable = MoonTable(seed=3, pace_ms=0, level="expert")\ntable',
    # Where the kernel's modules came from: the byte code the site's build wrote (site.sh).
    "import json, os, IPython, moon_nb.table.hosts.widget as w\n"
    "print(json.dumps([json.__file__, os.path.isfile(IPython.__spec__.cached),"
    " os.path.isfile(w.__spec__.cached)]))",
    # The review deck: fsrs, which only moon_nb imports, is in the kernel all the same.
    "import fsrs\nfrom moon_nb import Review\nprint(fsrs.__name__)\nReview()",
]
LANGUAGE = "language.ipynb"
LANGUAGE_CELLS = ["from moon_nb import MoonTable\nMoonTable(seed=3, pace_ms=0)", LEARN_CELL]
REVIEW = "review.ipynb"
REVIEW_CELLS = [
    # Two hands played by a random learner, kept in a progress file of this test's own in the
    # browser's storage, then the review: the learner's costly bid comes back as a puzzle.
    "import os\n"
    'os.environ["MOON_NB_PROGRESS"] = "/drive/review-test.json"\n'
    "from moon_nb import MoonTable, Review\n"
    "from moon_nb.players import RandomPlayer\n"
    "for seed in (3, 4):\n"
    '    table = MoonTable(seed=seed, level="club", pace_ms=0)\n'
    "    learner = RandomPlayer(seed)\n"
    "    while table.game.hands_played == 0:\n"
    "        table.act(learner.choose(table.game.observe(table.seat)))\n"
    # The hands' decisions are weighed between the kernel's messages (the site's Python starts
    # no process); played from code, with no learner's minutes between them, they are waited for.
    "from moon_nb.progress.store import SESSION\n"
    "from moon_nb.review.weigher import weigher_of\n"
    "weigher_of(SESSION).settle()\n"
    "Review(pace_ms=0)",
]


@pytest.fixture(scope="module")
def built(chromium_path: str | None, tmp_path_factory: Any) -> Path:
    """The course site as `scripts/site.sh` builds it: every tutorial."""
    return build_site(tmp_path_factory.mktemp("site") / "site")


@pytest.fixture(scope="module")
def site(built: Path, tmp_path_factory: Any) -> Iterator[StaticServer]:
    extra = {
        STRONG: STRONG_CELLS,
        LEARN: [LEARN_CELL, PUZZLES_CELL],
        REVIEW: REVIEW_CELLS,
        LANGUAGE: LANGUAGE_CELLS,
    }
    served = copy_with_notebooks(built, tmp_path_factory.mktemp("served") / "site", extra)
    with StaticServer(served) as server:
        yield server


@pytest.fixture(scope="module")
def browser(offline_browser: Any) -> Any:
    """The session's Chromium offline but for localhost (overrides conftest's)."""
    return offline_browser


@pytest.fixture(scope="module")
def one_lab_page(browser: Any) -> Iterator[Any]:
    """One page for the notebooks the site's kernel plays in (a strong hand, the guided path and
    the puzzles, the review), each opened in the JupyterLab the first loaded, as a learner
    opens the next notebook (`open_in_one_lab`): each still starts a kernel of its own, and
    loading JupyterLab again for each took about 5 s of CPU. The addresses it was refused in
    ``page.blocked``."""
    context = browser.new_context(viewport={"width": 1280, "height": 1000})
    page = context.new_page()
    page.blocked = local_only(context)
    page.errors = []
    page.on("pageerror", lambda e: page.errors.append(f"{e}\n{e.stack}"))
    try:
        yield page
    finally:
        context.close()


@pytest.fixture
def one_lab(one_lab_page: Any, request: Any, artifacts: Path) -> Iterator[Any]:
    """`one_lab_page`, its errors and refused addresses this test's own."""
    one_lab_page.errors.clear()
    one_lab_page.blocked.clear()
    yield one_lab_page
    report = getattr(request.node, "report_call", None)
    if report is not None and report.failed:
        one_lab_page.screenshot(path=str(artifacts / f"failed-{request.node.name}.png"))


def test_the_site_ships_no_teachers_module_and_is_the_size_the_guide_says(built: Path) -> None:
    """The moon_nb wheel the site's kernel installs holds none of the teacher's side (the
    students' kit, the grading, the merge: `shipped.TEACHER_SIDE`, found from the imports by
    tests/test_shipped_wheel.py), and the teachers' guide quotes the site's size as the build
    measures and says it (scripts/site/output.py)."""
    (wheel,) = built.glob("static/pyodide-lock/moon_nb-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    assert "moon_nb/table/hosts/widget.py" in names
    assert not names & set(shipped.TEACHER_SIDE), sorted(names & set(shipped.TEACHER_SIDE))
    guide = (ROOT / "docs" / "teachers-guide.md").read_text(encoding="utf-8")
    figure = site_output.about(*site_output.size(built))
    assert f"`OUT_DIR` is a static site ({figure}," in guide, figure


LIVE_WITHIN = 150_000
"""How long a visit may take to a live table (ms): a quiet visit takes about 10 s, a loaded
machine's up to 30 s; once in a checks' run the table did not appear in 240 s."""


def live_table(page: Any, what: str) -> Any:
    """The table of the page's first output, once it is live: drawn, and the learner's bid
    answered by the site's Python (the computer players' bids after it)."""
    table = page.locator(".moon-table").first
    table.locator(".moon-hand .moon-tile").first.wait_for(timeout=LIVE_WITHIN)
    settle(table, timeout=LIVE_WITHIN)
    assert data(table, "phase") == "bid", what
    decide(table, timeout=60_000)
    return table


def whole_tutorial_01(page: Any, artifacts: Path) -> None:
    """Tutorial 01 as a learner first meets it, just opened (cold): its saved picture of the
    table drawn before anything runs, then every cell run; the table and the quiz live — bid by
    a click, answer the quiz by a click (`bid_and_answer`) — each passing axe, screenshots of
    both in test-artifacts/."""
    picture = wait_for_output(page, TABLE_CELL, 'img[src^="data:image/svg+xml"]', 30_000)
    assert picture.is_visible()
    assert picture.evaluate("i => i.complete && i.naturalWidth > 0"), "the picture is drawn"
    for cell in TUTORIAL_CODE_CELLS:
        run_cell(page, cell)
    table = wait_for_output(page, TABLE_CELL, ".moon-table", LIVE_WITHIN)
    wait_until_run(page, TUTORIAL_CODE_CELLS[-1])
    quiz = wait_for_output(page, QUIZ_CELL, ".moon-quiz")
    table.scroll_into_view_if_needed()
    page.screenshot(path=str(artifacts / "site-01-notebook.png"))
    bid_and_answer(table, quiz)
    assert_accessible(table, "the table on the course site")
    assert_accessible(quiz, "a quiz on the course site")
    table.screenshot(path=str(artifacts / "site-01-after-bid.png"), animations="disabled")
    quiz.screenshot(path=str(artifacts / "site-01-quiz.png"), animations="disabled")


def test_the_first_lesson_is_live_five_times_in_a_row(
    site: StaticServer, browser: Any, artifacts: Path
) -> None:
    """Tutorial 01 opened five times in a row: cold in a fresh context, where the whole
    tutorial runs and plays offline (`whole_tutorial_01`); then warm in the same one twice (the
    browser's cache on: the requests are watched, not routed), its table's cell run at once;
    then cold in another fresh context and warm in it, the table's cell at once; each time the
    table is live. Then the door's "Play a game" link, in Hungarian: JupyterLite's REPL app
    shows a live table in Hungarian. No visit asks for an address off this machine, and no page
    raises an error. (The whole tutorial was a test of its own, which opened lesson 01 cold
    once more: a minute of the suite's two cores.)"""
    seconds = []
    for visits in (3, 2):
        context = browser.new_context(viewport={"width": 1280, "height": 1000})
        outside = watch_outside(context)
        page = context.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda e, errors=errors: errors.append(f"{e}\n{e.stack}"))
        try:
            for _visit in range(visits):
                start = time.perf_counter()
                open_lite_notebook(page, site.url, TUTORIAL)
                if not seconds:
                    whole_tutorial_01(page, artifacts)
                else:
                    run_cell(page, TABLE_CELL)
                    cell = page.locator(f"{NOTEBOOK} .jp-Cell").nth(TABLE_CELL)
                    live_table(cell, f"visit {len(seconds) + 1}")
                seconds.append(round(time.perf_counter() - start, 1))
            if visits == 2:
                page.goto(f"{site.url}/index.html?lang=hu")
                page.get_by_role("link", name=door_words_in("hu")["play"]).click()
                page.wait_for_url(f"**/{door.play_link('hu')}")
                table = live_table(page, "the door's play link")
                table.get_by_role("button", name=words("hu")[0]).wait_for()
            assert not outside, f"the site asked for other addresses: {outside}"
            assert not errors, errors
        finally:
            context.close()
    print(f"tutorial 01 live after {seconds} s (cold and whole, warm, warm, cold, warm)")


def _printed(name: str) -> list[tuple[int, int, list[str]]]:
    """The outputs of a tutorial saved as lines of text (printed, or shown as text only): each
    its cell, its place among the cell's outputs, and its lines as saved."""
    nb = json.loads((Path(__file__).resolve().parents[2] / "notebooks" / name).read_text())
    found = []
    for i, cell in enumerate(nb["cells"]):
        for k, output in enumerate(cell.get("outputs", [])):
            data = output.get("data", {})
            text = output.get("text") or (
                data.get("text/plain") if list(data) == ["text/plain"] else ""
            )
            lines = [x.strip() for x in "".join(text or "").splitlines() if x.strip()]
            if len(lines) > 1:
                found.append((i, k, lines))
    return found


READ = tuple(sorted(p.name for p in (ROOT / "notebooks").glob("*.ipynb")))
"""The tutorials whose printed lines are read on the site: all eleven, in English (the lessons
in the other languages are built from the same cells; every notebook's every field, in every
language, is also checked one string without a browser, tests/test_site_script.py). With no
kernel started, the eleven take about 23 s of CPU where three took 11 s."""


def test_every_saved_text_output_reads_on_the_site_as_saved(site: StaticServer, page: Any) -> None:
    """Saved as lists of lines, JupyterLite showed a comma at the start of each line after the
    first ("22 tiles.\n,3 players get 7 tiles each"): each line of every printed output of the
    `READ` tutorials reads on the site as it was saved, before the notebook runs. They are
    opened one after the other in one JupyterLab, from its file browser, as a learner opens the
    next lesson, and no kernel starts (`no_kernel`): what is read is drawn before any runs, and
    a JupyterLab and a Pyodide started for each took 8 s of CPU a notebook."""
    no_kernel(page.context)
    checked = 0
    for name in READ:
        printed = _printed(name)
        if not printed:
            continue
        open_in_one_lab(page, site.url, name)
        page.locator(CURRENT, has_text=name).wait_for(timeout=120_000)
        for cell, k, lines in printed:
            wait_for_output(
                page, cell, ".jp-OutputArea-output", 30_000
            ).scroll_into_view_if_needed()
            outputs = (
                page.locator(f"{NOTEBOOK} .jp-Cell").nth(cell).locator(".jp-OutputArea-output")
            )
            for _wait in range(100):  # a cell scrolled into view draws its outputs a moment later
                shown = [x.strip() for x in outputs.nth(k).inner_text().splitlines() if x.strip()]
                if shown:
                    break
                page.wait_for_timeout(100)
            assert shown == lines, f"{name}, cell {cell}, output {k}"
            checked += 1
    assert checked >= len(READ), "the tutorials print lines of text"
    assert not page.errors, page.errors


def test_strong_opponents_play_a_hand_in_pyodide(
    site: StaticServer, one_lab: Any, artifacts: Path
) -> None:
    page = one_lab
    blocked = page.blocked
    open_in_one_lab(page, site.url, STRONG)
    run_cell(page, 0)
    table = wait_for_output(page, 0, ".moon-table")
    settle(table, timeout=60_000)
    assert "Expert" in table.locator(".moon-seat").first.inner_text()
    for _turn in range(12):  # a bid, the widow, trump and seven tiles at most
        if data(table, "overlay"):
            break
        decide(table, timeout=120_000)  # the hand summary asks the solver, in Pyodide
    assert data(table, "overlay") == "summary", "a whole hand was played"
    table.screenshot(path=str(artifacts / "site-strong-summary.png"), animations="disabled")
    # The kernel started from byte code: the standard library's and the wheels' own.
    run_cell(page, 1)
    printed = wait_for_output(page, 1, ".jp-OutputArea-output pre")
    stdlib, ipython, moon_nb = json.loads(printed.inner_text())
    assert stdlib.endswith(".zip/json/__init__.pyc"), f"Pyodide's own has sources: {stdlib}"
    assert ipython and moon_nb, "IPython and moon_nb were imported from their byte code"
    run_cell(page, 2)
    assert wait_for_output(page, 2, ".jp-OutputArea-output pre").inner_text().strip() == "fsrs"
    wait_for_output(page, 2, ".moon-table")  # Review() draws its table
    assert not blocked, f"the site asked for other addresses: {blocked}"
    assert not page.errors, page.errors


def test_the_guided_path_plays_in_pyodide(
    site: StaticServer, one_lab: Any, artifacts: Path, tmp_path: Path
) -> None:
    page = one_lab
    blocked = page.blocked
    open_in_one_lab(page, site.url, LEARN)
    run_cell(page, 0)
    table = wait_for_output(page, 0, ".moon-table")
    at_step(table, "learn-follow-suit", timeout=120_000)
    assert "You may not play 3-2" in answered(table, click_tile(table, "3-2"), "wrong")
    guide(table).get_by_role("button", name="Start again").click()
    at_step(table, "learn-follow-suit")
    answered(table, click_tile(table, "5-4"), "solved")
    assert stars(table).startswith("Two stars")
    table.screenshot(path=str(artifacts / "site-learn.png"), animations="disabled")
    # The puzzle stream in the same kernel: the first puzzle solved at once, rated up from the
    # starting rating.
    answer, start = first_puzzle(tmp_path)
    begun = time.perf_counter()
    run_cell(page, 1)
    puzzles = wait_for_output(page, 1, ".moon-table")
    at_step(puzzles, "puzzle-1", timeout=120_000)
    assert answer.startswith("play ")
    words = answered(puzzles, click_tile(puzzles, answer.split()[1]), "solved")
    assert words.startswith("Solved."), words
    rating = stars(puzzles)
    assert int(rating.split(": ")[1].split()[0]) > start, rating
    puzzles.screenshot(path=str(artifacts / "site-puzzle.png"), animations="disabled")
    print(f"a puzzle opened and solved on the site in {time.perf_counter() - begun:.1f} s")
    assert not blocked, f"the site asked for other addresses: {blocked}"
    assert not page.errors, page.errors


def first_puzzle(folder: Path) -> tuple[str, int]:
    """The answer to the first puzzle of `PUZZLE_THEME` a fresh learner is given, and the
    learner's starting rating (as `PuzzlePath` works them out, in Python)."""
    stream = PuzzlePath(PUZZLE_THEME, store=Session(folder / "learner.json"))
    return stream.puzzles[stream.step.id].answer, int(START)


def test_the_learners_mistake_comes_back_on_the_site(site: StaticServer, one_lab: Any) -> None:
    """As in JupyterLab (tests/browser/test_review_browser.py), in the site's Pyodide: two hands
    played, then `Review()` puts the costly bid at the table; a wrong try, then the right one,
    and when the card comes back."""
    page = one_lab
    blocked = page.blocked
    open_in_one_lab(page, site.url, REVIEW)
    run_cell(page, 0)
    table = wait_for_output(page, 0, ".moon-table", timeout=300_000)
    settle(table, timeout=60_000)
    assert table.locator(".moon-notice").inner_text() == "1 card due, of 1 card."
    step = str(table.get_attribute("data-step"))
    assert step.startswith("review-")
    at_step(table, step)  # its chapter's rule card put away
    wrong = table.locator('.moon-actions [data-key="act:bid 6"]')
    assert answered(table, wrong.click, "wrong", timeout=120_000).startswith("Not yet.")
    right = table.locator('.moon-actions [data-key="act:pass"]')
    words = answered(table, right.click, "solved", timeout=120_000)
    assert words.startswith("Solved."), words
    # When the card comes back: in the verdict's words, as on the play page.
    assert words.endswith(" This card comes back again tomorrow."), words
    assert not blocked, f"the site asked for other addresses: {blocked}"
    assert not page.errors, page.errors


# The course site in the learner's language: opened in a Hungarian browser, a table in a notebook
# speaks Hungarian (the kernel's Python follows the browser's languages,
# `moon_nb.speech.tongue.asked`), and its settings' chooser changes it to Lao, the game as
# it was, saying which languages the tutorials' notebooks are in. Screenshot: site-lang-hu.png.


def words(code: str) -> tuple[str, str]:
    """The settings button's name and the chooser's note, in ``code``."""
    with speaking(code):
        return table_words()["settings"], language_chooser()["note"]


def test_a_hungarian_browser_gets_a_hungarian_table_and_can_choose_another(
    site: StaticServer, browser: Any, artifacts: Path
) -> None:
    context = browser.new_context(viewport={"width": 1280, "height": 1000}, locale="hu-HU")
    blocked = local_only(context)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(f"{e}\n{e.stack}"))
    try:
        open_lite_notebook(page, site.url, LANGUAGE)
        run_cell(page, 0)
        table = wait_for_output(page, 0, ".moon-table")
        settle(table, timeout=120_000)
        decide(table, timeout=120_000)
        settings, note = words("hu")
        table.get_by_role("button", name=settings).click()
        assert table.locator(".moon-language-note").inner_text() == note
        table.screenshot(path=str(artifacts / "site-lang-hu.png"), animations="disabled")
        before = (data(table, "action-count"), data(table, "phase"))
        choose_language(table, "lo")
        lao, _note = words("lo")
        table.get_by_role("button", name=lao).wait_for(timeout=30_000)
        assert (data(table, "action-count"), data(table, "phase")) == before
        # The guided path, made with no lang=, speaks the browser's language too.
        run_cell(page, 1)
        path = wait_for_output(page, 1, ".moon-table")
        at_step(path, STEPS[0].id, timeout=120_000)
        with speaking("hu"):
            title = _(STEPS[0].title)
        assert title != STEPS[0].title, "the title compared is Hungarian"
        assert guide(path).locator(".moon-guide-title").inner_text() == title
        # The table's Lao is drawn in the face the site ships (this machine has none of its own).
        assert "U+E81-EDF" in shown_faces(page), shown_faces(page)
        the_door_opens_the_lessons_in_the_browsers_language(page, site.url, artifacts)
        assert not blocked, f"the site asked for other addresses: {blocked}"
        assert not errors, errors
    finally:
        context.close()


def titles(code: str) -> list[str]:
    """The titles of the tutorials in ``code``: each one's first heading."""
    folder = ROOT / "notebooks" / code
    found = []
    for path in sorted(folder.glob("*.ipynb")):
        cells = json.loads(path.read_text())["cells"]
        text = "".join(next(c for c in cells if c["cell_type"] == "markdown")["source"])
        found.append(next(x[2:].strip() for x in text.splitlines() if x.startswith("# ")))
    return found


def the_door_opens_the_lessons_in_the_browsers_language(
    page: Any, url: str, artifacts: Path
) -> None:
    """The site's door (scripts/site/door.py), in a Hungarian browser: the Hungarian lessons,
    by their titles, the first opening in JupyterLab in Hungarian; its switch shows the Lao
    ones (in the face the site ships) and is kept when the door is opened again."""
    page.goto(f"{url}/index.html")
    shown = page.locator("section[data-lang]:visible")
    assert shown.count() == 1 and shown.get_attribute("lang") == "hu"
    assert shown.locator("h1").inner_text() == door_words_in("hu")["heading"]
    lessons = shown.locator("ol a")
    assert lessons.all_inner_texts() == titles("hu")
    switch = shown.get_by_role("navigation", name=door_words_in("hu")["language"])
    switch.get_by_role("link", name="ລາວ").click()
    page.wait_for_url("**/index.html?lang=lo")
    assert shown.count() == 1 and shown.get_attribute("lang") == "lo"
    assert shown.locator("ol a").all_inner_texts() == titles("lo")
    assert "U+E81-EDF" in shown_faces(page), shown_faces(page)
    page.screenshot(path=str(artifacts / "site-door-lo.png"))
    page.goto(f"{url}/index.html")  # the learner's choice is kept
    assert shown.get_attribute("lang") == "lo"
    page.goto(f"{url}/index.html?lang=hu")
    # The lesson's kernel is left to start: holding its Pyodide here, in a context whose page
    # has run Pyodide already, once kept the lesson from showing at all (and saved no CPU).
    lessons.first.click()
    page.wait_for_url("**/lab/index.html?path=hu/00-learn-by-playing.ipynb")
    heading = page.locator(f"{NOTEBOOK} .jp-MarkdownCell h1").first
    heading.wait_for(timeout=120_000)
    assert heading.inner_text().rstrip("¶").strip() == titles("hu")[0]
    # The lessons' text takes the site's faces first, for their scripts' characters only.
    font = heading.evaluate("h => getComputedStyle(h).fontFamily")
    assert font.startswith('"Moon Scripts", system-ui'), font


def door_words_in(code: str) -> dict[str, str]:
    """The door's words in ``code``."""
    with speaking(code):
        return door_words()
