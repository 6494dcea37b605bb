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

from moon_nb.engine.tricks import is_trump, led_suit, suit_members, trick_winner
from moon_nb.engine.trump import Trump
from moon_nb.path.step import LEARNER
from moon_nb.players.evaluation import evaluate
from tests import hand_claims as hand
from tests import position_claims as at
from tests import trick_claims as trick
from tests.advice_claims import Advised, advice_problems
from tests.position_claims import Check
from tests.step_facts import (
    Said,
)


def claim(pattern: str, check: Check) -> tuple[re.Pattern[str], Check]:
    return re.compile(pattern, re.I), check


SUIT = r"(blanks?|ones?|twos?|threes?|fours?|fives?|six(?:es)?)"
TILE = r"(\d-\d)"
COUNT = r"(\d+|one|two|three|four|five|six|seven)"
TRUMPS = r"(blanks|ones|twos|threes|fours|fives|sixes|\ds|doubles|no trump)"
MOVE = (
    r"\byou (?:(?P<verb>play|discard) (?P<tile>\d-\d)|name trump: (?P<trump>no trump|"
    r"(?:blanks|\ds|doubles) are trump)|bid (?P<bid>\d+)|pass)\."
)
"""The learner's move as the table tells it, where a verdict begins: "You play 6-4."."""

CLAIMS: tuple[tuple[re.Pattern[str], Check], ...] = (
    # Where the learner sits in the trick, and who holds what.
    claim(r"(\d+) tiles? that would beat it (?:is|are) still out", at.still_out),
    claim(r"seat \d(?: and seat \d)? plays? after you", at.play_after),
    claim(r"you play last", at.play_last),
    claim(r"(?:^|and )you lead\b", at.you_lead),
    claim(r"\byou defend\b", at.you_defend),
    claim(r"you may trump", at.may_trump),
    claim(
        rf"which (?:of your )?{SUIT} can no (?:one|other \w+) beat|which (?:tile|of your tiles) is "
        r"the top of its suit|which tile can no one beat()",
        at.top_of_suit,
    ),
    claim(r"when no one can trump", at.no_one_can_trump),
    claim(r"your (eight|seven) tiles", at.tiles_held),
    claim(rf"seat (\d) leads (?:{TILE}|the double {SUIT})", at.leads),
    claim(rf"\b({SUIT[1:-1]}|doubles|nothing) (?:are|is) trump\b", at.are_trump),
    claim(rf"\b({SUIT[1:-1]}|trumps|doubles) are led", at.are_led),
    claim(r"which of your tiles can no one beat", at.some_unbeatable),
    claim(r"a trump still out|who still holds a trump", at.trump_out),
    claim(r"seat (\d)(?: plays after you and)? holds trumps", at.seat_holds_trumps),
    claim(r"the trumps are gone|no trumps are left with the others", at.others_no_trump),
    claim(rf"you hold no {SUIT}", at.you_hold_no),
    claim(rf"you hold {TILE}(?:(?:,| and) {TILE})*|\byour {TILE}", at.you_hold),
    claim(rf"{TILE} is a trump", at.is_a_trump),
    claim(rf"with no trump, {TILE} is only an? {SUIT}", at.only_a),
    claim(rf"{TILE} holds an? {SUIT}", at.holds_a),
    claim(r"the double is the highest tile of its suit", at.double_highest),
    claim(rf"{TILE} is the top trump", at.top_trump),
    claim(r"name the suit you hold most of", at.suit_most_held),
    claim(rf"with {SUIT} trump\b", at.most_held_trump),
    claim(r"dealt again([^.;:]*)", at.redeal_labelled),
    claim(r"name the trump that", at.the_only_one),
    claim(r"discard (?:the one|one) that cannot win a trick", at.costs_no_trick),
    claim(r"between you and seat (\d)", at.defender),
    claim(r"keep seat (\d) from taking", at.keep_bidder),
    # One trick: the rulings on a tile, and who takes the trick.
    claim(
        rf"you may not play {TILE}: {TILE} leads (suit \d|trumps), you hold (?:a tile of "
        r"(suit \d)|a trump), and a player who can follow must",
        trick.may_not_play,
    ),
    claim(rf"{TILE} follows suit (\d), the suit {TILE} leads", trick.follows_led),
    claim(rf"{TILE} is a trump, so it follows the trump lead \({TILE}\)", trick.follows_trump_lead),
    claim(
        rf"{TILE} wins: it is the highest tile played of suit (\d), the suit led, and no trump was "
        r"played",
        trick.wins_highest_of_suit,
    ),
    claim(
        rf"{TILE} wins: it is the (highest|only) trump played \({TRUMPS} (?:are|is) trump\)",
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
    claim(rf"which of your tiles follows? {TILE}", trick.number_it_leads),
    claim(rf"before you lead an? {SUIT}", trick.lead_a),
    claim(rf"your {TILE} is safe only once no one can trump it", trick.safe_once_drawn),
    claim(
        rf"count the {SUIT} played: which trump is still out, and which of yours (does it beat|"
        r"beats it)",
        trick.which_trump_out,
    ),
    claim(rf"{TILE}, the only {SUIT}", trick.only_of_suit),
    claim(r"what seat (\d) played each time a trump was led", trick.shown_no_trump),
    claim(
        r"(and )?all (six|seven) (?:have )?been played|have all (six|seven) been played",
        trick.all_played,
    ),
    # The hand: the bidding, the contract, best play, the score.
    claim(r"seat \d (?:bid \d+|passed)(?:, seat \d (?:bid \d+|passed))*", at.calls),
    claim(r"both others passed", at.both_passed),
    claim(r"seat (\d) bid (\d+) and has taken (\d+) tricks?", at.bid_and_taken),
    claim(r"\byou bid (\d+)|\byour bid of (\d+)|you shot the moon", at.your_bid),
    claim(r"(?<!a )contract of (\d+)", at.contract_of),
    claim(r"you have (\d+) points", at.points),
    claim(r"seat (\d) has (\d+) points", hand.seat_has_points),
    claim(rf"seat (\d) needs? (?:{COUNT} tricks? )?to win the game", hand.to_win_the_game),
    claim(
        rf"a bid of (\d) needs the same {COUNT} tricks as the moon and scores (\d+)",
        hand.seven_like_moon,
    ),
    claim(r"with every score at 0 a bid short of the moon would", hand.plain_at_zero),
    claim(
        r"this hand makes (\d) often enough to pay; counted on its seven tiles alone, it would "
        r"not",
        hand.widow_decides,
    ),
    claim(r"takes you to (\d+)", at.takes_you_to),
    claim(r"need every trick left|take every trick left", at.need_every_trick),
    claim(rf"you need {COUNT} of the {COUNT} tricks left", at.need_n_of_m),
    claim(r"you need one more trick", at.one_more),
    claim(rf"all {COUNT} tricks left", at.all_n_left),
    claim(r"needs all seven", at.needs_all_seven),
    claim(rf"take {COUNT} more tricks", at.more_tricks),
    claim(
        r"you won the bidding with (\d+): you are the bidder, and your contract is (\d+) tricks?",
        hand.won_bidding,
    ),
    claim(MOVE, hand.moved),
    claim(r"seat (\d) wins the bidding with (\d+)", hand.wins_after_you),
    claim(r"the next bid must be higher than (\d+)", hand.next_bid_higher),
    claim(r"you are the last to speak|you speak last", hand.speak_last),
    claim(r"you speak first|no one has called yet", hand.speak_first),
    claim(r"when the others pass, the lowest bid, (\d+), wins", hand.lowest_bid_wins),
    claim(
        r"then the others' best play holds you to (\d+) tricks?: your bid of (\d+) needs (\d+)",
        hand.holds_you_to,
    ),
    claim(
        r"then the bidder can take (\d+) tricks? against the others' best play: the bid of (\d+) "
        r"is made",
        hand.bidder_can_take,
    ),
    claim(
        r"then the other two can hold you to (\d+) tricks?: you need (\d+)",
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
        rf"with {COUNT} sure tricks the moon is certain: a made moon wins the game at once and a "
        r"set moon costs (\d+) points",
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
    claim(r"(?:shoot|shot) the moon \(bid (\d+)\)", at.moon_bid),
    claim(
        rf"trick (\d): ({TILE} \((?:you|seat \d)\)(?:(?:, | and ){TILE} \((?:you|seat \d)\))*); "
        r"(?:you take it|seat (?P<seat>\d) takes it)",
        hand.plan_trick,
    ),
    claim(r"take (one of the two|both) tricks left", hand.both_left),
    claim(rf"{COUNT} other doubles?\b", hand.other_doubles),
    claim(
        rf"{COUNT} tiles to count on, and a bid of (\d) (?:is the one they make nearly every time|"
        r"gains more than a bid of (\d))",
        hand.count_on,
    ),
    claim(
        rf"{COUNT} trumps with the top one(?: take {COUNT} tricks once the others' trumps are "
        r"drawn: a bid of (\d))?",
        hand.trumps_with_top,
    ),
    claim(
        rf"without (?:{TILE}|the double), is any of your {SUIT} sure to take a trick",
        hand.without_top,
    ),
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
    """Every claim of ``said`` that is false at its position, with what the engine says; a
    verdict judged from what the learner could see is checked against the evaluation it quotes
    (`tests/advice_claims.py`)."""
    out = []
    if "From what you c" in said.text:
        seen = said.game.observe(LEARNER)
        advised = Advised(said.kind, said.text, evaluate(seen), said.action)
        out += advice_problems(advised)
    for pattern, check in CLAIMS:
        for m in pattern.finditer(said.text):
            wrong = check(said, m)
            if wrong:
                out.append(f"{check.__name__}: {said.kind} {said.text!r}: {m[0]!r} — {wrong}")
    return out
