"""The project's choices where the rule book's sources are silent, garbled or disagree — each
with its label, so a lesson never teaches a choice as "the rules of Moon".

The rule book (``rules.md``) is put together from five printed sources, the *seeds*. Three
kinds of choice sit beside their rules, each labelled as the rule book marks it:

- a **reading** (**[resolved]**): the sources are silent, garbled or disagree, and the project
  reads them one way;
- a **table's choice** (**[house]**): not in the sources at all — a choice some tables make;
- an **extension**: a rule the sources give for one game, applied by the project to another
  (the tie rule with marks, say).

``for_rules(rules)`` lists the choices a game of those rules relies on; ``table(rules)`` shows
them as a table (notebook 7, the rules summary).
"""

from __future__ import annotations

import html
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Literal

from moon_nb.engine.options import Rules
from moon_nb.speech import N_, _

Label = Literal["reading", "table's choice", "extension"]

LABELS: dict[Label, str] = {
    "reading": N_("the project's reading"),
    "table's choice": N_("a table's choice"),
    "extension": N_("the project's extension"),
}
"""Each label as a lesson says it (in English: ``_(LABELS[label])`` says it)."""

MEANINGS: dict[Label, str] = {
    "reading": N_(
        "the sources are silent, garbled or disagree here, and this project reads them so"
    ),
    "table's choice": N_("not in the sources: a choice some tables make, offered as an option"),
    "extension": N_("a rule the sources give for another game, applied here by this project"),
}
"""What each label means."""


@dataclass(frozen=True)
class Reading:
    """One choice of the project: the rule as it is played here, its label, what the sources
    say and why this is taught, and the games it concerns."""

    topic: str
    rule: str
    label: Label
    why: str
    concerns: Callable[[Rules], bool]
    """Whether a game of these rules relies on this choice."""

    @property
    def tag(self) -> str:
        """``"(the project's reading)"``: the label as it follows a rule in a lesson."""
        return f"({_(LABELS[self.label])})"

    @property
    def rule_said(self) -> str:
        """The rule in the language of the moment (``rule`` is the English)."""
        return _(self.rule)

    @property
    def why_said(self) -> str:
        """Why the project chose so, in the language of the moment (``why`` is the English)."""
        return _(self.why)

    @property
    def text(self) -> str:
        """The rule with its label and its reason, in one paragraph (in the language of the
        moment)."""
        return f"{self.rule_said} {self.tag[0].upper()}{self.tag[1:]}: {self.why_said}"

    def __repr__(self) -> str:
        return self.text


def _always(_rules: Rules) -> bool:
    return True


READINGS: tuple[Reading, ...] = (
    Reading(
        "made",
        N_("A contract is made with at least as many tricks as the bid (a bid of 21: all seven)."),
        "reading",
        N_(
            'the Finnish source\'s three-player text says "more than the bid", its four-player '
            'text "equal or greater"; under "more than" a bid of 7 could never be made, so this '
            'project teaches "at least".'
        ),
        _always,
    ),
    Reading(
        "all pass",
        N_(
            "When every player passes, the tiles are shuffled and dealt again, and the first bid "
            "moves one seat clockwise."
        ),
        "reading",
        N_("the sources do not say what happens; other published rules of Moon deal again."),
        lambda r: r.all_pass == "redeal",
    ),
    Reading(
        "forced bid, four players",
        N_("When the first three pass, the fourth may not pass: it bids the minimum or more."),
        "reading",
        N_(
            'the Finnish source says the fourth "must bid 4"; read as "may not pass", so a '
            "stronger hand may bid more."
        ),
        lambda r: r.all_pass == "force" and r.teams,
    ),
    Reading(
        "forced bid, three players",
        N_("When the others have all passed, the last player to speak must bid."),
        "table's choice",
        N_("the sources give the forced bid for four players only."),
        lambda r: r.all_pass == "force" and not r.teams,
    ),
    Reading(
        "minimum bid, three players",
        N_("The lowest bid may be 3, or 5, instead of 4."),
        "table's choice",
        N_("the sources give the other minimum bids for four players only."),
        lambda r: r.min_bid != 4 and not r.teams,
    ),
    Reading(
        "partners",
        N_("Partners sit opposite each other: seats 0 and 2 are team 0, seats 1 and 3 team 1."),
        "table's choice",
        N_("the sources say two teams of two, not who sits where; this is how Texas 42 is played."),
        lambda r: r.teams,
    ),
    Reading(
        "team scores the bid",
        N_("A made partnership contract scores the bid, as in three-player Moon."),
        "table's choice",
        N_(
            "the sources score the tricks the bidding team won; scoring the bid is this project's "
            "option."
        ),
        lambda r: r.teams and r.team_scoring == "bid",
    ),
    Reading(
        "moon with partners",
        N_("A made bid of 21 with partners wins the game (it is scored +21)."),
        "reading",
        N_("the four-player text does not mention the moon."),
        lambda r: r.teams,
    ),
    Reading(
        "ties, partners",
        N_("Teams tied for the top at 21 or more play on until one is ahead."),
        "extension",
        N_(
            "the four-player text says only that the first team to 21 wins; the tie rule is "
            "three-player Moon's."
        ),
        lambda r: r.teams and r.scoring == "points",
    ),
    Reading(
        "marks, set",
        N_("With marks, a set contract earns each other player one mark."),
        "reading",
        N_(
            "the Finnish source's sentence is garbled there (\"if the bidder wins they get points, "
            'the others others points"); read as one mark for each other player.'
        ),
        lambda r: r.scoring == "marks",
    ),
    Reading(
        "marks, moon",
        N_("With marks, a made bid of 21 still wins the game at once."),
        "reading",
        N_("the sources do not say what the moon does when marks are kept."),
        lambda r: r.scoring == "marks",
    ),
    Reading(
        "ties, marks",
        N_("With marks, players tied for the top at 7 or more play on until one is ahead."),
        "extension",
        N_("the sources give the tie rule for points; for marks it is this project's."),
        lambda r: r.scoring == "marks",
    ),
    Reading(
        "marks with partners",
        N_("Marks may be kept with partners too: one a hand for a team, first to 7."),
        "extension",
        N_("marks are a variation of three-player Moon in the sources."),
        lambda r: r.scoring == "marks" and r.teams,
    ),
    Reading(
        "the last trick",
        N_("At this project's table a learner may look back at the last trick (key L)."),
        "table's choice",
        N_("in the sources a taken trick lies face down; looking back is a teaching aid."),
        _always,
    ),
)
"""Every choice of the project, in the order a game meets them."""


def reading(topic: str) -> Reading:
    """The choice about ``topic`` (``"made"``, ``"marks, set"``, ...)."""
    for r in READINGS:
        if r.topic == topic:
            return r
    raise KeyError(f"no reading about {topic!r}: the topics are {[r.topic for r in READINGS]}")


def for_rules(rules: Rules | None = None) -> list[Reading]:
    """The choices a game of ``rules`` relies on."""
    chosen = rules or Rules()
    return [r for r in READINGS if r.concerns(chosen)]


@dataclass(frozen=True)
class ReadingsTable:
    """Some of the project's choices as a table: topic, the rule here, label, why."""

    readings: tuple[Reading, ...]

    # A topic is the English key `reading` takes (a Python value, shown quoted as code); the
    # rule, its label and its reason are said in the language of the moment.
    def __repr__(self) -> str:
        return "\n".join(f"{r.topic!r}: {r.text}" for r in self.readings)

    def _repr_html_(self) -> str:
        left = ' style="text-align:left;vertical-align:top"'
        # TRANSLATORS: the headers of the table of the project's choices: the rule as played
        # at this project's table, the choice's label, and why it was chosen.
        names = ("", _("played here"), _("label"), _("why"))
        head = "".join(f"<th{left}>{html.escape(h)}</th>" for h in names)
        rows = "".join(
            f"<tr><td{left}><code>{html.escape(r.topic)}</code></td>"
            f"<td{left}>{html.escape(r.rule_said)}</td>"
            f"<td{left}><em>{html.escape(_(LABELS[r.label]))}</em></td>"
            f"<td{left}>{html.escape(r.why_said[0].upper() + r.why_said[1:])}</td></tr>"
            for r in self.readings
        )
        return f'<table class="moon-readings"><tr>{head}</tr>{rows}</table>'


def table(readings: Iterable[Reading] = READINGS) -> ReadingsTable:
    """The choices as a table that shows in a notebook (HTML) and as text."""
    return ReadingsTable(tuple(readings))


__all__ = [
    "LABELS",
    "MEANINGS",
    "READINGS",
    "Label",
    "Reading",
    "ReadingsTable",
    "for_rules",
    "reading",
    "table",
]
