"""The tutorials' exercises as saved: each shows its question and an empty answer cell, never
its answer, and each notebook ends with the learner's progress.

What "gives an answer away" means here, precisely:

1. In the code: every ``.answer(`` call of a notebook is the placeholder ``.answer(...)`` (the
   learner replaces ``...``), and no code (comments aside) calls ``.solution()``.
2. In the saved outputs: no feedback is saved. Every lesson note (``moon-lesson``) is a
   question, the placeholder's reply (``moon-waiting``), the progress summary or a worked
   example; no text output holds a right or wrong verdict (``✓``/``✗`` lines, "Right:",
   "Not quite:") or a solution ("Solution:").
3. Per exercise, run for real: each notebook's code is run here, in this process, and every
   exercise it asks is caught as it is asked. The text of the exercise's own solution (its
   headline, e.g. "4-4 wins; seat 1 takes the trick.") must not appear in the saved outputs of
   the cell that asks it or of the answer cell after it.
"""

from __future__ import annotations

import html
import io
import re
import tokenize
from pathlib import Path
from typing import Any

import nbformat
import pytest

from moon_nb.lessons import Exercise
from moon_nb.lessons.learner import SESSION

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"
PATHS = sorted(NOTEBOOKS.glob("*.ipynb"))
ALLOWED_NOTES = {"question", "waiting", "progress", "example"}
VERDICTS = re.compile(r"^\s*[✓✗] |Right: |Not quite: |Solution: |A fine choice|A good play", re.M)


def _read(path: Path) -> Any:
    return nbformat.read(path, as_version=4)


def _code(source: str) -> str:
    """The code of a cell without its comments."""
    tokens = tokenize.generate_tokens(io.StringIO(source + "\n").readline)
    kept = [t for t in tokens if t.type != tokenize.COMMENT]
    return tokenize.untokenize(kept)


def _outputs(cell: Any) -> str:
    """Everything a saved code cell shows, as text: streams, plain text and HTML (unescaped)."""
    parts = []
    for output in cell.get("outputs", []):
        parts.append(output.get("text", ""))
        data = output.get("data", {})
        parts.append(data.get("text/plain", ""))
        parts.append(html.unescape(data.get("text/html", "")))
    return "\n".join(parts)


@pytest.mark.parametrize("path", PATHS, ids=lambda p: p.stem)
def test_answer_cells_hold_the_placeholder_and_no_solution_is_asked(path: Path) -> None:
    answers = 0
    for cell in _read(path).cells:
        if cell.cell_type != "code":
            continue
        code = _code(cell.source)
        assert ".solution(" not in code, f"{path.name}: {cell.source!r} shows a solution"
        for match in re.finditer(r"\.answer\(", code):
            rest = code[match.end() :].lstrip()
            assert rest.startswith("...") and rest[3:].lstrip().startswith(")"), (
                f"{path.name}: {cell.source!r} answers an exercise; leave .answer(...)"
            )
            answers += 1
    assert answers, f"{path.name} has no answer cell"


@pytest.mark.parametrize("path", PATHS, ids=lambda p: p.stem)
def test_no_feedback_is_saved(path: Path) -> None:
    for cell in _read(path).cells:
        if cell.cell_type != "code":
            continue
        shown = _outputs(cell)
        notes = re.findall(r'class="moon-lesson moon-(\w+)"', shown)
        assert set(notes) <= ALLOWED_NOTES, f"{path.name}: {cell.source!r} saved {notes}"
        assert 'moon-lesson"' not in shown, "every lesson note says what it is"
        verdict = VERDICTS.search(shown)
        assert verdict is None, f"{path.name}: {cell.source!r} shows {verdict}"


def _run(path: Path, monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, Exercise]]:
    """Run a notebook's code cells here; the exercises it asks, with the index of the cell
    that asked each (in the notebook's cell list), in order."""
    asked: list[tuple[int, Exercise]] = []
    keys: set[str] = set()
    at = [0]
    real_ask = SESSION.ask

    def ask(exercise: Exercise) -> None:
        key = exercise.id
        if key not in keys:
            keys.add(key)
            asked.append((at[0], exercise))
        real_ask(exercise)

    SESSION.forget()
    monkeypatch.setattr(SESSION, "ask", ask)
    monkeypatch.chdir(NOTEBOOKS)
    namespace: dict[str, Any] = {"__name__": "__notebook__"}
    for k, cell in enumerate(_read(path).cells):
        if cell.cell_type == "code":
            at[0] = k
            exec(compile(cell.source, f"{path.name}[{k}]", "exec"), namespace)
    return asked


@pytest.mark.parametrize("path", PATHS, ids=lambda p: p.stem)
def test_no_exercise_shows_its_own_solution(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    nb = _read(path)
    asked = _run(path, monkeypatch)
    assert asked, f"{path.name} asks no exercise"
    code = [k for k, c in enumerate(nb.cells) if c.cell_type == "code"]
    for k, exercise in asked:
        later = [j for j in code if j > k]
        cells = [nb.cells[k]] + ([nb.cells[later[0]]] if later else [])
        assert ".answer(..." in cells[-1].source, f"{path.name}: no answer cell after cell {k}"
        solution = exercise.solution().headline.removeprefix("Solution: ").strip()
        shown = "\n".join(_outputs(c) for c in cells)
        assert solution not in shown, f"{path.name}: cell {k} shows its solution {solution!r}"
    # The notebook ends with the progress of every exercise it asked: none answered yet.
    last = nb.cells[code[-1]]
    assert "progress()" in last.source
    n = len(asked)
    assert f"Your progress: 0 of {n} exercise{'s' * (n != 1)} answered right." in _outputs(last)
