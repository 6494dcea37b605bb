"""The progress files a teacher collects, merged into one table (the command is
``python -m moon_nb progress FILE... [--csv OUT] [--totals OUT] [--exercises OUT]``:
`moon_nb.course.teacher.progress`).

Each learner's ``moon-progress.json`` (`moon_nb.progress.records`) holds their answers. Whose
file it is: the student id is the file's name (``ana-lima.json`` is "ana-lima"), or its
folder's for a file still called ``moon-progress.json`` (``submitted/ana-lima/moon-progress.json``
is "ana-lima", nbgrader's layout); the learner is the name the learner wrote into it
(``set_learner("Ana Lima")``), else the student id. Two files of one learner (the course site
and the lab, say) are merged as one, with the student id of the first file named.

The table has one row per learner and exercise: every exercise any file answered or saw the
solution of, and every exercise of ``also`` (the command's ``--lesson``: the lessons' exercises,
which only the course layer can list); an exercise a learner never tried is a row with ``tried``
0 (so the table is complete, and a spreadsheet's sums are over every exercise). Its columns are
`COLUMNS`; yes/no columns are 1 or 0. `totals` is one row per learner (`TOTAL_COLUMNS`), for an
LMS's grade import; `by_exercise` one row per exercise (`EXERCISE_COLUMNS`): how many tried it,
got it right, and right at the first try.
"""

from __future__ import annotations

import csv
import io
import os
import tempfile
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from moon_nb.progress.records import (
    FILE_NAME,
    Log,
    OtherVersion,
    Record,
    UnreadableFile,
    read_log,
    records,
)
from moon_nb.progress.standing import plural
from moon_nb.review.deck import THEMES, Deck
from moon_nb.review.puzzles.puzzle_ratings import OVERALL, ratings

if TYPE_CHECKING:
    from moon_nb.course.teacher.merge_weighing import MergeWeighing

COLUMNS = (
    "student_id",
    "learner",
    "lesson",
    "exercise",
    "title",
    "tried",
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
"""The CSV's columns: ``tried`` the learner answered it or saw its solution; ``right`` is right
before seeing the solution; ``right_at_try`` which try was the first right one (0: none);
``solution_before_right`` the solution was shown before any right answer; times are UTC (empty
for an exercise never tried)."""

TOTAL_COLUMNS = (
    "student_id",
    "learner",
    "exercises",
    "tried",
    "right",
    "first_try_right",
    "solution_before_right",
    "tries",
    "files",
)
"""``--totals``: one row per learner. ``exercises`` is every exercise of the table (the same for
each learner), ``right`` how many of them were right before the solution was shown."""

EXERCISE_COLUMNS = (
    "lesson",
    "exercise",
    "title",
    "learners",
    "tried",
    "right",
    "first_try_right",
    "first_try_rate",
    "tries",
)
"""``--exercises``: one row per exercise. ``first_try_rate`` is ``first_try_right`` over
``tried`` (empty when no one tried it)."""


@dataclass(frozen=True)
class Row:
    """One learner's record of one exercise (a record with no tries: never tried)."""

    student_id: str
    learner: str
    record: Record

    @property
    def tried(self) -> bool:
        return bool(self.record.tries or self.record.solution_seen)

    def cells(self) -> list[str | int]:
        r = self.record
        flags = [r.first_try_right, r.solution_seen, r.solution_before_right]
        return [
            self.student_id,
            self.learner,
            r.lesson,
            r.exercise,
            r.title,
            int(self.tried),
            r.tries,
            int(r.right),
            r.right_at_try,
            *(int(f) for f in flags),
            int(r.right_after_solution),
            r.first_at,
            r.last_at,
        ]


@dataclass
class HandedIn:
    """What the files hold: each learner's merged log, their student id (the first file's),
    how many files each came from, and a sentence for every file that could not be read."""

    logs: dict[str, Log] = field(default_factory=dict)
    ids: dict[str, str] = field(default_factory=dict)
    files: dict[str, int] = field(default_factory=dict)
    problems: list[str] = field(default_factory=list)


def student_id(path: Path) -> str:
    """The student id of a progress file: its name, or its folder's for ``moon-progress.json``."""
    if path.name == FILE_NAME and path.resolve().parent.name:
        return path.resolve().parent.name
    return path.stem


def learner_of(path: Path, log: Log) -> str:
    """Whose progress a file is (see the module docstring)."""
    if log.learner and log.learner.strip():
        return log.learner.strip()
    return student_id(path)


def read_files(paths: Iterable[Path]) -> HandedIn:
    """Every file read and merged by learner; a sentence for each one that cannot be."""
    handed = HandedIn()
    for path in paths:
        try:
            if not path.is_file():
                raise FileNotFoundError
            log = read_log(path)
        except FileNotFoundError:
            handed.problems.append(f"{path}: there is no such file.")
            continue
        except OtherVersion as other:
            handed.problems.append(f"{path}: written by another version of moon_nb ({other}).")
            continue
        except UnreadableFile as bad:
            handed.problems.append(f"{path}: not a progress file moon_nb can read ({bad}).")
            continue
        except OSError as error:
            handed.problems.append(f"{path}: cannot be read ({error.strerror or error}).")
            continue
        who = learner_of(path, log)
        handed.logs[who] = handed.logs.get(who, Log()).merged(log)
        handed.ids.setdefault(who, student_id(path))
        handed.files[who] = handed.files.get(who, 0) + 1
    return handed


def table(handed: HandedIn, also: Iterable[Record] = ()) -> list[Row]:
    """One row per learner and exercise, learners in alphabetical order: every exercise any
    learner tried, and those of ``also`` (blank records: the exercises of lessons asked for),
    each learner's own record where they tried it, a blank one where they did not."""
    mine = {who: {r.key: r for r in records(log.events)} for who, log in handed.logs.items()}
    every: dict[tuple[str, str], Record] = {r.key: r for r in also}
    for found in mine.values():
        for key, record in found.items():
            every.setdefault(key, Record(record.lesson, record.exercise, record.title))
    return [
        Row(handed.ids[who], who, mine[who].get(key, blank))
        for who in sorted(handed.logs, key=str.casefold)
        for key, blank in sorted(every.items())
    ]


THEME_COLUMNS = (
    "student_id",
    "learner",
    "theme",
    "kept",
    "solved",
    "kept_by_merge",
    "decisions",
    "unweighed_in_file",
    "weighing_failed",
)
"""``--review``: one row per learner and theme of the review deck: ``kept`` the costly decisions
kept as cards (`moon_nb.Review`), those the learner's own review made and those the merge made
in weighing what the file had not (``kept_by_merge``, of ``kept``); ``solved`` how many of them
the learner later solved at a review at the first try (or, in reviews an older moon_nb kept,
after the hint: rated hard). Per learner, the same on each of their rows: ``decisions`` the
decisions kept from their hands, ``unweighed_in_file`` how many of them the file had not
weighed under the current model (the merge weighed them: a learner who never opened
``Review()`` has every decision here), ``weighing_failed`` those whose weighing failed (not
counted in ``kept``). So ``kept`` 0 with ``decisions`` above 0 and no failure is "no mistake
kept", never "not examined"."""


def by_theme(
    handed: HandedIn, weighed: Mapping[str, MergeWeighing] | None = None
) -> list[list[str | int]]:
    """Each learner's review deck, theme by theme: the mistakes kept, those the merge's own
    weighing made (``weighed``: by learner, `moon_nb.course.teacher.merge_weighing.weigh_all`; none
    weighed when not given), and those later solved (a deck the file holds but this moon_nb
    cannot read counts none)."""
    out: list[list[str | int]] = []
    for who in sorted(handed.logs, key=str.casefold):
        deck = handed.logs[who].deck
        readable = deck if isinstance(deck, Deck) else Deck()
        mine = weighed[who] if weighed and who in weighed else _unweighed(readable)
        own = {c.id for c in readable.cards}
        per_learner = [len(readable.played), mine.unweighed, mine.failed]
        for theme in THEMES:
            cards = [c for c in mine.deck.cards if c.theme == theme]
            solved = sum(
                any(r.rating in ("good", "hard") for r in readable.reviews_of(c.id)) for c in cards
            )
            made = sum(c.id not in own for c in cards)
            out.append([handed.ids[who], who, theme, len(cards), solved, made, *per_learner])
    return out


def _unweighed(deck: Deck) -> MergeWeighing:
    """``deck`` as the file has it, with the count of its decisions not weighed under the
    current model (none weighed here)."""
    from moon_nb.course.teacher.merge_weighing import MergeWeighing
    from moon_nb.progress.judgement import model  # the players' model: only when asked for
    from moon_nb.review.weigher import to_weigh

    return MergeWeighing(deck, len(to_weigh(deck, model())))


PUZZLE_COLUMNS = ("student_id", "learner", "theme", "tried", "solved", "rating", "deviation")
"""``--puzzles``: one row per learner and puzzle theme they tried (`moon_nb.Puzzles`), and one
``overall``: the puzzles tried, those solved at the first try, and the Glicko-2 rating and its
deviation (`moon_nb.review.puzzles.puzzle_ratings`)."""


def by_puzzle_theme(handed: HandedIn) -> list[list[str | int]]:
    """Each learner's puzzle ratings, theme by theme, then overall."""
    out: list[list[str | int]] = []
    for who in sorted(handed.logs, key=str.casefold):
        deck = handed.logs[who].deck
        found = ratings(deck.tried if isinstance(deck, Deck) else ())
        for theme in sorted(found, key=lambda t: (t == OVERALL, t)):
            r = found[theme]
            out.append([handed.ids[who], who, theme, r.tried, r.solved, round(r.rating),
                        round(r.rd)])  # fmt: skip
    return out


def to_csv(header: Sequence[str], lines: Iterable[Sequence[str | int]]) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(header)
    writer.writerows(lines)
    return out.getvalue()


def totals(rows: Sequence[Row], files: dict[str, int]) -> list[list[str | int]]:
    """`TOTAL_COLUMNS`, one line per learner, in the table's order."""
    lines: list[list[str | int]] = []
    for who in dict.fromkeys(r.learner for r in rows):
        mine = [r for r in rows if r.learner == who]
        rs = [r.record for r in mine]
        lines.append(
            [
                mine[0].student_id,
                who,
                len(rs),
                sum(r.tried for r in mine),
                sum(r.right for r in rs),
                sum(r.first_try_right for r in rs),
                sum(r.solution_before_right for r in rs),
                sum(r.tries for r in rs),
                files.get(who, 1),
            ]
        )
    return lines


def by_exercise(rows: Sequence[Row]) -> list[list[str | int]]:
    """`EXERCISE_COLUMNS`, one line per exercise, in lesson and exercise order."""
    groups: dict[tuple[str, str], list[Row]] = {}
    for row in rows:
        groups.setdefault(row.record.key, []).append(row)
    lines: list[list[str | int]] = []
    for (lesson, exercise), here in sorted(groups.items()):
        tried = sum(r.tried for r in here)
        first = sum(r.record.first_try_right for r in here)
        rate: str | int = f"{first / tried:.3f}" if tried else ""
        title = here[0].record.title
        right = sum(r.record.right for r in here)
        tries = sum(r.record.tries for r in here)
        lines.append([lesson, exercise, title, len(here), tried, right, first, rate, tries])
    return lines


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
    tried = [r for r in rows if r.tried]
    if not tried:
        return "No answers in these files yet."
    learners = list(dict.fromkeys(r.learner for r in rows))
    lessons = sorted({r.record.lesson for r in rows})
    exercises = {r.record.key for r in rows}
    untried = len(exercises - {r.record.key for r in tried})
    lines = [
        f"{plural(len(learners), 'learner')}, {plural(len(lessons), 'lesson')}, "
        f"{plural(len(exercises), 'exercise')}"
        + (f" ({untried} tried by no one)." if untried else "."),
        "'right' counts answers right before the solution was shown, of every exercise.",
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
                ", ".join(sorted({r.record.lesson for r in tried if r.learner == who})),
            ]
        )
    header = ["learner", "right", "first try", "solution first", "tries", "lessons"]
    lines += _columns(header, body)
    lines.append("")
    body = []
    for lesson in lessons:
        here = [r for r in tried if r.record.lesson == lesson]
        body.append(
            [
                lesson,
                str(len({r.learner for r in here})),
                _share(sum(r.record.right for r in here), len(here)),
                _share(sum(r.record.first_try_right for r in here), len(here)),
            ]
        )
    lines += _columns(["lesson", "learners", "right", "first try"], body)
    missed = _missed_most(tried)
    if missed:
        lines += ["", "Missed most often at the first try (of those who tried it):"]
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
