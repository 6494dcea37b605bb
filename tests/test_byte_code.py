"""The byte code the site builds write ahead of time (`scripts/site/byte_code.py`, run inside
Pyodide at build time; tested here in this CPython, whose byte code it then writes): modules
unpacked from an archive load from that byte code — hash-based and unchecked, so the source is
not read again — a traceback still names the source, and what was not imported stays a
source."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts" / "site"))

import byte_code  # noqa: E402

TAG = sys.implementation.cache_tag


def run_python(code: str, path: Path) -> subprocess.CompletedProcess[str]:
    """``code`` run by this Python with ``path`` first on sys.path (and no byte code written,
    so only what the archive holds is there)."""
    return subprocess.run(
        [sys.executable, "-B", "-c", f"import sys; sys.path.insert(0, {str(path)!r}); {code}"],
        capture_output=True,
        text=True,
        check=False,
    )


def test_an_unpacked_archive_runs_from_its_byte_code(tmp_path: Path) -> None:
    files = [
        ("pkg/__init__.py", b"WHERE = 'package'\n"),
        ("pkg/later.py", b"WHERE = 'later'\n"),
        ("top.py", b"def fail():\n    raise ValueError('from top')\n"),
        ("pkg/data.txt", b"not code"),
    ]
    wanted = {"pkg/__init__.py", "top.py"}
    installed = tmp_path / "site-packages"
    archive = tmp_path / "built.whl"
    assert byte_code.write_with_byte_code(files, wanted, installed, archive) == 2
    with zipfile.ZipFile(archive) as z:
        names = set(z.namelist())
        z.extractall(installed)
    assert {f"pkg/__pycache__/__init__.{TAG}.pyc", f"__pycache__/top.{TAG}.pyc"} <= names
    assert not any("later" in n and n.endswith(".pyc") for n in names), "not imported: a source"
    flags = (installed / "pkg" / "__pycache__" / f"__init__.{TAG}.pyc").read_bytes()[4:8]
    assert int.from_bytes(flags, "little") == 0b01, "hash-based, not checked against a source"

    # The sources change after the build: an unchecked .pyc is still what Python runs.
    (installed / "pkg" / "__init__.py").write_text("WHERE = 'edited source'\n")
    done = run_python("import pkg, pkg.later; print(pkg.WHERE, pkg.later.WHERE)", installed)
    assert done.stdout.split() == ["package", "later"], done.stderr
    failed = run_python("import top; top.fail()", installed)
    assert "top.py" in failed.stderr and "raise ValueError('from top')" in failed.stderr


def test_the_standard_library_keeps_what_was_not_imported_as_sources(tmp_path: Path) -> None:
    stdlib = tmp_path / "stdlib.zip"
    with zipfile.ZipFile(stdlib, "w") as z:
        z.writestr("started.py", "WHO = 'compiled'\n")
        z.writestr("unused.py", "WHO = 'source'\n")
    out = tmp_path / "compiled.zip"
    assert byte_code.write_stdlib(stdlib, out, {"started.py"}) == 1
    with zipfile.ZipFile(out) as z:
        assert sorted(z.namelist()) == ["started.pyc", "unused.py"]
    done = run_python("import started, unused; print(started.WHO, unused.WHO)", out)
    assert done.stdout.split() == ["compiled", "source"], done.stderr


def test_imported_from_names_the_modules_loaded_from_a_folder(tmp_path: Path) -> None:
    (tmp_path / "here_module.py").write_text("")
    (tmp_path / "not_imported.py").write_text("")
    sys.path.insert(0, str(tmp_path))
    try:
        import here_module  # noqa: F401

        assert byte_code.imported_from(str(tmp_path)) == {"here_module.py"}
    finally:
        sys.path.remove(str(tmp_path))
        sys.modules.pop("here_module", None)
