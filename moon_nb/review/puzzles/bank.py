"""The puzzle stream's bank: positions from generated, seeded games, each with one clearly best
answer, tagged by theme and rated.

`moon_nb.dev.generate_puzzles` plays seeded games with the Hint's evaluation in every seat and
keeps a decision as a puzzle when it is one by lichess's rule for puzzles — one move clearly
best: weighed over `WIDE` likely deals of what the solver sees (the one model of the hidden
tiles, `moon_nb.players.hidden`), the answer is ahead of *every* other choice by the review's
margins (`moon_nb.review.examine`: 15 contracts in 100 for a discard or a trump, 0.75 points
on the others for a call or a play), and the table's own weighing accepts the answer alone.
Each is tagged by what its answer does (`moon_nb.review.puzzles.themes`) and carries a Glicko-2
rating fitted from graded solvers (the evaluation over 1, 2, 4… deals and the levels of play).
The bank is kept compressed beside this module (``puzzles.json.gz``) and read once.
"""

from __future__ import annotations

import gzip
import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from moon_nb.review.puzzles.puzzle_ratings import START, START_RD
from moon_nb.review.puzzles.themes import PUZZLE_THEMES
from moon_nb.review.seen import Seen

BANK = Path(__file__).with_name("puzzles.json.gz")
GZIP_MAGIC = b"\x1f\x8b"
WIDE = 200
"""Likely deals each puzzle's answer is weighed over before it is kept."""


class UnreadablePuzzle(ValueError):
    """A puzzle the bank cannot read; the message says what is wrong."""


@dataclass(frozen=True)
class Puzzle:
    """One puzzle: the position as its solver sees it, the answer, why, its themes, how far
    the answer is ahead of the next choice (in the margin's units) and its rating."""

    id: str
    seen: Seen
    answer: str
    """The answer, as an action's text ("play 6-4", "bid 5")."""
    reason: str
    """Why, in the one evaluation's words (English: said again in the learner's language at the
    table)."""
    themes: tuple[str, ...]
    margin: float
    seed: int
    rating: float = START
    rd: float = START_RD

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "seen": self.seen.to_json(),
            "answer": self.answer,
            "reason": self.reason,
            "themes": list(self.themes),
            "margin": round(self.margin, 3),
            "seed": self.seed,
            "rating": round(self.rating, 1),
            "rd": round(self.rd, 1),
        }

    @classmethod
    def from_json(cls, data: object) -> Puzzle:
        if not isinstance(data, dict):
            raise UnreadablePuzzle("a puzzle is not an object")
        try:
            themes = tuple(data["themes"])
            puzzle = cls(
                str(data["id"]),
                Seen.from_json(data["seen"]),
                str(data["answer"]),
                str(data["reason"]),
                themes,
                float(data["margin"]),
                int(data["seed"]),
                float(data.get("rating", START)),
                float(data.get("rd", START_RD)),
            )
        except (KeyError, TypeError, ValueError) as bad:
            raise UnreadablePuzzle(f"a puzzle reads {str(data)[:80]}: {bad}") from None
        unknown = [t for t in themes if t not in PUZZLE_THEMES]
        if not themes or unknown:
            raise UnreadablePuzzle(f"a puzzle's themes {themes} are not among {PUZZLE_THEMES}")
        return puzzle


def write_bank(puzzles: list[Puzzle], meta: dict[str, Any], path: Path | None = None) -> None:
    """Write the bank (gzip, deterministic bytes: no time stamp, so a rebuild changes nothing
    that did not change)."""
    data = {**meta, "puzzles": [p.to_json() for p in puzzles]}
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n"
    (path or BANK).write_bytes(gzip.compress(text.encode("utf-8"), compresslevel=9, mtime=0))


def read_bank(path: Path | None = None) -> tuple[dict[str, Any], tuple[Puzzle, ...]]:
    """The bank's description (deals, margins, how it was made) and its puzzles (the shipped
    bank's unless ``path`` is given)."""
    raw = (path or BANK).read_bytes()
    # The play page fetches the bank and writes it here; a host that serves it with
    # "Content-Encoding: gzip" has the browser hand over the JSON itself, which reads as well.
    text = gzip.decompress(raw) if raw[:2] == GZIP_MAGIC else raw
    data = json.loads(text.decode("utf-8"))
    meta = {k: v for k, v in data.items() if k != "puzzles"}
    return meta, tuple(Puzzle.from_json(p) for p in data["puzzles"])


@cache
def bank() -> tuple[Puzzle, ...]:
    """Every puzzle of the shipped bank, in the order generated (none if it is not built)."""
    return read_bank()[1] if BANK.exists() else ()


def puzzles_of(theme: str | None) -> tuple[Puzzle, ...]:
    """The bank's puzzles of ``theme`` (every one with None)."""
    return tuple(p for p in bank() if theme is None or theme in p.themes)


__all__ = [
    "BANK",
    "START",
    "START_RD",
    "WIDE",
    "Puzzle",
    "UnreadablePuzzle",
    "bank",
    "puzzles_of",
    "read_bank",
    "write_bank",
]
