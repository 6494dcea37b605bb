"""The wire format: the shapes of the JSON that Python sends and the browser draws, in one place.

`Scene` is one moment of the table (`moon_nb.show.scenes`), `Decision` what the seat may do then
(`moon_nb.show.decisions`), `TimelineEvent` one event of the public timeline
(`moon_nb.show.story`), and `TableState` everything the table sends the browser
(`moon_nb.table.session`). The producers return these TypedDicts, so ``mypy --strict`` checks the
JSON they build; the same declarations give the JavaScript its types: ``python -m
moon_nb.show`` writes ``widget_js/src/wire.d.ts`` (a test checks the shipped file is
current, and the widget's JavaScript is type-checked against it), and `problems` checks a value
against a shape at run time (`moon_nb.show.shapes`).
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, TypedDict

from moon_nb.engine.view import PhaseName as PhaseName
from moon_nb.show.guide_wire import CardRow as CardRow
from moon_nb.show.guide_wire import CardTerm as CardTerm
from moon_nb.show.guide_wire import GuideCore as GuideCore
from moon_nb.show.guide_wire import GuideSaid as GuideSaid
from moon_nb.show.guide_wire import GuideStatus as GuideStatus
from moon_nb.show.guide_wire import GuideStep as GuideStep
from moon_nb.show.guide_wire import GuideView as GuideView
from moon_nb.show.guide_wire import GuideWords as GuideWords
from moon_nb.show.guide_wire import RuleCard as RuleCard
from moon_nb.show.shapes import ChangesOf, typescript
from moon_nb.show.shapes import problems as problems
from moon_nb.show.table_words import Command as Command
from moon_nb.show.table_words import TableWords as TableWords

Position = Literal["bottom", "left", "top", "right"]
EventKind = Literal[
    "call", "widow", "discard", "trump", "play", "trick", "hand", "deal", "redeal", "game"
]


class PlayScene(TypedDict):
    """A tile on the table, and who played it (the scene's seats say their name and place)."""

    seat: int
    tile: str


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
    """One call of the bidding: ``"Seat 1: 5"``, a bid or a pass."""

    text: str
    bid: bool


class Calls(TypedDict):
    """The bidding so far, while it goes on."""

    calls: list[CallScene]
    opener: str
    redeal_text: str | None
    """How often everyone passed and the tiles were redealt, in words; None when they were
    not."""


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
    banner: str | None
    status: str | None


class Scene(TypedDict):
    """One moment of the game as one seat saw it, with every word a table picture shows."""

    seat: int
    players: int
    phase: PhaseName
    action_count: int
    to_act: int | None
    """The seat the game waits for (None once it is over)."""
    turn_text: str | None
    """Whose turn it is, in words (``"Your turn to play"``, ``"Seat 2 to bid"``); None once the
    game is over."""
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
    said: str
    """``text`` as a screen reader says it (each tile named in words: "double five"), when it
    names a tile."""
    face_up: Revealed
    """Every tile face up at this moment: only in a teacher's record of a game."""


SceneChange = Annotated[dict[str, Any], ChangesOf(Scene)]
"""What makes a scene from another it is told against: each field that differs, as its change
(`moon_nb.show.changes`: a seat's trick count, not every seat)."""

FrameKind = Literal[
    "start", "call", "widow", "discard", "trump", "play", "trick", "hand", "deal", "redeal", "game"
]


class FrameCore(TypedDict):
    """What every frame holds."""

    n: int
    """The frame's place in the story it belongs to (0: the story's start)."""
    kind: FrameKind
    seat: int | None
    """Who acted (the winner of a trick, the bidder who took the widow, …), or None."""
    text: str
    """What happened, in a sentence addressed to the seat (empty at a story's start)."""
    linger: float
    """How long a replay stays on the frame, in units of the table's pace."""
    tile: str | None
    """The tile that just landed (a play), else None."""
    scene: SceneChange
    """The table right after it, as what makes its scene from the scene the frame is told
    against: the next frame's, or for the last frame sent the live table's scene (the exported
    game's last)."""


class Frame(FrameCore, total=False):
    """One moment as a table tells it — the live table's replay and an exported game's page
    alike (`moon_nb.show.story.frames`)."""

    said: str
    """``text`` as a screen reader says it, when it names a tile ("double five")."""
    face_up: Revealed
    """Every tile face up at this moment: only in a teacher's page of a game."""


class TileChoice(TypedDict):
    """A tile of the seat's hand on its turn to play: whether it may be played now, and why."""

    tile: str
    legal: bool
    reason: str


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
    count: int | None
    """How many trumps it would give (None: not said, where counting them is the lesson)."""
    trumps: list[str]
    aria: str
    reason: str


class Prompt(TypedDict):
    """What the learner is asked now, and what the table says while others act."""

    title: str
    detail: str
    thinking: str
    hinting: str


class Decision(TypedDict):
    """What the seat may do now, with every word the table shows for it: the prompt, and on its
    turn the bids, the trump choices or the tiles it may play, each with why."""

    my_turn: bool
    prompt: Prompt
    bids: list[BidOption]
    trumps: list[TrumpOption]
    tiles: list[TileChoice]


class UndoOffer(TypedDict):
    """What the Undo button would take back, in words, and the question it asks first when
    that reopens a hand already scored (else None)."""

    text: str
    confirm: str | None


class Hindsight(TypedDict):
    """The solver's verdict on a finished hand (`moon_nb.players.hindsight`)."""

    hand_number: int
    title: str
    text: str


class CoachNoteView(TypedDict):
    hand_number: int
    text: str


class CoachView(TypedDict):
    """The coach's words (a table with ``coach=True``): on the learner's last decision, and on
    every costly decision of the game."""

    latest: str | None
    notes: list[CoachNoteView]


class TableView(TypedDict):
    """What the table widget syncs as its ``view``: the scene to draw now and what the learner
    may decide, the story since their last decision as frames (only those not sent before),
    and what Undo would take back."""

    epoch: int
    """Which game and undo generation this is: a new one starts the story afresh."""
    since: int
    """The action count the story starts at."""
    scene: Scene
    decision: Decision
    frames: list[Frame]
    """The story's frames not sent before (all of them in a new story), told against
    ``scene``; the story starts with its ``start`` frame, the table at ``since``."""
    undo: UndoOffer | None
    readout: Readout
    """What the blind mode's commands say of the table now."""


class Readout(TypedDict):
    """What the blind mode's commands say of the table now, each in sentences a screen reader
    reads (tiles named in words), built from the seat's observation
    (`moon_nb.table.readout`): the hand by suit, the trick on the table, trump and the
    contract, each seat's bid, each seat's tricks and points, the last trick, and the log of
    the hand — every move and trick winner so far, in order."""

    hand: str
    trick: str
    trump: str
    bids: str
    scores: str
    last: str
    log: list[str]


class SeatName(TypedDict):
    """How the table names a seat (the ``seats`` trait): "You", or the computer player's."""

    seat: int
    you: bool
    player: str
    """Who plays the seat: ``"human"``, the computer player's level (``"Club"``) or the name
    of a player a teacher chose; empty on an exported page."""


class LevelChoice(TypedDict):
    """A level the computer players may play at."""

    name: str
    label: str
    about: str


class Pace(TypedDict):
    ms: int
    label: str


class LanguageChoice(TypedDict):
    """A language the table may speak: its code (``"hu"``) and its own name (``"magyar"``)."""

    code: str
    name: str


class LanguageChooser(TypedDict):
    """The table's language, and the languages it may speak, in its settings."""

    lang: str
    """The code of the language it speaks now."""
    choices: list[LanguageChoice]
    label: str
    go: str
    """The word of the button that changes the language to the one chosen in the list."""
    go_label: str
    """That button's name for a screen reader."""
    note: str
    """What stays English whatever the choice (the tutorials' notebooks)."""


class FeaturesCore(TypedDict):
    """The learning aids a table offers (the ``features`` trait), and its paces."""

    hint: bool
    undo: bool
    reveal: bool
    marks: bool
    """The table raises the tiles that may be played (and disables the bids that may not be
    made), each with the engine's reason; off where finding them is the lesson."""
    new_game: bool
    """The learner may deal a new game (not at a step of the guided path)."""
    paces: list[Pace]
    levels: list[LevelChoice]
    """Empty when a teacher chose the computer players."""
    level: str
    next_level: str
    """A level the learner chose, from the next hand; or empty."""
    level_text: str


class Features(FeaturesCore, total=False):
    """The learning aids a table offers, its paces and its language."""

    language: LanguageChooser
    """The language chooser (a live table's; not on an exported page's or a preview's)."""


class Hint(TypedDict, total=False):
    """The last hint (the ``hint`` trait), or empty."""

    action: str
    said: str
    """The hinted move in words, a whole sentence ("Hint: play 6-4."): what the browser shows;
    ``action`` only marks the tile."""
    reason: str
    at: int
    spoken: str
    """The hint with its reason as a screen reader says it ("Hint: play double five. …")."""


class Revealed(TypedDict, total=False):
    """Every hand, the widow and the discard (the ``reveal_hands`` trait): empty unless the
    teacher chose to show them."""

    hands: list[list[str]]
    widow: str | None
    discard: str | None


NoticeKind = Literal["", "error", "info"]


class Notice(TypedDict):
    """The last refusal or message (the ``notice`` trait)."""

    id: int
    kind: NoticeKind
    text: str


class TableState(TypedDict):
    """Everything a table sends the browser, by the name of its synced trait: the widget sends
    each as a trait, the play page all at once."""

    view: TableView
    hindsight: Hindsight | None
    """The solver's verdict on the last finished hand (sent when it changes: once a hand)."""
    coach: CoachView | None
    """The coach's words, at a coached table; else None."""
    hint: Hint
    notice: Notice
    reveal_hands: Revealed
    seats: list[SeatName]
    features: Features
    busy: bool
    summary_open: bool
    pace_ms: int
    title: str
    guide: GuideView | None
    """The guided path, at a table that plays it (`moon_nb.Learn`); else None."""
    words: TableWords
    """The table's own words in its language (`moon_nb.show.table_words`): sent once, and
    again only when the language changes."""


class StateChanges(TypedDict):
    """The message that brings the browser what changed of a table's state since the last one
    (`moon_nb.show.changes`): which sync this is, and each changed trait's change."""

    kind: Literal["changes"]
    n: int
    changes: Annotated[dict[str, Any], ChangesOf(TableState)]


class ExportPage(TypedDict):
    """The data of an exported game's page (`moon_nb.course.pages.game_html`)."""

    title: str
    seat: int
    face_up: bool
    seats: list[SeatName]
    scene: Scene
    """The game's last scene, which every frame is told against."""
    frames: list[Frame]
    words: TableWords


class PageAnswer(TypedDict):
    verdict: Literal["right", "wrong"]
    html: str


Pick = Literal["one", "some", "order", "numbers"]
"""How many options make an answer: exactly one (answered at the click); any set of them
("some", then Check); all the chosen ones in the order clicked ("order"); or a whole number
typed for each option ("numbers": the options name the boxes)."""


class OptionShown(TypedDict):
    """An option as the browser draws it: the words on its button, or a domino when ``tile``
    (its label is then the tile, ``"a-b"``)."""

    label: str
    tile: bool


class ChoicesShown(TypedDict):
    """The options of an exercise as the browser draws them (the Quiz's ``choices``, an
    exercises page's): how many make an answer, the prompt above them, and each option's button
    — labels only, never the value an option stands for."""

    pick: Pick
    prompt: str
    options: list[OptionShown]


class PageExercise(TypedDict):
    """One exercise of a page of exercises: the question card, the options, the engine's
    feedback on every answer the page foresaw (by answer key), the reply to any other, and the
    solution."""

    question: str
    choices: ChoicesShown
    answers: dict[str, PageAnswer]
    otherwise: PageAnswer
    solution: str


MOST_TRIES_SAID = 20
"""The tries counted in words sent to the browser (`QuizWords.tries`); past it, the last
form is used with the number put in."""


class QuizWords(TypedDict):
    """The words the Quiz's JavaScript shows, each a whole label or sentence, in the quiz's
    language (`moon_nb.exercises.quiz_words`)."""

    exercise: str
    pick_one: str
    pick_some: str
    pick_order: str
    pick_numbers: str
    options: str
    check: str
    start_over: str
    show_solution: str
    bad_number: str
    picked: str
    points_box: str
    tries: list[str]
    """"1 try", "2 tries", … by the count, from 0 to `MOST_TRIES_SAID`."""
    tiles: list[str]
    """Each tile's name for a screen reader, in the order 0-0, 1-0, 1-1, 2-0, … (as the
    table's, `moon_nb.show.table_words.tile_names`)."""


class ExercisesPage(TypedDict):
    """The data of a page of exercises (`moon_nb.course.pages.exercises_html`)."""

    title: str
    exercises: list[PageExercise]
    words: QuizWords


class PlayWords(TypedDict):
    """The play page's own words, around its table (`moon_nb.course.play.play_words`): while Python
    starts, the refusals it shows itself, and the learner's progress files under the table.
    ``{step}`` and ``{steps}`` are filled in by the browser."""

    lang: str
    """The code of their language (the page's ``lang``)."""
    loading: str
    """The first thing the page says, before its code has loaded."""
    no_script: str
    """What the page says in a browser that runs no JavaScript (every language's, at once)."""
    steps: list[str]
    """What Python is doing while it starts, step by step."""
    step_of: str
    starting: str
    starting_label: str
    refused: str
    default_game: str
    not_served: str
    not_served_how: str
    no_python: str
    no_python_why: str
    failed: str
    worker_failed: str
    progress: str
    kept: str
    not_kept: str
    play_game: str
    review: str
    puzzles: str
    """The link to the page's puzzles (``?puzzles``), beside the one to its review."""
    save: str
    load: str


SHAPES: tuple[type, ...] = (
    PlayScene, TrickScene, Discard, SeatScene, CallScene, Calls, HeldTile, SummaryRow, Summary,
    Scene, EventCore, TimelineEvent, FrameCore, Frame, TileChoice, BidOption,
    TrumpOption, Prompt, Decision, UndoOffer, Hindsight, CoachNoteView, CoachView, TableView,
    SeatName, LevelChoice, Pace, FeaturesCore, LanguageChoice, LanguageChooser, Features, Hint,
    Revealed, Notice, GuideStep,
    CardTerm, CardRow, RuleCard, GuideWords, GuideCore, GuideSaid, GuideView, Readout, Command,
    TableWords,
    TableState, StateChanges,
    ExportPage, PageAnswer,
    OptionShown, ChoicesShown, PageExercise, QuizWords, ExercisesPage, PlayWords,
)  # fmt: skip
"""Every shape, in the order the TypeScript declarations list them."""

BASES: dict[type, type] = {TimelineEvent: EventCore, Frame: FrameCore, GuideView: GuideCore}
"""The shapes that extend another."""


def typescript_declarations() -> str:
    """The contents of ``widget_js/src/wire.d.ts``."""
    return typescript(SHAPES, BASES, "python -m moon_nb.show")
