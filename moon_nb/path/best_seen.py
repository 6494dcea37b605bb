"""A goal judged from what the learner can see: the steps of the guided path played face down.

Where the other steps are puzzles with every hand known to the lesson (and so shown face up),
these ask what a good player asks at the table: which call, which trump, which tile, when the
others' tiles are hidden. Each of the learner's decisions is judged by its one evaluation
(`moon_nb.players.evaluation`) — every option weighed over the same likely deals of the tiles the
learner cannot see — the evaluation the Hint and the coach quote at any table. A choice as good
as the best is kept; any other is lost, and the verdict is the evaluation's, in its figures
(without naming the best: the learner tries again). A
step is only written where its answer is the clear best (the path's test weighs it over 200
likely deals and checks the margin), so the verdict never turns on luck.
"""

from __future__ import annotations

from dataclasses import dataclass

from moon_nb.engine.actions import Action
from moon_nb.engine.game import Game
from moon_nb.path.goals import KEPT, Goal, Judgement
from moon_nb.players.advice import hint, shortfall
from moon_nb.players.evaluation import evaluate


def decisions_since(start: Game, game: Game, seat: int) -> int:
    """The decisions ``seat`` has taken since the step's position ``start``."""
    replay = start.copy()
    count = 0
    for action in game.actions[len(start.actions) :]:
        count += replay.to_act == seat
        replay.apply(action)
    return count


@dataclass(frozen=True)
class BestSeen(Goal):
    """Make ``decisions`` of your decisions as the one evaluation advises, from what you can
    see (see the module docstring); with ``to_the_end`` every decision until the hand is over
    (the goal reached when it is)."""

    decisions: int = 1
    to_the_end: bool = False

    def judge(self, start: Game, game: Game, seat: int, action: Action) -> Judgement:
        ev = evaluate(game.observe(seat))
        if not ev.as_good(action):
            return Judgement("lost", shortfall(ev, action))
        if self.to_the_end:
            return KEPT
        if decisions_since(start, game, seat) + 1 >= self.decisions:
            return Judgement("reached", hint(ev, done=True) if action == ev.best.action else "")
        return KEPT

    def reached(self, start: Game, game: Game, seat: int) -> str | None:
        if not self.to_the_end or game.hands_played == start.hands_played:
            return None
        last = game.last_hand
        assert last is not None
        return last.told(seat)
