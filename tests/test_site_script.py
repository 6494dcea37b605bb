"""The course site's build script (`scripts/site.sh`) and its helpers, without building a site
(the browser test builds and uses one): bad arguments change nothing; the notebooks are set for
the site; the completeness check catches a missing or altered wheel."""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts" / "site"))

import check  # noqa: E402
import stage  # noqa: E402


def site_sh(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        ["bash", str(ROOT / "scripts" / "site.sh"), *args],
        capture_output=True,
        text=True,
        check=False,
    )


@pytest.mark.parametrize("args", [(), ("",), ("a", "b"), ("--help",)])
def test_site_sh_wants_one_folder(args: tuple[str, ...]) -> None:
    done = site_sh(*args)
    assert done.returncode == 2
    assert "usage: bash scripts/site.sh OUT_DIR" in done.stderr


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
    assert [cell["source"] for cell in served["cells"]] == sources


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
