"""Every verdict the suit exercises give a wrong answer is true (notebooks 2 and 4).

Each exercise is asked for every tile and every trump, and answered every wrong way a learner
can click (every set of suits, every set of tiles, the right tiles out of order, every count).
Each sentence of the verdict (headline and reasons) must be one of the sentences below, and
what it says is checked with the engine (`moon_nb.engine.tricks`), not with the exercise: a
sentence nobody checks is a test failure, so a new wording has to come with its claim.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator, Sequence
from itertools import chain, combinations
from typing import Any

import pytest

from moon_nb.engine.options import Rules
from moon_nb.engine.tiles import DOUBLE_SIX, MOON_TILES, Tile
from moon_nb.engine.tricks import TRUMP, LedSuit, explain_lead, follows, rank, suit_members
from moon_nb.engine.trump import Trump
from moon_nb.exercises.counts import SuitSizeQuiz
from moon_nb.exercises.feedback import Feedback
from moon_nb.lessons import LedSuitQuiz, SuitQuiz, SuitsOfQuiz, WhichTrumps

TRUMPS = list(Trump)
SUITS: list[LedSuit] = [*range(7), TRUMP]
T = r"(\d-\d)"
SUIT = r"(suit \d|the trump suit)"


def _suit(words: str) -> LedSuit:
    return TRUMP if words == "the trump suit" else int(words.removeprefix("suit "))


def _suits(words: str) -> list[LedSuit]:
    return [_suit(w) for w in words.split(" and ")]


def _belongs(tile: Tile, suit: LedSuit, trump: Trump) -> bool:
    return follows(tile, suit, trump)


def _subsets(items: Sequence[Any]) -> Iterator[tuple[Any, ...]]:
    return chain.from_iterable(combinations(items, k) for k in range(len(items) + 1))


Claim = Callable[..., bool]


def _sentences(feedback: Feedback) -> list[str]:
    return [feedback.headline, *feedback.reasons]


def _check(feedback: Feedback, claims: dict[str, Claim], where: str) -> None:
    """Each sentence of a wrong verdict matches one claim, and the claim holds."""
    assert not feedback.correct, where
    for sentence in _sentences(feedback):
        for pattern, claim in claims.items():
            match = re.fullmatch(pattern, sentence)
            if match:
                assert claim(*match.groups()), f"{where}: false: {sentence!r}"
                break
        else:
            raise AssertionError(f"{where}: no claim checks {sentence!r}")


def _not_in_play(tiles: Iterable[Tile]) -> dict[str, Claim]:
    in_play = set(tiles)
    return {
        rf"{T} is not in play: this game has (\d+) tiles, .*\.": lambda t, n: (
            Tile.parse(t) not in in_play and int(n) == len(in_play)
        ),
    }


def _trump_words(trump: Trump) -> dict[str, Claim]:
    d = re.escape(trump.describe())
    return {
        rf"{T} is not a trump: {d}\.": lambda t: not trump.is_trump(Tile.parse(t)),
    }


@pytest.mark.parametrize("trump", TRUMPS, ids=str)
def test_suits_of_a_tile_every_wrong_answer(trump: Trump) -> None:
    """`SuitsOfQuiz`: naming only some of a tile's suits is told it is incomplete, never that
    the tile does not belong to a suit it does belong to."""
    d = re.escape(trump.describe())
    for tile in DOUBLE_SIX:
        quiz = SuitsOfQuiz(tile, trump)
        truth = {s for s in SUITS if _belongs(tile, s, trump)}
        claims: dict[str, Claim] = {
            rf"Not quite: {T} does not belong to ((?:{SUIT})(?: and {SUIT})*)\.": lambda t, s, *_: (
                all(not _belongs(Tile.parse(t), x, trump) for x in _suits(s))
            ),
            rf"Not quite: {T} belongs to ((?:{SUIT})(?: and {SUIT})*), but that is not all\.": (
                lambda t, s, *_, truth=truth: (
                    all(_belongs(Tile.parse(t), x, trump) for x in _suits(s))
                    and len(_suits(s)) < len(truth)
                )
            ),
            r"Not quite: you named no suit\.": lambda: True,
            r"You named no suit: every tile belongs to at least one\.": lambda truth=truth: bool(
                truth
            ),
            **_trump_words(trump),
            rf"{T} does not show a (\d), so it is not in suit \2\.": lambda t, n: (
                not Tile.parse(t).has(int(n))
            ),
            rf"{T} shows a (\d), but it is a trump \({d}\), and a trump belongs to the trump "
            r"suit only\.": lambda t, n: (
                Tile.parse(t).has(int(n)) and trump.is_trump(Tile.parse(t))
            ),
            rf"{T} belongs to (\d+) suits? you did not name\.": lambda t, n: True,
        }
        for said in _subsets(SUITS):
            if set(said) == truth:
                continue
            feedback = quiz.verdict(list(said))
            where = f"{tile} ({trump.describe()}), answer {list(said)}"
            missed = len(truth - set(said))
            claims[rf"{T} belongs to (\d+) suits? you did not name\."] = lambda t, n, m=missed: (
                int(n) == m > 0
            )
            _check(feedback, claims, where)


def test_the_notebooks_exercise_answered_five() -> None:
    """Notebook 2, exercise 1: [5] for 5-3 is half the answer, and the verdict says so."""
    feedback = SuitsOfQuiz("5-3").verdict([5])
    assert feedback.headline == "Not quite: 5-3 belongs to suit 5, but that is not all."
    assert "5-3 belongs to 1 suit you did not name." in feedback.reasons
    assert "suit 3" not in " ".join(_sentences(feedback)), "the verdict names the answer"


@pytest.mark.parametrize("trump", TRUMPS, ids=str)
def test_the_led_suit_every_wrong_answer(trump: Trump) -> None:
    d = re.escape(trump.describe())
    for tile in DOUBLE_SIX:
        quiz = LedSuitQuiz(tile, trump)
        led = explain_lead(tile, trump).suit
        claims: dict[str, Claim] = {
            rf"Not quite: {T} does not lead (suit \d|trumps)\.": lambda t, s, led=led: (
                (TRUMP if s == "trumps" else int(s[-1])) != led
            ),
            **_trump_words(trump),
            rf"{T} does not show a (\d) at all\.": lambda t, n: not Tile.parse(t).has(int(n)),
            rf"{T} shows a (\d), but it is a trump \({d}\), and a trump belongs to no number "
            r"suit\.": lambda t, n: Tile.parse(t).has(int(n)) and trump.is_trump(Tile.parse(t)),
            rf"{T} shows a (\d) too, but a tile that is not a trump leads its higher number\.": (
                lambda t, n: (
                    Tile.parse(t).has(int(n))
                    and not trump.is_trump(Tile.parse(t))
                    and int(n) < Tile.parse(t).high
                )
            ),
        }
        for said in SUITS:
            if said != led:
                _check(quiz.verdict(said), claims, f"{tile} ({trump.describe()}), {said}")


def _suit_claims(suit: LedSuit, trump: Trump, tiles: Sequence[Tile]) -> dict[str, Claim]:
    members = suit_members(suit, trump, tiles)
    d = re.escape(trump.describe())
    return {
        r"Not quite: those are not (the trumps|the tiles of suit \d), highest first\.": (
            lambda _: True  # the answer is wrong: `_check` asserts it
        ),
        **_not_in_play(tiles),
        **_trump_words(trump),
        rf"{T} does not show a (\d)\.": lambda t, n: (
            int(n) == suit and not Tile.parse(t).has(int(n))
        ),
        rf"{T} is a double, and doubles are trump: it has left suit (\d)\.": lambda t, n: (
            Tile.parse(t).is_double and trump is Trump.DOUBLES and Tile.parse(t).has(int(n))
        ),
        rf"{T} is a trump \({d}\), so it belongs to the trump suit only\.": lambda t: (
            trump.is_trump(Tile.parse(t))
        ),
        r"You left out (\d+) (?:trumps?|tiles? of suit \d)\.": lambda n: True,
        rf"You have the right tiles, but not in the right order: you put {T} above {T}, and "
        r"\2 ranks higher\.": lambda a, b: (
            members.index(Tile.parse(b)) < members.index(Tile.parse(a))
        ),
    }


def _orders(members: Sequence[Tile]) -> list[list[Tile]]:
    """Wrong orders of the right tiles: every swap of two, and the whole suit reversed."""
    out = [list(members[::-1])]
    for i, j in combinations(range(len(members)), 2):
        swapped = list(members)
        swapped[i], swapped[j] = swapped[j], swapped[i]
        out.append(swapped)
    return out


@pytest.mark.parametrize("trump", TRUMPS, ids=str)
def test_a_suit_in_order_every_wrong_answer(trump: Trump) -> None:
    """`SuitQuiz`: every set of the tiles that show the suit's number (for the trumps, every
    one or two tiles), tiles out of play among them, in rank order; and the right tiles in
    wrong orders."""
    for rules in (Rules(), Rules(players=4)):
        tiles = rules.tiles
        for suit in SUITS:
            if suit == TRUMP and trump is Trump.NO_TRUMP:
                continue
            quiz = SuitQuiz(suit, trump, rules)
            members = suit_members(suit, trump, tiles)
            pool = [t for t in DOUBLE_SIX if t.has(int(suit))] if suit != TRUMP else DOUBLE_SIX
            offered = sorted(pool, key=lambda t: -rank(t, suit, trump) * 100 - t.index)
            claims = _suit_claims(suit, trump, tiles)
            if suit == TRUMP:
                picks = chain.from_iterable(combinations(offered, k) for k in range(3))
            else:
                picks = _subsets(offered)
            answers = [list(s) for s in picks]
            answers += _orders(members)
            for said in answers:
                if said == list(members):
                    continue
                missing = len([t for t in members if t not in said])
                what = r"(?:trumps?|tiles? of suit \d)"
                claims[rf"You left out (\d+) {what}\."] = lambda n, m=missing: int(n) == m > 0
                where = f"{suit} ({trump.describe()}, {len(tiles)} tiles), answer {said}"
                _check(quiz.verdict([str(t) for t in said]), claims, where)


@pytest.mark.parametrize("trump", TRUMPS, ids=str)
def test_a_suit_counted_every_wrong_answer(trump: Trump) -> None:
    for rules in (Rules(), Rules(players=4)):
        for suit in SUITS:
            if suit == TRUMP and trump is Trump.NO_TRUMP:
                continue
            quiz = SuitSizeQuiz(suit, trump, rules)
            n = len(suit_members(suit, trump, rules.tiles))
            full = len(suit_members(suit, trump, DOUBLE_SIX))
            claims: dict[str, Claim] = {
                r"Not quite: not (\d+) (?:trumps|tiles of suit \d)\.": lambda k, n=n: int(k) != n,
                r"There are more than (\d+)\.": lambda k, n=n: n > int(k),
                r"There are fewer than (\d+)\.": lambda k, n=n: n < int(k),
                r"(\d+) is the count in a full double-six set of 28 tiles\.": lambda k, full=full: (
                    int(k) == full
                ),
            }
            for said in range(29):
                if said != n:
                    _check(quiz.verdict(said), claims, f"{suit} ({trump}), {said}")


HANDS = (
    ["6-6", "6-4", "5-4", "4-4", "3-3", "4-1", "2-1"],
    ["5-5", "6-5", "5-3", "3-2", "2-2", "1-1", "0-0"],
    ["6-0", "5-0", "4-4", "3-1", "2-0", "1-0", "0-0"],
)


@pytest.mark.parametrize("trump", TRUMPS, ids=str)
def test_the_trumps_of_a_hand_every_wrong_answer(trump: Trump) -> None:
    for hand in HANDS:
        quiz = WhichTrumps(hand, trump)
        tiles = [Tile.parse(t) for t in hand]
        trumps = {t for t in tiles if trump.is_trump(t)}
        in_play = MOON_TILES if set(tiles) <= set(MOON_TILES) else DOUBLE_SIX
        stranger = [t for t in DOUBLE_SIX if t not in tiles][:3]
        for said in _subsets(tiles + stranger):
            if set(said) == trumps:
                continue
            missed = len(trumps - set(said))
            claims: dict[str, Claim] = {
                r"Not quite: those are not the trumps of this hand\.": lambda: True,
                **_not_in_play(in_play),
                **_trump_words(trump),
                rf"{T} is not in this hand\.": lambda t, tiles=tiles: Tile.parse(t) not in tiles,
                r"You left out (\d+) trumps? of this hand\.": lambda k, m=missed: int(k) == m > 0,
            }
            where = f"{hand} ({trump.describe()}), answer {[str(t) for t in said]}"
            _check(quiz.verdict([str(t) for t in said]), claims, where)
