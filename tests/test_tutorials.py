"""``python -m moon_nb tutorials DIR``: the tutorial notebooks copied where a learner works,
from a source checkout (the editable install the tests run in) and from a built wheel."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import venv
import zipfile
from pathlib import Path
from typing import Any

import pytest

from moon_nb import languages
from moon_nb.course import tutorials
from moon_nb.course.tutorials import (
    NotTranslated,
    copy_tutorials,
    default_language,
    kernel_language,
    tutorial_languages,
    tutorial_notebooks,
)

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb"))


def command(
    *args: str, python: str = sys.executable, cwd: Path = ROOT
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [python, "-m", "moon_nb", *args], capture_output=True, text=True, check=False, cwd=cwd
    )


def test_the_tutorials_are_the_repository_notebooks() -> None:
    assert len(NOTEBOOKS) >= 8
    assert [p.name for p in tutorial_notebooks()] == [p.name for p in NOTEBOOKS]
    assert tutorial_notebooks()[0].name == "00-learn-by-playing.ipynb"


def but_language(path: Path) -> Any:
    """A notebook without its language info."""
    notebook = json.loads(path.read_text(encoding="utf-8"))
    notebook["metadata"].pop("language_info")
    return notebook


def same_tutorial(copy: Path, source: Path) -> bool:
    """The copy is the tutorial, with the language info of this Python's kernel (which
    JupyterLab would write into it when the kernel starts, marking it modified)."""
    language = json.loads(copy.read_text(encoding="utf-8"))["metadata"]["language_info"]
    return language == kernel_language() and but_language(copy) == but_language(source)


def test_copy_into_a_new_folder(tmp_path: Path) -> None:
    copies = copy_tutorials(tmp_path / "course" / "moon")
    assert [p.name for p in copies] == [p.name for p in NOTEBOOKS]
    for copy, source in zip(copies, NOTEBOOKS, strict=True):
        assert same_tutorial(copy, source)
        # Written as nbformat writes notebooks: the language info is the only difference.
        changed = set(copy.read_text().splitlines()) - set(source.read_text().splitlines())
        assert changed and all(line.startswith("   ") for line in changed)


def test_an_existing_notebook_is_not_replaced_unless_asked(tmp_path: Path) -> None:
    mine = tmp_path / "02-tiles-and-suits.ipynb"
    mine.write_text("my own notes")
    with pytest.raises(FileExistsError) as there:
        copy_tutorials(tmp_path)
    # In Python's words: the command says it with its options (test_the_command).
    assert str(there.value) == (
        f"{tmp_path} already has 02-tiles-and-suits.ipynb: nothing was copied (overwrite=True "
        "replaces them, missing_only=True copies only the others)"
    )
    assert mine.read_text() == "my own notes"
    assert [p.name for p in tmp_path.iterdir()] == [mine.name]
    copy_tutorials(tmp_path, overwrite=True)
    assert same_tutorial(mine, ROOT / "notebooks" / mine.name)
    assert len(list(tmp_path.iterdir())) == len(NOTEBOOKS)


def test_only_the_missing_ones_are_copied_when_asked(tmp_path: Path) -> None:
    mine = tmp_path / "02-tiles-and-suits.ipynb"
    mine.write_text("my own notes")
    copied = copy_tutorials(tmp_path, missing_only=True)
    assert [p.name for p in copied] == [p.name for p in NOTEBOOKS if p.name != mine.name]
    assert mine.read_text() == "my own notes"
    assert copy_tutorials(tmp_path, missing_only=True) == []


def test_a_file_is_not_a_folder(tmp_path: Path) -> None:
    file = tmp_path / "notes.txt"
    file.write_text("x")
    with pytest.raises(NotADirectoryError, match="is a file, not a folder"):
        copy_tutorials(file)
    assert file.read_text() == "x"


def test_the_command(tmp_path: Path) -> None:
    done = command("tutorials", str(tmp_path / "moon"))
    assert done.returncode == 0, done.stderr
    assert f"Copied {len(NOTEBOOKS)} tutorial notebooks" in done.stdout
    assert "01-quick-start.ipynb" in done.stdout
    assert len(list((tmp_path / "moon").glob("*.ipynb"))) == len(NOTEBOOKS)

    again = command("tutorials", str(tmp_path / "moon"))
    assert again.returncode == 1
    # The command's own options, not the Python function's arguments.
    assert again.stderr.endswith(
        ": nothing was copied (--force replaces them, --missing copies only the missing ones)\n"
    )
    (tmp_path / "moon" / "03-following-suit.ipynb").unlink()
    missing = command("tutorials", str(tmp_path / "moon"), "--missing")
    assert missing.returncode == 0, missing.stderr
    assert "Copied 1 tutorial notebook into" in missing.stdout
    # The one to open first is notebook 0, where a learner starts, not the one just copied.
    first = tmp_path / "moon" / NOTEBOOKS[0].name
    root = " --allow-root" if os.geteuid() == 0 else ""
    assert missing.stdout.splitlines()[-1] == f"Open the first with: jupyter lab {first}{root}"
    assert "nothing was copied" in command("tutorials", str(tmp_path / "moon"), "--missing").stdout
    # lab.sh opens JupyterLab itself: the line that tells a learner how is left out.
    (tmp_path / "moon" / "03-following-suit.ipynb").unlink()
    quiet = command("tutorials", str(tmp_path / "moon"), "--missing", "--no-open-command")
    assert quiet.stdout.splitlines()[-1] == "  03-following-suit.ipynb", quiet.stdout
    assert "Open the first" not in quiet.stdout
    assert command("tutorials", str(tmp_path / "moon"), "--force").returncode == 0
    both = command("tutorials", str(tmp_path / "moon"), "--force", "--missing")
    assert both.returncode == 2 and "not allowed with argument" in both.stderr


def test_the_tutorials_in_a_language(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """--lang hu copies the Hungarian ones; without --lang, the learner's language when the
    tutorials are in it (else English); a code moon_nb does not speak is refused naming the
    six, and one it speaks but the tutorials are not in yet, naming those they are in —
    nothing copied either way."""
    hungarian = sorted((ROOT / "notebooks" / "hu").glob("*.ipynb"))
    # (the kernel's language info, asked of a fresh Python, is test_copy_into_a_new_folder's)
    monkeypatch.setattr(tutorials, "kernel_language", lambda: {"name": "python"})
    copies = copy_tutorials(tmp_path / "hu", lang="hu_HU.UTF-8")
    assert [p.name for p in copies] == [p.name for p in NOTEBOOKS]
    for copy, source in zip(copies, hungarian, strict=True):
        assert but_language(copy) == but_language(source)
    assert tutorial_languages()[:2] == ["en", "hu"]

    with pytest.raises(ValueError, match=r"English \(en\), magyar \(hu\), .*'xx' is none"):
        copy_tutorials(tmp_path / "xx", lang="xx")
    assert not (tmp_path / "xx").exists()
    assert tutorial_languages() == list(languages())  # all six shipped

    # The command: --lang, and the learner's language as the default (LANGUAGE=en in tests).
    refused = command("tutorials", str(tmp_path / "bad"), "--lang", "xx")
    assert refused.returncode == 1 and "'xx' is none of them" in refused.stderr
    monkeypatch.setenv("LANGUAGE", "hu")
    assert default_language() == "hu"
    chosen = command("tutorials", str(tmp_path / "mine"), "--print-language")
    assert chosen.stdout == "hu\n" and not (tmp_path / "mine").exists()

    # A language moon_nb speaks that the tutorials are not in (none today, so as if only
    # Hungarian were): refused naming those they are in; the default falls back to English.
    monkeypatch.setattr(tutorials, "tutorial_languages", lambda: ["en", "hu"])
    with pytest.raises(NotTranslated) as refused_fi:
        copy_tutorials(tmp_path / "no", lang="fi")
    said = "The tutorials are not translated into suomi (fi) yet: they are in English (en) and "
    assert str(refused_fi.value) == said + "magyar (hu)."
    assert not (tmp_path / "no").exists()
    monkeypatch.setenv("LANGUAGE", "fi")
    assert default_language() == "en"


@pytest.mark.parametrize(
    ("args", "says"),
    [
        ((), "the following arguments are required: COMMAND"),
        (("tutorials",), "the following arguments are required: DIR"),
        (("lessons", "x"), "invalid choice: 'lessons'"),
    ],
)
def test_bad_arguments_are_explained(args: tuple[str, ...], says: str) -> None:
    done = command(*args)
    assert done.returncode == 2
    assert says in done.stderr
    assert "usage: python -m moon_nb" in done.stderr


@pytest.mark.slow
def test_a_built_wheel_carries_and_copies_the_tutorials(tmp_path: Path) -> None:
    build = [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--no-build-isolation"]
    subprocess.run(
        [*build, str(ROOT), "-w", str(tmp_path / "dist")],
        check=True,
        capture_output=True,
        # The pure wheel, quick to build (tests/test_compiled.py builds the compiled one).
        env=dict(os.environ, MOON_NB_PURE="1"),
    )
    (wheel,) = (tmp_path / "dist").glob("moon_nb-*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    shipped = sorted(n for n in names if n.startswith("moon_nb/notebooks/"))
    translated = sorted((ROOT / "notebooks").glob("??/*.ipynb"))
    assert translated, "the wheel carries the translated tutorials too"
    assert shipped == sorted(
        [f"moon_nb/notebooks/{p.name}" for p in NOTEBOOKS]
        + [f"moon_nb/notebooks/{p.parent.name}/{p.name}" for p in translated]
    )

    # Installed on its own and run away from the checkout, it finds them in the package.
    venv.create(tmp_path / "venv", with_pip=True)
    python = str(tmp_path / "venv" / "bin" / "python")
    subprocess.run(
        [python, "-m", "pip", "install", "-q", "--no-deps", str(wheel)],
        check=True,
        capture_output=True,
    )
    done = command("tutorials", str(tmp_path / "course"), python=python, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    for source in NOTEBOOKS:
        # That venv has no ipykernel (the wheel was installed alone): copied as shipped.
        assert (tmp_path / "course" / source.name).read_bytes() == source.read_bytes()
