"""The shipped puzzle bank (`moon_nb.review.puzzles.bank`, made by
``python -m moon_nb.dev.generate_puzzles``): at least 400 puzzles over at least 10 themes, each
position once, each tagged by what its answer does, rated, small enough to ship — and a sample
weighed again over the bank's deals: each answer still clearly ahead of every other choice, and
the table's own weighing accepting it alone. (Every puzzle is weighed again by
``benchmarks/puzzle_margins.py``; its result is in docs/benchmarks.md.)"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from moon_nb.engine.actions import Action
from moon_nb.players.evaluation import evaluate
from moon_nb.progress.judgement import clear_margin, margin
from moon_nb.review.puzzles.bank import BANK, WIDE, Puzzle, bank, read_bank
from moon_nb.review.puzzles.themes import PUZZLE_THEMES, themes_of
from moon_nb.review.seen import stand_in

SAMPLE = 10


def test_the_bank_holds_400_puzzles_over_ten_themes_and_ships_small() -> None:
    puzzles = bank()
    assert len(puzzles) >= 400
    themes = Counter(t for p in puzzles for t in p.themes)
    assert sum(1 for t in PUZZLE_THEMES if themes[t] >= 10) >= 10, themes
    assert BANK.stat().st_size <= 2_000_000
    meta, _ = read_bank()
    assert meta["deals"] == WIDE >= 200


def test_each_position_is_one_puzzle_with_one_answer() -> None:
    puzzles = bank()
    assert len({p.id for p in puzzles}) == len(puzzles)
    positions = Counter(str(p.seen.to_json()) for p in puzzles)
    assert max(positions.values()) == 1


def test_each_puzzle_is_tagged_by_what_its_answer_does() -> None:
    for p in bank():
        seen = stand_in(p.seen).observe(p.seen.seat)
        assert themes_of(seen, Action(p.answer)) == p.themes, p.id


def test_the_ratings_spread_from_easy_to_hard() -> None:
    ratings = sorted(p.rating for p in bank())
    assert ratings[0] < 1400 < 1600 < ratings[-1]
    assert all(0 < p.rd <= 350 for p in bank())


def _sample() -> list[Puzzle]:
    return random.Random(48).sample(list(bank()), SAMPLE)


@pytest.mark.parametrize("puzzle", _sample(), ids=lambda p: p.id)
def test_a_puzzles_answer_is_clearly_best_weighed_again(puzzle: Puzzle) -> None:
    seen = stand_in(puzzle.seen).observe(puzzle.seen.seat)
    wide = evaluate(seen, WIDE)
    assert str(wide.best.action) == puzzle.answer
    ahead = min(margin(wide, wide.best, o) for o in wide.options[1:])
    assert ahead >= clear_margin(wide) and ahead == pytest.approx(puzzle.margin, abs=1e-3)
    table = evaluate(seen)
    assert str(table.best.action) == puzzle.answer
    assert not any(table.as_good(o.action) for o in table.options[1:])
