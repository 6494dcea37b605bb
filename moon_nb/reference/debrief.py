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
from moon_nb.players.hindsight import analyse_hand, played_hand
from moon_nb.players.levels import level_named
from moon_nb.reference.captioned import Tone, card
from moon_nb.speech import _, ngettext, speaking
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


def coached_hand(level: str = "club", lang: str | None = None) -> MoonTable:
    """The prepared hand at a table with the coach, the computer players at ``level``, speaking
    ``lang`` (by default the language of the moment). The Hint and the coach quote one
    evaluation of each decision: the same words on every run."""
    with speaking(lang):
        title = _("A coached hand")
    return MoonTable(game=coached_game(), coach=True, level=level, title=title, lang=lang)


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
    lang: str | None = None
    """The language the debrief speaks (its table's), or None: the language of the moment."""

    @property
    def counted(self) -> str:
        """The coach's count: "From what you could see, 6 of your 9 decisions were as good as
        the best; 3 were costly:"."""
        with speaking(self.lang):
            good, costly = self.decisions - len(self.costly), len(self.costly)
            if not costly:
                return ngettext(
                    "From what you could see, all {n} of your decisions were as good as the best.",
                    "From what you could see, all {n} of your decisions were as good as the best.",
                    self.decisions,
                )
            # TRANSLATORS: {n} is how many were costly, of {decisions} decisions in all.
            return ngettext(
                "From what you could see, {good} of your {decisions} decisions were as good as "
                "the best; {n} was costly:",
                "From what you could see, {good} of your {decisions} decisions were as good as "
                "the best; {n} were costly:",
                costly,
                good=good,
                decisions=self.decisions,
            )

    @property
    def face_up_counted(self) -> str:
        """Hindsight's count: "With every hand face up, 6 of your 7 plays were best play."."""
        with speaking(self.lang):
            best = self.plays - len(self.face_up)
            if self.face_up:
                # TRANSLATORS: {n} of the learner's {plays} plays were best play; the list of
                # the others follows.
                return ngettext(
                    "With every hand face up, {n} of your {plays} plays was best play:",
                    "With every hand face up, {n} of your {plays} plays were best play:",
                    best,
                    plays=self.plays,
                )
            return ngettext(
                "With every hand face up, {n} of your {plays} plays was best play.",
                "With every hand face up, {n} of your {plays} plays were best play.",
                best,
                plays=self.plays,
            )

    @property
    def text(self) -> str:
        if not self.over:
            return self.headline
        with speaking(self.lang):
            return "\n".join(self._lines())

    def _lines(self) -> list[str]:
        lines = [self.headline]
        if self.before:
            lines.append(
                _(
                    "Before this deal everyone passed, and the tiles were dealt again; the coach "
                    "on your hand then:"
                )
            )
            lines += [f"- {b}" for b in self.before]
        lines.append(self.counted)
        lines += [f"- {c}" for c in self.costly]
        lines.append(self.hindsight)
        lines.append(self.face_up_counted)
        lines += [f"- {f}" for f in self.face_up]
        lines.append(_("What you did well:"))
        lines += [f"- {w}" for w in self.well]
        if self.kept:
            lines.append(_("For review:"))
            lines += [f"- {k}" for k in self.kept]
        return lines

    def __str__(self) -> str:
        return self.text

    # The class's name as code, the headline in the learner's language (as `Review`'s and
    # `Learn`'s reprs): no English word said as a word in another language's notebook.
    def __repr__(self) -> str:
        return f"<Debrief: {self.headline}>"

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
    """The debrief of the last hand finished at ``table``, from the learner's seat, in the
    table's language."""
    with speaking(table.lang):
        return _debrief(table)


def _debrief(table: MoonTable) -> Debrief:
    seat = table.seat
    last = table.game.observe(seat).last_hand
    if last is None:
        return Debrief(
            _("The hand is not over yet: play it at the table above, then run this cell again."),
            lang=table.lang,
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
        lang=table.lang,
    )


def _hindsight(par: int, bid: int, bidding: bool) -> str:
    makes = par >= tricks_needed(bid)
    if bidding and makes:
        return ngettext(
            "Hindsight, with every hand face up: best play by everyone gives you {n} trick, so "
            "the contract of {bid} makes.",
            "Hindsight, with every hand face up: best play by everyone gives you {n} tricks, so "
            "the contract of {bid} makes.",
            par,
            bid=bid,
        )
    if bidding:
        return ngettext(
            "Hindsight, with every hand face up: best play by everyone gives you {n} trick, so "
            "the contract of {bid} goes set.",
            "Hindsight, with every hand face up: best play by everyone gives you {n} tricks, so "
            "the contract of {bid} goes set.",
            par,
            bid=bid,
        )
    if makes:
        return ngettext(
            "Hindsight, with every hand face up: best play by everyone gives the bidder {n} "
            "trick, so the contract of {bid} makes.",
            "Hindsight, with every hand face up: best play by everyone gives the bidder {n} "
            "tricks, so the contract of {bid} makes.",
            par,
            bid=bid,
        )
    return ngettext(
        "Hindsight, with every hand face up: best play by everyone gives the bidder {n} trick, "
        "so the contract of {bid} goes set.",
        "Hindsight, with every hand face up: best play by everyone gives the bidder {n} tricks, "
        "so the contract of {bid} goes set.",
        par,
        bid=bid,
    )


def _well(good: int, bidding: bool, made: bool, taken: int) -> list[str]:
    """What the learner did well, in sentences (at least one): the decisions the coach found
    as good as the best, a contract made or set, the tricks a defender took (a point each)."""
    out = []
    if good:
        out.append(
            ngettext(
                "{n} decision as good as the best, from what you could see.",
                "{n} decisions as good as the best, from what you could see.",
                good,
            )
        )
    if bidding and made:
        out.append(_("You made your contract."))
    elif not bidding and not made:
        out.append(_("You helped set the bidder."))
    if not bidding and taken:
        out.append(
            ngettext(
                "You took {n} trick: a point each.", "You took {n} tricks: a point each.", taken
            )
        )
    return out or [_("You played the hand to the end: the next one will go better.")]


def example_debrief(level: str = "club") -> Debrief:
    """The debrief of the prepared hand as the computer player of ``level`` plays it in the
    learner's seat, with the coach on: what a debrief says, before the learner has played."""
    table = coached_hand()
    player = level_named(level).make(table.seat)
    while table.game.hands_played == 0 and table.game.to_act == table.seat:
        table.act(player.choose(table.game.observe(table.seat)))
    return debrief(table)
