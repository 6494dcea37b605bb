"""``python -m moon_nb``: commands for learners and teachers.

python -m moon_nb tutorials DIR [--force]    copy the tutorial notebooks into DIR
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from moon_nb.course.tutorials import copy_tutorials


def parser() -> argparse.ArgumentParser:
    main = argparse.ArgumentParser(
        prog="python -m moon_nb", description="Play and learn the domino game Moon in Jupyter."
    )
    commands = main.add_subparsers(dest="command", required=True, metavar="COMMAND")
    tutorials = commands.add_parser(
        "tutorials",
        help="copy the tutorial notebooks into a folder",
        description="Copy the tutorial notebooks into DIR, to open them in Jupyter.",
    )
    tutorials.add_argument("dir", type=Path, metavar="DIR", help="the folder (made if missing)")
    tutorials.add_argument(
        "--force", action="store_true", help="replace tutorial notebooks already in DIR"
    )
    return main


def main(argv: Sequence[str] | None = None) -> int:
    args = parser().parse_args(argv)
    try:
        copied = copy_tutorials(args.dir, overwrite=args.force)
    except OSError as error:
        print(f"python -m moon_nb tutorials: {error}", file=sys.stderr)
        return 1
    print(f"Copied {len(copied)} tutorial notebooks into {args.dir}:")
    for path in copied:
        print(f"  {path.name}")
    print(f"Open the first with: jupyter lab {copied[0]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
