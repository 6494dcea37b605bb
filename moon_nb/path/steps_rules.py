"""The guided path's first steps: the rules at the table — tricks and following suit, trump,
doubles as trump, no trump, the bidding. Each is a prepared position (`moon_nb.path.step`)
whose goal the engine judges; ``tests/test_learn_steps.py`` plays every one.

The deals are written out tile by tile (seat 0 is the learner, at the bottom of the table);
the scripts bid, take the widow, name trump and play the tiles before the learner's turn.
"""

from __future__ import annotations

from moon_nb.path.calls import WinBidding
from moon_nb.path.goals import Legal, WinTrick
from moon_nb.path.step import Position, Step
from moon_nb.speech import N_

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
    "5-4 6-3 5-2 4-2 2-1 3-1 1-1",
    "6-5 6-6 5-5 4-4 3-3 5-3 4-3",
    "6-4 6-2 6-1 5-1 4-1 3-2 2-2",
)
DEAL_D = (
    "5-2 6-3 4-2 2-2 4-3 6-1 1-1",
    "3-1 6-6 6-5 5-5 4-4 3-3 5-4",
    "5-3 3-2 2-1 4-1 5-1 6-2 6-4",
)
# Seat 0 holds two doubles: 6-6 and 2-2.
DEAL_E = (
    "5-2 6-6 4-2 3-2 2-2 4-1 3-1",
    "4-4 5-5 3-3 6-5 5-4 5-3 2-1",
    "1-1 6-1 6-2 6-3 6-4 4-3 5-1",
)

FIRST_BIDS = "bid 4, pass, pass, discard 0-0"
"""The first to bid (seat 1, or seat 2 with ``first_bidder=2``) wins the bidding with 4, takes
the widow 0-0 and discards it."""
YOU_BID = "pass, pass, bid 4, discard 0-0"
"""Seat 0 bids last and wins with 4 (the widow 0-0 is discarded)."""


def bidding(deal: tuple[str, str, str], widow: str, script: str) -> Position:
    """The learner speaks last in ``deal``: seat 1 first, then seat 2, as ``script`` has them."""
    return Position(deal, widow, first_bidder=1, script=script)


# The bidding steps' deals are seeded games' deals, the seats turned so that the learner speaks
# last; each step's call is the clear best from what the learner can see (its test weighs it
# over 200 likely deals) and is made nearly every time.
OUTBID_DEAL = (
    "0-0 2-2 3-3 4-1 4-4 5-5 6-6",
    "1-1 2-1 5-2 5-3 5-4 6-4 6-5",
    "3-1 3-2 4-2 4-3 5-1 6-1 6-3",
)
"""Game(seed=560)'s deal: six doubles make a bid of 6 nearly every time, 7 seldom."""
LOWEST_DEAL = (
    "0-0 2-1 3-2 3-3 4-2 4-4 5-2",
    "1-1 4-1 4-3 5-3 5-5 6-2 6-6",
    "2-2 3-1 5-4 6-1 6-3 6-4 6-5",
)
"""Game(seed=103)'s deal, seat 1's hand the learner's: a bid of 5 made nearly every time after
a bid of 4, 6 too seldom to pay."""
ALL_PASS_DEAL = (
    "1-1 2-1 3-2 4-2 5-4 6-2 6-3",
    "0-0 3-3 4-1 5-3 5-5 6-4 6-6",
    "3-1 4-3 4-4 5-1 5-2 6-1 6-5",
)
"""Game(seed=104)'s deal, seat 1's hand the learner's: a bid of 4 made nearly every time after
two passes, 5 too seldom to pay."""


def at(deal: tuple[str, str, str], script: str, first_bidder: int = 1) -> Position:
    """A position of one of the deals above, the widow 0-0."""
    return Position(deal, "0-0", first_bidder=first_bidder, script=script)


TRICKS = N_("Tricks and following suit")
TRUMP = N_("Trump")
DOUBLES = N_("Doubles as trump")
NO_TRUMP = N_("No trump")
BIDDING = N_("Bidding")

FOLLOW_WHY = N_("A player who holds a tile of the suit led must play one.")

RULES_STEPS: tuple[Step, ...] = (
    Step(
        id="learn-follow-suit",
        chapter=TRICKS,
        title=N_("Seat 1 leads 5-3"),
        goal=N_("Follow suit."),
        position=at(DEAL_A, f"{FIRST_BIDS}, trump 1, play 5-3, play 6-2"),
        judge=Legal(),
        hint=N_("A tile leads the suit of its higher number."),
        why=FOLLOW_WHY,
        solution=("play 5-4",),
        misses=(
            ("play 3-2", N_("3-2 holds a three, but 5-3 leads its higher number, five.")),
            ("play 6-4", ""),
        ),
        marks=False,
        suits=False,
    ),
    Step(
        id="learn-follow-higher",
        chapter=TRICKS,
        title=N_("Seat 1 leads 6-5"),
        goal=N_("Follow suit."),
        position=at(DEAL_A, f"{FIRST_BIDS}, trump 1, play 6-5, play 6-2"),
        judge=Legal(),
        hint=N_("Which number of 6-5 is the suit it leads?"),
        why=N_("6-5 leads sixes, its higher number; a five would not follow."),
        solution=("play 6-3",),
        misses=(
            ("play 5-4", N_("6-5 leads sixes, not fives: a tile leads its higher number.")),
            ("play 5-2", N_("6-5 leads sixes, not fives: a tile leads its higher number.")),
        ),
        marks=False,
        suits=False,
    ),
    Step(
        id="learn-win-trick",
        chapter=TRICKS,
        title=N_("Fives are led, and you play last"),
        goal=N_("Win this trick."),
        position=at(DEAL_A, f"{FIRST_BIDS}, trump 1, play 5-3, play 6-2"),
        judge=WinTrick(),
        hint=N_(
            "No double is in this trick: among tiles of the suit led, the higher other number wins."
        ),
        why=N_(
            "No double of the suit led was played: among its tiles, the higher other number wins "
            "the trick."
        ),
        solution=("play 5-4",),
        misses=(("play 5-2", ""), ("play 6-4", "")),
        marks=False,
    ),
    Step(
        id="learn-double-top",
        chapter=TRICKS,
        title=N_("Fours are led, and seat 1 plays after you"),
        goal=N_("Win this trick."),
        position=at(DEAL_B, f"{FIRST_BIDS}, trump 1, play 4-3", first_bidder=2),
        judge=WinTrick(),
        hint=N_("Which four can no other four beat?"),
        why=N_("The double is the highest tile of its suit: nothing but a trump beats it."),
        solution=("play 4-4",),
        misses=(("play 4-2", N_("A lower four never beats a higher one.")),),
        marks=False,
    ),
    Step(
        id="learn-trump-ruff",
        chapter=TRUMP,
        title=N_("Sixes are led, threes are trump"),
        goal=N_("Win this trick with a trump."),
        position=at(DEAL_C, f"{FIRST_BIDS}, trump 3, play 6-5, play 6-4"),
        judge=WinTrick(),
        hint=N_("You hold no six that is not a trump: what may you play?"),
        why=N_(
            "Holding no tile of the suit led, you may play a trump, and any trump beats every "
            "tile that is not one."
        ),
        solution=("play 3-1",),
        misses=(("play 5-4", N_("A tile that neither follows suit nor is a trump never wins.")),),
        trump_marks=False,
        suits=False,
        marks=False,
    ),
    Step(
        id="learn-trump-not-suit",
        chapter=TRUMP,
        title=N_("Fours are led, fives are trump"),
        goal=N_("Follow suit."),
        position=at(DEAL_A, f"{FIRST_BIDS}, trump 5, play 4-4, play 4-3"),
        judge=Legal(),
        hint=N_("A trump belongs to the trump suit only."),
        why=N_("A trump belongs to the trump suit only: 5-4 is no four while fives are trump."),
        solution=("play 4-2",),
        misses=(("play 5-4", N_("A trump follows only a trump led.")),),
        marks=False,
        trump_marks=False,
        suits=False,
    ),
    Step(
        id="learn-trump-led",
        chapter=TRUMP,
        title=N_("Seat 1 leads the double five, fives are trump"),
        goal=N_("Follow suit."),
        position=at(DEAL_A, f"{FIRST_BIDS}, trump 5, play 5-5, play 5-1"),
        judge=Legal(),
        hint=N_("When a trump is led, the suit to follow is trump."),
        why=N_("A trump led asks for trumps: whoever holds one must play one."),
        solution=("play 5-2",),
        misses=(("play 6-4", ""), ("play 3-2", "")),
        marks=False,
        trump_marks=False,
        suits=False,
    ),
    Step(
        id="learn-trump-higher",
        chapter=TRUMP,
        title=N_("Threes are trump, and trumps are led"),
        goal=N_("Win this trick."),
        position=at(DEAL_D, f"{FIRST_BIDS}, trump 3, play 3-1, play 5-3"),
        judge=WinTrick(),
        hint=N_("Trumps rank by their other number, the double on top."),
        why=N_("Among trumps the double ranks highest, then the higher other number."),
        solution=("play 6-3",),
        misses=(("play 4-3", ""), ("play 5-2", "")),
    ),
    Step(
        id="learn-doubles-led",
        chapter=DOUBLES,
        title=N_("Doubles are trump, and seat 1 leads 5-5"),
        goal=N_("Follow suit."),
        position=at(DEAL_A, f"{FIRST_BIDS}, trump doubles, play 5-5, play 6-2"),
        judge=Legal(),
        hint=N_("While doubles are trump, 5-5 is a trump, not a five."),
        why=N_("While doubles are trump, a double led asks for a double."),
        solution=("play 2-2",),
        misses=(
            ("play 5-4", N_("While doubles are trump, 5-5 leads trumps, not fives.")),
            ("play 5-2", N_("While doubles are trump, 5-5 leads trumps, not fives.")),
        ),
        marks=False,
        trump_marks=False,
        suits=False,
    ),
    Step(
        id="learn-doubles-void",
        chapter=DOUBLES,
        title=N_("Doubles are trump, and sixes are led"),
        goal=N_("Win this trick."),
        position=at(DEAL_E, f"{FIRST_BIDS}, trump doubles, play 6-5, play 6-4"),
        judge=WinTrick(),
        hint=N_("While doubles are trump, which suit does a double belong to?"),
        why=N_(
            "While doubles are trump, a double belongs to the trump suit only: without a six you "
            "may trump, and win."
        ),
        solution=("play 6-6",),
        misses=(("play 5-2", ""), ("play 4-2", "")),
        trump_marks=False,
        suits=False,
        marks=False,
    ),
    Step(
        id="learn-doubles-rank",
        chapter=DOUBLES,
        title=N_("Doubles are trump, and doubles are led"),
        goal=N_("Win this trick."),
        position=at(DEAL_E, f"{FIRST_BIDS}, trump doubles, play 4-4, play 1-1"),
        judge=WinTrick(),
        hint=N_("Doubles rank by their number."),
        why=N_("While doubles are trump, the higher double wins: 6-6 is the top trump."),
        solution=("play 6-6",),
        misses=(("play 2-2", N_("2-2 is a trump, but 4-4 is a higher one.")), ("play 4-2", "")),
    ),
    Step(
        id="learn-no-trump-double",
        chapter=NO_TRUMP,
        title=N_("Nothing is trump, and seat 1 leads 5-5"),
        goal=N_("Follow suit."),
        position=at(DEAL_E, f"{FIRST_BIDS}, trump none, play 5-5, play 5-1"),
        judge=Legal(),
        hint=N_("With no trump a double is just the top tile of its suit."),
        why=N_("With no trump every double belongs to its suit: 5-5 leads fives."),
        solution=("play 5-2",),
        misses=(
            ("play 6-6", N_("With no trump, 6-6 is only a six.")),
            ("play 2-2", N_("With no trump, 2-2 is only a two.")),
        ),
        marks=False,
    ),
    Step(
        id="learn-no-trump-lead",
        chapter=NO_TRUMP,
        title=N_("You lead, and nothing is trump"),
        goal=N_("Win this trick."),
        position=at(DEAL_E, f"{YOU_BID}, trump none"),
        judge=WinTrick(),
        hint=N_("Which tile can no one beat when no one can trump?"),
        why=N_("With no trump, a double led always wins: no tile beats it, and no one can trump."),
        solution=("play 6-6",),
        misses=(("play 5-2", ""), ("play 4-1", ""), ("play 3-1", "")),
    ),
    Step(
        id="learn-bid-win",
        chapter=BIDDING,
        title=N_("Seat 1 bid 4, seat 2 bid 5"),
        goal=N_("Win the bidding with a bid your hand makes nearly every time."),
        position=bidding(OUTBID_DEAL, "6-2", "bid 4, bid 5"),
        judge=WinBidding(),
        hint=N_("Each bid must be higher than the last."),
        why=N_(
            "The highest bid wins: the bidder takes the widow and names trump. Outbid with a bid "
            "your hand makes nearly every time: a bidder who falls short loses the bid."
        ),
        solution=("bid 6",),
        misses=(("pass", ""), ("bid 5", ""), ("bid 7", ""), ("bid 21", "")),
    ),
    Step(
        id="learn-bid-cheapest",
        chapter=BIDDING,
        title=N_("Seat 1 bid 4, seat 2 passed"),
        goal=N_("Win the bidding with a bid your hand makes nearly every time."),
        position=bidding(LOWEST_DEAL, "5-1", "bid 4, pass"),
        judge=WinBidding(),
        hint=N_("The next bid must be higher than 4, and you are the last to speak."),
        why=N_(
            "You speak last, so the lowest bid above the high one wins. It is the right bid when "
            "your hand makes this bid nearly every time and a higher one too seldom to pay."
        ),
        solution=("bid 5",),
        misses=(("bid 6", ""), ("pass", ""), ("bid 4", "")),
    ),
    Step(
        id="learn-bid-all-pass",
        chapter=BIDDING,
        title=N_("Both others passed"),
        goal=N_("Win the bidding with a bid your hand makes nearly every time."),
        position=bidding(ALL_PASS_DEAL, "2-2", "pass, pass"),
        judge=WinBidding(),
        hint=N_("What happens when all three pass?"),
        # The label is the reading's own (`reading("all pass").tag`; the step's test checks it).
        why=N_(
            "Your hand makes the lowest bid nearly every time and a higher one too seldom to "
            "pay. When the others pass, the lowest bid, 4, wins; if you pass too, the hand is "
            "dealt again (the project's reading)."
        ),
        solution=("bid 4",),
        misses=(("pass", ""), ("bid 5", "")),
    ),
)
