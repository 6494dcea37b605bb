"""A goal judged from what the learner can see: the steps of the guided path played face down.

Where the other steps are puzzles with every hand known to the lesson (and so shown face up),
these ask what a good player asks at the table: which call, which trump, which tile, when the
others' tiles are hidden. Each of the learner's decisions is judged by its one evaluation
(`moon_nb.players.evaluation`) — every option weighed over the same likely deals of the tiles the
learner cannot see — the evaluation the Hint and the coach quote at any table. A choice as good
as the best is kept; any other is lost, and the verdict is the evaluation's, in its figures
(without naming the best: the learner tries again). A choice accepted that is not the best
says why — how close to the best it came, and which the best was. A step is only written where
its answer is the clear best (the path's test weighs it over 200 likely deals and checks the
margin), so the verdict never turns on luck. A review card brings the figures it was made by
(`moon_nb.progress.judgement.CardFigures`): its first decision is judged by them, without weighing
again.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from moon_nb.engine.actions import Action, Kind, order
from moon_nb.engine.game import Game
from moon_nb.engine.words import in_deals, none_of
from moon_nb.path.goals import KEPT, Goal, Judgement
from moon_nb.players.advice import hint, shortfall
from moon_nb.players.evaluation import WORTH_MARGIN, Evaluation, Weighed, evaluate
from moon_nb.players.odds import MADE_MARGIN
from moon_nb.progress.judgement import (
    CLEAR_MADE,
    CLEAR_WORTH,
    CardFigures,
    evaluation_of,
    within_card,
)
from moon_nb.speech import N_, _, decimal, ngettext, percent


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
    kept: CardFigures | None = None
    """The figures the first decision was weighed by (a review card's), if kept."""
    card: bool = False
    """A review card's step: it accepts every answer within the margin its decision was kept
    by (`moon_nb.progress.judgement.within_card`), not only those as good as the best."""

    def accepts(self, ev: Evaluation, action: Action) -> bool:
        """``action`` is accepted: as good as the best — on a card, within the card's margin."""
        return within_card(ev, action) if self.card else ev.as_good(action)

    def evaluation(self, start: Game, game: Game, seat: int) -> Evaluation:
        """The one evaluation of ``seat``'s decision: the kept figures at the start, if they
        fit it, else weighed now."""
        seen = game.observe(seat)
        if self.kept is not None and len(game.actions) == len(start.actions):
            try:
                return evaluation_of(self.kept, seen)
            except ValueError:
                pass  # figures that do not fit this position: it is weighed again
        return evaluate(seen)

    def judge(self, start: Game, game: Game, seat: int, action: Action) -> Judgement:
        ev = self.evaluation(start, game, seat)
        if not self.accepts(ev, action):
            return Judgement("lost", shortfall(ev, action))
        if self.to_the_end:
            return KEPT
        if decisions_since(start, game, seat) + 1 >= self.decisions:
            done = hint(ev, done=True)
            if action != ev.best.action:
                done = f"{accepted(ev, action, card=self.card)} {done}"
            return Judgement("reached", done)
        return KEPT

    def reached(self, start: Game, game: Game, seat: int) -> str | None:
        if not self.to_the_end or game.hands_played == start.hands_played:
            return None
        last = game.last_hand
        assert last is not None
        return last.told(seat)


def _named(ev: Evaluation, o: Weighed) -> str:
    """A choice as the sentences name it: "6-4", "bid 5", "pass", "name 6s", "discard 3-1 and
    name 6s"."""
    a = o.action
    if a.kind is Kind.PLAY:
        return str(a.tile)
    return order(a, o.trump if a.kind is Kind.DISCARD else None)


def accepted(ev: Evaluation, action: Action, card: bool = False) -> str:
    """Why ``action``, as good as the best but not it, is accepted, and which the best was, in
    a sentence: a call or a play by how close its points come to the best's (rounded up to a
    tenth: "within 0.3 points"), a trump or a discard by how often it makes the contract. On a
    review card (``card``) a choice accepted that is not as good as the best says the card's
    margin instead (`card_accepted`)."""
    best, mine = ev.best, ev.of(action)
    names = {"mine": _named(ev, mine), "best": _named(ev, best)}
    by_points = ev.kind in (Kind.BID, Kind.PLAY)
    if by_points:
        gap = max(0.1, math.ceil(((best.worth or 0.0) - (mine.worth or 0.0)) * 10 - 1e-9) / 10)
        names["gap"] = decimal(gap)
    else:
        names["rate"] = percent(best.make_rate)
    if card and not ev.as_good(action):
        return card_accepted(by_points, mine, names)
    if by_points:
        # TRANSLATORS: {mine} and {best} are choices ("5-5", "6-5", "bid 4", "pass"); {gap}
        # and {margin} points, "0.3" and "0.5".
        return _(
            "Accepted: from what you could see, {mine} comes within {gap} points of the best "
            "choice, {best}, on average — and two choices within {margin} points of each "
            "other are as good.",
            margin=decimal(WORTH_MARGIN),
            **names,
        )
    # TRANSLATORS: {mine} and {best} are choices ("name 5s", "discard 3-1 and name 6s");
    # {odds} is how often, "in 88% of 24 likely deals"; {rate} a share, "92%"; {margin} a
    # count, "5".
    if none_of(mine.make_rate):
        return ngettext(
            "Accepted: from what you could see, with {mine} the contract is made in none of {n} "
            "likely deal, and with the best choice, {best}, in {rate} of them — and two choices "
            "within {margin} deals in 100 of each other are as good.",
            "Accepted: from what you could see, with {mine} the contract is made in none of {n} "
            "likely deals, and with the best choice, {best}, in {rate} of them — and two choices "
            "within {margin} deals in 100 of each other are as good.",
            mine.deals,
            margin=round(MADE_MARGIN * 100),
            **names,
        )
    return _(
        "Accepted: from what you could see, with {mine} the contract is made {odds}, and with "
        "the best choice, {best}, in {rate} of them — and two choices within {margin} deals in "
        "100 of each other are as good.",
        odds=in_deals(mine.make_rate, mine.deals),
        margin=round(MADE_MARGIN * 100),
        **names,
    )


def card_accepted(by_points: bool, mine: Weighed, names: dict[str, str]) -> str:
    """Why a review card accepts ``mine``, not as good as the best but within the margin the
    card was kept by (`within_card`): how close it came (``by_points``: a call or a play, its
    ``names`` holding the gap; else a trump or a discard, by how often the contract is made,
    ``names`` holding the best's rate), which the best was, and that a choice so close costs
    too little to be kept as a mistake."""
    if by_points:
        # TRANSLATORS: {mine} and {best} are choices ("bid 4", "bid 5", "6-5"); {gap} and
        # {margin} points, "0.6" and "0.75".
        close = N_(
            "Accepted: from what you could see, {mine} comes within {gap} points of the best "
            "choice, {best}, on average — and a card accepts a choice within {margin} points of "
            "the best: it costs too little to be kept as a mistake."
        )
        return _(close, margin=decimal(CLEAR_WORTH, 2), **names)
    # TRANSLATORS: {mine} and {best} are choices ("name 5s", "discard 3-1 and name 6s");
    # {odds} is how often, "in 80% of 24 likely deals"; {rate} a share, "92%"; {margin} a
    # count, "15".
    close = N_(
        "Accepted: from what you could see, with {mine} the contract is made {odds}, and with "
        "the best choice, {best}, in {rate} of them — and a card accepts a choice within "
        "{margin} deals in 100 of the best: it costs too little to be kept as a mistake."
    )
    odds = in_deals(mine.make_rate, mine.deals)
    return _(close, odds=odds, margin=round(CLEAR_MADE * 100), **names)
