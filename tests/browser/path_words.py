"""The guided path's longest words, worked out from its steps in Python, and the moves that make
the table say them: the browser tests show them and measure that none is cut.

What the learner's line above the hand can hold at once: a wrong try's verdict with the step's
hint under it (asked for after a first failure), or a solved step's reason, its stars, "Next step
▸" and the hint. Every wrong move the learner may try at every position of every step's
solution is played here, as `tests/step_play.py` does, and the longest of each kind is kept.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from guide import answered, at_step, go_to_step, guide, step_hint, tile
from harness import act

from moon_nb.path.attempt import Attempt
from moon_nb.path.guided import STEPS
from moon_nb.path.step import Step
from tests.step_play import moves_at


@dataclass(frozen=True)
class Words:
    """A verdict of ``step``: said after the learner's moves ``before`` and then ``wrong`` (a
    wrong try), or after the whole solution (``wrong`` empty)."""

    step: Step
    before: tuple[str, ...]
    wrong: str
    text: str

    @property
    def size(self) -> int:
        """How much the line above the hand holds with it: the verdict and the step's hint."""
        return len(self.text) + len(self.step.hint)


def said_in(step: Step) -> Iterator[Words]:
    """Every wrong try's verdict in ``step``, at each position of its solution, then the solved
    step's reason."""
    attempt = Attempt(step)
    for k, move in enumerate(step.solution):
        here = attempt.game.copy()
        for action in moves_at(here):
            one = Attempt(step)
            one.game = here.copy()
            verdict = one.move(str(action))
            if verdict.outcome in ("lost", "refused"):
                yield Words(step, step.solution[:k], str(action), verdict.text)
        if attempt.play(move).outcome == "reached":
            break
    assert attempt.solved, f"{step.id}: its solution does not solve it"
    yield Words(step, step.solution, "", attempt.solved)


@cache
def longest() -> tuple[Words, Words]:
    """The longest wrong try's verdict and the longest solved step's reason on the path (each
    counted with its step's hint)."""
    said = [w for step in STEPS for w in said_in(step)]
    wrong = max((w for w in said if w.wrong), key=lambda w: w.size)
    solved = max((w for w in said if not w.wrong), key=lambda w: w.size)
    return wrong, solved


def kept_longest(file: Path) -> tuple[Words, Words]:
    """`longest()`, read from ``file`` where another process of the same run wrote them, or
    worked out and written there: two browser files show them (the play page's and
    JupyterLab's), on either of the run's workers, and working them out takes about 8 s of CPU
    (the path's judges weigh its call steps). The file holds each one's step, moves and words;
    what it names is checked against the path (`Words.text` against the table's own words when
    shown)."""
    try:
        kept = json.loads(file.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        found = longest()
        part = file.with_name(f"{file.name}.{os.getpid()}")
        part.write_text(json.dumps([[w.step.id, w.before, w.wrong, w.text] for w in found]))
        part.replace(file)  # whole or not at all, should the other worker read it meanwhile
        return found
    steps = {step.id: step for step in STEPS}
    wrong, solved = (Words(steps[s], tuple(b), w, t) for s, b, w, t in kept)
    return wrong, solved


def first_wrong(step: Step, other_than: str = "") -> str:
    """A wrong move at the step's start (one there always is: the hint comes after a failure),
    another than ``other_than`` where the step has another: the same try twice says the same
    verdict, and no change shows that the second was answered."""
    wrong = [w.wrong for w in said_in(step) if w.wrong and not w.before]
    return next((w for w in wrong if w != other_than), wrong[0])


def make(table: Any, action: str) -> None:
    """Make the learner's ``action`` by clicks: a tile, a bid or pass, a trump, a discard."""
    kind, _, what = action.partition(" ")
    if kind == "play":
        tile(table, what).click()
    elif kind == "discard":
        tile(table, what).click()
        table.locator('[data-key="act:discard"]').click()
    else:
        table.locator(f'[data-key="act:{action}"]').click()


def go_to(table: Any, step: Step) -> None:
    """Choose ``step`` in the list of steps, and put its rule card away if it opens with one."""
    go_to_step(table, step.id)
    at_step(table, step.id)


def show(table: Any, words: Words) -> None:
    """Make the table say ``words``, with the step's hint under them: a wrong try first, the
    hint, then the moves ``before`` and the wrong one again, or the whole solution."""
    go_to(table, words.step)
    if not words.step.whole:
        again = words.wrong if not words.before else ""
        answered(table, lambda: make(table, first_wrong(words.step, again)), "wrong")
    # A whole hand takes no try back: its hint is offered from the first trick.
    guide(table).get_by_role("button", name="Hint").click()
    step_hint(table).wait_for()
    for move in words.before if words.wrong else words.step.solution[:-1]:
        act(table, lambda m=move: make(table, m), timeout=60_000)
    if words.wrong:
        said = answered(table, lambda: make(table, words.wrong), "wrong")
    else:
        said = answered(table, lambda: make(table, words.step.solution[-1]), "solved")
    assert words.text in said, (words.text, said)
