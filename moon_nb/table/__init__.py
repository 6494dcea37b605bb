"""The table behind `moon_nb.MoonTable`: the game-driving session and the checks on what the
browser sends, with no dependency on anywidget (so all of it is testable without a browser)."""

from __future__ import annotations

from moon_nb.table.intents import Intent, Refusal, read_intent
from moon_nb.table.session import TableSession

__all__ = ["Intent", "Refusal", "TableSession", "read_intent"]
