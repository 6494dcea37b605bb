"""`Game`: a game of Moon with the public, validating API — actions, explanations,
observations, records and undo — around the fast `Engine`.

A `Game` knows every tile (it is the table itself). What one seat may know is `Game.observe`
(built by `moon_nb.engine.observation.observe`, the one place hidden information is filtered).
A game shows nothing itself: scenes, timelines and pictures are functions of a game and a seat
in `moon_nb.show` (``show.scene(game, seat)``), as ``chess.svg.board(board)`` is of a board.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Final, NoReturn

from moon_nb.engine.actions import (
    ACTION_ID,
    ACTIONS,
    DISCARDS_BY_BYTE,
    PLAY0,
    PLAYS_BY_BYTE,
    Action,
    ActionSyntaxError,
    parse_action,
)
from moon_nb.engine.fast import (
    BID,
    DISCARD,
    OVER,
    PLAY,
    Deal,
    DealSource,
    Engine,
    Phase,
    seeded_deals,
)
from moon_nb.engine.moments import FaceUp, Moment, face_up, replay_moments
from moon_nb.engine.observation import Observation, observe
from moon_nb.engine.options import Rules
from moon_nb.engine.record import RECORD_FORMAT, GameRecord, RecordError, read_record
from moon_nb.engine.rulings import Ruling, TurnRuling, explain_action, refusal
from moon_nb.engine.scoring import GameStatus, HandResult
from moon_nb.engine.tiles import TILE_BY_INDEX, Tile, TileError, mask_of, parse_tiles, tiles_in
from moon_nb.engine.trump import Trump
from moon_nb.engine.view import GameView, seat_view
from moon_nb.engine.words import kind_of, kind_said, listed_scores, phase_said
from moon_nb.speech import _, listing, ngettext

# The tables `legal_actions` and `apply` read on every call, as Final constants: compiled with
# mypyc (see hatch_build.py), a Final is a C constant, where an imported name is looked up in
# this module's namespace each time it is read.
_ID: Final = ACTION_ID
_PLAY0: Final = PLAY0
_PLAYS: Final = PLAYS_BY_BYTE
_DISCARDS: Final = DISCARDS_BY_BYTE


def _moved(name: str, where: str) -> str:
    return f"a Game shows nothing itself: game.{name} is now {where}"


class IllegalActionError(ValueError):
    """An action the rules do not allow now. The message names the rule; ``ruling`` holds the
    ruling value when there is one. The game is left exactly as it was."""

    def __init__(self, message: str, action: object = None, ruling: Ruling | None = None):
        super().__init__(message)
        self.action = action
        self.ruling = ruling


class Game:
    """A game of Moon: hands are dealt, bid, played and scored until a side wins.

    ``Game(seed=7)`` is three-player Moon with a seeded deal (the same seed and actions always
    give the same game); ``rules=Rules(...)`` selects a variant; ``scores`` sets starting scores.

    What a user hands a method — a seat, an action count, a seed — is typed ``object``: the method
    checks it and says in words what it accepts. (Compiled with mypyc, a parameter typed ``int``
    would refuse a string in mypyc's words before the method could.)
    """

    def __init__(
        self,
        seed: object = None,
        rules: Rules | None = None,
        *,
        first_bidder: object = None,
        scores: object = None,
        _first_deal: Deal | None = None,
    ) -> None:
        self.rules = rules if rules is not None else Rules()
        if not isinstance(self.rules, Rules):
            raise TypeError(f"rules must be a Rules value, not {self.rules!r}")
        seed = seed if seed is not None else random.SystemRandom().randrange(2**53)
        if type(seed) is not int:
            raise TypeError(f"seed must be an int, not {seed!r}")
        self.seed: int = seed
        if first_bidder is None:
            first_bidder = random.Random(f"moon/{self.seed}/first").randrange(self.rules.players)
        if not (type(first_bidder) is int and 0 <= first_bidder < self.rules.players):
            raise ValueError(f"first_bidder is a seat 0..{self.rules.players - 1}")
        if scores is not None and not (
            isinstance(scores, Sequence)
            and not isinstance(scores, str)
            and len(scores) == self.rules.sides
            and all(type(s) is int for s in scores)
        ):
            raise ValueError(
                f"scores are {self.rules.sides} whole numbers, one per "
                f"{'team' if self.rules.teams else 'seat'}, not {scores!r:.60}"
            )
        self._first_bidder = first_bidder
        self._start_scores: list[int] | None = list(scores) if scores is not None else None
        self._first_deal = _first_deal
        self._actions: list[int] = []
        self._engine = self._fresh_engine()
        # The legal plays `legal_actions` last offered, and at which action count.
        self._offered_at = -1
        self._offered_mask = 0

    # --- construction ---------------------------------------------------------------------

    def _deal_source(self) -> DealSource:
        seeded = seeded_deals(self.rules, self.seed)
        first = self._first_deal
        if first is None:
            return seeded
        hands, widow = first
        return lambda k: (list(hands), widow) if k == 0 else seeded(k)

    def _fresh_engine(self, kind: type[Engine] = Engine, **options: Any) -> Engine:
        """A new engine (of class ``kind``) at the start of this game."""
        return kind(
            self.rules, self._deal_source(), self._first_bidder, self._start_scores, **options
        )

    @classmethod
    def from_deal(
        cls,
        hands: Sequence[Sequence[Tile | str]],
        widow: Tile | str | None = None,
        first_bidder: object = 0,
        rules: Rules | None = None,
        scores: object = None,
        seed: object = None,
    ) -> Game:
        """A game whose first hand is dealt as given (for lessons, puzzles and tests); later
        hands are dealt from ``seed``. ``widow`` may be left out: it is the tile left over."""
        rules = rules if rules is not None else Rules()
        deal = _checked_deal(rules, hands, widow)
        return cls(seed, rules, first_bidder=first_bidder, scores=scores, _first_deal=deal)

    # --- the public state -----------------------------------------------------------------

    @property
    def phase(self) -> Phase:
        """`Phase.BID`, ``DISCARD``, ``TRUMP``, ``PLAY``, or ``OVER`` when a side has won; a
        phase equals its word (``game.phase == "bid"``)."""
        return self._engine.phase

    @property
    def phase_said(self) -> str:
        """The phase in words of the language of the moment (``"bidding"``, ``"over"``), for
        a sentence; ``phase`` is the value code compares."""
        return phase_said(self._engine.phase)

    @property
    def to_act(self) -> int | None:
        """The seat whose decision the game waits for; None once the game is over."""
        seat = self._engine.to_act
        return None if seat < 0 else seat

    def legal_actions(self) -> list[Action]:
        """Exactly the actions the seat to act may take, as `Action` values (each is its
        canonical text: ``"bid 5" in game.legal_actions()``)."""
        e = self._engine
        phase = e.phase
        if phase is PLAY:
            m = e.legal_plays()
            # Kept for `apply`, which is most often given one of these next.
            self._offered_at = len(self._actions)
            self._offered_mask = m
            return [
                *_PLAYS[0][m & 255], *_PLAYS[1][m >> 8 & 255],
                *_PLAYS[2][m >> 16 & 255], *_PLAYS[3][m >> 24],
            ]  # fmt: skip
        if phase is DISCARD:
            m = e.hands[e.bidder]
            return [
                *_DISCARDS[0][m & 255], *_DISCARDS[1][m >> 8 & 255],
                *_DISCARDS[2][m >> 16 & 255], *_DISCARDS[3][m >> 24],
            ]  # fmt: skip
        return [ACTIONS[a] for a in e.legal()]

    def apply(self, action: Action | str) -> None:
        """Take ``action`` (an `Action`, or its text) for the seat to act. Raises
        `IllegalActionError` (a ValueError) naming the rule when it is not legal now; the game
        is then unchanged."""
        found = _ID.get(action) if isinstance(action, str) else None
        a = found if found is not None else self._read(action)
        engine = self._engine
        if a >= _PLAY0 and engine.phase is PLAY:
            # Most actions are plays: checked against the mask `legal_actions` offered, if it
            # is this moment's, and played straight on.
            mask = self._offered_mask
            if self._offered_at != len(self._actions):
                mask = engine.legal_plays()
            if mask >> (a - _PLAY0) & 1:
                self._actions.append(a)
                engine.play(a - _PLAY0)
                return
        elif engine.is_legal(a):
            self._actions.append(a)
            engine.step(a)
            return
        ruling = self._ruling(a)
        raise IllegalActionError(refusal(ACTIONS[a], ruling), action, ruling)

    def _read(self, action: object) -> int:
        """The id of an action given in another spelling, or `IllegalActionError` saying what
        actions look like (and which bids these rules have)."""
        try:
            return parse_action(action, self.rules.bids)
        except ActionSyntaxError as exc:
            # "bid 99" is refused as "bid 3" is (no bid of these rules), in the same words.
            raise IllegalActionError(exc.refused, action) from None

    def explain(self, action: Action | str) -> Ruling:
        """Whether the seat to act may take ``action`` now, and why (``.legal``, ``.text``)."""
        try:
            a = parse_action(action, self.rules.bids)
        except ActionSyntaxError as exc:
            return TurnRuling(False, str(exc))
        return self._ruling(a)

    def _ruling(self, action: int) -> Ruling:
        """The ruling on an action id for the seat to act, from what that seat may know."""
        seat = self.to_act if self.to_act is not None else 0
        return explain_action(self.observe(seat), ACTIONS[action])

    @property
    def scores(self) -> list[int]:
        """One score per seat (per team with four players), in points or marks."""
        return list(self._engine.scores)

    @property
    def winner(self) -> int | None:
        """The winning seat (team with four players), or None while the game goes on."""
        w = self._engine.winner
        return None if w < 0 else w

    @property
    def status(self) -> GameStatus:
        """Whether the game is over and why, as of the last finished hand."""
        return self._engine.status()

    @property
    def hand_number(self) -> int:
        """The hand being played: 1 for the first (redeals after all-pass do not count)."""
        return self._engine.hand_no + (0 if self._engine.phase == OVER else 1)

    @property
    def hands_played(self) -> int:
        """How many hands have been played and scored."""
        return self._engine.hand_no

    @property
    def last_hand(self) -> HandResult | None:
        """The result of the last finished hand, with its explanation."""
        last = self._engine.last
        return last.result if last is not None else None

    # --- the all-seeing accessors (the table itself; for analysis, tests and lessons) ------

    def hand(self, seat: object) -> list[Tile]:
        """All-seeing: the tiles ``seat`` holds now."""
        return tiles_in(self._engine.hands[self._seat(seat)])

    @property
    def trump(self) -> Trump | None:
        """The named trump, or None before it is named."""
        t = self._engine.trump
        return None if t < 0 else Trump(t)

    @property
    def bidder(self) -> int | None:
        """The seat that won the bidding in this hand, or None during the bidding."""
        b = self._engine.bidder
        return None if b < 0 or self._engine.phase is BID else b

    @property
    def contract(self) -> int | None:
        """The winning bid of this hand, or None during the bidding."""
        return self._engine.high if self.bidder is not None else None

    @property
    def trick(self) -> list[tuple[int, Tile]]:
        """The current trick so far: (seat, tile) in play order."""
        e = self._engine
        return [((e.leader + k) % e.n, TILE_BY_INDEX[i]) for k, i in enumerate(e.trick)]

    @property
    def tricks_won(self) -> list[int]:
        """Tricks won so far this hand, per seat."""
        return list(self._engine.tricks_won)

    @property
    def engine(self) -> Engine:
        """All-seeing: a copy of the fast engine at this state, for simulations."""
        return self._engine.clone()

    @property
    def actions(self) -> list[Action]:
        """Every action taken so far, in order."""
        return [ACTIONS[a] for a in self._actions]

    def face_up(self, at: object = None) -> FaceUp:
        """All-seeing: every hand, the widow while it lies face down, and the discard — what a
        teacher's table shows, now or after the first ``at`` actions. Never part of what a seat
        is shown."""
        return face_up(self._engine_at(at))

    # --- what a seat may know -----------------------------------------------------------

    def observe(self, seat: object, at: object = None) -> Observation:
        """What ``seat`` may know, as a frozen, typed `Observation`: its own tiles, the widow
        once it holds it, its own discard, and the public record of the game — now, or after
        the first ``at`` actions. Players decide from it; scenes and pictures are built from
        it (`moon_nb.show`)."""
        count = len(self._actions) if at is None else self._count(at, "at")
        return observe(self._engine_at(at), self._seat(seat), count)

    def _engine_at(self, at: object) -> Engine:
        """The engine now (``at`` None), or a replay of it to just after the first ``at``
        actions."""
        # The count is checked before it is compared: 40.0 equals 40 but is no count.
        count = len(self._actions) if at is None else self._count(at, "at")
        if count == len(self._actions):
            return self._engine
        engine = self._fresh_engine()
        for a in self._actions[:count]:
            engine.step(a)
        return engine

    def moments(self, seat: object, since: object = 0, all_seeing: object = False) -> list[Moment]:
        """Every moment from action number ``since`` on — each call, the widow taken, discard,
        trump, tile played, trick won, hand scored, new deal, the game won — with what ``seat``
        knew right after it (`moon_nb.engine.moments`). ``all_seeing`` adds every tile face up
        at each moment: for a teacher's record of a game, never for a seat. The public timeline
        (`moon_nb.show.story`) tells them in words."""
        start = self._count(since, "since")
        return replay_moments(
            self._fresh_engine, self._actions, self._seat(seat), start, bool(all_seeing)
        )

    def view(self, seat: object, since: object = None) -> GameView:
        """What ``seat`` may know, as a JSON-safe dict built from its observation, with the
        engine's ruling on each legal action and tile when it is that seat's turn (see
        `moon_nb.engine.view`). ``view["action_count"]`` counts the actions so far. The story
        of the game as the seat saw it is `moon_nb.show.timeline(game, seat, since)`."""
        if since is not None:
            raise TypeError(
                "game.view(seat, since=...) is gone: the story since an action is "
                "moon_nb.show.timeline(game, seat, since)"
            )
        return seat_view(self.observe(seat))

    # Presentations a game used to build itself: asked for, they say where they are now.
    @property
    def scene(self) -> NoReturn:
        """Moved: ``moon_nb.show.scene(game, seat, at=None)``."""
        raise AttributeError(_moved("scene", "moon_nb.show.scene(game, seat, at=None)"))

    @property
    def timeline(self) -> NoReturn:
        """Moved: ``moon_nb.show.timeline(game, seat, since=0)``."""
        raise AttributeError(_moved("timeline", "moon_nb.show.timeline(game, seat, since=0)"))

    # --- records and undo ---------------------------------------------------------------

    def record(self) -> GameRecord:
        """The game as JSON-safe data: rules, seed, first bidder, any scripted deal, starting
        scores and every action. `Game.from_record` replays it exactly."""
        deal = None
        if self._first_deal is not None:
            hands, widow = self._first_deal
            deal = {
                "hands": [[str(t) for t in tiles_in(m)] for m in hands],
                "widow": str(tiles_in(widow)[0]) if widow else None,
            }
        return {
            "format": RECORD_FORMAT,
            "rules": self.rules.to_dict(),
            "seed": self.seed,
            "first_bidder": self._first_bidder,
            "scores": list(self._start_scores) if self._start_scores is not None else None,
            "deal": deal,  # type: ignore[typeddict-item]
            "actions": [str(a) for a in self.actions],
        }

    @classmethod
    def from_record(cls, record: object) -> Game:
        """Replay a `record` (or its JSON text), checking every part and every action; a
        `RecordError` (a ValueError) says what is wrong, naming a refused action's number."""
        rec = read_record(record)
        rules = Rules.from_dict(rec["rules"])
        deal = rec["deal"]
        try:
            first_deal = (
                None if deal is None else _checked_deal(rules, deal["hands"], deal["widow"])
            )
        except ValueError as exc:
            raise RecordError(f"the record's deal cannot be dealt: {exc}") from None
        # The seed, first bidder and scores were checked as the record was read.
        game = cls(
            rec["seed"], rules, first_bidder=rec["first_bidder"], scores=rec["scores"],
            _first_deal=first_deal,
        )  # fmt: skip
        for k, action in enumerate(rec["actions"]):
            try:
                game.apply(action)
            except IllegalActionError as exc:
                raise RecordError(
                    f"action {k} of the record, {action[:40]!r}, is refused: {exc}"
                ) from None
        return game

    def undo(self, count: object = 1) -> None:
        """Take back the last ``count`` actions (replaying the rest, which is cheap: a
        thousand actions take about a millisecond)."""
        n = len(self._actions)
        if type(count) is not int or not 0 <= count <= n:
            raise ValueError(
                f"undo takes back a number of actions, 0 to {n} in this game, not {count!r:.40}"
            )
        self.rewind(n - count)

    def rewind(self, length: object) -> None:
        """Go back to the state after the first ``length`` actions."""
        count = self._count(length, "rewind")
        kept = self._actions[:count]
        engine = self._fresh_engine()
        for a in kept:
            engine.step(a)
        self._engine, self._actions = engine, kept
        self._offered_at = -1

    def _count(self, value: object, what: str) -> int:
        """``value`` checked as an action count of this game, 0..len(actions)."""
        n = len(self._actions)
        if type(value) is not int or not 0 <= value <= n:
            raise ValueError(f"{what} is an action count, 0 to {n} in this game, not {value!r:.40}")
        return value

    def _seat(self, seat: object) -> int:
        if type(seat) is not int or not 0 <= seat < self.rules.players:
            raise ValueError(f"seat is 0..{self.rules.players - 1}, not {seat!r:.40}")
        return seat

    def copy(self) -> Game:
        """An independent game at the same state."""
        other = Game(
            self.seed, self.rules, first_bidder=self._first_bidder, scores=self._start_scores,
            _first_deal=self._first_deal,
        )  # fmt: skip
        other._actions = list(self._actions)
        other._engine = self._engine.clone()
        return other

    # copy.copy and copy.deepcopy give `copy` (its parts are immutable values or copied).
    def __copy__(self) -> Game:
        return self.copy()

    def __deepcopy__(self, memo: object) -> Game:
        return self.copy()

    @property
    def standing_said(self) -> str:
        """Where the game stands, in the language of the moment: ``"Hand 1, bidding; scores
        0, 0, 0"``, or ``"Game over; scores …"``."""
        e = self._engine
        if e.phase == OVER:
            where = _("Game over")
        else:
            hand = _("Hand {number}", number=self.hand_number)
            where = _("{hand}, {phase}", hand=hand, phase=self.phase_said)
        return _("{where}; scores {scores}", where=where, scores=listed_scores(e.scores))

    def __repr__(self) -> str:
        # The learner reads it under a cell: in the language of the moment, still one short
        # line in angle brackets, as a repr is.
        said = self.standing_said
        if self.winner is not None:
            said = _("{said}; winner: seat {seat}", said=said, seat=self.winner)
        return f"<Game {self.rules.describe()}: {said}>"

    # The notebook's display protocol: a game in a cell's last line shows as the teacher's
    # picture of the table, drawn by moon_nb.show (imported only when a notebook asks).
    def _repr_svg_(self) -> str:
        from moon_nb.show.table_svg import game_svg

        return game_svg(self)

    def _repr_html_(self) -> str:
        from moon_nb.show.svg import figure_html
        from moon_nb.show.table_svg import game_svg

        return figure_html(game_svg(self), repr(self))


def _checked_deal(
    rules: Rules, hands: Sequence[Sequence[Tile | str]], widow: Tile | str | None
) -> Deal:
    """Read and check a scripted deal: seven tiles a seat from this variant's set, no tile
    twice, and the widow the one tile left (inferred when not given)."""
    if not isinstance(rules, Rules):
        raise TypeError(f"rules must be a Rules value, not {kind_of(rules)}")
    if (
        not isinstance(hands, Sequence)
        or isinstance(hands, str)
        or not all(isinstance(h, Sequence) and not isinstance(h, str) for h in hands)
    ):
        raise ValueError(
            f"hands are {rules.players} lists of seven tiles like '6-4', not {kind_of(hands)}"
        )
    # A deal comes from the learner too (the play page's address): what is wrong with it is
    # said in their language.
    if len(hands) != rules.players:
        raise ValueError(
            ngettext(
                "{n} hand is needed, one for each seat, not {given}",
                "{n} hands are needed, one for each seat, not {given}",
                rules.players,
                given=len(hands),
            )
        )
    try:
        seats = [parse_tiles(h) for h in hands]
        dealt = parse_tiles(t for h in seats for t in h)
    except TileError as exc:
        raise ValueError(str(exc)) from None
    for seat, tiles in enumerate(seats):
        if len(tiles) != 7:
            raise ValueError(_("seat {seat} must get 7 tiles, not {n}", seat=seat, n=len(tiles)))
    outside = [str(t) for t in dealt if t not in rules.tiles]
    if outside:
        raise ValueError(_("not among this game's tiles: {tiles}", tiles=listing(outside)))
    left = [t for t in rules.tiles if t not in dealt]
    if not rules.has_widow:
        if widow is not None:
            raise ValueError(_("this variant has no widow"))
        return [mask_of(h) for h in seats], 0
    try:
        w = Tile.of(widow) if widow is not None else left[0]
    except (TileError, TypeError):
        raise ValueError(
            _("the widow is a tile like '3-1', not {given}", given=kind_said(widow))
        ) from None
    if left != [w]:
        raise ValueError(
            _("the widow must be the tile left over, {left}, not {widow}", left=left[0], widow=w)
        )
    return [mask_of(h) for h in seats], w.bit
