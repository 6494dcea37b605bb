"""The guided path's later steps: the widow and the discard, scoring, then play — drawing
trumps, cashing doubles, leading, defending without a partner, and how high to bid (the moon).

Each position is a real hand (`moon_nb.path.step.Position`): the deal, the bidding and the
tricks played so far. Where the goal is a contract or a count of tricks the solver judges every
move exactly (`moon_nb.path.goals`), and ``tests/test_learn_steps.py`` checks that the
intended moves reach the goal and the common wrong ones do not.
"""

from __future__ import annotations

from moon_nb.path.calls import Choose
from moon_nb.path.goals import ContractResult, OwnTricks, TileWins
from moon_nb.path.step import Position, Step
from moon_nb.speech import N_

# Seat 0 holds four sixes (not the double) and the doubles 4-4 and 1-1: a bid of 5 with sixes
# trump is sure without the widow, which is 3-1. No other trump makes 5.
FIVE = (
    "6-5 6-4 6-3 6-2 4-4 1-1 3-2",
    "3-3 4-2 5-2 5-5 0-0 2-2 2-1",
    "5-4 5-3 6-1 5-1 4-3 6-6 4-1",
)
# Seat 0 holds five sixes with the double, and the doubles 5-5 and 4-4: seven sure tricks once
# the last trump, 6-1, is drawn — and seat 1, which holds it, has no five and no four.
SEVEN = (
    "6-6 6-5 6-4 6-3 6-2 5-5 4-4",
    "6-1 3-3 3-2 3-1 2-2 2-1 1-1",
    "5-4 5-3 5-2 5-1 4-3 4-2 4-1",
)
# Seat 0 holds every six and the double five.
MOON = (
    "6-6 6-5 6-4 6-3 6-2 6-1 5-5",
    "5-4 5-3 5-2 5-1 4-4 4-3 4-2",
    "4-1 3-3 3-2 3-1 2-2 2-1 1-1",
)

WIDOW = N_("The widow and the discard")
SCORING = N_("Scoring")
DRAWING = N_("Drawing trumps")
CASHING = N_("Cashing doubles")
LEADING = N_("Leading")
DEFENDING = N_("Defending without a partner")
MOON_CHAPTER = N_("How high to bid")

PLAY_STEPS: tuple[Step, ...] = (
    Step(
        id="learn-widow-discard",
        chapter=WIDOW,
        title=N_("You bid 5 and took the widow"),
        goal=N_("Discard so that your bid of 5 can still be made."),
        position=Position(FIVE, "3-1", first_bidder=1, script="pass, pass, bid 5"),
        judge=ContractResult(until="discard"),
        hint=N_("Which of your eight tiles could never win a trick?"),
        why=N_(
            "The bidder keeps seven of eight tiles: discard one that cannot win a trick — it "
            "may be the widow itself."
        ),
        solution=("discard 3-1",),
        misses=(("discard 4-4", ""), ("discard 1-1", ""), ("discard 6-5", "")),
    ),
    Step(
        id="learn-widow-trump",
        chapter=WIDOW,
        title=N_("Your bid of 5, after the discard"),
        goal=N_("Name the trump that makes your bid of 5."),
        position=Position(FIVE, "3-1", first_bidder=1, script="pass, pass, bid 5, discard 3-1"),
        judge=ContractResult(until="trump"),
        hint=N_("Trumps beat every other tile: how many trumps would each choice give you?"),
        why=N_(
            "Name the suit you hold most of: the more trumps you hold, the fewer the others have "
            "to beat your tiles."
        ),
        solution=("trump 6",),
        misses=(("trump 4", ""), ("trump 3", ""), ("trump none", "")),
        trump_counts=False,
    ),
    Step(
        id="learn-score-points",
        chapter=SCORING,
        title=N_("Seat 1 bid 5; you defend"),
        goal=N_("Take two more tricks: each is a point for you."),
        position=Position(
            (
                "6-3 5-4 5-1 4-2 4-1 1-1 0-0",
                "6-1 5-2 4-4 4-3 3-3 3-1 2-2",
                "6-6 6-5 6-2 5-5 5-3 3-2 2-1",
            ),
            "6-4",
            first_bidder=1,
            script=(
                "bid 5, pass, pass, discard 3-1, trump 4, play 4-4, play 2-1, play 4-1, play 6-4, "
                "play 3-2, play 4-2, play 2-2, play 6-2"
            ),
        ),
        judge=OwnTricks(count=2),
        hint=N_("A trump beats every tile that is not one: which two tricks can you be sure of?"),
        why=N_("A player who is not the bidder scores a point for every trick taken."),
        solution=("play 5-4", "play 1-1"),
        misses=(("play 6-3", ""), ("play 0-0", ""), ("play 1-1", "")),
    ),
    Step(
        id="learn-score-set",
        chapter=SCORING,
        title=N_("Seat 1 bid 5 and has taken 2 tricks"),
        goal=N_("Set the bidder: keep seat 1 from taking all three tricks left."),
        position=Position(
            (
                "6-3 5-4 4-3 4-1 2-2 2-1 1-1",
                "6-6 6-4 6-1 5-3 5-2 4-4 3-1",
                "6-5 6-2 5-1 4-2 3-3 3-2 0-0",
            ),
            "5-5",
            first_bidder=1,
            script=(
                "bid 5, pass, pass, discard 3-1, trump 4, play 4-4, play 4-2, play 4-1, play 6-4, "
                "play 3-2, play 4-3, play 5-5, play 5-1, play 5-4, play 1-1, play 6-1, play 6-2"
            ),
        ),
        judge=ContractResult(make=False),
        hint=N_(
            "Fours are trump, and all six have been played: which of your tiles can no one beat?"
        ),
        why=N_(
            "A set bidder loses the bid: seat 1 scores −5, and you gain a point for each trick "
            "you took."
        ),
        solution=("play 2-2",),
        misses=(("play 2-1", ""), ("play 6-3", "")),
    ),
    Step(
        id="learn-score-game",
        chapter=SCORING,
        title=N_("You have 16 points and bid 5"),
        goal=N_("Make your bid of 5: it takes you to 21 and wins the game."),
        position=Position(
            (
                "6-4 6-1 5-4 5-3 4-4 3-3 0-0",
                "6-6 5-1 4-3 4-2 4-1 2-2 1-1",
                "6-3 6-2 5-5 5-2 3-2 3-1 2-1",
            ),
            "6-5",
            first_bidder=1,
            # A sure 5 with three trumps from the top and 0-0, the only blank; the widow
            # discarded, the trumps drawn first.
            script=(
                "pass, pass, bid 5, discard 6-5, trump 4, play 5-4, play 4-1, play 2-1, play 6-4, "
                "play 4-2, play 3-1, play 4-4, play 4-3, play 3-2, play 0-0, play 5-1, play 5-2"
            ),
            scores=(16, 9, 12),
        ),
        judge=ContractResult(),
        hint=N_("Which of your threes can no one beat?"),
        why=N_("A made bid scores its number: 16 and 5 make 21, and the game is yours."),
        solution=("play 3-3",),
        misses=(("play 5-3", ""), ("play 6-1", "")),
    ),
    Step(
        id="learn-draw-top",
        chapter=DRAWING,
        title=N_("You bid 5 and need every trick left"),
        goal=N_("Make your bid of 5."),
        position=Position(
            (
                "6-6 6-2 5-4 6-1 0-0 6-3 3-3",
                "4-3 5-3 2-1 2-2 3-2 4-4 1-1",
                "3-1 5-1 6-4 6-5 4-1 5-5 4-2",
            ),
            "5-2",
            first_bidder=1,
            # A sure 5 with four sixes, the double among them, and 3-3; the widow discarded.
            # A low trump led first lost to 6-4, then 5-5 took a trick: 6-5 is the last trump
            # out, and only 6-6 beats it.
            script=(
                "pass, pass, bid 5, discard 5-2, trump 6, play 6-2, play 2-1, play 6-4, play 5-5, "
                "play 5-4, play 5-3, play 3-1, play 3-3, play 3-2"
            ),
        ),
        judge=ContractResult(),
        hint=N_(
            "Sixes are trump: have all six been played? If not, what could a trump still out "
            "do to your other tiles?"
        ),
        why=N_("Draw the trumps first: once the others have none, your other tiles are safe."),
        solution=("play 6-6", "play 6-3", "play 6-1", "play 0-0"),
        misses=(("play 0-0", ""), ("play 6-3", ""), ("play 6-1", "")),
    ),
    Step(
        id="learn-draw-first",
        chapter=DRAWING,
        title=N_("Ones are trump, and you lead"),
        goal=N_("Make your bid of 5."),
        position=Position(
            (
                "2-1 1-1 6-1 5-5 6-2 4-1 5-3",
                "3-3 5-4 3-2 6-4 0-0 5-2 6-6",
                "5-1 3-1 4-3 4-4 6-3 4-2 2-2",
            ),
            "6-5",
            first_bidder=1,
            # A sure 5 with four trumps, the top two among them, and 5-5; the widow discarded.
            # The lesson starts at the first lead: two trumps are out, 3-1 and 5-1.
            script="pass, pass, bid 5, discard 6-5, trump 1",
        ),
        judge=ContractResult(),
        hint=N_("Your 5-5 is safe only once no one can trump it: who still holds a trump?"),
        why=N_(
            "Draw the trumps first: a tile that is not a trump, led while trumps are still out, "
            "can be ruffed."
        ),
        solution=("play 1-1", "play 6-1", "play 5-5", "play 4-1", "play 2-1"),
        misses=(("play 5-5", ""), ("play 6-2", ""), ("play 5-3", "")),
    ),
    Step(
        id="learn-cash-double",
        chapter=CASHING,
        title=N_("Sixes are trump, and you need one more trick"),
        goal=N_("Make your bid of 5."),
        position=Position(
            (
                "6-6 6-5 6-4 5-3 5-1 4-4 1-1",
                "5-5 5-4 5-2 4-3 4-2 3-2 2-2",
                "6-3 6-2 6-1 3-3 3-1 2-1 0-0",
            ),
            "4-1",
            first_bidder=1,
            # A sure 5 with the three top trumps and two doubles, the widow discarded; the
            # trumps are drawn first, then 1-1 is cashed.
            script=(
                "pass, pass, bid 5, discard 4-1, trump 6, play 6-4, play 3-2, play 6-1, play 6-5, "
                "play 4-2, play 6-2, play 6-6, play 4-3, play 6-3, play 1-1, play 5-2, play 2-1"
            ),
        ),
        judge=ContractResult(),
        hint=N_(
            "Sixes are trump, and all six have been played: which of your tiles is the top of "
            "its suit?"
        ),
        why=N_("A double is the top of its suit: once the trumps are gone, it is a sure trick."),
        solution=("play 4-4",),
        misses=(("play 5-1", ""), ("play 5-3", "")),
    ),
    Step(
        id="learn-cash-six",
        chapter=CASHING,
        title=N_("Fours are trump, and you need one more trick"),
        goal=N_("Make your bid of 5."),
        position=Position(
            (
                "6-6 6-4 6-1 5-1 4-4 4-3 4-1",
                "6-3 5-4 4-2 3-3 2-1 1-1 0-0",
                "6-5 5-5 5-3 5-2 3-2 3-1 2-2",
            ),
            "6-2",
            first_bidder=1,
            # A sure 5 with the two top trumps of four, and 6-6; the widow discarded. The
            # trumps are drawn first (seat 1 follows twice, then has none).
            script=(
                "pass, pass, bid 5, discard 6-2, trump 4, play 6-4, play 4-2, play 3-1, play 4-4, "
                "play 5-4, play 3-2, play 4-1, play 2-1, play 5-2, play 4-3, play 6-3, play 5-3"
            ),
        ),
        judge=ContractResult(),
        hint=N_(
            "Fours are trump, and all six have been played: which of your tiles is the top of "
            "its suit?"
        ),
        why=N_("Cash a double while the others have no trump left: no one can beat it."),
        solution=("play 6-6",),
        misses=(("play 6-1", ""), ("play 5-1", "")),
    ),
    Step(
        id="learn-lead-top",
        chapter=LEADING,
        title=N_("Ones are trump, and you need 2 of the 4 tricks left"),
        goal=N_("Make your bid of 5."),
        position=Position(
            (
                "6-1 5-5 5-4 5-3 4-1 3-2 1-1",
                "6-6 6-5 6-3 5-1 4-4 4-2 0-0",
                "6-4 5-2 4-3 3-3 3-1 2-2 2-1",
            ),
            "6-2",
            first_bidder=1,
            script=(
                "pass, pass, bid 5, discard 3-2, trump 1, play 1-1, play 5-1, play 2-1, play 6-1, "
                "play 4-2, play 3-1, play 4-1, play 6-3, play 4-3"
            ),
        ),
        judge=ContractResult(),
        hint=N_(
            "Your lower tiles of a suit win only once the higher ones are gone: how can you draw "
            "them out?"
        ),
        why=N_(
            "Lead from the top: the double takes the trick, and each player who holds a tile of "
            "its suit must play one to it; once the others hold none of it, your lower tiles of "
            "that "
            "suit can be beaten only by a trump."
        ),
        solution=("play 5-5", "play 5-4", "play 5-3"),
        misses=(("play 5-3", ""), ("play 6-2", ""), ("play 5-4", "")),
    ),
    Step(
        id="learn-lead-double",
        chapter=LEADING,
        title=N_("Threes are trump, and you hold 4-4"),
        goal=N_("Lead so that your 4-4 wins a trick."),
        position=Position(
            (
                "6-3 3-3 4-3 3-2 2-1 4-4 4-1",
                "6-2 2-2 1-1 6-6 3-1 5-3 0-0",
                "5-2 5-1 6-5 6-4 4-2 5-5 5-4",
            ),
            "6-1",
            first_bidder=1,
            # A sure 4 with four threes, the top two among them; the widow discarded. The
            # trumps are drawn from the top until one is left out, 5-3 with seat 1, which
            # holds no four.
            script="pass, pass, bid 4, discard 6-1, trump 3, play 3-3, play 3-1, play 4-2",
        ),
        judge=TileWins(tile="4-4"),
        hint=N_("Before you lead a four, ask: could anyone trump it?"),
        why=N_("Draw the last trump first: then no one can trump your double, the top four."),
        solution=("play 6-3", "play 4-4"),
        misses=(("play 4-4", ""),),
    ),
    Step(
        id="learn-defend-keep-top",
        chapter=DEFENDING,
        title=N_("Doubles are trump; seat 2 leads 2-1"),
        goal=N_("Set the bidder's contract of 5."),
        position=Position(
            (
                "6-6 6-3 5-4 4-4 4-3 4-1 3-2",
                "6-5 6-4 6-1 5-5 3-3 2-2 0-0",
                "6-2 5-3 5-2 5-1 4-2 2-1 1-1",
            ),
            "3-1",
            first_bidder=1,
            script="bid 5, pass, pass, discard 3-1, trump doubles, play 6-5, play 6-2, play 6-3, "
            "play 6-4, play 1-1, play 3-2, play 2-1",
        ),
        judge=ContractResult(make=False),
        hint=N_("Seat 1 holds trumps, but none beats your top trump: which trick should it take?"),
        why=N_("Keep the top trump to set the contract: it takes a trick the bidder counted on."),
        solution=("play 4-1", "play 4-3", "play 4-4", "play 5-4", "play 6-6"),
        misses=(("play 6-6", ""), ("play 4-4", "")),
    ),
    Step(
        id="learn-defend-trump",
        chapter=DEFENDING,
        title=N_("Seat 1 bid 5 and has taken 4 tricks"),
        goal=N_("Set the bidder: take every trick left between you and seat 2."),
        position=Position(
            (
                "6-6 6-5 5-3 5-1 4-4 3-1 2-1",
                "6-1 5-5 5-2 4-2 3-3 3-2 1-1",
                "6-4 6-3 6-2 5-4 4-1 2-2 0-0",
            ),
            "4-3",
            first_bidder=1,
            script=(
                "bid 5, pass, pass, discard 3-2, trump 1, play 1-1, play 4-1, play 2-1, play 6-1, "
                "play 6-2, play 3-1, play 3-3, play 6-3, play 5-3, play 5-5, play 5-4, play 6-5, "
                "play 5-2, play 6-4"
            ),
        ),
        judge=ContractResult(make=False),
        hint=N_("Which of your tiles follow 5-2, and when none does, what may you play?"),
        why=N_(
            "Without a partner, you set the bidder by taking the tricks yourself: trump when you "
            "cannot follow."
        ),
        solution=("play 5-1", "play 4-4", "play 6-6"),
        misses=(("play 6-6", ""), ("play 4-4", "")),
    ),
)

MOON_STEPS: tuple[Step, ...] = (
    Step(
        id="learn-moon-bid",
        chapter=MOON_CHAPTER,
        title=N_("Seat 1 bid 4, seat 2 passed"),
        goal=N_("Make the bid that scores the most with this hand."),
        position=Position(MOON, "0-0", first_bidder=1, script="bid 4, pass"),
        judge=Choose(
            ("bid 21",),
            N_(
                "With sixes as trump you hold every trump and the top five: your seven tiles take "
                "all seven tricks, whatever the others hold. Shoot the moon (bid 21): taking all "
                "seven wins the game at once."
            ),
        ),
        hint=N_("Count your sure tricks: with sixes trump, can anyone beat one of your tiles?"),
        why=N_(
            "With seven sure tricks the moon is certain: a made moon wins the game at once and a "
            "set moon costs 21 points, so with fewer sure tricks weigh the odds."
        ),
        solution=("bid 21",),
        misses=(
            ("bid 7", N_("A made bid of 7 scores 7 points: count your sure tricks again.")),
            ("bid 6", N_("A made bid of 6 scores 6 points: count your sure tricks again.")),
            ("bid 5", N_("A made bid of 5 scores 5 points: count your sure tricks again.")),
            (
                "pass",
                N_(
                    "Passing leaves the bidding to seat 1's 4, and a defender scores only a point "
                    "a trick: count your sure tricks again."
                ),
            ),
        ),
    ),
    Step(
        id="learn-moon-play",
        chapter=MOON_CHAPTER,
        title=N_("You shot the moon, sixes are trump"),
        goal=N_("Take every trick left: your moon needs all seven."),
        position=Position(
            SEVEN, "0-0", first_bidder=1, script="pass, pass, bid 21, discard 0-0, trump 6"
        ),
        judge=ContractResult(),
        hint=N_("Which of your tiles could a trump still out take?"),
        why=N_("Draw the trumps before your other doubles: then nothing can beat them."),
        solution=(
            "play 6-6",
            "play 5-5",
            "play 4-4",
            "play 6-5",
            "play 6-4",
            "play 6-3",
            "play 6-2",
        ),
        misses=(("play 5-5", ""), ("play 4-4", "")),
    ),
)

__all__ = ["PLAY_STEPS"]
