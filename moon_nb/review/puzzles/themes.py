"""The puzzle stream's themes: what a puzzle is about, read from what its answer does.

A puzzle (`moon_nb.review.puzzles.bank`) is tagged by its answer, never by hand: a call is an
*opening bid* when no seat has bid before it, a *contested bid* when one has, and *the moon*
when the answer is to shoot it; a *discard* and naming *trump* are the bidder's; in the play,
*drawing trumps* is the bidder leading a trump while another seat may still hold one,
*cashing* is leading a tile no tile of its suit still out can beat (a void may still trump
it), *ruffing* is a trump played to a trick led in another suit, *setting the contract* is any
play of a defender's, and *the last tricks* are the plays of a hand's last three tricks; a
play that is none of these is *leading* or *following suit*. A puzzle may have several themes
(a defender ruffing in the last tricks has three).

```python
from moon_nb import puzzle_themes
puzzle_themes()          # every theme, in the learner's language
```
"""

from __future__ import annotations

from moon_nb.engine.actions import Action, Kind
from moon_nb.engine.fast import BID, DISCARD, PLAY, TRUMP
from moon_nb.engine.observation import Observation
from moon_nb.engine.options import MOON
from moon_nb.engine.tricks import follows, is_trump, led_suit, rank
from moon_nb.speech import N_, _

PUZZLE_THEMES = (
    "opening bid",
    "contested bid",
    "the moon",
    "discard",
    "trump",
    "drawing trumps",
    "cashing",
    "ruffing",
    "setting the contract",
    "the last tricks",
    "leading",
    "following suit",
)
"""Every theme, by its English name (a puzzle's value in every language)."""

_SAID = {
    "opening bid": N_("opening bid"),
    "contested bid": N_("contested bid"),
    "the moon": N_("the moon"),
    "discard": N_("discard"),
    "trump": N_("naming trump"),
    "drawing trumps": N_("drawing trumps"),
    "cashing": N_("cashing"),
    "ruffing": N_("ruffing"),
    "setting the contract": N_("setting the contract"),
    "the last tricks": N_("the last tricks"),
    "leading": N_("leading"),
    "following suit": N_("following suit"),
}

LAST_TRICKS = 3
"""The plays of a hand's last this many tricks are *the last tricks*."""


def puzzle_themes() -> dict[str, str]:
    """Every theme: its name (what `moon_nb.Puzzles` takes) -> the theme in the learner's
    language."""
    return {theme: _(_SAID[theme]) for theme in PUZZLE_THEMES}


def theme_name(theme: str) -> str:
    """One theme in the learner's language."""
    return _(_SAID[theme])


def themes_of(seen: Observation, answer: Action) -> tuple[str, ...]:
    """What a puzzle whose position is ``seen`` and whose answer is ``answer`` is about (see
    the module docstring), in `PUZZLE_THEMES`' order."""
    phase = seen.phase
    found: set[str] = set()
    if phase is BID:
        if answer.kind is Kind.BID and answer.bid == MOON:
            found.add("the moon")
        elif any(not c.passed for c in seen.calls):
            found.add("contested bid")
        else:
            found.add("opening bid")
    elif phase is DISCARD:
        found.add("discard")
    elif phase is TRUMP:
        found.add("trump")
    elif phase is PLAY:
        found |= _play_themes(seen, answer)
    return tuple(t for t in PUZZLE_THEMES if t in found)


def _play_themes(seen: Observation, answer: Action) -> set[str]:
    tile, trump = answer.tile, seen.trump
    assert tile is not None and trump is not None
    found: set[str] = set()
    if seen.bidder != seen.seat:
        found.add("setting the contract")
    if len(seen.hand) <= LAST_TRICKS:
        found.add("the last tricks")
    if seen.trick:
        led = seen.trick[0].tile
        if is_trump(tile, trump) and not is_trump(led, trump):
            found.add("ruffing")
        return found or {"following suit"}
    out = seen.unseen
    if seen.bidder == seen.seat and is_trump(tile, trump) and any(is_trump(t, trump) for t in out):
        found.add("drawing trumps")
    suit, mine = led_suit(tile, trump), rank(tile, led_suit(tile, trump), trump)
    # A ruff is a void's answer, not a higher tile: a double led while trumps are out is cashed.
    if not any(follows(t, suit, trump) and rank(t, suit, trump) > mine for t in out):
        found.add("cashing")
    return found or {"leading"}


__all__ = ["LAST_TRICKS", "PUZZLE_THEMES", "puzzle_themes", "theme_name", "themes_of"]
