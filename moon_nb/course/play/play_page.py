"""The play page's Python side: the table's own session (`moon_nb.table.session.TableSession`)
chosen from the page's address, hosted by the page (`moon_nb.table.hosts.page.PageTable`)
instead of a widget's comm.

`scripts/play.sh` writes a static page that starts Pyodide in a web worker, imports this module
— moon_nb alone: no IPython, ipywidgets, anywidget or traitlets — and makes a `PlayPage` of the
address's options. The page draws with the table's own code (``widget_js``) over a stand-in for
the widget's model (``widget_js/src/playmodel.js``): it is sent exactly what a `MoonTable`'s
traits carry (`TableSession.state`, built from the learner's observation only, so no hidden tile
reaches the page unless the address asks for ``reveal``), and sends back the same intents.

``path=learn`` plays the guided path instead (a `TableSession` directed by
`moon_nb.path.guided.GuidedPath`, as `moon_nb.Learn` drives it): its state carries the step's
``guide`` too, which the table's own ``guide.js`` draws, and its intents (``step``, ``retry``,
``step_hint``) go to the session as the widget's do. ``review`` opens the review of the
learner's own mistakes (`moon_nb.review.review_path.ReviewPath`, as `moon_nb.Review` drives it),
from the hands played on the page (kept as a notebook's table keeps them, `source` "play page").
``puzzles`` (``puzzles=THEME``) opens the rated puzzle stream
(`moon_nb.review.puzzles.stream.PuzzlePath`, as `moon_nb.Puzzles` drives it); the page's worker
fetches the puzzle bank only then (it is not in the archive every visit loads).

The learner's progress — the path's stars, the review deck, the puzzles tried — goes to the
progress file as in a notebook: the page's worker keeps ``$MOON_NB_PROGRESS`` in the browser's
storage (IndexedDB), so it lasts from visit to visit; `progress_json` is a copy to save, and
`load_progress_json` adds a copy back.

    page = PlayPage("level=expert&seed=7")
    page.state_json()            # the table, as JSON text: {"state": {...}} or {"refused": [...]}
    page.handle_json('{"kind": "action", "action": "bid 5", "at": 0}', progress)

`deal_preview` is what the page shows of a seed's deal while Python starts, `step_preview` what
it shows of a step of the guided path (both written by play.sh).
"""

from __future__ import annotations

import json
from pathlib import Path
from tempfile import TemporaryDirectory
from typing import TypedDict

from moon_nb.course.play.play_options import (
    DEAL_KEEPING,
    GUIDED_OPTIONS,
    OPTIONS,
    OptionsRefused,
    PlayOptions,
    read_options,
)
from moon_nb.course.play.play_words import play_words
from moon_nb.engine.game import Game
from moon_nb.engine.options import Rules
from moon_nb.players import DEFAULT_LEVEL
from moon_nb.players.levels import level_named
from moon_nb.progress.parts import Kept
from moon_nb.progress.records import Log, OtherVersion, UnreadableFile
from moon_nb.progress.store import SESSION, Session
from moon_nb.review.deck import Deck
from moon_nb.show.scenes import scene_of
from moon_nb.show.table_words import table_words
from moon_nb.show.wire import GuideView, NoticeKind, PlayWords, Scene, SeatName, TableWords
from moon_nb.speech import _, ngettext, speaking, spoken
from moon_nb.speech.tongue import asked
from moon_nb.table.hosts.page import PageReply, PageTable
from moon_nb.table.seating import seat_names
from moon_nb.table.session import TableSession


class DealPreview(TypedDict):
    """A seed's deal as the page shows it while Python starts: the table from seat 0 at the
    deal (the learner's own tiles only) and the seats' names."""

    seed: int
    scene: Scene
    seats: list[SeatName]
    words: TableWords


class StepPreview(DealPreview):
    """A step of the guided path as the page shows it while Python starts: its position as
    the learner sees it, and the path's panel (and rule card) over it, as the live table will
    draw them — so that nothing moves when the table goes live."""

    guide: GuideView
    title: str


class ReviewPreview(StepPreview):
    """The review as the page shows it while Python starts (`review_preview`): ``unsaid``, the
    panel's place is kept and none of its words drawn."""

    unsaid: bool


class PlayReply(PageReply, total=False):
    """What the page is told: the table's state (or why there is none), and the page's own
    words in the table's language."""

    page: PlayWords


class PlayPage(PageTable):
    """A game at the play page, from the options of its address (see `read_options`), hosted
    as any page hosts a table (`moon_nb.table.hosts.page.PageTable`). An address that cannot be
    played starts no game: `state_json` then says why.

    It speaks the language the address names (``lang=hu``), else ``lang`` — the one the learner
    last chose on this page, kept by the browser — else the browser's (`tongue.asked`); the
    table's chooser changes it mid-game, the game as it was."""

    def __init__(
        self,
        query: str = "",
        default_seed: int | None = None,
        last_step: str | None = None,
        lang: str | None = None,
    ) -> None:
        self.options = PlayOptions()
        self.lang = _remembered(lang)
        try:
            # The address's mistakes are told in the language the page would speak without it.
            with speaking(self.lang):
                self.options = read_options(query, default_seed, last_step)
            self.lang = self.options.lang or self.lang
            with speaking(self.lang):
                session = session_for(self.options)
            session.lang = self.lang
            super().__init__(session)
        except OptionsRefused as exc:
            super().__init__(None, exc.problems)

    def reply(self) -> PlayReply:
        """The page's table now, with the page's words in its language."""
        if self.session is not None and self.session.lang is not None:
            self.lang = self.session.lang
        with speaking(self.lang):
            return {**super().reply(), "page": play_words()}

    def weighing(self) -> bool:
        """Decisions of the hands played here are still being weighed between the page's
        messages (`moon_nb.review.weigher`): the page's worker writes the progress file back
        to the browser's storage meanwhile."""
        from moon_nb.review.weigher import weigher_of

        return weigher_of(SESSION).waiting > 0

    def progress_json(self) -> str:
        """The learner's progress kept by this page (the guided path's stars, the review deck
        and the puzzles tried),
        as the text of a progress file: a copy to keep, or to bring to a notebook."""
        return json.dumps(SESSION.whole().to_json(), indent=1, ensure_ascii=False) + "\n"

    def load_progress_json(self, text: str, name: str = "the file") -> str:
        """Add a progress file's answers, stars, review cards and puzzles tried (a copy saved from
        this page, or a notebook's moon-progress.json) to those this page keeps; a review, the
        guided path or the puzzles open again with them. Returns the table, as `state_json`
        does: with a sentence at the table saying what was added — or, for a file that cannot
        be read, why, and nothing changed."""
        with speaking(self.lang):
            return self._load(text, name)

    def _load(self, text: str, name: str) -> str:
        name = _short_name(name)
        try:
            if not isinstance(text, str) or len(text) > MAX_PROGRESS_FILE:
                raise UnreadableFile("it is not a progress file of a learner (too long)")
            log = Log.from_json(json.loads(text))
        except (UnreadableFile, OtherVersion) as bad:
            return self._said(
                "error", _("{name} was not loaded: {why}. Nothing changed.", name=name, why=bad)
            )
        except (ValueError, RecursionError):
            return self._said(
                "error", _("{name} was not loaded: it is not JSON. Nothing changed.", name=name)
            )
        SESSION.take(log)
        if self.session is not None and self.options.path is not None:
            self.session = session_for(self.options)
            self.session.lang = self.lang
        return self._said("info", _loaded(name, log))

    def _said(self, kind: NoticeKind, sentence: str) -> str:
        """The table, with ``sentence`` said at it (on a page with no table: the reasons)."""
        if self.session is None:
            return json.dumps({"refused": [*self.refused, sentence]}, ensure_ascii=False)
        self.session.say(kind, sentence)
        return self.state_json()


MAX_PROGRESS_FILE = 5_000_000
"""The longest progress file the page loads (a year of daily play is well under 1 MB)."""


def _short_name(name: object) -> str:
    """A file's name as a sentence quotes it (the page sends what the reader's browser says)."""
    # TRANSLATORS: stands for a file's name where the browser gave none.
    text = name if isinstance(name, str) and name.strip() else _("the file")
    return text.strip() if len(text) <= 60 else text[:57] + "..."


def _remembered(lang: object) -> str:
    """The language the learner last chose on this page, if the browser kept one moon_nb
    speaks; else the browser's."""
    try:
        return spoken(lang) if lang else asked()
    except ValueError:
        return asked()


def _loaded(name: str, log: Log) -> str:
    """What a progress file added to the page's, in a sentence."""
    answers = ngettext("{n} answer", "{n} answers", sum(e.kind == "answer" for e in log.events))
    if isinstance(log.deck, Kept):
        return _(
            "{name} is loaded: {answers} and its review deck could not be read ({why}) and is "
            "left out, added to this page's.",
            name=name, answers=answers, why=log.deck.why,
        )  # fmt: skip
    deck = log.deck
    assert isinstance(deck, Deck)
    # The file's deck in words, said once for both sentences below.
    kept = {
        "name": name,
        "answers": answers,
        "cards": ngettext("{n} review card", "{n} review cards", len(deck.cards)),
        "decisions": ngettext("{n} decision kept", "{n} decisions kept", len(deck.played)),
    }
    if deck.tried:
        tried = ngettext("{n} puzzle tried", "{n} puzzles tried", len(deck.tried))
        return _(
            "{name} is loaded: {answers}, {cards}, {tried} and {decisions}, added to this page's.",
            tried=tried,
            **kept,
        )
    return _("{name} is loaded: {answers}, {cards} and {decisions}, added to this page's.", **kept)


def session_for(options: PlayOptions) -> TableSession:
    """The table the options ask for, or `OptionsRefused` (a prepared deal that the rules
    refuse, say)."""
    if options.path == "learn":
        return guided_for(options)
    if options.path == "review":
        return review_for(options)
    if options.path == "puzzles":
        return puzzles_for(options)
    try:
        if options.deal is not None:
            game = Game.from_deal(
                [list(hand) for hand in options.deal],
                options.widow,
                first_bidder=options.first,
                rules=options.rules,
                seed=options.seed,
            )
        else:
            game = Game(seed=options.seed, rules=options.rules)
    except ValueError as exc:
        raise OptionsRefused([_("That deal cannot be played: {why}", why=exc)]) from None
    session = TableSession(
        game,
        0,
        level=options.level,
        reveal=options.reveal,
        allow_hint=options.hint,
        allow_undo=options.undo,
        coach=options.coach,
    )
    session.pace_ms = options.pace_ms
    session.source = "play page"
    return session


def guided_for(options: PlayOptions) -> TableSession:
    """The guided path at ``options.step`` (`read_options` has checked that it names one).
    Imported only for the path, so a plain game starts without the lessons' modules."""
    from moon_nb.path.guided import guided_session

    try:
        session = guided_session(options.step)
    except ValueError as exc:
        raise OptionsRefused([_("That step cannot be opened: {why}.", why=exc)]) from None
    session.pace_ms = options.pace_ms
    return session


def review_for(options: PlayOptions) -> TableSession:
    """The review (`moon_nb.review.review_path`) of the hands played on this page: the cards due, or
    practice of ``options.practice``. Imported only for the review, as the path is."""
    from moon_nb.review.review_path import ReviewPath

    path = ReviewPath(options.practice)
    session = path.table()
    session.pace_ms = options.pace_ms
    session.say("info", path.summary)
    return session


def puzzles_for(options: PlayOptions) -> TableSession:
    """The puzzle stream (`moon_nb.review.puzzles.stream`) of ``options.puzzles`` (every theme with
    None), at the learner's ratings read from this page's progress; it says them as it opens
    (`moon_nb.review.puzzles.stream.PuzzlePath.open`).
    Imported only for the puzzles, as the path is."""
    from moon_nb.review.puzzles.stream import PuzzlePath

    try:
        path = PuzzlePath(options.puzzles)
    except ValueError as exc:
        raise OptionsRefused([_("The puzzles cannot be opened: {why}.", why=exc)]) from None
    session = path.table()  # which says the learner's rating as it opens (`PuzzlePath.open`)
    session.pace_ms = options.pace_ms
    return session


def deal_preview(seed: int) -> DealPreview:
    """Seed ``seed``'s deal under the default rules, as the page shows it before Python has
    started: the scene seat 0 sees at the deal (its own tiles, the others face down) and the
    seats as a table of the default level names them."""
    game = Game(seed=seed, rules=Rules())
    level = level_named(DEFAULT_LEVEL)
    return {
        "seed": seed,
        "scene": scene_of(game.observe(0, 0)),
        "seats": seat_names(game.rules.players, 0, {}, level),
        "words": table_words(),
    }


def dealing_preview(players: int) -> DealPreview:
    """What the page shows while Python starts when it has no picture of the deal (a seed or
    a variant it was not written with): the table of ``players`` seats with nothing dealt yet —
    no tile, no widow, no call — so it shows nothing that may turn out to be wrong."""
    game = Game(seed=1, rules=Rules(players=players))
    scene = scene_of(game.observe(0, 0))
    for seat in scene["seats"]:
        seat["tiles"] = 0
        # TRANSLATORS: a seat's tiles before the deal, for a screen reader ({name}: "Seat 1").
        seat["tiles_text"] = _("{name}: no tiles yet", name=seat["name"])
    scene["hand"] = []
    scene["widow_lying"] = False
    scene["calls"] = None
    # TRANSLATORS: the hand's label while the tiles are being dealt (else "Hand 1").
    scene["hand_label"] = _("Dealing")
    scene["turn_text"] = None
    scene["status_text"] = ""
    return {
        "seed": 0,
        "scene": scene,
        "seats": seat_names(players, 0, {}, None),
        "words": table_words(),
    }


def step_preview(step: str) -> StepPreview:
    """Step ``step`` of the guided path (an id) as the page shows it before Python has started:
    the table's state when the path opens there (the learner's own tiles only)."""
    from moon_nb.path.guided import guided_session

    state = guided_session(step).state()
    guide = state["guide"]
    assert guide is not None
    return {
        "seed": 0,
        "scene": state["view"]["scene"],
        "seats": state["seats"],
        "guide": guide,
        "title": state["title"],
        "words": state["words"],
    }


def review_preview() -> ReviewPreview:
    """The review as the page shows it while Python starts. Which card or practice position it
    opens on is known only once Python has read the learner's deck, so the table is the one
    before a deal (`dealing_preview`: nothing that may turn out wrong) under the review's panel
    as its first practice position lays it out, its rule card closed; ``unsaid``: the page keeps
    the panel's place and draws none of its words — so nothing moves when the review goes live
    (its panel, the table's bar and felt stay where the picture had them)."""
    from moon_nb.path.guided import GuidedPath
    from moon_nb.review.review_path import TITLE, practice_steps

    steps = practice_steps(None)
    with TemporaryDirectory() as scratch:
        # A progress file of its own, out of the way: the picture notes no try of anyone's.
        path = GuidedPath(steps[0].id, steps, Session(Path(scratch) / "preview.json"))
        state = path.table().state()
    guide = state["guide"]
    assert guide is not None
    return {
        **dealing_preview(3),
        "guide": {**guide, "card_open": False},
        "title": _(TITLE),
        "unsaid": True,
    }


def page_facts() -> dict[str, object]:
    """What the page's code is told about its options when it is written: their names (to
    quote none but these), which of them keep a seed's deal as its picture shows it, and
    which keep a step of the guided path as its picture shows it, with the path's steps (a
    step's picture is named by its number)."""
    from moon_nb.path.guided import STEPS

    return {
        "options": list(OPTIONS),
        "deal_keeping": list(DEAL_KEEPING),
        "path_keeping": list(GUIDED_OPTIONS),
        "path_steps": [s.id for s in STEPS],
    }
