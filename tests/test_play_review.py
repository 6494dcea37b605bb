"""The play page's review (`index.html?review`): the hands played on the page are kept (as
"play page"), the review opens the cards due at the page's table, or practice of a theme; the
learner's progress is saved as a progress file's text and loaded back, a file that cannot be
read changes nothing and is refused in a sentence."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from moon_nb.course.play.play_options import OptionsRefused, read_options
from moon_nb.course.play.play_page import PlayPage
from moon_nb.engine.fast import BID, DISCARD, PLAY, TRUMP
from moon_nb.engine.words import plural
from moon_nb.path.guided import STEPS
from moon_nb.players import RandomPlayer
from moon_nb.players import evaluation as evaluation_module
from moon_nb.progress.records import read_log
from moon_nb.progress.store import SESSION
from moon_nb.review.deck import THEMES
from moon_nb.review.review_path import MORE

SMALL = {PLAY: 12, TRUMP: 8, DISCARD: 8, BID: 8}


@pytest.fixture(autouse=True)
def fresh(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Few likely deals (as in test_review), and the page's session starting empty."""
    monkeypatch.setattr(evaluation_module, "DEALS", SMALL)
    SESSION.forget()
    yield
    SESSION.forget()


def state(page: PlayPage, reply: str | None = None) -> dict[str, Any]:
    data = json.loads(reply if reply is not None else page.state_json())
    assert "state" in data, data
    return data["state"]  # type: ignore[no-any-return]


def play_a_hand(seed: int) -> PlayPage:
    """A hand at the page, the learner a seeded random player (who makes mistakes)."""
    page = PlayPage(f"seed={seed}&level=club")
    session = page.session
    assert session is not None
    learner = RandomPlayer(seed)
    while session.game.hands_played == 0:
        move = str(learner.choose(session.game.observe(session.seat)))
        at = len(session.game.actions)
        page.handle_json(json.dumps({"kind": "action", "action": move, "at": at}))
    return page


def test_the_review_is_read_from_the_address() -> None:
    assert read_options("review").path == "review"
    assert read_options("review=yes").practice is None
    assert read_options("review=bidding&theme=dark").practice == "bidding"
    for query, words in [
        ("review=juggling", "a theme to practise"),
        ("review&seed=3", "The review sets out each card's position itself, so 'seed'"),
    ]:
        with pytest.raises(OptionsRefused, match=words):
            read_options(query)


def test_a_hand_on_the_page_is_kept_then_reviewed(tmp_path: Path) -> None:
    """The page's review opens at once on decisions not yet weighed (no worker here: in the
    browser the page weighs them between its messages), then weighs them when the learner asks
    — the page told how far it has got after each — until one makes a card."""
    page = play_a_hand(4)  # the learner's random choices cost a card at this seed
    session = page.session
    assert session is not None
    assert session.kept_words == (
        "Your decisions in this hand are kept: the page's review (?review in its address) "
        "brings back your costly ones.",
    )
    played = read_log(tmp_path / "moon-progress.json").deck
    assert not isinstance(played, str) and played.played  # type: ignore[union-attr]
    assert {p.source for p in played.played} == {"play page"}  # type: ignore[union-attr]
    decisions = len(played.played)  # type: ignore[union-attr]
    review = PlayPage("review")
    shown = state(review)
    assert shown["title"] == "Review your mistakes"
    assert shown["guide"] is not None and shown["guide"]["next"] == MORE
    assert shown["guide"]["steps"][-1]["id"] == MORE
    assert shown["notice"]["text"] == (
        f"{decisions} kept decisions are still to weigh: Next step weighs them, a card at a time. "
        "Meanwhile, practice."
    )
    told: list[str] = []
    more = json.dumps({"kind": "step", "step": MORE})
    shown = state(review, review.handle_json(more, lambda now: told.append(now)))
    said = [state(review, t)["notice"]["text"] for t in told]
    assert said == [f"Weighing {k} of {decisions} kept decisions…" for k in range(1, len(said) + 1)]
    deck = SESSION.deck()
    assert deck.cards, "a costly decision makes a card"
    assert shown["guide"]["step"] == f"review-{deck.cards[0].id}"
    assert len(said) == 1 + [p.verdict for p in deck.played].index(deck.cards[0].id)


def test_with_nothing_kept_the_review_offers_practice_by_theme() -> None:
    shown = state(PlayPage("review"))
    assert shown["guide"]["step"].startswith("learn-")
    practice = state(PlayPage("review=bidding"))
    assert practice["guide"]["step"].startswith("learn-value")
    for theme in THEMES:  # every theme the address takes has positions to practise
        shown = state(PlayPage(f"review={theme}"))
        assert shown["guide"]["title"], theme


def test_progress_is_saved_as_a_file_and_loaded_back(tmp_path: Path) -> None:
    play_a_hand(5)
    page = PlayPage("path=learn&step=1")
    text = page.progress_json()
    saved = json.loads(text)
    assert saved["format"] == "moon_nb progress" and saved["deck"]["played"]
    decisions = len(saved["deck"]["played"])
    # Another browser (a fresh session, an empty file): the copy brings everything back.
    SESSION.forget()
    (tmp_path / "moon-progress.json").unlink()
    review = PlayPage("review")
    assert not SESSION.deck().played
    shown = state(review, review.load_progress_json(text, "moon-progress.json"))
    assert shown["notice"]["kind"] == "info"
    cards = plural(len(saved["deck"]["cards"]), "review card")
    assert shown["notice"]["text"] == (
        f"moon-progress.json is loaded: 0 answers, {cards} and {decisions} decisions kept, added "
        "to this page's."
    )
    assert len(SESSION.deck().played) == decisions
    assert read_log(tmp_path / "moon-progress.json").deck.played  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("not json", "it is not JSON"),
        ('{"format": "something else"}', "it is not a moon_nb progress file"),
        ('{"format": "moon_nb progress", "version": 99, "events": []}', "version"),
        ("x" * 5_000_001, "too long"),
    ],
)
def test_a_file_that_cannot_be_read_changes_nothing(text: str, why: str) -> None:
    page = play_a_hand(4)
    before = SESSION.whole()
    shown = state(page, page.load_progress_json(text, "mine.json"))
    assert shown["notice"]["kind"] == "error"
    assert shown["notice"]["text"].startswith("mine.json was not loaded: ")
    assert why in shown["notice"]["text"] and shown["notice"]["text"].endswith("Nothing changed.")
    assert SESSION.whole() == before


def test_the_path_opens_where_the_learner_left_off() -> None:
    third = STEPS[2].id
    assert read_options("path=learn", last_step=third).step == third
    assert read_options("path=learn&step=5", last_step=third).step == 5
    assert read_options("path=learn", last_step="a step of an older page").step is None
    assert read_options("seed=3", last_step=third).step is None
    shown = state(PlayPage("path=learn", last_step=third))
    assert shown["guide"]["step"] == third
