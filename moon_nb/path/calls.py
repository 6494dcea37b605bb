"""The goals of the guided path's calls: win the bidding (the lowest bid that does, or one the
hand can make), or choose the one right call (`Choose`, proved by the solver in the step's
test). See `moon_nb.path.goals` for what a goal is.
"""

from __future__ import annotations

from dataclasses import dataclass

from moon_nb.engine.actions import Action, Kind
from moon_nb.engine.fast import BID
from moon_nb.engine.game import Game
from moon_nb.engine.options import MOON
from moon_nb.engine.scoring import tricks_needed
from moon_nb.engine.words import in_deals, plural
from moon_nb.path.goals import KEPT, Goal, Judgement, after, doing
from moon_nb.players.evaluation import evaluate
from moon_nb.reference.readings import reading

MADE_NEARLY_ALWAYS = 0.9
"""A bid the hand "can make": its contract made in at least nine likely deals in ten."""


# --- the bidding -------------------------------------------------------------------------------


@dataclass(frozen=True)
class WinBidding(Goal):
    """Win the bidding (the learner calls last); ``cheapest``: with the lowest bid that
    wins it; ``makeable``: with a bid the hand can make — judged from what the learner can
    see, by the one evaluation of the call (`moon_nb.players.evaluation`): its contract made in
    nearly every likely deal (`MADE_NEARLY_ALWAYS`)."""

    cheapest: bool = False
    makeable: bool = False

    def judge(self, start: Game, game: Game, seat: int, action: Action) -> Judgement:
        later = after(game, action)
        high = game.observe(seat).high_bid
        if action.kind is Kind.BID and self.makeable:
            option = evaluate(game.observe(seat)).of(action)
            if option.make_rate < MADE_NEARLY_ALWAYS:
                what = "a moon (bid 21)" if action.bid == MOON else f"a contract of {action.bid}"
                return Judgement(
                    "lost",
                    f"From what you can see, {what} is made only "
                    f"{in_deals(option.make_rate, option.deals)}: bid what your hand makes "
                    "nearly every time.",
                )
        if action.kind is Kind.BID and self.cheapest:
            lowest = min(a.bid for a in game.legal_actions() if a.kind is Kind.BID)
            if action.bid != lowest:
                return Judgement(
                    "lost",
                    f"A bid of {action.bid} wins the bidding, but it promises "
                    f"{plural(tricks_needed(action.bid), 'trick')}: a lower bid wins it too "
                    "and promises fewer.",
                )
        if later.observe(seat).redeals > game.observe(seat).redeals:
            return Judgement(
                "lost",
                f"After {doing(action)}, everyone has passed: the tiles are shuffled and dealt "
                f"again {reading('all pass').tag}, and no one has a contract.",
            )
        if later.phase != BID and later.bidder == seat:
            return Judgement(
                "reached",
                f"You won the bidding with {action.bid}: you are the bidder, and your "
                f"contract is {plural(tricks_needed(action.bid), 'trick')}.",
            )
        if later.phase != BID and later.bidder is not None:
            return Judgement(
                "lost",
                f"After {doing(action)}, seat {later.bidder} wins the bidding with {high}.",
            )
        return KEPT


@dataclass(frozen=True)
class Choose(Goal):
    """Choose one of the ``right`` actions — a call the step's test proves right with the
    solver; ``why`` says why. Any other is lost, and the step's ``misses`` say why (a step
    with this goal has a miss for every wrong move the rules allow)."""

    right: tuple[str, ...] = ()
    why: str = ""

    def judge(self, start: Game, game: Game, seat: int, action: Action) -> Judgement:
        if action in self.right:
            return Judgement("reached", self.why)
        return Judgement("lost")
