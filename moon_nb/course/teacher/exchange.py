"""nbgrader's exchange, the folder where a course's assignments are released, fetched, submitted
and collected — as nbgrader itself reads it, never written down here: its default folder
(which an nbgrader version may change: 0.9.6's is ``/usr/local/share/nbgrader/exchange``) and
the assignments a course has released into it. Both import nbgrader (a few seconds), so each
is asked only where it is needed.

And how a student reaches it from an account of their own: ``python -m moon_nb student-kit
KIT_DIR`` (`build_kit`) writes a folder for the students — moon_nb's wheel and every wheel it
and nbgrader need, resolved for the Python the students' accounts run (``--python``), with
``requirements.txt`` and ``install.sh``, and ``env/``, one environment installed from those
wheels with that Python, which every student of this machine activates
(``source KIT_DIR/env/bin/activate``); every file readable by all. A student on another machine
(a laptop) runs ``bash KIT_DIR/install.sh`` there instead: an environment of their own,
``~/moon-env``, installed from the wheels with no network. The teacher's own environment is
never used by a student: it is in the teacher's home, which another account cannot read, and
its Python may be one no other account can run.
"""

from __future__ import annotations

import argparse
import importlib.metadata
import importlib.util
import os
import shlex
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

from moon_nb.course.command import carried_out


def default_exchange() -> str | None:
    """The exchange folder nbgrader uses when no config names one (its ``Exchange.root``
    default), or None when nbgrader is not installed here."""
    try:
        from nbgrader.exchange.default.exchange import Exchange
    except ImportError:
        return None
    return str(Exchange.class_traits()["root"].default_value)


def released_assignments(course: Path) -> frozenset[str] | None:
    """The assignments the course in the folder ``course`` has released (``nbgrader
    release_assignment``), as ``nbgrader list`` run there sees them: with the course's config
    and the teacher's (its course id and exchange folder). None when that cannot be known:
    nbgrader is not installed, or the exchange cannot be read (a course handed out without
    it, collected with ``zip_collect``, say)."""
    try:
        from nbgrader.apps.listapp import ListApp
        from nbgrader.auth import Authenticator
        from nbgrader.exchange import ExchangeError, ExchangeFactory
    except ImportError:
        return None
    here = Path.cwd()
    # nbgrader reads the course's nbgrader_config.py from the folder it runs in.
    os.chdir(course)
    app = ListApp()
    quiet = app.log.disabled
    # What nbgrader would log ("Unwritable directory": no exchange) is said by the caller.
    app.log.disabled = True
    try:
        app.initialize([])
        lister = ExchangeFactory(parent=app).List(
            coursedir=app.coursedir, authenticator=Authenticator(parent=app), parent=app
        )
        found = lister.start()
    except (ExchangeError, OSError):
        return None
    finally:
        app.log.disabled = quiet
        os.chdir(here)
    return frozenset(str(info["assignment_id"]) for info in found)


# --- the students' kit ----------------------------------------------------------------------

INSTALL = """\
#!/bin/sh
# Installs moon_nb and nbgrader for one student, on their own account (written by
# python -m moon_nb student-kit): a Python environment of their own, ~/moon-env (or the folder
# named as the first argument), from the wheels beside this file, with no network.
set -eu
kit=$(cd "$(dirname "$0")" && pwd)
env=${{1:-"$HOME/moon-env"}}
{python} -m venv "$env"
"$env/bin/pip" install --quiet --no-index --find-links "$kit/wheels" -r "$kit/requirements.txt"
echo "moon_nb and nbgrader are installed in $env. In each new terminal: source $env/bin/activate"
"""


@dataclass(frozen=True)
class Kit:
    """What `build_kit` wrote: the folder, its wheels, and the Python the students run."""

    folder: Path
    wheels: int
    python: str
    version: str
    """The students' Python's version (``3.11.2``): the wheels are for it."""


def source_folder() -> Path:
    """The clone moon_nb runs from (its ``pyproject.toml`` beside the package); a moon_nb
    installed from a wheel has no source to build the students' wheel from, and is refused
    in words."""
    root = Path(__file__).resolve().parents[3]
    if not (root / "pyproject.toml").is_file():
        raise ValueError(
            f"moon_nb runs from {root}, not from a clone: run this command with the clone's "
            "environment (CLONE/.venv/bin/python -m moon_nb student-kit ...)"
        )
    return root


def _run(command: list[str], what: str, env: dict[str, str] | None = None) -> str:
    """Run ``command``, by default with this environment less ``PYTHONPATH`` (the students'
    Python is another, whose own packages are the ones to see); its output, or ValueError
    with what it said."""
    if env is None:
        env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    done = subprocess.run(command, capture_output=True, text=True, env=env)
    if done.returncode != 0:
        raise ValueError(f"{what} failed:\n{(done.stderr or done.stdout).strip()[-2000:]}")
    return done.stdout


def build_kit(folder: Path, python: str, shared: bool = True) -> Kit:
    """Write the students' kit into ``folder`` (see the module docstring): moon_nb's wheel
    (pure Python, so it installs whatever the students' Python), then, in a scratch
    environment of the students' Python ``python``, the wheels of moon_nb with JupyterLab and of
    the nbgrader installed here, as that Python's pip resolves them; and, unless not
    ``shared``, the students' environment ``env/`` from them. Raises ValueError, saying
    why, when nbgrader is not installed here, there is no clone, or a step fails."""
    try:
        nbgrader = importlib.metadata.version("nbgrader")
    except importlib.metadata.PackageNotFoundError:
        raise ValueError(
            "nbgrader is not installed here: install the version the course is graded with "
            "first (the version of the guide: docs/teachers-guide.md)"
        ) from None
    source = source_folder()
    wheels = folder / "wheels"
    wheels.mkdir(parents=True, exist_ok=True)
    pure = {**os.environ, "MOON_NB_PURE": "1"}
    wheel = [sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps"]
    if importlib.util.find_spec("hatchling") is not None:
        # The build backend is here already: no scratch environment to install it into.
        wheel.append("--no-build-isolation")
    with tempfile.TemporaryDirectory() as scratch:
        built = Path(scratch) / "built"
        _run([*wheel, "-w", str(built), str(source)], "building moon_nb's wheel", pure)
        (ours,) = built.glob("moon_nb-*.whl")
        shutil.copy(ours, wheels / ours.name)
        wanted = [f"moon_nb[lab]=={ours.name.split('-')[1]}", f"nbgrader=={nbgrader}"]
        (folder / "requirements.txt").write_text("\n".join(wanted) + "\n", "utf-8")
        # The students' Python resolves the wheels, in the environment it then installs them
        # into (a scratch one when only the wheels are asked for).
        env = folder / "env" if shared else Path(scratch) / "env"
        _run([python, "-m", "venv", "--clear", str(env)], f"making {env} with {python}")
        asked = "import platform; print(platform.python_version())"
        version = _run([str(env / "bin" / "python"), "-c", asked], f"asking {python} its version")
        version = version.strip()
        pip = str(env / "bin" / "pip")
        _run(
            [pip, "wheel", "--quiet", "-w", str(wheels), "--find-links", str(wheels), *wanted],
            f"fetching the wheels for Python {version}",
        )
        if shared:
            offline = ["--no-index", "--find-links", str(wheels)]
            requirements = str(folder / "requirements.txt")
            _run([pip, "install", "--quiet", *offline, "-r", requirements], f"installing {env}")
    install = folder / "install.sh"
    install.write_text(INSTALL.format(python=shlex.quote(python)), "utf-8")
    install.chmod(0o755)
    readable_by_all(folder)
    return Kit(folder, len(list(wheels.glob("*.whl"))), python, version)


def readable_by_all(folder: Path) -> None:
    """Let every account read ``folder`` and what it holds, and run what its owner may run."""
    for root, dirs, files in os.walk(folder):
        for name in dirs:
            path = Path(root, name)
            path.chmod(path.stat().st_mode | 0o555)
        for name in files:
            path = Path(root, name)
            if not path.is_symlink():
                mode = path.stat().st_mode
                path.chmod(mode | 0o444 | (0o111 if mode & 0o100 else 0))
    folder.chmod(folder.stat().st_mode | 0o555)


HELP = "moon_nb and nbgrader for the students' accounts: an environment and its wheels"
DESCRIPTION = (
    "Write KIT_DIR: moon_nb's wheel and every wheel it, JupyterLab and the nbgrader installed "
    "here need, for the Python the students' accounts run (--python), with requirements.txt "
    "and install.sh, and env/, an environment installed from them with that Python; every "
    "file readable by all. Each student of this machine runs source KIT_DIR/env/bin/activate "
    "on their own account; on another machine, bash KIT_DIR/install.sh makes ~/moon-env from "
    "the wheels, with no network. Run it from the clone's environment."
)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("folder", type=Path, metavar="KIT_DIR", help="the folder to write")
    parser.add_argument(
        "--wheels-only",
        action="store_true",
        help="write the wheels, requirements.txt and install.sh, not env/ (for a JupyterHub's "
        "image, or students' own machines)",
    )
    parser.add_argument(
        "--python",
        default="/usr/bin/python3",
        help="the Python the students' accounts run (default /usr/bin/python3); the wheels "
        "are for its version",
    )


def run(args: argparse.Namespace) -> int:
    done = carried_out(
        "student-kit", lambda: build_kit(args.folder, args.python, not args.wheels_only)
    )
    if done is None:
        return 1
    kit, took = done.value, done.seconds
    where = kit.folder.resolve()
    print(
        f"Wrote {kit.wheels} wheels for Python {kit.version} ({kit.python}) into {args.folder} "
        f"({took:.0f} s), readable by all; KIT={shlex.quote(str(where))}."
    )
    if not args.wheels_only:
        print(
            "Each student of this machine, on their own account:\n"
            f"  source {shlex.quote(str(where / 'env' / 'bin' / 'activate'))}"
        )
    print(
        "On a machine of their own, with the folder copied there: bash KIT/install.sh (then "
        "source ~/moon-env/bin/activate)."
    )
    return 0


__all__ = ["Kit", "build_kit", "default_exchange", "released_assignments", "source_folder"]
