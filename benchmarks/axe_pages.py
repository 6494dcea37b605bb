"""The matrix's pages beyond the play page (`axe_matrix`): an exported game and a page of
exercises, each page of a built course book, and a built course site's door and lesson 01 in
JupyterLite — each moment looked at by the matrix's ``look`` (axe-core and the focus rings);
and a step's end on any table: the summary over its verdict put away, the verdict seen."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Protocol

from harness import data
from servers import disk_only


class Looks(Protocol):
    """What the pages are looked at by (`axe_matrix.Matrix`)."""

    def look(self, cell: str, root: Any, moment: str, frames: bool = True) -> None: ...

    def missed(self, cell: str, moment: str, why: str) -> None: ...


def said(error: Exception) -> str:
    """An error's first line (its kind when it has no words)."""
    return (str(error).strip() or type(error).__name__).splitlines()[0][:200]


UNCOVERED = """t => {
  const said = t.querySelector('.moon-say .moon-guide-verdict p');
  if (!said || !said.getClientRects().length) return 'no verdict shown';
  said.scrollIntoView({block: 'nearest'});
  const words = document.createRange();
  words.selectNodeContents(said);
  const line = [...words.getClientRects()].find(r => r.width > 0 && r.height > 0);
  if (!line) return 'no words in the verdict';
  const hit = document.elementFromPoint(line.left + line.width / 2, line.top + line.height / 2);
  if (hit && said.contains(hit)) return '';
  if (!hit) return 'off the page';
  return `covered by ${hit.tagName.toLowerCase()}.${[...hit.classList].join('.')}`;
}"""
"""Why the verdict's first words cannot be read where they are (scrolled into view, as a
reader would, then the element at their middle asked for), or '' when they can: the words'
own box (a range's), not the paragraph's, which may be taller than the line that scrolls it."""


def verdict_covered(table: Any) -> str:
    """At a "solved" moment: why the step's verdict is not seen (a summary left over it, a
    part drawn over its first line), or '' when it is; a matrix's "solved" must be read with
    the verdict uncovered, as a learner reads it."""
    if table.get_attribute("data-overlay"):
        return f"the {table.get_attribute('data-overlay')} dialog is open over it"
    return str(table.evaluate(UNCOVERED))


def summary_put_away(m: Looks, cell: str, table: Any, what: str, root: Any = None) -> None:
    """A step whose solving move ends the hand opens the hand's summary over its verdict (the
    game's end, if the hand won it), over the path's panel, its Go and its Next: looked at,
    then put away ("Next hand", or "Look at the table" at the game's end), as a learner would,
    to read the verdict and go on (looked at inside ``root``: the whole page unless given)."""
    overlay = data(table, "overlay")
    if not overlay:
        return
    over = "the game's end" if overlay == "over" else "the hand's summary"
    where = table.page.locator("body") if root is None else root
    m.look(cell, where, f"{what}: {over} over the verdict")
    table.locator('[data-key="overlay:next"], [data-key="overlay:close"]').first.click()
    table.page.wait_for_function("t => !t.dataset.overlay", arg=table.element_handle())


def seen_solved(m: Looks, cell: str, table: Any, root: Any, what: str) -> None:
    """The "solved" moment looked at, its verdict uncovered as the learner reads it (said as
    not reached, beside the moment, if a dialog or a part lies over it: `verdict_covered`)."""
    covered = verdict_covered(table)
    m.look(cell, root, f"{what}: solved")
    if covered:
        m.missed(cell, f"{what}: solved, its verdict", covered)


def exported(m: Looks, cell: str, page: Any, folder: Path) -> None:
    """An exported game (its start, every hand's summary, its end) and a page of exercises,
    each answered wrong and then right."""
    disk_only(page)
    page.goto((folder / "game.html").as_uri())
    page.wait_for_selector(".moon-export .moon-felt")
    root = page.locator(".moon-export")
    body = page.locator("body")
    m.look(cell, body, "an exported game: its start")
    hands = 0
    for _ in range(1, int(root.get_attribute("data-frames") or 0)):
        page.keyboard.press("ArrowRight")
        if root.get_attribute("data-kind") == "hand":
            hands += 1
            m.look(cell, body, f"an exported game: hand {hands}'s summary")
    m.look(cell, body, "an exported game: its end")
    page.goto((folder / "exercises.html").as_uri())
    quizzes = page.locator(".moon-quiz")
    quizzes.nth(3).wait_for()
    m.look(cell, body, "exercises: unanswered")
    wins, plays, order, score = (quizzes.nth(i) for i in range(4))
    wins.get_by_role("button", name="six–four").click()
    plays.get_by_role("button", name="five–two").click()
    plays.get_by_role("button", name="Check").click()
    order.get_by_role("button", name="four–two", exact=True).click()
    order.get_by_role("button", name="Check").click()
    boxes = score.get_by_role("textbox")
    for k, value in enumerate(["1", "2", "3"]):
        boxes.nth(k).fill(value)
    score.get_by_role("button", name="Check").click()
    m.look(cell, body, "exercises: each answered wrong")
    wins.get_by_role("button", name="double four").click()
    plays.get_by_role("button", name="five–one").click()
    plays.get_by_role("button", name="Check").click()
    order.get_by_role("button", name="Start over").click()
    for words in ["double four", "six–four", "five–four", "four–three", "four–two", "four–one"]:
        order.get_by_role("button", name=words, exact=True).click()
    order.get_by_role("button", name="Check").click()
    for k, value in enumerate(["-5", "2", "1"]):
        boxes.nth(k).fill(value)
    score.get_by_role("button", name="Check").click()
    score.get_by_role("button", name="Show the solution").click()
    m.look(cell, body, "exercises: each answered right, a solution shown")


def export_pages(folder: Path) -> Path:
    """The exported pages: a finished three-player game seen by seat 0, and the exercises."""
    from moon_nb import Game, Rules
    from moon_nb.course.pages import exercises_html, game_html
    from moon_nb.lessons import Exercise, ScoreQuiz, SuitQuiz, WhichPlays, WhichWins
    from moon_nb.players import HeuristicPlayer

    game, player = Game(seed=4, rules=Rules()), HeuristicPlayer()
    while game.winner is None:
        assert game.to_act is not None
        game.apply(player.choose(game.observe(game.to_act)))
    (folder / "game.html").write_text(game_html(game, seat=0, title="Moon, seat 0"))
    quizzes: list[Exercise[Any]] = [
        WhichWins(["4-2", "6-4", "4-4"], trump="doubles"),
        WhichPlays(["5-2", "4-4", "5-1", "6-6", "3-2"], ["5-3"], trump=None),
        SuitQuiz(4),
        ScoreQuiz(bidder=0, bid=5, tricks=[4, 2, 1]),
    ]
    (folder / "exercises.html").write_text(exercises_html(quizzes, title="Following suit"))
    return folder


def book_pages(m: Looks, cell: str, page: Any, url: str, folder: Path) -> None:
    """Each page of a built course book (`scripts/book.sh`), scoped to its article — what the
    notebooks say and show; the theme's own frame (navigation, search) is Jupyter Book's. Its
    live tables are the play page in an <iframe>, looked at in the play page's own moments."""
    pages = sorted(
        p.relative_to(folder).as_posix()
        for p in folder.rglob("*.html")
        if "_static" not in p.parts
        and "_sources" not in p.parts
        and "play" not in p.parts
        and p.name not in ("genindex.html", "search.html")
        # The book's index only sends the reader on to its first page.
        and 'http-equiv="Refresh"' not in p.read_text(errors="replace")
    )
    for name in pages:
        try:
            page.goto(f"{url}/{name}")
            page.wait_for_load_state("load")
            # An exercise's page is ours whole (no theme around it).
            has = page.locator("article").count()
            root = page.locator("article").first if has else page.locator("body")
            m.look(cell, root, f"the book: {name}", frames=False)
        except Exception as error:
            m.missed(cell, f"the book: {name}", said(error))


def site_pages(m: Looks, cell: str, page: Any, url: str) -> None:
    """A built course site (`scripts/site.sh`): its door (a page of ours, whole) and lesson 01
    in JupyterLite once run — its table after a bid and its quiz answered, each scoped to the
    widget's root (JupyterLite's own chrome is not ours)."""
    from harness import bid_and_answer, run_cell
    from lite import open_lite_notebook, wait_for_output, wait_until_run
    from test_site_browser import QUIZ_CELL, TABLE_CELL, TUTORIAL, TUTORIAL_CODE_CELLS

    page.goto(f"{url}/index.html")
    m.look(cell, page.locator("body"), "the site: its door")
    open_lite_notebook(page, url, TUTORIAL)
    for k in TUTORIAL_CODE_CELLS:
        run_cell(page, k)
    table = wait_for_output(page, TABLE_CELL, ".moon-table")
    wait_until_run(page, TUTORIAL_CODE_CELLS[-1])
    quiz = wait_for_output(page, QUIZ_CELL, ".moon-quiz")
    bid_and_answer(table, quiz)
    m.look(cell, table, "the site: lesson 01's table after a bid")
    m.look(cell, quiz, "the site: lesson 01's quiz answered")
