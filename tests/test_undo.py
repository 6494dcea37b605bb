"""Undo at the table says what it takes back, and asks before it reopens a hand already
scored: a stray press at the start of a new hand must not take back the last trick of the hand
before and its score without a word."""

from __future__ import annotations

from support import quick_table

from moon_nb.engine.actions import you_did
from moon_nb.players import HeuristicPlayer


def play_to_a_new_hand(table):  # type: ignore[no-untyped-def]
    """The learner plays by rote until a hand is scored and the next is dealt."""
    learner = HeuristicPlayer(0)
    while table.game.hands_played == 0:
        table.act(learner.choose(table.game.observe(0)))
    if table.summary_open:
        table.send_intent({"kind": "next_hand"})


def test_undo_says_what_it_takes_back() -> None:
    table = quick_table(seed=4)
    assert table.view["undo"] is None, "nothing to take back before a decision"
    before = list(table.game.actions)
    mine = table.game.legal_actions()[0]
    table.act(mine)
    offer = table.view["undo"]
    after = len(table.game.actions) - len(before) - 1
    assert after > 0, "the computer players answered the learner's call"
    said = you_did(mine)  # "You bid 4.": the move in words, never its code
    assert offer == {
        "text": f"Take back your last decision and the {after} moves after it. {said}",
        "confirm": None,
    }
    table.send_intent({"kind": "undo"})
    assert table.message == (
        f"Took back your last decision and the {after} moves after it. {said} "
        "It is your turn again."
    )
    assert table.game.actions == before


def test_undo_asks_before_it_reopens_a_scored_hand() -> None:
    table = quick_table(seed=4)
    play_to_a_new_hand(table)
    scores, actions = list(table.game.scores), list(table.game.actions)
    hand = table.game.hand_number
    offer = table.view["undo"]
    assert offer is not None and offer["confirm"] is not None
    assert offer["confirm"].startswith("Undo would reopen 1 hand already scored")
    assert "press Undo again" in offer["confirm"]
    # The first press only asks: nothing changes.
    table.send_intent({"kind": "undo"})
    assert table.message == offer["confirm"]
    assert table.game.scores == scores and table.game.actions == actions
    assert table.game.hand_number == hand
    # Confirmed, it takes the decision back, reopening the hand, and says so.
    table.send_intent({"kind": "undo", "confirm": True})
    assert table.error == ""
    assert "is open again" in table.message and table.message.startswith(
        "Took back your last decision"
    )
    assert table.game.hands_played == 0 and table.game.hand_number == hand - 1
    assert len(table.game.actions) < len(actions)


def test_a_confirm_that_is_not_true_or_false_is_refused() -> None:
    table = quick_table(seed=4)
    table.act(table.game.legal_actions()[0])
    before = list(table.game.actions)
    table.send_intent({"kind": "undo", "confirm": "yes"})
    assert "true or false" in table.error
    assert table.game.actions == before


def test_a_game_taken_back_in_python_is_undone_from_the_decision_still_in_it() -> None:
    """A teacher may rewind the game in Python, not at the table: Undo then offers the last
    decision the game still holds, and telling the table leaves the decisions as they were."""
    table = quick_table(seed=4)
    first = table.game.legal_actions()[0]
    table.act(first)
    k = table.session.decisions[-1]
    table.act(table.game.legal_actions()[0])
    decisions = list(table.session.decisions)
    assert len(decisions) == 2
    table.game.rewind(decisions[-1])  # behind the table's back: the second decision is gone
    offer = table.session.undo_offer()
    assert offer is not None and offer["text"].endswith(you_did(first))
    table.session.state()
    assert table.session.decisions == decisions, "telling the table changes nothing of it"
    table.send_intent({"kind": "undo"})
    assert len(table.game.actions) == k, "back to the first decision"
    assert table.session.decisions == [] and table.session.undo_offer() is None
