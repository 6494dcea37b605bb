"""A table that no longer reaches Python says so, in a real JupyterLab: after a kernel restart,
and in a learner's own notebook saved with its widget state and opened again (its new kernel
does not know the old table). Its controls stand still instead of offering dead buttons; the
table it shows is its last position. Screenshots go to test-artifacts/."""

from __future__ import annotations

import json
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from conftest import table_cell
from harness import (
    NOTEBOOK,
    JupyterServer,
    act,
    dismiss_dialogs,
    jupyter_server,
    open_notebook,
    show_table,
    write_notebook,
)

pytestmark = pytest.mark.browser

SAVE_WIDGET_STATE = {"@jupyter-widgets/jupyterlab-manager:plugin": {"saveState": True}}


def assert_stands_still(table: Any) -> None:
    """The table says it is not connected, and none of its controls can be used."""
    lost = table.locator(".moon-lost")
    lost.wait_for(state="visible", timeout=30_000)
    assert "Not connected to Python" in lost.inner_text()
    assert "Run this cell" in lost.inner_text()
    assert table.get_attribute("data-connected") == "false"
    buttons = table.locator(".moon-actions button, .moon-hand button, .moon-tools button")
    assert buttons.count() > 0
    for i in range(buttons.count()):
        assert buttons.nth(i).evaluate("b => b.closest('[inert]') !== null"), "a dead button"


def test_a_kernel_restart_leaves_a_table_that_says_so(
    lab: JupyterServer, page: Any, artifacts: Path
) -> None:
    table = show_table(page, lab, "restart.ipynb")
    act(table, lambda: table.get_by_role("button", name="Pass").click())
    assert table.get_attribute("data-connected") == "true"
    assert table.locator(".moon-lost").is_hidden()
    page.evaluate("() => { window.jupyterapp.commands.execute('kernelmenu:restart'); }")
    page.wait_for_selector(".jp-Dialog", timeout=10_000)
    dismiss_dialogs(page)
    assert_stands_still(table)
    before = table.get_attribute("data-action-count")
    table.locator(".moon-hand").click(force=True)
    assert table.get_attribute("data-action-count") == before
    table.screenshot(path=str(artifacts / "table-kernel-restarted.png"), animations="disabled")


@pytest.fixture(scope="module")
def saving_lab(chromium_path: str | None) -> Iterator[JupyterServer]:
    """A JupyterLab that saves widget state with the notebook (Settings → Save Widget State
    Automatically), on a folder of its own."""
    root = Path(tempfile.mkdtemp(prefix="moon-saved-"))
    write_notebook(root / "mine.ipynb", [table_cell(0)])
    try:
        with jupyter_server(root, "lab", settings=SAVE_WIDGET_STATE) as server:
            yield server
    finally:
        shutil.rmtree(root, ignore_errors=True)


def test_a_saved_notebook_opened_again_shows_the_last_position_unconnected(
    saving_lab: JupyterServer, page: Any, artifacts: Path
) -> None:
    table = show_table(page, saving_lab, "mine.ipynb")
    act(table, lambda: table.get_by_role("button", name="Bid 5").click())
    phase = table.get_attribute("data-phase")
    page.evaluate("window.jupyterapp.commands.execute('docmanager:save')")
    page.wait_for_function(
        "() => !document.querySelector('.jp-mod-dirty')", timeout=20_000
    )  # the notebook's tab is no longer marked unsaved
    saved = json.loads((saving_lab.root / "mine.ipynb").read_text())
    assert saved["metadata"].get("widgets"), "JupyterLab saved the widget state"
    # The browser is sent each sync as its changes: what it saves is the state they made.
    states = saved["metadata"]["widgets"]["application/vnd.jupyter.widget-state+json"]["state"]
    tables = [m["state"] for m in states.values() if "view" in m["state"]]
    assert len(tables) == 1 and tables[0]["synced"] > 0, "the table's state after its syncs"
    assert tables[0]["view"]["scene"]["phase"] == phase
    page.evaluate("() => { window.jupyterapp.commands.execute('notebook:close-and-shutdown'); }")
    dismiss_dialogs(page)
    page.wait_for_timeout(1000)

    open_notebook(page, saving_lab, "mine.ipynb")
    again = page.locator(f"{NOTEBOOK} .jp-Cell").first.locator(".moon-table")
    # Drawn from the saved widget state once JupyterLab has loaded the widget's code: over 30 s
    # once, with the other test process starting a Pyodide page beside it.
    again.wait_for(timeout=90_000)
    assert_stands_still(again)
    assert again.get_attribute("data-phase") == phase, "its last position"
    again.screenshot(path=str(artifacts / "table-reopened-unconnected.png"), animations="disabled")
