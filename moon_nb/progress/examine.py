"""Examining the learner's decisions: which costly ones become review cards, and why the others
do not.

Each decision is judged by its one evaluation (`moon_nb.players.evaluation`) — from what the
learner could see, never by where the tiles lay — the evaluation the Hint and the coach quote.
A decision as good as the best is not a mistake. A costly one becomes a card when the best
choice beats it by a clear margin (`CLEAR_MADE` contracts in 100 for a discard or a trump,
`CLEAR_WORTH` points for a call or a play: the margins of the guided path's face-down steps);
one that costs less is not kept, and the sentence says why ("it cost little"). The card then
accepts every answer within that same margin of the best (`within_card`): a choice that costs
too little to be kept as a mistake is not refused as one either. So the puzzle stays one clear
decision, as lichess keeps its puzzles: every answer refused is at least the margin behind the
best — as the learner's own was.

Each examination remembers the model of the game that made it (`model`, a fingerprint), and a
card keeps the figures it was made by (`weighing_of`; `evaluation_of` reads them back): the
review quotes them without weighing again, and weighs again what another model examined.
"""

from __future__ import annotations

import functools
import hashlib
import json
from dataclasses import replace
from pathlib import Path

from moon_nb import players
from moon_nb.engine.actions import Action, Kind
from moon_nb.engine.fast import BID, DISCARD, PLAY, TRUMP
from moon_nb.engine.observation import Observation
from moon_nb.engine.tricks import is_trump
from moon_nb.engine.trump import Trump
from moon_nb.players import evaluation
from moon_nb.players.advice import hint
from moon_nb.players.evaluation import Evaluation, Weighed, evaluate
from moon_nb.progress.deck import CardFigures, Figure, Played, ReviewCard
from moon_nb.progress.records import now
from moon_nb.progress.seen import Seen, stand_in
from moon_nb.speech import _

CLEAR_MADE = 0.15
"""A discard or a trump: the best makes the contract in 15 more deals in 100."""
CLEAR_WORTH = 0.75
"""A call or a play: the best gains its seat 0.75 points more on the others, on average."""
CARD_RULE = 2
"""The rule a weighed decision is kept by, part of the `model`: 2 (2026-12-07), a card accepts
every answer within its margin (`within_card`); 1, before, a decision was not kept when another
choice was close to the best ("two choices were close"). A decision the old rule left out is
examined again by the new one."""


@functools.cache
def _players_code() -> str:
    """A digest of every module of `moon_nb.players` as it lies on disk (read once)."""
    digest = hashlib.sha256()
    folder = Path(players.__file__).parent
    for path in sorted(folder.rglob("*.py")):
        digest.update(path.relative_to(folder).as_posix().encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()


def model() -> str:
    """The fingerprint of the model of the game that weighs a decision: the players' code
    (every module of `moon_nb.players`: the evaluation, the model of the hidden tiles, the
    solver), the likely deals weighed for each kind of decision, the margins a card is kept
    by and the rule it is kept by (`CARD_RULE`). A decision another model examined (an older
    moon_nb, or changed players) is weighed again before its figures are quoted: any change of
    that code counts, for a change that moves no figure cannot be told from one that does
    without weighing again."""
    counts = sorted((str(k), v) for k, v in evaluation.DEALS.items())
    text = json.dumps([_players_code(), counts, CLEAR_MADE, CLEAR_WORTH, CARD_RULE])
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def weighing_of(ev: Evaluation, at: str, by: str) -> CardFigures:
    """``ev``'s figures as a card keeps them, weighed ``at`` by model ``by`` (every digit: read
    back, they are the evaluation's own, and so is every text that quotes them)."""
    rows: list[tuple[Figure, ...]] = [
        (
            str(o.action),
            o.deals,
            o.makes,
            o.tricks,
            None if o.trump is None else o.trump.name,
            o.worth,
            o.own,
        )
        for o in ev.options
    ]
    return CardFigures(by, at, ev.kind.value, ev.for_bidder, ev.deals, tuple(rows))


def evaluation_of(kept: CardFigures, seen: Observation) -> Evaluation:
    """The evaluation a card's figures were kept from, of the position ``seen`` (the card set
    up again, whichever seat the learner sits at): the same options and figures, so every text
    that quotes it says what the card was made by. A ValueError when the figures do not read
    or do not fit the position."""
    options = []
    for action, deals, makes, tricks, trump, worth, own in kept.options:
        if not isinstance(action, str) or type(deals) is not int or not _number(makes):
            raise ValueError(f"an option's figures read {action!r}, {deals!r}, {makes!r}")
        if not all(x is None or _number(x) for x in (tricks, worth, own)):
            raise ValueError(f"the figures of {action} are not numbers")
        if trump is not None and (not isinstance(trump, str) or trump not in Trump.__members__):
            raise ValueError(f"{trump!r} is not a trump")
        options.append(
            Weighed(
                Action(action),
                deals,
                float(makes),  # type: ignore[arg-type]
                None if tricks is None else float(tricks),
                None if trump is None else Trump[trump],
                None if worth is None else float(worth),
                None if own is None else float(own),
            )
        )
    if {o.action for o in options} != set(seen.legal):
        raise ValueError("the figures are of another decision")
    return Evaluation(Kind(kept.kind), seen.seat, kept.for_bidder, kept.deals, tuple(options), seen)


def _number(x: object) -> bool:
    return isinstance(x, int | float) and not isinstance(x, bool)


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


def within_card(ev: Evaluation, action: Action) -> bool:
    """``action`` is accepted on a card: as good as the best, or behind it by less than the
    margin a decision must cost to be kept as a card (`clear_margin`) — a choice that costs too
    little to be a mistake worth a card is not refused as one. (Notebook 0's coached hand: after
    two passes the beginner passed, worth nothing; bid 5 gains 4.06 points, the moon 4.05, bid 4
    3.50. Bid 4, the lowest bid that wins, as the path's learn-bid-all-pass teaches, is 0.56
    behind: not as good as the best, yet accepted on the pass's card.)"""
    return ev.as_good(action) or margin(ev, ev.best, ev.of(action)) < clear_margin(ev)


def verdict(ev: Evaluation, action: Action) -> str:
    """Why a costly decision is not kept, in a sentence in the language of the moment (kept
    with the decision as it was said); empty when it makes a card (or when
    it was no mistake: then it is not costly). A card accepts every answer `within_card`, so
    whatever else was close to the best, a decision the best beats by the margin is a card."""
    if within_card(ev, action) and not ev.as_good(action):
        return _("it cost little: the best choice did only a little better.")
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


__all__ = [
    "CLEAR_MADE",
    "CLEAR_WORTH",
    "card_id",
    "clear_margin",
    "evaluation_of",
    "examine_observed",
    "examined",
    "margin",
    "model",
    "theme",
    "verdict",
    "weighing_of",
    "within_card",
]
