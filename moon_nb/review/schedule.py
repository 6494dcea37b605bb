"""When a review card comes back: FSRS, the open spaced-repetition scheduler.

Each card's reviews (`moon_nb.review.deck.Reviewed`) are replayed, in time order, through the
`fsrs` package's scheduler with its default parameters (no optimiser), its short learning steps
left out so that every interval is in days, and without its random fuzz so the same reviews
always give the same day: right at once rates **Good** (first in 2 days, then 11, 46, …); a
wrong first try rates **Again** (back tomorrow), whether the learner then found the answer alone
or with the hint — the lapse of FSRS's documentation. Nothing of FSRS is stored
but the reviews: the schedule is worked out from them, so two kernels' reviews merge as events
do.
"""

from __future__ import annotations

from datetime import datetime, timezone

from fsrs import Card, Rating, Scheduler

from moon_nb.review.deck import Deck, ReviewCard
from moon_nb.review.deck import Rating as Said
from moon_nb.speech import _, ngettext

SCHEDULER = Scheduler(learning_steps=(), relearning_steps=(), enable_fuzzing=False)
"""FSRS with its default parameters, intervals in days, no fuzz."""

_RATINGS = {"again": Rating.Again, "hard": Rating.Hard, "good": Rating.Good}


def rating(failures: int) -> Said:
    """A card's rating once solved: right at once is good; after a wrong try again, with the
    hint or without it."""
    # FSRS's documentation (py-fsrs's README): Again "forgot the card", Hard "remembered the
    # card with serious difficulty", Good "remembered the card after a hesitation"; a card in
    # review rated Again is a lapse. A wrong first try is the card forgotten, and the hint,
    # offered only after one, cannot make it remembered: again. Hard is left for an answer
    # right at once with difficulty, which a review cannot tell apart; old reviews rated
    # hard still read.
    return "good" if not failures else "again"


def parse_time(at: str) -> datetime:
    """A time as the progress file writes it (``2026-12-05T10:00:00.123Z``)."""
    return datetime.fromisoformat(at.replace("Z", "+00:00"))


def state(deck: Deck, card: ReviewCard) -> Card:
    """The card's FSRS state after its reviews: new (due when made) if it has none."""
    made = parse_time(card.made)
    fsrs = Card(card_id=1, due=made)
    for review in deck.reviews_of(card.id):
        fsrs, _log = SCHEDULER.review_card(fsrs, _RATINGS[review.rating], parse_time(review.at))
    return fsrs


def due(deck: Deck, now: datetime) -> list[ReviewCard]:
    """The cards due by ``now``, the longest due first."""
    states = {c.id: state(deck, c) for c in deck.cards}
    ready = [c for c in deck.cards if states[c.id].due <= now]
    return sorted(ready, key=lambda c: (states[c.id].due, c.id))


def next_due(deck: Deck, now: datetime) -> datetime | None:
    """When the next card not yet due comes back (None with no such card)."""
    later = [state(deck, c).due for c in deck.cards]
    later = [d for d in later if d > now]
    return min(later) if later else None


def comes_back(when: datetime, now: datetime) -> str:
    """When a card comes back, in words in the language of the moment: "again later today",
    "again tomorrow", "in 6 days", "in 3 months"."""
    days = (when.date() - now.date()).days
    # TRANSLATORS: when a card comes back: "This card comes back again tomorrow."
    if days <= 0:
        return _("again later today")
    if days == 1:
        return _("again tomorrow")
    if days < 60:
        return ngettext("in {n} day", "in {n} days", days)
    return ngettext("in {n} month", "in {n} months", round(days / 30))


def utc_now() -> datetime:
    return datetime.now(timezone.utc)


__all__ = ["SCHEDULER", "comes_back", "due", "next_due", "parse_time", "rating", "state", "utc_now"]
