"""The nbgrader course written by ``python -m moon_nb assignments``
(`moon_nb.course.teacher.assignments`), without nbgrader: where each notebook goes, its cells and
their nbgrader metadata, the right answer of each answer cell (the engine calls it right), the
instructor's copy run here top to bottom earning every point, and bad requests refused with nothing
written.

``test_assignments.py`` releases, answers and grades a course with nbgrader itself."""

from __future__ import annotations

import ast
import json
from pathlib import Path
from typing import Any

import nbformat
import pytest
from grading import teachers_notebook

from moon_nb.__main__ import main
from moon_nb.course.teacher.assignments import lesson_notebook, markdown_text, write_course
from moon_nb.course.teacher.catalog import catalog, choose_lessons
from moon_nb.course.teacher.exchange import default_exchange
from moon_nb.course.teacher.grader_config import default_said

LESSONS = ["01-quick-start", "03-following-suit", "07-variants"]


def nbgrader_of(cell: Any) -> dict[str, Any]:
    meta: dict[str, Any] = cell["metadata"]["nbgrader"]
    return meta


def run_as_a_grader_would(path: Path) -> list[float]:
    """Run the notebook's code cells in order here, as nbgrader's kernel would; the value of
    each test cell's last line: the points it gives."""
    namespace: dict[str, Any] = {}
    earned: list[float] = []
    for cell in json.loads(path.read_text())["cells"]:
        if cell["cell_type"] != "code":
            continue
        tree = ast.parse(cell["source"])
        last = tree.body[-1]
        if not isinstance(last, ast.Expr):
            exec(compile(tree, "cell", "exec"), namespace)
            continue
        tree.body.pop()
        exec(compile(tree, "cell", "exec"), namespace)
        value = eval(compile(ast.Expression(last.value), "cell", "eval"), namespace)
        if nbgrader_of(cell)["grade"]:
            earned.append(value)
    return earned


def test_each_lesson_is_an_assignment_of_its_own(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    course = tmp_path / "course"
    assert main(["assignments", str(course), *LESSONS, "--points", "3"]) == 0
    said = capsys.readouterr().out
    found = catalog(LESSONS)
    assert said.startswith(f"Wrote {len(found.entries)} exercises in 3 notebooks into {course}")
    assert sorted(p.relative_to(course).as_posix() for p in course.rglob("*.*")) == sorted(
        ["nbgrader_config.py", *(f"source/{n}/{n}.ipynb" for n in LESSONS)]
    )
    config = (course / "nbgrader_config.py").read_text()
    assert (
        "c.Execute.timeout = 60\n" in config and "c.Execute.interrupt_on_timeout = True" in config
    )
    compile(config, "nbgrader_config.py", "exec")
    for lesson in found.lessons:
        path = course / "source" / lesson.name / f"{lesson.name}.ipynb"
        nb = nbformat.read(path, as_version=4)
        nbformat.validate(nb)
        entries = found.of(lesson)
        assert nb.metadata.moon_nb.exercises == [e.exercise.id for e in entries]
        ids = [nbgrader_of(c)["grade_id"] for c in nb.cells]
        assert len(set(ids)) == len(ids) == 1 + 4 * len(entries)
        for entry, k in zip(entries, range(1, len(nb.cells), 4), strict=True):
            question, setup, answer, test = nb.cells[k : k + 4]
            ex = entry.exercise
            assert [c.cell_type for c in (question, setup, answer, test)] == ["markdown"] + [
                "code"
            ] * 3
            assert all(c.metadata.moon_nb.exercise == ex.id for c in (question, setup, answer))
            assert nbgrader_of(question)["locked"] and nbgrader_of(setup)["locked"]
            assert nbgrader_of(answer)["solution"] and not nbgrader_of(answer)["locked"]
            assert nbgrader_of(test) | {"grade_id": ""} == {
                "grade": True,
                "grade_id": "",
                "locked": True,
                "points": 3.0,
                "schema_version": 3,
                "solution": False,
            }
            assert markdown_text(ex.question()) in question.source
            assert question.source.count("data:image/svg+xml;base64,") == len(ex.figures())
            assert setup.source == f"{entry.code}\nexercise"
            lines = answer.source.splitlines()
            assert lines[1:4:2] == ["### BEGIN SOLUTION", "### END SOLUTION"]
            right: dict[str, Any] = {}
            exec(lines[2], right)
            assert ex.verdict(right["answer"]).correct, entry.label
            hidden = test.source.split("### BEGIN HIDDEN TESTS\n")[1]
            assert entry.code in hidden and hidden.endswith("### END HIDDEN TESTS")
        # The instructor's copy earns every point.
        assert run_as_a_grader_would(path) == [3.0] * len(entries)


def assignments_in(course: Path) -> list[str]:
    return sorted(p.parent.name for p in (course / "source").glob("*/*.ipynb"))


def test_the_docs_commands_make_every_lesson_that_asks_or_those_named(
    tmp_path: Path, tutorial_catalog: Any, capsys: pytest.CaptureFixture[str]
) -> None:
    """docs/assignments.md's two commands, as written (in a scratch folder)."""
    course = tmp_path / "every" / "course"
    assert main(["assignments", str(course)]) == 0
    asking = [lesson.name for lesson in tutorial_catalog.lessons if tutorial_catalog.of(lesson)]
    assert assignments_in(course) == sorted(asking)
    course = tmp_path / "two" / "course"
    assert main(["assignments", str(course), "3", "6"]) == 0
    assert assignments_in(course) == ["03-following-suit", "06-scoring-and-winning"]
    assert " exercises in 2 notebooks into " in capsys.readouterr().out


def test_one_assignment_can_hold_every_lesson_chosen(tmp_path: Path) -> None:
    written = write_course(tmp_path, ["3", "1"], assignment="week-1", timeout=20)
    assert [(name, p.relative_to(tmp_path).as_posix()) for name, p in written.notebooks] == [
        ("week-1", "source/week-1/03-following-suit.ipynb"),
        ("week-1", "source/week-1/01-quick-start.ipynb"),
    ]
    assert "c.Execute.timeout = 20\n" in (tmp_path / "nbgrader_config.py").read_text()


def snapshot(folder: Path) -> dict[str, str]:
    return {str(p): p.read_text() for p in folder.rglob("*") if p.is_file()}


def test_bad_requests_are_refused_and_change_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    course = tmp_path / "course"
    write_course(course, ["3"])
    (course / "nbgrader_config.py").write_text("c = get_config()  # the teacher's own\n")
    before = snapshot(course)
    refusals = {
        ("3", "6"): "already has source/03-following-suit/03-following-suit.ipynb: nothing was "
        "written (--force replaces them)",
        ("6", "--assignment", "week 1"): "'week 1' cannot name an assignment",
        ("6", "--points", "0"): "worth more than 0 points",
        ("6", "--timeout", "0"): "at least 1",
        ("12",): "there is no lesson '12'",
    }
    for args, why in refusals.items():
        assert main(["assignments", str(course), *args]) == 1, args
        assert why in capsys.readouterr().err, args
        assert snapshot(course) == before, args
    file = tmp_path / "a-file"
    file.write_text("")
    assert main(["assignments", str(file), "3"]) == 1
    assert "is a file, not a folder" in capsys.readouterr().err
    # A config already there is the teacher's: kept, and said so, even with --force.
    assert main(["assignments", str(course), "6"]) == 0
    assert "nbgrader_config.py is yours and is kept" in capsys.readouterr().out
    assert main(["assignments", str(course), "3", "--force"]) == 0
    assert (
        (course / "nbgrader_config.py")
        .read_text()
        .startswith(before[str(course / "nbgrader_config.py")])
    )


def test_a_teachers_config_is_never_overwritten(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    course = tmp_path / "Moon club 2026"
    assert main(["assignments", str(course), "2"]) == 0
    said = capsys.readouterr().out
    config = course / "nbgrader_config.py"
    assert "c.CourseDirectory.course_id = 'Moon-club-2026'\n" in config.read_text()
    assert "The course id is 'Moon-club-2026', from the folder's name" in said
    # moon_nb's own config, unedited: --force replaces it with the new settings.
    assert main(["assignments", str(course), "2", "--force", "--timeout", "9"]) == 0
    assert "nbgrader_config.py replaced, course id 'Moon-club-2026'" in capsys.readouterr().out
    assert "c.Execute.timeout = 9\n" in config.read_text()
    # The teacher's edit is kept through --force; the course id it lacks is added at its end.
    mine = config.read_text().replace("c.Execute.timeout = 9", "c.Execute.timeout = 120  # mine")
    mine = mine.split("\n# The course's id")[0] + "\n"
    config.write_text(mine)
    assert main(["assignments", str(course), "2", "--force", "--course-id", "moon-101"]) == 0
    said = capsys.readouterr().out
    assert (
        "nbgrader_config.py is yours and is kept (never overwritten, even with --force); " in said
    )
    assert "the course id was added at its end" in said
    text = config.read_text()
    assert text.startswith(mine) and text.endswith("c.CourseDirectory.course_id = 'moon-101'\n")
    compile(text, "nbgrader_config.py", "exec")
    # A course id of its own is the teacher's too: kept, and the difference said.
    assert main(["assignments", str(course), "2", "--force", "--course-id", "moon-202"]) == 0
    assert "its course id is 'moon-101', not 'moon-202': edit it there" in capsys.readouterr().out
    assert config.read_text() == text
    assert main(["assignments", str(course), "2", "--force", "--course-id", "moon 1"]) == 1
    assert "'moon 1' cannot name a course id" in capsys.readouterr().err


def test_a_teachers_own_notebook_becomes_an_assignment_and_enters_the_answer_key(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from moon_nb.progress.store import SESSION

    own = teachers_notebook(tmp_path / "my" / "week-1.ipynb")
    before = SESSION.lesson()
    course = tmp_path / "course"
    assert main(["assignments", str(course), "3", str(own)]) == 0, capsys.readouterr().err
    assert SESSION.lesson() == before, "its this_lesson(...) does not change this session's"
    said = capsys.readouterr().out
    assert "source/week-1/week-1.ipynb   (assignment week-1)" in said
    path = course / "source" / "week-1" / "week-1.ipynb"
    nb = nbformat.read(path, as_version=4)
    assert nb.metadata.moon_nb.lesson == "week-1"
    assert "2 exercises from the notebook “Week 1: who wins?”" in nb.cells[0].source
    assert run_as_a_grader_would(path) == [1.0, 1.0], "the instructor's copy earns every point"
    key = tmp_path / "key.html"
    assert main(["answer-key", str(key), str(own)]) == 0
    page = key.read_text()
    assert "<h2>Week 1: who wins?</h2>" in page and page.count('class="exercise"') == 2
    assert "Wrote " in capsys.readouterr().out
    # Without this_lesson(...) it is filed under its file's name; a path that is no notebook
    # is refused in words.
    plain = teachers_notebook(tmp_path / "my" / "week-2.ipynb", declare=None)
    assert choose_lessons([str(plain)])[0].name == "week-2"
    assert main(["assignments", str(course), str(tmp_path / "my" / "none.ipynb")]) == 1
    assert "there is no notebook" in capsys.readouterr().err


def test_a_teachers_notebook_is_the_assignment_of_the_lesson_it_declares(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """One name for a teacher's notebook: the lesson its this_lesson(...) declares, under which
    the progress tables file its answers, is its assignment's name too (not its file's)."""
    own = teachers_notebook(tmp_path / "my" / "homework.ipynb", declare="week-1")
    course = tmp_path / "course"
    assert main(["assignments", str(course), str(own)]) == 0, capsys.readouterr().err
    assert "source/week-1/homework.ipynb   (assignment week-1)" in capsys.readouterr().out
    assert choose_lessons([str(own)])[0].name == "week-1"
    assert [p.name for p in (course / "source").iterdir()] == ["week-1"]


def test_an_exchange_of_its_own_is_given_to_the_students_too(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """nbgrader reads the exchange folder from each one's own config: the teacher's is the
    course's, and the students get one to save as ~/.jupyter/nbgrader_config.py. The config's
    comment names nbgrader's default as nbgrader says it (never written down in moon_nb)."""
    course, exchange = tmp_path / "course", tmp_path / "exchange"
    argv = ["assignments", str(course), "2", "--course-id", "moon-101", "--exchange"]
    assert main([*argv, str(exchange)]) == 0
    said = capsys.readouterr().out
    students = course / "for-students" / "nbgrader_config.py"
    assert (
        "  for-students/nbgrader_config.py: give it to each student, to save as "
        f"~/.jupyter/nbgrader_config.py (it names the exchange folder, {exchange})." in said
    )
    text = students.read_text()
    assert f"c.Exchange.root = {str(exchange)!r}\n" in text and "course 'moon-101'" in text
    compile(text, "nbgrader_config.py", "exec")
    config = (course / "nbgrader_config.py").read_text()
    assert f"# ({default_said()}).\nc.Exchange.root = {str(exchange)!r}\n" in config
    assert "/srv/nbgrader" not in config
    if default_exchange() is not None:
        assert default_said() == f"nbgrader's default is {default_exchange()}"
    # A config an older moon_nb wrote (another default in its comment) is still moon_nb's own:
    # --force replaces it.
    (course / "nbgrader_config.py").write_text(
        config.replace(default_said(), "nbgrader's default is /srv/nbgrader/exchange")
    )
    assert main([*argv, str(exchange), "--force"]) == 0
    assert "nbgrader_config.py replaced" in capsys.readouterr().out
    assert (course / "nbgrader_config.py").read_text() == config
    # Without an exchange folder of its own, nbgrader's default is named, and no students'
    # config is written.
    other = tmp_path / "other"
    assert main(["assignments", str(other), "2"]) == 0
    said = capsys.readouterr().out
    assert f"The exchange folder is nbgrader's default, {default_exchange() or 'its own'}" in said
    assert not (other / "for-students").exists()


def test_a_tutorial_named_that_asks_no_exercise_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["assignments", str(tmp_path / "c"), "10"]) == 1
    assert "lesson 10 (10-glossary) asks no exercise" in capsys.readouterr().err
    assert not (tmp_path / "c").exists()


def test_a_lesson_with_no_exercise_makes_no_notebook() -> None:
    with pytest.raises(ValueError, match="asks no exercise"):
        lesson_notebook(choose_lessons([2])[0], [], 1)


def test_words_are_shown_as_they_are_in_markdown() -> None:
    assert markdown_text("2 * 3 = 6, <b>_x_</b> [a] #1") == (
        r"2 \* 3 = 6, \<b\>\_x\_\</b\> \[a\] \#1"
    )


# --- a course in a language ------------------------------------------------------------------


def _words(notebook: dict[str, Any]) -> list[str]:
    """What a student reads of a notebook: its Markdown (the pictures left out: their captions
    are the pictures' own test's) and the comment lines of its code."""
    said = []
    for cell in notebook["cells"]:
        text = cell["source"]
        if cell["cell_type"] == "markdown":
            said += [line for line in text.split("<div>")[0].splitlines() if line.strip()]
        else:
            said += [line[2:] for line in text.splitlines() if line.startswith("# ")]
    return said


def test_a_course_in_a_language_says_every_word_in_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``--lang hu``: the tutorial's Hungarian title, the framing sentences and each exercise in
    Hungarian, and a cell that sets the kernel's language before the first exercise; in the
    pseudo-language every word a student reads is the catalog's (an English word filled into a
    sentence shows up bare); the graded test then speaks the notebook's language."""
    from test_languages import unmarked

    course = tmp_path / "course"
    assert main(["assignments", str(course), "3", "--lang", "hu"]) == 0
    capsys.readouterr()
    path = course / "source" / "03-following-suit" / "03-following-suit.ipynb"
    notebook = json.loads(path.read_text())
    intro, language, question = (c["source"] for c in notebook["cells"][:3])
    assert intro.startswith("# Feladatok: 3 · Ütések és a színre szín adás\n\n")
    assert "feladat a Hold oktatóanyagainak 3. leckéjéből" in intro
    assert language == 'import moon_nb\n\nmoon_nb.set_language("hu")'
    assert question.startswith("## 1. feladat · ")
    english = json.dumps(lesson_notebook(*_lesson_03(), 1), ensure_ascii=False)
    assert "Exercise 1 · " in english and "Exercise 1 · " not in path.read_text()
    assert run_as_a_grader_would_in(path) == [1.0] * (len(notebook["cells"]) // 4)
    graded = capsys.readouterr().out  # each test's words: the mark, then the engine's
    assert graded.count("1 / 1 pont: a szabálymotor szerint helyes.") == 7 and "point" not in graded

    bare = [line for line in _words(lesson_notebook(*_lesson_03(), 2, "qps")) if unmarked(line)]
    assert not bare, bare
    # A language moon_nb does not speak: refused, naming the six, and nothing written.
    assert main(["assignments", str(tmp_path / "other"), "3", "--lang", "xx"]) == 1
    assert "English (en)" in capsys.readouterr().err and not (tmp_path / "other").exists()


def _lesson_03() -> tuple[Any, Any]:
    found = catalog(["03-following-suit"])
    return found.lessons[0], found.of(found.lessons[0])


def run_as_a_grader_would_in(path: Path) -> list[float]:
    """`run_as_a_grader_would`, its language cell setting the process's language, which is the
    suite's (English) again after it."""
    from moon_nb.speech import ENGLISH, set_language

    try:
        return run_as_a_grader_would(path)
    finally:
        set_language(ENGLISH)
