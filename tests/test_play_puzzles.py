"""The play page's puzzles (`index.html?puzzles`, `?puzzles=THEME`): the address read or refused
in the page's language (an unknown theme refused with the themes listed), the puzzle stream at
the page's table, sent only what the puzzle's seat saw, its tries kept in the page's progress
file (read back at the next visit, saved and loaded as a copy), a miss in the page's review;
the page's build keeps the bank out of the archive every visit loads; the course book links
to the puzzles. In a browser: tests/browser/test_puzzles_browser.py."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

import pytest
from support import SUPPOSED
from test_play_page import TILE, hidden_tiles, state

from moon_nb.course.play.play_options import OPTIONS, read_options
from moon_nb.course.play.play_page import PlayPage
from moon_nb.course.play.play_words import play_words
from moon_nb.progress.store import SESSION, Session
from moon_nb.review.puzzles.bank import Puzzle, read_bank
from moon_nb.review.puzzles.puzzle_ratings import START
from moon_nb.review.puzzles.stream import PuzzlePath
from moon_nb.review.puzzles.themes import PUZZLE_THEMES, puzzle_themes
from moon_nb.speech import speaking

ROOT = Path(__file__).resolve().parents[1]


SUPPOSING = re.compile(r"\bseat \d holds (?:\d-\d(?:, | and )?)+")
"""A wrong try's line of play supposes tiles in another hand ("For instance, if you discard 1-1
and name 1s, and seat 1 holds 3-1 and 2-2, …"), drawn from the likely deals of what the learner
saw: the same whatever the hidden tiles are (`tests/test_lines.py`), so they tell nothing (a
puzzle's unseen tiles are all hidden, so any tile supposed is one of them)."""


def seen_only(page: PlayPage) -> None:
    """No tile the puzzle's seat cannot see is named in what the page is sent (but for the
    tiles a line of play supposes)."""
    hidden = hidden_tiles(page)
    sent = state(page)
    sent["guide"] = {k: v for k, v in sent["guide"].items() if k not in ("steps", "card")}
    named = set(TILE.findall(SUPPOSING.sub("", SUPPOSED.sub("", json.dumps(sent)))))
    assert hidden and not named & hidden, sorted(named & hidden)


def refused(query: str, lang: str | None = None) -> list[str]:
    page = PlayPage(query, lang=lang)
    assert page.session is None, query
    return list(json.loads(page.state_json())["refused"])


def puzzle_of(page: PlayPage) -> Puzzle:
    assert page.session is not None and isinstance(page.session.director, PuzzlePath)
    path = page.session.director
    return path.puzzles[path.step.id]


def move(page: PlayPage, action: str) -> dict[str, Any]:
    at = state(page)["view"]["scene"]["action_count"]
    sent = page.handle_json(json.dumps({"kind": "action", "action": action, "at": at}))
    return dict(json.loads(sent)["state"])


def wrong_move(page: PlayPage) -> str:
    assert page.session is not None
    game = page.session.game
    seen = game.observe(game.to_act or 0)
    return next(str(a) for a in seen.legal if str(a) != puzzle_of(page).answer)


# --- the address --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("query", "theme"),
    [
        ("puzzles", None),
        ("?puzzles=", None),
        ("puzzles=yes&pace=0", None),
        ("puzzles=ruffing", "ruffing"),
        ("puzzles=the+last+tricks", "the last tricks"),
        ("puzzles=the%20last%20tricks&lang=hu", "the last tricks"),
        ("puzzles=The-Last_Tricks&theme=dark", "the last tricks"),
    ],
)
def test_the_puzzles_and_their_theme_are_read_from_the_address(
    query: str, theme: str | None
) -> None:
    options = read_options(query)
    assert options.path == "puzzles" and options.puzzles == theme


def test_every_theme_opens_on_the_page_as_puzzle_themes_names_it() -> None:
    assert OPTIONS["puzzles"].endswith(", ".join(puzzle_themes()))
    for theme in PUZZLE_THEMES:
        page = PlayPage(f"puzzles={theme}&pace=0")
        assert theme in puzzle_of(page).themes


def test_an_unknown_theme_is_refused_listing_the_themes_in_the_pages_language() -> None:
    (english,) = refused("puzzles=jumping")
    assert english.startswith("'puzzles=jumping' cannot be used: there is no puzzle theme")
    assert "opening bid" in english and "trump (naming trump)" in english
    assert english.endswith("or 'puzzles' alone, for puzzles of every theme.")
    # Refused in the language the page would speak (the one the learner last chose here).
    (hungarian,) = refused("puzzles=jumping", lang="hu")
    with speaking("hu"):
        named = puzzle_themes()
    assert hungarian.startswith("„puzzles=jumping” nem használható")
    assert all(f"{t} ({named[t]})" in hungarian for t in PUZZLE_THEMES if named[t] != t)
    (mixed,) = refused("puzzles=ruffing&seed=3&level=expert")
    assert "'seed' and 'level' cannot be used with the puzzles" in mixed


# --- at the table ---------------------------------------------------------------------------


@pytest.mark.parametrize("theme", [None, *PUZZLE_THEMES])
def test_the_page_is_sent_only_what_the_puzzles_seat_saw(theme: str | None) -> None:
    """The tiles the puzzle's seat never saw are drawn by the model of the hidden tiles at the
    table in Python; none of them reaches the page — at the puzzle, after a wrong try and once
    it is solved."""
    page = PlayPage("puzzles" + (f"={theme}" if theme else "") + "&pace=0")
    seen_only(page)
    assert move(page, wrong_move(page))["guide"]["status"] == "wrong"
    seen_only(page)
    assert move(page, puzzle_of(page).answer)["guide"]["status"] == "solved"
    seen_only(page)


def test_a_solved_puzzle_is_kept_in_the_pages_progress_and_read_at_the_next_visit() -> None:
    page = PlayPage("puzzles=the+last+tricks&pace=0")
    assert state(page)["notice"]["text"] == "0 puzzles tried, rating 1500."
    puzzle = puzzle_of(page)
    solved = move(page, puzzle.answer)
    assert solved["guide"]["stars_text"].startswith("Your rating in the last tricks: ")
    assert [(t.puzzle, t.solved) for t in SESSION.deck().tried] == [(puzzle.id, True)]
    again = PlayPage("puzzles=the+last+tricks&pace=0")
    rating = round(PuzzlePath("the last tricks").rating.rating)
    assert rating > START
    assert state(again)["notice"]["text"] == f"1 puzzle tried, rating {rating}."
    assert puzzle_of(again).id != puzzle.id, "a puzzle tried comes after every other"
    saved = json.loads(again.progress_json())
    assert [t["puzzle"] for t in saved["deck"]["tried"]] == [puzzle.id]


def test_a_saved_copy_loads_its_tries_into_another_browsers_page(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    page = PlayPage("puzzles=ruffing&pace=0")
    move(page, puzzle_of(page).answer)
    copy = page.progress_json()
    # Another browser: a progress file of its own, nothing tried.
    monkeypatch.setenv("MOON_NB_PROGRESS", str(tmp_path / "other" / "moon-progress.json"))
    SESSION.forget()
    fresh = PlayPage("puzzles=ruffing&pace=0")
    assert state(fresh)["notice"]["text"] == "0 puzzles tried, rating 1500."
    loaded = json.loads(fresh.load_progress_json(copy, "moon-progress.json"))["state"]
    assert loaded["notice"]["text"] == (
        "moon-progress.json is loaded: 0 answers, 0 review cards, 1 puzzle tried and 0 "
        "decisions kept, added to this page's."
    )
    assert len(SESSION.deck().tried) == 1
    assert PuzzlePath("ruffing").rating.rating > START
    assert "puzzle-" in loaded["guide"]["step"], "the puzzles open again, with the tries"


def test_a_missed_puzzle_joins_the_pages_review() -> None:
    page = PlayPage("puzzles=cashing&pace=0")
    puzzle = puzzle_of(page)
    assert move(page, wrong_move(page))["guide"]["status"] == "wrong"
    (card,) = SESSION.deck().cards
    assert card.answer == puzzle.answer and card.source == "puzzle"
    review = state(PlayPage("review&pace=0"))
    assert review["notice"]["text"] == "1 card due, of 1 card."
    assert review["guide"]["step"] == f"review-{card.id}"


def test_the_pages_words_link_to_the_puzzles_in_every_language() -> None:
    assert play_words()["puzzles"] == "Solve puzzles"
    assert "puzzle ratings" in play_words()["kept"]
    for code in ("hu", "hy", "fi", "mr", "lo"):
        with speaking(code):
            words = play_words()
        assert words["puzzles"] != "Solve puzzles" and "puzzle" not in words["kept"], code


# --- the page's build and the course book ---------------------------------------------------


def test_the_page_fetches_the_bank_apart_from_the_archive_every_visit_loads() -> None:
    """prepare.py leaves the bank out of moon_nb.zip and writes it beside it; the worker
    fetches it only for an address with ``puzzles``, and writes it where the bank is read."""
    prepare = (ROOT / "scripts" / "play" / "prepare.py").read_text(encoding="utf-8")
    assert 'APART = "moon_nb/review/puzzles/puzzles.json.gz"' in prepare
    worker = (ROOT / "widget_js" / "src" / "worker.js").read_text(encoding="utf-8")
    assert 'const BANK = "moon_nb/review/puzzles/puzzles.json.gz";' in worker
    assert 'new URLSearchParams(query).has("puzzles") ? fetched(files.puzzles) : null' in worker
    from moon_nb.review.puzzles import bank

    assert bank.BANK.relative_to(ROOT).as_posix() == "moon_nb/review/puzzles/puzzles.json.gz"


def test_the_bank_reads_as_the_browser_may_hand_it_over(tmp_path: Path) -> None:
    """A host that serves the bank with "Content-Encoding: gzip" has the browser unpack it:
    the worker then writes the JSON itself, which reads as the bank does."""
    import gzip

    from moon_nb.review.puzzles.bank import BANK

    plain = tmp_path / "puzzles.json.gz"
    plain.write_bytes(gzip.decompress(BANK.read_bytes()))
    assert read_bank(plain) == read_bank()


def test_the_course_book_links_to_the_puzzles() -> None:
    sys.path.insert(0, str(ROOT / "scripts" / "book"))
    import make

    intro = make.intro("A course", [])
    assert '<a href="play/index.html?puzzles">' in intro
    assert '<a href="play/index.html?review">' in intro
    puzzles = {"outputs": [{"data": {"text/plain": "<Puzzles: 0 puzzles tried, rating 1500.>"}}]}
    assert make.shown_table(puzzles) == "puzzles"
    assert make.play_src("Puzzles()", "puzzles") == "play/index.html?puzzles"
    assert make.play_src("Puzzles(theme='ruffing', pace_ms=0)", "puzzles") == (
        "play/index.html?puzzles=ruffing"
    )
    assert make.play_src('p = Puzzles("the last tricks")', "puzzles") == (
        "play/index.html?puzzles=the+last+tricks"
    )
    for src in ("play/index.html?puzzles=ruffing", "play/index.html?puzzles=the+last+tricks"):
        assert read_options(src.split("?")[1]).path == "puzzles"


def test_store_is_the_pages_own(tmp_path: Path) -> None:
    """The page's puzzles move the learner's own ratings (the session's progress file), as
    `Puzzles()` does in a notebook: not a store of their own."""
    other = Session(tmp_path / "elsewhere.json")
    page = PlayPage("puzzles&pace=0")
    move(page, puzzle_of(page).answer)
    assert len(SESSION.deck().tried) == 1 and not other.deck().tried
