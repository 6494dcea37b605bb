"""The rated puzzle stream in Chromium: `Puzzles()` in a real JupyterLab (a puzzle solved by
the keyboard and the rating up; a wrong first try on the next, by the mouse, and the rating
down), and the play page's ``?puzzles`` and ``?puzzles=THEME``, offline but for localhost: the
way from a game to the puzzles under the table (the bank fetched then, not at the game), a
puzzle solved and the rating kept across a reload, a copy saved and loaded into a fresh browser
with the tries in it, a wrong first try that joins the page's review, an unknown theme refused in
the learner's language — and nothing of the tiles the puzzle's seat never saw sent to the page.
The course book's link to the puzzles: tests/browser/test_book_browser.py.

Which puzzle comes is worked out here as the page works it out (the same bank, the same
ratings): a learner of our own (`learner`) makes the same moves in Python.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from accessible import assert_accessible
from guide import answered, at_step, key_tile, tile
from harness import JupyterServer, settle, show_table, write_notebook
from play import LIVE, open_play
from servers import StaticServer, local_only

from moon_nb.course.play.play_words import play_words
from moon_nb.progress.records import Log
from moon_nb.progress.store import Session
from moon_nb.review.puzzles.bank import Puzzle
from moon_nb.review.puzzles.stream import PuzzlePath
from moon_nb.review.puzzles.themes import PUZZLE_THEMES, puzzle_themes
from moon_nb.speech import speaking
from moon_nb.table.session import TableSession

pytestmark = pytest.mark.browser

TILE = re.compile(r"\b\d-\d\b")
SUPPOSED = re.compile(r"\bseat \d holds (?:\d-\d(?:, | and )?)+")
"""A wrong try's line of play supposes tiles in another hand, drawn from the likely deals of what
the learner saw (the same whatever the hidden tiles are: tests/test_lines.py)."""
BANK = "puzzles.json.gz"
SENT = """() => {
  // What the page's worker sends it: the tables Python made, as the JSON text it posts.
  window.moonSent = [];
  const Real = window.Worker;
  window.Worker = class extends Real {
    constructor(...args) {
      super(...args);
      this.addEventListener("message", (e) => {
        if (e.data && e.data.kind === "table") window.moonSent.push(e.data.json);
      });
    }
  };
}"""


class Learner:
    """The learner of the test, in Python: the puzzle stream at a table of its own, on a progress
    file of its own, making the moves the browser makes."""

    def __init__(self, folder: Path, theme: str | None, copy: dict[str, Any] | None = None):
        store = Session(folder / "learner.json")
        if copy is not None:
            store.take(Log.from_json(copy))
        self.path = PuzzlePath(theme, store=store)
        self.table: TableSession = self.path.table()

    @property
    def puzzle(self) -> Puzzle:
        return self.path.puzzles[self.path.step.id]

    def wrong(self) -> str:
        """A legal move that is not the answer."""
        game = self.table.game
        seen = game.observe(game.to_act or 0)
        return next(str(a) for a in seen.legal if str(a) != self.puzzle.answer)

    def move(self, action: str) -> dict[str, Any]:
        at = self.table.state()["view"]["scene"]["action_count"]
        self.table.handle({"kind": "action", "action": action, "at": at})
        guide = self.table.state()["guide"]
        assert guide is not None
        return dict(guide)

    def next(self) -> None:
        guide = self.table.state()["guide"]
        assert guide is not None and guide["next"]
        self.table.handle({"kind": "step", "step": guide["next"]})


def click(table: Any, action: str) -> Any:
    """Make ``action`` by the mouse, as a learner does: a tile, a tile and the discard's
    button, or a call's or a trump's button."""
    kind, _, what = action.partition(" ")

    def do() -> None:
        if kind in ("play", "discard"):
            tile(table, what).click()
        if kind == "discard":
            table.locator('.moon-actions [data-key="act:discard"]').click()
        elif kind != "play":
            table.locator(f'.moon-actions [data-key="act:{action}"]').click()

    return do


def rating_said(table: Any) -> str:
    """The learner's rating, as the table says it once a puzzle is solved."""
    return str(table.locator(".moon-guide-verdict .moon-stars").get_attribute("aria-label"))


def notice(table: Any) -> str:
    return str(table.locator(".moon-notice").inner_text())


def sent(page: Any) -> list[str]:
    """The tables the page's worker has sent it so far, as JSON text."""
    return list(page.evaluate("() => window.moonSent"))


def only_what_the_seat_saw(tables: list[str], puzzle: Puzzle) -> int:
    """Every table of ``tables`` (sent to the page at a puzzle, before it is solved) names no
    tile but those the puzzle's seat saw (its hand, the tiles played before it, its own widow
    and discard): the rule card's picture and the tiles a line of play supposes left out. The
    number of tables read."""
    seen = set(TILE.findall(json.dumps(puzzle.seen.to_json())))
    for text in tables:
        state = json.loads(text).get("state") or {}
        guide = state.get("guide") or {}
        state["guide"] = {k: v for k, v in guide.items() if k not in ("steps", "card")}
        named = set(TILE.findall(SUPPOSED.sub("", json.dumps(state))))
        assert named <= seen, f"tiles the seat never saw reached the page: {named - seen}"
    return len(tables)


def live(page: Any) -> Any:
    """The play page's table, once a link followed has opened it live and it has settled."""
    page.wait_for_function(LIVE, timeout=120_000)
    assert page.evaluate("document.body.dataset.play") == "live", page.inner_text("body")
    table = page.locator("#moon-play .moon-table")
    settle(table, timeout=60_000)
    return table


@pytest.fixture(scope="module")
def browser(offline_browser: Any) -> Any:
    """The session's Chromium offline but for localhost (overrides conftest's)."""
    return offline_browser


# --- JupyterLab ---------------------------------------------------------------------------

NOTEBOOK = (
    'import os\nos.environ["MOON_NB_PROGRESS"] = os.path.abspath("puzzles-progress.json")\n'
    "from moon_nb import Puzzles\n"
    'Puzzles(theme="the last tricks", pace_ms=0)'
)


def test_puzzles_in_jupyterlab_rate_a_solve_and_a_miss(
    lab: JupyterServer, page: Any, notebook_dir: Path, tmp_path: Path
) -> None:
    (notebook_dir / "puzzles-progress.json").unlink(missing_ok=True)
    write_notebook(notebook_dir / "puzzles.ipynb", [NOTEBOOK])
    me = Learner(tmp_path, "the last tricks")
    first = me.puzzle
    table = show_table(page, lab, "puzzles.ipynb")
    at_step(table, "puzzle-1")
    assert "Puzzle 1:" in table.locator(".moon-guide").inner_text()
    assert table.locator(".moon-seat [data-tile]").count() == 0, "the others' tiles face down"
    assert_accessible(table, "a puzzle, in JupyterLab")

    # Solved at once, by the keyboard: the rating goes up.
    assert first.answer.startswith("play ")
    words = answered(table, key_tile(table, first.answer.split()[1]), "solved")
    assert words.startswith("Solved."), words
    up = me.move(first.answer)["stars_text"]
    assert rating_said(table) == up and int(up.split(": ")[1].split()[0]) > 1500, up

    # The next puzzle, near the new rating: a wrong first try, then the answer: it goes down.
    table.locator('[data-key="verdict:next"]').click()
    me.next()
    second = me.puzzle
    assert second.id != first.id
    at_step(table, "puzzle-2")
    wrong = me.wrong()
    words = answered(table, click(table, wrong), "wrong")
    assert words.startswith("Not yet."), words
    assert_accessible(table, "a puzzle's wrong try, in JupyterLab")
    me.move(wrong)
    answered(table, click(table, second.answer), "solved")
    assert_accessible(table, "a puzzle solved, with its rating, in JupyterLab")
    down = me.move(second.answer)["stars_text"]
    assert rating_said(table) == down, (rating_said(table), down)
    assert int(down.split(": ")[1].split()[0]) < int(up.split(": ")[1].split()[0])

    # Kept in the kernel's progress file: both tries, the miss a review card.
    kept = json.loads((notebook_dir / "puzzles-progress.json").read_text(encoding="utf-8"))
    tried = [(t["puzzle"], t["solved"]) for t in kept["deck"]["tried"]]
    assert tried == [(first.id, True), (second.id, False)]
    assert [c["answer"] for c in kept["deck"]["cards"]] == [second.answer]
    assert not page.errors, page.errors


# --- the play page --------------------------------------------------------------------------


@pytest.fixture(scope="module")
def profile(browser: Any) -> Iterator[tuple[Any, list[str], list[str]]]:
    """A browser profile of the module's, the addresses it was refused, and the addresses of
    the puzzle bank it fetched."""
    context = browser.new_context(viewport={"width": 1280, "height": 1000}, accept_downloads=True)
    context.add_init_script(f"({SENT})()")
    blocked = local_only(context)
    banks: list[str] = []
    context.on("request", lambda r: r.url.endswith(BANK) and banks.append(r.url))
    try:
        yield context, blocked, banks
    finally:
        context.close()


@pytest.fixture(scope="module")
def solved(
    play_site: StaticServer,
    profile: tuple[Any, list[str], list[str]],
    tmp_path_factory: Any,
) -> dict[str, Any]:
    """A learner on the play page: a game, then the puzzles by the link under the table, the
    first one solved at once (by the mouse), the page opened again, and a copy saved. What was
    seen on the way, for the tests to read."""
    context, blocked, banks = profile
    folder = tmp_path_factory.mktemp("puzzles")
    me = Learner(folder, None)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    seen: dict[str, Any] = {"learner": me}
    try:
        table = open_play(page, f"{play_site.url}/index.html?seed=3&pace=0")
        seen["banks at a game"] = list(banks)
        link = page.locator('#moon-play-files [data-key="files:puzzles"]')
        seen["link"] = link.get_attribute("href"), link.inner_text()
        link.click()
        page.wait_for_url("**/index.html?puzzles")
        table = live(page)
        at_step(table, "puzzle-1")
        seen["banks"] = list(banks)
        seen["opened"] = notice(table)
        seen["footer"] = [
            str(a.get_attribute("data-key")) for a in page.locator("#moon-play-files a").all()
        ]
        seen["tables read"] = only_what_the_seat_saw(sent(page), me.puzzle)
        answer = me.puzzle.answer
        seen["words"] = answered(table, click(table, answer), "solved", timeout=60_000)
        seen["rating"] = rating_said(table)
        seen["expected"] = me.move(answer)["stars_text"]

        table = open_play(page, page.url)
        seen["again"] = notice(table)
        with page.expect_download() as download:
            page.locator('[data-key="files:save"]').click()
        copy = folder / "moon-progress.json"
        Path(download.value.path()).replace(copy)
        seen["copy"] = copy
        seen["blocked"], seen["errors"] = list(blocked), errors
    finally:
        page.close()
    return seen


def test_a_puzzle_solved_on_the_page_is_rated_and_kept(solved: dict[str, Any]) -> None:
    me: Learner = solved["learner"]
    assert solved["banks at a game"] == [], "a game does not fetch the puzzle bank"
    assert solved["link"] == ("/index.html?puzzles", "Solve puzzles")
    assert len(solved["banks"]) == 1, "the puzzles fetch the bank, once"
    assert solved["opened"] == "0 puzzles tried, rating 1500."
    assert solved["footer"] == ["files:game", "files:review"]
    assert solved["words"].startswith("Solved."), solved["words"]
    assert solved["rating"] == solved["expected"], solved
    assert solved["rating"].startswith("Your rating in puzzles: ")
    assert solved["tables read"] >= 1
    # Opened again: the try was kept in the browser, and the rating read from it.
    rating = round(me.path.rating.rating)
    assert rating > 1500 and solved["again"] == f"1 puzzle tried, rating {rating}."
    saved = json.loads(solved["copy"].read_text(encoding="utf-8"))
    assert [(t["puzzle"], t["solved"]) for t in saved["deck"]["tried"]] == [(me.puzzle.id, True)]
    assert not solved["blocked"] and not solved["errors"], (solved["blocked"], solved["errors"])


def test_a_saved_copy_loads_into_a_fresh_page_and_a_miss_joins_the_review(
    play_site: StaticServer, browser: Any, solved: dict[str, Any], tmp_path: Path
) -> None:
    context = browser.new_context(viewport={"width": 1280, "height": 1000})
    context.add_init_script(f"({SENT})()")
    blocked = local_only(context)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        url = f"{play_site.url}/index.html?puzzles=the-last-tricks&pace=0"
        table = open_play(page, url)
        assert notice(table) == "0 puzzles tried, rating 1500.", "a fresh browser: no try"
        page.evaluate("() => { window.moonSent = []; }")
        page.set_input_files('[data-key="files:pick"]', str(solved["copy"]))
        page.wait_for_function(
            "() => document.querySelector('.moon-notice').textContent.includes('is loaded')"
        )
        assert notice(table) == (
            "moon-progress.json is loaded: 0 answers, 0 review cards, 1 puzzle tried and 0 "
            "decisions kept, added to this page's."
        ), notice(table)

        # The puzzles opened again with the copy's try (in another theme: this one's rating
        # is where it started). A wrong first try: it is explained, and joins the review.
        me = Learner(tmp_path, "the last tricks", json.loads(solved["copy"].read_text("utf-8")))
        at_step(table, "puzzle-1")
        wrong = me.wrong()
        words = answered(table, click(table, wrong), "wrong", timeout=60_000)
        assert words.startswith("Not yet."), words
        assert only_what_the_seat_saw(sent(page), me.puzzle) >= 2
        me.move(wrong)

        page.locator('#moon-play-files [data-key="files:review"]').click()
        page.wait_for_url("**/index.html?review")
        table = live(page)
        assert notice(table) == "1 card due, of 1 card.", notice(table)
        assert str(table.get_attribute("data-step")).startswith("review-")
        link = page.locator('#moon-play-files [data-key="files:puzzles"]')
        assert link.get_attribute("href") == "/index.html?puzzles"

        # Kept in this browser too: the miss, and the rating in the theme it moved.
        table = open_play(page, url)
        rating = round(me.path.rating.rating)
        assert rating < 1500 and notice(table) == f"1 puzzle tried, rating {rating}."
        assert not blocked and not errors, (blocked, errors)
    finally:
        context.close()


def test_an_unknown_theme_is_refused_in_the_learners_language(
    play_site: StaticServer, profile: tuple[Any, list[str], list[str]]
) -> None:
    context, blocked, _ = profile
    page = context.new_page()
    with speaking("hu"):
        named = puzzle_themes()
    try:
        # The mistake is told in the language the page would speak without the address's own
        # lang= (an option like the others): the one the learner last chose here, Hungarian.
        page.goto(f"{play_site.url}/moon-play.json")
        page.evaluate("() => localStorage.setItem('moon-play-lang', 'hu')")
        page.goto(f"{play_site.url}/index.html?puzzles=jumping")
        page.wait_for_function("() => document.body.dataset.play === 'refused'", timeout=120_000)
        said = page.locator(".moon-play-problem li").all_inner_texts()
        assert len(said) == 1 and said[0].startswith("„puzzles=jumping” nem használható"), said
        assert all(f"{t} ({named[t]})" in said[0] for t in PUZZLE_THEMES if named[t] != t), said
        assert page.evaluate("document.documentElement.lang") == "hu"
        heading = page.locator(".moon-play-problem h1").inner_text()
        with speaking("hu"):
            assert heading == play_words()["refused"]
        assert not blocked, blocked
    finally:
        page.evaluate("() => localStorage.setItem('moon-play-lang', 'en')")
        page.close()
