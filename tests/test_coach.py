"""Coach mode at the table (`MoonTable(coach=True)`): a word after a costly decision, with the
better choice and why; none after a sound one; the hand's summary lists the costly ones; undo
takes a note back; a table without a coach says nothing."""

from __future__ import annotations

from typing import Any

from support import quick_table

from moon_nb import Game, MoonTable
from moon_nb.engine.observation import Observation
from moon_nb.players import Choice, HeuristicPlayer, MonteCarloPlayer, RandomPlayer

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
    return quick_table(game=game, opponents=[Passer(1), Passer(2)], coach=True, **kwargs)


def test_costly_decisions_get_a_word_with_the_better_choice() -> None:
    table = coached(advisor=MonteCarloPlayer(seed=0, budget=0.05))
    table.act("bid 5")  # six trumps from the top: the expert player shoots the moon
    bid = table.coach["latest"]
    assert bid.startswith("The expert player would bid 21 rather than bid 5: Shoot the moon")
    table.act("discard 3-1")
    table.act("trump 1")  # not one trump in the hand
    latest = table.coach["latest"]
    assert latest.startswith("Naming ") and " was better than naming 1s: it makes the " in latest
    assert "likely deals" in latest and "(yours makes it in " in latest, latest
    notes = table.coach["notes"]
    assert notes[0] == {"hand_number": 1, "text": bid} and notes[-1]["text"] == latest


def test_sound_decisions_get_no_word() -> None:
    table = coached()
    advisor = table.session.advisor
    for _ in range(3):  # the bid, the discard and trump as the advisor would choose them
        table.act(advisor.choose(table.game.observe(0)))
        assert table.coach["latest"] is None
    assert table.game.trump is not None and str(table.game.trump) == "6s"
    table.act("play 6-6")  # the top trump: as good as any lead
    assert table.coach["latest"] is None
    assert table.coach["notes"] == []


def test_undo_takes_the_coachs_word_back() -> None:
    table = coached(advisor=HeuristicPlayer())
    table.act("bid 5")  # the heuristic would bid 6: a note
    table.act("discard 3-1")
    table.act("trump 1")  # a note
    before = table.coach["notes"]
    assert table.coach["latest"] == before[-1]["text"]
    table.send_intent({"kind": "undo"})
    assert table.coach["latest"] is None
    assert table.coach["notes"] == before[:-1], "only the trump's note is taken back"


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
