"""A scene: one moment of the game as one seat sees it, ready to draw.

`scene_of` turns an `Observation` into a JSON-safe dict that holds every fact and every word a
table picture shows — who sits where, what each seat bid, how many tricks and points it has, the
contract and the tricks it still needs, the trick on the table and why it was won, the hand's
summary — so that whoever draws it (the table widget's JavaScript, an exported page) only lays it
out and never works out a rule. The words address the seat: "You" for it, "Seat 2" for others.

A scene holds no decision: what the seat may do now is added by the table for the live moment.
Its shape is pinned by `moon_nb.show.wire.Scene`. A *spectator's* scene (a teacher's record of a
game) is laid out from the seat's place but names every seat by its number.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from moon_nb.engine.fast import BID, DISCARD, OVER, PLAY, Phase
from moon_nb.engine.fast import TRUMP as NAMING_TRUMP
from moon_nb.engine.observation import FinishedTrick, Observation, Play
from moon_nb.engine.options import MOON, TRICKS_PER_HAND
from moon_nb.engine.scoring import side_name
from moon_nb.engine.tricks import TRUMP, explain_lead, led_suit, sort_hand
from moon_nb.engine.trump import Trump
from moon_nb.engine.words import score, signed
from moon_nb.show.table_words import tile_said
from moon_nb.show.wire import (
    Calls,
    Discard,
    HeldTile,
    PlayScene,
    Position,
    Scene,
    SeatScene,
    Summary,
    SummaryRow,
    TrickScene,
)
from moon_nb.speech import N_, _, ngettext


@dataclass(frozen=True)
class HandAids:
    """What the table marks on the seat's own hand. By default its trumps are painted, labelled
    ", trump" and held first, and the rest grouped by suit with a gap between suits; and each
    trump choice says how many trumps it would give, and which (`moon_nb.show.decisions`).
    Each aid is turned off where it would be the lesson's answer: ``trumps`` False marks no
    tile a trump (the hand held as though none were named); ``dealt`` holds the tiles in that
    order (the order dealt), not grouped; ``counts`` False gives the trump choices no count."""

    trumps: bool = True
    dealt: tuple[str, ...] | None = None
    counts: bool = True


ALL_AIDS = HandAids()


def seat_name(seat: int, me: int | None) -> str:
    """``"You"`` for the seat the scene is seen from, ``"Seat 2"`` for another."""
    return _("You") if seat == me else _("Seat {seat}", seat=seat)


def position(seat: int, me: int, players: int) -> Position:
    """Where ``seat`` sits as ``me`` looks at the table: me at the bottom, the next seat
    clockwise on the left."""
    offset = (seat - me) % players
    if players == 4:
        return ("bottom", "left", "top", "right")[offset]
    return ("bottom", "left", "right")[offset]


def scene_of(seen: Observation, spectator: bool = False, aids: HandAids = ALL_AIDS) -> Scene:
    """The scene of one observation (see the module docstring), the seat's hand marked as
    ``aids`` say."""
    rules, n = seen.rules, seen.rules.players
    me = None if spectator else seen.seat
    over = seen.phase is OVER
    return {
        "seat": seen.seat,
        "players": n,
        "phase": seen.phase.value,
        "action_count": seen.action_count,
        "to_act": seen.to_act,
        "turn_text": turn_text(seen.phase, seen.to_act, me, bool(seen.trick)),
        "hand_label": _("Game over") if over else _("Hand {number}", number=seen.hand_number),
        "trump_text": _trump_text(seen.trump),
        "contract_text": _contract_text(seen, me),
        "target_text": _target_text(rules.target, rules.scoring == "marks"),
        "seats": [_seat(seen, s, me) for s in range(n)],
        "calls": _calls(seen, me),
        "widow_lying": rules.has_widow and not seen.widow_taken and not over,
        "trick": _plays(seen.trick),
        "trick_label": _trick_label(seen),
        "led_text": (
            explain_lead(seen.trick[0].tile, seen.trump).text
            if seen.trick and seen.trump is not None
            else None
        ),
        "last_trick": _last_trick(seen, me),
        "collect": None,
        "hand": _hand(seen, aids),
        "summary": _summary(seen, me),
        "status_text": seen.status.text,
    }


def _trump_text(trump: Trump | None) -> str | None:
    """``"Trump: 4s"``, ``"Trump: doubles"``, ``"No trump"``; None before trump is named."""
    if trump is None:
        return None
    if trump is Trump.NO_TRUMP:
        return _("No trump")
    return _("Trump: {trump}", trump=trump.said)


def _target_text(target: int, marks: bool) -> str:
    """``"First to 21 points"``, ``"First to 7 marks"``."""
    if marks:
        return ngettext("First to {n} mark", "First to {n} marks", target)
    return ngettext("First to {n} point", "First to {n} points", target)


_TASKS: dict[Phase, tuple[str, str]] = {
    BID: (N_("Your turn to bid"), N_("Seat {seat} to bid")),
    DISCARD: (N_("Your turn to discard"), N_("Seat {seat} to discard")),
    NAMING_TRUMP: (N_("Your turn to name trump"), N_("Seat {seat} to name trump")),
    PLAY: (N_("Your turn to play"), N_("Seat {seat} to play")),
}
_LEAD = (N_("Your turn to lead"), N_("Seat {seat} to lead"))


def turn_text(phase: Phase, to_act: int | None, me: int | None, trick_started: bool) -> str | None:
    """Whose turn it is: ``"Your turn to lead"``, ``"Seat 2 to bid"``; None once the game is
    over."""
    if to_act is None or phase is OVER:
        return None
    task = _LEAD if phase is PLAY and not trick_started else _TASKS[phase]
    return _(task[0]) if to_act == me else _(task[1], seat=to_act)


def _seat(seen: Observation, seat: int, me: int | None) -> SeatScene:
    """One seat as the table shows it: name, place, call, role, tricks, score, tiles."""
    rules = seen.rules
    calls = [c for c in seen.calls if c.seat == seat]
    is_bidder = seen.bidder == seat
    discard: Discard | None = None
    if is_bidder and seen.discarded:
        tile = str(seen.discard) if seen.discard is not None else None
        discard = {
            "tile": tile,
            "text": (
                _("Discarded {tile}", tile=tile) if tile else _("Discarded one tile face down")
            ),
        }
    won = seen.tricks_won[seat]
    size = seen.hand_sizes[seat]
    points = seen.scores[rules.side_of(seat)]
    shown = score(points)
    if rules.scoring == "marks":
        score_text = ngettext("{score} mark", "{score} marks", abs(points), score=shown)
    else:
        score_text = ngettext("{score} pt", "{score} pts", abs(points), score=shown)
    name = seat_name(seat, me)
    return {
        "seat": seat,
        "name": name,
        "you": seat == seen.seat,
        "position": position(seat, seen.seat, rules.players),
        "partner": seen.partner == seat,
        "call": _call(calls[-1].bid) if calls else None,
        "bid": bool(calls and calls[-1].bid),
        "bidder": is_bidder,
        "discard": discard,
        "tricks_text": ngettext("{n} trick", "{n} tricks", won),
        "score_text": score_text,
        "tiles": size,
        "tiles_text": ngettext("{name}: {n} tile", "{name}: {n} tiles", size, name=name),
    }


def _call(bid: int) -> str:
    """A seat's last call, on its chip: ``"Pass"``, ``"Bid 5"``."""
    return _("Pass") if bid == 0 else _("Bid {bid}", bid=bid)


def contract_words(bidder: int, bid: int, me: int | None, who: str | None = None) -> str:
    """``"You bid 5"``, ``"Seat 2 shot the moon"`` (``who`` names a bidder that is not the
    seat ``me``: a team, say; by default ``"Seat 2"``)."""
    if bidder == me and who is None:
        return _("You shot the moon") if bid == MOON else _("You bid {bid}", bid=bid)
    who = who if who is not None else seat_name(bidder, None)
    if bid == MOON:
        return _("{who} shot the moon", who=who)
    return _("{who} bid {bid}", who=who, bid=bid)


def _contract_text(seen: Observation, me: int | None) -> str | None:
    """``"Seat 2 bid 5 · 3 of 5 tricks"`` (its side's tricks with partners), and once the
    bidder's side has the tricks it needs, ``"Seat 2 bid 5 · made, 6 tricks"``."""
    c = seen.contract
    if c is None:
        return None
    won = seen.side_tricks[c.side]
    if won >= c.need:
        has = ngettext("made, {n} trick", "made, {n} tricks", won)
    else:
        has = ngettext("{won} of {n} trick", "{won} of {n} tricks", c.need, won=won)
    # TRANSLATORS: the contract chip: who bid what, then how many tricks its side has.
    return _("{contract} · {tricks}", contract=contract_words(c.bidder, c.bid, me), tricks=has)


def _calls(seen: Observation, me: int | None) -> Calls | None:
    """The bidding so far, while it goes on."""
    if seen.phase is not BID:
        return None
    first = seen.first_bidder
    opener = _("You bid first.") if first == me else _("Seat {seat} bids first.", seat=first)
    redeals = seen.redeals
    if redeals == 1:
        redealt: str | None = _("Everyone passed once: the tiles were redealt.")
    elif redeals:
        redealt = ngettext(
            "Everyone passed {n} time: the tiles were redealt.",
            "Everyone passed {n} times: the tiles were redealt.",
            redeals,
        )
    else:
        redealt = None
    return {
        "calls": [
            {"text": _call_text(seat_name(c.seat, me), c.bid), "bid": not c.passed}
            for c in seen.calls
        ],
        "opener": opener,
        "redeal_text": redealt,
    }


def _call_text(name: str, bid: int) -> str:
    """One call of the bidding on its chip: ``"Seat 1: 5"``, ``"You: pass"``."""
    return _("{name}: {bid}", name=name, bid=bid) if bid else _("{name}: pass", name=name)


def _plays(plays: Iterable[Play]) -> list[PlayScene]:
    return [{"seat": p.seat, "tile": str(p.tile)} for p in plays]


def _trick_label(seen: Observation) -> str | None:
    """``"Trick 3 of 7"`` while a hand is played: the trick on the table, or the next one."""
    if seen.phase is not PLAY:
        return None
    return trick_label(min(len(seen.tricks) + 1, TRICKS_PER_HAND))


def trick_label(number: int) -> str:
    """``"Trick 3 of 7"``."""
    return _("Trick {number} of {total}", number=number, total=TRICKS_PER_HAND)


def finished_trick_scene(
    seen: Observation, me: int | None, trick: FinishedTrick, trump: Trump, lead: str
) -> TrickScene:
    """A finished trick to show: its plays, its winner, and a caption starting with ``lead``
    and ending with why it was won."""
    reason = trick.reason(trump)
    return {
        "plays": _plays(trick.plays),
        "winner": trick.winner,
        "caption": f"{lead} {reason}",
    }


def _last_trick(seen: Observation, me: int | None) -> TrickScene | None:
    """The last finished trick, for a learner who wants to look back: of this hand, or else of
    the last hand."""
    if seen.tricks and seen.trump is not None:
        trick, trump = seen.tricks[-1], seen.trump
    elif seen.last_hand is not None and seen.last_hand.tricks:
        trick, trump = seen.last_hand.tricks[-1], seen.last_hand.trump
    else:
        return None
    if trick.winner == me:
        lead = _("Last trick: you won.")
    else:
        lead = _("Last trick: seat {seat} won.", seat=trick.winner)
    return finished_trick_scene(seen, me, trick, trump, lead)


def _hand(seen: Observation, aids: HandAids) -> list[HeldTile]:
    """The seat's tiles as it holds them (trumps first, then by suit; or as dealt), each
    marked: a trump, the first of a new suit group, the widow just taken."""
    trump = seen.trump if aids.trumps else None
    widow = seen.widow if seen.phase in (DISCARD, NAMING_TRUMP) else None
    tiles = sort_hand(seen.hand, trump)
    if aids.dealt is not None:
        # As dealt; a tile not dealt to the seat (the widow's) last.
        order = {t: i for i, t in enumerate(aids.dealt)}
        tiles.sort(key=lambda t: order.get(str(t), len(order)))
    out: list[HeldTile] = []
    group = None
    for i, tile in enumerate(tiles):
        suit = led_suit(tile, trump)
        is_trump = trump is not None and suit == TRUMP
        from_widow = tile == widow
        words = tile_label(str(tile), is_trump, from_widow)
        out.append(
            {
                "tile": str(tile),
                "trump": is_trump,
                "gap": aids.dealt is None and i > 0 and suit != group,
                "widow": from_widow,
                "label": words,
            }
        )
        group = suit
    return out


def tile_label(tile: str, trump: bool, from_widow: bool, *, in_words: bool = True) -> str:
    """A tile of the seat's hand as a screen reader says it: ``"six–four, trump"`` — or, in a
    picture's own titles (``in_words=False``), as the tile is written: ``"6-4, trump"``."""
    tile = tile_said(tile) if in_words else tile
    if trump and from_widow:
        return _("{tile}, trump, from the widow", tile=tile)
    if trump:
        return _("{tile}, trump", tile=tile)
    return _("{tile}, from the widow", tile=tile) if from_widow else tile


def _summary(seen: Observation, me: int | None) -> Summary | None:
    """The last finished hand as the table sums it up: the contract, its result, each side's
    tricks, change and total — and, once the game is over, who won."""
    last = seen.last_hand
    if last is None:
        return None
    rules, result = seen.rules, last.result
    over = seen.phase is OVER
    side = result.bidder_side
    who = side_name(side, rules, capital=True) if rules.teams else None
    contract = contract_words(result.bidder, result.bid, me, who)
    if result.made:
        headline = _("{contract}: contract made", contract=contract)
    else:
        headline = _("{contract}: contract set", contract=contract)
    rows: list[SummaryRow] = []
    for s in range(rules.sides):
        rows.append(
            {
                "name": _("Team {team}", team=s) if rules.teams else seat_name(s, me),
                "tricks": result.side_tricks[s],
                "change": signed(result.changes[s]),
                "total": score(seen.scores[s]),
                "winner": over and seen.winner == s,
            }
        )
    banner = None
    if over and seen.winner is not None:
        if not rules.teams and me is not None and seen.winner == me:
            banner = _("You win the game!")
        elif rules.teams:
            banner = _("Team {team} wins the game", team=seen.winner)
        else:
            banner = _("Seat {seat} wins the game", seat=seen.winner)
    return {
        "hand_number": last.number,
        "headline": headline,
        "text": result.told(me),
        "rows": rows,
        "banner": banner,
        "status": seen.status.text if over else None,
    }
