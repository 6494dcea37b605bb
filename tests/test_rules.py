"""The rules of play, table-driven, with every worked example of the rule book."""

import pytest

from moon_nb import Tile, Trump
from moon_nb.engine.tiles import DOUBLE_SIX, MOON_TILES
from moon_nb.engine.tricks import (
    LeadRule,
    PlayRule,
    TrickRule,
    explain_lead,
    explain_play,
    explain_trick,
    follows,
    is_trump,
    led_suit,
    legal_plays,
    rank,
    sort_hand,
    suit_members,
    trick_winner,
)


def tiles(text):
    return [Tile.parse(t) for t in text.split()]


# --- trump arguments ------------------------------------------------------------------------


@pytest.mark.parametrize(
    "value, expected",
    [
        (4, Trump.FOURS),
        (0, Trump.BLANKS),
        ("doubles", Trump.DOUBLES),
        (None, Trump.NO_TRUMP),
        ("none", Trump.NO_TRUMP),
        (Trump.SIXES, Trump.SIXES),
        ("5", Trump.FIVES),
    ],
)
def test_trump_arguments(value, expected):
    assert Trump.of(value) is expected


@pytest.mark.parametrize("bad", [7, -1, "sevens", 4.0, True, [4]])
def test_bad_trump_arguments(bad):
    with pytest.raises(ValueError):
        Trump.of(bad)


# --- suits and ranking (rule book: "Suits and ranking") --------------------------------------


def test_rank_order_examples_from_the_rule_book():
    assert [str(t) for t in suit_members(6, None)] == ["6-6", "6-5", "6-4", "6-3", "6-2", "6-1"]
    assert [str(t) for t in suit_members(2, None)] == ["2-2", "6-2", "5-2", "4-2", "3-2", "2-1"]


def test_suit_zero_is_only_the_double_blank():
    assert suit_members(0, None) == [Tile(0, 0)]
    assert suit_members("trump", 0) == [Tile(0, 0)]


def test_a_non_double_belongs_to_both_suits_a_double_to_one():
    assert follows("5-3", 5, None) and follows("5-3", 3, None)
    assert follows("4-4", 4, None) and not any(follows("4-4", s, None) for s in (0, 1, 2, 3, 5, 6))


# --- led suit ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "tile, trump, suit, rule",
    [
        ("6-4", None, 6, LeadRule.HIGHER_END),
        ("5-3", None, 5, LeadRule.HIGHER_END),
        ("4-4", None, 4, LeadRule.DOUBLE),
        ("6-4", 4, "trump", LeadRule.TRUMP_LED),
        ("6-4", 6, "trump", LeadRule.TRUMP_LED),
        ("5-3", 2, 5, LeadRule.HIGHER_END),
        ("4-4", "doubles", "trump", LeadRule.TRUMP_LED),
        ("4-2", "doubles", 4, LeadRule.HIGHER_END),
        ("0-0", 0, "trump", LeadRule.TRUMP_LED),
        ("0-0", None, 0, LeadRule.DOUBLE),
        ("3-3", 5, 3, LeadRule.DOUBLE),
    ],
)
def test_led_suit(tile, trump, suit, rule):
    assert led_suit(tile, trump) == suit
    ruling = explain_lead(tile, trump)
    assert ruling.suit == suit and ruling.rule is rule
    assert tile in ruling.text


def test_a_number_trump_pulls_tiles_out_of_their_other_suit():
    # 6-4 with 4s trump is a trump only: it does not follow suit 6.
    assert is_trump("6-4", 4)
    assert not follows("6-4", 6, 4)
    assert follows("6-4", "trump", 4)
    assert [str(t) for t in suit_members("trump", 4)] == ["4-4", "6-4", "5-4", "4-3", "4-2", "4-1"]
    assert [str(t) for t in suit_members(6, 4)] == ["6-6", "6-5", "6-3", "6-2", "6-1"]


def test_doubles_trump_rank_and_suits():
    assert [str(t) for t in suit_members("trump", "doubles")] == [
        "6-6", "5-5", "4-4", "3-3", "2-2", "1-1", "0-0",
    ]  # fmt: skip
    # The rule book: "suit 4: 6-4, 5-4, 4-3, 4-2, 4-1".
    assert [str(t) for t in suit_members(4, "doubles")] == ["6-4", "5-4", "4-3", "4-2", "4-1"]


def test_no_trump_has_no_trumps():
    assert not any(is_trump(t, None) for t in DOUBLE_SIX)


def test_zero_trump_in_the_22_tile_set_is_a_single_tile():
    assert [t for t in MOON_TILES if is_trump(t, 0)] == [Tile(0, 0)]
    # With the full set (four players), 0 as trump makes seven trumps.
    assert sum(is_trump(t, 0) for t in DOUBLE_SIX) == 7


# --- following (worked examples) -------------------------------------------------------------


@pytest.mark.parametrize(
    "hand, trick, trump, expected",
    [
        # Rule book: 5 and 3 not trump, a hand holds 5-3 and no other 5s or 3s: it must play 5-3
        # if 3-2 is led (suit 3) and also if 5-1 is led (suit 5).
        ("5-3 6-6 2-1 4-4", "3-2", None, "5-3"),
        ("5-3 6-6 2-1 4-4", "5-1", None, "5-3"),
        ("5-3 6-6 2-1 4-4", "5-1", 2, "5-3"),
        # Rule book: doubles trump, 4-2 led: holding 4-4 and another 4, the other 4 must be played.
        ("4-4 4-1 6-6", "4-2", "doubles", "4-1"),
        # ... holding no other 4: cannot follow, anything goes (4-4 as a trump, any other tile).
        ("4-4 6-6 5-3", "4-2", "doubles", "4-4 6-6 5-3"),
        # A trump lead calls for trumps.
        ("6-4 4-4 6-6", "5-4", 4, "6-4 4-4"),
        ("6-6 5-5 3-1", "5-4", 4, "6-6 5-5 3-1"),
        # A tile of the led number that is a trump does not follow the number suit.
        ("6-5 6-1 3-3", "6-3", 5, "6-1"),
        ("6-5 3-3", "6-3", 5, "6-5 3-3"),
        # Leading: anything.
        ("6-5 3-3", "", 5, "6-5 3-3"),
        # A double leads its own suit.
        ("6-4 5-5 4-1", "4-4", None, "6-4 4-1"),
        ("6-4 5-5 4-1", "4-4", "doubles", "5-5"),
    ],
)
def test_legal_plays(hand, trick, trump, expected):
    got = legal_plays(tiles(hand), tiles(trick), trump)
    assert sorted(map(str, got)) == sorted(expected.split())


def test_legal_plays_accepts_strings():
    assert legal_plays(["5-3", "6-6"], ["3-2"], None) == [Tile(5, 3)]


def test_must_follow_explanation_names_the_tiles_and_the_rule():
    ruling = explain_play(tiles("5-3 5-1 6-6"), tiles("5-2"), None, "6-6")
    assert not ruling.legal and ruling.rule is PlayRule.MUST_FOLLOW
    assert ruling.text == "You must follow suit 5 — you hold 5-3 and 5-1."


def test_double_as_trump_may_not_follow_its_number():
    ruling = explain_play(tiles("4-4 4-1 6-6"), tiles("4-2"), "doubles", "4-4")
    assert not ruling.legal
    assert "4-4 is a trump (doubles are trump), not a tile of suit 4" in ruling.text


def test_cannot_follow_explanation():
    ruling = explain_play(tiles("4-4 6-6"), tiles("4-2"), "doubles", "6-6")
    assert ruling.legal and ruling.rule is PlayRule.CANNOT_FOLLOW
    assert "no tile of suit 4" in ruling.text


def test_follow_and_lead_and_not_in_hand_explanations():
    assert explain_play(tiles("5-3"), tiles("5-1"), None, "5-3").rule is PlayRule.FOLLOWS
    assert explain_play(tiles("5-3"), [], None, "5-3").rule is PlayRule.LEAD
    ruling = explain_play(tiles("5-3"), [], None, "6-6")
    assert not ruling.legal and ruling.rule is PlayRule.NOT_IN_HAND and "6-6" in ruling.text


def test_must_follow_trump_explanation():
    ruling = explain_play(tiles("6-4 4-4 6-6"), tiles("5-4"), 4, "6-6")
    assert not ruling.legal
    assert ruling.text == "You must follow with a trump — you hold 4-4 and 6-4."


# --- trick winner -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "trick, trump, winner, rule",
    [
        # Rule book: doubles trump, 4-2 led, suit 4's highest is 6-4, which wins unless trumped.
        ("4-2 6-4 3-1", "doubles", 1, TrickRule.HIGHEST_OF_SUIT),
        ("4-2 6-4 3-3", "doubles", 2, TrickRule.ONLY_TRUMP),
        ("4-2 4-4 3-3", "doubles", 1, TrickRule.HIGHEST_TRUMP),
        ("6-4 6-6 6-5", 4, 0, TrickRule.ONLY_TRUMP),
        ("6-5 6-6 5-5", None, 1, TrickRule.HIGHEST_OF_SUIT),
        ("5-1 6-6 5-2", None, 2, TrickRule.HIGHEST_OF_SUIT),
        ("3-1 4-2 6-5", None, 0, TrickRule.HIGHEST_OF_SUIT),
        ("6-1 0-0 6-6", 0, 1, TrickRule.ONLY_TRUMP),
        ("4-1 4-4 4-3 6-4", 4, 1, TrickRule.HIGHEST_TRUMP),
        ("2-1 5-5 3-2 6-2", 5, 1, TrickRule.ONLY_TRUMP),
    ],
)
def test_trick_winner(trick, trump, winner, rule):
    # A four-tile trick is four players' game, played with all 28 tiles.
    game = DOUBLE_SIX if len(tiles(trick)) == 4 else MOON_TILES
    assert trick_winner(tiles(trick), trump, game) == winner
    ruling = explain_trick(tiles(trick), trump, game)
    assert ruling.winner == winner and ruling.rule is rule
    assert ruling.text.startswith(f"{tiles(trick)[winner]} wins")


def test_trick_winner_explanation_text():
    assert str(explain_trick(tiles("4-2 4-4 3-3"), "doubles")) == (
        "4-4 wins: it is the highest trump played (doubles are trump)."
    )


def test_empty_trick_has_no_winner():
    with pytest.raises(ValueError):
        trick_winner([], None)


def test_rank_puts_every_trump_above_every_follower():
    for tr in Trump:
        for t in MOON_TILES:
            if is_trump(t, tr):
                assert all(
                    rank(t, 6, tr) > rank(u, 6, tr) for u in MOON_TILES if not is_trump(u, tr)
                )


def test_sort_hand_trumps_first_then_suits():
    assert [str(t) for t in sort_hand(tiles("2-1 6-4 4-4 5-5 6-6"), 4)] == [
        "4-4", "6-4", "6-6", "5-5", "2-1",
    ]  # fmt: skip
