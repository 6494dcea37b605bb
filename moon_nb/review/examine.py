"""Examining the learner's kept decisions: which costly ones become review cards, and why the
others do not — by the one judgement of a decision (`moon_nb.progress.judgement`: its margins,
the figures a card keeps, the model that weighed it), the judgement the guided path's face-down
steps use too.

A decision as good as the best is not a mistake; one the best beats by the clear margin becomes a
card (its id: the position and the answer, `card_id`; what it is about: `theme`); one that costs
less is not kept, and its verdict says why. Each examination remembers the model that made it and
when, so the review weighs again what another model examined.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import replace

from moon_nb.engine.actions import Action
from moon_nb.engine.fast import BID, DISCARD, PLAY, TRUMP
from moon_nb.engine.observation import Observation
from moon_nb.engine.tricks import is_trump
from moon_nb.players.advice import hint
from moon_nb.players.evaluation import evaluate
from moon_nb.progress.judgement import model, verdict, weighing_of
from moon_nb.progress.records import now
from moon_nb.review.deck import Played, ReviewCard
from moon_nb.review.seen import Seen, stand_in


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


def examined(played: Played, made: str) -> tuple[Played, ReviewCard | None]:
    """``played`` examined: with its verdict (the card's id, or why it is not kept, or "as
    good as the best"), and the card it makes, if any. The position is set up again
    (`moon_nb.review.seen.stand_in`): its evaluation is the learner's."""
    seen = stand_in(played.seen).observe(played.seen.seat)
    return examine_observed(seen, Action(played.action), played, made)


def examine_observed(
    seen: Observation, action: Action, played: Played, made: str
) -> tuple[Played, ReviewCard | None]:
    """`examined`, from the learner's own observation (at a table, where the coach's
    evaluation of it is still kept: nothing is weighed twice). The verdict and the card
    remember the model that weighed them (`model`), and the card its figures."""
    ev = evaluate(seen)
    by, at = model(), now()
    if ev.as_good(action):
        return _with(played, "as good as the best", by, at), None
    why = verdict(ev, action)
    if why:
        return _with(played, why, by, at), None
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
        weighing_of(ev, at, by),
    )
    return _with(played, card.id, by, at), card


def _with(played: Played, verdict: str, by: str, at: str) -> Played:
    return replace(played, verdict=verdict, model=by, weighed=at)


__all__ = ["card_id", "examine_observed", "examined", "theme"]
