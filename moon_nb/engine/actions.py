"""Actions: what a seat can do, as small ints for the engine and canonical text for everyone else.

The text forms are ``"pass"``, ``"bid N"``, ``"discard a-b"``, ``"trump N"``,
``"trump doubles"``, ``"trump none"`` and ``"play a-b"``. Every action has one id and one
canonical string, computed once here, so the engine never formats or parses on its hot path.
"""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass
from functools import cached_property

from moon_nb.engine.options import MOON
from moon_nb.engine.tiles import TILE_BY_INDEX, Tile, TileError
from moon_nb.engine.trump import Trump


@enum.unique
class Kind(enum.Enum):
    """The kinds of action, in the order a hand uses them."""

    PASS = "pass"
    BID = "bid"
    DISCARD = "discard"
    TRUMP = "trump"
    PLAY = "play"


BID_VALUES: tuple[int, ...] = (3, 4, 5, 6, 7, MOON)

PASS = 0
BID0 = 1
TRUMP0 = BID0 + len(BID_VALUES)
DISCARD0 = TRUMP0 + len(Trump)
PLAY0 = DISCARD0 + len(TILE_BY_INDEX)
NUM_ACTIONS = PLAY0 + len(TILE_BY_INDEX)


@dataclass(frozen=True)
class Action:
    """One action as a value: its kind and its argument (bid value, `Trump` or `Tile`)."""

    kind: Kind
    bid: int = 0
    trump: Trump | None = None
    tile: Tile | None = None

    @cached_property
    def id(self) -> int:
        """The action's number (the engine's currency)."""
        if self.kind is Kind.PASS:
            return PASS
        if self.kind is Kind.BID:
            return BID0 + BID_VALUES.index(self.bid)
        if self.kind is Kind.TRUMP:
            assert self.trump is not None
            return TRUMP0 + self.trump.index
        assert self.tile is not None
        base = DISCARD0 if self.kind is Kind.DISCARD else PLAY0
        return base + self.tile.index

    def __str__(self) -> str:
        return self.text

    @cached_property
    def text(self) -> str:
        """The canonical text: ``"pass"``, ``"bid 5"``, ``"trump doubles"``, ``"play 6-4"``."""
        if self.kind is Kind.PASS:
            return "pass"
        if self.kind is Kind.BID:
            return f"bid {self.bid}"
        if self.kind is Kind.TRUMP:
            assert self.trump is not None
            return f"trump {self.trump.token}"
        return f"{self.kind.value} {self.tile}"


def _all_actions() -> tuple[Action, ...]:
    out = [Action(Kind.PASS)]
    out += [Action(Kind.BID, bid=v) for v in BID_VALUES]
    out += [Action(Kind.TRUMP, trump=t) for t in Trump]
    out += [Action(Kind.DISCARD, tile=t) for t in TILE_BY_INDEX]
    out += [Action(Kind.PLAY, tile=t) for t in TILE_BY_INDEX]
    assert [a.id for a in out] == list(range(NUM_ACTIONS))
    return tuple(out)


ACTIONS: tuple[Action, ...] = _all_actions()
"""Every action, at its id."""

ACTION_TEXT: tuple[str, ...] = tuple(str(a) for a in ACTIONS)
"""The canonical string of every action id."""

ACTION_ID: dict[str, int] = {text: i for i, text in enumerate(ACTION_TEXT)}
"""Canonical string -> action id."""

BID_ID: dict[int, int] = {0: PASS, **{v: BID0 + i for i, v in enumerate(BID_VALUES)}}
"""A call (0 = pass) -> its action id."""


class ActionSyntaxError(ValueError):
    """Text that is not an action at all."""


_SHAPES = (
    "actions look like 'pass', 'bid 5', 'discard 6-4', 'trump 4', 'trump doubles', "
    "'trump none' or 'play 6-4'"
)


def parse_action(text: object) -> int:
    """The id of an action written as text. Canonical strings are a dictionary lookup; other
    spellings (``"Play 4-6"``, ``"trump no trump"``, ``"bid  5"``) are normalised. Anything
    else raises `ActionSyntaxError` saying what actions look like."""
    if isinstance(text, str):
        found = ACTION_ID.get(text)
        if found is not None:
            return found
    if not isinstance(text, str):
        raise ActionSyntaxError(f"an action is a string; {_SHAPES}; got {_short(text)}")
    if len(text) > 40:
        raise ActionSyntaxError(f"{_short(text)} is not a Moon action; {_SHAPES}")
    words = re.sub(r"\s+", " ", text.strip().lower()).split(" ", 1)
    verb, arg = words[0], (words[1] if len(words) > 1 else "")
    try:
        if verb == "pass" and not arg:
            return PASS
        if verb == "bid" and arg.isdigit() and int(arg) in BID_VALUES:
            return BID0 + BID_VALUES.index(int(arg))
        if verb == "bid" and arg.isdigit():
            raise ActionSyntaxError(
                f"{arg} is not a bid; bids are {', '.join(map(str, BID_VALUES[:-1]))} and 21"
            )
        if verb == "trump" and arg:
            return TRUMP0 + Trump.of(arg).index
        if verb in ("play", "discard") and arg:
            base = PLAY0 if verb == "play" else DISCARD0
            return base + Tile.parse(arg).index
    except (TileError, ValueError) as exc:
        if isinstance(exc, ActionSyntaxError):
            raise
        raise ActionSyntaxError(f"{_short(text)} is not a Moon action: {exc}") from None
    raise ActionSyntaxError(f"{_short(text)} is not a Moon action; {_SHAPES}")


def _short(value: object) -> str:
    """A value quoted for an error message, cut short if it is long."""
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."
