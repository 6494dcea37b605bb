"""The public timeline: the story of a game as one seat saw it, moment by moment.

Each *event* is one thing that happened — a call, the widow taken, a discard, trump named, a tile
played, a trick won, a hand scored, a new deal, the game won — with a sentence addressed to the
seat and, on request, the *scene* after it (`moon_nb.show.scene`): the table exactly as that seat
saw it at that moment. Any earlier moment can then be drawn as it was, with nothing worked out
again; the table widget replays the story since the learner's last decision by showing one scene
after another, and an exported game steps through them.

The moments come from the engine itself: the game is replayed on a `_Recorder`, an engine that
notes each step of an action as it happens (a tile landing on a full trick, the trick taken, the
hand scored, the next deal), and every scene is built from the seat's observation at that step —
the one filter of hidden information.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from moon_nb.engine.actions import ACTIONS, Kind
from moon_nb.engine.fast import BID, OVER, Engine
from moon_nb.engine.observation import finished_trick, observe
from moon_nb.engine.options import TRICKS_PER_HAND
from moon_nb.engine.rules import sort_hand
from moon_nb.engine.scoring import HandResult
from moon_nb.engine.tiles import tiles_in
from moon_nb.engine.trump import Trump
from moon_nb.show.scene import finished_trick_scene, scene_of, seat_name

LINGER: dict[str, float] = {
    "call": 1.0,
    "discard": 1.0,
    "trump": 1.0,
    "play": 1.0,
    "widow": 0.6,
    "trick": 2.0,
    "redeal": 2.5,
    "deal": 1.0,
    "hand": 0.0,
    "game": 0.0,
}
"""How long a replay lingers after each kind of event, in units of the table's pace. The seat's
own moves show at once (but a trick it wins or loses is still given time to be seen)."""

_VERBS = {
    Kind.PASS: ("pass", "passes"),
    Kind.BID: ("bid", "bids"),
    Kind.DISCARD: ("discard", "discards"),
    Kind.TRUMP: ("name", "names"),
    Kind.PLAY: ("play", "plays"),
}


def _says(seat: int, me: int | None, verbs: tuple[str, str], rest: str = "") -> str:
    """A sentence about a seat, addressed to ``me``: "You play 6-4." / "Seat 2 plays 6-4."."""
    you = seat == me
    return f"{seat_name(seat, me)} {verbs[0] if you else verbs[1]}{rest}."


class _Recorder(Engine):
    """An engine that notes the moments of every action it applies (see the module
    docstring), by calling ``note(kind)`` at each, with the engine in that moment's state."""

    __slots__ = ("_pending", "note")

    def __init__(self, *args: Any, note: Callable[[str], None]) -> None:
        self.note: Callable[[str], None] | None = None  # quiet while the first deal is made
        self._pending: str | None = None
        super().__init__(*args)
        self.note = note

    def apply(self, action: int) -> None:
        """Apply an action id, noting its moments."""
        kind = ACTIONS[action].kind
        self._pending = "call" if kind in (Kind.PASS, Kind.BID) else kind.value
        over = self.phase is OVER
        self.step(action)
        self._flush()
        if self.phase is OVER and not over:
            self._note("game")

    def _note(self, kind: str) -> None:
        if self.note is not None:
            self.note(kind)

    def _flush(self) -> None:
        """Note the action's own moment (once), before what it sets off."""
        if self._pending is not None:
            kind, self._pending = self._pending, None
            self._note(kind)

    def _close_bidding(self) -> None:
        self._flush()
        super()._close_bidding()

    def _take_widow(self) -> None:
        self._flush()
        super()._take_widow()
        self._note("widow")

    def _take_trick(self) -> None:
        self._flush()  # the tile that fills the trick has landed
        super()._take_trick()
        self._note("trick")

    def _score_hand(self) -> HandResult:
        result = super()._score_hand()
        self._note("hand")
        return result

    def _deal(self) -> None:
        # Dealt in the bidding: everyone passed. Otherwise a hand has just been scored.
        redeal = self.note is not None and self.phase is BID
        super()._deal()
        self._note("redeal" if redeal else "deal")


def face_up(e: Engine) -> dict[str, Any]:
    """All-seeing: every hand (as its holder sorts it), the widow while it lies face down, and
    the discard — what a teacher's table shows face up. Never part of a seat's view."""
    trump = Trump(e.trump) if e.trump >= 0 else None
    widow = tiles_in(e.widow)
    return {
        "hands": [[str(t) for t in sort_hand(tiles_in(h), trump)] for h in e.hands],
        "widow": str(widow[0]) if widow and not e.widow_taken else None,
        "discard": str(tiles_in(e.discard)[0]) if e.discard else None,
    }


def seat_timeline(
    fresh: Callable[..., Engine],
    actions: Sequence[int],
    seat: int,
    since: int = 0,
    scenes: bool = True,
    all_hands: bool = False,
) -> list[dict[str, Any]]:
    """The events from action number ``since`` on, as ``seat`` saw them, each with the scene
    after it when ``scenes`` is set. ``fresh(cls, note=...)`` makes a new engine of class
    ``cls`` at the start of the game (see `moon_nb.Game.timeline`). ``all_hands`` adds to each
    event what was face down at that moment (`face_up`): for a teacher's record of a game
    only, never for a seat."""
    story = _Story(seat, scenes, all_hands)
    engine = fresh(_Recorder, note=story.note)
    assert isinstance(engine, _Recorder)
    story.engine = engine
    since = max(since, 0)
    engine.note = None  # the story starts at ``since``
    for a in actions[:since]:
        engine.step(a)
    engine.note = story.note
    for n in range(since, len(actions)):
        story.begin(n, actions[n])
        engine.apply(actions[n])
    return story.events


class _Story:
    """The events being told: who acted in the action being applied, and each moment's
    event (see `_event`)."""

    def __init__(self, seat: int, scenes: bool, all_hands: bool) -> None:
        self.seat, self.scenes, self.all_hands = seat, scenes, all_hands
        self.events: list[dict[str, Any]] = []
        self.engine: Engine | None = None
        self.n = self.action = self.actor = -1

    def begin(self, n: int, action: int) -> None:
        assert self.engine is not None
        self.n, self.action, self.actor = n, action, self.engine.to_act

    def note(self, kind: str) -> None:
        assert self.engine is not None
        event = _event(
            self.engine, kind, self.n, self.action, self.actor, self.seat, self.scenes,
            spectator=self.all_hands,
        )  # fmt: skip
        if self.all_hands:
            event["face_up"] = face_up(self.engine)
        self.events.append(event)


def _event(
    e: Engine,
    kind: str,
    n: int,
    action: int,
    who: int,
    seat: int,
    with_scene: bool,
    spectator: bool = False,
) -> dict[str, Any]:
    """One event of the timeline: what happened at this moment of action number ``n`` (taken
    by seat ``who``), as ``seat`` saw it — in a sentence addressed to it, or to a spectator
    sitting in its place — and the scene now."""
    act = ACTIONS[action]
    seen = observe(e, seat, n + 1)
    me = None if spectator else seat
    event: dict[str, Any] = {"n": n, "kind": kind, "seat": who}
    extra: dict[str, Any] = {}
    if kind == "call":
        verbs = _VERBS[act.kind]
        text = _says(who, me, verbs, f" {act.bid}" if act.kind is Kind.BID else "")
        event["call"] = act.bid
    elif kind == "discard":
        tile = str(act.tile) if who == seat else None
        text = _says(who, me, _VERBS[Kind.DISCARD], f" {tile}" if tile else " a tile face down")
        event["tile"] = tile
    elif kind == "trump":
        assert act.trump is not None
        text = _says(who, me, _VERBS[Kind.TRUMP], f" trump: {act.trump.describe()}")
        event["trump"] = act.trump.token
    elif kind == "play":
        text = _says(who, me, _VERBS[Kind.PLAY], f" {act.tile}")
        event["tile"] = str(act.tile)
    elif kind == "widow":
        bidder = seen.bidder
        assert bidder is not None
        event["seat"] = bidder
        whose = "your" if bidder == me else "their"
        text = _says(bidder, me, ("take", "takes"), f" the widow into {whose} hand")
    elif kind == "trick":
        trick = finished_trick(e.tricks[-1])
        assert seen.trump is not None
        event["seat"] = trick.winner
        lead = _says(trick.winner, me, ("win", "wins"), " the trick")
        shown = finished_trick_scene(seen, me, trick, seen.trump, lead)
        text = shown["caption"]
        event["trick"] = shown
        extra = {"collect": shown, "trick_label": f"Trick {len(e.tricks)} of {TRICKS_PER_HAND}"}
    elif kind == "hand":
        assert e.last is not None
        result = e.last.result
        event["seat"] = None
        text = result.text
        event["changes"] = list(result.changes)
        event["scores"] = list(e.scores)
    elif kind == "deal":
        event["seat"] = e.first_bidder
        opener = "you bid" if e.first_bidder == me else f"seat {e.first_bidder} bids"
        text = f"Hand {e.hand_no + 1} is dealt: {opener} first."
    elif kind == "redeal":
        event["seat"] = e.first_bidder
        opener = "you bid" if e.first_bidder == me else f"seat {e.first_bidder} bids"
        text = f"Everyone passed: the tiles are redealt, and {opener} first."
    else:  # the game is won
        event["seat"] = seen.winner
        text = seen.status.text
    event["text"] = text
    own = event["seat"] == me and kind not in ("trick", "hand", "game", "deal", "redeal")
    event["linger"] = 0.0 if own else LINGER[kind]
    if with_scene:
        scene = scene_of(seen, spectator)
        scene.update(extra)
        scene["caption"] = text
        scene["actor"] = event["seat"]
        event["scene"] = scene
    return event
