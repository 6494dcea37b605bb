"""The learner's JupyterLab (``scripts/lab.sh``) loads the Jupyter extensions of what lab.sh
installs, and none of the test tools': scripts/test.sh installs the ``test`` extra into the same
``.venv``, and nbgrader, one of them, registers its server and lab extensions with every
JupyterLab started from it (its server extension then logged "No nbgrader_config.py file found"
at each start of the learner's server, and its menus showed).

This venv is such a one (the test extra is installed), so: every extension it registers that
lab.sh's config (``scripts/lab/jupyter/``, put on ``JUPYTER_CONFIG_PATH`` by lab.sh) leaves on
belongs to a distribution that lab.sh itself installs — moon_nb with its ``lab`` extra and Voilà,
and what they require. A new test tool that brings an extension fails here, naming it.
`tests/browser/test_lab_script.py` starts lab.sh's JupyterLab with nbgrader installed and reads
its log.
"""

from __future__ import annotations

import json
import re
import sys
from functools import cache
from importlib import metadata
from pathlib import Path

from jupyter_server.extension.config import ExtensionConfigManager
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

ROOT = Path(__file__).resolve().parents[1]
LAB_SH = ROOT / "scripts" / "lab.sh"
LAB_CONFIG = ROOT / "scripts" / "lab" / "jupyter"
VENV_CONFIG = Path(sys.prefix) / "etc" / "jupyter"
LABEXTENSIONS = Path(sys.prefix) / "share" / "jupyter" / "labextensions"


def lab_sh_installs() -> list[Requirement]:
    """What lab.sh asks pip for: moon_nb with the ``lab`` extra, and Voilà."""
    line = next(x for x in LAB_SH.read_text().splitlines() if " pip install " in x and "[lab]" in x)
    voila = re.search(r"'(voila[^']*)'", line)
    assert voila and "-e '.[lab]'" in line, line
    return [Requirement("moon_nb[lab]"), Requirement(voila.group(1))]


@cache
def the_learners() -> frozenset[str]:
    """The distributions lab.sh installs and all they require, as installed here."""
    wanted, seen = lab_sh_installs(), set()
    while wanted:
        asked = wanted.pop()
        key = (canonicalize_name(asked.name), frozenset(asked.extras))
        if key in seen:
            continue
        seen.add(key)
        try:
            requires = metadata.distribution(asked.name).requires or []
        except metadata.PackageNotFoundError:
            continue  # not needed on this platform
        for text in requires:
            needed = Requirement(text)
            extras = asked.extras or {""}
            if needed.marker is None or any(needed.marker.evaluate({"extra": e}) for e in extras):
                wanted.append(needed)
    return frozenset(name for name, _ in seen)


def owner_of_module(module: str) -> str:
    (name,) = metadata.packages_distributions()[module.split(".")[0]]
    return canonicalize_name(name)


def owner_of_labextension(name: str) -> str:
    wanted = f"share/jupyter/labextensions/{name}/package.json"
    for dist in metadata.distributions():
        if any(str(f).endswith(wanted) for f in dist.files or []):
            return canonicalize_name(dist.metadata["Name"])
    raise AssertionError(f"no distribution installed {wanted}")


def server_extensions() -> dict[str, bool]:
    """The server extensions this venv registers, and whether lab.sh's server loads each (its
    config outranks the venv's, as on JUPYTER_CONFIG_PATH)."""
    manager = ExtensionConfigManager(read_config_path=[str(LAB_CONFIG), str(VENV_CONFIG)])
    return dict(manager.get_jpserver_extensions())


def lab_extensions() -> dict[str, bool]:
    """The lab extensions installed in this venv, and whether lab.sh's JupyterLab loads each."""
    names = [p.parent.relative_to(LABEXTENSIONS) for p in LABEXTENSIONS.glob("**/package.json")]
    names = [n for n in names if len(n.parts) == (2 if n.parts[0].startswith("@") else 1)]
    off: dict[str, bool] = {}
    for folder in (VENV_CONFIG, LAB_CONFIG):  # the later outranks the earlier
        page = folder / "labconfig" / "page_config.json"
        if page.is_file():
            off.update(json.loads(page.read_text()).get("disabledExtensions", {}))
    return {n.as_posix(): not off.get(n.as_posix(), False) for n in names}


def test_lab_sh_puts_its_config_before_the_venvs() -> None:
    text = LAB_SH.read_text()
    exported = 'export JUPYTER_CONFIG_PATH="$PWD/scripts/lab/jupyter${JUPYTER_CONFIG_PATH:+:'
    assert exported in text
    assert text.index(exported) < text.index("exec .venv/bin/jupyter lab")


def test_the_learners_server_loads_no_test_tools_extension() -> None:
    learners = the_learners()
    assert {"jupyterlab", "voila", "anywidget"} <= learners, sorted(learners)
    for module, on in server_extensions().items():
        owner = owner_of_module(module)
        assert not on or owner in learners, f"lab.sh's server loads {module}, from {owner}"
    for name, on in lab_extensions().items():
        owner = owner_of_labextension(name)
        assert not on or owner in learners, f"lab.sh's JupyterLab loads {name}, from {owner}"


def test_the_test_tools_extensions_are_registered_here_and_turned_off() -> None:
    """This venv has what the test above guards against (else it would pass for nothing)."""
    off_server = {m for m, on in server_extensions().items() if not on}
    off_lab = {n for n, on in lab_extensions().items() if not on}
    assert {owner_of_module(m) for m in off_server} == {"nbgrader"}
    assert {owner_of_labextension(n) for n in off_lab} == {"nbgrader"}
    assert "nbgrader" not in the_learners()
