"""The language of the pages that run Python in the browser (the play page, the course site):
the browser's own languages by default, a learner's choice over them, and a table that changes
language mid-game without losing it."""

from __future__ import annotations

import json
import sys
import types
from typing import Any

import pytest
from test_languages import unmarked

import moon_nb
from moon_nb.course.play.play_options import OPTIONS
from moon_nb.course.play.play_page import PlayPage
from moon_nb.course.play.play_words import every_language, play_words
from moon_nb.engine.game import Game
from moon_nb.show.table_words import table_words
from moon_nb.show.wire import TableWords
from moon_nb.speech import _, speaking, tongue
from moon_nb.table.session import TableSession


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


def _session_mid_game() -> TableSession:
    session = TableSession(Game(seed=7), 0, level="beginner")
    session.pace_ms = 0
    for _turn in range(3):
        action = session.game.legal_actions()[0] if session.game.to_act == 0 else None
        if action is None:
            break
        session.handle({"kind": "action", "action": action, "at": len(session.game.actions)})
    return session


def test_the_chooser_offers_each_language_by_its_own_name() -> None:
    chooser = TableSession(Game(seed=7), 0, lang="hy").state()["features"]["language"]
    assert chooser["lang"] == "hy"
    assert [(c["code"], c["name"]) for c in chooser["choices"]] == list(moon_nb.languages().items())
    assert chooser["label"] != "Language"  # said in Armenian


def test_choosing_a_language_mid_game_says_the_table_again_in_it_and_keeps_the_game() -> None:
    session = _session_mid_game()
    actions = list(session.game.actions)
    english = session.state()
    assert english["features"]["language"]["lang"] == "en"
    session.handle({"kind": "language", "lang": "hu"})
    hungarian = session.state()
    assert session.game.actions == actions
    assert hungarian["features"]["language"]["lang"] == "hu"
    assert hungarian["words"] == speaking_words("hu")
    assert hungarian["words"] != english["words"]
    assert hungarian["view"]["scene"]["hand_label"] != english["view"]["scene"]["hand_label"]
    assert session.notice["kind"] != "error"
    assert moon_nb.language() == "en"  # the table's own: the process's language is unchanged


@pytest.mark.parametrize("lang", ["xx", "", 3, None])
def test_a_language_moon_nb_does_not_speak_is_refused_and_nothing_changes(lang: object) -> None:
    session = _session_mid_game()
    session.handle({"kind": "language", "lang": "lo"})
    actions = list(session.game.actions)
    session.handle({"kind": "language", "lang": lang})
    assert session.lang == "lo"
    assert session.game.actions == actions
    assert session.notice["kind"] == "error"
    text = session.notice["text"]
    assert "magyar (hu)" in text and "ລາວ (lo)" in text, text


def speaking_words(code: str) -> TableWords:
    with speaking(code):
        return table_words()


def _reply(page: PlayPage) -> dict[str, Any]:
    reply: dict[str, Any] = json.loads(page.state_json())
    return reply


def test_the_play_page_speaks_the_language_its_address_names() -> None:
    reply = _reply(PlayPage("lang=lo&seed=3", lang="hu"))
    assert reply["state"]["features"]["language"]["lang"] == "lo"
    assert reply["page"]["lang"] == "lo"
    with speaking("lo"):
        assert reply["page"] == play_words()
        assert reply["state"]["words"] == table_words()
    assert moon_nb.language() == "en"


def test_without_lang_the_page_speaks_the_one_last_chosen_else_the_browsers(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    _browser(monkeypatch, ["fi-FI", "en"], LANG="C.UTF-8")
    assert _reply(PlayPage("seed=3", lang="hy"))["page"]["lang"] == "hy"
    assert _reply(PlayPage("seed=3"))["page"]["lang"] == "fi"
    # A remembered choice of an older page that moon_nb no longer speaks: the browser's.
    assert _reply(PlayPage("seed=3", lang="xx"))["page"]["lang"] == "fi"
    assert _reply(PlayPage("path=learn&step=1"))["state"]["features"]["language"]["lang"] == "fi"


def test_an_address_naming_a_language_moon_nb_does_not_speak_starts_no_game() -> None:
    page = PlayPage("lang=xx")
    assert page.session is None
    assert page.refused == [f"'lang=xx' cannot be used: lang is {OPTIONS['lang']}."]
    assert "magyar" in OPTIONS["lang"] and "ລາວ" in OPTIONS["lang"]


def test_the_chooser_on_the_play_page_changes_its_words_and_keeps_the_game() -> None:
    page = PlayPage("seed=3&pace=0", lang="en")
    assert page.session is not None
    page.handle_json(json.dumps({"kind": "action", "action": page.session.game.legal_actions()[0],
                                 "at": 0}))  # fmt: skip
    actions = list(page.session.game.actions)
    english = _reply(page)
    hungarian = json.loads(page.handle_json('{"kind": "language", "lang": "hu"}'))
    assert page.session.game.actions == actions
    assert hungarian["page"]["lang"] == "hu" and english["page"]["lang"] == "en"
    assert hungarian["page"]["save"] != english["page"]["save"]
    # A progress file loaded afterwards is told of in the page's new language.
    told = json.loads(page.load_progress_json("{", "mine.json"))["state"]["notice"]["text"]
    with speaking("hu"):
        assert told == _(
            "{name} was not loaded: it is not JSON. Nothing changed.", name="mine.json"
        )
    assert told != "mine.json was not loaded: it is not JSON. Nothing changed."


def test_the_page_words_of_every_language_are_written_for_its_first_paint() -> None:
    words = every_language()
    assert list(words) == list(moon_nb.languages())
    assert all(w["lang"] == code for code, w in words.items())
    assert len({w["starting"] for w in words.values()}) == len(words)
    assert words["en"]["starting"].startswith("Starting… Python is loading in your browser")


@pytest.mark.parametrize(
    "query",
    [
        "seed=many&colour=red&seed=2&players=3",
        "step=2&widow=3-1&level=grand",
        "path=learn&seed=3&level=club&pace=fast",
        "path=learn&step=99",
        "review=nothing&players=4",
        "players=4&double_blank=no&min_bid=9",
        "deal=6-6,6-6,6-5/1-1/2-2",
        "x" * 2001,
    ],
)
def test_every_mistake_in_the_address_is_told_in_the_pages_language(query: str) -> None:
    # The pseudo-language marks each sentence said through the catalog and each value filled
    # into one: a refusal built outside it, or an English word put into it, shows unmarked.
    page = PlayPage(query, lang="qps")
    assert page.session is None and page.refused
    for sentence in page.refused:
        assert sentence.startswith(tongue.MARKS[0]) and sentence.endswith(tongue.MARKS[1]), sentence
        assert not unmarked(sentence), sentence
    assert moon_nb.language() == "en"
    english = PlayPage(query, lang="en").refused
    assert all(tongue.MARKS[0] not in sentence for sentence in english)
