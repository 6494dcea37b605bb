"""Claim checkers for what the guided path says about one trick: why a tile may not be played,
what it follows, which tile takes the trick and why, what a tile leads and is. Each checks its
claim against the engine at the position the text is read at (`tests/step_facts.py`); the
table of patterns is `tests/step_claims.py`'s `CLAIMS`.
"""

from __future__ import annotations

import re

from moon_nb.engine.tiles import Tile
from moon_nb.engine.tricks import follows, is_trump, led_suit, legal_plays, rank, trick_winner
from moon_nb.path.step import LEARNER
from tests.step_facts import (
    NUMBERS,
    SUITS,
    Said,
    beaten_by,
    later_seats,
    others,
    suit_named,
    table,
    trump_named,
    trump_of,
    trumps_in,
)


def _tile(text: str) -> Tile:
    return Tile.parse(text)


def may_not_play(said: Said, m: re.Match[str]) -> str | None:
    """ "You may not play 3-2: 4-3 leads suit 4, you hold a tile of suit 4, and a player who can
    follow must." """
    g, tile, led = said.game, _tile(m[1]), _tile(m[2])
    suit = suit_named(m[3])
    trick, hand, trump = table(g), list(g.hand(LEARNER)), trump_of(g)
    if said.action is None or said.action.tile != tile:
        return f"the move judged is {said.action}"
    if not trick or trick[0] != led or led_suit(led, trump) != suit:
        return f"the trick is {trick}: {led} does not lead {suit}"
    if m[4] and suit_named(m[4]) != suit:
        return "the suit held is not the suit led"
    if not any(follows(t, suit, trump) for t in hand):
        return f"you hold no tile of {suit}"
    return None if tile not in legal_plays(hand, trick, trump) else f"{tile} may be played"


def follows_led(said: Said, m: re.Match[str]) -> str | None:
    """ "5-2 follows suit 5, the suit 5-3 leads." """
    g, tile, led, suit = said.game, _tile(m[1]), _tile(m[3]), int(m[2])
    trick, trump = table(g), trump_of(g)
    ok = trick and trick[0] == led and led_suit(led, trump) == suit and follows(tile, suit, trump)
    return None if ok else f"{tile} does not follow {suit}, or {led} does not lead it"


def follows_trump_lead(said: Said, m: re.Match[str]) -> str | None:
    """ "2-2 is a trump, so it follows the trump lead (5-5)." """
    g, tile, led = said.game, _tile(m[1]), _tile(m[2])
    trick, trump = table(g), trump_of(g)
    ok = trick and trick[0] == led and is_trump(led, trump) and is_trump(tile, trump)
    return None if ok else f"the trick is {trick}, and {tile} is a trump: {is_trump(tile, trump)}"


def wins_highest_of_suit(said: Said, m: re.Match[str]) -> str | None:
    """ "4-4 wins: it is the highest tile played of suit 4, the suit led, and no trump was
    played." """
    if said.finished is None:
        return "no trick was finished"
    tiles, winner = said.finished
    trump = trump_of(said.game)
    ok = (
        winner == _tile(m[1])
        and led_suit(tiles[0], trump) == int(m[2])
        and not trumps_in(said.game, tiles)
    )
    return None if ok else f"the trick {tiles} is won by {winner}"


def wins_as_trump(said: Said, m: re.Match[str]) -> str | None:
    """ "6-3 wins: it is the highest trump played (3s are trump)", "… the only trump played …"."""
    if said.finished is None:
        return "no trick was finished"
    tiles, winner = said.finished
    trump = trump_of(said.game)
    if trump is not trump_named(m[3]):
        return f"the trump is {trump}, not {m[3]}"
    played = trumps_in(said.game, tiles)
    only = m[2] == "only"
    ok = winner == _tile(m[1]) and winner in played and (len(played) == 1 or not only)
    return None if ok else f"the trick {tiles} is won by {winner}; trumps played: {played}"


def does_not_take(said: Said, m: re.Match[str]) -> str | None:
    """ "3-1 does not take this trick." """
    if said.finished is None:
        return "no trick was finished"
    tiles, winner = said.finished
    tile = _tile(m[1])
    return None if tile in tiles and winner != tile else f"{winner} takes {tiles}"


def beaten_on_table(said: Said, m: re.Match[str]) -> str | None:
    """ "4-2 cannot take this trick: 4-3, already played, beats it." """
    g, tile, best = said.game, _tile(m[1]), _tile(m[2])
    trick = table(g)
    if best not in trick:
        return f"{best} is not on the table {trick}"
    winner = trick_winner([*trick, tile], trump_of(g), g.rules.tiles)
    return None if [*trick, tile][winner] == best else f"{best} does not beat {tile}"


def may_not_take(said: Said, m: re.Match[str]) -> str | None:
    """ "4-4 may not take this trick: …": a tile still out, held by a seat after you, beats
    it."""
    g, tile = said.game, _tile(m[1])
    ok = said.action is not None and said.action.tile == tile
    return None if ok and beaten_by(g, tile, later_seats(g)) else f"no one after you beats {tile}"


def higher_trump(said: Said, m: re.Match[str]) -> str | None:
    """ "2-2 is a trump, but 4-4 is a higher one." """
    trump, low, high = trump_of(said.game), _tile(m[1]), _tile(m[2])
    both = is_trump(low, trump) and is_trump(high, trump)
    ok = both and rank(high, "trump", trump) > rank(low, "trump", trump)
    return None if ok else f"{high} is not a higher trump than {low}"


def trump_not_of_suit(said: Said, m: re.Match[str]) -> str | None:
    """ "5-4 is a trump (5s are trump), not a tile of suit 4", "5-5 is a trump, not a five",
    "5-4 is a trump and not a four": the tile shows the number, and is a trump."""
    trump, tile = trump_of(said.later), _tile(m[1])
    if m[2] and trump is not trump_named(m[2]):
        return f"the trump is {trump}"
    suit = int(m[3]) if m[3] else SUITS[m[4].lower()]
    ok = is_trump(tile, trump) and tile.has(suit) and not follows(tile, suit, trump)
    return None if ok else f"{tile} is not a trump showing a {suit}"


def is_no_suit(said: Said, m: re.Match[str]) -> str | None:
    """ "6-6 is no six": it does not belong to that suit."""
    tile, suit = _tile(m[1]), SUITS[m[2].lower()]
    ok = not follows(tile, suit, trump_of(said.later))
    return None if ok else f"{tile} belongs to suit {suit}"


def without_you_may_trump(said: Said, m: re.Match[str]) -> str | None:
    """ "without a six you may trump, and win": the suit is led, the learner holds none of it,
    holds a trump, and a trump of theirs takes the trick."""
    g, suit = said.game, SUITS[m[1].lower()]
    trick, hand, trump = table(g), list(g.hand(LEARNER)), trump_of(g)
    if not trick or led_suit(trick[0], trump) != suit:
        return f"suit {suit} is not led"
    if any(follows(t, suit, trump) for t in hand):
        return f"you hold a tile of suit {suit}"
    mine = trumps_in(g, hand)
    if not mine:
        return "you hold no trump"
    if m[2] and said.finished is not None and said.finished[1] not in mine:
        return f"{said.finished[1]} takes the trick"
    return None


def tile_leads(said: Said, m: re.Match[str]) -> str | None:
    """ "6-5 leads sixes, not fives", "5-5 leads trumps, not fives", "… leads sixes, its higher
    number": the suit led, and not the other."""
    tile, trump = _tile(m[1]), trump_of(said.later)
    got = led_suit(tile, trump)
    if got != suit_named(m[2]):
        return f"{tile} leads {got}"
    if m[3] and (suit_named(m[3]) == got or not tile.has(int(suit_named(m[3])))):
        return f"{tile} does not show a {m[3]} it could be taken to lead"
    if m[4] and got != tile.high:
        return f"{got} is not {tile}'s higher number"
    return None


def leads_higher(said: Said, m: re.Match[str]) -> str | None:
    """ "5-3 leads its higher number, five"."""
    tile, suit = _tile(m[1]), SUITS[m[2].lower()]
    got = led_suit(tile, trump_of(said.later))
    return None if got == suit == tile.high else f"{tile} leads {got}"


def would_not_follow(said: Said, m: re.Match[str]) -> str | None:
    """ "a five would not follow": the trick's suit is another."""
    g, suit = said.game, SUITS[m[1].lower()]
    trick = table(g)
    ok = trick and led_suit(trick[0], trump_of(g)) not in (suit, "trump")
    return None if ok else "that suit is led"


def number_it_leads(said: Said, m: re.Match[str]) -> str | None:
    """ "Which number of 6-5 is the suit it leads?", "Which of your tiles follow 5-2": the
    tile is the one led."""
    trick = table(said.game)
    return None if trick and trick[0] == _tile(m[1]) else f"the trick is {trick}"


def lead_a(said: Said, m: re.Match[str]) -> str | None:
    """ "Before you lead a four": the learner leads, and holds one."""
    g, suit = said.game, SUITS[m[1].lower()]
    if table(g) or g.to_act != LEARNER:
        return "you do not lead"
    held = any(follows(t, suit, trump_of(g)) for t in g.hand(LEARNER))
    return None if held else f"you hold no tile of suit {suit}"


def safe_once_drawn(said: Said, m: re.Match[str]) -> str | None:
    """ "Your 5-5 is safe only once no one can trump it": a trump still out could take it, and
    no tile still out that is not a trump beats it."""
    g, tile = said.game, _tile(m[1])
    trump = trump_of(g)
    suit = led_suit(tile, trump)
    beaters = [t for t in others(g) if trick_winner([tile, t], trump, g.rules.tiles) == 1]
    if tile not in g.hand(LEARNER) or suit == "trump":
        return f"{tile} is not a side tile of yours"
    ok = beaters and all(is_trump(t, trump) for t in beaters)
    return None if ok else f"{tile} loses to {beaters}"


def which_trump_out(said: Said, m: re.Match[str]) -> str | None:
    """ "Count the fives played: which trump is still out, and which of yours does it beat?",
    "… which of yours beats it?": the suit is trump, one trump is out, and the question has an
    answer among the learner's trumps."""
    g = said.game
    trump = trump_of(g)
    if trump is not trump_named(m[1]):
        return f"the trump is {trump}"
    out = trumps_in(g, others(g))
    mine = trumps_in(g, list(g.hand(LEARNER)))
    if len(out) != 1 or not mine:
        return f"the trumps out are {out}, yours {mine}"
    higher = [t for t in mine if rank(t, "trump", trump) > rank(out[0], "trump", trump)]
    ok = bool(higher) if m[2] == "beats it" else len(higher) < len(mine)
    return None if ok else f"your trumps {mine} against {out[0]}"


def only_of_suit(said: Said, m: re.Match[str]) -> str | None:
    """ "0-0, the only blank": the one tile of that suit in the game."""
    tile, suit = _tile(m[1]), SUITS[m[2].lower()]
    members = [t for t in said.game.rules.tiles if follows(t, suit, trump_of(said.game))]
    return None if members == [tile] else f"suit {suit} is {members}"


def shown_no_trump(said: Said, m: re.Match[str]) -> str | None:
    """ "Look at what seat 1 played each time a trump was led" (where it shows it holds no
    trump): it did not follow a trump led."""
    seat = int(m[1])
    trump = trump_of(said.game)
    for trick in said.game.observe(LEARNER).tricks:
        plays = trick.plays
        led = is_trump(plays[0].tile, trump)
        if led and any(p.seat == seat and not is_trump(p.tile, trump) for p in plays[1:]):
            return None
    return f"seat {seat} has not shown it"


def all_played(said: Said, m: re.Match[str]) -> str | None:
    """ "and all six have been played": the trump suit has that many tiles, none in a hand;
    "once all six have been played", "have all six been played?": the suit has that many."""
    g = said.game
    trump = trump_of(g)
    suit = [t for t in g.rules.tiles if is_trump(t, trump)]
    if len(suit) != NUMBERS[(m[2] or m[3]).lower()]:
        return f"the trump suit has {len(suit)} tiles"
    held = trumps_in(g, [*others(g), *g.hand(LEARNER)])
    return None if not m[1] or not held else f"{held} are still held"
