"""Byte code written ahead of time, inside the Pyodide a site ships (run there at build time by
``pyodide_run.mjs``, for `scripts/site.sh` and `scripts/play.sh`).

Pyodide's standard library and pure-Python wheels come as ``.py`` sources only, so a browser
compiles every module it imports, in WebAssembly, each time a page starts Python. What a page
imports while it starts is written here as byte code by the very interpreter the page runs:
hash-based ``.pyc`` files, not checked against a source (an archive is made once and never
edited). The rest stays as sources, compiled if the page ever imports them, so nothing is
missing and the download grows little.
"""

from __future__ import annotations

import importlib.util
import sys
import zipfile
from collections.abc import Iterable
from importlib._bootstrap_external import _code_to_hash_pyc  # type: ignore[attr-defined]
from pathlib import Path

WHEN = (2020, 2, 2, 0, 0, 0)
"""The date of every file written (a wheel's own), so a build is the same every time."""


def entry(name: str, date_time: tuple[int, int, int, int, int, int] = WHEN) -> zipfile.ZipInfo:
    """A compressed archive entry (a bare ZipInfo would be stored as it is)."""
    info = zipfile.ZipInfo(name, date_time)
    info.compress_type = zipfile.ZIP_DEFLATED
    return info


def byte_code(source: bytes, name: str) -> bytes:
    """A hash-based, unchecked .pyc of ``source`` for this interpreter."""
    code = compile(source, name, "exec", dont_inherit=True)
    return bytes(_code_to_hash_pyc(code, importlib.util.source_hash(source), checked=False))


def imported_from(folder: str) -> set[str]:
    """The files inside ``folder`` (a zip or a folder on sys.path) of every module imported so
    far, as paths relative to it."""
    prefix = folder.rstrip("/") + "/"
    found = set()
    for module in list(sys.modules.values()):
        file = getattr(module, "__file__", None) or ""
        if file.startswith(prefix) and file.endswith(".py"):
            found.add(file[len(prefix) :])
    return found


def write_stdlib(stdlib: Path, out: Path, wanted: set[str]) -> int:
    """The standard library with the modules in ``wanted`` (paths inside the zip) as byte code
    only; returns how many were compiled."""
    count = 0
    with zipfile.ZipFile(stdlib) as zin, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as zout:
        for info in zin.infolist():
            data = zin.read(info)
            if info.filename in wanted:
                pyc = byte_code(data, f"{stdlib}/{info.filename}")
                zout.writestr(entry(info.filename + "c", info.date_time), pyc)
                count += 1
            else:
                zout.writestr(info, data)
    return count


def write_with_byte_code(
    files: Iterable[tuple[str, bytes]], wanted: set[str], installed: Path, out: Path
) -> int:
    """An archive of ``files`` (path, contents) with, for each module in ``wanted``, its byte
    code in ``__pycache__`` beside its source (so a traceback still shows the source), as
    Python finds it once the archive is unpacked in ``installed``; returns how many were
    compiled."""
    tag = sys.implementation.cache_tag
    count = 0
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as zout:
        for name, data in files:
            zout.writestr(entry(name), data)
            if name in wanted:
                folder, slash, file = name.rpartition("/")
                cached = f"{folder}{slash}__pycache__/{file[:-3]}.{tag}.pyc"
                zout.writestr(entry(cached), byte_code(data, str(installed / name)))
                count += 1
    return count


def site_packages() -> Path:
    """Where Pyodide installs packages."""
    return Path(next(p for p in sys.path if p.endswith("site-packages")))


def stdlib_zip() -> str:
    """The standard library's archive, as it is on sys.path."""
    return next(p for p in sys.path if p.endswith(".zip"))
