"""The rules of Moon on one printable page, drawn with the library's own pictures.

Every fact on the page — the tiles, the suits and how they rank, how many trumps each choice
makes, the bids, the scores — is worked out by the engine when the page is made, not typed;
where a rule is the project's reading of its sources, a table's choice or an extension, the
page says so (`moon_nb.reference.readings`). ``rules_summary_html()`` is the page (a complete
HTML file that needs no network), ``RulesSummary()`` shows it in a notebook, and
``python -m moon_nb rules-summary OUT.html`` writes it.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterable
from dataclasses import dataclass

from moon_nb.engine.bidding import legal_bids
from moon_nb.engine.options import MOON, TRICKS_PER_HAND, Rules
from moon_nb.engine.scoring import game_status, score_hand
from moon_nb.engine.tiles import DOUBLE_SIX, Tile, join
from moon_nb.engine.tricks import TRUMP, explain_lead, explain_trick, legal_plays, suit_members
from moon_nb.engine.trump import Trump
from moon_nb.engine.words import plural
from moon_nb.reference.captioned import Figure
from moon_nb.reference.illustrate import suit_figure, trick_figure
from moon_nb.reference.readings import LABELS, MEANINGS, Reading, for_rules, reading
from moon_nb.show import svg

SCALE = 0.55
"""How much smaller the pictures are drawn than in a notebook, to fit one page."""

_SIZE = re.compile(r' (width|height)="([0-9.]+)"')


def _picture(figure: Figure, scale: float = SCALE) -> str:
    """A lesson picture as a small image (an SVG ``data:`` URI: it needs no network)."""
    tag = svg.image_html(figure.svg)
    return _SIZE.sub(lambda m: f' {m.group(1)}="{float(m.group(2)) * scale:.0f}"', tag)


def _p(*parts: str) -> str:
    return "<p>" + " ".join(parts) + "</p>"


def _e(text: str) -> str:
    return html.escape(text)


def _tag(r: Reading) -> str:
    return f'<span class="tag">{_e(r.tag)}</span>'


def _list(items: Iterable[str]) -> str:
    return "<ul>" + "".join(f"<li>{i}</li>" for i in items) + "</ul>"


@dataclass(frozen=True)
class Facts:
    """What the page states, each worked out by the engine for ``rules`` (three-player Moon
    unless given)."""

    rules: Rules

    @property
    def tiles(self) -> int:
        return len(self.rules.tiles)

    @property
    def hand(self) -> int:
        return len(self.rules.tiles) // self.rules.players

    @property
    def widow(self) -> int:
        return len(self.rules.tiles) % self.rules.players

    @property
    def taken_out(self) -> tuple[Tile, ...]:
        return tuple(t for t in DOUBLE_SIX if t not in self.rules.tiles)

    @property
    def suit_sizes(self) -> dict[int, int]:
        """How many tiles each suit has with no trump."""
        return {n: len(suit_members(n, None, self.rules.tiles)) for n in range(7)}

    @property
    def trump_counts(self) -> dict[Trump, int]:
        """How many trumps each choice of trump makes."""
        return {
            t: len(suit_members(TRUMP, t, self.rules.tiles))
            for t in Trump
            if t is not Trump.NO_TRUMP
        }

    @property
    def bids(self) -> tuple[int, ...]:
        return self.rules.bids

    def score(self, bidder: int, bid: int, tricks: list[int]) -> str:
        return score_hand(self.rules, bidder, bid, tricks).text


def _counts_words(counts: dict[Trump, int]) -> str:
    """``"blanks 1; 1s, 2s, ... 6s: 6 each; doubles 7"``: trump counts, equal ones together."""
    groups: dict[int, list[str]] = {}
    for trump, n in counts.items():
        groups.setdefault(n, []).append(str(trump))
    parts = []
    for n, names in groups.items():
        each = " each" if len(names) > 1 else ""
        parts.append(f"{', '.join(names)}: {n}{each}")
    return "; ".join(parts)


def _widow_and_trump(f: Facts) -> str:
    """What the bidder does after the bidding, in the variant's order."""
    choices = "<b>trump</b>: a number 0–6, the doubles, or no trump"
    if not f.widow:
        return f"There is no widow: the bidder names {choices}."
    widow = (
        f"takes the widow ({f.hand + 1} tiles), then <b>discards</b> one face down (the widow "
        "may be it): out of play for the hand"
    )
    if f.rules.trump_before_widow:
        return f"The bidder first names {choices}; then {widow}."
    return f"The bidder {widow}. Then names {choices}."


def _sections(f: Facts) -> list[tuple[str, str]]:
    rules = f.rules
    sizes = f.suit_sizes
    # The suits smaller than the rest (suit 0 in Moon: 0-0 alone, or no tile without it).
    fewest = min(sizes.values())
    zero = [n for n, k in sizes.items() if k == fewest]
    others = sorted({k for n, k in sizes.items() if n not in zero})
    removed = f.taken_out
    blanks = all(0 in t.ends for t in removed) and Tile(0, 0) in rules.tiles
    out = []
    out.append(
        (
            "Tiles and deal",
            _p(
                f"A double-six set without {'the blanks, except 0-0' if blanks else join(removed)}:"
                f" <b>{f.tiles} tiles</b>. Each of the {rules.players} players gets "
                f"<b>{f.hand}</b>; "
                + (
                    f"the {f.widow} left over lies face down: the <b>widow</b>."
                    if f.widow
                    else "none is left over: no widow."
                )
            )
            + _p(
                "Seats are numbered 0, 1, 2; <b>clockwise</b> is from each seat to the next "
                "number, 0 → 1 → 2 → 0."
            ),
        )
    )
    six, two = suit_members(6, None, rules.tiles), suit_members(2, None, rules.tiles)
    out.append(
        (
            "Suits and rank",
            _p(
                "Seven suits, 0 to 6. A tile that is not a double belongs to the suits of "
                "<b>both</b> its numbers; a double only to its own. Suit "
                + ", ".join(str(n) for n in zero)
                + f" has {plural(fewest, 'tile')}"
                + (f" ({join(suit_members(zero[0], None, rules.tiles))})" if fewest else "")
                + "; the others "
                + " or ".join(str(k) for k in others)
                + " each."
            )
            + _p(
                "In a suit the <b>double is highest</b>, then the others by their other end: "
                f"suit 6 is {join(six)}; suit 2 is {join(two)}."
            )
            + _picture(suit_figure(2, None, rules.tiles, label="Suit 2, highest first")),
        )
    )
    moon_bid = f"{MOON}"
    # What happens when all pass is the variant's: a new deal, or the last to speak must bid.
    passing = reading("all pass" if rules.all_pass == "redeal" else "forced bid, three players")
    out.append(
        (
            "Bidding",
            _p(
                "The first bidder of a game is chosen at random, then it moves one seat "
                "clockwise each hand. Clockwise from there, each player has <b>one turn</b>: "
                "pass, or bid higher than every bid before. Bids: <b>"
                + ", ".join(str(b) for b in f.bids)
                + "</b>."
            )
            + _p(
                f"<b>{moon_bid}</b> is <b>shooting the moon</b>: a contract for all "
                f"{TRICKS_PER_HAND} tricks; it ends the bidding at once. After a bid of "
                f"{f.bids[-2]} the next player may: "
                + ", ".join("pass" if c == 0 else str(c) for c in legal_bids(rules, [f.bids[-2]]))
                + "."
            )
            + _p("The highest bid is the <b>contract</b>; its player is the <b>bidder</b>.")
            + _p(
                f"{_e(passing.rule)} {_tag(passing)}",
            ),
        )
    )
    out.append(
        (
            "Widow, discard, trump" if f.widow else "Trump",
            _p(_widow_and_trump(f))
            + _p(
                "A number as trump: every tile showing it is a trump and belongs to the "
                "trump suit only. Trumps made — " + _e(_counts_words(f.trump_counts)) + "."
            )
            + _picture(suit_figure(TRUMP, 4, rules.tiles, label="Trumps when 4s are trump"))
            + _p(
                "Doubles as trump: the doubles leave their suits, whose highest tile is then "
                f"the highest non-double (suit 4: {join(suit_members(4, 'doubles', rules.tiles))})."
                " No trump: no trumps at all."
            ),
        )
    )
    trick = [Tile(3, 2), Tile(5, 3), Tile(6, 1)]
    hand = [Tile(6, 6), Tile(5, 3), Tile(4, 4), Tile(2, 1)]
    out.append(
        (
            "Play",
            _p(
                "Seven <b>tricks</b>, one tile from each player clockwise. The bidder "
                "<b>leads</b> the first; the winner of each leads the next. Any tile may be led."
            )
            + _p(
                "A trump leads trumps; any other tile leads its <b>higher</b> number; a double "
                "its own. With 6s trump: "
                + _e(explain_lead("5-3", 6).text)
                + " "
                + _e(explain_lead("6-1", 6).text.split(",")[0])
                + "."
            )
            + _p(
                "Everyone must <b>follow suit</b> if they can (a tile of that suit that is not "
                "a trump; a trump when trumps are led); one who cannot may play any tile. "
                f"Holding {join(hand)} with 6s trump, on a lead of 3-2 you may play only "
                f"{join(legal_plays(hand, ['3-2'], 6))}."
            )
            + _p(
                "The highest trump wins; with no trump played, the highest tile of the suit led. "
                + _e(explain_trick(trick, 6).text)
            )
            + _picture(trick_figure([(1, trick[0]), (2, trick[1]), (0, trick[2])], 6)),
        )
    )
    made = reading("made")
    bid = 5
    out.append(
        (
            "Scoring a hand",
            _p(f"<b>Made</b>: {_e(made.rule)} {_tag(made)} The bidder scores the bid — no more.")
            + _p(
                "<b>Set</b>: the bidder loses the bid. Each other player scores 1 point a "
                "trick, made or set. Scores can go below zero."
            )
            + _list(
                _e(f.score(0, bid, t))
                for t in ([5, 1, 1], [TRICKS_PER_HAND, 0, 0], [4, 2, 1], [6, 1, 0])
            )
            + _p(
                f"A made {MOON} <b>wins the game</b> at once; a set {MOON} loses {MOON}: "
                + _e(f.score(1, MOON, [1, 6, 0]))
            ),
        )
    )
    tie = game_status(rules, [rules.target + 1, rules.target + 1, rules.target - 11])
    out.append(
        (
            "Winning",
            _p(
                f"The game ends after a hand in which a player has <b>{rules.target} "
                f"{rules.unit} or more</b> and more than every other. Players tied at the top "
                f"play on, hand by hand: {_e(tie.text)}"
            ),
        )
    )
    four, bare = Rules(players=4), Rules(double_blank=False)
    marks = Rules(scoring="marks")
    # Each minimum's opening bids, from the engine: what the first bidder may say.
    minimums = "; ".join(
        f"with {m}: bids {', '.join(str(b) for b in legal_bids(Rules(min_bid=m), []) if b)}"
        for m in (3, 5)
    )
    four_zero = len(suit_members(TRUMP, 0, four.tiles))
    variants = [
        f"<b>Four players</b>: {len(four.tiles)} tiles, {len(four.tiles) // 4} each, no widow, "
        f"two teams of two; 0 as trump makes {four_zero} trumps. A made contract scores the "
        "team's tricks, a set one loses the bid, the other team scores 1 a trick; first team "
        f"to {four.target}. Partners sit opposite {_tag(reading('partners'))}; a made {MOON} "
        f"wins {_tag(reading('moon with partners'))}; ties at the top play on "
        f"{_tag(reading('ties, partners'))}.",
        f"<b>No 0-0</b>: {len(bare.tiles)} tiles, {'a widow' if bare.has_widow else 'no widow'}.",
        "<b>Trump before the widow</b>: the bidder names trump, then takes the widow and discards.",
        "<b>Marks</b>: a made contract earns the bidder a mark; a set one earns each other "
        f"player a mark {_tag(reading('marks, set'))}; first to {marks.target}; ties at the "
        f"top play on {_tag(reading('ties, marks'))}; a made {MOON} still wins at once "
        f"{_tag(reading('marks, moon'))}.",
        f"<b>Minimum bid 3 or 5</b> ({minimums}): four "
        f"players in the sources; for three {_tag(reading('minimum bid, three players'))}.",
        "<b>The forced bid</b>: when the others have passed, the last must bid. Four "
        'players: "must bid 4" read as "may not pass" '
        f"{_tag(reading('forced bid, four players'))}; three players "
        f"{_tag(reading('forced bid, three players'))}.",
    ]
    out.append(("Variants, from the sources", _list(variants)))
    choices = [f"{_e(r.rule)} {_tag(r)} — {_e(r.why)}" for r in for_rules(rules)]
    legend = [f"<i>{_e(LABELS[k])}</i>: {_e(v)}." for k, v in MEANINGS.items()]
    out.append(("This project's choices", _list(choices) + _p(" ".join(legend))))
    return out


_STYLE = """
@page { size: A4; margin: 8mm; }
* { box-sizing: border-box; }
body { font: 8.1pt/1.28 system-ui, -apple-system, "Segoe UI", sans-serif; color: #1d1d1d;
  background: #fff; margin: 0 auto; max-width: 205mm; padding: 6mm; }
h1 { font-size: 15pt; margin: 0 0 1mm; }
.sub { margin: 0 0 3mm; color: #444; }
.cols { column-count: 3; column-gap: 5mm; }
section { break-inside: avoid; margin: 0 0 2.5mm; }
h2 { font-size: 10pt; margin: 0 0 0.8mm; border-bottom: 1px solid #b9a77a; }
p { margin: 0 0 1.2mm; }
ul { margin: 0 0 1.2mm; padding-left: 4mm; }
li { margin: 0 0 0.6mm; }
img { display: block; margin: 0.8mm 0 1.2mm; max-width: 100%; height: auto; }
.tag { font-style: italic; color: #6b4e00; white-space: nowrap; }
@media print { body { padding: 0; } }
"""


def rules_summary_body(rules: Rules | None = None) -> str:
    """The page's content (no ``<html>`` around it), for showing inside a notebook. The page
    is three-player Moon's, in any of its variants; four players are one of its variants."""
    f = Facts(rules or Rules())
    if f.rules.players != 3:
        # Its examples (three seats, each for themselves) would be false for partnerships.
        raise ValueError(
            "the rules summary is for three-player Moon (with any of its options); "
            "its 'Variants' section describes four players"
        )
    parts = "".join(f"<section><h2>{_e(t)}</h2>{body}</section>" for t, body in _sections(f))
    return (
        '<div class="moon-summary">'
        "<h1>Moon — the rules on one page</h1>"
        f'<p class="sub">{_e(f.rules.describe())}, as moon_nb plays it: every number and '
        "example below is worked out by its rules engine. Labels in <i>italics</i> mark where "
        "a rule is this project's reading of its sources, a table's choice, or an extension."
        "</p>"
        f'<div class="cols">{parts}</div></div>'
    )


def rules_summary_html(rules: Rules | None = None) -> str:
    """The rules summary as a complete HTML page: one printed A4 page, no network needed."""
    return (
        '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        "<title>Moon — the rules on one page</title>"
        f"<style>{_STYLE}</style></head><body>{rules_summary_body(rules)}</body></html>\n"
    )


@dataclass(frozen=True)
class RulesSummary:
    """The rules summary, shown in a notebook: ``RulesSummary()``."""

    rules: Rules | None = None

    def _repr_html_(self) -> str:
        return rules_summary_body(self.rules)

    def __repr__(self) -> str:
        return "Moon — the rules on one page (python -m moon_nb rules-summary OUT.html)"


__all__ = ["Facts", "RulesSummary", "rules_summary_body", "rules_summary_html"]
