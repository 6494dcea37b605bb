"""The README's blocks as a newcomer pastes them: its Python into a plain ``python`` prompt,
its commands into a shell.

- The library example pasted into ``python -i`` (the interactive prompt, which ends a compound
  statement only at a blank line) runs without an error, and the prompt echoes every value its
  comments claim, in order (`test_readme.claims`): a ``try``/``except`` followed at once by a
  statement stopped the paste with a SyntaxError, and the lines after it ran on a game that
  had not been bid.
- A command that does not return until it is stopped (lab.sh and ``jupyter lab`` keep
  JupyterLab running, ``http.server`` serves) ends its block, in the README and the docs pages:
  a block pasted whole would otherwise wait there and never reach the commands after it.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest
from test_readme import DOCS, README, claims, python_blocks

STAYS = re.compile(r"^(bash scripts/lab\.sh|jupyter lab|python3? -m http\.server)\b")
"""The commands that keep running until they are stopped."""


def pasted(source: str) -> str:
    """What a plain ``python`` prompt shows when ``source`` is pasted into it."""
    done = subprocess.run(
        [sys.executable, "-i", "-q"],
        input=source,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    return done.stdout + done.stderr


@pytest.mark.parametrize("block", range(len(python_blocks())))
def test_the_readmes_python_pastes_into_a_python_prompt(block: int) -> None:
    source = python_blocks()[block]
    shown = pasted(source)
    assert "Error" not in shown and "Traceback" not in shown, shown[-2000:]
    at = 0
    for line, value in sorted(claims(source).items()):
        found = shown.find(value, at)
        assert found >= 0, f"line {line} of the example: the prompt does not show {value}"
        at = found + len(value)


def blocks(page: Path) -> list[list[str]]:
    """A page's ``bash`` blocks, each its commands in order (comments left out)."""
    found = []
    for block in re.findall(r"```bash\n(.*?)```", page.read_text(encoding="utf-8"), re.S):
        lines = (line.split("  #", 1)[0].strip() for line in block.splitlines())
        found.append([c for c in lines if c and not c.startswith("#")])
    return found


@pytest.mark.parametrize("page", [README, *DOCS], ids=lambda p: p.name)
def test_a_command_that_stays_running_ends_its_block(page: Path) -> None:
    for commands in blocks(page):
        for command in commands[:-1]:
            assert not STAYS.match(command), (
                f"{page.name}: {command!r} keeps running, and the block goes on after it"
            )


def test_the_quick_start_shows_lab_sh_and_test_sh_in_blocks_of_their_own() -> None:
    assert ["bash scripts/lab.sh"] in blocks(README)
    assert ["bash scripts/test.sh"] in blocks(README)
