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
from moon_nb.engine.words import in_deals
from moon_nb.path.goals import KEPT, Goal, Judgement, after, said, told
from moon_nb.players.evaluation import evaluate
from moon_nb.speech import _, ngettext

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
                share = in_deals(option.make_rate, option.deals)
                if action.bid == MOON:
                    # TRANSLATORS: {share} is how often: "in 3 of 12 likely deals".
                    text = _("From what you can see, a moon (bid 21) is made only {share}: bid "
                             "what your hand makes nearly every time.", share=share)  # fmt: skip
                else:
                    # TRANSLATORS: {share} is how often: "in 3 of 12 likely deals".
                    text = _("From what you can see, a contract of {bid} is made only {share}: "
                             "bid what your hand makes nearly every time.", bid=action.bid,
                             share=share)  # fmt: skip
                return Judgement("lost", text)
        if action.kind is Kind.BID and self.cheapest:
            lowest = min(a.bid for a in game.legal_actions() if a.kind is Kind.BID)
            if action.bid != lowest:
                return Judgement(
                    "lost",
                    ngettext(
                        "A bid of {bid} wins the bidding, but it promises {n} trick: a lower bid "
                        "wins it too and promises fewer.",
                        "A bid of {bid} wins the bidding, but it promises {n} tricks: a lower bid "
                        "wins it too and promises fewer.",
                        tricks_needed(action.bid),
                        bid=action.bid,
                    ),
                )
        if later.observe(seat).redeals > game.observe(seat).redeals:
            # The label is the reading's own (`reading("all pass").tag`; its test checks it).
            # TRANSLATORS: said after the learner's call ("You pass.").
            redealt = _("Everyone has passed: the tiles are shuffled and dealt again (the "
                        "project's reading), and no one has a contract.")  # fmt: skip
            return Judgement("lost", told(seat, action, redealt))
        if later.phase != BID and later.bidder == seat:
            return Judgement(
                "reached",
                ngettext(
                    "You won the bidding with {bid}: you are the bidder, and your contract is "
                    "{n} trick.",
                    "You won the bidding with {bid}: you are the bidder, and your contract is "
                    "{n} tricks.",
                    tricks_needed(action.bid),
                    bid=action.bid,
                ),
            )
        if later.phase != BID and later.bidder is not None:
            # TRANSLATORS: said after the learner's call ("You pass.").
            won = _("Seat {seat} wins the bidding with {bid}.", seat=later.bidder, bid=high)
            return Judgement("lost", told(seat, action, won))
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
            return Judgement("reached", said(self.why))
        return Judgement("lost")
