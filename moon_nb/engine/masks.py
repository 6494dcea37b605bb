"""The rules of play precomputed as bitmask tables, for the engine's and the solver's hot paths.

Built once at import from the pure functions in `moon_nb.engine.tricks`, so there is exactly one
statement of each rule. Rows are indexed by ``Trump.index`` (0..8); a *suit code* is 0..6 for a
number suit and `TRUMP_CODE` (7) when a trump was led (`moon_nb.engine.tricks.suit_code`).
"""

from __future__ import annotations

from typing import Final

from moon_nb.engine.tiles import TILE_BY_INDEX
from moon_nb.engine.tricks import TRUMP, TRUMP_CODE, LedSuit, follows, led_suit, rank, suit_code
from moon_nb.engine.trump import Trump


def _suit(code: int) -> LedSuit:
    return TRUMP if code == TRUMP_CODE else code


LEAD_SUIT: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(suit_code(led_suit(t, tr)) for t in TILE_BY_INDEX) for tr in Trump
)
"""``LEAD_SUIT[trump][tile]``: the suit code a led tile calls for."""

FOLLOW: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(
        sum(t.bit for t in TILE_BY_INDEX if follows(t, _suit(code), tr))
        for code in range(TRUMP_CODE + 1)
    )
    for tr in Trump
)
"""``FOLLOW[trump][suit code]``: the mask of tiles that follow that suit."""

POWER: Final[tuple[tuple[tuple[int, ...], ...], ...]] = tuple(
    tuple(tuple(rank(t, _suit(code), tr) for t in TILE_BY_INDEX) for code in range(8))
    for tr in Trump
)
"""``POWER[trump][suit code][tile]``: `rules.rank` — the highest power on a trick wins it."""

TRUMPS: Final[tuple[int, ...]] = tuple(FOLLOW[tr.index][TRUMP_CODE] for tr in Trump)
"""``TRUMPS[trump]``: the mask of trump tiles."""
