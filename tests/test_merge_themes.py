"""Mistakes per theme without waiting (``python -m moon_nb progress ... --review --pages DIR``):
the teacher's merge weighs the decisions a learner's file has not weighed — on a pool of
processes — so a learner who never opened ``Review()`` has their mistakes counted, a column
tells "not weighed in the file" from "no mistakes", and a page per learner shows each position
missed as the learner saw it; the students' files are never written.

Two learners, one hand each at small likely-deal counts (what a card is does not depend on how
many deals weigh it): ``ana`` opened her review (every decision weighed in her file), ``ben``
never did (none weighed)."""

from __future__ import annotations

import csv
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from moon_nb import MoonTable
from moon_nb.__main__ import main
from moon_nb.course.teacher.merge import THEME_COLUMNS
from moon_nb.course.teacher.missed_pages import missed_html
from moon_nb.engine.actions import Action, Kind, you_did
from moon_nb.engine.fast import BID, DISCARD, PLAY, TRUMP
from moon_nb.players import RandomPlayer
from moon_nb.players import evaluation as evaluation_module
from moon_nb.progress.store import Session
from moon_nb.review import keeping
from moon_nb.review.deck import THEMES, Deck, ReviewCard
from moon_nb.review.seen import stand_in
from moon_nb.review.weigher import weigher_of
from moon_nb.speech import speaking
from moon_nb.table import recording

SMALL = {PLAY: 12, TRUMP: 8, DISCARD: 8, BID: 8}
TILE = re.compile(r"\b[0-6]-[0-6]\b")
ANA, BEN = 2, 1
"""The seeds of each learner's hand: ana's makes one card (a call), ben's two, of two themes
(the bidding and the discard)."""


@dataclass(frozen=True)
class Merged:
    folder: Path
    files: dict[str, bytes]
    """Each learner's progress file as it was before the merge."""
    ben_weighed: Deck
    """Ben's deck as his own review would weigh it (a copy of his file, settled)."""
    rows: list[dict[str, str]]
    pages: dict[str, str]
    printed: str


def hand_into(path: Path, seed: int, weigh: bool) -> Session:
    """One hand of a seeded random learner kept in the progress file ``path``; ``weigh``:
    the learner's own review weighs its decisions there (as ``Review()`` does)."""
    session = Session(path)
    kept = list(recording.LISTENERS)
    recording.LISTENERS[:] = [lambda hand: keeping.said(keeping.kept(hand, session))]
    try:
        table = MoonTable(seed=seed, level="club")
        learner = RandomPlayer(seed)
        while table.game.hands_played == 0:
            table.act(learner.choose(table.game.observe(table.seat)))
    finally:
        recording.LISTENERS[:] = kept
    if weigh:
        weigher = weigher_of(session, "review")
        weigher.start(session.deck().played)
        weigher.settle()
    return session


@pytest.fixture(scope="module")
def merged(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Merged]:
    """Both files made and merged once, on a pool of two processes."""
    folder = tmp_path_factory.mktemp("class")
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(evaluation_module, "DEALS", SMALL)
        hand_into(folder / "ana.json", ANA, weigh=True)
        hand_into(folder / "ben.json", BEN, weigh=False)
        files = {p.stem: p.read_bytes() for p in sorted(folder.glob("*.json"))}
        (folder / "ben-copy.json").write_bytes(files["ben"])
        ben_weighed = hand_copy_weighed(folder / "ben-copy.json")
        (folder / "ben-copy.json").unlink()
        printed = capture(
            [
                "progress",
                str(folder / "ana.json"),
                str(folder / "ben.json"),
                "--review",
                str(folder / "themes.csv"),
                "--pages",
                str(folder / "pages"),
                "--workers",
                "2",
            ]
        )
    with (folder / "themes.csv").open(encoding="utf-8", newline="") as f:
        rows = list(csv.DictReader(f))
    pages = {p.stem: p.read_text(encoding="utf-8") for p in (folder / "pages").glob("*.html")}
    yield Merged(folder, files, ben_weighed, rows, pages, printed)


def hand_copy_weighed(path: Path) -> Deck:
    session = Session(path)
    weigher = weigher_of(session, "review")
    weigher.start(session.deck().played)
    weigher.settle()
    return session.deck()


def capture(argv: list[str]) -> str:
    import contextlib
    import io

    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(argv) == 0
    return out.getvalue()


def themes_of(rows: list[dict[str, str]], who: str) -> dict[str, dict[str, str]]:
    return {r["theme"]: r for r in rows if r["learner"] == who}


def test_the_merge_counts_the_mistakes_of_a_file_never_weighed(merged: Merged) -> None:
    assert tuple(merged.rows[0]) == THEME_COLUMNS
    ben = themes_of(merged.rows, "ben")
    assert list(ben) == list(THEMES)
    by_theme = {t: sum(c.theme == t for c in merged.ben_weighed.cards) for t in THEMES}
    assert sum(n > 0 for n in by_theme.values()) >= 2, "the seed's hand makes cards of two themes"
    assert {t: int(r["kept"]) for t, r in ben.items()} == by_theme
    assert {t: int(r["kept_by_merge"]) for t, r in ben.items()} == by_theme
    decisions = len(merged.ben_weighed.played)
    assert {
        (r["decisions"], r["unweighed_in_file"], r["weighing_failed"]) for r in ben.values()
    } == {(str(decisions), str(decisions), "0")}, (
        "every one of ben's decisions was weighed by the merge, none in his file"
    )


def test_a_file_its_review_weighed_is_not_weighed_again(merged: Merged) -> None:
    ana = themes_of(merged.rows, "ana")
    kept = {t: int(r["kept"]) for t, r in ana.items()}
    assert sum(kept.values()) == 1 and kept["bidding"] == 1
    assert {r["kept_by_merge"] for r in ana.values()} == {"0"}
    assert {r["unweighed_in_file"] for r in ana.values()} == {"0"}
    assert int(ana["bidding"]["decisions"]) > 0
    assert "Wrote 16 rows" in merged.printed and "2 pages" in merged.printed


def test_the_students_files_are_never_written(merged: Merged) -> None:
    for who, before in merged.files.items():
        assert (merged.folder / f"{who}.json").read_bytes() == before, who


def sections(page: str) -> dict[str, str]:
    return dict(
        re.findall(r'<section class="moon-missed" data-card="(\w+)">(.*?)</section>', page, re.S)
    )


def best_named(card: ReviewCard) -> str:
    """The best choice as the coach's first sentence names it."""
    best = Action(card.answer)
    if best.kind is Kind.PASS:
        return "passing"
    if best.kind is Kind.BID:
        return f"bidding {best.bid}"
    if best.kind is Kind.TRUMP:
        assert best.trump is not None
        return f"naming {best.trump.said}"
    return str(best.tile)


def test_each_missed_position_is_on_the_learners_page(merged: Merged) -> None:
    assert set(merged.pages) == {"ana", "ben"}
    page = merged.pages["ben"]
    assert '<html lang="en">' in page and "Positions missed: ben" in page
    shown = sections(page)
    assert set(shown) == {c.id for c in merged.ben_weighed.cards}
    for card in merged.ben_weighed.cards:
        part = shown[card.id]
        assert f'<p class="moon-mine">{you_did(Action(card.mine))}</p>' in part
        coach = re.search(r'<p class="moon-coach">(.*?)</p>', part, re.S)
        assert coach is not None and coach.group(1).startswith("From what you could see, ")
        assert best_named(card) in coach.group(1), (card.answer, coach.group(1))
        assert "likely deals" in coach.group(1), "the figures of the evaluation"
        seen = stand_in(card.seen).observe(card.seen.seat)
        picture = re.search(r"<svg.*?</svg>", part, re.S)
        assert picture is not None
        tiles = set(TILE.findall(picture.group(0)))
        assert {str(t) for t in seen.hand} <= tiles, "the learner's hand is drawn"
        hidden = {str(t) for t in seen.unseen}
        assert not tiles & hidden, f"a tile the learner could not see: {tiles & hidden}"
    assert len(sections(merged.pages["ana"])) == 1


def test_the_page_speaks_the_merges_language(merged: Merged) -> None:
    with speaking("fi"):
        page = missed_html("ben", merged.ben_weighed)
        mine = [you_did(Action(c.mine)) for c in merged.ben_weighed.cards]
    assert '<html lang="fi">' in page and "Positions missed" not in page
    assert all(m in page for m in mine)
    assert "No position missed" in missed_html("cy", Deck())
