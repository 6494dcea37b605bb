"""Open questions about playing well — which trump to name, which tile to play.

The verdict judges the learner's choice by what the learner could know: every option is weighed
over deals of the tiles the learner cannot see, each fitting what the learner has seen, each
solved exactly (`moon_nb.players.odds`). The feedback adds the computer player's advice (it sees
only its own hand, like the learner) and hindsight: the exact solver with every hand face up,
best play by everyone from here on — where the tiles really were, which no player could know.
The solving is done when the learner first answers, not when the question is shown.
"""

from __future__ import annotations

from functools import cached_property
from typing import Any

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
from moon_nb.engine.words import about, plural
from moon_nb.exercises.choices import Choices, tile_options, trump_options
from moon_nb.exercises.exercise import Exercise, Unreadable, read_tile
from moon_nb.exercises.feedback import Feedback, right, wrong
from moon_nb.players import Choice, Player
from moon_nb.players.advice import Adviser
from moon_nb.players.evaluate import estimate
from moon_nb.players.levels import advisor_name
from moon_nb.players.odds import Odds, Weighing, play_odds, trump_odds
from moon_nb.reference.captioned import Figure
from moon_nb.reference.illustrate import hand_figure, trick_figure, trick_story, trump_sentence


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


class ChooseTrump(Exercise[Trump]):
    """Which trump would you name? ``ChooseTrump(game)``: a game waiting for the bidder to name
    trump, every hand of seven tiles. Answer a number 0..6, ``"doubles"`` or ``"none"``.
    A trump is right when it makes the contract as often as the best one, over deals of the
    tiles the bidder cannot see (`moon_nb.players.odds.trump_odds`). ``advisor`` is the
    computer player quoted in the feedback: by default the one evaluation the Hint and the
    coach quote (`moon_nb.players.advice.Adviser`), so the exercise and the table agree."""

    title = "Name trump"
    form = 'a number 0..6, "doubles" or "none"'

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
        return (
            f"You are seat {self.seat}: you won the bidding with {self.bid} and have taken the "
            "widow and discarded. Which trump do you name?"
        )

    def figures(self) -> tuple[Figure, ...]:
        return (hand_figure(sort_hand(self.hand), None, f"Your hand (seat {self.seat})"),)

    def _line(self, trump: Trump) -> str:
        mine = [t for t in suit_members("trump", trump, self.game.rules.tiles) if t in self.hand]
        held = f"{plural(len(mine), 'trump')}" + (f" ({join(mine)})" if mine else "")
        guess = estimate(self.hand, trump, self.game.rules.tiles).tricks
        name = "No trump" if trump is Trump.NO_TRUMP else str(trump).capitalize()
        o = self.odds.odds[trump]
        return (
            f"{name}: {held}; the computer's estimate {about(guess, 'trick')}; made in "
            f"{o.make_rate:.0%} of the deals ({o.tricks:.1f} tricks on average); face up, "
            f"{plural(self.values[trump], 'trick')}."
        )

    def _reasons(self) -> list[str]:
        out = [f"The {advisor_name(self.advisor)} would say: {self.advice.reason}"]
        out.append(
            f"For each trump: your trumps; the computer's rough estimate of your tricks; how "
            f"often it makes {self.bid}, over {self.odds.deals} deals of the tiles you cannot "
            "see (each solved exactly); and, in hindsight, your tricks with every hand face up:"
        )
        out += [self._line(t) for t in self.odds.ranked()]
        return out

    def choices(self) -> Choices:
        return Choices("one", trump_options(), "Click the trump you would name.")

    def read(self, answer: Any) -> Trump:
        try:
            return Trump.of(answer if not isinstance(answer, str) else answer.strip().lower())
        except ValueError:
            raise Unreadable(
                f"{answer!r} is not a trump: answer a number 0..6, 'doubles' or 'none'."
            ) from None

    def judge(self, said: Trump) -> Feedback:
        mine = self.odds.odds[said]
        named = said.describe().replace(" are trump", " as trump")
        head = (
            f"With {named} you make {self.bid} in {mine.make_rate:.0%} of "
            f"{self.odds.deals} deals that fit your hand"
        )
        if self.odds.as_good(said):
            return right(f"A fine choice. {head}: as well as any trump.", self._reasons())
        top = self.odds.odds[self.odds.best]
        if self.odds.loss(said)[0] > 0:
            better = f"another trump makes it in {top.make_rate:.0%}"
        else:
            better = f"another takes {top.tricks:.1f} tricks on average, against {mine.tricks:.1f}"
        return wrong(f"There is a better trump. {head}; {better}.", [self._line(said)])

    def hint(self) -> list[str]:
        lines = []
        for trump in Trump:
            if trump is Trump.NO_TRUMP:
                continue
            mine = [
                t for t in suit_members("trump", trump, self.game.rules.tiles) if t in self.hand
            ]
            lines.append(f"{trump}: {len(mine)}" + (f" ({join(mine)})" if mine else ""))
        return [
            "Count the trumps each choice would give you, and how high they are: "
            + "; ".join(lines)
            + ". Then count the doubles that would stay the top of their suits."
        ]

    def _solve(self) -> tuple[str, list[str], list[Figure]]:
        tops = [t for t in self.odds.ranked() if self.odds.as_good(t)]
        o = self.odds.odds[tops[0]]
        names = ", ".join(str(t) for t in tops)
        return f"{names}: made in {o.make_rate:.0%} of the deals.", self._reasons(), []


class ChoosePlay(Exercise[Tile]):
    """Which tile would you play? ``ChoosePlay(game)``: a game in play; the learner is the seat
    to act. Answer a tile. A tile is right when it does as well as the best one over deals of
    the tiles the learner cannot see (`moon_nb.players.odds.play_odds`): the contract made (or,
    against the bidder, set) as often, and as many tricks. ``advisor`` is the computer player
    quoted in the feedback (by default the one evaluation the Hint and the coach quote)."""

    title = "Your play"
    form = 'one tile, written like "6-4"'

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
    def odds(self) -> Weighing[Tile]:
        """Each legal tile over deals of the tiles the learner cannot see."""
        return play_odds(self.game)

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
        role = (
            "the bidder"
            if self.seat == self.bidder
            else ("on the bidder's team" if self.with_bidder else "against the bidder")
        )
        took = ", ".join(f"seat {s} {n}" for s, n in enumerate(self.game.tricks_won))
        return (
            f"{trump_sentence(self.trump)} Seat {self.bidder} bid {self.game.contract}; tricks "
            f"so far: {took}. You are seat {self.seat}, {role}. {trick_story(self.plays)} "
            "Which tile do you play?"
        )

    def figures(self) -> tuple[Figure, ...]:
        players = self.game.rules.players
        pics = [hand_figure(self.hand, self.trump, f"Your hand (seat {self.seat})")]
        if self.plays:
            pics.insert(0, trick_figure(self.plays, self.trump, players, ring_winner=False))
        return tuple(pics)

    def _rate(self, o: Odds) -> str:
        return f"{o.make_rate:.0%} ({o.tricks:.1f} tricks)"

    def _reasons(self) -> list[str]:
        who = f"The {advisor_name(self.advisor)}"
        out = [f"{who} would play {self.advice.action[5:]}: {self.advice.reason}"]
        each = ", ".join(f"{t} {self._rate(self.odds.odds[t])}" for t in self.odds.ranked())
        out.append(
            f"How often seat {self.bidder} makes the contract, and its tricks on average, by "
            f"the tile you play — over {self.odds.deals} deals of the tiles you cannot see, "
            f"each fitting what you have seen: {each}."
        )
        face_up = ", ".join(f"{t} → {self.values[t]}" for t in self.hand if t in self.values)
        out.append(
            f"Hindsight, every hand face up and best play by all from here: seat "
            f"{self.bidder}'s tricks for the hand, by the tile you play: {face_up}."
        )
        return out

    def choices(self) -> Choices:
        return Choices("one", tile_options(self.hand), "Click the tile you would play.")

    def read(self, answer: Any) -> Tile:
        return read_tile(answer)

    def judge(self, tile: Tile) -> Feedback:
        out = not_in_play(tile, self.game.rules.tiles)
        if out:
            return wrong(f"You may not play {tile}.", [out])
        ruling = explain_play(self.hand, self.trick, self.trump, tile, self.game.rules.tiles)
        if not ruling.legal:
            return wrong(f"You may not play {tile}.", [self._illegal(tile, ruling)])
        mine = self.odds.odds[tile]
        made = "the contract is made" if self.with_bidder else f"seat {self.bidder} makes it"
        if self.odds.as_good(tile):
            return right(
                f"A good play: {tile} does as well as any here (after it {made} in "
                f"{mine.make_rate:.0%} of the deals).",
                self._reasons(),
            )
        top = self.odds.odds[self.odds.best]
        if self.odds.loss(tile)[0] > 0:
            cost = (
                f"after it {made} in {mine.make_rate:.0%} of the deals, against "
                f"{top.make_rate:.0%} after the best tile"
            )
        else:
            cost = (
                f"seat {self.bidder} takes {mine.tricks:.1f} tricks on average after it, "
                f"against {top.tricks:.1f} after the best tile"
            )
        face_up = (
            f"Hindsight, every hand face up and best play by all from here: after {tile}, seat "
            f"{self.bidder} takes {plural(self.values[tile], 'trick')} for the hand."
        )
        return wrong(f"{tile} is legal, but {cost}.", [face_up])

    def _illegal(self, tile: Tile, ruling: PlayRuling) -> str:
        """Why ``tile`` may not be played, without listing the tiles that may."""
        lead = ruling.lead
        if lead is None:
            return ruling.text
        wanted = "a trump" if lead.suit == TRUMP else f"a tile of suit {lead.suit}"
        return f"{lead.tile} was led, and you hold {wanted}: a player who can follow must."

    def hint(self) -> list[str]:
        seen = self.game.observe(self.seat)
        out_there = [t for t in seen.unseen if self.trump.is_trump(t)]
        lines = [
            f"Count the trumps: {plural(len(out_there), 'trump')} you have not seen "
            + ("is" if len(out_there) == 1 else "are")
            + " still out."
        ]
        if self.plays:
            winning = self.plays[trick_winner(self.trick, self.trump)]
            side = "the bidder" if winning[0] == self.bidder else f"seat {winning[0]}"
            lines.append(f"So far {winning[1]} is winning this trick, for {side}.")
        need = tricks_needed(self.game.contract or 0)
        has = side_tricks(self.game, self.bidder)
        who = f"seat {self.bidder}" + ("'s team" if self.game.rules.teams else "")
        lines.append(
            f"Ask what each tile does for the contract: {who} needs {plural(need, 'trick')} "
            f"and has {has}."
        )
        return lines

    def _solve(self) -> tuple[str, list[str], list[Figure]]:
        tops = [t for t in self.odds.ranked() if self.odds.as_good(t)]
        o = self.odds.odds[tops[0]]
        return (
            f"{join(sorted(tops, key=self.hand.index))} (the contract made in "
            f"{o.make_rate:.0%} of the deals).",
            self._reasons(),
            [],
        )


__all__ = ["ChoosePlay", "ChooseTrump", "hindsight", "side_tricks"]
