"""Scoring a hand and ending the game, table-driven from the rule book."""

import pytest

from moon_nb import Rules
from moon_nb.engine.scoring import EndRule, game_status, score_hand

THREE = Rules()
MARKS = Rules(scoring="marks")
FOUR = Rules(players=4)
FOUR_BID = Rules(players=4, team_scoring="bid")


@pytest.mark.parametrize(
    "rules, bidder, bid, tricks, made, changes",
    [
        (THREE, 0, 5, (5, 1, 1), True, (5, 1, 1)),
        (THREE, 0, 5, (7, 0, 0), True, (5, 0, 0)),  # no extra for tricks beyond the bid
        (THREE, 0, 5, (4, 2, 1), False, (-5, 2, 1)),
        (THREE, 1, 4, (3, 3, 1), False, (3, -4, 1)),
        (THREE, 2, 21, (0, 0, 7), True, (0, 0, 21)),
        (THREE, 2, 21, (1, 0, 6), False, (1, 0, -21)),  # a set moon loses 21
        (MARKS, 0, 5, (5, 1, 1), True, (1, 0, 0)),
        (MARKS, 0, 5, (4, 2, 1), False, (0, 1, 1)),
        (FOUR, 1, 5, (1, 3, 0, 3), True, (1, 6)),  # the team scores its tricks
        (FOUR, 1, 5, (2, 2, 1, 2), False, (3, -5)),
        (FOUR_BID, 1, 5, (1, 3, 0, 3), True, (1, 5)),  # option: the team scores its bid
        (FOUR, 0, 21, (4, 0, 3, 0), True, (21, 0)),
    ],
)
def test_score_hand(rules, bidder, bid, tricks, made, changes):
    result = score_hand(rules, bidder, bid, tricks)
    assert result.made is made
    assert result.changes == changes


def test_hand_text_reads_like_the_issue():
    text = score_hand(THREE, 0, 5, (4, 2, 1)).text
    assert text == "Seat 0 bid 5 and took 4 tricks: set, −5; seat 1 +2, seat 2 +1."
    assert "made" in score_hand(THREE, 1, 4, (1, 5, 1)).text
    moon = score_hand(THREE, 2, 21, (0, 0, 7)).text
    assert "shot the moon" in moon and "wins the game" in moon
    assert "team 1 (seats 1 & 3)" in score_hand(FOUR, 0, 4, (3, 1, 2, 1)).text


def test_bad_trick_counts():
    with pytest.raises(ValueError):
        score_hand(THREE, 0, 5, (4, 2))
    with pytest.raises(ValueError):
        score_hand(THREE, 0, 5, (4, 2, 2))


@pytest.mark.parametrize(
    "rules, scores, moon_by, winner, rule",
    [
        (THREE, (20, 3, 5), None, None, EndRule.NOT_YET),
        (THREE, (21, 3, 5), None, 0, EndRule.REACHED),
        (THREE, (22, 25, 5), None, 1, EndRule.REACHED),
        (THREE, (22, 22, 5), None, None, EndRule.TIE_AT_TOP),
        (THREE, (22, 22, 23), None, 2, EndRule.REACHED),
        (THREE, (-4, 3, 5), 0, 0, EndRule.MOON),  # a made 21 wins at once, whatever the score
        (MARKS, (7, 6, 1), None, 0, EndRule.REACHED),
        (MARKS, (7, 7, 1), None, None, EndRule.TIE_AT_TOP),
        (FOUR, (21, 21), None, None, EndRule.TIE_AT_TOP),
        (FOUR, (19, 24), None, 1, EndRule.REACHED),
    ],
)
def test_game_status(rules, scores, moon_by, winner, rule):
    status = game_status(rules, scores, moon_by)
    assert status.winner == winner
    assert status.rule is rule
    assert status.over is (winner is not None)
    assert status.text


def test_tie_text_names_the_tied_seats():
    text = game_status(THREE, (22, 22, 5)).text
    assert "seat 0" in text.lower() and "seat 1" in text and "play goes on" in text
