"""Saved progress with real kernels (jupyter_client, as Jupyter starts them): answers given in
one kernel are there in a new one; two kernels open at once keep each other's answers; the
lesson comes from the cell id JupyterLab sends or the notebook name Jupyter Server gives; a
corrupt file is set aside with one sentence in the cell; a folder the learner may not write
keeps progress in memory, with one sentence and no error."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from jupyter_client.manager import KernelManager

WINS = 'WhichWins(["4-2", "4-4", "5-4"], trump=6)'
SETUP = "from moon_nb import Quiz\nfrom moon_nb.lessons import SuitQuiz, WhichWins, progress\n"


class Kernel:
    """A Python kernel working in ``cwd``, run cell by cell as a notebook front end runs it."""

    def __init__(self, cwd: Path, notebook: str | None = None) -> None:
        env = {k: v for k, v in os.environ.items() if k not in ("MOON_NB_PROGRESS",)}
        env.pop("JPY_SESSION_NAME", None)
        if notebook:
            env["JPY_SESSION_NAME"] = str(cwd / notebook)  # what Jupyter Server sets
        self.manager = KernelManager(kernel_name="python3")
        self.manager.start_kernel(cwd=str(cwd), env=env)
        self.client = self.manager.client()
        self.client.start_channels()
        self.client.wait_for_ready(timeout=90)

    def run(self, code: str, cell_id: str | None = None) -> tuple[str, str]:
        """Run ``code`` as a cell (with JupyterLab's ``cellId``, if given); its stdout and
        result as text, and its stderr. An error in the cell fails the test."""
        content = {
            "code": code,
            "silent": False,
            "store_history": True,
            "user_expressions": {},
            "allow_stdin": False,
            "stop_on_error": True,
        }
        metadata = {"cellId": cell_id} if cell_id else {}
        message = self.client.session.msg("execute_request", content, metadata=metadata)
        self.client.shell_channel.send(message)
        parent = message["header"]["msg_id"]
        out, err = [], []
        while True:
            reply: dict[str, Any] = self.client.get_iopub_msg(timeout=120)
            if reply["parent_header"].get("msg_id") != parent:
                continue
            kind, body = reply["msg_type"], reply["content"]
            if kind == "stream":
                (out if body["name"] == "stdout" else err).append(body["text"])
            elif kind in ("execute_result", "display_data"):
                out.append(body["data"].get("text/plain", "") + "\n")
            elif kind == "error":
                raise AssertionError("\n".join(body["traceback"]))
            elif kind == "status" and body["execution_state"] == "idle":
                return "".join(out), "".join(err)

    def stop(self) -> None:
        self.client.stop_channels()
        self.manager.shutdown_kernel(now=True)


@pytest.fixture
def kernels() -> Iterator[list[Kernel]]:
    started: list[Kernel] = []
    yield started
    for kernel in started:
        kernel.stop()


def start(kernels: list[Kernel], cwd: Path, notebook: str | None = None) -> Kernel:
    kernel = Kernel(cwd, notebook)
    kernels.append(kernel)
    return kernel


def test_answers_in_one_kernel_are_read_in_a_new_one(tmp_path: Path, kernels: list[Kernel]) -> None:
    first = start(kernels, tmp_path)
    first.run(SETUP, "01-quick-start-01")
    first.run(f"quiz = Quiz({WINS})\nquiz", "01-quick-start-14")
    # A click on the quiz, as the browser sends it, then an answer in code.
    first.run(
        "labels = [o.label for o in quiz.exercise.choices().options]\n"
        "quiz.send_intent({'kind': 'answer', 'picked': [labels.index('5-4')]})\n"
        "quiz.send_intent({'kind': 'answer', 'picked': [labels.index('4-4')]})"
    )
    first.run('SuitQuiz(4).answer(["4-4"])', "01-quick-start-16")
    first.stop()
    kernels.remove(first)

    saved = json.loads((tmp_path / "moon-progress.json").read_text())
    assert {e["lesson"] for e in saved["events"]} == {"01-quick-start"}
    again = start(kernels, tmp_path)
    shown, _ = again.run(
        "from moon_nb.lessons import progress\nprint(repr(progress()))", "01-quick-start-18"
    )
    assert "Your progress: 1 of 2 exercises answered right." in shown
    assert "Which tile wins the trick? — answered right at try 2." in shown
    assert "not right yet (1 try)." in shown
    assert "Saved in moon-progress.json; reset_progress() starts over." in shown
    # A notebook of another lesson sees them in its line for every lesson.
    other, _ = again.run("print(repr(progress()))", "02-tiles-and-suits-20")
    assert other.startswith("Your progress: 0 of 0 exercises answered right.")
    assert "In all your lessons: 1 of 2 exercises answered right, in 1 lesson" in other


def test_two_kernels_at_once_keep_each_others_answers(
    tmp_path: Path, kernels: list[Kernel]
) -> None:
    # Named by Jupyter Server (no cell ids: a teacher's own notebooks).
    two = start(kernels, tmp_path, "homework-2.ipynb")
    three = start(kernels, tmp_path, "homework-3.ipynb")
    for kernel in (two, three):
        kernel.run(SETUP + f"wins = {WINS}\nsuit = SuitQuiz(4)")
    two.run('wins.answer("4-4")')
    three.run('suit.answer(["4-4"])')
    two.run("suit.solution()")
    three.run('wins.answer("5-4")')
    two.run('suit.answer(["4-4"])')
    reader = start(kernels, tmp_path)
    shown, _ = reader.run(SETUP + "print(repr(progress(every_lesson=True)))")
    assert "Your progress in every lesson: 1 of 4 exercises answered right." in shown
    for line in [
        "homework-2 · Which tile wins the trick? — answered right at the first try.",
        "homework-2 · Put a suit in order — not right yet (1 try; solution shown).",
        "homework-3 · Put a suit in order — not right yet (1 try).",
        "homework-3 · Which tile wins the trick? — not right yet (1 try).",
    ]:
        assert line in shown, shown


def test_a_corrupt_file_is_set_aside_with_one_sentence_in_the_cell(
    tmp_path: Path, kernels: list[Kernel]
) -> None:
    (tmp_path / "moon-progress.json").write_text('{"format": "moon_nb progress", "versi')
    kernel = start(kernels, tmp_path)
    _, said = kernel.run(SETUP + f'{WINS}.answer("4-4")')
    assert said.strip() == (
        "moon-progress.json could not be read (it is not JSON): it is kept as "
        "moon-progress.unreadable-1.json, and your progress is saved in a new moon-progress.json."
    )
    _, said = kernel.run(f'{WINS}.answer("4-2")')
    assert said == "", "said once"
    aside = (tmp_path / "moon-progress.unreadable-1.json").read_text()
    assert aside == '{"format": "moon_nb progress", "versi'
    assert len(json.loads((tmp_path / "moon-progress.json").read_text())["events"]) == 2


def _unwritable(folder: Path) -> tuple[list[str], str] | None:
    """How to run a program for which ``folder`` cannot be written, and the reason the system
    then gives: its mode (r-x) for a user who is not root; for root, whom modes do not stop, the
    folder mounted read-only in a mount namespace of the program's own (another user would need
    to read the interpreter's environment, which a clone in a private folder does not allow)."""
    if os.geteuid() != 0:
        return [], "Permission denied"
    if shutil.which("unshare") is None:
        return None
    bind = 'mount --bind -o ro "$0" "$0" && exec "$@"'
    probe = subprocess.run(
        ["unshare", "-m", "sh", "-c", bind, str(folder), "true"], capture_output=True, check=False
    )
    if probe.returncode != 0:
        return None
    return ["unshare", "-m", "sh", "-c", bind, str(folder)], "Read-only file system"


def test_a_folder_the_learner_may_not_write_keeps_progress_in_memory() -> None:
    top = Path(tempfile.mkdtemp(prefix="moon-readonly-"))
    try:
        folder = top / "lessons"
        folder.mkdir()
        folder.chmod(0o555)
        runner = _unwritable(folder)
        if runner is None:
            pytest.skip("running as root, with no mount namespace to make a folder read-only")
        prefix, reason = runner
        script = (
            SETUP
            + f"ex = {WINS}\n"
            + 'print(ex.answer("4-2").correct, ex.answer("4-4").correct)\n'
            + "print(repr(progress()))\n"
        )
        env = {k: v for k, v in os.environ.items() if k != "MOON_NB_PROGRESS"}
        done = subprocess.run(
            [*prefix, sys.executable, "-c", script],
            cwd=folder,
            env=env,
            capture_output=True,
            text=True,
            check=False,
        )
        assert done.returncode == 0, done.stderr
        said = done.stderr.strip()
        assert said.startswith("Your progress cannot be saved in this folder (")
        # Why, in the learner's words, the system's own beside them (`replies.os_reason`).
        assert said.split("): ", 1)[0].endswith(f" — the system: {reason}")
        assert said.split("): ", 1)[1].startswith(
            "this session's progress is kept in memory only. To keep it, make the folder writable, "
            "or name a file in a folder you may write, in this notebook: import os; "
            'os.environ["MOON_NB_PROGRESS"] = "~/moon-progress.json"'
        )
        assert done.stdout.startswith("False True\nYour progress: 1 of 1 exercise answered right.")
        assert "kept in memory only" in done.stdout
        assert list(folder.iterdir()) == []
    finally:
        (top / "lessons").chmod(0o755)
        shutil.rmtree(top)
