"""Build the tutorial notebooks from their sources, run them, and save them with their outputs.

    .venv/bin/python tutorials/build.py            # rebuild every notebook
    .venv/bin/python tutorials/build.py 03 04      # rebuild the notebooks whose names start so
    .venv/bin/python tutorials/build.py --check    # only check the notebooks match their sources

Each notebook's source is ``tutorials/source/<name>.md``: Markdown, in which every fenced
```` ```python ```` block becomes a code cell and the text between them a Markdown cell (a line
``<!-- cell -->`` splits the text into more cells). The build writes ``notebooks/<name>.ipynb``
(the folder a learner opens holds the notebooks only; their sources and this build live here)
with stable cell ids and the kernelspec, runs it top to bottom in a fresh kernel (nbclient), and
saves the outputs exactly as nbval will reproduce them, after taking out what only a live
kernel can use: widget state (``metadata.widgets``) and the widget-view output, whose model id
is random and which has no state to show without a kernel — the widget's static picture
(``text/html``) stays. It refuses outputs that show a memory address or a path on this machine.
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


def build(source: Path) -> tuple[Path, float]:
    """Build, run and save one notebook; return its path and the seconds it took to run."""
    name = source.stem
    nb = notebook_from(name, parse_source(source.read_text(encoding="utf-8")))
    started = time.perf_counter()
    client = NotebookClient(
        nb,
        timeout=120,
        kernel_name=KERNELSPEC["name"],
        resources={"metadata": {"path": str(NOTEBOOKS)}},
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
    target = NOTEBOOKS / f"{name}.ipynb"
    nbformat.validate(nb)
    nbformat.write(nb, target)
    return target, seconds


def out_of_date() -> list[str]:
    """The notebooks whose cells differ from their sources (or that are missing or extra)."""
    problems = []
    names = {p.stem for p in SOURCES.glob("*.md")}
    for nb_path in sorted(NOTEBOOKS.glob("*.ipynb")):
        if nb_path.stem not in names:
            problems.append(f"{nb_path.name} has no source in tutorials/source/")
    for source in sorted(SOURCES.glob("*.md")):
        nb_path = NOTEBOOKS / f"{source.stem}.ipynb"
        if not nb_path.exists():
            problems.append(f"{nb_path.name} is missing: run tutorials/build.py")
            continue
        nb = nbformat.read(nb_path, as_version=4)
        want = parse_source(source.read_text(encoding="utf-8"))
        have = [(c.cell_type, c.source) for c in nb.cells]
        if have != want:
            problems.append(f"{nb_path.name} differs from {source.name}: run tutorials/build.py")
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("names", nargs="*", help="build only notebooks whose names start so")
    parser.add_argument("--check", action="store_true", help="check only; build nothing")
    args = parser.parse_args(argv)
    if args.check:
        problems = out_of_date()
        print("\n".join(problems) or "The notebooks match their sources.")
        return 1 if problems else 0
    sources = sorted(SOURCES.glob("*.md"))
    if args.names:
        sources = [s for s in sources if any(s.stem.startswith(n) for n in args.names)]
    total = 0.0
    for source in sources:
        target, seconds = build(source)
        total += seconds
        print(f"{target.name}: ran in {seconds:.1f} s")
    print(f"{len(sources)} notebooks ran in {total:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
