"""The puzzle stream's path: one rated puzzle after another, each near the learner's rating —
`PuzzlePath` directs a table (`moon_nb.Puzzles` in a notebook).

Each puzzle of the bank (`moon_nb.review.puzzles.bank`) is a step of its own: the position set up
again as its seat saw it (`moon_nb.review.review_path.seen_position`), one goal — find the best
choice — judged from what the learner can see by the one evaluation (`moon_nb.path.best_seen`,
which accepts the answer alone: the bank keeps only such puzzles), a hint by theme after a
wrong try. The first try counts, as on lichess: solved at once, the learner wins against the
puzzle; a wrong first try (then a retry, the hint) loses. The try is kept in the progress file
(`moon_nb.review.deck.PuzzleTry`) and moves the learner's Glicko-2 rating in each of the
puzzle's themes (`moon_nb.review.puzzles.puzzle_ratings`); a puzzle missed joins the review deck
as a card, to come back on the review's schedule. Then the next puzzle is the one not yet tried
whose rating is nearest the learner's rating in the theme asked for (overall with none).
"""

from __future__ import annotations

from moon_nb.engine.actions import Action
from moon_nb.path.attempt import Attempt
from moon_nb.path.best_seen import BestSeen
from moon_nb.path.guided import GuidedPath
from moon_nb.path.step import Step
from moon_nb.path.steps_play import CASHING, DEFENDING, DRAWING, LEADING, WIDOW
from moon_nb.path.steps_rules import TRICKS, TRUMP
from moon_nb.path.steps_seen import HOW_HIGH_TO_BID, READING
from moon_nb.progress.records import now
from moon_nb.progress.store import SESSION, Session
from moon_nb.review.deck import Deck, PuzzleTry, ReviewCard, stored
from moon_nb.review.examine import card_id, theme
from moon_nb.review.puzzles.bank import Puzzle, puzzles_of
from moon_nb.review.puzzles.puzzle_ratings import Rating, rating_of
from moon_nb.review.puzzles.themes import PUZZLE_THEMES, theme_name
from moon_nb.review.review_path import HINTS, PUZZLE, seen_position
from moon_nb.review.seen import stand_in
from moon_nb.show.wire import GuideView
from moon_nb.speech import N_, _, ngettext
from moon_nb.table.session import TableSession

TITLE = N_("Puzzles")
GOAL = N_("Find the best choice: one is clearly ahead of every other.")

CHAPTERS = {
    "opening bid": HOW_HIGH_TO_BID,
    "contested bid": HOW_HIGH_TO_BID,
    "the moon": HOW_HIGH_TO_BID,
    "discard": WIDOW,
    "trump": WIDOW,
    "drawing trumps": DRAWING,
    "cashing": CASHING,
    "ruffing": TRUMP,
    "setting the contract": DEFENDING,
    "the last tricks": READING,
    "leading": LEADING,
    "following suit": TRICKS,
}
"""Each theme's chapter of the path: its rule card goes with the puzzle."""

PUZZLE_HINTS = {
    "opening bid": N_(
        "Count the tricks your hand takes with its best trump: what does each bid bring you, "
        "and what does a pass?"
    ),
    "contested bid": N_(
        "Another seat has bid: does your hand make more than its bid nearly every time?"
    ),
    "the moon": N_("Count your sure tricks: could you take all seven, and what if you do not?"),
    "discard": HINTS["discarding"],
    "trump": HINTS["naming trump"],
    "drawing trumps": HINTS["drawing trumps"],
    "cashing": HINTS["cashing doubles"],
    "ruffing": N_("You hold none of the suit led: is this trick worth a trump, and which one?"),
    "setting the contract": HINTS["defending"],
    "the last tricks": N_("Count the tiles still out: which of them can beat each of yours?"),
    "leading": HINTS["leading"],
    "following suit": HINTS["following suit"],
}
"""Where to look, by a puzzle's first theme: a hint never names the answer."""


def puzzle_step(puzzle: Puzzle, number: int) -> Step:
    """A puzzle as a step of its own (see the module docstring)."""
    first = puzzle.themes[0]
    return Step(
        id=f"puzzle-{number}",
        chapter=CHAPTERS[first],
        # TRANSLATORS: {number} counts the puzzles of this table; {theme}: "the last tricks".
        title=_("Puzzle {number}: {theme}", number=number, theme=theme_name(first)),
        goal=_(GOAL),
        position=seen_position(puzzle.seen),
        judge=BestSeen(),
        hint=_(PUZZLE_HINTS[first]),
        why="",
        solution=(puzzle.answer,),
    )


class PuzzlePath(GuidedPath):
    """The puzzle stream, directing a table (see the module docstring); ``theme`` one of
    `PUZZLE_THEMES`, or None for every theme."""

    heading = TITLE

    def __init__(self, theme: str | None = None, store: Session = SESSION) -> None:
        if theme is not None and theme not in PUZZLE_THEMES:
            themes = ", ".join(PUZZLE_THEMES)
            raise ValueError(f"there is no theme {theme!r}: the themes are {themes}")
        self.theme = theme
        self.pool = puzzles_of(theme)
        if not self.pool:
            raise ValueError("the puzzle bank is empty: python -m moon_nb.dev.generate_puzzles")
        self.puzzles: dict[str, Puzzle] = {}
        self.counted: set[str] = set()
        """The steps whose first try is kept (a later try counts for nothing)."""
        self.moved = ""
        """The learner's last move (a puzzle missed keeps it on its card)."""
        self.mine = Rating()
        """The learner's rating in the theme asked for, as of the last puzzle chosen."""
        step = self._next(stored(store))
        super().__init__(step.id, [step], store)

    @property
    def rating(self) -> Rating:
        """The learner's rating in the theme asked for (overall with none), read from the
        progress file when the table opened and after each try — not at each view."""
        return self.mine

    def _next(self, deck: Deck) -> Step:
        """The puzzle not yet tried whose rating is nearest the learner's (every puzzle once
        all have been tried), as the next step."""
        tried = {t.puzzle for t in deck.tried} | {p.id for p in self.puzzles.values()}
        fresh = [p for p in self.pool if p.id not in tried]
        if not fresh:
            last = list(self.puzzles.values())[-1:]
            fresh = [p for p in self.pool if p not in last] or list(self.pool)
        self.mine = rating_of(deck.tried, self.theme)
        puzzle = min(fresh, key=lambda p: abs(p.rating - self.mine.rating))
        step = puzzle_step(puzzle, len(self.puzzles) + 1)
        self.puzzles[step.id] = puzzle
        return step

    def open(self, table: TableSession) -> None:
        """The stream on the table, saying the learner's rating as it opens — in a notebook's
        `Puzzles()` as on the play page, which both open it here."""
        super().open(table)
        table.say("info", self.describe())

    def move(self, table: TableSession, action: str) -> bool:
        # Known before the move is judged: a wrong first move is kept (`_tried`) as it is judged.
        self.moved = action
        return super().move(table, action)

    def _asking(self, step: Step) -> None:
        """A puzzle is not an exercise of the path: only its first try is kept (`_tried`)."""

    def _tried(self, attempt: Attempt, right: bool) -> None:
        """A puzzle's first try is kept, and moves the learner's ratings; a miss joins the
        review deck; the next puzzle is chosen at the new rating."""
        step = attempt.step
        if step.id in self.counted:
            return
        self.counted.add(step.id)
        puzzle = self.puzzles[step.id]
        at = now()
        solved = right and not attempt.failures
        tried = PuzzleTry(
            f"{puzzle.id}-{at}", puzzle.id, at, puzzle.themes, puzzle.rating, puzzle.rd, solved
        )
        cards: tuple[ReviewCard, ...] = ()
        if not solved:
            cards = (self._card(puzzle, at),)
        self.store.keep(Deck(cards, (), (), (tried,)))
        self.steps = (*self.steps, self._next(stored(self.store)))

    def _card(self, puzzle: Puzzle, at: str) -> ReviewCard:
        """A puzzle missed, as a review card: it comes back on the review's schedule."""
        seen = stand_in(puzzle.seen).observe(puzzle.seen.seat)
        return ReviewCard(
            card_id(puzzle.seen, puzzle.answer),
            at,
            theme(seen, Action(puzzle.answer)),
            puzzle.seen,
            puzzle.answer,
            puzzle.reason,
            self.moved,
            PUZZLE,
        )

    def view(self, table: TableSession) -> GuideView:
        shown = super().view(table)
        if self.attempt.step.id in self.counted:
            r = self.rating
            where = theme_name(self.theme) if self.theme else _("puzzles")
            # TRANSLATORS: {theme} is a theme ("the last tricks") or "puzzles"; {rating} a
            # Glicko-2 rating (1500 at the start) and {rd} how uncertain it is (350 at first).
            shown["stars_text"] = _(
                "Your rating in {theme}: {rating} (± {rd}).",
                theme=where,
                rating=round(r.rating),
                rd=round(r.rd),
            )
        return shown

    def describe(self) -> str:
        r = self.rating
        return ngettext(
            "{n} puzzle tried, rating {rating}.",
            "{n} puzzles tried, rating {rating}.",
            r.tried,
            rating=round(r.rating),
        )


__all__ = ["CHAPTERS", "GOAL", "PUZZLE_HINTS", "TITLE", "PuzzlePath", "puzzle_step"]
