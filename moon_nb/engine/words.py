"""Numbers and calls in words, written the same way everywhere: plurals, scores with a true minus
sign (a score never reads like a tile), score changes, and calls."""

from __future__ import annotations

from collections.abc import Sequence

from moon_nb.speech import N_, Verbatim, _, listing, ngettext


def plural(n: int, word: str) -> str:
    """``"1 trick"``, ``"3 tricks"``."""
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def about(x: float, word: str) -> str:
    """An estimate rounded to a whole count, the noun agreeing with the count said:
    ``"about 1 trick"`` (for 0.7 or 1.2), ``"about 5 tricks"``."""
    n = int(f"{x:.0f}")  # the number said, rounded as it is shown
    return f"about {plural(n, word)}"


def score(n: int) -> str:
    """A score as shown: ``"12"``, ``"−4"`` (a true minus sign)."""
    return f"−{-n}" if n < 0 else str(n)


def listed_scores(scores: Sequence[int]) -> str:
    """Every side's score, in seat order, as shown: ``"12, −4, 0"``."""
    return ", ".join(score(n) for n in scores)


def signed(n: int) -> str:
    """A change of score: ``"+3"``, ``"−5"``, ``"+0"``."""
    return f"−{-n}" if n < 0 else f"+{n}"


SMALL_SAMPLE = 20
"""Fewer likely deals than this are too few for a percentage: their share is told as a count
("in 3 of 12 likely deals"), which says how little it rests on."""


def in_deals(share: float, deals: int) -> str:
    """How often something happens over ``deals`` likely deals, told honestly for the sample:
    ``"in none of 12 likely deals"``, ``"in all 12 likely deals"``, ``"in 3 of 12 likely
    deals"`` (a small sample as a count), ``"in 80% of 40 likely deals"``, ``"in under 1% of
    300 likely deals"`` — never a bare ``"0%"`` or ``"100%"`` for a share that is not quite
    that. ``share`` is a fraction of the deals, 0..1."""
    # Each case is a whole phrase agreeing with the count of deals ({n}): a language says
    # "in 3 of 12 likely deals" its own way (Hungarian: "12 valószínű leosztásból 3-ban").
    n = deals
    if share <= 0:
        return ngettext("in none of {n} likely deal", "in none of {n} likely deals", n)
    if share >= 1:
        return ngettext("in the {n} likely deal", "in all {n} likely deals", n)
    if deals < SMALL_SAMPLE:
        count = share * deals
        whole = int(count + 0.5)
        if abs(count - whole) > 1e-9:
            if whole == 0:
                return ngettext(
                    "in hardly any of {n} likely deal", "in hardly any of {n} likely deals", n
                )
            if whole == deals:
                return ngettext(
                    "in nearly all {n} likely deal", "in nearly all {n} likely deals", n
                )
            return ngettext(
                "in about {k} of {n} likely deal", "in about {k} of {n} likely deals", n, k=whole
            )
        return ngettext("in {k} of {n} likely deal", "in {k} of {n} likely deals", n, k=whole)
    percent = int(share * 100 + 0.5)
    if percent == 0:
        return ngettext("in under 1% of {n} likely deal", "in under 1% of {n} likely deals", n)
    if percent == 100:
        return ngettext("in over 99% of {n} likely deal", "in over 99% of {n} likely deals", n)
    return ngettext(
        "in {percent}% of {n} likely deal", "in {percent}% of {n} likely deals", n, percent=percent
    )


def contract_odds(make_rate: float, deals: int, for_bidder: bool) -> str:
    """What an option does for the contract over likely deals, for the side that weighs it:
    ``"it makes the contract in 80% of 40 likely deals"`` for the bidder's side, ``"it sets the
    contract in 20% of 40 likely deals"`` against it; in none of them, a negative clause of its
    own (`none_of`)."""
    share = make_rate if for_bidder else 1 - make_rate
    if none_of(share):
        if for_bidder:
            return ngettext(
                "it makes the contract in none of {n} likely deal",
                "it makes the contract in none of {n} likely deals",
                deals,
            )
        return ngettext(
            "it sets the contract in none of {n} likely deal",
            "it sets the contract in none of {n} likely deals",
            deals,
        )
    if for_bidder:
        return _("it makes the contract {odds}", odds=in_deals(share, deals))
    return _("it sets the contract {odds}", odds=in_deals(share, deals))


# --- in none of the likely deals: a negative sentence of its own. "in none of 40 likely
# deals" spliced into "the contract is made {odds}" is English only: Finnish, Armenian and
# Marathi say "none" with the verb ("sitoumus ei täyty yhdessäkään…"), so each sentence that may
# say it has a whole negative twin, and `in_deals`'s "in none of" is never put into another.


def none_of(share: float) -> bool:
    """``share`` of the likely deals is none of them: the sentence that says how often is its
    negative twin, not the positive one with "in none of N likely deals" put into it."""
    return share <= 0


def made_in_none(kind: str, deals: int, names: dict[str, object], taken: str = "") -> str:
    """A trump's or a discard's figures when the contract is made in none of ``deals`` likely
    deals, a whole negative sentence: ``kind`` names the choice as `moon_nb.players.advice`
    does ("no trump", "trump", "discard, no trump", "discard", "best"); ``taken`` adds the
    tricks taken on average: "" (none), "you" or "side" (with partners)."""
    n, k = deals, names
    if kind == "no trump":
        if taken == "you":
            return ngettext(
                "With no trump, the contract is made in none of {n} likely deal, and you take "
                "{tricks} tricks on average.",
                "With no trump, the contract is made in none of {n} likely deals, and you take "
                "{tricks} tricks on average.",
                n,
                **k,
            )
        if taken == "side":
            return ngettext(
                "With no trump, the contract is made in none of {n} likely deal, and your side "
                "takes {tricks} tricks on average.",
                "With no trump, the contract is made in none of {n} likely deals, and your side "
                "takes {tricks} tricks on average.",
                n,
                **k,
            )
        return ngettext(
            "With no trump, the contract is made in none of {n} likely deal.",
            "With no trump, the contract is made in none of {n} likely deals.",
            n,
            **k,
        )
    if kind == "trump":
        if taken == "you":
            return ngettext(
                "With {trump} as trump, the contract is made in none of {n} likely deal, and "
                "you take {tricks} tricks on average.",
                "With {trump} as trump, the contract is made in none of {n} likely deals, and "
                "you take {tricks} tricks on average.",
                n,
                **k,
            )
        if taken == "side":
            return ngettext(
                "With {trump} as trump, the contract is made in none of {n} likely deal, and "
                "your side takes {tricks} tricks on average.",
                "With {trump} as trump, the contract is made in none of {n} likely deals, and "
                "your side takes {tricks} tricks on average.",
                n,
                **k,
            )
        return ngettext(
            "With {trump} as trump, the contract is made in none of {n} likely deal.",
            "With {trump} as trump, the contract is made in none of {n} likely deals.",
            n,
            **k,
        )
    if kind == "discard, no trump":
        if taken == "you":
            return ngettext(
                "With {tile} discarded and no trump, the contract is made in none of {n} likely "
                "deal, and you take {tricks} tricks on average.",
                "With {tile} discarded and no trump, the contract is made in none of {n} likely "
                "deals, and you take {tricks} tricks on average.",
                n,
                **k,
            )
        if taken == "side":
            return ngettext(
                "With {tile} discarded and no trump, the contract is made in none of {n} likely "
                "deal, and your side takes {tricks} tricks on average.",
                "With {tile} discarded and no trump, the contract is made in none of {n} likely "
                "deals, and your side takes {tricks} tricks on average.",
                n,
                **k,
            )
        return ngettext(
            "With {tile} discarded and no trump, the contract is made in none of {n} likely deal.",
            "With {tile} discarded and no trump, the contract is made in none of {n} likely deals.",
            n,
            **k,
        )
    if kind == "discard":
        if taken == "you":
            return ngettext(
                "With {tile} discarded and {trump} as trump, the contract is made in none of {n} "
                "likely deal, and you take {tricks} tricks on average.",
                "With {tile} discarded and {trump} as trump, the contract is made in none of {n} "
                "likely deals, and you take {tricks} tricks on average.",
                n,
                **k,
            )
        if taken == "side":
            return ngettext(
                "With {tile} discarded and {trump} as trump, the contract is made in none of {n} "
                "likely deal, and your side takes {tricks} tricks on average.",
                "With {tile} discarded and {trump} as trump, the contract is made in none of {n} "
                "likely deals, and your side takes {tricks} tricks on average.",
                n,
                **k,
            )
        return ngettext(
            "With {tile} discarded and {trump} as trump, the contract is made in none of {n} "
            "likely deal.",
            "With {tile} discarded and {trump} as trump, the contract is made in none of {n} "
            "likely deals.",
            n,
            **k,
        )
    if taken == "you":
        return ngettext(
            "With the best of your choices, the contract is made in none of {n} likely deal, "
            "and you take {tricks} tricks on average.",
            "With the best of your choices, the contract is made in none of {n} likely deals, "
            "and you take {tricks} tricks on average.",
            n,
            **k,
        )
    if taken == "side":
        return ngettext(
            "With the best of your choices, the contract is made in none of {n} likely deal, "
            "and your side takes {tricks} tricks on average.",
            "With the best of your choices, the contract is made in none of {n} likely deals, "
            "and your side takes {tricks} tricks on average.",
            n,
            **k,
        )
    return ngettext(
        "With the best of your choices, the contract is made in none of {n} likely deal.",
        "With the best of your choices, the contract is made in none of {n} likely deals.",
        n,
        **k,
    )


# A trump's or a discard's figures where its points on the others are known (the measure the
# bidder's plan is ranked by): the contract, then those points, as a play's figures say them.
_PLAN_GAINS = {
    "no trump": N_(
        "With no trump, the contract is made {odds}, and you gain {points} points on the others "
        "on average."
    ),
    "trump": N_(
        "With {trump} as trump, the contract is made {odds}, and you gain {points} points on the "
        "others on average."
    ),
    "discard, no trump": N_(
        "With {tile} discarded and no trump, the contract is made {odds}, and you gain {points} "
        "points on the others on average."
    ),
    "discard": N_(
        "With {tile} discarded and {trump} as trump, the contract is made {odds}, and you gain "
        "{points} points on the others on average."
    ),
    "best": N_(
        "With the best of your choices, the contract is made {odds}, and you gain "
        "{points} points on the others on average."
    ),
}
_PLAN_LOSES = {
    "no trump": N_(
        "With no trump, the contract is made {odds}, and you lose {points} points to the others "
        "on average."
    ),
    "trump": N_(
        "With {trump} as trump, the contract is made {odds}, and you lose {points} points to the "
        "others on average."
    ),
    "discard, no trump": N_(
        "With {tile} discarded and no trump, the contract is made {odds}, and you lose {points} "
        "points to the others on average."
    ),
    "discard": N_(
        "With {tile} discarded and {trump} as trump, the contract is made {odds}, and you lose "
        "{points} points to the others on average."
    ),
    "best": N_(
        "With the best of your choices, the contract is made {odds}, and you lose "
        "{points} points to the others on average."
    ),
}


def plan_worth(kind: str, gains: bool, names: dict[str, object]) -> str:
    """A trump's or a discard's figures with the points on the others it brings the bidder on
    average (``gains``: a gain, else a loss), ``kind`` as `made_in_none` names it; ``names``
    holds the odds phrase (never "in none of": that contract is no plan to weigh in points),
    the points, the tile and the trump."""
    return _((_PLAN_GAINS if gains else _PLAN_LOSES)[kind], **names)


def played_in_none(made: bool, gains: bool, deals: int, tile: object | None, points: str) -> str:
    """A play's figures when the contract is ``made`` (else set) in none of ``deals`` likely
    deals, a whole negative sentence, with the points the play ``gains`` (else loses) the seat
    on average; ``tile`` None: the best of the seat's choices, unnamed."""
    n = deals
    if tile is None:
        if made and gains:
            return ngettext(
                "With the best of your choices, the contract is made in none of {n} likely deal, "
                "and you gain {points} points on the others on average.",
                "With the best of your choices, the contract is made in none of {n} likely "
                "deals, and you gain {points} points on the others on average.",
                n,
                points=points,
            )
        if made:
            return ngettext(
                "With the best of your choices, the contract is made in none of {n} likely deal, "
                "and you lose {points} points to the others on average.",
                "With the best of your choices, the contract is made in none of {n} likely "
                "deals, and you lose {points} points to the others on average.",
                n,
                points=points,
            )
        if gains:
            return ngettext(
                "With the best of your choices, the contract is set in none of {n} likely deal, "
                "and you gain {points} points on the others on average.",
                "With the best of your choices, the contract is set in none of {n} likely deals, "
                "and you gain {points} points on the others on average.",
                n,
                points=points,
            )
        return ngettext(
            "With the best of your choices, the contract is set in none of {n} likely deal, and "
            "you lose {points} points to the others on average.",
            "With the best of your choices, the contract is set in none of {n} likely deals, and "
            "you lose {points} points to the others on average.",
            n,
            points=points,
        )
    if made and gains:
        return ngettext(
            "With {tile}, the contract is made in none of {n} likely deal, and you gain {points} "
            "points on the others on average.",
            "With {tile}, the contract is made in none of {n} likely deals, and you gain "
            "{points} points on the others on average.",
            n,
            tile=tile,
            points=points,
        )
    if made:
        return ngettext(
            "With {tile}, the contract is made in none of {n} likely deal, and you lose {points} "
            "points to the others on average.",
            "With {tile}, the contract is made in none of {n} likely deals, and you lose "
            "{points} points to the others on average.",
            n,
            tile=tile,
            points=points,
        )
    if gains:
        return ngettext(
            "With {tile}, the contract is set in none of {n} likely deal, and you gain {points} "
            "points on the others on average.",
            "With {tile}, the contract is set in none of {n} likely deals, and you gain {points} "
            "points on the others on average.",
            n,
            tile=tile,
            points=points,
        )
    return ngettext(
        "With {tile}, the contract is set in none of {n} likely deal, and you lose {points} "
        "points to the others on average.",
        "With {tile}, the contract is set in none of {n} likely deals, and you lose {points} "
        "points to the others on average.",
        n,
        tile=tile,
        points=points,
    )


def call_in_none(bid: int, moon: bool, gains: bool, deals: int, points: str) -> str:
    """A call's figures when its contract is made in none of ``deals`` likely deals, a whole
    negative sentence, with the points it ``gains`` (else loses) the seat on average."""
    n = deals
    if moon and gains:
        return ngettext(
            "A moon (bid 21) is made in none of {n} likely deal and gains you {points} points "
            "on the others on average.",
            "A moon (bid 21) is made in none of {n} likely deals and gains you {points} points "
            "on the others on average.",
            n,
            points=points,
        )
    if moon:
        return ngettext(
            "A moon (bid 21) is made in none of {n} likely deal and loses you {points} points "
            "to the others on average.",
            "A moon (bid 21) is made in none of {n} likely deals and loses you {points} points "
            "to the others on average.",
            n,
            points=points,
        )
    if gains:
        return ngettext(
            "A contract of {bid} is made in none of {n} likely deal and gains you {points} "
            "points on the others on average.",
            "A contract of {bid} is made in none of {n} likely deals and gains you {points} "
            "points on the others on average.",
            n,
            bid=bid,
            points=points,
        )
    return ngettext(
        "A contract of {bid} is made in none of {n} likely deal and loses you {points} points "
        "to the others on average.",
        "A contract of {bid} is made in none of {n} likely deals and loses you {points} points "
        "to the others on average.",
        n,
        bid=bid,
        points=points,
    )


def call(bid: int) -> str:
    """A call in the bidding: ``"pass"`` (a bid of 0) or ``"bid 5"``."""
    return "pass" if bid == 0 else f"bid {bid}"


def bid_list(values: tuple[int, ...]) -> str:
    """Bids in words: ``"4, 5, 6, 7 and 21"``."""
    return listing([str(v) for v in values])


def not_a_bid(value: object, bids: tuple[int, ...], refused: bool = False) -> str:
    """Why a number is no bid at this table, one sentence whatever the number (a bid of 3 under
    the standard rules, a bid of 99): ``"You may not bid 3: the bids are 4, 5, 6, 7 and 21."``;
    ``refused``: the sentence that refuses the bid made, ``"You cannot bid 3: ..."``."""
    if refused:
        return _("You cannot bid {bid}: the bids are {bids}.", bid=value, bids=bid_list(bids))
    return _("You may not bid {bid}: the bids are {bids}.", bid=value, bids=bid_list(bids))


def kind_of(value: object, longest: int = 40) -> str:
    """A value described for a message about bad input, by what it is and never by its
    (possibly huge) contents: ``'bid 9'``, ``None``, ``-1``, ``a list``, ``an object``."""
    if isinstance(value, str):
        text = repr(value)
        return text if len(text) <= longest else "a long text"
    if value is None or isinstance(value, bool | int | float):
        text = repr(value)
        return text if len(text) <= longest else "a huge number"
    if isinstance(value, list | tuple):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return f"a {type(value).__name__} value"


def kind_said(value: object, longest: int = 40) -> str:
    """`kind_of` for a sentence the learner reads: a text or a number quoted as it was typed
    (`Verbatim`, the same in every language), any other kind in words of the language of the
    moment (``"a list"``, Hungarian ``"egy lista"``)."""
    if isinstance(value, str) or value is None or isinstance(value, bool | int | float):
        text = repr(value)
        if len(text) <= longest:
            return Verbatim(text)
        return _("a long text") if isinstance(value, str) else _("a huge number")
    if isinstance(value, list | tuple):
        return _("a list")
    if isinstance(value, dict):
        # TRANSLATORS: a JSON object (a dict), said of a value given where a tile was wanted.
        return _("an object")
    # TRANSLATORS: {name} is Python's name of a type ("set"), kept as it is.
    return _("a value of the type {name}", name=Verbatim(type(value).__name__))


# A phase said as a word of the game: the names the review deck already uses for the bidding,
# the discard and naming trump, so a language says each one way everywhere.
_PHASES = {
    "bid": N_("bidding"),
    "discard": N_("discarding"),
    "trump": N_("naming trump"),
    # TRANSLATORS: the part of a hand after trump is named, when the tiles are played.
    "play": N_("playing the tricks"),
    # TRANSLATORS: the game's state once a side has won: "The game is over".
    "over": N_("over"),
}


def phase_said(phase: str) -> str:
    """Where a hand stands, in words of the language of the moment: ``"bidding"``,
    ``"discarding"``, ``"naming trump"``, ``"playing the tricks"``, ``"over"`` (a phase's
    value, ``"bid"``, is what code compares; this is what a sentence says)."""
    return _(_PHASES[str(phase)])
