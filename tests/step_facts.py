"""What the guided path's claim checkers know of a position (`tests/step_claims.py`): the text
read (`Said`) with the position it is read at, and the facts of that position the engine gives —
the tiles still out (the others' hands), who plays after the learner, who can beat a tile, the
tricks left and needed, and what became of the learner's move once the others replied.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from moon_nb.engine.actions import Action
from moon_nb.engine.game import Game, IllegalActionError
from moon_nb.engine.options import TRICKS_PER_HAND
from moon_nb.engine.scoring import HandResult, tricks_needed
from moon_nb.engine.tiles import TILE_BY_INDEX, Tile
from moon_nb.engine.tricks import is_trump, trick_winner
from moon_nb.engine.trump import Trump
from moon_nb.path.attempt import Attempt
from moon_nb.path.goals import after
from moon_nb.path.step import LEARNER, Step

SUITS = {
    "blank": 0, "blanks": 0, "one": 1, "ones": 1, "two": 2, "twos": 2, "three": 3, "threes": 3,
    "four": 4, "fours": 4, "five": 5, "fives": 5, "six": 6, "sixes": 6,
}  # fmt: skip
"""A suit as a text names it: "a five", "sixes"."""
NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8}


def number(word: str) -> int:
    return int(word) if word.isdigit() else NUMBERS[word.lower()]


@dataclass(frozen=True)
class Said:
    """One text a learner reads: what kind, the step, the position it is read at (``game``,
    the learner to act), and for a verdict the move judged, its outcome and the moves that
    were right there (kept or reached)."""

    kind: str
    text: str
    step: Step
    game: Game
    action: Action | None = None
    outcome: str = ""
    right: tuple[Action, ...] = ()

    @cached_property
    def later(self) -> Game:
        """The position after the move (the position itself for a text about no move)."""
        if self.action is None:
            return self.game
        try:
            return after(self.game, self.action)
        except IllegalActionError:
            return self.game

    @cached_property
    def replied(self) -> Game:
        """The position after the move and the others' replies, as the step plays them: until
        the learner is to act again or the hand is over."""
        attempt = Attempt(self.step)
        attempt.game = self.later.copy()
        while attempt.waiting() and attempt.game.hands_played == self.game.hands_played:
            attempt.game.apply(attempt.reply())
        return attempt.game

    @cached_property
    def finished(self) -> tuple[list[Tile], Tile] | None:
        """The trick the learner's tile went to, once the others replied: its tiles in play
        order and the winning tile (None when no tile was played or the trick is not over)."""
        tile = self.action.tile if self.action is not None else None
        if tile is None:
            return None
        game = self.replied
        last = game.engine.last
        hand = last.tricks if game.hands_played > self.game.hands_played and last else ()
        for trick in [*hand, *game.engine.tricks]:
            tiles = [TILE_BY_INDEX[i] for i in trick.tiles]
            if tile in tiles:
                return tiles, tiles[(trick.winner - trick.leader) % len(tiles)]
        return None

    @property
    def result(self) -> HandResult | None:
        """The hand's result once the move and the replies ended it."""
        ended = self.replied.hands_played > self.game.hands_played
        return self.replied.last_hand if ended else None


# --- facts about a position, from the engine ---------------------------------------------------


def others(game: Game) -> list[Tile]:
    """The tiles still out: in the other seats' hands (the discard is out of play)."""
    return [t for s in range(game.rules.players) if s != LEARNER for t in game.hand(s)]


def trump_of(game: Game) -> Trump:
    assert game.trump is not None, "a claim about trump before trump is named"
    return game.trump


def table(game: Game) -> list[Tile]:
    return [t for _, t in game.trick]


def later_seats(game: Game) -> list[int]:
    """The seats that play after the learner in the trick being played."""
    played = {s for s, _ in game.trick} | {LEARNER}
    return [s for s in range(game.rules.players) if s not in played]


def beaten_by(game: Game, tile: Tile, seats: list[int] | None = None) -> list[Tile]:
    """The tiles held by ``seats`` (every other seat unless given) that would beat ``tile``
    played now on the trick on the table."""
    held = others(game) if seats is None else [t for s in seats for t in game.hand(s)]
    trick = [*table(game), tile]
    tiles = game.rules.tiles
    return [t for t in held if trick_winner([*trick, t], trump_of(game), tiles) == len(trick)]


def unbeatable(game: Game, tile: Tile) -> bool:
    """No tile still out beats ``tile`` when it is led."""
    return all(trick_winner([tile, t], trump_of(game), game.rules.tiles) == 0 for t in others(game))


def trumps_in(game: Game, tiles: list[Tile]) -> list[Tile]:
    return [t for t in tiles if is_trump(t, trump_of(game))]


def tricks_left(game: Game) -> int:
    return TRICKS_PER_HAND - len(game.engine.tricks)


def bidder_short(game: Game) -> int:
    """The tricks the bidder still needs for the contract."""
    assert game.bidder is not None and game.contract is not None
    return tricks_needed(game.contract) - game.tricks_won[game.bidder]


def learner_bids(game: Game) -> bool:
    return game.bidder == LEARNER


def trump_named(words: str) -> Trump:
    """The trump a text names: "sixes", "3s", "doubles", "nothing" or "no trump"."""
    word = words.lower()
    if word in ("doubles", "nothing", "no trump"):
        return Trump.DOUBLES if word == "doubles" else Trump.NO_TRUMP
    if word[0].isdigit():
        return Trump.of(int(word[0]))
    return Trump.of(SUITS[word])


def suit_named(words: str) -> int | str:
    """The suit a text names: "suit 4", "fours", "a four", "trumps"."""
    word = words.lower().removeprefix("suit ")
    if word in ("trump", "trumps"):
        return "trump"
    return int(word) if word.isdigit() else SUITS[word]
