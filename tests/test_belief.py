"""The one model of the hidden tiles (`moon_nb.players.hidden`): every deal it draws keeps what
the seat knows for certain, and the table's calls, trump and discard make the hands that explain
them likelier — by the score too."""

from __future__ import annotations

import random
import statistics

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from support import VARIANTS, random_position

from moon_nb import Game, Rules
from moon_nb.engine.masks import TRUMPS
from moon_nb.engine.tiles import Tile, mask_of
from moon_nb.engine.trump import Trump
from moon_nb.players.hidden import HIDDEN, Belief, ImpossibleHistory, Knowledge
from moon_nb.players.hidden.likelihood import HABITS, CallClue, features
from moon_nb.review.seen import NotSetUp, Seen, stand_in

IN_PLAY = mask_of(Rules().tiles)


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**6), st.sampled_from(VARIANTS), st.integers(0, 10**6))
def test_every_deal_drawn_keeps_the_hard_facts(seed, rules, policy):
    g = random_position(seed, rules, policy, 60)
    if g is None:
        return
    seat = g.to_act
    seen = g.observe(seat)
    belief = Belief.read(seen)
    k = belief.knowledge
    for deal in belief.deals(6, seed=policy):
        for other in range(rules.players):
            if other != seat:
                assert len(deal[other]) == len(g.hand(other))
                assert all(k.may_hold(other, t) for t in deal[other])
        placed = [t for tiles in deal.values() for t in tiles]
        assert sorted(placed, key=str) == sorted(k.unseen, key=str)


def _first_play(actions: list[str], seed: int = 11) -> Game:
    game = Game(seed=seed, first_bidder=0)
    for a in actions:
        game.apply(a)
    return game


def test_the_same_seed_draws_the_same_deals_and_another_seed_others() -> None:
    game = _first_play(["bid 5", "pass", "pass"])
    belief = Belief.read(game.observe(1))
    assert belief.deals(12, seed=3) == belief.deals(12, seed=3)
    assert belief.deals(12, seed=3) != belief.deals(12, seed=4)
    assert belief.deals(5, seed=3) == belief.deals(12, seed=3)[:5]


def _bidder_features(game: Game, seat: int, index: int, deals: int = 60) -> tuple[float, float]:
    """Over deals drawn for ``seat`` and deals dealt at random: the mean of the bidder's
    `features` ``index`` (1: the rule-of-thumb count)."""
    seen = game.observe(seat)
    belief = Belief.read(seen)
    bidder = seen.bidder if seen.bidder is not None else seen.high_bidder
    assert bidder is not None
    drawn = belief.deals(deals, seed=1)
    rng = random.Random(1)
    dealt = [belief.knowledge.sample(rng) for _ in range(deals)]

    def mean(found: list) -> float:
        return statistics.mean(features(mask_of(d[bidder]), IN_PLAY)[index] for d in found)

    return mean(drawn), mean(dealt)


def test_a_bid_of_21_is_read_as_a_hand_that_takes_every_trick() -> None:
    game = Game(seed=5, first_bidder=0)
    game.apply("bid 21")
    drawn, dealt = _bidder_features(game, 1, 1)
    assert drawn > dealt + 1, (drawn, dealt)


def test_a_pass_is_read_as_a_weaker_hand_than_a_bid() -> None:
    passed = Game(seed=5, first_bidder=0)
    passed.apply("pass")
    bid = Game(seed=5, first_bidder=0)
    bid.apply("bid 5")
    seen_pass = Belief.read(passed.observe(1)).deals(60, seed=2)
    seen_bid = Belief.read(bid.observe(1)).deals(60, seed=2)

    def mean(found: list) -> float:
        return statistics.mean(features(mask_of(d[0]), IN_PLAY)[1] for d in found)

    assert mean(seen_bid) > mean(seen_pass) + 0.5


def test_trump_named_is_read_as_trumps_held() -> None:
    game = Game(seed=8, first_bidder=0)
    game.apply("bid 5")
    game.apply("pass")
    game.apply("pass")
    seen = game.observe(0)
    discard = seen.hand[0]
    game.apply(f"discard {discard}")
    game.apply("trump 3")
    belief = Belief.read(game.observe(1))
    threes = TRUMPS[Trump.of(3).index]
    drawn = statistics.mean((mask_of(d[0]) & threes).bit_count() for d in belief.deals(60, 1))
    rng = random.Random(1)
    dealt = statistics.mean(
        (mask_of(belief.knowledge.sample(rng)[0]) & threes).bit_count() for _ in range(60)
    )
    assert drawn > dealt + 1, (drawn, dealt)


def test_a_call_is_read_with_the_scores_at_that_moment() -> None:
    """A seat at 17, whom a made 4 takes to 21, passes a hand of middling strength far less
    often than a seat at 0; over a rival's bid of 5 that would take the rival to 21, a seat
    outbids it far more often than over a rival at 0."""
    rules = Rules()
    middling = features(
        mask_of([Tile.parse(t) for t in "6-6 6-1 5-2 4-3 3-1 2-1 4-1".split()]), IN_PLAY
    )
    habits = HABITS[3]
    at_zero = CallClue.at(rules, 0, (0, 0, 0), [], 0).chance(middling, habits)
    at_17 = CallClue.at(rules, 0, (17, 0, 0), [], 0).chance(middling, habits)
    assert at_zero > 3 * at_17, (at_zero, at_17)
    over_0 = CallClue.at(rules, 0, (0, 0, 0), [5], 0).chance(middling, habits)
    over_16 = CallClue.at(rules, 0, (16, 0, 0), [5], 0).chance(middling, habits)
    assert over_0 > 1.5 * over_16, (over_0, over_16)


def test_the_chances_of_each_call_add_up_to_one() -> None:
    rules = Rules()
    for before in ([], [5], [0, 0], [4, 0]):
        options = CallClue.at(rules, 0, (3, 9, 12), before, 0).options
        for hand in ("6-6 6-5 6-4 5-5 4-4 3-3 2-2", "6-1 5-2 4-3 3-1 2-1 5-3 4-1"):
            seen = features(mask_of([Tile.parse(t) for t in hand.split()]), IN_PLAY)
            total = sum(
                CallClue.at(rules, 0, (3, 9, 12), before, c).chance(seen, HABITS[3])
                for c in options
            )
            assert total == pytest.approx(1.0)


def test_a_deal_that_explains_the_calls_weighs_more_than_one_that_does_not() -> None:
    # Deal 17: seat 0 holds 0-0 2-1 2-2 3-2 3-3 5-5 6-2 (2s as trump: a moon hand), seat 2
    # 4-1 4-2 5-1 5-3 6-3 6-4 6-6. Seat 0 bids 21: the deal as it is explains that far better
    # than the same deal with seats 0 and 2 swapped.
    game = Game(seed=17, first_bidder=0)
    game.apply("bid 21")
    belief = Belief.read(game.observe(1))
    widow = [t for t in belief.knowledge.unseen if t not in game.hand(0) + game.hand(2)]
    true = {0: game.hand(0), 2: game.hand(2), HIDDEN: widow}
    swapped = {0: game.hand(2), 2: game.hand(0), HIDDEN: widow}
    assert belief.weight(true) > 100 * belief.weight(swapped)
    assert 0 < belief.weight(true) <= 1


def test_a_history_no_deal_fits_is_refused_saying_what_does_not_fit() -> None:
    rules = Rules()
    unseen = tuple(rules.tiles[:8])
    # Seat 1 must hold 7 tiles and has shown it holds no 6s, 5s, 4s, 3s, 2s, 1s or trumps.
    voids = {1: frozenset({1, 2, 3, 4, 5, 6, "trump"}), 2: frozenset()}
    k = Knowledge(0, 3, rules, Trump.of(6), frozenset(), unseen, {1: 7, 2: 1}, voids)
    assert k.sample(random.Random(0)) is None
    said = k.contradiction()
    assert said.startswith("Seat 1 must hold 7") and "no deal fits" in said


def test_a_review_position_with_a_tile_held_and_played_is_refused() -> None:
    game = _first_play(["bid 5", "pass", "pass"])
    seen = Seen.of(game.observe(1))
    played = game.hand(1)[0]
    edited = Seen(**{**seen.__dict__, "played": ((2, played),)})
    with pytest.raises((NotSetUp, ImpossibleHistory)) as refused:
        stand_in(edited)
    assert str(played) in str(refused.value)
