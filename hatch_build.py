"""Hatch build hook for the wheel.

- The wheel carries the tutorial notebooks (``notebooks/*.ipynb``, and each translation's
  ``notebooks/<code>/*.ipynb``) as ``moon_nb/notebooks/``, for
  ``python -m moon_nb tutorials``. An editable install finds them in the checkout instead
  (``moon_nb.course.tutorials``).
- The wheel carries the compiled gettext catalogs, ``moon_nb/locale/<code>/LC_MESSAGES/moon_nb.mo``,
  made from the ``.po`` files by Babel (`compile_catalogs`; Babel is in ``[build-system]
  requires``, and in the pinned build venv of the course site, the play page and the book, which
  build without isolation); the ``.po`` files stay in the repository. An editable install reads
  the ``.po`` files (``moon_nb.speech``, with ``moon_nb/speech/msgfmt.py``: no Babel at run time).
- The engine's hot modules (`COMPILED`) are compiled with mypyc, from the same source, into C
  extensions beside it: the public API's legal actions and moves run about twice as fast. The
  wheel is then one for this platform and Python. ``MOON_NB_PURE=1`` builds the pure-Python
  wheel instead (what Pyodide loads: the course site and the play page build that one); when
  mypyc or a C compiler is missing, the build says so in one line and makes the pure wheel too.
  An editable install is always pure Python, so an edit takes effect at once.

mypy, under mypyc, reads every module the compiled ones import (``moon_nb/__init__.py`` names
the widgets, which import anywidget and traitlets). A build in pip's isolated environment has
neither installed, so mypyc is told never to look in site-packages and to take those two as
untyped (`MYPY_CONFIG`): the build is the same whatever is installed beside it.

pip shows a build backend's output only when the build fails or with ``-v``; so the line that
says the wheel is pure Python also goes to the terminal (``/dev/tty``) when there is one.

Nothing is written into the checkout: mypyc works on a copy of the package in a scratch folder,
and the catalogs are compiled into one.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

COMPILED = (
    "moon_nb/engine/fast.py",
    "moon_nb/engine/game.py",
    "moon_nb/engine/moments.py",
    "moon_nb/engine/masks.py",
)
"""The modules compiled: the engine, `Game`, the moment recorder (which subclasses the engine,
and a compiled class can only be subclassed by a compiled one) and the rule tables."""

SHARED_LIBRARY = "moon_nb_engine"
"""mypyc's one shared library for the compiled modules, at the top of site-packages."""

PURE = "MOON_NB_PURE"

UNTYPED = ("anywidget", "anywidget.*", "traitlets", "traitlets.*", "fsrs", "fsrs.*")
"""The widgets' libraries and the review deck's scheduler, taken as untyped by mypyc's mypy (they
are not in a build's isolated environment; the compiled modules use none of them)."""

MYPY_CONFIG = f"""[mypy]
no_site_packages = True
[mypy-{",".join(UNTYPED)}]
ignore_missing_imports = True
"""
"""mypyc's mypy settings, written beside the package's copy (mypy reads ``mypy.ini`` there)."""

_BUILD = """
from mypyc.build import mypycify
from setuptools import setup

setup(
    name="moon_nb_engine",
    ext_modules=mypycify({modules!r}, group_name={group!r}, target_dir={c_dir!r}),
    script_args=["build_ext", "--build-lib", {out!r}, "--build-temp", {temp!r}],
)
"""


def pure_requested() -> bool:
    return os.environ.get(PURE, "") not in ("", "0")


class BuildHook(BuildHookInterface):  # type: ignore[misc]
    PLUGIN_NAME = "custom"

    def dependencies(self) -> list[str]:
        # What compiling needs in the build's environment (pip installs them in isolation).
        # (Tested with mypy 2.4.1.)
        return [] if pure_requested() else ["mypy>=2.4", "setuptools>=61"]

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if self.target_name != "wheel" or version != "standard":  # not editable, not metadata
            return
        notebooks = sorted(Path(self.root, "notebooks").glob("*.ipynb"))
        if not notebooks:
            raise RuntimeError("no tutorial notebooks in notebooks/: the wheel would lack them")
        for notebook in notebooks:
            build_data["force_include"][str(notebook)] = f"moon_nb/notebooks/{notebook.name}"
        # The translated tutorials: notebooks/<code>/ as moon_nb/notebooks/<code>/
        for notebook in sorted(Path(self.root, "notebooks").glob("??/*.ipynb")):
            inside = f"moon_nb/notebooks/{notebook.parent.name}/{notebook.name}"
            build_data["force_include"][str(notebook)] = inside
        self._catalogs = tempfile.mkdtemp(prefix="moon_nb-catalogs-")
        for compiled, inside in compile_catalogs(Path(self.root), Path(self._catalogs)):
            build_data["force_include"][str(compiled)] = inside
        if pure_requested():
            return
        self._scratch = tempfile.mkdtemp(prefix="moon_nb-mypyc-")
        try:
            built = compile_engine(Path(self.root), Path(self._scratch))
        except CompileError as exc:
            say(self.app, f"moon_nb: the engine is not compiled, this wheel is pure Python: {exc}")
            return
        for path in built:
            build_data["force_include"][str(path)] = str(
                path.relative_to(Path(self._scratch, "out"))
            )
        build_data["pure_python"] = False
        build_data["infer_tag"] = True

    def finalize(self, version: str, build_data: dict[str, Any], artifact: str) -> None:
        for name in ("_scratch", "_catalogs"):
            scratch = getattr(self, name, None)
            if scratch:
                shutil.rmtree(scratch, ignore_errors=True)


def say(app: Any, message: str) -> None:
    """Warn in hatchling's words (on the build's stderr, which pip shows with ``-v``), and on
    the terminal when there is one, which pip's capture does not reach."""
    app.display_warning(message)
    try:
        with open("/dev/tty", "w") as tty:
            tty.write(message.splitlines()[0] + "\n")
    except OSError:
        pass  # no terminal (CI, a build service): stderr is all there is


def compile_catalogs(root: Path, out: Path) -> list[tuple[Path, str]]:
    """Each language's ``.po`` under ``root/moon_nb/locale`` compiled by Babel to ``.mo`` in
    ``out`` (Babel's ``write_mo``: fuzzy and untranslated entries left out, the header with the
    language's plural rule kept): (the file, its path in the wheel)."""
    try:
        from babel.messages.mofile import write_mo
        from babel.messages.pofile import read_po
    except ImportError:
        raise RuntimeError(
            "Babel is not installed, and it compiles the wheel's catalogs: pip install babel "
            "(it is in [build-system] requires; a build without isolation needs it installed)"
        ) from None
    made = []
    for po in sorted((root / "moon_nb" / "locale").glob("*/LC_MESSAGES/*.po")):
        inside = po.relative_to(root).with_suffix(".mo")
        compiled = out / inside
        compiled.parent.mkdir(parents=True, exist_ok=True)
        with po.open("rb") as source:
            catalog = read_po(source, locale=po.parent.parent.name)
        with compiled.open("wb") as target:
            write_mo(target, catalog)
        made.append((compiled, inside.as_posix()))
    if not made:
        raise RuntimeError("no catalogs in moon_nb/locale: the wheel would speak only English")
    return made


class CompileError(Exception):
    """mypyc, or the C compiler behind it, could not build the engine."""


def compile_engine(root: Path, scratch: Path) -> list[Path]:
    """Compile `COMPILED` from a copy of ``root``'s package in ``scratch``; returns the
    extension files made, under ``scratch/out`` as they go into the wheel."""
    try:
        import mypyc  # noqa: F401
    except ImportError:
        raise CompileError(f"mypyc is not installed (pip install mypy, or set {PURE}=1)") from None
    source = scratch / "src"
    shutil.copytree(
        root / "moon_nb", source / "moon_nb", ignore=shutil.ignore_patterns("__pycache__", "*.so")
    )
    (source / "mypy.ini").write_text(MYPY_CONFIG)
    script = _BUILD.format(
        modules=list(COMPILED),
        group=SHARED_LIBRARY,
        c_dir=str(scratch / "c"),
        out=str(scratch / "out"),
        temp=str(scratch / "temp"),
    )
    done = subprocess.run(
        [sys.executable, "-c", script], cwd=source, capture_output=True, text=True, check=False
    )
    if done.returncode:
        said = (done.stdout + done.stderr).strip().splitlines() or ["(it said nothing)"]
        first = next((line for line in said if ": error:" in line), said[-1])
        raise CompileError(f"mypyc failed: {first}\n" + "\n".join(said[-5:]))
    built = sorted(p for p in (scratch / "out").rglob("*") if p.is_file())
    expected = {Path(m).with_suffix("").name for m in COMPILED}
    made = {p.name.split(".")[0] for p in built}
    if not expected <= made:
        raise CompileError(f"mypyc made {sorted(made)}, not every one of {sorted(expected)}")
    return built


def build_wheel(root: Path, out: Path) -> Path:
    """``root``'s wheel built into ``out`` by this Python in its own environment (no build
    isolation: its hatchling, and its mypy to compile the engine), with ``$MOON_NB_PURE`` left
    out, so the engine is compiled when it can be. For the tests and the benchmarks."""
    env = {k: v for k, v in os.environ.items() if k != PURE}
    build = [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--no-build-isolation"]
    done = subprocess.run(
        [*build, str(root), "-w", str(out)], capture_output=True, text=True, env=env, check=False
    )
    if done.returncode:
        raise RuntimeError(f"building the wheel failed:\n{done.stderr[-3000:]}")
    (wheel,) = out.glob("moon_nb-*.whl")
    return wheel
