"""Test helpers shared across modules: every variant, random play through the public API,
the pictures inside an HTML output, and one exercise of every kind with answers to it."""

from __future__ import annotations

import base64
import json
import random
import re
from dataclasses import dataclass
from html.parser import HTMLParser
from typing import Any

from moon_nb import Game, MoonTable, Rules
from moon_nb.engine.fast import Phase
from moon_nb.engine.tiles import TILE_BY_INDEX, Tile
from moon_nb.lessons import (
    BidQuiz,
    ChoosePlay,
    ChooseTrump,
    Exercise,
    LeadQuiz,
    LedSuitQuiz,
    ScoreQuiz,
    SuitQuiz,
    SuitSizeQuiz,
    SuitsOfQuiz,
    WhichPlays,
    WhichTrumps,
    WhichWins,
    WinnerQuiz,
    play_out,
)
from moon_nb.players import HeuristicPlayer
from moon_nb.table import TableSession

VARIANTS = [
    Rules(),
    Rules(double_blank=False),
    Rules(trump_before_widow=True),
    Rules(scoring="marks"),
    Rules(min_bid=3),
    Rules(min_bid=5),
    Rules(all_pass="force"),
    Rules(players=4),
    Rules(players=4, team_scoring="bid"),
    Rules(players=4, all_pass="force", min_bid=3, scoring="marks"),
    Rules(double_blank=False, scoring="marks", all_pass="force", min_bid=5),
    Rules(trump_before_widow=True, scoring="marks", min_bid=3),
]


def random_step(game: Game, rng: random.Random) -> str:
    """Take one random legal action, biased away from passing so hands get played."""
    legal = game.legal_actions()
    calls = [a for a in legal if a != "pass"]
    action = rng.choice(calls) if game.phase == "bid" and calls and rng.random() < 0.6 else None
    action = action or rng.choice(legal)
    game.apply(action)
    return action


def random_position(seed: int, rules: Rules, policy: int, steps: int) -> Game | None:
    """A game of ``rules`` dealt from ``seed`` after up to ``steps`` random actions (their
    count and the actions drawn from ``policy``), or None when the game ended before."""
    game, rng = Game(seed=seed, rules=rules), random.Random(policy)
    for _ in range(rng.randrange(0, steps)):
        if game.winner is not None:
            return None
        random_step(game, rng)
    return None if game.winner is not None else game


PLAY_DEAL = [
    "6-6 6-5 6-4 5-5 4-4 2-1 1-1".split(),
    "2-2 6-3 6-1 5-4 5-3 4-3 3-3".split(),
    "6-2 5-2 4-2 4-1 3-2 3-1 5-1".split(),
]
"""A deal for the players' tests: seat 0 strong in 6s, seat 1 with no 1s once 6s are trump."""


LESSON_DEAL = [
    ["6-4", "5-3", "3-3", "3-2", "3-1", "1-1", "0-0"],
    ["6-3", "6-1", "5-4", "5-2", "4-4", "4-2", "2-2"],
    ["6-6", "6-2", "5-5", "5-1", "4-3", "4-1", "2-1"],
]
"""A deal for the lessons' tests (the widow is 6-5): seat 0 bids 5 and discards 6-4."""


def naming_trump() -> Game:
    """`LESSON_DEAL` after seat 0 bid 5 and discarded 6-4: it names trump next (3s would make
    it six tricks, 6s none)."""
    game = Game.from_deal(hands=LESSON_DEAL, first_bidder=0)
    for action in ["bid 5", "pass", "pass", "discard 6-4"]:
        game.apply(action)
    return game


def in_play() -> Game:
    """`naming_trump` with 3s named trump: seat 0 leads the first trick."""
    game = naming_trump()
    game.apply("trump 3")
    return game


def play_deal(*actions: str) -> Game:
    """`PLAY_DEAL` with widow 0-0 and seat 0 to bid first, after ``actions``."""
    game = Game.from_deal(hands=PLAY_DEAL, widow="0-0", first_bidder=0)
    for action in actions:
        game.apply(action)
    return game


# --- pictures in HTML --------------------------------------------------------------------------

SVG_DATA_URI = "data:image/svg+xml;base64,"


@dataclass(frozen=True)
class Picture:
    """One picture of an HTML output: the SVG its ``<img>`` shows, and the image's alt text."""

    svg: str
    alt: str


class _Elements(HTMLParser):
    """Collects every ``<img>``'s attributes, and counts inline ``<svg>`` elements."""

    def __init__(self) -> None:
        super().__init__()
        self.images: list[dict[str, str]] = []
        self.inline_svg = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "svg":
            self.inline_svg += 1
        elif tag == "img":
            self.images.append({k: v or "" for k, v in attrs})

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.handle_starttag(tag, attrs)


def pictures_in(page: str) -> list[Picture]:
    """The pictures of an HTML output, in order, after checking that each would show in a
    notebook nobody has trusted: no inline ``<svg>`` (the sanitizer strips it), only
    ``<img>`` elements whose source is an SVG ``data:`` URI and whose alt text says what they
    show."""
    parser = _Elements()
    parser.feed(page)
    parser.close()
    assert parser.inline_svg == 0, f"{parser.inline_svg} inline <svg> elements in {page[:80]!r}"
    out = []
    for image in parser.images:
        src, alt = image.get("src", ""), image.get("alt", "")
        assert src.startswith(SVG_DATA_URI), f"an image that is not an SVG data URI: {src[:60]!r}"
        assert alt.strip(), f"an image without alt text: {src[:60]!r}"
        out.append(Picture(base64.b64decode(src[len(SVG_DATA_URI) :]).decode("utf-8"), alt))
    return out


def quick_table(*args: Any, **kwargs: Any) -> MoonTable:
    """A table whose computer players and hints are the quick heuristic player: the widget
    tests play hundreds of hands to check the table's mechanics, which do not depend on how well
    the computer plays (tests/test_widget_defaults.py checks the real defaults)."""
    kwargs.setdefault("opponents", HeuristicPlayer())
    if not kwargs.get("coach"):  # a table with the coach hints by the coach's own evaluation
        kwargs.setdefault("advisor", HeuristicPlayer())
    return MoonTable(*args, **kwargs)


def synced_game(table: MoonTable, seed: int, undo_every: int = 0) -> list[dict[str, Any]]:
    """Every message ``table`` sends its browser while a learner plays its game to the end
    (seeded random legal moves, an undo every ``undo_every`` actions when set), as JSON."""
    sent: list[dict[str, Any]] = []
    table._send = lambda msg, buffers=None: sent.append(  # type: ignore[method-assign]
        json.loads(json.dumps(msg))
    )
    pick = random.Random(seed)
    undone: set[int] = set()
    while table.game.phase != "over":
        if table.game.to_act != table.seat:
            table.send_intent({"kind": "next_hand"})
            assert table.game.to_act == table.seat or table.game.phase == "over", table.message
            continue
        table.act(pick.choice(table.game.legal_actions()))
        done = len(table.game.actions)
        if undo_every and done % undo_every == 0 and done not in undone:
            undone.add(done)
            table.send_intent({"kind": "undo"})
    return sent


def quick_session(*args: Any, **kwargs: Any) -> TableSession:
    """A `TableSession` with quick heuristic players, as `quick_table`."""
    kwargs.setdefault("opponents", HeuristicPlayer())
    if not kwargs.get("coach"):  # a table with the coach hints by the coach's own evaluation
        kwargs.setdefault("advisor", HeuristicPlayer())
    return TableSession(*args, **kwargs)


def allowed_tiles(g: Game, seat: int) -> set[str]:
    """The tiles a seat may know: its hand, every tile played, the widow once this seat took
    it as bidder, and its own discard."""
    e = g.engine
    known = {str(t) for t in g.hand(seat)}
    for _, tiles, _ in e.tricks:
        known |= {str(TILE_BY_INDEX[i]) for i in tiles}
    if e.last is not None:
        for _, tiles, _ in e.last.tricks:
            known |= {str(TILE_BY_INDEX[i]) for i in tiles}
    known |= {str(TILE_BY_INDEX[i]) for i in e.trick}
    if e.bidder == seat and e.phase is not Phase.BID:
        if e.widow_taken:
            known |= {str(t) for t in mask_tiles(e.widow)}
        known |= {str(t) for t in mask_tiles(e.discard)}
    return known


def mask_tiles(mask: int) -> list[Tile]:
    return [TILE_BY_INDEX[i] for i in range(28) if mask >> i & 1]


def exercises() -> list[tuple[Exercise[Any], Any, Any]]:
    """One exercise of every kind, with a right and a wrong answer to it."""
    return [
        (LedSuitQuiz("5-3", 6), 5, 3),
        (SuitsOfQuiz("6-4", 4), "trump", [6, 4]),
        (SuitQuiz(2), ["2-2", "6-2", "5-2", "4-2", "3-2", "2-1"], ["2-1"]),
        (WhichTrumps(["6-4", "3-3"], 4), ["6-4"], ["3-3"]),
        (WhichPlays(["5-2", "4-4", "5-1"], ["5-3"], None), ["5-2", "5-1"], ["4-4"]),
        (WhichWins(["4-2", "6-4", "4-4"], "doubles"), "4-4", "6-4"),
        (BidQuiz([5]), ["pass", 6, 7, 21], ["pass"]),
        (ScoreQuiz(0, 5, [4, 2, 1]), [-5, 2, 1], [5, 2, 1]),
        (WinnerQuiz([22, 22, 10]), None, 0),
        (ChooseTrump(naming_trump()), 3, 6),
        (ChoosePlay(in_play()), "3-3", "0-0"),
        (LeadQuiz(_after_two_tricks()), 0, 1),
        (SuitSizeQuiz("trump", 5), 6, 7),
    ]


def _after_two_tricks() -> Game:
    """Seed 52: seat 1 led 3-3 to trick 2, seat 0 trumped it and leads trick 3."""
    game = Game(seed=52)
    play_out(game, until="play")
    play_out(game, steps=6)
    return game


SUPPOSED = re.compile(r"if seat \d holds [^:]*:")
"""A costly play's line of play supposes tiles in another hand ("For instance, if seat 2 holds
6-6 and 6-5: …"), drawn from the likely deals of what the learner has seen: the same whatever
the hidden tiles are (`tests/test_lines.py`), so the tiles it supposes tell nothing. Checks that
a text names no hidden tile leave them out."""
