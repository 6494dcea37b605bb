"""The table's two guarantees.

1. What reaches the browser is the learner's view only: no tile hidden from the learner (other
   hands, the widow, a discard the learner did not make) is in any synced trait, any message the
   kernel sends, or the widget state a notebook saves — unless the teacher chose reveal=True.
2. Any message from the browser — malformed, wrong types, out of turn, illegal, huge — is
   refused with a clear sentence shown at the table, never raises in the kernel, and leaves the
   game exactly as it was.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from support import quick_table

from moon_nb import Game, MoonTable, Rules
from moon_nb.engine.observation import Observation
from moon_nb.engine.tiles import tiles_in
from moon_nb.players import Choice, RandomPlayer
from moon_nb.show.changes import applied
from moon_nb.show.story import scenes

TILE = re.compile(r"(?<![0-9])[0-6]-[0-6](?![0-9])")
HANDS = [
    ["6-6", "6-5", "6-4", "6-3", "5-5", "4-4", "3-3"],
    ["6-2", "6-1", "5-4", "5-3", "5-2", "5-1", "4-3"],
    ["4-2", "4-1", "3-2", "2-2", "2-1", "1-1", "0-0"],
]
WIDOW = "3-1"


# --- what the learner may not see ------------------------------------------------------------


def hidden_tiles(game: Game, seat: int) -> set[str]:
    """Tiles the learner may not know now: the other hands, the widow until the learner takes
    it, a discard the learner did not make."""
    engine = game.engine
    hidden = {str(t) for s in range(game.rules.players) if s != seat for t in game.hand(s)}
    if engine.widow and not engine.widow_taken:
        hidden |= {str(t) for t in tiles_in(engine.widow)}
    if engine.discard and game.bidder != seat:
        hidden |= {str(t) for t in tiles_in(engine.discard)}
    return hidden


_DEALS: dict[int, tuple[Game, list[str], int]] = {}


def deal_start(game: Game) -> int:
    """The action index where the current deal began (earlier deals' tiles are public).
    Replays the game's actions, remembering where it got to so each check is cheap."""
    replay, done, start = _DEALS.get(id(game), (None, [], 0))
    actions = game.actions
    if replay is None or actions[: len(done)] != done:
        replay, done, start = Game.from_record({**game.record(), "actions": []}), [], 0
    deal = replay.engine.deal_no
    for n in range(len(done), len(actions)):
        replay.apply(actions[n])
        if replay.engine.deal_no != deal:
            start, deal = n + 1, replay.engine.deal_no
    _DEALS[id(game)] = (replay, list(actions), start)
    return start


def tile_mentions(value: Any, path: str, start: int) -> Iterator[tuple[str, str]]:
    """Every tile named anywhere in synced state, with where, skipping what belongs to earlier
    deals (their tiles were all played in public)."""
    if isinstance(value, str):
        for m in TILE.finditer(value):
            yield path, m.group()
    elif isinstance(value, dict):
        # Events and scenes of an earlier deal name its tiles: all played in public.
        scene = value.get("scene")
        if isinstance(scene, dict) and scene.get("action_count", start + 1) <= start:
            return
        if isinstance(value.get("action_count"), int) and value["action_count"] < start:
            return
        # An undo that would reopen a scored hand names the learner's own decision in it.
        if isinstance(value.get("confirm"), str) and isinstance(value.get("text"), str):
            return
        for key, item in value.items():
            # The last hand, its hindsight and the last trick seen (perhaps the last hand's)
            # name tiles played in public.
            if key in ("last_hand", "hindsight", "last_trick") or str(key).startswith("_"):
                continue
            yield from tile_mentions(item, f"{path}.{key}", start)
    elif isinstance(value, list | tuple):
        for i, item in enumerate(value):
            yield from tile_mentions(item, f"{path}[{i}]", start)


def assert_nothing_hidden(state: dict[str, Any], game: Game, seat: int) -> None:
    hidden = hidden_tiles(game, seat)
    start = deal_start(game)
    state = {k: v for k, v in state.items() if k != "hint"}  # checked separately below
    view = state.get("view")
    if view and view.get("frames"):
        # Each frame's scene is sent as its changes: checked as the scene the browser makes.
        whole = scenes(view["frames"], view["scene"])
        frames = [{**f, "scene": scene} for f, scene in zip(view["frames"], whole, strict=True)]
        state["view"] = {**view, "frames": frames}
    leaks = [(p, t) for p, t in tile_mentions(state, "state", start) if t in hidden]
    assert not leaks, f"hidden tiles reached the browser: {leaks[:5]}"


class Recorder:
    """Captures every message the widget sends to the browser, checking each as it goes: a
    sync's changes are made to the state the browser holds, which is checked whole."""

    def __init__(self, table: MoonTable) -> None:
        self.table = table
        self.count = 0
        self.browser = json.loads(json.dumps(table.get_state()))
        self.original = table._send
        table._send = self.send

    def send(self, msg: dict[str, Any], buffers: Any = None) -> None:
        self.count += 1
        assert not buffers
        if msg.get("method") == "update":
            assert_nothing_hidden(msg["state"], self.table.game, self.table.seat)
            self.browser.update(msg["state"])
        elif msg.get("method") == "custom" and msg["content"].get("kind") == "changes":
            content = msg["content"]
            assert content["n"] == self.browser["synced"] + 1
            for name, change in content["changes"].items():
                self.browser[name] = applied(self.browser[name], change)
            self.browser["synced"] = content["n"]
            assert_nothing_hidden(self.browser, self.table.game, self.table.seat)
        else:
            assert msg.get("method") == "echo_update", msg.get("method")
        json.dumps(msg)  # everything sent is plain JSON
        self.original(msg, buffers=buffers)


@pytest.mark.parametrize("seed", range(5))
@pytest.mark.parametrize("rules", [Rules(), Rules(trump_before_widow=True), Rules(players=4)])
def test_no_hidden_tile_reaches_the_browser(seed: int, rules: Rules) -> None:
    table = quick_table(seed=seed, rules=rules, seat=seed % rules.players)
    assert_nothing_hidden(table.get_state(), table.game, table.seat)
    recorder = Recorder(table)
    learner = RandomPlayer(seed)
    for _ in range(300):
        if table.game.phase == "over":
            break
        table.act(learner.choose(table.game.observe(table.seat)))
        assert_nothing_hidden(table.get_state(), table.game, table.seat)
        if seed % 3 == 0 and len(table.game.actions) % 7 == 0:
            table.send_intent({"kind": "undo"})
            table.send_intent({"kind": "hint"})
            assert_nothing_hidden(table.get_state(), table.game, table.seat)
    assert recorder.count > 0
    assert recorder.browser == json.loads(json.dumps(table.get_state()))


def test_the_check_itself_finds_a_leak() -> None:
    table = quick_table(game=Game.from_deal(HANDS, WIDOW, first_bidder=0), reveal=True)
    with pytest.raises(AssertionError, match="hidden tiles"):
        assert_nothing_hidden(table.get_state(), table.game, 0)


def test_what_the_learner_cannot_see_makes_no_difference_to_the_browser() -> None:
    # Two deals that differ only in the other hands and the widow look the same to seat 0.
    other = [
        HANDS[0],
        ["4-2", "4-1", "3-2", "2-2", "2-1", "1-1", "3-1"],
        ["6-2", "6-1", "5-4", "5-3", "5-2", "5-1", "4-3"],
    ]
    one = quick_table(game=Game.from_deal(HANDS, WIDOW, first_bidder=0))
    two = quick_table(game=Game.from_deal(other, "0-0", first_bidder=0))
    drop = {"_model_id", "layout"}
    assert {k: v for k, v in one.get_state().items() if k not in drop} == {
        k: v for k, v in two.get_state().items() if k not in drop
    }
    assert one._repr_mimebundle_()[0]["text/html"] == two._repr_mimebundle_()[0]["text/html"]


def test_hints_and_computer_players_see_only_their_own_view() -> None:
    seen: list[tuple[int, Observation]] = []

    class Spy(RandomPlayer):
        def decide(self, obs: Observation) -> Choice:
            seen.append((obs.seat, obs))
            return super().decide(obs)

    class Adviser(RandomPlayer):
        def decide(self, obs: Observation) -> Choice:
            seen.append((-1, obs))
            return Choice(obs.legal[0].text, "First.")

    table = quick_table(seed=3, opponents=[Spy(1), Spy(2)], advisor=Adviser())
    for _ in range(20):
        table.send_intent({"kind": "hint"})
        table.act(table.hint["action"])
    assert {s for s, _ in seen} == {-1, 1, 2}
    for seat, obs in seen:
        assert isinstance(obs, Observation)
        assert obs.seat == (0 if seat == -1 else seat)


def test_the_seed_never_reaches_the_browser() -> None:
    # The seed would let a student recompute every deal.
    seed = 987654321
    table = quick_table(seed=seed)
    text = json.dumps({k: v for k, v in table.get_state().items() if not k.startswith("_")})
    assert str(seed) not in text
    assert "seed" not in text


# --- messages from the browser ----------------------------------------------------------------

BAD_MESSAGES: list[Any] = [
    None,
    42,
    "play 6-4",
    [],
    ["action", "pass"],
    {},
    {"kind": 5},
    {"kind": None},
    {"kind": "x" * 100_000},
    {"kind": "fly"},
    {"kind": "action"},
    {"kind": "action", "action": 5},
    {"kind": "action", "action": None},
    {"kind": "action", "action": ["pass"]},
    {"kind": "action", "action": {"kind": "pass"}},
    {"kind": "action", "action": "x" * 1_000_000},
    {"kind": "action", "action": "play 9-9"},
    {"kind": "action", "action": "play 6-4; import os"},
    {"kind": "action", "action": "bid 99"},
    {"kind": "action", "action": "play 6-6"},  # not the play phase
    {"kind": "action", "action": "discard 6-6"},  # not the discard phase
    {"kind": "action", "action": "trump 6"},  # not the trump phase
    {"kind": "action", "action": "pass", "extra": 1},
    {"kind": "action", "action": "pass", "at": -1},
    {"kind": "action", "action": "pass", "at": "now"},
    {"kind": "action", "action": "pass", "at": 10**30},
    {"kind": "action", "action": "pass", "at": 999},  # a stale click
    {"kind": "pace", "ms": -1},
    {"kind": "pace", "ms": True},
    {"kind": "pace", "ms": 10**9},
    {"kind": "pace", "ms": "fast"},
    {"kind": "hint", "please": True},
    {"kind": "undo"},  # nothing to undo yet
    {str(i): i for i in range(100_000)},
    {"kind": "action", "action": "pass", "a": 1, "b": 2, "c": 3},
]


def state_of(table: MoonTable) -> tuple[Any, ...]:
    # A refusal is a notice, sent as a sync of its own (``synced`` counts them).
    state = {k: v for k, v in table.get_state().items() if k not in ("notice", "synced")}
    return (list(table.game.actions), table.game.record(), json.dumps(state, sort_keys=True))


@pytest.mark.parametrize("message", BAD_MESSAGES, ids=lambda m: repr(m)[:40])
def test_a_bad_message_is_refused_and_changes_nothing(message: Any) -> None:
    table = quick_table(seed=6)
    before = state_of(table)
    notice = table.notice["id"]
    table.send_intent(message)
    assert state_of(table) == before
    assert table.notice["id"] > notice and table.notice["kind"] == "error"
    assert 10 < len(table.error) < 300, table.error


def test_binary_buffers_are_refused() -> None:
    table = quick_table(seed=6)
    before = state_of(table)
    table._on_message(table, {"kind": "action", "action": "pass"}, [b"\x00" * 10])
    assert state_of(table) == before and "binary" in table.error


def test_the_browser_cannot_set_the_tables_state() -> None:
    table = quick_table(seed=6)
    before = state_of(table)
    table.set_state({"view": {"hand": ["6-6"] * 7}, "reveal_hands": {"hands": []}, "busy": True})
    table.set_state("not even a dict")  # type: ignore[arg-type]
    assert state_of(table) == before
    assert "only send requests" in table.error


def test_an_error_inside_the_table_leaves_the_game_as_it_was(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    table = quick_table(seed=6)
    before = state_of(table)

    def broken(*args: Any, **kwargs: Any) -> None:
        raise RuntimeError("boom")

    monkeypatch.setattr(table.session, "_run_computers", broken)
    table.send_intent({"kind": "action", "action": table.game.legal_actions()[0]})
    monkeypatch.undo()
    assert state_of(table) == before
    assert "went wrong" in table.error and "boom" not in table.error


def test_a_failing_computer_player_does_not_stop_the_game_or_leak_its_hand() -> None:
    class Broken(RandomPlayer):
        def decide(self, seen: Observation) -> Choice:
            raise ValueError(f"I hold {seen.hand}")

    table = quick_table(seed=6, opponents=[Broken(1), RandomPlayer(2)])
    messages = []
    for _ in range(10):
        table.act(table.game.legal_actions()[0])
        messages.append(table.message)
    assert any("failed" in m for m in messages)
    assert not any("hold" in m for m in messages)


def test_an_interrupted_computer_player_leaves_a_table_that_can_go_on() -> None:
    class Slow(RandomPlayer):
        """Thinks until the kernel is interrupted (the interrupt arrives on its first move)."""

        interrupted = False

        def decide(self, seen: Observation) -> Choice:
            if not self.interrupted:
                self.interrupted = True
                raise KeyboardInterrupt
            return super().decide(seen)

    table = quick_table(game=Game(seed=4, first_bidder=0), opponents=[Slow(1), RandomPlayer(2)])
    with pytest.raises(KeyboardInterrupt):
        table.send_intent({"kind": "action", "action": "pass"})
    # The learner's pass stands; the browser is told, and is not left showing "thinking".
    assert table.game.actions == ["pass"] and table.game.to_act == 1
    assert table.busy is False
    assert "Interrupted" in table.error and "refresh()" in table.error
    assert table.view["scene"]["action_count"] == 1
    table.refresh()
    assert table.game.to_act == table.seat and len(table.game.actions) > 1
    assert table.error == ""


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=50),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=10), inner),
    max_leaves=20,
)
intent_like = st.fixed_dictionaries(
    {"kind": st.sampled_from(["action", "hint", "undo", "next_hand", "pace", "bogus"])},
    optional={
        "action": st.one_of(st.text(max_size=20), st.sampled_from(["pass", "bid 4", "play 6-6"])),
        "ms": json_values,
        "at": json_values,
        "x": json_values,
    },
)


@settings(max_examples=120, deadline=None)
@given(message=st.one_of(json_values, intent_like))
def test_any_message_is_answered_without_an_exception(message: Any) -> None:
    table = quick_table(seed=6, pace_ms=0)
    table.act(table.game.legal_actions()[0])
    before = state_of(table)
    table.send_intent(message)
    if table.notice["kind"] == "error":
        assert state_of(table) == before
    else:
        assert table.game.to_act in (0, None)


def test_the_browser_may_ask_whether_python_is_there() -> None:
    """A ping is answered with a pong and changes nothing; after a kernel restart no answer
    comes, and the table says it is not connected (tests/browser/test_kernel_lost.py)."""
    table = quick_table(seed=3)
    sent: list[Any] = []
    table._send = lambda msg, buffers=None: sent.append(msg)  # type: ignore[method-assign]
    before = (json.dumps(table.game.record()), table.notice)
    table.send_intent({"kind": "ping"})
    assert [m["content"] for m in sent if m.get("method") == "custom"] == [{"kind": "pong"}]
    assert (json.dumps(table.game.record()), table.notice) == before
    table.send_intent({"kind": "ping", "extra": 1})
    assert "Unknown request 'ping'" in table.error
