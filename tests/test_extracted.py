"""Every sentence the code says through the catalog is in it: a literal message given to `_`,
`N_` or `ngettext` anywhere in moon_nb is in the template (``moon_nb/locale/moon_nb.pot``).
Babel does not extract a call written inside an f-string, and the pseudo-language cannot tell
(it marks every message said, catalogued or not): such a sentence showed in English at every
translated table ("Tiles you may play are raised.", "It is your turn again.")."""

from __future__ import annotations

import ast
from pathlib import Path

from babel.messages.pofile import read_po

import moon_nb

PACKAGE = Path(moon_nb.__file__).parent
SAYING = {"_", "N_", "ngettext"}


def said_in(source: str) -> set[str]:
    """The literal messages (a plural's singular) given to `_`, `N_` or `ngettext` in
    ``source``, wherever the call is written (an f-string's too)."""
    found = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            first = node.args[0] if node.args else None
            literal = isinstance(first, ast.Constant) and isinstance(first.value, str)
            if node.func.id in SAYING and literal:
                found.add(first.value)
    return found


def test_said_in_finds_a_message_inside_an_f_string() -> None:
    """The check itself: a message said inside an f-string is found, as one said plainly."""
    code = 'x = f"{a} {_(\'Inside.\')}"\ny = _("Plain.")\nz = ngettext("One.", "Two.", n)'
    assert said_in(code) == {"Inside.", "Plain.", "One."}


def test_every_message_the_code_says_is_in_the_catalog() -> None:
    with (PACKAGE / "locale" / "moon_nb.pot").open("rb") as pot:
        kept = {m.id if isinstance(m.id, str) else m.id[0] for m in read_po(pot) if m.id}
    missing = {
        f"{path.relative_to(PACKAGE.parent)}: {message!r}"
        for path in PACKAGE.rglob("*.py")
        if "dev" not in path.relative_to(PACKAGE).parts
        for message in said_in(path.read_text(encoding="utf-8")) - kept
    }
    assert not missing, sorted(missing)
