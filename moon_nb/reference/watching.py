"""Watching hands played by the heuristic computer players, for notebook 9: how often the
bidder makes its contract, what the other players score, and whether the bidder's doubles win
before and after the others' trumps are gone."""

from __future__ import annotations

from dataclasses import dataclass

from moon_nb.engine.game import Game
from moon_nb.engine.tiles import Tile
from moon_nb.players import HeuristicPlayer
from moon_nb.reference.figure_table import Table, percent
from moon_nb.speech import N_, _, ngettext, speaking


@dataclass(frozen=True)
class Watched:
    """What `watch_hands` saw."""

    hands: int
    made: int
    defender_points: tuple[int, ...]
    """Each hand's points of each player other than the bidder."""
    doubles_led: dict[bool, tuple[int, int]]
    """Trumps still out when the bidder led a double of another number -> (led, won)."""


def watch_hands(count: int = 200, first_seed: int = 0) -> Watched:
    """Play ``count`` hands (the first hand of ``Game(seed=s)``) with heuristic players and
    watch: contracts made, the other players' points, and the bidder's doubles led."""
    made = 0
    points: list[int] = []
    led: dict[bool, list[int]] = {True: [0, 0], False: [0, 0]}
    players = [HeuristicPlayer(s) for s in range(3)]
    for seed in range(first_seed, first_seed + count):
        game = Game(seed=seed)
        watching: tuple[bool, int] | None = None
        while game.hand_number == 1 and game.phase != "over":
            seat = game.to_act
            assert seat is not None
            action = players[seat].choose(game.observe(seat))
            if game.phase == "play" and not game.trick and seat == game.bidder:
                tile = Tile.parse(action[5:])
                trump = game.trump
                assert trump is not None
                if tile.is_double and not trump.is_trump(tile):
                    out = any(
                        trump.is_trump(t) for s in range(3) if s != seat for t in game.hand(s)
                    )
                    watching = (out, seat)
            game.apply(action)
            if watching is not None and not game.trick:
                out, bidder = watching
                seen = game.observe(bidder)
                tricks = seen.tricks or (seen.last_hand.tricks if seen.last_hand else ())
                led[out][0] += 1
                led[out][1] += tricks[-1].winner == bidder
                watching = None
        result = game.last_hand
        assert result is not None
        made += result.made
        points += [c for s, c in enumerate(result.changes) if s != result.bidder]
    return Watched(count, made, tuple(points), {k: (v[0], v[1]) for k, v in led.items()})


# The table's columns and rows by their names, which `Table.cell` reads in every language.
_CASH_COLUMNS = (
    # TRANSLATORS: a column's header: the situation when the bidder led its double.
    N_("when it was led"),
    # TRANSLATORS: a column's header: how many times it happened.
    N_("times"),
    # TRANSLATORS: a column's header: the share of those times the double won the trick.
    N_("won"),
)
_CASH_ROWS = {
    True: N_("an opponent still held a trump"),
    False: N_("no opponent held a trump"),
}


def cash_table(watched: Watched, lang: str | None = None) -> Table:
    """The bidder's doubles of other numbers: won while trumps were out, and after; said in
    ``lang`` (None: the language of the moment; an unknown code is refused as `MoonTable`
    refuses it)."""
    with speaking(lang):
        rows = []
        for out, label in _CASH_ROWS.items():
            n, won = watched.doubles_led[out]
            rows.append((_(label), str(n), percent(won, n)))
        return Table(
            _("The bidder leads a double of another number: how often it won the trick"),
            tuple(_(column) for column in _CASH_COLUMNS),
            tuple(rows),
            # TRANSLATORS: "Game(seed=s), s = 0..{last}" is Python, kept as it is.
            ngettext(
                "{n} hand played by three heuristic computer players (the first hand of "
                "Game(seed=s), s = 0..{last}).",
                "{n} hands played by three heuristic computer players (the first hand of "
                "Game(seed=s), s = 0..{last}).",
                watched.hands,
                last=watched.hands - 1,
            ),
            keys=_CASH_COLUMNS,
            row_keys=tuple(_CASH_ROWS.values()),
        )


__all__ = ["Watched", "cash_table", "watch_hands"]
