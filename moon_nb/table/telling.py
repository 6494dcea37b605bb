"""What a table tells its browser: the learner's table — the scene to draw now and their
decision, the story since their last decision as frames (those not sent before), what Undo
would take back, the solver's hindsight on the last hand and the coach's words — all built from the
learner's observation (`moon_nb.show`), for `TableSession.state`."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass

from moon_nb.engine.game import Game
from moon_nb.engine.observation import Observation
from moon_nb.players.hindsight import HindsightTold, analyse_hand, played_hand
from moon_nb.show.decisions import decision_of
from moon_nb.show.scenes import HandAids
from moon_nb.show.story import told
from moon_nb.show.wire import CoachNoteView, CoachView, Hindsight, TableView, UndoOffer
from moon_nb.speech import language
from moon_nb.table.coach import CoachNote
from moon_nb.table.readout import readout

log = logging.getLogger("moon_nb.table.session")


@dataclass(frozen=True)
class StorySent:
    """Which story the browser was last sent — its ``epoch`` (game and undo generation) and its
    ``since`` (the learner's decision it starts at) — and which of its frames, ``first`` up to
    ``end``: a view of the same story sends only the frames from ``end`` on."""

    epoch: int = 0
    since: int = 0
    first: int = 0
    end: int = 0


def table_view(
    game: Game,
    seat: int,
    *,
    epoch: int,
    since: int,
    sent: StorySent,
    marks: bool,
    aids: HandAids,
    undo: UndoOffer | None,
) -> tuple[TableView, StorySent]:
    """The learner's table: the scene to draw now and their decision (tiles raised with the
    engine's reasons when ``marks``; their hand marked as ``aids`` say), the story since their
    decision ``since`` as frames told against that scene (`moon_nb.show.story.told`) — only
    those the browser was not sent (``sent``; with none new, those of the last view again) —
    which game and undo generation this is (``epoch``) and what Undo would take back; and what
    the browser holds after it."""
    same = (sent.epoch, sent.since) == (epoch, since)
    scene, new = told(game, seat, since, after=sent.end if same else 0, aids=aids)
    if new:
        sent = StorySent(epoch, since, new[0]["n"], new[-1]["n"] + 1)
    else:
        # Nothing new (a story goes on, so only in the same one): the frames of the last view
        # again, so that an unchanged table is the same view (and not sent again); the
        # browser takes each frame once.
        new = told(game, seat, since, after=sent.first, aids=aids)[1]
    seen = game.observe(seat)
    view: TableView = {
        "epoch": epoch,
        "since": since,
        "scene": scene,
        "decision": decision_of(seen, marks, aids),
        "frames": new,
        "undo": undo,
        "readout": readout(seen, scene),
    }
    return view, sent


def coach_view(notes: Sequence[CoachNote], last_decision: int | None) -> CoachView:
    """The coach's words: on the learner's last decision (when it was costly), and every
    costly decision of the game by hand, for the hand summaries."""
    latest = next((n.text for n in notes if n.at == last_decision), None)
    by_hand: list[CoachNoteView] = [{"hand_number": n.hand_number, "text": n.text} for n in notes]
    return {"latest": latest, "notes": by_hand}


def hindsight_view(told: HindsightTold) -> Hindsight:
    """The players' hindsight on a hand as the table sends it: the players return a value, and
    the table, which builds what it sends, turns it into the wire's."""
    return {"hand_number": told.hand_number, "title": told.title, "text": told.text}


class HandHindsight:
    """The solver's verdict on the last finished hand, from public facts only (every tile
    played is public once a hand is over), worked out once per hand and kept."""

    def __init__(self) -> None:
        self._kept: tuple[object, Hindsight | None] | None = None

    def of(self, seen: Observation) -> Hindsight | None:
        """The verdict on the hand before ``seen``'s, for its seat; None before the first hand
        ends (or if the solver failed: the table goes on without it)."""
        last = seen.last_hand
        if last is None:
            return None
        # Keyed by the language too: the verdict is words, said again in a language chosen since.
        key = (last.number, last.result, last.tricks, language())
        if self._kept is None or self._kept[0] != key:
            found: Hindsight | None
            try:
                found = hindsight_view(analyse_hand(played_hand(last)).told(last.number, seen.seat))
            except Exception:
                log.exception("moon_nb table: hindsight analysis failed")
                found = None
            self._kept = (key, found)
        return self._kept[1]
