"""The catalog of the lessons' exercises (`moon_nb.course.teacher.catalog`): found by running the
tutorial notebooks, in the order they ask them, each with code that builds it standing alone —
checked against what the notebooks ask as a learner meets it (the progress record), in a fresh
Python, and with the lessons' words rewritten."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from moon_nb import Game, Rules
from moon_nb.course.teacher.catalog import (
    CatalogError,
    Lesson,
    all_lessons,
    catalog,
    choose_lessons,
    lesson_exercises,
)
from moon_nb.course.teacher.rebuild import Unwritable, exercise_code
from moon_nb.course.tutorials import tutorial_notebooks
from moon_nb.exercises.exercise import Exercise
from moon_nb.lessons import ChoosePlay, ScoreQuiz, SuitQuiz, WhichWins
from moon_nb.players import HeuristicPlayer
from moon_nb.progress.store import SESSION
from moon_nb.review.deck import Deck


@pytest.fixture(scope="module")
def everything(tutorial_catalog: Any) -> Any:
    return tutorial_catalog


def asked_as_a_learner_meets_them(path: Path) -> list[str]:
    """The ids of the exercises a notebook asks, in order, as the progress record notes them
    when the notebook is run (shown in a `Quiz` or answered) — another way of finding them."""
    cells = json.loads(path.read_text())["cells"]
    asked: list[str] = []
    real = SESSION.ask

    def ask(exercise: Any) -> None:
        # The guided path's steps are noted too, but they are the path's, not the lesson's.
        if isinstance(exercise, Exercise) and exercise.id not in asked:
            asked.append(exercise.id)

    namespace: dict[str, Any] = {"__name__": "__main__"}
    SESSION.ask = ask  # type: ignore[method-assign]
    try:
        with pytest.MonkeyPatch.context() as patch:
            patch.chdir(path.parent)
            # As the catalog runs them: no hand a lesson plays is kept, and lesson 0's Review()
            # weighs no deck — the one thing here whose cost grows with what a worker ran
            # before (this test took 95 s in one CI run, 1.7 s alone).
            patch.setattr(SESSION, "keep", lambda *args, **kwargs: None, raising=False)
            patch.setattr(SESSION, "deck", Deck, raising=False)
            for cell in cells:
                if cell["cell_type"] == "code":
                    exec("".join(cell["source"]), namespace)
    finally:
        del SESSION.ask  # type: ignore[method-assign]
        assert SESSION.ask == real
    return asked


def test_every_lesson_is_listed_with_the_exercises_it_asks_in_order(
    everything: Any, capsys: pytest.CaptureFixture[str]
) -> None:
    assert [lesson.path for lesson in everything.lessons] == tutorial_notebooks()
    numbers = [lesson.number for lesson in everything.lessons]
    assert numbers == list(range(len(tutorial_notebooks())))
    for lesson in everything.lessons:
        entries = everything.of(lesson)
        # Every lesson asks exercises but the glossary, a reference, and notebook 0, whose
        # exercises are the guided path's steps (saved under the steps' own ids).
        unasked = lesson.name.endswith("-glossary") or lesson.name == "00-learn-by-playing"
        assert bool(entries) != unasked, lesson.name
        assert [e.number for e in entries] == list(range(1, len(entries) + 1))
        ids = [e.exercise.id for e in entries]
        assert ids == asked_as_a_learner_meets_them(lesson.path), lesson.name
        cells = json.loads(lesson.path.read_text())["cells"]
        for entry in entries:
            # The cell kept is the one that built it, as the notebook has it.
            assert entry.cell == "".join(cells[entry.cell_index]["source"])
            assert type(entry.exercise).__name__ in entry.cell or "exercise" in entry.cell
    capsys.readouterr()


def test_each_exercise_is_built_again_by_its_code_alone_in_a_fresh_python(everything: Any) -> None:
    programs = [entry.code for entry in everything.entries]
    script = (
        "import json, sys\n"
        "ids = []\n"
        "for code in json.load(sys.stdin):\n"
        "    namespace = {}\n"
        "    exec(code, namespace)\n"
        "    ids.append(namespace['exercise'].id)\n"
        "print(json.dumps(ids))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script],
        input=json.dumps(programs),
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    assert json.loads(done.stdout) == [e.exercise.id for e in everything.entries]
    for entry in everything.entries:
        assert entry.code.splitlines()[-1].startswith("exercise = ")
        compile(entry.code, "code", "exec")  # each line is Python of its own
        assert max(len(line) for line in entry.code.splitlines()) <= 99


def test_the_learners_progress_is_left_alone() -> None:
    SESSION.forget()
    first = SuitQuiz(2)
    SESSION.ask(first)
    SESSION.answered(first, first.verdict(["2-2"]).correct)
    before = SESSION.progress()
    catalog(["06-scoring-and-winning"])
    assert SESSION.progress() == before
    assert "ask" not in SESSION.__dict__
    SESSION.forget()


def test_a_hand_a_lesson_plays_is_not_kept_for_review(tmp_path: Path) -> None:
    """Lesson 1 plays a hand at a table (by the hints): listing its exercises keeps nothing in
    the learner's review deck, and writes no progress file, beside the notebooks or elsewhere."""
    import moon_nb.review.keeping  # noqa: F401  (as a notebook's MoonTable imports it)

    SESSION.forget()
    catalog(["01-quick-start"])
    assert not SESSION.deck().played
    assert not (tmp_path / "moon-progress.json").exists()
    assert not (tutorial_notebooks()[0].parent / "moon-progress.json").exists()
    assert "keep" not in SESSION.__dict__


def test_a_lessons_review_weighs_no_one_s_deck(monkeypatch: pytest.MonkeyPatch) -> None:
    """Lesson 0 opens `Review()`: listing its exercises reads no learner's deck, so it weighs
    none of the hands kept there (it did, every run, in whichever progress file was at hand)."""
    import moon_nb.review.weigher as weigher

    def weighed(*args: object) -> None:
        raise AssertionError("the catalog weighed a learner's kept decision")

    monkeypatch.setattr(weigher, "weigh_here", weighed)
    monkeypatch.setattr(SESSION, "deck", lambda: pytest.fail("the catalog read the deck"))
    catalog(["00-learn-by-playing"])
    monkeypatch.undo()
    assert "deck" not in SESSION.__dict__


def test_the_catalog_does_not_read_the_lessons_words(tmp_path: Path) -> None:
    """Every word of the lesson rewritten, headings and all, and a new paragraph put in: the
    same exercises, in the same order, with the same code."""
    lesson = choose_lessons([3])[0]
    nb = json.loads(lesson.path.read_text())
    for cell in nb["cells"]:
        if cell["cell_type"] == "markdown":
            cell["source"] = ["## Something else entirely\n", "Other words. " * 5]
    nb["cells"].insert(3, {"cell_type": "markdown", "metadata": {}, "source": ["# New"]})
    moved = tmp_path / lesson.path.name
    moved.write_text(json.dumps(nb))
    again = lesson_exercises(Lesson(lesson.number, lesson.name, "?", moved))
    original = lesson_exercises(lesson)
    assert [(e.exercise.id, e.code) for e in again] == [(e.exercise.id, e.code) for e in original]
    assert [e.cell_index for e in again] == [e.cell_index + 1 for e in original]


def test_lessons_are_chosen_by_number_or_name_in_the_order_named() -> None:
    lessons = all_lessons()
    assert choose_lessons() == lessons
    assert [x.number for x in choose_lessons(["6", 3, "03", "following-suit"])] == [6, 3]
    assert choose_lessons(["08-playing-well.ipynb"]) == [lessons[8]]
    assert choose_lessons(["playing-well"]) == [lessons[8]]
    assert [x.name for x in choose_lessons([0])] == ["00-learn-by-playing"]
    with pytest.raises(ValueError, match=r"there is no lesson '12'; the lessons are 0 \("):
        choose_lessons(["12"])
    with pytest.raises(ValueError, match="no lesson 'trumps'"):
        choose_lessons(["trumps"])


def test_a_lesson_whose_code_fails_is_refused_saying_where(tmp_path: Path) -> None:
    path = tmp_path / "05-broken.ipynb"
    cells = [
        {"cell_type": "markdown", "metadata": {}, "source": ["# 5 · Broken"]},
        {"cell_type": "code", "metadata": {}, "outputs": [], "source": ["1 / 0"]},
    ]
    path.write_text(json.dumps({"cells": cells, "metadata": {}, "nbformat": 4}))
    with pytest.raises(CatalogError, match=r"05-broken: cell 1 failed: ZeroDivisionError"):
        lesson_exercises(Lesson(5, "05-broken", "Broken", path))


def test_exercises_built_inside_the_library_or_with_a_player_are_not_written_as_code() -> None:
    game = Game(seed=4)
    for action in ["bid 5", "pass", "pass", "discard 4-3", "trump 2"]:
        game.apply(action)
    with pytest.raises(Unwritable, match="HeuristicPlayer cannot be written as code"):
        exercise_code(ChoosePlay, [game], {"advisor": HeuristicPlayer()})


def run(code: str) -> Any:
    namespace: dict[str, Any] = {}
    exec(code, namespace)
    return namespace["exercise"]


def test_values_are_written_as_the_lessons_write_them() -> None:
    rules = Rules(players=4, scoring="marks")
    call = exercise_code(
        ScoreQuiz, [], {"bidder": 1, "bid": 5, "tricks": (3, 2, 1, 1), "rules": rules}
    )
    assert "rules=Rules(players=4, scoring='marks')" in call.code
    assert "from moon_nb import Rules" in call.imports
    quiz = ScoreQuiz(bidder=1, bid=5, tricks=(3, 2, 1, 1), rules=rules)
    assert run(call.code).id == quiz.id
    from moon_nb.engine.tiles import Tile
    from moon_nb.engine.trump import Trump

    for trump in Trump:
        call = exercise_code(WhichWins, [[Tile(6, 4), "4-4"]], {"trump": trump})
        assert run(call.code).id == WhichWins(["6-4", "4-4"], trump=trump).id
    assert "trump=None" in exercise_code(WhichWins, [["6-4"]], {"trump": Trump.NO_TRUMP}).call


def test_a_dealt_game_is_written_as_its_record() -> None:
    hands = [
        ["6-6", "6-5", "6-4", "6-3", "5-5", "4-4", "3-3"],
        ["6-2", "6-1", "5-4", "5-3", "5-2", "5-1", "4-3"],
        ["4-2", "4-1", "3-2", "2-2", "2-1", "1-1", "0-0"],
    ]
    game = Game.from_deal(hands, "3-1", first_bidder=0, seed=1)
    for action in ["bid 5", "pass", "pass", "discard 3-1", "trump 6"]:
        game.apply(action)
    code = exercise_code(ChoosePlay, [game], {}).code
    assert "Game.from_record(" in code and "'deal'" in code
    assert run(code).id == ChoosePlay(game).id
    seeded = Game(seed=9)
    seeded.apply(seeded.legal_actions()[0])
    code = exercise_code(ChoosePlay, [seeded], {}).code
    assert "game = Game(seed=9)\nfor action in ['pass']:\n    game.apply(action)" in code
