"""Claim checkers for what the guided path says about a hand as a whole: the bidding, the
contract and the tricks it needs, what best play from here gives, and how a hand scores. Each
checks its claim against the engine (the solver for best play, the scoring for points) at the
position the text is read at (`tests/step_facts.py`); the table of patterns is
`tests/step_claims.py`'s `CLAIMS`.
"""

from __future__ import annotations

import dataclasses
import functools
import re

from moon_nb.engine.actions import Action, Kind
from moon_nb.engine.observation import Observation
from moon_nb.engine.options import Rules
from moon_nb.engine.scoring import MOON, score_hand, tricks_needed
from moon_nb.engine.tiles import TILE_BY_INDEX, Tile
from moon_nb.engine.tricks import trick_winner
from moon_nb.engine.trump import Trump
from moon_nb.path.goals import OwnTricks, after, bidder_value
from moon_nb.path.step import LEARNER, Step
from moon_nb.players.evaluation import (
    CALL_DEALS,
    Evaluation,
    evaluate,
    likely_deals,
    weigh_call,
)
from moon_nb.players.hidden.sampling import HIDDEN
from tests.step_facts import SUITS, Said, number, tricks_left, trump_named

SIGNED = r"([+−]\d+)"


def _signed(text: str) -> int:
    return int(text.replace("−", "-"))


def _wins_bidding(said: Said, action: Action) -> tuple[int | None, int | None]:
    """The bidder and the contract once ``action`` is called and the others have called."""
    game = Said(said.kind, "", said.step, said.game, action).replied
    return game.bidder, game.contract


def won_bidding(said: Said, m: re.Match[str]) -> str | None:
    """ "You won the bidding with 5: you are the bidder, and your contract is 5 tricks." """
    bid, tricks = int(m[1]), int(m[2])
    got = _wins_bidding(said, Action(f"bid {bid}"))
    ok = got == (LEARNER, bid) and tricks_needed(bid) == tricks
    return None if ok else f"bidder and contract {got}; a bid of {bid} needs {tricks_needed(bid)}"


def after_passing(said: Said, m: re.Match[str]) -> str | None:
    """ "Passing leaves the bidding to seat 1's 5." """
    got = _wins_bidding(said, Action("pass"))
    return None if got == (int(m[1]), int(m[2])) else f"bidder and contract {got}"


def wins_after_you(said: Said, m: re.Match[str]) -> str | None:
    """ "Seat 1 wins the bidding with 4." (once the learner's call is made: "You pass.")"""
    if said.action is None:
        return "no call was made"
    got = _wins_bidding(said, said.action)
    return None if got == (int(m[1]), int(m[2])) else f"bidder and contract {got}"


def next_bid_higher(said: Said, m: re.Match[str]) -> str | None:
    """ "The next bid must be higher than 4" """
    high = said.game.observe(LEARNER).high_bid
    return None if high == int(m[1]) else f"the high bid is {high}"


def speak_last(said: Said, m: re.Match[str]) -> str | None:
    """ "you are the last to speak", "You speak last" """
    g = said.game
    called = len(g.observe(LEARNER).calls)
    ok = g.phase == "bid" and g.to_act == LEARNER and called == g.rules.players - 1
    return None if ok else "others speak after you"


def speak_first(said: Said, m: re.Match[str]) -> str | None:
    """ "You speak first", "No one has called yet" """
    g = said.game
    ok = g.phase == "bid" and g.to_act == LEARNER and not g.observe(LEARNER).calls
    return None if ok else "a call was made before yours"


def seat_has_points(said: Said, m: re.Match[str]) -> str | None:
    """ "seat 1 has 18 points": that seat's score before this hand."""
    scores = said.game.observe(LEARNER).scores
    return None if scores[int(m[1])] == int(m[2]) else f"the scores are {scores}"


def lowest_bid_wins(said: Said, m: re.Match[str]) -> str | None:
    """ "When the others pass, the lowest bid, 4, wins" """
    g = said.game
    calls = [c for c in g.observe(LEARNER).calls if c.seat != LEARNER]
    lowest = min(a.bid or 0 for a in g.legal_actions() if a.kind is Kind.BID)
    ok = len(calls) == g.rules.players - 1 and all(c.passed for c in calls)
    ok = ok and lowest == int(m[1]) and _wins_bidding(said, Action(f"bid {lowest}"))[0] == LEARNER
    return None if ok else f"the calls {calls}, the lowest bid {lowest}"


def moved(said: Said, m: re.Match[str]) -> str | None:
    """ "You play 5-1.", "You name trump: 6s are trump.", "You pass.": the move judged, read
    back into the game's notation (not said again by the code that said it)."""
    verb, tile, trump, bid = m["verb"], m["tile"], m["trump"], m["bid"]
    if tile:
        named = f"{verb.lower()} {tile}"
    elif trump:
        named = f"trump {trump_named(trump.removesuffix(' are trump')).token}"
    else:
        named = f"bid {bid}" if bid else "pass"
    return None if said.action == Action(named) else f"the move is {said.action}, not {named}"


def holds_you_to(said: Said, m: re.Match[str]) -> str | None:
    """ "Then the others' best play holds you to 4 tricks: your bid of 5 needs 5." (after the
    move judged)"""
    g = said.game
    if said.action is None or g.bidder != LEARNER:
        return f"the move is {said.action}, the bidder seat {g.bidder}"
    value, bid, need = bidder_value(after(g, said.action)), int(m[2]), int(m[3])
    ok = value == int(m[1]) and g.contract == bid and tricks_needed(bid) == need > value
    return None if ok else f"best play gives you {value}, contract {g.contract}"


def bidder_can_take(said: Said, m: re.Match[str]) -> str | None:
    """ "Then the bidder can take 5 tricks against the others' best play: the bid of 5 is
    made." (after the move judged)"""
    g = said.game
    if said.action is None or g.bidder == LEARNER:
        return f"the move is {said.action}, the bidder seat {g.bidder}"
    value, bid = bidder_value(after(g, said.action)), int(m[2])
    ok = value == int(m[1]) and g.contract == bid and value >= tricks_needed(bid)
    return None if ok else f"best play gives the bidder {value}, contract {g.contract}"


def can_hold_you_to(said: Said, m: re.Match[str]) -> str | None:
    """ "Then the other two can hold you to 1 trick: you need 2." (after the move judged;
    tricks of your own, counted from the step's start)"""
    judge = said.step.judge
    if said.action is None or not isinstance(judge, OwnTricks):
        return f"the move is {said.action}, the goal {judge}"
    value = judge._value(said.step.game(), after(said.game, said.action), LEARNER)
    ok = value == int(m[1]) and judge.count == int(m[2]) > value
    return None if ok else f"you can be sure of {value}; the goal counts {judge.count}"


def best_play_takes(said: Said, m: re.Match[str]) -> str | None:
    """ "With best play from here you take 5 tricks: your bid of 5 can be made." """
    g = said.replied
    value, bid = bidder_value(g), int(m[2])
    ok = g.bidder == LEARNER and value == int(m[1]) and g.contract == bid
    ok = ok and value >= tricks_needed(bid)
    return None if ok else f"best play gives {value}, contract {g.contract}"


def have_taken(said: Said, m: re.Match[str]) -> str | None:
    """ "You have taken 5 tricks: your contract of 5 is made." """
    g = said.replied
    taken, bid = int(m[1]), int(m[2])
    ok = g.bidder == LEARNER and g.tricks_won[LEARNER] == taken and g.contract == bid
    return None if ok and taken >= tricks_needed(bid) else f"taken {g.tricks_won[LEARNER]}"


def taken_needed(said: Said, m: re.Match[str]) -> str | None:
    """ "You have taken the 2 tricks you needed." (tricks of your own since the step began)"""
    judge, start = said.step.judge, said.step.game()
    won = said.replied.tricks_won[LEARNER] - start.tricks_won[LEARNER]
    ok = isinstance(judge, OwnTricks) and won == int(m[1]) >= judge.count
    return None if ok else f"you took {won} since the step began"


def no_longer_made(said: Said, m: re.Match[str]) -> str | None:
    """ "Seat 1 has 2 tricks with 2 to play: the contract of 5 can no longer be made." """
    g = said.replied
    seat, has, left, bid = (int(x) for x in m.groups())
    got = (g.bidder, g.tricks_won[seat], tricks_left(g), g.contract)
    ok = got == (seat, has, left, bid) and has + left < tricks_needed(bid)
    return None if ok else f"bidder, tricks, left, contract: {got}"


def told_result(said: Said, m: re.Match[str]) -> str | None:
    """A hand's result as the engine tells it: "Seat 1 bid 5 and took 4 tricks: set, −5; you
    +2, seat 2 +1.", "You shot the moon (bid 21) and took 7 tricks: made — you win the game." """
    result = said.result
    if result is None:
        return "the hand is not over"
    return None if result.told(LEARNER) == m[0] else f"the hand was {result.told(LEARNER)!r}"


def _set_for_sure(said: Said) -> bool:
    """The bidder can no longer make the contract (or the hand is over and it was set)."""
    g = said.replied
    if said.result is not None:
        return not said.result.made
    assert g.bidder is not None and g.contract is not None
    return g.tricks_won[g.bidder] + tricks_left(g) < tricks_needed(g.contract)


def set_bidder_scores(said: Said, m: re.Match[str]) -> str | None:
    """ "A set bidder loses the bid: seat 1 scores −5" — the contract is set, or will be
    whatever is played."""
    g, seat = said.replied, int(m[1])
    bid = said.result.bid if said.result else g.contract
    ok = (said.result.bidder if said.result else g.bidder) == seat and _set_for_sure(said)
    return None if ok and bid == -_signed(m[2]) else f"seat {seat} is not set for {m[2]}"


def make_the_game(said: Said, m: re.Match[str]) -> str | None:
    """ "A made bid scores its number: 16 and 5 make 21, and the game is yours." — the
    learner's contract is made, and whatever the tricks left bring the others, no one reaches
    the learner's score."""
    g = said.replied
    have, bid, total = (int(x) for x in m.groups())
    before = said.step.game().scores[LEARNER]
    made = g.bidder == LEARNER and g.contract == bid and g.tricks_won[LEARNER] >= tricks_needed(bid)
    if said.result is not None:
        made = said.result.made and said.result.bidder == LEARNER and g.winner == LEARNER
    best_other = max(
        g.scores[s] + g.tricks_won[s] + tricks_left(g) for s in range(3) if s != LEARNER
    )
    ok = made and (before, before + bid) == (have, total) and best_other < total
    return None if ok else f"{before} and {g.contract}: made {made}, the others reach {best_other}"


def have_points_and_bid(said: Said, m: re.Match[str]) -> str | None:
    """ "You have 16 points and bid 5" """
    g = said.game
    got = (g.scores[LEARNER], g.bidder, g.contract)
    return None if got == (int(m[1]), LEARNER, int(m[2])) else f"points, bidder, bid: {got}"


def made_bid_scores(said: Said, m: re.Match[str]) -> str | None:
    """ "A made bid of 5 scores 5 points" — by the scoring of the rule book."""
    bid = int(m[1])
    tricks = [0, 0, 0]
    tricks[LEARNER] = tricks_needed(bid)
    tricks[1] = 7 - tricks[LEARNER]
    got = score_hand(Rules(), LEARNER, bid, tricks).changes[LEARNER]
    return None if got == int(m[2]) else f"a made bid of {bid} scores {got}"


def set_moon_costs(said: Said, m: re.Match[str]) -> str | None:
    """ "With seven sure tricks the moon is certain: a made moon wins the game at once and a set
    moon costs 21 points" — seven is what a moon takes, and 21 what a set one scores."""
    got = score_hand(Rules(), LEARNER, MOON, [6, 1, 0]).changes[LEARNER]
    if number(m[1]) != tricks_needed(MOON):
        return f"a moon needs {tricks_needed(MOON)} tricks"
    return None if got == -int(m[2]) else f"a set moon scores {got}"


def keeps_seven_of_eight(said: Said, m: re.Match[str]) -> str | None:
    """ "The bidder keeps seven of eight tiles" — the learner holds eight, and discards."""
    g = said.game
    ok = g.phase == "discard" and g.bidder == LEARNER and len(g.hand(LEARNER)) == 8
    return None if ok else f"{len(g.hand(LEARNER))} tiles in the {g.phase} phase"


def sure_of_count(said: Said, m: re.Match[str]) -> str | None:
    """ "which two tricks can you be sure of?" — the goal counts that many."""
    judge = said.step.judge
    ok = isinstance(judge, OwnTricks) and judge.count == number(m[1])
    return None if ok else f"the goal is {judge}"


def moon_hand(said: Said, m: re.Match[str]) -> str | None:
    """ "With sixes as trump you hold every trump and the top five: your seven tiles take all
    seven tricks, whatever the others hold." — no tile out of the hand beats one of the
    learner's led, so every deal of the others' tiles gives the learner every trick."""
    trump, top = trump_named(m[1]), SUITS[m[2].lower()]
    hand = said.game.hand(LEARNER)
    rivals = [t for t in Rules().tiles if t not in hand]
    if any(trump.is_trump(t) for t in rivals) or Tile(top, top) not in hand:
        return f"with {trump} as trump the others hold a trump, or you lack {top}-{top}"
    sure = [t for t in hand if not any(_beats(r, t, trump) for r in rivals)]
    return None if len(sure) == number(m[3]) == 7 else f"only {sure} are sure with {trump}"


def _beats(rival: Tile, mine: Tile, trump: Trump) -> bool:
    """Whether ``rival`` takes ``mine`` led."""
    return trick_winner([mine, rival], trump) == 1


def both_left(said: Said, m: re.Match[str]) -> str | None:
    """ "take both tricks left" (the bidder needs them), "take one of the two tricks left" (to
    set a bidder who needs both)."""
    g = said.game
    assert g.bidder is not None and g.contract is not None
    short = tricks_needed(g.contract) - g.tricks_won[g.bidder]
    mine = g.bidder == LEARNER
    ok = tricks_left(g) == 2 and short == 2 and mine == (m[1] == "both")
    return None if ok else f"the bidder needs {short} of {tricks_left(g)}"


# --- a hand valued before the bid ------------------------------------------------------------


def _call_evaluation(said: Said) -> Evaluation:
    return evaluate(said.game.observe(LEARNER))


def other_doubles(said: Said, m: re.Match[str]) -> str | None:
    """ "and two other doubles", "one other double": doubles besides the double of the number
    the learner holds most of (the top trump they would name)."""
    hand = said.game.hand(LEARNER)
    top = max(range(7), key=lambda n: (sum(t.has(n) for t in hand), Tile(n, n) in hand))
    doubles = [t for t in hand if t.is_double and not t.has(top)]
    return None if len(doubles) == number(m[1]) else f"the other doubles are {doubles}"


def counted_tiles(hand: list[Tile]) -> int:
    """The path's count (the How high to bid card): trumps of the best number if the hand holds
    its double, and doubles of other numbers."""
    best = 0
    for n in range(1, 7):
        trumps = [t for t in hand if t.has(n)]
        doubles = [t for t in hand if t.is_double and not t.has(n)]
        best = max(best, (len(trumps) if Tile(n, n) in hand else 0) + len(doubles))
    return best


def count_on(said: Said, m: re.Match[str]) -> str | None:
    """ "five tiles to count on, and a bid of 4 is the one they make nearly every time", "six
    tiles to count on, and a bid of 5 gains more than a bid of 4": the count, and the call's
    figures in the evaluation."""
    ev = _call_evaluation(said)
    count = counted_tiles(list(said.game.hand(LEARNER)))
    if count != number(m[1]):
        return f"the count is {count}"
    bid = ev.of(Action(f"bid {m[2]}"))
    if m[3]:
        other = ev.of(Action(f"bid {m[3]}"))
        ok = (bid.worth or 0.0) > (other.worth or 0.0)
    else:
        ok = bid.make_rate >= 0.9 and ev.best.action == bid.action
    return None if ok else f"a bid of {m[2]}: {bid}"


def trumps_with_top(said: Said, m: re.Match[str]) -> str | None:
    """ "Four trumps with the top one take four tricks …: a bid of 4", "Four trumps with the
    top one and two other doubles": the hand holds that many of its best number, the double
    among them; a bid named is the evaluation's best."""
    hand = said.game.hand(LEARNER)
    found = [
        n for n in range(1, 7) if Tile(n, n) in hand and sum(t.has(n) for t in hand) == number(m[1])
    ]
    if not found:
        return f"no number with {m[1]} tiles and its double"
    if m[2] and number(m[2]) != number(m[1]):
        return "the tricks differ from the trumps"
    if m[3] and _call_evaluation(said).best.action != Action(f"bid {m[3]}"):
        return f"the best call is {_call_evaluation(said).best.action}"
    return None


def without_top(said: Said, m: re.Match[str]) -> str | None:
    """ "Without 6-6, is any of your sixes sure to take a trick?": the learner lacks it, and no
    tile of that number of theirs is beyond every tile they cannot see."""
    hand, suit = said.game.hand(LEARNER), SUITS[m[2].lower()]
    tile = Tile.parse(m[1]) if m[1] else Tile(suit, suit)
    if tile in hand:
        return f"you hold {tile}"
    rivals = [t for t in said.game.rules.tiles if t not in hand]
    trump = Trump.of(suit)
    sure = [t for t in hand if t.has(suit) and not any(_beats(r, t, trump) for r in rivals)]
    return None if not sure else f"{sure} are sure"


@functools.cache
def _plan_tricks(step: Step) -> tuple[tuple[tuple[tuple[str, int], ...], int], ...]:
    """Each trick of a whole hand's plan, played from the step's position against the others'
    best play: its tiles in the order played, each with the seat that played it, and its
    winner."""
    from moon_nb.path.hands.hand_lines import planned, play_line

    record = play_line(step.game(), planned(step.solution)).engine.last
    assert record is not None
    return tuple(
        (
            tuple((str(TILE_BY_INDEX[i]), (t.leader + k) % 3) for k, i in enumerate(t.tiles)),
            t.winner,
        )
        for t in record.tricks
    )


def plan_trick(said: Said, m: re.Match[str]) -> str | None:
    """A whole hand's debrief: "Trick 2: 3-2 (seat 2), 3-1 (you) and 6-3 (seat 1); seat 2
    takes it." — trick 2 of the plan's line, played from the step's position against the
    others' best play, holds those tiles in that order, played by those seats, and goes to
    that seat (``you``: the learner)."""
    tricks = _plan_tricks(said.step)
    number = int(m[1])
    tiles = [
        (tile, LEARNER if who == "you" else int(who.removeprefix("seat ")))
        for tile, who in re.findall(r"(\d-\d) \((you|seat \d)\)", m[2])
    ]
    if not 1 <= number <= len(tricks):
        return f"the plan has no trick {number}"
    played, won = tricks[number - 1]
    winner = LEARNER if m["seat"] is None else int(m["seat"])
    if list(played) != tiles or won != winner:
        return f"trick {number} of the plan is {list(played)}, taken by seat {won}"
    return None


@functools.cache
def _bare_call(seen: Observation) -> Evaluation:
    """The call weighed on the seat's seven tiles alone: the widow left out of every likely
    deal, as if it were the tile discarded (the deals and their count are the table's)."""
    deals = likely_deals(seen, CALL_DEALS)
    return weigh_call(seen, [{k: v for k, v in d.items() if k != HIDDEN} for d in deals])


def widow_decides(said: Said, m: re.Match[str]) -> str | None:
    """ "Counted with it, this hand makes 4 often enough to pay; counted on its seven tiles
    alone, it would not": with the widow the bid is as good as the best and gains more than
    passing; without it, it is not as good as the best."""
    seen = said.game.observe(LEARNER)
    bid = Action(f"bid {m[1]}")
    ev, bare = evaluate(seen), _bare_call(seen)
    passing = next(o for o in ev.options if o.action.kind is Kind.PASS)
    if not ev.as_good(bid) or (ev.of(bid).worth or 0.0) <= (passing.worth or 0.0):
        return f"with the widow, {bid} is not the best: {ev.best.action}"
    return None if not bare.as_good(bid) else f"without the widow, {bid} is as good as the best"


def to_win_the_game(said: Said, m: re.Match[str]) -> str | None:
    """ "Seat 1 needs one trick to win the game": the points it lacks of 21, one a trick it
    takes as a defender; "does seat 1 need to win the game": some tricks of this hand would."""
    seat, rules = int(m[1]), said.game.rules
    lacks = rules.target - said.game.observe(LEARNER).scores[seat]
    if m[2] is None:
        return None if 0 < lacks <= 7 else f"seat {seat} lacks {lacks} points"
    return None if number(m[2]) == lacks else f"seat {seat} lacks {lacks} points"


def seven_like_moon(said: Said, m: re.Match[str]) -> str | None:
    """ "A bid of 7 needs the same seven tricks as the moon and scores 7" """
    bid, tricks = int(m[1]), number(m[2])
    if not tricks_needed(bid) == tricks_needed(MOON) == tricks:
        return f"a bid of {bid} needs {tricks_needed(bid)}, the moon {tricks_needed(MOON)}"
    got = score_hand(Rules(), LEARNER, bid, [tricks_needed(bid), 0, 0]).changes[LEARNER]
    return None if got == int(m[3]) else f"a made bid of {bid} scores {got}"


def plain_at_zero(said: Said, m: re.Match[str]) -> str | None:
    """ "with every score at 0 a bid short of the moon would": the same hand and calls with
    every score 0, the call that gains the most is a bid other than the moon."""
    step = said.step
    zero = dataclasses.replace(step.position, scores=None).game().observe(LEARNER)
    best = evaluate(zero).best.action
    return None if best.kind is Kind.BID and best.bid != MOON else f"with every score at 0: {best}"
