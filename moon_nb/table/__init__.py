"""The table behind `moon_nb.MoonTable`: the game-driving session and the checks on what the
browser sends, with no dependency on anywidget (so all of it is testable without a browser)."""

from __future__ import annotations

from typing import Any

__all__ = ["Intent", "Refusal", "TableSession", "read_intent"]


def __getattr__(name: str) -> Any:
    # Loaded when asked for: `moon_nb` itself imports `moon_nb.table.recording` (to keep every
    # hand played), and the session pulls in the players.
    if name == "TableSession":
        from moon_nb.table.session import TableSession

        return TableSession
    if name in ("Intent", "Refusal", "read_intent"):
        from moon_nb.table import intents

        return getattr(intents, name)
    raise AttributeError(f"module 'moon_nb.table' has no attribute {name!r}")
