"""One word for the advisor wherever a learner reads it: "expert", as the lessons, the levels
and the Hint button say — never "the strong player" (the Monte Carlo player's name among
developers, which docstrings and comments may keep).

Scanned: every string a Python module of the package can show (its string literals and
f-strings, docstrings and comments left out), every string of the widget's JavaScript source
and of the built bundles; and at run time, the words the coach and the lessons name an advisor
with, for every level's player.
"""

from __future__ import annotations

import ast
import random
import re
from pathlib import Path

import pytest

from moon_nb.players import default_advisor
from moon_nb.players.levels import LEVELS, advisor_name

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "moon_nb"
DEVELOPER_ONLY = {"dev"}
"""Subpackages no learner reads (benchmarks and tournaments, run from a shell)."""
STRONG = re.compile(r"\bstrong(est|er)? (player|computer|one)|\bstrongest\b", re.I)


def _docstrings(tree: ast.AST) -> set[int]:
    """The ids of the docstring nodes of a module: a string standing alone as a statement."""
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):
            out.add(id(node.value))
    return out


def _shown_strings(path: Path) -> list[tuple[int, str]]:
    """Each string literal of a module that is not a docstring, with its line: f-strings
    joined with ``{}`` in place of what they format."""
    tree = ast.parse(path.read_text())
    skip = _docstrings(tree)
    out = []
    inside = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.JoinedStr):
            parts = []
            for value in node.values:
                inside.add(id(value))
                parts.append(value.value if isinstance(value, ast.Constant) else "{}")
            out.append((node.lineno, "".join(str(p) for p in parts)))
    for node in ast.walk(tree):
        is_text = isinstance(node, ast.Constant) and isinstance(node.value, str)
        if is_text and id(node) not in skip and id(node) not in inside:
            out.append((node.lineno, node.value))
    return out


MODULES = [
    p
    for p in sorted(PACKAGE.rglob("*.py"))
    if p.relative_to(PACKAGE).parts[0] not in DEVELOPER_ONLY
]


def test_the_scan_sees_the_words_it_looks_for() -> None:
    """The scanner finds a plain string and an f-string, and skips a docstring."""
    probe = ROOT / "tests" / "support.py"
    found = _shown_strings(probe)
    assert found and all(isinstance(text, str) for _, text in found)
    tree = ast.parse('"""The strong player."""\nx = f"The {y} strong player"\nz = "strongest"\n')
    skip = _docstrings(tree)
    texts = [
        n.value
        for n in ast.walk(tree)
        if isinstance(n, ast.Constant) and isinstance(n.value, str) and id(n) not in skip
    ]
    assert "The strong player." not in texts and "strongest" in texts


def test_no_python_text_a_learner_reads_says_strong_player() -> None:
    said = [
        f"{path.relative_to(ROOT)}:{line}: {text!r}"
        for path in MODULES
        for line, text in _shown_strings(path)
        if STRONG.search(text)
    ]
    assert not said, "\n".join(said)


@pytest.mark.parametrize(
    "path",
    sorted((ROOT / "widget_js" / "src").glob("*.js")) + sorted((PACKAGE / "static").glob("*.js")),
    ids=lambda p: f"{p.parent.name}/{p.name}",
)
def test_no_javascript_text_says_strong_player(path: Path) -> None:
    strings = re.findall(r'"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`', path.read_text())
    said = [s for s in strings if STRONG.search(s)]
    assert not said, f"{path.name}: {said}"


def test_the_hint_button_asks_what_an_expert_would_do() -> None:
    """The Hint button's title, which the JavaScript takes from the table's words (issue 41)."""
    from moon_nb.show.table_words import table_words

    source = (ROOT / "widget_js" / "src" / "render.js").read_text()
    assert "title: put(ctx.words.hint_title)" in source
    title = table_words()["hint_title"]
    assert title.startswith("What would the expert do?") and title.endswith("(H)")
    # Where the learner meets the Hint's measure, it is defined (issue 47, item 5).
    assert "points on the others: your points in the hand minus the average" in title


def test_the_advisor_is_named_by_its_level() -> None:
    """The coach and the lessons say "The expert player would ...": the default advisor plays
    like the expert level, and every level's player is named by its level."""
    assert advisor_name(default_advisor()) == "expert player"
    for level in LEVELS.values():
        assert advisor_name(level.make(1)) == f"{level.name} player"
        assert not STRONG.search(advisor_name(level.make(1)))


AGREES = re.compile(r"about (\d+) (tricks?)\b")


def _agrees(text: str) -> bool:
    """Every "about N trick(s)" in ``text`` says "trick" for 1 and "tricks" otherwise."""
    return all((n == "1") == (word == "trick") for n, word in AGREES.findall(text))


def test_about_one_trick_is_singular() -> None:
    """The hand's estimate ("6s as trump: about 1 trick in my hand", a bid's and a trump's
    reason, the trump lesson's lines) agrees with its count, over many hands and every trump;
    and some of them do say about 1 trick, so the check is not empty."""
    from moon_nb.engine.options import Rules
    from moon_nb.engine.tiles import MOON_TILES
    from moon_nb.engine.trump import Trump
    from moon_nb.players.evaluate import estimate

    tiles = Rules().tiles
    said = []
    for seed in range(40):
        hand = random.Random(seed).sample(MOON_TILES, 7)
        for trump in Trump:
            text = estimate(hand, trump, tiles).describe()
            assert _agrees(text), text
            said.append(text)
    assert any("about 1 trick " in t for t in said)
    assert any(re.search(r"about [02-9] tricks ", t) for t in said)


def test_notebook_one_tells_the_learner_about_you_not_seat_0() -> None:
    """Notebook 1 seats the learner in seat 0 and tells the bidding "You bid 5": the hand's
    result it prints right after says "You bid 5 and took ...", not "Seat 0 bid 5"."""
    import nbformat

    nb = nbformat.read(ROOT / "notebooks" / "01-quick-start.ipynb", as_version=4)
    printed = "".join(
        o.get("text", "")
        for c in nb.cells
        if c.cell_type == "code"
        for o in c.get("outputs", [])
        if o.get("output_type") == "stream"
    )
    assert "You bid " in printed
    assert not re.search(r"\b[Ss]eat 0\b", printed), printed
