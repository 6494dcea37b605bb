"""Review your own mistakes (`moon_nb.Review`, `moon_nb.progress`): the learner's costly
decisions at a table become cards when they make clear puzzles, each holding only what the
learner saw; the cards come back on an FSRS schedule kept in the progress file; the review puts
them at the table, face down, one goal each, judged by the one evaluation; a deck that cannot
be read is kept as it is, and two tables writing at once lose no card."""

from __future__ import annotations

import itertools
import json
import re
from collections.abc import Iterator
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest
from test_progress_merge import command, read_csv

from moon_nb import MoonTable
from moon_nb.course.teacher.merge import THEME_COLUMNS
from moon_nb.engine.actions import Action, you_did
from moon_nb.engine.fast import BID, DISCARD, PLAY, TRUMP
from moon_nb.players import RandomPlayer
from moon_nb.players import evaluation as evaluation_module
from moon_nb.progress.parts import Kept
from moon_nb.progress.records import read_log
from moon_nb.progress.store import Session
from moon_nb.review import keeping
from moon_nb.review.deck import THEMES, Deck, Reviewed
from moon_nb.review.review import Review, ReviewPath, card_step
from moon_nb.review.schedule import comes_back, due, rating, state
from moon_nb.review.seen import stand_in
from moon_nb.review.weigher import weigher_of
from moon_nb.table import recording

TILE = re.compile(r"\b[0-6]-[0-6]\b")
SMALL = {PLAY: 12, TRUMP: 8, DISCARD: 8, BID: 8}
"""Fewer likely deals than at a table: what a card is and when it comes back do not depend on
how many deals weigh it, and the tests examine a few dozen decisions."""


@pytest.fixture(autouse=True)
def small_evaluations(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(evaluation_module, "DEALS", SMALL)


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Session]:
    """A progress file of the test's own, which the tables' hands go into, each hand's
    decisions weighed when it ends (as the worker weighs them between hands: here, in this
    process, and waited for)."""
    session = Session(tmp_path / "moon-progress.json")

    def keep(hand: recording.HandPlayed) -> list[str]:
        said = keeping.said(keeping.kept(hand, session))
        weigher_of(session).settle()
        return said

    kept = list(recording.LISTENERS)
    recording.LISTENERS[:] = [keep]
    yield session
    recording.LISTENERS[:] = kept


def play_hand(seed: int, coach: bool = False) -> MoonTable:
    """One hand at a table, the learner a seeded random player (who makes mistakes)."""
    table = MoonTable(seed=seed, level="club", coach=coach)
    learner = RandomPlayer(seed)
    while table.game.hands_played == 0:
        table.act(learner.choose(table.game.observe(table.seat)))
    return table


def test_a_hand_at_a_table_is_kept_and_examined_between_hands(store: Session) -> None:
    table = play_hand(3)
    deck = store.deck()
    assert len(deck.played) == len(table.session.decisions) > 0
    assert not deck.waiting(), "every decision kept is examined"
    review = Review(store=store)
    cards = {c.id for c in deck.cards}
    verdicts = [p.verdict for p in deck.played]
    assert all(v in cards or v.endswith(".") or v == "as good as the best" for v in verdicts)
    assert {c.id for c in review.due} <= cards


def test_at_a_table_with_the_coach_a_hand_is_examined_at_once(store: Session) -> None:
    """And the hand's summary (the debrief's "For review") says what became of each costly
    decision: kept as a card, or not, and why."""
    table = play_hand(5, coach=True)
    deck = store.deck()
    assert deck.played and not deck.waiting()
    said = table.session.kept_words
    reasons = [p.verdict for p in deck.played if p.verdict and p.verdict != "as good as the best"]
    reasons = [r for r in reasons if r not in {c.id for c in deck.cards}]
    assert [s for s in said if " Not kept for your review: " in s] == [
        f"{you_did(Action(p.action))} Not kept for your review: {p.verdict}"
        for p in deck.played
        if p.verdict in reasons
    ]
    assert ("Kept for your review: " in " ".join(said)) == bool(deck.cards)
    plain = play_hand(6)
    assert plain.session.kept_words == (
        "Your decisions in this hand are kept: your review brings back your costly ones.",
    )


def test_a_card_holds_only_what_the_learner_saw(store: Session) -> None:
    """The leak test: every tile a card names (its position, answer, reason, the learner's
    choice) is one the learner held, saw played, or took as the widow."""
    for seed in (3, 4, 7):
        play_hand(seed)
    Review(store=store)
    deck = store.deck()
    assert deck.cards, "the random learner's hands made cards"
    for card in deck.cards:
        seen = card.seen
        allowed = {*map(str, seen.hand), *(str(t) for _, t in seen.played)}
        allowed |= {str(t) for t in (seen.widow, seen.discard) if t is not None}
        named = set(TILE.findall(json.dumps(card.to_json())))
        assert named <= allowed, (card.theme, named - allowed)


def test_a_card_is_a_clear_puzzle_at_the_table(store: Session) -> None:
    for seed in (3, 4, 7):
        play_hand(seed)
    review = Review(store=store)
    assert review.due
    card = review.due[0]
    step = card_step(card)
    assert not step.face_up and step.goal == "Find the better decision."
    # The learner's own choice again: wrong, in the evaluation's words, naming no answer.
    review.act(card.mine)
    assert review.guide is not None and review.guide["status"] == "wrong"
    assert review.guide["verdict"].startswith("From what you could see")
    assert card.answer.split()[-1] not in review.guide["verdict"].replace(card.mine, "")
    review.send_intent({"kind": "step_hint"})
    assert review.guide["hint"]
    review.act(card.answer)
    assert review.guide["status"] == "solved"
    # When it comes back, in the verdict's words (shown, not only said with the stars).
    assert review.guide["verdict"].endswith(" This card comes back again tomorrow.")
    assert "comes back" not in review.guide["stars_text"]
    reviews = store.deck().reviews_of(card.id)
    # The hint after a wrong try: a lapse, as FSRS's documentation rates one (Again, "forgot
    # the card"), not Hard ("remembered with serious difficulty").
    assert [r.rating for r in reviews] == ["again"]


def test_the_schedule_is_kept_across_kernels(store: Session, tmp_path: Path) -> None:
    for seed in (3, 4, 7):
        play_hand(seed)
    review = Review(store=store)
    card = review.due[0]
    review.act(card.answer)
    again = Session(tmp_path / "moon-progress.json")  # a kernel restarted
    deck = again.deck()
    assert [r.rating for r in deck.reviews_of(card.id)] == ["good"]
    now = datetime.now(timezone.utc)
    assert card.id not in {c.id for c in due(deck, now)}
    assert card.id in {c.id for c in due(deck, now + timedelta(days=3))}


def test_right_answers_push_a_card_out_and_wrong_ones_bring_it_back() -> None:
    """A simulated learner over 60 days: each review right moves the card's due date out
    along FSRS's intervals; a wrong one brings it back the next day; the learner who is always
    right sees the card fewer times than the one who is always wrong."""
    card = _a_card()

    def reviews_in(days: int, right: bool) -> list[datetime]:
        deck, t = Deck((card,), (), ()), _time(card.made)
        seen = []
        while t < _time(card.made) + timedelta(days=days):
            seen.append(t)
            said = rating(0 if right else 1)
            deck = deck.merged(Deck((), (Reviewed(f"r{len(seen)}", card.id, _at(t), said),), ()))
            t = state(deck, card).due
        return seen

    good, bad = reviews_in(60, True), reviews_in(60, False)
    gaps = [(b - a).days for a, b in itertools.pairwise(good)]
    assert gaps == sorted(gaps) and gaps[0] >= 2 and gaps[-1] > gaps[0]
    assert all((b - a).days == 1 for a, b in itertools.pairwise(bad))
    assert len(good) < len(bad)
    assert comes_back(_time(card.made) + timedelta(days=6), _time(card.made)) == "in 6 days"


def test_with_nothing_due_the_review_says_when_and_offers_practice(store: Session) -> None:
    review = Review(store=store)
    assert review.notice["text"].startswith("No card yet")
    assert review.guide is not None and review.guide["step"].startswith("learn-")
    bidding = Review("bidding", store=store)
    assert bidding.guide is not None and bidding.guide["step"].startswith("learn-value")
    with pytest.raises(ValueError, match="the themes are"):
        ReviewPath("juggling", store=store)


def test_a_deck_that_cannot_be_read_is_kept_as_it_is(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A deck of a future version (or damaged) stays in the file as it is, a copy of the
    file's bytes goes beside it, the learner is told in a sentence, and their other progress
    still loads and saves."""
    path = tmp_path / "moon-progress.json"
    future = {"version": 9, "cards": "something newer"}
    text = json.dumps(
        {"format": "moon_nb progress", "version": 2, "learner": "Ana", "reset": None,
         "events": [], "deck": future},
        indent=1,
    )  # fmt: skip
    path.write_text(text, encoding="utf-8")
    original = path.read_bytes()
    session = Session(path)
    session.name("Ana Lima")
    said = capsys.readouterr().err
    assert "The review deck in moon-progress.json could not be read" in said
    log = read_log(path)
    assert log.learner == "Ana Lima" and isinstance(log.deck, Kept)
    assert json.loads(path.read_text(encoding="utf-8"))["deck"] == future
    copies = list(tmp_path.glob("moon-progress.deck-unreadable-*.json"))
    assert len(copies) == 1 and copies[0].read_bytes() == original


def test_two_tables_writing_at_once_lose_no_card(tmp_path: Path) -> None:
    path = tmp_path / "moon-progress.json"
    one, two = Session(path), Session(path)
    card = _a_card()
    other = Deck((), (), ())
    one.keep(Deck((card,), (), ()))
    two.keep(other)  # the second kernel writes with nothing of the first's
    assert [c.id for c in read_log(path).deck.cards] == [card.id]  # type: ignore[union-attr]


def test_a_file_written_before_the_deck_still_reads(tmp_path: Path) -> None:
    path = tmp_path / "moon-progress.json"
    path.write_text(
        '{"format": "moon_nb progress", "version": 1, "learner": null, "reset": null, '
        '"events": []}',
        encoding="utf-8",
    )
    session = Session(path)
    assert not session.deck()
    session.name("Ana")
    assert json.loads(path.read_text(encoding="utf-8"))["version"] == 1  # no deck: still 1


def _a_card():  # type: ignore[no-untyped-def]
    """A card made from a real decision: the coached hand's pass."""
    from moon_nb.engine.actions import Action
    from moon_nb.reference.debrief import coached_game
    from moon_nb.review.deck import Played
    from moon_nb.review.examine import examine_observed
    from moon_nb.review.seen import Seen

    game = coached_game()
    game.apply("pass")
    game.apply("pass")
    seen = game.observe(0)
    played = Played("p1", "2026-12-04T10:00:00.000Z", "table", Seen.of(seen), "pass")
    _, card = examine_observed(seen, Action("pass"), played, "2026-12-04T10:00:00.000Z")
    assert card is not None and stand_in(card.seen).observe(0).legal == seen.legal
    return card


def _time(at: str) -> datetime:
    return datetime.fromisoformat(at.replace("Z", "+00:00"))


def _at(t: datetime) -> str:
    return t.strftime("%Y-%m-%dT%H:%M:%S.000Z")


def test_the_teachers_merge_counts_each_themes_mistakes_kept_and_solved(tmp_path: Path) -> None:
    card = _a_card()
    path = tmp_path / "ana.json"
    Session(path).keep(Deck((card,), (), ()))
    later = Session(path)
    later.keep(Deck((), (Reviewed("r1", card.id, "2026-12-06T10:00:00.000Z", "hard"),), ()))
    out = tmp_path / "review.csv"
    done = command(path, "--review", out)
    assert done.returncode == 0, done.stderr
    rows = read_csv(out)
    assert tuple(rows[0]) == THEME_COLUMNS
    mine = {r["theme"]: (r["kept"], r["solved"]) for r in rows}
    assert mine.pop(card.theme) == ("1", "1")
    assert set(mine.values()) == {("0", "0")} and len(mine) == len(THEMES) - 1


def test_a_card_from_another_seat_is_set_up_at_the_learners_seat(store: Session) -> None:
    """A hand played from seat 2: each decision, set up as a step, puts the learner's own hand
    and choices at the seat the review gives the learner."""
    from moon_nb.path.attempt import Attempt
    from moon_nb.path.step import LEARNER
    from moon_nb.review.deck import ReviewCard
    from moon_nb.review.examine import theme

    table = MoonTable(seed=5, level="club", seat=2)
    learner = RandomPlayer(5)
    while table.game.hands_played == 0:
        table.act(learner.choose(table.game.observe(table.seat)))
    played = store.deck().played
    assert played and all(p.seen.seat == 2 for p in played)
    for p in played:
        seen = stand_in(p.seen).observe(2)
        about = theme(seen, Action(p.action))
        card = ReviewCard(p.id, p.at, about, p.seen, p.action, "", p.action)
        shown = Attempt(card_step(card)).game.observe(LEARNER)
        assert shown.hand == seen.hand and shown.legal == seen.legal, p.action
        assert shown.phase == seen.phase
        # The seats are turned: seat s is seat s - 2 at the review.
        assert [((t.seat + 2) % 3, t.tile) for t in shown.trick] == [
            (t.seat, t.tile) for t in seen.trick
        ]
