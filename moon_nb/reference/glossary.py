"""The words of Moon, each defined once, with the notebook that first explains it.

Every term a lesson uses is defined in the lesson that first uses it (in bold, where it is
first written), and collected here; notebook 10 shows the glossary and each lesson links to it.
``glossary()`` draws it, with a picture beside the terms a picture explains. The rule book
(``rules.md``, §5) lists the terms of the rules; the terms of play (void, ruff, cash, draw
trumps, defend) are not in its sources, and are marked so.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from dataclasses import dataclass

from moon_nb.engine.tiles import Tile
from moon_nb.reference.captioned import Figure
from moon_nb.reference.illustrate import hand_figure, suit_figure, trick_figure
from moon_nb.speech import N_, _


@dataclass(frozen=True)
class Term:
    """One word of Moon: its definition, the notebook that first explains it, the patterns
    (regular expressions, case-insensitive) a lesson's text uses it by, and whether it is a
    word of the rule book's sources or a term of play they do not use."""

    name: str
    definition: str
    first: int
    """The number of the notebook that first explains it."""
    forms: tuple[str, ...]
    of_play: bool = False
    picture: Callable[[], Figure] | None = None

    @property
    def anchor(self) -> str:
        """The term as an HTML id: ``"shoot-the-moon"``."""
        return self.name.lower().replace(" ", "-")


def _trick() -> Figure:
    return trick_figure([(1, Tile(3, 2)), (2, Tile(5, 3)), (0, Tile(6, 1))], 6)


def _suit() -> Figure:
    return suit_figure(2, None, label=_("Suit 2 with no trump, highest first"))


def _trumps() -> Figure:
    return suit_figure("trump", 4, label=_("The trumps when 4s are trump"))


def _void() -> Figure:
    hand = [Tile(6, 6), Tile(6, 5), Tile(5, 5), Tile(5, 3), Tile(4, 4), Tile(4, 1), Tile(1, 1)]
    return hand_figure(hand, None, _("A hand void in suit 2: no tile shows a 2"))


TERMS: tuple[Term, ...] = (
    Term(
        N_("seat"),
        N_(
            "A player's place at the table, numbered 0, 1, 2 (0 to 3 with four players). The table "
            "draws your own seat at the bottom: seat 0 on the guided path; each lesson says "
            "which seat is yours."
        ),
        1,
        (r"\bseats?\b",),
    ),
    Term(
        N_("clockwise"),
        N_(
            "The order of play, from each seat to the next number: 0 → 1 → 2 → 0 (with four "
            "players, 0 → 1 → 2 → 3 → 0). The bidding and every trick go clockwise."
        ),
        1,
        (r"\bclockwise\b",),
    ),
    Term(
        N_("double"),
        N_(
            "A tile with the same number at both ends, such as 4-4. A double belongs only to the "
            "suit of its number, and is its highest tile (unless doubles are trump)."
        ),
        1,
        (r"\bdoubles?\b",),
    ),
    Term(
        N_("blank"),
        N_(
            "The 0 end of a tile. Moon takes out every tile with a blank except 0-0, the double "
            "blank: 22 tiles."
        ),
        2,
        (r"\bblanks?\b",),
    ),
    Term(
        N_("suit"),
        N_(
            "The tiles that show one number and are not trumps: suit 2 is every such tile with a "
            "2. "
            "A tile that is not a double belongs to the suits of both its numbers."
        ),
        1,
        (r"\bsuits?\b",),
        picture=_suit,
    ),
    Term(
        N_("bid"),
        N_(
            "A promise to take that many tricks: 4, 5, 6 or 7, or 21. Each player bids once or "
            "passes, clockwise, and every bid must be higher than the bids before it."
        ),
        1,
        (r"\bbids?\b", r"\bbidding\b"),
    ),
    Term(N_("pass"), N_("To make no bid."), 1, (r"\bpass(es|ed)?\b",)),
    Term(
        N_("bidder"),
        N_(
            "The player who made the highest bid: takes the widow, names trump and leads the first "
            "trick."
        ),
        1,
        (r"\bbidders?\b",),
    ),
    Term(
        N_("contract"),
        N_(
            "The highest bid, which the bidder has to make: that many tricks or more (a bid of 21, "
            "all seven)."
        ),
        1,
        (r"\bcontracts?\b",),
    ),
    Term(
        N_("shoot the moon"),
        N_(
            "To bid 21: a contract for all seven tricks. Made, it wins the game at once; set, it "
            "loses 21 points."
        ),
        1,
        (r"\bshoot(s|ing)?\s+the\s+moon\b", r"\bthe\s+moon\b"),
    ),
    Term(
        N_("widow"),
        N_(
            "The one tile left over after the deal, face down in the middle. The bidder takes it "
            "into their hand, then discards."
        ),
        1,
        (r"\bwidow\b",),
    ),
    Term(
        N_("discard"),
        N_(
            "The tile the bidder lays face down after taking the widow (it may be the widow "
            "itself); it is out of play for the hand, and only the bidder knows it."
        ),
        1,
        (r"\bdiscard(s|ed|ing)?\b",),
    ),
    Term(
        N_("trump"),
        N_(
            "The number the bidder names (or the doubles, or no trump). Every tile showing it is a "
            "trump, belongs to the trump suit only, and beats every tile that is not a trump."
        ),
        1,
        (r"\btrumps?\b",),
        picture=_trumps,
    ),
    Term(
        N_("trick"),
        N_(
            "One tile from each player, in turn clockwise from the leader. The highest trump "
            "played "
            "takes it, or with no trump played, the highest tile of the suit led. Seven a hand."
        ),
        1,
        (r"\btricks?\b",),
        picture=_trick,
    ),
    Term(
        N_("lead"),
        N_(
            "To play the first tile of a trick; that player is its leader. The bidder leads the "
            "first trick, and the winner of each trick leads the next."
        ),
        1,
        (r"\blead(s|er|ing)?\b", r"\bled\b"),
    ),
    Term(
        N_("suit led"),
        N_(
            "The suit the first tile of a trick calls for: a trump leads trumps, a double its own "
            "number, any other tile the suit of its higher number."
        ),
        1,
        (r"\bsuit\s+led\b", r"\bled\s+suit\b"),
    ),
    Term(
        N_("follow suit"),
        N_(
            "To play a tile of the suit led (a trump, when trumps are led). You must if you can; "
            "if you cannot, you may play any tile, a trump included."
        ),
        1,
        (r"\bfollow(s|ing)?\b",),
    ),
    Term(
        N_("made"),
        N_(
            "The bidder made the contract: took at least as many tricks as the bid (this is the "
            "project's reading of the sources). The bidder then scores the bid."
        ),
        1,
        (r"\bmakes?\s+(it|the\s+contract)\b", r"\bmade\b"),
    ),
    Term(
        N_("set"),
        N_("The bidder was set: took fewer tricks than the bid, and loses the bid."),
        1,
        (r"\bset\b", r"\bsets\s+(it|the\s+contract)\b"),
    ),
    Term(
        N_("hand"),
        N_("The tiles a player holds; also one deal, from the bidding to the seventh trick."),
        1,
        (r"\bhands?\b",),
    ),
    Term(
        N_("game"),
        N_(
            "Hands played one after another until a player has 21 points or more and more than "
            "every other player."
        ),
        1,
        (r"\bgames?\b",),
    ),
    Term(
        N_("void"),
        N_(
            "Holding no tile of a suit. Void in a suit, you cannot follow it, so you may trump it "
            "when it is led."
        ),
        4,
        (r"\bvoids?\b",),
        of_play=True,
        picture=_void,
    ),
    Term(
        N_("ruff"),
        N_(
            "To play a trump on a trick of another suit — allowed only when you cannot follow "
            "suit. Also said: to trump it."
        ),
        4,
        (r"\bruff(s|ed|ing)?\b",),
        of_play=True,
    ),
    Term(
        N_("draw trumps"),
        N_(
            "To lead trumps until the other players have none left, so that nobody can ruff your "
            "winners later."
        ),
        6,
        (r"\bdraw(s|ing)?\s+(the\s+)?trumps\b",),
        of_play=True,
    ),
    Term(
        N_("defend"),
        N_(
            "To play against the bidder: the two other players defend, each for themselves (with "
            "four players, the bidder's opponents as a team), and try to set the contract."
        ),
        9,
        (r"\bdefend(s|ed|ing)?\b",),
        of_play=True,
    ),
    Term(
        N_("cash"),
        N_("To lead a sure winner — a tile nobody can beat — and take its trick while you can."),
        9,
        (r"\bcash(es|ed|ing)?\b",),
        of_play=True,
    ),
    Term(
        N_("marks"),
        N_(
            "A variation of the scoring: a hand earns marks instead of points, and the first to 7 "
            "marks wins."
        ),
        6,
        (r"\bmarks\b",),
    ),
    Term(
        N_("partners"),
        N_("Four-player Moon is played in two teams of two partners, who score together."),
        7,
        (r"\bpartners?\b", r"\bpartnerships?\b", r"\bteams?\b"),
    ),
    Term(
        N_("level"),
        N_(
            "How the computer players play: beginner (a club player's rules of thumb, bidding "
            "timidly and now and then playing a tile at random), club (the default: the rules of "
            "thumb) or expert (it reads the others' calls and plays, and weighs each choice over "
            "likely deals, each solved exactly). The table's Hint weighs your choices as the "
            "expert does; the expert, short of time, may weigh fewer of the same deals."
        ),
        1,
        (r"\blevels?\b",),
    ),
    Term(
        N_("points on the others"),
        N_(
            "What a choice brings you on average: the points you score in the hand minus the "
            "average of what the others score (winning or losing the game counts ten more). "
            "The Hint and the expert rank a call or a play by it."
        ),
        1,
        (r"\bpoints\s+(?:on|to)\s+the\s+others\b",),
    ),
    Term(
        N_("likely deals"),
        N_(
            "Deals of the tiles you cannot see that keep every fact you have seen (the tiles "
            "played, the suits someone has shown they lack), drawn the more often the better they "
            "explain what the others did: their calls, the trump, the discard and the tiles they "
            "played. The Hint, the coach, the path, the exercises and the expert weigh a choice "
            "over them: each is solved with every hand face up, and a contract counts as made as "
            "often as such a hand is made at a real table. A defender, who reads the bidder's "
            "hidden hand, trusts them only so far: early in a hand its share is drawn part of the "
            "way toward how often such contracts are made. A trick your tile is sure to take, "
            "whatever the others hold, is no guess: where it decides the contract, the contract "
            "is decided."
        ),
        1,
        (r"\blikely\s+deals?\b",),
    ),
    Term(
        N_("hindsight"),
        N_(
            "The exact solver's verdict with every hand face up: where the tiles really were, "
            "which no player could know."
        ),
        5,
        (r"\bhindsight\b",),
    ),
)
"""Every term, in the order the lessons meet them."""


def term(name: str) -> Term:
    """The term called ``name``."""
    for t in TERMS:
        if t.name == name:
            return t
    raise KeyError(f"no term {name!r} in the glossary")


NOTEBOOKS: dict[int, tuple[str, str]] = {
    1: ("01-quick-start.ipynb", N_("Quick start")),
    2: ("02-tiles-and-suits.ipynb", N_("Tiles and suits")),
    3: ("03-following-suit.ipynb", N_("Tricks and following suit")),
    4: ("04-trump.ipynb", N_("Trump")),
    5: ("05-bidding-and-the-widow.ipynb", N_("Bidding and the widow")),
    6: ("06-scoring-and-winning.ipynb", N_("Scoring and winning")),
    7: ("07-variants.ipynb", N_("Variants")),
    8: ("08-playing-well.ipynb", N_("Playing well")),
    9: ("09-bidding-and-play.ipynb", N_("Bidding and play")),
    10: ("10-glossary.ipynb", N_("Glossary and the rules on one page")),
}
"""The lessons a term can be first explained in: file and short title."""


@dataclass(frozen=True)
class Glossary:
    """The terms, alphabetically, each with its definition, where it is first explained and,
    for some, a picture."""

    terms: tuple[Term, ...]

    def said(self) -> list[tuple[Term, str, str]]:
        """Each term with its name and definition in the language of the moment, in the
        alphabetical order of the names as said."""
        out = [(t, _(t.name), _(t.definition)) for t in self.terms]
        return sorted(out, key=lambda row: row[1].casefold())

    def __repr__(self) -> str:
        lines = []
        for t, name, definition in self.said():
            if t.of_play:
                lines.append(
                    _("{term} (a term of play, not of the rule book): {definition} [notebook "
                      "{number}]", term=name, definition=definition, number=t.first)
                )  # fmt: skip
            else:
                lines.append(
                    _("{term}: {definition} [notebook {number}]", term=name,
                      definition=definition, number=t.first)
                )  # fmt: skip
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        rows = []
        for t, name, definition in self.said():
            path, title = NOTEBOOKS[t.first]
            where = f'<a href="{path}">{t.first} · {html.escape(_(title))}</a>'
            of_play = _("(a term of play, not of the rule book)")
            play = f" <small>{html.escape(of_play)}</small>" if t.of_play else ""
            pic = t.picture()._repr_html_() if t.picture else ""
            # TRANSLATORS: {lesson} is a link to the lesson: "3 · Tricks and following suit".
            first = html.escape(_("First explained in {lesson}.", lesson="\0")).replace("\0", where)
            rows.append(
                f'<dt id="{t.anchor}"><strong>{html.escape(name)}</strong>{play}</dt>'
                f'<dd style="margin:0 0 0.7em 1.5em">{html.escape(definition)} '
                f"<small>{first}</small>{pic}</dd>"
            )
        return f'<dl class="moon-glossary">{"".join(rows)}</dl>'


def glossary() -> Glossary:
    """Every term, alphabetically: shows in a notebook (HTML, with pictures) and as text."""
    return Glossary(tuple(sorted(TERMS, key=lambda t: t.name.lower())))


__all__ = ["NOTEBOOKS", "TERMS", "Glossary", "Term", "glossary", "term"]
