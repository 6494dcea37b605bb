"""The language of the pages that run Python in the browser (the play page, the course site):
the browser's own languages by default, a learner's choice over them, and a table that changes
language mid-game without losing it."""

from __future__ import annotations

import sys
import types

import pytest

from moon_nb.engine.speech import tongue


def _browser(monkeypatch: pytest.MonkeyPatch, languages: list[str], **environ: str) -> None:
    """Run as Python in a browser whose reader asks for ``languages``."""
    monkeypatch.setattr(sys, "platform", "emscripten")
    js = types.SimpleNamespace(navigator=types.SimpleNamespace(languages=languages))
    monkeypatch.setitem(sys.modules, "js", js)
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)
    for name, value in environ.items():
        monkeypatch.setenv(name, value)


@pytest.mark.parametrize(
    ("languages", "code"),
    [
        (["hu-HU", "en-US"], "hu"),
        (["fr-FR", "lo", "en"], "lo"),
        (["fr-FR", "de"], "en"),
        ([], "en"),
    ],
)
def test_in_a_browser_the_first_language_moon_nb_speaks_is_the_browsers(
    monkeypatch: pytest.MonkeyPatch, languages: list[str], code: str
) -> None:
    # Pyodide's own environment says LANG=C.UTF-8: the browser's list comes before it.
    _browser(monkeypatch, languages, LANG="C.UTF-8")
    assert tongue.asked() == code


def test_a_set_language_variable_still_wins_in_a_browser(monkeypatch: pytest.MonkeyPatch) -> None:
    _browser(monkeypatch, ["hu-HU"], LANGUAGE="fi")
    assert tongue.asked() == "fi"


def test_outside_a_browser_the_browser_is_not_asked(monkeypatch: pytest.MonkeyPatch) -> None:
    _browser(monkeypatch, ["hu-HU"], LANG="mr_IN.UTF-8")
    monkeypatch.setattr(sys, "platform", "linux")
    assert tongue.asked() == "mr"


def test_a_pyodide_without_a_browser_reads_the_environment(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    _browser(monkeypatch, [], LANG="hy_AM.UTF-8")
    monkeypatch.setitem(sys.modules, "js", types.SimpleNamespace())  # Node: no navigator
    assert tongue.asked() == "hy"


def test_the_first_word_said_in_a_browser_is_in_its_language(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    _browser(monkeypatch, ["lo-LA"], LANG="C.UTF-8")
    monkeypatch.setattr(tongue._Voice, "code", None)
    monkeypatch.setattr(tongue._Voice, "catalog", None)
    try:
        assert tongue.language() == "lo"
    finally:
        tongue.set_language("en")
