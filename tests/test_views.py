"""A seat's view: everything it may know, nothing it may not."""

from __future__ import annotations

import json

import pytest

from moon_nb import Game, Rules, show

HANDS = [
    ["6-6", "6-5", "6-4", "6-3", "5-5", "4-4", "3-3"],
    ["6-2", "6-1", "5-4", "5-3", "5-2", "5-1", "4-3"],
    ["4-2", "4-1", "3-2", "3-1", "2-2", "2-1", "1-1"],
]


def game_after(*actions, **kw):
    g = Game.from_deal(hands=HANDS, widow="0-0", first_bidder=0, **kw)
    for a in actions:
        g.apply(a)
    return g


def test_view_is_json_safe_and_shows_only_the_own_hand():
    g = game_after()
    for seat in range(3):
        v = g.view(seat)
        assert json.loads(json.dumps(v)) == v
        assert sorted(v["hand"]) == sorted(HANDS[seat])
        text = json.dumps(v)
        for other in range(3):
            if other != seat:
                assert not any(t in text for t in HANDS[other])
        assert "0-0" not in text


def test_widow_is_seen_only_by_the_bidder_after_taking_it():
    g = game_after("bid 5", "pass", "pass")
    assert g.view(0)["widow"] == {"taken": True, "tile": "0-0"}
    assert "0-0" in g.view(0)["hand"]
    for seat in (1, 2):
        assert g.view(seat)["widow"] == {"taken": True, "tile": None}
        assert "0-0" not in json.dumps(g.view(seat))


def test_discard_is_seen_only_by_the_bidder():
    g = game_after("bid 5", "pass", "pass", "discard 3-3", "trump 6")
    assert g.view(0)["discard"] == "3-3"
    for seat in (1, 2):
        assert g.view(seat)["discard"] is None and g.view(seat)["discarded"] is True
        assert "3-3" not in json.dumps(show.timeline(g, seat))
    events = show.timeline(g, 0, scenes=False)
    assert any(e["kind"] == "discard" and e["tile"] == "3-3" for e in events)


def test_legal_actions_come_with_reasons():
    g = game_after("bid 5", "pass", "pass", "discard 0-0", "trump 6", "play 6-6")
    v = g.view(1)
    assert {e["action"] for e in v["legal"]} == {"play 6-2", "play 6-1"}
    assert all(e["reason"] for e in v["legal"])
    by_tile = {t["tile"]: t for t in v["tiles"]}
    assert by_tile["6-2"]["legal"] and not by_tile["5-4"]["legal"]
    assert "You must follow with a trump" in by_tile["5-4"]["reason"]
    assert g.view(2)["legal"] == [] and g.view(2)["tiles"] == []


def test_trump_choices_say_how_many_trumps_they_give():
    g = game_after("bid 5", "pass", "pass", "discard 0-0")
    reasons = {e["action"]: e["reason"] for e in g.view(0)["legal"]}
    assert "You would hold 4 trumps" in reasons["trump 6"]
    assert "You would hold 4 trumps" in reasons["trump doubles"]
    assert "You would hold 2 trumps" in reasons["trump 5"]
    assert "You would hold 0 trumps" in reasons["trump 1"]


def test_trick_and_events_tell_the_story():
    g = game_after("bid 5", "pass", "pass", "discard 0-0", "trump 6", "play 6-6", "play 6-2")
    v = g.view(2)
    assert [p["tile"] for p in v["trick"]] == ["6-6", "6-2"]
    assert v["led"].startswith("6-6 is a trump")
    assert [e["kind"] for e in show.timeline(g, 2, 5, scenes=False)] == ["play", "play"]
    g.apply("play 1-1")
    v, events = g.view(2), show.timeline(g, 2, 7, scenes=False)
    assert [e["kind"] for e in events] == ["play", "trick"]
    assert events[-1]["seat"] == 0 and "6-6 wins" in events[-1]["text"]
    assert v["tricks"][0]["winner"] == 0 and v["tricks_won"] == [1, 0, 0]


def test_last_hand_summary_after_a_hand():
    g = game_after("bid 5", "pass", "pass", "discard 0-0", "trump 6")
    while g.phase == "play":
        g.apply(g.legal_actions()[0])
    v = g.view(1)
    assert v["last_hand"]["bidder"] == 0 and v["last_hand"]["bid"] == 5
    assert len(v["last_hand"]["tricks"]) == 7
    assert v["last_hand"]["text"].startswith("Seat 0 bid 5")
    assert v["phase"] == "bid" and v["hand_number"] == 2
    kinds = [e["kind"] for e in show.timeline(g, 1, scenes=False)]
    assert kinds.count("trick") == 7 and kinds.count("hand") == 1


def test_four_player_view_hides_the_partner():
    g = Game(seed=9, rules=Rules(players=4))
    text = json.dumps(g.view(0))
    partner = [str(t) for t in g.hand(2)]
    assert not any(t in text for t in partner)
    assert g.view(0)["widow"] is None


@pytest.mark.parametrize("seat", [-1, 3, "0", None])
def test_view_refuses_bad_seats(seat):
    with pytest.raises(ValueError):
        game_after().view(seat)


def test_the_bidder_takes_the_widow_in_the_story():
    g = game_after("bid 5", "pass", "pass")
    widow = [e for e in show.timeline(g, 1, scenes=False) if e["kind"] == "widow"]
    assert len(widow) == 1 and widow[0]["seat"] == 0 and widow[0]["text"].startswith("Seat 0")
