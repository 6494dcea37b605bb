"""What the blind mode's commands say: the table now in sentences a screen reader reads — the
learner's hand by suit, the trick on the table, trump and the contract, each seat's bid, each
seat's tricks and points, the last trick, and the log of the hand (every move and trick winner
so far, in order).

All of it is worked out here from the learner's observation and the scene drawn from it (so it
holds nothing the seat may not know), in the table's language, with every tile named in words
(`moon_nb.show.table_words.said`: "double five", never "5-5"). The browser only says it: a
command asks for one of these sentences, the log is shown as a list.
"""

from __future__ import annotations

from moon_nb.engine.actions import Kind
from moon_nb.engine.fast import BID, OVER
from moon_nb.engine.moments import MomentKind
from moon_nb.engine.observation import FinishedTrick, Observation
from moon_nb.engine.tricks import TRUMP, led_suit, sort_hand
from moon_nb.engine.trump import Trump
from moon_nb.show.scenes import seat_name
from moon_nb.show.story import dealt, says
from moon_nb.show.table_words import said, table_words, tile_said
from moon_nb.show.wire import Readout, Scene
from moon_nb.speech import _


def readout(seen: Observation, scene: Scene) -> Readout:
    """Every command's answer for the seat of ``seen``, whose scene is ``scene``."""
    return {
        "hand": hand_by_suit(seen),
        "trick": trick_now(seen, scene),
        "trump": trump_and_contract(scene),
        "bids": bids(seen, scene),
        "scores": scores(scene),
        "last": last_trick(scene),
        "log": hand_log(seen),
    }


def hand_by_suit(seen: Observation) -> str:
    """``"Your hand, 7 tiles. Trumps: double five, five–three. 6s: six–four."``: the tiles as
    the seat holds them, trumps first, then each suit a tile would lead (before trump is named,
    each by its higher end)."""
    tiles = sort_hand(seen.hand, seen.trump)
    forms = table_words()["hand"]
    out = [forms[min(len(tiles), len(forms) - 1)].format(n=len(tiles)) + "."]
    groups: dict[str, list[str]] = {}
    for tile in tiles:
        suit = led_suit(tile, seen.trump)
        name = _("Trumps") if suit == TRUMP else Trump(int(suit)).said
        groups.setdefault(name, []).append(tile_said(str(tile)))
    for name, named in groups.items():
        # TRANSLATORS: one suit of the learner's hand for a screen reader: "6s: six–four, six–two."
        out.append(_("{suit}: {tiles}.", suit=name, tiles=", ".join(named)))
    return " ".join(out)


def trick_now(seen: Observation, scene: Scene) -> str:
    """The trick on the table — its number, each tile played and by whom, the suit led — and
    whose turn it is; ``"No tiles on the table."`` when none is."""
    words = table_words()
    label = scene["trick_label"]
    parts = [_end(label) if label else ""]
    me = seen.seat
    if seen.trick:
        plays = [
            (words["you_played"] if p.seat == me else words["played"]).format(
                name=seat_name(p.seat, me), tile=tile_said(str(p.tile))
            )
            for p in seen.trick
        ]
        parts.append("; ".join(plays) + ".")
        parts.append(said(scene["led_text"] or ""))
    else:
        parts.append(words["no_tiles"] + ".")
    parts.append(_turn(scene))
    return " ".join(p for p in parts if p)


def _turn(scene: Scene) -> str:
    return scene["turn_text"] + "." if scene["turn_text"] else ""


def trump_and_contract(scene: Scene) -> str:
    """Trump and the contract: ``"Trump: 5s. Seat 2 bid 5 · 3 of 5 tricks."``; before trump is
    named, that it is not yet."""
    trump = scene["trump_text"] or _("Trump is not named yet.")
    contract = scene["contract_text"]
    return f"{_end(trump)} {_end(contract)}" if contract else _end(trump)


def _end(text: str) -> str:
    """A sentence ends with a full stop (a screen reader pauses there)."""
    return text if text.endswith((".", "!", "?", "։", "।")) else text + "."


def bids(seen: Observation, scene: Scene) -> str:
    """Each seat's call this hand (its last): ``"Seat 1: 5. Seat 2: pass. You: no bid yet."``;
    while the bidding goes on, who is to bid."""
    out = []
    for seat in scene["seats"]:
        calls = [c for c in seen.calls if c.seat == seat["seat"]]
        if not calls:
            # TRANSLATORS: a seat that has not yet called in this hand's bidding.
            out.append(_("{name}: no bid yet.", name=seat["name"]))
        elif calls[-1].passed:
            out.append(_end(_("{name}: pass", name=seat["name"])))
        else:
            out.append(_end(_("{name}: {bid}", name=seat["name"], bid=calls[-1].bid)))
    if seen.phase is BID:
        out.append(_turn(scene))
    return " ".join(p for p in out if p)


def scores(scene: Scene) -> str:
    """Each seat's tricks this hand and points in the game, and the game's target:
    ``"You: 2 tricks, 5 pts. Seat 1: …. First to 21 points."``."""
    out = [
        # TRANSLATORS: a seat's tricks in this hand and its score: "Seat 1: 2 tricks, 5 pts."
        _(
            "{name}: {tricks}, {score}.",
            name=s["name"],
            tricks=s["tricks_text"],
            score=s["score_text"],
        )
        for s in scene["seats"]
    ]
    out.append(_end(scene["target_text"]))
    return " ".join(out)


def last_trick(scene: Scene) -> str:
    """The last trick: who won it and why, and each tile played in it."""
    last = scene["last_trick"]
    if last is None:
        return table_words()["no_trick_yet"]
    words, me = table_words(), scene["seat"]
    plays = [
        (words["you_played"] if p["seat"] == me else words["played"]).format(
            name=seat_name(p["seat"], me), tile=tile_said(p["tile"])
        )
        for p in last["plays"]
    ]
    return f"{said(last['caption'])} {'; '.join(plays)}."


def hand_log(seen: Observation) -> list[str]:
    """Every move of the hand and every trick's winner so far, in order, as the seat saw them:
    the deal, the calls, the widow taken, the discard, trump named, each tile played and each
    trick won. Once the game is over: the last hand's tricks, its result and who won."""
    me = seen.seat
    if seen.phase is OVER:
        last = seen.last_hand
        out = [] if last is None else _tricks_said(last.tricks, last.trump, me)
        if last is not None:
            out.append(last.result.told(me))
        return [said(s) for s in [*out, seen.status.text]]
    out = [dealt(seen.first_bidder, seen.hand_number, me, seen.redeals > 0)]
    for call in seen.calls:
        kind = Kind.PASS if call.passed else Kind.BID
        out.append(says(call.seat, me, kind, bid=call.bid))
    bidder = seen.bidder
    if bidder is not None and seen.widow_taken and seen.rules.has_widow:
        out.append(says(bidder, me, MomentKind.WIDOW))
    if bidder is not None and seen.discarded:
        if seen.discard is not None:
            out.append(says(bidder, me, Kind.DISCARD, tile=seen.discard))
        else:
            out.append(_("Seat {seat} discards a tile face down.", seat=bidder))
    if bidder is not None and seen.trump is not None:
        out.append(says(bidder, me, Kind.TRUMP, trump=seen.trump.describe()))
        out.extend(_tricks_said(seen.tricks, seen.trump, me))
    out.extend(says(p.seat, me, Kind.PLAY, tile=p.tile) for p in seen.trick)
    return [said(s) for s in out]


def _tricks_said(tricks: tuple[FinishedTrick, ...], trump: Trump, me: int) -> list[str]:
    """Each finished trick's plays, then its winner and why."""
    out: list[str] = []
    for trick in tricks:
        out.extend(says(p.seat, me, Kind.PLAY, tile=p.tile) for p in trick.plays)
        out.append(f"{says(trick.winner, me, MomentKind.TRICK)} {trick.reason(trump)}")
    return out
