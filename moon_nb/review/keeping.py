"""Keeping the hands the learner plays, for review: the learner's decisions at every table a
lesson does not direct (`moon_nb.table.recording` tells this module each hand played) go into
the review deck of the session's progress (`moon_nb.progress.store.SESSION`).

At a table with the coach, each decision was weighed as it was taken, so the hand is examined
at once (`moon_nb.review.examine`): its costly decisions that make clear puzzles become cards,
and the others get their sentence. Elsewhere a hand is kept — the position each decision was
taken in, as the learner saw it, and what they chose — and its decisions are weighed between
hands, away from the table (`moon_nb.review.weigher`: a worker process, or slices of the
event loop in Pyodide), so no move and no hand's end waits for the weighing, and the review
opens on weighings already kept.
"""

from __future__ import annotations

from moon_nb.engine.actions import Action, you_did
from moon_nb.engine.options import Rules
from moon_nb.progress.records import now
from moon_nb.progress.store import SESSION, Session
from moon_nb.review.deck import Deck, Played, ReviewCard, theme_said
from moon_nb.review.examine import examine_observed
from moon_nb.review.seen import Seen
from moon_nb.review.weigher import weigh_between_hands
from moon_nb.speech import N_, _, ngettext
from moon_nb.table.recording import HandPlayed


def kept(hand: HandPlayed, store: Session = SESSION) -> Deck:
    """``hand``'s decisions as the deck keeps them — examined at once where the coach weighed
    them — added to ``store``'s deck and saved; returns what was added."""
    game = hand.game
    if game.rules != Rules():
        return Deck()  # the review sets positions up again for the rule book's game only
    at = now()
    played: list[Played] = []
    cards: list[ReviewCard] = []
    for k in hand.decisions:
        seen = game.observe(hand.seat, k)
        action = str(game.actions[k])
        entry = Played(f"{at}-{k}", at, hand.source, Seen.of(seen), action)
        if hand.source == "coached hand":
            entry, card = examine_observed(seen, Action(action), entry, at)
            cards += [card] if card is not None else []
        played.append(entry)
    added = Deck(tuple(cards), (), tuple(played))
    store.keep(added)
    weigh_between_hands(store, added.waiting())
    return added


KEPT_SAID = {
    "table": N_("Your decisions in this hand are kept: your review brings back your costly ones."),
    "play page": N_(
        "Your decisions in this hand are kept: the page's review (?review in its address) "
        "brings back your costly ones."
    ),
}
"""What a hand's summary says of decisions kept to be weighed later, by where the learner opens
the review (in a notebook, the review; on the play page, its own). In words: the review's code
(its function's name) is the notebook's, not a learner's sentence."""


def keep(hand: HandPlayed) -> list[str]:
    """Keep ``hand`` in the session's deck; what became of it, in sentences. `moon_nb` tells
    it every hand played at a table (`moon_nb.table.recording.listen`), whatever module the
    table was made from."""
    return said(kept(hand), hand.source)


def said(deck: Deck, source: str = "table") -> list[str]:
    """What became of a hand's decisions, in sentences for its summary: the cards kept, each
    costly decision not kept and why (the decision said in words, a sentence of its own), or
    that the review examines them when it opens."""
    if not deck.played:
        return []
    if deck.waiting():
        return [_(KEPT_SAID.get(source, KEPT_SAID["table"]))]
    out = []
    if deck.cards:
        themes = ", ".join(theme_said(c.theme) for c in deck.cards)
        out.append(
            ngettext(
                "Kept for your review: {n} costly decision ({themes}).",
                "Kept for your review: {n} costly decisions ({themes}).",
                len(deck.cards),
                themes=themes,
            )
        )
    for p in deck.played:
        if (
            p.verdict
            and p.verdict != "as good as the best"
            and p.verdict not in {c.id for c in deck.cards}
        ):
            # TRANSLATORS: {verdict} is why the decision is not kept; the decision itself is
            # the sentence before ("You played 6-4.").
            why = _("Not kept for your review: {verdict}", verdict=p.verdict)
            out.append(f"{you_did(Action(p.action))} {why}")
    return out


__all__ = ["keep", "kept", "said"]
