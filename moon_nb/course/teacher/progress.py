"""``python -m moon_nb progress FILE... [--csv OUT] [--totals OUT] [--exercises OUT]
[--lesson LESSON]``: the progress files a teacher collects, merged into one table and written as
CSV. The merge itself — whose file it is, the rows, the totals, the summary — is
`moon_nb.course.teacher.merge`; what is here needs the course: ``--lesson`` lists a lesson's
exercises from `moon_nb.course.teacher.catalog`, and the command's arguments and messages.

The merge's names (`COLUMNS`, `Row`, `read_files`, `table`, `summary`, …) were defined here
before it moved to `moon_nb.course.teacher.merge`; they are still found here for one release.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from moon_nb.course.os_errors import in_words
from moon_nb.course.teacher.merge import (
    COLUMNS,
    EXERCISE_COLUMNS,
    PUZZLE_COLUMNS,
    THEME_COLUMNS,
    TOTAL_COLUMNS,
    HandedIn,
    Row,
    by_exercise,
    by_puzzle_theme,
    by_theme,
    learner_of,
    read_files,
    student_id,
    summary,
    table,
    to_csv,
    totals,
    write_atomically,
)
from moon_nb.progress.records import Record
from moon_nb.progress.standing import plural
from moon_nb.review.deck import Deck

if TYPE_CHECKING:
    from moon_nb.course.teacher.merge_weighing import MergeWeighing


def lesson_records(lessons: Sequence[str]) -> list[Record]:
    """A blank record of every exercise of the lessons named (tutorials or a teacher's own
    notebooks, as `moon_nb.course.teacher.catalog` finds them), filed under the lesson's name."""
    if not lessons:
        return []
    from moon_nb.course.teacher.catalog import catalog  # runs the lessons: only when asked for

    return [
        Record(e.lesson.name, e.exercise.id, e.exercise.title) for e in catalog(lessons).entries
    ]


# --- the command: python -m moon_nb progress FILE... [--csv OUT] ---------------------------

HELP = "merge learners' progress files into one table"
DESCRIPTION = (
    "Merge the progress files (moon-progress.json) a teacher collects, one per learner, into "
    "one table: a summary is printed; --csv writes every learner's every exercise, --totals "
    "one row per learner, --exercises one row per exercise. A file's student id is its name, "
    "or its folder's for a file still called moon-progress.json; its learner is the name "
    "inside it (set_learner), else the student id."
)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("files", type=Path, nargs="+", metavar="FILE", help="progress files")
    parser.add_argument("--csv", type=Path, metavar="OUT", help="write the table as CSV here")
    parser.add_argument(
        "--totals", type=Path, metavar="OUT", help="write one row per learner as CSV here"
    )
    parser.add_argument(
        "--exercises", type=Path, metavar="OUT", help="write one row per exercise as CSV here"
    )
    parser.add_argument(
        "--review",
        type=Path,
        metavar="OUT",
        help="write each learner's review deck, theme by theme (mistakes kept, later solved), "
        "as CSV here",
    )
    parser.add_argument(
        "--pages",
        type=Path,
        metavar="DIR",
        help="write one page per learner here (STUDENT_ID.html): each position they missed, "
        "as they saw it, their choice and the best, theme by theme",
    )
    parser.add_argument(
        "--workers",
        type=int,
        metavar="N",
        help="weigh the decisions the files have not weighed on N processes (--review and "
        "--pages; default: the machine's cores)",
    )
    parser.add_argument(
        "--puzzles",
        type=Path,
        metavar="OUT",
        help="write each learner's puzzle ratings, theme by theme (tried, solved at once, "
        "Glicko-2 rating), as CSV here",
    )
    parser.add_argument(
        "--lesson",
        action="append",
        default=[],
        metavar="LESSON",
        help="list every exercise of this lesson (number, name or notebook), tried or not; "
        "may be given more than once",
    )
    parser.add_argument(
        "--skip-unreadable",
        action="store_true",
        help="leave out files that cannot be read (each is named) instead of stopping",
    )


def _weighed(handed: HandedIn, args: argparse.Namespace) -> dict[str, MergeWeighing]:
    """Each learner's deck with what their file has not weighed weighed by the merge (its
    progress said on the error stream, the files untouched)."""
    # The players' model: imported only when the merge weighs.
    from moon_nb.course.teacher.merge_weighing import default_workers, weigh_all

    decks = {who: log.deck for who, log in handed.logs.items() if isinstance(log.deck, Deck)}
    workers = args.workers or default_workers()

    def told(done: int, of: int) -> None:
        if done == of or done % 10 == 0:
            print(f"moon_nb progress: weighed {done} of {plural(of, 'decision')}", file=sys.stderr)

    weighed = weigh_all(decks, workers, told)
    failed = sum(w.failed for w in weighed.values())
    if failed:
        print(
            f"moon_nb progress: {plural(failed, 'decision')} could not be weighed (the "
            "weighing_failed column counts them).",
            file=sys.stderr,
        )
    return weighed


def _write_pages(folder: Path, handed: HandedIn, weighed: dict[str, MergeWeighing]) -> int:
    """One page per learner in ``folder`` (made if missing), named by student id."""
    from moon_nb.course.teacher.missed_pages import (  # the pictures: only here
        missed_html,
        page_names,
    )

    folder.mkdir(parents=True, exist_ok=True)
    learners = sorted(handed.logs, key=str.casefold)
    names = page_names(handed.ids[who] for who in learners)
    for who, name in zip(learners, names, strict=True):
        deck = weighed[who].deck if who in weighed else Deck()
        write_atomically(folder / name, missed_html(who, deck))
    return len(learners)


def _cannot_write(what: str, error: OSError) -> int:
    print(f"moon_nb progress: cannot write {what} ({in_words(error)}).", file=sys.stderr)
    return 1


def _refuse(text: str) -> int:
    print(f"moon_nb progress: {text}", file=sys.stderr)
    return 2


def run(args: argparse.Namespace) -> int:
    outs: list[Path] = [
        p
        for p in (args.csv, args.totals, args.exercises, args.review, args.puzzles)
        if p is not None
    ]
    for out in outs:
        if any(out.resolve() == p.resolve() for p in args.files):
            return _refuse(f"{out} is one of the progress files; nothing was written.")
        if out.is_dir():
            return _refuse(f"{out} is a folder; give a file name for the CSV.")
    if len({out.resolve() for out in outs}) < len(outs):
        return _refuse("two of the CSV files have one name; nothing was written.")
    if args.pages is not None and args.pages.exists() and not args.pages.is_dir():
        return _refuse(f"{args.pages} is a file; give a folder for the pages.")
    if args.workers is not None and args.workers < 1:
        return _refuse(f"--workers {args.workers}: give 1 or more; nothing was written.")
    handed = read_files(args.files)
    for problem in handed.problems:
        print(f"moon_nb progress: {problem}", file=sys.stderr)
    if handed.problems and not args.skip_unreadable:
        print(
            "moon_nb progress: nothing was written; fix or leave out those files "
            "(--skip-unreadable leaves them out).",
            file=sys.stderr,
        )
        return 1
    try:
        rows = table(handed, lesson_records(args.lesson))
    except (ValueError, OSError, RuntimeError) as error:  # a lesson not found, or failing
        return _refuse(f"{error}; nothing was written.")
    print(summary(rows, handed.files))
    weighed = _weighed(handed, args) if args.review or args.pages else None
    tables = [
        (args.csv, COLUMNS, [row.cells() for row in rows]),
        (args.totals, TOTAL_COLUMNS, totals(rows, handed.files)),
        (args.exercises, EXERCISE_COLUMNS, by_exercise(rows)),
        (args.review, THEME_COLUMNS, by_theme(handed, weighed)),
        (args.puzzles, PUZZLE_COLUMNS, by_puzzle_theme(handed)),
    ]
    written = []
    for out, header, lines in tables:
        if out is None:
            continue
        try:
            write_atomically(out, to_csv(header, lines))
        except OSError as error:
            return _cannot_write(str(out), error)
        written.append(f"{plural(len(lines), 'row')} to {out}")
    if args.pages is not None and weighed is not None:
        try:
            count = _write_pages(args.pages, handed, weighed)
        except OSError as error:
            return _cannot_write(f"the pages in {args.pages}", error)
        written.append(f"{plural(count, 'page')} to {args.pages}")
    if written:
        print(f"\nWrote {'; '.join(written)}.")
    if handed.problems:
        skipped = plural(len(handed.problems), "file")
        print(f"Skipped {skipped} that could not be read (named above).", file=sys.stderr)
    return 0


__all__ = [  # the command, and the merge's names kept here for one release
    "COLUMNS",
    "DESCRIPTION",
    "EXERCISE_COLUMNS",
    "HELP",
    "TOTAL_COLUMNS",
    "HandedIn",
    "Row",
    "add_arguments",
    "by_exercise",
    "learner_of",
    "lesson_records",
    "read_files",
    "run",
    "student_id",
    "summary",
    "table",
    "to_csv",
    "totals",
    "write_atomically",
]
