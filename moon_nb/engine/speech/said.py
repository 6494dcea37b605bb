"""The game's actions said in words, in the language of the moment: as an order ("play 6-4",
"name blanks", "discard 3-1 and name blanks"), where a sentence quotes a choice ("two choices
were close: bid 5 and pass.") and as the learner's own choice is quoted ("At the table you
chose trump 5."). The advice says its orders in whole sentences of its own."""

from __future__ import annotations

from moon_nb.engine.actions import Action, Kind
from moon_nb.engine.speech import ENGLISH, _, language
from moon_nb.engine.trump import Trump


def _trump_name(trump: Trump | None) -> str:
    assert trump is not None
    return trump.said


def order(a: Action, trump: Trump | None = None) -> str:
    """An action said as an order, in the language of the moment: "play 6-4", "name blanks",
    "bid 4", "pass"; a discard with the ``trump`` that goes with it, "discard 3-1 and name
    blanks" (without one, "discard 3-1"). In English, the action's own text but for a discard
    with its trump."""
    # No trump is a choice of its own, not a trump's name: "name {trump}" filled with it reads
    # "name without trump as trump" in more than one language.
    if a.kind is Kind.TRUMP:
        if a.trump is Trump.NO_TRUMP:
            # TRANSLATORS: a choice said as an order: playing the hand without a trump.
            return _("name no trump")
        # TRANSLATORS: a choice said as an order, quoted: "At the table you chose name 5s.".
        return _("name {trump}", trump=_trump_name(a.trump))
    if a.kind is Kind.DISCARD:
        if trump is None:
            return _("discard {tile}", tile=a.tile)
        if trump is Trump.NO_TRUMP:
            # TRANSLATORS: a discard, then playing the hand without a trump, said as an order.
            return _("discard {tile} and name no trump", tile=a.tile)
        # TRANSLATORS: a discard with the trump that goes with it, said as an order.
        return _("discard {tile} and name {trump}", tile=a.tile, trump=_trump_name(trump))
    if a.kind is Kind.PASS:
        # TRANSLATORS: a choice said as an order, quoted: "two choices were close: bid 5 and pass.".
        return _("pass")
    if a.kind is Kind.BID:
        # TRANSLATORS: a choice said as an order, quoted: "two choices were close: bid 5 and pass.".
        return _("bid {bid}", bid=a.bid)
    # TRANSLATORS: a choice said as an order, quoted: "At the table you chose play 5-3.".
    return _("play {tile}", tile=a.tile)


def recorded(a: Action) -> str:
    """The learner's own action as a sentence quotes it ("At the table you chose trump 5."):
    in English its text, the game's notation the learner sees in the record; in another
    language the order in its words ("name 5s"), since the notation's verbs are English."""
    return a.text if language() == ENGLISH else order(a)


__all__ = ["order", "recorded"]
