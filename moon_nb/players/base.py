"""The player protocol: a seat's decision from that seat's view, with a one-sentence reason."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

View = dict[str, Any]
"""A seat's observation, as `moon_nb.Game.view` returns it."""


@dataclass(frozen=True)
class Choice:
    """A decision: the action string, and one sentence saying why (usable as a hint)."""

    action: str
    reason: str

    def __str__(self) -> str:
        return f"{self.action}: {self.reason}"


@runtime_checkable
class Player(Protocol):
    """Anything that picks an action for a seat from that seat's view only."""

    name: str

    def choose(self, view: View) -> str:
        """The action to take (one of ``view["legal"]``)."""
        ...

    def decide(self, view: View) -> Choice:
        """The action to take, with its reason."""
        ...


class BasePlayer:
    """Helper base: subclasses implement `decide`; `choose` returns its action."""

    name = "player"

    def choose(self, view: View) -> str:
        return self.decide(view).action

    def decide(self, view: View) -> Choice:
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"


def legal_actions(view: View) -> list[str]:
    """The legal action strings in a view; an error if the seat is not to act."""
    actions = [entry["action"] for entry in view["legal"]]
    if not actions:
        raise ValueError(f"seat {view['seat']} has no decision to make in this view")
    return actions
