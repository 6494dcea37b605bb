"""The table's settings in one place: the pace at which the story is told, the levels of the
computer players, and the limits on what the browser may ask and on how long the computer
players may run."""

from __future__ import annotations

from typing import Any

from moon_nb.players.levels import LEVELS, Level

DEFAULT_PACE_MS = 700
"""How long the table lingers on each computer move, per unit of an event's linger."""

MAX_PACE_MS = 5000
"""The slowest pace a teacher or learner may choose."""

PACES: tuple[tuple[int, str], ...] = (
    (0, "Instant"),
    (300, "Fast"),
    (700, "Normal"),
    (1400, "Slow"),
)
"""The pace choices the table offers."""

MAX_TEXT = 40
"""The longest string field accepted in a message from the browser: every action is shorter."""

MAX_COMPUTER_STEPS = 10_000
"""A bound on computer moves between two learner decisions (a hand has well under 30), so a
broken player can never keep the kernel busy forever."""


def check_pace(ms: object) -> int:
    """A pace in milliseconds, or ValueError saying what a pace is."""
    if type(ms) is not int or not 0 <= ms <= MAX_PACE_MS:
        raise ValueError(f"pace_ms is a whole number of milliseconds, 0 to {MAX_PACE_MS}")
    return ms


def pace_choices(current: int) -> list[dict[str, Any]]:
    """The paces to choose from, with the table's own among them if a teacher set another."""
    choices = dict(PACES)
    choices.setdefault(current, f"{current} ms")
    return [{"ms": ms, "label": label} for ms, label in sorted(choices.items())]


def level_choices(level: Level | None, chosen: Level | None) -> dict[str, Any]:
    """The levels the table offers (none when a teacher chose the players), the current one,
    the one chosen for the next hand, and the words for the bar."""
    if level is None:
        return {"levels": [], "level": "", "next_level": "", "level_text": ""}
    text = f"Opponents: {level.label}"
    if chosen is not None:
        text += f" — {chosen.label} from the next hand"
    return {
        "levels": [{"name": v.name, "label": v.label, "about": v.about} for v in LEVELS.values()],
        "level": level.name,
        "next_level": chosen.name if chosen is not None else "",
        "level_text": text,
    }
