"""Self-contained exports (`moon_nb.export`): a seat's export holds no tile that seat could not
see, over whole games of every variant; the page is one file with nothing to fetch."""

from __future__ import annotations

import json
import random
import re
from typing import Any

import pytest
from support import VARIANTS, allowed_tiles, random_step

from moon_nb import Game, Rules
from moon_nb.export import game_html
from moon_nb.players import HeuristicPlayer

TILE = re.compile(r"\b([0-6])-([0-6])\b")


def named_tiles(text: str) -> set[str]:
    """Every tile named in ``text`` (as ``"a-b"``, high end first)."""
    return {m.group() for m in TILE.finditer(text) if m.group(1) >= m.group(2)}


def seen_by(game: Game, seat: int) -> set[str]:
    """Every tile ``seat`` may have known at some moment of ``game`` (`allowed_tiles` after
    each action)."""
    replay = Game.from_record({**game.record(), "actions": []})
    known = allowed_tiles(replay, seat)
    for action in game.actions:
        replay.apply(action)
        known |= allowed_tiles(replay, seat)
    return known


def played_game(rules: Rules, seed: int, hands: int = 3) -> Game:
    game, rng = Game(seed=seed, rules=rules), random.Random(seed)
    heuristic = HeuristicPlayer()
    while game.winner is None and game.hands_played < hands:
        if rng.random() < 0.3:
            random_step(game, rng)
        else:
            assert game.to_act is not None
            game.apply(heuristic.choose(game.observe(game.to_act)))
    return game


@pytest.mark.parametrize("rules", VARIANTS, ids=lambda r: r.describe())
def test_a_seats_export_names_no_tile_it_could_not_see(rules: Rules) -> None:
    for seed in (1, 2):
        game = played_game(rules, seed)
        for seat in range(rules.players):
            page = game_html(game, seat)
            leaked = named_tiles(page) - seen_by(game, seat)
            assert not leaked, (seed, seat, sorted(leaked))


def frames_of(page: str) -> list[dict[str, Any]]:
    """The moments an exported page steps through (its data)."""
    found = re.search(r'<script type="application/json" id="moon-data">(.*?)</script>', page, re.S)
    assert found is not None
    frames: list[dict[str, Any]] = json.loads(found.group(1))["frames"]
    return frames


def test_only_the_teachers_export_shows_a_discard() -> None:
    game = played_game(Rules(), 3, hands=1)
    discard = next(a.split()[1] for a in game.actions if a.startswith("discard "))
    result = game.last_hand
    assert result is not None

    def in_hand_one(page: str) -> set[str]:
        moments = [f for f in frames_of(page) if f["scene"]["hand_label"] == "Hand 1"]
        return named_tiles(json.dumps(moments))

    assert discard in in_hand_one(game_html(game)), "face up, the teacher sees the discard"
    assert discard in in_hand_one(game_html(game, result.bidder)), "the bidder made it"
    for seat in range(3):
        if seat != result.bidder:
            assert discard not in in_hand_one(game_html(game, seat))


def test_the_page_is_one_file_with_its_data_and_nothing_to_fetch() -> None:
    game = played_game(Rules(players=4), 5, hands=1)
    page = game_html(game, 2, title="A lesson </script> game")
    assert page.startswith("<!DOCTYPE html>")
    assert not re.search(r"""\b(?:src|href)\s*=\s*["']?(?:https?:)?//""", page), "a link out"
    assert "@import" not in page and "fetch(" not in page
    frames = frames_of(page)
    assert frames[0]["kind"] == "start" and frames[-1]["kind"] in ("deal", "game")
    assert len(frames) == 1 + len(game.timeline(2))
    assert "A lesson &lt;/script&gt; game" in page


def test_bad_arguments_are_refused_with_a_reason() -> None:
    game = Game(seed=1)
    with pytest.raises(ValueError, match=r"seat is 0\.\.2"):
        game_html(game, 3)
    with pytest.raises(TypeError, match="Game"):
        game_html("not a game")  # type: ignore[arg-type]
