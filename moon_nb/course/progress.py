"""The progress files a teacher collects, merged into one table:
``python -m moon_nb progress FILE... [--csv OUT]``.

Each learner's ``moon-progress.json`` (`moon_nb.lessons.records`) holds their answers. Whose
file it is: the name the learner wrote into it (``set_learner("Ana Lima")``), else the file's
name (``ana-lima.json`` is "ana-lima"), and a file still called ``moon-progress.json`` is named
by its folder (``submitted/ana-lima/moon-progress.json`` is "ana-lima", nbgraders's layout).
Two files of one learner (the course site and the lab, say) are merged as one.

The table has one row per learner, lesson and exercise the learner answered or saw the
solution of (an exercise only looked at is not in the file). Its columns are `COLUMNS`; yes/no
columns are 1 or 0, so a spreadsheet sums them.
"""

from __future__ import annotations

import argparse
import csv
import io
import os
import sys
import tempfile
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from moon_nb.lessons.records import (
    FILE_NAME,
    Log,
    OtherVersion,
    Record,
    Unreadable,
    read_log,
    records,
)

COLUMNS = (
    "learner",
    "lesson",
    "exercise",
    "title",
    "tries",
    "right",
    "right_at_try",
    "first_try_right",
    "solution_seen",
    "solution_before_right",
    "right_after_solution",
    "first_at",
    "last_at",
)
"""The CSV's columns: ``right`` is right before seeing the solution; ``right_at_try`` which
try was the first right one (0: none); ``solution_before_right`` the solution was shown before
any right answer; times are UTC."""


@dataclass(frozen=True)
class Row:
    """One learner's record of one exercise."""

    learner: str
    record: Record

    def cells(self) -> list[str | int]:
        r = self.record
        flags = [r.first_try_right, r.solution_seen, r.solution_before_right]
        return [
            self.learner,
            r.lesson,
            r.exercise,
            r.title,
            r.tries,
            int(r.right),
            r.right_at_try,
            *(int(f) for f in flags),
            int(r.right_after_solution),
            r.first_at,
            r.last_at,
        ]


def learner_of(path: Path, log: Log) -> str:
    """Whose progress a file is (see the module docstring)."""
    if log.learner and log.learner.strip():
        return log.learner.strip()
    if path.name == FILE_NAME and path.resolve().parent.name:
        return path.resolve().parent.name
    return path.stem


def read_files(paths: Iterable[Path]) -> tuple[dict[str, Log], dict[str, int], list[str]]:
    """Each learner's merged log, how many files each came from, and a sentence for every
    file that could not be read."""
    logs: dict[str, Log] = {}
    files: dict[str, int] = {}
    problems: list[str] = []
    for path in paths:
        try:
            if not path.is_file():
                raise FileNotFoundError
            log = read_log(path)
        except FileNotFoundError:
            problems.append(f"{path}: there is no such file.")
            continue
        except OtherVersion as other:
            problems.append(f"{path}: written by another version of moon_nb ({other}).")
            continue
        except Unreadable as bad:
            problems.append(f"{path}: not a progress file moon_nb can read ({bad}).")
            continue
        except OSError as error:
            problems.append(f"{path}: cannot be read ({error.strerror or error}).")
            continue
        who = learner_of(path, log)
        logs[who] = logs.get(who, Log()).merged(log)
        files[who] = files.get(who, 0) + 1
    return logs, files, problems


def table(logs: dict[str, Log]) -> list[Row]:
    """Every learner's records, learners in alphabetical order."""
    return [
        Row(who, record)
        for who in sorted(logs, key=str.casefold)
        for record in sorted(records(logs[who].events), key=lambda r: r.key)
    ]


def to_csv(rows: Sequence[Row]) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(COLUMNS)
    writer.writerows(row.cells() for row in rows)
    return out.getvalue()


def _share(part: int, whole: int) -> str:
    return f"{part} of {whole}" + (f" ({round(100 * part / whole)}%)" if whole else "")


def _columns(header: Sequence[str], body: list[list[str]]) -> list[str]:
    widths = [max(len(str(x)) for x in column) for column in zip(header, *body, strict=True)]
    return [
        "  ".join(str(x).ljust(w) for x, w in zip(line, widths, strict=True)).rstrip()
        for line in [list(header), *body]
    ]


def summary(rows: Sequence[Row], files: dict[str, int]) -> str:
    """The table in words: each learner, each lesson, and the exercises missed most often."""
    if not rows:
        return "No answers in these files yet."
    learners = sorted({r.learner for r in rows}, key=str.casefold)
    lessons = sorted({r.record.lesson for r in rows})
    exercises = {(r.record.lesson, r.record.exercise) for r in rows}
    lines = [
        f"{len(learners)} learner{'s' * (len(learners) != 1)}, {len(lessons)} "
        f"lesson{'s' * (len(lessons) != 1)}, {len(exercises)} exercises answered.",
        "'right' counts answers right before the solution was shown.",
        "",
    ]
    body = []
    for who in learners:
        mine = [r.record for r in rows if r.learner == who]
        body.append(
            [
                who + (f" ({files[who]} files)" if files.get(who, 1) > 1 else ""),
                _share(sum(r.right for r in mine), len(mine)),
                str(sum(r.first_try_right for r in mine)),
                str(sum(r.solution_before_right for r in mine)),
                str(sum(r.tries for r in mine)),
                ", ".join(sorted({r.lesson for r in mine})),
            ]
        )
    header = ["learner", "right", "first try", "solution first", "tries", "lessons"]
    lines += _columns(header, body)
    lines.append("")
    body = []
    for lesson in lessons:
        here = [r for r in rows if r.record.lesson == lesson]
        body.append(
            [
                lesson,
                str(len({r.learner for r in here})),
                _share(sum(r.record.right for r in here), len(here)),
                _share(sum(r.record.first_try_right for r in here), len(here)),
            ]
        )
    lines += _columns(["lesson", "learners", "right", "first try"], body)
    missed = _missed_most(rows)
    if missed:
        lines += ["", "Missed most often at the first try:"]
        lines += [f"  {line}" for line in missed]
    return "\n".join(lines)


def _missed_most(rows: Sequence[Row], count: int = 5) -> list[str]:
    by_exercise: dict[tuple[str, str], list[Record]] = {}
    for row in rows:
        by_exercise.setdefault(row.record.key, []).append(row.record)
    missed = [
        (sum(not r.first_try_right for r in rs), len(rs), key, rs[0].title)
        for key, rs in by_exercise.items()
    ]
    missed = sorted((m for m in missed if m[0]), key=lambda m: (-m[0] / m[1], -m[1], m[2]))
    return [
        f"{title} ({lesson}, {exercise}): missed by {n} of {total}"
        for n, total, (lesson, exercise), title in missed[:count]
    ]


def write_atomically(path: Path, text: str) -> None:
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent or ".")
    try:
        with os.fdopen(handle, "w", encoding="utf-8", newline="") as out:
            out.write(text)
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


# --- the command: python -m moon_nb progress FILE... [--csv OUT] ---------------------------

HELP = "merge learners' progress files into one table"
DESCRIPTION = (
    "Merge the progress files (moon-progress.json) a teacher collects, one per learner, into "
    "one table: a summary is printed, and --csv writes every learner's every exercise. A "
    "file's learner is the name inside it (set_learner), else the file's name, or its "
    "folder's for a file still called moon-progress.json."
)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("files", type=Path, nargs="+", metavar="FILE", help="progress files")
    parser.add_argument("--csv", type=Path, metavar="OUT", help="write the table as CSV here")
    parser.add_argument(
        "--skip-unreadable",
        action="store_true",
        help="leave out files that cannot be read (each is named) instead of stopping",
    )


def run(args: argparse.Namespace) -> int:
    out: Path | None = args.csv
    if out is not None and any(out.resolve() == p.resolve() for p in args.files):
        print(
            f"moon_nb progress: {out} is one of the progress files; nothing was written.",
            file=sys.stderr,
        )
        return 2
    if out is not None and out.is_dir():
        print(
            f"moon_nb progress: {out} is a folder; give a file name for the CSV.", file=sys.stderr
        )
        return 2
    logs, files, problems = read_files(args.files)
    for problem in problems:
        print(f"moon_nb progress: {problem}", file=sys.stderr)
    if problems and not args.skip_unreadable:
        print(
            "moon_nb progress: nothing was written; fix or leave out those files "
            "(--skip-unreadable leaves them out).",
            file=sys.stderr,
        )
        return 1
    rows = table(logs)
    print(summary(rows, files))
    if out is not None:
        try:
            write_atomically(out, to_csv(rows))
        except OSError as error:
            print(
                f"moon_nb progress: cannot write {out} ({error.strerror or error}).",
                file=sys.stderr,
            )
            return 1
        print(f"\nWrote {len(rows)} rows to {out}.")
    return 1 if problems else 0
