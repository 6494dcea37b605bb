"""The partner the search can model plays exactly as the heuristic player would: the same tile
in every four-player position, from its own hand and the tiles it cannot see."""

from __future__ import annotations

import pytest

from moon_nb import Game, Rules
from moon_nb.engine.tiles import Tile, mask_of
from moon_nb.players import HeuristicPlayer
from moon_nb.players.solver_core import trick_state
from moon_nb.players.solver_policy import rule_of_thumb


@pytest.mark.parametrize("seed", range(30))
def test_the_rule_of_thumb_is_the_heuristic_players_play(seed: int) -> None:
    g = Game(seed=seed, rules=Rules(players=4))
    player = HeuristicPlayer()
    compared = 0
    while g.hands_played == 0:
        seat = g.to_act
        seen = g.observe(seat)
        choice = player.choose(seen)
        if g.phase == "play":
            assert seen.trump is not None and seen.bidder is not None
            hands = [mask_of(g.hand(s)) for s in range(4)]
            rule = rule_of_thumb(seen.trump.index, 4, seen.bidder, hands)
            legal = mask_of(a.tile for a in seen.legal if a.tile is not None)
            trick = tuple(p.tile.index for p in seen.trick)
            if trick:
                code, best, win = trick_state(seen.trump.index, seen.leader, trick, 4)
            else:
                code, best, win = -1, 0, seat
            bit = rule(seat, hands[seat], legal, code, best, win, len(trick) == 3)
            assert bit == Tile.parse(choice.split()[1]).bit
            compared += 1
        g.apply(choice)
    assert compared == 28
