"""What the tutorials say about the library is true of it: the level a table plays at when none
is chosen, and that the hint a lesson prints is the one the table's Hint button shows — the
expert's."""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any

import nbformat

from moon_nb import Game, MoonTable, Rules, Tile
from moon_nb.players import DEFAULT_LEVEL, at_level
from moon_nb.players.advice import Adviser, hint
from moon_nb.players.evaluation import evaluate

ROOT = Path(__file__).resolve().parent.parent
QUICK_START = ROOT / "notebooks" / "01-quick-start.ipynb"


def _markdown(nb: Any) -> str:
    return re.sub(r"\s+", " ", "\n".join(c.source for c in nb.cells if c.cell_type == "markdown"))


def test_notebook_1_names_the_level_a_table_plays_at() -> None:
    text = _markdown(nbformat.read(QUICK_START, as_version=4))
    said = re.search(r"A table plays at the (\w+) level unless you choose", text)
    assert said, "notebook 1 says which level a table plays at"
    assert said.group(1) == DEFAULT_LEVEL == MoonTable().level
    assert "strongest computer players available" not in text


def test_the_hint_notebook_1_prints_is_the_tables_hint_the_evaluations() -> None:
    nb = nbformat.read(QUICK_START, as_version=4)
    text = _markdown(nb)
    assert "**Hint** weighs every choice you have" in text
    # A table's hint is the one evaluation of the decision, whatever the level.
    for level in ("beginner", "club", "expert"):
        advisor = MoonTable(seed=1, level=level).session.advisor
        assert type(advisor) is Adviser
    # Run the notebook up to the cell that prints a hint: what it printed is what the table
    # shows after its Hint, and what the table's advisor decides there.
    code = [c for c in nb.cells if c.cell_type == "code"]
    cell = next(c for c in code if "ask_hint(table)" in c.source and "print" in c.source)
    namespace: dict[str, Any] = {"__name__": "__notebook__"}
    here = Path.cwd()
    os.chdir(QUICK_START.parent)
    try:
        for c in code[: code.index(cell) + 1]:
            exec(compile(c.source, "01-quick-start", "exec"), namespace)
    finally:
        os.chdir(here)
    table = namespace["table"]
    printed = "".join(o.get("text", "") for o in cell.outputs).splitlines()
    # The action is printed as the Python value the learner passes to `act` (quoted).
    assert printed == [repr(table.hint["action"]), table.hint["reason"]]
    seen = MoonTable(seed=34).game.observe(0)
    best = str(evaluate(seen).best.action)
    assert printed[1] == hint(evaluate(seen)) and printed[0] == repr(best)
    assert at_level("club").decide(seen).reason != printed[1], "not the club player's words"


def test_notebook_0_says_the_set_and_the_bidding_as_the_engine_has_them() -> None:
    """The 22-tile set, the first bidder moving round each hand, a bid of 21 ending the
    bidding — said in notebook 0's introduction, and so in the engine."""
    nb = nbformat.read(ROOT / "notebooks" / "00-learn-by-playing.ipynb", as_version=4)
    text = " ".join(_markdown(nb).split())
    assert (
        "It is played with 22 tiles: a double-six set without the tiles that show a blank" in text
    )
    assert "but for 0-0" in text
    tiles = Rules().tiles
    assert len(tiles) == 22 and Tile(0, 0) in tiles
    assert all(not t.has(0) for t in tiles if t != Tile(0, 0))
    assert "the first bidder, who moves one seat clockwise every hand" in text
    game = Game(seed=5)
    first = game.to_act
    assert first is not None
    while game.hands_played == 0:
        game.apply(game.legal_actions()[-1] if game.phase != "bid" else "bid 21")
    assert game.observe(0).first_bidder == (first + 1) % 3
    assert "a bid of 21 (shooting the moon) ends the bidding at once" in text
    game = Game(seed=5)
    game.apply("bid 21")
    assert game.phase != "bid"
    # The coached hand is not called the same deal for everyone: a redeal can change it.
    assert "same deal for everyone" not in text
