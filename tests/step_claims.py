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
from dataclasses import dataclass

from moon_nb.engine.actions import Action, Kind
from moon_nb.engine.game import Game, IllegalActionError
from moon_nb.engine.options import TRICKS_PER_HAND
from moon_nb.engine.scoring import tricks_needed
from moon_nb.engine.tiles import Tile
from moon_nb.engine.tricks import follows, is_trump, led_suit, rank, trick_winner
from moon_nb.engine.trump import Trump
from moon_nb.path.goals import OwnTricks, after, bidder_value
from moon_nb.path.step import LEARNER, Step
from moon_nb.reference.readings import reading

SUITS = {
    "blank": 0, "blanks": 0, "one": 1, "ones": 1, "two": 2, "twos": 2, "three": 3, "threes": 3,
    "four": 4, "fours": 4, "five": 5, "fives": 5, "six": 6, "sixes": 6,
}  # fmt: skip
"""A suit as a text names it: "a five", "sixes"."""
NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8}


def number(word: str) -> int:
    return int(word) if word.isdigit() else NUMBERS[word.lower()]


@dataclass(frozen=True)
class Said:
    """One text a learner reads: what kind, the step, the position it is read at (``game``,
    the learner to act), and for a verdict the move judged, its outcome and the moves that
    were right there (kept or reached)."""

    kind: str
    text: str
    step: Step
    game: Game
    action: Action | None = None
    outcome: str = ""
    right: tuple[Action, ...] = ()

    @property
    def later(self) -> Game:
        """The position after the move (the position itself for a text about no move)."""
        if self.action is None:
            return self.game
        try:
            return after(self.game, self.action)
        except IllegalActionError:
            return self.game


# --- facts about a position, from the engine ---------------------------------------------------


def others(game: Game) -> list[Tile]:
    """The tiles still out: in the other seats' hands (the discard is out of play)."""
    return [t for s in range(game.rules.players) if s != LEARNER for t in game.hand(s)]


def trump_of(game: Game) -> Trump:
    assert game.trump is not None, "a claim about trump before trump is named"
    return game.trump


def table(game: Game) -> list[Tile]:
    return [t for _, t in game.trick]


def later_seats(game: Game) -> list[int]:
    """The seats that play after the learner in the trick being played."""
    played = {s for s, _ in game.trick} | {LEARNER}
    return [s for s in range(game.rules.players) if s not in played]


def beaten_by(game: Game, tile: Tile, seats: list[int] | None = None) -> list[Tile]:
    """The tiles held by ``seats`` (every other seat unless given) that would beat ``tile``
    played now on the trick on the table."""
    held = others(game) if seats is None else [t for s in seats for t in game.hand(s)]
    trick = [*table(game), tile]
    return [t for t in held if trick_winner([*trick, t], trump_of(game)) == len(trick)]


def unbeatable(game: Game, tile: Tile) -> bool:
    """No tile still out beats ``tile`` when it is led."""
    return all(trick_winner([tile, t], trump_of(game)) == 0 for t in others(game))


def trumps_in(game: Game, tiles: list[Tile]) -> list[Tile]:
    return [t for t in tiles if is_trump(t, trump_of(game))]


def tricks_left(game: Game) -> int:
    return TRICKS_PER_HAND - len(game.engine.tricks)


def bidder_short(game: Game) -> int:
    """The tricks the bidder still needs for the contract."""
    assert game.bidder is not None and game.contract is not None
    return tricks_needed(game.contract) - game.tricks_won[game.bidder]


def learner_bids(game: Game) -> bool:
    return game.bidder == LEARNER


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


def yours_can_be_beaten(said: Said, m: re.Match[str]) -> str | None:
    g = said.game
    safe = [t for t in trumps_in(g, list(g.hand(LEARNER))) if not beaten_by(g, t, later_seats(g))]
    return None if not safe else f"no one after you can beat {safe}"


def your_trumps_unbeaten(said: Said, m: re.Match[str]) -> str | None:
    g = said.later
    mine = trumps_in(g, list(g.hand(LEARNER)))
    weak = [t for t in mine if not unbeatable(g, t)]
    return None if not weak else f"{weak} can be beaten"


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


def none_left_but_yours(said: Said, m: re.Match[str]) -> str | None:
    g, suit = said.game, SUITS[m[1].lower()]
    held = [t for t in others(g) if follows(t, suit, trump_of(g))]
    return None if not held else f"the others hold {held} of suit {suit}"


def you_hold_no(said: Said, m: re.Match[str]) -> str | None:
    g, suit = said.game, SUITS[m[1].lower()]
    held = [t for t in g.hand(LEARNER) if follows(t, suit, trump_of(g))]
    return None if not held else f"you hold {held} of suit {suit}"


def you_hold(said: Said, m: re.Match[str]) -> str | None:
    return None if Tile.parse(m[1]) in said.game.hand(LEARNER) else f"you do not hold {m[1]}"


def is_a_trump(said: Said, m: re.Match[str]) -> str | None:
    return None if is_trump(Tile.parse(m[1]), trump_of(said.later)) else f"{m[1]} is no trump"


def is_no_suit(said: Said, m: re.Match[str]) -> str | None:
    tile, suit = Tile.parse(m[1]), SUITS[m[2].lower()]
    ok = not follows(tile, suit, trump_of(said.later))
    return None if ok else f"{tile} belongs to suit {suit}"


def only_a(said: Said, m: re.Match[str]) -> str | None:
    g, tile = said.later, Tile.parse(m[1])
    ok = trump_of(g) is Trump.NO_TRUMP and led_suit(tile, Trump.NO_TRUMP) == SUITS[m[2].lower()]
    return None if ok else f"{tile} is not only a {m[2]}"


def tile_leads(said: Said, m: re.Match[str]) -> str | None:
    tile, word = Tile.parse(m[1]), m[2].lower()
    want = "trump" if word == "trumps" else SUITS[word]
    got = led_suit(tile, trump_of(said.later))
    return None if got == want else f"{tile} leads {got}"


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


def give_up_their(said: Said, m: re.Match[str]) -> str | None:
    g, suit = said.game, SUITS[m[1].lower()]
    bare = [s for s in range(g.rules.players) if s != LEARNER
            and not any(follows(t, suit, trump_of(g)) for t in g.hand(s))]  # fmt: skip
    return None if not bare else f"seats {bare} hold no tile of suit {suit}"


def tiles_held(said: Said, m: re.Match[str]) -> str | None:
    got = len(said.game.hand(LEARNER))
    return None if got == number(m[1]) else f"you hold {got} tiles"


def redeal_labelled(said: Said, m: re.Match[str]) -> str | None:
    # The redeal after three passes is the project's reading of silent sources (rules.md):
    # wherever a text says it, it says so.
    tag = reading("all pass").tag
    return None if m[1].strip().startswith(tag) else f"the redeal is not labelled {tag}"


def claim(pattern: str, check: Check) -> tuple[re.Pattern[str], Check]:
    return re.compile(pattern, re.I), check


SUIT = r"(blanks?|ones?|twos?|threes?|fours?|fives?|six(?:es)?)"
TILE = r"(\d-\d)"
COUNT = r"(\d+|one|two|three|four|five|six|seven)"

CLAIMS: tuple[tuple[re.Pattern[str], Check], ...] = (
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
    claim(rf"give up their {SUIT}", give_up_their),
    claim(r"your (eight|seven) tiles", tiles_held),
    claim(rf"seat (\d) leads (?:{TILE}|the double {SUIT})", leads),
    claim(rf"\b({SUIT[1:-1]}|doubles|nothing) (?:are|is) trump\b", are_trump),
    claim(rf"\b({SUIT[1:-1]}|trumps|doubles) are led", are_led),
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
    claim(rf"none beats {TILE}|no one can beat {TILE}", none_beats),
    claim(r"a trump of yours(?: now)? can be beaten", yours_can_be_beaten),
    claim(r"no one can beat your trumps", your_trumps_unbeaten),
    claim(r"which of your tiles can no one beat", some_unbeatable),
    claim(rf"could a trump still out take your {TILE}", trump_out_takes),
    claim(r"a trump still out|who still holds a trump", trump_out),
    claim(r"seat (\d) plays after you and holds trumps", seat_holds_trumps),
    claim(r"no trump is left in any hand", no_trump_anywhere),
    claim(r"the trumps are gone|no trumps are left with the others", others_no_trump),
    claim(rf"no {SUIT} left but yours", none_left_but_yours),
    claim(rf"you hold no {SUIT}", you_hold_no),
    claim(rf"you hold {TILE}", you_hold),
    claim(rf"{TILE} is a trump", is_a_trump),
    claim(rf"{TILE} is no {SUIT} while", is_no_suit),
    claim(rf"with no trump, {TILE} is only an? {SUIT}", only_a),
    claim(rf"{TILE} leads ({SUIT[1:-1]}|trumps)\b", tile_leads),
    claim(rf"{TILE} holds an? {SUIT}", holds_a),
    claim(r"the double is the highest tile of its suit", double_highest),
    claim(rf"{TILE} is the top trump", top_trump),
    claim(r"name the suit you hold most of", suit_most_held),
    claim(r"dealt again([^.;:]*)", redeal_labelled),
    claim(r"name the trump that", the_only_one),
    claim(r"discard (?:the one|one) that cannot win a trick", costs_no_trick),
)


def problems(said: Said) -> list[str]:
    """Every claim of ``said`` that is false at its position, with what the engine says."""
    out = []
    for pattern, check in CLAIMS:
        for m in pattern.finditer(said.text):
            wrong = check(said, m)
            if wrong:
                out.append(f"{check.__name__}: {said.kind} {said.text!r}: {m[0]!r} — {wrong}")
    return out
