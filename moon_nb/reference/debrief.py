"""A coached hand and its debrief: the prepared hand of the tutorial "Learn by playing", played
at `MoonTable(coach=True)`, and afterwards a debrief in words — how the hand went, the solver's
hindsight on each of the learner's tiles, every costly decision the coach noted (bids, the
discard and trump included), and what the learner did well.

```python
table = coached_hand()      # the prepared hand, the coach on
table                       # play it
debrief(table)              # once the hand is over
example_debrief()           # the same hand played by the club player in your seat
```

Everything the debrief says comes from public facts: the finished hand (every tile played is
public once it is over) and the coach's notes on the learner's own decisions.
"""

from __future__ import annotations

from dataclasses import dataclass

from moon_nb.engine.game import Game
from moon_nb.engine.scoring import tricks_needed
from moon_nb.engine.words import plural
from moon_nb.players.hindsight import Verdict, analyse_hand, played_hand
from moon_nb.players.levels import level_named
from moon_nb.reference.at_table import steady_expert
from moon_nb.reference.captioned import Tone, card
from moon_nb.table.coach import CoachNote
from moon_nb.table.hosts.widget import MoonTable

COACHED_DEAL = (
    "6-6 6-4 6-2 5-5 5-3 4-4 3-1",
    "6-5 6-1 5-4 5-2 4-3 3-3 2-1",
    "6-3 5-1 4-2 4-1 3-2 2-2 1-1",
)
COACHED_WIDOW = "0-0"
COACHED_FIRST_BIDDER = 1
"""Seat 1 bids first, so the learner (seat 0) speaks last and may win the bidding."""


def coached_game() -> Game:
    """The prepared hand: the learner holds three sixes with the double and two more doubles —
    a hand to bid on — and speaks last."""
    return Game.from_deal(
        [h.split() for h in COACHED_DEAL],
        COACHED_WIDOW,
        first_bidder=COACHED_FIRST_BIDDER,
        seed=18,
    )


def coached_hand(level: str = "club") -> MoonTable:
    """The prepared hand at a table with the coach, the computer players at ``level``. The
    coach weighs bids and discards with the steady expert (`steady_expert`): the same words on
    every run."""
    return MoonTable(
        game=coached_game(),
        coach=True,
        level=level,
        advisor=steady_expert(),
        title="A coached hand",
    )


@dataclass(frozen=True)
class Debrief:
    """A finished hand in words: ``headline`` (how it went), ``costly`` (each costly decision,
    in a sentence), ``well`` (what the learner did well) and ``hindsight`` (the solver's
    summary of the hand). Unfinished: only the headline, which says to play on."""

    headline: str
    hindsight: str = ""
    costly: tuple[str, ...] = ()
    well: tuple[str, ...] = ()
    over: bool = False

    @property
    def text(self) -> str:
        lines = [self.headline]
        if self.hindsight:
            lines.append(self.hindsight)
        if self.over:
            lines.append("Costly decisions:" if self.costly else "No costly decisions.")
            lines += [f"- {c}" for c in self.costly]
            lines.append("What you did well:")
            lines += [f"- {w}" for w in self.well]
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"Debrief: {self.headline}"

    def _repr_html_(self) -> str:
        tone: Tone = "info" if not self.over else "right" if not self.costly else "wrong"
        return card(tone, self.headline, self.text.splitlines()[1:], kind="example")


def debrief(table: MoonTable) -> Debrief:
    """The debrief of the last hand finished at ``table``, from the learner's seat."""
    seat = table.seat
    last = table.game.observe(seat).last_hand
    if last is None:
        return Debrief(
            "The hand is not over yet: play it at the table above, then run this cell again."
        )
    result = last.result
    analysis = analyse_hand(played_hand(last))
    mine = [v for v in analysis.verdicts if v.seat == seat]
    notes = [n for n in table.session.coach_notes if n.hand_number == last.number]
    costly = [n.text for n in notes if not n.action.startswith("play ")]
    costly += [v.said_to(seat) for v in mine if v.cost]
    return Debrief(
        result.told(seat),
        _hindsight(analysis.par, result.bid, result.bidder == seat),
        tuple(costly),
        tuple(_well(mine, notes, result.bidder == seat, result.made, result.tricks[seat])),
        over=True,
    )


def _hindsight(par: int, bid: int, bidding: bool) -> str:
    who = "you" if bidding else "the bidder"
    makes = "makes" if par >= tricks_needed(bid) else "goes set"
    return (
        f"Hindsight, with every hand face up: best play by everyone gives {who} "
        f"{plural(par, 'trick')}, so the contract of {bid} {makes}."
    )


def _well(
    mine: list[Verdict], notes: list[CoachNote], bidding: bool, made: bool, taken: int
) -> list[str]:
    """What the learner did well, in sentences (at least one)."""
    out = []
    best = [v for v in mine if not v.cost]
    if best:
        were = "was" if len(best) == 1 else "were"
        out.append(f"{len(best)} of your {len(mine)} plays {were} best play.")
    if bidding and made:
        out.append("You made your contract.")
    elif not bidding and not made:
        out.append("You helped set the bidder.")
    if taken:
        out.append(f"You took {plural(taken, 'trick')}.")
    if not notes:
        out.append("The coach found nothing to say about your decisions.")
    return out or ["You played the hand to the end: the next one will go better."]


def example_debrief(level: str = "club") -> Debrief:
    """The debrief of the prepared hand as the computer player of ``level`` plays it in the
    learner's seat, with the coach on: what a debrief says, before the learner has played."""
    table = coached_hand()
    player = level_named(level).make(table.seat)
    while table.game.hands_played == 0 and table.game.to_act == table.seat:
        table.act(player.choose(table.game.observe(table.seat)))
    return debrief(table)
