"""Run one fenced Python block of the docs as a reader pasting it would, and check what it
shows: ``python tests/snippet_runner.py BLOCK.py`` (in a fresh interpreter, as
tests/test_doc_snippets.py runs it).

The block runs statement by statement in one namespace. A statement whose line ends with a
comment that starts like a value (``# 6: a tile leads ...``, ``# 'trump'``, ``# [Tile(5, 3)]``)
or is followed by a comment line that does (``# 'You must follow suit 4 — ...'``) shows its
value: the value's ``repr`` must be that comment's start (up to the end, or a ``:``, ``;``,
``,`` or space after it), ``...`` in it standing for anything. A comment that starts with an
error's name (``# ValueError: moon_nb speaks ...``) shows the statement refused: it must raise
that error (or one of its kind) with those words, and the block goes on. Every other statement
must run without an error. Each disagreement is printed, and the exit status is 1.
"""

from __future__ import annotations

import ast
import re
import sys
from dataclasses import dataclass
from pathlib import Path

VALUE = re.compile(r"""^(?:['"\[{(]|-?\d|True\b|False\b|None\b|[A-Z]\w*\()""")
"""A comment that starts like a value shown."""
ERROR = re.compile(r"^([A-Z]\w*(?:Error|Exception)):\s*(.*)$", re.S)
"""A comment that starts with an error's name: the statement is refused with these words."""
CUTS = ":;, "
"""Where a value shown may end and the comment's prose begin."""


@dataclass(frozen=True)
class Shown:
    """What a comment says a statement shows: its value's repr, or an error and its words."""

    text: str
    error: str | None = None


def shown_by(comment: str) -> Shown | None:
    """What ``comment`` (without its ``#``) shows, or None when it is prose."""
    comment = comment.strip()
    error = ERROR.match(comment)
    if error:
        return Shown(error.group(2), error.group(1))
    return Shown(comment) if VALUE.match(comment) else None


def agrees(shown: str, actual: str) -> bool:
    """Whether ``actual`` is what ``shown`` says, for some start of ``shown`` that ends where
    its prose may begin (`CUTS`); ``...`` stands for anything."""
    for k in range(len(shown), 0, -1):
        if k < len(shown) and shown[k] not in CUTS:
            continue
        pattern = ".*?".join(re.escape(part) for part in shown[:k].strip().split("..."))
        if re.fullmatch(pattern, actual, re.S):
            return True
    return False


def comment_on(lines: list[str], node: ast.stmt) -> Shown | None:
    """What the comment on ``node``'s last line, or on the comment line after it, shows."""
    assert node.end_lineno is not None
    last = lines[node.end_lineno - 1]
    tail = last[node.end_col_offset or 0 :]
    if "#" in tail:
        return shown_by(tail.split("#", 1)[1])
    following = lines[node.end_lineno] if node.end_lineno < len(lines) else ""
    if following.lstrip().startswith("#"):
        return shown_by(following.lstrip()[1:])
    return None


def run(source: str) -> list[str]:
    """Run the block; what disagreed with the docs, in words."""
    lines = source.splitlines()
    namespace: dict[str, object] = {"__name__": "__main__"}
    problems: list[str] = []
    for node in ast.parse(source).body:
        shown = comment_on(lines, node) if isinstance(node, ast.Expr) else None
        code = ast.get_source_segment(source, node) or ""
        try:
            if isinstance(node, ast.Expr):
                value = eval(compile(ast.Expression(node.value), "<doc>", "eval"), namespace)
            else:
                exec(compile(ast.Module([node], []), "<doc>", "exec"), namespace)
                value = None
        except Exception as error:
            kinds = [k.__name__ for k in type(error).__mro__]
            if shown is not None and shown.error in kinds and agrees(shown.text, str(error)):
                continue
            problems.append(f"{code}\n  raised {type(error).__name__}: {error}")
            continue
        if shown is None:
            continue
        if shown.error is not None:
            problems.append(f"{code}\n  should raise {shown.error}, and gave {value!r}")
        elif not agrees(shown.text, repr(value)):
            problems.append(f"{code}\n  shows {shown.text!r}\n  gives {value!r}")
    return problems


def main() -> int:
    problems = run(Path(sys.argv[1]).read_text(encoding="utf-8"))
    print("\n\n".join(problems))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
