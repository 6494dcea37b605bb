"""A table's default opponents play at the default level (club) and its hints are the one
evaluation of each decision, the coach's (the other widget tests use quick heuristic players to
check the table's mechanics)."""

from __future__ import annotations

from moon_nb import MoonTable
from moon_nb.players import DEFAULT_LEVEL, HeuristicPlayer, MonteCarloPlayer, default_opponent
from moon_nb.players.advice import Adviser, hint
from moon_nb.players.evaluation import evaluate


def test_default_opponents_are_club_players_and_the_hint_is_the_evaluations() -> None:
    assert DEFAULT_LEVEL == "club"
    assert type(default_opponent(1)) is HeuristicPlayer
    table = MoonTable(seed=12)
    assert all(type(p) is HeuristicPlayer for p in table.session.opponents.values())
    assert isinstance(table.session.advisor, Adviser)
    hints = 0
    while table.game.hands_played == 0 and not table.summary_open:
        table.send_intent({"kind": "hint"})
        assert table.hint["action"] in table.game.legal_actions()
        ev = evaluate(table.game.observe(0))
        assert table.hint["action"] == str(ev.best.action) and table.hint["reason"] == hint(ev)
        assert table.hint["reason"].startswith("From what you can see, ")
        hints += 1
        table.act(table.hint["action"])
    assert hints >= 7


def test_an_expert_table_plays_the_strong_player() -> None:
    table = MoonTable(seed=12, level="expert")
    assert all(isinstance(p, MonteCarloPlayer) for p in table.session.opponents.values())
