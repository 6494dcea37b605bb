"""Run inside Pyodide by ``snapshot.mjs`` (in Node) when ``scripts/site.sh`` builds the course
site: the kernel started as its worker starts it, just before Python's memory is kept as the
snapshot the learner's browser restores (``start.mjs``).

- The wheels in /build/in/wheels (those the kernel loads while it starts, with the byte code
  ``kernel_start.py`` wrote) are installed as Pyodide's ``loadPackage`` installs them: their
  dist-info says so, and ``start.mjs`` counts them as loaded when it restores the snapshot.
- ``pyodide_kernel`` is imported, which starts IPython and the kernel, and tutorial 01's first
  cell is run (its table dealt, then closed), so what they import is imported.
- micropip and piplite, which the worker imports first, are imported and then forgotten: micropip
  keeps, when imported, the lock file and the address it came from, which only the learner's
  browser knows, so the worker imports both again after the restore — but the standard library
  they use stays imported.
- moon_nb too is forgotten once its table is dealt, and imported again, from its byte code, by
  the learner's first cell: what it makes when imported must be each kernel's own — the
  progress session's id, which names every event it writes to the progress file, would
  otherwise be the same in every notebook's kernel and every visit, and their events would
  merge as one. What moon_nb imports (the widgets, anywidget, the standard library) stays
  imported.

Sets ``REPORT``: the files the restored kernel needs (the packages, IPython's profile) as folders
and the files left out (the byte code of modules already imported: Python's memory holds them;
the wheels' .data folders), and the times.
"""

from __future__ import annotations

import gc
import importlib
import os
import sys
import time
import zipfile
from pathlib import Path

SITE = Path(next(p for p in sys.path if p.endswith("site-packages")))
FORGOTTEN = ("micropip", "piplite", "moon_nb")


def install(wheel: Path) -> None:
    """Unpack ``wheel`` into site-packages and mark it as Pyodide's ``loadPackage`` marks it."""
    with zipfile.ZipFile(wheel) as archive:
        archive.extractall(SITE)
        info = {name.split("/")[0] for name in archive.namelist() if ".dist-info/" in name}
    for folder in info:
        (SITE / folder / "INSTALLER").write_text("pyodide.loadPackage")
        (SITE / folder / "PYODIDE_SOURCE").write_text("pyodide")


def forget(packages: tuple[str, ...]) -> None:
    """Take ``packages`` and their modules out of ``sys.modules``: they are imported again."""
    for name in [n for n in sys.modules if n.split(".")[0] in packages]:
        del sys.modules[name]


def main() -> dict[str, object]:
    for wheel in sorted(Path("/build/in/wheels").glob("*.whl")):
        install(wheel)
    importlib.invalidate_caches()
    times = {}
    t = time.perf_counter()
    import piplite.piplite  # noqa: F401
    import pyodide_kernel

    times["kernel"] = (time.perf_counter() - t) * 1000
    interpreter = pyodide_kernel.kernel_instance.interpreter
    interpreter.send_comm = lambda *args, **kwargs: None  # the worker sets its own
    t = time.perf_counter()
    from moon_nb import MoonTable

    MoonTable(seed=34).close()
    times["first cell"] = (time.perf_counter() - t) * 1000
    forget(FORGOTTEN)
    del MoonTable
    # As in the browser, where Emscripten names its program so.
    os.environ["_"] = "./this.program"
    gc.collect()
    compiled = {
        module.__spec__.cached
        for module in list(sys.modules.values())
        if getattr(module, "__spec__", None) and module.__spec__.cached
    }
    # A wheel's .data folder holds what a server installs beside the package (anywidget's and
    # the widgets' JupyterLab extensions): the site serves them itself; the kernel never reads them.
    data = [str(p) for folder in SITE.glob("*.data") for p in folder.rglob("*") if p.is_file()]
    return {
        "folders": [str(SITE), str(Path.home() / ".ipython")],
        "left_out": sorted([*(c for c in compiled if c.startswith(f"{SITE}/")), *data]),
        "times": times,
    }


REPORT = main()
