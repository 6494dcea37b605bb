"""Bad input is refused in words and changes nothing: every public method of `Game` and
`MoonTable` called with junk — wrong types, negatives, huge numbers, near-miss strings, corrupted
records — either does what it says (the input happened to be good) or raises the library's own
error, whose message is a sentence the library wrote (never Python's internals), and leaves the
game exactly as it was."""

from __future__ import annotations

import copy
import functools
import json
import linecache
import re
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from support import quick_table

import moon_nb
from moon_nb import Game, MoonTable, Rules, show
from moon_nb.engine.record import RecordError
from moon_nb.players import HeuristicPlayer
from moon_nb.players.levels import LEVELS

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


def attempt(call: Callable[[], Any], game: Game, good: bool | None) -> None:
    """Call. ``good`` says whether the value is one the method accepts (None: either may be
    right): a good value is taken, a bad one refused in the library's words, the game as it
    was."""
    before = state(game)
    try:
        call()
    except Exception as error:
        assert good is not True, f"a good value was refused: {error!r}"
        assert_our_refusal(error)
        assert state(game) == before, "a refused call changed the game"
    else:
        assert good is not False, "a bad value was taken as if it were good"


GAME = played()
PLAYED = len(GAME.actions)


def is_int(value: Any) -> bool:
    """A whole number as the library takes one: an int, never a bool or a float."""
    return type(value) is int


def a_seat(value: Any) -> bool:
    return is_int(value) and 0 <= value < 3


def a_count(value: Any) -> bool | None:
    """An action count of GAME (None, where a method takes it as "now", is either)."""
    return None if value is None else is_int(value) and 0 <= value <= PLAYED


def among(value: Any, legal: list[str]) -> bool | None:
    """One of the ``legal`` actions, in any spacing and case the parser allows (another spelling
    of a tile, "Play 4-6", may be either)."""
    if not isinstance(value, str):
        return False
    said = " ".join(value.strip().lower().split())
    return True if said in legal else None if value != said else False


def an_action(value: Any) -> bool | None:
    """A legal action of GAME's seat to act."""
    return among(value, GAME.legal_actions())


CALLS: dict[str, tuple[Callable[[Game, Any], Any], Callable[[Any], bool | None]]] = {
    "apply": (lambda g, j: g.apply(j), an_action),
    "observe": (lambda g, j: g.observe(j), a_seat),
    "observe at": (lambda g, j: g.observe(0, at=j), a_count),
    "view": (lambda g, j: g.view(j), a_seat),
    "undo": (lambda g, j: g.undo(j), a_count),
    "rewind": (lambda g, j: g.rewind(j), lambda j: is_int(j) and 0 <= j <= PLAYED),
    "hand": (lambda g, j: g.hand(j), a_seat),
    "moments": (lambda g, j: g.moments(j), a_seat),
    "moments since": (lambda g, j: g.moments(0, since=j), a_count),
    "face_up at": (lambda g, j: g.face_up(at=j), a_count),
    "scene": (lambda g, j: show.scene(g, j), a_seat),
    "scene at": (lambda g, j: show.scene(g, 0, at=j), a_count),
    "decision": (lambda g, j: show.decision(g, j), a_seat),
    "timeline since": (lambda g, j: show.timeline(g, 1, since=j), a_count),
    "picture": (lambda g, j: show.picture(g, j), lambda j: j is None or a_seat(j)),
}
"""Each method given a value, and whether that value is one it accepts."""


@pytest.mark.parametrize("name", list(CALLS))
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(value=junk)
def test_a_games_methods_refuse_junk_in_words(name: str, value: Any) -> None:
    call, good = CALLS[name]
    attempt(lambda: call(GAME.copy(), value), GAME, good(value))
    game = GAME.copy()
    attempt(lambda: call(game, value), game, good(value))


@pytest.mark.parametrize("name", list(CALLS))
def test_each_method_takes_a_good_value_and_refuses_bad_ones(name: str) -> None:
    """The property test's two sides, each seen for certain: a good value and a bad one."""
    call, good = CALLS[name]
    # float(PLAYED): a number equal to a good count is still not one.
    values = [GAME.legal_actions()[0], "play 9-9", 0, 2, PLAYED, -1, 3, 10**9, True, "1", [0]]
    values.append(float(PLAYED))
    assert {good(v) for v in values} >= {True, False}, name
    for value in values:
        game = GAME.copy()
        attempt(functools.partial(call, game, value), game, good(value))


def test_explain_rules_on_junk_instead_of_raising() -> None:
    for value in [None, 4, "bid 99", "play 9-9", "", *GAME.legal_actions()]:
        assert GAME.explain(value).legal is (an_action(value) is True), value


CONSTRUCTORS: dict[str, tuple[Callable[[Any], Any], Callable[[Any], bool | None]]] = {
    "seed": (lambda j: Game(seed=j), lambda j: j is None or is_int(j)),
    "rules": (lambda j: Game(seed=1, rules=j), lambda j: j is None),
    "first_bidder": (lambda j: Game(seed=1, first_bidder=j), lambda j: j is None or a_seat(j)),
    "scores": (
        lambda j: Game(seed=1, scores=j),
        lambda j: (
            j is None or (isinstance(j, list | tuple) and len(j) == 3 and all(map(is_int, j)))
        ),
    ),
    "Rules players": (lambda j: Rules(players=j), lambda j: is_int(j) and j in (3, 4)),
    "Rules min_bid": (lambda j: Rules(min_bid=j), lambda j: is_int(j) and j in (3, 4, 5)),
    "Rules scoring": (lambda j: Rules(scoring=j), lambda j: j in ("points", "marks")),
    "from_deal hands": (lambda j: Game.from_deal(hands=j), lambda j: False),
    "from_deal widow": (
        lambda j: Game.from_deal(hands=HANDS, widow=j),
        # HANDS leave 3-1 over: the widow may be left out, or be 3-1 written either way
        # (spaces allowed around the numbers), or as a pair of numbers.
        lambda j: (
            j is None
            or (
                isinstance(j, str) and [p.strip() for p in j.split("-")] in (["3", "1"], ["1", "3"])
            )
            or (isinstance(j, tuple) and all(map(is_int, j)) and sorted(j) == [1, 3])
        ),
    ),
    "from_deal first_bidder": (
        lambda j: Game.from_deal(hands=HANDS, first_bidder=j),
        lambda j: j is None or a_seat(j),
    ),
    "from_record": (lambda j: Game.from_record(j), lambda j: False),
}
"""Each way to make a game given a value, and whether that value is one it accepts."""
HANDS = [
    ["6-6", "6-5", "6-4", "6-3", "5-5", "4-4", "3-3"],
    ["6-2", "6-1", "5-4", "5-3", "5-2", "5-1", "4-3"],
    ["4-2", "4-1", "3-2", "2-2", "2-1", "1-1", "0-0"],
]


@pytest.mark.parametrize("name", list(CONSTRUCTORS))
@settings(max_examples=60, deadline=None)
@given(value=junk)
def test_making_a_game_from_junk_is_refused_in_words(name: str, value: Any) -> None:
    make, good = CONSTRUCTORS[name]
    expected = good(value)
    try:
        make(value)
    except Exception as error:
        assert expected is not True, f"a good value was refused: {error!r}"
        assert_our_refusal(error)
    else:
        assert expected is not False, f"{value!r:.60} was taken as if it were good"


NEAR_MISS_PARTS: dict[str, list[Any]] = {
    "format": ["moon_nb/2", "moon_nb"],
    "rules": [{"players": 5}, {"min_bid": 30}, {"scoring": "goals"}],
    "seed": [True, 4.0, "4"],
    "first_bidder": [3, -1, True],
    "scores": [[0, 0], [0, 0, 0, 0], [1, 2, 3.0]],
    "deal": [
        {"hands": [[], [], []], "widow": None},
        {"hands": [["6-6"] * 7] * 3, "widow": None},
        {"hands": [["6-7"] * 7] * 3, "widow": "3-1"},
        {"hands": [[]], "widow": None},
        {"hands": [[], [], []], "widow": 31},
    ],
    "actions": [[], ["bid 99"], ["play 6-6"], "bid 5"],
}
"""For each part of a record, values that pass for it at a glance (of the right kind, or almost)
and reach the checks junk rarely does."""


def corruptions(record: dict[str, Any]) -> st.SearchStrategy[tuple[str, dict[str, Any]]]:
    """A record with one part dropped, replaced by junk or a near miss, or one action replaced;
    and the part: its key, or ``action N`` for the Nth action."""
    keys = sorted(record)

    def drop(key: str) -> tuple[str, dict[str, Any]]:
        return key, {k: v for k, v in record.items() if k != key}

    def replace(key: str) -> st.SearchStrategy[tuple[str, dict[str, Any]]]:
        values = st.one_of(junk, st.sampled_from(NEAR_MISS_PARTS[key]))
        return values.map(lambda value: (key, {**record, key: value}))

    def bad_action(pair: tuple[int, Any]) -> tuple[str, dict[str, Any]]:
        out = copy.deepcopy(record)
        number = pair[0] % len(out["actions"])
        out["actions"][number] = pair[1]
        return f"action {number}", out

    return st.one_of(
        st.sampled_from(keys).map(drop),
        st.sampled_from(keys).flatmap(replace),
        st.tuples(st.integers(0, 10**6), st.one_of(junk, st.sampled_from(NEAR_MISSES))).map(
            bad_action
        ),
    )


RECORD = json.loads(json.dumps(GAME.record()))


def as_given(value: Any, taken: Any) -> bool:
    """``value``, a part of a record, is what the game took: equal, or for a part that is a
    mapping (the rules) each of its entries as given, the others left at their defaults."""
    if isinstance(value, dict) and isinstance(taken, dict):
        return all(k in taken and as_given(v, taken[k]) for k, v in value.items())
    return bool(value == taken)


def actions_as_given(value: Any, taken: Any) -> bool:
    """The record's actions are the game's: an action is read whatever its case and spacing
    ("BID 21 " is bid 21) and recorded in its one written form."""
    if not (isinstance(value, list) and isinstance(taken, list) and len(value) == len(taken)):
        return False
    written = [" ".join(v.lower().split()) if isinstance(v, str) else v for v in value]
    return written == taken


READ_ACTION = re.compile(r"the record's action (\d+) is ")
"""A refusal, as the record is read, of an action that is not a text."""
REPLAYED_ACTION = re.compile(r"action (\d+) of the record, .* is refused: ")
"""A refusal of an action as the record is replayed: every part was read as a good one."""


def names_the_part(message: str, part: str) -> bool:
    """A refusal names the part corrupted: in the part's own words (``the record's seed``,
    ``lacks 'seed'``, ``its 'format'``; for the actions, one of them) — or, for a part that
    reads as a good one but that the actions do not fit (another seed deals other tiles), the
    action refused. For action N: N, or a later one (a near miss may be a legal action that
    changes what follows)."""
    read, replayed = READ_ACTION.match(message), REPLAYED_ACTION.match(message)
    if part.startswith("action "):
        named = read or replayed
        return named is not None and int(named.group(1)) >= int(part.split()[1])
    if f"the record's {part} " in message or f"'{part}'" in message:
        return True
    return replayed is not None or (part == "actions" and read is not None)


@settings(max_examples=300, deadline=None)
@given(corrupted=corruptions(RECORD))
def test_a_corrupted_record_is_refused_naming_its_part(corrupted: tuple[str, Any]) -> None:
    """A corrupted record is refused in words (a `RecordError`) that name the part corrupted;
    one that is still taken (a part dropped that has a default, junk that happens to be a good
    value) replays with every part it gave as given."""
    part, record = corrupted
    try:
        game = Game.from_record(record)
    except RecordError as error:
        assert_our_refusal(error)
        assert names_the_part(str(error), part), f"{part} corrupted: {error}"
    else:
        replayed = json.loads(json.dumps(game.record()))
        same = {"actions": actions_as_given}
        changed = [
            k for k in record if k in replayed and not same.get(k, as_given)(record[k], replayed[k])
        ]
        assert not changed, f"the record's {changed} were taken as something else"


@pytest.mark.parametrize(
    "part, value",
    [
        ("actions", None),
        ("actions", ["bid 99"]),
        ("seed", "seven"),
        ("rules", 3),
        ("deal", {"hands": [["6-6"] * 7] * 3, "widow": None}),
    ],
)
def test_a_record_with_a_bad_part_is_refused(part: str, value: Any) -> None:
    record = {**RECORD, part: value}
    with pytest.raises(RecordError) as refused:
        Game.from_record(record)
    assert_our_refusal(refused.value)
    assert names_the_part(str(refused.value), part), refused.value


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
    with pytest.raises(ValueError, match="You cannot bid 99: the bids are 4, 5, 6, 7 and 21"):
        table.act("bid 99")
    assert table.game.actions == table.session.game.actions


def a_table() -> MoonTable:
    """A table whose learner plays against the club level (the quick heuristic player) and may
    choose another level: every method has a value it takes."""
    return MoonTable(seed=2, level="club", advisor=HeuristicPlayer())


TABLE_LEGAL = a_table().game.legal_actions()
"""The learner's legal actions at a new `a_table`: the computer players have acted up to the
learner's first turn."""
GOOD_MESSAGES = ({"kind": "hint"}, {"kind": "pace", "ms": 0})
"""Messages the browser sends, which the table takes."""


def a_message(value: Any) -> bool | None:
    """A message of the browser's: GOOD_MESSAGES are; an object whose 'kind' is text may be
    (junk never names a kind the table knows); anything else is not."""
    if any(value == good for good in GOOD_MESSAGES):
        return True
    return None if isinstance(value, dict) and isinstance(value.get("kind"), str) else False


TABLE_CALLS: dict[str, tuple[Callable[[MoonTable, Any], Any], Callable[[Any], bool | None]]] = {
    "act": (lambda t, j: t.act(j), lambda j: among(j, TABLE_LEGAL)),
    "send_intent": (lambda t, j: t.send_intent(j), a_message),
    "choose_level": (lambda t, j: t.choose_level(j), lambda j: isinstance(j, str) and j in LEVELS),
    "new_game": (lambda t, j: t.new_game(j), lambda j: j is None or is_int(j)),
    "game": (lambda t, j: setattr(t, "game", j), lambda j: isinstance(j, Game)),
    "intent action": (
        lambda t, j: t.send_intent({"kind": "action", "action": j}),
        lambda j: among(j, TABLE_LEGAL),
    ),
}
"""Each method of a table given a value, and whether that value is one it takes."""


def table_attempt(name: str, value: Any) -> None:
    """Call a new table's method ``name``: a good value is taken, a bad one refused — raised
    in the library's words, or (a message from the browser, which never raises) said at the
    table — the game and the learner's view as they were."""
    table = a_table()
    call, good = TABLE_CALLS[name]
    expected = good(value)
    before = json.loads(json.dumps(table.session.state(), sort_keys=True, default=str))
    actions = list(table.game.actions)
    try:
        call(table, value)
    except Exception as error:
        assert_our_refusal(error)
        refusal = str(error)
    else:
        refusal = table.error
    if refusal:
        assert expected is not True, f"a good value was refused: {refusal!r}"
        assert len(refusal) > 15 and " " in refusal, refusal
        assert table.game.actions == actions, "a refused call changed the game"
        after = json.loads(json.dumps(table.session.state(), sort_keys=True, default=str))
        assert after["view"] == before["view"], "a refused call changed what the learner sees"
    else:
        assert expected is not False, f"{value!r:.60} was taken as if it were good"


@pytest.mark.parametrize("name", list(TABLE_CALLS))
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(value=junk)
def test_a_tables_methods_refuse_junk_in_words(name: str, value: Any) -> None:
    table_attempt(name, value)


@pytest.mark.parametrize("name", list(TABLE_CALLS))
def test_each_table_method_takes_a_good_value_and_refuses_bad_ones(name: str) -> None:
    """The property test's two sides, each seen for certain: a good value and a bad one."""
    _, good = TABLE_CALLS[name]
    values = [TABLE_LEGAL[0], "play 9-9", None, 7, "club", "expert", "Club", *GOOD_MESSAGES]
    values += [{"kind": "bid"}, [0], Game(seed=5), True]
    assert {good(v) for v in values} >= {True, False}, name
    for value in values:
        table_attempt(name, value)
