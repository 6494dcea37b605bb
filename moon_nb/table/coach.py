"""The coach at the table (`MoonTable(coach=True)`): after each of the learner's decisions, a
word when a better choice was there, and at the end of the hand the list of the costly ones.

A play or a trump is weighed as the lessons weigh it (`moon_nb.players.odds`): over deals of the
tiles the learner could not see, each solved exactly, on the same deals for every option — so
the coach judges by what the learner could know, not by where the tiles happened to lie. A bid or
a discard is judged by the table's advisor (the expert player, unless the teacher named another),
which weighs its options the same way. The coach never blocks play: it speaks after the move is
made.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from moon_nb.engine.actions import ACTIONS, Kind, parse_action
from moon_nb.engine.game import Game
from moon_nb.engine.words import contract_odds, in_deals
from moon_nb.players import Player
from moon_nb.players.levels import advisor_name
from moon_nb.players.odds import PLAY_DEALS, Weighing, play_odds, trump_odds


@dataclass(frozen=True)
class CoachNote:
    """The coach's word on one of the learner's decisions that a better one beat."""

    at: int
    """The action count when the learner decided (an undo past it takes the note back)."""
    hand_number: int
    action: str
    """What the learner did."""
    better: str
    """What would have done better."""
    text: str
    """One sentence: the better choice and why."""


def judge(before: Game, action: str, advisor: Player) -> CoachNote | None:
    """The coach's word on ``action``, taken by the seat to act in ``before`` (the game as it
    was when the learner chose), or None when it was as good as any."""
    seat = before.to_act
    if seat is None:
        return None
    act = ACTIONS[parse_action(action)]
    if act.kind is Kind.PLAY and act.tile is not None:
        # Four-player deals take longer to solve: fewer of them keep the coach quick.
        deals = PLAY_DEALS if before.rules.players == 3 else PLAY_DEALS // 3
        return _weighed(before, play_odds(before, deals), act.tile, Kind.PLAY, action)
    if act.kind is Kind.TRUMP and act.trump is not None:
        return _weighed(before, trump_odds(before), act.trump, Kind.TRUMP, action)
    choice = advisor.decide(before.observe(seat))
    if choice.action == action:
        return None
    reason = choice.reason.rstrip(".")
    return CoachNote(
        len(before.actions),
        before.hand_number,
        action,
        choice.action,
        f"The {advisor_name(advisor)} would {_verb(choice.action)} "
        f"rather than {_verb(action)}: {reason}.",
    )


def _weighed(
    before: Game, weighing: Weighing[Any], mine: Any, kind: Kind, action: str
) -> CoachNote | None:
    """A note when ``mine`` (a tile or a trump) is not as good as the best option of
    ``weighing``."""
    if weighing.as_good(mine):
        return None
    best = weighing.best
    odds, chosen, deals = weighing.odds[best], weighing.odds[mine], weighing.deals
    if abs(odds.make_rate - chosen.make_rate) > 1e-9:
        why = contract_odds(odds.make_rate, deals, weighing.for_bidder)
        rate = chosen.make_rate if weighing.for_bidder else 1 - chosen.make_rate
        verb = "makes" if weighing.for_bidder else "sets"
        yours = f"yours {verb} it {in_deals(rate, deals)}"
    elif weighing.for_bidder:
        why = (
            f"it takes {odds.tricks:.1f} tricks for your side on average over {deals} likely deals"
        )
        yours = f"yours: {chosen.tricks:.1f}"
    else:
        why = f"it leaves the bidder {odds.tricks:.1f} tricks on average over {deals} likely deals"
        yours = f"yours: {chosen.tricks:.1f}"
    if kind is Kind.TRUMP:
        better, text = f"trump {best.token}", f"Naming {best} was better than naming {mine}"
    else:
        better, text = f"play {best}", f"{best} was better than {mine}"
    note = f"{text}: {why} ({yours})."
    return CoachNote(len(before.actions), before.hand_number, action, better, note)


def _verb(action: str) -> str:
    """``"bid 5"``, ``"pass"``, ``"discard 6-4"``: an action as a verb phrase."""
    return ACTIONS[parse_action(action)].text
