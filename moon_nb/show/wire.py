"""The wire format: the shapes of the JSON that Python sends and the browser draws, in one place.

`Scene` is one moment of the table (`moon_nb.show.scene`), `TimelineEvent` one event of the public
timeline (`moon_nb.show.timeline`), `GameView` what `Game.view` returns, and `TableView` what the
table widget syncs to the browser. The same declarations give the JavaScript its types:
``python -m moon_nb.show.wire`` writes ``widget_js/src/wire.d.ts`` (a test checks the shipped file
is current, and the widget's JavaScript is type-checked against it), and `problems` checks a value
against a shape (the tests check real views, scenes and timelines with it).
"""

from __future__ import annotations

import sys
import types
import typing
from typing import Any, Literal, TypedDict, Union

PhaseName = Literal["bid", "discard", "trump", "play", "over"]
Position = Literal["bottom", "left", "top", "right"]
EventKind = Literal[
    "call", "widow", "discard", "trump", "play", "trick", "hand", "deal", "redeal", "game"
]


class PlayScene(TypedDict):
    """A tile on the table, and who played it from where."""

    seat: int
    tile: str
    name: str
    position: Position


class TrickScene(TypedDict):
    """A trick to show: its plays, its winner (None while it is played) and a caption."""

    plays: list[PlayScene]
    winner: int | None
    caption: str


class Discard(TypedDict):
    """The bidder's discard: the tile only for the seat that made it."""

    tile: str | None
    text: str


class SeatScene(TypedDict):
    """One seat as the table shows it."""

    seat: int
    name: str
    you: bool
    position: Position
    partner: bool
    call: str | None
    bid: bool
    bidder: bool
    discard: Discard | None
    tricks_text: str
    score_text: str
    tiles: int
    tiles_text: str


class CallScene(TypedDict):
    seat: int
    text: str
    bid: bool


class Calls(TypedDict):
    """The bidding so far, while it goes on."""

    calls: list[CallScene]
    opener: str
    redeals: int


class HeldTile(TypedDict):
    """A tile of the seat's own hand, in the order it holds them."""

    tile: str
    trump: bool
    gap: bool
    widow: bool
    label: str


class SummaryRow(TypedDict):
    name: str
    tricks: int
    change: str
    total: str
    winner: bool


class Summary(TypedDict):
    """The last finished hand, summed up."""

    hand_number: int
    headline: str
    text: str
    rows: list[SummaryRow]
    over: bool
    banner: str | None
    status: str | None


class Scene(TypedDict):
    """One moment of the game as one seat saw it, with every word a table picture shows."""

    version: int
    seat: int
    players: int
    phase: PhaseName
    action_count: int
    hand_label: str
    trump_text: str | None
    contract_text: str | None
    target_text: str
    seats: list[SeatScene]
    calls: Calls | None
    widow_lying: bool
    trick: list[PlayScene]
    trick_label: str | None
    led_text: str | None
    last_trick: TrickScene | None
    collect: TrickScene | None
    """A trick just won, shown before it is gathered (at the timeline's trick moments)."""
    hand: list[HeldTile]
    summary: Summary | None
    status_text: str
    caption: str | None
    """What just happened (at the timeline's moments)."""
    actor: int | None


class EventCore(TypedDict):
    """What every event of the timeline holds."""

    n: int
    kind: EventKind
    seat: int | None
    text: str
    linger: float


class TimelineEvent(EventCore, total=False):
    """One event of the public timeline; its payload depends on its kind."""

    scene: Scene
    call: int
    tile: str | None
    trump: str
    trick: TrickScene
    changes: list[int]
    scores: list[int]


class Ruling(TypedDict):
    action: str
    reason: str


class TileRuling(TypedDict):
    tile: str
    legal: bool
    reason: str


class Widow(TypedDict):
    taken: bool
    tile: str | None


class Play(TypedDict):
    seat: int
    tile: str


class CallView(TypedDict):
    seat: int
    call: int


class TrickView(TypedDict):
    leader: int
    plays: list[Play]
    winner: int
    reason: str


class LastHandView(TypedDict):
    bidder: int
    bid: int
    made: bool
    tricks_won: list[int]
    changes: list[int]
    text: str
    tricks: list[TrickView]
    trump: str
    bidder_name: str


class GameViewCore(TypedDict):
    """What every view of a seat holds."""

    version: int
    seat: int
    players: int
    rules: dict[str, Any]
    rules_text: str
    phase: PhaseName
    to_act: int | None
    hand_number: int
    first_bidder: int
    hand: list[str]
    hand_sizes: list[int]
    calls: list[CallView]
    high_bid: int | None
    bidder: int | None
    high_bidder: int | None
    redeals: int
    widow: Widow | None
    discard: str | None
    discarded: bool
    trump: str | None
    trump_text: str | None
    trick: list[Play]
    leader: int | None
    led: str | None
    tricks_won: list[int]
    tricks: list[TrickView]
    scores: list[int]
    target: int
    unit: str
    teams: bool
    winner: int | None
    status: str
    last_hand: LastHandView | None
    legal: list[Ruling]
    tiles: list[TileRuling]
    action_count: int


class GameView(GameViewCore, total=False):
    """What `Game.view` returns; ``events`` with ``since=``."""

    events: list[TimelineEvent]


class BidOption(TypedDict):
    action: str
    label: str
    aria: str
    moon: bool
    legal: bool
    reason: str


class TrumpOption(TypedDict):
    action: str
    token: str
    label: str
    count: int
    trumps: list[str]
    aria: str
    reason: str


class Prompt(TypedDict):
    """What the learner is asked now, and what the table says while others act."""

    title: str
    detail: str
    waiting: str
    thinking: str
    hinting: str


class Hindsight(TypedDict):
    """The solver's verdict on a finished hand (`moon_nb.players.hindsight`)."""

    hand_number: int
    title: str
    text: str
    par: int
    taken: int
    verdicts: list[dict[str, Any]]
    mistakes: list[dict[str, Any]]


class CoachNoteView(TypedDict):
    hand_number: int
    text: str


class CoachView(TypedDict):
    """The coach's words (a table with ``coach=True``): on the learner's last decision, and on
    every costly decision of the game."""

    latest: str | None
    notes: list[CoachNoteView]


class TableView(GameViewCore):
    """What the table widget syncs as its ``view``: the learner's `GameView`, the words and
    rulings of their decision, the scene to draw now, and the story since their last
    decision."""

    since: int
    epoch: int
    undo_available: bool
    trump_options: list[TrumpOption]
    bid_options: list[BidOption]
    prompt: Prompt
    scene: Scene
    start: Scene
    events: list[TimelineEvent]
    hindsight: Hindsight | None
    coach: CoachView | None


class SeatName(TypedDict):
    """How the table names a seat (the ``seats`` trait): "You", or the computer player's."""

    seat: int
    name: str
    you: bool
    player: str
    level: str
    """The computer player's level (``"club"``), or empty."""


class LevelChoice(TypedDict):
    """A level the computer players may play at."""

    name: str
    label: str
    about: str


class Pace(TypedDict):
    ms: int
    label: str


class Features(TypedDict):
    """The learning aids a table offers (the ``features`` trait), and its paces."""

    hint: bool
    undo: bool
    reveal: bool
    paces: list[Pace]
    levels: list[LevelChoice]
    """Empty when a teacher chose the computer players."""
    level: str
    next_level: str
    """A level the learner chose, from the next hand; or empty."""
    level_text: str


class Hint(TypedDict, total=False):
    """The last hint (the ``hint`` trait), or empty."""

    action: str
    reason: str
    at: int


class Revealed(TypedDict, total=False):
    """Every hand, the widow and the discard (the ``reveal_hands`` trait): empty unless the
    teacher chose to show them."""

    hands: list[list[str]]
    widow: str | None
    discard: str | None


class Notice(TypedDict):
    """The last refusal or message (the ``notice`` trait)."""

    id: int
    kind: Literal["", "error", "info"]
    text: str


SHAPES: tuple[type, ...] = (
    PlayScene, TrickScene, Discard, SeatScene, CallScene, Calls, HeldTile, SummaryRow, Summary,
    Scene, EventCore, TimelineEvent, Ruling, TileRuling, Widow, Play, CallView, TrickView,
    LastHandView, GameViewCore, GameView, BidOption, TrumpOption, Prompt, Hindsight, CoachNoteView,
    CoachView, TableView,
    SeatName, LevelChoice, Pace, Features, Hint, Revealed, Notice,
)  # fmt: skip
"""Every shape, in the order the TypeScript declarations list them."""


# --- checking a value against a shape ---------------------------------------------------------


def problems(value: Any, shape: Any, where: str = "value") -> list[str]:
    """Every way ``value`` differs from ``shape`` (a TypedDict above, or a type in their
    fields), as sentences naming where; empty when it conforms. Extra keys are problems too."""
    origin = typing.get_origin(shape)
    if shape is Any:
        return []
    if typing.is_typeddict(shape):
        if not isinstance(value, dict):
            return [f"{where} is not an object"]
        hints = typing.get_type_hints(shape)
        out = [f"{where} lacks {k!r}" for k in sorted(shape.__required_keys__) if k not in value]
        out += [f"{where} has an unknown key {k!r}" for k in sorted(value) if k not in hints]
        for key, item in value.items():
            if key in hints:
                out += problems(item, hints[key], f"{where}.{key}")
        return out
    if origin is Literal:
        return [] if value in typing.get_args(shape) else [f"{where} is {value!r}"]
    if origin in (Union, types.UnionType):
        options = [problems(value, option, where) for option in typing.get_args(shape)]
        return [] if any(not found for found in options) else min(options, key=len)
    if origin is list:
        if not isinstance(value, list):
            return [f"{where} is not a list"]
        (item,) = typing.get_args(shape)
        return [p for i, v in enumerate(value) for p in problems(v, item, f"{where}[{i}]")]
    if origin is dict:
        return [] if isinstance(value, dict) else [f"{where} is not an object"]
    if shape is type(None):
        return [] if value is None else [f"{where} is not null"]
    if shape is float:
        ok = isinstance(value, int | float) and not isinstance(value, bool)
        return [] if ok else [f"{where} is not a number"]
    if shape in (int, str, bool):
        ok = type(value) is shape
        return [] if ok else [f"{where} is {type(value).__name__}, not {shape.__name__}"]
    raise TypeError(f"no check for {shape!r}")


# --- the TypeScript declarations ---------------------------------------------------------------


def _ts(shape: Any) -> str:
    """A field's type in TypeScript."""
    origin = typing.get_origin(shape)
    if typing.is_typeddict(shape):
        return str(shape.__name__)
    if origin is Literal:
        return " | ".join(f'"{v}"' for v in typing.get_args(shape))
    if origin in (Union, types.UnionType):
        return " | ".join(_ts(option) for option in typing.get_args(shape))
    if origin is list:
        (item,) = typing.get_args(shape)
        inner = _ts(item)
        return f"({inner})[]" if " " in inner else f"{inner}[]"
    if origin is dict or shape is Any:
        return "Record<string, unknown>"
    names: dict[Any, str] = {
        type(None): "null",
        int: "number",
        float: "number",
        str: "string",
        bool: "boolean",
    }
    return names[shape]


BASES: dict[type, type] = {
    TimelineEvent: EventCore,
    GameView: GameViewCore,
    TableView: GameViewCore,
}
"""The shapes that extend another (TypedDicts do not keep their bases at run time)."""


def typescript() -> str:
    """The TypeScript declarations of every shape (the contents of ``wire.d.ts``)."""
    lines = [
        "// The wire format between moon_nb (Python) and the table widget: written by",
        "// `python -m moon_nb.show.wire` from moon_nb/wire.py. Do not edit by hand.",
        "",
    ]
    for shape in SHAPES:
        hints = typing.get_type_hints(shape)
        doc = (shape.__doc__ or "").strip().splitlines()
        if doc:
            lines.append(f"/** {doc[0]} */")
        base = BASES.get(shape)
        inherited = typing.get_type_hints(base) if base is not None else {}
        extends = f" extends {base.__name__}" if base is not None else ""
        lines.append(f"export interface {shape.__name__}{extends} {{")
        for key, hint in hints.items():
            if key in inherited:
                continue
            optional = "?" if key in getattr(shape, "__optional_keys__", ()) else ""
            lines.append(f"  {key}{optional}: {_ts(hint)};")
        lines.append("}")
        lines.append("")
    return "\n".join(lines)


if __name__ == "__main__":
    sys.stdout.write(typescript())
