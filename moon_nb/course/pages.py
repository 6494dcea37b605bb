"""Pages for course material that need nothing else: one HTML file that steps through a game, and
one that asks lesson exercises and checks the reader's clicks. They open from a file, an LMS page
or an e-mail, with no kernel and no network: the data, the drawing code and the styles are all
inside. The drawing code is the table's own (`widget_js`), drawing Python's scenes; nothing in
the page works out a rule.

``game_html(game, seat)`` shows the game as that seat saw it — nothing it could not see is in the
file; ``game_html(game)`` shows it with every hand face up, for a teacher.
``exercises_html(exercises)`` asks exercises from `moon_nb.lessons`, with the engine's feedback on
every answer the page can take written into it.
"""

from __future__ import annotations

import html
import json
from collections.abc import Iterable, Iterator
from dataclasses import replace
from itertools import combinations
from typing import Any

from moon_nb.engine.game import Game
from moon_nb.engine.words import kind_of
from moon_nb.exercises.choices import Choices
from moon_nb.exercises.exercise import Exercise
from moon_nb.exercises.feedback import wrong
from moon_nb.exercises.quiz_words import quiz_words
from moon_nb.reference.captioned import card
from moon_nb.show.assets import asset_text
from moon_nb.show.story import told
from moon_nb.show.table_words import table_words
from moon_nb.show.wire import ExercisesPage, ExportPage, PageAnswer, PageExercise
from moon_nb.speech import _, language, speaking
from moon_nb.table.seating import seat_names


def game_html(game: Game, seat: int | None = None, title: str = "", lang: str | None = None) -> str:
    """A page that replays ``game`` moment by moment — buttons and keys for the next and
    previous moment, the start and the end — from ``seat``'s place, or with every hand face up
    when ``seat`` is None (then laid out from seat 0's place, every seat named by number).
    Its words are in ``lang`` (``"hu"``; refused as `moon_nb.MoonTable` refuses it), by
    default the language of the moment."""
    with speaking(lang):
        return _game_html(game, seat, title)


def _game_html(game: Game, seat: int | None, title: str) -> str:
    """`game_html` in the language of the moment."""
    if not isinstance(game, Game):
        raise TypeError(f"game_html takes a moon_nb Game, not {kind_of(game)}")
    players = game.rules.players
    if seat is not None and not (type(seat) is int and 0 <= seat < players):
        raise ValueError(f"seat is 0..{players - 1}, or None for every hand face up")
    spectator = seat is None
    place = 0 if seat is None else seat
    opening = game.observe(place, 0)
    words = _("The deal: hand 1, seat {seat} bids first.", seat=opening.to_act)
    last, frames = told(game, place, 0, all_seeing=spectator, opening=words)
    # TRANSLATORS: an exported game's title: its rules ("3 players, to 21 points").
    heading = title or _("Moon: {rules}", rules=game.rules.describe())
    data: ExportPage = {
        "title": heading,
        "seat": place,
        "face_up": spectator,
        "seats": seat_names(players, None if spectator else place, {}),
        "scene": last,
        "frames": frames,
        "words": table_words(),
    }
    return _page(heading, ("widget.css", "export.css"), "export.js", data)


def _page(
    title: str, styles: tuple[str, ...], script: str, data: ExportPage | ExercisesPage
) -> str:
    """One self-contained HTML page: the styles and the script inline, the data as JSON."""
    css = "\n".join(asset_text(name) for name in styles)
    js = asset_text(script)
    # "</" cannot end the data's script element early: JSON allows writing it "<\/".
    payload = json.dumps(data, separators=(",", ":"), ensure_ascii=False).replace("</", "<\\/")
    return (
        "<!DOCTYPE html>\n"
        f'<html lang="{language()}">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{html.escape(title)}</title>\n"
        f"<style>\n{css}\n</style>\n</head>\n<body>\n"
        '<main id="moon-export"></main>\n'
        f'<script type="application/json" id="moon-data">{payload}</script>\n'
        f'<script type="module">\n{js}\n</script>\n'
        "</body>\n</html>\n"
    )


EVERY_SUBSET_UP_TO = 8
"""An exercise answered by picking several options has every set of them checked, and its
feedback kept in the page, when it has at most this many options (256 sets)."""


def exercises_html(exercises: Iterable[Exercise[Any]], title: str = "Moon exercises") -> str:
    """A page of lesson exercises (`moon_nb.lessons`) that the reader answers by clicking, as
    in a notebook's `moon_nb.Quiz`: every answer the page can take was checked by the engine
    when the page was written, so it needs no kernel and no network to say whether a click is
    right and why. An answer the page did not foresee gets a general "not quite" and the
    solution stays one click away."""
    items = [_exercise(ex) for ex in exercises]
    if not items:
        raise ValueError("exercises_html needs at least one exercise")
    return _page(
        title,
        ("quiz.css", "export.css"),
        "exercises.js",
        {"title": title, "exercises": items, "words": quiz_words()},
    )


def _exercise(ex: Exercise[Any]) -> PageExercise:
    """An exercise as the page needs it: its question and options, the engine's feedback on
    every answer it foresees (by answer key, see ``widget_js/src/pagemodel.js``), a general
    reply for any other, and the solution."""
    if not isinstance(ex, Exercise):
        raise TypeError(f"exercises_html takes exercises from moon_nb.lessons, not {ex!r:.60}")
    choices = ex.choices()
    if choices is None:
        raise TypeError(f"{type(ex).__name__} has no options to click, so no page can ask it")
    answers: dict[str, PageAnswer] = {}
    for key, value in _foreseen(ex, choices):
        feedback = ex.verdict(value)
        if not feedback.correct and choices.pick != "one":
            # Wrong sets of options are many: their words are kept, their pictures not.
            feedback = replace(feedback, figures=())
        answers[key] = {
            "verdict": "right" if feedback.correct else "wrong",
            "html": feedback._repr_html_(),
        }
    otherwise = wrong(
        _("Not quite: that is not the answer."), [_("Try again, or show the solution.")]
    )
    question = card("info", ex.heading, [ex.question()], ex.figures())
    return {
        "question": question,
        "choices": choices.to_json(),
        "answers": answers,
        "otherwise": {"verdict": "wrong", "html": otherwise._repr_html_()},
        "solution": ex.worked_solution()._repr_html_(),
    }


def _key(values: Iterable[int]) -> str:
    return json.dumps(list(values), separators=(",", ":"))


def _foreseen(ex: Exercise[Any], choices: Choices) -> Iterator[tuple[str, Any]]:
    """The answers a page checks in advance, each with its key: every option of a one-pick
    exercise, every set of options of a small several-pick one (else only the right sets), and
    the right answer of one answered in order or with numbers."""
    n = len(choices.options)
    if choices.pick == "one":
        for i in range(n):
            yield _key([i]), choices.answer_from([i])
    elif choices.pick == "some":
        for size in range(n + 1):
            for picked in combinations(range(n), size):
                value = choices.answer_from(picked)
                if n <= EVERY_SUBSET_UP_TO or ex.verdict(value).correct:
                    yield _key(picked), value
    else:
        right = ex.right_answer()
        if right is None:
            raise TypeError(f"{type(ex).__name__} does not say its right answer (right_answer)")
        if choices.pick == "numbers":
            yield _key(right), right
        else:
            labels = [str(o.value) for o in choices.options]
            yield _key(labels.index(str(v)) for v in right), right
