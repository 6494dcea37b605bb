"""The course site's build script (`scripts/site.sh`) and its helpers, without building a site
(the browser tests build and use one): bad arguments change nothing; the notebooks chosen —
tutorials by number or name, a teacher's own — each a clean copy (a tutorial run and saved
since it was built is replaced by the committed copy, or refused); the notebooks are set for
the site; the completeness check catches a missing or altered wheel."""

from __future__ import annotations

import hashlib
import json
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts" / "site"))

import check  # noqa: E402
import choose  # noqa: E402
import output  # noqa: E402
import stage  # noqa: E402

TUTORIALS = sorted(p.name for p in (ROOT / "notebooks").glob("*.ipynb"))


def site_sh(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        ["bash", str(ROOT / "scripts" / "site.sh"), *args],
        capture_output=True,
        text=True,
        check=False,
    )


@pytest.mark.parametrize(
    ("args", "says"),
    [
        ((), "give the folder to build the site into"),
        (("",), "give the folder to build the site into"),
        (("out", "--colour"), "unknown option --colour"),
        (("out", "--title"), "--title needs a title"),
        (("out", "--title", "x" * 81), "a title is one line of at most 80 characters"),
        (("out", "--title", "two\nlines"), "a title is one line of at most 80 characters"),
    ],
)
def test_site_sh_explains_bad_arguments(args: tuple[str, ...], says: str, tmp_path: Path) -> None:
    done = subprocess.run(
        ["bash", str(ROOT / "scripts" / "site.sh"), *args],
        capture_output=True,
        text=True,
        check=False,
        cwd=tmp_path,
    )
    assert done.returncode == 2
    assert f"site.sh: {says}" in done.stderr
    assert "usage: bash scripts/site.sh OUT_DIR [--title TITLE] [NOTEBOOK ...]" in done.stderr
    assert list(tmp_path.iterdir()) == [], "nothing was made"


def test_site_sh_help() -> None:
    done = site_sh("--help")
    assert done.returncode == 0
    assert done.stdout.startswith("usage: bash scripts/site.sh OUT_DIR [--title TITLE]")


def test_site_sh_leaves_a_folder_of_other_things_alone(tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text("mine")
    done = site_sh(str(tmp_path))
    assert done.returncode == 2
    assert "holds no earlier site" in done.stderr
    assert [p.name for p in tmp_path.iterdir()] == ["notes.txt"]


def test_site_sh_refuses_a_file(tmp_path: Path) -> None:
    (tmp_path / "site").write_text("mine")
    done = site_sh(str(tmp_path / "site"))
    assert done.returncode == 2
    assert "is a file, not a folder" in done.stderr
    assert (tmp_path / "site").read_text() == "mine"


def test_the_site_notebooks_name_the_pyodide_kernel_and_are_trusted() -> None:
    notebook = json.loads((ROOT / "notebooks" / "01-quick-start.ipynb").read_text())
    sources = [cell["source"] for cell in notebook["cells"]]
    served = stage.for_the_site(notebook)
    assert served["metadata"]["kernelspec"]["name"] == "python"
    code = [cell for cell in served["cells"] if cell["cell_type"] == "code"]
    assert code and all(cell["metadata"]["trusted"] is True for cell in code)
    assert [cell["source"] for cell in served["cells"]] == ["".join(s) for s in sources]


@pytest.mark.parametrize("name", TUTORIALS)
def test_the_site_serves_each_saved_output_as_one_string(name: str) -> None:
    """JupyterLite shows an output saved as a list of lines with a comma before each line after
    the first ("22 tiles.\n,3 players get 7 tiles each"): the site serves one string, the
    lines joined as Jupyter's server joins them (read in Chromium: test_site_browser.py)."""
    saved = json.loads((ROOT / "notebooks" / name).read_text())
    served = stage.for_the_site(json.loads(json.dumps(saved)))
    printed = 0
    for kept, shown in zip(saved["cells"], served["cells"], strict=True):
        assert isinstance(shown["source"], str)
        for was, now in zip(kept.get("outputs", []), shown.get("outputs", []), strict=True):
            if "text" in was:
                printed += len(was["text"]) > 1
                assert now["text"] == "".join(was["text"])
            for mime, value in was.get("data", {}).items():
                expected = "".join(value) if isinstance(value, list) else value
                assert now["data"][mime] == expected
    assert printed or name == "10-glossary.ipynb", "the lesson prints lines of text"


# --- the notebooks the site ships ------------------------------------------------------------


def chosen(dest: Path, *wanted: str, root: Path = ROOT) -> tuple[list[str], list[str]]:
    said = choose.choose(root, dest, list(wanted))
    return sorted(p.name for p in dest.iterdir()), said


def test_every_tutorial_by_default_each_as_committed(tmp_path: Path) -> None:
    names, said = chosen(tmp_path)
    assert names == TUTORIALS and said == []
    for name in names:
        assert (tmp_path / name).read_bytes() == (ROOT / "notebooks" / name).read_bytes()


def test_tutorials_by_number_or_name_and_a_teachers_own(tmp_path: Path) -> None:
    own = tmp_path / "mine" / "week-1.ipynb"
    own.parent.mkdir()
    own.write_text(json.dumps({"nbformat": 4, "nbformat_minor": 5, "metadata": {}, "cells": []}))
    wanted = ["3", "02", "04-trump", "05-bidding-and-the-widow.ipynb", "3", str(own)]
    names, said = chosen(tmp_path / "out", *wanted)
    assert said == []
    assert names == [
        "02-tiles-and-suits.ipynb",
        "03-following-suit.ipynb",
        "04-trump.ipynb",
        "05-bidding-and-the-widow.ipynb",
        "week-1.ipynb",
    ]
    assert (tmp_path / "out" / "week-1.ipynb").read_bytes() == own.read_bytes()


@pytest.mark.parametrize(
    ("wanted", "says"),
    [
        (["99"], "there is no tutorial or notebook file '99' (the tutorials: 00-learn-by-playing"),
        (["trump"], "there is no tutorial or notebook file 'trump'"),
        (["mine.ipynb"], "there is no tutorial or notebook file 'mine.ipynb'"),
    ],
)
def test_a_notebook_that_is_not_there_is_refused(
    wanted: list[str], says: str, tmp_path: Path
) -> None:
    with pytest.raises(choose.Refused, match=re.escape(says)):
        choose.choose(ROOT, tmp_path / "out", wanted)
    assert not (tmp_path / "out").exists()


def test_a_teachers_notebook_must_be_a_notebook_of_its_own_name(tmp_path: Path) -> None:
    bad = tmp_path / "notes.ipynb"
    bad.write_text("my notes")
    with pytest.raises(choose.Refused, match="is not a notebook"):
        choose.choose(ROOT, tmp_path / "out", [str(bad)])
    clash = tmp_path / "02-tiles-and-suits.ipynb"
    clash.write_text(json.dumps({"nbformat": 4, "metadata": {}, "cells": []}))
    with pytest.raises(choose.Refused, match="two notebooks are called 02-tiles-and-suits"):
        choose.choose(ROOT, tmp_path / "out", ["2", str(clash)])
    assert not (tmp_path / "out").exists()


def a_checkout(tmp_path: Path) -> Path:
    """A git repository with the tutorials, their sources and build.py, committed."""
    root = tmp_path / "repo"
    for part in ("notebooks", "tutorials"):
        shutil.copytree(ROOT / part, root / part)
    who = ["-c", "user.name=test", "-c", "user.email=test@example.invalid"]
    for args in (["init", "-q"], ["add", "-A"], [*who, "commit", "-qm", "tutorials"]):
        subprocess.run(["git", *args], cwd=root, check=True, capture_output=True)
    return root


def run_and_saved(path: Path) -> None:
    """The tutorial as JupyterLab saves it after a session: the kernel's language info, the
    widget state, the cells run again."""
    notebook = json.loads(path.read_text())
    notebook["metadata"]["language_info"] = {"name": "python", "version": "3.12.1"}
    notebook["metadata"]["widgets"] = {"application/vnd.jupyter.widget-state+json": {}}
    for cell in notebook["cells"]:
        if cell["cell_type"] == "code":
            cell["execution_count"] = (cell["execution_count"] or 0) + 7
    path.write_text(json.dumps(notebook, indent=1))


def test_a_tutorial_run_and_saved_is_shipped_as_committed(tmp_path: Path) -> None:
    root = a_checkout(tmp_path)
    run_and_saved(root / "notebooks" / "03-following-suit.ipynb")
    names, said = chosen(tmp_path / "out", "3", "4", root=root)
    assert names == ["03-following-suit.ipynb", "04-trump.ipynb"]
    assert said == [
        "notebooks/03-following-suit.ipynb was run and saved since it was built (its metadata "
        "holds language_info from a running kernel, widgets; its cells were not run once each "
        "from the top): the committed copy is shipped"
    ]
    shipped = (tmp_path / "out" / "03-following-suit.ipynb").read_text()
    committed = (ROOT / "notebooks" / "03-following-suit.ipynb").read_text()
    assert shipped == choose.relinked(committed, set(names))


def test_an_edited_tutorial_is_shipped_as_committed(tmp_path: Path) -> None:
    root = a_checkout(tmp_path)
    path = root / "notebooks" / "04-trump.ipynb"
    notebook = json.loads(path.read_text())
    notebook["cells"][0]["source"] = ["# My own title"]
    path.write_text(json.dumps(notebook, indent=1))
    _, said = chosen(tmp_path / "out", "4", root=root)
    assert said == [
        "notebooks/04-trump.ipynb was edited (its cells differ from its source "
        "tutorials/source/04-trump.md): the committed copy is shipped"
    ]


def test_with_no_clean_committed_copy_the_tutorial_is_refused(tmp_path: Path) -> None:
    root = a_checkout(tmp_path)
    path = root / "notebooks" / "03-following-suit.ipynb"
    run_and_saved(path)
    who = ["-c", "user.name=test", "-c", "user.email=test@example.invalid"]
    subprocess.run(["git", *who, "commit", "-qam", "oops"], cwd=root, check=True)
    with pytest.raises(choose.Refused, match=r"and there is no clean committed copy: rebuild it"):
        choose.choose(root, tmp_path / "out", ["3"])
    done = subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "site" / "choose.py"), str(root), "out", "3"],
        capture_output=True,
        text=True,
        check=False,
        cwd=tmp_path,
    )
    assert done.returncode == 2 and done.stderr.endswith("; nothing was built.\n")
    assert not (tmp_path / "out").exists()


def test_a_clean_rebuild_not_yet_committed_is_shipped(tmp_path: Path) -> None:
    root = a_checkout(tmp_path)
    path = root / "notebooks" / "02-tiles-and-suits.ipynb"
    notebook = json.loads(path.read_text())
    notebook["cells"][1]["outputs"] = []  # as a rebuild with other outputs could write it
    path.write_text(json.dumps(notebook, indent=1))
    names, said = chosen(tmp_path / "out", "2", root=root)
    assert said == []
    shipped = (tmp_path / "out" / "02-tiles-and-suits.ipynb").read_text()
    assert shipped == choose.relinked(path.read_text(), set(names))


def test_the_title_goes_into_the_sites_config_and_pages(tmp_path: Path) -> None:
    with pytest.raises(SystemExit, match="a title is one line"):
        stage.check_title("two\nlines")
    assert stage.check_title("  Moon club ") == "Moon club"
    page = tmp_path / "lab" / "index.html"
    page.parent.mkdir()
    page.write_text("<head><title>JupyterLite</title></head>")
    stage.set_page_titles(tmp_path, "Moon <club>")
    assert page.read_text() == "<head><title>Moon &lt;club&gt;</title></head>"


def fake_site(root: Path, wheels: dict[str, bytes]) -> Path:
    """A site skeleton: jupyter-lite.json, a lock whose packages depend on each other in a
    chain, and the given wheel files."""
    lock_dir = root / "static" / "pyodide-lock"
    lock_dir.mkdir(parents=True)
    (root / "static" / "pyodide").mkdir()
    names = [*check.NEEDED, "anywidget"]
    packages: dict[str, Any] = {}
    for name, after in zip(names, [*names[1:], None], strict=True):
        body = wheels.get(name, b"")
        packages[name] = {
            "name": name,
            "file_name": f"../../static/pyodide-lock/{name}.whl",
            "sha256": hashlib.sha256(body).hexdigest(),
            "depends": [after] if after else [],
        }
    for name, body in wheels.items():
        (lock_dir / f"{name}.whl").write_bytes(body)
    (lock_dir / "pyodide-lock.json").write_text(json.dumps({"packages": packages}))
    settings = {"loadPyodideOptions": {"lockFileURL": "./static/pyodide-lock/pyodide-lock.json"}}
    config = {"jupyter-config-data": {"litePluginSettings": {check.KERNEL: settings}}}
    (root / "jupyter-lite.json").write_text(json.dumps(config))
    return root


def test_the_check_passes_a_complete_site(tmp_path: Path, capsys: Any) -> None:
    wheels = {name: name.encode() for name in [*check.NEEDED, "anywidget"]}
    check.check(fake_site(tmp_path, wheels))
    assert f"{len(wheels)} packages" in capsys.readouterr().out


def test_the_check_names_a_missing_dependency_wheel(tmp_path: Path) -> None:
    wheels = {name: name.encode() for name in check.NEEDED}  # anywidget's wheel is missing
    with pytest.raises(SystemExit, match=r"anywidget: .* is missing"):
        check.check(fake_site(tmp_path, wheels))


def test_the_check_names_an_altered_wheel(tmp_path: Path) -> None:
    wheels = {name: name.encode() for name in [*check.NEEDED, "anywidget"]}
    site = fake_site(tmp_path, wheels)
    (site / "static" / "pyodide-lock" / "moon-nb.whl").write_bytes(b"changed")
    with pytest.raises(SystemExit, match=r"moon-nb: moon-nb\.whl does not match"):
        check.check(site)


def test_the_compiled_standard_library_is_what_the_kernel_loads(tmp_path: Path) -> None:
    site = fake_site(tmp_path / "site", {name: name.encode() for name in check.NEEDED})
    (tmp_path / "compiled.zip").write_bytes(b"the archive")
    stage.use_compiled_stdlib(site, tmp_path / "compiled.zip")
    config = json.loads((site / "jupyter-lite.json").read_text())["jupyter-config-data"]
    options = config["litePluginSettings"][check.KERNEL]["loadPyodideOptions"]
    assert options["stdLibURL"] == "./static/pyodide/python_stdlib.pyc.zip"
    assert options["lockFileURL"] == "./static/pyodide-lock/pyodide-lock.json", "kept"
    assert (site / options["stdLibURL"]).read_bytes() == b"the archive"


def test_the_check_names_a_missing_standard_library(tmp_path: Path) -> None:
    site = fake_site(tmp_path / "site", {name: name.encode() for name in [*check.NEEDED]})
    (tmp_path / "compiled.zip").write_bytes(b"the archive")
    stage.use_compiled_stdlib(site, tmp_path / "compiled.zip")
    (site / stage.COMPILED_STDLIB).unlink()
    with pytest.raises(SystemExit, match=r"python_stdlib\.pyc\.zip is missing"):
        check.check(site)


# --- only what was chosen: links, nbgrader sources, the output folder -------------------------


def a_notebook(path: Path, *sources: tuple[str, str]) -> Path:
    """A notebook of (cell type, source) cells, with no kernelspec or language info."""
    cells = [
        {"cell_type": kind, "metadata": {}, "source": text}
        | ({"outputs": [], "execution_count": None} if kind == "code" else {})
        for kind, text in sources
    ]
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(
        json.dumps({"nbformat": 4, "nbformat_minor": 5, "metadata": {}, "cells": cells})
    )
    return path


def markdown_of(path: Path) -> str:
    return "\n".join(
        "".join(c["source"])
        for c in json.loads(path.read_text())["cells"]
        if c["cell_type"] == "markdown"
    )


def test_links_to_lessons_left_out_become_their_words(tmp_path: Path) -> None:
    own = a_notebook(
        tmp_path / "mine" / "week-1.ipynb",
        ("markdown", "See [trump](04-trump.ipynb#doubles) and [suits](02-tiles-and-suits.ipynb)."),
    )
    chosen(tmp_path / "out", "2", "3", str(own))
    assert markdown_of(tmp_path / "out" / "week-1.ipynb") == (
        "See trump and [suits](02-tiles-and-suits.ipynb)."
    )
    three = markdown_of(tmp_path / "out" / "03-following-suit.ipynb")
    assert "(02-tiles-and-suits.ipynb" in three or "02-tiles-and-suits" not in three
    linked = set(re.findall(r"\]\(([\w.-]+\.ipynb)", three))
    assert linked <= {"02-tiles-and-suits.ipynb", "03-following-suit.ipynb", "week-1.ipynb"}
    left_out = set(
        re.findall(
            r"\]\(([\w.-]+\.ipynb)", markdown_of(ROOT / "notebooks" / "03-following-suit.ipynb")
        )
    )
    assert left_out - linked, "tutorial 03 links to a lesson left out, which is now words"


@pytest.mark.parametrize("marker", ["### BEGIN SOLUTION", "### BEGIN HIDDEN TESTS"])
def test_an_nbgrader_source_notebook_is_refused_naming_it(marker: str, tmp_path: Path) -> None:
    source = a_notebook(
        tmp_path / "source" / "homework-1" / "homework-1.ipynb",
        ("markdown", "Which tile wins?"),
        ("code", f"{marker}\nanswer = '6-4'\n### END {marker.split(' ', 2)[2]}"),
    )
    with pytest.raises(choose.Refused) as refused:
        choose.choose(ROOT, tmp_path / "out", ["2", str(source)])
    said = str(refused.value)
    assert f"{source} is an nbgrader source notebook (cell 2 holds {marker!r})" in said
    assert "give the student version nbgrader releases" in said
    assert not (tmp_path / "out").exists()


def test_refusals_are_said_in_the_name_of_the_script_that_asked(tmp_path: Path) -> None:
    for name in ("site.sh", "book.sh"):
        done = subprocess.run(
            [
                sys.executable,
                str(ROOT / "scripts" / "site" / "choose.py"),
                str(ROOT),
                str(tmp_path / name),
                "--name",
                name,
                "99",
            ],
            capture_output=True,
            text=True,
            check=False,
        )
        assert done.returncode == 2
        assert done.stderr.startswith(f"{name}: there is no tutorial or notebook file '99'")


def test_a_folder_a_build_wrote_may_be_rebuilt_but_not_one_holding_anything_else(
    tmp_path: Path,
) -> None:
    out = tmp_path / "site"
    assert output.refusal(out, "site.sh", "site") is None  # new
    out.mkdir()
    assert output.refusal(out, "site.sh", "site") is None  # empty
    (out / "files").mkdir()
    (out / "files" / "01-quick-start.ipynb").write_text("{}")
    (out / "index.html").write_text("<html>")
    said = output.refusal(out, "site.sh", "site")
    assert said and "holds no earlier site of this script's" in said
    output.record(out)
    assert output.refusal(out, "site.sh", "site") is None  # what the build wrote
    (out / "files" / "my-notes.txt").write_text("a teacher's")
    (out / "handouts").mkdir()
    (out / "handouts" / "week-1.pdf").write_text("%PDF")
    said = output.refusal(out, "site.sh", "site")
    assert said == (
        f"site.sh: {out} holds files/my-notes.txt, handouts, which no build of this script "
        f"wrote there and a rebuild would delete; move them out of {out} (or build into "
        "another folder); nothing was built"
    )


@pytest.mark.parametrize(
    ("script", "what"), [("site.sh", "site"), ("play.sh", "page"), ("book.sh", "book")]
)
def test_each_build_script_leaves_a_file_it_did_not_write_alone(
    script: str, what: str, tmp_path: Path
) -> None:
    out = tmp_path / "out"
    out.mkdir()
    (out / "index.html").write_text("an earlier build's")
    output.record(out)
    (out / "notes.txt").write_text("a teacher's notes")
    done = subprocess.run(
        ["bash", str(ROOT / "scripts" / script), str(out)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 2
    assert done.stderr.startswith(f"{script}: {out} holds notes.txt, which no build")
    assert sorted(p.name for p in out.iterdir()) == ["index.html", output.LIST, "notes.txt"]


def test_book_sh_refuses_in_its_own_name_before_building_anything(tmp_path: Path) -> None:
    source = a_notebook(
        tmp_path / "source" / "hw.ipynb", ("code", "### BEGIN SOLUTION\nx = 1\n### END SOLUTION")
    )
    for wanted, says in (
        ("99", "there is no tutorial or notebook file '99'"),
        (str(source), f"{source} is an nbgrader source notebook"),
    ):
        done = subprocess.run(
            ["bash", str(ROOT / "scripts" / "book.sh"), str(tmp_path / "book"), "1", wanted],
            capture_output=True,
            text=True,
            check=False,
        )
        assert done.returncode == 2
        # On a machine whose build venv is not cached yet, pip's own warnings come first.
        said = done.stderr[done.stderr.find("book.sh: ") :]
        assert said.startswith(f"book.sh: {says}"), done.stderr
        assert "play.sh" not in done.stdout + done.stderr, "the play page was not built first"
        assert not (tmp_path / "book").exists()


def test_book_sh_refuses_a_language_the_tutorials_are_not_in(tmp_path: Path) -> None:
    """``--lang`` names the languages the tutorials are in; site.sh takes no ``--lang`` (its
    lessons are in every language at once)."""
    for script, args, says in (
        ("book.sh", ("--lang", "en,xx"), "book.sh: the tutorials are not in the language 'xx'"),
        ("book.sh", ("--lang",), "book.sh: --lang needs a language code"),
        ("site.sh", ("--lang", "hu"), "site.sh: unknown option --lang"),
    ):
        done = subprocess.run(
            ["bash", str(ROOT / "scripts" / script), str(tmp_path / "out"), *args],
            capture_output=True,
            text=True,
            check=False,
        )
        assert done.returncode == 2 and done.stderr.startswith(says), done.stderr
        assert not (tmp_path / "out").exists()


def _site_cache(tmp_path: Path, script: str, title: str = "") -> str:
    """Run ``script`` after sourcing scripts/site/cache.sh over a staged lite dir of one file in
    ``tmp_path`` (a cache of the test's own), with ``title``; its output."""
    lite = tmp_path / "tmp" / "lite"
    lite.mkdir(parents=True, exist_ok=True)
    compiled = tmp_path / "compiled"
    if not compiled.is_dir():
        compiled.mkdir()
        (compiled / "python_stdlib.pyc.zip").write_bytes(b"stdlib")
    done = subprocess.run(
        ["bash", "-c", f'set -euo pipefail; . "$ROOT/scripts/site/cache.sh"; {script}'],
        env={
            "PATH": "/usr/bin:/bin",
            "ROOT": str(ROOT),
            "TMP": str(tmp_path / "tmp"),
            "COMPILED": str(compiled),
            "TITLE": title,
            "MOON_NB_SITE_CACHE": str(tmp_path / "cache"),
        },
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_a_site_is_cached_by_what_it_is_built_from(tmp_path: Path) -> None:
    """site.sh's built site (`site_to_cache`) is found again (`site_from_cache`) only for the
    same staged files, title and compiled standard library; a changed file, a renamed one or
    another title is a miss; what is copied back is what was built."""
    lite = tmp_path / "tmp" / "lite"
    lite.mkdir(parents=True)
    (lite / "a.txt").write_text("one")
    built = tmp_path / "built"
    (built / "files").mkdir(parents=True)
    (built / "files" / "x.ipynb").write_text("{}")
    key = 'site_key; echo "$SITE_CACHED"'
    first = _site_cache(tmp_path, key)
    assert first == _site_cache(tmp_path, key), "the same inputs, the same key"
    assert _site_cache(tmp_path, key, title="Week 1") != first
    (lite / "a.txt").write_text("two")
    assert _site_cache(tmp_path, key) != first
    (lite / "a.txt").rename(lite / "b.txt")
    renamed = _site_cache(tmp_path, key)
    assert renamed != first
    (tmp_path / "compiled" / "python_stdlib.pyc.zip").write_bytes(b"other")
    assert _site_cache(tmp_path, key) != renamed

    out = tmp_path / "out"
    out.mkdir()
    assert _site_cache(tmp_path, f"site_from_cache {out} || echo miss") == "miss\n"
    _site_cache(tmp_path, f"site_key; site_to_cache {built}")
    assert _site_cache(tmp_path, f"site_from_cache {out} && echo hit") == "hit\n"
    assert sorted(p.relative_to(out).as_posix() for p in out.rglob("*")) == [
        "files",
        "files/x.ipynb",
    ]
    assert _site_cache(tmp_path, f"site_from_cache {out} || echo miss", title="T") == "miss\n"
