"""What a table tells its browser: the learner's table — the scene to draw now and their
decision, the story since their last decision with a scene per moment, what Undo would take
back, the solver's hindsight on the last hand and the coach's words — all built from the
learner's observation (`moon_nb.show`), for `TableSession.state`."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from moon_nb.engine.observation import FinishedHand
from moon_nb.players.hindsight import analyse_hand, played_hand
from moon_nb.show.decision import decision_of
from moon_nb.show.scene import scene_of
from moon_nb.show.timeline import timeline
from moon_nb.show.wire import (
    CoachNoteView,
    CoachView,
    Hindsight,
    TableEvent,
    TableView,
    TimelineEvent,
)

if TYPE_CHECKING:
    from moon_nb.table.session import TableSession

log = logging.getLogger("moon_nb.table.session")


def table_view(session: TableSession) -> TableView:
    """The learner's table: the scene to draw now and their decision, the story since their
    last decision (``events``, each with its scene, told from ``start``, the scene before
    it), where that story starts (``since``), which game and undo generation this is
    (``epoch``), what Undo would take back, the solver's hindsight on the last finished hand
    and the coach's words."""
    game, seat = session.game, session.seat
    seen = game.observe(seat)
    scene = scene_of(seen)
    events = [told(e) for e in timeline(game, seat, session.since)]
    return {
        "epoch": session.epoch,
        "since": session.since,
        "scene": scene,
        "decision": decision_of(seen, session.marks),
        "start": scene_of(game.observe(seat, session.since)) if events else scene,
        "events": events,
        "undo": session.undo_offer(),
        "hindsight": hindsight(session, seen.last_hand),
        "coach": coach_view(session) if session.coach else None,
    }


def coach_view(session: TableSession) -> CoachView:
    """The coach's words: on the learner's last decision (when it was costly), and every
    costly decision of the game by hand, for the hand summaries."""
    last = session.decisions[-1] if session.decisions else None
    latest = next((n.text for n in session.coach_notes if n.at == last), None)
    notes: list[CoachNoteView] = [
        {"hand_number": n.hand_number, "text": n.text} for n in session.coach_notes
    ]
    return {"latest": latest, "notes": notes}


def hindsight(session: TableSession, last: FinishedHand | None) -> Hindsight | None:
    """The solver's verdict on the last finished hand, from public facts only (every tile
    played is public once a hand is over), computed once per hand."""
    if last is None:
        return None
    key = (last.number, last.result, last.tricks)
    if session.hindsight_cache is None or session.hindsight_cache[0] != key:
        found: Hindsight | None
        try:
            found = analyse_hand(played_hand(last)).to_dict(last.number, session.seat)
        except Exception:
            log.exception("moon_nb table: hindsight analysis failed")
            found = None
        session.hindsight_cache = (key, found)
    return session.hindsight_cache[1]


def told(event: TimelineEvent) -> TableEvent:
    """An event of the timeline as the table tells it: what happened in words, how long to
    linger, who acted (the tile too, for a play) and the scene after it."""
    out: TableEvent = {
        "kind": event["kind"],
        "seat": event["seat"],
        "text": event["text"],
        "linger": event["linger"],
        "scene": event["scene"],
    }
    if event["kind"] == "play":
        out["tile"] = event["tile"]
    return out
