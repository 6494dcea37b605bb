"""``python -m moon_nb``: commands for learners and teachers.

python -m moon_nb tutorials DIR [--force | --missing]   copy the tutorial notebooks into DIR
python -m moon_nb assignments COURSE_DIR [LESSON ...]    an nbgrader course of the exercises
python -m moon_nb grades COURSE_DIR --csv OUT    the course's grades from nbgrader, for an LMS
python -m moon_nb answer-key OUT.html [LESSON ...]    every exercise with its solution, one page
python -m moon_nb student-kit KIT_DIR [--python PY]    wheels students install from, offline
python -m moon_nb rules-summary OUT.html     write the rules on one printable page
python -m moon_nb progress FILE... [--csv OUT]   merge learners' progress files into tables

Each command lives in its own module, which gives its help (``HELP``, ``DESCRIPTION``), its
arguments (``add_arguments(parser)``) and what it does (``run(args) -> exit status``); this file
only lists them.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

COMMANDS: dict[str, str] = {
    "tutorials": "moon_nb.course.tutorials",
    "assignments": "moon_nb.course.teacher.assignments",
    "grades": "moon_nb.course.teacher.grades",
    "answer-key": "moon_nb.course.teacher.answer_key",
    "student-kit": "moon_nb.course.teacher.exchange",
    "rules-summary": "moon_nb.course.rules_summary",
    "progress": "moon_nb.course.teacher.progress",
}
"""Each command's name, and the module that carries it out."""


def parser() -> argparse.ArgumentParser:
    main = argparse.ArgumentParser(
        prog="python -m moon_nb", description="Play and learn the domino game Moon in Jupyter."
    )
    commands = main.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for name, module_name in COMMANDS.items():
        module = importlib.import_module(module_name)
        sub = commands.add_parser(name, help=module.HELP, description=module.DESCRIPTION)
        module.add_arguments(sub)
        sub.set_defaults(run=module.run)
    return main


def main(argv: Sequence[str] | None = None) -> int:
    args = parser().parse_args(argv)
    status: int = args.run(args)
    return status


if __name__ == "__main__":
    sys.exit(main())
