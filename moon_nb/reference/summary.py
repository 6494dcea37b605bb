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
from moon_nb.reference.captioned import Figure
from moon_nb.reference.illustrate import suit_figure, trick_figure
from moon_nb.reference.readings import LABELS, MEANINGS, Reading, for_rules, reading
from moon_nb.show import svg
from moon_nb.speech import _, language, ngettext, speaking, spoken

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
    """``"blanks: 1; 1s, 2s, ... 6s: 6 each; doubles: 7"``: trump counts, equal ones
    together."""
    groups: dict[int, list[str]] = {}
    for trump, n in counts.items():
        groups.setdefault(n, []).append(trump.said)
    parts = []
    for n, names in groups.items():
        if len(names) > 1:
            # TRANSLATORS: how many trumps each of several choices makes: "1s, 2s: 6 each".
            parts.append(_("{choices}: {n} each", choices=", ".join(names), n=n))
        else:
            parts.append(f"{names[0]}: {n}")
    return "; ".join(parts)


def _widow_and_trump(f: Facts) -> str:
    """What the bidder does after the bidding, in the variant's order."""
    if not f.widow:
        return _(
            "There is no widow: the bidder names <b>trump</b>: a number 0–6, the doubles, or "
            "no trump."
        )
    if f.rules.trump_before_widow:
        return _(
            "The bidder first names <b>trump</b>: a number 0–6, the doubles, or no trump; then "
            "takes the widow ({n} tiles), then <b>discards</b> one face down (the widow may be "
            "it): out of play for the hand.",
            n=f.hand + 1,
        )
    return _(
        "The bidder takes the widow ({n} tiles), then <b>discards</b> one face down (the widow "
        "may be it): out of play for the hand. Then names <b>trump</b>: a number 0–6, the "
        "doubles, or no trump.",
        n=f.hand + 1,
    )


def _tiles_and_deal(f: Facts) -> str:
    rules = f.rules
    removed = f.taken_out
    blanks = all(0 in t.ends for t in removed) and Tile(0, 0) in rules.tiles
    if blanks:
        made = _(
            "A double-six set without the blanks, except 0-0: <b>{tiles} tiles</b>.",
            tiles=f.tiles,
        )
    else:
        made = _(
            "A double-six set without {removed}: <b>{tiles} tiles</b>.",
            removed=join(removed),
            tiles=f.tiles,
        )
    if f.widow:
        dealt = _(
            "Each of the {players} players gets <b>{hand}</b>; the {widow} left over lies face "
            "down: the <b>widow</b>.",
            players=rules.players,
            hand=f.hand,
            widow=f.widow,
        )
    else:
        dealt = _(
            "Each of the {players} players gets <b>{hand}</b>; none is left over: no widow.",
            players=rules.players,
            hand=f.hand,
        )
    seats = _(
        "Seats are numbered 0, 1, 2; <b>clockwise</b> is from each seat to the next number, "
        "0 → 1 → 2 → 0."
    )
    return _p(made, dealt) + _p(seats)


def _suits_and_rank(f: Facts) -> str:
    rules = f.rules
    sizes = f.suit_sizes
    # The suits smaller than the rest (suit 0 in Moon: 0-0 alone, or no tile without it).
    fewest = min(sizes.values())
    zero = [n for n, k in sizes.items() if k == fewest]
    others = sorted({k for n, k in sizes.items() if n not in zero})
    small = ", ".join(str(n) for n in zero)
    rest = _or([str(k) for k in others])
    if fewest:
        counted = ngettext(
            "Suit {suits} has {n} tile ({tiles}); the others {rest} each.",
            "Suit {suits} has {n} tiles ({tiles}); the others {rest} each.",
            fewest,
            suits=small,
            tiles=join(suit_members(zero[0], None, rules.tiles)),
            rest=rest,
        )
    else:
        counted = _("Suit {suits} has 0 tiles; the others {rest} each.", suits=small, rest=rest)
    six, two = suit_members(6, None, rules.tiles), suit_members(2, None, rules.tiles)
    return (
        _p(
            _(
                "Seven suits, 0 to 6. A tile that is not a double belongs to the suits of "
                "<b>both</b> its numbers; a double only to its own."
            ),
            counted,
        )
        + _p(
            _(
                "In a suit the <b>double is highest</b>, then the others by their other end: "
                "suit 6 is {six}; suit 2 is {two}.",
                six=join(six),
                two=join(two),
            )
        )
        + _picture(suit_figure(2, None, rules.tiles, label=_("Suit {suit}, highest first", suit=2)))
    )


def _bidding(f: Facts) -> str:
    rules = f.rules
    # What happens when all pass is the variant's: a new deal, or the last to speak must bid.
    passing = reading("all pass" if rules.all_pass == "redeal" else "forced bid, three players")
    after = [_("pass") if c == 0 else str(c) for c in legal_bids(rules, [f.bids[-2]])]
    return (
        _p(
            _(
                "The first bidder of a game is chosen at random, then it moves one seat "
                "clockwise each hand. Clockwise from there, each player has <b>one turn</b>: "
                "pass, or bid higher than every bid before. Bids: <b>{bids}</b>.",
                bids=", ".join(str(b) for b in f.bids),
            )
        )
        + _p(
            _(
                "<b>{moon}</b> is <b>shooting the moon</b>: a contract for all {tricks} tricks; "
                "it ends the bidding at once. After a bid of {bid} the next player may: "
                "{calls}.",
                moon=MOON,
                tricks=TRICKS_PER_HAND,
                bid=f.bids[-2],
                calls=", ".join(after),
            )
        )
        + _p(_("The highest bid is the <b>contract</b>; its player is the <b>bidder</b>."))
        + _p(f"{_e(passing.rule_said)} {_tag(passing)}")
    )


def _trump(f: Facts) -> str:
    rules = f.rules
    return (
        _p(_widow_and_trump(f))
        + _p(
            _(
                "A number as trump: every tile showing it is a trump and belongs to the trump "
                "suit only. Trumps made — {counts}.",
                counts=_e(_counts_words(f.trump_counts)),
            )
        )
        + _picture(suit_figure(TRUMP, 4, rules.tiles, label=_("Trumps when 4s are trump")))
        + _p(
            _(
                "Doubles as trump: the doubles leave their suits, whose highest tile is then the "
                "highest non-double (suit 4: {tiles}). No trump: no trumps at all.",
                tiles=join(suit_members(4, "doubles", rules.tiles)),
            )
        )
    )


def _play(f: Facts) -> str:
    trick = [Tile(3, 2), Tile(5, 3), Tile(6, 1)]
    hand = [Tile(6, 6), Tile(5, 3), Tile(4, 4), Tile(2, 1)]
    return (
        _p(
            _(
                "Seven <b>tricks</b>, one tile from each player clockwise. The bidder "
                "<b>leads</b> the first; the winner of each leads the next. Any tile may be led."
            )
        )
        + _p(
            _(
                "A trump leads trumps; any other tile leads its <b>higher</b> number; a double "
                "its own. With 6s trump: {first} {second}.",
                first=_e(explain_lead("5-3", 6).text),
                second=_e(explain_lead("6-1", 6).text.split(",")[0]),
            )
        )
        + _p(
            _(
                "Everyone must <b>follow suit</b> if they can (a tile of that suit that is not a "
                "trump; a trump when trumps are led); one who cannot may play any tile. Holding "
                "{hand} with 6s trump, on a lead of 3-2 you may play only {legal}.",
                hand=join(hand),
                legal=join(legal_plays(hand, ["3-2"], 6)),
            )
        )
        + _p(
            _(
                "The highest trump wins; with no trump played, the highest tile of the suit "
                "led. {example}",
                example=_e(explain_trick(trick, 6).text),
            )
        )
        + _picture(trick_figure([(1, trick[0]), (2, trick[1]), (0, trick[2])], 6))
    )


def _scoring(f: Facts) -> str:
    made = reading("made")
    bid = 5
    return (
        _p(
            _(
                "<b>Made</b>: {rule} {label} The bidder scores the bid — no more.",
                rule=_e(made.rule_said),
                label=_tag(made),
            )
        )
        + _p(
            _(
                "<b>Set</b>: the bidder loses the bid. Each other player scores 1 point a trick, "
                "made or set. Scores can go below zero."
            )
        )
        + _list(
            _e(f.score(0, bid, t))
            for t in ([5, 1, 1], [TRICKS_PER_HAND, 0, 0], [4, 2, 1], [6, 1, 0])
        )
        + _p(
            _(
                "A made {moon} <b>wins the game</b> at once; a set {moon} loses {moon}: {example}",
                moon=MOON,
                example=_e(f.score(1, MOON, [1, 6, 0])),
            )
        )
    )


def _winning(f: Facts) -> str:
    rules = f.rules
    tie = game_status(rules, [rules.target + 1, rules.target + 1, rules.target - 11])
    if rules.scoring == "marks":
        said = _(
            "The game ends after a hand in which a player has <b>{target} marks or more</b> and "
            "more than every other. Players tied at the top play on, hand by hand: {example}",
            target=rules.target,
            example=_e(tie.text),
        )
    else:
        said = _(
            "The game ends after a hand in which a player has <b>{target} points or more</b> "
            "and more than every other. Players tied at the top play on, hand by hand: "
            "{example}",
            target=rules.target,
            example=_e(tie.text),
        )
    return _p(said)


def _variants() -> str:
    four, bare = Rules(players=4), Rules(double_blank=False)
    marks = Rules(scoring="marks")
    # Each minimum's opening bids, from the engine: what the first bidder may say.
    minimums = "; ".join(
        _(
            "with {minimum}: bids {bids}",
            minimum=m,
            bids=", ".join(str(b) for b in legal_bids(Rules(min_bid=m), []) if b),
        )
        for m in (3, 5)
    )
    widow = _("a widow") if bare.has_widow else _("no widow")
    variants = [
        _(
            "<b>Four players</b>: {tiles} tiles, {hand} each, no widow, two teams of two; 0 as "
            "trump makes {zero} trumps. A made contract scores the team's tricks, a set one "
            "loses the bid, the other team scores 1 a trick; first team to {target}. Partners "
            "sit opposite {partners}; a made {moon} wins {moon_label}; ties at the top play on "
            "{ties}.",
            tiles=len(four.tiles),
            hand=len(four.tiles) // 4,
            zero=len(suit_members(TRUMP, 0, four.tiles)),
            target=four.target,
            partners=_tag(reading("partners")),
            moon=MOON,
            moon_label=_tag(reading("moon with partners")),
            ties=_tag(reading("ties, partners")),
        ),
        _("<b>No 0-0</b>: {tiles} tiles, {widow}.", tiles=len(bare.tiles), widow=widow),
        _(
            "<b>Trump before the widow</b>: the bidder names trump, then takes the widow and "
            "discards."
        ),
        _(
            "<b>Marks</b>: a made contract earns the bidder a mark; a set one earns each other "
            "player a mark {set_label}; first to {target}; ties at the top play on {ties}; a "
            "made {moon} still wins at once {moon_label}.",
            set_label=_tag(reading("marks, set")),
            target=marks.target,
            ties=_tag(reading("ties, marks")),
            moon=MOON,
            moon_label=_tag(reading("marks, moon")),
        ),
        _(
            "<b>Minimum bid 3 or 5</b> ({minimums}): four players in the sources; for three "
            "{label}.",
            minimums=minimums,
            label=_tag(reading("minimum bid, three players")),
        ),
        _(
            "<b>The forced bid</b>: when the others have passed, the last must bid. Four "
            'players: "must bid 4" read as "may not pass" {four}; three players {three}.',
            four=_tag(reading("forced bid, four players")),
            three=_tag(reading("forced bid, three players")),
        ),
    ]
    return _list(variants)


def _or(items: list[str]) -> str:
    """``"6"``, ``"5 or 6"``: a choice of numbers in words."""
    if len(items) <= 1:
        return "".join(items)
    return _("{items} or {last}", items=", ".join(items[:-1]), last=items[-1])


def _sections(f: Facts) -> list[tuple[str, str]]:
    rules = f.rules
    choices = [f"{_e(r.rule_said)} {_tag(r)} — {_e(r.why_said)}" for r in for_rules(rules)]
    legend = [f"<i>{_e(_(LABELS[k]))}</i>: {_e(_(v))}." for k, v in MEANINGS.items()]
    return [
        (_("Tiles and deal"), _tiles_and_deal(f)),
        (_("Suits and rank"), _suits_and_rank(f)),
        (_("Bidding"), _bidding(f)),
        (_("Widow, discard, trump") if f.widow else _("Trump"), _trump(f)),
        (_("Play"), _play(f)),
        (_("Scoring a hand"), _scoring(f)),
        (_("Winning"), _winning(f)),
        (_("Variants, from the sources"), _variants()),
        (_("This project's choices"), _list(choices) + _p(" ".join(legend))),
    ]


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


def rules_summary_body(rules: Rules | None = None, lang: str | None = None) -> str:
    """The page's content (no ``<html>`` around it), for showing inside a notebook. The page
    is three-player Moon's, in any of its variants; four players are one of its variants.
    ``lang`` is the page's language (``"hu"``), by default the language of the moment; an
    unknown one is refused, naming the six."""
    if lang is not None:
        with speaking(spoken(lang)):
            return rules_summary_body(rules)
    f = Facts(rules or Rules())
    if f.rules.players != 3:
        # Its examples (three seats, each for themselves) would be false for partnerships.
        raise ValueError(
            "the rules summary is for three-player Moon (with any of its options); "
            "its 'Variants' section describes four players"
        )
    parts = "".join(f"<section><h2>{_e(t)}</h2>{body}</section>" for t, body in _sections(f))
    sub = _(
        "{game}, as moon_nb plays it: every number and example below is worked out by its "
        "rules engine. Labels in <i>italics</i> mark where a rule is this project's reading of "
        "its sources, a table's choice, or an extension.",
        game=_e(f.rules.describe()),
    )
    return (
        '<div class="moon-summary">'
        f"<h1>{_e(_title())}</h1>"
        f'<p class="sub">{sub}</p>'
        f'<div class="cols">{parts}</div></div>'
    )


def _title() -> str:
    """The page's title, in the language of the moment."""
    return _("Moon — the rules on one page")


def rules_summary_html(rules: Rules | None = None, lang: str | None = None) -> str:
    """The rules summary as a complete HTML page: one printed A4 page, no network needed;
    ``lang`` as `rules_summary_body`'s."""
    with speaking(lang):
        said = language()
        return (
            f'<!DOCTYPE html>\n<html lang="{said}"><head><meta charset="utf-8">'
            '<meta name="viewport" content="width=device-width, initial-scale=1">'
            f"<title>{_e(_title())}</title>"
            f"<style>{_STYLE}</style></head><body>{rules_summary_body(rules)}</body></html>\n"
        )


@dataclass(frozen=True)
class RulesSummary:
    """The rules summary, shown in a notebook: ``RulesSummary()``, ``RulesSummary(lang="hu")``
    (an unknown language is refused, naming the six)."""

    rules: Rules | None = None
    lang: str | None = None

    def __post_init__(self) -> None:
        if self.lang is not None:
            object.__setattr__(self, "lang", spoken(self.lang))

    def _repr_html_(self) -> str:
        return rules_summary_body(self.rules, self.lang)

    def __repr__(self) -> str:
        with speaking(self.lang):
            return _("{title} (python -m moon_nb rules-summary OUT.html)", title=_title())


__all__ = ["Facts", "RulesSummary", "rules_summary_body", "rules_summary_html"]
