"""A table's default opponents and hints are the strong player (the other widget tests use
quick heuristic opponents to check the table's mechanics)."""

from __future__ import annotations

from moon_nb import MoonTable
from moon_nb.players import MonteCarloPlayer, default_opponent


def test_default_opponents_and_hint_are_the_strong_player() -> None:
    assert isinstance(default_opponent(1), MonteCarloPlayer)
    table = MoonTable(seed=12)
    assert all(isinstance(p, MonteCarloPlayer) for p in table.session.opponents.values())
    assert isinstance(table.session.advisor, MonteCarloPlayer)
    hints = 0
    while table.game.hands_played == 0 and not table.summary_open:
        table.send_intent({"kind": "hint"})
        assert table.hint["action"] in table.game.legal_actions()
        assert table.hint["reason"].endswith(".")
        hints += 1
        table.act(table.hint["action"])
    assert hints >= 7
