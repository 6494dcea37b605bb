"""`bash scripts/lab.sh`, a learner's first command, on a fresh clone of this working tree, as
the user this runs as (root here: lab.sh passes --allow-root, and says so), with JupyterLab's
own arguments passed through (--no-browser, --port, ...). It installs moon_nb (and Voilà) into
the clone's .venv and opens the learner's copy of the tutorials in lab/.

- A tutorial opened and left alone is not marked modified, once its kernel is up.
- A tutorial run, answered (a quiz, by clicks) and saved changes lab/ only: ``git status
  --porcelain`` of the clone stays empty; the answer is in lab/moon-progress.json, for the
  lesson the tutorial is; running lab.sh again keeps the learner's copies and brings back one
  that was deleted.
- After scripts/test.sh has installed its test tools into the same .venv (here: nbgrader, the
  one whose extensions register with JupyterLab, installed before lab.sh runs), the learner's
  server loads none of their extensions (tests/test_lab_extensions.py checks the config).
- The course site built after that session (even with the learner's saved copy put over the
  repository's tutorial, as the old lab.sh would have left it) ships the clean tutorial.

The first run installs JupyterLab into the clone (a few minutes with pip's cache cold).
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from harness import ARTIFACTS, NOTEBOOK, ROOT, open_notebook, run_all_cells, run_cell
from lite import wait_until_run
from servers import start_server, stop_server

sys.path.insert(0, str(ROOT / "scripts" / "site"))
import choose
import stage

pytestmark = pytest.mark.browser

LEFT_ALONE = "04-trump.ipynb"
NBGRADER = next(
    line.strip().strip('",')
    for line in (ROOT / "pyproject.toml").read_text().splitlines()
    if line.strip().startswith('"nbgrader==')
)
"""nbgrader as the test extra pins it."""
WORKED = "02-tiles-and-suits.ipynb"


def git(cwd: Path, *args: str) -> str:
    done = subprocess.run(["git", *args], cwd=cwd, capture_output=True, text=True, check=True)
    return done.stdout


def fresh_clone(dest: Path) -> Path:
    """A clone of this repository holding the working tree as it is now (uncommitted changes
    committed in the clone), so what is tested is what is here."""
    git(dest.parent, "clone", "-q", str(ROOT), dest.name)
    listed = git(ROOT, "ls-files", "-z", "--cached", "--others", "--exclude-standard")
    wanted = {name for name in listed.split("\0") if name and (ROOT / name).is_file()}
    for name in git(dest, "ls-files", "-z").split("\0"):
        if name and name not in wanted:
            (dest / name).unlink()
    for name in wanted:
        (dest / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / name, dest / name)
    git(dest, "add", "-A")
    if git(dest, "status", "--porcelain"):
        who = ["-c", "user.name=test", "-c", "user.email=test@example.invalid"]
        git(dest, *who, "commit", "-qm", "the working tree")
    assert git(dest, "status", "--porcelain") == ""
    return dest


SERVING = [
    "--ServerApp.port_retries=0",
    "--ip=127.0.0.1",
    "--ServerApp.token=",
    "--ServerApp.password=",
    "--LabApp.expose_app_in_browser=True",
]
"""What the test adds to the README's command: JupyterLab on the port given and no other, on
localhost only, with no token to type, its app reachable by the test (`window.jupyterapp`)."""


@dataclass
class Lab:
    """JupyterLab as lab.sh started it (what `harness.open_notebook` needs)."""

    clone: Path
    url: str
    log: Path
    env: dict[str, str]
    app: str = "lab"


@pytest.fixture(scope="module")
def lab(chromium_path: str | None, tmp_path_factory: Any) -> Iterator[Lab]:
    clone = fresh_clone(tmp_path_factory.mktemp("clone") / "moon_nb")
    home = tmp_path_factory.mktemp("jupyter-home")
    env = {k: v for k, v in os.environ.items() if k not in ("MOON_NB_PROGRESS", "VIRTUAL_ENV")}
    env.update(
        JUPYTERLAB_SETTINGS_DIR=str(home / "settings"),
        JUPYTERLAB_WORKSPACES_DIR=str(home / "workspaces"),
        JUPYTER_RUNTIME_DIR=str(home / "runtime"),
        JUPYTER_CONFIG_DIR=str(home / "config"),
        JUPYTER_DATA_DIR=str(home / "data"),
    )
    news = home / "settings" / "@jupyterlab" / "apputils-extension"
    news.mkdir(parents=True)
    (news / "notification.jupyterlab-settings").write_text(
        json.dumps({"fetchNews": "false", "checkForUpdates": False})
    )
    # As scripts/test.sh leaves the clone's .venv: the test tools installed (nbgrader).
    subprocess.run([sys.executable, "-m", "venv", str(clone / ".venv")], check=True)
    pip = [str(clone / ".venv" / "bin" / "python"), "-m", "pip", "install", "-q", "--no-compile"]
    subprocess.run([*pip, NBGRADER], check=True, capture_output=True, timeout=1200)
    log = home / "lab.log"
    lab = start_server(
        lambda port: [
            "bash",
            str(clone / "scripts" / "lab.sh"),
            "--no-browser",
            f"--port={port}",
            *SERVING,
        ],
        "/lab",
        "JupyterLab",
        log,
        env,
        timeout=1200,
    )
    try:
        yield Lab(clone, lab.url, log, env)
    finally:
        stop_server(lab.proc)


def dirty(page: Any) -> bool:
    return bool(page.evaluate("() => window.jupyterapp.shell.currentWidget.context.model.dirty"))


def kernel_info_applied(page: Any) -> None:
    """Wait until JupyterLab has written the kernel's language info into the notebook (what
    marked the tutorials modified on opening, when they were saved with a shorter one)."""
    page.wait_for_function(
        """() => {
            const model = window.jupyterapp.shell.currentWidget.context.model;
            const info = model.getMetadata('language_info');
            return info && info.codemirror_mode !== undefined;
        }""",
        timeout=60_000,
    )


def test_lab_sh_says_it_passes_allow_root(lab: Lab) -> None:
    said = lab.log.read_text()
    if os.geteuid() == 0:
        assert "lab.sh: running as root, so JupyterLab gets --allow-root" in said
    else:
        assert "--allow-root" not in said
    assert sorted(p.name for p in (lab.clone / "lab").glob("*.ipynb")) == sorted(
        p.name for p in (ROOT / "notebooks").glob("*.ipynb")
    )
    voila = lab.clone / ".venv" / "bin" / "voila"
    assert subprocess.run([str(voila), "--version"], capture_output=True).returncode == 0


def test_the_test_tools_stay_out_of_the_learners_server(lab: Lab) -> None:
    installed = subprocess.run(
        [str(lab.clone / ".venv" / "bin" / "python"), "-m", "pip", "show", "nbgrader"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert installed.returncode == 0, "nbgrader is installed in the learner's .venv"
    # Not its server extension's warning ("No nbgrader_config.py file found"), nor any line of it.
    said = [line for line in lab.log.read_text().splitlines() if "nbgrader" in line]
    assert not said, "\n".join(said)
    with urllib.request.urlopen(f"{lab.url}/lab", timeout=30) as page:
        html = page.read().decode()
    found = re.search(
        r'<script id="jupyter-config-data" type="application/json">(.*?)</script>', html, re.S
    )
    assert found, html[:2000]
    assert "@jupyter/nbgrader" in json.loads(found.group(1))["disabledExtensions"]


def test_a_tutorial_opened_and_left_alone_is_not_modified(lab: Lab, page: Any) -> None:
    open_notebook(page, lab, LEFT_ALONE)
    kernel_info_applied(page)
    page.wait_for_timeout(1500)  # anything else the kernel's arrival sets off
    assert not dirty(page)
    tab = page.locator('.lm-TabBar-tab.lm-mod-current[data-type="document-title"]')
    assert "jp-mod-dirty" not in (tab.get_attribute("class") or "")
    assert git(lab.clone, "status", "--porcelain") == ""


@pytest.fixture(scope="module")
def session(lab: Lab, browser: Any) -> Path:
    """A learner's session: tutorial 02 opened, every cell run, a quiz answered by clicks
    (wrong, then right), the progress cell run again, the notebook saved. Returns the copy."""
    context = browser.new_context(viewport={"width": 1280, "height": 1000})
    page = context.new_page()
    try:
        saved = json.loads((lab.clone / "lab" / WORKED).read_text())["cells"]
        code = [i for i, c in enumerate(saved) if c["cell_type"] == "code"]
        size = next(i for i in code if "SuitSizeQuiz(3)" in "".join(saved[i]["source"]))
        open_notebook(page, lab, WORKED)
        cells = page.locator(f"{NOTEBOOK} .jp-Cell")
        # JupyterLab draws a notebook's cells a few at a time: wait for all of them.
        page.wait_for_function(
            f"n => document.querySelectorAll('{NOTEBOOK} .jp-Cell').length === n",
            arg=len(saved),
            timeout=60_000,
        )
        run_all_cells(page, code[-1])
        try:
            wait_until_run(page, code[-1], timeout=180_000)
        except TimeoutError:
            # What the notebook showed, to see in CI which cell held the run up.
            page.screenshot(path=str(ARTIFACTS / "failed-lab-session.png"), full_page=True)
            raise
        quiz = cells.nth(size).locator(".moon-quiz")
        for typed, verdict in (("7", "wrong"), ("6", "right")):
            quiz.get_by_role("textbox").fill(typed)
            quiz.get_by_role("button", name="Check").click()
            page.wait_for_function(
                "([q, v]) => q.dataset.verdict === v", arg=[quiz.element_handle(), verdict]
            )
        run_cell(page, code[-1])
        output = cells.nth(code[-1]).locator(".moon-progress")
        page.wait_for_function(
            "o => o.innerText.includes('answered right at try 2')",
            arg=output.element_handle(),
            timeout=60_000,
        )
        assert "Saved in moon-progress.json" in output.inner_text()
        page.evaluate("() => window.jupyterapp.commands.execute('docmanager:save')")
        page.wait_for_function(
            "() => !window.jupyterapp.shell.currentWidget.context.model.dirty", timeout=30_000
        )
    finally:
        context.close()
    return lab.clone / "lab" / WORKED


def test_working_through_a_tutorial_changes_only_the_learners_copy(lab: Lab, session: Path) -> None:
    saved = json.loads(session.read_text())
    committed = json.loads((lab.clone / "notebooks" / WORKED).read_text())
    assert saved != committed, "the session was saved into the learner's copy"
    assert "widgets" in saved["metadata"], "with the tables' and quizzes' state (lab.sh's setting)"
    assert git(lab.clone, "status", "--porcelain") == ""
    progress = json.loads((lab.clone / "lab" / "moon-progress.json").read_text())
    answers = [(e["lesson"], e["kind"], e["right"]) for e in progress["events"]]
    assert answers == [
        ("02-tiles-and-suits", "answer", False),
        ("02-tiles-and-suits", "answer", True),
    ]

    # lab.sh again (its arguments go to JupyterLab: --help only prints them): the learner's
    # copy stays, a tutorial deleted from lab/ comes back.
    before = session.read_bytes()
    (lab.clone / "lab" / LEFT_ALONE).unlink()
    again = subprocess.run(
        ["bash", str(lab.clone / "scripts" / "lab.sh"), "--help"],
        env=lab.env,
        capture_output=True,
        text=True,
        check=False,
    )
    assert again.returncode == 0, again.stderr[-2000:]
    assert f"Copied 1 tutorial notebook into lab:\n  {LEFT_ALONE}" in again.stdout
    # lab.sh opens JupyterLab itself: no line tells the learner to open it.
    assert "Open the first with" not in again.stdout + lab.log.read_text()
    assert session.read_bytes() == before
    assert (lab.clone / "lab" / LEFT_ALONE).is_file()
    assert git(lab.clone, "status", "--porcelain") == ""

    # In Hungarian (--lang hu; the arguments after it still JupyterLab's): the Hungarian
    # tutorials copied into lab/hu/, each setting its language, JupyterLab opened on that
    # folder, and the English ones left as they were.
    hungarian = subprocess.run(
        ["bash", str(lab.clone / "scripts" / "lab.sh"), "--lang", "hu", "--help"],
        env=lab.env,
        capture_output=True,
        text=True,
        check=False,
    )
    assert hungarian.returncode == 0, hungarian.stderr[-2000:]
    assert "Copied 11 tutorial notebooks into lab/hu:" in hungarian.stdout
    copied = sorted(p.name for p in (lab.clone / "lab" / "hu").glob("*.ipynb"))
    assert copied == sorted(p.name for p in (lab.clone / "notebooks" / "hu").glob("*.ipynb"))
    quick = json.loads((lab.clone / "lab" / "hu" / "01-quick-start.ipynb").read_text())
    assert "".join(quick["cells"][1]["source"]) == 'import moon_nb\n\nmoon_nb.set_language("hu")'
    assert session.read_bytes() == before
    assert git(lab.clone, "status", "--porcelain") == ""


def test_the_course_site_after_a_session_ships_clean_tutorials(
    lab: Lab, session: Path, tmp_path: Path
) -> None:
    tutorial = lab.clone / "notebooks" / WORKED
    clean = tutorial.read_bytes()
    # As the old lab.sh left it: the learner's saved session in the repository's tutorial.
    shutil.copyfile(session, tutorial)
    try:
        out = tmp_path / "site"
        done = subprocess.run(
            ["bash", str(lab.clone / "scripts" / "site.sh"), str(out), "2", "3"],
            capture_output=True,
            text=True,
            check=False,
        )
    finally:
        tutorial.write_bytes(clean)
    assert done.returncode == 0, done.stderr[-3000:]
    said = done.stderr
    assert f"site.sh: notebooks/{WORKED} was run and saved since it was built (its " in said
    assert "its metadata holds language_info from a running kernel, widgets" in said
    assert "): the committed copy is shipped." in said
    shipped = json.loads((out / "files" / WORKED).read_text())
    # The committed copy, its links to the lessons left out made words.
    chosen = {WORKED, "03-following-suit.ipynb"}
    assert shipped == stage.for_the_site(json.loads(choose.relinked(clean.decode(), chosen)))
    assert sorted(p.name for p in (out / "files").glob("*.ipynb")) == [
        WORKED,
        "03-following-suit.ipynb",
    ]
