"""The last English a learner read speaks the learner's language (issue 41; docs/languages.md):
what the progress file's commands answer (`reset_progress`, `set_learner`, `this_lesson`) and
the notes a session prints when its file cannot be used, the strategy exercises' sentence that
quotes the advisor by its level, the figures of notebook 9 (`figures.*_table(lang=...)`), the
worked examples (`play_out`, `tricks_of`, `review`, each
with ``lang=``) and the watched games' table (`cash_table(lang=...)`), whose figures are read by
the same names in every language. In the pseudo-language no learner-facing word stands outside
the catalog's marks; file names, the learner's own name, the Python to type, the game's
notation and the error's own text may. English stays as it was, word for word."""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from test_languages import unmarked

from moon_nb import Game, Rules
from moon_nb.exercises.strategy import _WOULD_PLAY, _WOULD_SAY, _advisor_says
from moon_nb.players.advice import Adviser
from moon_nb.players.base import RandomPlayer
from moon_nb.players.levels import LEVELS, advisor_name
from moon_nb.progress import replies
from moon_nb.progress.store import SESSION, reset_progress, set_learner, this_lesson
from moon_nb.reference import figures, study
from moon_nb.reference.figure_table import Table
from moon_nb.reference.watching import Watched, cash_table
from moon_nb.reference.worked import FOLD, play_out, review, tricks_of
from moon_nb.speech import decimal, language, set_language, speaking


@pytest.fixture(autouse=True)
def fresh(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    path = tmp_path / "moon-progress.json"
    monkeypatch.setenv("MOON_NB_PROGRESS", str(path))
    SESSION.forget()
    yield path
    SESSION.forget()
    set_language("en")


# The texts that are no words of the catalog: a file's name, the learner's name, the Python the
# learner types, an error's own text; what remains of a sentence must be marked.
NOT_WORDS = (
    "moon-progress.json",
    "moon-progress.deck-1.json",
    "Ana Lima",
    "homework-3",
    "reset_progress(confirm=True)",
    'set_learner("Ana Lima")',
    'this_lesson("homework-3")',
    'import os; os.environ["MOON_NB_PROGRESS"] = "~/moon-progress.json"',
    "MOON_NB_PROGRESS=~/moon-progress.json",
    "Permission denied",
    "format version 3",
    "it is not JSON",
    "RuntimeError('disk')",
    "/elsewhere",
)


def _words(text: str) -> str:
    for value in NOT_WORDS:
        text = text.replace(value, "")
    return unmarked(text)


FILE = Path("moon-progress.json")
ASIDE = Path("moon-progress.deck-1.json")
DENIED = PermissionError(13, "Permission denied")

NOTES: dict[str, Callable[[], str]] = {
    "in the page only": replies.in_page_only,
    "unwritable here": lambda: replies.unwritable(
        Path.cwd() / FILE, DENIED, False, "MOON_NB_PROGRESS", "~/moon-progress.json"
    ),
    "unreadable elsewhere": lambda: replies.unwritable(
        Path("/elsewhere") / FILE, DENIED, True, "MOON_NB_PROGRESS", "~/moon-progress.json"
    ),
    "not saved": lambda: replies.not_saved(RuntimeError("disk")),
    "saved at last": lambda: replies.saved_at_last(FILE, 3),
    "saved at last, one": lambda: replies.saved_at_last(FILE, 1),
    "another version": lambda: replies.other_version(FILE, "format version 3", 2),
    "unreadable, stuck": lambda: replies.unreadable_stuck(FILE, "it is not JSON"),
    "unreadable, aside": lambda: replies.unreadable_aside(FILE, "it is not JSON", ASIDE),
    "deck kept": lambda: replies.deck_kept(FILE, "it is not JSON", ASIDE),
    "reset in memory": lambda: replies.reset_in_memory(2, 1, replies.in_page_only()),
    "name in memory": lambda: replies.name_in_memory(replies.in_page_only()),
}


@pytest.mark.parametrize("note", NOTES)
def test_every_note_about_the_progress_file_is_the_catalogs(note: str) -> None:
    with speaking("qps"):
        said = NOTES[note]()
    assert _words(said) == "", said


def _commands() -> list[str]:
    """What the notebook's progress commands answer, each once, in the language of the moment:
    nothing to erase, what would be erased, the erasing, a name refused and kept, a lesson
    refused and declared."""
    said = [repr(reset_progress())]
    SESSION.answered(_Asked("a"), True)
    SESSION.answered(_Asked("b"), False)
    said += [repr(reset_progress()), repr(reset_progress(confirm=True))]
    said += [repr(set_learner("Ana\nLima")), repr(set_learner("Ana Lima"))]
    said += [repr(this_lesson("")), repr(this_lesson("homework-3"))]
    return said


class _Asked:
    def __init__(self, id: str) -> None:
        self.id, self.title = id, id


def test_every_reply_of_the_progress_commands_is_the_catalogs() -> None:
    with speaking("qps"):
        said = _commands()
    assert len(said) == 7
    for text in said:
        assert _words(text) == "", text


def test_the_progress_commands_say_in_english_what_they_said_before() -> None:
    assert _commands() == [
        "There is no progress to erase (in moon-progress.json or this session).",
        "This would erase your answers to 2 exercises in 1 lesson, saved in "
        "moon-progress.json. To do it, run reset_progress(confirm=True).",
        "Your progress is reset: your answers to 2 exercises in 1 lesson are erased from "
        "moon-progress.json. New answers count from now.",
        'Your name is one line of text (at most 80 characters), such as set_learner("Ana Lima"):'
        " nothing was changed.",
        "Your progress in moon-progress.json is now saved as Ana Lima's.",
        "A lesson's name is one line of text (at most 80 characters), such as "
        'this_lesson("homework-3"): nothing was changed.',
        "Your answers in this notebook count for the lesson 'homework-3'.",
    ]


def test_the_progress_commands_speak_hungarian() -> None:
    with speaking("hu"):
        said = _commands()
    assert said[1].startswith("Ez törölné"), said[1]
    assert "1 leckében 2 feladatra" in said[1]


ADVISORS: list[Any] = [Adviser(), RandomPlayer(1), *(level.make(1) for level in LEVELS.values())]


@pytest.mark.parametrize("advisor", ADVISORS, ids=lambda p: advisor_name(p))
def test_the_advisor_is_quoted_in_a_whole_sentence_of_its_level(advisor: Any) -> None:
    """One message per level: in another language no English name of a level is left in the
    sentence (it was "A(z) expert player ezt mondaná"), and English says what it said."""
    said = _advisor_says(_WOULD_SAY, advisor, reason="R.")
    assert said == f"The {advisor_name(advisor)} would say: R."
    played = _advisor_says(_WOULD_PLAY, advisor, tile="6-4", reason="R.")
    assert played == f"The {advisor_name(advisor)} would play 6-4: R."
    for lang in ("qps", "hu", "hy", "fi", "mr", "lo"):
        with speaking(lang):
            both = [
                _advisor_says(_WOULD_SAY, advisor, reason="R."),
                _advisor_says(_WOULD_PLAY, advisor, tile="6-4", reason="R."),
            ]
        for text in both:
            if lang == "qps":
                assert unmarked(text.replace("R.", "")) == "", text
            else:  # a fragment glued in would be said in English inside the sentence
                assert " player" not in text, (lang, text)


# --- the watched games' table ---------------------------------------------------------------

WATCHED = Watched(200, 120, (), {True: (40, 10), False: (25, 25)})


def test_every_word_of_the_watched_games_table_is_the_catalogs() -> None:
    table = cash_table(WATCHED, lang="qps")
    cells = [table.title, *table.header, *(r[0] for r in table.rows)]
    note = table.note.replace("Game(seed=s), s = 0..199", "")
    for text in [*cells, note]:
        assert unmarked(text) == "", text
    assert language() == "en", "the table's language is its own"


def test_the_watched_games_table_says_in_english_what_it_said_before() -> None:
    assert repr(cash_table(WATCHED)) == (
        "The bidder leads a double of another number: how often it won the trick\n"
        "when it was led                 times    won\n"
        "an opponent still held a trump     40   25 %\n"
        "no opponent held a trump           25  100 %\n"
        "200 hands played by three heuristic computer players (the first hand of "
        "Game(seed=s), s = 0..199)."
    )


@pytest.mark.parametrize("lang", ["hu", "hy", "fi", "mr", "lo"])
def test_a_figure_is_read_by_the_same_names_in_every_language(lang: str) -> None:
    english, said = cash_table(WATCHED), cash_table(WATCHED, lang=lang)
    assert said.header != english.header and said.rows[0][0] != english.rows[0][0]
    for row in ("an opponent still held a trump", "no opponent held a trump"):
        for column in ("times", "won"):
            assert said.cell(row, column) == english.cell(row, column)


def test_the_watched_games_table_refuses_an_unknown_language() -> None:
    with pytest.raises(ValueError, match=r"magyar \(hu\).*'xx' is none of them"):
        cash_table(WATCHED, lang="xx")
    assert language() == "en"


# --- the worked examples --------------------------------------------------------------------

NOTATION = re.compile(r"\b(?:play \d-\d|bid \d|pass|trump \w+|discard \d-\d|double|moon)\b")


def _page_words(page: str) -> str:
    """The letters of a page outside the catalog's marks, past its pictures (tested with the
    pictures), its markup and the game's notation ("play 6-4", kept as typed)."""
    page = re.sub(r"<svg.*?</svg>|<code>.*?</code>|<[^>]+>", " ", page, flags=re.S)
    return unmarked(NOTATION.sub(" ", html.unescape(page)))


@pytest.mark.parametrize("rules", [Rules(), Rules(players=4)], ids=["three", "teams"])
def test_every_word_of_a_worked_example_is_the_catalogs(rules: Rules) -> None:
    """A transcript played out (folded, with its result), the tricks of the hand and its
    review in hindsight, each in qps: no unmarked word, and the process's language as it was."""
    game = Game(seed=2, rules=rules)
    transcript = play_out(game, lang="qps")
    reviewed = review(game, lang="qps")
    said = [
        repr(transcript),
        transcript._repr_html_(),
        *(f.caption for f in tricks_of(game, lang="qps").figures),
        repr(reviewed),
        reviewed._repr_html_(),
    ]
    assert len(transcript.moves) > FOLD and transcript.result
    assert language() == "en"
    for text in said:
        assert _page_words(text) == "", text[:300]


def test_a_worked_example_keeps_its_language_and_refuses_an_unknown_one() -> None:
    game = Game(seed=2)
    transcript = play_out(game, lang="hu")
    assert language() == "en"
    assert repr(transcript).startswith("0. hely: ") and transcript.result
    assert review(game, lang="fi").title.startswith("Jako 1 jälkikäteen")
    for make in (lambda: play_out(Game(seed=2), lang="xx"), lambda: review(game, lang="xx")):
        with pytest.raises(ValueError, match=r"'xx' is none of them"):
            make()
    with pytest.raises(ValueError, match="is none of them"):
        tricks_of(game, lang="klingon")
    fresh = Game(seed=2)
    with pytest.raises(ValueError):
        play_out(fresh, lang="xx")
    assert fresh.record()["actions"] == [], "a refused language plays nothing"


# --- the figures of notebook 9 --------------------------------------------------------------

DEALS = study.load()


def _cells(table: Table) -> list[str]:
    return [table.title, *table.header, *(c for row in table.rows for c in row), table.note]


def test_every_word_of_the_figures_is_the_catalogs() -> None:
    """Every table's title, headers, cells and note in qps: no unmarked word (the figures are
    numbers and percentages), and the process's language as it was."""
    tables = figures.all_tables(DEALS, lang="qps")
    assert len(tables) == 10 and language() == "en"
    for table in tables:
        for text in _cells(table):
            assert unmarked(text) == "", (table.title, text)


def test_the_figures_say_in_english_what_they_said_before() -> None:
    first = figures.trumps_table(DEALS)
    assert first.title == "Count your trumps: the tricks a hand takes, by how many trumps it holds"
    assert first.header == (
        "trumps held",
        "cases",
        "tricks on average",
        "makes 4",
        "makes 5",
        "makes 6",
    )
    assert first.note == (
        "500 random deals (Game(seed=s), s = 0..499), seat 0 as the bidder, the hand as dealt "
        "(before the widow), each number 1..6 named as trump in turn: one case per deal and "
        "number; every hand face up, best play by all (moon_nb.players.solver)."
    )
    assert [r[0] for r in figures.trump_choice_table(DEALS).rows] == [
        "a number 1..6",
        "0 (only 0-0 is a trump)",
        "doubles",
        "no trump",
    ]


@pytest.mark.parametrize("lang", ["hu", "hy", "fi", "mr", "lo"])
def test_every_figure_is_read_by_the_same_names_in_every_language(lang: str) -> None:
    """A notebook reads a figure as ``table.cell(row, column)`` by English names: a table said
    in another language answers each the same, while its words are the language's (and its
    decimal sign: "1,14" in Hungarian)."""
    with speaking(lang):
        sign = decimal(0.5)[1]
    tables = zip(figures.all_tables(DEALS), figures.all_tables(DEALS, lang=lang), strict=True)
    for english, said in tables:
        assert said.title != english.title
        for row in english.rows:
            for column in english.header[1:]:
                figure = english.cell(row[0], column)
                if not any(c.isalpha() for c in figure):  # a number (a cell "6 of 15" is said)
                    assert said.cell(row[0], column) == figure.replace(".", sign)


def test_the_figures_refuse_an_unknown_language() -> None:
    with pytest.raises(ValueError, match=r"'xx' is none of them"):
        figures.moon_table(DEALS, lang="xx")
    assert language() == "en"
