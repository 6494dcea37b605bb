"""`Puzzles()`: the puzzle stream at a notebook's table — one rated puzzle after another, each
near the learner's rating (`moon_nb.review.puzzles.stream.PuzzlePath`).

```python
from moon_nb import Puzzles, puzzle_themes
puzzle_themes()               # the themes, in the learner's language
Puzzles()                     # every theme, near your overall rating
Puzzles(theme="the moon")     # one theme, near your rating in it
```
"""

from __future__ import annotations

from moon_nb.path.path_table import PathTable
from moon_nb.progress.store import SESSION, Session
from moon_nb.review.puzzles.puzzle_ratings import Rating
from moon_nb.review.puzzles.stream import TITLE, PuzzlePath
from moon_nb.review.puzzles.themes import puzzle_themes
from moon_nb.speech import _, speaking
from moon_nb.table.settings import DEFAULT_PACE_MS


class Puzzles(PathTable[PuzzlePath]):
    """The puzzle stream at the table (see the module docstring). ``theme`` is one of
    `puzzle_themes` (every theme with None); ``store`` is whose ratings move: the session's
    progress, unless another is given; ``lang`` the language it speaks, as `MoonTable`'s."""

    def __init__(
        self,
        theme: str | None = None,
        *,
        pace_ms: int = DEFAULT_PACE_MS,
        store: Session = SESSION,
        lang: str | None = None,
    ) -> None:
        super().__init__(lambda: PuzzlePath(theme, store=store), pace_ms=pace_ms, lang=lang)
        self._sync()

    @property
    def rating(self) -> Rating:
        """The learner's rating in the theme of this table (overall with none)."""
        return self._path.rating

    def _caption(self, hand_label: str) -> str:
        with speaking(self.lang):
            return _(
                "{title}: {summary} Run this notebook to play at a live table.",
                title=_(TITLE),
                summary=self._path.describe(),
            )

    def __repr__(self) -> str:
        return f"<Puzzles: {self._path.describe()}>"


__all__ = ["Puzzles", "puzzle_themes"]
