"""Actions: what a seat can do, as values that are their own canonical text, with a small int
for the engine.

The text forms are ``"pass"``, ``"bid N"``, ``"discard a-b"``, ``"trump N"``,
``"trump doubles"``, ``"trump none"`` and ``"play a-b"``. There are 72 actions; each is made
once, here, with its id and its parts, so neither the engine nor the players ever format or
parse one: text is read only at the edge (`parse_action`: a user's string, a browser's message,
a record).

An action said in words, in the language of the moment, is `order` ("play 6-4", "name blanks"),
`recorded` (the learner's own choice, quoted) and `you_did` (the learner's move as a sentence of
its own, "You played 6-4.": what Undo and the review quote, never the action's code).
"""

from __future__ import annotations

import enum
import re
from collections.abc import Mapping

from moon_nb.engine.options import MOON
from moon_nb.engine.tiles import TILE_BY_INDEX, Tile, TileError
from moon_nb.engine.trump import Trump, TrumpLike
from moon_nb.engine.words import not_a_bid
from moon_nb.speech import ENGLISH, N_, Verbatim, _, language


@enum.unique
class Kind(enum.Enum):
    """The kinds of action, in the order a hand uses them."""

    PASS = "pass"
    BID = "bid"
    DISCARD = "discard"
    TRUMP = "trump"
    PLAY = "play"


BID_VALUES: tuple[int, ...] = (3, 4, 5, 6, 7, MOON)

PASS_ID = 0
BID0 = 1
TRUMP0 = BID0 + len(BID_VALUES)
DISCARD0 = TRUMP0 + len(Trump)
PLAY0 = DISCARD0 + len(TILE_BY_INDEX)
NUM_ACTIONS = PLAY0 + len(TILE_BY_INDEX)


class Action(str):
    """One action as a value: its ``kind``, its argument (``bid``, ``trump`` or ``tile``) and its
    number ``id`` (the engine's currency) — and it *is* its canonical text:
    ``Action("Play 4-6") == "play 6-4"``, it hashes as that string and is written as it in JSON
    and records. So code that compares actions with text keeps working, while the library passes
    values around and parses text only at its edge.

    ``Action(text)`` gives the one value for ``text`` (any spelling `parse_action` reads) or raises
    `ActionSyntaxError` saying what actions look like; `pass_action`, `bid`, `call`, `discard`,
    `name_trump` and `play` make one from its parts. Actions are frozen.
    """

    kind: Kind
    bid: int
    """The tricks bid by a ``Kind.BID`` action (21 shoots the moon); 0 for the others."""
    trump: Trump | None
    """The trump a ``Kind.TRUMP`` action names."""
    tile: Tile | None
    """The tile a ``Kind.PLAY`` or ``Kind.DISCARD`` action moves."""
    id: int
    """The action's number, 0..71."""

    def __new__(cls, text: object) -> Action:
        return ACTIONS[parse_action(text)]

    @classmethod
    def _make(
        cls,
        id_: int,
        kind: Kind,
        bid: int = 0,
        trump: Trump | None = None,
        tile: Tile | None = None,
    ) -> Action:
        if kind is Kind.PASS:
            text = "pass"
        elif kind is Kind.BID:
            text = f"bid {bid}"
        elif kind is Kind.TRUMP:
            assert trump is not None
            text = f"trump {trump.token}"
        else:
            text = f"{kind.value} {tile}"
        action = str.__new__(cls, text)
        action.__dict__.update(kind=kind, bid=bid, trump=trump, tile=tile, id=id_)
        return action

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"an Action is a frozen value: {name!r} cannot be set")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"an Action is a frozen value: {name!r} cannot be deleted")

    def __reduce__(self) -> tuple[type[Action], tuple[str]]:
        # Unpickled or copied, an action is the one value for its text again.
        return Action, (str(self),)

    def __copy__(self) -> Action:
        return self

    def __deepcopy__(self, memo: object) -> Action:
        return self

    @property
    def text(self) -> str:
        """The canonical text as a plain string: ``"pass"``, ``"bid 5"``, ``"play 6-4"``."""
        return str(self)


def _all_actions() -> tuple[Action, ...]:
    out = [Action._make(PASS_ID, Kind.PASS)]
    out += [Action._make(BID0 + i, Kind.BID, bid=v) for i, v in enumerate(BID_VALUES)]
    out += [Action._make(TRUMP0 + t.index, Kind.TRUMP, trump=t) for t in Trump]
    out += [Action._make(DISCARD0 + t.index, Kind.DISCARD, tile=t) for t in TILE_BY_INDEX]
    out += [Action._make(PLAY0 + t.index, Kind.PLAY, tile=t) for t in TILE_BY_INDEX]
    assert [a.id for a in out] == list(range(NUM_ACTIONS))
    return tuple(out)


ACTIONS: tuple[Action, ...] = _all_actions()
"""Every action, at its id."""

ACTION_ID: dict[str, int] = {a: a.id for a in ACTIONS}
"""Canonical text (or the action itself) -> action id."""


def _by_byte(base: int) -> tuple[tuple[tuple[int, ...], ...], ...]:
    """For each byte of a 28-bit tile mask (k = 0..3) and each value of that byte, the action
    ids ``base + tile index`` of its tiles, lowest first: a mask's actions are four lookups."""
    return tuple(
        tuple(
            tuple(
                base + 8 * k + j
                for j in range(8)
                if value >> j & 1 and 8 * k + j < len(TILE_BY_INDEX)
            )
            for value in range(256)
        )
        for k in range(4)
    )


def _as_actions(
    table: tuple[tuple[tuple[int, ...], ...], ...],
) -> tuple[tuple[tuple[Action, ...], ...], ...]:
    return tuple(tuple(tuple(ACTIONS[i] for i in ids) for ids in row) for row in table)


PLAY_IDS_BY_BYTE = _by_byte(PLAY0)
"""The play action ids of a mask's tiles, by byte (see `_by_byte`)."""

DISCARD_IDS_BY_BYTE = _by_byte(DISCARD0)
"""The discard action ids of a mask's tiles, by byte."""

PLAYS_BY_BYTE = _as_actions(PLAY_IDS_BY_BYTE)
"""The play actions of a mask's tiles, by byte."""

DISCARDS_BY_BYTE = _as_actions(DISCARD_IDS_BY_BYTE)
"""The discard actions of a mask's tiles, by byte."""

BID_ID: dict[int, int] = {0: PASS_ID, **{v: BID0 + i for i, v in enumerate(BID_VALUES)}}
"""A call (0 = pass) -> its action id."""


def pass_action() -> Action:
    """Passing in the bidding."""
    return ACTIONS[PASS_ID]


def bid(value: int) -> Action:
    """Bidding ``value`` tricks (3..7, or 21 to shoot the moon)."""
    if type(value) is not int or value not in BID_VALUES:
        raise ValueError(not_a_bid(_short(value), BID_VALUES))
    return ACTIONS[BID_ID[value]]


def call(value: int) -> Action:
    """A call in the bidding: 0 passes, any other number bids it."""
    return pass_action() if value == 0 else bid(value)


def discard(tile: Tile | str) -> Action:
    """Putting ``tile`` face down (the bidder, after taking the widow)."""
    return ACTIONS[DISCARD0 + Tile.of(tile).index]


def name_trump(trump: TrumpLike) -> Action:
    """Naming trump: a number 0..6, ``"doubles"``, None (no trump) or a `Trump`."""
    return ACTIONS[TRUMP0 + Trump.of(trump).index]


def play(tile: Tile | str) -> Action:
    """Playing ``tile`` to the trick."""
    return ACTIONS[PLAY0 + Tile.of(tile).index]


class ActionSyntaxError(ValueError):
    """Text that is not an action at all. ``refused``: the sentence that refuses it as an
    action taken, when that differs from the message (``"You cannot bid 3: ..."`` for ``"You
    may not bid 3: ..."``)."""

    def __init__(self, message: str, refused: str | None = None):
        super().__init__(message)
        self.refused = refused if refused is not None else message


def _not_an_action(text: str) -> str:
    # TRANSLATORS: the actions in quotes stay as they are: they are what the game reads.
    return _(
        "{text} is not a Moon action; actions look like 'pass', 'bid 5', 'discard 6-4', "
        "'trump 4', 'trump doubles', 'trump none' or 'play 6-4'",
        text=text,
    )


def parse_action(text: object, bids: tuple[int, ...] = BID_VALUES) -> int:
    """The id of an action written as text. Canonical strings are a dictionary lookup; other
    spellings (``"Play 4-6"``, ``"trump no trump"``, ``"bid  5"``) are normalised. Anything
    else raises `ActionSyntaxError` saying what actions look like; a number that is no bid is
    told the ``bids`` there are (the game's rules give theirs)."""
    if isinstance(text, str):
        found = ACTION_ID.get(text)
        if found is not None:
            return found
    else:
        raise ActionSyntaxError(
            # TRANSLATORS: the actions in quotes stay as they are: they are what the game reads.
            _(
                "an action is a string; actions look like 'pass', 'bid 5', 'discard 6-4', "
                "'trump 4', 'trump doubles', 'trump none' or 'play 6-4'; got {value}",
                value=_short(text),
            )
        )
    if len(text) > 40:
        raise ActionSyntaxError(_not_an_action(_short(text)))
    words = re.sub(r"\s+", " ", text.strip().lower()).split(" ", 1)
    verb, arg = words[0], (words[1] if len(words) > 1 else "")
    try:
        if verb == "pass" and not arg:
            return PASS_ID
        if verb == "bid" and arg.isdigit() and int(arg) in BID_VALUES:
            return BID_ID[int(arg)]
        if verb == "bid" and (arg.isdigit() or arg.lstrip("-").isdigit()):
            raise ActionSyntaxError(
                not_a_bid(arg[:12], bids), not_a_bid(arg[:12], bids, refused=True)
            )
        if verb == "trump" and arg:
            return TRUMP0 + Trump.of(arg).index
        if verb in ("play", "discard") and arg:
            base = PLAY0 if verb == "play" else DISCARD0
            return base + Tile.parse(arg).index
    except (TileError, ValueError) as exc:
        if isinstance(exc, ActionSyntaxError):
            raise
        # The tile's and the trump's refusals are said in the learner's language too.
        raise ActionSyntaxError(
            _("{text} is not a Moon action: {why}", text=_short(text), why=str(exc))
        ) from None
    raise ActionSyntaxError(_not_an_action(_short(text)))


def _short(value: object) -> Verbatim:
    """A value quoted for an error message as it was typed, cut short if it is long."""
    text = repr(value)
    return Verbatim(text if len(text) <= 40 else text[:37] + "...")


# --- an action said in words, in the language of the moment: as an order ("play 6-4", "name
# blanks", "discard 3-1 and name blanks"), where a sentence quotes a choice ("two choices were
# close: bid 5 and pass.") and as the learner's own choice is quoted ("At the table you chose
# trump 5."). The advice says its orders in whole sentences of its own.


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


def in_words(a: Action, sentences: Mapping[str, str]) -> str:
    """``a`` said by the whole sentence ``sentences`` holds for its kind — "play", "bid",
    "pass", "discard", "trump" and "no trump", each marked with `N_` where it is written — with
    its tile, bid or trump's name filled in, in the language of the moment."""
    plain = a.kind is Kind.TRUMP and a.trump is Trump.NO_TRUMP
    trump = _trump_name(a.trump) if a.kind is Kind.TRUMP and not plain else None
    return _(sentences["no trump" if plain else a.kind.value], tile=a.tile, bid=a.bid, trump=trump)


YOU_DID: Mapping[str, str] = {
    "play": N_("You played {tile}."),
    "bid": N_("You bid {bid}."),
    "pass": N_("You passed."),
    "discard": N_("You discarded {tile}."),
    "trump": N_("You named {trump} as trump."),
    "no trump": N_("You chose to play without trump."),
}


def you_did(a: Action) -> str:
    """The learner's move ``a`` as a sentence of its own, in words, in the language of the
    moment: "You played 6-4.", "You passed.", "You named 5s as trump." — what Undo and the
    review quote beside their own sentence, so that no language splices a move's code (or a
    phrase that needs a case) into another sentence."""
    return in_words(a, YOU_DID)


def recorded(a: Action) -> str:
    """The learner's own action as a sentence quotes it ("At the table you chose trump 5."):
    in English its text, the game's notation the learner sees in the record; in another
    language the order in its words ("name 5s"), since the notation's verbs are English."""
    return a.text if language() == ENGLISH else order(a)
