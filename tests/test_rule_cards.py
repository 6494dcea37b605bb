"""The guided path's rule cards (`moon_nb.path.cards`): one for each chapter, in the path's
order; no step uses a word the path has not defined by then (on its chapter's card, an earlier
card, or in notebook 0's introduction); every row of a card's picture claims what the rules
engine says; the Bidding card answers step 16's question (all three pass), as the engine does
it; and a card's own sentences use only words defined by then."""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

import pytest

from moon_nb import Game
from moon_nb.engine.bidding import legal_bids
from moon_nb.engine.options import Rules
from moon_nb.engine.scoring import game_status, score_hand
from moon_nb.engine.tiles import Tile
from moon_nb.engine.tricks import (
    follows,
    is_trump,
    led_suit,
    legal_plays,
    suit_members,
    trick_winner,
)
from moon_nb.path.card_rows import DealtHand, LastTrick, Leads, MayPlay, Ranks, Row, Widow, Wins
from moon_nb.path.cards import CARDS, FORMER_NAMES, HOW_HIGH, Card, card_of
from moon_nb.path.guided import STEPS, rule_card
from moon_nb.path.step import Step
from moon_nb.path.steps_play import MOON_CHAPTER
from moon_nb.reference.glossary import TERMS, Term
from tests.card_claims import CARD_RULES, ROW_CLAIMS, row_problems, rule_problems
from tests.claim_reading import unread

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOK_0 = ROOT / "tutorials" / "source" / "00-learn-by-playing.md"
TILE = re.compile(r"\b[0-6]-[0-6]\b")
CHAPTERS = list(dict.fromkeys(s.chapter for s in STEPS))


def uses(term: Term, text: str) -> bool:
    return any(re.search(form, text, re.IGNORECASE) for form in term.forms)


def used_in(text: str) -> set[str]:
    """The glossary's terms a text uses (by the terms' forms)."""
    return {t.name for t in TERMS if uses(t, text)}


def step_texts(step: Step) -> list[str]:
    """Every text of a step a learner reads: its title, goal, hint, why, the sentences of its
    common wrong moves, and the words its goal gives as a verdict (a `Choose`'s reason)."""
    judged = [
        value
        for f in dataclasses.fields(step.judge)
        if isinstance(value := getattr(step.judge, f.name), str) and " " in value
    ]
    return [step.title, step.goal, step.hint, step.why, *(m for _, m in step.misses if m), *judged]


def introduction() -> str:
    """Notebook 0's introduction: its text before the guided path."""
    text = NOTEBOOK_0.read_text(encoding="utf-8")
    return text[: text.index("## The guided path")]


def defined_in_introduction() -> set[str]:
    """The terms notebook 0's introduction defines: its words in bold."""
    bold = " ".join(re.findall(r"\*\*(.+?)\*\*", introduction(), re.S))
    return used_in(bold)


def test_every_chapter_has_its_card_in_the_paths_order() -> None:
    assert [card_of(c).chapter for c in CHAPTERS] == [c.chapter for c in CARDS]
    # The last chapter's card is found under its new name and its old one alike.
    assert card_of(MOON_CHAPTER).chapter == HOW_HIGH
    assert all(card_of(old) is card_of(new) for old, new in FORMER_NAMES.items())
    with pytest.raises(KeyError, match="no rule card"):
        card_of("Dominoes")


@pytest.mark.parametrize("card", CARDS, ids=lambda c: c.chapter)
def test_a_card_is_two_or_three_sentences_a_picture_and_its_words(card: Card) -> None:
    assert 2 <= len(card.text) <= 3
    assert all(s.endswith(".") or s.endswith(").") for s in card.text), card.text
    assert card.rows, "a card shows its rule in tiles"
    assert card.words and len(set(card.words)) == len(card.words)
    # Each word on a card is one its chapter says: in a step's text or the card's own.
    said = (
        " ".join(card.text)
        + " "
        + " ".join(text for s in STEPS if card_of(s.chapter) is card for text in step_texts(s))
    )
    for t in card.terms:
        assert uses(t, said), f"the {card.chapter!r} card defines {t.name!r}, never said there"


def test_no_step_uses_a_word_the_path_has_not_defined() -> None:
    """Walk the path in order: a glossary word in a step's texts is on its chapter's card,
    on an earlier card, or defined in notebook 0's introduction."""
    defined = defined_in_introduction()
    assert {"game", "seat", "hand", "trick"} <= defined
    moon = next(s for s in STEPS if s.id == "learn-moon-bid")
    assert moon.judge.why in step_texts(moon), "a goal's own words are read too"
    chapter = ""
    for number, step in enumerate(STEPS, 1):
        if step.chapter != chapter:
            chapter = step.chapter
            defined |= set(card_of(chapter).words)
        for text in step_texts(step):
            missing = used_in(text) - defined
            assert not missing, f"step {number} ({step.id}) says {sorted(missing)}: {text!r}"


def test_a_cards_own_sentences_use_only_words_defined_by_then() -> None:
    defined = defined_in_introduction()
    for card in CARDS:
        defined |= set(card.words)
        for sentence in card.text:
            missing = used_in(sentence) - defined
            assert not missing, f"the {card.chapter!r} card says {sorted(missing)}: {sentence!r}"


def test_the_words_the_issue_found_undefined_are_on_cards() -> None:
    on_cards = {w for c in CARDS for w in c.words}
    for word in ["suit", "trump", "widow", "contract", "set", "defend", "cash",
                 "shoot the moon", "lead", "follow suit", "trick", "bid", "bidder",
                 "discard", "double"]:  # fmt: skip
        assert word in on_cards, word


def test_the_bidding_card_says_what_happens_when_all_three_pass_as_the_engine_does_it() -> None:
    card = card_of("Bidding")
    said = next(s for s in card.text if "all three pass" in s)
    assert "deals the tiles again" in said and "next seat bids first" in said
    # Labelled as this table's reading, not as the rule book's rule.
    assert "this table" in said and "the project's reading" in said
    assert "the sources are silent" in said and "the rule book resolves it" in said
    # The step that asks it comes after the card.
    asks = next(s for s in STEPS if "all three pass" in s.hint)
    assert asks.chapter == "Bidding"
    # What the engine does: after three passes a new deal, and the next seat bids first.
    game = Game(seed=11)
    first, before = game.to_act, [game.hand(s) for s in range(3)]
    assert first is not None
    for _ in range(3):
        game.apply("pass")
    assert game.phase.name.lower() == "bid" and game.hands_played == 0
    assert game.to_act == (first + 1) % 3
    assert [game.hand(s) for s in range(3)] != before
    assert Rules().all_pass == "redeal"


# --- the pictures: every row's claim, checked with the engine ---------------------------------


def tiles(names: tuple[str, ...]) -> list[Tile]:
    return [Tile.parse(n) for n in names]


def holds(row: Row) -> None:
    """Assert the row's claim with the rules engine."""
    if isinstance(row, Leads):
        assert led_suit(row.tile, row.trump) == row.suit
    elif isinstance(row, Ranks):
        assert suit_members(row.suit, row.trump) == tiles(row.tiles)
    elif isinstance(row, Wins):
        assert tiles(row.tiles)[trick_winner(row.tiles, row.trump)] == Tile.parse(row.winner)
    elif isinstance(row, MayPlay):
        assert legal_plays(row.hand, [row.led], row.trump) == tiles(row.legal)
    elif isinstance(row, DealtHand):
        game = Game(seed=3)
        assert all(len(game.hand(s)) == len(row.tiles) for s in range(3))
        assert legal_bids(game.rules, []) == [0, *row.bids]  # 0: a pass
        assert len(row.tiles) == 7 and game.legal_actions() == ["pass"] + [
            f"bid {b}" for b in row.bids
        ]
    elif isinstance(row, Widow):
        rest = [t for t in Rules().tiles if str(t) not in row.tiles]
        others = [[str(t) for t in rest[:7]], [str(t) for t in rest[7:]]]
        game = Game.from_deal([list(row.hand), *others], row.widow, first_bidder=1, seed=0)
        for action in ["pass", "pass", "bid 5"]:
            game.apply(action)
        assert sorted(map(str, game.hand(0))) == sorted(map(str, tiles(row.tiles)))
        assert sorted(game.legal_actions()) == sorted(f"discard {t}" for t in row.tiles)
    else:
        assert isinstance(row, LastTrick)
        assert sum(row.before) == 6, "the first six tricks are played"
        won = (row.leader + trick_winner(row.tiles, row.trump)) % 3
        tricks = [n + (seat == won) for seat, n in enumerate(row.before)]
        result = score_hand(Rules(), row.bidder, row.bid, tricks)
        assert result.changes == row.changes


ROWS = [(c.chapter, r) for c in CARDS for r in c.rows]


@pytest.mark.parametrize("chapter, row", ROWS, ids=[r.label for _, r in ROWS])
def test_each_rows_claim_is_the_engines(chapter: str, row: Row) -> None:
    holds(row)
    # The label speaks of the tiles drawn, and of the tile led to a hand drawn.
    drawn = {str(t) for t in tiles(row.tiles)} | ({row.led} if isinstance(row, MayPlay) else set())
    named = {str(Tile.parse(t)) for t in TILE.findall(row.label)}
    assert named <= drawn, f"{row.label!r} names tiles it does not draw"


def test_a_wrong_claim_is_caught() -> None:
    """The check above can fail: a row that says 5-3 leads threes, or 6-2 takes a trick
    6-4 follows."""
    with pytest.raises(AssertionError):
        holds(Leads("5-3 leads threes", "5-3", None, 3))
    with pytest.raises(AssertionError):
        holds(Wins("6-2 wins", ("6-2", "4-1", "6-4"), None, "6-2"))
    with pytest.raises(AssertionError):
        holds(Ranks("suit 4", 4, "doubles", ("4-4", "6-4", "5-4", "4-3", "4-2", "4-1")))
    with pytest.raises(AssertionError):
        holds(MayPlay("4-4 may follow", "4-2", ("4-4", "4-1"), "doubles", ("4-4", "4-1")))
    with pytest.raises(AssertionError):
        holds(LastTrick("made", ("6-5", "6-2", "4-3"), 4, 1, 1, 5, (1, 4, 1), (1, 5, 1)))


def test_the_path_sends_the_chapters_card() -> None:
    for step in STEPS:
        sent = rule_card(STEPS, step)
        card = card_of(step.chapter)
        assert sent["chapter"] == step.chapter and sent["text"] == list(card.text)
        assert sent["number"] == CHAPTERS.index(step.chapter) + 1
        assert sent["count"] == len(CHAPTERS)
        assert [r["tiles"] for r in sent["rows"]] == [list(r.tiles) for r in card.rows]
        assert [t["word"] for t in sent["terms"]] == list(card.words)
        for t in sent["terms"]:
            anchor = t["href"].removeprefix("10-glossary.ipynb#")
            assert anchor in {x.anchor for x in TERMS} and t["meaning"]


# --- the cards' sentences: each rule they state, checked with the engine ----------------------

ALL = list(Rules().tiles)
NUMBER_TRUMPS = range(7)
SUITS = range(7)


def said(chapter: str, *words: str) -> None:
    """The card of ``chapter`` says each of ``words`` (the claim the test then checks)."""
    text = " ".join(card_of(chapter).text)
    for w in words:
        assert w in text, (chapter, w)


def test_the_tricks_card() -> None:
    said("Tricks and following suit", "a double its own number, any other tile its higher number")
    said("Tricks and following suit", "holding none, you may play any tile")
    for t in ALL:
        assert led_suit(t, None) == (t.low if t.is_double else t.high)
    for suit in SUITS:
        members = suit_members(suit, None)
        hand = [t for t in ALL if not t.has(suit)][:5]
        assert legal_plays(hand, [members[0]], None) == hand  # void: any tile
        # The double on top, then the higher other number.
        others = [t.other_end(suit) for t in members if not t.is_double]
        assert members[0].is_double and others == sorted(others, reverse=True)


def test_the_trump_card() -> None:
    said("Trump", "Every tile showing the trump number is a trump, of the trump suit only")
    said("Trump", "A trump led asks for a trump", "the highest trump played takes the trick")
    said("Trump", "the double first, then the higher other number")
    for n in NUMBER_TRUMPS:
        for t in ALL:
            assert is_trump(t, n) == t.has(n)
            if t.has(n):  # never of the suit of its other number
                assert not any(follows(t, s, n) for s in SUITS)
        trumps = suit_members("trump", n)
        assert trumps[0] == Tile(n, n)
        if len(trumps) > 1:  # 0 as trump: 0-0 alone, no trump left to follow it
            hand = [trumps[-1], *[t for t in ALL if not t.has(n)][:3]]
            assert legal_plays(hand, [trumps[0]], n) == [trumps[-1]]
            # A void player's trump takes a trick of a suit; the highest trump played wins.
            side = hand[1]
            assert trick_winner([side, trumps[-1], trumps[1]], n) == 2
            others = [t.other_end(n) for t in trumps[1:]]
            assert others == sorted(others, reverse=True)


def test_the_doubles_and_no_trump_cards() -> None:
    said("Doubles as trump", "the seven doubles are the trumps, 6-6 highest down to 0-0")
    assert suit_members("trump", "doubles") == [Tile(n, n) for n in range(6, -1, -1)]
    assert all(led_suit(Tile(n, n), "doubles") == "trump" for n in range(7))
    said("No trump", "no tile is a trump", "each double is the top tile of its own suit")
    assert not any(is_trump(t, None) for t in ALL)
    assert all(suit_members(n, None)[0] == Tile(n, n) for n in range(1, 7))


def test_the_scoring_and_bidding_cards() -> None:
    said("Scoring", "at least as many tricks as the bid", "scores the bid", "loses the bid")
    said("Scoring", "each scores a point for every trick they take", "21 points or more")
    rules = Rules()
    for bid in (4, 5, 6, 7):
        for taken in range(8):
            rest = 7 - taken
            result = score_hand(rules, 0, bid, [taken, rest // 2, rest - rest // 2])
            assert result.made == (taken >= bid)
            assert result.changes[0] == (bid if taken >= bid else -bid)
            assert result.changes[1:] == result.tricks[1:]
    assert game_status(rules, [21, 20, 3]).winner == 0
    assert game_status(rules, [22, 22, 3]).winner is None  # not more than everyone else
    said("Bidding", "4, 5, 6 or 7 — or 21", "higher than every bid before it")
    assert legal_bids(rules, [5]) == [0, 6, 7, 21]
    said(HOW_HIGH, "needs all seven tricks", "wins the game at once", "it costs 21 points")
    assert not score_hand(rules, 0, 21, [6, 1, 0]).made
    assert score_hand(rules, 0, 21, [6, 1, 0]).changes[0] == -21
    assert game_status(rules, [4, 0, 0], moon_by=0).winner == 0


def test_the_readme_counts_the_chapters_and_their_cards() -> None:
    readme = " ".join((ROOT / "README.md").read_text(encoding="utf-8").split())
    words = {14: "fourteen"}
    assert len(CHAPTERS) == len(CARDS) == 14
    assert f"{len(STEPS)} short steps in {words[len(CHAPTERS)]} chapters" in readme
    assert "each chapter with a rule card" in readme


# --- every name a card says, read by a checker (`tests/card_claims.py`) ------------------------


@pytest.mark.parametrize("card", CARDS, ids=lambda c: c.chapter)
def test_every_name_a_card_says_is_read_by_a_checker_and_true(card: Card) -> None:
    rules = [pattern for pattern, _ in CARD_RULES]
    labels = [pattern for pattern, _ in ROW_CLAIMS]
    left = [u for s in card.text for u in unread(s, rules, {})]
    left += [u for row in card.rows for u in unread(row.label, labels, {})]
    assert not left, "\n".join(left)
    wrong = [p for s in card.text for p in rule_problems(s)]
    wrong += [p for row in card.rows for p in row_problems(row)]
    assert not wrong, "\n".join(wrong)


def test_every_card_checker_reads_a_real_text() -> None:
    read = {c.__name__ for card in CARDS for s in card.text for p, c in CARD_RULES if p.search(s)}
    read |= {c.__name__ for card in CARDS for r in card.rows for p, c in ROW_CLAIMS
             if p.search(r.label)}  # fmt: skip
    assert read == {c.__name__ for _, c in [*CARD_RULES, *ROW_CLAIMS]}


FALSE_LABELS = {
    "row_trump": [("Trump", 0, "Fives trump, highest first: six trumps")],
    "row_leads": [("Tricks and following suit", 0, "5-3 leads threes, its higher number")],
    "row_no_suit": [("Tricks and following suit", 1, "3-2 leads threes: 6-3 is no three")],
    "row_wins": [("Trump", 2, "Fours trump: 6-2 leads sixes, and 6-6 wins")],
    "row_loses": [("Trump", 2, "Fours trump: 6-2 leads sixes, and 6-6 beats 4-1")],
    "row_takes_both": [("Leading", 1, "3-3 led takes 4-3 and 5-3 with it")],
    "row_takes_suit": [("Cashing doubles", 0, "Sixes trump and none left with the others: 5-5 "
                        "takes the threes")],
    "row_suit": [("Tricks and following suit", 2, "Suit 6 with no trump, highest first")],
    "row_top": [
        ("Tricks and following suit", 2, "Suit 5 with no trump: 6-5 is the top five"),
        ("Leading", 0, "Sixes trump, suit 3 highest first: once 3-3 has won, 4-3 is on top"),
    ],
    "row_count": [("Trump", 0, "Fours trump, highest first: seven trumps")],
    "row_trump_not": [("Trump", 1, "Fours trump: 6-4 is a trump, not a five")],
    "row_may_not": [("Doubles as trump", 2, "4-2 led: holding 4-4, you may not play 4-1")],
    "row_only_trump": [("Drawing trumps", 0, "Twos trump, 6-2 led: this hand's only trump, 6-5, "
                        "must be played")],
    "row_dealt": [("Bidding", 0, "Seven tiles each: seven tricks a hand, and the bids 3, 4, 5, 6 "
                   "and 7")],
    "row_widow": [("The widow and the discard", 0, "The bidder's seven tiles and the widow 5-5: "
                   "one of the eight is discarded")],
    "row_last_trick": [
        ("Scoring", 0, "Fours trump; seat 1 bid 5 and has 4 tricks, and its 6-4 takes the last: "
         "set, +5 (you +1)"),
        ("Scoring", 1, "…or your 4-3 trumps its 6-5: set, seat 1 −5, and you +1"),
    ],
    "row_ruff_while_out": [("Cashing doubles", 1, "While 6-1 is out, a player with no six can "
                            "ruff 5-5")],
    "row_led": [("Drawing trumps", 0, "Twos trump, 5-4 led: this hand's only trump, 2-1, must be "
                 "played")],
    "row_void_takes": [("Defending without a partner", 0, "Fours trump: holding no five, your 4-1 "
                        "takes the bidder's 6-5")],
    "row_sure_trumps": [("How high to bid", 0, "Ones trump, highest first: holding 1-1 and 5-1, "
                         "you have two sure tricks")],
    "row_sure_once_drawn": [("How high to bid", 1, "Ones trump, suit 4: 5-4 is a sure trick once "
                             "the trumps are drawn")],
}  # fmt: skip
FALSE_RULES = {
    "each_plays_one": "A trick is two tile from each player",
    "doubles_as_trumps": "the six doubles are the trumps, 6-6 highest down to 0-0",
    "four_not_its_double": "a four led must be followed by a four that is not 5-5, if you hold one",
    "bids_open": "the tricks you promise, 3, 4, 5 or 6 — or 21, to shoot the moon: all seven",
    "one_left_over": "The widow is the two tile left over after the deal",
    "bidder_holds_eight": "The bidder takes it — seven tiles — and discards one",
    "others_defend": "The three other players defend",
    "game_target": "The game ends when a player has 20 points or more",
    "moon_rule": (
        "A bid of 21, shooting the moon, needs all seven tricks: taking them all wins the game "
        "at once; set, it costs 7 points"
    ),
    "trumps_of_a_number": (
        "A number from 1 to 6 as trump has seven tiles: once seven trumps have been played, no "
        "one can ruff"
    ),
    "trump_choices": "a number (the blank, 1, up to 6), the doubles, or no trump",
    "counting_rule": "four of them are usually worth a bid of 5, and six a bid of 6 or more",
}


def test_every_card_checker_has_a_false_claim_to_catch() -> None:
    assert set(FALSE_LABELS) | set(FALSE_RULES) == {
        c.__name__ for _, c in [*CARD_RULES, *ROW_CLAIMS]
    }


@pytest.mark.parametrize(
    ("checker", "chapter", "index", "label"),
    [(name, *case) for name, cases in FALSE_LABELS.items() for case in cases],
)
def test_a_card_checker_catches_a_false_label(
    checker: str, chapter: str, index: int, label: str
) -> None:
    row = dataclasses.replace(card_of(chapter).rows[index], label=label)
    assert any(p.startswith(f"{checker}:") for p in row_problems(row)), row_problems(row)


@pytest.mark.parametrize(("checker", "sentence"), FALSE_RULES.items())
def test_a_card_checker_catches_a_false_rule(checker: str, sentence: str) -> None:
    assert any(p.startswith(f"{checker}:") for p in rule_problems(sentence)), rule_problems(
        sentence
    )
