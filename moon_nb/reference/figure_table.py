"""The table the figures of notebook 9 are shown in (`moon_nb.reference.figures`,
`moon_nb.reference.watching`), and how a table is said in the learner's language: its title,
headers, row names and note through the catalog, its figures found by the same names in every
language (`Table.cell`).
"""

from __future__ import annotations

import functools
import html
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

from moon_nb.reference.study import Measured
from moon_nb.speech import N_, _, decimal, speaking


@dataclass(frozen=True)
class Table:
    """A titled table of figures: a header row, rows of cells, and a note on how it was
    measured. ``cell(row, column)`` reads one figure by the row's and the column's names, the
    same in every language the table is said in (``keys``, ``row_keys``)."""

    title: str
    header: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    note: str
    keys: tuple[str, ...] = ()
    """The columns' names, which `cell` finds them by (their English headers): empty when
    the headers are the names."""
    row_keys: tuple[str, ...] = ()
    """The rows' names (their first cells in English): empty when the first cells are."""

    def cell(self, row: str, column: str) -> str:
        """The figure in the row named ``row``, under the column named ``column``."""
        columns = self.keys or self.header
        names = self.row_keys or tuple(r[0] for r in self.rows)
        return self.rows[names.index(row)][columns.index(column)]

    def __repr__(self) -> str:
        lines = [self.header, *self.rows]
        widths = [max(len(line[k]) for line in lines) for k in range(len(self.header))]
        text = [
            "  ".join(
                c.ljust(w) if k == 0 else c.rjust(w)
                for k, (c, w) in enumerate(zip(line, widths, strict=True))
            )
            for line in lines
        ]
        return "\n".join([self.title, *text, self.note])

    def _repr_html_(self) -> str:
        def row(cells: Sequence[str], tag: str) -> str:
            return (
                "<tr>"
                + "".join(
                    f'<{tag} style="text-align:{"left" if k == 0 else "right"}">'
                    f"{html.escape(c)}</{tag}>"
                    for k, c in enumerate(cells)
                )
                + "</tr>"
            )

        body = row(self.header, "th") + "".join(row(r, "td") for r in self.rows)
        return (
            f'<p><strong>{html.escape(self.title)}</strong></p><table class="moon-figures">'
            f"{body}</table><p><small>{html.escape(self.note)}</small></p>"
        )


def percent(part: int, whole: int) -> str:
    """``"42 %"``: part of whole, or a dash for none."""
    return f"{100 * part / whole:.0f} %" if whole else "–"


def mean(values: Sequence[float]) -> str:
    """The average of ``values`` to a hundredth, as the language writes it, or a dash."""
    return decimal(sum(values) / len(values), 2) if values else "–"


class MakesTable(Protocol):
    """A table of figures made from the measured deals, said in ``lang``."""

    def __call__(self, records: Sequence[Measured], lang: str | None = None) -> Table: ...


def in_language(make: Callable[[Sequence[Measured]], Table]) -> MakesTable:
    """``make``, taking ``lang=``: the table is said in that language (None: the language of
    the moment; an unknown code is refused as `MoonTable` refuses it)."""

    @functools.wraps(make)
    def said_table(records: Sequence[Measured], lang: str | None = None) -> Table:
        with speaking(lang):
            return make(records)

    return said_table


def said(names: Sequence[str]) -> tuple[str, ...]:
    """Headers or row names, marked with `N_` where written, in the language of the moment."""
    return tuple(_(name) if name else "" for name in names)


def deals_note(records: Sequence[Measured], note: str, **names: object) -> str:
    """A table's note on its deals: ``note`` (marked with `N_`), a whole sentence with
    ``{deals}`` (how many) and ``{last}`` (the last seed)."""
    return _(note, deals=len(records), last=len(records) - 1, **names)


# TRANSLATORS (every note on deals): {deals} is how many deals were solved (500); "Game(seed=s),
# s = 0..{last}" is Python, kept as it is; moon_nb.players.solver is a module's name.
AS_DEALT = N_(
    "{deals} random deals (Game(seed=s), s = 0..{last}), seat 0 as the bidder, the hand as dealt, "
    "each number 1..6 named as trump in turn; every hand face up, best play by all "
    "(moon_nb.players.solver)."
)
BEST = N_(
    "{deals} random deals (Game(seed=s), s = 0..{last}), seat 0 as the bidder, the widow taken, "
    "the best discard and trump; every hand face up, best play by all (moon_nb.players.solver)."
)
