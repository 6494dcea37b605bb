"""The guided path's rule cards: one for each chapter, opened before its first step.

A card says the chapter's rule in two or three sentences, true by the rule book, shows it in
rows of tiles (`moon_nb.path.card_rows`, each row's claim checked with the engine by
``tests/test_rule_cards.py``) and defines the words the chapter's steps use, each linked to
the glossary (notebook 10). The path defines every word before a step uses it: a word a step
says is on the card of its chapter or of an earlier one, or in notebook 0's introduction.
"""

from __future__ import annotations

from dataclasses import dataclass

from moon_nb.path.card_rows import DealtHand, LastTrick, Leads, MayPlay, Ranks, Row, Widow, Wins
from moon_nb.path.hands.hand_steps import WHOLE_HANDS
from moon_nb.path.steps_play import (
    CASHING,
    DEFENDING,
    DRAWING,
    LEADING,
    SCORING,
    WIDOW,
)
from moon_nb.path.steps_rules import BIDDING, DOUBLES, NO_TRUMP, TRICKS, TRUMP
from moon_nb.path.steps_seen import READING
from moon_nb.reference.glossary import Term, term
from moon_nb.show.wire import CardRow, CardTerm
from moon_nb.speech import N_, _

HOW_HIGH = N_("How high to bid")
"""The last chapter: what a hand is worth, up to shooting the moon."""

FORMER_NAMES = {"When to shoot the moon": HOW_HIGH}
"""Chapters' earlier names, so that a card is found under either."""

GLOSSARY_NOTEBOOK = "10-glossary.ipynb"


@dataclass(frozen=True)
class Card:
    """The rule a chapter teaches: its sentences, the tiles that show it, and the glossary's
    words it defines (by the terms' names)."""

    chapter: str
    text: tuple[str, ...]
    rows: tuple[Row, ...]
    words: tuple[str, ...]

    @property
    def terms(self) -> tuple[Term, ...]:
        return tuple(term(w) for w in self.words)

    def wire_terms(self) -> list[CardTerm]:
        """The card's words as the table draws them, in the language of the moment, each linked
        to the glossary (at the English word's anchor, which stays the same in every language)."""
        return [
            {
                "word": _(t.name),
                "meaning": _(t.definition),
                "href": f"{GLOSSARY_NOTEBOOK}#{t.anchor}",
            }
            for t in self.terms
        ]

    def wire_rows(self) -> list[CardRow]:
        """The card's picture as the table draws it, its labels in the language of the moment."""
        return [{"label": _(r.label), "tiles": list(r.tiles)} for r in self.rows]


CARDS: tuple[Card, ...] = (
    Card(
        TRICKS,
        (
            N_(
                "A trick is one tile from each player in turn, clockwise from its leader; whoever "
                "wins it leads the next."
            ),
            N_(
                "The tile led calls for a suit: a double its own number, any other tile its higher "
                "number. Whoever holds a tile of that suit must play one — follow suit; holding "
                "none, you may play any tile."
            ),
            N_(
                "Unless someone plays a trump (the next chapter), the highest tile of the suit led "
                "takes the trick: its double, then the tile with the higher other number."
            ),
        ),
        (
            Leads(N_("3-1 leads threes, its higher number"), "3-1", None, 3),
            Wins(
                N_("3-2 leads threes: 6-4 is no three, and 6-3 wins"),
                ("3-2", "6-4", "6-3"),
                None,
                "6-3",
            ),
            Ranks(
                N_("Suit 5 with no trump, highest first: 5-5 is the top five"),
                5,
                None,
                ("5-5", "6-5", "5-4", "5-3", "5-2", "5-1"),
            ),
        ),
        ("trick", "lead", "clockwise", "suit", "suit led", "double", "follow suit", "trump"),
    ),
    Card(
        TRUMP,
        (
            N_(
                "Before the tiles are played, trump is named for the hand: a number (the blank, 0, "
                "up to 6), the doubles, or no trump. Every tile showing the trump number is a "
                "trump, of the trump suit only — never of the suit of its other number."
            ),
            N_(
                "A trump led asks for a trump. Void in the suit led, you may play a trump — ruff "
                "it — and the highest trump played takes the trick."
            ),
            N_("Trumps rank as a suit does: the double first, then the higher other number."),
        ),
        (
            Ranks(
                N_("Fours trump, highest first: six trumps"),
                "trump",
                4,
                ("4-4", "6-4", "5-4", "4-3", "4-2", "4-1"),
            ),
            Leads(N_("Fours trump: 6-4 is a trump, not a six"), "6-4", 4, "trump"),
            Wins(
                N_("Fours trump: 6-2 leads sixes, and 4-1 beats 6-6"),
                ("6-2", "4-1", "6-6"),
                4,
                "4-1",
            ),
        ),
        ("trump", "void", "ruff", "blank"),
    ),
    Card(
        DOUBLES,
        (
            N_(
                "When the doubles are trump, the seven doubles are the trumps, 6-6 highest down to "
                "0-0, and a double led asks for a double."
            ),
            N_(
                "The doubles then belong to no number suit: a suit's top tile is its highest other "
                "tile, and a four led must be followed by a four that is not 4-4, if you hold one."
            ),
        ),
        (
            Ranks(
                N_("Doubles trump, highest first"),
                "trump",
                "doubles",
                ("6-6", "5-5", "4-4", "3-3", "2-2", "1-1", "0-0"),
            ),
            Ranks(
                N_("Suit 4 while doubles are trump: 6-4 on top"),
                4,
                "doubles",
                ("6-4", "5-4", "4-3", "4-2", "4-1"),
            ),
            MayPlay(
                N_("4-2 led: holding 4-1, you may not play 4-4"),
                "4-2",
                ("4-4", "4-1", "6-3"),
                "doubles",
                ("4-1",),
            ),
        ),
        ("double", "trump"),
    ),
    Card(
        NO_TRUMP,
        (
            N_(
                "Trump may be no trump: then no tile is a trump, and each double is the top tile "
                "of its own suit and leads its own number."
            ),
            N_(
                "With no trump no one can ruff: the highest tile of the suit led always takes the "
                "trick."
            ),
        ),
        (
            Leads(N_("No trump: 2-2 leads twos"), "2-2", None, 2),
            Ranks(
                N_("Suit 6 with no trump, highest first"),
                6,
                None,
                ("6-6", "6-5", "6-4", "6-3", "6-2", "6-1"),
            ),
            Wins(
                N_("6-3 leads sixes: 5-5 is no six, and cannot take it"),
                ("6-3", "5-5", "6-1"),
                None,
                "6-3",
            ),
        ),
        ("trump", "suit led"),
    ),
    Card(
        BIDDING,
        (
            N_(
                "Before trump is named, each player has one turn, clockwise, to pass or bid: the "
                "tricks you promise to take, 4, 5, 6 or 7 — or 21, to shoot the moon: all seven. "
                "Each bid must be higher than every bid before it."
            ),
            N_(
                "The highest bid wins: that player is the bidder, takes the widow, names trump, "
                "and the bid is the contract. A call is weighed over likely deals, ways the tiles "
                "you cannot see could lie, by its points on the others: what it gains you over "
                "them on average."
            ),
            N_(
                "If all three pass, this table deals the tiles again and the next seat bids first "
                "(the sources are silent: the rule book resolves it so, and it is the project's "
                "reading)."
            ),
        ),
        (
            DealtHand(
                N_("Seven tiles each: seven tricks a hand, and the bids 4, 5, 6, 7 and 21"),
                ("6-6", "6-4", "5-5", "5-2", "4-3", "3-1", "2-1"),
                (4, 5, 6, 7, 21),
            ),
        ),
        (
            "bid",
            "pass",
            "bidder",
            "contract",
            "shoot the moon",
            "widow",
            "likely deals",
            "points on the others",
        ),
    ),
    Card(
        WIDOW,
        (
            N_(
                "The widow is the one tile left over after the deal, face down. The bidder takes "
                "it "
                "— eight tiles — and discards one face down, which may be the widow itself: the "
                "discard is out of play for the hand, and only the bidder knows it."
            ),
            N_(
                "Then the bidder names trump and leads the first trick: the contract is made with "
                "at least as many tricks as the bid."
            ),
        ),
        (
            Widow(
                N_("The bidder's seven tiles and the widow 5-1: one of the eight is discarded"),
                ("6-5", "5-5", "5-4", "5-3", "4-4", "3-2", "2-1"),
                "5-1",
            ),
        ),
        ("widow", "discard", "made"),
    ),
    Card(
        SCORING,
        (
            N_(
                "The bidder who takes at least as many tricks as the bid (the project's reading of "
                "the sources, which disagree) has made the contract, and scores the bid; with "
                "fewer, "
                "the bidder is set and loses the bid."
            ),
            N_(
                "The two other players defend: each scores a point for every trick they take, "
                "whether the contract is made or set. Scores may go below zero."
            ),
            N_("The game ends when a player has 21 points or more, and more than everyone else."),
        ),
        (
            LastTrick(
                N_(
                    "Fours trump; seat 1 bid 5 and has 4 tricks, and its 6-4 takes the last: "
                    "made, +5 "
                    "(you +1)"
                ),
                ("6-4", "4-1", "4-2"),
                4,
                1,
                1,
                5,
                (1, 4, 1),
                (1, 5, 1),
            ),
            LastTrick(
                N_("…or your 4-3 trumps its 6-5: set, seat 1 −5, and you +2"),
                ("6-5", "6-2", "4-3"),
                4,
                1,
                1,
                5,
                (1, 4, 1),
                (2, -5, 1),
            ),
        ),
        ("made", "set", "defend", "contract"),
    ),
    Card(
        DRAWING,
        (
            N_("To draw trumps is to lead them until the other players have none."),
            N_(
                "While someone still holds a trump, a tile you lead that is not one can be ruffed "
                "by a player void in its suit; once the trumps are drawn, your winners are safe."
            ),
        ),
        (
            MayPlay(
                N_("Twos trump, 6-2 led: this hand's only trump, 2-1, must be played"),
                "6-2",
                ("2-1", "6-5", "5-4"),
                2,
                ("2-1",),
            ),
            Wins(
                N_("…but lead 5-5 while 2-1 is out, and a player with no five can ruff it"),
                ("5-5", "2-1", "5-3"),
                2,
                "2-1",
            ),
        ),
        ("draw trumps", "ruff", "lead"),
    ),
    Card(
        CASHING,
        (
            N_(
                "To cash is to lead a sure winner — a tile no one can beat — and take its trick "
                "while you can."
            ),
            N_(
                "A double is the top tile of its suit; once no one else holds a trump, no one can "
                "ruff it either: led, it takes the trick."
            ),
        ),
        (
            Wins(
                N_("Sixes trump and none left with the others: 5-5 takes the fives"),
                ("5-5", "5-3", "5-1"),
                6,
                "5-5",
            ),
            Wins(
                N_("While 6-1 is out, a player with no five can ruff 5-5"),
                ("5-5", "6-1", "5-1"),
                6,
                "6-1",
            ),
        ),
        ("cash", "double"),
    ),
    Card(
        LEADING,
        (
            N_("The winner of each trick leads the next, and the leader chooses the suit."),
            N_(
                "Lead from the top: a suit's highest tile takes the trick, and each other player "
                "who "
                "holds that suit must play one of it; lead it until they hold none, and your lower "
                "tiles of it are then its top."
            ),
        ),
        (
            Ranks(
                N_("Sixes trump, suit 3 highest first: once 3-3 has won, 5-3 is on top"),
                3,
                6,
                ("3-3", "5-3", "4-3", "3-2", "3-1"),
            ),
            Wins(N_("3-3 led takes 4-3 and 3-1 with it"), ("3-3", "4-3", "3-1"), 6, "3-3"),
        ),
        ("lead",),
    ),
    Card(
        DEFENDING,
        (
            N_(
                "Three-player Moon has no partners: the two players who are not the bidder defend, "
                "each for themselves, and every trick they take is a point for its taker and one "
                "the bidder does not have."
            ),
            N_(
                "To set the contract, take tricks yourself: void in the suit led, ruff when your "
                "trump "
                "takes a trick the bidder needs and no one after you can beat it."
            ),
        ),
        (
            Wins(
                N_("Fours trump: holding no six, your 4-1 takes the bidder's 6-5"),
                ("6-5", "6-2", "4-1"),
                4,
                "4-1",
            ),
        ),
        ("partners", "defend", "set", "contract"),
    ),
    Card(
        READING,
        (
            N_(
                "You see your own tiles and every tile played, and no more: the verdicts here "
                "weigh "
                "the likely deals, each a way the hidden tiles could lie, and you count what falls."
            ),
            N_(
                "A number from 1 to 6 as trump has six tiles: once six trumps have been played, no "
                "one can ruff, and a double led takes its trick."
            ),
            N_(
                "A player who does not follow the suit led holds none of it: from then on it may "
                "ruff that suit, and one who does not follow a trump holds no trump at all."
            ),
        ),
        (
            Ranks(
                N_("Twos trump, highest first: six trumps"),
                "trump",
                2,
                ("2-2", "6-2", "5-2", "4-2", "3-2", "2-1"),
            ),
            Wins(
                N_("Threes trump: holding no blank, 6-3 ruffs 0-0"),
                ("0-0", "5-1", "6-3"),
                3,
                "6-3",
            ),
        ),
        ("likely deals",),
    ),
    Card(
        HOW_HIGH,
        (
            N_(
                "A made contract scores its bid and a set one loses it: bid what your hand makes "
                "nearly every time, and no more."
            ),
            N_(
                "Count your trumps if you hold the top one, and your doubles of other numbers: "
                "four "
                "of them are usually worth a bid of 4, and six a bid of 5 or more."
            ),
            N_(
                "A bid of 21, shooting the moon, needs all seven tricks: taking them all wins the "
                "game at once; set, it costs 21 points."
            ),
        ),
        (
            Ranks(
                N_("Ones trump, highest first: holding 1-1 and 6-1, you have two sure tricks"),
                "trump",
                1,
                ("1-1", "6-1", "5-1", "4-1", "3-1", "2-1"),
            ),
            Ranks(
                N_("Ones trump, suit 4: 4-4 is a sure trick once the trumps are drawn"),
                4,
                1,
                ("4-4", "6-4", "5-4", "4-3", "4-2"),
            ),
        ),
        ("shoot the moon", "draw trumps", "made", "set", "points on the others"),
    ),
    Card(
        WHOLE_HANDS,
        (
            N_(
                "Plan the whole hand at the first trick: count your sure tricks and the trumps "
                "still out, then choose what to lead — draw trumps, cash, or give up a trick."
            ),
            N_(
                "Here you play every trick with the others' tiles hidden, and no move is taken "
                "back: the hand is judged when it ends."
            ),
        ),
        (
            Ranks(
                N_("Twos trump, highest first: six trumps"),
                "trump",
                2,
                ("2-2", "6-2", "5-2", "4-2", "3-2", "2-1"),
            ),
        ),
        ("draw trumps", "cash"),
    ),
)
"""Every chapter's card, in the path's order."""

_BY_CHAPTER = {c.chapter: c for c in CARDS}


def card_of(chapter: str) -> Card:
    """The card of ``chapter`` (under its present name or an earlier one)."""
    name = FORMER_NAMES.get(chapter, chapter)
    try:
        return _BY_CHAPTER[name]
    except KeyError:
        raise KeyError(f"no rule card for the chapter {chapter!r}") from None


__all__ = ["CARDS", "FORMER_NAMES", "HOW_HIGH", "Card", "card_of"]
