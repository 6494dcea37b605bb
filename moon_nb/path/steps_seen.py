"""The guided path's steps played with the others' tiles hidden: reading the hidden tiles from
what has been played (trumps counted, a void shown), and playing on to the end of a hand with a
goal. Each is judged from what the learner can see (`moon_nb.path.best_seen`): its answer is the
clear best over the likely deals of the hidden tiles, which the path's test checks over 200 of
them. The positions come from seeded games of the club player (the seed is in each comment).
"""

from __future__ import annotations

from moon_nb.path.best_seen import BestSeen
from moon_nb.path.step import Position, Step
from moon_nb.speech import N_

READING = N_("Reading the hidden tiles")

SEEN_STEPS: tuple[Step, ...] = (
    Step(
        # Game(seed=247): the bidder's fourth lead, all six twos played.
        id="learn-count-cash",
        chapter=READING,
        title=N_("Twos are trump, and you lead"),
        goal=N_("Make your bid of 4: you need one more trick."),
        position=Position(
            (
                "2-2 3-1 4-4 5-2 6-1 6-2 6-3",
                "3-2 3-3 4-2 5-1 5-5 6-4 6-5",
                "0-0 1-1 2-1 4-1 4-3 5-4 6-6",
            ),
            "5-3",
            first_bidder=0,
            script=(
                "bid 4, pass, pass, discard 3-1, trump 2, play 2-2, play 3-2, play 2-1, "
                "play 6-2, play 4-2, play 4-1, play 5-2, play 5-1, play 4-3"
            ),
        ),
        judge=BestSeen(),
        hint=N_(
            "Twos are trump: have all six been played? Then which of your tiles can no one beat?"
        ),
        why=N_(
            "Count the trumps as they fall: once all six have been played, a double is the top "
            "of its suit and takes its trick."
        ),
        solution=("play 4-4",),
        misses=(("play 6-3", ""), ("play 5-3", "")),
    ),
    Step(
        # Game(seed=911): the last two tricks, one trump still out.
        id="learn-keep-higher-trump",
        chapter=READING,
        title=N_("Fives are trump, and you play last"),
        goal=N_("Make your bid of 4: take both tricks left."),
        position=Position(
            (
                "3-1 3-2 4-4 5-1 5-4 6-4 6-5",
                "1-1 2-1 3-3 4-2 5-3 5-5 6-2",
                "0-0 2-2 4-1 4-3 6-1 6-3 6-6",
            ),
            "5-2",
            first_bidder=0,
            script=(
                "bid 4, pass, pass, discard 3-1, trump 5, play 4-4, play 4-2, play 4-1, "
                "play 3-2, play 3-3, play 4-3, play 1-1, play 6-1, play 5-1, play 6-4, play 6-2, "
                "play 6-6, play 6-3, play 6-5, play 5-5, play 2-1, play 2-2"
            ),
        ),
        judge=BestSeen(),
        hint=N_(
            "Count the fives played: which trump is still out, and which of yours does it beat?"
        ),
        why=N_(
            "Take the trick with your lower trump, and keep the higher one for the last trump out."
        ),
        solution=("play 5-2",),
        misses=(("play 5-4", ""),),
    ),
    Step(
        # Game(seed=1521): the bidder leads to the last two tricks, one trump still out.
        id="learn-draw-last-trump",
        chapter=READING,
        title=N_("Fours are trump, and you lead"),
        goal=N_("Make your bid of 4: take both tricks left."),
        position=Position(
            (
                "2-1 4-1 4-2 5-2 5-4 6-3 6-4",
                "0-0 1-1 2-2 4-4 5-3 6-2 6-5",
                "3-1 3-2 4-3 5-1 5-5 6-1 6-6",
            ),
            "3-3",
            first_bidder=2,
            script=(
                "pass, bid 4, pass, discard 2-1, trump 4, play 3-3, play 5-3, play 3-1, "
                "play 5-2, play 6-5, play 5-5, play 6-6, play 6-3, play 6-2, play 3-2, play 6-4, "
                "play 4-4, play 1-1, play 5-1, play 4-1"
            ),
        ),
        judge=BestSeen(),
        hint=N_("Count the fours played: which trump is still out, and which of yours beats it?"),
        why=N_(
            "Lead the trump that beats the last one out: it draws it, and your other trump is "
            "then the top."
        ),
        solution=("play 5-4",),
        misses=(("play 4-2", ""),),
    ),
    Step(
        # Game(seed=735): four tricks left, the top trump still out.
        id="learn-spend-top-trump",
        chapter=READING,
        title=N_("Threes are trump, and you need 3 of the 4 tricks left"),
        goal=N_("Make your bid of 5, playing to the end."),
        position=Position(
            (
                "2-2 3-1 4-1 4-3 5-3 6-3 6-6",
                "1-1 3-3 4-2 5-4 6-1 6-2 6-4",
                "0-0 2-1 3-2 4-4 5-1 5-2 5-5",
            ),
            "6-5",
            first_bidder=0,
            script=(
                "bid 5, pass, pass, discard 4-1, trump 3, play 2-2, play 4-2, play 2-1, "
                "play 6-6, play 6-1, play 3-2, play 4-4, play 6-3, play 5-4"
            ),
        ),
        judge=BestSeen(to_the_end=True),
        hint=N_(
            "Count the threes played: which trump is still out, and which of yours does it beat? "
            "Which trick would you rather it took?"
        ),
        why=N_(
            "With the top trump out, cash your winner of another suit first, then lead trumps: "
            "the top trump takes one of them, and your other trumps take the rest."
        ),
        solution=("play 6-5", "play 3-1", "play 4-3", "play 5-3"),
        misses=(("play 3-1", ""), ("play 5-3", "")),
    ),
    Step(
        # Game(seed=690): the bidder leads 0-0 to the third trick.
        id="learn-ruff-to-set",
        chapter=READING,
        title=N_("Seat 2 bid 4 and leads 0-0, the only blank"),
        goal=N_("Set the bidder, playing to the end."),
        position=Position(
            (
                "4-1 4-2 4-3 5-1 5-3 5-5 6-5",
                "2-1 3-2 5-4 6-1 6-2 6-3 6-6",
                "1-1 2-2 3-1 3-3 4-4 5-2 6-4",
            ),
            "0-0",
            first_bidder=2,
            script=(
                "bid 4, pass, pass, discard 3-1, trump 4, play 4-4, play 4-1, play 5-4, "
                "play 6-4, play 4-2, play 2-1, play 0-0"
            ),
        ),
        judge=BestSeen(to_the_end=True),
        hint=N_(
            "Look at what seat 1 played each time a trump was led: count the trumps still out "
            "before you ruff."
        ),
        why=N_(
            "Void in the suit led, ruff when your trump takes a trick the bidder needs: a player "
            "who has shown no trump cannot beat it."
        ),
        solution=("play 4-3", "play 5-5", "play 5-3", "play 5-1", "play 6-5"),
        misses=(("play 5-5", ""), ("play 6-5", "")),
    ),
    Step(
        # Game(seed=276): the last two tricks, the bidder one trick short of the contract.
        id="learn-cash-to-set",
        chapter=READING,
        title=N_("Seat 1 bid 4 and has taken 2 tricks"),
        goal=N_("Set the bidder: take one of the two tricks left."),
        position=Position(
            (
                "2-2 3-1 3-3 4-3 5-1 5-2 6-4",
                "0-0 3-2 4-1 4-4 6-3 6-5 6-6",
                "1-1 2-1 4-2 5-4 5-5 6-1 6-2",
            ),
            "5-3",
            first_bidder=1,
            script=(
                "bid 4, pass, pass, discard 3-2, trump 4, play 4-4, play 4-2, play 4-3, "
                "play 0-0, play 5-4, play 3-1, play 5-5, play 5-1, play 5-3, play 2-1, play 2-2, "
                "play 4-1, play 6-6, play 6-1, play 6-4"
            ),
        ),
        judge=BestSeen(),
        hint=N_("Fours are trump: have all six been played?"),
        why=N_(
            "Once the trumps are gone, a double takes its trick: cash it while the bidder needs "
            "every trick."
        ),
        solution=("play 3-3",),
        misses=(("play 5-2", ""),),
    ),
)

HOW_HIGH_TO_BID = N_("How high to bid")
"""The chapter whose first steps value a hand before the bid (and whose last are the moon)."""

CALL_GOAL = N_("Make the call that gains you the most points on the others.")


def speak_last(hands: tuple[str, str, str], widow: str, script: str = "pass, pass") -> Position:
    """The learner, in seat 0, speaks last: after both others passed, or their ``script``."""
    return Position(hands, widow, first_bidder=1, script=script)


VALUE_STEPS: tuple[Step, ...] = (
    Step(
        # Game(seed=1088)'s deal, its seats turned so that seat 1's hand is the learner's:
        # Game(seed=6)'s four sixes with 6-4 now make 4 in most deals two passes leave.
        id="learn-value-no-top",
        chapter=HOW_HIGH_TO_BID,
        title=N_("Both others passed: your call"),
        goal=CALL_GOAL,
        position=speak_last(
            (
                "4-1 5-3 5-4 6-1 6-2 6-3 6-5",
                "3-1 3-2 4-3 4-4 5-2 5-5 6-6",
                "0-0 1-1 2-1 2-2 3-3 4-2 6-4",
            ),
            "5-1",
        ),
        judge=BestSeen(),
        hint=N_("Without the double, is any of your sixes sure to take a trick?"),
        why=N_(
            "Without the top trump, no trump of yours is a sure trick: each can be beaten, and a "
            "bid counted on them is made too seldom to pay."
        ),
        solution=("pass",),
        misses=(("bid 4", ""), ("bid 5", "")),
    ),
    Step(
        # Game(seed=348)'s deal: Game(seed=428)'s hand (two other doubles, like the coached hand
        # of notebook 0) now makes 5 in most deals two passes leave.
        id="learn-value-doubles",
        chapter=HOW_HIGH_TO_BID,
        title=N_("Both others passed: value your hand"),
        goal=CALL_GOAL,
        position=speak_last(
            (
                "3-1 4-2 5-3 5-5 6-2 6-4 6-6",
                "0-0 2-1 3-2 3-3 4-1 4-3 6-1",
                "1-1 2-2 4-4 5-2 5-4 6-3 6-5",
            ),
            "5-1",
        ),
        judge=BestSeen(),
        hint=N_(
            "Count the top trump and your other doubles as tricks, and your lower trumps as "
            "likely tricks."
        ),
        why=N_(
            "The top trump, one other double and two lower trumps: four tiles to count on, and "
            "a bid of 4 is the one they make nearly every time."
        ),
        solution=("bid 4",),
        misses=(("pass", ""), ("bid 5", "")),
    ),
    Step(
        # Game(seed=932)'s deal:
        # Game(seed=432)'s four ones with 6-4 and 6-3 now make 5 in most deals two passes leave.
        id="learn-value-four-trumps",
        chapter=HOW_HIGH_TO_BID,
        title=N_("Both others passed: how high to bid"),
        goal=CALL_GOAL,
        position=speak_last(
            (
                "1-1 2-1 3-1 3-2 4-2 5-1 6-2",
                "2-2 3-3 5-4 6-1 6-3 6-5 6-6",
                "0-0 4-1 4-3 4-4 5-2 5-5 6-4",
            ),
            "5-3",
        ),
        judge=BestSeen(),
        hint=N_(
            "Count the top trump as a sure trick and each lower trump as a likely one: what do "
            "they make nearly every time?"
        ),
        why=N_(
            "Four trumps with the top one: four tiles to count on, and a bid of 4 is the one they "
            "make nearly every time. Only the top one is sure: a trump out that beats your lower "
            "ones can still take a trick."
        ),
        solution=("bid 4",),
        misses=(("pass", ""), ("bid 5", "")),
    ),
    Step(
        # Game(seed=40689)'s deal, its seats turned so that seat 2's hand is the learner's:
        # Game(seed=405)'s four threes with two other doubles now shoot the moon.
        id="learn-value-bid-five",
        chapter=HOW_HIGH_TO_BID,
        title=N_("Both others passed, and you speak last"),
        goal=CALL_GOAL,
        position=speak_last(
            (
                "2-2 3-1 3-2 3-3 4-2 5-3 6-4",
                "0-0 1-1 5-4 5-5 6-3 6-5 6-6",
                "2-1 4-1 4-3 4-4 5-2 6-1 6-2",
            ),
            "5-1",
        ),
        judge=BestSeen(),
        hint=N_("Count again: your trumps with the top one, and your other doubles."),
        why=N_(
            "Four trumps with the top one and one other double: five tiles to count on, and a "
            "bid of 5 gains more than a bid of 4."
        ),
        solution=("bid 5",),
        misses=(("bid 4", ""), ("pass", ""), ("bid 6", "")),
    ),
    Step(
        # Game(seed=2008)'s deal: the learner, seat 0, is the first to speak.
        id="learn-value-first",
        chapter=HOW_HIGH_TO_BID,
        title=N_("You speak first"),
        goal=CALL_GOAL,
        position=Position(
            (
                "3-2 5-1 5-3 5-4 6-1 6-5 6-6",
                "0-0 3-1 3-3 5-2 5-5 6-3 6-4",
                "2-1 2-2 4-1 4-2 4-3 4-4 6-2",
            ),
            "1-1",
            first_bidder=0,
        ),
        judge=BestSeen(),
        hint=N_("No one has called yet: what does your hand make nearly every time?"),
        why=N_(
            "Speaking first, you have heard no call: bid what your hand makes nearly every time, "
            "and leave a higher bid to a seat that can make it."
        ),
        solution=("bid 4",),
        misses=(("pass", ""), ("bid 5", "")),
    ),
    Step(
        # Game(seed=28)'s deal, its seats turned so that seat 1's hand is the learner's: found by
        # a seeded search for a call the widow decides (benchmarks/call_steps.py --widow). Over
        # 200 likely deals bid 4 is made in 82 % and gains 1.15 points on the others; weighed on
        # the seven tiles alone (the widow left out, as if discarded) it is made in 39 % and
        # loses 2.63, behind passing.
        id="learn-value-widow",
        chapter=HOW_HIGH_TO_BID,
        title=N_("You speak first, the widow face down"),
        goal=CALL_GOAL,
        position=Position(
            (
                "1-1 4-2 5-1 5-3 6-1 6-2 6-5",
                "0-0 2-1 3-1 3-2 4-4 5-4 6-3",
                "2-2 3-3 4-1 4-3 5-5 6-4 6-6",
            ),
            "5-2",
            first_bidder=0,
        ),
        judge=BestSeen(),
        hint=N_(
            "If you win the bidding, the widow is yours before you name trump: which of your "
            "tiles would you be glad to discard?"
        ),
        why=N_(
            "The widow is part of a bidder's hand: win the bidding and you take an eighth tile "
            "and discard the weakest of the eight. Counted with it, this hand makes 4 often "
            "enough to pay; counted on its seven tiles alone, it would not."
        ),
        solution=("bid 4",),
        misses=(("pass", ""), ("bid 5", "")),
    ),
    Step(
        # Game(seed=3016)'s deal, its seats turned so that seat 1's hand is the learner's:
        # four fives with 5-5 make 5 in most deals two passes leave, but after seat 1's 5 a bid
        # of 6 is made too seldom to pay.
        id="learn-value-outbid",
        chapter=HOW_HIGH_TO_BID,
        title=N_("Seat 1 bid 5, seat 2 passed"),
        goal=CALL_GOAL,
        position=speak_last(
            (
                "2-1 3-2 4-3 5-3 5-4 5-5 6-5",
                "3-3 4-4 5-1 6-1 6-3 6-4 6-6",
                "1-1 2-2 3-1 4-1 4-2 5-2 6-2",
            ),
            "0-0",
            "bid 5, pass",
        ),
        judge=BestSeen(),
        hint=N_("The next bid must be higher than 5: does your hand make it nearly every time?"),
        why=N_(
            "Outbid only with a bid your hand makes nearly every time; else pass and defend: a "
            "set bid loses what a made one scores, and a defender scores a point for each trick "
            "it takes."
        ),
        solution=("pass",),
        misses=(("bid 6", ""), ("bid 7", "")),
    ),
    Step(
        # Game(seed=5403)'s deal, its seats turned so that seat 2's hand is the learner's: at
        # these scores the bid of 5 stops seat 1 winning the game (at 0-0-0, passing is worth as
        # much: -0.50 points against -0.60 over 200 likely deals).
        id="learn-value-stop-game",
        chapter=HOW_HIGH_TO_BID,
        title=N_("Seat 1 bid 4, seat 2 passed; seat 1 has 18 points"),
        goal=CALL_GOAL,
        position=Position(
            (
                "4-2 4-4 5-1 6-1 6-2 6-3 6-5",
                "1-1 3-3 4-1 5-2 5-4 5-5 6-4",
                "0-0 2-1 3-1 3-2 4-3 5-3 6-6",
            ),
            "2-2",
            first_bidder=1,
            script="bid 4, pass",
            scores=(8, 18, 9),
        ),
        judge=BestSeen(),
        hint=N_("What happens if you pass and the bidder makes its bid?"),
        why=N_(
            "A seat whose bid would win it the game must be stopped: outbid it, even with a bid "
            "made only about half the time, for a set bid costs you less than the game."
        ),
        solution=("bid 5",),
        misses=(("pass", ""), ("bid 6", "")),
    ),
)

SCORE_MOON_STEPS: tuple[Step, ...] = (
    Step(
        # Game(seed=99)'s hand for the learner, found by a seeded search for a moon the scores
        # decide (benchmarks/call_steps.py --moon); the others' tiles and the widow are the
        # second of its likely deals, one in which the moon is made (the call is weighed from
        # what the learner sees, the same whatever the hidden tiles). Over 200 likely deals the
        # moon is made in half and gains -0.28 points on the others, the bid of 5 (made in all)
        # -1.61: made, it leaves seat 1 a trick. At 0-0-0 (seat 1's bid of 4 then read as a
        # stronger hand) the moon is made in 43 % of the position's own likely deals and 5 is
        # the best by 3.6; on the same deals as at these scores, the moon, 5 and 6 are worth as
        # much (4.71, 4.59, 4.25).
        id="learn-value-moon-score",
        chapter=HOW_HIGH_TO_BID,
        title=N_("Seat 1 bid 4, seat 2 passed; seat 1 has 20 points"),
        goal=CALL_GOAL,
        position=Position(
            (
                "1-1 2-1 3-1 4-2 5-1 5-5 6-6",
                "2-2 4-3 4-4 5-3 6-1 6-2 6-3",
                "0-0 3-2 3-3 5-2 5-4 6-4 6-5",
            ),
            "4-1",
            first_bidder=1,
            script="bid 4, pass",
            scores=(6, 20, 11),
        ),
        judge=BestSeen(),
        hint=N_("How many tricks does seat 1 need to win the game, and which call leaves it none?"),
        why=N_(
            "Seat 1 needs one trick to win the game: whatever you bid, each trick you do not "
            "take may be its, so a bid short of the moon, even made, may leave it the game. A "
            "bid of 7 needs the same seven tricks as the moon and scores 7; the moon, made, wins "
            "you the game. At these scores a moon made only about half the time gains the most: "
            "with every score at 0 a bid short of the moon would."
        ),
        solution=("bid 21",),
        misses=(("bid 5", ""), ("bid 7", ""), ("pass", "")),
    ),
)
"""The moon the scores call for: after the moon's own steps (`moon_nb.path.steps_play`)."""
