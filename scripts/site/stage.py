"""Lay out the JupyterLite "lite dir" from which `scripts/site.sh` builds the course site.

    python stage.py LITE_DIR --pyodide PYODIDE_TGZ --wheels WHEEL_OR_DIR ... --notebooks DIR
        [--title TITLE]

LITE_DIR gets:

- ``static/pyodide/``: the Pyodide core from its npm package (the runtime, the standard
  library and a ``pyodide-lock.json`` that names ~350 packages it does not hold);
- ``static/pyodide-lock/*.whl``: the wheels the kernel and moon_nb need (with the byte code
  ``kernel_start.py`` wrote into them). JupyterLite's
  ``PyodideLockAddon`` (``--pyodide-lock``) adds every wheel found there to a new lock file,
  with its own sha256, its dependencies and its import names, so ``import moon_nb`` in a cell
  loads moon_nb and everything it needs from the site itself;
- ``files/``: the notebooks of DIR (chosen by ``choose.py``), set for the site (`for_the_site`),
  those in another language in a folder of its code (``files/hu/``);
- ``jupyter-lite.json``: the site's name (``appName``), when a TITLE is given;
- ``jupyter_lite_config.json``: the build settings (next to this script): the lock step on,
  no source maps, and the packages the kernel fetches while it starts — micropip, piplite
  and jedi, which it would otherwise install one after the other once Pyodide is up,
  moon_nb, which is then ready when the learner runs the first cell, and fsrs, which
  ``Review()`` imports inside moon_nb (the kernel installs, before a cell runs, only what the
  cell's own code imports).

The npm package's lock file has no ``info.version``, which pyodide-lock 0.1.2 (the newest on
PyPI) requires: the version of the package is written there.
"""

from __future__ import annotations

import argparse
import html
import json
import shutil
import sys
import tarfile
from pathlib import Path
from typing import Any

from check import KERNEL

HERE = Path(__file__).resolve().parent


def unpack_pyodide(tarball: Path, dest: Path) -> str:
    """Unpack the npm package's files into ``dest``; return the Pyodide version."""
    dest.mkdir(parents=True)
    with tarfile.open(tarball) as tar:
        for member in tar.getmembers():
            # npm packs everything under "package/"; the kernel wants the files at the top.
            if not member.isfile() or not member.name.startswith("package/"):
                continue
            source = tar.extractfile(member)
            assert source is not None
            target = dest / member.name.removeprefix("package/")
            target.parent.mkdir(parents=True, exist_ok=True)
            with source, target.open("wb") as out:
                shutil.copyfileobj(source, out)
    return str(json.loads((dest / "package.json").read_text())["version"])


def complete_lock_info(lock_path: Path, version: str) -> None:
    """Give the lock file the ``info.version`` that pyodide-lock's schema requires."""
    lock = json.loads(lock_path.read_text())
    lock["info"].setdefault("version", version)
    lock_path.write_text(json.dumps(lock, indent=1, sort_keys=True))


PYODIDE_KERNELSPEC = {"name": "python", "display_name": "Python (Pyodide)", "language": "python"}


def _is_json_mime(mime: str) -> bool:
    """A JSON output (left as it is): its lists are data, not lines."""
    return mime == "application/json" or (
        mime.startswith("application/") and mime.endswith("+json")
    )


def _joined(bundle: dict[str, Any]) -> None:
    for mime, value in bundle.items():
        if isinstance(value, list) and not _is_json_mime(mime):
            bundle[mime] = "".join(value)


def for_the_site(notebook: dict[str, Any]) -> dict[str, Any]:
    """The notebook as the site serves it: it names the site's kernel (JupyterLite otherwise
    matches "python3" by language, and now and then asks the learner to pick a kernel), and its
    code cells are trusted, as a server trusts a signed notebook: the course author built them,
    and JupyterLab shows an untrusted cell's saved pictures (SVG in HTML) as bare text. Every
    multi-line field is one string, as Jupyter's server hands a notebook to JupyterLab:
    JupyterLite serves the file as it is, and shows an output saved as a list of lines with a
    comma at the start of each line after the first (jupyterlite#1105)."""
    notebook["metadata"]["kernelspec"] = dict(PYODIDE_KERNELSPEC)
    for cell in notebook["cells"]:
        if isinstance(cell.get("source"), list):
            cell["source"] = "".join(cell["source"])
        for attachment in cell.get("attachments", {}).values():
            _joined(attachment)
        if cell["cell_type"] == "code":
            cell["metadata"]["trusted"] = True
            for output in cell.get("outputs", []):
                if isinstance(output.get("text"), list):
                    output["text"] = "".join(output["text"])
                _joined(output.get("data", {}))
    return notebook


def stage(
    lite_dir: Path, pyodide: Path, wheel_paths: list[Path], notebooks: Path, title: str = ""
) -> None:
    if lite_dir.exists():
        shutil.rmtree(lite_dir)
    version = unpack_pyodide(pyodide, lite_dir / "static" / "pyodide")
    complete_lock_info(lite_dir / "static" / "pyodide" / "pyodide-lock.json", version)

    wheels = lite_dir / "static" / "pyodide-lock"
    wheels.mkdir(parents=True)
    for path in wheel_paths:
        for wheel in sorted(path.glob("*.whl")) if path.is_dir() else [path]:
            shutil.copy2(wheel, wheels / wheel.name)

    files = lite_dir / "files"
    files.mkdir()
    if not list(notebooks.glob("*.ipynb")):
        raise SystemExit(f"no notebooks (*.ipynb) in {notebooks}")
    # The tutorials in another language are in a folder of its code (files/hu/...).
    for notebook in sorted(notebooks.rglob("*.ipynb")):
        site_notebook = for_the_site(json.loads(notebook.read_text(encoding="utf-8")))
        text = json.dumps(site_notebook, indent=1, ensure_ascii=False) + "\n"
        target = files / notebook.relative_to(notebooks)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")

    shutil.copy2(HERE / "jupyter_lite_config.json", lite_dir / "jupyter_lite_config.json")
    if title:
        # JupyterLite merges this into the site's own jupyter-lite.json: the app's name, which
        # JupyterLab shows in the browser's tab.
        config = {"jupyter-lite-schema-version": 0, "jupyter-config-data": {"appName": title}}
        (lite_dir / "jupyter-lite.json").write_text(json.dumps(config, indent=1))


COMPILED_STDLIB = "static/pyodide/python_stdlib.pyc.zip"


def use_compiled_stdlib(site: Path, archive: Path) -> None:
    """Have the built site's kernel load the standard library from ``archive`` (written by
    ``kernel_start.py``: what the kernel imports while it starts, as byte code) instead of
    Pyodide's own, which is sources only."""
    shutil.copy2(archive, site / COMPILED_STDLIB)
    path = site / "jupyter-lite.json"
    config = json.loads(path.read_text())
    options = config["jupyter-config-data"]["litePluginSettings"][KERNEL]["loadPyodideOptions"]
    # The kernel resolves every option ending in "URL" against the site's base address.
    options["stdLibURL"] = f"./{COMPILED_STDLIB}"
    path.write_text(json.dumps(config, indent=2))


def check_title(title: str) -> str:
    """The site's title, or SystemExit with a sentence."""
    if not title.strip() or "\n" in title or len(title) > 80:
        raise SystemExit("site.sh: a title is one line of at most 80 characters; nothing was built")
    return title.strip()


def set_page_titles(site: Path, title: str) -> None:
    """The title each of the site's pages shows before its app has loaded (then the app
    shows ``appName``)."""
    for page in site.glob("*/index.html"):
        text = page.read_text(encoding="utf-8")
        page.write_text(
            text.replace("<title>JupyterLite</title>", f"<title>{html.escape(title)}</title>"),
            encoding="utf-8",
        )


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("lite_dir", type=Path)
    parser.add_argument("--pyodide", type=Path, required=True, help="npm tarball of pyodide")
    parser.add_argument(
        "--wheels", type=Path, nargs="+", required=True, help="wheels or folders of wheels"
    )
    parser.add_argument("--notebooks", type=Path, required=True)
    parser.add_argument("--title", default="")
    args = parser.parse_args(argv)
    title = check_title(args.title) if args.title else ""
    stage(args.lite_dir, args.pyodide, args.wheels, args.notebooks, title)


if __name__ == "__main__":
    main(sys.argv[1:])
