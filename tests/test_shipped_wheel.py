"""The moon_nb wheel a site ships (`scripts/site/shipped.py`, run by site.sh and play.sh): only
the chosen tutorials, none of the teacher's side, and still whole — every module left imports,
and none of them names a module left out, even inside a function.

One pure wheel is built for the file (a few seconds), as the build scripts build it."""

from __future__ import annotations

import ast
import os
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts" / "site"))

import shipped  # noqa: E402

CHOSEN = {"02-tiles-and-suits.ipynb", "03-following-suit.ipynb"}


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("pure")
    build = [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--no-build-isolation"]
    env = dict(os.environ, MOON_NB_PURE="1")
    subprocess.run([*build, str(ROOT), "-w", str(out)], check=True, env=env, capture_output=True)
    (built,) = out.glob("moon_nb-*-py3-none-any.whl")
    return built


def shipped_copy(wheel: Path, folder: Path, tutorials: set[str]) -> tuple[Path, list[str]]:
    copy = folder / wheel.name
    shutil.copy2(wheel, copy)
    return copy, shipped.ship(copy, tutorials)


def test_a_site_wheel_holds_the_chosen_tutorials_and_no_teachers_module(
    wheel: Path, tmp_path: Path
) -> None:
    before = set(zipfile.ZipFile(wheel).namelist())
    assert {f"moon_nb/notebooks/{n}" for n in CHOSEN} < before
    assert set(shipped.TEACHER_SIDE) < before
    copy, left_out = shipped_copy(wheel, tmp_path, CHOSEN)
    names = set(zipfile.ZipFile(copy).namelist())
    tutorials = {
        n.removeprefix(shipped.TUTORIALS) for n in names if n.startswith(shipped.TUTORIALS)
    }
    assert tutorials == CHOSEN
    assert not names & set(shipped.TEACHER_SIDE)
    assert set(left_out) == before - names


def _reached(sources: dict[str, str], roots: set[str]) -> set[str]:
    """The moon_nb modules ``roots`` import, directly or not — at their top, inside a function,
    or named in a string to import (`moon_nb.__main__`'s commands, `moon_nb.lessons`' moves)."""
    seen: set[str] = set()
    todo = list(roots)
    while todo:
        name = todo.pop()
        if name in seen or name not in sources:
            continue
        seen.add(name)
        found = shipped.imported(sources[name]) | {
            node.value
            for node in ast.walk(ast.parse(sources[name]))
            if isinstance(node, ast.Constant) and node.value in sources
        }
        for module in found:
            parts = module.split(".")  # a package is imported with its module
            todo += [".".join(parts[:n]) for n in range(1, len(parts) + 1)]
    return seen


def test_the_teacher_side_is_every_module_only_a_teachers_command_needs(wheel: Path) -> None:
    """`TEACHER_SIDE` names exactly the modules the teacher's commands reach and no learner's
    module does (a learner's command, the table, the lessons, the play page), as the wheel built
    holds them: a new teacher's module (the students' kit, the merge's pages) is left out of
    the site's wheel, and no learner's module is."""
    from moon_nb.__main__ import COMMANDS

    with zipfile.ZipFile(wheel) as whl:
        sources = {
            shipped.module_name(n): whl.read(n).decode("utf-8")
            for n in whl.namelist()
            if n.endswith(".py")
        }
    teachers = {COMMANDS[c] for c in shipped.TEACHER_COMMANDS}
    teacher = _reached(sources, teachers)
    learner_roots = {m for m in sources if m not in teacher and m != "moon_nb.__main__"}
    learner_roots |= {m for c, m in COMMANDS.items() if c not in shipped.TEACHER_COMMANDS}
    only_teacher = teacher - _reached(sources, learner_roots)
    assert sorted(only_teacher) == sorted(shipped.module_name(p) for p in shipped.TEACHER_SIDE)
    assert set(COMMANDS) - set(shipped.TEACHER_COMMANDS) == {"tutorials", "rules-summary"}


def test_the_play_pages_wheel_holds_no_tutorial(wheel: Path, tmp_path: Path) -> None:
    copy, _ = shipped_copy(wheel, tmp_path, set())
    assert not [n for n in zipfile.ZipFile(copy).namelist() if n.startswith(shipped.TUTORIALS)]


def test_a_wheel_shipped_keeps_the_builds_times(wheel: Path, tmp_path: Path) -> None:
    """The Pyodide steps' caches are keyed by the shipped wheel's bytes (scripts/site/cache.sh):
    entries written at the time of day made every build miss them. Each keeps the build's own
    fixed time, so the same tree ships the same bytes."""
    copy, _ = shipped_copy(wheel, tmp_path, set())
    with zipfile.ZipFile(wheel) as built, zipfile.ZipFile(copy) as shipped_wheel:
        times = {info.filename: info.date_time for info in built.infolist()}
        assert len(set(times.values())) == 1, "the build writes one fixed time"
        assert {info.date_time for info in shipped_wheel.infolist()} == set(times.values())


def test_tutorials_put_back_make_the_wheel_shipped_with_them(wheel: Path, tmp_path: Path) -> None:
    """site.sh ships moon_nb without tutorials to the kernel's step (one cached run for every
    choice), then puts the chosen ones back: the same files, the same RECORD lines, as the
    wheel shipped with them."""
    (tmp_path / "with").mkdir()
    (tmp_path / "without").mkdir()
    direct, _ = shipped_copy(wheel, tmp_path / "with", CHOSEN)
    bare, _ = shipped_copy(wheel, tmp_path / "without", set())
    added = shipped.with_tutorials(bare, wheel, CHOSEN)
    assert added == sorted(shipped.TUTORIALS + name for name in CHOSEN)

    def contents(path: Path) -> dict[str, bytes]:
        with zipfile.ZipFile(path) as archive:
            return {name: archive.read(name) for name in archive.namelist()}

    put_back, shipped_with = contents(bare), contents(direct)
    (record,) = [name for name in put_back if name.endswith(".dist-info/RECORD")]
    assert {n: d for n, d in put_back.items() if n != record} == {
        n: d for n, d in shipped_with.items() if n != record
    }
    assert sorted(put_back[record].splitlines()) == sorted(shipped_with[record].splitlines())


def test_what_is_left_is_a_whole_wheel_whose_modules_all_import(
    wheel: Path, tmp_path: Path
) -> None:
    copy, _ = shipped_copy(wheel, tmp_path, CHOSEN)
    site = tmp_path / "site"
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "install",
            "-q",
            "--no-deps",
            "--target",
            str(site),
            str(copy),
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr  # pip checks the RECORD against the files
    modules = [
        p.relative_to(site).with_suffix("").as_posix().replace("/", ".").removesuffix(".__init__")
        for p in (site / "moon_nb").rglob("*.py")
        if p.name != "__main__.py"
    ]
    code = "import importlib, sys\nfor m in sys.argv[1:]:\n    importlib.import_module(m)\n"
    env = dict(os.environ, PYTHONPATH=str(site))
    done = subprocess.run(
        [sys.executable, "-c", code, *modules], capture_output=True, text=True, env=env, cwd=site
    )
    assert done.returncode == 0, done.stderr[-3000:]
    where = subprocess.run(
        [sys.executable, "-c", "import moon_nb; print(moon_nb.__file__)"],
        capture_output=True,
        text=True,
        env=env,
        cwd=site,
    )
    assert where.stdout.startswith(str(site))
    assert (
        shipped.teacher_imports(
            {
                p.relative_to(site).as_posix(): p.read_bytes()
                for p in (site / "moon_nb").rglob("*.py")
            }
        )
        == []
    )


def test_a_module_that_needs_a_teachers_module_stops_the_build(wheel: Path) -> None:
    files = {
        "moon_nb/lessons/late.py": (
            b"def f():\n    from moon_nb.course.teacher.catalog import catalog\n"
        ),
        "moon_nb/lessons/fine.py": b"from moon_nb.lessons import base\n",
    }
    assert shipped.teacher_imports(files) == [
        "moon_nb.lessons.late imports moon_nb.course.teacher.catalog"
    ]


def test_the_wheel_speaks_every_language_from_babels_compiled_catalogs(wheel: Path) -> None:
    """The build hook compiles each ``.po`` into the wheel with Babel (gettext reads the ``.mo``;
    Babel is not needed at run time); the ``.po`` sources stay in the repository. Each language's
    ``.mo`` holds what Babel compiles from its ``.po``: every message, each plural form, the
    header, and the same plural rule for every count."""
    import gettext
    import io

    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    from moon_nb.speech.tongue import ENGLISH, LANGUAGES

    locale = ROOT / "moon_nb" / "locale"
    with zipfile.ZipFile(wheel) as whl:
        names = set(whl.namelist())
        assert not [n for n in names if n.endswith((".po", ".pot"))]
        compiled = {n for n in names if n.endswith(".mo")}
        assert compiled == {f"moon_nb/locale/{c}/LC_MESSAGES/moon_nb.mo" for c in LANGUAGES} - {
            f"moon_nb/locale/{ENGLISH}/LC_MESSAGES/moon_nb.mo"
        }
        for name in sorted(compiled):
            code = name.split("/")[2]
            shipped_catalog = gettext.GNUTranslations(io.BytesIO(whl.read(name)))
            with (locale / code / "LC_MESSAGES" / "moon_nb.po").open("rb") as po:
                babels_mo = io.BytesIO()
                write_mo(babels_mo, read_po(po, locale=code))
            babels = gettext.GNUTranslations(io.BytesIO(babels_mo.getvalue()))
            # gettext keys a plural's forms (msgid, n): every form is compared
            assert shipped_catalog._catalog == babels._catalog, code  # type: ignore[attr-defined]
            assert any(isinstance(key, tuple) for key in babels._catalog), code  # type: ignore[attr-defined]
            counts = range(0, 1001)
            assert [shipped_catalog.plural(n) for n in counts] == [  # type: ignore[attr-defined]
                babels.plural(n)  # type: ignore[attr-defined]
                for n in counts
            ], code
            said = shipped_catalog.gettext("You do not hold {tile}.")
            assert said != "You do not hold {tile}." and "{tile}" in said


# What a learner's install may go without: the developer's tools, the teacher's grading (nbgrader,
# named in the teachers' guide), and the browser's own module in Pyodide.
NOT_REQUIRED = {"babel": "moon_nb/dev/", "nbgrader": "moon_nb/course/", "js": "moon_nb/speech/"}


def test_a_plain_install_brings_every_package_moon_nb_imports(wheel: Path) -> None:
    """``pip install moon_nb`` then ``Review()``: every package a learner's module imports (fsrs
    for the review's schedule) is a requirement of the wheel itself, not of an extra."""
    with zipfile.ZipFile(wheel) as whl:
        (meta,) = [n for n in whl.namelist() if n.endswith(".dist-info/METADATA")]
        lines = whl.read(meta).decode().splitlines()
    required = {
        re.split(r"[<>=!~ ;\[]", line.removeprefix("Requires-Dist: "))[0].lower()
        for line in lines
        if line.startswith("Requires-Dist: ") and "extra ==" not in line
    }
    imported: dict[str, set[str]] = {}
    for path in (ROOT / "moon_nb").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module]
            else:
                continue
            for name in names:
                top = name.split(".")[0]
                if top not in sys.stdlib_module_names and top != "moon_nb":
                    imported.setdefault(top, set()).add(path.relative_to(ROOT).as_posix())
    assert "fsrs" in imported and "anywidget" in imported
    for package, where in imported.items():
        if package in NOT_REQUIRED:
            assert all(w.startswith(NOT_REQUIRED[package]) for w in where), (package, where)
            continue
        assert package in required, f"{package} (imported by {sorted(where)}) is not required"


def test_the_teacher_side_is_the_teachers_folder() -> None:
    """The course's teacher side is one folder (`moon_nb.course.teacher`): a module put there is
    left out of every site, and one left out lives there."""
    folder = sorted((ROOT / "moon_nb" / "course" / "teacher").glob("*.py"))
    assert sorted(shipped.TEACHER_SIDE) == [str(p.relative_to(ROOT)) for p in folder]
