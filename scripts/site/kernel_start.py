"""Run inside Pyodide (by ``pyodide_run.mjs``, in Node) when ``scripts/site.sh`` builds the
course site: the site's kernel is started once at build time, as its worker starts it, and a
tutorial's first cell is run, so that what they import is written as byte code
(``byte_code.py``) by the very interpreter the learner's browser runs. Without it, a learner's
browser compiles some 800 modules — IPython and its helpers, the widgets, moon_nb and the
standard library they use — in WebAssembly on every visit, before the first table.

Reads /build/in/site/*.whl (the wheels the site ships: compiled), /build/in/kernel/*.whl (the
kernel's own, shipped as the kernel extension has them: installed only) and
/build/in/stdlib.zip; writes /build/out/wheels/*.whl (each site wheel, with byte code beside
the sources of the modules imported), /build/out/python_stdlib.pyc.zip and
/build/out/report.json.
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


def install(wheel: Path) -> list[tuple[str, bytes]]:
    """Unpack ``wheel`` into site-packages, as Pyodide's loader does; its files (path,
    contents)."""
    with zipfile.ZipFile(wheel) as archive:
        archive.extractall(SITE)
        return [(name, archive.read(name)) for name in archive.namelist() if not name.endswith("/")]


def start_the_kernel() -> dict[str, float]:
    """Import what the kernel's worker imports while it starts (micropip, piplite, then
    pyodide_kernel, which starts IPython), then run the first cell of tutorial 01."""
    times = {}
    t = time.perf_counter()
    import micropip  # noqa: F401
    import piplite.piplite  # noqa: F401
    import pyodide_kernel

    times["kernel"] = time.perf_counter() - t
    # Here there is no page to send the widget's messages to.
    pyodide_kernel.kernel_instance.interpreter.send_comm = lambda *args, **kwargs: None
    t = time.perf_counter()
    from moon_nb import MoonTable
    from moon_nb.lessons import steady_expert

    MoonTable(seed=34, advisor=steady_expert())
    times["first cell"] = time.perf_counter() - t
    return times


def main() -> None:
    inputs, outputs = BUILD / "in", BUILD / "out"
    shipped = {wheel: install(wheel) for wheel in sorted((inputs / "site").glob("*.whl"))}
    for wheel in sorted((inputs / "kernel").glob("*.whl")):
        install(wheel)
    importlib.invalidate_caches()
    times = start_the_kernel()

    wanted = imported_from(str(SITE))
    (outputs / "wheels").mkdir()
    compiled = {}
    for wheel, files in shipped.items():
        compiled[wheel.name] = write_with_byte_code(
            files, wanted, SITE, outputs / "wheels" / wheel.name
        )
    stdlib = write_stdlib(
        inputs / "stdlib.zip", outputs / "python_stdlib.pyc.zip", imported_from(stdlib_zip())
    )
    report = {
        "python": sys.version.split()[0],
        "stdlib_compiled": stdlib,
        "wheels_compiled": compiled,
        "times": {k: round(v, 3) for k, v in times.items()},
    }
    (outputs / "report.json").write_text(json.dumps(report))
    print("kernel_start.py:", json.dumps(report))


main()
