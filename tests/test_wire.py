"""The wire format (`moon_nb.show.wire`): real views, scenes, timelines and table views conform to
their declared shapes over whole games of every variant, and the JavaScript's declarations are
the ones Python writes."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from support import VARIANTS, quick_session

from moon_nb import Game, Rules
from moon_nb.players import HeuristicPlayer, RandomPlayer
from moon_nb.show.wire import GameView, Scene, TableView, TimelineEvent, problems, typescript

ROOT = Path(__file__).resolve().parents[1]


def conforms(value: Any, shape: Any) -> None:
    found = problems(json.loads(json.dumps(value)), shape)
    assert not found, found[:10]


@pytest.mark.parametrize("rules", VARIANTS, ids=lambda r: r.describe())
def test_views_scenes_and_timelines_of_whole_games_conform(rules: Rules) -> None:
    game = Game(seed=31, rules=rules)
    players = [RandomPlayer(s) if s % 2 else HeuristicPlayer(s) for s in range(rules.players)]
    while game.winner is None and game.hands_played < 3:
        seat = game.to_act
        assert seat is not None
        conforms(game.view(seat), GameView)
        conforms(game.scene((seat + 1) % rules.players), Scene)
        game.apply(players[seat].choose(game.observe(seat)))
    for seat in range(rules.players):
        conforms(game.view(seat, since=0), GameView)
        for event in game.timeline(seat):
            conforms(event, TimelineEvent)


@pytest.mark.parametrize("rules", [Rules(), Rules(players=4), Rules(trump_before_widow=True)])
def test_every_view_the_table_sends_conforms(rules: Rules) -> None:
    session = quick_session(Game(seed=5, rules=rules), 1)
    learner = HeuristicPlayer(1)
    for _ in range(60):
        conforms(session.learner_view(), TableView)
        if session.game.phase == "over":
            break
        session.handle({"kind": "action", "action": learner.choose(session.game.observe(1))})


def test_a_value_that_differs_from_its_shape_is_named() -> None:
    scene = Game(seed=2).scene(0)
    assert problems(scene, Scene) == []
    broken = {**scene, "seats": [{**scene["seats"][0], "tiles": "7"}], "extra": 1}
    del broken["hand_label"]
    found = problems(broken, Scene)
    assert "value lacks 'hand_label'" in found
    assert "value has an unknown key 'extra'" in found
    assert "value.seats[0].tiles is str, not int" in found
    assert problems(True, int) == ["value is bool, not int"], "a bool is not a number here"


def test_the_javascript_declarations_are_written_from_python() -> None:
    shipped = (ROOT / "widget_js" / "src" / "wire.d.ts").read_text()
    assert shipped == typescript(), "run `python -m moon_nb.show.wire > widget_js/src/wire.d.ts`"
