"""Coach mode at the table (`MoonTable(coach=True)`): a word after a costly decision, with the
better choice and why; none after a sound one; the hand's summary lists the costly ones; undo
takes a note back; a table without a coach says nothing."""

from __future__ import annotations

from typing import Any

import pytest
from support import quick_table

from moon_nb import Game, MoonTable
from moon_nb.engine.actions import Action
from moon_nb.engine.observation import Observation
from moon_nb.players import Choice, HeuristicPlayer, RandomPlayer
from moon_nb.players.advice import costly
from moon_nb.reference.at_table import ask_hint

HANDS = [
    ["6-6", "6-5", "6-4", "6-3", "5-5", "4-4", "3-3"],
    ["6-2", "6-1", "5-4", "5-3", "5-2", "5-1", "4-3"],
    ["4-2", "4-1", "3-2", "2-2", "2-1", "1-1", "0-0"],
]


class Passer(RandomPlayer):
    """Passes when it may; otherwise a random legal action."""

    def decide(self, seen: Observation) -> Choice:
        if any(a.text == "pass" for a in seen.legal):
            return Choice("pass", "Passing.")
        return super().decide(seen)


def coached(**kwargs: Any) -> MoonTable:
    game = Game.from_deal(HANDS, "3-1", first_bidder=0, seed=1)
    # The hint at a table with the coach is the coach's evaluation: no quick advisor here.
    return quick_table(
        game=game, opponents=[Passer(1), Passer(2)], coach=True, advisor=None, **kwargs
    )


def test_costly_decisions_get_a_word_with_the_better_choice() -> None:
    table = coached()
    table.act("bid 5")  # six trumps from the top, and the top doubles: a moon
    bid = table.coach["latest"]
    assert bid.startswith(
        "From what you could see, bidding 21 was better than bidding 5. A moon (bid 21) is made "
    )
    table.act("discard 3-1")
    table.act("trump 1")  # not one trump in the hand
    latest = table.coach["latest"]
    assert latest.startswith("From what you could see, naming ")
    assert " was better than naming 1s. With " in latest
    assert " as trump, the contract is made " in latest, latest
    assert "likely deals" in latest and ". With 1s as trump, the contract is made in " in latest
    notes = table.coach["notes"]
    assert notes[0] == {"hand_number": 1, "text": bid} and notes[-1]["text"] == latest


def test_the_coach_and_the_hint_quote_one_evaluation() -> None:
    """Where the coach calls a decision costly, the better choice it names is the one the Hint
    gave for that decision, and the note's figures are the evaluation's."""
    table = coached()
    for action in ["bid 5", "discard 6-6", "trump 1", "play 3-3"]:
        hint = ask_hint(table)
        notes = len(table.session.coach_notes)
        table.act(action)
        if len(table.session.coach_notes) == notes:
            continue  # as good as the best: the hint's action is not the only good one
        note = table.session.coach_notes[-1]
        assert note.action == action and note.better == str(hint.action), (hint, note)
        assert note.evaluation is not None and note.evaluation.best.action == hint.action
        assert note.text == costly(note.evaluation, Action(action))
    assert len(table.session.coach_notes) >= 2


def test_sound_decisions_get_no_word() -> None:
    table = coached()
    advisor = table.session.advisor
    for _ in range(3):  # the bid, the discard and trump as the hint gives them
        table.act(advisor.choose(table.game.observe(0)))
        assert table.coach["latest"] is None
    assert table.game.contract == 21
    table.act(advisor.choose(table.game.observe(0)))
    assert table.coach["latest"] is None
    assert table.coach["notes"] == []


def test_undo_takes_the_coachs_word_back() -> None:
    table = coached()
    table.act("bid 5")  # a moon was better: a note
    table.act("discard 3-1")
    table.act("trump 1")  # a note
    before = table.coach["notes"]
    assert len(before) == 2 and table.coach["latest"] == before[-1]["text"]
    table.send_intent({"kind": "undo"})
    assert table.coach["latest"] is None
    assert table.coach["notes"] == before[:-1], "only the trump's note is taken back"


def test_a_table_with_the_coach_takes_no_other_advisor() -> None:
    with pytest.raises(ValueError, match="coach's own evaluation as its Hint"):
        quick_table(seed=3, coach=True, advisor=HeuristicPlayer())


def test_the_summary_gets_the_hands_notes_and_a_table_without_a_coach_says_nothing() -> None:
    table = coached()
    learner = RandomPlayer(5)
    while table.game.hands_played == 0:
        table.act(learner.choose(table.game.observe(0)))
    notes = table.coach["notes"]
    assert all(n["hand_number"] == 1 for n in notes)
    assert all(n["text"].endswith(".") for n in notes)
    plain = quick_table(seed=3)
    assert plain.coach is None
    plain.act(plain.game.legal_actions()[0])
    assert plain.coach is None
