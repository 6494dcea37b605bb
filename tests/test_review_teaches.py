"""A review that teaches, at once (`moon_nb.Review`, `moon_nb.review.weigher`): a hand's
decisions are weighed between hands — by a worker process, or in Pyodide in slices of the event
loop with room between them — so the review opens weighing none of them and judges a card by
the figures it was made by; a decision still waiting is weighed only when the learner asks,
saying how far it has got, the cards ready never held up; what another model of the game
weighed is weighed again. An accepted choice that is not the best says why and which was; a
wrong first try rates the card as FSRS rates a lapse; notebook 0's coached hand gives cards."""

from __future__ import annotations

import asyncio
import re
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from test_review import SMALL, _a_card, play_hand

from moon_nb.engine.actions import Action, Kind, order
from moon_nb.engine.fast import PLAY
from moon_nb.engine.observation import Observation
from moon_nb.engine.words import in_deals
from moon_nb.path.attempt import Attempt
from moon_nb.path.best_seen import accepted
from moon_nb.players import HeuristicPlayer, RandomPlayer
from moon_nb.players import evaluation as evaluation_module
from moon_nb.players.advice import hint
from moon_nb.players.evaluation import Evaluation, evaluate
from moon_nb.progress.judgement import evaluation_of, model, verdict, weighing_of, within_card
from moon_nb.progress.records import now
from moon_nb.progress.store import Session
from moon_nb.reference.debrief import coached_game, coached_hand
from moon_nb.review import keeping
from moon_nb.review.deck import Deck, Played, ReviewCard, Reviewed
from moon_nb.review.examine import examine_observed, theme
from moon_nb.review.review import Review
from moon_nb.review.review_path import MORE, card_step
from moon_nb.review.schedule import rating, state
from moon_nb.review.seen import Seen
from moon_nb.review.weigher import Way, weigher_of
from moon_nb.speech import languages, percent, speaking
from moon_nb.table import recording

WEIGHED = dict(evaluation_module.DEALS)
"""The likely deals the evaluation weighs at a table (the tests here mostly weigh fewer)."""


@pytest.fixture(autouse=True)
def small_evaluations(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(evaluation_module, "DEALS", SMALL)


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Session]:
    """A progress file of the test's own: the tables' hands are kept in it and handed to its
    weigher, which weighs nothing until a test says how (`weighing`)."""
    session = Session(tmp_path / "moon-progress.json")
    kept = list(recording.LISTENERS)
    recording.LISTENERS[:] = [lambda hand: keeping.said(keeping.kept(hand, session))]
    yield session
    recording.LISTENERS[:] = kept


def weighings() -> int:
    """Decisions weighed in this process since the count was cleared: each weighing of the one
    evaluation is kept in its cache (a card's figures read back are not)."""
    return len(evaluation_module._CACHE)


def uncounted() -> None:
    evaluation_module._CACHE.clear()


def test_the_worker_weighs_between_hands_and_the_review_opens_weighing_nothing(
    store: Session,
) -> None:
    weigher = weigher_of(store, "process")
    uncounted()
    for seed in (3, 4, 7):
        play_hand(seed)
    weigher.settle()  # the worker's weighings, kept (a learner's next hand or Review() does it)
    assert weighings() == 0, "the table weighed nothing: the worker did"
    deck = store.deck()
    assert deck.played and not deck.waiting()
    assert all(p.examined_by(model()) for p in deck.played)
    review = Review(store=store)
    assert weighings() == 0, "the review opened on the worker's weighings"
    assert review.due and review.guide is not None
    card = review.due[0]
    assert review.guide["step"] == f"review-{card.id}" and review.guide["next"] != MORE
    review.act(card.mine)  # wrong: judged by the card's own figures
    assert review.guide["status"] == "wrong"
    assert weighings() == 0, "a try is judged by the figures the card was made by"


def played(store: Session, way: Way, seeds: tuple[int, ...] = (3, 4, 7)) -> int:
    """Hands at a table (a random learner), handed to ``store``'s weigher of that ``way``; the
    decisions still waiting to be weighed."""
    weigher_of(store, way)
    for seed in seeds:
        play_hand(seed)
    return len(store.deck().waiting())


def opened(store: Session) -> Review:
    """`Review()` opened on ``store``, which must weigh no decision as it opens."""
    uncounted()
    review = Review(store=store)
    assert weighings() == 0, "the review weighed as it opened"
    return review


def _noticed(review: Review) -> list[str]:
    """Every notice the review's table sends the browser, from now on."""
    said: list[str] = []
    review.observe(lambda change: said.append(change["new"]["text"]), names="notice")
    return said


def test_a_decision_not_yet_weighed_is_weighed_when_the_learner_asks(store: Session) -> None:
    """With no worker (the review's own way), the hands are kept unweighed: the review opens on
    practice with an entry that weighs them, and going there weighs one at a time, the table
    told before each, until one makes a card."""
    waiting = played(store, "review")
    assert waiting
    review = opened(store)
    assert review.notice["text"] == (
        f"{waiting} kept decisions are still to weigh: Next step weighs them, a card at a time. "
        "Meanwhile, practice."
    )
    guide = review.guide
    assert guide is not None and guide["step"].startswith("learn-") and guide["next"] == MORE
    assert guide["steps"][-1]["title"] == f"Your kept decisions: {waiting} still to weigh"
    said = _noticed(review)
    review.send_intent({"kind": "step", "step": MORE})
    progress = [s for s in said if s.startswith("Weighing")]
    assert progress == [
        f"Weighing {k} of {waiting} kept decisions…" for k in range(1, 1 + len(progress))
    ]
    assert weighings() == len(progress) < waiting, "weighed until the first card, no further"
    assert review.guide["step"] == f"review-{review.due[0].id}" and len(review.due) == 1
    assert not review.notice["text"], "the card on the table, the notice is put away"
    assert review.guide["steps"][-1]["title"] == (
        f"Your kept decisions: {waiting - len(progress)} still to weigh"
    )


def test_the_cards_ready_are_not_held_up_by_the_decisions_still_waiting(store: Session) -> None:
    played(store, "review")
    weigher_of(store).settle()
    cards = len(store.deck().cards)
    waiting = played(store, "review", (5,))  # the last hand, not weighed yet
    review = opened(store)
    assert review.notice["text"] == (
        f"{cards} cards due, of {cards} cards. {waiting} kept decisions are still to weigh: the "
        "cards they make come after these."
    )
    assert review.guide is not None and review.guide["step"] == f"review-{review.due[0].id}"
    last = review.due[-1]
    review.send_intent({"kind": "step", "step": f"review-{last.id}"})
    assert review.guide["next"] == MORE, "the decisions still waiting come after the cards"


def test_what_another_model_weighed_is_weighed_again(
    store: Session, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A card is quoted by the figures of the model that weighs now: one an older model made
    (here: fewer likely deals for a play) waits to be weighed again, its decision first."""
    played(store, "review")
    weigher_of(store).settle()
    old = model()
    made = store.deck().cards
    assert made and all(c.weighing is not None and c.weighing.model == old for c in made)
    monkeypatch.setattr(evaluation_module, "DEALS", {**SMALL, PLAY: SMALL[PLAY] - 2})
    assert model() != old
    review = Review(store=store)
    assert not review.due, "no figures of the older model are quoted"
    stale = {p.id for p in store.deck().played if p.verdict in {c.id for c in made}}
    assert {p.id for p in review._path.pending[: len(stale)]} == stale, "its cards' first"
    review.send_intent({"kind": "step", "step": MORE})
    assert review.due
    card = review.due[0]
    assert card.weighing is not None and card.weighing.model == model()
    again = store.deck()
    assert [p.examined_by(model()) for p in again.played_of(card.id)] == [True] * len(
        again.played_of(card.id)
    )


def test_a_cards_figures_are_kept_and_read_back() -> None:
    game = coached_game()
    game.apply("pass")
    game.apply("pass")
    seen = game.observe(0)
    played = Played("p1", now(), "table", Seen.of(seen), "pass")
    verdict, card = examine_observed(seen, Action("pass"), played, now())
    assert card is not None and card.weighing is not None
    assert verdict.model == card.weighing.model == model()
    again = Deck.from_json(Deck((card,), (), (verdict,)).to_json())
    assert again.cards == (card,) and again.played == (verdict,)
    ev = evaluate(seen)
    read = evaluation_of(card.weighing, seen)
    assert read.options == ev.options and read.kind is ev.kind and read.deals == ev.deals
    assert hint(read) == hint(ev), "the same words as the evaluation it was made by"
    game.apply("bid 5")
    with pytest.raises(ValueError, match="another decision"):
        evaluation_of(card.weighing, game.observe(0))


def test_the_latest_weighing_wins_when_decks_merge() -> None:
    card = _a_card()
    assert card.weighing is not None
    older = Deck((card,), (), ())
    later = _reweighed(card, "2099-01-01T00:00:00.000Z")
    for merged in (older.merged(later), later.merged(older)):
        assert merged.cards[0].weighing == later.cards[0].weighing
        assert merged.cards[0].made == card.made, "its schedule still starts when it was made"
    seen = card.seen
    first = Played("p", "2026-01-01T00:00:00.000Z", "table", seen, card.mine)
    one = replace(first, verdict="x", model="a", weighed="2026-01-02")
    two = replace(first, verdict="y", model="b", weighed="2026-01-03")
    for a, b in ((one, two), (two, one), (first, two)):
        assert Deck((), (), (a,)).merged(Deck((), (), (b,))).played == (two,)


def _reweighed(card: Any, at: str) -> Deck:
    return Deck((replace(card, made=at, weighing=replace(card.weighing, at=at)),), (), ())


def test_in_pyodide_the_decisions_are_weighed_in_slices_with_room_between(
    store: Session,
) -> None:
    """The slices' way (the play page's): each decision a task of the event loop of its own,
    and the page's messages — a ticker here — go between any two. Run in a thread of its own:
    a browser test's Playwright, kept for the worker's session, holds this thread's loop."""
    with ThreadPoolExecutor(1) as thread:
        thread.submit(_weighed_in_slices, store).result()


def _weighed_in_slices(store: Session) -> None:
    loop = asyncio.new_event_loop()
    asyncio.set_event_loop(loop)
    try:
        weigher = weigher_of(store, "slices")
        play_hand(3)
        decisions = weigher.waiting
        assert decisions and not weigher.kept, "the hand's end waits for no weighing"
        ticks: list[int] = []

        def tick() -> None:
            ticks.append(len(weigher.kept))
            if weigher.waiting:
                loop.call_later(0.001, tick)

        loop.call_soon(tick)

        async def weighed() -> None:
            while weigher.waiting:
                await asyncio.sleep(0.01)

        loop.run_until_complete(weighed())
    finally:
        asyncio.set_event_loop(None)
        loop.close()
    assert len(weigher.kept) == decisions and not store.deck().waiting()
    assert set(range(decisions)) <= set(ticks), "a message between any two slices"


def test_a_wrong_first_try_rates_a_lapse_whatever_the_hint() -> None:
    """py-fsrs's documentation: Again "forgot the card" — a card in review rated Again is a
    lapse; Hard "remembered the card with serious difficulty". A wrong first try is the card
    forgotten, whether the answer then came with the hint or without."""
    assert rating(0) == "good"
    assert rating(1) == rating(3) == "again"
    card = _a_card()
    good = Reviewed("r1", card.id, "2026-12-05T10:00:00.000Z", rating(0))
    lapse = Reviewed("r2", card.id, "2026-12-07T10:00:00.000Z", rating(1))
    deck = Deck((card,), (good, lapse), ())
    assert state(deck, card).due.date().isoformat() == "2026-12-08", "back the next day"


# --- an accepted choice that is not the best -------------------------------------------------


def _as_good_but_not_best(kinds: tuple[Kind, ...]) -> tuple[Observation, Evaluation, Action]:
    """A decision of the coached hand (the club player at the learner's seat) where a choice
    not the best is as good as it, of one of ``kinds``."""
    game = coached_game()
    club = HeuristicPlayer(1)
    while game.hands_played == 0:
        seen = game.observe(game.to_act)  # type: ignore[arg-type]
        if game.to_act == 0:
            ev = evaluate(seen)
            others = [o.action for o in ev.options[1:] if ev.as_good(o.action)]
            if ev.kind in kinds and others:
                return seen, ev, others[0]
        game.apply(club.choose(seen))
    raise AssertionError(f"no choice as good as the best of kind {kinds}")


@pytest.mark.parametrize("kinds", [(Kind.BID, Kind.PLAY), (Kind.DISCARD, Kind.TRUMP)])
def test_an_accepted_choice_that_is_not_the_best_says_why_and_which_was(
    kinds: tuple[Kind, ...],
) -> None:
    seen, ev, other = _as_good_but_not_best(kinds)
    card = ReviewCard(
        "c",
        now(),
        theme(seen, ev.best.action),
        Seen.of(seen),
        str(ev.best.action),
        "",
        str(ev.options[-1].action),
        weighing=weighing_of(ev, now(), model()),
    )
    attempt = Attempt(card_step(card))
    weighing = card.weighing
    assert weighing is not None
    verdict = attempt.move(str(other))
    assert verdict.outcome == "reached"
    said = accepted(evaluation_of(weighing, attempt.start.observe(0)), other, card=True)
    assert said == accepted(ev, other), "as good as the best: the same words as on the path"
    assert verdict.text.startswith(said)
    assert said.startswith("Accepted: from what you could see, ")
    best = str(ev.best.action.tile) if ev.kind is Kind.PLAY else None
    assert best is None or f"the best choice, {best}" in said
    mine, top = ev.of(other), ev.best
    if ev.kind in (Kind.BID, Kind.PLAY):
        # Its figure is the evaluation's: the gap to the best, rounded up to a tenth.
        gap = float(re.findall(r"comes within ([\d.]+) points", said)[0])
        assert (
            (top.worth or 0) - (mine.worth or 0)
            <= gap
            < (top.worth or 0) - (mine.worth or 0) + 0.1001
        )
        assert said.endswith("two choices within 0.5 points of each other are as good.")
    else:
        assert f"the contract is made {in_deals(mine.make_rate, mine.deals)}, and" in said
        assert (
            f"the best choice, {order(top.action, top.trump)}, in {percent(top.make_rate)}" in said
        )
        assert said.endswith("two choices within 5 deals in 100 of each other are as good.")
    for lang in languages():
        if lang == "en":
            continue
        with speaking(lang):
            words = accepted(ev, other)
        assert not words.startswith("Accepted"), (lang, words)


# --- notebook 0's coached hand ----------------------------------------------------------------


def test_the_coached_hands_costly_decisions_come_back_as_cards(store: Session) -> None:
    """Notebook 0's coached hand (`coached_hand()`, as its cell makes it), played by a learner
    who makes mistakes: kept with its decisions examined at once by the coach's evaluations,
    its clear costly ones cards of their own, which the review opens on, weighing nothing."""
    way: Way = "review"
    weigher_of(store, way)
    table = coached_hand()
    learner = RandomPlayer(1)
    while table.game.hands_played == 0:
        table.act(learner.choose(table.game.observe(table.seat)))
    deck = store.deck()
    assert deck.played and not deck.waiting(), "examined as it ended"
    assert {p.source for p in deck.played} == {"coached hand"}
    assert deck.cards and {c.source for c in deck.cards} == {"coached hand"}
    review = opened(store)
    assert {c.id for c in review.due} == {c.id for c in deck.cards}
    assert review.guide is not None and review.guide["title"].startswith("Your hand of ")


def test_the_coached_hands_pass_after_two_passes_is_a_card_that_accepts_the_lowest_bid(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Both others pass; the beginner passes too, worth nothing: bid 5 gains 4.06 points, the
    moon 4.05, bid 4 3.50 — bid 4 is 0.56 behind, not as good as the best (0.5) yet within the
    card's margin (0.75), which once kept the pass from being a card at all ("two choices were
    close"). It is a card now, and the card accepts bid 4, saying which was best and why."""
    monkeypatch.setattr(evaluation_module, "DEALS", WEIGHED)  # the figures the table weighs
    game = coached_game()
    while game.to_act != 0:
        game.apply(HeuristicPlayer(1).choose(game.observe(game.to_act)))  # type: ignore[arg-type]
    seen = game.observe(0)
    assert [c.passed for c in seen.calls] == [True, True]
    ev = evaluate(seen)
    four, passing = Action("bid 4"), Action("pass")
    best = ev.best.action  # bid 5, or the moon as good (the deals weighed decide)
    assert best in (Action("bid 5"), Action("bid 21")) and ev.as_good(Action("bid 5"))
    assert not ev.as_good(four) and within_card(ev, four)
    assert verdict(ev, passing) == "" and not within_card(ev, passing)
    card = ReviewCard(
        "c", now(), theme(seen, best), Seen.of(seen), str(best), "", "pass",
        weighing=weighing_of(ev, now(), model()),
    )  # fmt: skip
    attempt = Attempt(card_step(card))
    taken = attempt.move("bid 4")
    assert taken.outcome == "reached", taken.text
    assert taken.text.startswith(
        "Accepted: from what you could see, bid 4 comes within 0.6 points of the best choice, "
        f"{best}, on average — and a card accepts a choice within 0.75 points of the best: it "
        "costs too little to be kept as a mistake."
    )
    assert Attempt(card_step(card)).move("pass").outcome == "lost"
    assert Attempt(card_step(card)).move("bid 6").outcome == "lost"  # 1.76 behind
