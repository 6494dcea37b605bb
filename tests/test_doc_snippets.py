"""Every fenced Python block of docs/*.md runs as pasted: each in a fresh interpreter (as a
reader pasting it into ``python`` would), in a scratch folder with a progress file of its own,
and what its comments show is what it gives (`snippet_runner`: a value's repr, or an error and
its words). A block that only lists names and signatures says so on the line before its fence
with `SIGNATURES`, and is not run — nor is any other block allowed to skip."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SIGNATURES = "<!-- a list of signatures, not a snippet to run -->"
"""The line before a Python block that lists names and signatures only (not run)."""
FENCE = re.compile(r"^( *)```python\n(.*?)^\1```", re.S | re.M)


def blocks() -> list[tuple[str, str, bool]]:
    """Each Python block of docs/*.md: where it is (``file:line``), its text, and whether it
    is a signature list."""
    found = []
    for path in sorted((ROOT / "docs").glob("*.md")):
        text = path.read_text(encoding="utf-8")
        for match in FENCE.finditer(text):
            before = text[: match.start()].rstrip("\n").rsplit("\n", 1)[-1].strip()
            line = text.count("\n", 0, match.start()) + 1
            code = "\n".join(x[len(match.group(1)) :] for x in match.group(2).splitlines())
            found.append((f"{path.name}:{line}", code, before == SIGNATURES))
    return found


BLOCKS = blocks()


def test_the_docs_have_python_blocks_and_few_are_signature_lists() -> None:
    assert len(BLOCKS) >= 10
    exempt = [where for where, _code, signatures in BLOCKS if signatures]
    assert [w.split(":")[0] for w in exempt] == ["library.md"], "only the library's names"
    marked = sum(p.read_text().count(SIGNATURES) for p in (ROOT / "docs").glob("*.md"))
    assert marked == len(exempt), "the marker stands right before a Python block"


@pytest.mark.parametrize(
    "where,code", [pytest.param(w, c, id=w) for w, c, signatures in BLOCKS if not signatures]
)
def test_a_doc_snippet_runs_as_pasted(where: str, code: str, tmp_path: Path) -> None:
    block = tmp_path / "block.py"
    block.write_text(code, encoding="utf-8")
    env = {k: v for k, v in os.environ.items() if not k.startswith("MOON_NB")}
    env.update(MOON_NB_PROGRESS=str(tmp_path / "moon-progress.json"), HOME=str(tmp_path))
    runner = ROOT / "tests" / "snippet_runner.py"
    run = [sys.executable, str(runner), str(block)]
    done = subprocess.run(run, cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, f"{where}:\n{done.stdout}{done.stderr[-3000:]}"


def test_a_page_that_says_python_m_moon_nb_says_which_python() -> None:
    """After lab.sh, a plain ``python`` is not the environment's and cannot import moon_nb: a
    page that writes ``python -m moon_nb ...`` says to activate the environment first."""
    pages = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
    plain = re.compile(r"(?<!\.venv/bin/)python -m moon_nb")
    saying = [p for p in pages if plain.search(p.read_text(encoding="utf-8"))]
    assert len(saying) >= 8
    for page in saying:
        text = page.read_text(encoding="utf-8")
        assert re.search(r"source (CLONE/)?\.venv/bin/activate", text), page.name
