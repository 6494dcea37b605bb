"""The table's state goes to the browser whole once, then as its changes (`moon_nb.show.changes`,
made by widget_js/src/changes.js): every change makes the new value from the old one, the
browser's copy made from a whole game's messages is the table's state, and a browser that missed
a sync asks for the whole state and is sent it."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st
from support import quick_table, synced_game

from moon_nb import Game, Rules
from moon_nb.players import evaluation
from moon_nb.show.changes import applied, changes, field_changes
from moon_nb.table.hosts.widget import STATE_KEYS

JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 3) | st.sampled_from(["", "6-4", "a"]),
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.dictionaries(st.sampled_from(["a", "b", "seat", "tiles"]), inner, max_size=4)
    ),
    max_leaves=20,
)


@settings(max_examples=300, deadline=None)
@given(JSON, JSON)
@example([{"a": True}, "x"], [{"a": 1}, "x", "y"])  # a list's kept end, compared whole
def test_a_change_makes_the_new_value_from_the_old(old: Any, new: Any) -> None:
    found = changes(old, new)
    assert (found is None) == (_written(old) == _written(new)), "a change, and only for one"
    before = json.dumps(old)
    assert _written(applied(old, found)) == _written(new)
    assert json.dumps(old) == before, "the old value is left as it was"


def _written(value: Any) -> str:
    """``value`` as JSON, whatever the order of its fields: True and 1 differ there, as they
    do in the browser."""
    return json.dumps(value, sort_keys=True)


def _through_pyodide(value: Any) -> Any:
    """``value`` as the browser gets it from the Pyodide kernel: its None turned into undefined,
    which JSON leaves out of an object and writes as null in a list."""
    if isinstance(value, dict):
        return {k: _through_pyodide(v) for k, v in value.items() if v is not None}
    if isinstance(value, list):
        return [_through_pyodide(v) for v in value]
    return value


@settings(max_examples=300, deadline=None)
@given(JSON, JSON)
def test_a_change_comes_through_the_pyodide_kernel(old: Any, new: Any) -> None:
    """In JupyterLite an object's null fields are left out on the way; a change still makes
    the new value, but for the nulls it leaves out too (the browser reads both the same)."""
    sent = _through_pyodide({"change": changes(old, new)}).get("change")
    made = applied(_through_pyodide(old), sent)
    assert _through_pyodide({"v": made}) == _through_pyodide({"v": new})


def test_each_form_of_change() -> None:
    seats = [{"seat": 0, "tiles": 7}, {"seat": 1, "tiles": 7}]
    assert changes(seats, [seats[0], {"seat": 1, "tiles": 6}]) == {
        "items": {"1": {"keys": {"tiles": 6}}}
    }
    assert changes(seats, [{"seat": 1}, {"seat": 0}]) == {"set": [{"seat": 1}, {"seat": 0}]}
    hand = ["6-6", "6-4", "5-5", "2-1"]
    assert changes(hand, ["6-6", "5-5", "2-1"]) == {"splice": [1, 1, []]}, "a tile played"
    assert changes(hand, [*hand, "0-0"]) == {"splice": [4, 0, ["0-0"]]}, "a tile added"
    assert changes(hand, ["3-3"]) == {"set": ["3-3"]}, "a list that keeps nothing, whole"
    assert changes([1, 1], [1, 1, 1]) == {"splice": [2, 0, [1]]}, "kept items counted once"
    assert changes({"a": 1, "b": 2}, {"a": 1, "c": 3}) == {"keys": {"c": 3}, "drop": ["b"]}
    assert changes(1, True) is True, "true is not 1: a number or sentence is its own change"
    assert changes("x", None) == {"null": True}, "null is not 'no change'"
    assert changes({"a": 1}, {"a": None}) == {"keys": {"a": {"null": True}}}
    assert field_changes({"a": 1, "b": [1]}, {"a": 1, "b": [2]}) == {"b": {"set": [2]}}


def test_the_browser_copy_made_from_a_games_messages_is_the_tables_state(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Over whole games — with the coach, with undos — each sync is one message numbered after
    the last; its changes, made to the state the comm opened with, give the table's state after
    every sync, and no trait is ever sent whole: not by the widget's own sync (an update
    message), nor as a change that sets an object or a list the browser holds (a trait that
    was null, a yes or no, is its own change). The coach weighs a few deals a decision, not its
    dozens: its notes are what is synced here, not how good its figures are (30 s less)."""
    for phase in list(evaluation.DEALS):
        monkeypatch.setitem(evaluation.DEALS, phase, 3)
    for seed, rules, coach in ((1, Rules(), True), (2, Rules(players=4), False)):
        table = quick_table(game=Game(seed=seed, rules=rules), coach=coach, pace_ms=0)
        browser = json.loads(json.dumps(table.get_state()))
        sent = synced_game(table, seed, undo_every=13)
        assert [m["method"] for m in sent] == ["custom"] * len(sent)
        numbers = [m["content"]["n"] for m in sent]
        assert numbers == list(range(1, len(sent) + 1)) and len(sent) > 50
        made_from_old = 0
        for message in sent:
            for name, change in message["content"]["changes"].items():
                if isinstance(browser[name], dict | list):
                    assert not _sets_whole(change), f"sync {message['content']['n']}: {name} whole"
                    made_from_old += 1
                browser[name] = applied(browser[name], change)
            browser["synced"] = message["content"]["n"]
        assert browser == json.loads(json.dumps(table.get_state()))
        coached = sum("coach" in m["content"]["changes"] for m in sent)
        assert coached > 10 if coach else coached == 0, "the coach's words are synced too"
        assert made_from_old > 50, "objects the browser holds changed (the view at most syncs)"


def _sets_whole(change: Any) -> bool:
    return isinstance(change, dict) and "set" in change


def test_a_browser_that_missed_a_sync_is_sent_the_whole_state() -> None:
    table = quick_table(seed=4, pace_ms=0)
    table.act(table.game.legal_actions()[0])
    sent: list[dict[str, Any]] = []
    table._send = lambda msg, buffers=None: sent.append(msg)  # type: ignore[method-assign]
    table.send_intent({"kind": "resync", "synced": table.synced})
    assert sent == [], "a browser that holds the last sync is sent nothing"
    table.send_intent({"kind": "resync", "synced": 0})
    assert [m["method"] for m in sent] == ["update"]
    assert sent[0]["state"]["view"] == table.view and sent[0]["state"]["synced"] == table.synced
    assert set(sent[0]["state"]) == set(STATE_KEYS), "the state, not the widget's code again"
    assert table.notice.get("kind") != "error", "asking again is no bad request"
