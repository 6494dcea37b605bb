"""The goals of the guided path's calls: win the bidding with a call as good as the best from
what the learner can see, or choose the one right call (`Choose`, proved by the solver in the step's
test). See `moon_nb.path.goals` for what a goal is.
"""

from __future__ import annotations

from dataclasses import dataclass

from moon_nb.engine.actions import Action, Kind
from moon_nb.engine.fast import BID
from moon_nb.engine.game import Game
from moon_nb.engine.options import MOON
from moon_nb.engine.scoring import tricks_needed
from moon_nb.engine.words import in_deals, none_of
from moon_nb.path.goals import KEPT, Goal, Judgement, after, said, told
from moon_nb.players.advice import hint, shortfall
from moon_nb.players.evaluation import evaluate
from moon_nb.speech import _, ngettext

MADE_NEARLY_ALWAYS = 0.9
"""A bid the hand "can make": its contract made in at least nine likely deals in ten."""


# --- the bidding -------------------------------------------------------------------------------


@dataclass(frozen=True)
class WinBidding(Goal):
    """Win the bidding (the learner calls last) with a call as good as the best, judged from
    what the learner can see by the one evaluation of the call (`moon_nb.players.evaluation`):
    each call weighed by the points it gains the learner on the others over the likely deals,
    the calls within `WORTH_MARGIN` of the best kept. A step with this goal is written on a
    deal whose best call wins the bidding and is made nearly every time
    (`MADE_NEARLY_ALWAYS`), so a refused bid is told why in the learner's terms: a higher bid
    made too seldom to pay; any other call the evaluation's figures."""

    def judge(self, start: Game, game: Game, seat: int, action: Action) -> Judgement:
        later = after(game, action)
        high = game.observe(seat).high_bid
        ev = evaluate(game.observe(seat))
        if action.kind is Kind.BID and not ev.as_good(action):
            option = ev.of(action)
            if option.make_rate >= MADE_NEARLY_ALWAYS:
                return Judgement("lost", shortfall(ev, action))
            if none_of(option.make_rate):
                text = _made_in_none(action.bid or 0, option.deals)
                return Judgement("lost", text)
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
        if later.observe(seat).redeals > game.observe(seat).redeals:
            # The label is the reading's own (`reading("all pass").tag`; its test checks it).
            # TRANSLATORS: said after the learner's call ("You pass.").
            redealt = _("Everyone has passed: the tiles are shuffled and dealt again (the "
                        "project's reading), and no one has a contract.")  # fmt: skip
            return Judgement("lost", told(seat, action, redealt))
        if later.phase != BID and later.bidder == seat:
            won = ngettext(
                "You won the bidding with {bid}: you are the bidder, and your contract is "
                "{n} trick.",
                "You won the bidding with {bid}: you are the bidder, and your contract is "
                "{n} tricks.",
                tricks_needed(action.bid),
                bid=action.bid,
            )
            done = hint(ev, done=True) if action == ev.best.action else ""
            return Judgement("reached", " ".join(t for t in (won, done) if t))
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


def _made_in_none(bid: int, deals: int) -> str:
    """Why a bid made in none of the likely deals is refused: a whole negative sentence (never
    "made only in none of …")."""
    if bid == MOON:
        return ngettext(
            "From what you can see, a moon (bid 21) is made in none of {n} likely deal: bid what "
            "your hand makes nearly every time.",
            "From what you can see, a moon (bid 21) is made in none of {n} likely deals: bid what "
            "your hand makes nearly every time.",
            deals,
        )
    return ngettext(
        "From what you can see, a contract of {bid} is made in none of {n} likely deal: bid what "
        "your hand makes nearly every time.",
        "From what you can see, a contract of {bid} is made in none of {n} likely deals: bid "
        "what your hand makes nearly every time.",
        deals,
        bid=bid,
    )
