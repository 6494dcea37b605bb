"""What a table says in its own language: the sentences it refuses a move out of turn with."""

from __future__ import annotations

from moon_nb.engine.game import Game
from moon_nb.speech import N_, _

INTERRUPTED = N_(
    "Interrupted while the computer players were thinking. Run table.refresh() to let them go "
    "on, or start a new game."
)
"""What the table says when the kernel interrupted its computer players."""


def turn_refusal(game: Game, seat: int, what: str) -> str | None:
    """Why ``seat`` may not do ``what`` now (``"act"`` or ``"ask for a hint"``): the game is
    over, or it is another seat's turn; None on its turn."""
    if game.to_act is None:
        return _(
            "The game is over. {status} Start a new game to play again.", status=game.status.text
        )
    if game.to_act == seat:
        return None
    if what == "act":
        return _("You cannot act now: it is seat {seat}'s turn.", seat=game.to_act)
    return _("You cannot ask for a hint now: it is seat {seat}'s turn.", seat=game.to_act)
