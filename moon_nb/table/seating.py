"""Who sits at the table: the learner's seat and a computer player in every other seat."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from moon_nb.engine.words import kind_of
from moon_nb.players import Player
from moon_nb.players.levels import Level, level_named
from moon_nb.show.wire import SeatName

Opponents = Player | Sequence[Player | None] | Mapping[int, Player] | None
"""What ``MoonTable(opponents=...)`` accepts: None (players of the table's level in every other
seat), one player for every other seat, a list (one per other seat in seat order, or one per
seat with None at the learner's), or a dict from seat to player."""


def opponent_seed(game_seed: int, seat: int) -> int:
    """A seed for the default opponent in ``seat``, derived from the game's seed, so a seeded
    table plays the same game every time it is run."""
    return random.Random(f"moon/{game_seed}/opponent/{seat}").randrange(2**32)


def level_opponents(level: str, players: int, seat: int, game_seed: int) -> dict[int, Player]:
    """A computer player of ``level`` in every seat but ``seat``."""
    make = level_named(level).make
    return {s: make(opponent_seed(game_seed, s)) for s in range(players) if s != seat}


def seat_opponents(
    opponents: Opponents, players: int, seat: int, game_seed: int
) -> dict[int, Player]:
    """A computer player for every seat but ``seat`` from what a teacher gave (None: none was
    given, see `level_opponents`). Raises TypeError/ValueError with a sentence for a teacher
    when ``opponents`` does not say that."""
    others = [s for s in range(players) if s != seat]
    if opponents is None:
        raise ValueError("no opponents were given: the table seats players of its level")
    if _is_player(opponents):
        return dict.fromkeys(others, opponents)  # type: ignore[arg-type]
    if isinstance(opponents, Mapping):
        table = dict(opponents)
        if sorted(table) != others:
            raise ValueError(f"opponents needs a player for each of the seats {others}")
        chosen = table
    elif isinstance(opponents, Sequence) and not isinstance(opponents, str):
        listed = list(opponents)
        if len(listed) == players:
            if listed[seat] is not None:
                raise ValueError(f"the learner's seat {seat} takes None in the opponents list")
            listed = [p for s, p in enumerate(listed) if s != seat]
        if len(listed) != len(others):
            raise ValueError(f"opponents lists {len(others)} players, one for each other seat")
        chosen = dict(zip(others, listed, strict=True))  # type: ignore[arg-type]
    else:
        raise TypeError(
            "opponents is a player, a list of players or a dict from seat to player, "
            f"not {kind_of(opponents)}"
        )
    for s, p in chosen.items():
        if not _is_player(p):
            raise TypeError(
                f"the opponent for seat {s} is not a player (it needs decide(observation))"
            )
    return chosen


def _is_player(value: Any) -> bool:
    return isinstance(value, Player) and not isinstance(value, type)


def seat_names(
    players: int, seat: int | None, opponents: Mapping[int, Player], level: Level | None = None
) -> list[SeatName]:
    """Who plays each seat at a table: the learner (none when ``seat`` is None: a spectator's
    page); a computer player by its level (``"Club"``), or by its own name when a teacher chose
    the players; nobody named for a seat with no player given."""
    out: list[SeatName] = []
    for s in range(players):
        player = ""
        if s == seat:
            player = "human"
        elif level is not None:
            player = level.said
        elif s in opponents:
            player = str(getattr(opponents[s], "name", "computer"))[:24]
        out.append({"seat": s, "you": s == seat, "player": player})
    return out
