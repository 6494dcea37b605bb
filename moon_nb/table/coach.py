"""The coach at the table (`MoonTable(coach=True)`): after each of the learner's decisions, a
word when a better choice was there, and at the end of the hand the list of the costly ones.

Every decision — a call, the discard, trump, a play — is judged by its one evaluation
(`moon_nb.players.evaluation`): each option weighed over the same likely deals of the tiles the
learner could not see, each solved exactly. The Hint quotes the same evaluation, so the coach
never calls costly what the Hint advised; the debrief lists the coach's notes as they are. The
coach judges by what the learner could know, not by where the tiles happened to lie, and never
blocks play: it speaks after the move is made.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

from moon_nb.engine.actions import Action, in_words
from moon_nb.engine.game import Game
from moon_nb.players.advice import costly
from moon_nb.players.base import Player
from moon_nb.players.evaluation import Evaluation, evaluate
from moon_nb.show.table_words import said
from moon_nb.show.wire import Hint
from moon_nb.speech import N_

log = logging.getLogger(__name__)

FOUR_PLAYER_DEALS = 12
"""Likely deals weighed for a play with four players (slower to solve): the coach stays quick."""


@dataclass(frozen=True)
class CoachNote:
    """The coach's word on one of the learner's decisions that a better one beat."""

    at: int
    """The action count when the learner decided (an undo past it takes the note back)."""
    hand_number: int
    redeals: int
    """How often the hand had been dealt again when the learner decided (everyone passed)."""
    action: str
    """What the learner did."""
    better: str
    """What would have done better: the evaluation's best."""
    text: str
    """One sentence: the better choice and why, in the evaluation's figures."""
    evaluation: Evaluation | None = None
    """The one evaluation of the decision the note quotes."""


def evaluation_of(before: Game) -> Evaluation:
    """The one evaluation of the decision of the seat to act in ``before``, from its
    observation."""
    seat = before.to_act
    assert seat is not None
    seen = before.observe(seat)
    deals = FOUR_PLAYER_DEALS if before.rules.players == 4 and before.phase == "play" else None
    return evaluate(seen, deals)


def judge(before: Game, action: str) -> CoachNote | None:
    """The coach's word on ``action``, taken by the seat to act in ``before`` (the game as it
    was when the learner chose), or None when it was as good as any."""
    if before.to_act is None:
        return None
    ev = evaluation_of(before)
    taken = Action(action)
    if ev.as_good(taken):
        return None
    return CoachNote(
        len(before.actions),
        before.hand_number,
        before.observe(ev.seat).redeals,
        action,
        str(ev.best.action),
        costly(ev, taken),
        ev,
    )


def heard(before: Game, action: str) -> CoachNote | None:
    """`judge`, for the table: a coach that fails says nothing (logged), it never stands in the
    way of the game."""
    try:
        return judge(before, action)
    except Exception:
        log.exception("moon_nb table: the coach failed")
        return None


def advice(advisor: Player, game: Game, seat: int) -> Hint | None:
    """The Hint: what ``advisor`` would do in ``seat``'s place now, and why, as the table shows
    it; None when the advisor fails or names a move that cannot be made."""
    try:
        choice = advisor.decide(game.observe(seat))
    except Exception:
        log.exception("moon_nb table: the hint player failed")
        return None
    if choice.action not in game.legal_actions():
        return None
    action = Action(choice.action)
    reason = str(choice.reason)[:400]
    return {
        "action": action,
        "said": hinted(action),
        "reason": reason,
        "at": len(game.actions),
        "spoken": said(f"{hinted(action)} {reason}"),
    }


HINTED = {
    "play": N_("Hint: play {tile}."),
    "bid": N_("Hint: bid {bid}."),
    "pass": N_("Hint: pass."),
    "discard": N_("Hint: discard {tile}."),
    "trump": N_("Hint: name {trump} as trump."),
    "no trump": N_("Hint: play without trump."),
}


def hinted(a: Action) -> str:
    """The Hint's move said in words, whole, in the language of the moment: "Hint: play 6-4.",
    "Hint: pass." — the browser shows it as it is (the action itself only marks the tile)."""
    return in_words(a, HINTED)
