"""Bad input is refused in words and changes nothing: every public method of `Game` and
`MoonTable` called with junk — wrong types, negatives, huge numbers, near-miss strings, corrupted
records — either does what it says (the input happened to be good) or raises the library's own
error, whose message is a sentence the library wrote (never Python's internals), and leaves the
game exactly as it was."""

from __future__ import annotations

import copy
import json
import linecache
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from support import quick_table

import moon_nb
from moon_nb import Game, Rules, show
from moon_nb.engine.record import RecordError

PACKAGE = Path(moon_nb.__file__).resolve().parent
"""The package these tests run: the checkout's, or a compiled build's (tests/test_compiled.py)."""


def source_of(filename: str) -> Path:
    """A traceback frame's file. Compiled with mypyc, a frame names its source relative to the
    folder that holds the package."""
    path = Path(filename)
    return path if path.is_absolute() else PACKAGE.parent / path


NEAR_MISSES = [
    "bid 99", "bid -1", "bid 3.5", "bid", "bid five", "Play 6-6", "play 6-7", "play 66",
    "play 6_6", "discard", "trump 7", "trump seven", "pass pass", "  ", "\x00", "pla y 6-6",
    "bid 21 ", "undo", "hint", "play 0-0 0-0", "x" * 500, "bid 4\n", "🂡",
]  # fmt: skip

junk = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(10**20), max_value=10**20),
    st.sampled_from([-1, -2, 0, 1, 2, 3, 4, 7, 22, 2**31, 2**64]),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=40),
    st.sampled_from(NEAR_MISSES),
    st.lists(st.one_of(st.integers(-3, 30), st.text(max_size=4)), max_size=4),
    st.dictionaries(st.text(max_size=6), st.integers(-2, 9), max_size=3),
    st.tuples(st.integers(-1, 7), st.integers(-1, 7)),
)


def played(seed: int = 4, actions: int = 40) -> Game:
    game = Game(seed=seed)
    for _ in range(actions):
        game.apply(game.legal_actions()[len(game.actions) % len(game.legal_actions())])
    return game


def state(game: Game) -> str:
    return json.dumps(
        [game.record(), [game.view(s) for s in range(game.rules.players)]], sort_keys=True
    )


INTERNALS = (
    "object is not",
    "unsupported operand",
    "has no len",
    "not subscriptable",
    "index out of range",
    "NoneType",
    "invalid literal",
    "positional argument",
)
"""Words of Python's own errors, which a refusal of the library's never uses."""


def assert_our_refusal(error: BaseException) -> None:
    """The error is the library's: a ValueError or TypeError raised by a ``raise`` statement in
    moon_nb itself, with a message of words — not one Python raised inside an operation."""
    assert isinstance(error, ValueError | TypeError | AttributeError), repr(error)
    frames = traceback.extract_tb(error.__traceback__)
    last = frames[-1]
    source = source_of(last.filename)
    assert source.resolve().is_relative_to(PACKAGE), (
        f"raised outside moon_nb: {last.filename}:{last.lineno}: {error!r}"
    )
    line = linecache.getline(str(source), last.lineno).strip()
    assert line.startswith("raise"), f"not raised by the library's own words: {line!r} {error!r}"
    message = str(error)
    assert len(message) > 15 and " " in message, message
    for internal in INTERNALS:
        assert internal not in message, message


def attempt(call: Callable[[], Any], game: Game) -> None:
    """Call; if it raises, the refusal is the library's and the game is as it was."""
    before = state(game)
    try:
        call()
    except Exception as error:
        assert_our_refusal(error)
        assert state(game) == before, "a refused call changed the game"


GAME = played()

CALLS: dict[str, Callable[[Game, Any], Any]] = {
    "apply": lambda g, j: g.apply(j),
    "explain": lambda g, j: g.explain(j),
    "observe": lambda g, j: g.observe(j),
    "observe at": lambda g, j: g.observe(0, at=j),
    "view": lambda g, j: g.view(j),
    "undo": lambda g, j: g.undo(j),
    "rewind": lambda g, j: g.rewind(j),
    "hand": lambda g, j: g.hand(j),
    "moments": lambda g, j: g.moments(j),
    "moments since": lambda g, j: g.moments(0, since=j),
    "face_up at": lambda g, j: g.face_up(at=j),
    "scene": lambda g, j: show.scene(g, j),
    "scene at": lambda g, j: show.scene(g, 0, at=j),
    "decision": lambda g, j: show.decision(g, j),
    "timeline since": lambda g, j: show.timeline(g, 1, since=j),
    "picture": lambda g, j: show.picture(g, j),
}


@pytest.mark.parametrize("name", list(CALLS))
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(value=junk)
def test_a_games_methods_refuse_junk_in_words(name: str, value: Any) -> None:
    attempt(lambda: CALLS[name](GAME.copy(), value), GAME)
    game = GAME.copy()
    attempt(lambda: CALLS[name](game, value), game)


CONSTRUCTORS: dict[str, Callable[[Any], Any]] = {
    "seed": lambda j: Game(seed=j),
    "rules": lambda j: Game(seed=1, rules=j),
    "first_bidder": lambda j: Game(seed=1, first_bidder=j),
    "scores": lambda j: Game(seed=1, scores=j),
    "Rules players": lambda j: Rules(players=j),
    "Rules min_bid": lambda j: Rules(min_bid=j),
    "Rules scoring": lambda j: Rules(scoring=j),
    "from_deal hands": lambda j: Game.from_deal(hands=j),
    "from_deal widow": lambda j: Game.from_deal(hands=HANDS, widow=j),
    "from_deal first_bidder": lambda j: Game.from_deal(hands=HANDS, first_bidder=j),
    "from_record": lambda j: Game.from_record(j),
}
HANDS = [
    ["6-6", "6-5", "6-4", "6-3", "5-5", "4-4", "3-3"],
    ["6-2", "6-1", "5-4", "5-3", "5-2", "5-1", "4-3"],
    ["4-2", "4-1", "3-2", "2-2", "2-1", "1-1", "0-0"],
]


@pytest.mark.parametrize("name", list(CONSTRUCTORS))
@settings(max_examples=60, deadline=None)
@given(value=junk)
def test_making_a_game_from_junk_is_refused_in_words(name: str, value: Any) -> None:
    try:
        CONSTRUCTORS[name](value)
    except Exception as error:
        assert_our_refusal(error)


def corruptions(record: dict[str, Any]) -> st.SearchStrategy[dict[str, Any]]:
    """A record with one part dropped, replaced by junk, or one action replaced."""
    keys = sorted(record)

    def drop(key: str) -> dict[str, Any]:
        return {k: v for k, v in record.items() if k != key}

    def replace(pair: tuple[str, Any]) -> dict[str, Any]:
        return {**record, pair[0]: pair[1]}

    def bad_action(pair: tuple[int, Any]) -> dict[str, Any]:
        out = copy.deepcopy(record)
        out["actions"][pair[0] % len(out["actions"])] = pair[1]
        return out

    return st.one_of(
        st.sampled_from(keys).map(drop),
        st.tuples(st.sampled_from(keys), junk).map(replace),
        st.tuples(st.integers(0, 10**6), st.one_of(junk, st.sampled_from(NEAR_MISSES))).map(
            bad_action
        ),
    )


RECORD = json.loads(json.dumps(GAME.record()))


@settings(max_examples=300, deadline=None)
@given(record=corruptions(RECORD))
def test_a_corrupted_record_is_refused_naming_its_part(record: dict[str, Any]) -> None:
    try:
        Game.from_record(record)
    except RecordError as error:
        assert_our_refusal(error)
        assert "record" in str(error)
    except Exception as error:
        assert_our_refusal(error)


def test_the_refusals_the_readers_found() -> None:
    game = played(actions=10)
    before = state(game)
    for call, words in [
        (lambda: game.rewind(-1), "rewind is an action count, 0 to 10 in this game, not -1"),
        (lambda: game.undo(-1), "undo takes back a number of actions, 0 to 10"),
        (lambda: game.undo("x"), "not 'x'"),
        (lambda: game.rewind("x"), "not 'x'"),
        (lambda: Game.from_record({**game.record(), "scores": "abc"}), "scores are null or"),
        (lambda: Game.from_record({**RECORD, "actions": None}), "actions are a list"),
    ]:
        with pytest.raises((ValueError, TypeError), match=words):
            call()
        assert state(game) == before
    lacking = {k: v for k, v in game.record().items() if k != "actions"}
    with pytest.raises(RecordError, match="the record lacks 'actions'"):
        Game.from_record(lacking)
    bad = game.record()
    bad["actions"][4] = "play 6-6"
    with pytest.raises(RecordError, match=r"action 4 of the record, 'play 6-6', is refused"):
        Game.from_record(bad)
    text = json.dumps(game.record())
    assert state(Game.from_record(text)) == before, "a record's JSON text is read too"
    with pytest.raises(RecordError, match="not valid JSON"):
        Game.from_record(text[:-3])


def test_a_table_refuses_junk_in_words_and_plays_on() -> None:
    table = quick_table(seed=3, rules=Rules(min_bid=4))
    with pytest.raises(ValueError, match="99 is not a bid; bids are 4, 5, 6, 7 and 21"):
        table.act("bid 99")
    assert table.game.actions == table.session.game.actions


@pytest.mark.parametrize(
    "name", ["act", "send_intent", "choose_level", "new_game", "game", "intent action"]
)
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(value=junk)
def test_a_tables_methods_refuse_junk_in_words(name: str, value: Any) -> None:
    table = quick_table(seed=2)
    before = json.dumps(table.session.state(), sort_keys=True, default=str)
    actions = list(table.game.actions)
    calls: dict[str, Callable[[], Any]] = {
        "act": lambda: table.act(value),
        "send_intent": lambda: table.send_intent(value),
        "choose_level": lambda: table.choose_level(value),
        "new_game": lambda: table.new_game(value),
        "game": lambda: setattr(table, "game", value),
        "intent action": lambda: table.send_intent({"kind": "action", "action": value}),
    }
    try:
        calls[name]()
    except Exception as error:
        assert_our_refusal(error)
        assert table.game.actions == actions, "a refused call changed the game"
    if table.error:
        # Refused at the table: said in words, the game as it was.
        assert table.game.actions == actions
        assert len(table.error) > 15
    elif name in ("send_intent", "intent action") and table.game.actions == actions:
        after = json.loads(json.dumps(table.session.state(), sort_keys=True, default=str))
        assert after["view"] == json.loads(before)["view"]
