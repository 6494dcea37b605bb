"""What the progress file's commands and notes say to the learner, in the language of the moment:
the replies of `reset_progress`, `set_learner` and `this_lesson`, and the notes a session prints
once when its progress file cannot be used (`moon_nb.progress.store.Session`).

Each is a whole sentence of the catalog; a count is said with its own noun's plural, and the
"in … lessons" beside a count of exercises is said by its own message so that a language may
inflect it (Hungarian "2 leckében").
"""

from __future__ import annotations

import errno
from pathlib import Path

from moon_nb.speech import N_, Verbatim, _, ngettext

MAX_NAME = 80
"""The longest name a learner or a lesson may be given, in characters."""


def in_lessons(lessons: int) -> str:
    """``"in 2 lessons"``: where the exercises counted beside it were answered."""
    # TRANSLATORS: said after a count of exercises: "your answers to 2 exercises in 1 lesson".
    return ngettext("in {n} lesson", "in {n} lessons", lessons)


def answers_to(exercises: int, lessons: int) -> str:
    """``"your answers to 2 exercises in 1 lesson"``."""
    # TRANSLATORS: {lessons} is "in 1 lesson" or "in 2 lessons".
    return ngettext(
        "your answers to {n} exercise {lessons}",
        "your answers to {n} exercises {lessons}",
        exercises,
        lessons=in_lessons(lessons),
    )


# --- the notes of a session whose file cannot be used ----------------------------------------


def in_page_only() -> str:
    """The browser cannot keep the progress file: it lasts as long as the page."""
    return _(
        "This page cannot keep files in your browser (a course site does that only when it is "
        "served over https or from this computer): your progress lasts until the page is closed "
        "or reloaded."
    )


_OS_REASONS = {
    errno.EACCES: N_("you may not write or read there"),
    errno.EPERM: N_("you may not write or read there"),
    errno.EROFS: N_("the disk cannot be written"),
    errno.ENOSPC: N_("the disk is full"),
    errno.ENOENT: N_("the folder is not there"),
    errno.ENOTDIR: N_("a part of its path is a file, not a folder"),
    errno.EISDIR: N_("it is a folder, not a file"),
}
"""The file system's refusals a learner meets with a progress file, in words of the game's
catalog (the system's own words are its language's, not the learner's)."""


def os_reason(error: OSError) -> str:
    """Why the file system refused, in the learner's language, with the system's own words
    beside it as it gave them (``"you may not write or read there — the system: Permission
    denied"``): the learner reads the one, a helper searches for the other."""
    detail = Verbatim(error.strerror or type(error).__name__)
    said = _OS_REASONS.get(error.errno or 0)
    if said is None:
        # TRANSLATORS: {detail} is the operating system's own message, kept as it is.
        return _("the system says: {detail}", detail=detail)
    # TRANSLATORS: {reason} says why in words; {detail} is the operating system's own message.
    return _("{reason} — the system: {detail}", reason=_(said), detail=detail)


def unwritable(path: Path, error: OSError, reading: bool, env: str, elsewhere: str) -> str:
    """The progress file's folder cannot be written (or read): what happens and how to fix it."""
    here = path.parent == Path.cwd()
    # The reason in the learner's words, the system's beside it; the folder's name and the
    # Python to copy are the same in every language.
    reason = os_reason(error)
    folder = Verbatim(str(path.parent))
    if reading and here:
        first = _(
            "Your progress cannot be read in this folder ({reason}): this session's progress is "
            "kept in memory only.",
            reason=reason,
        )
    elif reading:
        first = _(
            "Your progress cannot be read in {folder} ({reason}): this session's progress is "
            "kept in memory only.",
            folder=folder,
            reason=reason,
        )
    elif here:
        first = _(
            "Your progress cannot be saved in this folder ({reason}): this session's progress "
            "is kept in memory only.",
            reason=reason,
        )
    else:
        first = _(
            "Your progress cannot be saved in {folder} ({reason}): this session's progress is "
            "kept in memory only.",
            folder=folder,
            reason=reason,
        )
    code = f'import os; os.environ["{env}"] = "{elsewhere}"'
    start = f"{env}={elsewhere}"
    # TRANSLATORS: {code} is Python the learner may copy into a notebook, kept as it is;
    # {start} is how to start Jupyter with the file named ("MOON_NB_PROGRESS=~/moon-progress.json").
    fix = _(
        "To keep it, make the folder writable, or name a file in a folder you may write, in this "
        "notebook: {code} (or start Jupyter with {start}). Your next answer then saves every "
        "answer of this session.",
        code=Verbatim(code),
        start=Verbatim(start),
    )
    return f"{first} {fix}"


def not_saved(error: Exception) -> str:
    """Saving failed for a reason no learner can fix: the progress stays in memory."""
    said = f"{error!r:.80}"
    return _("Your progress could not be saved ({error}).", error=said)


def saved_at_last(path: Path, answers: int) -> str:
    """A write succeeded after others failed: the session's answers are all in the file now."""
    return ngettext(
        "Your progress is saved now, in {path}: this session's {n} answer, kept in memory until "
        "now, is in it.",
        "Your progress is saved now, in {path}: this session's {n} answers, kept in memory until "
        "now, are in it.",
        answers,
        path=str(path),
    )


def other_version(path: Path, other: object, version: int) -> str:
    """The file was written by a moon_nb whose format this one cannot read."""
    # TRANSLATORS: {other} is "format version 3".
    return _(
        "{file} was written by another version of moon_nb ({other}; this one reads versions 1 "
        "and {version}): it is left as it is, and this session's progress is kept in memory only.",
        file=path.name,
        other=str(other),
        version=version,
    )


def unreadable_stuck(path: Path, why: object) -> str:
    """The file cannot be read, nor moved aside."""
    return _(
        "{file} is not a progress file moon_nb can read ({why}) and cannot be moved aside: it "
        "is left as it is, and this session's progress is kept in memory only.",
        file=path.name,
        why=str(why),
    )


def unreadable_aside(path: Path, why: object, aside: Path) -> str:
    """The file could not be read: it was renamed aside and a new one is begun."""
    return _(
        "{file} could not be read ({why}): it is kept as {aside}, and your progress is saved in "
        "a new {file}.",
        file=path.name,
        why=str(why),
        aside=aside.name,
    )


def deck_kept(path: Path, why: str, aside: Path) -> str:
    """The file's review deck cannot be read: it is kept as it is, with a copy beside."""
    return _(
        "The review deck in {file} could not be read ({why}): it is kept as it is, with a copy "
        "of the file in {aside}, and this session's review cards are kept in memory only. Your "
        "other progress is saved.",
        file=path.name,
        why=why,
        aside=aside.name,
    )


# --- the replies of the notebook's commands ---------------------------------------------------


def nothing_to_erase(file: str) -> str:
    """`reset_progress` finds no answer anywhere."""
    return _("There is no progress to erase (in {file} or this session).", file=file)


def would_erase(file: str, exercises: int, lessons: int) -> str:
    """`reset_progress()` without ``confirm``: what it would erase."""
    return _(
        "This would erase {answers}, saved in {file}. To do it, run reset_progress(confirm=True).",
        answers=answers_to(exercises, lessons),
        file=file,
    )


def erased(file: str, exercises: int, lessons: int) -> str:
    """`reset_progress(confirm=True)` erased the file's answers."""
    return _(
        "Your progress is reset: {answers} are erased from {file}. New answers count from now.",
        answers=answers_to(exercises, lessons),
        file=file,
    )


def reset_in_memory(exercises: int, lessons: int, note: str) -> str:
    """The file could not be used: only this session's answers were erased (``note`` says
    why)."""
    reset = _(
        "This session's progress is reset ({answers}).", answers=answers_to(exercises, lessons)
    )
    return f"{reset} {note}"


def name_refused() -> str:
    """`set_learner` was given no name, or more than one line."""
    return _(
        "Your name is one line of text (at most {n} characters), such as "
        'set_learner("Ana Lima"): nothing was changed.',
        n=MAX_NAME,
    )


def name_in_memory(note: str) -> str:
    """The name is kept, but only for this session (``note`` says why)."""
    kept = _("Your name is kept for this session only.")
    return f"{kept} {note}"


def name_saved(file: str, name: str) -> str:
    """The learner's name is in the progress file now."""
    # TRANSLATORS: {name} is the name the learner typed, as typed.
    return _("Your progress in {file} is now saved as {name}'s.", file=file, name=name)


def lesson_refused() -> str:
    """`this_lesson` was given no name, or more than one line."""
    return _(
        "A lesson's name is one line of text (at most {n} characters), such as "
        'this_lesson("homework-3"): nothing was changed.',
        n=MAX_NAME,
    )


def lesson_counted(name: str) -> str:
    """The answers from now on count for the lesson ``name``."""
    return _("Your answers in this notebook count for the lesson {name}.", name=repr(name))
