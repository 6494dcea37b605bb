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
from moon_nb.speech import N_, _, ngettext


def join_or(tiles: Sequence[object]) -> str:
    """``"5-2"``, ``"5-2 or 3-1"``, ``"6-5, 5-2 or 3-1"``."""
    names = [str(t) for t in tiles]
    if len(names) == 1:
        return names[0]
    # TRANSLATORS: the end of a list of choices: {items} are the first ones, by commas.
    return _("{items} or {last}", items=", ".join(names[:-1]), last=names[-1])


class WhichPlays(Exercise[list[Tile]]):
    """Which tiles may you play? ``WhichPlays(hand, trick=["3-2"], trump=6)``: ``trick`` holds
    the tiles already played, in order, the first led by seat ``leader``; you play next."""

    title = N_("Which tiles may you play?")
    form = N_("the tiles you may play, in a list")

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
        return _(
            "{trump} {story} You are seat {seat}. Which tiles of your hand may you play?",
            trump=trump_sentence(self.trump),
            story=trick_story(self.plays),
            seat=self.seat,
        )

    def figures(self) -> tuple[Figure, ...]:
        # No trump marks in the question: whether a tile is a trump is for the learner to see.
        pics = [hand_figure(self.hand, None, _("Your hand (seat {seat})", seat=self.seat))]
        if self.plays:
            pics.insert(0, trick_figure(self.plays, None, self.players, ring_winner=False))
        return tuple(pics)

    def _picture(self) -> list[Figure]:
        hand = sort_hand(self.hand, self.trump)
        dim = [t for t in hand if t not in self.legal]
        label = _("Your hand: the tiles you may play ringed")
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
            out.append(_("You may not play {tiles}. {ruling}", tiles=join_or(tiles), ruling=text))
        return out

    def _barred(self, tile: Tile) -> str:
        """Why ``tile``, held, may not be played — without naming the tiles that may."""
        return barred(self.hand, self.trick, self.trump, tile)

    def choices(self) -> Choices:
        return Choices(
            "some", tile_options(self.hand), _("Click every tile you may play, then Check.")
        )

    def read(self, answer: Any) -> list[Tile]:
        return read_tiles(answer)

    def judge(self, said: list[Tile]) -> Feedback:
        if set(said) == set(self.legal):
            return right(
                _("Right: you may play {tiles}.", tiles=join(self.legal)),
                self._reasons(),
                self._picture(),
            )
        why = []
        for tile in said:
            if tile not in self.hand:
                why.append(not_in_play(tile, self.tiles) or _("You do not hold {tile}.", tile=tile))
            elif tile not in self.legal:
                why.append(self._barred(tile))
        missed = [t for t in self.legal if t not in said]
        if missed:
            why.append(
                ngettext(
                    "You left out {n} tile you may play.",
                    "You left out {n} tiles you may play.",
                    len(missed),
                )
            )
        return wrong(_("Not quite: those are not the tiles you may play."), why)

    def hint(self) -> list[str]:
        if not self.trick:
            return [_("You lead this trick: the leader may lead any tile.")]
        return [
            explain_lead(self.trick[0], self.trump).text,
            _(
                "Follow the suit led if you can — with a tile of that suit that is not a "
                "trump, or a trump when trumps are led; a player who cannot follow may play "
                "any tile."
            ),
        ]

    def _solve(self) -> tuple[str, list[str], list[Figure]]:
        said = _("you may play {tiles}.", tiles=join(self.legal))
        return said, self._reasons(), self._picture()


class WhichWins(Exercise[Tile]):
    """Which tile wins this trick? ``WhichWins(["4-2", "6-4", "4-4"], trump="doubles")``: the
    tiles in play order, the first led by seat ``leader``."""

    title = N_("Which tile wins the trick?")
    form = N_('one tile, written like "6-4"')

    def __init__(
        self, trick: Sequence[TileLike], trump: TrumpLike, leader: int = 0, players: int = 3
    ) -> None:
        self.trump = Trump.of(trump)
        self.players = players
        self.plays = seat_plays([Tile.of(t) for t in trick], leader, players)
        self.trick = [t for _, t in self.plays]
        if not self.trick:
            raise ValueError("a trick to judge needs at least one tile")
        self.ruling = explain_trick(
            self.trick, self.trump, DOUBLE_SIX if players == 4 else MOON_TILES
        )

    @classmethod
    def from_trick(cls, trick: FinishedTrick, trump: TrumpLike, players: int = 3) -> WhichWins:
        """The question about a trick played in a game: ``WhichWins.from_trick(hand.tricks[-1],
        hand.trump)`` for the last trick of a finished hand (`Observation.last_hand`)."""
        return cls([p.tile for p in trick.plays], trump, trick.leader, players)

    def question(self) -> str:
        return _(
            "{trump} {story} Which tile wins the trick?",
            trump=trump_sentence(self.trump),
            story=trick_story(self.plays),
        )

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
            return not_in_play(tile, tiles) or _("{tile} was not played to this trick.", tile=tile)
        if self.trump.is_trump(tile):
            return _("{tile} is a trump, but a higher trump was played.", tile=tile)
        if lead.suit == TRUMP:
            return _("{tile} is not a trump, and trumps were led, so it cannot win.", tile=tile)
        if rank(tile, lead.suit, self.trump) == 0:
            return _(
                "{tile} neither follows suit {suit} (the suit led) nor is a trump, so it cannot "
                "win.",
                tile=tile,
                suit=lead.suit,
            )
        if self.trump.is_trump(self.ruling.tile):
            return _(
                "{tile} follows suit {suit}, but a trump was played, and a trump wins.",
                tile=tile,
                suit=lead.suit,
            )
        return _(
            "{tile} follows suit {suit}, but a higher tile of suit {suit} was played.",
            tile=tile,
            suit=lead.suit,
        )

    def choices(self) -> Choices:
        return Choices("one", tile_options(self.trick), _("Click the tile that wins the trick."))

    def read(self, answer: Any) -> Tile:
        return read_tile(answer)

    def judge(self, said: Tile) -> Feedback:
        win = self.ruling.tile
        if said == win:
            return right(
                _("Right: {tile} wins.", tile=win),
                [self.ruling.lead.text, self.ruling.text],
                self._picture(),
            )
        return wrong(
            _("Not quite: {tile} does not win this trick.", tile=said), [self._why_not(said)]
        )

    def hint(self) -> list[str]:
        return [
            self.ruling.lead.text,
            _(
                "The highest trump played wins; if no trump was played, the highest tile of "
                "the suit led."
            ),
        ]

    def _solve(self) -> tuple[str, list[str], list[Figure]]:
        seat = self.plays[self.ruling.winner][0]
        return (
            _("{tile} wins; seat {seat} takes the trick.", tile=self.ruling.tile, seat=seat),
            [self.ruling.lead.text, self.ruling.text],
            self._picture(),
        )


def barred(hand: Sequence[Tile], trick: Sequence[Tile], trump: Trump, tile: Tile) -> str:
    """Why ``tile``, held in ``hand``, may not be played to ``trick`` — without naming the
    tiles that may (the learner is still to find them)."""
    lead = explain_lead(trick[0], trump)
    if lead.suit == TRUMP:
        return _(
            "You may not play {tile}: {lead} leads trumps, you hold a trump, and a player who "
            "can follow must.",
            tile=tile,
            lead=lead.tile,
        )
    said = _(
        "You may not play {tile}: {lead} leads suit {suit}, you hold a tile of suit {suit}, and "
        "a player who can follow must.",
        tile=tile,
        lead=lead.tile,
        suit=lead.suit,
    )
    if tile.has(lead.suit) and trump.is_trump(tile):
        tail = _(
            "{tile} is a trump ({trump}), not a tile of suit {suit}.",
            tile=tile,
            trump=trump.describe(),
            suit=lead.suit,
        )
        return f"{said} {tail}"
    return said


__all__ = ["WhichPlays", "WhichWins", "barred", "join_or"]
