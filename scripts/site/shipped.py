"""The moon_nb wheel as a static site ships it (`scripts/site.sh`, `scripts/play.sh`): only the
tutorials the teacher chose, and none of the teacher's side.

    python shipped.py WHEEL [--tutorials DIR]
    python shipped.py WHEEL --tutorials DIR --from BUILT

Rewrites WHEEL in place. Left out:

- every tutorial notebook (``moon_nb/notebooks/*.ipynb``) but those named in DIR (none without
  DIR): a lesson the teacher left out is not on the site, not even inside its wheel;
- `TEACHER_SIDE`: the answer key, the catalog of exercises, the nbgrader assignments and what
  only they use. No module left in the wheel imports one of them (`teacher_imports` says which
  would, and the build stops); the commands ``python -m moon_nb answer-key``,
  ``assignments``, ``grades``, ``progress`` and ``student-kit`` are for a teacher's machine,
  not a learner's browser.

The wheel's RECORD lists what is left, so it is still a wheel any installer takes.

With ``--from``, WHEEL is one shipped without tutorials (the site's build compiles its byte code
in Pyodide, once for every choice of tutorials: scripts/site.sh), and the tutorials named in DIR
are put back into it as BUILT (the wheel as built, before anything was left out) holds them,
its RECORD listing them too.
"""

from __future__ import annotations

import argparse
import ast
import base64
import hashlib
import sys
import zipfile
from pathlib import Path

TEACHER_SIDE = (
    "moon_nb/course/teacher/__init__.py",
    "moon_nb/course/teacher/answer_key.py",
    "moon_nb/course/teacher/assignments.py",
    "moon_nb/course/teacher/catalog.py",
    "moon_nb/course/teacher/exchange.py",
    "moon_nb/course/teacher/grader_config.py",
    "moon_nb/course/teacher/grades.py",
    "moon_nb/course/teacher/marks.py",
    "moon_nb/course/teacher/merge.py",
    "moon_nb/course/teacher/merge_weighing.py",
    "moon_nb/course/teacher/missed_pages.py",
    "moon_nb/course/teacher/progress.py",
    "moon_nb/course/teacher/rebuild.py",
)
"""The teacher's modules, the whole folder `moon_nb.course.teacher`: what answers the
exercises, what builds and grades the assignments (grader_config, marks and rebuild are used by
those alone), what merges the learners' progress files and the grades into tables
(merge_weighing and missed_pages are the merge's), and the students' kit and nbgrader's exchange
(exchange). The modules `TEACHER_COMMANDS` reach and no learner's module does
(tests/test_shipped_wheel.py finds them from the imports, and checks they are that folder)."""

TEACHER_COMMANDS = ("assignments", "grades", "answer-key", "student-kit", "progress")
"""The commands of ``python -m moon_nb`` that are a teacher's (`moon_nb.__main__.COMMANDS`); the
others (``tutorials``, ``rules-summary``) are a learner's too."""

TUTORIALS = "moon_nb/notebooks/"


def module_name(path: str) -> str:
    return path.removesuffix(".py").removesuffix("/__init__").replace("/", ".")


def imported(source: str) -> set[str]:
    """The moon_nb modules ``source`` imports, at its top or inside a function."""
    found = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
            found |= {f"{node.module}.{alias.name}" for alias in node.names}
    return {name for name in found if name.startswith("moon_nb")}


def teacher_imports(files: dict[str, bytes]) -> list[str]:
    """ "MODULE imports TEACHER" for every module kept that imports a teacher's module."""
    teacher = {module_name(path) for path in TEACHER_SIDE}
    said = []
    for path, data in sorted(files.items()):
        if path.endswith(".py"):
            for name in sorted(imported(data.decode("utf-8")) & teacher):
                said.append(f"{module_name(path)} imports {name}")
    return said


def record_line(path: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{path},sha256={digest},{len(data)}"


def record_text(record: str, lines: list[str]) -> bytes:
    """The RECORD of a wheel: a line for each other file, then its own, with no hash."""
    return ("\n".join([*lines, f"{record},,"]) + "\n").encode()


def kept(name: str, tutorials: set[str]) -> bool:
    if name in TEACHER_SIDE:
        return False
    if name.startswith(TUTORIALS):
        return name.removeprefix(TUTORIALS) in tutorials
    return True


def ship(wheel: Path, tutorials: set[str]) -> list[str]:
    """Rewrite ``wheel`` with only what a site ships; the paths left out."""
    with zipfile.ZipFile(wheel) as source:
        infos = {info.filename: info for info in source.infolist()}
        files = {name: source.read(info) for name, info in infos.items()}
    record = next(name for name in files if name.endswith(".dist-info/RECORD"))
    left_out = sorted(name for name in files if not kept(name, tutorials))
    keep = {name: data for name, data in files.items() if name not in left_out}
    wrong = teacher_imports(keep)
    if wrong:
        raise SystemExit("the site's moon_nb would need a teacher's module: " + "; ".join(wrong))
    lines = [record_line(name, data) for name, data in keep.items() if name != record]
    keep[record] = record_text(record, lines)
    # Each entry keeps its own (the build's fixed) time, so the same tree and choice make the
    # same bytes: the Pyodide steps' caches are keyed by them (scripts/site/cache.sh).
    with zipfile.ZipFile(wheel, "w", zipfile.ZIP_DEFLATED) as out:
        for name, data in keep.items():
            out.writestr(infos[name], data, zipfile.ZIP_DEFLATED)
    return left_out


def with_tutorials(wheel: Path, built: Path, tutorials: set[str]) -> list[str]:
    """Add to ``wheel`` (shipped without tutorials) each tutorial of ``tutorials`` as ``built``
    holds it, and list them in its RECORD; the paths added."""
    with zipfile.ZipFile(built) as source:
        added = {
            info.filename: source.read(info)
            for info in source.infolist()
            if info.filename.startswith(TUTORIALS) and kept(info.filename, tutorials)
        }
    with zipfile.ZipFile(wheel) as shipped:
        infos = shipped.infolist()
        files = {info.filename: (info, shipped.read(info)) for info in infos}
    record = next(name for name in files if name.endswith(".dist-info/RECORD"))
    info, listed = files.pop(record)
    lines = [line for line in listed.decode().splitlines() if line and line != f"{record},,"]
    lines += [record_line(name, data) for name, data in added.items()]
    when = info.date_time
    with zipfile.ZipFile(wheel, "w", zipfile.ZIP_DEFLATED) as out:
        for entry, data in files.values():
            out.writestr(entry, data)
        for name, data in added.items():
            out.writestr(zipfile.ZipInfo(name, when), data, zipfile.ZIP_DEFLATED)
        out.writestr(info, record_text(record, lines))
    return sorted(added)


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("wheel", type=Path)
    parser.add_argument("--tutorials", type=Path, help="the folder of the notebooks chosen")
    parser.add_argument("--from", dest="built", type=Path, help="the wheel as built, to add from")
    args = parser.parse_args(argv)
    chosen = {p.name for p in args.tutorials.glob("*.ipynb")} if args.tutorials else set()
    if args.built:
        with_tutorials(args.wheel, args.built, chosen)
    else:
        ship(args.wheel, chosen)


if __name__ == "__main__":
    main(sys.argv[1:])
