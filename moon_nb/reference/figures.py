"""The figures of notebook 9 (bidding and play), each a small table computed from measured deals.

They read the records of `moon_nb.reference.study` (deals solved exactly, every hand face up, seat
0 as the bidder); `moon_nb.reference.watching` adds what heuristic players do at the table. Every
function returns a `Table`, which shows as HTML in a notebook and as aligned text elsewhere; the
numbers in the notebook's text are read from the same tables. Each takes ``lang=`` (the language
its words are said in; `Table.cell` finds a figure by the same English names in every one).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence

from moon_nb.engine.tiles import MOON_TILES, Tile
from moon_nb.engine.tricks import TRUMP, follows, rank
from moon_nb.engine.trump import Trump
from moon_nb.reference.figure_table import (
    AS_DEALT,
    BEST,
    Table,
    deals_note,
    in_language,
    mean,
    percent,
    said,
)
from moon_nb.reference.study import BIDDER, Measured, off_suit_doubles
from moon_nb.speech import N_, _

NUMBERS = [Trump(n) for n in range(1, 7)]
"""The number trumps that can give a hand several trumps (0 gives at most one: 0-0)."""


def _count(hand: Iterable[Tile], trump: Trump) -> int:
    return sum(trump.is_trump(t) for t in hand)


# --- judging a hand -----------------------------------------------------------------------------


def _dealt_cases(records: Sequence[Measured]) -> Iterator[tuple[tuple[Tile, ...], Trump, int]]:
    """Each deal's hand as dealt with each number 1..6 as trump: (hand, trump, tricks)."""
    for r in records:
        for trump in NUMBERS:
            yield r.deal.hands[BIDDER], trump, r.dealt(trump)


_TRUMPS_HELD = N_("trumps held")
_CASES = N_("cases")
_ON_AVERAGE = N_("tricks on average")


_TRUMPS_COLUMNS = (
    _TRUMPS_HELD,
    _CASES,
    _ON_AVERAGE,
    # TRANSLATORS: a column's header: how often the hand takes at least 4 tricks.
    N_("makes 4"),
    N_("makes 5"),
    N_("makes 6"),
)


@in_language
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
                mean(v),
                *(percent(sum(x >= b for x in v), len(v)) for b in (4, 5, 6)),
            )
        )
    return Table(
        _("Count your trumps: the tricks a hand takes, by how many trumps it holds"),
        said(_TRUMPS_COLUMNS),
        tuple(rows),
        deals_note(
            records,
            N_(
                "{deals} random deals (Game(seed=s), s = 0..{last}), seat 0 as the bidder, the "
                "hand as dealt (before the widow), each number 1..6 named as trump in turn: one "
                "case per deal and number; every hand face up, best play by all "
                "(moon_nb.players.solver)."
            ),
        ),
        keys=_TRUMPS_COLUMNS,
    )


_DOUBLES_COLUMNS = (_TRUMPS_HELD, N_("no double"), N_("1 double"), N_("2 doubles"), N_("3 or more"))


@in_language
def doubles_table(records: Sequence[Measured]) -> Table:
    """Tricks on average by trumps held and by doubles of other numbers held."""
    by: dict[tuple[int, int], list[int]] = {}
    for hand, trump, tricks in _dealt_cases(records):
        d = min(len(off_suit_doubles(hand, trump)), 3)
        by.setdefault((_count(hand, trump), d), []).append(tricks)
    rows = []
    for k in range(2, 6):
        cells = [mean(by.get((k, d), [])) for d in range(4)]
        rows.append((str(k), *cells))
    return Table(
        _("Doubles of other numbers: tricks on average, by trumps held (rows) and doubles held"),
        said(_DOUBLES_COLUMNS),
        tuple(rows),
        deals_note(records, AS_DEALT),
        keys=_DOUBLES_COLUMNS,
    )


# TRANSLATORS: "it" is the double of trump (the table's title names it).
_TOP_COLUMNS = (_TRUMPS_HELD, N_("with it"), _CASES, N_("without it"), _CASES)


@in_language
def top_trump_table(records: Sequence[Measured]) -> Table:
    """Tricks on average by trumps held, with and without the double of trump."""
    by: dict[tuple[int, bool], list[int]] = {}
    for hand, trump, tricks in _dealt_cases(records):
        top = Tile(trump.value, trump.value) in hand
        by.setdefault((_count(hand, trump), top), []).append(tricks)
    rows = []
    for k in range(1, 6):
        with_top, without = by.get((k, True), []), by.get((k, False), [])
        rows.append((str(k), mean(with_top), str(len(with_top)), mean(without), str(len(without))))
    return Table(
        _("The double of trump is the highest trump: tricks on average with and without it"),
        said(_TOP_COLUMNS),
        tuple(rows),
        deals_note(records, AS_DEALT),
        keys=_TOP_COLUMNS,
    )


# --- the widow and the discard ------------------------------------------------------------------


@in_language
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
            # TRANSLATORS: a cell: "3 of 15" (trumps among the unseen tiles).
            chance[k] = _("{part} of {whole}", part=_count(unseen, trump), whole=len(unseen))
    rows = []
    for k in range(0, 7):
        if k in seen:
            v = seen[k]
            rows.append((str(k), chance[k], percent(sum(v), len(v)), str(len(v))))
    columns = (_TRUMPS_HELD, N_("trumps among the unseen tiles"), N_("widow was a trump"), _CASES)
    return Table(
        _("Is the widow a trump? The unseen trumps among the unseen tiles, and how often it was"),
        said(columns),
        tuple(rows),
        deals_note(
            records,
            N_(
                "Counted: the 15 tiles a dealt hand does not hold. Observed: {deals} deals, each "
                "number 1..6 as trump in turn."
            ),
        ),
        keys=columns,
    )


@in_language
def widow_gain_table(records: Sequence[Measured]) -> Table:
    """What taking the widow (and the best discard) adds to the best trump's tricks."""
    gains = []
    for r in records:
        before = max(r.dealt(t) for t in Trump)
        gains.append(r.best_tricks - before)
    bands: dict[str, Callable[[int], bool]] = {
        N_("no trick"): lambda g: g == 0,
        N_("1 trick"): lambda g: g == 1,
        N_("2 tricks or more"): lambda g: g >= 2,
    }
    rows = tuple(
        (_(label), percent(sum(test(g) for g in gains), len(gains)))
        for label, test in bands.items()
    )
    columns = (N_("the widow adds"), N_("deals"))
    return Table(
        # TRANSLATORS: {average} is a number such as "0.85".
        _(
            "What the widow adds (best trump and best discard): {average} tricks on average",
            average=mean(gains),
        ),
        said(columns),
        rows,
        deals_note(
            records,
            N_(
                "{deals} random deals (Game(seed=s), s = 0..{last}), seat 0 as the bidder, its "
                "best trump before and after taking the widow; every hand face up, best play by "
                "all (moon_nb.players.solver)."
            ),
        ),
        keys=columns,
        row_keys=tuple(bands),
    )


def _voids(kept: Sequence[Tile], tile: Tile, trump: Trump) -> bool:
    """Discarding ``tile`` leaves the hand with no tile of one of the suits it belongs to."""
    suits = {n for n in tile.ends if follows(tile, n, trump)}
    return any(not any(follows(t, n, trump) for t in kept) for n in suits)


@in_language
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
    columns = ("", _ON_AVERAGE)
    names = (N_("the best discard that makes a void"), N_("the best discard that does not"))
    return Table(
        _("The discard: making a void (no tile left of a suit) or not"),
        said(columns),
        ((_(names[0]), mean(void_best)), (_(names[1]), mean(other_best))),
        # TRANSLATORS: {choice} is a number of deals; {share} a percentage such as "60 %".
        deals_note(
            records,
            N_(
                "{deals} random deals (Game(seed=s), s = 0..{last}), seat 0 as the bidder, its "
                "best trump; the {choice} deals where it may discard either way (never a trump). "
                "In {share} of them the best discard of all makes a void; every hand face up, "
                "best play by all (moon_nb.players.solver)."
            ),
            choice=choice,
            share=percent(best_voids, choice),
        ),
        keys=columns,
        row_keys=names,
    )


# --- choosing trump -----------------------------------------------------------------------------


@in_language
def trump_choice_table(records: Sequence[Measured]) -> Table:
    """Which kind of trump takes the most tricks, after the widow and the best discard."""
    kinds: dict[str, Callable[[Trump], bool]] = {
        N_("a number 1..6"): lambda t: t.number not in (None, 0),
        N_("0 (only 0-0 is a trump)"): lambda t: t is Trump.BLANKS,
        # TRANSLATORS: a kind of trump: the doubles are trump.
        N_("doubles"): lambda t: t is Trump.DOUBLES,
        N_("no trump"): lambda t: t is Trump.NO_TRUMP,
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
    rows = tuple((_(name), percent(best_of[name], n), percent(only[name], n)) for name in kinds)
    columns = (N_("trump"), N_("among the best"), N_("better than every other kind"))
    return Table(
        _("Which trump takes the most tricks"),
        said(columns),
        rows,
        deals_note(
            records,
            N_(
                "{deals} random deals (Game(seed=s), s = 0..{last}), seat 0 as the bidder, the "
                "widow taken, each trump with its best discard; every hand face up, best play by "
                "all (moon_nb.players.solver)."
            ),
        ),
        keys=columns,
        row_keys=tuple(kinds),
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
    return hits, mean(in_hits), mean(in_all)


# --- the moon ------------------------------------------------------------------------------------


_SAID_GROUPS = ("4 or fewer",)
"""The moon table's rows said in words (the others are numbers)."""


@in_language
def moon_table(records: Sequence[Measured]) -> Table:
    """How often a hand takes all seven tricks, by its likely winners: its trumps and its
    doubles (best trump, after the widow)."""
    groups = {N_("4 or fewer"): range(0, 5), "5": range(5, 6), "6": range(6, 7), "7": range(7, 8)}
    by: dict[str, list[bool]] = {name: [] for name in groups}
    for r in records:
        d, trump = r.best
        kept = r.deal.kept(r.deal.eight[d])
        k = sum(trump.is_trump(t) or t.is_double for t in kept)
        name = next(n for n, span in groups.items() if k in span)
        by[name].append(r.best_tricks == 7)
    rows = tuple(
        (_(name) if name in _SAID_GROUPS else name, str(len(v)), percent(sum(v), len(v)))
        for name, v in by.items()
    )
    total = sum(sum(v) for v in by.values())
    columns = (N_("trumps and doubles held"), N_("deals"), N_("takes all 7"))
    return Table(
        # TRANSLATORS: {share} is a percentage such as "12 %".
        _(
            "All seven tricks: {total} of {hands} hands ({share})",
            total=total,
            hands=len(records),
            share=percent(total, len(records)),
        ),
        said(columns),
        rows,
        deals_note(records, BEST),
        keys=columns,
        row_keys=tuple(groups),
    )


# TRANSLATORS: the header of a column of figures (counts, averages, percentages).
_FIGURE_COLUMNS = ("", N_("figure"))

# --- the play ------------------------------------------------------------------------------------


@in_language
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
    names = (
        N_("tricks on average, leading the highest trump"),
        N_("tricks on average, leading the highest other double"),
        N_("the double lead takes fewer tricks"),
        N_("the double lead takes more tricks"),
        N_("an opponent can trump the double at once"),
    )
    figures = (
        mean(trump_first),
        mean(double_first),
        percent(worse, n),
        percent(better, n),
        percent(ruffable, n),
    )
    return _figure_rows(
        _(
            "The first lead, in the {n} deals where the bidder holds a trump and a double of "
            "another number",
            n=n,
        ),
        names,
        figures,
        deals_note(
            records,
            N_(
                "{deals} random deals (Game(seed=s), s = 0..{last}), seat 0 as the bidder, its "
                "best trump (a number) and discard, leading the first trick; every hand face up, "
                "best play by all (moon_nb.players.solver)."
            ),
        ),
    )


def _figure_rows(title: str, names: tuple[str, ...], figures: Sequence[str], note: str) -> Table:
    """A table of one figure a row (`_FIGURE_COLUMNS`): each row's name said in the language
    of the moment, read by its English name."""
    rows = tuple((_(name), figure) for name, figure in zip(names, figures, strict=True))
    return Table(title, said(_FIGURE_COLUMNS), rows, note, keys=_FIGURE_COLUMNS, row_keys=names)


@in_language
def ruff_table(records: Sequence[Measured]) -> Table:
    """Against the bidder: trump its double, or let it win."""
    cases = [r.ruff for r in records if r.ruff is not None]
    gains = [other - ruff for ruff, other in cases]
    names = (
        N_("bidder's tricks on average if you trump it"),
        N_("bidder's tricks on average if you do not"),
        N_("trumping takes a trick from the bidder"),
        N_("trumping gives the bidder a trick"),
    )
    figures = (
        mean([c[0] for c in cases]),
        mean([c[1] for c in cases]),
        percent(sum(g > 0 for g in gains), len(gains)),
        percent(sum(g < 0 for g in gains), len(gains)),
    )
    return _figure_rows(
        _(
            "The bidder leads a double; you hold none of its suit, but a trump ({n} deals)",
            n=len(cases),
        ),
        names,
        figures,
        deals_note(
            records,
            N_(
                "{deals} random deals (Game(seed=s), s = 0..{last}), seat 0 as the bidder, its "
                "best trump (a number) and discard, leading its highest double of another "
                "number; you are seat 1, next to play, each choice played at its best; every "
                "hand face up, best play by all (moon_nb.players.solver)."
            ),
        ),
    )


def all_tables(records: Sequence[Measured], lang: str | None = None) -> list[Table]:
    """Every table read from the measured deals, said in ``lang`` (None: the language of the
    moment)."""
    makers = (
        trumps_table,
        doubles_table,
        top_trump_table,
        widow_table,
        widow_gain_table,
        void_table,
        trump_choice_table,
        moon_table,
        lead_table,
        ruff_table,
    )
    return [make(records, lang=lang) for make in makers]


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
