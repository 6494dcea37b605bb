"""Numbers and calls in words, written the same way everywhere: plurals, scores with a true minus
sign (a score never reads like a tile), score changes, and calls."""

from __future__ import annotations


def plural(n: int, word: str) -> str:
    """``"1 trick"``, ``"3 tricks"``."""
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def score(n: int) -> str:
    """A score as shown: ``"12"``, ``"−4"`` (a true minus sign)."""
    return f"−{-n}" if n < 0 else str(n)


def signed(n: int) -> str:
    """A change of score: ``"+3"``, ``"−5"``, ``"+0"``."""
    return f"−{-n}" if n < 0 else f"+{n}"


def contract_odds(make_rate: float, deals: int, for_bidder: bool) -> str:
    """What an option does for the contract over likely deals, for the side that weighs it:
    ``"it makes the contract in 80% of 40 likely deals"`` for the bidder's side, ``"it sets the
    contract in 20% of 40 likely deals"`` against it."""
    if for_bidder:
        return f"it makes the contract in {make_rate:.0%} of {deals} likely deals"
    return f"it sets the contract in {1 - make_rate:.0%} of {deals} likely deals"


def call(bid: int) -> str:
    """A call in the bidding: ``"pass"`` (a bid of 0) or ``"bid 5"``."""
    return "pass" if bid == 0 else f"bid {bid}"


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
