"""The tutorial notebooks that come with moon_nb, and copying them to where a learner works:
``python -m moon_nb tutorials DIR [--lang hu]``.

The English tutorials are the folder's notebooks; each language they are translated into has
a folder of its own beside them, named by its code (``notebooks/hu/``), holding the same
notebooks said in that language (built by ``tutorials/build.py --lang hu``).

An installed wheel carries them in ``moon_nb/notebooks/`` (put there when the wheel is built,
by ``hatch_build.py``); in a source checkout, such as an editable install, they are the
repository's ``notebooks/``.

A copy is the tutorial with one change: its ``metadata.language_info`` is what this Python's
kernel (ipykernel) reports. JupyterLab writes the kernel's language info into a notebook as
soon as the kernel starts, so a tutorial saved with a shorter one (as the tutorials are: it
names the Python version of the machine that ran them) shows as modified the moment it is
opened, before the learner has done anything.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

from moon_nb.course.os_errors import in_words
from moon_nb.speech import _, languages, listing, spoken
from moon_nb.speech.tongue import asked

PACKAGED = Path(__file__).resolve().parent.parent / "notebooks"
CHECKOUT = Path(__file__).resolve().parent.parent.parent


def _home() -> Path:
    """The folder of the English tutorials: the wheel's, else the checkout's."""
    if not any(PACKAGED.glob("*.ipynb")) and (CHECKOUT / "pyproject.toml").is_file():
        return CHECKOUT / "notebooks"
    return PACKAGED


def tutorial_notebooks(lang: str = "en") -> list[Path]:
    """The tutorial notebooks in ``lang``, in their order (``00-learn-by-playing.ipynb``
    first)."""
    home = _home()
    found = sorted((home if lang == "en" else home / lang).glob("*.ipynb"))
    if not found:
        raise FileNotFoundError(
            f"the tutorial notebooks are not installed with moon_nb (looked in {home})"
        )
    return found


def tutorial_languages() -> list[str]:
    """The codes of the languages the tutorials are in: English, then each translation's."""
    home = _home()
    return ["en"] + [c for c in languages() if c != "en" and any((home / c).glob("*.ipynb"))]


def default_language() -> str:
    """The language a learner gets without asking: the one their environment asks for (as
    moon_nb reads it: ``LANGUAGE``, ``LC_ALL``, ``LANG``…) when the tutorials are in it, else
    English."""
    wanted = asked()
    return wanted if wanted in tutorial_languages() else "en"


class NotTranslated(ValueError):
    """Tutorials asked for in a language moon_nb speaks but they are not translated into yet:
    nothing was copied."""

    def __init__(self, lang: str) -> None:
        self.lang = lang
        names = languages()
        there = listing([f"{names[c]} ({c})" for c in tutorial_languages()])
        asked = f"{names[lang]} ({lang})"
        # TRANSLATORS: {language} is a language's own name and code, "suomi (fi)"; {languages}
        # lists those the tutorials are in, "English (en), magyar (hu)".
        super().__init__(
            _(
                "The tutorials are not translated into {language} yet: they are in {languages}.",
                language=asked,
                languages=there,
            )
        )


class TutorialsThere(FileExistsError):
    """Tutorials already in the folder they were to be copied into: nothing was copied. Says
    how to go on in Python's words; the command says it in its own (`run`)."""

    def __init__(self, folder: Path, names: list[str]) -> None:
        self.folder, self.names = folder, names
        super().__init__(
            self.said("overwrite=True replaces them, missing_only=True copies only the others")
        )

    def said(self, how: str) -> str:
        """The sentence, ending with ``how`` to go on."""
        return f"{self.folder} already has {', '.join(self.names)}: nothing was copied ({how})"


def copy_tutorials(
    dest: Path | str, overwrite: bool = False, missing_only: bool = False, lang: str = "en"
) -> list[Path]:
    """Copy every tutorial notebook in ``lang`` into the folder ``dest`` (made if missing) and
    return the copies. A learner's notebook is never replaced by surprise: when any of them is
    already there, nothing is copied unless ``overwrite``; ``missing_only`` copies those not
    there yet and leaves the others as they are. A language moon_nb does not speak is refused
    naming the six (ValueError); one the tutorials are not translated into, `NotTranslated`."""
    lang = spoken(lang)
    if lang not in tutorial_languages():
        raise NotTranslated(lang)
    dest = Path(dest)
    if dest.exists() and not dest.is_dir():
        raise NotADirectoryError(f"{dest} is a file, not a folder: nothing was copied")
    sources = tutorial_notebooks(lang)
    targets = [dest / source.name for source in sources]
    existing = [target.name for target in targets if target.exists()]
    if existing and not (overwrite or missing_only):
        raise TutorialsThere(dest, existing)
    dest.mkdir(parents=True, exist_ok=True)
    language = kernel_language()
    copied = []
    for source, target in zip(sources, targets, strict=True):
        if target.name in existing and not overwrite:
            continue
        _copy(source, target, language)
        copied.append(target)
    return copied


_LANGUAGE = (
    "import json; from ipykernel.ipkernel import IPythonKernel as K; "
    "print(json.dumps(K.language_info))"
)


def kernel_language() -> dict[str, Any] | None:
    """The language info this Python's kernel reports (ipykernel's), or None without
    ipykernel. Asked of a fresh interpreter: importing ipykernel's kernel here would replace
    the comm machinery of this process (its widgets would stop talking)."""
    if importlib.util.find_spec("ipykernel") is None:
        return None
    try:
        found = subprocess.run(
            [sys.executable, "-c", _LANGUAGE], capture_output=True, text=True, timeout=120
        )
        info = json.loads(found.stdout) if found.returncode == 0 else None
    except (OSError, subprocess.SubprocessError, ValueError):
        return None
    return info if isinstance(info, dict) else None


def _copy(source: Path, target: Path, language: dict[str, Any] | None) -> None:
    if language is None:
        shutil.copyfile(source, target)
        return
    notebook = json.loads(source.read_text(encoding="utf-8"))
    notebook["metadata"]["language_info"] = language
    # As nbformat writes a notebook, so the copy differs from the tutorial in that one place.
    text = json.dumps(notebook, indent=1, sort_keys=True, ensure_ascii=False) + "\n"
    target.write_text(text, encoding="utf-8")


# --- the command: python -m moon_nb tutorials DIR [--lang CODE] [--force | --missing] --------

HELP = "copy the tutorial notebooks into a folder"
DESCRIPTION = "Copy the tutorial notebooks into DIR, to open them in Jupyter."


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("dir", type=Path, metavar="DIR", help="the folder (made if missing)")
    choice = parser.add_mutually_exclusive_group()
    choice.add_argument(
        "--force", action="store_true", help="replace tutorial notebooks already in DIR"
    )
    choice.add_argument(
        "--missing",
        action="store_true",
        help="copy only the tutorials DIR does not have yet (those there are kept as they are)",
    )
    parser.add_argument(
        "--lang",
        metavar="CODE",
        help="the tutorials' language: en hu hy fi mr lo (default: the learner's, from LANGUAGE, "
        "LC_ALL or LANG, when the tutorials are in it; else English)",
    )
    parser.add_argument(
        "--print-language",
        action="store_true",
        help="only print the code of the language --lang chooses (for scripts/lab.sh)",
    )
    parser.add_argument(
        "--no-open-command",
        action="store_true",
        help="leave out the last line, the command that opens notebook 0 (for a script that "
        "opens JupyterLab itself, as scripts/lab.sh does)",
    )


def run(args: argparse.Namespace) -> int:
    try:
        lang = default_language() if args.lang is None else spoken(args.lang)
        if args.print_language:
            if lang not in tutorial_languages():
                raise NotTranslated(lang)
            print(lang)
            return 0
        copied = copy_tutorials(
            args.dir, overwrite=args.force, missing_only=args.missing, lang=lang
        )
    except ValueError as refused:  # a language not spoken, or not translated into
        print(f"python -m moon_nb tutorials: {refused}", file=sys.stderr)
        return 1
    except TutorialsThere as there:
        said = there.said("--force replaces them, --missing copies only the missing ones")
        print(f"python -m moon_nb tutorials: {said}", file=sys.stderr)
        return 1
    except OSError as error:
        print(f"python -m moon_nb tutorials: {in_words(error)}", file=sys.stderr)
        return 1
    if not copied:
        print(f"{args.dir} has every tutorial already: nothing was copied.")
        return 0
    n = len(copied)
    print(f"Copied {n} tutorial notebook{'s' * (n != 1)} into {args.dir}:")
    for path in copied:
        print(f"  {path.name}")
    if not args.no_open_command:
        print(open_first(Path(args.dir)))
    return 0


def open_first(folder: Path) -> str:
    """The sentence that says how to open the first tutorial in ``folder`` (notebook 0, which
    is where a learner starts, whichever were copied this time): with JupyterLab's command as
    this machine needs it (``--allow-root`` as root), or how to install JupyterLab first."""
    first = folder / tutorial_notebooks()[0].name
    command = f"jupyter lab {first}" + (" --allow-root" if is_root() else "")
    if importlib.util.find_spec("jupyterlab") is None:
        return (
            f"JupyterLab is not installed: pip install 'moon_nb[lab]', then open the first "
            f"with: {command}"
        )
    return f"Open the first with: {command}"


def is_root() -> bool:
    """Running as root (a container, say), where JupyterLab refuses to start without
    ``--allow-root``."""
    return hasattr(os, "geteuid") and os.geteuid() == 0
