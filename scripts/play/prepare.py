"""Run inside Pyodide (by ``scripts/site/pyodide_run.mjs``, in Node) when ``scripts/play.sh``
builds the play page: the page's Python is started once at build time, by the very interpreter
the page runs, to

1. compile ahead of time what the page imports while it starts (``byte_code.py``, beside the
   runner): about 200 modules of the standard library, most of them for Pyodide's own start,
   which would otherwise be compiled in WebAssembly before the first table — most of the time a
   bare Pyodide takes to start;
2. write moon_nb as the page loads it: its modules and their byte code (in ``__pycache__``
   beside the sources, so a traceback still shows the source), its data files, and nothing the
   page does not use (the tutorial notebooks, the widgets' bundles) — with the packages the
   review needs beside it (``extra/*.whl``: fsrs, the review's scheduler, and
   typing_extensions), so the page loads one archive — but for the puzzle bank (`APART`),
   which the page fetches only when the puzzles are opened;
3. write what the page shows of a deal, of a step of the guided path, or of the review, before
   Python has started (`deal_preview`, `step_preview`, `review_preview`), and its own words then
   (`moon_nb.course.play.play_words.every_language`) — in every language moon_nb speaks.

Reads /build/in/{stdlib.zip,moon_nb.whl,extra/*.whl}; writes /build/out/{stdlib.zip,moon_nb.zip,
puzzles.json.gz,previews.json,report.json}.
"""

from __future__ import annotations

import importlib
import json
import sys
import time
import zipfile
from pathlib import Path

from byte_code import imported_from, site_packages, stdlib_zip, write_stdlib, write_with_byte_code

BUILD = Path("/build")
SITE = site_packages()
LEFT_OUT = ("moon_nb/notebooks/", "moon_nb/static/", "moon_nb/dev/")
"""Parts of the moon_nb wheel the page never imports or reads."""
APART = "moon_nb/review/puzzles/puzzles.json.gz"
"""The puzzle bank: not in moon_nb's archive, which every visit loads, but a file of its own that
the page's worker fetches for the puzzles alone (``?puzzles``) and puts back in its place."""
PREVIEW_SEEDS = int(sys.argv[1]) if len(sys.argv) > 1 else 100


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


def extra_files(folder: Path) -> dict[str, bytes]:
    """The files of the wheels in ``folder`` (the review's packages), by path."""
    files: dict[str, bytes] = {}
    for wheel in sorted(folder.glob("*.whl")):
        with zipfile.ZipFile(wheel) as zin:
            for info in zin.infolist():
                if not info.filename.endswith("/"):
                    files[info.filename] = zin.read(info)
    return dict(sorted(files.items()))


def start_the_page() -> dict[str, float]:
    """Start the page's Python as the page does — at a game and on the guided path — timing
    each part (in Node, for the log)."""
    times = {}
    t = time.perf_counter()
    from moon_nb.course.play.play_page import PlayPage

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
    # The review (review): its modules and its scheduler's.
    t = time.perf_counter()
    review = PlayPage("review")
    assert review.session is not None, review.refused
    review.state_json()
    times["review"] = time.perf_counter() - t
    # The puzzles (puzzles=...): their modules, and a puzzle at the table.
    t = time.perf_counter()
    puzzles = PlayPage("puzzles=the+last+tricks")
    assert puzzles.session is not None, puzzles.refused
    puzzles.state_json()
    times["puzzles"] = time.perf_counter() - t
    return times


def main() -> None:
    inputs, outputs = BUILD / "in", BUILD / "out"
    stdlib_path = stdlib_zip()
    files = {**moon_nb_files(inputs / "moon_nb.whl"), **extra_files(inputs / "extra")}
    for name, data in files.items():
        (SITE / name).parent.mkdir(parents=True, exist_ok=True)
        (SITE / name).write_bytes(data)
    importlib.invalidate_caches()
    times = start_the_page()
    archived = [(name, data) for name, data in files.items() if name != APART]
    compiled_moon_nb = write_with_byte_code(
        archived, imported_from(str(SITE)), SITE, outputs / "moon_nb.zip"
    )
    (outputs / "puzzles.json.gz").write_bytes(files[APART])
    wanted = imported_from(stdlib_path)
    compiled = write_stdlib(inputs / "stdlib.zip", outputs / "stdlib.zip", wanted)

    from moon_nb.course.play.play_page import (
        deal_preview,
        dealing_preview,
        page_facts,
        review_preview,
        step_preview,
    )
    from moon_nb.course.play.play_words import every_language
    from moon_nb.speech import languages, speaking

    facts = page_facts()
    steps = facts["path_steps"]
    assert isinstance(steps, list)
    pictures = {}
    for code in languages():
        with speaking(code):
            pictures[code] = {
                "seeds": {str(s): deal_preview(s) for s in range(1, PREVIEW_SEEDS + 1)},
                "dealing": {str(n): dealing_preview(n) for n in (3, 4)},
                "steps": {str(n): step_preview(step) for n, step in enumerate(steps, 1)},
                "review": review_preview(),
            }
    previews = {"facts": facts, "languages": pictures, "words": every_language()}
    (outputs / "previews.json").write_text(json.dumps(previews, separators=(",", ":")))
    report = {
        "python": sys.version.split()[0],
        "moon_nb_files": len(archived),
        "puzzle_bank_bytes": len(files[APART]),
        "moon_nb_compiled": compiled_moon_nb,
        "stdlib_compiled": compiled,
        "stdlib_files": len(zipfile.ZipFile(stdlib_path).namelist()),
        "times": {k: round(v, 3) for k, v in times.items()},
    }
    (outputs / "report.json").write_text(json.dumps(report))
    print("prepare.py:", json.dumps(report))


main()
