"""`PathTable`: the real table (`moon_nb.MoonTable`) directed by a path — the one start that
`moon_nb.Learn` (the guided path), `moon_nb.Review` (the review's path) and `moon_nb.Puzzles`
(the puzzle stream) share: the path made in the table's language, then the table it directs.
Each keeps its own arguments, its own words under the table and its own properties."""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

from moon_nb.path.guided import GuidedPath
from moon_nb.speech import chosen, speaking
from moon_nb.table.hosts.widget import MoonTable

Path = TypeVar("Path", bound=GuidedPath)


class PathTable(MoonTable, Generic[Path]):
    """A notebook's table that plays a path, one step after another: ``make`` makes the path
    (a `GuidedPath`, or one of its kinds), ``pace_ms`` is the table's pace and ``lang`` the
    language both speak (``"hu"``; by default the language of the moment). The language is
    checked first, as `MoonTable` checks it: an unknown one is refused before the path opens,
    so nothing is noted in the learner's progress. The path is ``self._path``."""

    def __init__(self, make: Callable[[], Path], *, pace_ms: int, lang: str | None) -> None:
        language = chosen(lang)
        with speaking(language):
            path = make()
            session = path.table()
        super().__init__(session=session, pace_ms=pace_ms, title=session.title, lang=language)
        self._path: Path = path
