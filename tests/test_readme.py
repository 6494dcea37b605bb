"""The README is a front door, and every claim in it holds.

- Short (at most `MAX_LINES`), with its picture in the repository and every link to a file or
  a heading of README.md and docs/*.md found.
- Its Python examples run, and each value a comment claims (``expr  # 2: ...``, or a comment
  line below the expression) is the value's repr.
- Every command of a ``bash`` block, in the README and the docs pages, is run by a test: the
  README's install-and-open commands here, exactly as written, in a fresh venv (`test_the_
  commands_after_a_clone_install_and_open_the_tutorials`); the build scripts by the fixtures
  that build them once a run (`COMMANDS` names each and what it must say); benchmarks, which
  take minutes and print figures, are named as such. A command not in `COMMANDS` fails, so a
  new one cannot go untested. What the commands write in a checkout is ignored by git.
"""

from __future__ import annotations

import ast
import io
import os
import re
import shlex
import shutil
import subprocess
import sys
import tokenize
import venv
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
DOCS = sorted((ROOT / "docs").glob("*.md"))
MAX_LINES = 250
OWN_DOCS = [p for p in DOCS if p.name != "teachers-guide.md"]
"""The docs pages whose commands this file checks (the teacher's guide has its own test)."""

BROWSER = ROOT / "tests" / "browser"
COMMANDS: dict[str, tuple[str, ...]] = {
    # The README's two commands.
    "bash scripts/lab.sh": ("test", "tests/browser/test_lab_script.py", '"scripts" / "lab.sh"'),
    "bash scripts/test.sh": ("test", "tests/test_test_script.py", '"scripts" / "test.sh"'),
    "bash scripts/lab.sh --no-browser --port=8890": (
        "test",
        "tests/browser/test_lab_script.py",
        '"--no-browser"',
    ),
    # After a clone: run here, as written.
    "pip install '.[lab]'": ("here",),
    "python -m moon_nb tutorials moon-tutorials": ("here",),
    "jupyter lab moon-tutorials/00-learn-by-playing.ipynb": ("here",),
    # The docs' build commands: the fixtures build each once a run.
    "bash scripts/site.sh site/": ("test", "tests/browser/lite.py", 'built_folder("site.sh"'),
    'bash scripts/site.sh site/ --title "Moon club · week 1" 2 03-following-suit '
    "my/homework.ipynb": (
        "test",
        "tests/browser/test_site_classroom.py",
        '"site.sh"), str(out), "--title", TITLE, "2", "3", str(own)',
    ),
    "python3 -m http.server -d site/ 8000": ("serves", "site/"),
    "bash scripts/play.sh play/": ("test", "tests/browser/play.py", '"play.sh"'),
    "python3 -m http.server -d play/ 8000": ("serves", "play/"),
    "bash scripts/book.sh book/": (
        "test",
        "tests/browser/test_book_browser.py",
        '"scripts" / "book.sh"), str(out)',
    ),
    'bash scripts/book.sh book/ --title "Week 1" 1 2 my/homework.ipynb': (
        "test",
        "tests/browser/test_book_browser.py",
        '"0", "1", str(mine)',
    ),
    "python -m moon_nb assignments course/": (
        "test",
        "tests/test_assignments_layout.py",
        '"assignments"',
    ),
    "python -m moon_nb assignments course/ 3 6": (
        "test",
        "tests/test_assignments_layout.py",
        '"assignments"',
    ),
    "python -m moon_nb answer-key key.html": ("test", "tests/test_answer_key.py", '"answer-key"'),
    "jupyter nbconvert --to html --execute --ExecutePreprocessor.store_widget_state=False "
    "lesson.ipynb": (
        "test",
        "tests/browser/test_nbconvert_browser.py",
        "store_widget_state=False",
    ),
}
"""Each command a page shows, and how the suite runs it: ``here`` (this file), ``test`` (that
file runs it: it holds the text given), ``serves`` (Python's static server, on a folder a
build command wrote: the fixtures serve the same folders with `servers.StaticServer`)."""

BENCHMARK = re.compile(r"^\.venv/bin/(python|pip) ")
"""docs/benchmarks.md's commands: a developer's measurements, minutes each, never run here."""

WRITES = ["lab/", "site/", "play/", "book/", "moon-tutorials/", "course/", "key.html"]
"""What the commands write into a checkout: each is ignored by git."""


def bash_commands(path: Path) -> list[str]:
    """The commands of a page's ``bash`` blocks, without their comments."""
    found = []
    for block in re.findall(r"```bash\n(.*?)```", path.read_text(encoding="utf-8"), re.S):
        for line in block.splitlines():
            command = line.split("  #", 1)[0].strip()
            if command and not command.startswith("#"):
                found.append(command)
    return found


def test_the_readme_is_short_and_its_picture_is_in_the_repository() -> None:
    text = README.read_text(encoding="utf-8")
    assert len(text.splitlines()) <= MAX_LINES
    pictures = re.findall(r"!\[[^\]]+\]\(([^)]+)\)", text)
    assert pictures == ["docs/table.svg"]
    svg = (ROOT / pictures[0]).read_text(encoding="utf-8")
    assert svg.startswith("<svg xmlns=") and "Trump" in svg


def anchors(path: Path) -> set[str]:
    """GitHub's anchors for a page's headings."""
    found = set()
    for heading in re.findall(r"^#+ (.+)$", path.read_text(encoding="utf-8"), re.M):
        slug = re.sub(r"[^\w\- ]", "", heading.strip().lower().replace("`", ""))
        found.add(slug.replace(" ", "-"))
    return found


def local_links(page: Path) -> list[str]:
    """The links of a page (outside code blocks) to a file or heading of the repository, not to
    an address elsewhere."""
    text = re.sub(r"```.*?```", "", page.read_text(encoding="utf-8"), flags=re.S)
    return [t for t in re.findall(r"\]\(([^)\s]+)\)", text) if not re.match(r"[a-z]+:", t)]


LINKING = [page for page in [README, *DOCS] if local_links(page)]
"""The README and the docs pages that link within the repository (a page without such a link
has nothing for the test below to find)."""


def test_the_readme_links_within_the_repository() -> None:
    assert README in LINKING, "the README links to no file or heading of the repository"


@pytest.mark.parametrize("page", LINKING, ids=lambda p: p.name)
def test_every_link_to_a_file_or_heading_is_found(page: Path) -> None:
    for target in local_links(page):
        file, _, anchor = target.partition("#")
        linked = (page.parent / file).resolve() if file else page
        if "../shared/" in file:
            continue  # the project's rule book, beside the repository
        assert linked.exists(), f"{page.name} links to {target}, which is not there"
        if anchor and linked.suffix == ".md":
            assert anchor in anchors(linked), f"{page.name} links to {target}: no such heading"


def test_every_readme_section_moved_out_is_reachable_from_the_readme() -> None:
    text = README.read_text(encoding="utf-8")
    for page in DOCS:
        assert f"docs/{page.name}" in text, f"the README does not link to docs/{page.name}"


# --- the Python examples --------------------------------------------------------------------


def claims(source: str) -> dict[int, str]:
    """The values the comments claim, by the line of the expression they follow: a comment's
    text up to its first ": " (or all of it) when that is a Python expression."""
    comments: dict[int, str] = {}
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type == tokenize.COMMENT:
            comments[token.start[0]] = token.string.lstrip("#").strip()
    found = {}
    lines = source.splitlines()
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Expr):
            continue
        end = node.end_lineno or node.lineno
        below = end < len(lines) and lines[end].lstrip().startswith("#")
        comment = comments.get(end) or (comments.get(end + 1) if below else None)
        if not comment:
            continue
        for claim in (comment, comment.split(": ", 1)[0]):
            try:
                ast.parse(claim, mode="eval")
            except SyntaxError:
                continue
            found[node.lineno] = claim
            break
    return found


class Checked(ast.NodeTransformer):
    """Each claimed expression wrapped in ``__claim__(line, expr)``."""

    def __init__(self, lines: set[int]) -> None:
        self.lines = lines

    def visit_Expr(self, node: ast.Expr) -> ast.Expr:
        if node.lineno not in self.lines:
            return node
        call = ast.Call(
            func=ast.Name("__claim__", ast.Load()),
            args=[ast.Constant(node.lineno), node.value],
            keywords=[],
        )
        return ast.copy_location(ast.Expr(call), node)


def python_blocks() -> list[str]:
    return re.findall(r"```python\n(.*?)```", README.read_text(encoding="utf-8"), re.S)


@pytest.mark.parametrize("block", range(len(python_blocks())))
def test_the_readmes_python_runs_and_says_true(block: int) -> None:
    source = python_blocks()[block]
    claimed = claims(source)
    assert claimed, "the example claims values in its comments"
    seen: dict[int, str] = {}

    def claim(line: int, value: Any) -> None:
        seen[line] = repr(value)

    tree = ast.fix_missing_locations(Checked(set(claimed)).visit(ast.parse(source)))
    exec(compile(tree, "README.md", "exec"), {"__claim__": claim})
    assert set(seen) == set(claimed), "every claimed line ran"
    for line, text in claimed.items():
        assert seen[line] == text, f"README line {line} of the block says {text}"


# --- the commands ---------------------------------------------------------------------------


def test_every_command_shown_is_run_by_a_test() -> None:
    shown = {c for page in [README, *OWN_DOCS] for c in bash_commands(page)}
    benchmarks = {c for c in shown if BENCHMARK.match(c)}
    assert all(
        page.name == "benchmarks.md" for page in DOCS if set(bash_commands(page)) & benchmarks
    )
    assert shown - benchmarks == set(COMMANDS), "each command, and only those, has a test"
    for command, (how, *what) in COMMANDS.items():
        if how == "test":
            file, needle = what
            assert needle in (ROOT / file).read_text(encoding="utf-8"), (command, file)
        elif how == "serves":
            builds = [c for c in COMMANDS if c.startswith("bash scripts/") and f" {what[0]}" in c]
            assert builds, f"{command}: no command builds {what[0]}"


def test_what_the_commands_write_in_a_checkout_is_ignored_by_git() -> None:
    for name in WRITES:
        done = subprocess.run(["git", "check-ignore", "-q", name], cwd=ROOT, check=False)
        assert done.returncode == 0, f"{name} is not ignored by git"


def readme_block_with(command: str) -> list[str]:
    """The README's bash block holding ``command``, its commands in order."""
    for block in re.findall(r"```bash\n(.*?)```", README.read_text(encoding="utf-8"), re.S):
        commands = [line.split("  #", 1)[0].strip() for line in block.splitlines()]
        if command in commands:
            return [c for c in commands if c]
    raise AssertionError(f"the README shows no {command!r}")


def checkout_copy(dest: Path) -> Path:
    """The files of this checkout git would commit (tracked, and new ones not ignored)."""
    listed = subprocess.run(
        ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    for name in filter(None, listed.split("\0")):
        if (ROOT / name).is_file():
            (dest / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, dest / name)
    return dest


@pytest.mark.slow
def test_the_commands_after_a_clone_install_and_open_the_tutorials(tmp_path: Path) -> None:
    """``pip install '.[lab]'``, the tutorials copied and JupyterLab opened on notebook 0, as
    the README writes them, in a fresh venv on a copy of this checkout (the pure wheel:
    MOON_NB_PURE, as tests/test_compiled.py builds the compiled one). JupyterLab is started
    with the address arguments a server test needs, and stopped once its page answers."""
    sys.path.insert(0, str(BROWSER))
    from servers import start_server, stop_server

    install, copy, open_lab = readme_block_with("pip install '.[lab]'")
    clone = checkout_copy(tmp_path / "moon_nb")
    venv.create(tmp_path / "env", with_pip=True)
    bin_dir = tmp_path / "env" / "bin"
    env = {k: v for k, v in os.environ.items() if not k.startswith(("MOON_NB", "JUPYTER"))}
    env.update(
        PATH=f"{bin_dir}{os.pathsep}{env['PATH']}",
        VIRTUAL_ENV=str(tmp_path / "env"),
        MOON_NB_PURE="1",
        JUPYTER_CONFIG_DIR=str(tmp_path / "jupyter" / "config"),
        JUPYTER_DATA_DIR=str(tmp_path / "jupyter" / "data"),
        JUPYTER_RUNTIME_DIR=str(tmp_path / "jupyter" / "runtime"),
        JUPYTERLAB_SETTINGS_DIR=str(tmp_path / "jupyter" / "settings"),
        JUPYTERLAB_WORKSPACES_DIR=str(tmp_path / "jupyter" / "workspaces"),
    )
    done = subprocess.run(
        ["bash", "-c", install], cwd=clone, env=env, capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-3000:]
    assert (bin_dir / "jupyter-lab").exists(), "the [lab] extra brings JupyterLab"

    done = subprocess.run(
        ["bash", "-c", copy], cwd=clone, env=env, capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr
    root = " --allow-root" if os.geteuid() == 0 else ""
    assert done.stdout.splitlines()[-1] == f"Open the first with: {open_lab}{root}"
    assert (clone / "moon-tutorials" / "00-learn-by-playing.ipynb").is_file()

    serve = ["--no-browser", "--ServerApp.port_retries=0", "--ip=127.0.0.1", "--ServerApp.token="]
    lab = start_server(
        lambda port: [*shlex.split(open_lab + root), *serve, f"--port={port}"],
        "/lab",
        "JupyterLab",
        tmp_path / "lab.log",
        env,
        timeout=120,
        cwd=clone,
    )
    stop_server(lab.proc)
    if root:
        # As written, without --allow-root, JupyterLab refuses to start as root.
        refused = subprocess.run(
            ["bash", "-c", f"{open_lab} --no-browser --port=1"],
            cwd=clone,
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
        )
        assert refused.returncode != 0 and "--allow-root" in refused.stdout + refused.stderr
