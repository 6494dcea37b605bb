"""The course site (a static JupyterLite site, `scripts/site.sh`): build it, copy it with extra
notebooks, open a notebook in it. Shared by the site's browser test and its benchmark.

In the site, notebooks live under ``files/`` and are listed in ``api/contents/all.json``;
``lab/index.html?path=NAME`` opens one. The kernel is Pyodide, in a web worker.
"""

from __future__ import annotations

import json
import shutil
import time
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from harness import NOTEBOOK, write_notebook
from servers import built_folder

SITE_ENV = "MOON_NB_SITE"
"""Set to a site built by `scripts/site.sh` to use it instead of building one."""


def build_site(out: Path) -> Path:
    """The course site: the one named by $MOON_NB_SITE, or one built into ``out`` by
    `scripts/site.sh` (its downloads are cached, so a second build needs no network)."""
    return built_folder("site.sh", out, SITE_ENV, "jupyter-lite.json")


def copy_with_notebooks(site: Path, dest: Path, notebooks: dict[str, list[str]]) -> Path:
    """A copy of ``site`` in ``dest`` with extra notebooks of code cells, listed as the site's
    build would list them."""
    shutil.copytree(site, dest)
    listing_path = dest / "api" / "contents" / "all.json"
    listing = json.loads(listing_path.read_text())
    now = datetime.now(timezone.utc).isoformat().replace("+00:00", "Z")
    for name, cells in notebooks.items():
        path = dest / "files" / name
        write_notebook(path, cells)
        listing["content"].append(
            {
                "content": None,
                "created": now,
                "format": None,
                "hash": None,
                "hash_algorithm": None,
                "last_modified": now,
                "mimetype": None,
                "name": name,
                "path": name,
                "size": path.stat().st_size,
                "type": "notebook",
                "writable": True,
            }
        )
    listing_path.write_text(json.dumps(listing))
    return dest


def open_lite_notebook(page: Any, url: str, name: str, timeout: float = 120_000) -> None:
    """Open notebook ``name`` of the site served at ``url`` and wait until its cells show.
    (The Pyodide kernel goes on starting in the background: a cell run now waits for it.)"""
    page.goto(f"{url}/lab/index.html?path={name}")
    page.wait_for_selector(f"{NOTEBOOK} .jp-Cell", timeout=timeout)


def wait_for_output(page: Any, cell: int, selector: str, timeout: float = 180_000) -> Any:
    """The element ``selector`` in the output of cell ``cell``, once it shows."""
    found = page.locator(f"{NOTEBOOK} .jp-Cell").nth(cell).locator(selector).first
    found.wait_for(timeout=timeout)
    return found


def wait_until_run(page: Any, cell: int, timeout: float = 300_000) -> None:
    """Wait until cell ``cell`` has finished running (its prompt shows a number)."""
    prompt = page.locator(f"{NOTEBOOK} .jp-Cell").nth(cell).locator(".jp-InputPrompt").first
    deadline = time.monotonic() + timeout / 1000
    while time.monotonic() < deadline:
        text = prompt.inner_text().strip()
        if text[1:-2].isdigit():
            return
        page.wait_for_timeout(200)
    raise TimeoutError(f"cell {cell} did not finish in {timeout / 1000:.0f} s")


CURRENT = '.lm-TabBar-tab.lm-mod-current[data-type="document-title"]'
"""The tab of the document JupyterLab shows."""


def open_in_one_lab(page: Any, url: str, name: str) -> None:
    """Open notebook ``name``: in the JupyterLab ``page`` shows, from its file browser, or, on
    a page that shows none yet, at its address."""
    if "/lab/" not in page.url:
        open_lite_notebook(page, url, name)
        return
    open_from_the_file_browser(page, name)
    page.locator(CURRENT, has_text=name).wait_for(timeout=120_000)
    page.wait_for_selector(f"{NOTEBOOK} .jp-Cell", timeout=120_000)


PYODIDE = "**/pyodide.asm.wasm"
"""Pyodide's WebAssembly, which every kernel of the site starts from."""


def no_kernel(context: Any) -> None:
    """Notebooks opened in ``context`` show as saved and start no kernel (about 4 s of CPU a
    notebook): the request for Pyodide's WebAssembly is held, never answered, so each kernel
    waits for it until the page closes. (Refused, it raised "Failed to fetch" in the page.)"""
    context.route(PYODIDE, lambda route: None)


def open_from_the_file_browser(page: Any, name: str) -> None:
    """Open tutorial ``name`` in the JupyterLab already shown, by a double click in its file
    browser (no page loads again)."""
    if not page.locator(".jp-DirListing").is_visible():
        page.locator('.jp-SideBar [data-id="filebrowser"]').click()
    page.locator(".jp-DirListing-item", has_text=name).dblclick()
