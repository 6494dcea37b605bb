"""`Review()`: the learner's own costly decisions, as puzzles at the real table, on a schedule
— the review's path (`moon_nb.review.review_path.ReviewPath`) at a notebook's table.

```python
from moon_nb import Review
Review()                     # the cards due, one after another
Review(theme="bidding")      # practice: positions of one theme
Review(lang="hu")            # in Hungarian (`moon_nb.languages`)
```
"""

from __future__ import annotations

from moon_nb.path.path_table import PathTable
from moon_nb.progress.store import SESSION, Session
from moon_nb.review.deck import Deck, ReviewCard, stored
from moon_nb.review.review_path import (
    CHAPTERS,
    HINTS,
    PRACTICE,
    ReviewPath,
    card_step,
    practice_steps,
)
from moon_nb.speech import speaking
from moon_nb.table.settings import DEFAULT_PACE_MS

__all__ = [
    "CHAPTERS",
    "HINTS",
    "PRACTICE",
    "Review",
    "ReviewPath",
    "card_step",
    "practice_steps",
]


class Review(PathTable[ReviewPath]):
    """The review at the table (see the module docstring): the cards due one after another,
    or, with none due or a ``theme`` asked for, practice of that theme. ``store`` is whose deck
    it is: the session's progress, unless another is given. ``lang`` is the language it speaks
    (``"hu"``), as `MoonTable`'s; by default the language of the moment."""

    def __init__(
        self,
        theme: str | None = None,
        *,
        pace_ms: int = DEFAULT_PACE_MS,
        store: Session = SESSION,
        lang: str | None = None,
    ) -> None:
        super().__init__(lambda: ReviewPath(theme, store=store), pace_ms=pace_ms, lang=lang)
        self._session.say("info", self._path.summary)
        self._sync()

    @property
    def due(self) -> tuple[ReviewCard, ...]:
        """The cards due, in the order they come: those ready when the review opened, then
        those its weighing of the decisions still waiting found."""
        return tuple(self._path.cards.values())

    @property
    def deck(self) -> Deck:
        """The learner's whole deck: its cards, their reviews, the decisions kept."""
        return stored(self._path.store)

    @property
    def summary(self) -> str:
        """What the review had for the learner when it opened, in a sentence or two: the cards
        due, the kept decisions still to weigh, or when the next card comes back. The live
        table says it; the cell's saved output does not (`_caption`)."""
        return self._path.summary

    def _caption(self, hand_label: str) -> str:
        # The saved output shows the step on the table, not the summary: the summary reads the
        # whole progress file, which other notebooks write (a hand played in lesson 1 is a
        # decision still to weigh here), so a notebook's saved output would depend on which
        # lessons ran before it (`pytest --nbval notebooks` in any order; docs/progress.md).
        with speaking(self.lang):
            return self._path.caption()

    def __repr__(self) -> str:
        # The step on the table, as `Learn`'s; the summary is `summary` (see `_caption`).
        with speaking(self.lang):
            return f"<Review: {self._path.describe()}>"
