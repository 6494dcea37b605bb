"""Levels of play: at_level, and the table's level control (validated, applied at the next
hand, named in the seats and the bar)."""

from __future__ import annotations

import pytest
from support import quick_table

from moon_nb import Game, MoonTable
from moon_nb.players import (
    LEVELS,
    BeginnerPlayer,
    HeuristicPlayer,
    MonteCarloPlayer,
    at_level,
    default_advisor,
)
from moon_nb.players.advice import Adviser
from moon_nb.table import TableSession


def test_each_level_is_a_player_that_decides_legally() -> None:
    kinds = {"beginner": BeginnerPlayer, "club": HeuristicPlayer, "expert": MonteCarloPlayer}
    assert list(LEVELS) == ["beginner", "club", "expert"]
    for name, kind in kinds.items():
        player = at_level(name, seed=3)
        assert isinstance(player, kind)
        g = Game(seed=5)
        choice = player.decide(g.observe(g.to_act))
        assert choice.action in g.legal_actions() and choice.reason.endswith(".")


def test_an_unknown_level_is_refused_with_the_levels() -> None:
    with pytest.raises(ValueError, match="'beginner', 'club', 'expert'") as err:
        at_level("grandmaster")
    assert "grandmaster" in str(err.value)
    with pytest.raises(ValueError, match="levels are"):
        at_level(3)  # type: ignore[arg-type]


def test_a_beginner_slips_sometimes_and_says_so() -> None:
    beginner, club = BeginnerPlayer(seed=1), HeuristicPlayer()
    slips = same = 0
    for seed in range(30):
        g = Game(seed=seed)
        while g.hands_played == 0:
            seen = g.observe(g.to_act)
            mine = beginner.decide(seen)
            if seen.phase == "play" and len(seen.legal) > 1:
                if mine.action != club.choose(seen):
                    slips += 1
                    assert "beginner" in mine.reason
                else:
                    same += 1
            g.apply(mine.action)
    assert 0.15 < slips / (slips + same) < 0.45


def test_a_table_plays_at_club_level_unless_told() -> None:
    table = MoonTable(seed=4)
    assert table.level == "club"
    assert all(isinstance(p, HeuristicPlayer) for p in table.session.opponents.values())
    assert isinstance(table.session.advisor, Adviser)  # hints: the one evaluation
    assert isinstance(default_advisor(), Adviser)
    names = {s["seat"]: s for s in table.seats}
    assert names[0]["you"] and names[0]["player"] == "human"
    assert names[1]["player"] == "Club" and not names[1]["you"]
    assert table.features["level"] == "club" and table.features["next_level"] == ""
    assert [lv["name"] for lv in table.features["levels"]] == ["beginner", "club", "expert"]
    assert table.features["level_text"] == "Opponents: Club"
    assert "(Club)" in repr(table)


def test_a_table_at_a_level_and_a_teachers_players_exclude_each_other() -> None:
    table = MoonTable(seed=4, level="beginner")
    assert all(isinstance(p, BeginnerPlayer) for p in table.session.opponents.values())
    with pytest.raises(ValueError, match="not both"):
        MoonTable(seed=4, level="expert", opponents=HeuristicPlayer())
    with pytest.raises(ValueError, match="levels are"):
        MoonTable(seed=4, level="pro")


def test_a_new_level_takes_over_at_the_next_hand() -> None:
    table = MoonTable(seed=8, level="beginner", advisor=HeuristicPlayer(), pace_ms=0)
    first = table.game.hand_number
    table.send_intent({"kind": "level", "level": "club"})
    assert not table.error
    assert "next hand" in table.message and "Club" in table.message
    assert table.features["next_level"] == "club"
    assert table.features["level_text"] == "Opponents: Beginner — Club from the next hand"
    # This hand is played to the end by the players who bid it.
    assert all(isinstance(p, BeginnerPlayer) for p in table.session.opponents.values())
    while table.game.hand_number == first and table.game.phase != "over":
        assert table.level == "beginner"
        table.act(HeuristicPlayer().choose(table.game.observe(0)))
    assert table.game.hand_number > first
    assert table.level == "club" and table.features["next_level"] == ""
    assert all(type(p) is HeuristicPlayer for p in table.session.opponents.values())
    assert {s["player"] for s in table.seats if not s["you"]} == {"Club"}


def test_choosing_the_current_level_cancels_a_change() -> None:
    table = MoonTable(seed=2, advisor=HeuristicPlayer())
    table.choose_level("expert")
    assert table.features["next_level"] == "expert"
    table.choose_level("club")
    assert table.features["next_level"] == "" and "Club" in table.message
    with pytest.raises(ValueError, match="levels are"):
        table.choose_level("hard")


@pytest.mark.parametrize(
    ("message", "words"),
    [
        ({"kind": "level", "level": "hard"}, "one of 'beginner', 'club', 'expert'"),
        ({"kind": "level", "level": 3}, "not 3"),
        ({"kind": "level"}, "needs the field 'level'"),
        ({"kind": "level", "level": "club", "ms": 3}, "has no field"),
    ],
)
def test_a_bad_level_message_is_refused_and_changes_nothing(message, words) -> None:
    table = MoonTable(seed=3, advisor=HeuristicPlayer())
    before = (list(table.game.actions), table.features)
    table.send_intent(message)
    assert words in table.error
    assert (list(table.game.actions), table.features) == before


def test_a_teachers_players_have_no_level_to_change() -> None:
    table = quick_table(seed=3)
    assert table.level is None and table.features["levels"] == []
    assert table.features["level_text"] == ""
    assert {s["player"] for s in table.seats if not s["you"]} == {"heuristic"}
    table.send_intent({"kind": "level", "level": "expert"})
    assert "chosen for you" in table.error


def test_a_new_game_starts_at_the_chosen_level() -> None:
    session = TableSession(Game(seed=6), level="club", advisor=HeuristicPlayer())
    session.choose_level("beginner")
    session.new_game(seed=7)
    assert session.level is not None and session.level.name == "beginner"
    assert session.next_level is None
