"""Claim checkers for the guided path's texts: each text a learner reads at a step — title,
goal, hint, the verdict on a move, the reason a solved step gives — is searched for the kinds
of claim below, and each claim found is checked against the engine at the position it is read
at: the tiles still out (the others' hands), the tricks left and needed, who can beat a tile,
who holds a suit, the bidding and the trump.

`tests/step_play.py` plays a step: from its position every move of the learner's (legal or
not), and along the solution line the positions after each of the learner's moves and the
others' replies. `problems(said)` is the list of false claims in one text. `CLAIMS` is the table: a
pattern and the small function that checks what it matched.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from moon_nb.engine.actions import Kind
from moon_nb.engine.options import MOON
from moon_nb.engine.tiles import Tile
from moon_nb.engine.tricks import follows, is_trump, led_suit, rank, suit_members, trick_winner
from moon_nb.engine.trump import Trump
from moon_nb.path.goals import OwnTricks, after, bidder_value
from moon_nb.path.step import LEARNER
from moon_nb.reference.readings import reading
from tests import hand_claims as hand
from tests import trick_claims as trick
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

# --- the claims --------------------------------------------------------------------------------

Check = Callable[[Said, re.Match[str]], str | None]
"""A claim's checker: None when the claim is true, else what is wrong."""


def still_out(said: Said, m: re.Match[str]) -> str | None:
    game, tile = said.game, said.action.tile if said.action else None
    assert tile is not None
    trick = table(game)
    if trick and trick_winner([*trick, tile], trump_of(game)) != len(trick):
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


def none_beats(said: Said, m: re.Match[str]) -> str | None:
    tile = Tile.parse(m[1])
    return None if unbeatable(said.game, tile) else f"{tile} can be beaten"


def some_unbeatable(said: Said, m: re.Match[str]) -> str | None:
    g = said.game
    ok = any(unbeatable(g, t) for t in g.hand(LEARNER))
    return None if ok else "every tile of yours can be beaten"


def trump_out(said: Said, m: re.Match[str]) -> str | None:
    return None if trumps_in(said.game, others(said.game)) else "no trump is still out"


def trump_out_takes(said: Said, m: re.Match[str]) -> str | None:
    g, tile = said.game, Tile.parse(m[1])
    ok = trumps_in(g, others(g)) and tile in g.hand(LEARNER) and not is_trump(tile, trump_of(g))
    return None if ok else f"no trump still out could take {tile}"


def seat_holds_trumps(said: Said, m: re.Match[str]) -> str | None:
    g = said.game
    return None if trumps_in(g, list(g.hand(int(m[1])))) else f"seat {m[1]} holds no trump"


def no_trump_anywhere(said: Said, m: re.Match[str]) -> str | None:
    g = said.game
    held = trumps_in(g, others(g) + list(g.hand(LEARNER)))
    return None if not held else f"{held} are trumps still held"


def others_no_trump(said: Said, m: re.Match[str]) -> str | None:
    held = trumps_in(said.game, others(said.game))
    return None if not held else f"the others hold the trumps {held}"


def you_hold_no(said: Said, m: re.Match[str]) -> str | None:
    g, suit = said.game, SUITS[m[1].lower()]
    held = [t for t in g.hand(LEARNER) if follows(t, suit, trump_of(g))]
    return None if not held else f"you hold {held} of suit {suit}"


def you_hold(said: Said, m: re.Match[str]) -> str | None:
    tile = Tile.parse(m[1] or m[2])
    return None if tile in said.game.hand(LEARNER) else f"you do not hold {tile}"


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


def claim(pattern: str, check: Check) -> tuple[re.Pattern[str], Check]:
    return re.compile(pattern, re.I), check


SUIT = r"(blanks?|ones?|twos?|threes?|fours?|fives?|six(?:es)?)"
TILE = r"(\d-\d)"
COUNT = r"(\d+|one|two|three|four|five|six|seven)"
TRUMPS = r"(blanks|ones|twos|threes|fours|fives|sixes|\ds|doubles|no trump)"
DOING = r"((?:playing|discarding) \d-\d|naming (?:blanks|\ds|doubles|no) trump)"

CLAIMS: tuple[tuple[re.Pattern[str], Check], ...] = (
    # Where the learner sits in the trick, and who holds what.
    claim(r"(\d+) tiles? that would beat it (?:is|are) still out", still_out),
    claim(r"seat \d(?: and seat \d)? plays? after you", play_after),
    claim(r"you play last", play_last),
    claim(r"(?:^|and )you lead\b", you_lead),
    claim(r"\byou defend\b", you_defend),
    claim(r"you may trump", may_trump),
    claim(
        rf"which (?:of your )?{SUIT} can no (?:one|other \w+) beat|which (?:tile|of your tiles) is "
        r"the top of its suit|which tile can no one beat()",
        top_of_suit,
    ),
    claim(r"when no one can trump", no_one_can_trump),
    claim(r"your (eight|seven) tiles", tiles_held),
    claim(rf"seat (\d) leads (?:{TILE}|the double {SUIT})", leads),
    claim(rf"\b({SUIT[1:-1]}|doubles|nothing) (?:are|is) trump\b", are_trump),
    claim(rf"\b({SUIT[1:-1]}|trumps|doubles) are led", are_led),
    claim(rf"none beats {TILE}|no one can beat {TILE}", none_beats),
    claim(r"which of your tiles can no one beat", some_unbeatable),
    claim(rf"could a trump still out take your {TILE}", trump_out_takes),
    claim(r"a trump still out|who still holds a trump", trump_out),
    claim(r"seat (\d)(?: plays after you and)? holds trumps", seat_holds_trumps),
    claim(r"no trump is left in any hand", no_trump_anywhere),
    claim(r"the trumps are gone|no trumps are left with the others", others_no_trump),
    claim(rf"you hold no {SUIT}", you_hold_no),
    claim(rf"you hold {TILE}|\byour {TILE}", you_hold),
    claim(rf"{TILE} is a trump", is_a_trump),
    claim(rf"with no trump, {TILE} is only an? {SUIT}", only_a),
    claim(rf"{TILE} holds an? {SUIT}", holds_a),
    claim(r"the double is the highest tile of its suit", double_highest),
    claim(rf"{TILE} is the top trump", top_trump),
    claim(r"name the suit you hold most of", suit_most_held),
    claim(rf"with {SUIT} trump\b", most_held_trump),
    claim(r"dealt again([^.;:]*)", redeal_labelled),
    claim(r"name the trump that", the_only_one),
    claim(r"discard (?:the one|one) that cannot win a trick", costs_no_trick),
    claim(r"between you and seat (\d)", defender),
    claim(r"keep seat (\d) from taking", keep_bidder),
    # One trick: the rulings on a tile, and who takes the trick.
    claim(
        rf"you may not play {TILE}: {TILE} leads (suit \d|trumps), you hold (?:a tile of "
        r"(suit \d)|a trump), and a player who can follow must",
        trick.may_not_play,
    ),
    claim(rf"{TILE} follows suit (\d), the suit {TILE} leads", trick.follows_led),
    claim(rf"{TILE} is a trump, so it follows the trump lead \({TILE}\)", trick.follows_trump_lead),
    claim(
        rf"{TILE} wins: it is the highest tile of suit (\d), the suit led, and no trump was played",
        trick.wins_highest_of_suit,
    ),
    claim(
        rf"{TILE} wins: it is the (highest|only) trump(?: played)? \({TRUMPS} (?:are|is) trump\)",
        trick.wins_as_trump,
    ),
    claim(rf"{TILE} does not take this trick", trick.does_not_take),
    claim(
        rf"{TILE} cannot take this trick: {TILE}, already played, beats it", trick.beaten_on_table
    ),
    claim(rf"{TILE} may not take this trick", trick.may_not_take),
    claim(rf"{TILE} is a trump, but {TILE} is a higher one", trick.higher_trump),
    claim(
        rf"{TILE} is a trump(?: \({TRUMPS} are trump\))?,? (?:and )?not (?:a tile of suit "
        rf"(\d)|an? (blank|two|three|four|five|six)\b)",
        trick.trump_not_of_suit,
    ),
    claim(rf"{TILE} is no {SUIT}", trick.is_no_suit),
    claim(rf"without an? {SUIT} you may trump(, and win)?", trick.without_you_may_trump),
    claim(
        rf"{TILE} leads ({SUIT[1:-1]}|trumps)\b(?:, not {SUIT}|, (its higher number))?",
        trick.tile_leads,
    ),
    claim(rf"{TILE} leads its higher number, {SUIT}", trick.leads_higher),
    claim(rf"an? {SUIT} would not follow", trick.would_not_follow),
    claim(rf"which number of {TILE} is the suit it leads", trick.number_it_leads),
    claim(
        rf"is {TILE} an? {SUIT} while {TRUMPS} (?:are|is) trump|{TILE} holds an? \w+: is it an? "
        rf"{SUIT}, or a trump",
        trick.is_it_a,
    ),
    claim(rf"before you lead an? {SUIT}", trick.lead_a),
    claim(rf"your {TILE} is safe only once no one can trump it", trick.safe_once_drawn),
    claim(rf"lead an? {SUIT} that no one can beat", trick.unbeatable_of_suit),
    claim(r"whatever seat (\d) plays", trick.whatever_seat_plays),
    # The hand: the bidding, the contract, best play, the score.
    claim(r"seat \d (?:bid \d+|passed)(?:, seat \d (?:bid \d+|passed))*", calls),
    claim(r"both others passed", both_passed),
    claim(r"seat (\d) bid (\d+) and has taken (\d+) tricks?", bid_and_taken),
    claim(r"\byou bid (\d+)|\byour bid of (\d+)|you shot the moon", your_bid),
    claim(r"contract of (\d+)", contract_of),
    claim(r"you have (\d+) points", points),
    claim(r"takes you to (\d+)", takes_you_to),
    claim(r"need every trick left|take every trick left", need_every_trick),
    claim(rf"you need {COUNT} of the {COUNT} tricks left", need_n_of_m),
    claim(r"you need one more trick", one_more),
    claim(rf"all {COUNT} tricks left", all_n_left),
    claim(r"needs all seven", needs_all_seven),
    claim(rf"take {COUNT} more tricks", more_tricks),
    claim(
        r"you won the bidding with (\d+): you are the bidder, and your contract is (\d+) tricks?",
        hand.won_bidding,
    ),
    claim(
        r"a bid of (\d+) wins the bidding, but it promises (\d+) tricks?: a lower bid wins it too",
        hand.wins_but_promises,
    ),
    claim(r"after passing, seat (\d) wins the bidding with (\d+)", hand.after_passing),
    claim(r"the next bid must be higher than (\d+)", hand.next_bid_higher),
    claim(r"you are the last to speak|you speak last", hand.speak_last),
    claim(r"when the others pass, the lowest bid, (\d+), wins", hand.lowest_bid_wins),
    claim(
        rf"after {DOING}, the best defence holds you to (\d+) tricks?: your bid of (\d+) needs "
        r"(\d+)",
        hand.holds_you_to,
    ),
    claim(
        rf"after {DOING}, the bidder can take (\d+) tricks? against the best defence: the bid "
        r"of (\d+) is made",
        hand.bidder_can_take,
    ),
    claim(
        rf"after {DOING}, the other two can hold you to (\d+) tricks?: you need (\d+)",
        hand.can_hold_you_to,
    ),
    claim(
        r"with best play from here you take (\d+) tricks?: your bid of (\d+) can be made",
        hand.best_play_takes,
    ),
    claim(r"you have taken (\d+) tricks?: your contract of (\d+) is made", hand.have_taken),
    claim(r"you have taken the (\d+) tricks? you needed", hand.taken_needed),
    claim(
        r"seat (\d) has (\d+) tricks? with (\d+) to play: the contract of (\d+) can no longer",
        hand.no_longer_made,
    ),
    claim(
        r"(?:you|seat \d) (?:bid \d+|shot the moon \(bid 21\)) and took \d+ tricks?: "
        r"(?:made|set)[^.]*\.",
        hand.told_result,
    ),
    claim(r"seat (\d) scores ([−-]\d+)", hand.set_bidder_scores),
    claim(r"(\d+) and (\d+) make (\d+), and the game is yours", hand.make_the_game),
    claim(r"you have (\d+) points and bid (\d+)", hand.have_points_and_bid),
    claim(r"a made bid of (\d+) scores (\d+) points", hand.made_bid_scores),
    claim(
        rf"shoot the moon only with {COUNT} sure tricks: a set moon costs (\d+) points",
        hand.set_moon_costs,
    ),
    claim(r"the bidder keeps seven of eight tiles", hand.keeps_seven_of_eight),
    claim(rf"which {COUNT} tricks can you be sure of", hand.sure_of_count),
    claim(
        rf"with {TRUMPS} as trump you hold every trump and the top {SUIT}: your {COUNT} tiles take "
        r"all seven tricks, whatever the others hold",
        hand.moon_hand,
    ),
    claim(r"passing leaves the bidding to seat (\d)'s (\d+)", hand.after_passing),
    claim(r"(?:shoot|shot) the moon \(bid (\d+)\)", moon_bid),
)


def lower_never_beats_higher() -> bool:
    """Of two tiles of suit 4 that are no trumps, the higher takes the lower on a four led,
    whichever of them leads it — under every trump."""
    for trump in Trump:
        fours = [t for t in suit_members(4, trump) if not is_trump(t, trump)]
        for k, high in enumerate(fours):
            for low in fours[k + 1 :]:
                if led_suit(high, trump) == 4 and trick_winner([high, low], trump) != 0:
                    return False
                if led_suit(low, trump) == 4 and trick_winner([low, high], trump) != 1:
                    return False
    return True


GENERAL: dict[re.Pattern[str], Callable[[], bool]] = {
    re.compile(r"A lower four never beats a higher one\."): lower_never_beats_higher,
}
"""The general rules a step says, true at every position: each with its check."""


def problems(said: Said) -> list[str]:
    """Every claim of ``said`` that is false at its position, with what the engine says."""
    out = []
    for pattern, check in CLAIMS:
        for m in pattern.finditer(said.text):
            wrong = check(said, m)
            if wrong:
                out.append(f"{check.__name__}: {said.kind} {said.text!r}: {m[0]!r} — {wrong}")
    return out
