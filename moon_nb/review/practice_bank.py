"""The review's bank of practice positions for the decisions the guided path has no face-down
step of — the discard and naming trump: positions the project generates from ordinary deals
(`moon_nb.dev.generate_practice` writes ``practice_bank.json`` beside this module) and keeps only
when they are clear puzzles by the review's own rule (`moon_nb.review.examine`): weighed
over 200 likely deals, the answer beats every choice not as good as it by the margin the path's
face-down steps use (15 contracts in 100). `tests/test_practice_bank.py` weighs each again.

Each position is kept as a review card is (`moon_nb.review.deck.ReviewCard`): the bidder's
view of the deal, the answer and its reason in the one evaluation's words, the theme; its
``source`` is ``"practice"`` and it has no learner's choice.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

from moon_nb.review.deck import ReviewCard

BANK = Path(__file__).with_name("practice_bank.json")
PRACTICE = "practice"
"""The source of a bank's position (a learner's card names their table)."""


@cache
def bank() -> tuple[ReviewCard, ...]:
    """Every position of the bank, in the order generated."""
    data = json.loads(BANK.read_text(encoding="utf-8"))
    return tuple(ReviewCard.from_json(card) for card in data["positions"])


def practice_of(theme: str | None) -> tuple[ReviewCard, ...]:
    """The bank's positions of ``theme`` (every one with None)."""
    return tuple(card for card in bank() if theme in (None, card.theme))


__all__ = ["BANK", "PRACTICE", "bank", "practice_of"]
