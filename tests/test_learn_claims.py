"""Every text of the guided path is true of the position it is read at: each step is played —
every move of the learner's from the step's position and from each position along the
solution line — and each claim in its title, goal, hint, verdicts and reason is checked against
the engine (`tests/step_claims.py`); no verdict on a wrong try names a move that was right."""

from __future__ import annotations

import pytest

from moon_nb.lessons.path import STEPS
from moon_nb.lessons.step import Step
from tests.step_claims import gives_away, problems, readings


@pytest.mark.parametrize("step", STEPS, ids=lambda s: s.id)
def test_every_text_of_a_step_is_true_of_its_position(step: Step) -> None:
    said = readings(step)
    assert said, step.id
    wrong = [p for s in said for p in problems(s)]
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("step", STEPS, ids=lambda s: s.id)
def test_no_wrong_try_names_the_right_move(step: Step) -> None:
    said = readings(step)
    assert any(s.outcome in ("lost", "refused") for s in said), "a step with no wrong move"
    named = [n for s in said for n in gives_away(s)]
    assert not named, "\n".join(named)
