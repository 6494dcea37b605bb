"""A real JupyterLab (or Notebook 7) on localhost, driven by Playwright in Chromium: what the
browser tests and the widget benchmark share.

Chromium comes from Debian's package at /usr/bin/chromium where it exists (Playwright cannot
download its own browser on the CI machine); elsewhere Playwright's own Chromium is used if it
is installed.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import subprocess
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from servers import LAUNCH_ARGS, ROOT, start_server, stop_server, tool

ARTIFACTS = ROOT / "test-artifacts"
SYSTEM_CHROMIUM = ("/usr/bin/chromium", "/usr/bin/chromium-browser")
NOTEBOOK = ".jp-NotebookPanel:not(.lm-mod-hidden) .jp-Notebook"
"""The notebook on screen (JupyterLab may have others open in hidden tabs)."""
KERNELSPEC = {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}


def find_chromium() -> tuple[str | None, str]:
    """The Chromium to use: (executable path or None for Playwright's own, reason if none)."""
    for path in SYSTEM_CHROMIUM:
        if os.path.exists(path):
            return path, ""
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        return None, "the playwright package is not installed"
    with sync_playwright() as p:
        path = p.chromium.executable_path
    if path and os.path.exists(path):
        return path, ""
    return None, "no Chromium found (/usr/bin/chromium, or run `playwright install chromium`)"


def write_notebook(path: Path, cells: list[str]) -> None:
    """A notebook of code cells, with a kernelspec (else JupyterLab asks which kernel)."""
    nb = {
        "cells": [
            {
                "cell_type": "code",
                "execution_count": None,
                "id": f"cell{i}",
                "metadata": {},
                "outputs": [],
                "source": src,
            }
            for i, src in enumerate(cells)
        ],
        "metadata": {"kernelspec": KERNELSPEC, "language_info": {"name": "python"}},
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    path.write_text(json.dumps(nb, indent=1))


class JupyterServer:
    """``jupyter lab`` (or ``jupyter notebook``) on a localhost port it was given (``url``, once
    started), serving ``root``,
    with its own settings and workspaces so runs do not affect each other.

    A ``fresh_user`` server also has Jupyter data and config directories of its own: no trust
    database (``nbsignatures.db``) knows any notebook, so every notebook opens untrusted, as
    it does for a learner who has just downloaded it."""

    def __init__(
        self,
        root: Path,
        app: str = "lab",
        *,
        fresh_user: bool = False,
        settings: dict[str, dict[str, Any]] | None = None,
    ) -> None:
        self.root = root
        self.app = app
        self.fresh_user = fresh_user
        self.settings = dict(settings or {})
        """JupyterLab settings by plugin (``"@jupyter-widgets/jupyterlab-manager:plugin"``)."""
        self.url = ""
        """``http://127.0.0.1:PORT``, once started."""
        self.proc: subprocess.Popen[bytes] | None = None
        self._home = Path(tempfile.mkdtemp(prefix="moon-jupyter-"))
        self.log = self._home / "server.log"

    def start(self, timeout: float = 90) -> None:
        env = dict(os.environ)
        env.update(
            JUPYTERLAB_SETTINGS_DIR=str(self._home / "settings"),
            JUPYTERLAB_WORKSPACES_DIR=str(self._home / "workspaces"),
            JUPYTER_RUNTIME_DIR=str(self._home / "runtime"),
            PYDEVD_DISABLE_FILE_VALIDATION="1",
        )
        if self.fresh_user:
            env.update(
                JUPYTER_DATA_DIR=str(self._home / "data"),
                JUPYTER_CONFIG_DIR=str(self._home / "config"),
            )
        if self.app == "lab":
            # No "would you like news?" toast over the page.
            plugins = {
                "@jupyterlab/apputils-extension:notification": {
                    "fetchNews": "false",
                    "checkForUpdates": False,
                },
                **self.settings,
            }
            for plugin, values in plugins.items():
                package, name = plugin.split(":")
                folder = self._home / "settings" / package
                folder.mkdir(parents=True, exist_ok=True)
                (folder / f"{name}.jupyterlab-settings").write_text(json.dumps(values))
        cmd = [
            tool("jupyter"),
            self.app,
            "--no-browser",
            # A port taken meanwhile stops it (start_server starts it again on another) rather
            # than sending it to a port nobody waits on.
            "--ServerApp.port_retries=0",
            "--ip=127.0.0.1",
            "--ServerApp.token=",
            "--ServerApp.password=",
            "--ServerApp.disable_check_xsrf=True",
            f"--ServerApp.root_dir={self.root}",
            "--allow-root",
        ]
        if self.app == "lab":
            cmd.append("--LabApp.expose_app_in_browser=True")
        page, says = ("/lab", "JupyterLab") if self.app == "lab" else ("/tree", "Jupyter Notebook")
        started = start_server(
            lambda port: [*cmd, f"--port={port}"], page, says, self.log, env, timeout
        )
        self.proc, self.url = started.proc, started.url

    def stop(self) -> None:
        stop_server(self.proc)
        shutil.rmtree(self._home, ignore_errors=True)


@contextlib.contextmanager
def jupyter_server(
    root: Path,
    app: str = "lab",
    *,
    fresh_user: bool = False,
    settings: dict[str, dict[str, Any]] | None = None,
) -> Iterator[JupyterServer]:
    server = JupyterServer(root, app, fresh_user=fresh_user, settings=settings)
    try:
        server.start()
        yield server
    finally:
        server.stop()


@contextlib.contextmanager
def chromium(
    executable: str | None, args: list[str] = LAUNCH_ARGS, driver: Any = None
) -> Iterator[Any]:
    """A Playwright Chromium browser, launched with ``args`` by ``driver`` (a running
    Playwright; one of its own when None)."""
    if driver is None:
        from playwright.sync_api import sync_playwright

        with sync_playwright() as own, chromium(executable, args, own) as browser:
            yield browser
        return
    browser = driver.chromium.launch(executable_path=executable, args=args)
    try:
        yield browser
    finally:
        browser.close()


def open_notebook(
    page: Any, server: JupyterServer, name: str, timeout: float = 60_000, kernel: bool = True
) -> None:
    """Open a notebook and wait for its kernel to be idle (with ``kernel=False``, only for its
    cells: what a reader sees before running anything)."""
    if server.app == "lab":
        # A workspace of its own, so no other notebook is restored next to it.
        workspace = Path(name).stem
        page.goto(f"{server.url}/lab/workspaces/{workspace}/tree/{name}?reset")
    else:
        page.goto(f"{server.url}/notebooks/{name}")
    page.wait_for_selector(f"{NOTEBOOK} .jp-Cell", timeout=timeout)
    if not kernel:
        return
    page.wait_for_selector(
        '.jp-Notebook-ExecutionIndicator[data-status="idle"]', state="attached", timeout=timeout
    )


def started(page: Any, prompt: Any, before: str, seconds: float = 8) -> bool:
    """Within ``seconds``, the cell's ``prompt`` shows it queued or run: ``[*]:``, or a number
    other than ``before`` (a saved notebook shows the numbers of its last run)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        text = prompt.inner_text().strip()
        if text == "[*]:" or text not in ("[ ]:", "", before):
            return True
        page.wait_for_timeout(50)
    return False


def run_cell(page: Any, index: int, attempts: int = 4) -> None:
    """Select cell ``index`` and run it with Shift+Enter. A notebook whose kernel has only
    just connected can drop the first request silently, so the run is retried until the
    cell's prompt shows it queued or run: ``[*]:``, or a number other than the one it showed
    before (a saved notebook shows the numbers of its last run)."""
    cell = page.locator(f"{NOTEBOOK} .jp-Cell").nth(index)
    prompt = cell.locator(".jp-InputPrompt").first
    for _ in range(attempts):
        dismiss_dialogs(page)
        before = prompt.inner_text().strip()
        cell.locator(".jp-InputArea-editor").click()
        page.keyboard.press("Shift+Enter")
        if started(page, prompt, before):
            return
    raise RuntimeError(f"cell {index} did not start running")


def run_all_cells(page: Any, last: int, attempts: int = 4) -> None:
    """Run every cell (JupyterLab's Run All), retried as `run_cell` is — a kernel that has only
    just connected can drop the request — until ``last`` (the last code cell) shows it queued
    or run."""
    prompt = page.locator(f"{NOTEBOOK} .jp-Cell").nth(last).locator(".jp-InputPrompt").first
    for _ in range(attempts):
        dismiss_dialogs(page)
        before = prompt.inner_text().strip()
        # Not awaited: Run All's promise settles only when every cell has run, and a request
        # the kernel dropped never does — the evaluate would wait for ever (CI once hung 35 min
        # there until Chromium's page was killed), where `started` and the retries decide.
        page.evaluate("() => { window.jupyterapp.commands.execute('notebook:run-all-cells'); }")
        if started(page, prompt, before):
            return
    raise RuntimeError("Run All did not start the notebook's cells")


DIALOGS_SEEN: list[str] = []
"""Texts of JupyterLab dialogs that popped up unasked during the tests (kept for the log)."""


def dismiss_dialogs(page: Any) -> None:
    """Accept any JupyterLab dialog that opened on its own (a slow machine can show one while
    the kernel connects), so it cannot sit over the cell to be clicked. Its text is kept in
    `DIALOGS_SEEN`."""
    dialogs = page.locator(".jp-Dialog")
    for _ in range(3):
        if not dialogs.count():
            return
        dialog = dialogs.first
        DIALOGS_SEEN.append(dialog.inner_text()[:300])
        accept = dialog.locator(".jp-Dialog-button.jp-mod-accept")
        if accept.count():
            accept.first.click()
        else:
            page.keyboard.press("Escape")
        page.wait_for_timeout(300)


def set_theme(page: Any, theme: str) -> None:
    """Switch JupyterLab's theme (``"JupyterLab Light"`` / ``"JupyterLab Dark"``)."""
    page.evaluate(
        "t => window.jupyterapp.commands.execute('apputils:change-theme', {theme: t})", theme
    )
    light = "true" if "Light" in theme else "false"
    page.wait_for_function(f"document.body.dataset.jpThemeLight === '{light}'", timeout=20_000)
    page.wait_for_timeout(300)


# --- driving a table ----------------------------------------------------------------------------

SETTLED = """t => t.dataset.overlay !== "" ||
    (t.dataset.replaying === "false" && t.dataset.busy === "false")"""


def show_table(page: Any, server: JupyterServer, notebook: str, cell: int = 0) -> Any:
    """Open ``notebook``, run ``cell`` and return the table it shows, once it has settled."""
    open_notebook(page, server, notebook)
    run_cell(page, cell)
    table = page.locator(f"{NOTEBOOK} .jp-Cell").nth(cell).locator(".moon-table")
    table.wait_for(timeout=60_000)
    settle(table)
    return table


def settle(table: Any, timeout: float = 30_000) -> None:
    """Wait until the table shows the learner's decision (the replay told, no computer
    thinking) or a summary waits to be read."""
    table.page.wait_for_function(
        f"t => ({SETTLED})(t)", arg=table.element_handle(), timeout=timeout
    )


def data(table: Any, name: str) -> str:
    return str(table.get_attribute(f"data-{name}") or "")


def act(table: Any, do: Any, timeout: float = 30_000) -> None:
    """Do something that sends a decision (``do()`` clicks or presses keys), then wait for the
    game to move on and the table to settle."""
    before = data(table, "action-count")
    do()
    table.page.wait_for_function(
        "([t, n]) => t.dataset.actionCount !== n",
        arg=[table.element_handle(), before],
        timeout=timeout,
    )
    settle(table, timeout)


def decide(table: Any, timeout: float = 30_000) -> None:
    """Make the learner's decision, whatever the phase, by clicking as a learner would: the
    highest bid open, the first tile for the discard, the first trump, the first legal tile.
    ``timeout`` bounds the wait for the computer players' answers."""
    phase = data(table, "phase")
    if phase == "bid":
        bids = table.locator(".moon-actions button.moon-bid:not([aria-disabled])")
        act(table, lambda: bids.last.click(), timeout)
    elif phase == "discard":
        table.locator(".moon-hand button.moon-legal").first.click()
        act(table, lambda: table.locator(".moon-actions button.moon-primary").click(), timeout)
    elif phase == "trump":
        choice = table.locator(".moon-actions button.moon-trump-choice").first
        act(table, lambda: choice.click(), timeout)
    elif phase == "play":
        act(table, lambda: table.locator(".moon-hand button.moon-legal").first.click(), timeout)
    else:
        raise AssertionError(f"no decision to make in phase {phase!r}")


def bid_and_answer(table: Any, quiz: Any) -> None:
    """What a learner does in tutorial 01 once its cells have run, wherever it runs: read the
    summary of hand 1 (the notebook plays it from Python), bid in hand 2 by a click, and click
    an answer to the quiz on the last trick of hand 1, which the engine then explains."""
    settle(table)
    if data(table, "overlay") == "summary":
        table.get_by_role("button", name="Next hand").click()
        settle(table)
    assert data(table, "phase") == "bid"
    calls = data(table, "action-count")
    decide(table)
    assert data(table, "action-count") != calls
    quiz.locator(".moon-quiz-options button").first.click()
    answer = quiz.locator(".moon-quiz-answer")
    # "4-4 wins." or "6-5 does not win this trick.": either way the engine's word on it.
    quiz.page.wait_for_function("b => b.innerText.includes('win')", arg=answer.element_handle())
    assert quiz.get_attribute("data-verdict") in ("right", "wrong")


def shoot_the_moon_in_sixes(table: Any) -> None:
    """At the scripted deal (`conftest.HANDS`, the learner bidding first), by clicks: bid 21,
    discard the widow's 3-1, name 6s trump (four of them). Then the learner leads."""
    assert data(table, "phase") == "bid"
    act(table, lambda: table.get_by_role("button", name="Bid 21 (shoot the moon)").click())
    table.get_by_role("button", name="Discard three–one, from the widow").click()
    act(
        table,
        lambda: table.get_by_role("button", name="Discard 3-1, three–one", exact=True).click(),
    )
    sixes = table.get_by_role("button", name="Trump 6s: you would hold 4 trumps")
    act(table, lambda: sixes.click())
    assert data(table, "phase") == "play"


def choose_language(table: Any, code: str) -> None:
    """Choose the language ``code`` in the table's settings (open) and press Go beside the list
    (choosing in the list alone changes nothing: WCAG 3.2.2)."""
    table.locator('select[data-key="tool:language"]').select_option(code)
    table.locator('[data-key="tool:language-go"]').click()
