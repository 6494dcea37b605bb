"""`Game`: a game of Moon with the public, validating API — text actions, explanations,
observations, views, records and undo — around the fast `Engine`.

A `Game` knows every tile (it is the table itself). What one seat may know is `Game.observe`
(built by `moon_nb.engine.observation.observe`, the one place hidden information is filtered); the
JSON view and the public timeline are built from observations.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from moon_nb.engine.actions import (
    ACTION_ID,
    ACTION_TEXT,
    ACTIONS,
    Action,
    ActionSyntaxError,
    parse_action,
)
from moon_nb.engine.fast import BID, OVER, Deal, DealSource, Engine, Phase, seeded_deals
from moon_nb.engine.observation import Observation, observe
from moon_nb.engine.options import Rules
from moon_nb.engine.rulings import Ruling, TurnRuling, explain_action
from moon_nb.engine.scoring import GameStatus, HandResult
from moon_nb.engine.tiles import TILE_BY_INDEX, Tile, TileError, mask_of, parse_tiles, tiles_in
from moon_nb.engine.trump import Trump

RECORD_FORMAT = "moon_nb/1"


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
    """

    def __init__(
        self,
        seed: int | None = None,
        rules: Rules | None = None,
        *,
        first_bidder: int | None = None,
        scores: Sequence[int] | None = None,
        _first_deal: Deal | None = None,
    ) -> None:
        self.rules = rules if rules is not None else Rules()
        if not isinstance(self.rules, Rules):
            raise TypeError(f"rules must be a Rules value, not {self.rules!r}")
        self.seed = seed if seed is not None else random.SystemRandom().randrange(2**53)
        if type(self.seed) is not int:
            raise TypeError(f"seed must be an int, not {self.seed!r}")
        if first_bidder is None:
            first_bidder = random.Random(f"moon/{self.seed}/first").randrange(self.rules.players)
        if not (type(first_bidder) is int and 0 <= first_bidder < self.rules.players):
            raise ValueError(f"first_bidder is a seat 0..{self.rules.players - 1}")
        if scores is not None and len(scores) != self.rules.sides:
            raise ValueError(
                f"scores needs one number per {'team' if self.rules.teams else 'seat'}"
            )
        self._first_bidder = first_bidder
        self._start_scores = list(scores) if scores is not None else None
        self._first_deal = _first_deal
        self._actions: list[int] = []
        self._engine = self._fresh_engine()

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
        first_bidder: int = 0,
        rules: Rules | None = None,
        scores: Sequence[int] | None = None,
        seed: int | None = None,
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
    def to_act(self) -> int | None:
        """The seat whose decision the game waits for; None once the game is over."""
        seat = self._engine.to_act
        return None if seat < 0 else seat

    def legal_actions(self) -> list[str]:
        """Exactly the actions the seat to act may take, as canonical strings."""
        return [ACTION_TEXT[a] for a in self._engine.legal()]

    def apply(self, action: str | Action) -> None:
        """Take ``action`` (its text, or an `Action` from an observation's ``legal``) for the
        seat to act. Raises `IllegalActionError` (a ValueError) naming the rule when it is not
        legal now; the game is then unchanged."""
        engine = self._engine
        if isinstance(action, Action):
            a: int | None = action.id
        else:
            a = ACTION_ID.get(action) if isinstance(action, str) else None
        if a is None:
            try:
                a = parse_action(action)
            except ActionSyntaxError as exc:
                raise IllegalActionError(str(exc), action) from None
        if not engine.is_legal(a):
            ruling = self._ruling(a)
            raise IllegalActionError(
                f"{ACTION_TEXT[a]!r} is not allowed: {ruling.text}", action, ruling
            )
        self._actions.append(a)
        engine.step(a)

    def explain(self, action: str) -> Ruling:
        """Whether the seat to act may take ``action`` now, and why (``.legal``, ``.text``)."""
        try:
            a = parse_action(action)
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

    def hand(self, seat: int) -> list[Tile]:
        """All-seeing: the tiles ``seat`` holds now."""
        return tiles_in(self._engine.hands[seat])

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
    def actions(self) -> list[str]:
        """Every action taken so far, in order."""
        return [ACTION_TEXT[a] for a in self._actions]

    def observe(self, seat: int) -> Observation:
        """What ``seat`` may know now, as a frozen, typed `Observation`: its own tiles, the
        widow once it holds it, its own discard, and the public record of the game. Players
        decide from it."""
        return observe(self._engine, seat, len(self._actions))

    def view(self, seat: int, since: int | None = None) -> dict[str, Any]:
        """What ``seat`` may know, as a JSON-safe dict built from its observation, with the
        engine's ruling on each legal action and tile when it is that seat's turn (see
        `moon_nb.engine.view`). ``view["action_count"]`` counts the actions so far; with
        ``since=k`` the view adds ``"events"``: the public story from action k on (calls,
        plays, tricks won and why, hands scored), as that seat saw it (`timeline` without the
        scenes)."""
        from moon_nb.engine.view import seat_view

        view = seat_view(self.observe(seat))
        if since is not None:
            view["events"] = self._timeline(seat, since, scenes=False)
        return view

    def timeline(self, seat: int, since: int = 0) -> list[dict[str, Any]]:
        """The public story of the game from action number ``since`` on, as ``seat`` saw it:
        one event per moment — each call, the widow taken, discard, trump, tile played, trick
        won, hand scored, new deal, the game won — with a sentence addressed to that seat and
        the *scene* after it (`moon_nb.show.scene`): the table as that seat saw it then, JSON-safe,
        ready to draw (see `moon_nb.show.timeline`)."""
        return self._timeline(seat, since, scenes=True)

    def scene(self, seat: int, at: int | None = None) -> dict[str, Any]:
        """The table as ``seat`` sees it after the first ``at`` actions (default: now), ready to
        draw (`moon_nb.show.scene`)."""
        from moon_nb.show.scene import scene_of

        if at is None or at == len(self._actions):
            return scene_of(self.observe(seat))
        if not 0 <= at <= len(self._actions):
            raise ValueError(f"at is an action count 0..{len(self._actions)}, not {at!r}")
        engine = self._fresh_engine()
        for a in self._actions[:at]:
            engine.step(a)
        return scene_of(observe(engine, seat, at))

    def _timeline(
        self, seat: int, since: int, scenes: bool, all_hands: bool = False
    ) -> list[dict[str, Any]]:
        """`timeline`; with ``all_hands``, all-seeing (`moon_nb.show.timeline.face_up`): for a
        teacher's record of the game (`moon_nb.course.export`), never for a seat."""
        from moon_nb.show.timeline import seat_timeline

        if not (type(seat) is int and 0 <= seat < self.rules.players):
            raise ValueError(f"seat is 0..{self.rules.players - 1}, not {seat!r}")
        return seat_timeline(self._fresh_engine, self._actions, seat, since, scenes, all_hands)

    # --- records and undo ---------------------------------------------------------------

    def record(self) -> dict[str, Any]:
        """The game as JSON-safe data: rules, seed, first bidder, any scripted deal, starting
        scores and every action. `Game.from_record` replays it exactly."""
        rec: dict[str, Any] = {
            "format": RECORD_FORMAT,
            "rules": self.rules.to_dict(),
            "seed": self.seed,
            "first_bidder": self._first_bidder,
            "scores": self._start_scores,
            "deal": None,
            "actions": self.actions,
        }
        if self._first_deal is not None:
            hands, widow = self._first_deal
            rec["deal"] = {
                "hands": [[str(t) for t in tiles_in(m)] for m in hands],
                "widow": str(tiles_in(widow)[0]) if widow else None,
            }
        return rec

    @classmethod
    def from_record(cls, record: dict[str, Any]) -> Game:
        """Replay a `record`, checking every action."""
        if not isinstance(record, dict) or record.get("format") != RECORD_FORMAT:
            raise ValueError(f"not a moon_nb game record (format {RECORD_FORMAT!r})")
        rules = Rules.from_dict(record["rules"])
        deal = record.get("deal")
        if deal is not None:
            game = cls.from_deal(
                deal["hands"], deal.get("widow"), record["first_bidder"], rules,
                record.get("scores"), record["seed"],
            )  # fmt: skip
        else:
            game = cls(
                record["seed"], rules, first_bidder=record["first_bidder"],
                scores=record.get("scores"),
            )  # fmt: skip
        for action in record["actions"]:
            game.apply(action)
        return game

    def undo(self, count: int = 1) -> None:
        """Take back the last ``count`` actions (replaying the rest, which is cheap: a
        thousand actions take about a millisecond)."""
        if not 0 <= count <= len(self._actions):
            raise ValueError(f"there are only {len(self._actions)} actions to undo")
        self.rewind(len(self._actions) - count)

    def rewind(self, length: int) -> None:
        """Go back to the state after the first ``length`` actions."""
        kept = self._actions[:length]
        engine = self._fresh_engine()
        for a in kept:
            engine.step(a)
        self._engine, self._actions = engine, kept

    def copy(self) -> Game:
        """An independent game at the same state."""
        other = Game.__new__(Game)
        other.__dict__.update(self.__dict__)
        other._actions = list(self._actions)
        other._engine = self._engine.clone()
        return other

    def __repr__(self) -> str:
        e = self._engine
        return (
            f"<Game {self.rules.describe()}: hand {self.hand_number}, {self.phase}, "
            f"scores {e.scores}{', winner ' + str(self.winner) if self.winner is not None else ''}>"
        )

    def _repr_svg_(self) -> str:
        from moon_nb.show import svg

        return svg.game_svg(self)

    def _repr_html_(self) -> str:
        from moon_nb.show import svg

        return svg.figure_html(svg.game_svg(self), repr(self))


def _checked_deal(
    rules: Rules, hands: Sequence[Sequence[Tile | str]], widow: Tile | str | None
) -> Deal:
    """Read and check a scripted deal: seven tiles a seat from this variant's set, no tile
    twice, and the widow the one tile left (inferred when not given)."""
    if len(hands) != rules.players:
        raise ValueError(f"{rules.players} hands are needed, got {len(hands)}")
    try:
        seats = [parse_tiles(h) for h in hands]
        dealt = parse_tiles(t for h in seats for t in h)
    except TileError as exc:
        raise ValueError(f"bad deal: {exc}") from None
    for seat, tiles in enumerate(seats):
        if len(tiles) != 7:
            raise ValueError(f"seat {seat} must get 7 tiles, not {len(tiles)}")
    outside = [str(t) for t in dealt if t not in rules.tiles]
    if outside:
        raise ValueError(f"not in this game's tile set: {', '.join(outside)}")
    left = [t for t in rules.tiles if t not in dealt]
    if not rules.has_widow:
        if widow is not None:
            raise ValueError("this variant has no widow")
        return [mask_of(h) for h in seats], 0
    w = Tile.of(widow) if widow is not None else left[0]
    if left != [w]:
        raise ValueError(f"the widow must be the tile left over, {left[0]}, not {w}")
    return [mask_of(h) for h in seats], w.bit
