"""Saved progress (`moon_nb.progress.store`, `moon_nb.progress.records`), in this process: what
a record says about an exercise, two sessions writing one file, the file written atomically,
an unreadable file set aside, a file of another version left alone, resetting, the learner's
name and the lesson. (Real kernels: test_progress_kernels.py; the teacher's merge:
test_progress_merge.py.)"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from moon_nb import Quiz
from moon_nb.engine.game import Game
from moon_nb.lessons import (
    SuitQuiz,
    SuitsOfQuiz,
    WhichWins,
    progress,
    reset_progress,
    set_learner,
    this_lesson,
)
from moon_nb.path.guided import STEPS, GuidedPath, guided_session
from moon_nb.progress.records import Event, Log, Record, read_log, records
from moon_nb.progress.store import SESSION, Session, running_lesson
from moon_nb.review.deck import Deck, Played
from moon_nb.review.seen import Seen

WINS = ["4-2", "4-4", "5-4"]


@pytest.fixture(autouse=True)
def fresh_session() -> Iterator[None]:
    SESSION.forget()
    yield
    SESSION.forget()


@pytest.fixture
def file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "lessons" / "moon-progress.json"
    path.parent.mkdir()
    monkeypatch.setenv("MOON_NB_PROGRESS", str(path))
    return path


def saved(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


# --- a record, from events in time order --------------------------------------------------


def event(n: int, kind: str = "answer", right: bool = False, lesson: str = "L") -> Event:
    at = f"2025-05-01T10:00:{n:02d}.000Z"
    return Event(f"s-{n}", at, lesson, "Ex-1", "Which tile wins?", kind, right)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("events", "right", "first_try", "after", "first_seen", "status"),
    [
        ([event(1, right=True)], True, True, False, False, "answered right at the first try"),
        ([event(1), event(2, right=True)], True, False, False, False, "answered right at try 2"),
        (
            [event(1), event(2, "solution"), event(3, right=True)],
            False,
            False,
            True,
            True,
            "right only after the solution was shown (2 tries)",
        ),
        (
            [event(1, right=True), event(2, "solution"), event(3)],
            True,
            True,
            False,
            False,
            "answered right at the first try",
        ),
        ([event(1, "solution")], False, False, False, True, "solution shown"),
        ([event(1), event(2)], False, False, False, False, "not right yet (2 tries)"),
    ],
)
def test_a_record_from_its_events(
    events: list[Event], right: bool, first_try: bool, after: bool, first_seen: bool, status: str
) -> None:
    # Given in any order, the events are read in time order.
    (record,) = records(reversed(events))
    assert (record.right, record.first_try_right) == (right, first_try)
    assert (record.right_after_solution, record.solution_before_right) == (after, first_seen)
    assert record.tries == sum(e.kind == "answer" for e in events)
    assert record.status == status
    assert (record.first_at, record.last_at) == (events[0].at, events[-1].at)


def test_the_solution_seen_before_the_first_answer_spoils_the_first_try() -> None:
    (record,) = records([event(1, "solution"), event(2, right=True)])
    assert not record.right and not record.first_try_right and record.right_after_solution


def test_one_exercise_in_two_lessons_is_two_records() -> None:
    both = records([event(1, right=True, lesson="01"), event(2, lesson="02")])
    assert [(r.lesson, r.right) for r in both] == [("01", True), ("02", False)]


def test_merging_logs_keeps_each_event_once_and_drops_those_before_a_reset() -> None:
    one = Log((event(1), event(2)), learner=None)
    two = Log((event(2), event(3)), learner="Ana")
    assert [e.id for e in one.merged(two).events] == ["s-1", "s-2", "s-3"]
    assert one.merged(two).learner == "Ana" and two.merged(one).learner == "Ana"
    reset = Log((), reset=event(2).at)
    assert [e.id for e in one.merged(two).merged(reset).events] == ["s-2", "s-3"]
    assert [e.id for e in reset.merged(one).events] == ["s-2"], "either way round"


# --- sessions and the file ----------------------------------------------------------------


def test_an_answer_is_saved_at_once_and_an_exercise_only_shown_writes_nothing(
    file: Path,
) -> None:
    quiz = Quiz(WhichWins(WINS, 6))
    assert not file.exists(), "showing a question writes nothing"
    options = [o.label for o in quiz.exercise.choices().options]  # type: ignore[union-attr]
    quiz.send_intent({"kind": "answer", "picked": [options.index("5-4")]})
    data = saved(file)
    assert data["format"] == "moon_nb progress" and data["version"] == 1
    (answer,) = data["events"]
    assert answer["exercise"] == quiz.exercise.id and answer["kind"] == "answer"
    assert answer["right"] is False and answer["lesson"] == "unknown"
    assert answer["at"].endswith("Z")
    assert [p.name for p in file.parent.iterdir()] == ["moon-progress.json"], "no temp file left"


def test_two_sessions_on_one_file_keep_each_others_answers(file: Path) -> None:
    first, second = Session(), Session()
    first.declare("01-quick-start")
    second.declare("02-tiles-and-suits")
    suit, wins = SuitQuiz(4), WhichWins(WINS, 6)
    first.answered(suit, suit.verdict(["4-4"]).correct)
    second.answered(wins, wins.verdict("4-4").correct)  # second never read what first wrote
    first.solution_shown(suit)
    got = records(read_log(file).events)
    assert [(r.lesson, r.exercise, r.tries, r.right) for r in got] == [
        ("01-quick-start", suit.id, 1, False),
        ("02-tiles-and-suits", wins.id, 1, True),
    ]
    assert got[0].solution_seen
    # Each sees the other's answers in its summary of every lesson.
    assert len(second.progress().overall) == 2
    assert [r.exercise for r in second.progress().exercises] == [wins.id]


def test_a_write_lost_to_a_race_comes_back_with_the_next_save(file: Path) -> None:
    # What two kernels without a lock could do: one replaces the file with a copy made before
    # the other's answer. The other session's next save writes its answers again.
    first, second = Session(), Session()
    suit, wins = SuitQuiz(4), WhichWins(WINS, 6)
    first.answered(suit, suit.verdict(["4-4"]).correct)
    stale = file.read_bytes()
    second.answered(wins, wins.verdict("4-4").correct)
    file.write_bytes(stale)
    second.solution_shown(wins)
    assert {(r.exercise, r.tries) for r in records(read_log(file).events)} == {
        (suit.id, 1),
        (wins.id, 1),
    }


def test_progress_reads_the_file_for_this_lesson_and_every_lesson(file: Path) -> None:
    earlier = Session()
    earlier.declare("03-following-suit")
    suit = SuitQuiz(4)
    earlier.answered(suit, suit.verdict(["4-4", "6-4", "5-4", "4-3", "4-2", "4-1"]).correct)
    earlier.declare("04-trump")
    wins = WhichWins(WINS, 6)
    earlier.answered(wins, wins.verdict("5-4").correct)

    this_lesson("03-following-suit")
    summary = progress()
    assert summary.headline == "Your progress: 1 of 1 exercise answered right."
    assert summary.exercises[0].status == "answered right at the first try"
    shown = repr(summary)
    assert "In all your lessons: 1 of 2 exercises answered right, in 2 lessons" in shown
    assert "Saved in moon-progress.json; reset_progress() starts over." in shown
    everything = progress(every_lesson=True)
    assert everything.headline == "Your progress in every lesson: 1 of 2 exercises answered right."
    assert "2. 04-trump · Which tile wins the trick? — not right yet (1 try)." in repr(everything)
    assert list(everything.by_lesson()) == ["03-following-suit", "04-trump"]


def test_a_progress_cell_shows_the_same_with_or_without_an_earlier_file(file: Path) -> None:
    # The tutorials' saved outputs rely on it, and so does `pytest --nbval notebooks` run in any
    # order: an earlier notebook's kernel may have made the file (a hand kept for review).
    Quiz(WhichWins(WINS, 6))
    before = repr(progress()).splitlines()
    assert before == [
        "Your progress: 0 of 1 exercise answered right.",
        "Answer the exercises above (click your answer, or replace ... in the answer cell "
        "with yours), then run this cell again.",
        "1. Which tile wins the trick? — not answered yet.",
        "Saved in moon-progress.json; reset_progress() starts over.",
    ]
    assert not file.exists()
    seen = Game(seed=1).observe(Game(seed=1).to_act)
    hand = Played("hand-0", "2026-12-06T00:00:00", "table", Seen.of(seen), str(seen.legal[0]))
    SESSION.keep(Deck(played=(hand,)))
    assert file.exists() and repr(progress()).splitlines() == before


# --- a file that cannot be used -----------------------------------------------------------


@pytest.mark.parametrize(
    ("content", "why"),
    [
        (b'{"format": "moon_nb progress", "version": 1, "events": [', "it is not JSON"),
        (b'{"my": "own notes"}', "it is not a moon_nb progress file"),
        (b"\xff\xfe binary", "it is not JSON"),
        (
            b'{"format": "moon_nb progress", "version": 1, "events": [{"id": "x"}]}',
            "an event has no at",
        ),
    ],
)
def test_an_unreadable_file_is_kept_aside_and_a_new_one_started(
    file: Path, content: bytes, why: str, capsys: pytest.CaptureFixture[str]
) -> None:
    file.write_bytes(content)
    suit = SuitQuiz(4)
    suit.answer(["4-4"])
    suit.answer(["4-4", "6-4"])
    aside = file.with_name("moon-progress.unreadable-1.json")
    assert aside.read_bytes() == content, "the unreadable file is kept as it was"
    said = capsys.readouterr().err.strip().splitlines()
    assert said == [
        f"moon-progress.json could not be read ({why}): it is kept as "
        "moon-progress.unreadable-1.json, and your progress is saved in a new moon-progress.json."
    ], "one sentence, once"
    assert records(read_log(file).events)[0].tries == 2
    assert "moon-progress.unreadable-1.json" in repr(progress())
    # Another unreadable file later is kept aside too, beside the first, which stays.
    SESSION.forget()
    file.write_bytes(b"garbage")
    suit.answer(["4-4"])
    assert aside.read_bytes() == content
    assert file.with_name("moon-progress.unreadable-2.json").read_bytes() == b"garbage"


def test_a_file_of_another_version_is_left_alone_and_progress_kept_in_memory(
    file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    newer = b'{"format": "moon_nb progress", "version": 3, "answers": {}}'
    file.write_bytes(newer)
    wins = WhichWins(WINS, 6)
    assert wins.answer("4-4").correct
    wins.solution()
    assert file.read_bytes() == newer
    assert [p.name for p in file.parent.iterdir()] == ["moon-progress.json"]
    said = capsys.readouterr().err.strip().splitlines()
    assert said == [
        "moon-progress.json was written by another version of moon_nb (format version 3; "
        "this one reads versions 1 and 2): it is left as it is, and this session's progress "
        "is kept in memory only."
    ]
    summary = progress()
    assert summary.right == 1 and summary.exercises[0].solution_seen
    assert "kept in memory only" in repr(summary) and "Saved in" not in repr(summary)
    said = repr(reset_progress(confirm=True))
    assert said.startswith("This session's progress is reset (your answers to 1 exercise in 1 ")
    assert file.read_bytes() == newer, "the other version's file is still left alone"


@pytest.fixture
def blocked(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A progress file that cannot be written: its folder's name is a file's. (An unwritable
    folder, with a real kernel run as a user who may not write it, is in
    test_progress_kernels.py.)"""
    (tmp_path / "notes").write_text("mine")
    monkeypatch.setenv("MOON_NB_PROGRESS", str(tmp_path / "notes" / "moon-progress.json"))
    return tmp_path / "notes"


def test_a_name_that_is_not_a_folder_keeps_progress_in_memory(
    blocked: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    wins = WhichWins(WINS, 6)
    assert wins.answer("4-4").correct
    wins.answer("4-2")
    assert blocked.read_text() == "mine"
    said = capsys.readouterr().err.strip().splitlines()
    assert len(said) == 1 and said[0].startswith("Your progress cannot be saved in ")
    assert (
        "(a part of its path is a file, not a folder — the system: Not a directory): this "
        "session's progress is kept in memory only." in said[0]
    )
    # It says where the progress can go instead, as code the learner can run as it is.
    assert 'import os; os.environ["MOON_NB_PROGRESS"] = "~/moon-progress.json"' in said[0]
    assert progress().exercises[0].tries == 2


def test_progress_kept_in_memory_is_saved_once_the_folder_can_be_written(
    blocked: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    wins, suit = WhichWins(WINS, 6), SuitQuiz(4)
    wins.answer("4-2")
    wins.answer("4-4")
    assert "kept in memory only" in repr(progress())
    capsys.readouterr()
    blocked.unlink()
    blocked.mkdir()  # the folder made writable: the next answer saves the three
    suit.answer(["4-4"])
    kept = records(read_log(blocked / "moon-progress.json").events)
    assert sorted(r.tries for r in kept) == [1, 2], "every answer of the session, none lost"
    said = capsys.readouterr().err.strip()
    assert said == (
        f"Your progress is saved now, in {blocked / 'moon-progress.json'}: this session's "
        "3 answers, kept in memory until now, are in it."
    )
    summary = repr(progress())
    assert "kept in memory only" not in summary and "Saved in moon-progress.json" in summary


def test_progress_kept_in_memory_goes_to_the_file_the_variable_names_later(
    tmp_path: Path,
    blocked: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    wins = WhichWins(WINS, 6)
    wins.answer("4-2")
    # As the sentence says: the variable set in the same kernel, then one more answer.
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("MOON_NB_PROGRESS", "~/moon-progress.json")
    wins.answer("4-4")
    (record,) = records(read_log(tmp_path / "moon-progress.json").events)
    assert (record.tries, record.right_at_try) == (2, 2)
    assert (
        capsys.readouterr()
        .err.strip()
        .endswith("this session's 2 answers, kept in memory until now, are in it.")
    )


# --- starting over, the learner's name, the lesson ----------------------------------------


def test_reset_asks_first_then_erases_and_stays_erased(file: Path) -> None:
    other = Session()  # another kernel, still holding its answers
    suit = SuitQuiz(4)
    other.answered(suit, suit.verdict(["4-4"]).correct)
    wins = WhichWins(WINS, 6)
    wins.answer("4-4")
    set_learner("Ana Lima")
    asked = reset_progress()
    assert repr(asked) == (
        "This would erase your answers to 2 exercises in 1 lesson, saved in "
        "moon-progress.json. To do it, run reset_progress(confirm=True)."
    )
    assert len(read_log(file).events) == 2, "nothing erased without confirm"
    done = reset_progress(confirm=True)
    assert repr(done).startswith("Your progress is reset: your answers to 2 exercises in 1 ")
    log = read_log(file)
    assert log.events == () and log.learner == "Ana Lima" and log.reset
    assert progress().exercises == ()
    other.solution_shown(suit)  # the other kernel writes again: its old answer stays erased
    assert [(r.tries, r.solution_seen) for r in records(read_log(file).events)] == [(0, True)]
    assert repr(reset_progress(confirm=True)).startswith("Your progress is reset")
    SESSION.forget()
    file.unlink()
    assert repr(reset_progress()) == (
        "There is no progress to erase (in moon-progress.json or this session)."
    )


def test_the_learners_name_goes_into_the_file(file: Path) -> None:
    assert repr(set_learner("  Ana Lima ")) == (
        "Your progress in moon-progress.json is now saved as Ana Lima's."
    )
    assert saved(file)["learner"] == "Ana Lima"
    SuitsOfQuiz("5-3").answer([5, 3])
    assert saved(file)["learner"] == "Ana Lima", "later answers keep the name"
    assert "Saved in moon-progress.json as Ana Lima's progress" in repr(progress())
    for bad in ["", "  ", "Ana\nLima", "x" * 81, 7]:
        said = repr(set_learner(bad))  # type: ignore[arg-type]
        assert said.endswith("nothing was changed.")
    assert saved(file)["learner"] == "Ana Lima"


def test_the_lesson_a_notebook_declares_or_the_one_jupyter_names(
    file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("JPY_SESSION_NAME", raising=False)
    assert running_lesson() is None
    monkeypatch.setenv("JPY_SESSION_NAME", "/home/ana/lab/05-bidding-and-the-widow.ipynb")
    assert running_lesson() == "05-bidding-and-the-widow"
    quiz = Quiz(WhichWins(WINS, 6))  # asked in lesson 05
    assert repr(this_lesson("homework-3")) == (
        "Your answers in this notebook count for the lesson 'homework-3'."
    )
    quiz.send_intent({"kind": "solution"})  # a click counts where the quiz was shown
    SuitQuiz(4).answer(["4-4"])
    assert [e["lesson"] for e in saved(file)["events"]] == [
        "05-bidding-and-the-widow",
        "homework-3",
    ]
    assert repr(this_lesson("")).endswith("nothing was changed.")


def test_a_record_is_a_frozen_value() -> None:
    record = Record("L", "Ex-1", "Which tile wins?")
    with pytest.raises(AttributeError):
        record.tries = 3  # type: ignore[misc]
    assert record.status == "not answered yet"


# --- a store given, instead of the session's ----------------------------------------------


def test_exercises_a_quiz_and_the_path_note_in_the_store_they_are_given(
    file: Path, tmp_path: Path
) -> None:
    """The session's store (`SESSION`) is only the default: an exercise, its quiz and the
    guided path given another note the learner there, and the session's file is not written."""
    mine = Session(tmp_path / "ana.json")
    wins, suit = WhichWins(WINS, 6), SuitQuiz(4)
    wins.store = suit.store = mine
    wins.answer("5-4")
    wins.answer("4-4")
    Quiz(suit).send_intent({"kind": "solution"})
    table = guided_session(store=mine)
    table.handle({"kind": "action", "action": "play 5-4", "at": len(table.game.actions)})
    noted = {r.exercise: r for r in records(read_log(mine.file).events)}
    assert (noted[wins.id].tries, noted[wins.id].right_at_try) == (2, 2)
    assert noted[suit.id].solution_seen and not noted[suit.id].tries
    assert noted[STEPS[0].id].first_try_right
    assert len(noted) == 3
    # The path reads its stars from its own store too.
    assert GuidedPath(store=mine).stars[STEPS[0].id] == 3
    assert GuidedPath().stars[STEPS[0].id] == 0
    assert not file.exists() and SESSION.progress().overall == ()


def test_the_file_reads_its_review_deck_whatever_module_reads_it(tmp_path: Path) -> None:
    """The deck is the review's (a layer above the progress file), yet a fresh interpreter that
    imports only the progress file's reader reads a saved deck as a deck — `moon_nb` gives the
    reader when the package is imported — and no review code is loaded until a deck is read."""
    import subprocess
    import sys

    seen = Game(seed=1).observe(Game(seed=1).to_act)
    played = Played("p-1", "2026-12-07T10:00:00.000Z", "table", Seen.of(seen), str(seen.legal[0]))
    saved = tmp_path / "moon-progress.json"
    saved.write_text(json.dumps(Log(deck=Deck(played=(played,))).to_json()))
    script = (
        "import sys\n"
        "from moon_nb.progress.records import read_log\n"
        "before = 'moon_nb.review.deck' in sys.modules\n"
        "from pathlib import Path\n"
        f"log = read_log(Path({str(saved)!r}))\n"
        "print(before, type(log.deck).__module__, len(log.deck.played))\n"
    )
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["False", "moon_nb.review.deck", "1"]
