"""Advice speaks the learner's language (issue 41; docs/languages.md): a coached hand at a
`MoonTable` in the pseudo-language — hints asked at every decision, the coach's notes, the
hindsight on the hand and the debrief read — and a review card — the message of the cards due,
a wrong try, the hint and a right one — leave no learner-facing word unmarked (a sentence built
outside the catalog); `Review(lang=...)` speaks its own language and refuses an unknown one
before anything is examined."""

from __future__ import annotations

import dataclasses
import random
import re
from typing import Any

import pytest
from test_languages import unmarked
from test_review import play_hand, small_evaluations, store  # noqa: F401 (fixtures)
from test_table_languages import bare_words, words_in

from moon_nb import Game
from moon_nb.engine.actions import Action, Kind, discard, name_trump, order
from moon_nb.engine.options import MOON, Rules
from moon_nb.engine.trump import Trump
from moon_nb.players import evaluation, montecarlo
from moon_nb.players.advice import costly, hint, shortfall
from moon_nb.players.evaluation import Evaluation, Weighed
from moon_nb.players.heuristic import HeuristicPlayer
from moon_nb.players.levels import BeginnerPlayer
from moon_nb.players.montecarlo import MonteCarloPlayer
from moon_nb.progress.records import Record
from moon_nb.progress.standing import Progress
from moon_nb.progress.store import Session
from moon_nb.reference.debrief import coached_hand, debrief
from moon_nb.review.review import Review
from moon_nb.speech import _, decimal, language, percent, speaking

ADVICE = ("hint", "coach", "hindsight", "title")
"""The parts of a table's state that hold advice: the Hint, the coach's words, the hindsight on
the last hand, and the table's heading."""

GUIDE = ("title", "goal", "verdict", "hint", "stars_text")
"""The parts of a review card's guide that the review says (the rest is the guided path's)."""


def bare_advice(state: dict[str, Any]) -> set[str]:
    """The texts of a table's state, advice and all, with a letter outside the marks."""
    out = bare_words(state)
    for key in ADVICE:
        out |= {f"{key}.{field}: {text}" for field, text in words_in(state[key], key)
                if unmarked(text)}  # fmt: skip
    return out


def bare_lines(text: str) -> set[str]:
    return {line for line in text.splitlines() if unmarked(line)}


@pytest.mark.parametrize(
    "rules", [Rules(), Rules(players=4), Rules(all_pass="force")], ids=["three", "four", "force"]
)
def test_the_computer_players_reasons_in_the_pseudo_language_are_all_marked(rules: Rules) -> None:
    """The reasons a learner reads where a lesson quotes a computer player: every call, discard,
    trump, lead and follow of two hands of each of three deals, by rule-of-thumb, beginner and
    Monte Carlo players (a small budget: the reasons, not the strength, are tested)."""
    bare = set()
    for seed in range(3):
        game = Game(seed=seed, rules=rules)
        players = [
            HeuristicPlayer(seed),
            BeginnerPlayer(seed, slip=0.5),
            MonteCarloPlayer(seed, budget=0.01, max_deals=6),
        ]
        with speaking("qps"):
            while game.winner is None and game.hands_played < 2:
                seat = game.to_act
                assert seat is not None
                choice = players[seat % 3].decide(game.observe(seat))
                if unmarked(choice.reason):
                    bare.add(choice.reason)
                game.apply(choice.action)
    assert not bare, "\n".join(sorted(bare)[:30])


@pytest.mark.parametrize("seed", [7, 2])
def test_a_coached_hand_in_the_pseudo_language_says_no_advice_unmarked(
    store: Session,  # noqa: F811
    seed: int,
) -> None:
    """Every decision of the hand: a hint asked, the move made (a seeded random learner, who
    makes costly ones), the coach heard; then the hindsight and the debrief. Seed 7 bids and
    loses tricks to costly plays; with seed 2 everyone passes first (the debrief's notes on the
    deal before) and the learner defends."""
    table = coached_hand(lang="qps")
    rng = random.Random(seed)
    bare = bare_advice(table.session.state())
    hints = notes = 0
    while table.game.hands_played == 0:
        assert table.game.to_act == table.seat
        table.send_intent({"kind": "hint"})
        state = table.session.state()
        hints += bool(state["hint"])
        bare |= bare_advice(state)
        table.act(rng.choice(table.game.legal_actions()))
        state = table.session.state()
        notes += bool(state["coach"] and state["coach"]["latest"])
        bare |= bare_advice(state)
    state = table.session.state()
    said = debrief(table)
    assert hints and notes and state["hindsight"] and said.over and said.kept, (hints, notes)
    bare |= bare_lines(said.text)
    assert not bare, "\n".join(sorted(bare)[:30])
    assert language() == "en"


ODDS = re.compile(r"⟦in (?!none of)[^⟦⟧]* likely deals?⟧")
"""The one phrase a sentence of advice may hold whole: how often, `moon_nb.engine.words.in_deals`
("in 93% of 40 likely deals", an adverbial every sentence of odds takes) — but never "in none
of 40 likely deals", which is a negative sentence of its own (tests/test_no_splice.py)."""


def fragments(text: str) -> list[str]:
    """What makes an advice ``text`` in the pseudo-language more than a sequence of whole
    marked messages: a word outside the marks, or a marked message inside another but for the
    odds phrase (`ODDS`) and a trump's name (`Trump.said`, the placeholder's value)."""
    with speaking("qps"):
        names = {t.said for t in Trump}
    out, depth, start = [], 0, 0
    for i, c in enumerate(text):
        if c == "⟦":
            depth += 1
            start = i if depth == 2 else start
        elif c == "⟧":
            if depth == 2:
                inner = text[start : i + 1]
                if not (ODDS.fullmatch(inner) or inner in names):
                    out.append(f"{inner!r} inside a sentence")
            depth -= 1
        elif depth == 0 and not c.isspace():
            out.append(f"{c!r} outside the marks at {i}")
        if depth > 2:
            out.append(f"a message three deep at {i}")
    return out


@pytest.mark.parametrize("seed", [7, 2, 5])
def test_advice_in_the_pseudo_language_is_whole_sentences(store: Session, seed: int) -> None:  # noqa: F811
    """The Hint at every decision of a coached hand, the coach's notes and a review puzzle's
    verdict on each costly decision (`shortfall`) are whole marked messages side by side: no
    sentence holds another message but how often (the odds phrase) and a trump's name — never a
    clause said apart and glued in ("with 5-3", "naming blanks", "play 5-3")."""
    table = coached_hand(lang="qps")
    rng = random.Random(seed)
    texts = []
    while table.game.hands_played == 0:
        table.send_intent({"kind": "hint"})
        texts.append(table.session.state()["hint"]["reason"])
        table.act(rng.choice(table.game.legal_actions()))
    notes = table.session.coach_notes
    assert notes, "the learner made a costly decision"
    texts += [n.text for n in notes]
    with speaking("qps"):
        texts += [shortfall(n.evaluation, Action(n.action)) for n in notes if n.evaluation]
    glued = {f"{t!r}: {f}" for t in texts for f in fragments(t)}
    assert not glued, "\n".join(sorted(glued)[:20])
    assert fragments("⟦From what you can see, ⟦play 5-3⟧: ⟦in all 8 likely deals⟧.⟧"), (
        "it finds glue"
    )
    assert fragments("⟦With 5-3⟧ the contract ⟦is made⟧.") and not fragments(
        "⟦Name ⟦blanks⟧.⟧ ⟦It is made ⟦in 3 of 8 likely deals⟧.⟧"
    )


def test_a_review_card_in_the_pseudo_language_says_nothing_unmarked(store: Session) -> None:  # noqa: F811
    for seed in (3, 4, 7):
        play_hand(seed)
    review = Review(store=store, lang="qps")
    assert review.lang == "qps" and review.due
    card = review.due[0]
    bare = bare_lines(review.notice["text"]) | bare_lines(review._caption(""))

    def guide() -> set[str]:
        shown = review.guide
        assert shown is not None
        return {f"{k}: {shown[k]}" for k in GUIDE if unmarked(str(shown[k]))}

    bare |= guide()
    review.act(card.mine)  # the learner's own choice again: wrong
    assert review.guide is not None and review.guide["status"] == "wrong"
    bare |= guide()
    review.send_intent({"kind": "step_hint"})
    bare |= guide()
    review.act(card.answer)
    assert review.guide["status"] == "solved" and review.guide["stars_text"]
    bare |= guide()
    assert not bare, "\n".join(sorted(bare))
    assert language() == "en"


def test_a_review_in_hungarian_says_when_the_card_comes_back_in_hungarian(
    store: Session,  # noqa: F811
) -> None:
    for seed in (3, 4, 7):
        play_hand(seed)
    review = Review(store=store, lang="hu")
    card = review.due[0]
    assert "esedékes" in review.notice["text"].lower()
    assert review.guide is not None and review.guide["goal"] == "Találd meg a jobb döntést."
    review.act(card.answer)
    assert review.guide["verdict"].endswith(" Ez a kártya ekkor tér vissza: 2 nap múlva.")
    assert language() == "en"


@pytest.mark.parametrize("value", ["xx", "english", 3, ""])
def test_a_review_in_an_unknown_language_is_refused_and_examines_nothing(
    store: Session,  # noqa: F811
    value: object,
) -> None:
    play_hand(3)
    deck = store.deck()
    assert deck.played
    with pytest.raises(ValueError) as refused:
        Review(store=store, lang=value)  # type: ignore[arg-type]
    assert "magyar (hu)" in str(refused.value) and "ລາວ (lo)" in str(refused.value)
    assert store.deck() == deck, "nothing was examined or kept"


def test_the_progress_summary_in_the_pseudo_language_says_nothing_unmarked() -> None:
    """Each way an exercise can stand, this notebook's and every lesson's, saved and not; the
    lessons' names and the exercises' titles are data (numbers and a tile here)."""
    standing = [
        Record("01", "1", "6-4", tries=1, right=True, right_at_try=1, first_try_right=True),
        Record("01", "2", "6-4", tries=3, right=True, right_at_try=3),
        Record("01", "3", "6-4", tries=2, right_after_solution=True, solution_seen=True),
        Record("01", "4", "6-4", tries=1, solution_seen=True),
        Record("01", "5", "6-4", tries=2),
        Record("01", "6", "6-4", solution_seen=True),
        Record("01", "7", "6-4"),
    ]
    other = Record("02", "1", "6-4", tries=1, right=True, right_at_try=1, first_try_right=True)
    summaries = [
        Progress((), ()),
        Progress(standing[:1], standing[:1], saved_in="moon.json"),
        Progress(tuple(standing), (*standing, other), saved_in="moon.json", learner="Ada"),
        Progress(tuple(standing), (*standing, other), every_lesson=True),
    ]
    bare = set()
    with speaking("qps"):
        for summary in summaries:
            lines = [summary.headline, *summary.lines]
            bare |= {line for line in lines if unmarked(line.replace("6-4", ""))}
    assert not bare, "\n".join(sorted(bare))


@pytest.mark.parametrize(
    ("lang", "average", "share"),
    [("en", "5.1", "80%"), ("hu", "5,1", "80%"), ("hy", "5,1", "80%"), ("fi", "5,1", "80\u00a0%"),
     ("mr", "5.1", "80%"), ("lo", "5,1", "80%"), ("qps", "5.1", "80%")],
)  # fmt: skip
def test_numbers_are_written_as_the_language_writes_them(
    lang: str, average: str, share: str
) -> None:
    """An average and a share in each language's signs (CLDR's decimal sign and percent
    pattern; the digits stay Western, as the pips are written), and in a reason a learner
    reads: the rule-of-thumb player's count of a hand, "about 5.1 with the widow"."""
    game = Game(seed=1)
    with speaking(lang):
        assert (decimal(5.14), decimal(1.135, 2), percent(0.8)) == (
            average,
            "1" + average[1] + "14",
            share,
        )
        why = HeuristicPlayer().decide(game.observe(game.to_act)).reason
    assert average in why and re.findall(r"\d[.,]\d", why) == [average], why


def test_english_numbers_are_written_as_before() -> None:
    """In English `decimal` and `percent` write what Python's own formats did, so no English
    text changes."""
    rng = random.Random(7)
    for value in [0.0, 0.05, 0.15, 0.25, 0.805, 1.0, *[rng.random() * 7 for _k in range(500)]]:
        assert decimal(value) == f"{value:.1f}" and decimal(value, 2) == f"{value:.2f}"
        assert percent(value / 7) == f"{value / 7:.0%}"


def _no_trump_evaluations() -> list[tuple[Evaluation, Action]]:
    """Two trump decisions, no trump the best in one and the learner's worse choice in the
    other, and a discard whose best goes with no trump: each with the learner's choice."""
    nt, sixes = name_trump(None), name_trump(6)

    def trump(best: Action, other: Action) -> Evaluation:
        options = (Weighed(best, 40, 30, 4.5), Weighed(other, 40, 12, 3.1))
        return Evaluation(Kind.TRUMP, 0, True, 40, options)

    discards = (
        Weighed(discard("3-1"), 40, 30, 4.5, trump=Trump.NO_TRUMP),
        Weighed(discard("6-2"), 40, 12, 3.1, trump=Trump.of(6)),
    )
    return [
        (trump(nt, sixes), sixes),
        (trump(sixes, nt), nt),
        (Evaluation(Kind.DISCARD, 0, True, 40, discards), discard("6-2")),
    ]


@pytest.mark.parametrize("lang", ["en", "hu", "hy", "fi", "mr", "lo"])
def test_no_trump_is_advised_as_a_choice_of_its_own(lang: str) -> None:
    """No trump is said in sentences of its own ("From what you can see, name no trump."),
    never as a trump's name put into "name {trump}": in Hungarian that read "az adu legyen adu
    nélkül", in Armenian "declare without trump as trump"."""
    with speaking(lang):
        glued = _("name {trump}", trump=Trump.NO_TRUMP.said)
        for ev, mine in _no_trump_evaluations():
            said = hint(ev) + " " + costly(ev, mine)
            assert glued not in said or lang == "en", said
            if ev.best.action == name_trump(None):
                assert hint(ev).startswith(_("From what you can see, name no trump.")), said
            if mine == name_trump(None):
                better = _(
                    "From what you could see, naming {better} was better than naming no trump.",
                    better=Trump.of(6).said,
                )
                assert costly(ev, mine).startswith(better), said
        assert order(name_trump(None)) == _("name no trump")


@pytest.mark.parametrize("lang", ["en", "hu", "hy", "fi"])
def test_the_monte_carlo_players_no_trump_is_a_choice_of_its_own(
    lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The Monte Carlo player's reasons name no trump in sentences of their own ("Name no
    trump: …", "Bid 4: with no trump I make it …"), never "{trump}" filled with it ("with no
    trump as trump"): its shortlist of trumps held to no trump, and its figures to marks, its
    bid, discard and trump are said in exactly those sentences."""
    # No trump the only trump a call weighs, the trump ranked first and the trump that goes
    # with the discard ranked first.
    monkeypatch.setattr(evaluation, "shortlist", lambda *a: [Trump.NO_TRUMP])
    weigh_trump = montecarlo.weigh_trump

    def no_trump_first(*args: Any) -> Evaluation:
        ev = weigh_trump(*args)
        first = [o for o in ev.options if o.trump is Trump.NO_TRUMP]
        rest = [o for o in ev.options if o.trump is not Trump.NO_TRUMP]
        return dataclasses.replace(ev, options=(*first, *rest))

    monkeypatch.setattr(montecarlo, "weigh_trump", no_trump_first)
    weigh_discard = montecarlo.weigh_discard

    def with_no_trump(*args: Any) -> Evaluation:
        ev = weigh_discard(*args)
        best = dataclasses.replace(ev.best, trump=Trump.NO_TRUMP)
        return dataclasses.replace(ev, options=(best, *ev.options[1:]))

    monkeypatch.setattr(montecarlo, "weigh_discard", with_no_trump)
    monkeypatch.setattr(montecarlo, "in_deals", lambda *a: "ODDS")
    monkeypatch.setattr(montecarlo, "decimal", lambda *a: "T")
    # A roomy limit: on a loaded machine a deal cut off by the 0.7 s limit would leave no deal
    # weighed, and the player would fall back to its rules of thumb and their reasons.
    player = MonteCarloPlayer(1, budget=0.01, max_deals=6, limit=60.0)
    game = Game(seed=4)
    said: dict[Kind, tuple[str, set[str]]] = {}
    with speaking(lang):
        while game.phase in ("bid", "widow", "discard", "trump"):
            seen = game.observe(game.to_act)
            choice = player.decide(seen)
            a, need = choice.action, seen.contract.need if seen.contract else 0
            names = {"bid": a.bid, "tile": a.tile, "need": need, "odds": "ODDS", "points": "T"}
            # A seat that may not pass (the last to speak after two passes) says it must bid;
            # each reason gives the points it was ranked by, a gain or a loss.
            must = not any(o.kind is Kind.PASS for o in seen.legal)
            reason = {Kind.BID: "must bid" if must else "bid", Kind.DISCARD: "discard",
                      Kind.TRUMP: "name"}.get(a.kind)  # fmt: skip
            if reason is not None and a.bid != MOON:
                table = montecarlo.WORTH_REASONS[reason]
                wanted = {_(table[True, gains], **names) for gains in (True, False)}
                # A trump or a discard too far behind on the contract for its points: the
                # contract alone.
                alone = {"name": montecarlo._NAME, "discard": montecarlo._DISCARD}.get(reason)
                if alone is not None:
                    wanted.add(_(alone[True], **names, tricks="T"))
                said[a.kind] = (choice.reason, wanted)
            game.apply(a)
    assert set(said) == {Kind.BID, Kind.DISCARD, Kind.TRUMP}, said
    assert all(reason in wanted for reason, wanted in said.values()), said
