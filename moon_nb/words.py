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


def call(bid: int) -> str:
    """A call in the bidding: ``"pass"`` (a bid of 0) or ``"bid 5"``."""
    return "pass" if bid == 0 else f"bid {bid}"
