"""`Learn`: the guided path as a notebook widget — the real table (`moon_nb.MoonTable`) playing
the guided path (`moon_nb.path.guided.GuidedPath`), one short step after another.

```python
from moon_nb import Learn
path = Learn()          # opens at the first step not yet solved
path.steps              # every step: its id, chapter, title and goal
Learn(start="learn-trump-ruff")   # or a step's number, from 1
Learn(lang="hu")        # the path in Hungarian, whatever the process speaks
```
"""

from __future__ import annotations

from moon_nb.path.guided import GuidedPath
from moon_nb.path.path_table import PathTable
from moon_nb.path.step import Step
from moon_nb.progress.store import SESSION, Session
from moon_nb.table.intents import Refusal
from moon_nb.table.settings import DEFAULT_PACE_MS


class Learn(PathTable[GuidedPath]):
    """The guided path at the table (see the module docstring). ``start`` names the first
    step (an id, or a number from 1); by default the first the learner has not solved.
    ``store`` notes the learner's tries: the session's progress, unless another is given.
    ``lang`` is the language the path and its table speak (``"hu"``; `moon_nb.languages`),
    their own whatever the process speaks, as `MoonTable`'s; by default, the language of the
    moment."""

    def __init__(
        self,
        start: str | int | None = None,
        *,
        pace_ms: int = DEFAULT_PACE_MS,
        store: Session = SESSION,
        lang: str | None = None,
    ) -> None:
        super().__init__(lambda: GuidedPath(start, store=store), pace_ms=pace_ms, lang=lang)

    @property
    def steps(self) -> tuple[Step, ...]:
        """Every step of the path, in order: each has ``id``, ``chapter``, ``title`` and
        ``goal`` (one sentence)."""
        return self._path.steps

    @property
    def step(self) -> Step:
        """The step on the table."""
        return self._path.step

    @property
    def stars(self) -> dict[str, int]:
        """Each step's best stars so far (0: not solved), by id."""
        return dict(self._path.stars)

    def go(self, which: str | int) -> None:
        """Put another step on the table (an id, or a number from 1), as the list of steps
        does; a ValueError says what steps there are."""
        try:
            with self._session.voice():
                self._path.go(self._session, which)
        except Refusal as exc:
            raise ValueError(str(exc)) from None
        self._sync()

    def _caption(self, hand_label: str) -> str:
        with self._session.voice():
            return self._path.caption()

    def __repr__(self) -> str:
        with self._session.voice():
            return f"<Learn: {self._path.describe()}>"
