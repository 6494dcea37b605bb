"""Build the tutorial notebooks from their sources, run them, and save them with their outputs.

    .venv/bin/python tutorials/build.py            # rebuild every notebook
    .venv/bin/python tutorials/build.py 03 04      # rebuild the notebooks whose names start so
    .venv/bin/python tutorials/build.py --check    # only check the notebooks match their sources
    .venv/bin/python tutorials/build.py --extract  # write the template, merge it into each .po
    .venv/bin/python tutorials/build.py --lang hu  # build the Hungarian notebooks (notebooks/hu/)

Each notebook's source is ``tutorials/source/<name>.md``: Markdown, in which every fenced
```` ```python ```` block becomes a code cell and the text between them a Markdown cell (a line
``<!-- cell -->`` splits the text into more cells). The build writes ``notebooks/<name>.ipynb``
(the folder a learner opens holds the notebooks only; their sources and this build live here)
with stable cell ids and the kernelspec, runs it top to bottom in a fresh kernel (nbclient), and
saves the outputs exactly as nbval will reproduce them, after taking out what only a live
kernel can use: widget state (``metadata.widgets``) and the widget-view output, whose model id
is random and which has no state to show without a kernel — the widget's static picture
(``text/html``) stays. It refuses outputs that show a memory address or a path on this machine.

In another language (``--lang hu``) the build says each source in that language from its catalog
``tutorials/locale/hu.po`` (``tutorial_catalogs``: what is translated, and how a notebook sets
its language) and writes ``notebooks/hu/<name>.ipynb``; a paragraph without a translation, or
with a stale one, refuses the build. A language is shipped when its folder ``notebooks/<code>/``
exists, and ``--check`` then checks its catalog and notebooks too.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import nbformat
from nbclient import NotebookClient

sys.path.insert(0, str(Path(__file__).resolve().parent))
import tutorial_catalogs as catalogs  # beside this file, not an installed module

HERE = Path(__file__).resolve().parent
SOURCES = HERE / "source"
NOTEBOOKS = HERE.parent / "notebooks"
KERNELSPEC = {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
CELL_SPLIT = "<!-- cell -->"
FENCE = re.compile(r"^```python[ \t]*\n(.*?)^```[ \t]*$", re.S | re.M)
UNSTABLE = [
    (re.compile(r"\b0x[0-9a-fA-F]{6,}\b"), "a memory address"),
    (re.compile(r"(?<![\w.])/(?:work|tmp|home|root|usr|var)/"), "a path on this machine"),
]


def parse_source(text: str) -> list[tuple[str, str]]:
    """The cells of a source file, as (kind, source) pairs: kind is "markdown" or "code"."""
    cells: list[tuple[str, str]] = []

    def add_markdown(chunk: str) -> None:
        for part in chunk.split(CELL_SPLIT):
            part = part.strip("\n").rstrip()
            if part.strip():
                cells.append(("markdown", part))

    at = 0
    for match in FENCE.finditer(text):
        add_markdown(text[at : match.start()])
        code = match.group(1).strip("\n").rstrip()
        if code:
            cells.append(("code", code))
        at = match.end()
    add_markdown(text[at:])
    return cells


def notebook_from(name: str, cells: list[tuple[str, str]]) -> Any:
    """A fresh notebook with the given cells, stable cell ids and the kernelspec."""
    nb = nbformat.v4.new_notebook()
    nb.metadata = {"kernelspec": dict(KERNELSPEC), "language_info": {"name": "python"}}
    for k, (kind, source) in enumerate(cells, 1):
        make = nbformat.v4.new_code_cell if kind == "code" else nbformat.v4.new_markdown_cell
        cell = make(source)
        cell.id = f"{name[:40]}-{k:02d}"
        nb.cells.append(cell)
    return nb


def clean(nb: Any) -> None:
    """Take out what only a live kernel can use, and the run's timing; keep the rest."""
    nb.metadata.pop("widgets", None)
    nb.metadata["language_info"] = {"name": "python"}
    for cell in nb.cells:
        cell.metadata.pop("execution", None)
        if cell.cell_type == "code":
            cell.outputs = coalesce_streams(cell.outputs)
        for output in cell.get("outputs", []):
            data = output.get("data")
            if data is not None:
                data.pop(WIDGET_VIEW, None)
            meta = output.get("metadata")
            if isinstance(meta, dict):
                meta.pop(WIDGET_VIEW, None)


def coalesce_streams(outputs: list[Any]) -> list[Any]:
    """Join consecutive pieces of one stream into one output (the kernel cuts them anywhere)."""
    out: list[Any] = []
    for output in outputs:
        last = out[-1] if out else None
        if (
            output.output_type == "stream"
            and last is not None
            and last.output_type == "stream"
            and last.name == output.name
        ):
            last.text += output.text
        else:
            out.append(output)
    return out


def unstable_outputs(nb: Any) -> list[str]:
    """Where an output shows something that differs from machine to machine or run to run."""
    problems = []
    for k, cell in enumerate(nb.cells, 1):
        for output in cell.get("outputs", []):
            texts = [output.get("text", "")]
            texts += [v for v in output.get("data", {}).values() if isinstance(v, str)]
            texts += ["\n".join(output.get("traceback", []))]
            for text in texts:
                for pattern, what in UNSTABLE:
                    if pattern.search(text):
                        problems.append(f"cell {k} shows {what}: {pattern.search(text)}")
    return problems


def cells_of(source: Path, lang: str = "en", catalog: Any = None) -> list[tuple[str, str]]:
    """The cells of a source in ``lang`` (English: as written; else from ``catalog``)."""
    cells = parse_source(source.read_text(encoding="utf-8"))
    if lang == "en":
        return cells
    return catalogs.translated_cells(source.stem, cells, catalog, lang)


def folder(lang: str) -> Path:
    """Where the notebooks in ``lang`` live: notebooks/ for English, notebooks/<code>/ else."""
    return NOTEBOOKS if lang == "en" else NOTEBOOKS / lang


def build(source: Path, lang: str = "en", catalog: Any = None) -> tuple[Path, float]:
    """Build, run and save one notebook in ``lang``; return its path and the seconds it took
    to run."""
    name = source.stem
    target_folder = folder(lang)
    nb = notebook_from(name, cells_of(source, lang, catalog))
    target_folder.mkdir(exist_ok=True)  # the kernel runs there
    started = time.perf_counter()
    client = NotebookClient(
        nb,
        timeout=120,
        kernel_name=KERNELSPEC["name"],
        resources={"metadata": {"path": str(target_folder)}},
        store_widget_state=False,
        record_timing=False,
    )
    with tempfile.TemporaryDirectory() as scratch:
        # A progress file of the run's own: a learner's moon-progress.json beside the
        # notebooks must not show in the saved outputs (nor get the run's answers).
        progress = os.path.join(scratch, "moon-progress.json")
        client.execute(env={**os.environ, "MOON_NB_PROGRESS": progress})
    seconds = time.perf_counter() - started
    clean(nb)
    problems = unstable_outputs(nb)
    if problems:
        raise SystemExit(f"{name}: unstable outputs:\n  " + "\n  ".join(problems))
    target = target_folder / f"{name}.ipynb"
    nbformat.validate(nb)
    nbformat.write(nb, target)
    return target, seconds


def all_units() -> list[Any]:
    """Every translatable unit of every source, in order."""
    found = []
    for source in sorted(SOURCES.glob("*.md")):
        cells = parse_source(source.read_text(encoding="utf-8"))
        found += catalogs.units(source.stem, cells)
    return found


def extract() -> list[Path]:
    """Write the template of the sources' units and merge it into each language's catalog
    (a unit whose English changed is marked fuzzy there); return the files written."""
    template = catalogs.template(all_units())
    catalogs.write(template, catalogs.TEMPLATE)
    written = [catalogs.TEMPLATE]
    for lang in catalogs.languages_with_catalogs():
        path = catalogs.LOCALE / f"{lang}.po"
        catalogs.write(catalogs.merged(catalogs.read(path, lang), template), path)
        written.append(path)
    return written


def shipped_languages() -> list[str]:
    """The languages besides English whose notebooks are shipped (notebooks/<code>/ exists)."""
    return sorted(p.name for p in NOTEBOOKS.iterdir() if p.is_dir() and len(p.name) == 2)


def out_of_date(lang: str = "en") -> list[str]:
    """The notebooks in ``lang`` whose cells differ from their sources (or that are missing or
    extra); in another language, also what its catalog lacks (an untranslated or stale
    paragraph), and a template that no longer matches the sources."""
    problems = []
    catalog = None
    where = folder(lang)
    rebuild = "run tutorials/build.py" + ("" if lang == "en" else f" --lang {lang}")
    if lang != "en":
        template = catalogs.template(all_units())
        on_disk = catalogs.read(catalogs.TEMPLATE) if catalogs.TEMPLATE.exists() else None
        if on_disk is None or [m.id for m in on_disk if m.id] != [m.id for m in template if m.id]:
            problems.append("tutorials/locale/tutorials.pot is out of date: run build.py --extract")
        po = catalogs.LOCALE / f"{lang}.po"
        if not po.exists():
            return [*problems, f"{po.name} is missing: the {lang} notebooks have no catalog"]
        catalog = catalogs.read(po, lang)
        problems += catalogs.problems(catalog, all_units(), lang)
        if problems:
            return problems
    names = {p.stem for p in SOURCES.glob("*.md")}
    for nb_path in sorted(where.glob("*.ipynb")):
        if nb_path.stem not in names:
            problems.append(f"{nb_path.name} has no source in tutorials/source/")
    for source in sorted(SOURCES.glob("*.md")):
        nb_path = where / f"{source.stem}.ipynb"
        shown = nb_path.relative_to(NOTEBOOKS).as_posix()
        if not nb_path.exists():
            problems.append(f"{shown} is missing: {rebuild}")
            continue
        nb = nbformat.read(nb_path, as_version=4)
        want = cells_of(source, lang, catalog)
        have = [(c.cell_type, c.source) for c in nb.cells]
        if have != want:
            problems.append(f"{shown} differs from {source.name}: {rebuild}")
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("names", nargs="*", help="build only notebooks whose names start so")
    parser.add_argument("--check", action="store_true", help="check only; build nothing")
    parser.add_argument(
        "--extract",
        action="store_true",
        help="write tutorials/locale/tutorials.pot and merge it into each language's .po",
    )
    parser.add_argument("--lang", default="en", help="the language to build (default: en)")
    args = parser.parse_args(argv)
    if args.extract:
        for path in extract():
            print(f"wrote {path.relative_to(HERE.parent)}")
        return 0
    if args.check:
        problems = []
        for lang in ["en", *shipped_languages()]:
            problems += out_of_date(lang)
        print("\n".join(problems) or "The notebooks match their sources.")
        return 1 if problems else 0
    # (imported here: scripts/site/choose.py loads this file where moon_nb is not installed)
    from moon_nb.speech.tongue import spoken

    try:
        lang = spoken(args.lang)
    except ValueError as unknown:  # an unknown code refused, naming the six
        raise SystemExit(str(unknown)) from None
    catalog = None
    if lang != "en":
        po = catalogs.LOCALE / f"{lang}.po"
        if not po.exists():
            raise SystemExit(f"no catalog {po.relative_to(HERE.parent)}: run build.py --extract")
        catalog = catalogs.read(po, lang)
        missing = catalogs.problems(catalog, all_units(), lang)
        if missing:
            raise SystemExit(
                "the notebooks cannot be built in that language:\n" + "\n".join(missing)
            )
    sources = sorted(SOURCES.glob("*.md"))
    if args.names:
        sources = [s for s in sources if any(s.stem.startswith(n) for n in args.names)]
    total = 0.0
    for source in sources:
        target, seconds = build(source, lang, catalog)
        total += seconds
        print(f"{target.name}: ran in {seconds:.1f} s")
    print(f"{len(sources)} notebooks ran in {total:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
