"""Run inside Pyodide (by ``prepare.mjs``, in Node) when ``scripts/play.sh`` builds the play page:
the page's Python is started once at build time, by the very interpreter the page runs, to

1. compile ahead of time what the page imports while it starts. Pyodide's standard library
   comes as ``.py`` sources only, so the browser would compile every module it imports — about
   200, most of them for Pyodide's own start — before the first table, in WebAssembly; this
   is most of the time a bare Pyodide takes to start. The modules imported while the page
   starts are written as byte code (hash-based ``.pyc`` files, not checked against a source:
   the archive is made once and never edited); the rest of the library stays as sources,
   compiled if the page ever imports them, so nothing is missing and the download grows
   little.
2. write moon_nb as the page loads it: its modules and their byte code (the same hash-based
   ``.pyc`` files, in ``__pycache__`` beside the sources, so a traceback still shows the
   source), its data files, and nothing the page does not use (the tutorial notebooks, the
   widgets' bundles);
3. write what the page shows of a deal before Python has started (`deal_preview`).

Reads /build/in/{stdlib.zip,moon_nb.whl}; writes /build/out/{stdlib.zip,moon_nb.zip,
previews.json,report.json}. The paths are given by ``prepare.mjs`` through ``BUILD``.
"""

from __future__ import annotations

import importlib.util
import json
import sys
import time
import zipfile
from importlib._bootstrap_external import _code_to_hash_pyc  # type: ignore[attr-defined]
from pathlib import Path

BUILD = Path("/build")
SITE = Path(next(p for p in sys.path if p.endswith("site-packages")))
LEFT_OUT = ("moon_nb/notebooks/", "moon_nb/static/", "moon_nb/dev/")
"""Parts of the moon_nb wheel the page never imports or reads."""
WHEN = (2020, 2, 2, 0, 0, 0)
"""The date of every file written (the wheel's own), so a build is the same every time."""
PREVIEW_SEEDS = int(sys.argv[1]) if len(sys.argv) > 1 else 100


def entry(name: str, date_time: tuple[int, int, int, int, int, int]) -> zipfile.ZipInfo:
    """A compressed archive entry (a bare ZipInfo would be stored as it is)."""
    info = zipfile.ZipInfo(name, date_time)
    info.compress_type = zipfile.ZIP_DEFLATED
    return info


def byte_code(source: bytes, name: str) -> bytes:
    """A hash-based, unchecked .pyc of ``source`` for this interpreter."""
    code = compile(source, name, "exec", dont_inherit=True)
    return bytes(_code_to_hash_pyc(code, importlib.util.source_hash(source), checked=False))


def moon_nb_files(wheel: Path) -> dict[str, bytes]:
    """The files of the moon_nb wheel the page may use (see `LEFT_OUT`), by path."""
    with zipfile.ZipFile(wheel) as zin:
        return {
            info.filename: zin.read(info)
            for info in sorted(zin.infolist(), key=lambda i: i.filename)
            if info.filename.startswith("moon_nb/")
            and not info.filename.startswith(LEFT_OUT)
            and not info.filename.endswith("/")
        }


def write_moon_nb(files: dict[str, bytes], wanted: set[str], out: Path) -> int:
    """The page's copy of moon_nb: every file, and byte code beside the sources of the modules
    in ``wanted`` (see the module docstring); returns how many were compiled."""
    tag = sys.implementation.cache_tag
    count = 0
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as zout:
        for name, data in files.items():
            zout.writestr(entry(name, WHEN), data)
            if name in wanted:
                folder, _, file = name.rpartition("/")
                cached = f"{folder}/__pycache__/{file[:-3]}.{tag}.pyc"
                zout.writestr(entry(cached, WHEN), byte_code(data, str(SITE / name)))
                count += 1
    return count


def start_the_page() -> dict[str, float]:
    """Start the page's Python as the page does — at a game and on the guided path — timing
    each part (in Node, for the log)."""
    times = {}
    t = time.perf_counter()
    from moon_nb.course.play_page import PlayPage

    times["import"] = time.perf_counter() - t
    t = time.perf_counter()
    page = PlayPage("", default_seed=1)
    page.state_json()
    times["deal"] = time.perf_counter() - t
    # The guided path (path=learn) imports the lessons' modules when it opens: compiled too.
    t = time.perf_counter()
    path = PlayPage("path=learn&step=1")
    assert path.session is not None, path.refused
    path.state_json()
    times["path"] = time.perf_counter() - t
    return times


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


def imported_from(archive: str) -> set[str]:
    """The files inside ``archive`` (a zip on sys.path) of every module imported so far."""
    prefix = archive + "/"
    found = set()
    for module in list(sys.modules.values()):
        file = getattr(module, "__file__", None) or ""
        if file.startswith(prefix):
            found.add(file[len(prefix) :])
    return found


def main() -> None:
    inputs, outputs = BUILD / "in", BUILD / "out"
    stdlib_path = next(p for p in sys.path if p.endswith(".zip"))
    files = moon_nb_files(inputs / "moon_nb.whl")
    for name, data in files.items():
        (SITE / name).parent.mkdir(parents=True, exist_ok=True)
        (SITE / name).write_bytes(data)
    importlib.invalidate_caches()
    times = start_the_page()
    compiled_moon_nb = write_moon_nb(files, imported_from(str(SITE)), outputs / "moon_nb.zip")
    wanted = imported_from(stdlib_path)
    compiled = write_stdlib(inputs / "stdlib.zip", outputs / "stdlib.zip", wanted)

    from moon_nb.course.play_page import deal_preview, dealing_preview, page_facts

    previews = {
        "facts": page_facts(),
        "seeds": {str(s): deal_preview(s) for s in range(1, PREVIEW_SEEDS + 1)},
        "dealing": {str(n): dealing_preview(n) for n in (3, 4)},
    }
    (outputs / "previews.json").write_text(json.dumps(previews, separators=(",", ":")))
    report = {
        "python": sys.version.split()[0],
        "moon_nb_files": len(files),
        "moon_nb_compiled": compiled_moon_nb,
        "stdlib_compiled": compiled,
        "stdlib_files": len(zipfile.ZipFile(stdlib_path).namelist()),
        "times": {k: round(v, 3) for k, v in times.items()},
    }
    (outputs / "report.json").write_text(json.dumps(report))
    print("prepare.py:", json.dumps(report))


main()
