"""The table's settings in one place: the pace at which the story is told, the levels of the
computer players, the language it speaks, and the limits on what the browser may ask and on how
long the computer players may run."""

from __future__ import annotations

from moon_nb.players.levels import LEVELS, Level
from moon_nb.show.wire import Features, LanguageChooser, Pace
from moon_nb.speech import N_, _, language, languages

DEFAULT_PACE_MS = 700
"""How long the table lingers on each computer move, per unit of an event's linger."""

MAX_PACE_MS = 5000
"""The slowest pace a teacher or learner may choose."""

PACES: tuple[tuple[int, str], ...] = (
    (0, N_("Instant")),
    (300, N_("Fast")),
    (700, N_("Normal")),
    (1400, N_("Slow")),
)
"""The pace choices the table offers (their labels said with `_`)."""

MAX_TEXT = 40
"""The longest string field accepted in a message from the browser: every action is shorter."""

MAX_COMPUTER_STEPS = 10_000
"""A bound on computer moves between two learner decisions (a hand has well under 30), so a
broken player can never keep the kernel busy forever."""


def check_pace(ms: object) -> int:
    """A pace in milliseconds, or ValueError saying what a pace is."""
    if type(ms) is not int or not 0 <= ms <= MAX_PACE_MS:
        raise ValueError(f"pace_ms is a whole number of milliseconds, 0 to {MAX_PACE_MS}")
    return ms


def pace_choices(current: int) -> list[Pace]:
    """The paces to choose from, with the table's own among them if a teacher set another."""
    choices = {ms: _(label) for ms, label in PACES}
    choices.setdefault(current, _("{ms} ms", ms=current))
    return [{"ms": ms, "label": label} for ms, label in sorted(choices.items())]


def features(
    *,
    hint: bool,
    undo: bool,
    reveal: bool,
    pace_ms: int,
    level: Level | None,
    chosen: Level | None,
    marks: bool = True,
    new_game: bool = True,
) -> Features:
    """Which learning aids a table offers, the paces to choose from, and the levels (none when
    a teacher chose the players) with the current one, the one chosen for the next hand, and
    the words for the bar."""
    out: Features = {
        "hint": hint,
        "undo": undo,
        "reveal": reveal,
        "marks": marks,
        "new_game": new_game,
        "paces": pace_choices(pace_ms),
        "levels": [],
        "level": "",
        "next_level": "",
        "level_text": "",
        "language": language_chooser(),
    }
    if level is None:
        return out
    if chosen is not None:
        text = _("Opponents: {level} — {next} from the next hand", level=level.said,
                 next=chosen.said)  # fmt: skip
    else:
        text = _("Opponents: {level}", level=level.said)
    out["levels"] = [{"name": v.name, "label": v.said, "about": v.means} for v in LEVELS.values()]
    out["level"] = level.name
    out["next_level"] = chosen.name if chosen is not None else ""
    out["level_text"] = text
    return out


def language_chooser() -> LanguageChooser:
    """The languages a table may speak, each by its own name, with the one it speaks now (the
    language of the moment: a table says its state in its own)."""
    return {
        "lang": language(),
        "choices": [{"code": code, "name": name} for code, name in languages().items()],
        "label": _("Language"),
        # TRANSLATORS: the button beside a list (of steps, of languages): choosing in the list
        # changes nothing until it is pressed. Short: it stands beside the list on a phone.
        "go": _("Go"),
        # TRANSLATORS: a screen reader's name for the Go button beside the list of languages:
        # it must hold the button's word ("Go") as it shows.
        "go_label": _("Go: speak the language chosen"),
        # TRANSLATORS: under the table's choice of language, in its settings.
        "note": _("The tutorials' notebooks are in these six languages too."),
    }
