"""The guided path's first steps: the rules at the table — tricks and following suit, trump,
doubles as trump, no trump, the bidding. Each is a prepared position (`moon_nb.path.step`)
whose goal the engine judges; ``tests/test_learn_steps.py`` plays every one.

The deals are written out tile by tile (seat 0 is the learner, at the bottom of the table);
the scripts bid, take the widow, name trump and play the tiles before the learner's turn.
"""

from __future__ import annotations

from moon_nb.path.goals import Legal, WinBidding, WinTrick
from moon_nb.path.step import Position, Step
from moon_nb.reference.readings import reading

# Seat 0's hand has fives and sixes; seat 1 bids with the doubles, seat 2 holds the ones.
DEAL_A = (
    "5-4 5-2 6-3 6-4 3-2 4-2 2-2",
    "5-3 6-6 6-5 5-5 4-4 1-1 3-3",
    "2-1 3-1 4-1 4-3 5-1 6-1 6-2",
)
# Seat 2 bids and leads, so seat 0 plays second, with seat 1 after.
DEAL_B = (
    "4-4 4-2 5-3 5-2 3-2 6-3 6-2",
    "6-4 4-1 3-1 2-1 5-1 6-1 5-4",
    "4-3 5-5 6-6 6-5 3-3 2-2 1-1",
)
# Threes are trump: seat 0 holds two of them and no other six.
DEAL_C = (
    "6-3 3-1 5-4 5-2 4-2 2-1 1-1",
    "6-5 6-6 5-5 4-4 3-3 5-3 4-3",
    "6-4 6-2 6-1 5-1 4-1 3-2 2-2",
)
DEAL_D = (
    "6-3 4-3 5-2 4-2 2-2 6-1 1-1",
    "3-1 6-6 6-5 5-5 4-4 3-3 5-4",
    "5-3 3-2 2-1 4-1 5-1 6-2 6-4",
)
# Seat 0 holds two doubles: 6-6 and 2-2.
DEAL_E = (
    "6-6 2-2 5-2 4-2 3-2 4-1 3-1",
    "4-4 5-5 3-3 6-5 5-4 5-3 2-1",
    "1-1 6-1 6-2 6-3 6-4 4-3 5-1",
)

FIRST_BIDS = "bid 4, pass, pass, discard 0-0"
"""The first to bid (seat 1, or seat 2 with ``first_bidder=2``) wins the bidding with 4, takes
the widow 0-0 and discards it."""
YOU_BID = "pass, pass, bid 4, discard 0-0"
"""Seat 0 bids last and wins with 4 (the widow 0-0 is discarded)."""


def at(deal: tuple[str, str, str], script: str, first_bidder: int = 1) -> Position:
    """A position of one of the deals above, the widow 0-0."""
    return Position(deal, "0-0", first_bidder, script)


TRICKS = "Tricks and following suit"
TRUMP = "Trump"
DOUBLES = "Doubles as trump"
NO_TRUMP = "No trump"
BIDDING = "Bidding"

FOLLOW_WHY = "A player who holds a tile of the suit led must play one."

RULES_STEPS: tuple[Step, ...] = (
    Step(
        "learn-follow-suit",
        TRICKS,
        "Seat 1 leads 5-3",
        "Follow suit.",
        at(DEAL_A, f"{FIRST_BIDS}, trump 1, play 5-3, play 6-2"),
        Legal(),
        "A tile leads the suit of its higher number.",
        FOLLOW_WHY,
        ("play 5-4",),
        (
            ("play 3-2", "3-2 holds a three, but 5-3 leads its higher number, five."),
            ("play 6-4", ""),
        ),
        marks=False,
    ),
    Step(
        "learn-follow-higher",
        TRICKS,
        "Seat 1 leads 6-5",
        "Follow suit.",
        at(DEAL_A, f"{FIRST_BIDS}, trump 1, play 6-5, play 6-2"),
        Legal(),
        "Which number of 6-5 is the suit it leads?",
        "6-5 leads sixes, its higher number; a five would not follow.",
        ("play 6-3",),
        (
            ("play 5-4", "6-5 leads sixes, not fives: a tile leads its higher number."),
            ("play 5-2", "6-5 leads sixes, not fives: a tile leads its higher number."),
        ),
        marks=False,
    ),
    Step(
        "learn-win-trick",
        TRICKS,
        "Fives are led, and you play last",
        "Win this trick.",
        at(DEAL_A, f"{FIRST_BIDS}, trump 1, play 5-3, play 6-2"),
        WinTrick(),
        "Within a suit the tile with the higher other number wins.",
        "Within the suit led, the higher other number wins the trick.",
        ("play 5-4",),
        (("play 5-2", ""), ("play 6-4", "")),
    ),
    Step(
        "learn-double-top",
        TRICKS,
        "Fours are led, and seat 1 plays after you",
        "Win this trick, whatever seat 1 plays.",
        at(DEAL_B, f"{FIRST_BIDS}, trump 1, play 4-3", first_bidder=2),
        WinTrick(),
        "Which four can no other four beat?",
        "The double is the highest tile of its suit: nothing but a trump beats it.",
        ("play 4-4",),
        (("play 4-2", "A lower four never beats a higher one."),),
    ),
    Step(
        "learn-trump-ruff",
        TRUMP,
        "Sixes are led, threes are trump",
        "Win this trick with a trump.",
        at(DEAL_C, f"{FIRST_BIDS}, trump 3, play 6-5, play 6-4"),
        WinTrick(),
        "6-3 holds a three: is it a six, or a trump?",
        "Holding no tile of the suit led, you may play a trump, and any trump beats every "
        "tile that is not one.",
        ("play 3-1",),
        (("play 5-4", "A tile that neither follows suit nor is a trump never wins."),),
    ),
    Step(
        "learn-trump-not-suit",
        TRUMP,
        "Fours are led, fives are trump",
        "Follow suit.",
        at(DEAL_A, f"{FIRST_BIDS}, trump 5, play 4-4, play 4-3"),
        Legal(),
        "A trump belongs to the trump suit only.",
        "A trump belongs to the trump suit only: 5-4 is no four while fives are trump.",
        ("play 4-2",),
        (("play 5-4", "While fives are trump, 5-4 is a trump and not a four."),),
        marks=False,
    ),
    Step(
        "learn-trump-led",
        TRUMP,
        "Seat 1 leads the double five, fives are trump",
        "Follow suit.",
        at(DEAL_A, f"{FIRST_BIDS}, trump 5, play 5-5, play 5-1"),
        Legal(),
        "When a trump is led, the suit to follow is trump.",
        "A trump led asks for trumps: whoever holds one must play one.",
        ("play 5-2",),
        (("play 6-4", ""), ("play 3-2", "")),
        marks=False,
    ),
    Step(
        "learn-trump-higher",
        TRUMP,
        "Threes are trump, and trumps are led",
        "Win this trick.",
        at(DEAL_D, f"{FIRST_BIDS}, trump 3, play 3-1, play 5-3"),
        WinTrick(),
        "Trumps rank by their other number, the double on top.",
        "Among trumps the double ranks highest, then the higher other number.",
        ("play 6-3",),
        (("play 4-3", ""), ("play 5-2", "")),
    ),
    Step(
        "learn-doubles-led",
        DOUBLES,
        "Doubles are trump, and seat 1 leads 5-5",
        "Follow suit.",
        at(DEAL_A, f"{FIRST_BIDS}, trump doubles, play 5-5, play 6-2"),
        Legal(),
        "While doubles are trump, 5-5 is a trump, not a five.",
        "While doubles are trump, a double led asks for a double.",
        ("play 2-2",),
        (
            ("play 5-4", "While doubles are trump, 5-5 leads trumps, not fives."),
            ("play 5-2", "While doubles are trump, 5-5 leads trumps, not fives."),
        ),
        marks=False,
    ),
    Step(
        "learn-doubles-void",
        DOUBLES,
        "Doubles are trump, and sixes are led",
        "Win this trick.",
        at(DEAL_E, f"{FIRST_BIDS}, trump doubles, play 6-5, play 6-4"),
        WinTrick(),
        "Is 6-6 a six while doubles are trump?",
        "While doubles are trump, 6-6 is no six: without a six you may trump, and win.",
        ("play 6-6",),
        (("play 5-2", ""), ("play 4-2", "")),
    ),
    Step(
        "learn-doubles-rank",
        DOUBLES,
        "Doubles are trump, and doubles are led",
        "Win this trick.",
        at(DEAL_E, f"{FIRST_BIDS}, trump doubles, play 4-4, play 1-1"),
        WinTrick(),
        "Doubles rank by their number.",
        "While doubles are trump, the higher double wins: 6-6 is the top trump.",
        ("play 6-6",),
        (("play 2-2", "2-2 is a trump, but 4-4 is a higher one."), ("play 4-2", "")),
    ),
    Step(
        "learn-no-trump-double",
        NO_TRUMP,
        "Nothing is trump, and seat 1 leads 5-5",
        "Follow suit.",
        at(DEAL_E, f"{FIRST_BIDS}, trump none, play 5-5, play 5-1"),
        Legal(),
        "With no trump a double is just the top tile of its suit.",
        "With no trump every double belongs to its suit: 5-5 leads fives.",
        ("play 5-2",),
        (
            ("play 6-6", "With no trump, 6-6 is only a six."),
            ("play 2-2", "With no trump, 2-2 is only a two."),
        ),
        marks=False,
    ),
    Step(
        "learn-no-trump-lead",
        NO_TRUMP,
        "You lead, and nothing is trump",
        "Win this trick.",
        at(DEAL_E, f"{YOU_BID}, trump none"),
        WinTrick(),
        "Which tile can no one beat when no one can trump?",
        "With no trump, a double led always wins: no tile beats it, and no one can trump.",
        ("play 6-6",),
        (("play 5-2", ""), ("play 4-1", ""), ("play 3-1", "")),
    ),
    Step(
        "learn-bid-win",
        BIDDING,
        "Seat 1 bid 4, seat 2 bid 5",
        "Win the bidding.",
        at(DEAL_A, "bid 4, bid 5"),
        WinBidding(),
        "Each bid must be higher than the last.",
        "The highest bid wins: the bidder takes the widow and names trump.",
        ("bid 6",),
        (("pass", ""), ("bid 5", "")),
    ),
    Step(
        "learn-bid-cheapest",
        BIDDING,
        "Seat 1 bid 4, seat 2 passed",
        "Win the bidding with the lowest bid that wins it.",
        at(DEAL_A, "bid 4, pass"),
        WinBidding(cheapest=True),
        "The next bid must be higher than 4, and you are the last to speak.",
        "You speak last, so the lowest bid above the high one wins.",
        ("bid 5",),
        (("bid 6", ""), ("pass", ""), ("bid 4", "")),
    ),
    Step(
        "learn-bid-all-pass",
        BIDDING,
        "Both others passed",
        "Win the bidding with the lowest bid that wins it.",
        at(DEAL_A, "pass, pass"),
        WinBidding(cheapest=True),
        "What happens when all three pass?",
        "When the others pass, the lowest bid, 4, wins; if you pass too, the hand is dealt again "
        f"{reading('all pass').tag}.",
        ("bid 4",),
        (("pass", ""), ("bid 5", "")),
    ),
)
