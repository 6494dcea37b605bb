"""The player protocol: a seat's decision from that seat's observation, with a one-sentence
reason; `RandomPlayer`, a uniformly random legal action — the baseline every other player
beats; and `roomy`, the frame a searching player's decision starts from."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar, runtime_checkable

from moon_nb.engine.actions import Action
from moon_nb.engine.observation import Observation
from moon_nb.engine.words import kind_of

T = TypeVar("T")

FRAME_SLOTS = 66_000
"""The value stack `roomy`'s frame claims (8 bytes a slot): over 512 KiB, so the chunk taken for
it is the next size up, 1 MiB, with about 490 KiB free above it for the search's frames."""


def roomy(call: Callable[..., T], *args: Any) -> T:
    """``call(*args)`` from a frame too big for any chunk of the thread's frame stack, so the
    search's millions of calls deeper and back take no memory from the system.

    CPython keeps a thread's frames in chunks (16 KiB at least) taken as calls go deeper and
    given back when the call that began one returns. Where the frames below (a kernel's, the
    table's handler's, a test's) leave a chunk's edge under the search's deepest calls, each
    move tried takes one and gives it back: 0–39 % of the Hint's and the expert's CPU by depth
    in a kernel (docs/players.md). A 1 MiB chunk is taken for this frame, once; the calls go
    on in its other half. Meant for a decision's entry (taking the room costs about 50 µs);
    harmless in Pyodide (frames on the heap there too)."""
    return call(*args)


roomy.__code__ = roomy.__code__.replace(co_stacksize=FRAME_SLOTS)


@dataclass(frozen=True)
class Choice:
    """A decision: the `Action`, and one sentence saying why (usable as a hint). A player of
    one's own may give the action as its text: it is read into its `Action` here."""

    action: Action
    reason: str

    def __post_init__(self) -> None:
        if type(self.action) is not Action:
            object.__setattr__(self, "action", Action(self.action))

    def __str__(self) -> str:
        return f"{self.action}: {self.reason}"


@runtime_checkable
class Player(Protocol):
    """Anything that picks an action for a seat from that seat's observation only
    (`moon_nb.Game.observe`)."""

    name: str

    def choose(self, seen: Observation) -> Action:
        """The action to take: one of ``seen.legal``."""
        ...

    def decide(self, seen: Observation) -> Choice:
        """The action to take, with its reason."""
        ...


class BasePlayer:
    """Helper base: subclasses implement `decide`; `choose` returns its action."""

    name = "player"

    def choose(self, seen: Observation) -> Action:
        return self.decide(seen).action

    def decide(self, seen: Observation) -> Choice:
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"


def legal_actions(seen: Observation) -> tuple[Action, ...]:
    """What the observing seat may do now; an error if it has no decision to make (or was
    handed something that is not an observation)."""
    if not isinstance(seen, Observation):
        raise TypeError(
            f"a player decides from an Observation: pass game.observe(seat), not {kind_of(seen)}"
        )
    if not seen.legal:
        raise ValueError(f"seat {seen.seat} has no decision to make in this observation")
    return seen.legal


class RandomPlayer(BasePlayer):
    """Chooses uniformly among the legal actions; seeded for repeatable games."""

    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed
        self._rng = random.Random(seed)

    def decide(self, seen: Observation) -> Choice:
        actions = legal_actions(seen)
        action = self._rng.choice(actions)
        return Choice(action, f"Chosen at random from {len(actions)} legal actions.")

    def __repr__(self) -> str:
        return f"RandomPlayer(seed={self.seed!r})"
