"""What the commands of ``python -m moon_nb`` share (`moon_nb.__main__`): a command's work done
and timed, or refused in one sentence of the library's (`moon_nb.course.os_errors`); and, for a
command that writes one page (``answer-key``, ``rules-summary``), its ``OUT.html`` and
``--force`` and the checks made before any work is done for the page."""

from __future__ import annotations

import argparse
import errno
import os
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Generic, TypeVar

from moon_nb.course.os_errors import in_words

T = TypeVar("T")


@dataclass(frozen=True)
class Done(Generic[T]):
    """A command's work, done: what it gave, and how many seconds it took."""

    value: T
    seconds: float


def carried_out(command: str, work: Callable[[], T], *refusals: type[Exception]) -> Done[T] | None:
    """``work`` done for ``python -m moon_nb COMMAND`` and timed; or None, once the command has
    said on stderr in one sentence why it could not: a file system's refusal (in words that
    name the file, `in_words`), a ValueError (the library's own sentence), or one of
    ``refusals`` (a lesson that is not there, say). Any other error is a fault, and rises."""
    refused: tuple[type[Exception], ...] = (OSError, ValueError, *refusals)
    started = time.perf_counter()
    try:
        value = work()
    except refused as error:
        print(f"python -m moon_nb {command}: {in_words(error)}", file=sys.stderr)
        return None
    return Done(value, time.perf_counter() - started)


def add_page_arguments(parser: argparse.ArgumentParser) -> None:
    """A page command's ``OUT.html`` (the page to write) and ``--force`` (to replace it)."""
    parser.add_argument("out", type=Path, metavar="OUT.html", help="the page to write")
    parser.add_argument("--force", action="store_true", help="replace OUT.html if it is there")


def check_page(out: Path, force: bool) -> None:
    """Refuses, with an OSError that names it, a page ``out`` that cannot or may not be
    written: a folder, a file already there (unless ``force``), or a page in a folder that is
    not there — before the command does any work for it (the answer key solves every
    exercise first)."""
    if out.is_dir():
        raise IsADirectoryError(
            f"{out} is a folder: name the page to write, like {out / 'page.html'}"
        )
    if out.exists() and not force:
        raise FileExistsError(f"{out} is already there: nothing was written (--force)")
    if not out.parent.is_dir():
        raise FileNotFoundError(errno.ENOENT, os.strerror(errno.ENOENT), str(out))


__all__ = ["Done", "add_page_arguments", "carried_out", "check_page"]
