"""`TableSession`: one learner's seat at a game of Moon, computer players in the other seats.

This is the table's game-driving logic, kept apart from the widget so it can be tested without
a browser or anywidget: it applies the learner's intents, lets the computer players act until
the learner must decide again (so the game always waits for the learner), and keeps what the
browser needs — the learner's view with the public story since their last decision, a hint, the
last refusal, whether the hand summary is open.

What reaches the browser (`TableSession.state`, a `moon_nb.show.wire.TableState`) is built only
from the learner's observation (`Game.observe`, the one place hidden tiles are filtered): its
scene, decision and timeline (`moon_nb.show`). The single exception is `TableSession.revealed`,
which is empty unless the teacher chose ``reveal=True``. Its hosts — the widget and the page
(`moon_nb.table.hosts`) — both send exactly this state.
"""

from __future__ import annotations

import logging
from contextlib import AbstractContextManager

from moon_nb.engine.game import Game, IllegalActionError
from moon_nb.engine.words import kind_of
from moon_nb.players import DEFAULT_LEVEL, Player, default_advisor
from moon_nb.players.advice import Adviser
from moon_nb.players.levels import Level, level_named
from moon_nb.show.scenes import ALL_AIDS
from moon_nb.show.story import revealed
from moon_nb.show.table_words import said, table_words
from moon_nb.show.wire import (
    CoachView,
    Features,
    GuideView,
    Hint,
    Notice,
    NoticeKind,
    Revealed,
    SeatName,
    TableState,
    TableView,
    UndoOffer,
)
from moon_nb.speech import _, chosen, speaking
from moon_nb.table.coach import CoachNote, advice, heard
from moon_nb.table.director import Director, Thinking
from moon_nb.table.intents import Intent, Refusal, read_intent
from moon_nb.table.recording import HandPlayed, tell
from moon_nb.table.seating import Opponents, level_opponents, seat_names, seat_opponents
from moon_nb.table.settings import DEFAULT_PACE_MS, MAX_COMPUTER_STEPS, features
from moon_nb.table.taking_back import last_decision, scored_since, took_back, undo_offer
from moon_nb.table.telling import HandHindsight, StorySent, coach_view, table_view
from moon_nb.table.voice import INTERRUPTED, turn_refusal

log = logging.getLogger(__name__)


class TableSession:
    """A game of Moon seen from the learner's seat. See the module docstring."""

    def __init__(
        self,
        game: Game,
        seat: int = 0,
        opponents: Opponents = None,
        *,
        level: str | None = None,
        reveal: bool = False,
        allow_hint: bool = True,
        allow_undo: bool = True,
        advisor: Player | None = None,
        coach: bool = False,
        director: Director | None = None,
        lang: str | None = None,
    ) -> None:
        self.lang: str | None = chosen(lang)
        """The language the table speaks (its own: another table may speak another), or None
        for the language of the moment (`moon_nb.set_language`). Words only: the game, its
        record and every rule are the same in every language."""
        players = game.rules.players
        if not (type(seat) is int and 0 <= seat < players):
            raise ValueError(f"seat is one of 0..{players - 1}, not {seat!r}")
        if opponents is not None and level is not None:
            raise ValueError("give the table opponents= or level=, not both")
        self.level: Level | None = (
            None if opponents is not None else level_named(level or DEFAULT_LEVEL)
        )
        """The computer players' level (None when a teacher chose the players)."""
        self.next_level: Level | None = None
        """A level the learner chose, to take over at the next hand."""
        self._level_asked = 0
        """The hand during which the learner chose it."""
        self.seat = seat
        self.reveal = bool(reveal)
        self.allow_hint = bool(allow_hint)
        self.allow_undo = bool(allow_undo)
        self._opponents_arg = opponents
        if advisor is not None and not isinstance(advisor, Player):
            raise TypeError(
                f"the advisor is a player (it needs decide(observation)), not {advisor!r}"
            )
        if coach and advisor is not None and not isinstance(advisor, Adviser):
            raise ValueError(
                "a table with the coach gives the coach's own evaluation as its Hint, so the two "
                "never disagree: give advisor= to a table without the coach"
            )
        self.advisor: Player = advisor if advisor is not None else default_advisor()
        """The player whose choice a hint gives (at a table with the coach, the one evaluation
        the coach quotes)."""
        self.coach = bool(coach)
        self.coach_notes: list[CoachNote] = []
        """The coach's words on the learner's costly decisions in this game."""
        self.pace_ms = DEFAULT_PACE_MS
        self.kept_words: tuple[str, ...] = ()
        """What became of the learner's decisions of the last hand, for review, in sentences."""
        self.source = ""
        """Where hands are played, as the review deck says (``"play page"``); by default a
        table, or the coached hand."""
        self.title = ""
        """A heading for the table (a lesson's name), or empty."""
        self.marks = True
        """The table raises the tiles that may be played, each with the engine's reason."""
        self.aids = ALL_AIDS
        """What the learner's hand is marked with (`moon_nb.show.scenes.HandAids`)."""
        self.epoch = 0
        self.sent = StorySent()
        """Which story the browser was last sent, and which of its frames: a view sends only
        the frames after those (`moon_nb.table.telling.table_view`)."""
        self.notice: Notice = {"id": 0, "kind": "", "text": ""}
        self.busy = False
        self.hindsight = HandHindsight()
        """The solver's verdict on the last finished hand, kept with the hand it is of."""
        self.director = director
        """What the table's play means beyond the game (`moon_nb.table.director`), or None."""
        with self.voice():
            self._start(game)
            if director is not None:
                director.open(self)

    # --- starting a game ------------------------------------------------------------------

    def _start(self, game: Game, thinking: Thinking | None = None) -> None:
        """Sit down at ``game`` (a new one, or a teacher's position) and let the computer
        players act until it is the learner's turn."""
        self.game = game
        if self.next_level is not None:
            self.level, self.next_level = self.next_level, None
        self.opponents: dict[int, Player] = self._seat_players()
        self.decisions: list[int] = []
        """The action count at each of the learner's decisions: where undo goes back to."""
        self.coach_notes = []
        self.since = len(game.actions)
        self.epoch += 1
        self.hint: Hint = {}
        self.summary_open = game.phase == "over"
        self._run_computers(thinking)

    def _seat_players(self) -> dict[int, Player]:
        game = self.game
        if self.level is None:
            return seat_opponents(self._opponents_arg, game.rules.players, self.seat, game.seed)
        return level_opponents(self.level.name, game.rules.players, self.seat, game.seed)

    def replace_game(self, game: Game) -> None:
        """Sit down at another game (a teacher's prepared position)."""
        if not isinstance(game, Game):
            raise TypeError(f"a table plays a moon_nb Game, not {kind_of(game)}")
        if game.rules.players <= self.seat:
            raise ValueError(f"seat {self.seat} is not at a {game.rules.players}-player table")
        with self.voice():
            self._start(game)

    def refresh(self) -> None:
        """Pick up changes made to ``game`` directly (a teacher applying actions in Python):
        the computer players act if it is their turn, and the browser starts afresh."""
        with self.voice():
            self._refresh()

    def _refresh(self) -> None:
        self.decisions = [k for k in self.decisions if k < len(self.game.actions)]
        self.coach_notes = [n for n in self.coach_notes if n.at < len(self.game.actions)]
        self.since = len(self.game.actions)
        self.epoch += 1
        self.hint = {}
        if self.notice["kind"]:
            self.say("", "")  # the table starts afresh: an old refusal no longer applies
        self._run_computers(None)

    # --- intents from the browser --------------------------------------------------------

    def handle(
        self, content: object, buffers: object = None, thinking: Thinking | None = None
    ) -> None:
        """Act on one message from the browser. Never raises: a message that is malformed, out
        of turn or illegal is refused with a sentence in ``notice``, and the game is left
        exactly as it was."""
        with self.voice():
            self._handle(content, buffers, thinking)

    def voice(self) -> AbstractContextManager[None]:
        """Speak the table's language inside the ``with`` block, in this context only (another
        table speaks its own, and the process's language stays as it was). Entered by each of
        the table's handlers and by whatever says the table's words later (its story, its
        picture): a notebook runs each cell and each widget message in a context of its own,
        where the language of the last handler does not hold."""
        return speaking(self.lang)

    def _handle(self, content: object, buffers: object, thinking: Thinking | None) -> None:
        length, decisions = len(self.game.actions), list(self.decisions)
        state = (self.game, self.since, self.epoch, self.summary_open, self.hint.copy())
        try:
            more = self.director.intents if self.director is not None else None
            intent = read_intent(content, buffers, more)
            self.dispatch(intent, thinking)
        except (Refusal, IllegalActionError) as exc:
            self.say("error", str(exc))
        except Exception:
            # A bug of ours must not reach the kernel or leave half a move behind.
            log.exception("moon_nb table: refusing a message after an internal error")
            self.game, self.since, self.epoch, self.summary_open, self.hint = state
            if len(self.game.actions) != length:
                self.game.rewind(length)
            self.decisions = decisions
            self.say("error", _("Something went wrong at the table; the game is unchanged."))
        except KeyboardInterrupt:
            # The kernel was interrupted (a computer player thinking too long). The moves made
            # so far stand; the table says how to go on, and the interrupt goes on up.
            self.say("error", _(INTERRUPTED))
            raise
        finally:
            self.busy = False

    def dispatch(self, intent: Intent, thinking: Thinking | None = None) -> None:
        """Carry out a well-formed intent; refusals raise `Refusal` or `IllegalActionError`."""
        if intent.at is not None and intent.at != len(self.game.actions):
            raise Refusal(_("That click was meant for an earlier moment; the table has moved on."))
        refused = self.refusal(intent.kind)
        if refused is not None:
            raise Refusal(refused)
        if intent.kind == "action":
            self.act(intent.text, thinking)
        elif intent.kind == "hint":
            self.ask_hint(thinking)
        elif intent.kind == "undo":
            self.undo(intent.flag)
        elif intent.kind == "new_game":
            self.new_game(thinking=thinking)
        elif intent.kind == "next_hand":
            self.next_hand()
        elif intent.kind == "pace":
            self.pace_ms = intent.number
        elif intent.kind == "level":
            self.choose_level(intent.text)
        elif intent.kind == "language":
            # Words only: the state is said again in the new language, the game as it was. A
            # notice (a refusal of another language among them) and a hint were said in the old
            # one: they go.
            self.lang = intent.text
            self.hint = {}
            if self.notice["kind"]:
                self.say("", "")
        elif self.director is not None:
            self.director.direct(self, intent, thinking)

    def refusal(self, kind: str) -> str | None:
        """Why this table refuses a kind of intent (its director's word), or None."""
        return self.director.refusal(kind) if self.director is not None else None

    def choose_level(self, name: str) -> None:
        """The learner picks the computer players' level: it takes over when the next hand
        starts (a hand is played to the end by the players who bid it). Raises `Refusal` when
        a teacher chose the players."""
        if self.level is None:
            raise Refusal(_("The computer players at this table were chosen for you."))
        level = level_named(name)
        if level == self.level:
            self.next_level = None
            self.say("info", _("Your opponents play at {level} level.", level=level.said))
            return
        self.next_level = level
        self._level_asked = self.game.hand_number
        self.say(
            "info",
            _("From the next hand your opponents play at {level} level.", level=level.said),
        )

    def _level_changes(self) -> None:
        """A new hand has started since the learner chose a level: seat its players."""
        if self.next_level is None or self.game.hand_number <= self._level_asked:
            return
        self.level, self.next_level = self.next_level, None
        self.opponents = self._seat_players()

    def act(self, action: str, thinking: Thinking | None = None) -> None:
        """The learner takes ``action``; then the computer players act until the learner's
        next decision or the end of the game. Raises `IllegalActionError` naming the rule (the
        game unchanged) when the action is not allowed, or `Refusal` when it is not the
        learner's turn."""
        game = self.game
        self._require_turn("act")
        k, done = len(game.actions), game.hands_played
        before = game.copy() if self.coach else None
        if self.director is None:
            game.apply(action)
        elif not self.director.move(self, action):
            return  # the director judged it and it does not stand: the position is as it was
        self.decisions.append(k)
        self.since = k
        self.hint = {}
        self.summary_open = game.hands_played > done
        if self.notice["kind"]:
            self.say("", "")  # a move answers the last refusal or message
        if before is not None:
            if thinking is not None:
                self.busy = True
                thinking()  # the move shows at once; the coach thinks after it
            self._coach(before, action)
        self._run_computers(thinking)
        if self.director is None and game.hands_played > done:
            self._hand_played(done + 1)

    def _hand_played(self, number: int) -> None:
        """Tell whoever keeps the hands played (`moon_nb.table.recording`) that hand
        ``number`` is over, with the learner's decisions in it."""
        game, seat = self.game, self.seat
        mine = tuple(k for k in self.decisions if game.observe(seat, k).hand_number == number)
        evaluations = {n.at: n.evaluation for n in self.coach_notes if n.evaluation is not None}
        source = self.source or ("coached hand" if self.coach else "table")
        self.kept_words = tuple(tell(HandPlayed(game.copy(), seat, mine, source, evaluations)))

    def _coach(self, before: Game, action: str) -> None:
        """Note the coach's word on the learner's decision, if a better one was there."""
        note = heard(before, action)
        if note is not None:
            self.coach_notes.append(note)

    def ask_hint(self, thinking: Thinking | None = None) -> None:
        """Ask the best available player what it would do in the learner's place, and why."""
        if not self.allow_hint:
            raise Refusal(_("Hints are turned off at this table."))
        self._require_turn("ask for a hint")
        if thinking is not None:
            # A strong player may think a while: the table says so.
            self.busy = True
            thinking()
        hint = advice(self.advisor, self.game, self.seat)
        if hint is None:
            raise Refusal(_("No hint is available right now."))
        self.hint = hint

    def undo(self, confirmed: bool = False) -> None:
        """Take back the learner's last decision (and the computer moves after it), saying what
        it took back. When that reopens a hand already scored, the table asks first: the undo
        happens only ``confirmed``."""
        offer = self.undo_offer()
        if not self.allow_undo:
            raise Refusal(_("Undo is turned off at this table."))
        if offer is None:
            raise Refusal(_("Nothing to undo: you have not made a decision at this table yet."))
        if offer["confirm"] and not confirmed:
            self.say("info", offer["confirm"])
            return
        k = last_decision(self.game, self.decisions)
        assert k is not None  # there is an offer
        self.decisions = [d for d in self.decisions if d < k]
        reopened = scored_since(self.game, self.seat, k)
        mine, after = self.game.actions[k], len(self.game.actions) - k - 1
        self.game.rewind(k)
        self.coach_notes = [n for n in self.coach_notes if n.at < k]
        self.since = k
        self.epoch += 1
        self.hint = {}
        self.summary_open = False
        self.say("info", took_back(mine, after, self.game.hand_number if reopened else None))

    def undo_offer(self) -> UndoOffer | None:
        """What Undo would take back now, in words (`moon_nb.table.taking_back.undo_offer`)."""
        return undo_offer(self.game, self.seat, self.decisions) if self.allow_undo else None

    def new_game(self, seed: int | None = None, thinking: Thinking | None = None) -> None:
        """Start a new game with the same rules and players."""
        with self.voice():
            self._start(Game(seed=seed, rules=self.game.rules), thinking)
            self.say("info", _("A new game: hand 1."))

    def next_hand(self) -> None:
        """The learner has read the hand summary; close it."""
        if self.game.phase == "over":
            raise Refusal(_("The game is over: start a new game to play again."))
        self.summary_open = False

    # --- computer players -----------------------------------------------------------------

    def _run_computers(self, thinking: Thinking | None) -> None:
        """Let the computer players act, each from its own view only, until the learner must
        decide or the game is over."""
        game = self.game
        for _step in range(MAX_COMPUTER_STEPS):
            self._level_changes()
            seat = game.to_act
            # Asked first: a move of the learner's own may end what the director staged.
            if self.halted() or seat is None or seat == self.seat:
                return
            if thinking is not None and not self.busy:
                self.busy = True
                thinking()
            done = game.hands_played
            self._computer_move(seat)
            if game.hands_played > done:
                self.summary_open = True
        raise RuntimeError("the computer players did not reach the learner's turn")

    def halted(self) -> bool:
        """The computer players wait (the director's step is over); a game never does."""
        return self.director is not None and self.director.halts(self)

    def computer_choice(self, seat: int) -> str:
        """The move of the computer player in ``seat``: the director's reply, else the
        player's own, from that seat's own view."""
        chosen = self.director.reply(self, seat) if self.director is not None else None
        if chosen is not None:
            return chosen
        return self.opponents[seat].choose(self.game.observe(seat))

    def _computer_move(self, seat: int) -> None:
        game = self.game
        try:
            action = self.computer_choice(seat)
            game.apply(action)
        except Exception:
            # The player's own error text may quote its hand, so the learner is told only
            # that it failed; the details go to the kernel's log.
            log.exception("moon_nb table: the player in seat %d failed", seat)
            fallback = game.legal_actions()[0]
            game.apply(fallback)
            self.say(
                "info",
                _("Seat {seat}'s computer player failed; a legal move was made in its place.",
                  seat=seat),
            )  # fmt: skip

    # --- what the browser is sent ---------------------------------------------------------

    def state(self) -> TableState:
        """Everything the browser is sent, by trait name (see `moon_nb.show.wire.TableState`).
        It is what is sent: its view holds only the story's frames that no earlier state held
        (`sent`), in the table's language (`voice`)."""
        with self.voice():
            return self._state()

    def _state(self) -> TableState:
        return {
            "view": self.table_view(),
            "hindsight": self.hindsight.of(self.game.observe(self.seat)),
            "coach": self.coach_view(),
            "hint": self.hint,
            "notice": self.notice,
            "reveal_hands": self.revealed(),
            "seats": self.seats(),
            "features": self.features(),
            "busy": self.busy,
            "summary_open": self.summary_open,
            "pace_ms": self.pace_ms,
            "title": self.title,
            "guide": self.guide_view(),
            "words": table_words(),
        }

    def guide_view(self) -> GuideView | None:
        """What the director adds to the table (the guided path's view), or None; with the step
        and the verdict as a screen reader is told them (tiles named in words)."""
        view = self.director.view(self) if self.director is not None else None
        if view is not None:
            step, view = f"{view['title']}. {view['goal']}", view.copy()
            view["said"] = {"step": said(step), "verdict": said(view["verdict"])}
        return view

    def table_view(self) -> TableView:
        """The learner's table as the browser draws it (`moon_nb.table.telling.table_view`),
        with only the story's frames not sent before; they count as sent from now on."""
        view, self.sent = table_view(
            self.game,
            self.seat,
            epoch=self.epoch,
            since=self.since,
            sent=self.sent,
            marks=self.marks,
            aids=self.aids,
            undo=self.undo_offer(),
        )
        return view

    def coach_view(self) -> CoachView | None:
        """The coach's words on the learner's last decision and on each costly one of the game
        (`moon_nb.table.telling.coach_view`); None at a table without a coach."""
        if not self.coach:
            return None
        return coach_view(self.coach_notes, last_decision(self.game, self.decisions))

    def revealed(self) -> Revealed:
        """Every hand, the widow and the discard — only when the teacher chose ``reveal=True``;
        otherwise empty, so nothing hidden can reach the browser."""
        return revealed(self.game.face_up()) if self.reveal else {}

    def seats(self) -> list[SeatName]:
        """The name of each seat."""
        return seat_names(self.game.rules.players, self.seat, self.opponents, self.level)

    def features(self) -> Features:
        """Which learning aids this table offers, the paces to choose from, and the levels
        (none when a teacher chose the players) with the current and the chosen one."""
        return features(
            hint=self.allow_hint,
            undo=self.allow_undo,
            reveal=self.reveal,
            pace_ms=self.pace_ms,
            level=self.level if self.refusal("level") is None else None,
            chosen=self.next_level,
            marks=self.marks,
            new_game=self.refusal("new_game") is None,
        )

    def say(self, kind: NoticeKind, text: str) -> None:
        """Set the notice the table shows: ``"error"`` for a refusal, ``"info"`` otherwise."""
        self.notice = {"id": self.notice["id"] + 1, "kind": kind, "text": text}

    # --- helpers --------------------------------------------------------------------------

    def _require_turn(self, what: str) -> None:
        """Raise `Refusal` unless it is the learner's turn to do ``what``."""
        refused = turn_refusal(self.game, self.seat, what)
        if refused is not None:
            raise Refusal(refused)
