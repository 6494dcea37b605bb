"""Reading an answer comes before judging it, for every kind of exercise: ``read`` turns what
the learner wrote into the exercise's kind of answer (or refuses it, saying how to write one),
and ``judge`` is only ever given what ``read`` made. An unreadable answer is no try."""

from __future__ import annotations

import inspect
from collections.abc import Iterator
from typing import Any

import pytest
from support import exercises

from moon_nb.exercises.exercise import Unreadable
from moon_nb.lessons import (
    Exercise,
)
from moon_nb.progress.store import Session


def _kinds(cls: type[Exercise[Any]]) -> Iterator[type[Exercise[Any]]]:
    """The library's kinds of exercise (not the ones a test defines for itself, nor the bases
    that leave part of an exercise to their subclasses, such as `OfASuit`)."""
    for sub in cls.__subclasses__():
        if sub.__module__.startswith("moon_nb.") and not inspect.isabstract(sub):
            yield sub
        yield from _kinds(sub)


def test_every_kind_of_exercise_is_checked() -> None:
    """A new kind of exercise joins `exercises` above, or this test fails."""
    assert {type(ex) for ex, _, _ in exercises()} == set(_kinds(Exercise))


EVERY_KIND = exercises()
IDS = [type(ex).__name__ for ex, _, _ in EVERY_KIND]


class Garbage:
    """A value no exercise can read."""

    def __repr__(self) -> str:
        return "<garbage>"


def _judged(exercise: Exercise[Any]) -> list[Any]:
    """What ``exercise.judge`` is given from now on (it still judges)."""
    given: list[Any] = []
    judge = exercise.judge

    def watched(answer: Any) -> Any:
        given.append(answer)
        return judge(answer)

    exercise.judge = watched  # type: ignore[method-assign]
    return given


@pytest.mark.parametrize(("exercise", "good", "bad"), EVERY_KIND, ids=IDS)
def test_garbage_is_refused_by_read_and_never_judged(
    exercise: Exercise[Any], good: Any, bad: Any, tmp_path: Any
) -> None:
    exercise.store = Session(tmp_path / "progress.json")
    with pytest.raises(Unreadable) as refused:
        exercise.read(Garbage())
    assert str(refused.value), "the refusal says how to write an answer"
    given = _judged(exercise)
    for garbage in (Garbage(), object(), {"tile": "6-4"}, 3.5):
        feedback = exercise.answer(garbage)
        assert not feedback.correct and feedback.text.startswith("I could not read"), feedback
        assert feedback.reasons and feedback.reasons[0], feedback  # how to write one
        assert exercise.verdict(garbage) == feedback
    assert given == [] and exercise.wrong_tries == 0, "an unreadable answer is no try"
    assert exercise.answer(good).correct and exercise.wrong_tries == 0


@pytest.mark.parametrize(("exercise", "good", "bad"), EVERY_KIND, ids=IDS)
def test_judge_is_given_the_answer_as_read(
    exercise: Exercise[Any], good: Any, bad: Any, tmp_path: Any
) -> None:
    exercise.store = Session(tmp_path / "progress.json")
    given = _judged(exercise)
    assert exercise.answer(good).correct and not exercise.answer(bad).correct
    assert given == [exercise.read(good), exercise.read(bad)]
    assert exercise.wrong_tries == 1
    # A read answer reads as itself: the read kind is the one ``judge`` takes, never the raw text.
    for said in given:
        assert exercise.read(said) == said and not isinstance(said, str), said


@pytest.mark.parametrize(("exercise", "good", "bad"), EVERY_KIND, ids=IDS)
def test_a_right_answer_is_given_read(exercise: Exercise[Any], good: Any, bad: Any) -> None:
    right = exercise.right_answer()
    if right is not None:
        assert right == exercise.read(good) and exercise.read(right) == right
        assert exercise.judge(right).correct
