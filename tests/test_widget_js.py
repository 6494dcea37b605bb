"""The widget's JavaScript: its unit tests (node --test), its replay checked against whole games
played by the real table, and the bundle shipped in the package checked to be in sync with
widget_js/src (rebuilt with the pinned esbuild into a temporary directory).

These need Node; they skip, saying so, where there is none. The bundle check installs the
pinned esbuild with ``npm ci`` when widget_js/node_modules lacks it (CI may reach npm).
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import typing
from pathlib import Path
from typing import Any

import pytest
from support import quick_session, quick_table, synced_game

from moon_nb import Game, Rules, show
from moon_nb.players import HeuristicPlayer
from moon_nb.show import wire
from moon_nb.table import TableSession

ROOT = Path(__file__).resolve().parents[1]
JS = ROOT / "widget_js"
STATIC = ROOT / "moon_nb" / "static"
NODE = shutil.which("node")
NPM = shutil.which("npm")

needs_node = pytest.mark.skipif(NODE is None, reason="Node.js is not installed")


def node(*args: str, cwd: Path = JS, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    assert NODE is not None
    return subprocess.run(
        [NODE, *args], cwd=cwd, capture_output=True, text=True, timeout=timeout, check=False
    )


@needs_node
def test_js_unit_tests_pass() -> None:
    result = node("--test", "test/")
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-2000:]


def game_views(
    rules: Rules, seed: int, seat: int = 0, undo: bool = True
) -> tuple[list[dict[str, object]], TableSession]:
    """Every view a browser is sent while a learner plays a whole game: the one shown while
    the computers think, and the one after; the learner takes a decision back now and then
    when ``undo`` is set."""
    session = quick_session(Game(seed=seed, rules=rules), seat)
    views = [session.table_view()]
    learner = HeuristicPlayer(seed)
    undone: set[int] = set()
    while session.game.phase != "over" and len(views) < 3000:
        action = learner.choose(session.game.observe(seat))
        session.handle(
            {"kind": "action", "action": action},
            thinking=lambda: views.append(session.table_view()),
        )
        views.append(session.table_view())
        if undo and len(session.game.actions) % 17 == 0 and len(session.game.actions) not in undone:
            # Take a decision back now and then (once per position, or the same decision
            # would be replayed and taken back for ever).
            undone.add(len(session.game.actions))
            session.handle({"kind": "undo"})
            views.append(session.table_view())
    return views, session


@needs_node
@pytest.mark.parametrize(
    ("rules", "seed", "seat"),
    [
        (Rules(), 3, 0),
        (Rules(), 4, 2),
        (Rules(trump_before_widow=True), 5, 1),
        (Rules(double_blank=False), 6, 0),
        (Rules(players=4), 7, 3),
        (Rules(min_bid=3, all_pass="force"), 8, 0),
    ],
)
def test_the_replay_tells_every_scene_python_built(
    tmp_path: Path, rules: Rules, seed: int, seat: int
) -> None:
    views, _ = game_views(rules, seed, seat)
    path = tmp_path / "views.json"
    path.write_text(json.dumps(views))
    result = node("scripts/replay_check.mjs", str(path))
    assert result.returncode == 0, result.stderr[-4000:]


@needs_node
@pytest.mark.parametrize(
    ("rules", "seed", "seat"),
    [(Rules(), 11, 1), (Rules(trump_before_widow=True), 12, 0), (Rules(players=4), 13, 2)],
)
def test_every_scene_told_is_the_games_own_moment(
    tmp_path: Path, rules: Rules, seed: int, seat: int
) -> None:
    """A whole game without undo: the scenes the table shows, view after view, are exactly the
    game's timeline as Python tells it afterwards, every moment once, in order."""
    views, session = game_views(rules, seed, seat, undo=False)
    (tmp_path / "views.json").write_text(json.dumps(views))
    (tmp_path / "truth.json").write_text(json.dumps(show.timeline(session.game, seat)))
    result = node(
        "scripts/replay_check.mjs",
        str(tmp_path / "views.json"),
        "--truth",
        str(tmp_path / "truth.json"),
    )
    assert result.returncode == 0, result.stderr[-4000:]


@needs_node
def test_the_browser_makes_a_games_changes_as_python_wrote_them(tmp_path: Path) -> None:
    """The browser's side of the changes (widget_js/scripts/changes_check.mjs): a whole game's
    messages from a real table, made by the table's own JavaScript, give the table's state."""
    table = quick_table(game=Game(seed=9, rules=Rules(trump_before_widow=True)), pace_ms=0)
    start = json.loads(json.dumps(table.get_state()))
    messages = [m["content"] for m in synced_game(table, 9, undo_every=11)]
    end = json.loads(json.dumps(table.get_state()))
    path = tmp_path / "syncs.json"
    path.write_text(json.dumps({"start": start, "messages": messages, "end": end}))
    result = node("scripts/changes_check.mjs", str(path))
    assert result.returncode == 0, result.stderr[-4000:]
    assert f"{len(messages)} syncs made" in result.stdout and len(messages) > 50


@pytest.fixture(scope="module")
def node_modules() -> Path:
    """widget_js/node_modules with the pinned esbuild and TypeScript (``npm ci`` if missing)."""
    if NODE is None or NPM is None:
        pytest.skip("Node.js and npm are not installed")
    modules = JS / "node_modules"
    if not all((modules / name).exists() for name in ("esbuild", "typescript")):
        install = subprocess.run(
            [str(NPM), "ci", "--no-audit", "--no-fund"],
            cwd=JS,
            capture_output=True,
            text=True,
            timeout=300,
            check=False,
        )
        assert install.returncode == 0, install.stderr[-3000:]
    return modules


def test_the_javascript_type_checks_against_the_wire_format(node_modules: Path) -> None:
    """tsc checks every field the table's JavaScript reads against wire.d.ts, which Python
    writes from `moon_nb.show.wire` (tests/test_wire.py checks it is current)."""
    result = node(str(node_modules / "typescript" / "bin" / "tsc"), "-p", ".")
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-2000:]


def test_the_shipped_bundle_is_built_from_the_source(node_modules: Path, tmp_path: Path) -> None:
    result = node("build.mjs", "--outdir", str(tmp_path))
    assert result.returncode == 0, result.stderr[-3000:]
    for name in ("widget.js", "widget.css", "quiz.js", "quiz.css"):
        built = (tmp_path / name).read_text()
        shipped = (STATIC / name).read_text()
        assert built == shipped, (
            f"moon_nb/static/{name} is out of date: run `bash scripts/build_js.sh`"
        )


def test_the_bundle_is_in_the_package() -> None:
    js = (STATIC / "widget.js").read_text()
    assert "export" in js and "render" in js
    assert ".moon-table{" in (STATIC / "widget.css").read_text()
    quiz = (STATIC / "quiz.js").read_text()
    assert "export" in quiz and "render" in quiz
    assert ".moon-quiz{" in (STATIC / "quiz.css").read_text()


WORDLESS = {".moon-fresh .moon-tile", ".moon-thinking-dots i"}
"""The parts that may fade (an opacity animation): a tile falling into the trick and the
computer's thinking dots; none has words on it."""


def faded_words(css: str) -> list[str]:
    """The selectors of ``css`` (as the bundle writes it) animated by keyframes that change
    opacity, but for the wordless parts (`WORDLESS`). An opacity fade caught mid-way while its
    notebook cell is out of sight stays so in Chromium (JupyterLab skips drawing such a cell):
    a summary card with its words see-through for good, no animation left to wait for."""
    fades = {m[1] for m in re.finditer(r"@keyframes ([\w-]+)\{((?:[^{}]*\{[^}]*\})*)\}", css)
             if "opacity" in m[2]}  # fmt: skip
    found = []
    for rule in re.finditer(r"([^{}]+)\{([^{}]*)\}", css):
        used = re.search(r"animation:\s*([\w-]+)", rule[2])
        if used and used[1] in fades:
            found += [s.strip() for s in rule[1].split(",") if s.strip() not in WORDLESS]
    return found


def test_no_words_fade_in() -> None:
    """The shipped styles fade no part with words (the summary's card, the rule card, a quiz's
    lesson): they change its shade or shadow instead; the check sees a planted fade."""
    shipped = [(STATIC / name).read_text() for name in ("widget.css", "quiz.css", "play.css")]
    assert [faded_words(css) for css in shipped] == [[], [], []]
    planted = "@keyframes moon-fade{0%{opacity:0}}.moon-card{animation:moon-fade .18s}"
    assert faded_words(planted) == [".moon-card"]


def declared_fields(shape: Any, seen: set[Any] | None = None) -> set[str]:
    """Every ``Interface.field`` a value of ``shape`` holds, through its nested shapes."""
    seen = set() if seen is None else seen
    if shape in seen:
        return set()
    seen.add(shape)
    out: set[str] = set()
    for key, hint in typing.get_type_hints(shape).items():
        out.add(f"{shape.__name__}.{key}")
        stack = [hint]
        while stack:
            inner = stack.pop()
            if typing.is_typeddict(inner):
                out |= declared_fields(inner, seen)
            else:
                stack.extend(typing.get_args(inner))
    return out


@needs_node
def test_the_browser_reads_every_field_it_is_sent(node_modules: Path) -> None:
    """What a table syncs, and what an exported game's page holds, is only what their
    JavaScript reads: every field of the shapes sent (which the values conform to, see
    test_wire.py) is read somewhere in widget_js/src, as TypeScript's checker sees the code."""
    result = node("scripts/reads.mjs")
    assert result.returncode == 0, result.stderr[-3000:]
    reads = set(json.loads(result.stdout))
    for sent in (wire.TableState, wire.ExportPage):
        unread = sorted(declared_fields(sent) - reads)
        assert not unread, f"{sent.__name__} sends fields the browser never reads: {unread}"
    assert "Scene.hand_label" in reads and "TableView.decision" in reads


@needs_node
def test_the_reading_check_sees_a_field_no_code_reads(node_modules: Path, tmp_path: Path) -> None:
    """The analysis is not vacuous: with the one line that reads a scene's hand label taken
    out of a copy of the code, the label is reported unread."""
    copy = tmp_path / "widget_js"
    shutil.copytree(JS / "src", copy / "src")
    shutil.copy(JS / "tsconfig.json", copy / "tsconfig.json")
    (copy / "node_modules").symlink_to(node_modules)
    render = copy / "src" / "render.js"
    source = render.read_text()
    line = 'h("span", { class: "moon-chip" }, s.hand_label),'
    assert source.count(line) == 1
    render.write_text(source.replace(line, ""))
    result = node(str(JS / "scripts" / "reads.mjs"), str(copy))
    assert result.returncode == 0, result.stderr[-3000:]
    reads = set(json.loads(result.stdout))
    assert "Scene.hand_label" not in reads
    assert "Scene.trump_text" in reads
