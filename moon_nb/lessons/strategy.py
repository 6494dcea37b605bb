"""Open questions about playing well — which trump to name, which tile to play — where the
feedback weighs the learner's choice two ways: the computer player's advice (which sees only
its own hand, like the learner), and hindsight from the exact solver (every hand face up, best
play by everyone from here on).
"""

from __future__ import annotations

from typing import Any

from moon_nb.game import Game
from moon_nb.lessons.base import Exercise, Unreadable, read_tile
from moon_nb.lessons.choices import Choices, tile_options, trump_options
from moon_nb.lessons.feedback import Feedback, Figure, right, wrong
from moon_nb.lessons.pictures import hand_figure, trick_figure, trick_story, trump_sentence
from moon_nb.players import HeuristicPlayer, Player
from moon_nb.players.evaluate import estimate
from moon_nb.rules import explain_play, legal_plays, sort_hand, suit_members
from moon_nb.tiles import Tile, join
from moon_nb.trump import Trump


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def side_tricks(game: Game, seat: int) -> int:
    """Tricks won so far this hand by ``seat``'s side (with partner, in four-player Moon)."""
    rules = game.rules
    return sum(n for s, n in enumerate(game.tricks_won) if rules.side_of(s) == rules.side_of(seat))


def hindsight(game: Game) -> dict[Tile, int]:
    """For each tile the seat to act may play: the bidder's side's tricks for the whole hand
    if it plays that tile and everyone plays best afterwards, every hand face up (the exact
    solver, `moon_nb.solver.move_values`)."""
    from moon_nb.solver import move_values

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


class ChooseTrump(Exercise):
    """Which trump would you name? ``ChooseTrump(game)``: a game waiting for the bidder to name
    trump, every hand of seven tiles. Answer a number 0..6, ``"doubles"`` or ``"none"``.
    ``advisor`` is the computer player quoted in the feedback (a `HeuristicPlayer` by default,
    which always answers the same way)."""

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
        self.values = self._solve_each()
        self.advisor = advisor or HeuristicPlayer(0)
        self.hint = self.advisor.decide(game.observe(self.seat))

    def _solve_each(self) -> dict[Trump, int]:
        from moon_nb.solver import bidder_tricks

        hands = [self.game.hand(s) for s in range(self.game.rules.players)]
        return {tr: bidder_tricks(hands, tr, self.seat, self.seat) for tr in Trump}

    def question(self) -> str:
        return (
            f"You are seat {self.seat}: you won the bidding with {self.bid} and have taken the "
            "widow and discarded. Which trump do you name?"
        )

    def figures(self) -> tuple[Figure, ...]:
        return (hand_figure(sort_hand(self.hand), None, f"Your hand (seat {self.seat})"),)

    def _line(self, trump: Trump) -> str:
        mine = [t for t in suit_members("trump", trump, self.game.rules.tiles) if t in self.hand]
        held = f"{_plural(len(mine), 'trump')}" + (f" ({join(mine)})" if mine else "")
        guess = estimate(self.hand, trump, self.game.rules.tiles).tricks
        name = "No trump" if trump is Trump.NO_TRUMP else str(trump).capitalize()
        return (
            f"{name}: {held}; the computer's estimate about {guess:.0f}; "
            f"face up, {_plural(self.values[trump], 'trick')}."
        )

    def _reasons(self) -> list[str]:
        out = [f"The {self.advisor.name} computer player would say: {self.hint.reason}"]
        out.append(
            "For each trump: your trumps, the computer's estimate of your tricks, and the "
            "tricks you take with every hand face up and best play by all:"
        )
        order = sorted(Trump, key=lambda t: (-self.values[t], t.index))
        out += [self._line(t) for t in order]
        return out

    def choices(self) -> Choices:
        return Choices("one", trump_options(), "Click the trump you would name.")

    def _check(self, answer: Any) -> Feedback:
        try:
            said = Trump.of(answer if not isinstance(answer, str) else answer.strip().lower())
        except ValueError:
            raise Unreadable(
                f"{answer!r} is not a trump: answer a number 0..6, 'doubles' or 'none'."
            ) from None
        best = max(self.values.values())
        got = self.values[said]
        makes = "makes" if got >= (7 if self.bid == 21 else (self.bid or 0)) else "does not make"
        took = _plural(got, "trick")
        head = f"With {said} as trump, face up, you take {took}: {makes} {self.bid}."
        if got == best:
            return right(f"A fine choice. {head}", self._reasons())
        tops = [str(t) for t in Trump if self.values[t] == best]
        return wrong(
            f"There was better. {head} The best ({', '.join(tops)}) take {best}.",
            self._reasons(),
        )

    def _solve(self) -> tuple[str, list[str], list[Figure]]:
        best = max(self.values.values())
        tops = [str(t) for t in Trump if self.values[t] == best]
        return f"{', '.join(tops)}: {_plural(best, 'trick')} face up.", self._reasons(), []


class ChoosePlay(Exercise):
    """Which tile would you play? ``ChoosePlay(game)``: a game in play; the learner is the seat
    to act. Answer a tile. ``advisor`` is the computer player quoted in the feedback (a
    `HeuristicPlayer` by default)."""

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
        self.legal = legal_plays(self.hand, self.trick, self.trump)
        self.values = hindsight(game)
        self.advisor = advisor or HeuristicPlayer(0)
        self.hint = self.advisor.decide(game.observe(self.seat))
        bidder = game.bidder
        assert bidder is not None
        self.bidder = bidder
        self.with_bidder = game.rules.side_of(self.seat) == game.rules.side_of(bidder)

    def question(self) -> str:
        role = (
            "the bidder"
            if self.seat == self.bidder
            else ("on the bidder's team" if self.with_bidder else "defending")
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

    def _best(self) -> int:
        pick = max if self.with_bidder else min
        return pick(self.values.values())

    def _reasons(self) -> list[str]:
        who = f"The {self.advisor.name} computer player"
        out = [f"{who} would play {self.hint.action[5:]}: {self.hint.reason}"]
        each = ", ".join(f"{t} → {self.values[t]}" for t in self.hand if t in self.values)
        out.append(
            f"Hindsight, every hand face up and best play by all from here: seat "
            f"{self.bidder}'s side ends the hand with this many tricks, by the tile you play: "
            f"{each}."
        )
        return out

    def choices(self) -> Choices:
        return Choices("one", tile_options(self.hand), "Click the tile you would play.")

    def _check(self, answer: Any) -> Feedback:
        tile = read_tile(answer)
        ruling = explain_play(self.hand, self.trick, self.trump, tile)
        if not ruling.legal:
            return wrong(f"You may not play {tile}.", [ruling.text, *self._reasons()])
        got, best = self.values[tile], self._best()
        if got == best:
            return right(f"A good play: {tile} is as good as any here.", self._reasons())
        lost = abs(best - got)
        return wrong(
            f"{tile} is legal, but it costs your side {_plural(lost, 'trick')} in hindsight.",
            self._reasons(),
        )

    def _solve(self) -> tuple[str, list[str], list[Figure]]:
        best = self._best()
        tops = [t for t in self.hand if self.values.get(t) == best]
        return (
            f"{join(tops)} ({_plural(best, 'trick')} for the bidder's side).",
            self._reasons(),
            [],
        )


__all__ = ["ChoosePlay", "ChooseTrump", "hindsight", "side_tricks"]
