"""Which notebooks the course site ships (`scripts/site.sh`), each a clean copy.

    python choose.py ROOT DEST [--name SCRIPT] [--languages] [NOTEBOOK ...]

With no NOTEBOOK, every tutorial (``ROOT/notebooks``). A NOTEBOOK is a tutorial by number or
name (``3``, ``03``, ``03-following-suit``, ``03-following-suit.ipynb``) or the path of a
notebook of the teacher's own, which is shipped as it is — unless it is an nbgrader *source*
notebook (its solutions between ``### BEGIN SOLUTION`` and ``### END SOLUTION``, or hidden
tests), which is refused: the site would hand out the answers. The chosen notebooks are
written to DEST, each link to a notebook left out made its words (`relink`); anything refused
is said in a sentence, in the name of the script that asked (SCRIPT: site.sh, book.sh), and
nothing is written (exit status 2).

With ``--languages`` (the course site), each chosen tutorial goes too in every language it is
translated into, as ``DEST/CODE/NAME`` (``ROOT/notebooks/CODE/NAME``, built by
``tutorials/build.py --lang CODE``), each as clean as the English one must be; a teacher's own
notebook is shipped once, in DEST.

A tutorial is shipped only as it was built (`tutorials/build.py`): its cells are those of its
source, and it holds nothing a session in Jupyter leaves behind (the running kernel's language
info, widget state, execution counts other than one run from the top, cell metadata, widget
views). A tutorial that was run and saved, or edited, is replaced by the committed copy when
that one is clean (and said so), or else refused — it is never shipped.
"""

from __future__ import annotations

import importlib.util
import json
import re
import subprocess
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

AS_BUILT_METADATA = {"kernelspec", "language_info"}
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
NBGRADER_SOURCE = ("### BEGIN SOLUTION", "### BEGIN HIDDEN TESTS")
"""The markers of an nbgrader source notebook: its answers, which its released copy lacks."""
LINK = re.compile(r"\[([^\]]+)\]\(([\w.-]+\.ipynb)(#[^)]*)?\)")
"""A markdown link to another notebook: ``[lesson 3](03-following-suit.ipynb#trump)``."""


class Refused(Exception):
    """A notebook the site cannot ship; the message says why, in a sentence."""


def load_build(root: Path) -> ModuleType | None:
    """tutorials/build.py, for the tutorials' sources (None outside a checkout)."""
    path = root / "tutorials" / "build.py"
    if not path.is_file():
        return None
    spec = importlib.util.spec_from_file_location("tutorial_build", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def find(root: Path, tutorials: list[Path], wanted: str) -> tuple[bool, Path]:
    """(is a tutorial, its path) for a NOTEBOOK argument."""
    given = Path(wanted)
    if given.suffix == ".ipynb" and given.is_file():
        inside = given.resolve().parent == (root / "notebooks").resolve()
        return inside, given.resolve()
    key = wanted.strip().removesuffix(".ipynb")
    if re.fullmatch(r"\d{1,2}", key):
        matches = [p for p in tutorials if p.name.startswith(f"{int(key):02d}-")]
    else:
        matches = [p for p in tutorials if p.stem == key]
    if len(matches) != 1:
        names = ", ".join(p.stem for p in tutorials)
        raise Refused(
            f"there is no tutorial or notebook file {wanted!r} (the tutorials: {names}; or "
            "give the path of a notebook of your own, NAME.ipynb)"
        )
    return True, matches[0]


def read_notebook(path: Path, text: str) -> dict[str, Any]:
    try:
        notebook = json.loads(text)
    except ValueError:
        raise Refused(f"{path} is not a notebook (it is not JSON)") from None
    if not isinstance(notebook, dict) or notebook.get("nbformat") != 4:
        raise Refused(f"{path} is not a notebook in nbformat 4")
    if not isinstance(notebook.get("cells"), list) or not isinstance(
        notebook.get("metadata"), dict
    ):
        raise Refused(f"{path} is not a notebook (no cells or metadata)")
    return notebook


def relink(source: str, names: set[str]) -> str:
    """A markdown text's links to the chosen notebooks (``names``) kept; a link to a notebook
    left out becomes its words (the teacher chose the lessons: no dead link)."""
    return LINK.sub(lambda m: m.group(0) if m.group(2) in names else m.group(1), source)


def relinked(text: str, names: set[str]) -> str:
    """A notebook's text with `relink` applied to its markdown cells (unchanged when no link
    needs it, so a clean tutorial stays byte for byte as built)."""
    notebook = json.loads(text)
    changed = False
    for cell in notebook["cells"]:
        if cell.get("cell_type") == "markdown":
            source = _source(cell)
            if relink(source, names) != source:
                cell["source"] = relink(source, names)
                changed = True
    return json.dumps(notebook, indent=1, ensure_ascii=False) + "\n" if changed else text


def refuse_nbgrader_source(path: Path, notebook: dict[str, Any]) -> None:
    """Refuse a teacher's notebook that holds an nbgrader source's solutions or hidden tests."""
    for number, cell in enumerate(notebook["cells"], 1):
        marker = next((m for m in NBGRADER_SOURCE if m in _source(cell)), None)
        if marker:
            raise Refused(
                f"{path} is an nbgrader source notebook (cell {number} holds {marker!r}): the "
                "site would hand out its answers; give the student version nbgrader releases "
                "(nbgrader generate_assignment writes it into release/)"
            )


def _source(cell: dict[str, Any]) -> str:
    source = cell.get("source", "")
    return "".join(source) if isinstance(source, list) else str(source)


def problems(notebook: dict[str, Any], source: Path, build: ModuleType | None) -> list[str]:
    """How a tutorial differs from what `tutorials/build.py` writes (empty: it is clean)."""
    found = []
    if build is not None and source.is_file():
        want = build.parse_source(source.read_text(encoding="utf-8"))
        have = [(c.get("cell_type"), _source(c)) for c in notebook["cells"]]
        if have != want:
            found.append(f"its cells differ from its source tutorials/source/{source.name}")
    metadata = notebook["metadata"]
    held = []
    if metadata.get("language_info") != {"name": "python"}:
        held.append("language_info from a running kernel")
    held += sorted(set(metadata) - AS_BUILT_METADATA)
    if held:
        found.append("its metadata holds " + ", ".join(held))
    code = [c for c in notebook["cells"] if c.get("cell_type") == "code"]
    if [c.get("execution_count") for c in code] != list(range(1, len(code) + 1)):
        found.append("its cells were not run once each from the top")
    if any(c.get("metadata") for c in notebook["cells"]):
        found.append("its cells hold metadata")
    outputs = [o for c in code for o in c.get("outputs", [])]
    if any(WIDGET_VIEW in o.get("data", {}) for o in outputs):
        found.append("its outputs hold widget views")
    return found


def committed(root: Path, path: str) -> str | None:
    """The file at ``path`` (in the checkout) as committed (git HEAD), or None where there is
    no such commit."""
    done = subprocess.run(
        ["git", "-C", str(root), "show", f"HEAD:{path}"],
        capture_output=True,
        text=True,
        check=False,
    )
    return done.stdout if done.returncode == 0 else None


def clean_tutorial(
    root: Path, path: Path, build: ModuleType | None, folder: str = "notebooks"
) -> tuple[str, str]:
    """The tutorial's text to ship, and a sentence when it is not the working tree's.
    ``folder``: where it is in the checkout (``notebooks/hu`` for a translation, whose cells
    are not compared with the English source)."""
    english = folder == "notebooks"
    source = root / "tutorials" / "source" / f"{path.stem}.md" if english else root / "none"
    text = path.read_text(encoding="utf-8")
    found = problems(read_notebook(path, text), source, build)
    if not found:
        return text, ""
    ran = [p for p in found if not p.startswith("its cells differ")]
    how = " and ".join(
        (["was run and saved since it was built"] if ran else [])
        + (["was edited"] if len(ran) < len(found) else [])
    )
    said = f"{folder}/{path.name} {how} ({'; '.join(found)})"
    clean = committed(root, f"{folder}/{path.name}")
    if clean is not None and not problems(read_notebook(path, clean), source, build):
        return clean, f"{said}: the committed copy is shipped"
    raise Refused(
        f"{said}, and there is no clean committed copy: rebuild it with "
        f".venv/bin/python tutorials/build.py {path.stem[:2]}"
        + ("" if english else f" --lang {folder.rsplit('/', 1)[-1]}")
    )


def translated(root: Path) -> list[Path]:
    """The folders of the tutorials in another language (``notebooks/hu``, ...)."""
    return sorted(p for p in (root / "notebooks").iterdir() if p.is_dir() and len(p.name) == 2)


def choose(root: Path, dest: Path, wanted: list[str], languages: bool = False) -> list[str]:
    """Write the chosen notebooks into ``dest`` (with ``languages``, each tutorial's
    translations into ``dest/CODE``); return what was said about them."""
    tutorials = sorted((root / "notebooks").glob("*.ipynb"))
    build = load_build(root)
    chosen: dict[str, tuple[bool, Path]] = {}
    for arg in wanted or [p.stem for p in tutorials]:
        is_tutorial, path = find(root, tutorials, arg)
        earlier = chosen.get(path.name)
        if earlier is not None and earlier[1] != path:
            raise Refused(f"two notebooks are called {path.name}: {earlier[1]} and {path}")
        chosen[path.name] = (is_tutorial, path)
    if not chosen:
        raise Refused(f"there are no tutorial notebooks in {root / 'notebooks'}")
    said, texts = [], {}
    for name, (is_tutorial, path) in chosen.items():
        if is_tutorial:
            texts[name], note = clean_tutorial(root, path, build)
            if note:
                said.append(note)
        else:
            text = path.read_text(encoding="utf-8")
            refuse_nbgrader_source(path, read_notebook(path, text))
            texts[name] = text
    theirs: dict[str, dict[str, str]] = {}
    for folder in translated(root) if languages else []:
        theirs[folder.name] = {}
        for name, (is_tutorial, _path) in chosen.items():
            if is_tutorial and (folder / name).is_file():
                text, note = clean_tutorial(root, folder / name, build, f"notebooks/{folder.name}")
                theirs[folder.name][name] = text
                if note:
                    said.append(note)
    dest.mkdir(parents=True, exist_ok=True)
    for name, text in texts.items():
        (dest / name).write_text(relinked(text, set(texts)), encoding="utf-8")
    for code, in_code in theirs.items():
        (dest / code).mkdir(exist_ok=True)
        for name, text in in_code.items():
            (dest / code / name).write_text(relinked(text, set(in_code)), encoding="utf-8")
    return said


def main(argv: list[str]) -> int:
    name = "site.sh"
    if len(argv) >= 4 and argv[2] == "--name":
        name, argv = argv[3], argv[:2] + argv[4:]
    languages = len(argv) >= 3 and argv[2] == "--languages"
    if languages:
        argv = argv[:2] + argv[3:]
    if len(argv) < 2:
        print(
            "usage: python choose.py ROOT DEST [--name SCRIPT] [--languages] [NOTEBOOK ...]",
            file=sys.stderr,
        )
        return 2
    try:
        said = choose(Path(argv[0]), Path(argv[1]), argv[2:], languages)
    except Refused as refused:
        print(f"{name}: {refused}; nothing was built.", file=sys.stderr)
        return 2
    for sentence in said:
        print(f"{name}: {sentence}.", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
