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
from moon_nb.engine.words import plural
from moon_nb.show.scenes import ALL_AIDS, HandAids
from moon_nb.show.wire import BidOption, Decision, Prompt, TileChoice, TrumpOption

TRUMP_LABELS = {
    Trump.BLANKS: "Blanks",
    Trump.DOUBLES: "Doubles",
    Trump.NO_TRUMP: "No trump",
}


def trump_label(trump: Trump) -> str:
    """A short label for a trump choice: ``"6s"``, ``"Blanks"``, ``"Doubles"``, ``"No trump"``."""
    return TRUMP_LABELS.get(trump, f"{trump.number}s")


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
        what = "No trump" if trump is Trump.NO_TRUMP else f"Trump {label}"
        count = plural(len(trumps), "trump")
        if not counts:
            out.append(
                {
                    "action": action.text,
                    "token": trump.token,
                    "label": label,
                    "count": None,
                    "trumps": [],
                    "aria": what,
                    "reason": f"{what}.",
                }
            )
            continue
        if trump is Trump.NO_TRUMP:
            reason = "No trump: no tile beats another suit; the highest of the suit led wins."
        else:
            held = f": {join(trumps)}" if trumps else ""
            reason = f"{label} as trump: you would hold {count}{held}."
        out.append(
            {
                "action": action.text,
                "token": trump.token,
                "label": label,
                "count": len(trumps),
                "trumps": [str(t) for t in trumps],
                "aria": f"{what}: you would hold {count}",
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
                "label": "Pass" if call == 0 else str(call),
                "aria": "Pass"
                if call == 0
                else f"Bid {call}" + (" (shoot the moon)" if call == MOON else ""),
                "moon": call == MOON,
                "legal": ruling.legal,
                "reason": ruling.text,
            }
        )
    return out


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
        "thinking": f"Seat {other} is thinking…" if other is not None else "",
        "hinting": "Finding a hint…",
    }
    if seen.phase is OVER:
        out["title"], out["detail"] = "The game is over.", seen.status.text
    elif seen.my_turn:
        out["title"], out["detail"] = _asked(seen, marks, counts)
    return out


def _asked(seen: Observation, marks: bool, counts: bool) -> tuple[str, str]:
    """The title and detail of the seat's own decision."""
    if seen.phase is BID:
        if seen.high_bid:
            who = "you" if seen.high_bidder == seen.seat else f"seat {seen.high_bidder}"
            high = f"The high bid is {seen.high_bid} ({who})."
        else:
            high = "No one has bid yet."
        then = "takes the widow and names trump" if seen.rules.has_widow else "names trump"
        return (
            "Your bid.",
            f"{high} Each player bids once: beat the high bid or pass. The winner {then}; "
            "21 shoots the moon — all seven tricks.",
        )
    if seen.phase is DISCARD:
        took = f"You took the widow, {seen.widow} (marked). " if seen.widow else ""
        return (
            f"You won the bid with {seen.high_bid}: discard one tile.",
            f"{took}Choose a tile to put face down; it may be the widow itself. It is out of "
            "play this hand.",
        )
    if seen.phase is TRUMP:
        shows = "Each choice shows how many of your tiles would be trumps. " if counts else ""
        return "Name trump.", f"{shows}A trump beats every tile of the other suits."
    assert seen.phase is PLAY and seen.trump is not None
    if not seen.trick:
        return "Your lead.", "You may lead any tile; the others must follow its suit if they can."
    if not marks:
        return "Your play.", "Choose the tile you play to this trick."
    led = explain_lead(seen.trick[0].tile, seen.trump).text
    return "Your play.", f"{led} Tiles you may play are raised."
