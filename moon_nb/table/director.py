"""`Director`: what a table's play means beyond the game — a lesson that stages it.

A `moon_nb.table.session.TableSession` plays a game of Moon as it is: the learner's moves stand
when the rules allow them, the computer players play on, the learner may deal a new game. A
director changes what the table does without changing the table (the guided path,
`moon_nb.path.director`, is one): it may judge the learner's moves (a move that misses the
step's goal does not stand), choose the other seats' replies, halt the play (the step is
solved), add intents of its own (go to a step), refuse some of the table's (a new game), and
add its own view to what the browser draws (``state()["guide"]``).

The table passes itself to every call, so a director holds no copy of the game: what it reads
is the table's game, and what reaches the browser is still built from the learner's
observation alone.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Protocol

from moon_nb.show.wire import GuideView
from moon_nb.table.intents import Intent, IntentKind

if TYPE_CHECKING:
    from moon_nb.table.session import TableSession

Thinking = Callable[[], None]
"""Called when the learner's own move is on the table and the computer players start to
think, so the browser can show the move at once."""


class Director(Protocol):
    """What a table's play means beyond the game (see the module docstring)."""

    intents: Mapping[str, IntentKind]
    """The director's own intents, read with the same checks as the table's."""

    def open(self, table: TableSession) -> None:
        """The table is set up: put the director's first position on it."""

    def refusal(self, kind: str) -> str | None:
        """Why this table refuses one of the table's own intents (``"new_game"``,
        ``"level"``…), in a sentence; None when it takes it. A refused kind's control is not
        offered."""

    def move(self, table: TableSession, action: str) -> bool:
        """The learner's ``action`` (their turn, the table's checks done), judged: True when
        it was taken on the game and stands; False when it did not stand (the director says
        why in its view). Raises `moon_nb.table.intents.Refusal` for a message that is no
        move at all."""

    def reply(self, table: TableSession, seat: int) -> str | None:
        """The move of the computer seat ``seat``, or None for the table's own player's."""

    def halts(self, table: TableSession) -> bool:
        """The computer players wait: what the director staged is over (a step solved)."""

    def direct(self, table: TableSession, intent: Intent, progress: Thinking | None) -> None:
        """Carry out one of the director's own intents."""

    def view(self, table: TableSession) -> GuideView | None:
        """What the director adds to what the browser draws (``state()["guide"]``)."""
