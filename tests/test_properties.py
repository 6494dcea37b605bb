"""Invariants checked by hypothesis over random games of every variant."""

from __future__ import annotations

import json
import random
import re

from hypothesis import given
from hypothesis import strategies as st
from support import VARIANTS, allowed_tiles, random_step

from moon_nb import Game, IllegalActionError, Rules, show
from moon_nb.engine.actions import ACTIONS
from moon_nb.engine.fast import Phase
from moon_nb.engine.observation import Observation
from moon_nb.engine.scoring import score_hand
from moon_nb.engine.tiles import TILE_BY_INDEX, mask_of
from moon_nb.engine.tricks import follows, is_trump, led_suit

games = st.tuples(st.integers(0, 2**32), st.sampled_from(VARIANTS), st.integers(0, 2**32))
TILE_TEXT = re.compile(r"\b[0-6]-[0-6]\b")


def _tiles_out(engine) -> int:
    """Every tile accounted for: hands, tricks, the current trick, widow, discard."""
    played = 0
    for _, tiles, _ in engine.tricks:
        for i in tiles:
            played |= 1 << i
    for i in engine.trick:
        played |= 1 << i
    return played


@given(games)
def test_tiles_are_conserved_and_each_seat_plays_seven(case):
    seed, rules, policy = case
    g, rng = Game(seed=seed, rules=rules), random.Random(policy)
    full = mask_of(rules.tiles)
    for _ in range(120):
        if g.winner is not None:
            break
        e = g.engine
        parts = [*e.hands, _tiles_out(e)]
        if not e.widow_taken:
            parts.append(e.widow)
        parts.append(e.discard)
        union = 0
        for p in parts:
            assert union & p == 0, "a tile is in two places"
            union |= p
        assert union == full
        if e.phase is Phase.PLAY:  # the bidder's 8th tile went to the discard
            counts = [h.bit_count() for h in e.hands]
            played = [0] * e.n
            for leader, tiles, _ in e.tricks:
                for k in range(len(tiles)):
                    played[(leader + k) % e.n] += 1
            for k in range(len(e.trick)):
                played[(e.leader + k) % e.n] += 1
            assert [c + p for c, p in zip(counts, played, strict=True)] == [7] * e.n
        random_step(g, rng)


@given(games)
def test_legal_set_never_empty_and_winners_follow_or_trump(case):
    seed, rules, policy = case
    g, rng = Game(seed=seed, rules=rules), random.Random(policy)
    seen_hands = 0
    for _ in range(200):
        if g.winner is not None:
            assert g.legal_actions() == []
            break
        assert g.legal_actions()
        random_step(g, rng)
        e = g.engine
        last = e.last
        if last is not None and g.engine.hand_no > seen_hands:
            seen_hands = e.hand_no
            trump = last.trump
            assert len(last.tricks) == 7
            for leader, tiles, winner_seat in last.tricks:
                led = led_suit(TILE_BY_INDEX[tiles[0]], trump)
                win_tile = TILE_BY_INDEX[tiles[(winner_seat - leader) % e.n]]
                assert follows(win_tile, led, trump) or is_trump(win_tile, trump)


@given(games)
def test_scores_follow_the_formula(case):
    seed, rules, policy = case
    g, rng = Game(seed=seed, rules=rules), random.Random(policy)
    scores, hands = g.scores, 0
    for _ in range(300):
        if g.winner is not None:
            break
        random_step(g, rng)
        if g.engine.hand_no > hands:
            hands = g.engine.hand_no
            last = g.last_hand
            expected = score_hand(rules, last.bidder, last.bid, last.tricks).changes
            assert [a - b for a, b in zip(g.scores, scores, strict=True)] == list(expected)
            scores = g.scores


@given(games)
def test_replay_reproduces(case):
    seed, rules, policy = case
    g, rng = Game(seed=seed, rules=rules), random.Random(policy)
    for _ in range(rng.randrange(1, 150)):
        if g.winner is not None:
            break
        random_step(g, rng)
    again = Game.from_record(json.loads(json.dumps(g.record())))
    for s in range(rules.players):
        assert again.view(s) == g.view(s)
        assert again.hand(s) == g.hand(s)
    assert again.scores == g.scores


@given(games)
def test_views_never_contain_hidden_tiles(case):
    seed, rules, policy = case
    g, rng = Game(seed=seed, rules=rules), random.Random(policy)
    ever: list[set[str]] = [set() for _ in range(rules.players)]
    for step in range(rng.randrange(1, 120)):
        if g.winner is not None:
            break
        random_step(g, rng)
        for seat in range(rules.players):
            allowed = allowed_tiles(g, seat)
            ever[seat] |= allowed
            shown = set(TILE_TEXT.findall(json.dumps(g.view(seat))))
            assert shown <= allowed, (seat, shown - allowed)
            if step % 10 == 0:  # the event log tells the story of the whole game so far
                story = set(TILE_TEXT.findall(json.dumps(show.timeline(g, seat, scenes=False))))
                assert story <= ever[seat], (seat, story - ever[seat])


def _observed_tiles(seen: Observation) -> set[str]:
    """Every tile an observation places: the seat's hand, the widow and discard it knows, the
    tiles on the table and in this and the last hand's tricks, its legal actions. (``unseen``
    only lists what the seat has not seen, not where it is.)"""
    tiles = set(seen.hand) | {p.tile for p in seen.trick}
    tiles |= {t for trick in seen.tricks for t in trick.tiles}
    tiles |= {a.tile for a in seen.legal if a.tile is not None}
    tiles |= {t for t in (seen.widow, seen.discard) if t is not None}
    return {str(t) for t in tiles}


@given(games)
def test_observations_and_timeline_scenes_never_contain_hidden_tiles(case):
    seed, rules, policy = case
    g, rng = Game(seed=seed, rules=rules), random.Random(policy)
    for _ in range(rng.randrange(1, 120)):
        if g.winner is not None:
            break
        before = [allowed_tiles(g, seat) for seat in range(rules.players)]
        random_step(g, rng)
        for seat in range(rules.players):
            allowed = allowed_tiles(g, seat)
            assert _observed_tiles(g.observe(seat)) <= allowed, seat
            # The moments of the last action lie between the state before it and after it.
            moments = json.dumps(show.timeline(g, seat, since=len(g.actions) - 1))
            shown = set(TILE_TEXT.findall(moments))
            assert shown <= allowed | before[seat], (seat, shown - allowed - before[seat])


@given(games, st.lists(st.sampled_from([str(a) for a in ACTIONS]), min_size=1, max_size=5))
def test_illegal_actions_never_change_state(case, attempts):
    seed, rules, policy = case
    g, rng = Game(seed=seed, rules=rules), random.Random(policy)
    for _ in range(rng.randrange(0, 60)):
        if g.winner is not None:
            break
        random_step(g, rng)
    for attempt in attempts:
        if attempt in g.legal_actions():
            continue
        before = (json.dumps(g.record()), [json.dumps(g.view(s)) for s in range(rules.players)])
        try:
            g.apply(attempt)
        except IllegalActionError as exc:
            assert str(exc)
        else:
            raise AssertionError(f"{attempt!r} was accepted but is not legal")
        after = (json.dumps(g.record()), [json.dumps(g.view(s)) for s in range(rules.players)])
        assert after == before


@given(st.text(max_size=30))
def test_garbage_strings_are_refused_cleanly(text):
    g = Game(seed=1, rules=Rules())
    if text in g.legal_actions():
        return
    before = json.dumps(g.record())
    try:
        g.apply(text)
    except IllegalActionError:
        pass
    else:
        assert g.actions  # a lenient spelling of a legal action was accepted
        return
    assert json.dumps(g.record()) == before
