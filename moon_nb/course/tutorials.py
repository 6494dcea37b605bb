"""The tutorial notebooks that come with moon_nb, and copying them to where a learner works:
``python -m moon_nb tutorials DIR``.

An installed wheel carries them in ``moon_nb/notebooks/`` (put there when the wheel is built,
by ``hatch_build.py``); in a source checkout, such as an editable install, they are the
repository's ``notebooks/``.
"""

from __future__ import annotations

import argparse
import shutil
import sys
from pathlib import Path

PACKAGED = Path(__file__).resolve().parent.parent / "notebooks"
CHECKOUT = Path(__file__).resolve().parent.parent.parent


def tutorial_notebooks() -> list[Path]:
    """The tutorial notebooks, in their order (``01-quick-start.ipynb`` first)."""
    found = sorted(PACKAGED.glob("*.ipynb"))
    if not found and (CHECKOUT / "pyproject.toml").is_file():
        found = sorted((CHECKOUT / "notebooks").glob("*.ipynb"))
    if not found:
        raise FileNotFoundError(
            f"the tutorial notebooks are not installed with moon_nb (looked in {PACKAGED})"
        )
    return found


def copy_tutorials(dest: Path | str, overwrite: bool = False) -> list[Path]:
    """Copy every tutorial notebook into the folder ``dest`` (made if missing) and return the
    copies. A learner's notebook is never replaced by surprise: when any of them is already
    there, nothing is copied unless ``overwrite``."""
    dest = Path(dest)
    if dest.exists() and not dest.is_dir():
        raise NotADirectoryError(f"{dest} is a file, not a folder: nothing was copied")
    sources = tutorial_notebooks()
    targets = [dest / source.name for source in sources]
    existing = [target.name for target in targets if target.exists()]
    if existing and not overwrite:
        raise FileExistsError(
            f"{dest} already has {', '.join(existing)}: nothing was copied "
            "(--force, or overwrite=True, replaces them)"
        )
    dest.mkdir(parents=True, exist_ok=True)
    for source, target in zip(sources, targets, strict=True):
        shutil.copyfile(source, target)
    return targets


# --- the command: python -m moon_nb tutorials DIR [--force] ---------------------------------

HELP = "copy the tutorial notebooks into a folder"
DESCRIPTION = "Copy the tutorial notebooks into DIR, to open them in Jupyter."


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("dir", type=Path, metavar="DIR", help="the folder (made if missing)")
    parser.add_argument(
        "--force", action="store_true", help="replace tutorial notebooks already in DIR"
    )


def run(args: argparse.Namespace) -> int:
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
