"""The live table's own words — its buttons, headings, screen-reader labels and the names of
the tiles — in the language of the moment, sent to the browser in the table's state (the
``words`` trait), so that the JavaScript holds no sentence of its own and speaks the learner's
language. They change only when the language does, so the table's sync sends them once.

`TableWords` is their shape in the wire format (`moon_nb.show.wire` names it); a placeholder
in braces (``"Play {tile}"``) is filled in the browser with what it names.
"""

from __future__ import annotations

import re
from typing import TypedDict

from moon_nb.speech import N_, Verbatim, _, ngettext, once_a_language

MOST_HELD = 8
"""The most tiles a hand holds (seven, and the widow before the discard)."""


class TableWords(TypedDict):
    """The words the table's JavaScript shows, each a whole label or sentence; ``{tile}``,
    ``{name}``, ``{text}`` and ``{action}`` are filled in by the browser."""

    moon: str
    table: str
    guide: str
    tools: str
    skip: str
    skip_title: str
    hint: str
    hint_title: str
    undo: str
    undo_sure: str
    undo_title: str
    nothing_to_undo: str
    last_trick: str
    last_short: str
    last_title: str
    new_game: str
    new_short: str
    new_sure: str
    sure: str
    settings: str
    settings_title: str
    pace: str
    pace_label: str
    levels: str
    every_hand_up: str
    discarded: str
    discard_word: str
    bidder: str
    partner: str
    thinking: str
    no_trick_yet: str
    played: str
    played_winning: str
    you_played: str
    you_played_winning: str
    the_trick: str
    no_tiles: str
    bidding_so_far: str
    widow: str
    widow_tile: str
    widow_named: str
    widow_down: str
    from_widow: str
    trump_mark: str
    choices: str
    play_tile: str
    cannot_play: str
    discard_tile: str
    choose_discard: str
    or_another: str
    offline_title: str
    offline_detail: str
    lost_text: str
    solved: str
    not_yet: str
    next_step: str
    hint_label: str
    coach: str
    coach_notes: str
    coach_none: str
    game_over: str
    hand_summary: str
    tricks: str
    this_hand: str
    total: str
    look: str
    next_hand: str
    your_turn: str
    step_through: str
    start: str
    start_title: str
    previous_title: str
    next_title: str
    end: str
    end_title: str
    next_moment: str
    commands: list[Command]
    """The blind mode's commands (`COMMANDS`), each with its word in the table's language."""
    command_box: str
    command_help: str
    not_a_command: str
    screen_reader: str
    log_title: str
    hand: list[str]
    """The learner's hand as a screen reader names it, by the number of tiles it holds."""
    tiles: list[str]
    """Each tile's name for a screen reader, higher end first, in the order 0-0, 1-0, 1-1, 2-0,
    …, 6-6 (listed, not keyed by notation: a page holding the table's words names no tile)."""


class Command(TypedDict):
    """A command of the blind mode: its name (the English word, typed in any language), its
    word in the table's language, and the code of the key that says it with Alt+Shift."""

    name: str
    word: str
    code: str


COMMANDS: tuple[tuple[str, str, str], ...] = (
    # TRANSLATORS: the blind mode's commands, typed in its command box: one short word each.
    ("hand", "KeyH", N_("hand")),
    ("trick", "KeyT", N_("trick")),
    ("trump", "KeyC", N_("trump")),
    ("bids", "KeyB", N_("bids")),
    ("scores", "KeyS", N_("scores")),
    ("last", "KeyL", N_("last")),
    ("log", "KeyG", N_("log")),
    ("help", "KeyK", N_("help")),
)
"""The blind mode's commands, what each says (`moon_nb.table.readout`), and the key (by its
code, the same in every keyboard layout: the place of H on an English keyboard) that says it
with Alt+Shift. ``help`` says the commands and the keys; Alt+Shift+K also puts the focus in the
command box."""


def commands() -> list[Command]:
    """The blind mode's commands in the language of the moment."""
    return [{"name": name, "word": _(word), "code": code} for name, code, word in COMMANDS]


def command_help() -> str:
    """What the blind mode's ``help`` says: the commands and their keys."""
    # Each word is said; the keys are the keyboard's names, the same in every language.
    listed = Verbatim(", ".join(f"{_(word)} (Alt+Shift+{code[-1]})" for _n, code, word in COMMANDS))
    # TRANSLATORS: {commands} lists each command's word and its key: "hand (Alt+Shift+H), …".
    return _(
        "Type a command in the command box and press Enter, or press its keys: {commands}.",
        commands=listed,
    )


_ENDS = (N_("blank"), N_("one"), N_("two"), N_("three"), N_("four"), N_("five"), N_("six"))
"""The names of a tile's ends, as a tile's name says them."""


def tile_names() -> list[str]:
    """Every tile's name in the language of the moment, in the order 0-0, 1-0, 1-1, 2-0, …:
    ``"double six"``, ``"six–four"`` (the higher end first, as a tile is written)."""
    out: list[str] = []
    for high in range(7):
        for low in range(high + 1):
            if high == low:
                # TRANSLATORS: a double tile's name for a screen reader: "double six".
                name = _("double {end}", end=_(_ENDS[high]))
            else:
                # TRANSLATORS: a tile's name for a screen reader, its higher end first.
                name = _("{high}–{low}", high=_(_ENDS[high]), low=_(_ENDS[low]))
            out.append(name)
    return out


_NOTATION = re.compile(r"(?<![0-9])([0-6])-([0-6])(?![0-9])")
"""A tile written in a sentence, ``6-4``."""


def tile_said(tile: str) -> str:
    """A tile's name for a screen reader in the language of the moment: ``"double five"``,
    ``"six–four"``; what is not a tile, as it is."""
    match = _NOTATION.fullmatch(tile)
    return _said(match) if match else tile


def _said(match: re.Match[str]) -> str:
    a, b = int(match[1]), int(match[2])
    high, low = max(a, b), min(a, b)
    name = table_words()["tiles"][high * (high + 1) // 2 + low]
    # A sentence that starts with a tile starts with a capital (a screen reader reads it so).
    before = match.string[: match.start()].rstrip()
    starts = before == "" or before.endswith((".", "!", "?"))
    return name[:1].upper() + name[1:] if starts and match.string != match[0] else name


def said(text: str) -> str:
    """A sentence as a screen reader is to say it: each tile written in it (``5-5``) named in
    words (``double five``), so that no tile is read as a subtraction or a range."""
    return _NOTATION.sub(_said, text)


@once_a_language
def table_words() -> TableWords:
    """The table's words in the language of the moment (worked out once a language)."""
    return {
        "moon": _("Moon"),
        "table": _("Moon table"),
        "guide": _("Guided path"),
        "tools": _("Table tools"),
        "skip": _("Skip"),
        "skip_title": _("Show the rest at once (Esc)"),
        "hint": _("Hint"),
        # TRANSLATORS: the Hint button's tooltip; "points on the others" is the glossary's term.
        "hint_title": _(
            "What would the expert do? It chooses what gains you the most points on the others: "
            "your points in the hand minus the average of theirs. (H)"
        ),
        "undo": _("Undo"),
        "undo_sure": _("Sure? Undo"),
        # TRANSLATORS: the Undo button's tooltip: {text} is what it takes back; U is its key.
        "undo_title": _("{text} (U)"),
        "nothing_to_undo": _("Nothing to take back (U)"),
        "last_trick": _("Last trick"),
        "last_short": _("Last"),
        "last_title": _("Review the last trick (L)"),
        "new_game": _("New game"),
        "new_short": _("New"),
        "new_sure": _("Sure? New game"),
        "sure": _("Sure?"),
        "settings": _("Settings"),
        "settings_title": _("Pace and opponents"),
        "pace": _("Pace"),
        "pace_label": _("Pace of the computer's moves"),
        "levels": _("Opponents' level"),
        "every_hand_up": _("Every hand face up"),
        "discarded": _("Discarded {tile}"),
        # TRANSLATORS: the word under the bidder's face-down discard.
        "discard_word": _("discard"),
        "bidder": _("Bidder"),
        "partner": _("partner"),
        "thinking": _("thinking"),
        "no_trick_yet": _("No trick has been played yet."),
        # TRANSLATORS: {name} is another seat's ("Seat 2"); the learner's own is "You played".
        "played": _("{name} played {tile}"),
        "played_winning": _("{name} played {tile}, winning"),
        "you_played": _("You played {tile}"),
        "you_played_winning": _("You played {tile}, winning"),
        "the_trick": _("The trick"),
        "no_tiles": _("No tiles on the table"),
        "bidding_so_far": _("The bidding so far"),
        "widow": _("Widow"),
        "widow_tile": _("Widow {tile}"),
        "widow_named": _("The widow, {tile}"),
        "widow_down": _("The widow, face down"),
        # TRANSLATORS: the small label under the tile in the bidder's hand that came from the widow.
        "from_widow": _("widow"),
        # TRANSLATORS: one letter on a trump tile's corner badge, the first of the word "trump"
        # (the tile's own name for screen readers says "trump" in full).
        "trump_mark": _("T"),
        "choices": _("Your choices"),
        "play_tile": _("Play {tile}"),
        "cannot_play": _("{tile}, cannot be played now"),
        "discard_tile": _("Discard {tile}"),
        "choose_discard": _("Choose the tile to discard."),
        "or_another": _("or choose another tile"),
        "offline_title": _("Not connected to Python."),
        "offline_detail": _("Run this cell to play on."),
        "lost_text": _(
            "This is the table as it was when its kernel last answered (the kernel restarted, "
            "or the notebook was opened again). Run this cell to play on."
        ),
        "solved": _("Solved."),
        "not_yet": _("Not yet."),
        "next_step": _("Next step"),
        "hint_label": _("Hint:"),
        "coach": _("Coach:"),
        "coach_notes": _("Coach: your costly decisions this hand"),
        "coach_none": _("Coach: no costly decision this hand."),
        "game_over": _("Game over"),
        "hand_summary": _("Hand summary"),
        "tricks": _("Tricks"),
        "this_hand": _("This hand"),
        "total": _("Total"),
        "look": _("Look at the table"),
        "next_hand": _("Next hand"),
        # TRANSLATORS: beside the learner's name while it is their turn: "You — your turn".
        "your_turn": _("your turn"),
        # An exported game's page (widget_js/src/export.js): its buttons to step through it.
        "step_through": _("Step through the game"),
        # TRANSLATORS: an exported game's button to its first moment (short).
        "start": _("Start"),
        # TRANSLATORS: the Start button's tooltip; Home is the key that does the same.
        "start_title": _("The start (Home)"),
        "previous_title": _("The previous moment (←)"),
        "next_title": _("The next moment (→)"),
        # TRANSLATORS: an exported game's button to its last moment (short).
        "end": _("End"),
        # TRANSLATORS: the End button's tooltip; End is the key that does the same.
        "end_title": _("The end (End)"),
        "next_moment": _("Next moment"),
        "commands": commands(),
        # TRANSLATORS: the blind mode's text box, where a command ("hand", "trick") is typed.
        "command_box": _("Command"),
        "command_help": command_help(),
        # TRANSLATORS: said when what was typed in the command box is none of the commands.
        "not_a_command": _("“{text}” is not a command."),
        # TRANSLATORS: a setting: the table says more to a screen reader, and nothing moves.
        "screen_reader": _("Screen reader: say more, move less"),
        # TRANSLATORS: the heading of the list of every move of the hand, in order.
        "log_title": _("The hand so far"),
        "hand": [
            ngettext("Your hand, {n} tile", "Your hand, {n} tiles", n) for n in range(MOST_HELD + 1)
        ],
        "tiles": tile_names(),
    }
