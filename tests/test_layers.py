"""The package's layers: each folder of ``moon_nb`` is a layer, and imports only point down —
speech (the language layer: no game in it) → engine → show → players → table → reference →
progress → exercises → path → review → lessons (the tutorials' one name for them) → course
(design.md).
Developer tools (``moon_nb.dev``) sit outside the layers: nothing imports them. The package root
only names things for users.

Every import is checked, at module level and inside functions alike. The one exception is
Jupyter's display protocol: an engine value's ``_repr_svg_``/``_repr_html_`` may import the
picture it shows from `moon_nb.show` when a notebook asks for it (as ``chess.Board`` draws itself
with ``chess.svg``); the value itself holds no presentation.

Inside a layer — a folder and its sub-packages — no module imports itself back in a circle when
it is loaded (a circle there works or fails by which module is imported first)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "moon_nb"
LAYERS = (
    "speech",
    "engine",
    "show",
    "players",
    "table",
    "reference",
    "progress",
    "exercises",
    "path",
    "review",
    "lessons",
    "course",
)
ROOT_MODULES = {"__init__", "__main__", "rules", "export"}
DISPLAY_HOOKS = ("_repr_svg_", "_repr_html_", "_repr_png_", "_repr_mimebundle_")


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def layer_of(module: str) -> str:
    """``"speech"`` (the language layer), ``"engine"``, …, ``"course"``, ``"dev"``, or ``"root"``
    for the package's own modules."""
    parts = module.split(".")
    if len(parts) == 1 or parts[1] in ROOT_MODULES:
        return "root"
    return parts[1] if parts[1] in (*LAYERS, "dev") else "root"


def rank(layer: str) -> int:
    return {name: k for k, name in enumerate(LAYERS)}.get(layer, len(LAYERS))


def imports(path: Path) -> list[tuple[str, int, str | None]]:
    """Every moon_nb module ``path`` imports: (module, line, enclosing function or None)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: list[tuple[str, int, str | None]] = []

    def visit(node: ast.AST, function: str | None) -> None:
        for child in ast.iter_child_nodes(node):
            inner = function
            if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef):
                inner = child.name
            if isinstance(child, ast.Import):
                found.extend((a.name, child.lineno, inner) for a in child.names)
            elif isinstance(child, ast.ImportFrom) and child.module and child.level == 0:
                found.extend(
                    (_imported(child.module, a.name), child.lineno, inner) for a in child.names
                )
            visit(child, inner)

    visit(tree, None)
    return [(m, line, fn) for m, line, fn in found if m == "moon_nb" or m.startswith("moon_nb.")]


def _imported(base: str, name: str, top: Path = PACKAGE.parent) -> str:
    """The module ``from base import name`` depends on: ``moon_nb.show.svg`` for ``from
    moon_nb.show import svg``, else ``base`` itself (``top``: the folder the package is in)."""
    folder = top.joinpath(*base.split("."))
    is_module = (folder / f"{name}.py").is_file() or (folder / name / "__init__.py").is_file()
    return f"{base}.{name}" if is_module else base


SOURCES = sorted(PACKAGE.rglob("*.py"))


def test_the_package_has_its_layers_as_folders() -> None:
    for layer in (*LAYERS, "dev"):
        assert (PACKAGE / layer / "__init__.py").is_file(), layer
    root = sorted(p.stem for p in PACKAGE.glob("*.py"))
    assert set(root) <= ROOT_MODULES, f"modules at the package root: {root}"
    assert len(root) <= 12


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: module_name(p))
def test_imports_point_down(path: Path) -> None:
    me = module_name(path)
    mine = layer_of(me)
    wrong = []
    for target, line, function in imports(path):
        theirs = layer_of(target)
        if mine == "root" or target == me:
            continue
        if theirs == "dev" and mine != "dev":
            wrong.append(f"line {line}: {target} is a developer tool; the library never imports it")
        elif theirs == "root":
            wrong.append(f"line {line}: {target} is the package's front door, not a layer")
        elif mine != "dev" and rank(theirs) > rank(mine):
            if mine == "engine" and theirs == "show" and function in DISPLAY_HOOKS:
                continue
            wrong.append(f"line {line}: the {mine} layer imports {target} ({theirs}, above it)")
    assert not wrong, f"{me}:\n" + "\n".join(wrong)


def test_the_check_catches_an_upward_import(tmp_path: Path) -> None:
    """The walker sees imports inside functions too (a lazy import is still a dependency)."""
    bad = tmp_path / "bad.py"
    bad.write_text("def f():\n    from moon_nb.table.session import TableSession\n")
    assert imports(bad) == [("moon_nb.table.session", 2, "f")]


def loaded_imports(path: Path, top: Path = PACKAGE.parent) -> set[str]:
    """The package's modules ``path`` imports as it is loaded: at module level and in class
    bodies, not inside a function and not under ``if TYPE_CHECKING:`` (which never runs)."""
    package = path.relative_to(top).parts[0]
    found: set[str] = set()

    def visit(node: ast.AST) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
                continue
            if isinstance(child, ast.If) and "TYPE_CHECKING" in ast.unparse(child.test):
                visit(ast.Module(body=child.orelse, type_ignores=[]))
                continue
            if isinstance(child, ast.Import):
                found.update(a.name for a in child.names)
            elif isinstance(child, ast.ImportFrom) and child.module and child.level == 0:
                found.update(_imported(child.module, a.name, top) for a in child.names)
            visit(child)

    visit(ast.parse(path.read_text(encoding="utf-8")))
    return {m for m in found if m == package or m.startswith(f"{package}.")}


def circles(root: Path) -> list[list[str]]:
    """The circles of imports made as the modules of the package at ``root`` load (each a
    strongly connected set of two or more modules, sorted), found by Tarjan's algorithm."""
    top = root.parent

    def name(path: Path) -> str:
        parts = path.relative_to(top).with_suffix("").parts
        return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)

    graph = {name(p): loaded_imports(p, top) for p in sorted(root.rglob("*.py"))}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in sorted(graph[v] & graph.keys()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = [stack.pop()]
            while group[-1] != v:
                group.append(stack.pop())
            if len(group) > 1:
                found.append(sorted(group))

    for module in sorted(graph):
        if module not in index:
            visit(module)
    return sorted(found)


def test_no_layer_imports_itself_in_a_circle() -> None:
    """A circle inside a folder — between two modules, or a module and its own package's
    ``__init__``, or a sub-package and its folder — is a module that may be half loaded when
    another reads it."""
    found = circles(PACKAGE)
    assert not found, "modules that import each other as they load: " + "; ".join(
        " <-> ".join(group) for group in found
    )


def test_the_circle_check_catches_a_circle_inside_a_sub_package(tmp_path: Path) -> None:
    root = tmp_path / "pkg"
    (root / "players" / "hidden").mkdir(parents=True)
    (root / "__init__.py").write_text("")
    (root / "players" / "__init__.py").write_text("from pkg.players.hidden import belief\n")
    (root / "players" / "hidden" / "__init__.py").write_text("")
    (root / "players" / "odds.py").write_text("def f():\n    from pkg.players import belief\n")
    (root / "players" / "hidden" / "belief.py").write_text(
        "from typing import TYPE_CHECKING\n\nfrom pkg.players import odds\n\n"
        "if TYPE_CHECKING:\n    from pkg.players.hidden import x\n"
    )
    (root / "players" / "hidden" / "x.py").write_text("from pkg.players.hidden.belief import f\n")
    assert circles(root) == []  # a lazy import or one for the type checker only is no circle
    (root / "players" / "odds.py").write_text("from pkg.players import hidden\n")
    (root / "players" / "hidden" / "__init__.py").write_text("from pkg.players import odds\n")
    assert circles(root) == [["pkg.players.hidden", "pkg.players.odds"]]


def test_the_language_layer_knows_no_game() -> None:
    """The language layer is the bottom one: it imports nothing else of the package."""
    for path in sorted((PACKAGE / "speech").rglob("*.py")):
        others = [m for m, _line, _fn in imports(path) if layer_of(m) != "speech"]
        assert not others, f"{module_name(path)} imports {others}"


MAX_MODULES = 16
"""A folder a newcomer can read at a glance: about fifteen modules at most (the engine's 16 is
the most; the lessons' 32 was what made this a rule)."""


def modules_by_folder(root: Path) -> dict[str, list[str]]:
    """Each folder of the package and its modules' file names (``__init__``/``__main__`` left
    out)."""
    found: dict[str, list[str]] = {}
    for path in sorted(root.rglob("*.py")):
        if path.stem not in ("__init__", "__main__"):
            found.setdefault(str(path.parent.relative_to(root)), []).append(path.stem)
    return found


def repeated_names(root: Path) -> dict[str, list[str]]:
    """File names that more than one module of the package has, with their folders."""
    where: dict[str, list[str]] = {}
    for folder, names in modules_by_folder(root).items():
        for name in names:
            where.setdefault(name, []).append(folder)
    return {name: folders for name, folders in where.items() if len(folders) > 1}


def test_no_folder_holds_more_than_a_reader_can_take_in() -> None:
    big = {f: len(n) for f, n in modules_by_folder(PACKAGE).items() if len(n) > MAX_MODULES}
    assert not big, f"folders of more than {MAX_MODULES} modules: {big}"


def test_no_two_modules_share_a_file_name() -> None:
    """``rules.py`` names one module: a reader who opens a file by its name finds the one they
    meant (the root's `moon_nb.rules` re-exports `moon_nb.engine.tricks`, under another name)."""
    repeated = repeated_names(PACKAGE)
    assert not repeated, f"file names used more than once: {repeated}"


def classes_by_name(root: Path) -> dict[str, list[str]]:
    """Each top-level class name the package defines, with the modules that define it."""
    where: dict[str, list[str]] = {}
    for path in sorted(root.rglob("*.py")):
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(node, ast.ClassDef):
                where.setdefault(node.name, []).append(str(path.relative_to(root)))
    return where


def repeated_class_names(root: Path) -> dict[str, list[str]]:
    """Class names that more than one module of the package defines, with those modules."""
    return {name: paths for name, paths in classes_by_name(root).items() if len(paths) > 1}


def test_no_two_classes_share_a_name() -> None:
    """A class name means one thing: a reader (or a ``grep``) who meets ``Step`` finds the one
    class it names — a step of the guided path, not also a transcript's decision (now `Move`).
    No exception is allowed: the eleven names that were repeated were each renamed in its own
    folder."""
    repeated = repeated_class_names(PACKAGE)
    assert not repeated, f"class names defined more than once: {repeated}"


def test_the_checks_of_the_layout_catch_what_they_look_for(tmp_path: Path) -> None:
    for folder, names in {
        "a": ["base", "x"],
        "b": ["base"],
        "c": [f"m{k}" for k in range(MAX_MODULES + 1)],
    }.items():
        (tmp_path / folder).mkdir()
        for name in names:
            (tmp_path / folder / f"{name}.py").write_text("")
    assert repeated_names(tmp_path) == {"base": ["a", "b"]}
    (tmp_path / "a" / "x.py").write_text("class Step:\n    pass\n\n\nclass Position:\n    pass\n")
    (tmp_path / "b" / "base.py").write_text(
        "def f():\n    class Local:\n        pass\n\n\nclass Step:\n    pass\n"
    )
    (tmp_path / "c" / "m0.py").write_text("class Local:\n    pass\n")
    assert repeated_class_names(tmp_path) == {"Step": ["a/x.py", "b/base.py"]}
    assert len(modules_by_folder(tmp_path)["c"]) > MAX_MODULES


def shadowed_modules(root: Path) -> list[str]:
    """Modules of a folder whose name its ``__init__`` also gives to something else (a
    function `timeline` beside `timeline.py`: ``package.timeline`` then means one or the
    other, depending on what was imported first)."""
    found = []
    for init in sorted(root.rglob("__init__.py")):
        modules = {p.stem for p in init.parent.glob("*.py")} - {"__init__", "__main__"}
        modules |= {p.name for p in init.parent.iterdir() if (p / "__init__.py").exists()}
        tree = ast.parse(init.read_text())
        named = {
            node.name
            for node in tree.body
            if isinstance(node, ast.FunctionDef | ast.ClassDef | ast.AsyncFunctionDef)
        }
        named |= {
            target.id
            for node in tree.body
            if isinstance(node, ast.Assign)
            for target in node.targets
            if isinstance(target, ast.Name)
        }
        named |= {
            alias.asname or alias.name
            for node in tree.body
            if isinstance(node, ast.ImportFrom)
            and node.level == 0
            and node.module
            # (a module of the folder imported from the folder is that module)
            and node.module.rsplit(".", 1)[-1] != init.parent.name
            and not node.module.endswith(f".{init.parent.name}")
            for alias in node.names
        }
        folder = init.parent.relative_to(root)
        found += [f"{folder}/{name}" for name in sorted(named & modules)]
    return found


def test_no_package_name_shadows_one_of_its_modules() -> None:
    shadowed = shadowed_modules(PACKAGE)
    assert not shadowed, f"names that are both a module and something else: {shadowed}"


def test_the_shadow_check_catches_a_function_named_as_its_module(tmp_path: Path) -> None:
    (tmp_path / "show").mkdir()
    (tmp_path / "show" / "timeline.py").write_text("def timeline(): ...\n")
    (tmp_path / "show" / "scenes.py").write_text("")
    (tmp_path / "show" / "__init__.py").write_text(
        "from show.timeline import timeline\nfrom show import scenes\n"
    )
    assert shadowed_modules(tmp_path) == ["show/timeline"]


def test_the_players_return_values_and_know_nothing_of_the_wire() -> None:
    """A player returns typed values (hindsight's `HindsightTold`); the table turns them into
    what it sends (`moon_nb.show.wire`'s TypedDicts), as it builds its scene."""
    for path in sorted((PACKAGE / "players").rglob("*.py")):
        wire = [m for m, _line, _fn in imports(path) if m == "moon_nb.show.wire"]
        assert not wire, f"{module_name(path)} builds the wire's types itself"
