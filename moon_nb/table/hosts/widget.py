"""`MoonTable`: play Moon inline in a notebook cell — a thin anywidget over `TableSession`.

The synced traits carry only what the learner's seat may see (``view``: its scene, decision and
story, built from its observation by `moon_nb.show`), the last hint and notice, and UI settings —
exactly `TableSession.state`, one trait per key. They go to the browser whole when it opens the
table, and after that as what changed (`moon_nb.show.changes`), one message per sync. The
browser renders them
and sends intents as custom messages (``{"kind": "action", "action": "play 6-4"}``); every
rule, every computer move and every check happens in Python, in `moon_nb.table`.
"""

from __future__ import annotations

import html
import logging
import typing
from typing import Any

import anywidget
import traitlets

from moon_nb.engine.game import Game, IllegalActionError
from moon_nb.engine.options import Rules
from moon_nb.engine.words import kind_of
from moon_nb.players import Player
from moon_nb.players.levels import level_named
from moon_nb.show.assets import asset
from moon_nb.show.changes import changes
from moon_nb.show.scenes import scene_of
from moon_nb.show.story import timeline
from moon_nb.show.svg import live_image_html, with_static_html
from moon_nb.show.table_svg import STARTING_TEXT, live_svg
from moon_nb.show.traits import Shaped
from moon_nb.show.wire import StateChanges, TableState, TimelineEvent
from moon_nb.speech import N_, _, chosen, ngettext
from moon_nb.table.seating import Opponents
from moon_nb.table.session import TableSession
from moon_nb.table.settings import DEFAULT_PACE_MS, check_pace

log = logging.getLogger(__name__)


_READ_ONLY_NOTICE = N_(
    "Only the game changes the table's state; the browser may only send requests."
)

CHECK_DEPTH = 2
"""How far down a synced value of the table is checked when set: its fields and theirs."""


_FIELDS = typing.get_type_hints(TableState)
"""Each field of the table's state and its shape."""

STATE_KEYS = (*_FIELDS, "synced")
"""The traits that hold the table's state: a browser that asks again is sent these, not the
widget's code and style (``_esm`` alone is 31 KB)."""


def _field(name: str) -> Shaped:
    """The synced trait holding the `TableState` field ``name``."""
    return Shaped(_FIELDS[name], CHECK_DEPTH)


class MoonTable(anywidget.AnyWidget):
    """A live Moon table: the learner plays ``seat`` against computer opponents, from the
    deal to the end of a game, with the rules explained as they go.

    ``MoonTable(seed=7)`` deals a seeded game (the same seed plays the same game);
    ``rules=Rules(...)`` picks a variant; ``level`` is the computer players' level —
    ``"beginner"``, ``"club"`` (the default) or ``"expert"`` — which the learner may change
    between hands at the table; ``opponents`` names the computer players instead (a teacher's
    choice, fixed); ``reveal=True`` shows every hand, for teaching.
    ``MoonTable(game=Game.from_deal(...))`` sits the learner down at a prepared position — at
    the deal or in the middle of a hand. ``allow_hint``/``allow_undo`` turn the learning aids
    off (for a test of skill); ``pace_ms`` is how long the table lingers on each computer move
    and finished trick; ``title`` is shown above the table; ``advisor`` is the player whose
    choices the hints give (default: the best available). ``coach=True`` has the table say, after
    each of the learner's decisions that a better one beat, which and why, and list the costly
    ones in each hand's summary. ``session`` gives the table a session of its own that holds
    the game (`moon_nb.Learn` passes the guided path's), instead of ``game``, ``seed`` and
    ``rules``. ``lang`` is the language the table speaks (``"hu"``; `moon_nb.languages`), its
    own whatever the process speaks; by default, the language of the moment. It changes words
    only: the game and its record are the same in every language.
    """

    _esm = asset("widget.js")
    _css = asset("widget.css")

    view = _field("view").tag(sync=True)
    """The learner's table (`moon_nb.show.wire.TableView`): the scene now and their decision,
    and the frames of the story since their last decision that no earlier view held."""
    hindsight = _field("hindsight").tag(sync=True)
    """The solver's verdict on the last finished hand, or None."""
    coach = _field("coach").tag(sync=True)
    """The coach's words (``coach=True``), or None."""
    hint = _field("hint").tag(sync=True)
    """The last hint: ``{"action", "reason", "at"}``, or empty."""
    notice = _field("notice").tag(sync=True)
    """The last refusal (``kind`` "error") or message (``kind`` "info"), with an ``id``."""
    reveal_hands = _field("reveal_hands").tag(sync=True)
    """Every hand, the widow and the discard — empty unless ``reveal=True``."""
    seats = _field("seats").tag(sync=True)
    """The name of each seat."""
    features = _field("features").tag(sync=True)
    """Which learning aids the table offers (hint, undo, reveal)."""
    busy = traitlets.Bool(False).tag(sync=True)
    """The computer players are thinking."""
    summary_open = traitlets.Bool(False).tag(sync=True)
    """A finished hand's summary is waiting to be read."""
    pace_ms = traitlets.Int(DEFAULT_PACE_MS).tag(sync=True)
    """How long the browser lingers on each computer move, in milliseconds (0: no pauses)."""
    title = traitlets.Unicode("").tag(sync=True)
    """A heading for the table (a lesson's name), or empty."""
    guide = _field("guide").tag(sync=True)
    """The guided path's step, goal and verdict (`moon_nb.Learn`); None at a plain table."""
    words = _field("words").tag(sync=True)
    """The table's own words in its language (`moon_nb.show.table_words`): its buttons,
    headings and screen-reader labels; sent once, and again only when the language changes."""
    synced = traitlets.Int(0).tag(sync=True)
    """How many syncs the browser has been sent as changes (`_sync`): a browser that finds one
    missing — sent before the table's code had loaded, say — asks for the whole state."""

    _quiet = False
    """`_sync` is setting the traits, whose new values go out as its changes, not whole."""

    def __init__(
        self,
        seed: int | None = None,
        rules: Rules | None = None,
        seat: int = 0,
        opponents: Opponents = None,
        reveal: bool = False,
        *,
        game: Game | None = None,
        allow_hint: bool = True,
        allow_undo: bool = True,
        pace_ms: int = DEFAULT_PACE_MS,
        title: str = "",
        advisor: Player | None = None,
        coach: bool = False,
        level: str | None = None,
        session: TableSession | None = None,
        lang: str | None = None,
    ) -> None:
        check_pace(pace_ms)
        # Checked first: an unknown language is refused before anything is dealt.
        language = chosen(lang)
        if session is not None:
            # A session of its own (the guided path's, `moon_nb.Learn`): it holds the game.
            if game is not None or seed is not None or rules is not None:
                raise ValueError("give either session= or game=/seed=/rules=, not both")
            self._session = session
        else:
            self._session = self._new_session(
                seed, rules, seat, opponents, reveal, game, allow_hint, allow_undo, advisor,
                coach, level,
            )  # fmt: skip
        if language is not None:
            self._session.lang = language
        self._session.pace_ms = pace_ms
        self._session.title = str(title)
        # The first state goes out with the comm's opening message, so the first render
        # already shows the table.
        super().__init__(**self._state())
        self.on_msg(self._on_message)

    @property
    def lang(self) -> str | None:
        """The language the table speaks, or None: the language of the moment."""
        return self._session.lang

    @staticmethod
    def _new_session(
        seed: int | None,
        rules: Rules | None,
        seat: int,
        opponents: Opponents,
        reveal: bool,
        game: Game | None,
        allow_hint: bool,
        allow_undo: bool,
        advisor: Player | None,
        coach: bool,
        level: str | None,
    ) -> TableSession:
        if game is not None and (seed is not None or rules is not None):
            raise ValueError("give either game= or seed=/rules=, not both")
        if game is None:
            game = Game(seed=seed, rules=rules)
        elif not isinstance(game, Game):
            raise TypeError(f"game is a moon_nb Game, not {kind_of(game)}")
        return TableSession(
            game,
            seat,
            opponents,
            level=level,
            reveal=reveal,
            allow_hint=allow_hint,
            allow_undo=allow_undo,
            advisor=advisor,
            coach=coach,
        )

    # --- the Python side of the table ---------------------------------------------------

    @property
    def game(self) -> Game:
        """The `Game` this table drives (all-seeing: for teachers and tests, not the browser)."""
        return self._session.game

    @game.setter
    def game(self, game: Game) -> None:
        self._session.replace_game(game)
        self._sync()

    @property
    def seat(self) -> int:
        """The learner's seat."""
        return self._session.seat

    @property
    def level(self) -> str | None:
        """The computer players' level (None when ``opponents`` chose them)."""
        level = self._session.level
        return level.name if level is not None else None

    def choose_level(self, level: str) -> None:
        """Change the computer players' level from the next hand, as the control at the table
        does; a ValueError names the levels when ``level`` is none of them."""
        level_named(level)
        self.send_intent({"kind": "level", "level": level})
        if self.error:
            raise ValueError(self.error)

    @property
    def story(self) -> list[TimelineEvent]:
        """What happened since the learner's last decision, as the table tells it: each
        moment's event in words (`moon_nb.show.story`; the browser is sent these as frames,
        each once), in the table's language."""
        with self._session.voice():
            return timeline(self.game, self.seat, self._session.since, scenes=False)

    @property
    def session(self) -> TableSession:
        """The game-driving session behind the widget."""
        return self._session

    @property
    def error(self) -> str:
        """The last refusal shown at the table, or ``""``."""
        return str(self.notice.get("text", "")) if self.notice.get("kind") == "error" else ""

    @property
    def message(self) -> str:
        """The last notice shown at the table (a refusal or information), or ``""``."""
        return str(self.notice.get("text", ""))

    def send_intent(self, content: object) -> None:
        """Handle ``content`` exactly as if the browser had sent it (tests, scripted lessons)."""
        self._on_message(self, content, [])

    def act(self, action: str) -> None:
        """Take ``action`` for the learner, as a click would; raises `IllegalActionError`
        naming the rule when it is refused (the refusal is also shown at the table)."""
        self.send_intent({"kind": "action", "action": action})
        if self.error:
            raise IllegalActionError(self.error, action)

    def new_game(self, seed: int | None = None) -> None:
        """Start a new game at this table, with the same rules and players."""
        self._session.new_game(seed)
        self._sync()

    def refresh(self) -> None:
        """Show changes made to ``game`` directly from Python (the computer players act if it
        is their turn)."""
        self._session.refresh()
        self._sync()

    # --- messages from the browser ------------------------------------------------------

    def _on_message(self, _widget: object, content: object, buffers: object) -> None:
        if content == {"kind": "ping"} and not buffers:
            # The browser asks whether Python is still there (after a kernel restart, or a
            # notebook opened again, no answer comes and the table says it is not connected).
            self.send({"kind": "pong"})
            return
        if isinstance(content, dict) and content.get("kind") == "resync" and not buffers:
            # The browser holds another sync than the last one sent: it is sent the whole state.
            if content.get("synced") != self.synced:
                self.send_state(list(STATE_KEYS))
            return
        # Nothing may escape into the kernel: the session refuses bad messages itself, and
        # this guard catches anything that goes wrong while syncing.
        try:
            self._session.handle(content, buffers or None, thinking=self._sync)
        except Exception:
            log.exception("moon_nb table: error while answering the browser")
        finally:
            # Also after an interrupt: the browser must not go on showing "thinking".
            try:
                self._sync()
            except Exception:
                log.exception("moon_nb table: error while syncing the table")

    def set_state(self, sync_data: dict[str, Any]) -> None:
        """The browser may not set the table's state: every trait is the game's to set. Any
        attempt is refused, and the browser is sent the true values back."""
        try:
            keys = [k for k in sync_data if k in self.keys] if isinstance(sync_data, dict) else []
            if keys:
                with self._session.voice():
                    self._session.say("error", _(_READ_ONLY_NOTICE))
                self.send_state(keys)
                self._sync()
        except Exception:
            log.exception("moon_nb table: error while refusing a state change")

    def _state(self) -> TableState:
        """The synced traits' values, from the session."""
        return self._session.state()

    def _sync(self) -> None:
        """Copy the session's state into the synced traits and send the browser what changed,
        as one message (a move changes a few fields of a 2 KB scene). The traits hold the whole
        state: a view drawn afresh asks for it, and a saved notebook keeps it."""
        state = self._state()
        found = {
            name: change
            for name, value in state.items()
            if (change := changes(getattr(self, name), value)) is not None
        }
        if not found:
            return
        self._quiet = True
        try:
            with self.hold_trait_notifications():
                for name, value in state.items():
                    setattr(self, name, value)
                self.synced += 1
        finally:
            self._quiet = False
        message: StateChanges = {"kind": "changes", "n": self.synced, "changes": found}
        self.send(message)

    def _should_send_property(self, key: str, value: Any) -> bool:
        # ipywidgets asks this before it sends a trait's new value whole.
        return not self._quiet and bool(super()._should_send_property(key, value))

    # --- how the table shows up ---------------------------------------------------------

    def __repr__(self) -> str:
        # What a cell shows under the table: in the table's language, one short line.
        g = self.game
        opponents = len(self._session.opponents)
        with self._session.voice():
            who = ngettext(
                "you in seat {seat} against {n} computer player",
                "you in seat {seat} against {n} computer players",
                opponents,
                seat=self.seat,
            )
            level = f" ({self._session.level.said})" if self._session.level else ""
            return f"<MoonTable: {g.rules.describe()}, {who}{level}; {g.standing_said}>"

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return with_static_html(super()._repr_mimebundle_(**kwargs), self._static_html)

    def _caption(self, hand_label: str) -> str:
        """The words under the table's static picture."""
        return _(
            "Moon — {rules}, {hand}. Run this notebook to play at a live table.",
            rules=self.game.rules.describe(),
            hand=hand_label.lower(),
        )

    def _static_html(self) -> str:
        """A picture of the table from the learner's seat — drawn from the same scene and
        decision as the live table — for places where no widget can run (nbconvert HTML,
        GitHub, nbviewer), in the table's language."""
        with self._session.voice():
            return self._static_html_words()

    def _static_html_words(self) -> str:
        """`_static_html` in the language of the moment."""
        game, seat = self._session.game, self.seat
        seen = game.observe(seat)
        scene = scene_of(seen, aids=self._session.aids)
        caption = self._caption(scene["hand_label"])
        try:
            # No tile marked as one that may be played (the picture is no lesson's answer),
            # and no "your turn": the picture stands in for a table that is starting, laid
            # out as the live table will be. Its words under the learner's name say so.
            picture = live_svg(scene, self.title or _("Moon"), [_(STARTING_TEXT), caption])
            return live_image_html(picture)
        except Exception:
            log.debug("moon_nb table: no SVG picture, using text", exc_info=True)
            # Said apart from the f-string: Babel does not extract a message from inside one.
            hand = _("Your hand: {tiles}", tiles=" ".join(h["tile"] for h in scene["hand"]))
            each = ", ".join(s["score_text"] for s in scene["seats"])
            scores = _("Scores: {scores}", scores=each)
            return (
                f'<div class="moon-static"><p>{html.escape(caption)}</p>'
                f"<p>{html.escape(hand)}</p><p>{html.escape(scores)}</p></div>"
            )
