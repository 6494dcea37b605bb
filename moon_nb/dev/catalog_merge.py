"""A merge of two branches' catalogs, message by message: ``python -m moon_nb.dev.translations
--merge`` in a merge that stopped on conflicts in ``.po`` files. Git merges a catalog line by
line, and two branches that each translated messages of their own meet in every ``.po``
(neighbouring entries, the same header); here each message is merged three ways — the common
ancestor's translation (git's stage 1), ours (2) and theirs (3): a translation changed on one
side only takes that side's; one changed on both sides alike is taken; one changed on both
sides differently keeps ours and is named, for a translator to settle."""

from __future__ import annotations

import io
import subprocess
from dataclasses import dataclass
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.pofile import read_po, write_po


@dataclass(frozen=True)
class Merged:
    """A catalog merged, and the messages both sides translated differently (ours kept)."""

    catalog: Catalog
    disputed: tuple[str, ...]


def _said(message: Message | None) -> object:
    """A message's translation, comparable (a plural's forms as a tuple); None when absent."""
    if message is None or message.string is None:
        return None
    return message.string if isinstance(message.string, str) else tuple(message.string)


def _key(message: Message) -> str:
    return message.id if isinstance(message.id, str) else message.id[0]


def merged(base: Catalog, ours: Catalog, theirs: Catalog) -> Merged:
    """``ours`` with ``theirs``'s changes since ``base``, message by message."""
    disputed = []
    for mine in list(ours):
        if not mine.id:
            continue
        was, other = base.get(mine.id, mine.context), theirs.get(mine.id, mine.context)
        if other is None:
            if was is not None and _said(was) == _said(mine):
                ours.delete(mine.id, context=mine.context)  # gone on theirs, untouched on ours
            continue
        if _said(other) == _said(mine) or _said(other) == _said(was):
            continue
        if _said(mine) == _said(was):
            mine.string = other.string
        else:
            disputed.append(_key(mine))
    for other in theirs:
        new = base.get(other.id, other.context) is None
        if other.id and new and ours.get(other.id, other.context) is None:
            ours[other.id] = other
    return Merged(ours, tuple(disputed))


def _stage(root: Path, stage: int, path: str) -> Catalog:
    """The catalog at ``path`` as git's index holds it at ``stage`` of a conflicted merge."""
    shown = subprocess.run(
        ["git", "show", f":{stage}:{path}"], capture_output=True, check=True, cwd=root
    ).stdout
    return read_po(io.BytesIO(shown))


def merge_conflicted(root: Path) -> list[str]:
    """Merge every catalog git left conflicted under ``root``, write it and mark it resolved;
    return a line for each message both sides translated differently."""
    listed = subprocess.run(
        ["git", "diff", "--name-only", "--diff-filter=U"],
        capture_output=True, text=True, check=True, cwd=root,
    ).stdout.split()  # fmt: skip
    said = []
    for path in (p for p in listed if p.endswith((".po", ".pot"))):
        result = merged(*(_stage(root, stage, path) for stage in (1, 2, 3)))
        with (root / path).open("wb") as out:
            write_po(out, result.catalog, width=100, include_lineno=False)
        subprocess.run(["git", "add", path], check=True, cwd=root)
        said += [f"{path}: both sides translated {m!r}; ours kept" for m in result.disputed]
    return said
