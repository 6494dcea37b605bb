"""The ``nbgrader_config.py`` that ``python -m moon_nb assignments`` writes into a course folder,
and how it treats one already there: a teacher's edited config is never overwritten.

The file moon_nb writes is `CONFIG` filled in with the course's settings (`Settings`). One
already there is moon_nb's own, unedited, when it is exactly `CONFIG` filled in with the
settings it holds: that one ``--force`` replaces. Any other is the teacher's: it is kept, and
the course id (and the exchange folder, when one is asked for) is added at its end when it sets
none — nbgrader's ``release_assignment`` refuses to run without a course id. A setting it
already has is left as the teacher wrote it, and the sentence returned says so.

A course with an exchange folder of its own also gets a config for its students
(`students_config`): nbgrader's ``fetch_assignment`` and ``submit`` read the exchange folder
from the student's own config, never from the teacher's.
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass
from pathlib import Path

from moon_nb.course.teacher.exchange import default_exchange

STUB = "answer = ...  # your answer: replace ... with it"
"""What each answer cell holds in the released notebook."""

CONFIG = '''\
"""nbgrader settings for the Moon exercises (written by python -m moon_nb assignments)."""

c = get_config()  # noqa: F821 (nbgrader provides it)

# Grading runs each notebook again: a cell that runs longer than this many seconds is
# stopped and counts as an error (an answer that never ends earns nothing), and grading
# goes on with the next cell.
c.Execute.timeout = {timeout}
c.Execute.interrupt_on_timeout = True

# The released notebook's answer cells, where a student writes their answer.
c.ClearSolutions.code_stub = {{"python": {stub!r}}}

# The feedback a student gets (generate_feedback): their answers, the points, and the engine's
# words on each answer; the tests' hidden part is taken out (nbgrader shows it otherwise).
from nbconvert.preprocessors import CSSHTMLHeaderPreprocessor  # noqa: E402
from nbgrader.preprocessors import ClearHiddenTests, GetGrades  # noqa: E402

c.GenerateFeedback.preprocessors = [ClearHiddenTests, GetGrades, CSSHTMLHeaderPreprocessor]
{course}'''

COURSE_ID = """
# The course's id: release_assignment, fetch_assignment, submit and collect file the
# assignments under it in the exchange folder.
c.CourseDirectory.course_id = {course_id!r}
"""

EXCHANGE = """
# The exchange folder that release_assignment, fetch_assignment, submit and collect share
# ({default}).
c.Exchange.root = {exchange!r}
"""

DEFAULT_SAID = r"^# \((.+)\)\.\nc\.Exchange\.root = "
"""The comment above the exchange folder, which names nbgrader's default as it was read when the
config was written."""

STUDENTS = '''\
"""nbgrader settings for a student of the course {course_id!r} (written by python -m moon_nb
assignments). Save this file as ~/.jupyter/nbgrader_config.py: nbgrader fetch_assignment and
nbgrader submit (and JupyterLab's Assignments tab) then find the course's exchange folder."""

c = get_config()  # noqa: F821 (nbgrader provides it)

# The exchange folder your teacher releases the assignments into, and you submit them to.
c.Exchange.root = {exchange!r}
'''

SETTING = r"^c\.{name}\s*=\s*(.+?)\s*$"


@dataclass(frozen=True)
class Settings:
    """What the config sets: the grading timeout (seconds), the course id, and the exchange
    folder (None: nbgrader's default)."""

    timeout: int
    course_id: str
    exchange: str | None = None

    def text(self, default: str = "") -> str:
        """The config moon_nb writes for these settings; ``default`` is what the comment on
        the exchange folder says of nbgrader's own (`default_said`)."""
        course = COURSE_ID.format(course_id=self.course_id)
        if self.exchange is not None:
            course += EXCHANGE.format(exchange=self.exchange, default=default)
        return CONFIG.format(timeout=self.timeout, stub=STUB, course=course)


def default_said() -> str:
    """What the config's comment says of nbgrader's default exchange folder: read from the
    nbgrader installed here."""
    found = default_exchange()
    if found is None:
        return "without it, nbgrader's default; nbgrader is not installed here to say which"
    return f"nbgrader's default is {found}"


def students_config(course_id: str, exchange: str) -> str:
    """The config a student saves as ``~/.jupyter/nbgrader_config.py`` to fetch and submit the
    assignments of a course whose exchange folder is ``exchange``."""
    return STUDENTS.format(course_id=course_id, exchange=exchange)


@dataclass(frozen=True)
class Outcome:
    """What became of the config: written (new or replacing moon_nb's own), merged into the
    teacher's, or kept as it was; and a sentence that says so."""

    path: Path
    written: bool
    said: str
    course_id: str | None
    """The course id the config sets now (None: a teacher's config whose course id is not a
    plain string)."""
    exchange: str | None = None
    """The exchange folder the config sets now (None: nbgrader's default, or not a plain
    string)."""


def _value(text: str, name: str) -> object | None:
    """The value a config's line ``c.<name> = <literal>`` sets (None: no such line, or not a
    plain literal)."""
    found = re.findall(SETTING.format(name=re.escape(name)), text, flags=re.MULTILINE)
    if not found:
        return None
    try:
        value: object = ast.literal_eval(found[-1])
        return value
    except (ValueError, SyntaxError):
        return None


def _ours(text: str) -> bool:
    """Whether ``text`` is a config moon_nb wrote, unedited."""
    timeout = _value(text, "Execute.timeout")
    course_id = _value(text, "CourseDirectory.course_id")
    exchange = _value(text, "Exchange.root")
    if not isinstance(timeout, int) or not isinstance(course_id, str):
        return False
    if exchange is not None and not isinstance(exchange, str):
        return False
    # The comment names nbgrader's default as read when it was written, which another
    # nbgrader (or an older moon_nb) may have read otherwise.
    said = re.search(DEFAULT_SAID, text, flags=re.MULTILINE)
    return Settings(timeout, course_id, exchange).text(said.group(1) if said else "") == text


def settle(path: Path, wanted: Settings, force: bool) -> Outcome:
    """Write, replace, merge into or keep the config at ``path`` (see the module docstring).
    Raises OSError when it cannot be read or written."""
    named = f"course id {wanted.course_id!r}"
    new = wanted.text(default_said() if wanted.exchange is not None else "")
    ours = (wanted.course_id, wanted.exchange)
    if not path.exists():
        path.write_text(new, "utf-8")
        return Outcome(path, True, f"nbgrader_config.py, {named}", *ours)
    text = path.read_text("utf-8")
    if text == new:
        return Outcome(path, False, f"nbgrader_config.py, {named}, as it was", *ours)
    if _ours(text):
        if force:
            path.write_text(new, "utf-8")
            return Outcome(path, True, f"nbgrader_config.py replaced, {named}", *ours)
        kept = str(_value(text, "CourseDirectory.course_id"))
        return Outcome(
            path,
            False,
            f"nbgrader_config.py was already there (moon_nb's own, course id {kept!r}) and is "
            "kept: --force replaces it",
            kept,
            _plain(_value(text, "Exchange.root")),
        )
    return _merge(path, text, wanted)


def _plain(value: object) -> str | None:
    return value if isinstance(value, str) else None


def _merge(path: Path, text: str, wanted: Settings) -> Outcome:
    """The teacher's own config: kept, with what it lacks added at its end."""
    added, differing = [], []
    course_id = _value(text, "CourseDirectory.course_id")
    if course_id is None:
        added.append(COURSE_ID.format(course_id=wanted.course_id))
    elif course_id != wanted.course_id:
        differing.append(f"its course id is {course_id!r}, not {wanted.course_id!r}")
    exchange = _value(text, "Exchange.root")
    if wanted.exchange is not None:
        if exchange is None:
            added.append(EXCHANGE.format(exchange=wanted.exchange, default=default_said()))
            exchange = wanted.exchange
        elif exchange != wanted.exchange:
            differing.append(f"its exchange folder is {exchange!r}, not {wanted.exchange!r}")
    said = "nbgrader_config.py is yours and is kept (never overwritten, even with --force)"
    if added:
        path.write_text(text.rstrip("\n") + "\n" + "".join(added), "utf-8")
        said += f"; {_added(course_id is None, len(added))} added at its end"
    if differing:
        said += "; " + " and ".join(differing) + ": edit it there to change it"
    now = wanted.course_id if course_id is None else course_id
    return Outcome(path, bool(added), said, _plain(now), _plain(exchange))


def _added(course_id: bool, count: int) -> str:
    if course_id and count == 2:
        return "the course id and the exchange folder were"
    return "the course id was" if course_id else "the exchange folder was"


def course_id_of(folder: Path) -> str:
    """A course id made from a folder's name: its letters and digits, other characters as
    ``-`` (``Moon club 2026`` is ``Moon-club-2026``)."""
    name = re.sub(r"[^A-Za-z0-9_-]+", "-", folder.resolve().name).strip("-_")
    return name or "moon"


__all__ = [
    "CONFIG",
    "STUB",
    "Outcome",
    "Settings",
    "course_id_of",
    "default_said",
    "settle",
    "students_config",
]
