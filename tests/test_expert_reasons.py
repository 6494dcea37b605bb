"""The expert's own reasons say the measure it chose by (issue 47, items 3 and 5): its reason for
a call, a discard, a trump and a play gives the points on the others the chosen option was ranked by
(`Weighed.worth`, as the Hint gives them), with that option's share of the likely deals, each
figure read whole by a checker (`tests/expert_claims.py`, `EXPERT`) and checked against the one
evaluation over the same deals."""

from __future__ import annotations

import re

from moon_nb.engine.actions import Action, Kind
from moon_nb.engine.fast import PLAY
from moon_nb.engine.game import Game
from moon_nb.engine.options import Rules
from moon_nb.players.evaluation import Evaluation, Weighed, evaluate
from moon_nb.players.montecarlo import MonteCarloPlayer
from moon_nb.players.montecarlo_reasons import play_reason
from tests.advice_claims import Advised
from tests.expert_claims import expert_problems, expert_unsaid

DEALS = 4
"""Deals the expert and the evaluation weigh: few, and the same (`tests/test_hint_is_expert.py`)."""


def reasons(games: int) -> list[Advised]:
    """The expert's reason at each call, discard and trump of the first hands of ``games``
    games it plays in every seat, with the evaluation over the same deals."""
    expert = MonteCarloPlayer(0, budget=60.0, max_deals=DEALS, limit=60.0)
    said = []
    for seed in range(games):
        game = Game(seed=seed)
        while game.phase is not PLAY and game.hands_played == 0:
            seen = game.observe(game.to_act)
            choice = expert.decide(seen)
            if len(seen.legal) > 1:
                said.append(Advised("expert", choice.reason, evaluate(seen, DEALS), choice.action))
            game.apply(choice.action)
    return said


def test_the_experts_reasons_give_the_points_it_chose_by() -> None:
    said = reasons(6)
    unread = [s.text for s in said if expert_unsaid(s.text)]
    assert not unread, unread
    problems = [p for s in said for p in expert_problems(s)]
    assert not problems, "\n".join(problems)
    pointed = [s for s in said if " points " in s.text]
    kinds = {s.evaluation.kind.name for s in pointed}
    assert kinds == {"BID", "DISCARD", "TRUMP"}, kinds
    # A planted fault: each reason with its points a tenth off is caught.
    for s in pointed:
        wrong = re.sub(
            r"(\d+)\.(\d) points", lambda m: f"{m[1]}.{(int(m[2]) + 1) % 10} points", s.text
        )
        off = Advised(s.kind, wrong, s.evaluation, s.action)
        assert expert_problems(off), wrong


def plays(rules: Rules, seed: int) -> list[Advised]:
    """The expert's reason at each play with a choice of the first hand of game ``seed`` under
    ``rules``, the expert in every seat, with the evaluation over the same deals."""
    expert = MonteCarloPlayer(0, budget=60.0, max_deals=DEALS, limit=60.0)
    game, said = Game(seed=seed, rules=rules), []
    while game.hands_played == 0:
        seen = game.observe(game.to_act)
        choice = expert.decide(seen)
        if game.phase is PLAY and len(seen.legal) > 1:
            said.append(Advised("expert", choice.reason, evaluate(seen, DEALS), choice.action))
        game.apply(choice.action)
    return said


def _shifted(text: str) -> str:
    """``text`` with its points 0.2 more: a planted fault."""
    return re.sub(r"(\d+\.\d) points", lambda m: f"{float(m[1]) + 0.2:.1f} points", text)


def test_the_experts_play_reasons_give_the_points_it_played_by() -> None:
    # Three-player Moon and partnerships, the bidder's side and the defenders, a contract still
    # open and one already decided: every reason read whole and true.
    said = plays(Rules(), 0) + plays(Rules(players=4), 1)
    unread = [s.text for s in said if expert_unsaid(s.text)]
    assert not unread, unread
    problems = [p for s in said for p in expert_problems(s)]
    assert not problems, "\n".join(problems)
    pointed = [s for s in said if " points " in s.text and "same points" not in s.text]
    sides = {
        (s.evaluation.for_bidder, s.evaluation.seen is not None and s.evaluation.seen.rules.teams)
        for s in pointed
    }
    assert sides == {(True, False), (False, False), (True, True), (False, True)}, sides
    assert any("I lose" in s.text for s in pointed) and any("I gain" in s.text for s in pointed)
    assert any("same points" in s.text for s in said)
    # Planted faults: the points 0.2 off; every tile said to bring the same where they differ.
    for s in pointed:
        off = Advised(s.kind, _shifted(s.text), s.evaluation, s.action)
        assert expert_problems(off), off.text
        tile = s.text.split(":")[0]
        same = (
            f"{tile}: every tile I may play brings me the same points on the others over "
            f"{s.evaluation.deals} likely deals."
        )
        assert expert_problems(Advised(s.kind, same, s.evaluation, s.action)), same


def test_a_play_whose_points_round_to_nothing_says_the_contract_alone() -> None:
    """Points that round to nothing are not quoted ("I gain 0.0 points"); points that do not
    are never left out."""
    for for_bidder, worth in ((True, 0.02), (False, -0.04), (True, 0.3)):
        best = Weighed(Action("play 6-5"), 40, 30.0, 4.0, worth=worth)
        other = Weighed(Action("play 5-5"), 40, 20.0, 3.0, worth=-2.0)
        ev = Evaluation(Kind.PLAY, 0, for_bidder, 40, (best, other))
        said = Advised("expert", play_reason(ev), ev, best.action)
        assert not expert_unsaid(said.text) and not expert_problems(said), said.text
        assert (" points " in said.text) == (abs(worth) >= 0.05), said.text
        if " points " in said.text:
            bare = re.sub(r", and I .* on average\.", ".", said.text)
            assert expert_problems(Advised("expert", bare, ev, best.action)), bare
