"""The learner's review deck: their own costly decisions, kept as puzzles, and their reviews.

A **card** is one decision of the learner's that cost them, as a puzzle: the position as they
saw it (`moon_nb.review.seen.Seen`, never a tile hidden from them), the better decision and
why (the one evaluation's words, `moon_nb.players.advice`), what they chose, a theme, and when
it was made. A **review** is one answer to a card: again, hard or good (`moon_nb.review.
schedule` turns a card's reviews into when it comes back). Both are kept as events in the
progress file (``"deck"``), so two kernels' decks merge as their answers do: the union, each
card and review once — two tables writing at once lose no card.

A decision is **weighed** once, away from the table (`moon_nb.review.weigher`): its verdict
remembers which model of the game weighed it (`Played.model`, a fingerprint), and a card keeps
the figures it was judged by (`CardFigures`), so the review judges the learner's answers without
weighing again. A newer weighing of one decision or card wins over an older one when decks
merge.

The deck has a version of its own. A deck this moon_nb cannot read (damaged, or written by a
newer one) is never lost: the progress file keeps it as it is (`moon_nb.progress.parts.Kept`),
a copy of the file's bytes is set beside it, and the learner's other progress loads and saves as
before.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Literal

from moon_nb.progress.judgement import CardFigures
from moon_nb.progress.parts import DeckReader, UnreadableDeck
from moon_nb.review.seen import NotSetUp, Seen
from moon_nb.speech import N_, _

if TYPE_CHECKING:  # the store holds a deck: read at run time, it would import this module again
    from moon_nb.progress.store import Session

DECK_VERSION = 2
"""The deck's format: version 2 adds the puzzles tried (`PuzzleTry`); version 1 is read too."""

THEMES = (
    "bidding",
    "discarding",
    "naming trump",
    "following suit",
    "leading",
    "drawing trumps",
    "cashing doubles",
    "defending",
)
"""What a card is about, as the path's chapters name it."""

_THEME_WORDS = {
    "bidding": N_("bidding"),
    "discarding": N_("discarding"),
    "naming trump": N_("naming trump"),
    "following suit": N_("following suit"),
    "leading": N_("leading"),
    "drawing trumps": N_("drawing trumps"),
    "cashing doubles": N_("cashing doubles"),
    "defending": N_("defending"),
}


def theme_said(theme: str) -> str:
    """A theme as the learner reads it, in the language of the moment (the theme itself is
    its English name, the card's value in every language)."""
    return _(_THEME_WORDS[theme])


Rating = Literal["again", "hard", "good"]
RATINGS: tuple[Rating, ...] = ("again", "hard", "good")


@dataclass(frozen=True)
class ReviewCard:
    """One of the learner's costly decisions, as a puzzle (see the module docstring)."""

    id: str
    made: str
    """When it was made (the time the hand was examined), as the progress file writes times."""
    theme: str
    seen: Seen
    answer: str
    """The better decision, as an action's text."""
    reason: str
    """Why, in the one evaluation's words."""
    mine: str
    """What the learner chose."""
    source: str = "table"
    """Where the hand was played: a table, the coached hand, the play page."""
    weighing: CardFigures | None = None
    """The figures the card was made by (None on a card of a puzzle or kept before they
    were)."""

    def to_json(self) -> dict[str, Any]:
        data = {
            "id": self.id,
            "made": self.made,
            "theme": self.theme,
            "seen": self.seen.to_json(),
            "answer": self.answer,
            "reason": self.reason,
            "mine": self.mine,
            "source": self.source,
        }
        if self.weighing is not None:
            data["weighing"] = self.weighing.to_json()
        return data

    @property
    def weighed(self) -> str:
        """When its figures were weighed (empty without them): the later weighing of a card
        wins."""
        return self.weighing.at if self.weighing is not None else ""

    @classmethod
    def from_json(cls, data: object) -> ReviewCard:
        if not isinstance(data, dict):
            raise UnreadableDeck("a card is not an object")
        try:
            texts = {k: data[k] for k in ("id", "made", "theme", "answer", "reason", "mine")}
            seen = Seen.from_json(data["seen"])
        except KeyError as missing:
            raise UnreadableDeck(f"a card has no {missing}") from None
        except NotSetUp as bad:
            raise UnreadableDeck(f"a card's position: {bad}") from None
        if not all(isinstance(v, str) for v in texts.values()):
            raise UnreadableDeck("a card's words are not text")
        if texts["theme"] not in THEMES:
            raise UnreadableDeck(f"a card's theme {texts['theme']!r} is not one of {THEMES}")
        weighing = data.get("weighing")
        return cls(
            seen=seen,
            source=str(data.get("source", "table")),
            weighing=None if weighing is None else CardFigures.from_json(weighing),
            **texts,
        )


@dataclass(frozen=True)
class Reviewed:
    """One answer to a card: ``rating`` again (wrong at first), or good (right at once); hard
    (right after the hint) in reviews kept before a hint after a wrong try rated again."""

    id: str
    card: str
    at: str
    rating: Rating

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "card": self.card, "at": self.at, "rating": self.rating}

    @classmethod
    def from_json(cls, data: object) -> Reviewed:
        if not isinstance(data, dict):
            raise UnreadableDeck("a review is not an object")
        parts = [data.get(k) for k in ("id", "card", "at", "rating")]
        if not all(isinstance(p, str) for p in parts) or parts[3] not in RATINGS:
            raise UnreadableDeck(f"a review reads {data!r:.80}")
        return cls(*parts)  # type: ignore[arg-type]


@dataclass(frozen=True)
class Played:
    """One decision the learner took at a table, waiting to be examined (`moon_nb.review.
    examine`): the position as they saw it and what they chose. ``verdict`` is empty until it
    is examined, then the card's id or, when it is not kept, why not in a sentence; ``model``
    the fingerprint of the model that examined it and ``weighed`` when (both empty before)."""

    id: str
    at: str
    source: str
    seen: Seen
    action: str
    verdict: str = ""
    model: str = ""
    weighed: str = ""

    def to_json(self) -> dict[str, Any]:
        data = {
            "id": self.id,
            "at": self.at,
            "source": self.source,
            "seen": self.seen.to_json(),
            "action": self.action,
            "verdict": self.verdict,
        }
        if self.model:
            data["model"], data["weighed"] = self.model, self.weighed
        return data

    def examined_by(self, model: str) -> bool:
        """Examined by ``model``: its verdict holds for that model of the game."""
        return bool(self.verdict) and self.model == model

    @classmethod
    def from_json(cls, data: object) -> Played:
        if not isinstance(data, dict):
            raise UnreadableDeck("a decision played is not an object")
        try:
            texts = [data[k] for k in ("id", "at", "source", "action", "verdict")]
            seen = Seen.from_json(data["seen"])
        except KeyError as missing:
            raise UnreadableDeck(f"a decision played has no {missing}") from None
        except NotSetUp as bad:
            raise UnreadableDeck(f"a decision's position: {bad}") from None
        model, weighed = data.get("model", ""), data.get("weighed", "")
        if not all(isinstance(t, str) for t in (*texts, model, weighed)):
            raise UnreadableDeck("a decision played's words are not text")
        identity, at, source, action, verdict = texts
        return cls(identity, at, source, seen, action, verdict, model, weighed)


@dataclass(frozen=True)
class PuzzleTry:
    """One puzzle of the stream (`moon_nb.Puzzles`) tried: ``solved`` at the first try or not,
    with the puzzle's themes and rating as they were, so the learner's ratings
    (`moon_nb.review.puzzles.puzzle_ratings`) are read from the tries alone."""

    id: str
    puzzle: str
    at: str
    themes: tuple[str, ...]
    rating: float
    rd: float
    solved: bool

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "puzzle": self.puzzle,
            "at": self.at,
            "themes": list(self.themes),
            "rating": self.rating,
            "rd": self.rd,
            "solved": self.solved,
        }

    @classmethod
    def from_json(cls, data: object) -> PuzzleTry:
        if not isinstance(data, dict):
            raise UnreadableDeck("a puzzle tried is not an object")
        try:
            texts = [data[k] for k in ("id", "puzzle", "at")]
            themes, rating, rd, solved = (data[k] for k in ("themes", "rating", "rd", "solved"))
        except KeyError as missing:
            raise UnreadableDeck(f"a puzzle tried has no {missing}") from None
        numbers = all(isinstance(x, int | float) and not isinstance(x, bool) for x in (rating, rd))
        if (
            not all(isinstance(t, str) for t in texts)
            or not isinstance(themes, list)
            or not all(isinstance(t, str) for t in themes)
            or not numbers
            or not isinstance(solved, bool)
        ):
            raise UnreadableDeck(f"a puzzle tried reads {data!r:.80}")
        identity, puzzle, at = texts
        return cls(identity, puzzle, at, tuple(themes), float(rating), float(rd), solved)


@dataclass(frozen=True)
class Deck:
    """The cards, their reviews, the decisions played and the puzzles tried, each once, in
    the order made."""

    cards: tuple[ReviewCard, ...] = ()
    reviews: tuple[Reviewed, ...] = ()
    played: tuple[Played, ...] = ()
    tried: tuple[PuzzleTry, ...] = ()

    def __bool__(self) -> bool:
        return bool(self.cards or self.reviews or self.played or self.tried)

    def merged(self, other: Deck) -> Deck:
        """Both decks' cards, reviews and decisions, each once (by id), in time order; a
        decision examined in either is examined, by its latest weighing, and a card weighed
        again keeps when it was first made (its schedule starts there) with its latest
        figures."""
        cards: dict[str, ReviewCard] = {}
        for c in (*self.cards, *other.cards):
            old = cards.get(c.id)
            if old is None:
                cards[c.id] = c
                continue
            newer = c if c.weighed > old.weighed else old
            cards[c.id] = replace(newer, made=min(c.made, old.made))
        reviews = {r.id: r for r in (*self.reviews, *other.reviews)}
        played: dict[str, Played] = {}
        for p in (*self.played, *other.played):
            if p.id not in played or _later(p, played[p.id]):
                played[p.id] = p
        tried = {t.id: t for t in (*self.tried, *other.tried)}
        return Deck(
            tuple(sorted(cards.values(), key=lambda c: (c.made, c.id))),
            tuple(sorted(reviews.values(), key=lambda r: (r.at, r.id))),
            tuple(sorted(played.values(), key=lambda p: (p.at, p.id))),
            tuple(sorted(tried.values(), key=lambda t: (t.at, t.id))),
        )

    def waiting(self) -> tuple[Played, ...]:
        """The decisions played not yet examined."""
        return tuple(p for p in self.played if not p.verdict)

    def played_of(self, card_id: str) -> tuple[Played, ...]:
        """The decisions whose latest verdict is the card ``card_id``."""
        return tuple(p for p in self.played if p.verdict == card_id)

    def card(self, card_id: str) -> ReviewCard:
        for c in self.cards:
            if c.id == card_id:
                return c
        raise KeyError(f"no card {card_id!r} in the deck")

    def reviews_of(self, card_id: str) -> tuple[Reviewed, ...]:
        return tuple(r for r in self.reviews if r.card == card_id)

    def to_json(self) -> dict[str, Any]:
        return {
            "version": DECK_VERSION,
            "cards": [c.to_json() for c in self.cards],
            "reviews": [r.to_json() for r in self.reviews],
            "played": [p.to_json() for p in self.played],
            "tried": [t.to_json() for t in self.tried],
        }

    @classmethod
    def from_json(cls, data: object) -> Deck:
        """A deck as `to_json` wrote it; `UnreadableDeck` saying what is wrong."""
        if not isinstance(data, dict):
            raise UnreadableDeck("the deck is not an object")
        if data.get("version") not in (1, DECK_VERSION):
            raise UnreadableDeck(
                f"the deck is of version {data.get('version')!r}; this moon_nb reads versions 1 "
                f"to {DECK_VERSION}"
            )
        cards, reviews, played = data.get("cards"), data.get("reviews"), data.get("played")
        if not all(isinstance(x, list) for x in (cards, reviews, played)):
            raise UnreadableDeck("the deck has no list of cards, of reviews and of decisions")
        assert isinstance(cards, list) and isinstance(reviews, list) and isinstance(played, list)
        tried = data.get("tried", [])
        if not isinstance(tried, list):
            raise UnreadableDeck("the deck's puzzles tried are not a list")
        deck = cls(
            tuple(ReviewCard.from_json(c) for c in cards),
            tuple(Reviewed.from_json(r) for r in reviews),
            tuple(Played.from_json(p) for p in played),
            tuple(PuzzleTry.from_json(t) for t in tried),
        )
        return deck.merged(Deck())


def _later(one: Played, other: Played) -> bool:
    """``one`` is a later word on the same decision than ``other``: examined where the other is
    not, or weighed later (the verdict breaks a tie, so merging in either order agrees)."""
    return (bool(one.verdict), one.weighed, one.verdict) > (
        bool(other.verdict),
        other.weighed,
        other.verdict,
    )


DECKS = DeckReader(Deck, Deck.from_json)
"""How the progress file reads the deck (`moon_nb.progress.parts`): given by `moon_nb` when it
is imported."""


def stored(store: Session) -> Deck:
    """The learner's deck as the progress file holds it, with this session's (`Session.deck`)."""
    deck = store.deck()
    assert isinstance(deck, Deck), "the progress file reads its deck with DECKS"
    return deck


__all__ = [
    "DECKS",
    "DECK_VERSION",
    "RATINGS",
    "THEMES",
    "Deck",
    "Played",
    "PuzzleTry",
    "Rating",
    "ReviewCard",
    "Reviewed",
    "UnreadableDeck",
    "stored",
]
