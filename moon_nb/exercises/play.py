"""Exercises about the play of a trick: which tiles may be played, and which tile wins. Every
answer is checked with `moon_nb.engine.tricks`, and the feedback quotes its rulings."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from moon_nb.engine.observation import FinishedTrick
from moon_nb.engine.tiles import DOUBLE_SIX, MOON_TILES, Tile, TileLike, join, not_in_play
from moon_nb.engine.tricks import (
    TRUMP,
    explain_lead,
    explain_play,
    explain_trick,
    legal_plays,
    rank,
    sort_hand,
)
from moon_nb.engine.trump import Trump, TrumpLike
from moon_nb.engine.words import plural
from moon_nb.exercises.choices import Choices, tile_options
from moon_nb.exercises.exercise import (
    Exercise,
    read_tile,
    read_tiles,
)
from moon_nb.exercises.feedback import Feedback, right, wrong
from moon_nb.reference.captioned import Figure
from moon_nb.reference.illustrate import (
    hand_figure,
    seat_plays,
    trick_figure,
    trick_story,
    trump_sentence,
)


def join_or(tiles: Sequence[Tile]) -> str:
    """``"5-2"``, ``"5-2 or 3-1"``, ``"6-5, 5-2 or 3-1"``."""
    names = [str(t) for t in tiles]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " or " + names[-1]


class WhichPlays(Exercise[list[Tile]]):
    """Which tiles may you play? ``WhichPlays(hand, trick=["3-2"], trump=6)``: ``trick`` holds
    the tiles already played, in order, the first led by seat ``leader``; you play next."""

    title = "Which tiles may you play?"
    form = "the tiles you may play, in a list"

    def __init__(
        self,
        hand: Iterable[TileLike],
        trick: Sequence[TileLike],
        trump: TrumpLike,
        leader: int = 1,
        players: int = 3,
    ) -> None:
        self.trump = Trump.of(trump)
        # Held in the order of no trump: a hand sorted with its trumps first would tell which
        # tiles are trumps, and that is part of the question.
        self.hand = sort_hand([Tile.of(t) for t in hand])
        self.players = players
        self.tiles = DOUBLE_SIX if players == 4 else MOON_TILES
        self.plays = seat_plays([Tile.of(t) for t in trick], leader, players)
        self.trick = [t for _, t in self.plays]
        self.seat = (leader + len(self.trick)) % players
        self.legal = legal_plays(self.hand, self.trick, self.trump, self.tiles)

    def question(self) -> str:
        return (
            f"{trump_sentence(self.trump)} {trick_story(self.plays)} You are seat {self.seat}. "
            "Which tiles of your hand may you play?"
        )

    def figures(self) -> tuple[Figure, ...]:
        # No trump marks in the question: whether a tile is a trump is for the learner to see.
        pics = [hand_figure(self.hand, None, f"Your hand (seat {self.seat})")]
        if self.plays:
            pics.insert(0, trick_figure(self.plays, None, self.players, ring_winner=False))
        return tuple(pics)

    def _picture(self) -> list[Figure]:
        hand = sort_hand(self.hand, self.trump)
        dim = [t for t in hand if t not in self.legal]
        label = "Your hand: the tiles you may play ringed"
        return [hand_figure(hand, self.trump, label, self.legal, dim)]

    def _ruling(self, tile: Tile) -> str:
        return explain_play(self.hand, self.trick, self.trump, tile, self.tiles).text

    def _reasons(self) -> list[str]:
        """The lead's ruling, then why the tiles may (or may not) be played."""
        out = [explain_lead(self.trick[0], self.trump).text] if self.trick else []
        if not self.trick or len(self.legal) == len(self.hand):
            out.append(self._ruling(self.hand[0]).replace(f", {self.hand[0]} included", ""))
            return out
        for tile in self.legal:
            out.append(self._ruling(tile))
        # The tiles that may not be played, grouped by the ruling that forbids them.
        barred: dict[str, list[Tile]] = {}
        for tile in self.hand:
            if tile not in self.legal:
                barred.setdefault(self._ruling(tile), []).append(tile)
        for text, tiles in barred.items():
            out.append(f"You may not play {join_or(tiles)}. {text}")
        return out

    def _barred(self, tile: Tile) -> str:
        """Why ``tile``, held, may not be played — without naming the tiles that may."""
        return barred(self.hand, self.trick, self.trump, tile)

    def choices(self) -> Choices:
        return Choices(
            "some", tile_options(self.hand), "Click every tile you may play, then Check."
        )

    def read(self, answer: Any) -> list[Tile]:
        return read_tiles(answer)

    def judge(self, said: list[Tile]) -> Feedback:
        if set(said) == set(self.legal):
            return right(
                f"Right: you may play {join(self.legal)}.", self._reasons(), self._picture()
            )
        why = []
        for tile in said:
            if tile not in self.hand:
                why.append(not_in_play(tile, self.tiles) or f"You do not hold {tile}.")
            elif tile not in self.legal:
                why.append(self._barred(tile))
        missed = [t for t in self.legal if t not in said]
        if missed:
            why.append(f"You left out {plural(len(missed), 'tile')} you may play.")
        return wrong("Not quite: those are not the tiles you may play.", why)

    def hint(self) -> list[str]:
        if not self.trick:
            return ["You lead this trick: the leader may lead any tile."]
        return [
            explain_lead(self.trick[0], self.trump).text,
            "Follow the suit led if you can — with a tile of that suit that is not a trump, "
            "or a trump when trumps are led; a player who cannot follow may play any tile.",
        ]

    def _solve(self) -> tuple[str, list[str], list[Figure]]:
        return f"you may play {join(self.legal)}.", self._reasons(), self._picture()


class WhichWins(Exercise[Tile]):
    """Which tile wins this trick? ``WhichWins(["4-2", "6-4", "4-4"], trump="doubles")``: the
    tiles in play order, the first led by seat ``leader``."""

    title = "Which tile wins the trick?"
    form = 'one tile, written like "6-4"'

    def __init__(
        self, trick: Sequence[TileLike], trump: TrumpLike, leader: int = 0, players: int = 3
    ) -> None:
        self.trump = Trump.of(trump)
        self.players = players
        self.plays = seat_plays([Tile.of(t) for t in trick], leader, players)
        self.trick = [t for _, t in self.plays]
        if not self.trick:
            raise ValueError("a trick to judge needs at least one tile")
        self.ruling = explain_trick(self.trick, self.trump)

    @classmethod
    def from_trick(cls, trick: FinishedTrick, trump: TrumpLike, players: int = 3) -> WhichWins:
        """The question about a trick played in a game: ``WhichWins.from_trick(hand.tricks[-1],
        hand.trump)`` for the last trick of a finished hand (`Observation.last_hand`)."""
        return cls([p.tile for p in trick.plays], trump, trick.leader, players)

    def question(self) -> str:
        return f"{trump_sentence(self.trump)} {trick_story(self.plays)} Which tile wins the trick?"

    def figures(self) -> tuple[Figure, ...]:
        # No trump marks in the question: which tiles are trumps decides the trick.
        return (trick_figure(self.plays, None, self.players, ring_winner=False),)

    def _picture(self) -> list[Figure]:
        return [trick_figure(self.plays, self.trump, self.players)]

    def _why_not(self, tile: Tile) -> str:
        """Why ``tile`` does not win — without naming the tile that does."""
        lead = self.ruling.lead
        if tile not in self.trick:
            tiles = DOUBLE_SIX if self.players == 4 else MOON_TILES
            return not_in_play(tile, tiles) or f"{tile} was not played to this trick."
        if self.trump.is_trump(tile):
            return f"{tile} is a trump, but a higher trump was played."
        if lead.suit == TRUMP:
            return f"{tile} is not a trump, and trumps were led, so it cannot win."
        if rank(tile, lead.suit, self.trump) == 0:
            return (
                f"{tile} neither follows suit {lead.suit} (the suit led) nor is a trump, so it "
                "cannot win."
            )
        if self.trump.is_trump(self.ruling.tile):
            return f"{tile} follows suit {lead.suit}, but a trump was played, and a trump wins."
        return f"{tile} follows suit {lead.suit}, but a higher tile of suit {lead.suit} was played."

    def choices(self) -> Choices:
        return Choices("one", tile_options(self.trick), "Click the tile that wins the trick.")

    def read(self, answer: Any) -> Tile:
        return read_tile(answer)

    def judge(self, said: Tile) -> Feedback:
        win = self.ruling.tile
        if said == win:
            return right(
                f"Right: {win} wins.", [self.ruling.lead.text, self.ruling.text], self._picture()
            )
        return wrong(f"Not quite: {said} does not win this trick.", [self._why_not(said)])

    def hint(self) -> list[str]:
        return [
            self.ruling.lead.text,
            "The highest trump played wins; if no trump was played, the highest tile of the "
            "suit led.",
        ]

    def _solve(self) -> tuple[str, list[str], list[Figure]]:
        seat = self.plays[self.ruling.winner][0]
        return (
            f"{self.ruling.tile} wins; seat {seat} takes the trick.",
            [self.ruling.lead.text, self.ruling.text],
            self._picture(),
        )


def barred(hand: Sequence[Tile], trick: Sequence[Tile], trump: Trump, tile: Tile) -> str:
    """Why ``tile``, held in ``hand``, may not be played to ``trick`` — without naming the
    tiles that may (the learner is still to find them)."""
    lead = explain_lead(trick[0], trump)
    if lead.suit == TRUMP:
        return (
            f"You may not play {tile}: {lead.tile} leads trumps, you hold a trump, and a "
            "player who can follow must."
        )
    tail = ""
    if tile.has(lead.suit) and trump.is_trump(tile):
        tail = f" {tile} is a trump ({trump.describe()}), not a tile of suit {lead.suit}."
    return (
        f"You may not play {tile}: {lead.tile} leads suit {lead.suit}, you hold a tile of "
        f"suit {lead.suit}, and a player who can follow must.{tail}"
    )


__all__ = ["WhichPlays", "WhichWins", "barred", "join_or"]
