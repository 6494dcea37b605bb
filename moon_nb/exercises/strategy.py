"""Open questions about playing well — which trump to name, which tile to play.

The verdict judges the learner's choice by what the learner could know: every option is weighed
over likely deals of the tiles the learner cannot see, each fitting what the learner has seen,
each solved exactly. A play is judged by the one evaluation the Hint, the coach and the expert
rank by (`moon_nb.players.evaluation`: the points it gains the learner on the others), a trump
too (`moon_nb.players.odds.trump_odds`, the same deals and ranking as the evaluation's, with the
tricks of every trump worked out), a trump as good as the best within the coach's margins on the
contract and the tricks. The feedback adds the computer
player's advice (it sees only its own hand, like the learner) and hindsight: the exact solver
with every hand face up, best play by everyone from here on — where the tiles really were,
which no player could know. The solving is done when the learner first answers, not when the
question is shown.
"""

from __future__ import annotations

from functools import cached_property
from typing import Any

from moon_nb.engine.actions import Action
from moon_nb.engine.game import Game
from moon_nb.engine.scoring import tricks_needed
from moon_nb.engine.tiles import Tile, join, not_in_play
from moon_nb.engine.tricks import (
    TRUMP,
    PlayRuling,
    explain_play,
    legal_plays,
    sort_hand,
    suit_members,
    trick_winner,
)
from moon_nb.engine.trump import Trump
from moon_nb.exercises.choices import Choices, tile_options, trump_options
from moon_nb.exercises.exercise import Exercise, Unreadable, read_tile
from moon_nb.exercises.feedback import Feedback, right, wrong
from moon_nb.players import Choice, Player
from moon_nb.players.advice import Adviser, shortfall
from moon_nb.players.evaluate import estimate
from moon_nb.players.evaluation import Evaluation, Weighed, evaluate
from moon_nb.players.levels import advisor_level
from moon_nb.players.odds import Weighing, trump_odds
from moon_nb.reference.captioned import Figure
from moon_nb.reference.illustrate import hand_figure, trick_figure, trick_story, trump_sentence
from moon_nb.speech import N_, Verbatim, _, decimal, ngettext, percent


def side_tricks(game: Game, seat: int) -> int:
    """Tricks won so far this hand by ``seat``'s side (with partner, in four-player Moon)."""
    rules = game.rules
    return sum(n for s, n in enumerate(game.tricks_won) if rules.side_of(s) == rules.side_of(seat))


def hindsight(game: Game) -> dict[Tile, int]:
    """For each tile the seat to act may play: the bidder's side's tricks for the whole hand
    if it plays that tile and everyone plays best afterwards, every hand face up (the exact
    solver, `moon_nb.players.solver.move_values`)."""
    from moon_nb.players.solver import move_values

    if game.phase != "play" or game.bidder is None or game.trump is None:
        raise ValueError("hindsight needs a hand in play")
    players = game.rules.players
    hands = [game.hand(s) for s in range(players)]
    plays = game.trick
    leader = plays[0][0] if plays else game.to_act
    assert leader is not None
    return move_values(
        hands,
        game.trump,
        game.bidder,
        leader,
        [t for _, t in plays],
        tricks_taken=side_tricks(game, game.bidder),
    )


# One whole sentence per level the advisor plays like (`advisor_level`; None: a player of no
# level, named by its program's name, {name}, such as "random").
_WOULD_SAY: dict[str | None, str] = {
    "beginner": N_("The beginner player would say: {reason}"),
    "club": N_("The club player would say: {reason}"),
    "expert": N_("The expert player would say: {reason}"),
    # TRANSLATORS: {name} is a computer player's name as the program calls it ("random").
    None: N_("The {name} computer player would say: {reason}"),
}
_WOULD_PLAY: dict[str | None, str] = {
    "beginner": N_("The beginner player would play {tile}: {reason}"),
    "club": N_("The club player would play {tile}: {reason}"),
    "expert": N_("The expert player would play {tile}: {reason}"),
    # TRANSLATORS: {name} is a computer player's name as the program calls it ("random").
    None: N_("The {name} computer player would play {tile}: {reason}"),
}


def _advisor_says(sentences: dict[str | None, str], advisor: Player, **names: object) -> str:
    """The advisor's advice, quoted in the sentence of the level it plays like."""
    said = sentences[advisor_level(advisor)]
    # The program's name for a player of no level ("random") is the same in every language.
    return _(said, name=Verbatim(getattr(advisor, "name", "computer")), **names)


class ChooseTrump(Exercise[Trump]):
    """Which trump would you name? ``ChooseTrump(game)``: a game waiting for the bidder to name
    trump, every hand of seven tiles. Answer a number 0..6, ``"doubles"`` or ``"none"``.
    A trump is right when it brings within half a point on the others of the best one, on
    average over deals of the tiles the bidder cannot see (`moon_nb.players.odds.trump_odds`).
    ``advisor`` is the computer player quoted in the feedback: by default the one evaluation
    the Hint and the coach quote (`moon_nb.players.advice.Adviser`), so the exercise and the
    table agree."""

    title = N_("Name trump")
    form = N_('a number 0..6, "doubles" or "none"')

    def __init__(self, game: Game, advisor: Player | None = None) -> None:
        if game.phase != "trump" or game.bidder is None:
            raise ValueError("ChooseTrump needs a game waiting for the bidder to name trump")
        if any(len(game.hand(s)) != 7 for s in range(game.rules.players)):
            raise ValueError("every hand must hold seven tiles (the widow taken, the discard made)")
        self.game = game.copy()
        self.seat = game.bidder
        self.bid = game.contract
        self.hand = game.hand(self.seat)
        self.advisor = advisor or Adviser()

    @cached_property
    def odds(self) -> Weighing[Trump]:
        """Each trump over deals of the tiles the bidder cannot see."""
        return trump_odds(self.game)

    @cached_property
    def values(self) -> dict[Trump, int]:
        """Hindsight: the bidder's tricks with each trump, every hand face up."""
        from moon_nb.players.solver import bidder_tricks

        hands = [self.game.hand(s) for s in range(self.game.rules.players)]
        return {tr: bidder_tricks(hands, tr, self.seat, self.seat) for tr in Trump}

    @cached_property
    def advice(self) -> Choice:
        """What the advisor would do here, and why."""
        return self.advisor.decide(self.game.observe(self.seat))

    def question(self) -> str:
        return _(
            "You are seat {seat}: you won the bidding with {bid} and have taken the widow and "
            "discarded. Which trump do you name?",
            seat=self.seat,
            bid=self.bid,
        )

    def figures(self) -> tuple[Figure, ...]:
        label = _("Your hand (seat {seat})", seat=self.seat)
        return (hand_figure(sort_hand(self.hand), None, label),)

    def _line(self, trump: Trump) -> str:
        mine = [t for t in suit_members("trump", trump, self.game.rules.tiles) if t in self.hand]
        held = ngettext("{n} trump", "{n} trumps", len(mine))
        held += f" ({join(mine)})" if mine else ""
        # The estimate rounded as it is said, the noun agreeing with the count said.
        guess = int(f"{estimate(self.hand, trump, self.game.rules.tiles).tricks:.0f}")
        o = self.odds.odds[trump]
        # TRANSLATORS: {held} is "2 trumps (6-6, 6-4)", {guess} "about 4 tricks", {face_up}
        # "5 tricks"; {rate} a percentage such as "80%"; {average} a number such as "4.5".
        return _(
            "{name}: {held}; the computer's estimate {guess}; made in {rate} of the deals "
            "({average} tricks on average); face up, {face_up}.",
            name=trump.said[:1].upper() + trump.said[1:],
            held=held,
            guess=ngettext("about {n} trick", "about {n} tricks", guess),
            rate=percent(o.make_rate),
            average=decimal(o.tricks),
            face_up=ngettext("{n} trick", "{n} tricks", self.values[trump]),
        )

    def _reasons(self) -> list[str]:
        out = [_advisor_says(_WOULD_SAY, self.advisor, reason=self.advice.reason)]
        out.append(
            _(
                "For each trump: your trumps; the computer's rough estimate of your tricks; how "
                "often it makes {bid}, over {deals} deals of the tiles you cannot see (each "
                "solved exactly); and, in hindsight, your tricks with every hand face up:",
                bid=self.bid,
                deals=self.odds.deals,
            )
        )
        out += [self._line(t) for t in self.odds.ranked()]
        return out

    def choices(self) -> Choices:
        return Choices("one", trump_options(), _("Click the trump you would name."))

    def read(self, answer: Any) -> Trump:
        try:
            return Trump.of(answer if not isinstance(answer, str) else answer.strip().lower())
        except ValueError:
            raise Unreadable(
                _(
                    "{answer} is not a trump: answer a number 0..6, 'doubles' or 'none'.",
                    answer=Verbatim(repr(answer)),  # as the learner wrote it
                )
            ) from None

    def judge(self, said: Trump) -> Feedback:
        mine = self.odds.odds[said]
        named = said.said if said is Trump.NO_TRUMP else _("{trump} as trump", trump=said.said)
        facts = {"trump": named, "bid": self.bid, "rate": percent(mine.make_rate)}
        facts["deals"] = str(self.odds.deals)
        if self.odds.as_good(said):
            return right(
                _(
                    "A fine choice. With {trump} you make {bid} in {rate} of {deals} deals that "
                    "fit your hand: as well as any trump.",
                    **facts,
                ),
                self._reasons(),
            )
        head = _(
            "There is a better trump. With {trump} you make {bid} in {rate} of {deals} deals "
            "that fit your hand; another trump brings you {more} points more on the others "
            "on average.",
            more=decimal(self.odds.loss(said)),
            **facts,
        )
        return wrong(head, [self._line(said)])

    def hint(self) -> list[str]:
        lines = []
        for trump in Trump:
            if trump is Trump.NO_TRUMP:
                continue
            mine = [
                t for t in suit_members("trump", trump, self.game.rules.tiles) if t in self.hand
            ]
            lines.append(f"{trump.said}: {len(mine)}" + (f" ({join(mine)})" if mine else ""))
        return [
            _(
                "Count the trumps each choice would give you, and how high they are: {counts}. "
                "Then count the doubles that would stay the top of their suits.",
                counts="; ".join(lines),
            )
        ]

    def _solve(self) -> tuple[str, list[str], list[Figure]]:
        tops = [t for t in self.odds.ranked() if self.odds.as_good(t)]
        o = self.odds.odds[tops[0]]
        names = ", ".join(t.said for t in tops)
        said = _("{trumps}: made in {rate} of the deals.", trumps=names, rate=percent(o.make_rate))
        return said, self._reasons(), []


class ChoosePlay(Exercise[Tile]):
    """Which tile would you play? ``ChoosePlay(game)``: a game in play; the learner is the seat
    to act. Answer a tile. A tile is right when the one evaluation finds it as good as the best
    (`moon_nb.players.evaluation`: within half a point on the others, on average, over the
    likely deals the Hint weighs), and a wrong one is told what the table's coach would say
    (`moon_nb.players.advice.shortfall`, without naming the best). ``advisor`` is the computer
    player quoted in the feedback (by default that evaluation's own choice)."""

    title = N_("Your play")
    form = N_('one tile, written like "6-4"')

    def __init__(self, game: Game, advisor: Player | None = None) -> None:
        if game.phase != "play" or game.to_act is None or game.trump is None:
            raise ValueError("ChoosePlay needs a game in the play of a hand")
        self.game = game.copy()
        self.seat = game.to_act
        self.trump: Trump = game.trump
        self.hand = sort_hand(game.hand(self.seat), self.trump)
        self.plays = game.trick
        self.trick = [t for _, t in self.plays]
        self.legal = legal_plays(self.hand, self.trick, self.trump, game.rules.tiles)
        self.advisor = advisor or Adviser()
        bidder = game.bidder
        assert bidder is not None
        self.bidder = bidder
        self.with_bidder = game.rules.side_of(self.seat) == game.rules.side_of(bidder)

    @cached_property
    def evaluation(self) -> Evaluation:
        """Each legal tile weighed over likely deals of the tiles the learner cannot see: the
        evaluation the Hint and the coach quote."""
        return evaluate(self.game.observe(self.seat))

    def _of(self, tile: Tile) -> Weighed:
        return self.evaluation.of(Action(f"play {tile}"))

    def as_good(self, tile: Tile) -> bool:
        """Whether ``tile`` is as good as the best (the answer is right)."""
        return self.evaluation.as_good(Action(f"play {tile}"))

    def ranked(self) -> list[Tile]:
        """The legal tiles, best first (the evaluation's order)."""
        return [o.action.tile for o in self.evaluation.options if o.action.tile is not None]

    @cached_property
    def values(self) -> dict[Tile, int]:
        """Hindsight: the bidder's side's tricks for the hand by each legal tile, every hand
        face up."""
        return hindsight(self.game)

    @cached_property
    def advice(self) -> Choice:
        """What the advisor would do here, and why."""
        return self.advisor.decide(self.game.observe(self.seat))

    def question(self) -> str:
        if self.seat == self.bidder:
            you = _("You are seat {seat}, the bidder.", seat=self.seat)
        elif self.with_bidder:
            you = _("You are seat {seat}, on the bidder's team.", seat=self.seat)
        else:
            you = _("You are seat {seat}, against the bidder.", seat=self.seat)
        took = ", ".join(
            _("seat {seat} {n}", seat=s, n=n) for s, n in enumerate(self.game.tricks_won)
        )
        said = _(
            "{trump} Seat {bidder} bid {bid}; tricks so far: {tricks}.",
            trump=trump_sentence(self.trump),
            bidder=self.bidder,
            bid=self.game.contract,
            tricks=took,
        )
        ask = _("Which tile do you play?")
        return f"{said} {you} {trick_story(self.plays)} {ask}"

    def figures(self) -> tuple[Figure, ...]:
        players = self.game.rules.players
        label = _("Your hand (seat {seat})", seat=self.seat)
        pics = [hand_figure(self.hand, self.trump, label)]
        if self.plays:
            pics.insert(0, trick_figure(self.plays, self.trump, players, ring_winner=False))
        return tuple(pics)

    def _rate(self, o: Weighed) -> str:
        # TRANSLATORS: one tile's figures: {rate} "80%", {average} "4.5", {points} "3.1".
        return _(
            "{rate} ({average} tricks; {points} points)",
            rate=percent(o.make_rate),
            average=decimal(o.tricks or 0.0),
            points=decimal(o.worth or 0.0),
        )

    def _reasons(self) -> list[str]:
        out = [
            _advisor_says(
                _WOULD_PLAY, self.advisor, tile=self.advice.action[5:], reason=self.advice.reason
            )
        ]
        each = ", ".join(f"{t} {self._rate(self._of(t))}" for t in self.ranked())
        out.append(
            _(
                "How often seat {bidder} makes the contract, its tricks on average and the points "
                "you gain on the others on average, by the tile you play, best first — over "
                "{deals} likely deals of the tiles you cannot see: {each}.",
                bidder=self.bidder,
                deals=self.evaluation.deals,
                each=each,
            )
        )
        face_up = ", ".join(f"{t} → {self.values[t]}" for t in self.hand if t in self.values)
        out.append(
            _(
                "Hindsight, every hand face up and best play by all from here: seat {bidder}'s "
                "tricks for the hand, by the tile you play: {face_up}.",
                bidder=self.bidder,
                face_up=face_up,
            )
        )
        return out

    def choices(self) -> Choices:
        return Choices("one", tile_options(self.hand), _("Click the tile you would play."))

    def read(self, answer: Any) -> Tile:
        return read_tile(answer)

    def judge(self, tile: Tile) -> Feedback:
        out = not_in_play(tile, self.game.rules.tiles)
        if out:
            return wrong(_("You may not play {tile}.", tile=tile), [out])
        ruling = explain_play(self.hand, self.trick, self.trump, tile, self.game.rules.tiles)
        if not ruling.legal:
            return wrong(_("You may not play {tile}.", tile=tile), [self._illegal(tile, ruling)])
        mine = self._of(tile)
        facts = {"tile": str(tile), "bidder": str(self.bidder), "rate": percent(mine.make_rate)}
        if self.as_good(tile) and self.with_bidder:
            return right(
                _(
                    "A good play: {tile} does as well as any here (after it the contract is made "
                    "in {rate} of the deals).",
                    **facts,
                ),
                self._reasons(),
            )
        if self.as_good(tile):
            return right(
                _(
                    "A good play: {tile} does as well as any here (after it seat {bidder} makes "
                    "it in {rate} of the deals).",
                    **facts,
                ),
                self._reasons(),
            )
        head = shortfall(self.evaluation, Action(f"play {tile}"))
        face_up = ngettext(
            "Hindsight, every hand face up and best play by all from here: after {tile}, seat "
            "{bidder} takes {n} trick for the hand.",
            "Hindsight, every hand face up and best play by all from here: after {tile}, seat "
            "{bidder} takes {n} tricks for the hand.",
            self.values[tile],
            tile=tile,
            bidder=self.bidder,
        )
        return wrong(head, [face_up])

    def _illegal(self, tile: Tile, ruling: PlayRuling) -> str:
        """Why ``tile`` may not be played, without listing the tiles that may."""
        lead = ruling.lead
        if lead is None:
            return ruling.text
        if lead.suit == TRUMP:
            return _(
                "{lead} was led, and you hold a trump: a player who can follow must.",
                lead=lead.tile,
            )
        return _(
            "{lead} was led, and you hold a tile of suit {suit}: a player who can follow must.",
            lead=lead.tile,
            suit=lead.suit,
        )

    def hint(self) -> list[str]:
        seen = self.game.observe(self.seat)
        out_there = [t for t in seen.unseen if self.trump.is_trump(t)]
        lines = [
            ngettext(
                "Count the trumps: {n} trump you have not seen is still out.",
                "Count the trumps: {n} trumps you have not seen are still out.",
                len(out_there),
            )
        ]
        if self.plays:
            seat, tile = self.plays[trick_winner(self.trick, self.trump, self.game.rules.tiles)]
            if seat == self.bidder:
                lines.append(_("So far {tile} is winning this trick, for the bidder.", tile=tile))
            else:
                lines.append(
                    _("So far {tile} is winning this trick, for seat {seat}.", tile=tile, seat=seat)
                )
        need = tricks_needed(self.game.contract or 0)
        has = side_tricks(self.game, self.bidder)
        if self.game.rules.teams:
            ask = ngettext(
                "Ask what each tile does for the contract: seat {bidder}'s team needs {n} trick "
                "and has {has}.",
                "Ask what each tile does for the contract: seat {bidder}'s team needs {n} tricks "
                "and has {has}.",
                need,
                bidder=self.bidder,
                has=has,
            )
        else:
            ask = ngettext(
                "Ask what each tile does for the contract: seat {bidder} needs {n} trick and has "
                "{has}.",
                "Ask what each tile does for the contract: seat {bidder} needs {n} tricks and "
                "has {has}.",
                need,
                bidder=self.bidder,
                has=has,
            )
        lines.append(ask)
        return lines

    def _solve(self) -> tuple[str, list[str], list[Figure]]:
        tops = [t for t in self.ranked() if self.as_good(t)]
        o = self._of(tops[0])
        said = _(
            "{tiles} (the contract made in {rate} of the deals).",
            tiles=join(sorted(tops, key=self.hand.index)),
            rate=percent(o.make_rate),
        )
        return said, self._reasons(), []


__all__ = ["ChoosePlay", "ChooseTrump", "hindsight", "side_tricks"]
