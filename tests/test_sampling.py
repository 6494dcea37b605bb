"""Guessing hidden tiles from one seat's view: every sample is consistent with what it saw."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st
from support import VARIANTS, play_deal, random_position

from moon_nb.dev.tournament import rotations, wilson
from moon_nb.players.hidden.sampling import HIDDEN, Knowledge


@given(st.integers(0, 10**6), st.sampled_from(VARIANTS), st.integers(0, 10**6))
def test_samples_respect_counts_seen_tiles_and_voids(seed, rules, policy):
    g = random_position(seed, rules, policy, 80)
    if g is None:
        return
    seat = g.to_act
    k = Knowledge.read(g.observe(seat))
    deal = k.sample(random.Random(policy))
    assert deal is not None
    # The real deal is one consistent deal, so the facts must hold for it too.
    for other in range(rules.players):
        if other != seat:
            assert len(deal[other]) == len(g.hand(other))
            assert all(k.may_hold(other, t) for t in g.hand(other))
            assert all(k.may_hold(other, t) for t in deal[other])
    placed = [t for tiles in deal.values() for t in tiles]
    assert sorted(placed, key=str) == sorted(k.unseen, key=str)
    assert not set(placed) & set(g.hand(seat))
    hidden = len(deal.get(HIDDEN, []))
    knows_widow = g.bidder == seat and g.view(seat)["widow"]["taken"] if rules.has_widow else True
    assert hidden == (0 if knows_widow else 1)


def test_a_seat_that_failed_to_follow_is_known_void():
    g = play_deal()
    # 6s are trump, so seat 1's 6-1 is a trump: seat 1 has no 1s and plays 2-2 on 1-1.
    for a in ["bid 4", "pass", "pass", "discard 0-0", "trump 6", "play 1-1", "play 2-2"]:
        g.apply(a)
    k = Knowledge.read(g.observe(0))
    assert k.voids[1] == {1} and k.voids[2] == set()
    rng = random.Random(0)
    for _ in range(50):
        deal = k.sample(rng)
        assert {"5-1", "4-1", "3-1"} <= {str(t) for t in deal[2]}
        assert HIDDEN not in deal  # seat 0 made the discard itself: nothing is hidden


def test_wilson_interval_and_rotations():
    lo, hi = wilson(50, 100)
    assert 0.40 < lo < 0.5 < hi < 0.60
    assert wilson(0, 0) == (0.0, 1.0)
    assert rotations(["a", "b", "c"]) == [("a", "b", "c"), ("b", "c", "a"), ("c", "a", "b")]
