"""The tutorials as a learner first sees them: opened by a fresh user (no trust database knows
them), nothing run. JupyterLab and Notebook 7 sanitize an untrusted notebook's HTML outputs, so
this is where inline SVG would vanish; every picture saved in the outputs must still be drawn.

Writes ``test-artifacts/untrusted-pictures.json`` (pictures saved and drawn, per notebook) and
screenshots of tutorial 3: ``untrusted-03-light.png``, ``untrusted-03-dark.png`` and
``untrusted-03-notebook7.png``.
"""

from __future__ import annotations

import contextlib
import json
import re
import shutil
import tempfile
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import nbformat
import pytest
from harness import NOTEBOOK, ROOT, JupyterServer, jupyter_server, open_notebook, set_theme
from support import Picture, pictures_in

pytestmark = pytest.mark.browser

TUTORIALS = sorted((ROOT / "notebooks").glob("*.ipynb"))
SHOWN = "03-following-suit.ipynb"
"""The tutorial the screenshots show: its first picture is the learner's hand."""

DRAWN = """async (selector) => {
  // Each picture is brought on screen first: offscreen cells may not be laid out.
  const out = [];
  for (const img of document.querySelectorAll(selector)) {
    img.scrollIntoView({block: "center"});
    try { await img.decode(); } catch (error) { /* a broken image: naturalWidth stays 0 */ }
    const box = img.getBoundingClientRect();
    out.push({
      alt: img.alt,
      src: img.src.slice(0, 26),
      natural: [img.naturalWidth, img.naturalHeight],
      size: [box.width, box.height],
      visible: img.checkVisibility({opacityProperty: true, visibilityProperty: true}),
    });
  }
  return out;
}"""


def saved_pictures(path: Path) -> list[Picture]:
    """The pictures in a notebook's saved outputs, in order (what a learner should see)."""
    nb = nbformat.read(path, as_version=4)
    return [
        picture
        for cell in nb.cells
        if cell.cell_type == "code"
        for output in cell.outputs
        if "text/html" in output.get("data", {})
        for picture in pictures_in(output.data["text/html"])
    ]


@pytest.fixture(scope="module")
def tutorials() -> Iterator[Path]:
    """A copy of the tutorials, as a learner downloads them."""
    root = Path(tempfile.mkdtemp(prefix="moon-tutorials-"))
    for path in TUTORIALS:
        shutil.copy(path, root)
    try:
        yield root
    finally:
        shutil.rmtree(root, ignore_errors=True)


@pytest.fixture(scope="module")
def fresh_lab(chromium_path: str | None, tutorials: Path) -> Iterator[JupyterServer]:
    with jupyter_server(tutorials, "lab", fresh_user=True) as server:
        yield server


@pytest.fixture(scope="module")
def fresh_notebook7(chromium_path: str | None, tutorials: Path) -> Iterator[JupyterServer]:
    with jupyter_server(tutorials, "notebook", fresh_user=True) as server:
        yield server


def assert_untrusted(server: JupyterServer, name: str) -> None:
    """The server tells the page this notebook's outputs are untrusted (so the page sanitizes
    them): the test really looks at what a learner sees on first opening it."""
    with urllib.request.urlopen(f"{server.url}/api/contents/{name}?content=1") as r:
        model = json.load(r)
    code = [c for c in model["content"]["cells"] if c["cell_type"] == "code" and c["outputs"]]
    assert code and all(c["metadata"].get("trusted") is False for c in code), name


def drawn_pictures(page: Any, expected: int) -> list[dict[str, Any]]:
    """The pictures drawn in the notebook on screen, once all ``expected`` have been put on
    the page (or 20 s have passed)."""
    selector = f"{NOTEBOOK} .jp-OutputArea-output img"
    with contextlib.suppress(Exception):  # on a timeout, the assertions say what is missing
        page.wait_for_function(
            "([s, n]) => document.querySelectorAll(s).length >= n",
            arg=[selector, expected],
            timeout=20_000,
        )
    return list(page.evaluate(DRAWN, selector))


def assert_drawn(name: str, drawn: list[dict[str, Any]], saved: list[Picture]) -> None:
    """Each saved picture is on the page, in order, with its alt text, loaded and of real
    size, in the proportions of the picture."""
    assert [d["alt"] for d in drawn] == [p.alt for p in saved], name
    for d, picture in zip(drawn, saved, strict=True):
        (nw, nh), (w, h) = d["natural"], d["size"]
        assert d["src"] == "data:image/svg+xml;base64,", (name, d)
        assert nw > 0 and nh > 0, f"{name}: not drawn: {d}"
        assert w >= 20 and h >= 20 and d["visible"], f"{name}: no real size: {d}"
        live = re.match(r'<svg[^>]*\bwidth="100%"[^>]*\bheight="(\d+)"', picture.svg)
        if live:  # a table laid out as the live one: as wide as the cell, its height fixed
            assert abs(h - int(live[1])) <= 1, f"{name}: not the live table's height: {d}"
        else:
            assert abs(w / h - nw / nh) < 0.03 * nw / nh, f"{name}: out of proportion: {d}"


def open_in_the_same_lab(page: Any, name: str) -> None:
    """Close what JupyterLab shows and open notebook ``name`` in it, as a learner opens the
    next tutorial from the file browser (loading JupyterLab again for each would take most of
    this test's time)."""
    page.evaluate(
        """async (path) => {
          const app = window.jupyterapp;
          await app.commands.execute("application:close-all");
          await app.commands.execute("docmanager:open", {path, factory: "Notebook"});
        }""",
        name,
    )
    page.wait_for_selector(f"{NOTEBOOK} .jp-Cell", timeout=60_000)


def test_every_saved_picture_shows_in_an_untrusted_tutorial(
    fresh_lab: JupyterServer, page: Any, artifacts: Path
) -> None:
    found: dict[str, dict[str, int]] = {}
    for path in TUTORIALS:
        saved = saved_pictures(path)
        assert saved, f"{path.name} saves no pictures"
        assert_untrusted(fresh_lab, path.name)
        # The pictures are the saved outputs: they show with no kernel, so none is waited for.
        if found:
            open_in_the_same_lab(page, path.name)
        else:
            open_notebook(page, fresh_lab, path.name, kernel=False)
        drawn = drawn_pictures(page, len(saved))
        found[path.stem] = {
            "saved": len(saved),
            "drawn": sum(1 for d in drawn if d["natural"][0] > 0 and d["size"][0] > 0),
        }
        assert_drawn(path.name, drawn, saved)
    (artifacts / "untrusted-pictures.json").write_text(json.dumps(found, indent=1) + "\n")
    assert len(found) == len(TUTORIALS) >= 8
    assert not page.errors, page.errors


def _show_first_picture(page: Any) -> None:
    """Scroll tutorial 3 to its first picture: the learner's hand, under its code cell."""
    first = page.locator(f"{NOTEBOOK} .jp-OutputArea-output img").first
    first.evaluate("img => img.closest('.jp-Cell').scrollIntoView({block: 'start'})")
    page.wait_for_timeout(300)


def test_an_untrusted_tutorial_in_light_and_dark_themes(
    fresh_lab: JupyterServer, page: Any, artifacts: Path
) -> None:
    saved = saved_pictures(ROOT / "notebooks" / SHOWN)
    open_notebook(page, fresh_lab, SHOWN)
    try:
        for theme, shot in (("JupyterLab Light", "light"), ("JupyterLab Dark", "dark")):
            set_theme(page, theme)
            assert_drawn(SHOWN, drawn_pictures(page, len(saved)), saved)
            _show_first_picture(page)
            page.screenshot(path=str(artifacts / f"untrusted-03-{shot}.png"))
    finally:
        set_theme(page, "JupyterLab Light")
    assert not page.errors, page.errors


def test_an_untrusted_tutorial_in_notebook_7(
    fresh_notebook7: JupyterServer, page: Any, artifacts: Path
) -> None:
    saved = saved_pictures(ROOT / "notebooks" / SHOWN)
    assert_untrusted(fresh_notebook7, SHOWN)
    open_notebook(page, fresh_notebook7, SHOWN)
    assert_drawn(SHOWN, drawn_pictures(page, len(saved)), saved)
    _show_first_picture(page)
    page.screenshot(path=str(artifacts / "untrusted-03-notebook7.png"))
    assert not page.errors, page.errors
