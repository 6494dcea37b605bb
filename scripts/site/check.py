"""Check a built course site is complete offline: everything the kernel loads to start and to
``import moon_nb`` is a file in the site whose sha256 matches the lock file's.

    python check.py SITE_DIR
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from urllib.parse import urlparse

KERNEL = "@jupyterlite/pyodide-kernel-extension:kernel"
# What the kernel itself installs while starting (see its worker: micropip, then piplite,
# then these through piplite), what the tutorials import, and what moon_nb imports that the
# kernel cannot see in a cell (fsrs, imported by Review()).
NEEDED = ["micropip", "piplite", "ipykernel", "comm", "pyodide-kernel", "jedi", "ipython"]
NEEDED += ["moon-nb", "fsrs"]


def closure(packages: dict[str, dict[str, object]], roots: list[str]) -> list[str]:
    """The packages ``roots`` need, themselves included, in the order they are met."""
    seen: list[str] = []
    todo = list(roots)
    while todo:
        name = todo.pop(0)
        if name in seen:
            continue
        if name not in packages:
            raise SystemExit(f"check: {name} is not in the site's Pyodide lock file")
        seen.append(name)
        todo.extend(str(dep) for dep in packages[name]["depends"])  # type: ignore[union-attr]
    return seen


def check(site: Path) -> None:
    config = json.loads((site / "jupyter-lite.json").read_text())["jupyter-config-data"]
    options = config["litePluginSettings"][KERNEL]["loadPyodideOptions"]
    lock_path = site / options["lockFileURL"]
    lock = json.loads(lock_path.read_text())
    # Lock entries are keyed by canonical name; the lock's file names are relative to the
    # folder Pyodide loads from (static/pyodide).
    packages = {key.lower(): entry for key, entry in lock["packages"].items()}
    base = site / "static" / "pyodide"
    problems = []
    needed = closure(packages, [*NEEDED, *options.get("packages", [])])
    for name in needed:
        entry = packages[name]
        url = urlparse(entry["file_name"])
        if url.scheme:
            problems.append(f"{name} would be fetched from {entry['file_name']}")
            continue
        path = (base / url.path).resolve()
        if not path.is_file():
            problems.append(f"{name}: {path} is missing")
        elif hashlib.sha256(path.read_bytes()).hexdigest() != entry["sha256"]:
            problems.append(f"{name}: {path.name} does not match the lock's sha256")
    stdlib = options.get("stdLibURL")
    if stdlib is not None and not (site / stdlib).is_file():
        problems.append(f"the standard library {stdlib} is missing")
    if problems:
        raise SystemExit("check: the site is not complete offline:\n  " + "\n  ".join(problems))
    print(f"check: {len(needed)} packages for the kernel and moon_nb, all in the site")


if __name__ == "__main__":
    check(Path(sys.argv[1]))
