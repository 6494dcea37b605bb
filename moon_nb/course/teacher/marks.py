"""What an answer to an exercise earns: full points when the engine says it is right, and for
an answer made of parts, the part of the points its right parts earn.

The engine decides what is right: an answer earns every point exactly when
``exercise.verdict(answer).correct``. Otherwise it may earn part of them, by the kind of answer
(`moon_nb.exercises.choices.Pick`):

- several picks (the tiles you may play, the trumps of a hand, the suits of a tile, the calls
  you may make): each right pick earns a share, each wrong pick takes one back —
  ``(right picks − wrong picks) / picks in the answer``, never below 0;
- a list in order (a suit, highest first): the longest run of the answer's tiles that stands in
  the right order earns a share each, each tile that does not belong takes one back —
  ``(longest run in order − tiles that do not belong) / tiles in the answer``, never below 0;
- a number for each box (a score per seat): each right number earns its share;
- one pick or one number (the tile that wins, the seat that leads, the trump to name): all or
  nothing — it has no parts.

The right picks, order or numbers these count against are found from the engine as well: the
exercise's ``right_answer()``, or the one option (the one set of options) the engine calls right.

The share is an exact fraction, and the points are that fraction of the exercise's points as
near as a float comes (2 of 3 right picks of 4 points is 8/3, 2.6666666666666665): nothing is
rounded to a few decimals, so a total of many exercises is their exact sum to within a float's
precision, never drifting by a hundredth an exercise.
"""

from __future__ import annotations

from collections.abc import Iterable, MutableMapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from itertools import combinations
from typing import Any

from moon_nb.engine.tiles import Tile
from moon_nb.exercises.choices import Choices
from moon_nb.exercises.exercise import (
    Exercise,
    Unreadable,
)
from moon_nb.exercises.feedback import Feedback, wrong
from moon_nb.speech import N_, _, amount, ngettext

SEARCHED_UP_TO = 12
"""An exercise answered by picking several options has its right set found by asking the engine
about every set of them, when it has at most this many options (4,096 sets)."""


@dataclass(frozen=True)
class Mark:
    """What an answer earned: ``points`` of ``out_of``, the engine's `Feedback` on it, and how
    the points were counted, in words."""

    points: float
    out_of: float
    feedback: Feedback
    counted: str

    @property
    def text(self) -> str:
        """The mark, how it was counted, then the engine's words on the answer."""
        return "\n".join([_head(self.points, self.out_of, self.counted), self.feedback.text])


def _head(points: float, out_of: float, counted: str) -> str:
    """The points earned of those an exercise is worth, and how they were counted."""
    # TRANSLATORS: "1 of 2 points: part right — …"; {counted} is a sentence of its own.
    return ngettext(
        "{got} of {out_of} point: {counted}",
        "{got} of {out_of} points: {counted}",
        1 if out_of == 1 else 2,
        got=amount(points),
        out_of=amount(out_of),
        counted=counted,
    )


def mark(exercise: Exercise[Any], answer: Any, out_of: float = 1.0) -> Mark:
    """What ``answer`` earns of ``out_of`` points (see the module docstring)."""
    if answer is Ellipsis:
        said = wrong(_("No answer: the answer cell still says answer = ...; replace ... with it."))
        return Mark(0.0, float(out_of), said, _("there is no answer."))
    feedback = exercise.verdict(answer)
    if feedback.correct:
        return Mark(float(out_of), float(out_of), feedback, _("the engine says it is right."))
    share, counted = part_right(exercise, answer)
    if share >= 1:
        # The parts all look right, yet the engine says no: the engine has the last word.
        share, counted = Fraction(0), _("the engine says it is not right.")
    points = float(max(Fraction(0), share) * Fraction(out_of))
    return Mark(points, float(out_of), feedback, counted)


NO_ANSWER = N_(
    "No answer: the answer cell above gave answer no value (did it run without an error?)."
)
"""What a test cell says when the answer cell above it set no answer (it raised, say): said
with ``_(NO_ANSWER)``."""


def grade(exercise: Exercise[Any], namespace: MutableMapping[str, Any], points: float) -> float:
    """An autograded test: mark the answer the cells above left in ``answer`` (taken out of
    ``namespace``, so the next exercise cannot be graded on it), print how it was counted and
    the engine's words, and return the points — a number, which nbgrader takes as the points
    earned, 0 included. Nothing is raised for a wrong answer: a traceback in the student's
    feedback would show the grading code and the teacher's paths, where the sentence alone is
    what the student needs."""
    if "answer" not in namespace:
        print(_head(0, points, _(NO_ANSWER)))
        return 0.0
    result = mark(exercise, namespace.pop("answer"), points)
    print(result.text)
    return result.points


# --- the parts of an answer ----------------------------------------------------------------


def part_right(exercise: Exercise[Any], answer: Any) -> tuple[Fraction, str]:
    """The share of an answer that is right, an exact fraction 0..1, and how it was counted in
    words (see the module docstring); 0 for an answer with no parts or one that cannot be read."""
    choices = exercise.choices()
    if choices is None or choices.pick == "one" or _boxes(choices) == 1:
        return Fraction(0), _("it is one answer, right or not.")
    try:
        if choices.pick == "numbers":
            return _numbers(exercise, answer)
        # The picks as the exercise reads them, so a pick counts as the lesson reads it.
        right = list(exercise.read(model_answer(exercise)))
        said = list(exercise.read(answer))
    except (Unreadable, TypeError):  # TypeError: picks that cannot even be compared
        return Fraction(0), _("it could not be read.")
    if choices.pick == "some":
        return _picks(said, right)
    return _in_order(said, right)


def _boxes(choices: Choices) -> int:
    return len(choices.options) if choices.pick == "numbers" else 0


def _less_wrong(right_ones: int, wrong_ones: int, out_of: int) -> tuple[Fraction, str]:
    """An answer in parts marked: each right one counts and each wrong one takes one back, never
    below nothing, out of ``out_of``; with the share in words ("2/3 of the points")."""
    got = max(0, right_ones - wrong_ones)
    return Fraction(got, out_of), _("{got}/{out_of} of the points", got=got, out_of=out_of)


def _picks(said: Sequence[Any], right: Sequence[Any]) -> tuple[Fraction, str]:
    if not right:
        return Fraction(0), _("the answer is no picks at all, so it has no parts.")
    hits = sum(1 for x in said if x in right)
    misses = len(said) - hits
    mark, share = _less_wrong(hits, misses, len(right))
    return mark, ngettext(
        "part right — {hits} of the {right} right picks, and {n} wrong pick (each wrong pick "
        "takes a right one back): {share}.",
        "part right — {hits} of the {right} right picks, and {n} wrong picks (each wrong pick "
        "takes a right one back): {share}.",
        misses,
        hits=hits,
        right=len(right),
        share=share,
    )


def _in_order(said: Sequence[Any], right: Sequence[Any]) -> tuple[Fraction, str]:
    if not right:
        return Fraction(0), _("the answer is an empty list, so it has no parts.")
    run = _longest_in_order(said, right)
    strays = sum(1 for x in said if x not in right)
    mark, share = _less_wrong(run, strays, len(right))
    return mark, ngettext(
        "part right — {run} of the {right} in the right order, and {n} that does not belong "
        "(each takes one back): {share}.",
        "part right — {run} of the {right} in the right order, and {n} that do not belong "
        "(each takes one back): {share}.",
        strays,
        run=run,
        right=len(right),
        share=share,
    )


def _longest_in_order(said: Sequence[Any], right: Sequence[Any]) -> int:
    """How many of ``said`` stand in the order ``right`` gives them, at most: the longest
    common subsequence of the two lists."""
    row = [0] * (len(right) + 1)
    for x in said:
        diagonal = 0
        for j, y in enumerate(right, 1):
            above = row[j]
            row[j] = diagonal + 1 if x == y else max(row[j], row[j - 1])
            diagonal = above
    return row[-1]


def _numbers(exercise: Exercise[Any], answer: Any) -> tuple[Fraction, str]:
    right = model_answer(exercise)
    said = exercise.read(answer)
    hits = sum(1 for s, r in zip(said, right, strict=True) if s == r)
    mark, share = _less_wrong(hits, 0, len(right))
    return mark, _(
        "part right — {hits} of the {right} numbers: {share}.",
        hits=hits,
        right=len(right),
        share=share,
    )


# --- the right answer ----------------------------------------------------------------------


def model_answer(exercise: Exercise[Any]) -> Any:
    """A right answer, as ``exercise.answer(...)`` takes it: its ``right_answer()``, or the
    option (the set of options) the engine says is right. A single number is given as the
    number. Raises ValueError when no right answer can be found this way."""
    right = exercise.right_answer()
    choices = exercise.choices()
    if right is not None:
        if choices is not None and choices.pick == "numbers" and len(right) == 1:
            return right[0]
        # Written as a learner writes tiles ('6-4'), so the answer reads back in any cell.
        return [str(v) if isinstance(v, Tile) else v for v in right]
    if choices is None:
        raise ValueError(f"{type(exercise).__name__} gives no right answer and no options")
    n = len(choices.options)
    if choices.pick == "one":
        candidates: Iterable[tuple[int, ...]] = ((i,) for i in range(n))
    elif choices.pick == "some" and n <= SEARCHED_UP_TO:
        candidates = (c for size in range(n + 1) for c in combinations(range(n), size))
    else:
        raise ValueError(f"{type(exercise).__name__}: no right answer can be found for it")
    for picked in candidates:
        value = choices.answer_from(picked)
        if exercise.verdict(value).correct:
            return value
    raise ValueError(f"{type(exercise).__name__}: the engine calls none of its options right")


__all__ = [
    "NO_ANSWER",
    "Mark",
    "grade",
    "mark",
    "model_answer",
    "part_right",
]
