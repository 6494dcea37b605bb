"""A decision: what one seat may do now, with every word a table shows for it, so the browser
needs no rule of its own — the prompt (what the seat is asked, or whose turn it is), and on its
turn every bid with whether it is allowed now and why, each trump choice with the trumps it would
give, or each tile of the hand with whether it may be played and why.

Everything here is computed from the seat's own observation and the engine's rulings for it, so
it adds nothing hidden. Its shape is `moon_nb.show.wire.Decision`; the scene beside it
(`moon_nb.show.scenes`) is the table itself.
"""

from __future__ import annotations

from moon_nb.engine.actions import ACTIONS, BID_ID
from moon_nb.engine.fast import BID, DISCARD, OVER, PLAY, TRUMP
from moon_nb.engine.observation import Observation
from moon_nb.engine.options import MOON
from moon_nb.engine.rulings import explain_action, tile_rulings
from moon_nb.engine.tiles import join
from moon_nb.engine.tricks import explain_lead, sort_hand
from moon_nb.engine.trump import Trump
from moon_nb.show.scenes import ALL_AIDS, HandAids
from moon_nb.show.wire import BidOption, Decision, Prompt, TileChoice, TrumpOption
from moon_nb.speech import _, ngettext


def trump_label(trump: Trump) -> str:
    """A short label for a trump choice: ``"6s"``, ``"Blanks"``, ``"Doubles"``, ``"No trump"``
    (the choice as a sentence names it, its first letter a capital)."""
    said = trump.said
    return said[:1].upper() + said[1:]


def decision_of(seen: Observation, marks: bool = True, aids: HandAids = ALL_AIDS) -> Decision:
    """What the observing seat may do now (see the module docstring). Without ``marks`` (a
    table that does not raise the tiles that may be played) the prompt does not say which
    suit is led either: finding it is the learner's task; without ``aids.counts`` no trump
    choice says how many trumps it would give."""
    mine = seen.my_turn
    counts = aids.counts
    return {
        "my_turn": mine,
        "prompt": prompt(seen, marks, counts),
        "bids": bid_options(seen) if mine and seen.phase is BID else [],
        "trumps": trump_options(seen, counts) if mine and seen.phase is TRUMP else [],
        "tiles": tile_choices(seen),
    }


def trump_options(seen: Observation, counts: bool = True) -> list[TrumpOption]:
    """When the seat names trump: each choice, with the trumps it would make in its hand (none,
    and no count, without ``counts``: counting them is then the learner's task). The words
    describe the choice; they do not advise one."""
    out: list[TrumpOption] = []
    for action in seen.legal:
        trump = action.trump
        assert trump is not None
        trumps = [t for t in sort_hand(seen.hand, trump) if trump.is_trump(t)]
        label = trump_label(trump)
        what = _("No trump") if trump is Trump.NO_TRUMP else _("Trump {trump}", trump=label)
        n = len(trumps)
        if not counts:
            out.append(
                {
                    "action": action.text,
                    "token": trump.token,
                    "label": label,
                    "count": None,
                    "trumps": [],
                    "aria": what,
                    "reason": (
                        _("No trump.")
                        if trump is Trump.NO_TRUMP
                        else _("Trump {trump}.", trump=label)
                    ),
                }
            )
            continue
        if trump is Trump.NO_TRUMP:
            reason = _("No trump: no tile beats another suit; the highest of the suit led wins.")
            aria = ngettext(
                "No trump: you would hold {n} trump", "No trump: you would hold {n} trumps", n
            )
        else:
            aria = ngettext(
                "Trump {trump}: you would hold {n} trump",
                "Trump {trump}: you would hold {n} trumps",
                n,
                trump=label,
            )
            if trumps:
                reason = ngettext(
                    "{trump} as trump: you would hold {n} trump: {tiles}.",
                    "{trump} as trump: you would hold {n} trumps: {tiles}.",
                    n,
                    trump=label,
                    tiles=join(trumps),
                )
            else:
                reason = ngettext(
                    "{trump} as trump: you would hold {n} trump.",
                    "{trump} as trump: you would hold {n} trumps.",
                    n,
                    trump=label,
                )
        out.append(
            {
                "action": action.text,
                "token": trump.token,
                "label": label,
                "count": len(trumps),
                "trumps": [str(t) for t in trumps],
                "aria": aria,
                "reason": reason,
            }
        )
    return out


def bid_options(seen: Observation) -> list[BidOption]:
    """When the seat bids: pass and every bid of these rules, each with whether it is allowed
    now and the engine's reason (so bids not allowed can be shown, disabled, with why)."""
    out: list[BidOption] = []
    for call in (0, *seen.rules.bids):
        action = ACTIONS[BID_ID[call]]
        ruling = explain_action(seen, action)
        out.append(
            {
                "action": action.text,
                "label": _("Pass") if call == 0 else str(call),
                "aria": _bid_aria(call),
                "moon": call == MOON,
                "legal": ruling.legal,
                "reason": ruling.text,
            }
        )
    return out


def _bid_aria(call: int) -> str:
    """A bid button as a screen reader says it: ``"Pass"``, ``"Bid 5"``."""
    if call == 0:
        return _("Pass")
    if call == MOON:
        return _("Bid {bid} (shoot the moon)", bid=call)
    return _("Bid {bid}", bid=call)


def tile_choices(seen: Observation) -> list[TileChoice]:
    """On the seat's turn to play: each tile it holds, in the order it holds them, with whether
    it may be played now and why."""
    held = tuple(sort_hand(seen.hand, seen.trump))
    return [
        {"tile": str(t), "legal": r.legal, "reason": r.text} for t, r in tile_rulings(seen, held)
    ]


def prompt(seen: Observation, marks: bool = True, counts: bool = True) -> Prompt:
    """What the seat is asked now: ``title`` and ``detail`` for its decision; while another
    seat thinks, what the table shows (``thinking``; while it waits, the scene's turn text
    says whose turn it is), and while a hint is looked for (``hinting``)."""
    other = seen.to_act if seen.to_act is not None and not seen.my_turn else None
    out: Prompt = {
        "title": "",
        "detail": "",
        "thinking": _("Seat {seat} is thinking…", seat=other) if other is not None else "",
        "hinting": _("Finding a hint…"),
    }
    if seen.phase is OVER:
        out["title"], out["detail"] = _("The game is over."), seen.status.text
    elif seen.my_turn:
        out["title"], out["detail"] = _asked(seen, marks, counts)
    return out


def _asked(seen: Observation, marks: bool, counts: bool) -> tuple[str, str]:
    """The title and detail of the seat's own decision."""
    if seen.phase is BID:
        if not seen.high_bid:
            high = _("No one has bid yet.")
        elif seen.high_bidder == seen.seat:
            high = _("The high bid is {bid} (you).", bid=seen.high_bid)
        else:
            high = _("The high bid is {bid} (seat {seat}).", bid=seen.high_bid,
                     seat=seen.high_bidder)  # fmt: skip
        if seen.rules.has_widow:
            how = _(
                "Each player bids once: beat the high bid or pass. The winner takes the widow "
                "and names trump; 21 shoots the moon — all seven tricks."
            )
        else:
            how = _(
                "Each player bids once: beat the high bid or pass. The winner names trump; "
                "21 shoots the moon — all seven tricks."
            )
        return _("Your bid."), f"{high} {how}"
    if seen.phase is DISCARD:
        took = _("You took the widow, {tile} (marked).", tile=seen.widow) if seen.widow else ""
        choose = _(
            "Choose a tile to put face down; it may be the widow itself. It is out of play this "
            "hand."
        )
        return (
            _("You won the bid with {bid}: discard one tile.", bid=seen.high_bid),
            f"{took} {choose}" if took else choose,
        )
    if seen.phase is TRUMP:
        beats = _("A trump beats every tile of the other suits.")
        if counts:
            shows = _("Each choice shows how many of your tiles would be trumps.")
            return _("Name trump."), f"{shows} {beats}"
        return _("Name trump."), beats
    assert seen.phase is PLAY and seen.trump is not None
    if not seen.trick:
        return _("Your lead."), _(
            "You may lead any tile; the others must follow its suit if they can."
        )
    if not marks:
        return _("Your play."), _("Choose the tile you play to this trick.")
    led = explain_lead(seen.trick[0].tile, seen.trump).text
    # Said apart from the f-string: Babel does not extract a message from inside one.
    raised = _("Tiles you may play are raised.")
    return _("Your play."), f"{led} {raised}"
