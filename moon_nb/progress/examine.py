"""Examining the learner's decisions: which costly ones become review cards, and why the others
do not.

Each decision is judged by its one evaluation (`moon_nb.players.evaluation`) — from what the
learner could see, never by where the tiles lay — the evaluation the Hint and the coach quote.
A decision as good as the best is not a mistake. A costly one becomes a card only when it makes a
real puzzle, by the rule lichess keeps for its puzzles — one clearly best move: the best choice
beats the learner's by a margin, and beats every other choice but those as good as it by the
same margin (`CLEAR_MADE` contracts in 100 for a play, a discard or a trump, `CLEAR_WORTH`
points for a call: the margins of the guided path's face-down steps). Any other costly decision
is not kept, and the sentence says why ("two choices were close").
"""

from __future__ import annotations

import hashlib
import json

from moon_nb.engine.actions import Action, Kind, order
from moon_nb.engine.fast import BID, DISCARD, PLAY, TRUMP
from moon_nb.engine.observation import Observation
from moon_nb.engine.tricks import is_trump
from moon_nb.players.advice import hint
from moon_nb.players.evaluation import Evaluation, Weighed, evaluate
from moon_nb.progress.deck import Played, ReviewCard
from moon_nb.progress.seen import Seen, stand_in
from moon_nb.speech import _

CLEAR_MADE = 0.15
"""A discard or a trump: the best makes the contract in 15 more deals in 100."""
CLEAR_WORTH = 0.75
"""A call or a play: the best gains its seat 0.75 points more on the others, on average."""


def margin(ev: Evaluation, better: Weighed, worse: Weighed) -> float:
    """How far ``worse`` is behind ``better`` for the seat's side, in what the evaluation ranks
    by: a call or a play in points on the others, a discard or a trump in contracts made per
    deal."""
    if ev.kind in (Kind.BID, Kind.PLAY):
        return (better.worth or 0.0) - (worse.worth or 0.0)
    sign = 1 if ev.for_bidder else -1
    return sign * (better.make_rate - worse.make_rate)


def clear_margin(ev: Evaluation) -> float:
    """How far a puzzle's answer must be ahead of another choice: `CLEAR_WORTH` points for a call
    or a play, `CLEAR_MADE` contracts per deal for a discard or a trump."""
    return CLEAR_WORTH if ev.kind in (Kind.BID, Kind.PLAY) else CLEAR_MADE


def _said(ev: Evaluation, o: Weighed) -> str:
    """A choice as the sentences name it: "6-4", "bid 5", "pass", "naming 6s"."""
    a = o.action
    if a.kind is Kind.TRUMP:
        assert a.trump is not None
        return _("naming {trump}", trump=a.trump.said)
    return str(a.tile) if a.tile is not None and a.kind is Kind.PLAY else order(a)


def theme(seen: Observation, answer: Action) -> str:
    """What a card is about, by the path's chapters: the bidding, the discard, naming trump,
    and in the play defending (the learner is not the bidder), drawing trumps (the bidder
    leads a trump while another seat may hold one), cashing doubles (a double led), leading,
    following suit."""
    phase = seen.phase
    if phase is BID:
        return "bidding"
    if phase is DISCARD:
        return "discarding"
    if phase is TRUMP:
        return "naming trump"
    assert phase is PLAY and answer.tile is not None and seen.trump is not None
    if seen.bidder != seen.seat:
        return "defending"
    if seen.trick:
        return "following suit"
    tile, trump = answer.tile, seen.trump
    if is_trump(tile, trump) and any(is_trump(t, trump) for t in seen.unseen):
        return "drawing trumps"
    if tile.is_double:
        return "cashing doubles"
    return "leading"


def card_id(seen: Seen, answer: str) -> str:
    """A card's id: the same position and answer are one card, from whichever table."""
    text = json.dumps([seen.to_json(), answer], sort_keys=True)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def verdict(ev: Evaluation, action: Action) -> str:
    """Why a costly decision is not kept, in a sentence in the language of the moment (kept
    with the decision as it was said); empty when it makes a card (or when
    it was no mistake: then it is not costly)."""
    best, mine = ev.best, ev.of(action)
    if ev.as_good(action):
        return ""
    if margin(ev, best, mine) < clear_margin(ev):
        return _("it cost little: the best choice did only a little better.")
    rivals = [o for o in ev.options[1:] if not ev.as_good(o.action)]
    close = [o for o in rivals if margin(ev, best, o) < clear_margin(ev)]
    if close:
        # TRANSLATORS: why a costly decision is not kept for review; {best} and {other} are
        # choices ("6-4", "bid 5", "naming 6s").
        return _(
            "two choices were close: {best} and {other}.",
            best=_said(ev, best),
            other=_said(ev, close[0]),
        )
    return ""


def examined(played: Played, made: str) -> tuple[Played, ReviewCard | None]:
    """``played`` examined: with its verdict (the card's id, or why it is not kept, or "as
    good as the best"), and the card it makes, if any. The position is set up again
    (`moon_nb.progress.seen.stand_in`): its evaluation is the learner's."""
    seen = stand_in(played.seen).observe(played.seen.seat)
    return examine_observed(seen, Action(played.action), played, made)


def examine_observed(
    seen: Observation, action: Action, played: Played, made: str
) -> tuple[Played, ReviewCard | None]:
    """`examined`, from the learner's own observation (at a table, where the coach's
    evaluation of it is still kept: nothing is weighed twice)."""
    ev = evaluate(seen)
    if ev.as_good(action):
        return _with(played, "as good as the best"), None
    why = verdict(ev, action)
    if why:
        return _with(played, why), None
    answer = str(ev.best.action)
    card = ReviewCard(
        card_id(played.seen, answer),
        made,
        theme(seen, ev.best.action),
        played.seen,
        answer,
        hint(ev),
        played.action,
        played.source,
    )
    return _with(played, card.id), card


def _with(played: Played, verdict: str) -> Played:
    return Played(played.id, played.at, played.source, played.seen, played.action, verdict)


__all__ = [
    "CLEAR_MADE",
    "CLEAR_WORTH",
    "card_id",
    "clear_margin",
    "examine_observed",
    "examined",
    "margin",
    "theme",
    "verdict",
]
