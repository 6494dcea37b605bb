"""What a table tells its browser: the learner's table — the scene to draw now and their
decision, the story since their last decision as frames (those not sent before), what Undo
would take back, the solver's hindsight on the last hand and the coach's words — all built from the
learner's observation (`moon_nb.show`), for `TableSession.state`."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from moon_nb.players.hindsight import analyse_hand, played_hand
from moon_nb.show.decisions import decision_of
from moon_nb.show.story import told
from moon_nb.show.wire import CoachNoteView, CoachView, Hindsight, TableView

if TYPE_CHECKING:
    from moon_nb.table.session import TableSession

log = logging.getLogger("moon_nb.table.session")


def table_view(session: TableSession) -> TableView:
    """The learner's table: the scene to draw now and their decision, the story since their
    last decision as frames told against that scene (`moon_nb.show.story.told`) — only
    those the browser was not sent in an earlier view of the same story (`TableSession.sent`;
    with none, those of the last view again) — which game and undo generation this is
    (``epoch``) and what Undo would take back."""
    game, seat = session.game, session.seat
    seen = game.observe(seat)
    epoch, since, first, end = session.sent
    same = (epoch, since) == (session.epoch, session.since)
    scene, new = told(game, seat, session.since, after=end if same else 0)
    if new:
        session.sent = (session.epoch, session.since, new[0]["n"], new[-1]["n"] + 1)
    else:
        # Nothing new (a story goes on, so only in the same one): the frames of the last view
        # again, so that an unchanged table is the same view (and not sent again); the
        # browser takes each frame once.
        new = told(game, seat, session.since, after=first)[1]
    return {
        "epoch": session.epoch,
        "since": session.since,
        "scene": scene,
        "decision": decision_of(seen, session.marks),
        "frames": new,
        "undo": session.undo_offer(),
    }


def coach_view(session: TableSession) -> CoachView | None:
    """The coach's words: on the learner's last decision (when it was costly), and every
    costly decision of the game by hand, for the hand summaries; None at a table without a
    coach."""
    if not session.coach:
        return None
    last = session.decisions[-1] if session.decisions else None
    latest = next((n.text for n in session.coach_notes if n.at == last), None)
    notes: list[CoachNoteView] = [
        {"hand_number": n.hand_number, "text": n.text} for n in session.coach_notes
    ]
    return {"latest": latest, "notes": notes}


def hindsight(session: TableSession) -> Hindsight | None:
    """The solver's verdict on the last finished hand, from public facts only (every tile
    played is public once a hand is over), computed once per hand."""
    last = session.game.observe(session.seat).last_hand
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
