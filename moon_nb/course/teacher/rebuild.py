"""Python that builds an exercise again, standing alone: the imports, then ``exercise = ...``.

A tutorial builds an exercise from values made in earlier cells (a game played on for a few
steps, ``trump`` set three cells up), so the cell that builds it does not run by itself. What
does is the call itself, written out with the values it was made with: tiles as ``"6-4"``,
rules as ``Rules(...)`` with the options that differ, a game as ``Game.from_record(...)`` —
its record replays it exactly. `exercise_code` writes that from a call as it is made.
"""

from __future__ import annotations

import importlib
import pprint
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, fields
from typing import Any

from moon_nb.engine.game import Game
from moon_nb.engine.options import Rules
from moon_nb.engine.tiles import Tile
from moon_nb.engine.trump import Trump
from moon_nb.exercises.exercise import Exercise

LINE = 99
"""The longest line the code is written with (the project's line length)."""


class Unwritable(TypeError):
    """A value that cannot be written as Python here (a computer player passed as advisor,
    say); the message names it."""


@dataclass(frozen=True)
class ConstructorCall:
    """An exercise's constructor call, written out: the lines that come before it (games
    replayed from their records), the call, and the imports both need."""

    imports: tuple[str, ...]
    setup: tuple[str, ...]
    call: str

    @property
    def code(self) -> str:
        """The code, standing alone, that leaves the exercise in ``exercise``."""
        lines = [*self.imports, ""]
        lines += [*self.setup, f"exercise = {self.call}"]
        return "\n".join(lines)


def exercise_code(
    kind: type[Exercise[Any]], args: Sequence[Any], kwargs: Mapping[str, Any]
) -> ConstructorCall:
    """How ``kind(*args, **kwargs)`` is written, standing alone. Raises `Unwritable` for an
    argument that has no written form."""
    writer = _Writer()
    parts = [writer.value(a) for a in args]
    parts += [f"{name}={writer.value(v)}" for name, v in kwargs.items()]
    writer.need(kind)
    call = f"{kind.__name__}({', '.join(parts)})"
    if len(call) + len("exercise = ") > LINE:
        inner = ",\n".join(f"    {p}" for p in parts)
        call = f"{kind.__name__}(\n{inner},\n)"
    return ConstructorCall(tuple(sorted(writer.imports)), tuple(writer.setup), call)


def import_line(kind: type) -> str:
    """``from moon_nb.lessons import SuitQuiz``: from the shortest public module that holds it
    (``moon_nb``, then its package, then its own module)."""
    module = kind.__module__
    candidates = ["moon_nb", module.rsplit(".", 1)[0], module]
    for name in candidates:
        if getattr(importlib.import_module(name), kind.__name__, None) is kind:
            return f"from {name} import {kind.__name__}"
    raise Unwritable(f"{kind.__qualname__} cannot be imported by its name")


class _Writer:
    """Writes values as Python, noting the imports and setup lines they need."""

    def __init__(self) -> None:
        self.imports: set[str] = set()
        self.setup: list[str] = []
        self.games: list[str] = []

    def need(self, kind: type) -> None:
        self.imports.add(import_line(kind))

    def value(self, value: Any) -> str:
        if value is None or isinstance(value, bool | int | float | str):
            return repr(value)
        if isinstance(value, Tile):
            return repr(str(value))
        if isinstance(value, Trump):
            return _trump(value)
        if isinstance(value, Rules):
            return self._rules(value)
        if isinstance(value, Game):
            return self._game(value)
        if isinstance(value, list):
            return "[" + ", ".join(self.value(v) for v in value) + "]"
        if isinstance(value, tuple):
            items = [self.value(v) for v in value]
            return "(" + ", ".join(items) + ("," if len(items) == 1 else "") + ")"
        if isinstance(value, dict):
            pairs = [f"{self.value(k)}: {self.value(v)}" for k, v in value.items()]
            return "{" + ", ".join(pairs) + "}"
        raise Unwritable(f"a {type(value).__name__} cannot be written as code ({value!r:.60})")

    def _rules(self, rules: Rules) -> str:
        self.need(Rules)
        default = Rules()
        changed = [
            f"{f.name}={getattr(rules, f.name)!r}"
            for f in fields(Rules)
            if getattr(rules, f.name) != getattr(default, f.name)
        ]
        return f"Rules({', '.join(changed)})"

    def _game(self, game: Game) -> str:
        # Written now, as the call is made: the notebook may play on with the same game.
        self.need(Game)
        name = "game" if not self.games else f"game_{len(self.games) + 1}"
        self.games.append(name)
        record = game.record()
        dealt = "seed=" + repr(game.seed)
        if game.rules != Rules():
            dealt += f", rules={self._rules(game.rules)}"
        if {**Game(game.seed, game.rules).record(), "actions": record["actions"]} == record:
            # A seeded deal and its actions: the way a lesson writes a game.
            self.setup.append(f"{name} = Game({dealt})")
            if record["actions"]:
                self.setup.append(_block(record["actions"], "for action in ", ":"))
                self.setup.append(f"    {name}.apply(action)")
        else:
            self.setup.append(_block(record, f"{name} = Game.from_record(", ")"))
        return name


def _block(value: Any, head: str, tail: str) -> str:
    """``head``, ``value`` written as Python, ``tail``: wrapped inside the value's brackets,
    its lines lined up under its first."""
    body = pprint.pformat(value, width=LINE - len(head) - len(tail), compact=True, sort_dicts=False)
    pad = "\n" + " " * len(head)
    return head + pad.join(body.splitlines()) + tail


def _trump(trump: Trump) -> str:
    """A trump as the lessons write it: ``4``, ``"doubles"``, or ``None`` for no trump."""
    if trump is Trump.NO_TRUMP:
        return "None"
    return repr(trump.number if trump.number is not None else trump.token)


__all__ = ["ConstructorCall", "Unwritable", "exercise_code", "import_line"]
