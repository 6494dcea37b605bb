"""The wire format (`moon_nb.show.wire`): real scenes, decisions, timelines and table states — and
`Game.view`'s JSON — conform to their declared shapes over whole games of every variant, and the
JavaScript's declarations are the ones Python writes."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from support import VARIANTS, quick_session

from moon_nb import Game, Rules, show
from moon_nb.engine.view import GameView
from moon_nb.players import HeuristicPlayer, RandomPlayer
from moon_nb.show.wire import (
    Decision,
    Scene,
    TableState,
    TimelineEvent,
    problems,
    typescript_declarations,
)

ROOT = Path(__file__).resolve().parents[1]


def conforms(value: Any, shape: Any) -> None:
    found = problems(json.loads(json.dumps(value)), shape)
    assert not found, found[:10]


@pytest.mark.parametrize("rules", VARIANTS, ids=lambda r: r.describe())
def test_views_scenes_decisions_and_timelines_of_whole_games_conform(rules: Rules) -> None:
    game = Game(seed=31, rules=rules)
    players = [RandomPlayer(s) if s % 2 else HeuristicPlayer(s) for s in range(rules.players)]
    while game.winner is None and game.hands_played < 3:
        seat = game.to_act
        assert seat is not None
        other = (seat + 1) % rules.players
        conforms(game.view(seat), GameView)
        conforms(show.scene(game, other), Scene)
        conforms(show.decision(game, seat), Decision)
        conforms(show.decision(game, other), Decision)
        before = len(game.actions)
        game.apply(players[seat].choose(game.observe(seat)))
        assert len(game.actions) == before + 1
    assert game.hands_played >= 3 or game.winner is not None, "the games were played out"
    for seat in range(rules.players):
        story = show.timeline(game, seat)
        assert len(story) > len(game.actions), "every action has its moment, and tricks more"
        for event in story:
            conforms(event, TimelineEvent)


@pytest.mark.parametrize("rules", [Rules(), Rules(players=4), Rules(trump_before_widow=True)])
def test_every_state_the_table_sends_conforms(rules: Rules) -> None:
    session = quick_session(Game(seed=5, rules=rules), 1)
    learner = HeuristicPlayer(1)
    decided = 0
    for _ in range(60):
        conforms(session.state(), TableState)
        if session.game.phase == "over":
            break
        before = len(session.game.actions)
        session.handle({"kind": "action", "action": learner.choose(session.game.observe(1))})
        assert session.notice["kind"] != "error", session.notice
        assert len(session.game.actions) > before, "each decision moves the game on"
        decided += 1
    assert decided == 60 or session.game.phase == "over"
    assert session.game.hands_played >= 2


def test_a_value_that_differs_from_its_shape_is_named() -> None:
    scene = show.scene(Game(seed=2), 0)
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
    assert shipped == typescript_declarations(), (
        "run `python -m moon_nb.show > widget_js/src/wire.d.ts`"
    )


def test_one_phase_name_for_the_engine_the_show_and_the_wire() -> None:
    """The wire's phase words are the engine's: one Literal, and the same words as the fast
    engine's `Phase` enum."""
    import typing

    from moon_nb.engine import view
    from moon_nb.engine.fast import Phase
    from moon_nb.show import wire

    assert wire.PhaseName is view.PhaseName
    assert set(typing.get_args(view.PhaseName)) == {p.value for p in Phase}


def _named_shapes(hint: Any) -> set[type]:
    """The TypedDicts a field's type names, however deep (in lists, dicts, unions, Annotated)."""
    import typing

    if typing.is_typeddict(hint):
        return {hint}
    return set().union(*(_named_shapes(arg) for arg in typing.get_args(hint)))


def test_every_shape_a_declaration_names_is_declared() -> None:
    """The browser's declarations name no interface they do not declare (TypeScript does not
    check a .d.ts file itself: ``skipLibCheck``) — e.g. a page's ``choices``, `ChoicesShown`."""
    import typing

    from moon_nb.show.wire import BASES, SHAPES

    named: dict[type, set[str]] = {}
    for shape in SHAPES:
        for key, hint in typing.get_type_hints(shape, include_extras=True).items():
            for used in _named_shapes(hint):
                named.setdefault(used, set()).add(f"{shape.__name__}.{key}")
    named.update({base: {f"{shape.__name__} extends"} for shape, base in BASES.items()})
    missing = {s.__name__: sorted(where) for s, where in named.items() if s not in SHAPES}
    assert not missing, missing
