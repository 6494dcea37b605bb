"""The review deck's place in the progress file: the file holds it, merges two of them and
writes it back, but the deck is the review's (`moon_nb.review.deck`, a layer above), so the file
knows it only as a `Part` — something that merges with another of its kind by its own rule (each
card once, by its latest weighing) and writes itself as a JSON value.

`moon_nb` tells the file how to read decks when it is imported (`reads_decks`), as it tells the
tables to keep every hand: whatever module a learner imports, the package's own ``__init__``
runs first, so a progress file is never read without its deck. A deck this moon_nb cannot read
(damaged, or written by a newer one) is never lost: the file keeps it as it is (`Kept`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar

_Deck = TypeVar("_Deck", bound="Part")


class UnreadableDeck(ValueError):
    """A review deck (or a part of one, a card's figures) this moon_nb cannot read: damaged,
    or of another version; the message says which."""


class Part(Protocol):
    """The review deck as the progress file handles it: empty or not, merged with another
    deck, written as a JSON value."""

    def __bool__(self) -> bool: ...

    def merged(self: _Deck, other: _Deck) -> _Deck: ...

    def to_json(self) -> Any: ...


@dataclass(frozen=True)
class Kept:
    """A deck this moon_nb could not read, kept as the file held it: written back unchanged,
    never merged into."""

    value: object
    why: str


@dataclass(frozen=True)
class DeckReader:
    """How the progress file makes an empty deck and reads one from its JSON value (raising
    `UnreadableDeck`)."""

    empty: Callable[[], Part]
    read: Callable[[object], Part]


_reader: list[Callable[[], DeckReader]] = []


def reads_decks(reader: Callable[[], DeckReader]) -> None:
    """From now on the progress file reads its review deck with what ``reader()`` gives (asked
    only when a deck is first needed, so importing `moon_nb` loads no review code)."""
    _reader[:] = [reader]


def decks() -> DeckReader:
    """How the review deck is read (`reads_decks`)."""
    if not _reader:
        raise RuntimeError("no reader of review decks was given: `import moon_nb` gives it")
    return _reader[0]()


def read_deck(value: object) -> Part | Kept:
    """The deck a progress file holds, or the value kept as it is with why it cannot be read."""
    try:
        return decks().read(value)
    except UnreadableDeck as bad:
        return Kept(value, str(bad))


__all__ = ["DeckReader", "Kept", "Part", "UnreadableDeck", "decks", "read_deck", "reads_decks"]
