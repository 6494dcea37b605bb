"""Self-contained exports (`moon_nb.course.pages`): a seat's export holds no tile that seat could
not see, over whole games of every variant; the page is one file with nothing to fetch."""

from __future__ import annotations

import json
import random
import re
from typing import Any

import pytest
from support import VARIANTS, allowed_tiles, random_step

from moon_nb import Game, MoonTable, Rules, show
from moon_nb.course.pages import exercises_html, game_html
from moon_nb.lessons import ScoreQuiz, SuitQuiz, WhichPlays, WhichWins
from moon_nb.players import HeuristicPlayer
from moon_nb.show import wire
from moon_nb.show.story import scenes

TILE = re.compile(r"\b([0-6])-([0-6])\b")


def named_tiles(text: str) -> set[str]:
    """Every tile named in ``text`` (as ``"a-b"``, high end first)."""
    return {m.group() for m in TILE.finditer(text) if m.group(1) >= m.group(2)}


def seen_by(game: Game, seat: int) -> set[str]:
    """Every tile ``seat`` may have known at some moment of ``game`` (`allowed_tiles` after
    each action)."""
    replay = Game.from_record({**game.record(), "actions": []})
    known = allowed_tiles(replay, seat)
    for action in game.actions:
        replay.apply(action)
        known |= allowed_tiles(replay, seat)
    return known


def played_game(rules: Rules, seed: int, hands: int = 3) -> Game:
    game, rng = Game(seed=seed, rules=rules), random.Random(seed)
    heuristic = HeuristicPlayer()
    while game.winner is None and game.hands_played < hands:
        if rng.random() < 0.3:
            random_step(game, rng)
        else:
            assert game.to_act is not None
            game.apply(heuristic.choose(game.observe(game.to_act)))
    return game


@pytest.mark.parametrize("rules", VARIANTS, ids=lambda r: r.describe())
def test_a_seats_export_names_no_tile_it_could_not_see(rules: Rules) -> None:
    for seed in (1, 2):
        game = played_game(rules, seed)
        for seat in range(rules.players):
            page = game_html(game, seat)
            leaked = named_tiles(page) - seen_by(game, seat)
            assert not leaked, (seed, seat, sorted(leaked))


def frames_of(page: str) -> list[dict[str, Any]]:
    """The moments an exported page steps through (its data), each with its whole scene."""
    data = page_data(page)
    frames = data["frames"]
    return [{**f, "scene": s} for f, s in zip(frames, scenes(frames, data["scene"]), strict=True)]


def test_the_pages_data_has_the_tables_wire_shapes() -> None:
    """The page draws with the table's own code, so what it holds is what the table is sent:
    seat names and scenes of the wire format (`moon_nb.show.wire`)."""
    game = played_game(Rules(), 5, hands=1)
    for seat in (0, None):
        data = page_data(game_html(game, seat))
        for name in data["seats"]:
            assert not wire.problems(name, wire.SeatName), name
        assert not wire.problems(data, wire.ExportPage)
        for frame, scene in zip(data["frames"], scenes(data["frames"], data["scene"]), strict=True):
            assert not wire.problems(frame, wire.Frame), frame["kind"]
            assert not wire.problems(scene, wire.Scene), frame["kind"]


def test_only_the_teachers_export_shows_a_discard() -> None:
    game = played_game(Rules(), 3, hands=1)
    discard = next(a.split()[1] for a in game.actions if a.startswith("discard "))
    result = game.last_hand
    assert result is not None

    def in_hand_one(page: str) -> set[str]:
        moments = [f for f in frames_of(page) if f["scene"]["hand_label"] == "Hand 1"]
        return named_tiles(json.dumps(moments))

    assert discard in in_hand_one(game_html(game)), "face up, the teacher sees the discard"
    assert discard in in_hand_one(game_html(game, result.bidder)), "the bidder made it"
    for seat in range(3):
        if seat != result.bidder:
            assert discard not in in_hand_one(game_html(game, seat))


def test_the_page_is_one_file_with_its_data_and_nothing_to_fetch() -> None:
    game = played_game(Rules(players=4), 5, hands=1)
    page = game_html(game, 2, title="A lesson </script> game")
    assert page.startswith("<!DOCTYPE html>")
    assert not re.search(r"""\b(?:src|href)\s*=\s*["']?(?:https?:)?//""", page), "a link out"
    assert "@import" not in page and "fetch(" not in page
    frames = frames_of(page)
    assert frames[0]["kind"] == "start" and frames[-1]["kind"] in ("deal", "game")
    assert len(frames) == 1 + len(show.timeline(game, 2))
    assert "A lesson &lt;/script&gt; game" in page


def test_bad_arguments_are_refused_with_a_reason() -> None:
    game = Game(seed=1)
    with pytest.raises(ValueError, match=r"seat is 0\.\.2"):
        game_html(game, 3)
    with pytest.raises(TypeError, match="Game"):
        game_html("not a game")  # type: ignore[arg-type]


# --- a page of exercises ------------------------------------------------------------------------

LESSON = [
    WhichWins(["4-2", "6-4", "4-4"], trump="doubles"),
    WhichPlays(["5-2", "4-4", "5-1", "6-6", "3-2"], ["5-3"], trump=None),
    SuitQuiz(4),
    ScoreQuiz(bidder=0, bid=5, tricks=[4, 2, 1]),
]


def page_data(page: str) -> dict[str, Any]:
    found = re.search(r'<script type="application/json" id="moon-data">(.*?)</script>', page, re.S)
    assert found is not None
    data: dict[str, Any] = json.loads(found.group(1))
    return data


def test_every_foreseen_answer_has_the_engines_feedback() -> None:
    data = page_data(exercises_html(LESSON, title="Suits and tricks"))
    wins, plays, order, scores = data["exercises"]
    # One pick: every option, judged as .answer would judge it.
    assert len(wins["answers"]) == 3
    verdicts = {k: v["verdict"] for k, v in wins["answers"].items()}
    assert list(verdicts.values()).count("right") == 1
    right_key = next(k for k, v in verdicts.items() if v == "right")
    assert wins["choices"]["options"][json.loads(right_key)[0]]["label"] == "4-4"
    # Several picks: every set of the five tiles.
    assert len(plays["answers"]) == 2**5
    (right,) = [k for k, v in plays["answers"].items() if v["verdict"] == "right"]
    labels = [plays["choices"]["options"][i]["label"] for i in json.loads(right)]
    assert sorted(labels) == ["5-1", "5-2"], "follow suit 5"
    # In order, and numbers: the right answer, and a general reply for any other.
    assert [v["verdict"] for v in order["answers"].values()] == ["right"]
    assert list(scores["answers"]) == ["[-5,2,1]"]
    assert "Not quite" in scores["otherwise"]["html"]
    assert "Solution" in scores["solution"]


def test_a_page_of_exercises_says_its_titles_and_replies_in_the_language_of_the_moment() -> None:
    """The course book's pages in a language: each exercise's title (an ``N_`` message) and the
    reply to an answer the page did not foresee are said in it, not kept in English."""
    from moon_nb.speech import speaking

    with speaking("hu"):
        data = page_data(exercises_html(LESSON))
    scores = data["exercises"][-1]
    assert "Nem egészen: nem ez a válasz." in scores["otherwise"]["html"]
    assert "Not quite" not in scores["otherwise"]["html"]
    english = page_data(exercises_html(LESSON))["exercises"]
    for ex, said, english_ex in zip(LESSON, data["exercises"], english, strict=True):
        assert ex.title in english_ex["question"] and ex.title not in said["question"], ex.title


def test_writing_a_page_does_not_count_as_the_learners_answers() -> None:
    from moon_nb.progress.store import SESSION

    before = repr(SESSION.__dict__)
    exercises_html(LESSON)
    assert repr(SESSION.__dict__) == before


def test_a_page_of_exercises_refuses_what_it_cannot_ask() -> None:
    with pytest.raises(ValueError, match="at least one"):
        exercises_html([])
    with pytest.raises(TypeError, match=r"moon_nb\.lessons"):
        exercises_html(["6-4"])  # type: ignore[list-item]


@pytest.mark.parametrize("rules", VARIANTS, ids=lambda r: r.describe())
def test_the_page_and_the_live_table_tell_a_game_in_the_same_frames(rules: Rules) -> None:
    """One form of a moment: a live table sat down at a new game sends its browser the story
    from the deal to the learner's first decision (the learner bids last: every other seat
    bids first) in the frames an exported page of that game tells, against the same scene —
    the view as the browser gets it, untouched. Only the opening's words differ: the page says
    whose deal it starts from; the live table's opening says nothing (its learner was at the
    table for the deal)."""
    for seed in (3, 9):
        game = Game(seed=seed, rules=rules)
        first = game.to_act
        assert first is not None
        seat = (first - 1) % rules.players
        table = MoonTable(game=game, seat=seat, pace_ms=0)
        view = json.loads(json.dumps(table.view))
        data = page_data(game_html(table.game, seat))
        assert view["scene"] == data["scene"]
        live, page = view["frames"], data["frames"]
        assert live[0].pop("text") == ""
        assert page[0].pop("text") == f"The deal: hand 1, seat {first} bids first."
        assert live == page
        assert len(live) == rules.players, "the deal, and every other seat's bid"
