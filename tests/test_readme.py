"""The README is a front door, and every claim in it holds.

- Short (at most `MAX_LINES`), with its picture in the repository and every link to a file or
  a heading of README.md and docs/*.md found.
- Its Python examples run, and each value a comment claims (``expr  # 2: ...``, or a comment
  line below the expression) is the value's repr.
- Every command of a ``bash`` block, in the README and the docs pages, is run by a test: the
  README's install-and-open commands here, exactly as written, in a fresh venv (`test_the_
  commands_after_a_clone_install_and_open_the_tutorials`); the others by the test `COMMANDS`
  names, which holds the list it runs: its words are the command's, arguments and all (a
  scratch folder or a free port where the page has its own, named as such; what the test adds,
  said with why); benchmarks, which take minutes and print figures, are named as such. A
  command not in `COMMANDS` fails, so a new one cannot go untested. What the commands write in
  a checkout is ignored by git.
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
from dataclasses import dataclass, field
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


@dataclass(frozen=True)
class Run:
    """How a test runs a page's command: ``file`` holds ``argv``, the list it runs (as written
    there, spaces and a last comma aside), or a call of `moon_nb.__main__.main` on one, or of
    `servers.built_folder`. Each word of it is the command's, in order: a string, a constant of
    the file's, a path under a folder (``str(ROOT / "scripts" / "site.sh")``: scripts/site.sh),
    or an expression ``means`` reads as the page's word (a scratch folder for ``course/``, a
    free port for 8890); ``adds`` are the words the test adds to the command, each with why."""

    file: str
    argv: str
    means: dict[str, str] = field(default_factory=dict)
    adds: dict[str, str] = field(default_factory=dict)


LAB = "tests/browser/test_lab_script.py"
LAB_ARGV = '["bash", str(clone / "scripts" / "lab.sh"), "--no-browser", f"--port={port}", *SERVING]'
SERVING = {"*SERVING": "this port only, on localhost, no token, the app reachable by the test"}
BOOK = "tests/browser/test_book_browser.py"
BOOK_ARGV = (
    '["bash", str(ROOT / "scripts" / "book.sh"), str(out), "--title", "Week 1", "--lang", '
    '"en,hu", "0", "1", str(mine)]'
)
MINE = {"str(mine)": "my/homework.ipynb"}
WEEK = "the teacher's book below, not every tutorial's (minutes of building)"
BESIDE = {
    word: "the Hungarian book beside the English one, in the same build (the test reads both)"
    for word in ('"--lang"', '"en,hu"')
}
COMMANDS: dict[str, Run | str] = {
    # The README's two commands (lab.sh as written opens a browser on this machine).
    "bash scripts/lab.sh": Run(
        LAB,
        LAB_ARGV,
        adds={
            '"--no-browser"': "the test's Chromium opens the page",
            'f"--port={port}"': "a free port",
            **SERVING,
        },
    ),
    "bash scripts/test.sh": Run("tests/test_test_script.py", '["bash", "scripts/test.sh"]'),
    "bash scripts/lab.sh --no-browser --port=8890": Run(
        LAB, LAB_ARGV, means={'f"--port={port}"': "--port=8890"}, adds=SERVING
    ),
    # After a clone: run here, as written.
    "pip install '.[lab]'": "here",
    "python -m moon_nb tutorials moon-tutorials": "here",
    "jupyter lab moon-tutorials/00-learn-by-playing.ipynb": "here",
    # The docs' build commands: the fixtures build each once a run.
    "bash scripts/site.sh site/": Run(
        "tests/browser/lite.py",
        'built_folder("site.sh", out, SITE_ENV, "jupyter-lite.json")',
        means={"out": "site/"},
    ),
    'bash scripts/site.sh site/ --title "Moon club · week 1" 2 03-following-suit '
    "my/homework.ipynb": Run(
        "tests/browser/test_site_classroom.py",
        '["bash", str(ROOT / "scripts" / "site.sh"), str(out), "--title", TITLE, "2", '
        '"03-following-suit", str(own)]',
        means={"str(out)": "site/", "str(own)": "my/homework.ipynb"},
    ),
    "python3 -m http.server -d site/ 8000": "serves",
    "bash scripts/play.sh play/": Run(
        "tests/browser/play.py",
        'built_folder("play.sh", out, PLAY_ENV, "moon-play.json")',
        means={"out": "play/"},
    ),
    "python3 -m http.server -d play/ 8000": "serves",
    "bash scripts/book.sh book/": Run(
        BOOK,
        BOOK_ARGV,
        means={"str(out)": "book/"},
        adds={
            **{word: WEEK for word in ('"--title"', '"Week 1"', '"0"', '"1"', "str(mine)")},
            **BESIDE,
        },
    ),
    'bash scripts/book.sh book/ --title "Week 1" 0 1 my/homework.ipynb': Run(
        BOOK, BOOK_ARGV, means={"str(out)": "book/", **MINE}, adds=BESIDE
    ),
    'bash scripts/book.sh book/ --title "Week 1" --lang en,hu 0 1 my/homework.ipynb': Run(
        BOOK, BOOK_ARGV, means={"str(out)": "book/", **MINE}
    ),
    "python -m moon_nb assignments course/": Run(
        "tests/test_assignments_layout.py",
        'main(["assignments", str(course)])',
        means={"str(course)": "course/"},
    ),
    "python -m moon_nb assignments course/ 3 6": Run(
        "tests/test_assignments_layout.py",
        'main(["assignments", str(course), "3", "6"])',
        means={"str(course)": "course/"},
    ),
    "python -m moon_nb.dev.translations --check": Run(
        "tests/test_languages.py",
        '[sys.executable, "-m", "moon_nb.dev.translations", "--check"]',
        means={"sys.executable": "python"},
    ),
    "python -m moon_nb answer-key key.html": Run(
        "tests/test_answer_key.py", 'main(["answer-key", str(out)])', means={"str(out)": "key.html"}
    ),
    "jupyter nbconvert --to html --execute --ExecutePreprocessor.store_widget_state=False "
    "lesson.ipynb": Run(
        "tests/browser/test_nbconvert_browser.py",
        '[tool("jupyter"), "nbconvert", "--to", "html", "--execute", NO_STATE, "lesson.ipynb"]',
        means={'tool("jupyter")': "jupyter"},
    ),
}
"""Each command a page shows, and how the suite runs it: by a test (`Run`), ``here`` (this
file), ``serves`` (Python's static server, on a folder a build command wrote: the fixtures
serve the same folders with `servers.StaticServer`)."""

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


def spaceless(source: str) -> str:
    """Python source without its spaces and line breaks, and without a last comma before a
    closing bracket (how the formatter may wrap a list)."""
    return re.sub(r",([)\]])", r"\1", re.sub(r"\s+", "", source))


def same_source(element: str) -> str:
    """An element of a list as `ast.unparse` writes it (``*SERVING`` too)."""
    listed = ast.parse(f"[{element}]", mode="eval").body
    assert isinstance(listed, ast.List) and len(listed.elts) == 1, element
    return ast.unparse(listed.elts[0])


def constants(file: Path) -> dict[str, str]:
    """The strings a test file names at its top (``TITLE = "..."``)."""
    found = {}
    for node in ast.parse(file.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant):
            for target in node.targets:
                if isinstance(target, ast.Name) and isinstance(node.value.value, str):
                    found[target.id] = node.value.value
    return found


def path_in_folder(node: ast.expr) -> str | None:
    """``str(FOLDER / "scripts" / "site.sh")`` as the page writes it: scripts/site.sh."""
    if not (isinstance(node, ast.Call) and ast.unparse(node.func) == "str" and node.args):
        return None
    parts: list[str] = []
    path = node.args[0]
    while isinstance(path, ast.BinOp) and isinstance(path.op, ast.Div):
        if not (isinstance(path.right, ast.Constant) and isinstance(path.right.value, str)):
            return None
        parts.insert(0, path.right.value)
        path = path.left
    return "/".join(parts) if parts and isinstance(path, ast.Name) else None


def words_run(run: Run) -> list[str]:
    """The command ``run.argv`` runs, word by word as a page writes it, without what the test
    adds."""
    means = {same_source(k): v for k, v in run.means.items()}
    adds = {same_source(k) for k in run.adds}
    named = constants(ROOT / run.file)
    node = ast.parse(run.argv, mode="eval").body
    head: list[str] = []
    if isinstance(node, ast.Call) and ast.unparse(node.func) == "main":
        head, node = ["python", "-m", "moon_nb"], node.args[0]
    elif isinstance(node, ast.Call) and ast.unparse(node.func) == "built_folder":
        # servers.built_folder runs ["bash", str(ROOT / "scripts" / script), str(out)].
        script = node.args[0]
        assert isinstance(script, ast.Constant), run.argv
        head, node = ["bash", f"scripts/{script.value}"], ast.List([node.args[1]])
    assert isinstance(node, ast.List), f"{run.argv}: a list, or main or built_folder on one"
    found = list(head)
    for element in node.elts:
        source = ast.unparse(element)
        if source in adds:
            continue
        if isinstance(element, ast.Constant) and isinstance(element.value, str):
            found.append(element.value)
        elif source in means:
            found.append(means[source])
        elif isinstance(element, ast.Name) and element.id in named:
            found.append(named[element.id])
        else:
            word = path_in_folder(element)
            assert word is not None, f"{run.file}: what word of the page is {source}? (means)"
            found.append(word)
    return found


def test_every_command_shown_is_run_by_a_test() -> None:
    shown = {c for page in [README, *OWN_DOCS] for c in bash_commands(page)}
    benchmarks = {c for c in shown if BENCHMARK.match(c)}
    assert all(
        page.name == "benchmarks.md" for page in DOCS if set(bash_commands(page)) & benchmarks
    )
    assert shown - benchmarks == set(COMMANDS), "each command, and only those, has a test"
    for command, how in COMMANDS.items():
        if isinstance(how, Run):
            text = (ROOT / how.file).read_text(encoding="utf-8")
            held = spaceless(how.argv) in spaceless(text)
            assert held, f"{how.file} runs no {how.argv}"
            words = words_run(how)
            assert words == shlex.split(command), f"{how.file} runs {words}, not {command!r}"
        elif how == "serves":
            folder = command.split(" -d ")[1].split()[0]
            builds = [c for c in COMMANDS if c.startswith("bash scripts/") and f" {folder}" in c]
            assert builds, f"{command}: no command builds {folder}"


def test_built_folder_runs_the_script_on_the_folder_alone() -> None:
    """What `words_run` reads a call of `servers.built_folder` as."""
    text = (BROWSER / "servers.py").read_text(encoding="utf-8")
    assert spaceless('["bash", str(ROOT / "scripts" / script), str(out)]') in spaceless(text)


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
