"""The Quiz's own words — its buttons, its screen-reader labels, the tiles' names — in the
language of the moment, sent to the browser in the quiz's state (``words``) and written into a
page of exercises: the JavaScript (``widget_js/src/quiz.js``) holds no sentence of its own.
``{place}`` and ``{label}`` are filled in the browser with what they name."""

from __future__ import annotations

from moon_nb.show.table_words import tile_names
from moon_nb.show.wire import MOST_TRIES_SAID, QuizWords
from moon_nb.speech import _, ngettext, once_a_language


@once_a_language
def quiz_words() -> QuizWords:
    """The Quiz's words in the language of the moment (worked out once a language)."""
    return {
        # TRANSLATORS: the name of an exercise's box, for a screen reader.
        "exercise": _("Moon exercise"),
        "pick_one": _("Pick one"),
        "pick_some": _("Pick all that apply"),
        "pick_order": _("Pick in order"),
        "pick_numbers": _("Type the numbers"),
        "options": _("Options"),
        "check": _("Check"),
        "start_over": _("Start over"),
        "show_solution": _("Show the solution"),
        "bad_number": _("Type a whole number in every box (a minus sign for a loss)."),
        # TRANSLATORS: an option the learner picked, for a screen reader: "six–four, picked 2"
        # ({place} is its place in the order picked).
        "picked": _("{label}, picked {place}"),
        # TRANSLATORS: a number box, for a screen reader: "Seat 1: points".
        "points_box": _("{label}: points"),
        "tries": [ngettext("{n} try", "{n} tries", n) for n in range(MOST_TRIES_SAID + 1)],
        "tiles": tile_names(),
    }


__all__ = ["QuizWords", "quiz_words"]
