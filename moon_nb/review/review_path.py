"""The review's path: the learner's own costly decisions, as puzzles at the real table, on a
schedule — `ReviewPath` directs a table (`moon_nb.review.review.Review` in a notebook, the play
page's ``?review``).

The hands the learner plays at a table (`moon_nb.review.keeping`) are weighed between hands
(`moon_nb.review.weigher`; those the coach weighed already were): each costly decision that
makes a clear puzzle is a card (`moon_nb.review.examine`), kept with the figures it was made
by, so the review opens without weighing anything. A decision still waiting when it opens —
the last hand's, or one an older model of the game weighed — is weighed when the learner asks
for it: the review's last entry (`MORE`) weighs them one at a time, saying how far it has got
("Weighing 3 of 12 kept decisions…"), until one makes a card; the cards ready come first, and
the worker weighs on meanwhile. The cards due (`moon_nb.review.schedule`, FSRS) come to the
table one at a time, each a step of its own: the position set up again as the learner saw it,
face down (`moon_nb.review.seen.stand_in`), one goal — find the better decision — judged from
what they can see by the card's own figures (`moon_nb.path.best_seen`), a verdict with its
reason, a retry and a hint. Solved, the card is rated — right at once good, after a wrong try
again — and the verdict says when it comes back ("again tomorrow", "in 6 days"). After the
last card due, practice follows (its "Next step ▸"); with nothing due, the review says when the
next card comes back and offers practice by theme: the guided path's face-down steps, whose
answers are checked to be the clear best.

```python
from moon_nb import Review
Review()                     # the cards due, one after another
Review(theme="bidding")      # practice: positions of one theme
```
"""

from __future__ import annotations

from datetime import datetime

from moon_nb.engine.actions import Action, recorded
from moon_nb.path.attempt import Attempt
from moon_nb.path.best_seen import BestSeen
from moon_nb.path.guided import GuidedPath
from moon_nb.path.step import LEARNER, Position, Step
from moon_nb.path.steps_play import CASHING, DEFENDING, DRAWING, LEADING, WIDOW
from moon_nb.path.steps_rules import TRICKS
from moon_nb.path.steps_seen import HOW_HIGH_TO_BID, SCORE_MOON_STEPS, SEEN_STEPS, VALUE_STEPS
from moon_nb.progress.judgement import model
from moon_nb.progress.records import now
from moon_nb.progress.store import SESSION, Session
from moon_nb.review.deck import THEMES, Deck, Played, ReviewCard, Reviewed, stored, theme_said
from moon_nb.review.practice_bank import PRACTICE as BANKED
from moon_nb.review.practice_bank import practice_of
from moon_nb.review.schedule import comes_back, due, next_due, rating, state, utc_now
from moon_nb.review.seen import NotSetUp, Seen, stand_in_deal
from moon_nb.review.weigher import to_weigh, weigher_of
from moon_nb.show.wire import GuideStep, GuideView
from moon_nb.speech import N_, _, ngettext
from moon_nb.table.director import Thinking
from moon_nb.table.intents import Intent
from moon_nb.table.session import TableSession

TITLE = N_("Review your mistakes")
"""The review's heading, said with ``_(TITLE)``."""
PUZZLE = "puzzle"
"""The source of a card made from a puzzle of the stream the learner missed (`moon_nb.Puzzles`)."""
GOAL = N_("Find the better decision.")
MORE = "review-more"
"""The review's last entry while kept decisions wait to be weighed: going to it weighs them,
one at a time, until one makes a card."""

CHAPTERS = {
    "bidding": HOW_HIGH_TO_BID,
    "discarding": WIDOW,
    "naming trump": WIDOW,
    "following suit": TRICKS,
    "leading": LEADING,
    "drawing trumps": DRAWING,
    "cashing doubles": CASHING,
    "defending": DEFENDING,
}
"""Each theme's chapter of the path: its rule card goes with the card."""

HINTS = {
    "bidding": N_("Count your trumps if you hold the top one, and your doubles of other numbers."),
    "discarding": N_("Keep your trumps and your doubles: which tile can win no trick?"),
    "naming trump": N_("Which number gives you the most trumps, the top one among them?"),
    "following suit": N_("Which of your tiles may you play, and which of them takes the trick?"),
    "leading": N_("Which tile led wins a trick, or draws out what would beat your others?"),
    "drawing trumps": N_("Count the trumps still out before you lead a tile that is not one."),
    "cashing doubles": N_("Which of your tiles can no one beat now?"),
    "defending": N_("Which trick can you take from the bidder, and with which tile?"),
}
"""Where to look, by theme: a hint never names the answer (said with ``_``)."""

PRACTICE = {
    "learn-count-cash": "cashing doubles",
    "learn-keep-higher-trump": "following suit",
    "learn-draw-last-trump": "drawing trumps",
    "learn-spend-top-trump": "leading",
    "learn-ruff-to-set": "defending",
    "learn-cash-to-set": "defending",
    "learn-value-no-top": "bidding",
    "learn-value-doubles": "bidding",
    "learn-value-four-trumps": "bidding",
    "learn-value-bid-five": "bidding",
    "learn-value-first": "bidding",
    "learn-value-outbid": "bidding",
    "learn-value-stop-game": "bidding",
    "learn-value-widow": "bidding",
    "learn-value-moon-score": "bidding",
}
"""The practice positions from the guided path, by theme: its face-down steps, each answer checked
to be the clear best over 200 likely deals (`tests/test_seen_steps.py`); the discard and naming
trump come from the bank the project generates (`moon_nb.review.practice_bank`)."""


def seen_position(seen: Seen) -> Position:
    """A position as a seat saw it, set up again as a step's (the tiles it never saw drawn by
    the one model of the hidden tiles), the seats turned so that the learner sits where the
    review seats them (`LEARNER`) whichever seat it was (the order of play and the scores turn
    with them)."""
    dealt = stand_in_deal(seen)
    if len(dealt.hands) != 3:
        raise NotSetUp("the review sets up three-player hands")
    turn = seen.seat - LEARNER
    hands = [" ".join(str(t) for t in dealt.hands[(s + turn) % 3]) for s in range(3)]
    scores = [seen.scores[(s + turn) % 3] for s in range(3)]
    return Position(
        (hands[0], hands[1], hands[2]),
        str(dealt.widow),
        first_bidder=(seen.first_bidder - turn) % 3,
        script=", ".join(str(a) for a in dealt.actions),
        scores=(scores[0], scores[1], scores[2]),
    )


def card_step(card: ReviewCard) -> Step:
    """A review card as a step of its own: the position set up again as the learner saw it
    (`seen_position`)."""
    position = seen_position(card.seen)
    practice = card.source == BANKED
    theme = theme_said(card.theme)
    if practice:
        title = _("Practice: {theme}", theme=theme)
    elif card.source == PUZZLE:
        # TRANSLATORS: {day} is the date the puzzle was tried, 2026-12-05.
        title = _("Your puzzle of {day}: {theme}", day=card.made[:10], theme=theme)
    else:
        # TRANSLATORS: {day} is the date the hand was played, 2026-12-05.
        title = _("Your hand of {day}: {theme}", day=card.made[:10], theme=theme)
    return Step(
        id=f"{'practice' if practice else 'review'}-{card.id}",
        chapter=CHAPTERS[card.theme],
        title=title,
        goal=_(GOAL),
        position=position,
        judge=BestSeen(kept=card.weighing, card=True),
        hint=_(HINTS[card.theme]),
        why="" if practice else _("At the table you chose {action}.", action=_chosen(card.mine)),
        solution=(card.answer,),
        misses=() if practice else ((card.mine, ""),),
    )


def _chosen(action: str) -> str:
    """The learner's choice at the table, in words: "play 6-4", "bid 5"."""
    return recorded(Action(action))


def practice_steps(theme: str | None) -> tuple[Step, ...]:
    """The practice positions of ``theme`` (every theme's with None): the guided path's
    face-down steps of it, then the bank's (`moon_nb.review.practice_bank`)."""
    steps = (*SEEN_STEPS, *VALUE_STEPS, *SCORE_MOON_STEPS)
    chosen = [s for s in steps if theme in (None, PRACTICE.get(s.id))]
    chosen += [card_step(card) for card in practice_of(theme)]
    if not chosen:
        raise ValueError(f"there is no practice of {theme!r}: the themes are {', '.join(THEMES)}")
    return tuple(chosen)


def current(card: ReviewCard, by: str) -> bool:
    """Whether ``card`` may come to the table as it is: a missed puzzle's (judged as it is
    tried), or one whose figures the model ``by`` weighed. A card an older model made is
    weighed again first (its decision is; a card weighed again that the model ``by`` does not
    make keeps its older figures, and does not come back)."""
    return card.source == PUZZLE or (card.weighing is not None and card.weighing.model == by)


def decision_of(card: ReviewCard) -> Played:
    """The decision ``card`` was made from, as the deck keeps one, for a card that came without
    it (a copy of a deck that held only cards): weighed again like a kept decision."""
    return Played(f"card-{card.id}", card.made, card.source, card.seen, card.mine, card.id)


class ReviewPath(GuidedPath):
    """The review, directing a table (see the module docstring): the cards due as steps, or
    with none due (or a ``theme`` asked for) the practice positions; while kept decisions wait
    to be weighed, an entry that weighs them (`MORE`)."""

    heading = TITLE

    def __init__(
        self, theme: str | None = None, store: Session = SESSION, when: datetime | None = None
    ) -> None:
        if theme is not None and theme not in THEMES:
            raise ValueError(f"there is no theme {theme!r}: the themes are {', '.join(THEMES)}")
        weigher = weigher_of(store)
        weigher.collect()
        deck = stored(store)
        self.model = model()
        """The model of the game the cards' figures must be from."""
        self.when = when or utc_now()
        self.deck = deck
        ready = [c for c in due(deck, self.when) if current(c, self.model)]
        ready = ready if theme is None else []
        alone = [c for c in deck.cards if not current(c, self.model) and not deck.played_of(c.id)]
        waiting = to_weigh(deck, self.model, [decision_of(c) for c in alone])
        self.pending: tuple[Played, ...] = waiting if theme is None else ()
        """The decisions waiting to be weighed when the review opened, in the order it weighs
        them."""
        weigher.start(self.pending)  # the worker weighs them meanwhile
        self._mark = len(weigher.kept)
        self.cards = {f"review-{c.id}": c for c in ready}
        self._card_steps = [card_step(c) for c in ready]
        # Practice follows the cards due: the last card's verdict offers a way on (it had
        # none, its Next step disabled).
        self._practice = practice_steps(theme)
        self.back: dict[str, datetime] = {}
        """Each card reviewed now: when it comes back (said in words when shown)."""
        self.summary = self._summary(deck, len(ready), theme)
        steps = [*self._card_steps, *self._practice]
        super().__init__(steps[0].id, steps, store)

    def _summary(self, deck: Deck, ready: int, theme: str | None) -> str:
        """What the review has for the learner, in a sentence or two."""
        if theme is not None:
            return _("Practice: {theme}.", theme=theme_said(theme))
        waiting = len(self.pending)
        if ready:
            # TRANSLATORS: {n} cards due now, of {cards}: "1 card", "12 cards".
            said = ngettext(
                "{n} card due, of {cards}.",
                "{n} cards due, of {cards}.",
                ready,
                cards=ngettext("{n} card", "{n} cards", len(deck.cards)),
            )
            if not waiting:
                return said
            more = ngettext(
                "{n} kept decision is still to weigh: a card it makes comes after these.",
                "{n} kept decisions are still to weigh: the cards they make come after these.",
                waiting,
            )
            return f"{said} {more}"
        if waiting:
            return ngettext(
                "{n} kept decision is still to weigh: Next step weighs it, and brings it back "
                "as a card if it cost you. Meanwhile, practice.",
                "{n} kept decisions are still to weigh: Next step weighs them, a card at a "
                "time. Meanwhile, practice.",
                waiting,
            )
        later = next_due(deck, self.when)
        if later is None:
            return _(
                "No card yet: play a hand at a table, and your costly decisions come back "
                "here as puzzles. Meanwhile, practice."
            )
        # TRANSLATORS: {when} is "again tomorrow", "in 6 days".
        return _(
            "Nothing is due: the next card comes back {when}. Meanwhile, practice.",
            when=comes_back(later, self.when),
        )

    # --- the decisions weighed since it opened ------------------------------------------

    def _refresh(self) -> None:
        """The weighings kept since the review opened (the worker's, or its own): each card
        they made that is due joins the review, after the cards already there."""
        weigher = weigher_of(self.store)
        weigher.collect()
        found = weigher.kept[self._mark :]
        self._mark = len(weigher.kept)
        added = False
        for examined in found:
            self.deck = self.deck.merged(examined.deck())
            card = examined.card
            if card is None or f"review-{card.id}" in self.cards:
                continue
            card = self.deck.card(card.id)
            if due(Deck((card,), self.deck.reviews_of(card.id)), utc_now()):
                self.cards[f"review-{card.id}"] = card
                self._card_steps.append(card_step(card))
                added = True
        if added:
            self.steps = (*self._card_steps, *self._practice)

    def remaining(self) -> tuple[Played, ...]:
        """The decisions waiting when the review opened that are still to weigh."""
        weigher = weigher_of(self.store)
        done = weigher.weighed() | weigher.failed
        return tuple(p for p in self.pending if p.id not in done)

    def direct(self, table: TableSession, intent: Intent, thinking: Thinking | None) -> None:
        if intent.kind == "step" and intent.text == MORE:
            self.weigh_more(table, thinking)
        else:
            super().direct(table, intent, thinking)

    def weigh_more(self, table: TableSession, thinking: Thinking | None = None) -> None:
        """Weigh the decisions still waiting, one at a time — the table told how far it has got
        before each — until one makes a card due, and put that card on the table; with none,
        say so."""
        self._refresh()
        before = set(self.cards)
        total = len(self.pending)
        while set(self.cards) == before:
            left = self.remaining()
            if not left:
                break
            # TRANSLATORS: said while the review weighs the learner's kept decisions, one at a
            # time: "Weighing 3 of 12 kept decisions…".
            table.say(
                "info",
                ngettext(
                    "Weighing {done} of {n} kept decision…",
                    "Weighing {done} of {n} kept decisions…",
                    total,
                    done=total - len(left) + 1,
                ),
            )
            if thinking is not None:
                table.busy = True
                thinking()
            weigher_of(self.store).weigh(left[0])
            self._refresh()
        found = [k for k in self.cards if k not in before]
        if found:
            self.go(table, found[0])
            return
        table.say("info", _("Every kept decision is weighed: none of the others makes a card."))

    def _asking(self, step: Step) -> None:
        if step.id not in self.cards:
            super()._asking(step)

    def _tried(self, attempt: Attempt, right: bool) -> None:
        """A card is rated once, when solved — right at once good, after a wrong try again
        (`moon_nb.review.schedule.rating`) — and the learner told when it comes back; a
        practice step's tries are noted as the path's."""
        card = self.cards.get(attempt.step.id)
        if card is None:
            super()._tried(attempt, right)
            return
        if not right:
            return
        at = now()
        said = rating(attempt.failures)
        self.store.keep(Deck((), (Reviewed(f"{card.id}-{at}", card.id, at, said),), ()))
        self.back[card.id] = state(stored(self.store), card).due

    def view(self, table: TableSession) -> GuideView:
        self._refresh()
        shown = super().view(table)
        card = self.cards.get(self.attempt.step.id)
        if card is not None and card.id in self.back:
            # TRANSLATORS: {when} is "again tomorrow", "in 6 days".
            back = _("This card comes back {when}.", when=comes_back(self.back[card.id], self.when))
            # Shown in the verdict's own words, where the learner reads (the stars are a
            # picture whose words only a screen reader says), and said once with them.
            shown["verdict"] = f"{shown['verdict']} {back}" if shown["verdict"] else back
        left = len(self.remaining())
        if left:
            shown["steps"].append(self._more_listed(left))
            shown["count"] += 1
            if card is None or shown["next"] not in self.cards:
                shown["next"] = MORE  # the learner's own cards before practice
        return shown

    def _more_listed(self, left: int) -> GuideStep:
        """The entry that weighs the decisions still waiting (`MORE`)."""
        return {
            "id": MORE,
            "number": len(self.steps) + 1,
            "chapter": _(TITLE),
            "title": ngettext(
                "Your kept decisions: {n} still to weigh",
                "Your kept decisions: {n} still to weigh",
                left,
            ),
            "goal": _("Go on to weigh them, a card at a time."),
            "stars": 0,
            "solved": False,
        }


__all__ = [
    "CHAPTERS",
    "HINTS",
    "MORE",
    "PRACTICE",
    "PUZZLE",
    "TITLE",
    "ReviewPath",
    "card_step",
    "current",
    "decision_of",
    "practice_steps",
    "seen_position",
]
