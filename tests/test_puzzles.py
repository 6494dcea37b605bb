"""The puzzle stream (`moon_nb.Puzzles`): themes read from what an answer does, Glicko-2 ratings
that move as the learner solves, the tries kept in the progress file, a miss joining the review
deck, and the next puzzle near the learner's rating. The shipped bank's own checks are in
tests/test_puzzle_bank.py."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from test_progress_merge import command, read_csv

from moon_nb import Puzzles, puzzle_themes
from moon_nb.course.teacher.merge import PUZZLE_COLUMNS
from moon_nb.engine.actions import Action
from moon_nb.path.step import Position
from moon_nb.path.steps_seen import SEEN_STEPS
from moon_nb.progress.store import Session
from moon_nb.review.deck import Deck, PuzzleTry, UnreadableDeck
from moon_nb.review.puzzles.bank import Puzzle, UnreadablePuzzle, bank
from moon_nb.review.puzzles.glicko import Glicko
from moon_nb.review.puzzles.puzzle_ratings import OVERALL, START, Rating, rating_of, ratings
from moon_nb.review.puzzles.stream import PuzzlePath
from moon_nb.review.puzzles.themes import PUZZLE_THEMES, themes_of
from moon_nb.review.review_path import card_step
from moon_nb.speech import speaking

# Game(seed=690)'s deal (the path's learn-ruff-to-set): seat 2 bids first.
HANDS = (
    "4-1 4-2 4-3 5-1 5-3 5-5 6-5",
    "2-1 3-2 5-4 6-1 6-2 6-3 6-6",
    "1-1 2-2 3-1 3-3 4-4 5-2 6-4",
)
TRUMP_FOURS = "bid 4, pass, pass, discard 3-1, trump 4"


def themes(script: str, answer: str) -> tuple[str, ...]:
    game = Position(HANDS, "0-0", first_bidder=2, script=script).game()
    assert game.to_act is not None
    return themes_of(game.observe(game.to_act), Action(answer))


@pytest.mark.parametrize(
    ("script", "answer", "expected"),
    [
        ("", "bid 4", ("opening bid",)),
        ("", "pass", ("opening bid",)),
        ("bid 4", "bid 5", ("contested bid",)),
        ("bid 4", "pass", ("contested bid",)),
        ("bid 4", "bid 21", ("the moon",)),
        ("bid 4, pass, pass", "discard 3-1", ("discard",)),
        ("bid 4, pass, pass, discard 3-1", "trump 4", ("trump",)),
        # The bidder leads its top trump while the others hold trumps: drawing them, and sure.
        (TRUMP_FOURS, "play 4-4", ("drawing trumps", "cashing")),
        # 3-3 heads the threes out; a void may trump it, but no three beats it.
        (TRUMP_FOURS, "play 3-3", ("cashing",)),
        # 5-5 is out: 5-2 led is none of those.
        (TRUMP_FOURS, "play 5-2", ("leading",)),
        # Seat 0 holds no blank: a trump on 0-0 is a ruff, and a defender's play.
        (
            f"{TRUMP_FOURS}, play 4-4, play 4-1, play 5-4, play 6-4, play 4-2, play 2-1, play 0-0",
            "play 4-3",
            ("ruffing", "setting the contract"),
        ),
        (f"{TRUMP_FOURS}, play 4-4", "play 4-1", ("setting the contract",)),
    ],
)
def test_a_puzzle_is_tagged_by_what_its_answer_does(
    script: str, answer: str, expected: tuple[str, ...]
) -> None:
    assert themes(script, answer) == expected


def test_the_last_three_tricks_are_a_theme_of_their_own() -> None:
    (step,) = [s for s in SEEN_STEPS if s.id == "learn-cash-to-set"]  # two tricks left
    game = step.position.game()
    seen = game.observe(game.to_act or 0)
    assert len(seen.hand) == 2
    assert themes_of(seen, Action("play 3-3")) == (
        "cashing",
        "setting the contract",
        "the last tricks",
    )


def test_every_theme_is_said_in_the_learners_language() -> None:
    english = puzzle_themes()
    assert list(english) == list(PUZZLE_THEMES) and len(english) >= 10
    with speaking("hu"):
        hungarian = puzzle_themes()
    assert hungarian["the moon"] == "a Hold"
    assert all(hungarian[t] != english[t] for t in PUZZLE_THEMES)


# --- Glicko-2 ----------------------------------------------------------------------------


def _tried(n: int, solved: bool, rating: float = START, themes: tuple[str, ...] = ("cashing",)):
    return PuzzleTry(
        f"t{n}", f"p{n}", f"2026-12-06T10:00:{n:02d}.000Z", themes, rating, 80.0, solved
    )


def test_a_learner_starts_at_1500_and_a_solved_puzzle_moves_the_rating_up() -> None:
    assert rating_of((), None) == Rating(START, 350.0, 0.06, 0, 0)
    up = rating_of([_tried(1, True)], "cashing")
    down = rating_of([_tried(1, False)], "cashing")
    assert down.rating < START < up.rating and up.rd < 350
    # Beating a harder puzzle gains more; losing to an easier one costs more.
    assert rating_of([_tried(1, True, 1900)], None).rating > up.rating
    assert rating_of([_tried(1, False, 1100)], None).rating < down.rating


def test_the_ratings_are_glicko2s_one_period_a_try_per_theme_and_overall() -> None:
    tries = [_tried(1, True, 1600, ("ruffing", "the last tricks")), _tried(2, False, 1400)]
    found = ratings(tries)
    player = Glicko().after([(Glicko(1600, 80.0), 1.0)]).after([(Glicko(1400, 80.0), 0.0)])
    assert found[OVERALL].rating == pytest.approx(player.rating)
    assert found[OVERALL].tried == 2 and found[OVERALL].solved == 1
    assert set(found) == {"ruffing", "the last tricks", "cashing", OVERALL}
    # Two kernels' tries, saved in either order, give one rating.
    assert ratings(list(reversed(tries))) == found


def test_puzzles_tried_are_kept_in_the_deck_and_read_back() -> None:
    deck = Deck(tried=(_tried(1, True), _tried(2, False)))
    again = Deck.from_json(json.loads(json.dumps(deck.to_json())))
    assert again == deck
    assert deck.merged(again) == deck  # each try once
    old = {k: v for k, v in deck.to_json().items() if k != "tried"} | {"version": 1}
    assert Deck.from_json(old) == Deck()  # a deck written before puzzles still reads
    with pytest.raises(UnreadableDeck, match="puzzle tried"):
        Deck.from_json({**deck.to_json(), "tried": [{"id": "x"}]})
    with pytest.raises(UnreadableDeck, match="version 3"):
        Deck.from_json({**deck.to_json(), "version": 3})


def test_a_damaged_puzzle_is_refused_in_a_sentence() -> None:
    with pytest.raises(UnreadablePuzzle, match="themes"):
        Puzzle.from_json({**bank()[0].to_json(), "themes": ["jumping"]})
    with pytest.raises(UnreadablePuzzle):
        Puzzle.from_json({"id": "x"})


# --- the stream at the table ------------------------------------------------------------


@pytest.fixture
def store(tmp_path: Path) -> Session:
    return Session(tmp_path / "moon-progress.json")


def _wrong(path: PuzzlePath) -> str:
    seen = path.attempt.game.observe(path.attempt.game.to_act or 0)
    return next(str(a) for a in seen.legal if str(a) != path.step.solution[0])


def test_a_puzzle_solved_at_once_wins_and_the_next_is_near_the_new_rating(
    store: Session,
) -> None:
    table = Puzzles(theme="the last tricks", store=store)
    path = table._path
    first = path.puzzles[path.step.id]
    assert "the last tricks" in first.themes
    table.act(first.answer)
    assert table.guide is not None and table.guide["status"] == "solved"
    tried = store.deck().tried
    assert [(t.puzzle, t.solved) for t in tried] == [(first.id, True)]
    assert table.rating.rating > START
    assert table.guide["stars_text"].startswith("Your rating in the last tricks: ")
    following = path.puzzles[table.guide["next"]]
    assert following.id != first.id
    fresh = [p for p in path.pool if p.id != first.id]
    mine = table.rating.rating
    assert abs(following.rating - mine) == min(abs(p.rating - mine) for p in fresh)


def test_a_puzzle_missed_loses_and_joins_the_review_deck(store: Session) -> None:
    table = Puzzles(theme="the last tricks", store=store)
    path = table._path
    puzzle = path.puzzles[path.step.id]
    wrong = _wrong(path)
    table.act(wrong)
    assert table.guide is not None and table.guide["status"] == "wrong"
    table.send_intent({"kind": "step_hint"})
    table.act(puzzle.answer)  # solved after a miss: still a loss
    deck = store.deck()
    assert [t.solved for t in deck.tried] == [False]
    assert table.rating.rating < START
    (card,) = deck.cards
    assert (card.answer, card.mine, card.source) == (puzzle.answer, wrong, "puzzle")
    assert card_step(card).title.startswith("Your puzzle of ")


def test_the_table_says_the_learners_rating_as_it_opens(store: Session) -> None:
    """As the play page's does: in the learner's language, at the rating read from the file."""
    table = Puzzles(theme="the last tricks", store=store)
    assert table.notice["kind"] == "info"
    assert table.notice["text"] == "0 puzzles tried, rating 1500."
    table.act(table._path.puzzles[table._path.step.id].answer)
    again = Puzzles(theme="the last tricks", store=store, lang="fi")
    rating = round(again.rating.rating)
    assert rating > START and again.notice["text"] == f"1 tehtävä yritetty, luokitus {rating}."


def test_an_unknown_theme_is_refused_naming_the_themes(store: Session) -> None:
    with pytest.raises(ValueError, match="the themes are opening bid, contested bid"):
        Puzzles(theme="jumping", store=store)
    assert not store.deck()


def test_the_teachers_merge_shows_each_learners_puzzle_ratings(tmp_path: Path) -> None:
    files = []
    for who, solved in (("ana", True), ("ben", False)):
        path = tmp_path / f"{who}.json"
        Session(path).keep(Deck(tried=(_tried(1, solved, themes=("the moon",)),)))
        files.append(path)
    out = tmp_path / "puzzles.csv"
    done = command(*files, "--puzzles", out)
    assert done.returncode == 0, done.stderr
    rows = read_csv(out)
    assert tuple(rows[0]) == PUZZLE_COLUMNS
    mine = {(r["learner"], r["theme"]): (r["tried"], r["solved"], int(r["rating"])) for r in rows}
    assert mine[("ana", "the moon")][:2] == ("1", "1") and mine[("ana", "the moon")][2] > START
    assert mine[("ben", "overall")][:2] == ("1", "0") and mine[("ben", "overall")][2] < START
