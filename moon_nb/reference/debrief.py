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
from moon_nb.players.hindsight import analyse_hand, played_hand
from moon_nb.players.levels import level_named
from moon_nb.reference.captioned import Tone, card
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
    Hint and the coach quote one evaluation of each decision: the same words on every run."""
    return MoonTable(game=coached_game(), coach=True, level=level, title="A coached hand")


@dataclass(frozen=True)
class Debrief:
    """A finished hand in words: ``headline`` (how it went); the coach's judgment *from what
    the learner could see* — ``costly``, every costly decision it noted, out of ``decisions``;
    the solver's judgment *with every hand face up* — ``hindsight`` and ``face_up``, the
    learner's plays that cost tricks; ``before``, the coach's notes on a deal everyone passed
    (then dealt again); and ``well``, what the learner did well. Unfinished: only the
    headline, which says to play on."""

    headline: str
    hindsight: str = ""
    costly: tuple[str, ...] = ()
    well: tuple[str, ...] = ()
    over: bool = False
    face_up: tuple[str, ...] = ()
    before: tuple[str, ...] = ()
    decisions: int = 0
    plays: int = 0
    """The learner's plays in the hand, which hindsight judges."""
    kept: tuple[str, ...] = ()
    """What became of the learner's decisions, for `moon_nb.Review`, in sentences."""

    @property
    def counted(self) -> str:
        """The coach's count: "From what you could see, 6 of your 9 decisions were as good as
        the best; 3 were costly:"."""
        good = self.decisions - len(self.costly)
        if not self.costly:
            return (
                f"From what you could see, all {self.decisions} of your decisions were as good "
                "as the best."
            )
        were = "was" if len(self.costly) == 1 else "were"
        return (
            f"From what you could see, {good} of your {self.decisions} decisions were as good as "
            f"the best; {len(self.costly)} {were} costly:"
        )

    @property
    def face_up_counted(self) -> str:
        """Hindsight's count: "With every hand face up, 6 of your 7 plays were best play."."""
        best = self.plays - len(self.face_up)
        were = "was" if best == 1 else "were"
        tail = ":" if self.face_up else "."
        return f"With every hand face up, {best} of your {self.plays} plays {were} best play{tail}"

    @property
    def text(self) -> str:
        lines = [self.headline]
        if not self.over:
            return self.headline
        if self.before:
            lines.append(
                "Before this deal everyone passed, and the tiles were dealt again; the coach on "
                "your hand then:"
            )
            lines += [f"- {b}" for b in self.before]
        lines.append(self.counted)
        lines += [f"- {c}" for c in self.costly]
        lines.append(self.hindsight)
        lines.append(self.face_up_counted)
        lines += [f"- {f}" for f in self.face_up]
        lines.append("What you did well:")
        lines += [f"- {w}" for w in self.well]
        if self.kept:
            lines.append("For review:")
            lines += [f"- {k}" for k in self.kept]
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"Debrief: {self.headline}"

    def _repr_html_(self) -> str:
        tone: Tone = "info" if not self.over else "right" if not self.costly else "wrong"
        return card(tone, self.headline, self.text.splitlines()[1:], kind="example")


def _deals_played(game: Game, seat: int, number: int) -> tuple[int, list[str]]:
    """How often hand ``number`` was dealt again before it was played (everyone passed), and
    the actions ``seat`` took in the deal that was played."""
    replay = Game.from_record({**game.record(), "actions": []})
    redeals = 0
    mine: list[str] = []
    for action in game.record()["actions"]:
        if replay.hand_number == number:
            seen = replay.observe(seat)
            if seen.redeals > redeals:
                redeals, mine = seen.redeals, []
            if replay.to_act == seat:
                mine.append(action)
        replay.apply(action)
    return redeals, mine


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
    redeals, taken = _deals_played(table.game, seat, last.number)
    notes = [n for n in table.session.coach_notes if n.hand_number == last.number]
    played = [n for n in notes if n.redeals == redeals]
    bidding = result.bidder == seat
    return Debrief(
        result.told(seat),
        _hindsight(analysis.par, result.bid, bidding),
        tuple(n.text for n in played),
        tuple(_well(len(taken) - len(played), bidding, result.made, result.tricks[seat])),
        over=True,
        face_up=tuple(v.said_to(seat) for v in mine if v.cost),
        before=tuple(n.text for n in notes if n.redeals != redeals),
        decisions=len(taken),
        plays=len(mine),
        kept=table.session.kept_words,
    )


def _hindsight(par: int, bid: int, bidding: bool) -> str:
    who = "you" if bidding else "the bidder"
    makes = "makes" if par >= tricks_needed(bid) else "goes set"
    return (
        f"Hindsight, with every hand face up: best play by everyone gives {who} "
        f"{plural(par, 'trick')}, so the contract of {bid} {makes}."
    )


def _well(good: int, bidding: bool, made: bool, taken: int) -> list[str]:
    """What the learner did well, in sentences (at least one): the decisions the coach found
    as good as the best, a contract made or set, the tricks a defender took (a point each)."""
    out = []
    if good:
        out.append(f"{plural(good, 'decision')} as good as the best, from what you could see.")
    if bidding and made:
        out.append("You made your contract.")
    elif not bidding and not made:
        out.append("You helped set the bidder.")
    if not bidding and taken:
        out.append(f"You took {plural(taken, 'trick')}: a point each.")
    return out or ["You played the hand to the end: the next one will go better."]


def example_debrief(level: str = "club") -> Debrief:
    """The debrief of the prepared hand as the computer player of ``level`` plays it in the
    learner's seat, with the coach on: what a debrief says, before the learner has played."""
    table = coached_hand()
    player = level_named(level).make(table.seat)
    while table.game.hands_played == 0 and table.game.to_act == table.seat:
        table.act(player.choose(table.game.observe(table.seat)))
    return debrief(table)
