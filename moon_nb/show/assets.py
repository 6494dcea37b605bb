"""The browser's half of moon_nb, as shipped in the package: the bundled JavaScript and CSS in
``moon_nb/static/`` (built from ``widget_js/``), which the table, the quiz, the exported pages
and the play page all draw with."""

from __future__ import annotations

from pathlib import Path

STATIC = Path(__file__).resolve().parent.parent / "static"
"""The folder of the bundled scripts and styles."""


def asset(name: str) -> Path:
    """The path of one bundled file (``"widget.js"``, ``"quiz.css"``, ...)."""
    path = STATIC / name
    if not path.is_file():
        raise FileNotFoundError(f"moon_nb's bundled {name} is missing from {STATIC}")
    return path


def asset_text(name: str) -> str:
    """One bundled file's text."""
    return asset(name).read_text(encoding="utf-8")
