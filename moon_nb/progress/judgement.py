"""The one judgement of a learner's decision: how far it is behind the best, what margin makes it
a mistake worth a card, and the figures a card keeps — read by the guided path's face-down steps
(`moon_nb.path.best_seen`) and by the review, which examines kept decisions into cards
(`moon_nb.review.examine`).

Each decision is judged by its one evaluation (`moon_nb.players.evaluation`) — from what the
learner could see, never by where the tiles lay — the evaluation the Hint and the coach quote.
A decision as good as the best is not a mistake. A costly one is a mistake worth a card when the
best choice beats it by a clear margin (`CLEAR_MADE` contracts in 100 for a discard or a trump,
`CLEAR_WORTH` points for a call or a play: the margins of the guided path's face-down steps);
one that costs less is not, and the sentence says why ("it cost little"). A card accepts every
answer within that same margin of the best (`within_card`): a choice that costs too little to be
kept as a mistake is not refused as one either — as lichess keeps its puzzles, every answer
refused is at least the margin behind the best.

Each judgement remembers the model of the game that made it (`model`, a fingerprint), and a
card keeps the figures it was made by (`weighing_of`, `CardFigures`; `evaluation_of` reads them
back): the path and the review quote them without weighing again, and weigh again what another
model judged.
"""

from __future__ import annotations

import functools
import hashlib
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from moon_nb import players
from moon_nb.engine.actions import Action, Kind
from moon_nb.engine.observation import Observation
from moon_nb.engine.trump import Trump
from moon_nb.players import evaluation
from moon_nb.players.evaluation import Evaluation, Weighed
from moon_nb.progress.parts import UnreadableDeck
from moon_nb.speech import _

Figure = str | int | float | None
"""One figure of an option as the file keeps it: its action, deals, contracts made, tricks,
trump, worth, own tricks (`moon_nb.players.evaluation.Weighed`, in that order)."""


@dataclass(frozen=True)
class CardFigures:
    """The figures a decision was judged by — every option of it, weighed over the same likely
    deals (`moon_nb.players.evaluation.Evaluation`) — kept with its card so that the review
    quotes them without weighing again; ``model`` is the fingerprint of the model of the game
    that weighed them (`model`), ``at`` when."""

    model: str
    at: str
    kind: str
    """The kind of decision, as `moon_nb.engine.actions.Kind` names it ("bid" for a call)."""
    for_bidder: bool
    deals: int
    options: tuple[tuple[Figure, ...], ...]
    """Best first; each option's figures (see `Figure`)."""

    def to_json(self) -> dict[str, Any]:
        return {
            "model": self.model,
            "at": self.at,
            "kind": self.kind,
            "for_bidder": self.for_bidder,
            "deals": self.deals,
            "options": [list(o) for o in self.options],
        }

    @classmethod
    def from_json(cls, data: object) -> CardFigures:
        if not isinstance(data, dict):
            raise UnreadableDeck("a card's weighing is not an object")
        texts = [data.get(k) for k in ("model", "at", "kind")]
        for_bidder, deals, options = data.get("for_bidder"), data.get("deals"), data.get("options")
        if (
            not all(isinstance(t, str) for t in texts)
            or not isinstance(for_bidder, bool)
            or type(deals) is not int
            or not isinstance(options, list)
            or not all(isinstance(o, list) and len(o) == _FIGURES for o in options)
            or not all(isinstance(f, str | int | float | None) for o in options for f in o)
        ):
            raise UnreadableDeck(f"a card's weighing reads {data!r:.80}")
        model, at, kind = texts
        assert isinstance(model, str) and isinstance(at, str) and isinstance(kind, str)
        return cls(model, at, kind, for_bidder, deals, tuple(tuple(o) for o in options))


_FIGURES = 7
"""Figures per option (see `Figure`)."""


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


__all__ = [
    "CARD_RULE",
    "CLEAR_MADE",
    "CLEAR_WORTH",
    "CardFigures",
    "Figure",
    "clear_margin",
    "evaluation_of",
    "margin",
    "model",
    "verdict",
    "weighing_of",
    "within_card",
]
