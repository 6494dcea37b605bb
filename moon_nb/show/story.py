"""The public timeline: the story of a game as one seat saw it, moment by moment, in words.

Each *event* is one moment of the game (`moon_nb.engine.moments`) — a call, the widow taken, a
discard, trump named, a tile played, a trick won, a hand scored, a new deal, the game won — with
a sentence addressed to the seat and, on request, the *scene* after it (`moon_nb.show.scenes`):
the table exactly as that seat saw it at that moment. Any earlier moment can then be drawn as it
was, with nothing worked out again; the table widget replays the story since the learner's last
decision by showing one scene after another, and an exported game steps through them.
"""

from __future__ import annotations

from moon_nb.engine.actions import Kind
from moon_nb.engine.game import Game
from moon_nb.engine.moments import FaceUp, Moment, MomentKind
from moon_nb.show.changes import applied, field_changes
from moon_nb.show.scenes import ALL_AIDS, HandAids, finished_trick_scene, scene_of, trick_label
from moon_nb.show.table_words import said
from moon_nb.show.wire import (
    EventKind,
    Frame,
    Revealed,
    Scene,
    SceneChange,
    TimelineEvent,
    TrickScene,
)
from moon_nb.speech import N_, _

LINGER: dict[MomentKind, float] = {
    MomentKind.CALL: 1.0,
    MomentKind.DISCARD: 1.0,
    MomentKind.TRUMP: 1.0,
    MomentKind.PLAY: 1.0,
    MomentKind.WIDOW: 0.6,
    MomentKind.TRICK: 2.0,
    MomentKind.REDEAL: 2.5,
    MomentKind.DEAL: 1.0,
    MomentKind.HAND: 0.0,
    MomentKind.GAME: 0.0,
}
"""How long a replay lingers after each kind of event, in units of the table's pace. The seat's
own moves show at once (but a trick it wins or loses is still given time to be seen)."""

_ABOUT_OTHERS = (
    MomentKind.TRICK,
    MomentKind.HAND,
    MomentKind.GAME,
    MomentKind.DEAL,
    MomentKind.REDEAL,
)
"""Moments that are not the seat's own move even when they name it."""

_SAID = {
    Kind.PASS: (N_("You pass."), N_("Seat {seat} passes.")),
    Kind.BID: (N_("You bid {bid}."), N_("Seat {seat} bids {bid}.")),
    Kind.DISCARD: (N_("You discard {tile}."), N_("Seat {seat} discards {tile}.")),
    Kind.TRUMP: (N_("You name trump: {trump}."), N_("Seat {seat} names trump: {trump}.")),
    Kind.PLAY: (N_("You play {tile}."), N_("Seat {seat} plays {tile}.")),
    MomentKind.WIDOW: (
        N_("You take the widow into your hand."),
        N_("Seat {seat} takes the widow into their hand."),
    ),
    MomentKind.TRICK: (N_("You win the trick."), N_("Seat {seat} wins the trick.")),
}
"""What a seat did, as it is told to that seat and as it is told to the others."""


def says(seat: int, me: int | None, what: Kind | MomentKind, **names: object) -> str:
    """A sentence about a seat, addressed to ``me``: "You play 6-4." / "Seat 2 plays 6-4."."""
    mine, theirs = _SAID[what]
    return _(mine, **names) if seat == me else _(theirs, seat=seat, **names)


def dealt(first: int, number: int, me: int | None, redeal: bool) -> str:
    """A new deal, addressed to ``me``: "Hand 2 is dealt: seat 1 bids first."."""
    if not redeal and first == me:
        return _("Hand {number} is dealt: you bid first.", number=number)
    if not redeal:
        return _("Hand {number} is dealt: seat {seat} bids first.", number=number, seat=first)
    if first == me:
        return _("Everyone passed: the tiles are redealt, and you bid first.")
    return _("Everyone passed: the tiles are redealt, and seat {seat} bids first.", seat=first)


def revealed(table: FaceUp) -> Revealed:
    """Every hand, the widow and the discard face up, as the browser draws them."""
    return {
        "hands": [[str(t) for t in hand] for hand in table.hands],
        "widow": str(table.widow) if table.widow is not None else None,
        "discard": str(table.discard) if table.discard is not None else None,
    }


def timeline(
    game: Game, seat: int, since: int = 0, scenes: bool = True, all_seeing: bool = False
) -> list[TimelineEvent]:
    """The events from action number ``since`` on, as ``seat`` saw them, each with the scene
    after it when ``scenes`` is set. ``all_seeing`` tells them to a spectator sitting in the
    seat's place (every seat named by number) and adds, at each event, what was face down
    (``face_up``): for a teacher's record of a game only, never for a seat."""
    return [event(m, seat, scenes, all_seeing) for m in game.moments(seat, since, all_seeing)]


def event(
    moment: Moment, seat: int, with_scene: bool, spectator: bool = False, aids: HandAids = ALL_AIDS
) -> TimelineEvent:
    """One event of the timeline: what happened at ``moment`` as ``seat`` saw it — in a sentence
    addressed to it, or to a spectator sitting in its place — and the scene then (its hand
    marked as ``aids`` say)."""
    m, act, seen = moment, moment.action, moment.seen
    kind = m.kind
    me = None if spectator else seat
    ev: TimelineEvent = {
        "n": m.n,
        "kind": _kind(kind),
        "seat": m.actor,
        "text": "",
        "linger": 0.0,
    }
    collect: TrickScene | None = None
    if kind is MomentKind.CALL:
        text = says(m.actor, me, act.kind, bid=act.bid)
        ev["call"] = act.bid
    elif kind is MomentKind.DISCARD:
        tile = str(act.tile) if m.actor == seat else None
        if tile:
            text = says(m.actor, me, Kind.DISCARD, tile=tile)
        else:
            text = _("Seat {seat} discards a tile face down.", seat=m.actor)
        ev["tile"] = tile
    elif kind is MomentKind.TRUMP:
        assert act.trump is not None
        text = says(m.actor, me, Kind.TRUMP, trump=act.trump.describe())
        ev["trump"] = act.trump.token
    elif kind is MomentKind.PLAY:
        text = says(m.actor, me, Kind.PLAY, tile=act.tile)
        ev["tile"] = str(act.tile)
    elif kind is MomentKind.WIDOW:
        bidder = seen.bidder
        assert bidder is not None
        ev["seat"] = bidder
        text = says(bidder, me, MomentKind.WIDOW)
    elif kind is MomentKind.TRICK:
        assert m.trick is not None and seen.trump is not None
        ev["seat"] = m.trick.winner
        lead = says(m.trick.winner, me, MomentKind.TRICK)
        collect = finished_trick_scene(seen, me, m.trick, seen.trump, lead)
        text = collect["caption"]
        ev["trick"] = collect
    elif kind is MomentKind.HAND:
        assert m.result is not None
        ev["seat"] = None
        text = m.result.told(me)
        ev["changes"] = list(m.result.changes)
        ev["scores"] = list(seen.scores)
    elif kind in (MomentKind.DEAL, MomentKind.REDEAL):
        ev["seat"] = seen.first_bidder
        text = dealt(seen.first_bidder, seen.hand_number, me, kind is MomentKind.REDEAL)
    else:  # the game is won
        ev["seat"] = seen.winner
        text = seen.status.text
    ev["text"] = text
    spoken = said(text)
    if spoken != text:
        ev["said"] = spoken
    own = ev["seat"] == me and kind not in _ABOUT_OTHERS
    ev["linger"] = 0.0 if own else LINGER[kind]
    if with_scene:
        scene = scene_of(seen, spectator, aids)
        if collect is not None:
            scene["collect"] = collect
            scene["trick_label"] = trick_label(len(seen.tricks))
        ev["scene"] = scene
    if m.table is not None:
        ev["face_up"] = revealed(m.table)
    return ev


def told(
    game: Game,
    seat: int,
    since: int = 0,
    all_seeing: bool = False,
    opening: str = "",
    after: int = 0,
    aids: HandAids = ALL_AIDS,
) -> tuple[Scene, list[Frame]]:
    """The story from action number ``since`` on as ``seat`` saw it (or a spectator in its
    place, with every tile face up at each frame), as a table tells it: the scene now, and the
    story's frames from number ``after`` on — frame 0 the table at ``since`` (``opening``, its
    words), then one frame per event — told in a chain back from the scene now: the last frame
    against it, each one before against the frame after it (a moment changes a few fields of
    the next one, and a late moment's scene is most like the table now). The live table and
    an exported game's page both tell a game so. ``aids``: what the seat's hand is marked with
    (`moon_nb.show.scenes.HandAids`)."""
    now = scene_of(game.observe(seat), all_seeing, aids)
    # Each frame with its whole scene, until the chain replaces it with its changes.
    story: list[tuple[Frame, Scene]] = []
    if after == 0:
        opened = scene_of(game.observe(seat, since), all_seeing, aids)
        start: Frame = {
            "n": 0,
            "kind": "start",
            "seat": None,
            "text": opening,
            "linger": 0.0,
            "tile": None,
            "scene": {},
        }
        if all_seeing:
            start["face_up"] = revealed(game.face_up(at=since))
        story.append((start, opened))
    # Only the frames asked for are built: a scene is most of a frame's cost.
    for n, moment in enumerate(game.moments(seat, since, all_seeing), 1):
        if n >= after:
            told_event = event(moment, seat, True, all_seeing, aids)
            story.append((frame(n, told_event), told_event["scene"]))
    against = now
    for told_frame, scene in reversed(story):
        told_frame["scene"] = change(scene, against)
        against = scene
    return now, [told_frame for told_frame, _ in story]


def frame(n: int, event: TimelineEvent) -> Frame:
    """Event ``event`` as frame ``n`` of a story: its words, who acted and the tile that
    landed; its scene is left to the story's chain (`told`)."""
    out: Frame = {
        "n": n,
        "kind": event["kind"],
        "seat": event["seat"],
        "text": event["text"],
        "linger": event["linger"],
        "tile": event.get("tile") if event["kind"] == "play" else None,
        "scene": {},
    }
    if "said" in event:
        out["said"] = event["said"]
    if "face_up" in event:
        out["face_up"] = event["face_up"]
    return out


def change(scene: Scene, against: Scene) -> SceneChange:
    """What makes ``scene`` from ``against``: each field that differs, as its change
    (`moon_nb.show.changes`; the browser makes them)."""
    return field_changes(dict(against), dict(scene))


def scenes(frames: list[Frame], against: Scene) -> list[Scene]:
    """The frames' whole scenes: the last frame's changes made to the scene they were told
    against, each one before's to the scene after it (what the browser does; `told`'s
    inverse)."""
    out: list[Scene] = []
    for told_frame in reversed(frames):
        against = applied(against, {"keys": told_frame["scene"]})
        out.append(against)
    return out[::-1]


def _kind(kind: MomentKind) -> EventKind:
    return kind.value
