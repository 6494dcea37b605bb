"""A lesson at a live table: ask the table for its hint from Python, and an expert that
advises the same way on every run.

``ask_hint(table)`` presses the table's **Hint** button: the words it returns are the ones the
table shows, its advisor's (the expert's, unless the table was given another). The expert
thinks for a fixed time, so how many likely deals it weighs — and the odds it quotes — vary a
little from run to run and machine to machine; ``steady_expert()`` weighs a fixed number of
deals instead, for a notebook that must read the same every time it is run.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from moon_nb.engine.actions import Action
from moon_nb.players import Choice, MonteCarloPlayer

if TYPE_CHECKING:  # the table (and anywidget) is imported only by those who make one
    from moon_nb.table.hosts.widget import MoonTable

STEADY_DEALS = 40
"""The likely deals a steady expert weighs for each decision."""


def steady_expert(deals: int = STEADY_DEALS) -> MonteCarloPlayer:
    """The expert computer player, weighing ``deals`` likely deals for every decision instead of
    thinking for a fixed time: the same advice on every run (seeded), a little slower."""
    return MonteCarloPlayer(seed=0, budget=60.0, max_deals=deals, limit=120.0)


def ask_hint(table: MoonTable) -> Choice:
    """What the table's Hint button says now — its advisor's choice for the learner's seat,
    and why — as it shows it at the table. A ValueError says why there is none (not the
    learner's turn, hints turned off)."""
    table.send_intent({"kind": "hint"})
    if table.error:
        raise ValueError(table.error)
    return Choice(Action(table.hint["action"]), str(table.hint["reason"]))


__all__ = ["STEADY_DEALS", "ask_hint", "steady_expert"]
