"""Lay out the play page that `scripts/play.sh` builds: a static folder, served from any host.

    python stage.py OUT_DIR --pyodide PYODIDE_TGZ --prepared DIR --static DIR [--title TITLE]

OUT_DIR gets:

- ``index.html`` (from ``index.html`` beside this script): the page, with its settings inline;
- ``play.js``, ``play-worker.js``, ``play.css``: the page's code and styles (moon_nb's committed
  bundles, ``moon_nb/static``, built from ``widget_js/src``);
- ``pyodide/``: the Pyodide runtime from its npm package — ``pyodide.mjs``, ``pyodide.asm.mjs``,
  ``pyodide.asm.wasm`` as they are — and ``python_stdlib.pyc.zip``, its standard library with
  the modules the page imports while it starts compiled by that same Pyodide at build time
  (``prepare.py``); nothing else of the package (no lock file of packages, no console pages);
- ``moon_nb.zip``: moon_nb as the page loads it (``prepare.py``);
- ``puzzles.json.gz``: the puzzle bank, fetched by the page only for the puzzles (``?puzzles``);
- ``fonts/``: Lao, Armenian and Devanagari (Noto Sans, OFL), self-hosted: ``fonts/fonts.css``;
- ``previews/``: each pictured seed's deal (``SEED.json``), the table before a deal
  (``dealing-3.json``, ``dealing-4.json``), each step of the guided path (``learn-N.json``,
  N its number) and the review's panel over the table before a deal (``review.json``), shown
  while Python starts — in English there, and in each other language
  moon_nb speaks in ``previews/CODE/``.

play.sh has refused already a folder that holds anything but an earlier play page
(``scripts/site/output.py``), so a typo cannot empty one.
"""

from __future__ import annotations

import argparse
import hashlib
import html
import json
import shutil
import sys
import tarfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
RUNTIME = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm")
"""The files of Pyodide's npm package the page loads, besides its standard library."""
CODE = ("play.js", "play-worker.js", "play.css")
MARK = "moon-play.json"
"""The file that says a folder holds a play page (the page's build report)."""


def runtime_files(tarball: Path, dest: Path) -> dict[str, object]:
    """Copy the runtime's files out of Pyodide's npm package; return its lock file's header,
    which Pyodide checks when it starts."""
    dest.mkdir(parents=True)
    wanted = {f"package/{name}": name for name in (*RUNTIME, "pyodide-lock.json")}
    info: dict[str, object] = {}
    with tarfile.open(tarball) as tar:
        for member in tar.getmembers():
            if member.name not in wanted:
                continue
            source = tar.extractfile(member)
            assert source is not None
            with source:
                data = source.read()
            if wanted[member.name] == "pyodide-lock.json":
                info = dict(json.loads(data)["info"])
            else:
                (dest / wanted[member.name]).write_bytes(data)
    missing = [name for name in RUNTIME if not (dest / name).is_file()]
    if missing or not info:
        raise SystemExit(f"play.sh: {tarball} lacks {', '.join(missing) or 'its lock file'}")
    return info


def build_id(out: Path) -> str:
    """The id of a build: the hash of what Python's memory is made of (the runtime, the
    standard library, moon_nb). A memory snapshot the page keeps is kept under it, so a
    snapshot of another build is never restored."""
    digest = hashlib.sha256()
    for name in ("pyodide/pyodide.asm.wasm", "pyodide/pyodide.asm.mjs",
                 "pyodide/python_stdlib.pyc.zip", "moon_nb.zip"):  # fmt: skip
        digest.update((out / name).read_bytes())
    return digest.hexdigest()[:16]


def stage(out: Path, tarball: Path, prepared: Path, static: Path, title: str) -> dict[str, object]:
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    lock_info = runtime_files(tarball, out / "pyodide")
    shutil.copy2(prepared / "stdlib.zip", out / "pyodide" / "python_stdlib.pyc.zip")
    shutil.copy2(prepared / "moon_nb.zip", out / "moon_nb.zip")
    shutil.copy2(prepared / "puzzles.json.gz", out / "puzzles.json.gz")
    for name in CODE:
        shutil.copy2(static / name, out / name)
    # Lao, Armenian and Devanagari, for a machine with no font of its own for them.
    shutil.copytree(HERE / "fonts", out / "fonts")
    (out / "fonts" / "fonts.css").write_text(fonts_css(), encoding="utf-8")

    previews = json.loads((prepared / "previews.json").read_text())
    for code, pictures in previews["languages"].items():
        folder = out / "previews" / ("" if code == "en" else code)
        folder.mkdir(parents=True, exist_ok=True)
        for name, preview in _pictures(pictures):
            (folder / name).write_text(json.dumps(preview, separators=(",", ":")))

    config = {
        "seeds": len(previews["languages"]["en"]["seeds"]),
        "build": build_id(out),
        "deal_keeping": previews["facts"]["deal_keeping"],
        "path_keeping": previews["facts"]["path_keeping"],
        "path_steps": previews["facts"]["path_steps"],
        "lock_info": lock_info,
        # The page's words in every language, for its first paint (Python sends its own after).
        "words": previews["words"],
        "files": {
            "pyodide": "pyodide/",
            "stdlib": "pyodide/python_stdlib.pyc.zip",
            "moon_nb": "moon_nb.zip",
            "puzzles": "puzzles.json.gz",
            "previews": "previews/",
        },
    }
    page = (HERE / "index.html").read_text(encoding="utf-8")
    # "</" cannot end the settings' script element early: JSON allows writing it "<\/".
    settings = json.dumps(config, separators=(",", ":")).replace("</", "<\\/")
    # Without JavaScript the page cannot tell the browser's language: it says so in each.
    said = "".join(
        f'<p lang="{code}">{html.escape(words["no_script"])}</p>'
        for code, words in previews["words"].items()
    )
    page = page.replace("__TITLE__", html.escape(title)).replace("__CONFIG__", settings)
    page = page.replace("__NOSCRIPT__", said)
    (out / "index.html").write_text(page, encoding="utf-8")

    report = json.loads((prepared / "report.json").read_text())
    sizes = {p.relative_to(out).as_posix(): p.stat().st_size for p in out.rglob("*") if p.is_file()}
    report["bytes"] = sum(sizes.values())
    report["files"] = len(sizes)
    (out / MARK).write_text(json.dumps(report, indent=1) + "\n")
    return report


FONT_FACES = (
    ("lao", "U+0E81-0EDF"),
    ("armenian", "U+0530-058F, U+FB13-FB17"),
    # The joiners too: a Devanagari conjunct is shaped within one font.
    ("devanagari", "U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+A830-A839, U+A8E0-A8FF"),
)
"""The scripts the page ships a font for (``fonts/noto-sans-SCRIPT-WEIGHT.woff2``), each with
the characters its face is used for."""


def fonts_css() -> str:
    """The page's own fonts as one family, "Moon Scripts", each face only for its script's
    characters (``unicode-range``): the browser fetches a face only when the page shows that
    script, and every other character keeps the page's other fonts. Noto Sans Lao, Armenian
    and Devanagari, 400 and 700, the Noto Project's (SIL Open Font License 1.1:
    ``fonts/OFL.txt``), as the npm package @fontsource 5.3.0 ships them."""
    faces = [
        f'@font-face {{ font-family: "Moon Scripts"; font-weight: {weight}; '
        f'font-display: swap; src: url("noto-sans-{script}-{weight}.woff2") format("woff2"); '
        f"unicode-range: {characters}; }}\n"
        for script, characters in FONT_FACES
        for weight in (400, 700)
    ]
    return "".join(faces)


def _pictures(pictures: dict[str, dict[str, object]]) -> list[tuple[str, object]]:
    """The files of one language's pictures, by name."""
    return [
        *((f"{seed}.json", p) for seed, p in pictures["seeds"].items()),
        *((f"dealing-{players}.json", p) for players, p in pictures["dealing"].items()),
        *((f"learn-{number}.json", p) for number, p in pictures["steps"].items()),
        ("review.json", pictures["review"]),
    ]


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--pyodide", type=Path, required=True, help="npm tarball of pyodide")
    parser.add_argument("--prepared", type=Path, required=True, help="prepare.py's output")
    parser.add_argument("--static", type=Path, required=True, help="moon_nb/static")
    parser.add_argument("--title", default="Moon")
    args = parser.parse_args(argv)
    report = stage(args.out, args.pyodide, args.prepared, args.static, args.title)
    print(f"play.sh: {report['files']} files, {report['bytes'] / 2**20:.1f} MiB")


if __name__ == "__main__":
    main(sys.argv[1:])
