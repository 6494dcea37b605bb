"""The figures of notebook 9 (bidding and play), each a small table computed from measured deals.

They read the records of `moon_nb.reference.study` (deals solved exactly, every hand face up, seat
0 as the bidder); `moon_nb.reference.watching` adds what heuristic players do at the table. Every
function returns a `Table`, which shows as HTML in a notebook and as aligned text elsewhere; the
numbers in the notebook's text are read from the same tables.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass

from moon_nb.engine.tiles import MOON_TILES, Tile
from moon_nb.engine.tricks import TRUMP, follows, rank
from moon_nb.engine.trump import Trump
from moon_nb.reference.study import BIDDER, Measured, off_suit_doubles

NUMBERS = [Trump(n) for n in range(1, 7)]
"""The number trumps that can give a hand several trumps (0 gives at most one: 0-0)."""


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


def _mean(values: Sequence[float]) -> str:
    return f"{sum(values) / len(values):.2f}" if values else "–"


def _count(hand: Iterable[Tile], trump: Trump) -> int:
    return sum(trump.is_trump(t) for t in hand)


def _deals_note(records: Sequence[Measured], what: str) -> str:
    return (
        f"{len(records)} random deals (Game(seed=s), s = 0..{len(records) - 1}), seat 0 as the "
        f"bidder, {what}; every hand face up, best play by all (moon_nb.players.solver)."
    )


# --- judging a hand -----------------------------------------------------------------------------


def _dealt_cases(records: Sequence[Measured]) -> Iterator[tuple[tuple[Tile, ...], Trump, int]]:
    """Each deal's hand as dealt with each number 1..6 as trump: (hand, trump, tricks)."""
    for r in records:
        for trump in NUMBERS:
            yield r.deal.hands[BIDDER], trump, r.dealt(trump)


def trumps_table(records: Sequence[Measured]) -> Table:
    """Tricks by the number of trumps a dealt hand holds, for each number named as trump."""
    by: dict[int, list[int]] = {}
    for hand, trump, tricks in _dealt_cases(records):
        by.setdefault(_count(hand, trump), []).append(tricks)
    rows = []
    for k in sorted(by):
        v = by[k]
        rows.append(
            (
                str(k),
                str(len(v)),
                _mean(v),
                *(percent(sum(x >= b for x in v), len(v)) for b in (4, 5, 6)),
            )
        )
    return Table(
        "Count your trumps: the tricks a hand takes, by how many trumps it holds",
        ("trumps held", "cases", "tricks on average", "makes 4", "makes 5", "makes 6"),
        tuple(rows),
        _deals_note(
            records,
            "the hand as dealt (before the widow), each number 1..6 named "
            "as trump in turn: one case per deal and number",
        ),
    )


def doubles_table(records: Sequence[Measured]) -> Table:
    """Tricks on average by trumps held and by doubles of other numbers held."""
    by: dict[tuple[int, int], list[int]] = {}
    for hand, trump, tricks in _dealt_cases(records):
        d = min(len(off_suit_doubles(hand, trump)), 3)
        by.setdefault((_count(hand, trump), d), []).append(tricks)
    rows = []
    for k in range(2, 6):
        cells = [_mean(by.get((k, d), [])) for d in range(4)]
        rows.append((str(k), *cells))
    return Table(
        "Doubles of other numbers: tricks on average, by trumps held (rows) and doubles held",
        ("trumps held", "no double", "1 double", "2 doubles", "3 or more"),
        tuple(rows),
        _deals_note(records, "the hand as dealt, each number 1..6 named as trump in turn"),
    )


def top_trump_table(records: Sequence[Measured]) -> Table:
    """Tricks on average by trumps held, with and without the double of trump."""
    by: dict[tuple[int, bool], list[int]] = {}
    for hand, trump, tricks in _dealt_cases(records):
        top = Tile(trump.value, trump.value) in hand
        by.setdefault((_count(hand, trump), top), []).append(tricks)
    rows = []
    for k in range(1, 6):
        with_top, without = by.get((k, True), []), by.get((k, False), [])
        rows.append(
            (str(k), _mean(with_top), str(len(with_top)), _mean(without), str(len(without)))
        )
    return Table(
        "The double of trump is the highest trump: tricks on average with and without it",
        ("trumps held", "with it", "cases", "without it", "cases"),
        tuple(rows),
        _deals_note(records, "the hand as dealt, each number 1..6 named as trump in turn"),
    )


# --- the widow and the discard ------------------------------------------------------------------


def widow_table(records: Sequence[Measured]) -> Table:
    """How often the widow is a trump, counted and observed, by trumps held."""
    seen: dict[int, list[bool]] = {}
    chance: dict[int, str] = {}
    for r in records:
        hand = r.deal.hands[BIDDER]
        unseen = [t for t in MOON_TILES if t not in hand]
        for trump in NUMBERS:
            k = _count(hand, trump)
            seen.setdefault(k, []).append(trump.is_trump(r.deal.widow))
            chance[k] = f"{_count(unseen, trump)} of {len(unseen)}"
    rows = []
    for k in range(0, 7):
        if k in seen:
            v = seen[k]
            rows.append((str(k), chance[k], percent(sum(v), len(v)), str(len(v))))
    return Table(
        "Is the widow a trump? The unseen trumps among the unseen tiles, and how often it was",
        ("trumps held", "trumps among the unseen tiles", "widow was a trump", "cases"),
        tuple(rows),
        f"Counted: the 15 tiles a dealt hand does not hold. Observed: {len(records)} deals, "
        "each number 1..6 as trump in turn.",
    )


def widow_gain_table(records: Sequence[Measured]) -> Table:
    """What taking the widow (and the best discard) adds to the best trump's tricks."""
    gains = []
    for r in records:
        before = max(r.dealt(t) for t in Trump)
        gains.append(r.best_tricks - before)
    bands: dict[str, Callable[[int], bool]] = {
        "no trick": lambda g: g == 0,
        "1 trick": lambda g: g == 1,
        "2 tricks or more": lambda g: g >= 2,
    }
    rows = tuple(
        (label, percent(sum(test(g) for g in gains), len(gains))) for label, test in bands.items()
    )
    return Table(
        f"What the widow adds (best trump and best discard): {_mean(gains)} tricks on average",
        ("the widow adds", "deals"),
        rows,
        _deals_note(records, "its best trump before and after taking the widow"),
    )


def _voids(kept: Sequence[Tile], tile: Tile, trump: Trump) -> bool:
    """Discarding ``tile`` leaves the hand with no tile of one of the suits it belongs to."""
    suits = {n for n in tile.ends if follows(tile, n, trump)}
    return any(not any(follows(t, n, trump) for t in kept) for n in suits)


def void_table(records: Sequence[Measured]) -> Table:
    """Discards that make a void against other discards (neither a trump), with the best trump."""
    void_best, other_best, best_voids, choice = [], [], 0, 0
    for r in records:
        d, trump = r.best
        eight = r.deal.eight
        values = {tile: r.grid[i][trump.index] for i, tile in enumerate(eight)}
        voiding = [t for t in eight if not trump.is_trump(t) and _voids(r.deal.kept(t), t, trump)]
        others = [t for t in eight if not trump.is_trump(t) and t not in voiding]
        if voiding and others:
            choice += 1
            void_best.append(max(values[t] for t in voiding))
            other_best.append(max(values[t] for t in others))
            best_voids += eight[d] in voiding
    return Table(
        "The discard: making a void (no tile left of a suit) or not",
        ("", "tricks on average"),
        (
            ("the best discard that makes a void", _mean(void_best)),
            ("the best discard that does not", _mean(other_best)),
        ),
        _deals_note(
            records,
            f"its best trump; the {choice} deals where it may discard either "
            f"way (never a trump). In {percent(best_voids, choice)} of them the best "
            "discard of all makes a void",
        ),
    )


# --- choosing trump -----------------------------------------------------------------------------


def trump_choice_table(records: Sequence[Measured]) -> Table:
    """Which kind of trump takes the most tricks, after the widow and the best discard."""
    kinds: dict[str, Callable[[Trump], bool]] = {
        "a number 1..6": lambda t: t.number not in (None, 0),
        "0 (only 0-0 is a trump)": lambda t: t is Trump.BLANKS,
        "doubles": lambda t: t is Trump.DOUBLES,
        "no trump": lambda t: t is Trump.NO_TRUMP,
    }
    best_of: dict[str, int] = dict.fromkeys(kinds, 0)
    only: dict[str, int] = dict.fromkeys(kinds, 0)
    for r in records:
        winners = [t for t in Trump if r.most(t) == r.best_tricks]
        for name, test in kinds.items():
            if any(test(t) for t in winners):
                best_of[name] += 1
                if all(test(t) for t in winners):
                    only[name] += 1
    n = len(records)
    rows = tuple((name, percent(best_of[name], n), percent(only[name], n)) for name in kinds)
    return Table(
        "Which trump takes the most tricks",
        ("trump", "among the best", "better than every other kind"),
        rows,
        _deals_note(records, "the widow taken, each trump with its best discard"),
    )


def doubles_held(records: Sequence[Measured], trump: Trump) -> tuple[int, str, str]:
    """The deals where ``trump`` is among the best; the doubles the bidder holds (its eight
    tiles, the widow taken) on average in those deals, and in all deals."""
    hits, in_hits, in_all = 0, [], []
    for r in records:
        doubles = sum(t.is_double for t in r.deal.eight)
        in_all.append(doubles)
        if r.most(trump) == r.best_tricks:
            hits += 1
            in_hits.append(doubles)
    return hits, _mean(in_hits), _mean(in_all)


# --- the moon ------------------------------------------------------------------------------------


def moon_table(records: Sequence[Measured]) -> Table:
    """How often a hand takes all seven tricks, by its likely winners: its trumps and its
    doubles (best trump, after the widow)."""
    groups = {"4 or fewer": range(0, 5), "5": range(5, 6), "6": range(6, 7), "7": range(7, 8)}
    by: dict[str, list[bool]] = {name: [] for name in groups}
    for r in records:
        d, trump = r.best
        kept = r.deal.kept(r.deal.eight[d])
        k = sum(trump.is_trump(t) or t.is_double for t in kept)
        name = next(n for n, span in groups.items() if k in span)
        by[name].append(r.best_tricks == 7)
    rows = tuple((name, str(len(v)), percent(sum(v), len(v))) for name, v in by.items())
    total = sum(sum(v) for v in by.values())
    return Table(
        f"All seven tricks: {total} of {len(records)} hands ({percent(total, len(records))})",
        ("trumps and doubles held", "deals", "takes all 7"),
        rows,
        _deals_note(records, "the widow taken, the best discard and trump"),
    )


# --- the play ------------------------------------------------------------------------------------


def lead_table(records: Sequence[Measured]) -> Table:
    """The opening lead: the highest trump, or the highest double of another number."""
    trump_first, double_first, worse, better, ruffable = [], [], 0, 0, 0
    for r in records:
        d, trump = r.best
        if trump.number is None:
            continue
        kept = r.deal.kept(r.deal.eight[d])
        doubles = off_suit_doubles(kept, trump)
        trumps = sorted(
            (t for t in kept if trump.is_trump(t)), key=lambda t: -rank(t, TRUMP, trump)
        )
        if not doubles or not trumps:
            continue
        value = dict(zip(kept, r.leads, strict=True))
        a, b = value[trumps[0]], value[doubles[0]]
        trump_first.append(a)
        double_first.append(b)
        worse += b < a
        better += b > a
        suit = doubles[0].high
        ruffable += any(
            not any(follows(t, suit, trump) for t in r.deal.hands[s])
            and any(trump.is_trump(t) for t in r.deal.hands[s])
            for s in (1, 2)
        )
    n = len(trump_first)
    return Table(
        f"The first lead, in the {n} deals where the bidder holds a trump and a double of "
        "another number",
        ("", "figure"),
        (
            ("tricks on average, leading the highest trump", _mean(trump_first)),
            ("tricks on average, leading the highest other double", _mean(double_first)),
            ("the double lead takes fewer tricks", percent(worse, n)),
            ("the double lead takes more tricks", percent(better, n)),
            ("an opponent can trump the double at once", percent(ruffable, n)),
        ),
        _deals_note(records, "its best trump (a number) and discard, leading the first trick"),
    )


def ruff_table(records: Sequence[Measured]) -> Table:
    """Against the bidder: trump its double, or let it win."""
    cases = [r.ruff for r in records if r.ruff is not None]
    gains = [other - ruff for ruff, other in cases]
    return Table(
        f"The bidder leads a double; you hold none of its suit, but a trump ({len(cases)} deals)",
        ("", "figure"),
        (
            ("bidder's tricks on average if you trump it", _mean([c[0] for c in cases])),
            ("bidder's tricks on average if you do not", _mean([c[1] for c in cases])),
            (
                "trumping takes a trick from the bidder",
                percent(sum(g > 0 for g in gains), len(gains)),
            ),
            ("trumping gives the bidder a trick", percent(sum(g < 0 for g in gains), len(gains))),
        ),
        _deals_note(
            records,
            "its best trump (a number) and discard, leading its highest "
            "double of another number; you are seat 1, next to play, each choice "
            "played at its best",
        ),
    )


def all_tables(records: Sequence[Measured]) -> list[Table]:
    """Every table read from the measured deals."""
    return [
        trumps_table(records),
        doubles_table(records),
        top_trump_table(records),
        widow_table(records),
        widow_gain_table(records),
        void_table(records),
        trump_choice_table(records),
        moon_table(records),
        lead_table(records),
        ruff_table(records),
    ]


__all__ = [
    "Table",
    "all_tables",
    "doubles_held",
    "doubles_table",
    "lead_table",
    "moon_table",
    "percent",
    "ruff_table",
    "top_trump_table",
    "trump_choice_table",
    "trumps_table",
    "void_table",
    "widow_gain_table",
    "widow_table",
]
