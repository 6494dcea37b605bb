"""Exercises about suits and the play of a trick: which suit a lead calls for, which suits a
tile belongs to, the order of a suit, which tiles are trumps, which tiles may be played, and
which tile wins. Every answer is checked with `moon_nb.engine.rules`, and the feedback quotes its
rulings."""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from itertools import pairwise
from typing import Any

from moon_nb.engine.observation import FinishedTrick
from moon_nb.engine.options import Rules
from moon_nb.engine.rules import (
    TRUMP,
    LedSuit,
    explain_lead,
    explain_play,
    explain_trick,
    follows,
    legal_plays,
    rank,
    sort_hand,
    suit_members,
    suit_name,
)
from moon_nb.engine.tiles import DOUBLE_SIX, MOON_TILES, Tile, TileLike, join
from moon_nb.engine.trump import Trump, TrumpLike
from moon_nb.engine.words import plural
from moon_nb.lessons.base import (
    Exercise,
    not_in_play,
    read_suit,
    read_suits,
    read_tile,
    read_tiles,
    suit_order,
)
from moon_nb.lessons.choices import Choices, suit_options, tile_options
from moon_nb.lessons.feedback import Feedback, Figure, right, wrong
from moon_nb.lessons.illustrate import (
    hand_figure,
    seat_plays,
    suit_figure,
    trick_figure,
    trick_story,
    trump_sentence,
)


def join_or(tiles: Sequence[Tile]) -> str:
    """``"5-2"``, ``"5-2 or 3-1"``, ``"6-5, 5-2 or 3-1"``."""
    names = [str(t) for t in tiles]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " or " + names[-1]


def _suits_words(suits: Sequence[LedSuit]) -> str:
    names = ["the trump suit" if s == TRUMP else suit_name(s) for s in suits]
    return " and ".join(names) if names else "no suit"


class LedSuitQuiz(Exercise):
    """Which suit does a led tile call for? ``LedSuitQuiz("5-3", trump=2)``; answer a number
    0..6, or ``"trump"`` when the lead is a trump."""

    title = "Which suit is led?"
    form = 'a suit number 0..6, or "trump"'

    def __init__(self, tile: TileLike, trump: TrumpLike) -> None:
        self.tile = Tile.of(tile)
        self.trump = Trump.of(trump)
        self.ruling = explain_lead(self.tile, self.trump)

    def question(self) -> str:
        return (
            f"{trump_sentence(self.trump)} The leader plays {self.tile}. Which suit must the "
            "others follow?"
        )

    def figures(self) -> tuple[Figure, ...]:
        return (hand_figure([self.tile], None, "The lead"),)

    def _picture(self) -> list[Figure]:
        return [suit_figure(self.ruling.suit, self.trump, label=self._follow_label())]

    def _follow_label(self) -> str:
        if self.ruling.suit == TRUMP:
            return "The trumps: every one follows"
        return f"Suit {self.ruling.suit}: the tiles that follow"

    def choices(self) -> Choices:
        return Choices("one", suit_options(self.trump), "Click the suit the others must follow.")

    def _check(self, answer: Any) -> Feedback:
        said = read_suit(answer)
        truth = self.ruling.suit
        if said == truth:
            return right(
                f"Right: {self.tile} leads {suit_name(truth)}.", [self.ruling.text], self._picture()
            )
        return wrong(
            f"Not quite: {self.tile} does not lead {suit_name(said)}.", [self._why_not(said)]
        )

    def _why_not(self, said: LedSuit) -> str:
        """Why ``self.tile`` does not lead ``said`` — about that suit, not naming the one it
        leads."""
        t, tr = self.tile, self.trump
        if said == TRUMP:
            return f"{t} is not a trump: {tr.describe()}."
        if not t.has(int(said)):
            return f"{t} does not show a {said} at all."
        if tr.is_trump(t):
            return (
                f"{t} shows a {said}, but it is a trump ({tr.describe()}), and a trump belongs "
                "to no number suit."
            )
        return f"{t} shows a {said} too, but a tile that is not a trump leads its higher number."

    def hint(self) -> list[str]:
        return [
            f"{trump_sentence(self.trump)} A trump leads trumps; any other tile leads the suit "
            "of its higher number, and a double leads its own number."
        ]

    def _solve(self) -> tuple[str, list[str], list[Figure]]:
        return (
            f"{self.tile} leads {suit_name(self.ruling.suit)}.",
            [self.ruling.text],
            self._picture(),
        )


class SuitsOfQuiz(Exercise):
    """Which suits does a tile belong to? ``SuitsOfQuiz("6-4")``, ``SuitsOfQuiz("6-4", 4)``;
    answer a list such as ``[4, 6]``, or ``"trump"``."""

    title = "Which suits does this tile belong to?"
    form = 'a list of suit numbers, and "trump" if it is a trump'

    def __init__(self, tile: TileLike, trump: TrumpLike = None, rules: Rules | None = None):
        self.tile = Tile.of(tile)
        self.trump = Trump.of(trump)
        self.tiles = (rules or Rules()).tiles
        t, tr = self.tile, self.trump
        if tr.is_trump(t):
            self.suits: list[LedSuit] = [TRUMP]
        else:
            self.suits = sorted({n for n in t.ends if follows(t, n, tr)}, reverse=True)

    def question(self) -> str:
        return f"{trump_sentence(self.trump)} Which suits does {self.tile} belong to?"

    def figures(self) -> tuple[Figure, ...]:
        return (hand_figure([self.tile], None, "The tile"),)

    def _reason(self) -> str:
        t, tr = self.tile, self.trump
        if self.suits == [TRUMP]:
            if t.is_double and tr is Trump.DOUBLES:
                return (
                    f"{t} is a double and doubles are trump: it belongs only to the trump suit, "
                    f"not to suit {t.high}."
                )
            other = t.other_end(int(tr.value))
            tail = f", never to suit {other}, the suit of its other end" if not t.is_double else ""
            return f"{t} is a trump ({tr.describe()}): it belongs only to the trump suit{tail}."
        if t.is_double:
            return f"{t} is a double: it belongs only to suit {t.high}."
        return (
            f"{t} belongs to suit {t.high} and suit {t.low}: a tile that is not a double, and "
            "not a trump, belongs to the suits of both its numbers."
        )

    def _picture(self) -> list[Figure]:
        return [suit_figure(s, self.trump, self.tiles, [self.tile]) for s in self.suits]

    def choices(self) -> Choices:
        return Choices(
            "some", suit_options(self.trump), "Click every suit the tile belongs to, then Check."
        )

    def _check(self, answer: Any) -> Feedback:
        said = read_suits(answer)[::-1]
        truth = _suits_words(self.suits)
        if said == self.suits:
            return right(
                f"Right: {self.tile} belongs to {truth}.", [self._reason()], self._picture()
            )
        t, tr = self.tile, self.trump
        why = []
        for suit in said:
            if suit in self.suits:
                continue
            if suit == TRUMP:
                why.append(f"{t} is not a trump: {tr.describe()}.")
            elif not t.has(int(suit)):
                why.append(f"{t} does not show a {suit}, so it is not in suit {suit}.")
            else:
                why.append(
                    f"{t} shows a {suit}, but it is a trump ({tr.describe()}), and a trump "
                    "belongs to the trump suit only."
                )
        if not said:
            why.append("You named no suit: every tile belongs to at least one.")
        elif any(suit not in said for suit in self.suits):
            why.append(f"{t} belongs to more suits than you named.")
        return wrong(f"Not quite: {t} does not belong to {_suits_words(said)}.", why)

    def hint(self) -> list[str]:
        return [
            f"{trump_sentence(self.trump)} A trump belongs to the trump suit only; a double to "
            "its own number's suit; any other tile to the suits of both its numbers."
        ]

    def _solve(self) -> tuple[str, list[str], list[Figure]]:
        return (
            f"{self.tile} belongs to {_suits_words(self.suits)}.",
            [self._reason()],
            self._picture(),
        )


def rank_rule(suit: LedSuit, trump: Trump) -> str:
    """How the tiles of a suit rank, in words."""
    if suit == TRUMP and trump is Trump.DOUBLES:
        return "The doubles rank by their number: 6-6 highest, down to 0-0."
    if suit != TRUMP and trump is Trump.DOUBLES:
        return (
            f"Doubles are trump, so suit {suit} has no double: its highest tile is its highest "
            "non-double, and the others follow by their other end, high to low."
        )
    return "Within a suit the double is highest, then the others by their other end, high to low."


def membership(suit: LedSuit, trump: Trump) -> str:
    """Which tiles make up ``suit`` (or the trumps) under ``trump``, in words."""
    if suit == TRUMP:
        if trump is Trump.DOUBLES:
            return "With doubles as trump, the seven doubles are the trumps."
        return f"With {trump} as trump, every tile in play that shows a {trump.number} is a trump."
    if trump is Trump.NO_TRUMP:
        return f"With no trump, suit {suit} is every tile in play that shows a {suit}."
    return (
        f"Suit {suit} is every tile in play that shows a {suit} and is not a trump "
        f"({trump.describe()})."
    )


def _not_member(tile: Tile, suit: LedSuit, trump: Trump, tiles: Iterable[Tile]) -> str:
    """Why ``tile`` is not in ``suit`` in a game played with ``tiles``."""
    out = not_in_play(tile, tiles)
    if out:
        return out
    if suit == TRUMP:
        return f"{tile} is not a trump: {trump.describe()}."
    if not tile.has(suit):
        return f"{tile} does not show a {suit}."
    if tile.is_double and trump is Trump.DOUBLES:
        return f"{tile} is a double, and doubles are trump: it has left suit {suit}."
    return f"{tile} is a trump ({trump.describe()}), so it belongs to the trump suit only."


class SuitQuiz(Exercise):
    """List the tiles of a suit, highest first: ``SuitQuiz(2)``, ``SuitQuiz(4, "doubles")``,
    ``SuitQuiz("trump", 0)``."""

    title = "Put a suit in order"
    form = "the tiles in a list, highest first"

    def __init__(self, suit: LedSuit | str, trump: TrumpLike = None, rules: Rules | None = None):
        self.suit = read_suit(suit)
        self.trump = Trump.of(trump)
        self.tiles = (rules or Rules()).tiles
        self.members = suit_members(self.suit, self.trump, self.tiles)

    def _name(self) -> str:
        return "the trumps" if self.suit == TRUMP else f"the tiles of suit {self.suit}"

    def question(self) -> str:
        return (
            f"{trump_sentence(self.trump)} List {self._name()}, highest first. "
            f"({len(self.tiles)} tiles are in play.)"
        )

    def _picture(self) -> list[Figure]:
        return [suit_figure(self.suit, self.trump, self.tiles)]

    def right_answer(self) -> list[str]:
        return [str(t) for t in self.members]

    def choices(self) -> Choices:
        # The candidates: every tile showing the suit's number (the trumps among them are
        # the traps), or every trump; scrambled the same way each time, so their order gives
        # nothing away.
        if self.suit == TRUMP:
            pool = list(self.members)
        else:
            pool = [t for t in self.tiles if t.has(int(self.suit))]
        random.Random(f"{self.suit}/{self.trump.token}").shuffle(pool)
        return Choices(
            "order", tile_options(pool), "Click the tiles of the suit, highest first, then Check."
        )

    def _check(self, answer: Any) -> Feedback:
        said = read_tiles(answer)
        truth = self.members
        if said == truth:
            listed = join(truth) or "none"
            return right(f"Right: {listed}.", [rank_rule(self.suit, self.trump)], self._picture())
        extra = [t for t in said if t not in truth]
        missing = [t for t in truth if t not in said]
        why = [_not_member(t, self.suit, self.trump, self.tiles) for t in extra]
        if missing:
            what = "trump" if self.suit == TRUMP else "tile"
            of = "" if self.suit == TRUMP else f" of suit {self.suit}"
            why.append(f"You left out {plural(len(missing), what)}{of}.")
        if not extra and not missing:
            high, low = _first_out_of_order(said, truth)
            why.append(
                f"You have the right tiles, but not in the right order: you put {high} above "
                f"{low}, and {low} ranks higher."
            )
        return wrong(f"Not quite: those are not {self._name()}, highest first.", why)

    def hint(self) -> list[str]:
        return [membership(self.suit, self.trump), rank_rule(self.suit, self.trump)]

    def _solve(self) -> tuple[str, list[str], list[Figure]]:
        listed = join(self.members) or "none"
        return f"{self._name()} are {listed}.", [rank_rule(self.suit, self.trump)], self._picture()


def _first_out_of_order(said: Sequence[Tile], truth: Sequence[Tile]) -> tuple[Tile, Tile]:
    """The first two neighbours of ``said`` (the same tiles as ``truth``) in the wrong order:
    the one put higher, then the one that ranks higher."""
    for a, b in pairwise(said):
        if truth.index(a) > truth.index(b):
            return a, b
    raise ValueError("the tiles are in order")


class WhichTrumps(Exercise):
    """Which tiles of a hand are trumps? ``WhichTrumps(hand, trump=4)``; answer a list of
    tiles (``[]`` for none)."""

    title = "Which tiles are trumps?"
    form = "the trumps in a list ([] for none)"

    def __init__(self, hand: Iterable[TileLike], trump: TrumpLike) -> None:
        self.hand = [Tile.of(t) for t in hand]
        self.trump = Trump.of(trump)
        self.trumps = [t for t in sort_hand(self.hand, self.trump) if self.trump.is_trump(t)]
        self.tiles = MOON_TILES if set(self.hand) <= set(MOON_TILES) else DOUBLE_SIX
        """The tiles in play: Moon's 22, or the 28 of four-player Moon for a hand with blanks."""

    def question(self) -> str:
        return f"{trump_sentence(self.trump)} Which tiles of this hand are trumps?"

    def figures(self) -> tuple[Figure, ...]:
        return (hand_figure(self.hand, None, "The hand"),)

    def _picture(self) -> list[Figure]:
        hand = sort_hand(self.hand, self.trump)
        return [hand_figure(hand, self.trump, "The hand, trumps marked", self.trumps)]

    def _rule(self) -> str:
        if self.trump is Trump.NO_TRUMP:
            return "With no trump there are no trumps at all."
        if self.trump is Trump.DOUBLES:
            return "With doubles as trump, the seven doubles are the trumps."
        n = int(self.trump.value)
        return f"With {n}s as trump, every tile that shows a {n} is a trump."

    def choices(self) -> Choices:
        return Choices(
            "some", tile_options(self.hand), "Click every trump in the hand, then Check."
        )

    def _check(self, answer: Any) -> Feedback:
        said = read_tiles(answer)
        if set(said) == set(self.trumps):
            listed = join(self.trumps) or "none"
            return right(f"Right: the trumps are {listed}.", [self._rule()], self._picture())
        why = []
        for tile in said:
            if tile in self.trumps:
                continue
            if tile not in self.hand:
                why.append(not_in_play(tile, self.tiles) or f"{tile} is not in this hand.")
            else:
                why.append(_not_member(tile, TRUMP, self.trump, self.tiles))
        missed = [t for t in self.trumps if t not in said]
        if missed:
            why.append(f"You left out {plural(len(missed), 'trump')} of this hand.")
        return wrong("Not quite: those are not the trumps of this hand.", why)

    def hint(self) -> list[str]:
        return [self._rule()]

    def _solve(self) -> tuple[str, list[str], list[Figure]]:
        return f"the trumps are {join(self.trumps) or 'none'}.", [self._rule()], self._picture()


class WhichPlays(Exercise):
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
        self.legal = legal_plays(self.hand, self.trick, self.trump)

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
        return explain_play(self.hand, self.trick, self.trump, tile).text

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
        ruling = explain_play(self.hand, self.trick, self.trump, tile)
        lead = ruling.lead
        assert lead is not None
        if lead.suit == TRUMP:
            return (
                f"You may not play {tile}: {lead.tile} leads trumps, you hold a trump, and a "
                "player who can follow must."
            )
        tail = ""
        if tile.has(lead.suit) and self.trump.is_trump(tile):
            tail = f" {tile} is a trump ({self.trump.describe()}), not a tile of suit {lead.suit}."
        return (
            f"You may not play {tile}: {lead.tile} leads suit {lead.suit}, you hold a tile of "
            f"suit {lead.suit}, and a player who can follow must.{tail}"
        )

    def choices(self) -> Choices:
        return Choices(
            "some", tile_options(self.hand), "Click every tile you may play, then Check."
        )

    def _check(self, answer: Any) -> Feedback:
        said = read_tiles(answer)
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


class WhichWins(Exercise):
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

    def _check(self, answer: Any) -> Feedback:
        said = read_tile(answer)
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


__all__ = [
    "LedSuitQuiz",
    "SuitQuiz",
    "SuitsOfQuiz",
    "WhichPlays",
    "WhichTrumps",
    "WhichWins",
    "membership",
    "rank_rule",
    "suit_order",
]
