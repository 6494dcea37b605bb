"""A language per table that holds (issue 49, item 5): each table, path, review and picture
says its words in its own language, in a context of its own (`moon_nb.speech.speaking`), never
by swapping the process's language; what it says later (its story, its rulings' ``.text``) is
in its language too; the caches of words are keyed by the language they are said in."""

from __future__ import annotations

import contextvars
import threading
from collections.abc import Callable
from typing import Any

import pytest

import moon_nb
from moon_nb import MoonTable
from moon_nb.engine.game import Game
from moon_nb.show.table_words import table_words
from moon_nb.speech import _, context_language, language, set_language, speaking

SEED = 7


def in_a_new_cell(do: Callable[[], Any]) -> Any:
    """``do()`` as ipykernel runs a cell or a widget message: in a fresh context, where no
    language entered by an earlier handler holds."""
    return contextvars.Context().run(do)


def said(table: MoonTable) -> dict[str, Any]:
    """What a table says now, read from outside any of its handlers: its state, story and
    hint."""
    state = table.session.state()
    story = table.story
    return {"view": state["view"], "story": story, "hint": table.hint, "words": state["words"]}


def play(table: MoonTable, moves: int) -> None:
    """The learner asks for a hint and takes the first legal action, ``moves`` times, then
    asks for a hint again; each in a cell of its own."""
    for _move in range(moves):
        in_a_new_cell(lambda: table.send_intent({"kind": "hint"}))
        in_a_new_cell(lambda: table.act(table.game.legal_actions()[0]))
    in_a_new_cell(lambda: table.send_intent({"kind": "hint"}))


@pytest.fixture(autouse=True)
def english_process() -> Any:
    set_language("en")
    yield
    set_language("en")


def alone(code: str, moves: int) -> dict[str, Any]:
    """What a table in ``code`` says after ``moves`` moves, played with no other table."""
    table = MoonTable(seed=SEED, lang=code, pace_ms=0)
    play(table, moves)
    return said(table)


def test_two_tables_in_two_languages_interleaved_each_say_their_own() -> None:
    """A Hungarian and a Finnish table, played move by move in turn in one process, each in
    cells of its own: each one's state, story and hint is what it says played alone, and the
    process still speaks English."""
    hungarian = MoonTable(seed=SEED, lang="hu", pace_ms=0)
    finnish = MoonTable(seed=SEED, lang="fi", pace_ms=0)
    for _round in range(6):
        play(hungarian, 1)
        play(finnish, 1)
    assert language() == "en" and moon_nb.language() == "en"
    assert in_a_new_cell(lambda: said(hungarian)) == alone("hu", 6)
    assert in_a_new_cell(lambda: said(finnish)) == alone("fi", 6)
    hint = hungarian.hint["reason"]
    assert hint and hint == alone("hu", 6)["hint"]["reason"]
    english = MoonTable(seed=SEED, pace_ms=0)
    play(english, 6)
    assert said(english)["story"] != said(hungarian)["story"] != said(finnish)["story"]


def test_a_tables_story_is_in_its_language_read_from_any_cell() -> None:
    """The story is said when it is read: in the table's language, whatever the process
    speaks and whatever another table spoke last."""
    table = MoonTable(seed=SEED, lang="hu", pace_ms=0)
    play(table, 2)
    story = in_a_new_cell(lambda: table.story)
    with speaking("hu"):
        expected = table.story
    english = MoonTable(seed=SEED, pace_ms=0)
    play(english, 2)
    assert story and story == expected
    assert [e["text"] for e in story] != [e["text"] for e in english.story]
    with speaking("fi"):
        assert table.story == expected


def test_the_process_language_is_changed_by_set_language_only() -> None:
    table = MoonTable(seed=SEED, lang="hu", pace_ms=0)
    play(table, 1)
    assert language() == "en"
    set_language("fi")
    with speaking("hu"):
        assert language() == "hu" and context_language() == "hu"
        set_language("lo")  # the process's: the context still speaks its own
        assert language() == "hu"
    assert language() == "lo" and context_language() is None


def test_two_threads_speak_each_its_own_language() -> None:
    """A language entered in one thread is not heard in another, even while both are inside
    their ``with speaking`` blocks at once."""
    inside, done, out = threading.Event(), threading.Event(), {}

    def hungarian() -> None:
        with speaking("hu"):
            inside.set()
            done.wait(5)
            out["hu"] = _("Pass")

    def finnish() -> None:
        inside.wait(5)
        with speaking("fi"):
            out["fi"] = _("Pass")
        out["process"] = _("Pass")
        done.set()

    threads = [threading.Thread(target=hungarian), threading.Thread(target=finnish)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(10)
    with speaking("hu"):
        assert out["hu"] == _("Pass") != "Pass"
    with speaking("fi"):
        assert out["fi"] == _("Pass") != "Pass"
    assert out["process"] == "Pass"


def test_a_ruling_says_its_text_in_the_language_it_was_made_in() -> None:
    """A ruling made at a Hungarian table (in its context) says ``.text`` in Hungarian when it
    is read later, anywhere; one made outside any table, in the language of the moment it is
    read. The language is no part of the ruling: the two are equal."""
    game = Game(seed=SEED)
    action = game.legal_actions()[0]
    with speaking("hu"):
        at_the_table = game.explain(action)
        hungarian = at_the_table.text
    bare = game.explain(action)
    assert at_the_table == bare
    assert at_the_table.text == hungarian != bare.text
    with speaking("fi"):
        assert at_the_table.text == hungarian
        finnish = bare.text
    assert finnish not in (hungarian, bare.text)


def test_a_cache_of_words_is_keyed_by_the_language_it_says() -> None:
    """The table's words worked out inside one language are never handed to another."""
    with speaking("hu"):
        hungarian = table_words()
    with speaking("fi"):
        finnish = table_words()
    assert hungarian != finnish != table_words()
    with speaking("hu"):
        assert table_words() == hungarian
