"""Levels of play: an opponent for every learner, from a first game to a strong club.

- **beginner** — the rules of thumb of `HeuristicPlayer`, bidding timidly and, now and then,
  playing a tile without thinking it through: sensible, and beatable.
- **club** — `HeuristicPlayer`: the rules of thumb a sound club player uses.
- **expert** — `MonteCarloPlayer`: imagines the hidden tiles in ways that fit the bidding and
  solves each deal exactly, within the table's time budget.

``at_level(name, seed)`` makes a player of a level; a table changes its opponents' level
between hands (`moon_nb.MoonTable` ``level=``). The README shows how much stronger each level
is than the one below, measured by duplicate matches (``python -m moon_nb.dev.duplicate``).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from moon_nb.engine.fast import PLAY
from moon_nb.engine.observation import Observation
from moon_nb.players.advice import Adviser
from moon_nb.players.base import BasePlayer, Choice, Player, legal_actions
from moon_nb.players.heuristic import HeuristicPlayer
from moon_nb.players.montecarlo import MonteCarloPlayer
from moon_nb.speech import N_, _


class BeginnerPlayer(BasePlayer):
    """The heuristic's rules of thumb, played like a beginner: it bids as if its hand were
    worth ``caution`` tricks less (a beginner rarely dares), and with probability ``slip`` plays
    another legal tile than the one the rules of thumb pick, at random. Seeded, so a game
    replays."""

    name = "beginner"

    def __init__(self, seed: int | None = None, slip: float = 0.3, caution: float = 0.5) -> None:
        self.seed = seed
        self.slip = slip
        self._rng = random.Random(seed)
        self._rules = HeuristicPlayer(seed, caution=caution)

    def decide(self, seen: Observation) -> Choice:
        legal = legal_actions(seen)
        choice = self._rules.decide(seen)
        if seen.phase is PLAY and len(legal) > 1 and self._rng.random() < self.slip:
            other = self._rng.choice([a for a in legal if a.text != choice.action])
            return Choice(
                other,
                _(
                    "Play {tile}: it looked as good as any (a beginner does not always stop to "
                    "count the tiles out).",
                    tile=other.tile,
                ),
            )
        return choice

    def __repr__(self) -> str:
        return f"BeginnerPlayer(seed={self.seed!r}, slip={self.slip!r})"


@dataclass(frozen=True)
class Level:
    """A level of play: its name, how the table labels it, and how to make a player of it."""

    name: str
    label: str
    """How the table labels it, in English (`said` in the language of the moment)."""
    about: str
    """What playing at this level means, in a few words."""
    make: Callable[[int | None], Player]

    @property
    def said(self) -> str:
        """The label in the language of the moment: ``"Club"``."""
        return _(self.label)

    @property
    def means(self) -> str:
        """What playing at this level means, in the language of the moment."""
        return _(self.about)


LEVELS: dict[str, Level] = {
    level.name: level
    for level in (
        Level(
            "beginner",
            N_("Beginner"),
            N_("rules of thumb, with a beginner's slips"),
            lambda seed: BeginnerPlayer(seed),
        ),
        Level("club", N_("Club"), N_("the rules of thumb of a club player"), HeuristicPlayer),
        Level(
            "expert",
            N_("Expert"),
            N_("reads the bidding and solves likely deals exactly"),
            lambda seed: MonteCarloPlayer(seed),
        ),
    )
}
"""Every level, weakest first."""

DEFAULT_LEVEL = "club"
"""The level a table's opponents play at when none is chosen."""


def level_named(name: object) -> Level:
    """The level called ``name``; a ValueError listing the levels for anything else."""
    if not isinstance(name, str) or name not in LEVELS:
        known = ", ".join(repr(n) for n in LEVELS)
        raise ValueError(f"unknown level {name!r}: the levels are {known}")
    return LEVELS[name]


def at_level(name: str, seed: int | None = None) -> Player:
    """A computer player of level ``name`` (``"beginner"``, ``"club"`` or ``"expert"``),
    seeded for repeatable games."""
    return level_named(name).make(seed)


def advisor_level(player: Player) -> str | None:
    """The level a computer player plays like (``"expert"`` for the one evaluation the Hint and
    the coach quote, `moon_nb.players.advice.Adviser`, which weighs every option as the expert
    does), or None for a player of no level (a random player)."""
    if isinstance(player, Adviser):
        return "expert"
    for level in LEVELS.values():
        if type(level.make(None)) is type(player):
            return level.name
    return None


def advisor_name(player: Player) -> str:
    """How a learner is told of a computer player (the coach's and the lessons' advisor), in
    English, as the notation of a record: by its level (``"expert player"``, the word the
    lessons and the Hint button use) when it plays like one, else by its own name (``"random
    computer player"``). A sentence that names the advisor is whole in the catalog, one per
    level (`moon_nb.exercises.strategy`)."""
    level = advisor_level(player)
    if level is not None:
        return f"{level} player"
    return f"{getattr(player, 'name', 'computer')} computer player"
