"""The guided path's whole hands (as Bridge Master's): the learner plays all seven tricks of a
prepared deal, the others' tiles hidden, as the bidder or as a defender, with one plan a careful
player finds from trick 1 (`moon_nb.path.hands.hand_goal`).

Each deal is a seeded game's (the seed is in each comment), its hands turned so that the learner
sits in seat 0; the bid, the discard and the trump are the club player's (a defender's bidder
may bid more than the club player would: the arrangement). The hidden tiles lie so that the
plan makes its goal against best play and the natural careless lines do not; and the plan is as
good as the best over the likely deals of what the learner sees, play by play — a plan that
only works on this deal would teach luck. Found by ``python -m moon_nb.dev.find_hands``; checked
by ``tests/test_whole_hands.py`` (the figures in docs/benchmarks.md).
"""

from __future__ import annotations

from moon_nb.path.hands.hand_goal import HINTS, PLANS, WholeHand
from moon_nb.path.step import Position, Step
from moon_nb.speech import N_

WHOLE_HANDS = N_("Whole hands")


def hand(
    *,
    id: str,
    title: str,
    goal: str,
    position: Position,
    plan: str,
    line: tuple[str, ...],
    kinds: tuple[str, ...],
    make: bool,
) -> Step:
    """A whole hand as a step of the path: ``line`` is the plan's (the learner's seven plays),
    ``kinds`` what each of them does (`moon_nb.path.hands.hand_lines.kind_of`), which names
    the hint for each trick; ``plan`` is the plan's key in `PLANS`."""
    hints = tuple(HINTS[k] for k in kinds)
    return Step(
        id=id,
        chapter=WHOLE_HANDS,
        title=title,
        goal=goal,
        position=position,
        judge=WholeHand(make=make, plan=plan, line=line),
        hint=hints[0],
        why=PLANS[plan].idea,
        solution=line,
        hints=hints,
    )


HAND_STEPS: tuple[Step, ...] = (
    hand(
        # Game(seed=628)'s deal, turned 0; the runner-up at trick 1: play 3-3.
        id="learn-hand-bid-628-0",
        title=N_("Twos are trump, and you lead"),
        goal=N_("Make your bid of 5, playing to the end."),
        position=Position(
            (
                "0-0 3-2 3-3 4-2 5-2 6-2 6-3",
                "1-1 2-1 4-1 4-4 5-1 6-5 6-6",
                "2-2 3-1 4-3 5-3 5-4 5-5 6-4",
            ),
            "6-1",
            first_bidder=0,
            script="bid 5, pass, pass, discard 6-1, trump 2",
        ),
        plan="draw-first",
        line=("play 3-2", "play 4-2", "play 6-2", "play 5-2", "play 0-0", "play 3-3", "play 6-3"),
        kinds=("draw", "ruff", "cash", "cash", "cash", "cash", "forced"),
        make=True,
    ),
    hand(
        # Game(seed=12)'s deal, turned 1; the runner-up at trick 1: play 4-4.
        id="learn-hand-bid-12-1",
        title=N_("Threes are trump, and you lead"),
        goal=N_("Make your bid of 4, playing to the end."),
        position=Position(
            (
                "1-1 4-3 4-4 5-2 5-3 6-5 6-6",
                "2-1 2-2 3-1 3-3 5-1 5-5 6-2",
                "0-0 4-1 4-2 5-4 6-1 6-3 6-4",
            ),
            "3-2",
            first_bidder=0,
            script="bid 4, pass, pass, discard 5-2, trump 3",
        ),
        plan="cash-then-draw",
        line=("play 6-5", "play 3-2", "play 4-4", "play 4-3", "play 5-3", "play 1-1", "play 6-6"),
        kinds=("cash", "draw", "forced", "ruff", "cash", "cash", "forced"),
        make=True,
    ),
    hand(
        # Game(seed=48)'s deal, turned 1; the runner-up at trick 1: play 3-1.
        id="learn-hand-bid-48-1",
        title=N_("Ones are trump, and you lead"),
        goal=N_("Make your bid of 5, playing to the end."),
        position=Position(
            (
                "0-0 3-1 3-3 4-1 5-1 6-1 6-4",
                "2-2 3-2 4-4 5-2 5-3 6-3 6-5",
                "1-1 2-1 4-2 4-3 5-5 6-2 6-6",
            ),
            "5-4",
            first_bidder=0,
            script="bid 5, pass, pass, discard 5-4, trump 1",
        ),
        plan="cash-then-draw",
        line=("play 3-3", "play 3-1", "play 4-1", "play 6-1", "play 5-1", "play 0-0", "play 6-4"),
        kinds=("cash", "draw", "ruff", "draw", "cash", "cash", "forced"),
        make=True,
    ),
    hand(
        # Game(seed=311)'s deal, turned 1; the runner-up at trick 1: play 5-5.
        id="learn-hand-bid-311-1",
        title=N_("Sixes are trump, and you lead"),
        goal=N_("Make your bid of 5, playing to the end."),
        position=Position(
            (
                "5-2 5-4 5-5 6-1 6-2 6-3 6-5",
                "0-0 3-1 3-2 3-3 4-4 6-4 6-6",
                "1-1 2-1 2-2 4-1 4-3 5-1 5-3",
            ),
            "4-2",
            first_bidder=0,
            script="bid 5, pass, pass, discard 4-2, trump 6",
        ),
        plan="cash-then-draw",
        line=("play 5-4", "play 6-1", "play 6-2", "play 5-5", "play 6-3", "play 6-5", "play 5-2"),
        kinds=("cash", "draw", "ruff", "cash", "ruff", "cash", "forced"),
        make=True,
    ),
    hand(
        # A deal arranged around counting the tiles out (`moon_nb.dev.arrange_deals`, seed 5845,
        # found by `find_hands --arrange count --aim count`), the learner's bid one more than the
        # club player's; the runner-up at trick 1: play 4-2.
        id="learn-hand-bid-count-5845",
        title=N_("Fives are trump, and you lead"),
        goal=N_("Make your bid of 5, playing to the end."),
        position=Position(
            (
                "4-1 4-2 5-1 5-2 5-3 5-5 6-1",
                "0-0 1-1 2-1 3-3 4-3 6-5 6-6",
                "2-2 3-1 3-2 4-4 5-4 6-2 6-3",
            ),
            "6-4",
            first_bidder=0,
            script="bid 5, pass, pass, discard 4-1, trump 5",
        ),
        plan="count-out",
        line=("play 5-5", "play 5-3", "play 5-2", "play 6-1", "play 5-1", "play 6-4", "play 4-2"),
        kinds=("draw", "cash", "cash", "lead", "ruff", "count", "forced"),
        make=True,
    ),
    hand(
        # Game(seed=508)'s deal, turned 1; the runner-up at trick 1: play 6-6.
        id="learn-hand-bid-508-1",
        title=N_("Twos are trump, and you lead"),
        goal=N_("Make your bid of 4, playing to the end."),
        position=Position(
            (
                "3-2 4-2 4-3 5-2 6-2 6-3 6-6",
                "1-1 2-2 5-1 5-4 5-5 6-1 6-4",
                "0-0 2-1 3-1 3-3 4-1 4-4 5-3",
            ),
            "6-5",
            first_bidder=0,
            script="bid 4, pass, pass, discard 4-3, trump 2",
        ),
        plan="cash-then-draw",
        line=("play 6-5", "play 6-3", "play 6-2", "play 6-6", "play 3-2", "play 4-2", "play 5-2"),
        kinds=("cash", "forced", "ruff", "cash", "draw", "ruff", "forced"),
        make=True,
    ),
    hand(
        # A deal arranged around counting the tiles out (`moon_nb.dev.arrange_deals`, seed 995,
        # found by `find_hands --arrange count --aim count`), the learner's bid one more than the
        # club player's; the runner-up at trick 1: play 6-3.
        id="learn-hand-bid-count-995",
        title=N_("Fours are trump, and you lead"),
        goal=N_("Make your bid of 5, playing to the end."),
        position=Position(
            (
                "3-2 4-1 4-2 4-3 4-4 6-3 6-5",
                "0-0 2-2 3-3 5-2 5-5 6-4 6-6",
                "1-1 2-1 3-1 5-3 5-4 6-1 6-2",
            ),
            "5-1",
            first_bidder=0,
            script="bid 5, pass, pass, discard 3-2, trump 4",
        ),
        plan="count-out",
        line=("play 4-4", "play 4-3", "play 4-2", "play 6-3", "play 4-1", "play 6-5", "play 5-1"),
        kinds=("draw", "cash", "cash", "lead", "ruff", "count", "forced"),
        make=True,
    ),
    hand(
        # Game(seed=243)'s deal, turned 1; the runner-up at trick 1: play 6-1.
        id="learn-hand-bid-243-1",
        title=N_("Sixes are trump, and you lead"),
        goal=N_("Make your bid of 5, playing to the end."),
        position=Position(
            (
                "4-2 5-4 5-5 6-1 6-2 6-3 6-4",
                "1-1 2-2 3-1 4-3 4-4 5-3 6-6",
                "0-0 2-1 3-2 3-3 4-1 5-1 6-5",
            ),
            "5-2",
            first_bidder=0,
            script="bid 5, pass, pass, discard 4-2, trump 6",
        ),
        plan="cash-first",
        line=("play 5-4", "play 5-2", "play 6-1", "play 5-5", "play 6-2", "play 6-4", "play 6-3"),
        kinds=("cash", "cash", "ruff", "cash", "ruff", "cash", "forced"),
        make=True,
    ),
    hand(
        # Game(seed=173)'s deal, turned 1; the runner-up at trick 1: play 5-1.
        id="learn-hand-bid-173-1",
        title=N_("Ones are trump, and you lead"),
        goal=N_("Make your bid of 4, playing to the end."),
        position=Position(
            (
                "2-1 3-1 3-2 5-1 5-2 5-4 6-1",
                "1-1 3-3 4-1 4-3 4-4 5-5 6-6",
                "0-0 4-2 5-3 6-2 6-3 6-4 6-5",
            ),
            "2-2",
            first_bidder=0,
            script="bid 4, pass, pass, discard 3-2, trump 1",
        ),
        plan="give-first",
        line=("play 5-4", "play 2-1", "play 5-1", "play 3-1", "play 6-1", "play 2-2", "play 5-2"),
        kinds=("lead", "ruff", "draw", "ruff", "draw", "cash", "forced"),
        make=True,
    ),
    hand(
        # Game(seed=72)'s deal, turned 1; the runner-up at trick 1: play 4-2.
        id="learn-hand-def-72-1",
        title=N_("Seat 1 bid 4, and fives are trump"),
        goal=N_("Set the bidder, playing to the end."),
        position=Position(
            (
                "0-0 3-3 4-2 5-1 6-1 6-2 6-5",
                "2-2 4-1 5-2 5-3 6-3 6-4 6-6",
                "1-1 2-1 3-1 3-2 4-3 4-4 5-5",
            ),
            "5-4",
            first_bidder=1,
            script="bid 4, pass, pass, discard 4-1, trump 5, play 2-2, play 2-1",
        ),
        plan="hold-back",
        line=("play 6-2", "play 6-1", "play 4-2", "play 3-3", "play 6-5", "play 0-0", "play 5-1"),
        kinds=("low", "forced", "forced", "forced", "draw", "cash", "forced"),
        make=False,
    ),
    hand(
        # Game(seed=23)'s deal, turned 2; the runner-up at trick 2: play 3-1.
        id="learn-hand-def-23-2",
        title=N_("Seat 2 bid 6, and doubles are trump"),
        goal=N_("Set the bidder, playing to the end."),
        position=Position(
            (
                "2-1 3-1 3-3 5-1 5-2 5-4 6-2",
                "0-0 2-2 4-1 4-3 6-1 6-3 6-4",
                "1-1 3-2 4-2 4-4 5-3 6-5 6-6",
            ),
            "5-5",
            first_bidder=2,
            script="bid 6, pass, pass, discard 3-2, trump doubles, play 6-6",
        ),
        plan="throw-low",
        line=("play 3-3", "play 2-1", "play 5-1", "play 3-1", "play 6-2", "play 5-4", "play 5-2"),
        kinds=("forced", "throw", "throw", "throw", "forced", "forced", "forced"),
        make=False,
    ),
    hand(
        # Game(seed=135)'s deal, turned 2; the runner-up at trick 1: play 5-2.
        id="learn-hand-def-135-2",
        title=N_("Seat 2 bid 4, and fours are trump"),
        goal=N_("Set the bidder, playing to the end."),
        position=Position(
            (
                "0-0 1-1 2-1 2-2 3-3 5-2 5-5",
                "3-1 4-1 4-4 5-1 6-1 6-2 6-6",
                "3-2 4-2 4-3 5-3 6-3 6-4 6-5",
            ),
            "5-4",
            first_bidder=2,
            script="bid 4, pass, pass, discard 3-2, trump 4, play 5-3",
        ),
        plan="take-early",
        line=("play 5-5", "play 3-3", "play 2-2", "play 2-1", "play 5-2", "play 0-0", "play 1-1"),
        kinds=("win", "cash", "cash", "throw", "throw", "throw", "forced"),
        make=False,
    ),
    hand(
        # Game(seed=127)'s deal, turned 0; the runner-up at trick 1: play 1-1.
        id="learn-hand-def-127-0",
        title=N_("Seat 1 bid 5, and ones are trump"),
        goal=N_("Set the bidder, playing to the end."),
        position=Position(
            (
                "1-1 2-2 4-1 5-2 6-2 6-4 6-5",
                "0-0 2-1 3-1 4-4 5-1 6-3 6-6",
                "3-2 3-3 4-2 4-3 5-3 5-5 6-1",
            ),
            "5-4",
            first_bidder=1,
            script="bid 5, pass, pass, discard 5-4, trump 1, play 2-1, play 6-1",
        ),
        plan="hold-top",
        line=("play 4-1", "play 5-2", "play 1-1", "play 2-2", "play 6-4", "play 6-2", "play 6-5"),
        kinds=("keep", "low", "ruff", "cash", "forced", "low", "forced"),
        make=False,
    ),
    hand(
        # Game(seed=280)'s deal, turned 1; the runner-up at trick 1: play 4-1.
        id="learn-hand-def-280-1",
        title=N_("Seat 2 bid 5, and twos are trump"),
        goal=N_("Set the bidder, playing to the end."),
        position=Position(
            (
                "2-2 3-1 3-2 3-3 4-1 4-3 5-5",
                "0-0 5-1 5-3 6-1 6-2 6-3 6-4",
                "1-1 2-1 4-4 5-2 5-4 6-5 6-6",
            ),
            "4-2",
            first_bidder=2,
            script="bid 5, pass, pass, discard 5-4, trump 2, play 1-1",
        ),
        plan="hold-top",
        line=("play 3-1", "play 4-1", "play 3-2", "play 2-2", "play 5-5", "play 4-3", "play 3-3"),
        kinds=("low", "low", "keep", "ruff", "cash", "lead", "forced"),
        make=False,
    ),
    hand(
        # Game(seed=227)'s deal, turned 1, seat 1's bid one more than the club player's (found
        # by `find_hands --aim count,duck`); the runner-up at trick 2: play 4-4.
        id="learn-hand-def-227-1",
        title=N_("Seat 1 bid 5, and fives are trump"),
        goal=N_("Set the bidder, playing to the end."),
        position=Position(
            (
                "0-0 4-1 4-4 5-1 5-5 6-2 6-6",
                "2-1 2-2 4-2 4-3 5-2 5-4 6-5",
                "1-1 3-1 3-2 3-3 6-1 6-3 6-4",
            ),
            "5-3",
            first_bidder=1,
            script="bid 5, pass, pass, discard 2-1, trump 5, play 2-2, play 3-2",
        ),
        plan="leave-it",
        line=("play 6-2", "play 4-1", "play 5-1", "play 5-5", "play 0-0", "play 4-4", "play 6-6"),
        kinds=("forced", "duck", "ruff", "draw", "cash", "throw", "forced"),
        make=False,
    ),
    hand(
        # Game(seed=369)'s deal, turned 2; the runner-up at trick 1: play 6-2.
        id="learn-hand-def-369-2",
        title=N_("Seat 2 bid 5, and twos are trump"),
        goal=N_("Set the bidder, playing to the end."),
        position=Position(
            (
                "0-0 3-1 4-2 4-3 5-1 6-1 6-2",
                "2-2 4-4 5-4 6-3 6-4 6-5 6-6",
                "1-1 2-1 3-2 3-3 4-1 5-2 5-5",
            ),
            "5-3",
            first_bidder=2,
            script="bid 5, pass, pass, discard 4-1, trump 2, play 2-1",
        ),
        plan="ruff",
        line=("play 4-2", "play 4-3", "play 3-1", "play 6-2", "play 6-1", "play 5-1", "play 0-0"),
        kinds=("win", "forced", "low", "ruff", "lead", "forced", "forced"),
        make=False,
    ),
    hand(
        # A deal arranged in h-void6's trials (the bidder to cash a side suit's double early,
        # the other defender void there; the club player named doubles), seat 1's bid one more
        # than the club player's; the runner-up at trick 2: play 5-1 (at trick 1, 6-1 is
        # another low six and sets it too).
        id="learn-hand-def-void-65",
        title=N_("Seat 1 bid 5, and doubles are trump"),
        goal=N_("Set the bidder, playing to the end."),
        position=Position(
            (
                "1-1 4-2 5-1 5-2 6-1 6-2 6-3",
                "0-0 2-1 2-2 3-3 4-3 5-5 6-5",
                "3-1 3-2 4-1 4-4 5-3 5-4 6-6",
            ),
            "6-4",
            first_bidder=1,
            script="bid 5, pass, pass, discard 2-1, trump doubles, play 6-5, play 6-6",
        ),
        plan="to-void",
        line=("play 6-3", "play 1-1", "play 6-1", "play 5-1", "play 4-2", "play 5-2", "play 6-2"),
        kinds=("low", "ruff", "void", "low", "throw", "throw", "forced"),
        make=False,
    ),
)
