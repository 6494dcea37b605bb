"""Merging two branches' catalogs message by message (`moon_nb.dev.catalog_merge`, what
``python -m moon_nb.dev.translations --merge`` does in a merge stopped on conflicting ``.po``
files): a translation changed on one side takes that side's, one changed on both keeps ours and
is named, a message new on their side comes in, one gone on their side goes — in a real git
merge that conflicts line by line."""

from __future__ import annotations

import io
import subprocess
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po, write_po

from moon_nb.dev.catalog_merge import merge_conflicted, merged


def catalog(said: dict[str, str]) -> Catalog:
    made = Catalog(locale="hu", domain="moon_nb")
    for english, hungarian in said.items():
        made.add(english, hungarian)
    return made


BASE = {"Pass": "Passz", "Hint": "", "Undo": "Vissza", "Gone": "Eltűnt", "Both": "Mindkettő"}
OURS = {"Pass": "Passz", "Hint": "Tipp", "Undo": "Vissza", "Gone": "Eltűnt", "Both": "A mienk"}
THEIRS = {"Pass": "Passzolok", "Hint": "", "Undo": "Vissza", "Both": "Az övék", "New": "Új"}


def said(made: Catalog) -> dict[str, str]:
    return {str(m.id): str(m.string) for m in made if m.id}


def test_each_message_is_merged_three_ways() -> None:
    result = merged(catalog(BASE), catalog(OURS), catalog(THEIRS))
    assert said(result.catalog) == {
        "Pass": "Passzolok",  # theirs changed it
        "Hint": "Tipp",  # ours translated it
        "Undo": "Vissza",
        "Both": "A mienk",  # both changed it: ours, and named
        "New": "Új",  # new on their side
    }  # "Gone" went on their side, untouched on ours
    assert result.disputed == ("Both",)


def git(root: Path, *args: str) -> str:
    return subprocess.run(
        ["git", "-c", "user.name=t", "-c", "user.email=t@t", *args],
        cwd=root, capture_output=True, text=True,
    ).stdout  # fmt: skip


def commit(root: Path, said: dict[str, str], message: str) -> None:
    path = root / "hu.po"
    with path.open("wb") as out:
        write_po(out, catalog(said), width=100, include_lineno=False)
    git(root, "add", "hu.po")
    git(root, "commit", "-qm", message)


def test_a_git_merge_stopped_on_a_catalog_is_resolved(tmp_path: Path) -> None:
    git(tmp_path, "init", "-q", "-b", "main")
    commit(tmp_path, BASE, "base")
    git(tmp_path, "checkout", "-q", "-b", "theirs")
    commit(tmp_path, THEIRS, "theirs")
    git(tmp_path, "checkout", "-q", "main")
    commit(tmp_path, OURS, "ours")
    git(tmp_path, "merge", "-q", "theirs")
    assert git(tmp_path, "diff", "--name-only", "--diff-filter=U").split() == ["hu.po"]
    lines = merge_conflicted(tmp_path)
    assert lines == ["hu.po: both sides translated 'Both'; ours kept"]
    assert git(tmp_path, "diff", "--name-only", "--diff-filter=U").split() == []
    with (tmp_path / "hu.po").open("rb") as po:
        assert said(read_po(io.BytesIO(po.read()))) == said(
            merged(catalog(BASE), catalog(OURS), catalog(THEIRS)).catalog
        )
