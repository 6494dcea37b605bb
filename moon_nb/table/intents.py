"""Intents: what the table's browser side may ask for, checked before anything acts on it.

The browser sends small dicts (``{"kind": "action", "action": "play 6-4"}``). Anything can arrive
on that channel — a stale page, a student's experiment in the developer tools, a bug — so a
message is read here into an `Intent`, or refused with a sentence saying what was wrong. Only the
shape is checked here; whether an action is allowed is the game's ruling.

The table's own kinds are `TABLE_KINDS`. A table with a director (`moon_nb.table.director`)
also reads the director's kinds — the guided path's steps, say — with the same checks.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from moon_nb.engine.words import kind_of
from moon_nb.players.levels import LEVELS
from moon_nb.speech import spoken
from moon_nb.table.settings import MAX_PACE_MS, MAX_TEXT, check_pace

Value = str | int | bool | None
"""What an intent carries besides its kind: an action's text, a pace, a flag…"""


class Refusal(ValueError):
    """A message that is not a well-formed intent; the text says why, for the learner."""


@dataclass(frozen=True)
class IntentKind:
    """A kind of intent: the one field it carries besides ``kind`` and ``at`` (None: no
    field), whether that field may be left out, and how its value is read — a function that
    returns the value, or raises `Refusal` saying what was wrong with it."""

    field: str | None = None
    read: Callable[[object], Value] | None = None
    optional: bool = False


@dataclass(frozen=True)
class Intent:
    """A well-formed request from the learner's side of the table: its kind, its field's
    value (None when it has none), and ``at`` — the action count of the view the click was
    made on, so a stale or doubled click is refused instead of acting on a later moment."""

    kind: str
    value: Value = None
    at: int | None = None

    @property
    def text(self) -> str:
        """The value as text (an action, a level, a step's id)."""
        return self.value if isinstance(self.value, str) else ""

    @property
    def flag(self) -> bool:
        """The value as a yes or no (an undo's confirm, a card's open)."""
        return self.value is True

    @property
    def number(self) -> int:
        """The value as a whole number (a pace in milliseconds)."""
        return self.value if type(self.value) is int else 0


def flag(what: str) -> Callable[[object], Value]:
    """A reader of a true-or-false field: ``what`` names it in the refusal."""

    def read(value: object) -> Value:
        if type(value) is not bool:
            raise Refusal(f"{what} is true or false.")
        return value

    return read


def _action(value: object) -> Value:
    if not isinstance(value, str):
        raise Refusal(f"An action is text like 'play 6-4', not {kind_of(value)}.")
    if len(value) > MAX_TEXT:
        raise Refusal("That action is far too long to be a Moon action.")
    return value


def _pace(value: object) -> Value:
    try:
        return check_pace(value)
    except ValueError:
        raise Refusal(f"The pace is a whole number of milliseconds, 0 to {MAX_PACE_MS}.") from None


def _level(value: object) -> Value:
    if not isinstance(value, str) or value not in LEVELS:
        known = ", ".join(repr(n) for n in LEVELS)
        raise Refusal(f"The opponents' level is one of {known}, not {kind_of(value)}.")
    return value


def _language(value: object) -> Value:
    try:
        return spoken(value)
    except ValueError as exc:
        raise Refusal(str(exc)) from None  # in the table's language, and English beside it


TABLE_KINDS: Mapping[str, IntentKind] = {
    "action": IntentKind("action", _action),
    "hint": IntentKind(),
    "undo": IntentKind("confirm", flag("An undo's 'confirm'"), optional=True),
    "new_game": IntentKind(),
    "next_hand": IntentKind(),
    "pace": IntentKind("ms", _pace),
    "level": IntentKind("level", _level),
    "language": IntentKind("lang", _language),
}
"""The table's own intents. An undo's ``confirm`` says the learner was asked whether to reopen
a hand already scored, and said yes."""


def read_intent(
    content: object, buffers: object = None, more: Mapping[str, IntentKind] | None = None
) -> Intent:
    """The intent a browser message carries — one of the table's kinds or of ``more`` (a
    director's) — or `Refusal`. Cheap on hostile input: sizes are checked before anything is
    looked at closely."""
    if buffers:
        raise Refusal("The table does not accept binary data.")
    if not isinstance(content, dict):
        raise Refusal(f"A table message is a small object with a 'kind'; got {kind_of(content)}.")
    if len(content) > 3:
        raise Refusal("A table message has at most a 'kind', an 'at' and one more field.")
    name = content.get("kind")
    if not isinstance(name, str) or len(name) > MAX_TEXT:
        raise Refusal("A table message needs a 'kind' naming what it asks for.")
    kinds = {**TABLE_KINDS, **(more or {})}
    kind = kinds.get(name)
    if kind is None:
        known = ", ".join(repr(k) for k in kinds)
        raise Refusal(f"Unknown request {shown(name)}: the table understands {known}.")
    extra = [k for k in content if k not in ("kind", "at", kind.field)]
    if extra:
        raise Refusal(f"A {name!r} request has no field {shown(extra[0])}.")
    if kind.field is not None and kind.field not in content and not kind.optional:
        raise Refusal(f"A {name!r} request needs the field {kind.field!r}.")
    at = content.get("at")
    if at is not None and (type(at) is not int or not 0 <= at < 2**31):
        raise Refusal("The 'at' of a table message is an action count.")
    if kind.field is None or kind.field not in content or kind.read is None:
        return Intent(name, at=at)
    return Intent(name, kind.read(content[kind.field]), at)


def shown(value: object) -> str:
    """A value quoted in a refusal: text in quotes, anything else by its kind, cut short."""
    text = repr(value) if isinstance(value, str) else kind_of(value)
    return text if len(text) <= MAX_TEXT else text[: MAX_TEXT - 3] + "..."
