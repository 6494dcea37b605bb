"""The double-dummy solver against a plain brute-force minimax built on `moon_nb.engine.tricks`."""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from moon_nb.engine.tiles import MOON_TILES, Tile, mask_of, tile_set
from moon_nb.engine.tricks import legal_plays, trick_winner
from moon_nb.engine.trump import Trump
from moon_nb.players.solver import (
    Search,
    bidder_tricks,
    can_make,
    can_make_masks,
    move_values,
    move_values_masks,
    solve_masks,
)
from moon_nb.players.solver_core import OutOfTime, trick_state
from moon_nb.players.solver_policy import rule_of_thumb

Hand = tuple[Tile, ...]


# --- the reference: minimax over every legal play, nothing clever -------------------------------


def brute_force(
    hands: Sequence[Sequence[Tile]],
    trump: Trump,
    bidder: int,
    leader: int,
    trick: Sequence[Tile] = (),
    counted: Sequence[int] | None = None,
    modelled: Sequence[int] = (),
) -> tuple[int, dict[Tile, int]]:
    """(bidder-side tricks from the current trick on, that value after each legal tile); with
    ``counted``, the tricks of those seats instead, everyone else playing against them; seats
    in ``modelled`` play the tile the rules of thumb pick (`moon_nb.players.solver_policy`)."""
    players = len(hands)
    dealt = tile_set(players)
    live = [0] * players
    rule = rule_of_thumb(trump.index, players, bidder, live)

    def ruled(hands: tuple[Hand, ...], leader: int, trick: Hand, seat: int) -> list[Tile]:
        legal = legal_plays(hands[seat], trick, trump, dealt)
        live[:] = [mask_of(h) for h in hands]
        if trick:
            code, best, win = trick_state(
                trump.index, leader, tuple(t.index for t in trick), players
            )
        else:
            code, best, win = -1, 0, seat
        last = len(trick) == players - 1
        bit = rule(seat, live[seat], mask_of(legal), code, best, win, last)
        return [t for t in legal if t.bit == bit]

    def bidder_side(seat: int) -> bool:
        if counted is not None:
            return seat in counted
        return seat % 2 == bidder % 2 if players == 4 else seat == bidder

    @cache
    def after(hands: tuple[Hand, ...], leader: int, trick: Hand, tile: Tile) -> int:
        seat = (leader + len(trick)) % players
        rest = tuple(
            tuple(t for t in h if t != tile) if s == seat else h for s, h in enumerate(hands)
        )
        played = (*trick, tile)
        if len(played) < players:
            return value(rest, leader, played)
        winner = (leader + trick_winner(played, trump, tile_set(players))) % players
        return int(bidder_side(winner)) + value(rest, winner, ())

    @cache
    def value(hands: tuple[Hand, ...], leader: int, trick: Hand) -> int:
        seat = (leader + len(trick)) % players
        if not hands[seat]:
            return 0
        tiles = (
            ruled(hands, leader, trick, seat)
            if seat in modelled
            else legal_plays(hands[seat], trick, trump, dealt)
        )
        results = [after(hands, leader, trick, t) for t in tiles]
        return max(results) if bidder_side(seat) else min(results)

    key = tuple(tuple(h) for h in hands)
    seat = (leader + len(trick)) % players
    moves = {
        t: after(key, leader, tuple(trick), t)
        for t in legal_plays(hands[seat], trick, trump, dealt)
    }
    return value(key, leader, tuple(trick)), moves


def random_position(
    rng: random.Random, players: int, trump: Trump, left: int, partial: bool = True
) -> tuple[list[list[Tile]], int, int, list[Tile]]:
    """A random deal of ``left`` tiles a seat, then (if ``partial``) a random legal start of
    the current trick. Returns (hands, bidder, leader, trick)."""
    dealt = tile_set(players)
    tiles = list(dealt)
    rng.shuffle(tiles)
    hands = [tiles[left * s : left * s + left] for s in range(players)]
    bidder, leader = rng.randrange(players), rng.randrange(players)
    trick: list[Tile] = []
    for k in range(rng.randrange(players) if partial else 0):
        seat = (leader + k) % players
        tile = rng.choice(legal_plays(hands[seat], trick, trump, dealt))
        hands[seat].remove(tile)
        trick.append(tile)
    return hands, bidder, leader, trick


def tricks_left(hands: Sequence[Sequence[Tile]], leader: int, trick: Sequence[Tile]) -> int:
    return len(hands[(leader + len(trick)) % len(hands)])


# --- agreement with brute force -----------------------------------------------------------------

CASES = range(270)  # 15 positions for each of the nine trumps with 3 and with 4 players


def case(seed: int) -> tuple[int, Trump, int]:
    """(players, trump, tricks left) for a seed: every trump with both table sizes; two to four
    tricks left (four-player positions mostly two or three, to keep brute force quick)."""
    players = 3 + seed % 2
    trump = Trump(seed // 2 % 9)
    left = (2, 3, 4)[seed // 18 % 3] if players == 3 else (2, 3, 3, 2, 3, 4)[seed // 18 % 6]
    if players == 4 and left == 4 and seed % 4 != 1:
        left = 3
    return players, trump, left


@pytest.mark.parametrize("seed", CASES)
def test_matches_brute_force(seed: int) -> None:
    players, trump, left = case(seed)
    rng = random.Random(seed)
    hands, bidder, leader, trick = random_position(rng, players, trump, left)
    want, want_moves = brute_force(hands, trump, bidder, leader, trick)

    got = bidder_tricks(hands, trump, bidder, leader, trick)
    assert got == want
    assert 0 <= got <= left

    moves = move_values(hands, trump, bidder, leader, trick)
    assert moves == want_moves
    seat = (leader + len(trick)) % players
    bidder_side = seat == bidder or (players == 4 and seat % 2 == bidder % 2)
    assert (max if bidder_side else min)(moves.values()) == got
    assert all(0 <= v <= left for v in moves.values())

    for need in range(-1, left + 2):
        assert can_make(hands, trump, bidder, leader, need, trick) == (want >= need)

    masks = [mask_of(h) for h in hands]
    indices = tuple(t.index for t in trick)
    assert solve_masks(masks, trump.index, bidder, leader, indices, players) == want
    assert move_values_masks(masks, trump.index, bidder, leader, indices) == {
        t.index: v for t, v in want_moves.items()
    }
    assert can_make_masks(masks, trump.index, bidder, leader, want, indices)
    assert not can_make_masks(masks, trump.index, bidder, leader, want + 1, indices)


@pytest.mark.parametrize("seed", range(0, 270, 3))
def test_counting_any_group_of_seats_matches_brute_force(seed: int) -> None:
    """One seat's own tricks against the other two (three players), or any group of seats:
    the same search, counting other seats."""
    players, trump, left = case(seed)
    rng = random.Random(seed + 1000)
    hands, bidder, leader, trick = random_position(rng, players, trump, left)
    counted = tuple(sorted(rng.sample(range(players), rng.choice((1, 1, 2)))))
    want, want_moves = brute_force(hands, trump, bidder, leader, trick, counted)
    masks = [mask_of(h) for h in hands]
    indices = tuple(t.index for t in trick)
    search = Search(trump.index, players, bidder, counted=counted)
    assert search.value(masks, leader, indices) == want
    assert search.move_values(masks, leader, indices) == {t.index: v for t, v in want_moves.items()}
    for need in range(0, left + 2):
        assert search.at_least(masks, leader, indices, need) == (want >= need)


@pytest.mark.parametrize("seed", range(1, 270, 2))
def test_a_modelled_partner_matches_brute_force(seed: int) -> None:
    """Four players, the partner of the seat to act plays by the rules of thumb: the search
    is exact for that partner."""
    _, trump, left = case(seed)
    rng = random.Random(seed + 2000)
    hands, bidder, leader, trick = random_position(rng, 4, trump, min(left, 3))
    seat = (leader + len(trick)) % 4
    partner = (seat + 2) % 4
    want, want_moves = brute_force(hands, trump, bidder, leader, trick, modelled=(partner,))
    masks = [mask_of(h) for h in hands]
    indices = tuple(t.index for t in trick)
    search = Search(trump.index, 4, bidder, modelled=(partner,))
    assert search.move_values(masks, leader, indices) == {t.index: v for t, v in want_moves.items()}
    assert search.value(masks, leader, indices) == want


def test_cases_cover_every_trump_and_size() -> None:
    seen = {(case(s)[0], case(s)[1], case(s)[2]) for s in CASES}
    assert {(p, t) for p, t, _ in seen} == {(p, t) for p in (3, 4) for t in Trump}
    assert {left for _, _, left in seen} == {2, 3, 4}


@settings(max_examples=60, deadline=None)
@given(
    players=st.sampled_from((3, 4)),
    trump=st.sampled_from(list(Trump)),
    left=st.integers(1, 3),
    seed=st.integers(0, 2**32 - 1),
)
def test_random_positions(players: int, trump: Trump, left: int, seed: int) -> None:
    hands, bidder, leader, trick = random_position(random.Random(seed), players, trump, left)
    want, want_moves = brute_force(hands, trump, bidder, leader, trick)
    assert bidder_tricks(hands, trump, bidder, leader, trick) == want
    assert move_values(hands, trump, bidder, leader, trick) == want_moves


# --- whole hands: the value holds along best play ----------------------------------------------


@pytest.mark.parametrize(("players", "seed"), [(3, 1), (3, 2), (3, 3), (4, 4), (4, 5)])
def test_value_is_kept_along_a_whole_hand(players: int, seed: int) -> None:
    """Seven tricks are too many for brute force; instead play a hand out. Each seat plays a
    best move most of the time and a random legal tile otherwise: a best move keeps the value,
    any other tile never helps the side that plays it."""
    rng = random.Random(seed)
    trump = Trump(seed % 9)
    hands, bidder, leader, trick = random_position(rng, players, trump, 7, partial=False)
    taken = 0
    dealt = tile_set(players)
    value = bidder_tricks(hands, trump, bidder, leader)
    while hands[(leader + len(trick)) % players]:
        seat = (leader + len(trick)) % players
        moves = move_values(hands, trump, bidder, leader, trick, tricks_taken=taken)
        assert set(moves) == set(legal_plays(hands[seat], trick, trump, dealt))
        ours = seat == bidder or (players == 4 and seat % 2 == bidder % 2)
        best = (max if ours else min)(moves.values())
        assert best == value
        tile = rng.choice(sorted(moves, key=str))
        if rng.random() < 0.6:
            tile = next(t for t, v in moves.items() if v == best)
        hands[seat].remove(tile)
        trick.append(tile)
        if len(trick) == players:
            leader = (leader + trick_winner(trick, trump, tile_set(players))) % players
            taken += leader == bidder or (players == 4 and leader % 2 == bidder % 2)
            trick = []
        new = bidder_tricks(hands, trump, bidder, leader, trick, tricks_taken=taken)
        assert new == moves[tile]
        assert new <= value if ours else new >= value
        value = new
    assert value == taken


def test_search_keeps_its_table_between_positions() -> None:
    rng = random.Random(7)
    for players in (3, 4):
        trump = Trump(players + 2)
        hands, bidder, leader, _ = random_position(rng, players, trump, 5, partial=False)
        masks = [mask_of(h) for h in hands]
        search = Search(trump.index, players, bidder)
        for tile, v in move_values_masks(masks, trump.index, bidder, leader).items():
            child = list(masks)
            child[leader] ^= 1 << tile
            assert search.value(child, leader, (tile,)) == v
            assert search.at_least(child, leader, (tile,), v)
            assert not search.at_least(child, leader, (tile,), v + 1)
        assert search.table
        search.clear()
        assert not search.table


def test_a_search_past_its_deadline_stops_and_a_later_one_is_still_exact() -> None:
    rng = random.Random(11)
    hands, bidder, leader, _ = random_position(rng, 4, Trump.NO_TRUMP, 7, partial=False)
    masks = [mask_of(h) for h in hands]
    search = Search(Trump.NO_TRUMP.index, 4, bidder, deadline=time.perf_counter() - 1)
    with pytest.raises(OutOfTime):
        search.value(masks, leader)
    # What the stopped search stored is sound: finishing with the same table gives the truth.
    search.deadline = None
    exact = Search(Trump.NO_TRUMP.index, 4, bidder).value(masks, leader)
    assert search.value(masks, leader) == exact


# --- small hands worked by hand -----------------------------------------------------------------


def test_examples() -> None:
    # No trump: 6-6 is the highest 6, and nobody can follow 5-5.
    hands = [["6-6", "5-5"], ["6-5", "4-4"], ["6-4", "3-3"]]
    assert bidder_tricks(hands, None, 0, 0) == 2
    assert bidder_tricks(hands, None, 1, 0) == 0
    # 6s trump: 6-5 and 6-4 are trumps, so 5-5 led is trumped; 6-6 must lead first.
    assert move_values(hands, 6, 0, 0) == {Tile(5, 5): 1, Tile(6, 6): 2}
    assert bidder_tricks(hands, 6, 0, 0, tricks_taken=5) == 7
    # Partners: seat 2 wins the trick seat 0 leads, so the side takes both.
    four = [["1-0", "2-0"], ["3-0", "4-0"], ["6-6", "5-5"], ["2-1", "3-1"]]
    assert bidder_tricks(four, None, 0, 0) == 0
    assert bidder_tricks(four, "doubles", 0, 0) == 2
    assert bidder_tricks(four, "doubles", 3, 0) == 0
    # A trick in progress: seat 0 has led 6-6, seat 1 must follow with its only 6.
    assert move_values([["5-5"], ["6-5", "4-4"], ["6-4", "3-3"]], None, 2, 0, ["6-6"]) == {
        Tile(6, 5): 0
    }
    assert move_values([["6-6"], [], []], None, 0, 1, ["6-5", "6-4"]) == {Tile(6, 6): 1}


def test_trump_spellings() -> None:
    hands = [["6-6", "5-5"], ["6-5", "4-4"], ["6-4", "3-3"]]
    assert bidder_tricks(hands, Trump.SIXES, 0, 0) == bidder_tricks(hands, "6", 0, 0)
    assert bidder_tricks(hands, "none", 0, 0) == bidder_tricks(hands, None, 0, 0) == 2
    assert bidder_tricks(hands, "doubles", 0, 0) == bidder_tricks(hands, Trump.DOUBLES, 0, 0)


def test_hand_over() -> None:
    assert bidder_tricks([[], [], []], 4, 0, 1, tricks_taken=3) == 3
    assert move_values([[], [], [], []], None, 0, 0) == {}
    assert can_make([[], [], []], 4, 0, 1, 0)
    assert not can_make([[], [], []], 4, 0, 1, 1)


# --- bad input ----------------------------------------------------------------------------------

GOOD = [["6-6", "5-5"], ["6-5", "4-4"], ["6-4", "3-3"]]


@pytest.mark.parametrize(
    ("hands", "trump", "bidder", "leader", "trick", "message"),
    [
        ([["6-6", "5-5"], ["6-5"], ["6-4", "3-3"]], 4, 0, 0, [], "seat 1 holds 1 tile;"),
        ([["6-6", "5-5"], ["6-5", "6-6"], ["6-4", "3-3"]], 4, 0, 0, [], "6-6 appears twice"),
        (GOOD, 4, 0, 0, ["6-5"], "6-5 appears twice"),
        ([["6-6"], ["5-4"], ["6-4", "3-3"]], None, 0, 0, ["5-5", "4-4"], "could follow"),
        ([["6-6"], ["4-1"], ["6-3", "3-3"]], 4, 0, 0, ["4-4", "6-5"], "could follow"),
        ([["6-6"], ["4-1"], ["6-3", "3-3"]], 4, 0, 0, ["4-4"], "seat 0 holds 1 tile; played"),
        ([["6-6"], ["6-5"], ["6-4"]], None, 0, 0, ["5-5", "4-4", "3-3"], "complete"),
        (GOOD[:2], None, 0, 0, [], "3 or 4 hands"),
        (GOOD, "clubs", 0, 0, [], "not a trump"),
        (GOOD, None, 3, 0, [], "bidder is a seat 0..2"),
        (GOOD, None, 0, -1, [], "leader is a seat 0..2"),
        ([["6-6", "5-0"], ["6-5", "4-4"], ["6-4", "3-3"]], None, 0, 0, [], "three-player"),
        ([["6-6", "5-5"], ["6-5", "4-4"], ["6-4", "7-3"]], None, 0, 0, [], "not a tile"),
        ([["6-6", "5-5"], ["6-5", "4-4"], "6-4 3-3"], None, 0, 0, [], "not the string"),
        ([[str(t) for t in MOON_TILES[k : k + 8]] for k in (0, 8, 16)], 4, 0, 0, [], "at most"),
    ],
)
def test_bad_positions(
    hands: list[list[str]], trump: object, bidder: int, leader: int, trick: list[str], message: str
) -> None:
    with pytest.raises(ValueError, match=message):
        bidder_tricks(hands, trump, bidder, leader, trick)  # type: ignore[arg-type]


def test_bad_numbers() -> None:
    with pytest.raises(ValueError, match="tricks_taken"):
        bidder_tricks(GOOD, None, 0, 0, tricks_taken=-1)
    with pytest.raises(ValueError, match="need"):
        can_make(GOOD, None, 0, 0, 1.5)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="3 or 4 players"):
        solve_masks([1, 2], 0, 0, 0)
    with pytest.raises(ValueError, match="trump_index"):
        solve_masks([1, 2, 4], 9, 0, 0)
    with pytest.raises(ValueError, match="seats"):
        move_values_masks([1, 2, 4], 0, 0, 3)
    with pytest.raises(ValueError, match="fewer tiles"):
        can_make_masks([1, 2, 4], 0, 0, 0, 1, (3, 4, 5))
