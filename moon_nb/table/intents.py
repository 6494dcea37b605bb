"""Intents: what the table's browser side may ask for, checked before anything acts on it.

The browser sends small dicts (``{"kind": "action", "action": "play 6-4"}``). Anything can arrive
on that channel — a stale page, a student's experiment in the developer tools, a bug — so a
message is read here into an `Intent`, or refused with a sentence saying what was wrong. Only the
shape is checked here; whether an action is allowed is the game's ruling.
"""

from __future__ import annotations

from dataclasses import dataclass

from moon_nb.engine.words import kind_of
from moon_nb.players.levels import LEVELS
from moon_nb.table.settings import MAX_PACE_MS, MAX_TEXT, check_pace

KINDS: dict[str, tuple[str, ...]] = {
    "action": ("action",),
    "hint": (),
    "undo": (),
    "new_game": (),
    "next_hand": (),
    "pace": ("ms",),
    "level": ("level",),
    "step": ("step",),
    "retry": (),
    "step_hint": (),
    "card": ("open",),
}
"""Each intent kind and the fields it carries besides ``kind``. Any kind may also carry ``at``:
the action count of the view the click was made on, so a stale or doubled click is refused
instead of acting on a later moment of the game. ``step``, ``retry`` and ``step_hint`` are the
guided path's (`moon_nb.lessons.path`): go to a step (by its id), start the step again, show
its hint; ``card`` shows (``open`` true) or puts away the rule card of the step's chapter."""

OPTIONAL: dict[str, tuple[str, ...]] = {"undo": ("confirm",)}
"""Fields a kind may carry: ``confirm`` says the learner was asked whether to reopen a hand
already scored, and said yes."""


@dataclass(frozen=True)
class Intent:
    """A well-formed request from the learner's side of the table."""

    kind: str
    action: str = ""
    ms: int = 0
    level: str = ""
    step: str = ""
    confirm: bool = False
    open: bool = False
    at: int | None = None


class Refusal(ValueError):
    """A message that is not a well-formed intent; the text says why, for the learner."""


def read_intent(content: object, buffers: object = None) -> Intent:
    """The intent a browser message carries, or `Refusal`. Cheap on hostile input: sizes are
    checked before anything is looked at closely."""
    if buffers:
        raise Refusal("The table does not accept binary data.")
    if not isinstance(content, dict):
        raise Refusal(f"A table message is a small object with a 'kind'; got {kind_of(content)}.")
    if len(content) > 4:
        raise Refusal("A table message has at most a 'kind' and one more field.")
    kind = content.get("kind")
    if not isinstance(kind, str) or len(kind) > MAX_TEXT:
        raise Refusal("A table message needs a 'kind' naming what it asks for.")
    fields = KINDS.get(kind)
    if fields is None:
        known = ", ".join(repr(k) for k in KINDS)
        raise Refusal(f"Unknown request {_short(kind)}: the table understands {known}.")
    optional = OPTIONAL.get(kind, ())
    extra = [k for k in content if k not in ("kind", "at", *fields, *optional)]
    if extra:
        raise Refusal(f"A {kind!r} request has no field {_short(extra[0])}.")
    missing = [f for f in fields if f not in content]
    if missing:
        raise Refusal(f"A {kind!r} request needs the field {missing[0]!r}.")
    at = content.get("at")
    if at is not None and (type(at) is not int or not 0 <= at < 2**31):
        raise Refusal("The 'at' of a table message is an action count.")
    if kind == "action":
        action = content["action"]
        if not isinstance(action, str):
            raise Refusal(f"An action is text like 'play 6-4', not {kind_of(action)}.")
        if len(action) > MAX_TEXT:
            raise Refusal("That action is far too long to be a Moon action.")
        return Intent(kind, action=action, at=at)
    if kind == "pace":
        try:
            ms = check_pace(content["ms"])
        except ValueError:
            raise Refusal(
                f"The pace is a whole number of milliseconds, 0 to {MAX_PACE_MS}."
            ) from None
        return Intent(kind, ms=ms, at=at)
    if kind == "level":
        level = content["level"]
        if not isinstance(level, str) or level not in LEVELS:
            known = ", ".join(repr(n) for n in LEVELS)
            raise Refusal(f"The opponents' level is one of {known}, not {kind_of(level)}.")
        return Intent(kind, level=level, at=at)
    if kind == "step":
        step = content["step"]
        if not isinstance(step, str) or len(step) > MAX_TEXT:
            raise Refusal(
                f"A step is named by its id, like 'learn-follow-higher', not {_short(step)}."
            )
        return Intent(kind, step=step, at=at)
    if kind == "card":
        if type(content["open"]) is not bool:
            raise Refusal("A 'card' request's 'open' is true or false.")
        return Intent(kind, open=content["open"], at=at)
    if kind == "undo" and "confirm" in content:
        if type(content["confirm"]) is not bool:
            raise Refusal("An undo's 'confirm' is true or false.")
        return Intent(kind, confirm=content["confirm"], at=at)
    return Intent(kind, at=at)


def _short(value: object) -> str:
    text = repr(value) if isinstance(value, str) else kind_of(value)
    return text if len(text) <= MAX_TEXT else text[: MAX_TEXT - 3] + "..."
