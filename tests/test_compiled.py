"""The compiled engine: a wheel built here compiles the engine's hot modules with mypyc
(hatch_build.py), and what it compiles plays exactly as the pure modules the rest of the suite
runs — the same games to the last byte, and the engine's own tests pass against it.

The wheel is built once for this file (about 30 s), with the test environment's mypy, and
unpacked into a folder that is put first on the path of the Pythons run here. A run with nothing
changed since the last one here takes that run's wheel (build/compiled-wheel/, keyed by the
hash of all it is made from)."""

from __future__ import annotations

import contextlib
import hashlib
import importlib.util
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("hatch_build", ROOT / "hatch_build.py")
assert _spec is not None and _spec.loader is not None
hatch_build = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(hatch_build)

pytestmark = pytest.mark.slow

ENGINE_TESTS = [
    "test_game.py",
    "test_undo.py",
    "test_bad_input.py",
    "test_rules.py",
    "test_properties.py",
    "test_variants.py",
    "test_views.py",
    "test_scoring.py",
    "test_players.py",
    "test_widget.py",
]
"""The tests that drive `Game` and the engine hardest, run again against the compiled build."""


WHICH = "import moon_nb.engine.fast as f, moon_nb.engine.game as g; print(f.__file__, g.__file__)"


CACHE = ROOT / "build" / "compiled-wheel"
"""The last compiled wheel built here, in a folder of its inputs' hash (`inputs_key`): git
ignores build/, and a fresh clone builds it again."""


def inputs_key() -> str:
    """A hash of everything the compiled wheel is made from: every file git would commit under
    moon_nb/ and notebooks/, the build hook, pyproject.toml and the README (the wheel's
    metadata), and the Python, mypy (mypyc) and machine that build it."""
    import platform

    import mypy.version

    listed = subprocess.run(
        ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard", "--",
         "moon_nb", "notebooks", "hatch_build.py", "pyproject.toml", "README.md"],
        cwd=ROOT, capture_output=True, check=True,
    ).stdout  # fmt: skip
    digest = hashlib.sha256(
        f"{sys.version}|{mypy.version.__version__}|{platform.machine()}".encode()
    )
    for name in sorted(filter(None, listed.decode().split("\0"))):
        path = ROOT / name
        if path.is_file():
            digest.update(name.encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()[:16]


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The compiled wheel: built here (about 30 s), or, when nothing it is made from has
    changed since the last run here, that run's (`CACHE`)."""
    kept = CACHE / inputs_key()
    found = sorted(kept.glob("moon_nb-*.whl"))
    if found:
        return found[0]
    built: Path = hatch_build.build_wheel(ROOT, tmp_path_factory.mktemp("compiled"))
    shutil.rmtree(CACHE, ignore_errors=True)
    scratch = CACHE / f".{kept.name}-{os.getpid()}"
    scratch.mkdir(parents=True)
    shutil.copy2(built, scratch / built.name)
    with contextlib.suppress(OSError):  # whole or not at all; another run's is as good
        scratch.rename(kept)
    return built


@pytest.fixture(scope="module")
def site(wheel: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The compiled wheel, unpacked: put first on a Python's path, it is the moon_nb that runs."""
    folder = tmp_path_factory.mktemp("site")
    zipfile.ZipFile(wheel).extractall(folder)
    return folder


def run(*args: str, path: Path, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYTHONPATH=str(path))
    return subprocess.run(
        [sys.executable, *args], capture_output=True, text=True, check=False, cwd=cwd, env=env
    )


def test_the_wheel_holds_the_compiled_engine_beside_its_source(wheel: Path) -> None:
    assert not wheel.name.endswith("-py3-none-any.whl"), wheel.name
    names = zipfile.ZipFile(wheel).namelist()
    for module in hatch_build.COMPILED:
        stem = module.removesuffix(".py")
        assert module in names
        assert any(n.startswith(stem + ".") and n.endswith(".so") for n in names), stem
    assert any(n.startswith(hatch_build.SHARED_LIBRARY + "__mypyc.") for n in names)
    assert any(n.startswith("moon_nb/notebooks/") for n in names)


def test_the_compiled_engine_plays_every_game_as_the_pure_one(site: Path) -> None:
    pure = run("tests/game_digest.py", path=ROOT)
    compiled = run("tests/game_digest.py", path=site)
    assert pure.returncode == 0 and compiled.returncode == 0, pure.stderr + compiled.stderr
    (pure_digest, pure_file) = pure.stdout.splitlines()
    (compiled_digest, compiled_file) = compiled.stdout.splitlines()
    assert pure_file.endswith("game.py")
    assert compiled_file.startswith(str(site)) and compiled_file.endswith(".so")
    assert compiled_digest == pure_digest


def test_the_engines_tests_pass_compiled(site: Path) -> None:
    # Run from the unpacked wheel, so its compiled modules come first on the path and a
    # compiled frame's file (named relative to that folder) is found.
    tests = [str(ROOT / "tests" / name) for name in ENGINE_TESTS]
    which = run("-c", WHICH, path=site, cwd=site)
    assert which.stdout.count(".so") == 2, which.stdout + which.stderr
    done = run(
        "-m", "pytest", "-q", "-p", "no:cacheprovider", "--hypothesis-profile=compiled", *tests,
        path=site, cwd=site,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
    assert " passed" in done.stdout.splitlines()[-1]


def test_a_pure_fallback_is_said_in_one_line_by_pip_wheel_without_v(tmp_path: Path) -> None:
    """`pip wheel .` (no ``-v``) where mypyc cannot be imported: the wheel is the pure one, and
    the terminal shows the one line saying so (pip hides a backend's stderr unless the build
    fails; the hook writes that line to the terminal too). `script` gives pip a terminal."""
    hidden = tmp_path / "hidden"
    (hidden / "mypyc").mkdir(parents=True)
    (hidden / "mypyc" / "__init__.py").write_text("raise ImportError('hidden by the test')\n")
    env = {k: v for k, v in os.environ.items() if k != hatch_build.PURE}
    env["PYTHONPATH"] = str(hidden)
    pip = [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation"]
    line = " ".join([*pip, str(ROOT), "-w", str(tmp_path / "out")])
    done = subprocess.run(
        ["script", "-qec", line, "/dev/null"],
        capture_output=True,
        text=True,
        env=env,
        check=False,
        stdin=subprocess.DEVNULL,
    )
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    (wheel,) = (tmp_path / "out").glob("moon_nb-*.whl")
    assert wheel.name.endswith("-py3-none-any.whl")
    said = [
        line for line in done.stdout.splitlines() if "moon_nb: the engine is not compiled" in line
    ]
    assert len(said) == 1, done.stdout[-3000:]
    assert "this wheel is pure Python: mypyc is not installed" in said[0]
