"""WCAG 2.1 AA over the whole matrix of moments, by axe-core and the focus rings (issue 50,
item 1): a script that prints its figures, not a test (the suite stays within its time).

axe-core is the copy the browser tests run (`accessible.AXE_VERSION`, pinned with
``axe-playwright-python`` in pyproject's ``[test]`` extras), with the same rules (WCAG 2.0 and
2.1, levels A and AA) and the same wait for what fades in. At each moment it also focuses every
control the keys can reach, as the keys would, and measures its ring against what lies behind
it (`accessible.unseen_rings`: 3:1, WCAG 1.4.11).

The matrix, each cell a browser profile of its own:

- *themes*: light, dark, and forced colours (Windows' high contrast, as Chromium emulates it;
  the page in its light theme under it);
- *screens*: a laptop (1366×768), a phone (390×844, touch, twice the pixels) and 200 % zoom
  (the laptop's 1366×768 at twice the size: 683×384 CSS px) with WCAG 1.4.12's text spacing
  put over every page (line height 1.5, paragraphs 2 em apart, letters 0.12 em, words 0.16 em).

The moments, in every cell, on the play page (served from localhost, every other address
blocked): a hand with the coach — the settings open, every decision of the learner (each bid,
the discard with a tile chosen, trump, each of the seven tiles), the hand's summary with its
hindsight open; every step of the guided path — its chapter's rule card, its start, a wrong
try, the hand's summary (or the game's end) a solving move opens, put away as a learner would,
and the step solved; the review of a theme — its card, a wrong try and the card solved —
and the review with no card due; the rated puzzles — a puzzle, a wrong try, the puzzle solved.
On pages exported from the library (file://, offline): a game at its start, every hand's
summary and its end; a page of the four kinds of exercise, each answered wrong and right.
In JupyterLab (``--lab``; light and dark on the laptop, scoped to the widget's root, never
JupyterLab's own chrome): a table at its bidding, the discard and the hand's summary, the
path's first step at its start, a wrong try and solved, a quiz answered wrong and right, and
the rated puzzles (a puzzle, a wrong try, solved). A built
course book: each page's article (the theme's own frame is Jupyter Book's). A built course
site: its door, and lesson 01 in JupyterLite run, its table after a bid and its quiz answered
(scoped to the widget's root).

Run: ``.venv/bin/python benchmarks/axe_matrix.py`` (builds the play page; ``--play DIR`` uses
a built one; ``--steps N``: the path's first N steps only; ``--cells light-laptop,...``;
``--lab`` adds JupyterLab; ``--book DIR`` and ``--site DIR``, a course book and a course site
built already — too long a build to make here — with ``--parts book`` or ``site``). Prints,
per cell, the moments looked at, axe's violations, its incompletes by rule and the focus rings
under 3:1; each violation and ring in words, and each moment not reached (a "solved" whose
verdict a dialog or a part still covers is one); writes everything to
``test-artifacts/axe-matrix.json`` (``--out FILE``: elsewhere, a run in pieces keeping each).
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "browser"))
sys.path.insert(0, str(ROOT))

from accessible import (  # noqa: E402
    AXE_SCRIPT,
    AXE_VERSION,
    FRAMELESS,
    RUN,
    TAGS,
    WAIT,
    readable,
    unseen_rings,
)
from axe_pages import (  # noqa: E402
    book_pages,
    export_pages,
    exported,
    said,
    seen_solved,
    site_pages,
    summary_put_away,
)
from guide import answered, at_step, go_to_step  # noqa: E402
from harness import ARTIFACTS, act, chromium, data, decide, find_chromium, settle  # noqa: E402
from path_words import first_wrong, make  # noqa: E402
from play import LEGAL, LIVE, build_play  # noqa: E402
from servers import OFFLINE_ARGS, StaticServer, local_only  # noqa: E402

from moon_nb.path.guided import STEPS  # noqa: E402

THEMES: dict[str, dict[str, Any]] = {
    "light": {"color_scheme": "light"},
    "dark": {"color_scheme": "dark"},
    "forced": {"color_scheme": "light", "forced_colors": "active"},
}
"""Each theme: the browser's settings (the page follows them)."""

SCREENS: dict[str, dict[str, Any]] = {
    "laptop": {"viewport": {"width": 1366, "height": 768}},
    "phone": {
        "viewport": {"width": 390, "height": 844},
        "device_scale_factor": 2,
        "is_mobile": True,
        "has_touch": True,
    },
    "zoom200": {"viewport": {"width": 683, "height": 384}, "device_scale_factor": 2},
}
"""Each screen: the browser's window (200 % zoom: the laptop's, every CSS pixel twice)."""

TEXT_SPACING = """
* { line-height: 1.5 !important; letter-spacing: 0.12em !important;
    word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }
"""
"""WCAG 1.4.12's text spacing (its bookmarklet's rules), put over the page at 200 % zoom."""

SPACED = (
    "addEventListener('DOMContentLoaded', () => { const s = document.createElement('style');"
    f" s.textContent = {json.dumps(TEXT_SPACING)}; document.head.append(s); }});"
)


class Matrix:
    """What was found: per cell, per moment, axe's violations and incompletes, the faint
    rings."""

    def __init__(self) -> None:
        self.found: dict[str, dict[str, dict[str, Any]]] = {}
        self.seconds: dict[str, float] = {}

    def look(self, cell: str, root: Any, moment: str, frames: bool = True) -> None:
        """axe-core and the focus rings inside ``root`` at ``moment`` (``frames``: and inside
        the frames it holds, axe being in them)."""
        found = results(root, forced=cell.startswith("forced"), frames=frames)
        rings = unseen_rings(root)
        self.found.setdefault(cell, {})[moment] = {
            "violations": readable(found["violations"]),
            "incomplete": {
                rule["id"]: [f"{n['target']}: {n['why']}" for n in rule["nodes"]]
                for rule in found["incomplete"]
            },
            "rings": rings,
        }
        bad = len(found["violations"]) + len(rings)
        print(f"  {cell}: {moment}" + (f"  <- {bad} found" if bad else ""), flush=True)

    def missed(self, cell: str, moment: str, why: str) -> None:
        """A moment that could not be reached (said, not counted as looked at)."""
        self.found.setdefault(cell, {})[moment] = {"not reached": why}
        print(f"  {cell}: {moment} NOT REACHED: {why}", flush=True)

    def summary(self) -> str:
        """A Markdown table: per cell the moments, violations (elements), incompletes by rule
        and faint rings; then each violation and ring in words."""
        lines = [
            "| cell | moments | violations | focus rings under 3:1 "
            "| incomplete (elements, by rule) | seconds |",
            "| --- | --- | --- | --- | --- | --- |",
        ]
        said: list[str] = []
        for cell, moments in self.found.items():
            looked = {m: v for m, v in moments.items() if "not reached" not in v}
            broken = sum(len(v["violations"]) for v in looked.values())
            rings = sum(len(v["rings"]) for v in looked.values())
            doubts: Counter[str] = Counter()
            for v in looked.values():
                for rule, nodes in v["incomplete"].items():
                    doubts[rule] += len(nodes)
            unseen = len(moments) - len(looked)
            lines.append(
                f"| {cell} | {len(looked)}"
                + (f" ({unseen} not reached)" if unseen else "")
                + f" | {broken} | {rings} | "
                + (", ".join(f"{r} {n}" for r, n in sorted(doubts.items())) or "0")
                + f" | {self.seconds.get(cell, 0):.0f} |"
            )
            for moment, v in moments.items():
                for fault in v.get("violations", []) + v.get("rings", []):
                    said.append(f"- {cell}, {moment}: {fault}")
                if "not reached" in v:
                    said.append(f"- {cell}, {moment}: not reached ({v['not reached']})")
        return "\n".join([*lines, "", *sorted(set(said))])


UNFORCED = RUN.replace("rules: {", 'rules: { "color-contrast": { enabled: false },')
UNFORCED_FRAMELESS = FRAMELESS.replace("rules: {", 'rules: { "color-contrast": { enabled: false },')
"""axe's run without its contrast rule: under forced colours the reader's system chooses the
colours, and axe reads a text's -webkit-text-fill-color as the page wrote it (Chromium forces
the colour but reports that property unforced: #f4f7f5 on white, drawn black on white)."""


def results(root: Any, forced: bool, frames: bool = True) -> dict[str, Any]:
    """axe-core's violations and incompletes inside ``root`` once what fades in has (as
    `accessible.results`); under forced colours without its contrast rule (`UNFORCED`); not
    into the frames it holds unless ``frames`` (axe waits for an answer from a frame it is not
    in: the book's live tables)."""
    handle = root.element_handle()
    if not handle.owner_frame().evaluate("typeof window.axe !== 'undefined'"):
        handle.owner_frame().evaluate(AXE_SCRIPT)
    handle.evaluate(WAIT)
    run = (UNFORCED if forced else RUN) if frames else (UNFORCED_FRAMELESS if forced else FRAMELESS)
    found = dict(handle.evaluate(run, TAGS))
    assert found["version"] == AXE_VERSION, found["version"]
    return found


@contextmanager
def profile(browser: Any, theme: str, screen: str) -> Iterator[Any]:
    """A browser profile for one cell of the matrix (text spacing at 200 % zoom), reaching
    only this machine."""
    context = browser.new_context(**THEMES[theme], **SCREENS[screen])
    if screen == "zoom200":
        context.add_init_script(SPACED)
    local_only(context)
    try:
        yield context
    finally:
        context.close()


def open_at(page: Any, url: str) -> Any:
    """The play page at ``url``, live and settled: its table."""
    page.goto(url)
    page.wait_for_function(LIVE, timeout=180_000)
    table = page.locator("#moon-play .moon-table")
    settle(table, timeout=90_000)
    return table


def a_hand(m: Matrix, cell: str, page: Any, url: str) -> None:
    """A hand with the coach: the settings, every decision of the learner, the summary."""
    body = page.locator("body")
    table = open_at(page, f"{url}/index.html?seed=7&coach=yes&pace=0&theme={THEME[cell]}")
    settings = table.locator('[data-key="tool:settings"]')
    settings.click()
    table.locator(".moon-settings").wait_for()
    m.look(cell, body, "a hand: the settings open")
    settings.click()
    for _ in range(30):
        if data(table, "overlay"):
            break
        phase, count = data(table, "phase"), data(table, "action-count")
        m.look(cell, body, f"a hand: {phase}, move {count}")
        if phase == "discard":
            table.locator(LEGAL["discard"]).first.click()
            table.locator(".moon-selected").wait_for()
            m.look(cell, body, f"a hand: {phase}, a tile chosen")
            act(table, lambda: table.locator(".moon-actions button.moon-primary").click())
            continue
        decide(table, timeout=90_000)
    m.look(cell, body, "a hand: the summary")
    table.locator(".moon-hindsight summary").click()
    m.look(cell, body, "a hand: the summary, its hindsight open")


def card_then_start(m: Matrix, cell: str, table: Any, root: Any, what: str) -> None:
    """A step as it opens: its chapter's rule card, if it opens with one, then (the card put
    away by its button) its start — each looked at inside ``root``."""
    card = table.locator(".moon-rulecard")
    if card.count():
        m.look(cell, root, f"{what}: its rule card")
        card.get_by_role("button").last.click()
        card.wait_for(state="detached")
    m.look(cell, root, f"{what}: its start")


def the_path(m: Matrix, cell: str, page: Any, url: str, steps: range) -> None:
    """Each step of the guided path: its chapter's rule card, its start, a wrong try, solved."""
    body = page.locator("body")
    first = steps.start + 1
    table = open_at(page, f"{url}/index.html?path=learn&step={first}&pace=0&theme={THEME[cell]}")
    for k in steps:
        step = STEPS[k]
        name = f"step {k + 1} {step.id}"
        try:
            if k != steps.start:
                go_to_step(table, step.id)
            at_step(table, step.id, keep_card=True, timeout=60_000)
            card_then_start(m, cell, table, body, name)
            if not step.whole:  # a whole hand is judged when it ends: no wrong try on the way
                answered(table, lambda s=step: make(table, first_wrong(s)), "wrong")
                m.look(cell, body, f"{name}: a wrong try")
            for move in step.solution[:-1]:
                act(table, lambda mv=move: make(table, mv), timeout=90_000)
            answered(table, lambda s=step: make(table, s.solution[-1]), "solved", 90_000)
            summary_put_away(m, cell, table, name)
            seen_solved(m, cell, table, body, name)
        except Exception as error:
            m.missed(cell, name, said(error))


MARK = "t => t.querySelectorAll('.moon-guide-verdict').forEach(v => { v.dataset.tried = 'yes'; })"
ANSWERED = """([t, n]) => {
  const v = t.querySelector('.moon-guide-verdict');
  return t.dataset.busy === 'false' && (t.dataset.stepStatus === 'solved'
    || (t.dataset.stepStatus === 'wrong' && t.dataset.actionCount === n && v && !v.dataset.tried));
}"""


def try_until_solved(m: Matrix, cell: str, table: Any, what: str, root: Any = None) -> None:
    """Try the legal moves one after another from the last (a wrong one is taken back; the
    strongest bid, the last, is seldom the answer) until solved: the first wrong try and the
    solved card looked at inside ``root`` (the whole page unless given)."""
    body = table.page.locator("body") if root is None else root
    wrong_seen = False
    for k in range(40):
        legal = table.locator(
            ".moon-hand button.moon-legal, .moon-actions button.moon-bid:not([aria-disabled]),"
            " .moon-actions button.moon-trump-choice, .moon-actions button.moon-pass"
        )
        if k >= legal.count():
            break
        before = data(table, "action-count")
        button = legal.nth(legal.count() - 1 - k)
        if data(table, "phase") == "discard":
            button.click()  # chooses the tile; the Discard button sends it
            button = table.locator(".moon-actions button.moon-primary")
        # The last try's "wrong", still shown, is marked: this try's answer is drawn anew.
        table.evaluate(MARK)
        button.click()
        table.page.wait_for_function(ANSWERED, arg=[table.element_handle(), before], timeout=90_000)
        settle(table, 90_000)
        if data(table, "step-status") == "solved":
            summary_put_away(m, cell, table, what, body)
            seen_solved(m, cell, table, body, what)
            return
        if not wrong_seen:
            m.look(cell, body, f"{what}: a wrong try")
            wrong_seen = True
    m.missed(cell, f"{what}: solved", "no legal move solved it")


def review_and_puzzles(m: Matrix, cell: str, page: Any, url: str) -> None:
    """The review of a theme (its card, a wrong try, solved), the review with no card due, and
    the puzzles (a puzzle, a wrong try, solved)."""
    body = page.locator("body")
    for what, query in (("the review of bidding", "review=bidding"), ("the puzzles", "puzzles")):
        try:
            table = open_at(page, f"{url}/index.html?{query}&pace=0&theme={THEME[cell]}")
            card_then_start(m, cell, table, body, what)
            try_until_solved(m, cell, table, what)
        except Exception as error:
            m.missed(cell, what, said(error))
    open_at(page, f"{url}/index.html?review&pace=0&theme={THEME[cell]}")
    m.look(cell, body, "the review, no card due")


THEME: dict[str, str] = {}
"""Each cell's theme as the play page's address says it (forced colours over the light)."""


def lab_moments(m: Matrix, browser: Any) -> None:
    """JupyterLab at a few moments, light and dark on a laptop, scoped to the widget's root."""
    from guide import LEARN_CELL
    from harness import (
        NOTEBOOK,
        jupyter_server,
        open_notebook,
        run_cell,
        set_theme,
        write_notebook,
    )

    cells = [
        "from moon_nb import MoonTable\nMoonTable(seed=7, pace_ms=0)",
        LEARN_CELL,
        "from moon_nb import Quiz\nfrom moon_nb.lessons import WhichWins\n"
        'Quiz(WhichWins(["4-2", "6-4", "4-4"], trump="doubles"))',
        'import os\nos.environ["MOON_NB_PROGRESS"] = os.path.abspath("matrix-progress.json")\n'
        'from moon_nb import Puzzles\nPuzzles(theme="the last tricks", pace_ms=0)',
    ]
    with tempfile.TemporaryDirectory() as where, jupyter_server(Path(where)) as lab:
        write_notebook(Path(where) / "matrix.ipynb", cells)
        for theme in ("light", "dark"):
            cell = f"jupyterlab-{theme}-laptop"
            start = time.monotonic()
            context = browser.new_context(viewport={"width": 1366, "height": 768})
            page = context.new_page()
            try:
                open_notebook(page, lab, "matrix.ipynb")
                set_theme(page, f"JupyterLab {theme.title()}")
                for k in range(len(cells)):
                    run_cell(page, k)
                at = page.locator(f"{NOTEBOOK} .jp-Cell")
                table = at.nth(0).locator(".moon-table")
                settle(table, 90_000)
                m.look(cell, table, "a table: bidding")
                for _ in range(30):
                    if data(table, "overlay"):
                        m.look(cell, table, "a table: the hand's summary")
                        break
                    if data(table, "phase") == "discard":
                        m.look(cell, table, "a table: the discard")
                    decide(table, 90_000)
                path = at.nth(1).locator(".moon-table")
                step = STEPS[0]
                at_step(path, step.id, keep_card=True, timeout=90_000)
                card_then_start(m, cell, path, path, "the path, step 1")
                wrong, right = first_wrong(step), step.solution[-1]
                answered(path, lambda p=path, w=wrong: make(p, w), "wrong")
                m.look(cell, path, "the path: a wrong try")
                answered(path, lambda p=path, r=right: make(p, r), "solved")
                seen_solved(m, cell, path, path, "the path")
                quiz = at.nth(2).locator(".moon-quiz")
                quiz.wait_for(timeout=60_000)
                quiz.get_by_role("button", name="six–four").click()
                m.look(cell, quiz, "a quiz: a wrong answer")
                quiz.get_by_role("button", name="double four").click()
                m.look(cell, quiz, "a quiz: the right answer")
                puzzle = at.nth(3).locator(".moon-table")
                at_step(puzzle, "puzzle-1", keep_card=True, timeout=90_000)
                card_then_start(m, cell, puzzle, puzzle, "the puzzles")
                try_until_solved(m, cell, puzzle, "the puzzles", root=puzzle)
            except Exception as error:
                m.missed(cell, "JupyterLab", said(error))
            finally:
                context.close()
                m.seconds[cell] = time.monotonic() - start


def one_cell(
    m: Matrix,
    browser: Any,
    cell_of: tuple[str, str],
    url: str,
    pages: Path,
    parts: set[str],
    path: range,
    built: dict[str, tuple[str, Path]],
) -> None:
    """One cell of the matrix (a theme and a screen) in a browser profile of its own: the
    ``parts`` asked for, each part that fails said and the next one tried."""
    theme, screen = cell_of
    cell = f"{theme}-{screen}"
    THEME[cell] = "dark" if theme == "dark" else "light"
    start = time.monotonic()
    with profile(browser, theme, screen) as context:
        page = context.new_page()
        for part in ("hand", "path", "review", "export", "book", "site"):
            if part not in parts or (part in ("book", "site") and part not in built):
                continue
            try:
                # A page of its own: the exported pages' page reaches only the disk.
                if part == "book":
                    book_pages(m, cell, context.new_page(), *built["book"])
                elif part == "site":
                    site_pages(m, cell, context.new_page(), built["site"][0])
                elif part == "hand":
                    a_hand(m, cell, page, url)
                elif part == "path":
                    the_path(m, cell, page, url, path)
                elif part == "review":
                    review_and_puzzles(m, cell, page, url)
                else:
                    exported(m, cell, page, pages)
            except Exception as error:
                m.missed(cell, part, said(error))
    m.seconds[cell] = time.monotonic() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--play", type=Path, help="a play page built by scripts/play.sh")
    parser.add_argument("--steps", type=int, default=len(STEPS), help="the path's first N")
    parser.add_argument("--first", type=int, default=1, help="the path from its step K")
    parser.add_argument("--cells", default="", help="e.g. light-laptop,forced-phone")
    parser.add_argument("--parts", default="hand,path,review,export", help="what to look at")
    parser.add_argument("--lab", action="store_true", help="JupyterLab at a few moments too")
    parser.add_argument("--book", type=Path, help="a course book built by scripts/book.sh")
    parser.add_argument("--site", type=Path, help="a course site built by scripts/site.sh")
    parser.add_argument("--out", type=Path, default=ARTIFACTS / "axe-matrix.json")
    args = parser.parse_args()
    executable, _ = find_chromium()
    parts = set(args.parts.split(","))
    chosen = [c for c in args.cells.split(",") if c]
    m = Matrix()
    path = range(args.first - 1, min(args.first - 1 + args.steps, len(STEPS)))
    with tempfile.TemporaryDirectory() as where:
        play = args.play or build_play(Path(where) / "play")
        pages = export_pages(Path(where))
        with ExitStack() as servers, chromium(executable, OFFLINE_ARGS) as browser:
            server = servers.enter_context(StaticServer(play))
            built = {
                part: (servers.enter_context(StaticServer(folder)).url, folder)
                for part, folder in (("book", args.book), ("site", args.site))
                if folder is not None
            }
            for theme in THEMES:
                for screen in SCREENS:
                    cell = f"{theme}-{screen}"
                    if not chosen or cell in chosen:
                        one_cell(m, browser, (theme, screen), server.url, pages, parts, path, built)
            if args.lab:
                lab_moments(m, browser)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(m.found, indent=1, ensure_ascii=False))
    print(f"\naxe-core {AXE_VERSION}, WCAG 2.0/2.1 A and AA; focus rings at 3:1\n")
    print(m.summary())


if __name__ == "__main__":
    main()
