"""Claim checkers for what the guided path says about a position: who plays after the
learner, what is led and what is trump, what each seat holds or may hold, the bidding so far,
the tricks still needed. Each checks its claim against the engine at the position the text is
read at (`tests/step_facts.py`); the table of patterns is `tests/step_claims.py`'s `CLAIMS`.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from moon_nb.engine.actions import Kind
from moon_nb.engine.options import MOON
from moon_nb.engine.tiles import Tile
from moon_nb.engine.tricks import follows, is_trump, led_suit, rank, trick_winner
from moon_nb.engine.trump import Trump
from moon_nb.path.goals import OwnTricks, after, bidder_value
from moon_nb.path.step import LEARNER
from moon_nb.reference.readings import reading
from tests.step_facts import (
    SUITS,
    Said,
    beaten_by,
    bidder_short,
    later_seats,
    learner_bids,
    number,
    others,
    table,
    tricks_left,
    trump_of,
    trumps_in,
    unbeatable,
)

# --- the claims about a position ---------------------------------------------------------------

Check = Callable[[Said, re.Match[str]], str | None]
"""A claim's checker: None when the claim is true, else what is wrong."""


def still_out(said: Said, m: re.Match[str]) -> str | None:
    game, tile = said.game, said.action.tile if said.action else None
    assert tile is not None
    trick = table(game)
    if trick and trick_winner([*trick, tile], trump_of(game), game.rules.tiles) != len(trick):
        return f"{tile} already loses to the table {trick}: the tiles still out do not matter"
    count = len(beaten_by(game, tile))
    return None if count == int(m[1]) else f"{count} tiles still out beat {tile}, not {m[1]}"


def play_after(said: Said, m: re.Match[str]) -> str | None:
    named = sorted(int(s) for s in re.findall(r"\d", m[0]))
    after_you = later_seats(said.game)
    return None if named == after_you else f"the seats after you are {after_you}"


def play_last(said: Said, m: re.Match[str]) -> str | None:
    return None if not later_seats(said.game) else "someone plays after you"


def you_lead(said: Said, m: re.Match[str]) -> str | None:
    return None if not said.game.trick else "a trick is being played: you do not lead"


def leads(said: Said, m: re.Match[str]) -> str | None:
    trick = said.game.trick
    want = Tile.parse(m[2]) if m[2] else Tile.parse(f"{SUITS[m[3]]}-{SUITS[m[3]]}")
    return None if trick and trick[0] == (int(m[1]), want) else f"the trick is {trick}"


def are_trump(said: Said, m: re.Match[str]) -> str | None:
    word = m[1].lower()
    want = {"doubles": Trump.DOUBLES, "nothing": Trump.NO_TRUMP}.get(word)
    want = want if want is not None else Trump.of(SUITS[word])
    got = said.later.trump
    return None if got is want else f"the trump is {got}, not {m[1]}"


def are_led(said: Said, m: re.Match[str]) -> str | None:
    trick, word = table(said.game), m[1].lower()
    if not trick:
        return "nothing is led"
    suit = led_suit(trick[0], trump_of(said.game))
    want = "trump" if word in ("trumps", "doubles") else SUITS[word]
    return None if suit == want else f"{trick[0]} leads {suit}"


def calls(said: Said, m: re.Match[str]) -> str | None:
    said_calls = {(int(s), 0 if b == "passed" else int(b[4:])) for s, b in re.findall(
        r"seat (\d) (bid \d+|passed)", m[0], re.I)}  # fmt: skip
    made = {(c.seat, c.bid) for c in said.game.observe(LEARNER).calls}
    return None if said_calls <= made else f"the calls were {sorted(made)}"


def both_passed(said: Said, m: re.Match[str]) -> str | None:
    made = [c for c in said.game.observe(LEARNER).calls if c.seat != LEARNER]
    return None if len(made) == 2 and all(c.passed for c in made) else f"the calls were {made}"


def bid_and_taken(said: Said, m: re.Match[str]) -> str | None:
    g = said.game
    got = (g.bidder, g.contract, g.tricks_won[int(m[1])])
    want = (int(m[1]), int(m[2]), int(m[3]))
    return None if got == want else f"bidder, contract, tricks: {got}"


def your_bid(said: Said, m: re.Match[str]) -> str | None:
    g = said.game
    want = 21 if "moon" in m[0].lower() else int(m[1] or m[2])
    ok = learner_bids(g) and g.contract == want
    return None if ok else f"the bidder is seat {g.bidder} with {g.contract}"


def contract_of(said: Said, m: re.Match[str]) -> str | None:
    got = said.game.contract
    return None if got == int(m[1]) else f"the contract is {got}"


def points(said: Said, m: re.Match[str]) -> str | None:
    got = said.game.scores[LEARNER]
    return None if got == int(m[1]) else f"you have {got} points"


def takes_you_to(said: Said, m: re.Match[str]) -> str | None:
    g = said.game
    assert g.contract is not None
    got = g.scores[LEARNER] + g.contract
    return None if got == int(m[1]) else f"a made bid takes you to {got}"


def need_every_trick(said: Said, m: re.Match[str]) -> str | None:
    g = said.game
    if learner_bids(g):
        short, left = bidder_short(g), tricks_left(g)
        return None if short == left else f"you need {short} of the {left} tricks left"
    # Defending: every trick left is needed when the bidder lacks only one.
    short = bidder_short(g)
    return None if short == 1 else f"the bidder needs {short} more: not every trick is needed"


def need_n_of_m(said: Said, m: re.Match[str]) -> str | None:
    g = said.game
    got = (bidder_short(g), tricks_left(g))
    ok = learner_bids(g) and got == (number(m[1]), number(m[2]))
    return None if ok else f"you need {got[0]} of the {got[1]} tricks left"


def one_more(said: Said, m: re.Match[str]) -> str | None:
    g = said.game
    return None if learner_bids(g) and bidder_short(g) == 1 else f"{bidder_short(g)} more"


def all_n_left(said: Said, m: re.Match[str]) -> str | None:
    g, n = said.game, number(m[1])
    got = (bidder_short(g), tricks_left(g))
    return None if got == (n, n) else f"the bidder needs {got[0]} of {got[1]} left"


def needs_all_seven(said: Said, m: re.Match[str]) -> str | None:
    return None if said.game.contract == 21 else "only a moon needs all seven"


def more_tricks(said: Said, m: re.Match[str]) -> str | None:
    judge = said.step.judge
    ok = isinstance(judge, OwnTricks) and judge.count == number(m[1])
    return None if ok else f"the goal counts {judge}"


def some_unbeatable(said: Said, m: re.Match[str]) -> str | None:
    g = said.game
    ok = any(unbeatable(g, t) for t in g.hand(LEARNER))
    return None if ok else "every tile of yours can be beaten"


def trump_out(said: Said, m: re.Match[str]) -> str | None:
    return None if trumps_in(said.game, others(said.game)) else "no trump is still out"


def seat_holds_trumps(said: Said, m: re.Match[str]) -> str | None:
    g = said.game
    return None if trumps_in(g, list(g.hand(int(m[1])))) else f"seat {m[1]} holds no trump"


def others_no_trump(said: Said, m: re.Match[str]) -> str | None:
    held = trumps_in(said.game, others(said.game))
    return None if not held else f"the others hold the trumps {held}"


def you_hold_no(said: Said, m: re.Match[str]) -> str | None:
    g, suit = said.game, SUITS[m[1].lower()]
    held = [t for t in g.hand(LEARNER) if follows(t, suit, trump_of(g))]
    return None if not held else f"you hold {held} of suit {suit}"


def you_hold(said: Said, m: re.Match[str]) -> str | None:
    """ "you hold 6-6, 6-4 and 6-2", "your 4-4" """
    tiles = [Tile.parse(t) for t in re.findall(r"\d-\d", m[0])]
    missing = [t for t in tiles if t not in said.game.hand(LEARNER)]
    return None if not missing else f"you do not hold {missing}"


def is_a_trump(said: Said, m: re.Match[str]) -> str | None:
    return None if is_trump(Tile.parse(m[1]), trump_of(said.later)) else f"{m[1]} is no trump"


def only_a(said: Said, m: re.Match[str]) -> str | None:
    g, tile = said.later, Tile.parse(m[1])
    ok = trump_of(g) is Trump.NO_TRUMP and led_suit(tile, Trump.NO_TRUMP) == SUITS[m[2].lower()]
    return None if ok else f"{tile} is not only a {m[2]}"


def holds_a(said: Said, m: re.Match[str]) -> str | None:
    return None if Tile.parse(m[1]).has(SUITS[m[2].lower()]) else f"{m[1]} has no {m[2]}"


def double_highest(said: Said, m: re.Match[str]) -> str | None:
    ok = said.later.trump is not Trump.DOUBLES
    return None if ok else "while doubles are trump a double belongs to no suit"


def top_trump(said: Said, m: re.Match[str]) -> str | None:
    g, tile = said.game, Tile.parse(m[1])
    ok = is_trump(tile, trump_of(g)) and unbeatable(g, tile)
    return None if ok else f"{tile} is not the top trump still in play"


def suit_most_held(said: Said, m: re.Match[str]) -> str | None:
    action, hand = said.action, said.game.hand(LEARNER)
    if action is None or action.kind is not Kind.TRUMP or action.trump is None:
        return "no suit is named"
    counts = {n: sum(t.has(n) for t in hand) for n in range(7)}
    named = action.trump.value
    if named > 6:
        return f"{action.trump} is not a suit"
    return None if counts[named] == max(counts.values()) else f"you hold {counts}"


def the_only_one(said: Said, m: re.Match[str]) -> str | None:
    right = [str(a) for a in said.right]
    return None if len(right) == 1 else f"{right} all reach the goal"


def costs_no_trick(said: Said, m: re.Match[str]) -> str | None:
    g, action = said.game, said.action
    if action is None or action.kind is not Kind.DISCARD:
        return None if len(said.right) == 1 or "one that" in m[0] else "more than one answer"
    best = max(bidder_value(after(g, a)) for a in g.legal_actions())
    value = bidder_value(after(g, action))
    return None if value == best else f"discarding {action.tile} costs {best - value} tricks"


def you_defend(said: Said, m: re.Match[str]) -> str | None:
    return None if not learner_bids(said.game) else "you are the bidder"


def may_trump(said: Said, m: re.Match[str]) -> str | None:
    g = said.game
    trick, hand = table(g), list(g.hand(LEARNER))
    if not trumps_in(g, hand):
        return "you hold no trump"
    if trick:
        suit = led_suit(trick[0], trump_of(g))
        if any(follows(t, suit, trump_of(g)) for t in hand):
            return f"you hold a tile of the suit led ({suit}): you must follow"
    return None


def top_of_suit(said: Said, m: re.Match[str]) -> str | None:
    """ "Which of your fours can no other four beat?", "which of your threes can no one beat?",
    "which tile is the top of its suit?": the question has an answer in your hand."""
    g, word = said.game, (m[1] or "").lower()
    hand = list(g.hand(LEARNER))
    if word:
        hand = [t for t in hand if follows(t, SUITS[word], trump_of(g))]
    if m[0].lower().find("no other") >= 0:
        suit = SUITS[word]
        rivals = [t for t in others(g) if follows(t, suit, trump_of(g))]
        ok = any(all(rank(t, suit, trump_of(g)) > rank(r, suit, trump_of(g)) for r in rivals)
                 for t in hand)  # fmt: skip
    else:
        ok = any(unbeatable(g, t) for t in hand)
    return None if ok else "no tile of yours answers it"


def no_one_can_trump(said: Said, m: re.Match[str]) -> str | None:
    held = trumps_in(said.game, others(said.game))
    return None if not held else f"the others hold the trumps {held}"


def tiles_held(said: Said, m: re.Match[str]) -> str | None:
    got = len(said.game.hand(LEARNER))
    return None if got == number(m[1]) else f"you hold {got} tiles"


def redeal_labelled(said: Said, m: re.Match[str]) -> str | None:
    # The redeal after three passes is the project's reading of silent sources (rules.md):
    # wherever a text says it, it says so.
    tag = reading("all pass").tag
    return None if m[1].strip().startswith(tag) else f"the redeal is not labelled {tag}"


def defender(said: Said, m: re.Match[str]) -> str | None:
    """ "between you and seat 2": that seat defends with the learner."""
    seat = int(m[1])
    ok = seat != LEARNER and said.game.bidder not in (None, seat, LEARNER)
    return None if ok else f"seat {seat} is not a defender with you"


def keep_bidder(said: Said, m: re.Match[str]) -> str | None:
    """ "keep seat 1 from taking …": that seat is the bidder."""
    got = said.game.bidder
    return None if got == int(m[1]) else f"the bidder is seat {got}"


def moon_bid(said: Said, m: re.Match[str]) -> str | None:
    """ "shoot the moon (bid 21)": the moon's bid is the rule book's."""
    return None if int(m[1]) == MOON else f"the moon is a bid of {MOON}"


def most_held_trump(said: Said, m: re.Match[str]) -> str | None:
    """ "with sixes trump": a hint's trump is the suit the learner holds most of."""
    hand = said.game.hand(LEARNER)
    counts = {n: sum(t.has(n) for t in hand) for n in range(7)}
    named = SUITS[m[1].lower()]
    return None if counts[named] == max(counts.values()) else f"you hold {counts}"
