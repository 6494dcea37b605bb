"""The play page's own words — what it says while Python starts, the refusals it shows itself,
and its learner's progress files — in the language of the moment, so that its JavaScript holds
no sentence of its own (as the table's words, `moon_nb.show.table_words`).

Python sends them with the table (`moon_nb.course.play.play_page.PlayPage`), in the table's
language; the page's first paint, before Python runs, takes them from a table written when the
page is built (``scripts/play/prepare.py``: `every_language`).
"""

from __future__ import annotations

from moon_nb.show.wire import PlayWords
from moon_nb.speech import _, language, languages, speaking


def play_words() -> PlayWords:
    """The play page's words in the language of the moment."""
    return {
        "lang": language(),
        "loading": _("Loading the page…"),
        "no_script": _(
            "This page plays Moon with Python running in your browser: it needs JavaScript."
        ),
        "steps": [
            _("Fetching Python…"),
            _("Starting Python…"),
            # TRANSLATORS: moon_nb is the program's name; keep it as it is.
            _("Loading moon_nb…"),
            _("Dealing the cards…"),
        ],
        # TRANSLATORS: a progress bar's name while the page starts: step 2 of 4.
        "step_of": _("Step {step} of {steps}"),
        "starting": _(
            "Starting… Python is loading in your browser: the table will be live in a moment."
        ),
        "starting_label": _("Moon table, starting"),
        "refused": _("This page's address cannot be played as it is:"),
        "default_game": _("Play a game with the default options"),
        "not_served": _("Open this page from a web server, not as a file."),
        # TRANSLATORS: the command and the address are typed as they are: do not translate them.
        "not_served_how": _(
            "Browsers start its Python only from a server: python3 -m http.server -d FOLDER, "
            "then open http://localhost:8000/."
        ),
        "no_python": _("This browser cannot run the page's Python."),
        "no_python_why": _(
            "It needs WebAssembly and web workers, which every current browser has."
        ),
        "failed": _("Python could not start in this page."),
        "worker_failed": _("The page's worker failed to load."),
        "progress": _("Your progress"),
        "kept": _(
            "Your progress (the guided path's stars, your review cards, your puzzle ratings) is "
            "kept in this browser."
        ),
        "not_kept": _(
            "This browser keeps no files for the page: your progress lasts until it is "
            "closed. Save a copy to keep it."
        ),
        "play_game": _("Play a game"),
        "review": _("Review your mistakes"),
        # TRANSLATORS: a link under the play page's table to its rated puzzles (?puzzles).
        "puzzles": _("Solve puzzles"),
        "save": _("Save a copy"),
        "load": _("Load a copy…"),
    }


def every_language() -> dict[str, PlayWords]:
    """The page's words in each language moon_nb speaks, by code: what the page shows before
    Python has started, in the language it is about to speak."""
    words = {}
    for code in languages():
        with speaking(code):
            words[code] = play_words()
    return words


def door_words() -> dict[str, str]:
    """The course site's door (``scripts/site/door.py``, at build time) in the language of the
    moment: its heading, its switch of languages, how its lessons are used and its link to a
    game at once."""
    return {
        "heading": _("Learn Moon"),
        "language": _("Language"),
        # TRANSLATORS: on the course site's first page, above its list of lessons.
        "how": _("The lessons run in your browser: open one and run its cells."),
        # The door's link to a table live at once (the play page's own words for it).
        "play": _("Play a game"),
    }


def book_words() -> dict[str, str]:
    """The course book's own words (``scripts/book/make.py``, at build time) in the language of
    the moment: what its pages say where the notebook's words do not fit a page with no kernel,
    its first page, and how the tutorials of that language say to run a cell."""
    return {
        # TRANSLATORS: exactly as the tutorials' translation (tutorials/locale) says it, in
        # lowercase: the book finds the sentences that say to run a cell by these words.
        "run_below": _("run the cell below"),
        "live": _("The table below is live: Python runs in your browser, with nothing to install."),
        # TRANSLATORS: the book's page quotes the notebook's sentence (which says to run a
        # cell) as what the reader does in the notebook; {sentence} is that sentence.
        "in_the_notebook": _("In the notebook: {sentence}"),
        "play_here": _("Play it here — Python runs in your browser:"),
        "try_here": _("Try it here — click your answer:"),
        # TRANSLATORS: the title of the frame holding the live table, read by screen readers.
        "table_frame": _("Moon, live"),
        "exercise_frame": _("Exercise"),
        # TRANSLATORS: an exercise's page in the book: {lesson} is the lesson's title.
        "exercise_title": _("{lesson}: exercise {n}"),
        "title": _("Moon: a course"),
        "intro": _(
            "The lessons, with the tables and exercises live: Python runs in your browser, and "
            "nothing is fetched from anywhere but this site."
        ),
        "links": _("On the play page:"),
        "play_game": _("Play a game"),
        "learn": _("The guided path"),
        "review": _("Review your mistakes"),
        "puzzles": _("Solve rated puzzles"),
        # TRANSLATORS: a link to the puzzles of one theme; the theme's name follows it as typed.
        "theme": _("Puzzles of one theme:"),
        "embed": _("To embed the table in another page (a course page, an LMS), paste:"),
        # TRANSLATORS: keep what is between backticks as it is: the options are typed so.
        "options": _(
            "Options in its address: `level` (beginner, club, expert), `seed`, `players`, "
            "`min_bid`, `scoring`, `coach`, `reveal`, `theme` (light, dark), `lang` and a "
            "prepared `deal`; or `path=learn`, `review`, `puzzles` (`puzzles=THEME`)."
        ),
        "other_languages": _("This book in another language:"),
        "search": _("Search the course…"),
    }
