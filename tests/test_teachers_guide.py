"""The teacher's guide (docs/teachers-guide.md), run: every command of its ``bash`` blocks,
exactly as written and in the guide's order, with real nbgrader — the whole path of the guide
end to end — and every reference it makes found.

The teacher's blocks run one after the other in one shell (`shells.Shell`: a ``cd`` holds for
the next block), in a scratch class folder that other accounts can reach (as the guide asks of
``CLASS``), holding what the guide assumes a teacher has (their notebook ``my/week-1.ipynb``,
two learners' progress files in ``handed-in/``): the assignments for the whole course and the
teacher's notebook, the students' environment and its wheels (``student-kit``), an answer key,
every assignment generated, two released with the course id. Two students then run the
students' blocks (those whose first line is a comment beginning ``# A student`` or ``# The
same student``), both at once, each in a shell of their own, as their own account would: as
another account than the teacher's (``nobody``, when the test is root, as in CI), a home of
their own (``$HOME``), their name as the user nbgrader knows them by (``$USER``,
``$LOGNAME``), ``KIT`` set to the folder the teacher named, none of the teacher's environment
on their ``PATH``, no Jupyter or pip settings of the machine's. Between their blocks they
answer, as they would in JupyterLab: one leaves every answer blank, one answers partly right.
The teacher's blocks go on: collect, autograde, the LMS CSV, whose totals are checked against
the points the answers should earn (worked out here from the rules of partial credit), the
feedback generated and released, which each student fetches and which shows each answer's
sentence and no traceback, test code or teacher's path; and the progress files merged.

References: every link of the guide finds its file and heading; the README and the guide's
own sections are named by links only; the players' strength it quotes is docs/players.md's;
nbgrader's default exchange is named as nbgrader says it; nbgrader is pinned the same
everywhere it is named; and before each block the guide says where to stand.
"""

from __future__ import annotations

import ast
import csv
import html
import os
import pwd
import re
import resource
import subprocess
import sys
import tempfile
import textwrap
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from fractions import Fraction
from pathlib import Path

import nbformat
import pytest
from grading import part_right, teachers_notebook
from shells import Shell
from test_readme import anchors

from moon_nb.course.teacher.catalog import Entry, catalog
from moon_nb.course.teacher.exchange import default_exchange
from moon_nb.course.teacher.marks import model_answer
from moon_nb.progress.store import Session

pytest.importorskip("nbgrader.api", reason="nbgrader is in the test extra")

ROOT = Path(__file__).resolve().parents[1]
GUIDE = ROOT / "docs" / "teachers-guide.md"
NOT_RUN = "<!-- not run by tests/test_teachers_guide.py"
BLOCK = re.compile(r"^( *)```bash\n(.*?)^\1```", re.DOTALL | re.MULTILINE)

GRADED = ("02-tiles-and-suits", "03-following-suit")
"""The two assignments the guide releases and grades (the others are only generated)."""
COURSE_ID = "moon-101"


def guide_blocks() -> list[str]:
    """The guide's ``bash`` blocks, in order, each dedented; those marked as not run here left
    out."""
    text = GUIDE.read_text(encoding="utf-8")
    blocks = []
    for match in BLOCK.finditer(text):
        before = text[: match.start()].rstrip().rsplit("\n\n", 1)[-1]
        if NOT_RUN in before:
            continue
        blocks.append(textwrap.dedent(match.group(0).split("\n", 1)[1].rsplit("```", 1)[0]))
    return blocks


def test_the_guide_has_commands_and_marks_those_it_does_not_run() -> None:
    text = GUIDE.read_text(encoding="utf-8")
    assert len(guide_blocks()) >= 6
    # Only the course site's build is left to its own tests, and the guide says so.
    assert len(BLOCK.findall(text)) - len(guide_blocks()) == 1
    assert text.count(NOT_RUN) == 1
    # Words found wrong once.
    for wrong in ("nine tutorial", "cheaply", "being added"):
        assert wrong not in text


# --- every reference found ------------------------------------------------------------------

PLACES = ("class folder", "the clone", "on their own account", "same student", "anywhere")
"""Where a block is run, one of which the guide says before it (or in its first line)."""


def prose() -> str:
    """The guide without its code blocks."""
    return re.sub(r"```.*?```", "", GUIDE.read_text(encoding="utf-8"), flags=re.S)


def test_every_link_of_the_guide_is_found() -> None:
    links = re.findall(r"\]\(([^)\s]+)\)", prose())
    local = [link for link in links if not re.match(r"[a-z]+:", link)]
    assert len(local) >= 8
    for link in local:
        file, _, anchor = link.partition("#")
        target = (GUIDE.parent / file).resolve() if file else GUIDE
        assert target.is_file(), f"the guide links to {link}: there is no {file}"
        if anchor:
            assert anchor in anchors(target), f"the guide links to {link}: no such heading"


def test_the_readme_and_the_guides_own_sections_are_named_by_links() -> None:
    """A reference a reader cannot follow ("see the README's Progress section", once, after
    that section had moved into docs/) is written as a link, which the test above finds."""
    text = re.sub(r"\[[^\]]*\]\([^)]*\)", "LINK", prose())
    text = re.sub(r"`[^`]*`", "CODE", text)
    assert not re.findall(r".{30}README(?!'s LINK).{0,30}", text)
    assert not re.findall(r".{0,30}\(see (?!LINK).{30}", text)


def test_the_players_strength_is_docs_players() -> None:
    said = re.search(
        r"beats club by about ([\d.]+) points a hand, club beats beginner by about ([\d.]+)",
        prose().replace("\n  ", " "),
    )
    assert said, "the guide says how much stronger each level is"
    players = (ROOT / "docs" / "players.md").read_text()
    measured = [
        re.search(rf"\| {pair}, three-player[^|]*\| \*\*\+([\d.]+)\*\*", players)
        for pair in ("expert vs club", "club vs beginner")
    ]
    assert all(measured), "docs/players.md gives both figures"
    assert [float(x) for x in said.groups()] == [round(float(m.group(1)), 1) for m in measured if m]


def test_nbgraders_default_exchange_is_named_as_nbgrader_says_it() -> None:
    default = default_exchange()
    named = re.findall(r"`(/[^`]*/exchange)`", prose())
    assert named == [default], "the guide names nbgrader's default exchange, once"
    for path in [ROOT / "README.md", *ROOT.glob("docs/*.md"), *ROOT.glob("moon_nb/**/*.py")]:
        assert "/srv/nbgrader" not in path.read_text(encoding="utf-8"), path


def test_nbgrader_is_pinned_the_same_everywhere_it_is_named() -> None:
    (pin,) = re.findall(r'"(nbgrader==[\d.]+)"', (ROOT / "pyproject.toml").read_text())
    version = pin.split("==")[1]
    pages = [ROOT / "README.md", *ROOT.glob("docs/*.md"), *ROOT.glob("moon_nb/**/*.py")]
    installs = 0
    for path in pages:
        text = path.read_text(encoding="utf-8")
        for found in re.findall(r"pip install [^`\n\"]*nbgrader[^`\n\"\s]*", text):
            assert found.endswith(pin), f"{path.name}: {found!r}, not {pin}"
            installs += 1
        for named in re.findall(r"nbgrader (\d+\.\d+\.\d+)", text):
            assert named == version, f"{path.name} names nbgrader {named}, not {version}"
    assert installs >= 3


def test_before_each_block_the_guide_says_where_to_stand() -> None:
    text = GUIDE.read_text(encoding="utf-8")
    start = text.index("\n## ")  # the first section: the introduction says how blocks are run
    for match in BLOCK.finditer(text):
        said = text[start : match.end()].lower()
        assert any(place in said for place in PLACES), f"where is this run?\n{match.group(0)}"
        start = match.end()


# --- what the scratch folder holds before the guide runs ----------------------------------


def progress_files(folder: Path, monkeypatch: pytest.MonkeyPatch) -> list[Entry]:
    """Two learners' progress files, as the guide's merge expects them: ana answered two of
    lesson 3's exercises (the first right, the second wrong then right), ben none yet."""
    entries = list(catalog(["3"]).entries)
    ana = folder / "handed-in" / "ana" / "moon-progress.json"
    ana.parent.mkdir(parents=True)
    monkeypatch.setenv("MOON_NB_PROGRESS", str(ana))
    session = Session()
    session.declare("03-following-suit")
    first, second = entries[0].exercise, entries[1].exercise
    session.answered(first, first.verdict(model_answer(first)).correct)
    session.answered(second, second.verdict("not an answer").correct)
    session.answered(second, second.verdict(model_answer(second)).correct)
    ben = folder / "handed-in" / "ben" / "moon-progress.json"
    ben.parent.mkdir()
    monkeypatch.setenv("MOON_NB_PROGRESS", str(ben))
    Session().name("Ben Ode")
    return entries


STUDENT = re.compile(r"^# (A|The same) student\b")
"""The first line of a students' block."""


QUICKER = (Path(__file__).parent / "quicker" / "sitecustomize.py").read_text(encoding="utf-8")
"""The suite's own start-up without jsonschema's IRI grammar (tests/quicker/sitecustomize.py):
the teacher's shells inherit it on the suite's PYTHONPATH; the students' shells, as another
account that cannot read this checkout, get a copy in their own sitecustomize (`ACCOUNT`)."""

ACCOUNT = (
    QUICKER
    + """
# The test's students share this machine's one account: Python's pwd names it as the student
# whose shell this is, as their own account would be named (nbgrader knows a student by it).
import os
import pwd

_entry = pwd.getpwuid


def _account(uid):
    found = _entry(uid)
    if uid == os.getuid():
        return pwd.struct_passwd((os.environ["STUDENT_ACCOUNT"], *found[1:]))
    return found


pwd.getpwuid = _account
"""
)


STUDENTS_ACCOUNT = "nobody"
"""The account the students' shells run as when the test is root (as in CI): one that cannot
read the teacher's home, nor the clone's environment's files were they in a home."""


def students_shells(folder: Path, env: dict[str, str], names: list[str]) -> dict[str, Shell]:
    """A shell for each student, as their own account would have it: run as another account
    than the teacher's (`STUDENTS_ACCOUNT`) when the test is root, a home of their own, their
    name as the account's (``$USER``, and what Python's pwd says: `ACCOUNT`), no Jupyter
    settings of this machine's, none of the teacher's environment on their ``PATH``, no pip
    settings of this machine's (the install is offline) — only ``KIT``, set to the folder the
    teacher's ``student-kit`` named."""
    accounts = folder / "accounts"
    accounts.mkdir()
    (accounts / "sitecustomize.py").write_text(ACCOUNT)
    as_root = os.getuid() == 0
    account = pwd.getpwnam(STUDENTS_ACCOUNT) if as_root else None
    shells = {}
    for name in names:
        home = folder / "students" / name
        home.mkdir(parents=True)
        if account is not None:
            os.chown(home, account.pw_uid, account.pw_gid)
        theirs = {
            k: v
            for k, v in env.items()
            if not k.startswith(("JUPYTER", "PIP_", "VIRTUAL_ENV", "PYTHON"))
        }
        theirs.update(
            HOME=str(home),
            USER=name,
            LOGNAME=name,
            STUDENT_ACCOUNT=name,
            PYTHONPATH=str(accounts),
            PATH="/usr/local/bin:/usr/bin:/bin",
            PIP_CONFIG_FILE=os.devnull,
            KIT=str(folder / "course" / "for-students"),
        )
        log = folder / "logs" / f"{name}.log"
        shells[name] = Shell(home, theirs, log, STUDENTS_ACCOUNT if as_root else "")
    return shells


def each_student(students: dict[str, Shell], block: str) -> None:
    """Run a students' block in every student's shell at once, as a class would."""
    with ThreadPoolExecutor(len(students)) as pool:
        for done in [pool.submit(shell.run, block) for shell in students.values()]:
            done.result()


def answer(home: Path, given: dict[str, str]) -> None:
    """A student's answers, written into the notebooks they fetched (by exercise id; an
    exercise not given keeps its cell as released), as they would in JupyterLab."""
    for assignment in GRADED:
        paths = sorted((home / assignment).glob("*.ipynb"))
        assert paths, f"{home.name} fetched no {assignment}"
        for path in paths:
            nb = nbformat.read(path, as_version=4)
            for cell in nb.cells:
                exercise = cell.metadata.get("moon_nb", {}).get("exercise")
                if cell.metadata.get("nbgrader", {}).get("solution") and exercise in given:
                    cell.source = given[exercise]
            nbformat.write(nb, path)


def partly_right(entries: list[Entry]) -> tuple[dict[str, str], Fraction]:
    """Answers to the graded assignments' exercises: the first of each lesson right, the rest
    right but one part (a share of the point) or, with no parts, wrong; and the points they
    earn, exactly."""
    given: dict[str, str] = {}
    points = Fraction(0)
    for lesson in GRADED:
        mine = [e for e in entries if e.lesson.name == lesson]
        for k, entry in enumerate(mine):
            if k == 0:
                value, share = model_answer(entry.exercise), Fraction(1)
            else:
                value, share = part_right(entry)
            given[entry.exercise.id] = f"answer = {value!r}"
            points += share
    assert points.denominator > 1, "some answer earns a share of a point, not a whole one"
    return given, points


# --- the test ------------------------------------------------------------------------------


def read_csv(path: Path) -> list[dict[str, str]]:
    with path.open(newline="") as f:
        return list(csv.DictReader(f))


@pytest.fixture
def class_folder() -> Iterator[Path]:
    """The class folder, where other accounts can reach it (pytest's own scratch folders are
    the test's account's alone), as the guide asks of ``CLASS``."""
    folder = Path(tempfile.mkdtemp(prefix="moon-class-"))
    folder.chmod(0o755)
    try:
        yield folder
    finally:
        # Deleting it (the students' environment and wheels: some 14,000 files, long written
        # to disk) waits on the disk, not the CPU: 34 s of this test's time on this machine.
        # A process of its own deletes it while the worker goes on (`sh` returns at once;
        # its `rm` is left to finish alone).
        subprocess.run(
            ["sh", "-c", 'rm -rf "$1" &', "sh", str(folder)],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            check=True,
        )


def test_the_guides_path_from_a_course_to_grades(
    class_folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    started = time.perf_counter()
    folder = class_folder
    teachers_notebook(folder / "my" / "week-1.ipynb")
    lesson_3 = progress_files(folder, monkeypatch)
    graded = list(catalog(list(GRADED)).entries)
    ana, ana_points = partly_right(graded)
    # The teacher's home, where no other account may look (the guide's note on CLASS).
    (folder / "home").mkdir(mode=0o700)
    # The environment activated: nbgrader runs alembic as a command, and the kernel as
    # python3, both from this venv.
    env = {k: v for k, v in os.environ.items() if not k.startswith(("JUPYTER", "MOON_NB"))}
    env.update(
        HOME=str(folder / "home"),
        PATH=f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}",
    )
    teacher = Shell(folder, env, folder / "logs" / "teacher.log")
    students: dict[str, Shell] = {}
    answers = {"ana": ana, "ben": {}}
    outputs: list[str] = []
    took: list[tuple[str, float]] = []
    try:
        for block in guide_blocks():
            t = time.perf_counter()
            if STUDENT.match(block):
                students = students or students_shells(folder, env, list(answers))
                each_student(students, block)
                if "fetch_assignment" in block:
                    for name in students:
                        answer(folder / "students" / name, answers[name])
                took.append((f"the two students: {block.splitlines()[-1][:40]}", 0.0))
            else:
                outputs.append(teacher.run(block))
                last = [c for c in block.strip().splitlines() if c != "cd .."][-1]
                took.append((last[:60], 0.0))
            took[-1] = (took[-1][0], time.perf_counter() - t)
    finally:
        for shell in [teacher, *students.values()]:
            shell.close()
    print("\n" + "\n".join(f"{s:6.1f} s  {what}" for what, s in took))
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = used.ru_utime + used.ru_stime
    print(f"{time.perf_counter() - started:6.1f} s  in all ({cpu:.0f} s of CPU)")
    assert len(students) == 2, "the guide has blocks for the students"

    course = folder / "course"
    said = "\n".join(outputs)
    # Assignments for the whole course: every tutorial with exercises, the others said.
    assert "Skipped, asking no exercise: 00-learn-by-playing, 10-glossary." in outputs[0]
    assignments = sorted(p.name for p in (course / "source").iterdir())
    tutorials = [p.stem for p in sorted((ROOT / "notebooks").glob("0[1-9]-*.ipynb"))]
    assert assignments == [*tutorials, "week-1"]
    config = (course / "nbgrader_config.py").read_text()
    assert f"c.CourseDirectory.course_id = {COURSE_ID!r}\n" in config
    assert "(moon_nb's own, course id 'moon-101') and is kept" in outputs[0]
    # The students' config names the exchange the teacher's does.
    students_config = (course / "for-students" / "nbgrader_config.py").read_text()
    assert f"c.Exchange.root = {str(folder / 'exchange')!r}\n" in students_config
    assert f"c.Exchange.root = {str(folder / 'exchange')!r}\n" in config
    # The guide's table of lessons says how many exercises each asks: as many as it does.
    counts = dict(re.findall(r"^\| (\d+) \| [^|]+\| [^|]+\| (\d+|—) \|", GUIDE.read_text(), re.M))
    for name in assignments:
        if name == "week-1":
            continue
        nb = nbformat.read(course / "source" / name / f"{name}.ipynb", as_version=4)
        assert counts[str(int(name[:2]))] == str(len(nb.metadata.moon_nb.exercises)), name
    assert counts["10"] == "—", "lesson 10 asks no exercise"
    assert (folder / "key.html").is_file()
    # Released with the course id: in the exchange, under it.
    outbound = folder / "exchange" / COURSE_ID / "outbound"
    assert sorted(p.name for p in outbound.iterdir()) == sorted(GRADED)
    # Each student fetched and submitted as themselves, with the students' own commands.
    for name in answers:
        assert sorted(p.name for p in (course / "submitted" / name).iterdir()) == sorted(GRADED)

    # The LMS CSV: one row per student, exact totals, no empty name or email column.
    rows = {r["student_id"]: r for r in read_csv(course / "grades.csv")}
    assert set(rows) == {"ana", "ben"}
    header = list(rows["ana"])
    assert header[0] == "student_id"
    assert header[-4:] == ["total", "max_total", "max_all", "last_submitted"]
    assert not {"first_name", "last_name", "email"} & set(header), "none is known: no column"
    # A column for each assignment handed out: the two released, not the eight only generated.
    assert header[1:-4] == list(GRADED)
    assert float(rows["ana"]["total"]) == pytest.approx(float(ana_points), abs=1e-9)
    assert sum(float(rows["ana"][a]) for a in GRADED) == pytest.approx(float(ana_points), abs=1e-9)
    assert float(rows["ben"]["total"]) == 0
    given = sum(len(nbformat.read(p, as_version=4).metadata.moon_nb.exercises)
                for a in GRADED for p in (course / "source" / a).glob("*.ipynb"))  # fmt: skip
    every = sum(len(nbformat.read(p, as_version=4).metadata.moon_nb.exercises)
                for p in (course / "source").glob("*/*.ipynb"))  # fmt: skip
    assert (float(rows["ana"]["max_total"]), float(rows["ana"]["max_all"])) == (given, every)
    assert (
        f"max_total counts the 2 assignments released or submitted, {given} points; max_all "
        f"every assignment in the gradebook, {len(assignments)}, {every} points."
    ) in said
    assert all(r["last_submitted"] for r in rows.values())
    # Per exercise: ben's blank answers are the most common that fell short where ana was right.
    per_exercise = read_csv(course / "exercises.csv")
    assert len(per_exercise) == len(graded)
    first = next(r for r in per_exercise if r["exercise"] == graded[0].exercise.id)
    assert (first["submissions"], first["full_points"], first["full_points_rate"]) == (
        "2",
        "1",
        "0.500",
    )
    assert (first["most_common_wrong_answer"], first["wrong_answers"]) == ("no answer", "1")
    assert first["title"] == graded[0].exercise.title

    # The progress files merged: every exercise of lesson 3 and of the teacher's notebook a
    # row for each learner; the notebook's under the name of its assignment.
    own = 2
    totals = {r["student_id"]: r for r in read_csv(folder / "totals.csv")}
    assert (totals["ana"]["exercises"], totals["ana"]["tried"], totals["ana"]["right"]) == (
        str(len(lesson_3) + own),
        "2",
        "2",
    )
    assert totals["ben"]["learner"] == "Ben Ode" and totals["ben"]["tried"] == "0"
    table = read_csv(folder / "class.csv")
    assert len(table) == 2 * (len(lesson_3) + own)
    assert {r["lesson"] for r in table} == {"03-following-suit", "week-1"}
    # Mistakes per theme: no hand played at a table, so no decision and a page that says so.
    themes = read_csv(folder / "themes.csv")
    assert len(themes) == 2 * 8 and {r["decisions"] for r in themes} == {"0"}
    assert {p.name for p in (folder / "missed").iterdir()} == {"ana.html", "ben.html"}
    assert "No position missed" in (folder / "missed" / "ben.html").read_text(encoding="utf-8")
    assert "week-1" in assignments
    assert (folder / "home" / "moon" / "01-quick-start.ipynb").is_file()

    students_installed(folder, list(answers), said)
    feedback_read(folder, graded, ana)


def students_installed(folder: Path, names: list[str], said: str) -> None:
    """The teacher's one command made the students' environment from the wheels it fetched, in
    a folder every account can read, and the students ran nbgrader from it as accounts of
    their own (the teacher's environment not on their PATH)."""
    kit = folder / "course" / "for-students"
    assert f"source {kit / 'env' / 'bin' / 'activate'}" in said, "the students' command"
    for path in [kit, *kit.rglob("*")]:
        if not path.is_symlink():
            assert path.stat().st_mode & 0o004, f"{path} is not readable by the students"
    (site,) = (kit / "env" / "lib").glob("python3*/site-packages")
    assert (site / "moon_nb" / "rules.py").is_file() and (site / "nbgrader").is_dir()
    assert (kit / "install.sh").stat().st_mode & 0o001
    for name in names:
        home = folder / "students" / name
        if os.getuid() == 0:
            owner = pwd.getpwnam(STUDENTS_ACCOUNT).pw_uid
            assert (home / "02-tiles-and-suits").stat().st_uid == owner, "fetched as the student"


def feedback_read(folder: Path, graded: list[Entry], ana: dict[str, str]) -> None:
    """The feedback each student fetched: for each answer, its points and the engine's words;
    no traceback, no test code, no path of the teacher's."""
    secrets = ["Traceback", "AssertionError", "BEGIN HIDDEN", "grade(exercise", "marks import"]
    secrets += [str(folder / "course"), str(ROOT), sys.prefix, "site-packages"]
    for name in ("ana", "ben"):
        for assignment in GRADED:
            pages = list((folder / "students" / name / assignment / "feedback").glob("*/*.html"))
            assert len(pages) == 1, f"{name} fetched no feedback for {assignment}"
            # The page's words: its styles name pygments' "Generic.Traceback" class.
            words = re.sub(r"<(style|script)\b.*?</\1>", "", pages[0].read_text(), flags=re.S)
            page = html.unescape(re.sub(r"<[^>]+>", "", words))
            shown = [secret for secret in secrets if secret in page]
            assert not shown, f"{name}'s feedback on {assignment} shows {shown}"
            mine = [e for e in graded if e.lesson.name == assignment]
            if name == "ben":
                sentence = "0 of 1 point: there is no answer.\nNo answer: the answer cell still"
                assert page.count(sentence) == len(mine), page[:3000]
                continue
            assert "1 of 1 point: the engine says it is right." in page
            for entry in mine[1:]:
                given = ast.literal_eval(ana[entry.exercise.id].split(" = ", 1)[1])
                verdict = entry.exercise.verdict(given)
                assert verdict.headline in page, f"{entry.exercise.id}: {verdict.headline}"
