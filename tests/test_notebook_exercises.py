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
4. Around each exercise: its heading names the topic, not the answer (no tile of the solution
   the question does not show, no advice such as "draw", "take", "cash", "cheaply", "trump
   it"); the cell that asks it prints nothing beside the question (no fact that settles it);
   a question about the rules draws no trump marks (telling the trumps is part of it); a
   choice of play offers at least three tiles, not all of them as good.
"""

from __future__ import annotations

import functools
import html
import io
import os
import re
import tokenize
from pathlib import Path
from typing import Any

import nbformat
import pytest
from support import Picture, pictures_in

from moon_nb.lessons import (
    ChoosePlay,
    ChooseTrump,
    Exercise,
    LeadQuiz,
    LedSuitQuiz,
    SuitQuiz,
    SuitSizeQuiz,
    SuitsOfQuiz,
    WhichPlays,
    WhichTrumps,
    WhichWins,
)
from moon_nb.progress.store import SESSION

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"
PATHS = sorted(NOTEBOOKS.glob("*.ipynb"))
LESSONS = [p for p in PATHS if not p.stem.endswith("-glossary") and p.stem != "00-learn-by-playing"]
"""The notebooks that ask exercises: all but the glossary, a reference, and notebook 0, whose
exercises are the guided path's steps played at the table (each checked by test_learn_steps:
its goal reached by the intended moves and not by the common wrong ones)."""
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


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.stem)
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


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.stem)
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


@functools.cache
def _asked(path: Path) -> tuple[tuple[int, Exercise], ...]:
    """`_run`, once per notebook for the checks below (SESSION patched by hand: a cached run
    outlives one test's monkeypatch)."""
    asked: list[tuple[int, Exercise]] = []
    keys: set[str] = set()
    at = [0]
    real_ask = SESSION.ask

    def ask(exercise: Exercise) -> None:
        if exercise.id not in keys:
            keys.add(exercise.id)
            asked.append((at[0], exercise))
        real_ask(exercise)

    here = Path.cwd()
    SESSION.ask = ask  # type: ignore[method-assign]
    try:
        os.chdir(NOTEBOOKS)
        namespace: dict[str, Any] = {"__name__": "__notebook__"}
        for k, cell in enumerate(_read(path).cells):
            if cell.cell_type == "code":
                at[0] = k
                exec(compile(cell.source, f"{path.name}[{k}]", "exec"), namespace)
    finally:
        del SESSION.ask
        os.chdir(here)
        SESSION.forget()
    return tuple(asked)


ADVICE = re.compile(
    r"\b(draw|take|cash|ruff|keep|throw|duck|cheaply|trump (it|in|them)|think before)\b|, trump\b",
    re.I,
)
"""Words of advice: a heading that says them tells the learner what to play."""
TILE = re.compile(r"\b[0-6]-[0-6]\b")


def _lead_in(nb: Any, k: int) -> str:
    """The Markdown just above cell ``k``, up to the code cell before it: an exercise's
    heading and the words that set it."""
    text: list[str] = []
    for cell in reversed(nb.cells[:k]):
        if cell.cell_type == "code":
            break
        text.insert(0, cell.source)
    return "\n".join(text)


def _headings(text: str) -> list[str]:
    """The heading lines of a lead-in: ``### 2. ...`` and ``**2.** ...`` (its first line)."""
    return [
        line for line in text.splitlines() if line.startswith("#") or re.match(r"\*\*\d+\.", line)
    ]


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.stem)
def test_a_heading_names_the_topic_not_the_answer(path: Path) -> None:
    nb = _read(path)
    asked = _asked(path)
    assert asked, f"{path.name} asks no exercise"
    for k, exercise in asked:
        lead_in = _lead_in(nb, k)
        answer = exercise.worked_solution().headline
        shown = exercise.question() + " ".join(f.caption for f in exercise.figures())
        new_tiles = set(TILE.findall(answer)) - set(TILE.findall(shown))
        said = new_tiles & set(TILE.findall(lead_in))
        assert not said, f"{path.name}: the words above cell {k} name the answer's {said}"
        for heading in _headings(lead_in):
            advice = ADVICE.search(heading)
            assert advice is None, f"{path.name}: {heading!r} gives advice ({advice.group()!r})"


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.stem)
def test_the_cell_that_asks_prints_nothing_else(path: Path) -> None:
    nb = _read(path)
    asked = _asked(path)
    assert asked, f"{path.name} asks no exercise"
    for k, _ in asked:
        streams = [o for o in nb.cells[k].outputs if o.output_type == "stream"]
        assert not streams, f"{path.name}: cell {k} prints {streams[0].text!r} beside its question"


RULE_QUESTIONS = (
    LedSuitQuiz,
    SuitsOfQuiz,
    SuitQuiz,
    SuitSizeQuiz,
    WhichTrumps,
    WhichPlays,
    WhichWins,
    LeadQuiz,
)
"""Exercises about the rules, in which telling the trumps is part of the question."""


def _kinds(classes: tuple[type[Exercise], ...]) -> set[str]:
    """The names of ``classes`` and of every class made from one: the exercises of those
    kinds a notebook may ask."""
    found: set[str] = set()
    todo = list(classes)
    while todo:
        kind = todo.pop()
        found.add(kind.__name__)
        todo.extend(kind.__subclasses__())
    return found


def _asks_in_code(path: Path, classes: tuple[type[Exercise], ...]) -> bool:
    """Whether the notebook's code (comments aside) makes an exercise of one of ``classes``:
    calls the class, ``WhichPlays(...)``, or one of its makers, ``WhichWins.from_trick(...)``
    (an import alone asks nothing)."""
    names = "|".join(sorted(_kinds(classes)))
    made = re.compile(rf"\b({names})\s*(\(|\.\s*\w+\s*\()")
    return any(
        made.search(_code(cell.source)) for cell in _read(path).cells if cell.cell_type == "code"
    )


RULE_LESSONS = [p for p in LESSONS if _asks_in_code(p, RULE_QUESTIONS)]
"""The lessons whose code asks a question about the rules."""


def test_the_lessons_that_ask_about_the_rules_are_the_ones_whose_code_says_so() -> None:
    """Run, the lessons ask rules questions exactly where their code makes one: the cases of
    the test below are every lesson that asks one."""
    assert RULE_LESSONS, "no lesson asks a question about the rules"
    asked = {p.stem for p in LESSONS if any(isinstance(e, RULE_QUESTIONS) for _, e in _asked(p))}
    assert asked == {p.stem for p in RULE_LESSONS}


@pytest.mark.parametrize("path", RULE_LESSONS, ids=lambda p: p.stem)
def test_a_question_about_the_rules_marks_no_trumps(path: Path) -> None:
    """As saved and as asked: no picture of the question of a rules exercise marks a trump
    (each picture's description names a trump tile "6-4, trump")."""
    nb = _read(path)
    asked = [(k, e) for k, e in _asked(path) if isinstance(e, RULE_QUESTIONS)]
    assert asked, f"{path.name} makes a rules question in its code but asks none"
    pictures = 0
    for k, exercise in asked:
        saved = [
            p
            for o in nb.cells[k].outputs
            for p in pictures_in(o.get("data", {}).get("text/html", ""))
        ]
        assert len(saved) >= len(exercise.figures()), f"{path.name}: cell {k}'s pictures"
        for picture in saved + [Picture(f.svg, f.caption) for f in exercise.figures()]:
            assert ", trump" not in picture.alt and ", trump" not in picture.svg, (
                f"{path.name}: cell {k}'s question marks trumps: {picture.alt}"
            )
            pictures += 1
    assert pictures, f"{path.name}: no rules question shows a picture to check"


CHOICES = (ChoosePlay, ChooseTrump)
"""Exercises that ask for a choice of play or of trump, judged by the odds over deals."""


def test_a_choice_is_a_real_choice() -> None:
    """Every choice any lesson asks — found by running the lessons, and checked to be every
    lesson whose code asks one — offers a real choice: at least three tiles may be played, and
    not every tile (or trump) is as good as the best."""
    asked = {p.stem: [e for _, e in _asked(p) if isinstance(e, CHOICES)] for p in LESSONS}
    named = {p.stem for p in LESSONS if _asks_in_code(p, CHOICES)}
    assert named, "no lesson asks a choice of play or trump"
    assert {stem for stem, found in asked.items() if found} == named
    for stem, found in asked.items():
        for exercise in found:
            if isinstance(exercise, ChoosePlay):
                good = [t for t in exercise.legal if exercise.as_good(t)]
                assert len(exercise.legal) >= 3, f"{stem}: only {exercise.legal} may be played"
                assert len(good) < len(exercise.legal), f"{stem}: every tile is as good"
            else:
                odds = exercise.odds
                assert not all(odds.as_good(t) for t in odds.odds), f"{stem}: all trumps as good"
