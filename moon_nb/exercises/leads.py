"""Exercises about tricks and the lead: who leads a trick. The bidder leads the first trick;
the winner of each trick takes it and leads the next. The answer is the engine's: the seat the
game waits for when the trick begins."""

from __future__ import annotations

from typing import Any

from moon_nb.engine.game import Game
from moon_nb.engine.tricks import explain_trick
from moon_nb.exercises.choices import Choices, Option
from moon_nb.exercises.exercise import Exercise, Unreadable, read_seat
from moon_nb.exercises.feedback import Feedback, right, wrong
from moon_nb.reference.captioned import Figure
from moon_nb.reference.illustrate import trick_figure, trick_story, trump_sentence
from moon_nb.speech import N_, _


class LeadQuiz(Exercise[int]):
    """Who leads this trick? ``LeadQuiz(game)``: a game in the play of a hand, before the first
    tile of a trick. Before the first trick the answer is the bidder; later, the winner of the
    trick before. Answer a seat number."""

    title = N_("Who leads the trick?")
    form = N_("a seat number")

    def __init__(self, game: Game) -> None:
        if game.phase != "play" or game.trick or game.to_act is None or game.trump is None:
            raise ValueError("LeadQuiz needs a game in play, before the first tile of a trick")
        seen = game.observe(game.to_act)  # only public facts are used: calls and tricks
        assert seen.contract is not None
        self.players = game.rules.players
        self.widow = game.rules.has_widow
        self.trump = game.trump
        self.leader = game.to_act
        self.contract = seen.contract
        self.calls = seen.calls
        self.number = len(seen.tricks) + 1
        self.last = seen.tricks[-1] if seen.tricks else None
        self.ruling = (
            explain_trick(self.last.tiles, self.trump, game.rules.tiles) if self.last else None
        )

    def _bidding(self) -> str:
        said = [
            _("seat {seat} passed", seat=c.seat)
            if c.passed
            else _("seat {seat} bid {bid}", seat=c.seat, bid=c.bid)
            for c in self.calls
        ]
        return _("The bidding: {calls}.", calls=", ".join(said))

    def question(self) -> str:
        if self.last is None:
            # "The bidder", not its seat: who won the bidding is for the learner to read.
            if self.widow:
                asked = _(
                    "The winner of the bidding took the widow, discarded and named trump: "
                    "{trump}. Who leads the first trick?",
                    trump=self.trump.describe(),
                )
            else:
                asked = _(
                    "The winner of the bidding named trump: {trump}. Who leads the first trick?",
                    trump=self.trump.describe(),
                )
            return f"{self._bidding()} {asked}"
        plays = [(p.seat, p.tile) for p in self.last.plays]
        return _(
            "{trump} Trick {last}: {story} Who leads trick {number}?",
            trump=trump_sentence(self.trump),
            last=self.number - 1,
            story=trick_story(plays),
            number=self.number,
        )

    def figures(self) -> tuple[Figure, ...]:
        if self.last is None:
            return ()
        plays = [(p.seat, p.tile) for p in self.last.plays]
        # No trump marks in the question: which tile won is for the learner to work out.
        return (trick_figure(plays, None, self.players, ring_winner=False),)

    def _reasons(self) -> list[str]:
        if self.ruling is None:
            return [
                _(
                    "The bidder leads the first trick: seat {seat} won the bidding with {bid}.",
                    seat=self.contract.bidder,
                    bid=self.contract.bid,
                )
            ]
        return [
            self.ruling.lead.text,
            self.ruling.text,
            _(
                "The winner of a trick takes it and leads the next one: seat {seat}.",
                seat=self.leader,
            ),
        ]

    def _picture(self) -> list[Figure]:
        if self.last is None:
            return []
        plays = [(p.seat, p.tile) for p in self.last.plays]
        return [trick_figure(plays, self.trump, self.players)]

    def _why_not(self, seat: int) -> str:
        """Why ``seat`` does not lead: the wrong idea it stands for — without naming the seat
        that does."""
        if self.last is None:
            first = self.calls[0].seat
            if seat == first:
                return _(
                    "Seat {seat} spoke first in the bidding, but the first lead goes to the "
                    "bidder, whoever spoke first.",
                    seat=seat,
                )
            call = next((c.bid for c in self.calls if c.seat == seat), 0)
            if call:
                return _(
                    "Seat {seat} bid {bid}, but that was not the highest bid.", seat=seat, bid=call
                )
            return _("Seat {seat} passed, so seat {seat} is not the bidder.", seat=seat)
        if seat == self.last.leader:
            return _(
                "Seat {seat} led the last trick, but the lead does not stay with the leader: "
                "it goes to the trick's winner.",
                seat=seat,
            )
        if seat == (self.last.leader + 1) % self.players:
            return _(
                "The lead does not pass clockwise from one trick to the next: it goes to the "
                "winner of the trick."
            )
        tile = next(p.tile for p in self.last.plays if p.seat == seat)
        return _("Seat {seat} played {tile}, which did not win the trick.", seat=seat, tile=tile)

    def hint(self) -> list[str]:
        if self.ruling is None:
            return [_("The bidder — the player who won the bidding — leads the first trick.")]
        return [
            self.ruling.lead.text,
            _(
                "The winner of a trick takes it and leads the next one: the highest trump "
                "played wins it, or with no trump, the highest tile of the suit led."
            ),
        ]

    def choices(self) -> Choices:
        options = tuple(Option(_("Seat {seat}", seat=s), s) for s in range(self.players))
        return Choices("one", options, _("Click the seat that leads."))

    def read(self, answer: Any) -> int:
        said = read_seat(answer, self.players)
        if said is None:
            raise Unreadable(_("Someone always leads: answer a seat number."))
        return said

    def judge(self, said: int) -> Feedback:
        if said == self.leader:
            return right(
                _("Right: seat {seat} leads.", seat=self.leader), self._reasons(), self._picture()
            )
        return wrong(_("Not quite: seat {seat} does not lead.", seat=said), [self._why_not(said)])

    def _solve(self) -> tuple[str, list[str], list[Figure]]:
        if self.last is None:
            said = _("seat {seat} leads the first trick.", seat=self.leader)
        else:
            said = _("seat {seat} leads trick {number}.", seat=self.leader, number=self.number)
        return said, self._reasons(), self._picture()


__all__ = ["LeadQuiz"]
