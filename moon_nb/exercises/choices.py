"""How an exercise is answered by clicking: the options a learner picks from, and how many.

An exercise's `Choices` lists its options (tiles, suits, calls, seats, trumps) with the value
each stands for, so a click answers exactly as ``ex.answer(value)`` would: the options are a
way of writing an answer, never the answer itself — a wrong option is always among them.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from moon_nb.engine.tiles import Tile
from moon_nb.engine.tricks import TRUMP
from moon_nb.engine.trump import Trump
from moon_nb.show.wire import ChoicesShown, OptionShown, Pick
from moon_nb.speech import _, ngettext


@dataclass(frozen=True)
class Option:
    """One thing a learner may pick: its label on the button (a tile's ``"a-b"`` when
    ``tile``), and the value it stands for in ``ex.answer(...)``."""

    label: str
    value: Any
    tile: bool = False


@dataclass(frozen=True)
class Choices:
    """The options of an exercise and how they make an answer (see `Pick`)."""

    pick: Pick
    options: tuple[Option, ...]
    prompt: str

    def answer_from(self, picked: Sequence[int] = (), numbers: Sequence[int] = ()) -> Any:
        """The value for ``ex.answer(...)`` that the picked options (by index) or the typed
        numbers stand for. Raises ValueError, saying why, for anything this pick cannot mean."""
        # Each reason is the learner's, said in their language: the Quiz shows it.
        # TRANSLATORS: each reason below ends "That answer could not be read: {reason}."
        if self.pick == "numbers":
            if picked:
                raise ValueError(_("this exercise is answered with numbers, not by picking"))
            if len(numbers) != len(self.options):
                raise ValueError(
                    ngettext(
                        "give {n} number, one for each box",
                        "give {n} numbers, one for each box",
                        len(self.options),
                    )
                )
            return list(numbers)
        if numbers:
            raise ValueError(_("this exercise is answered by picking, not with numbers"))
        if any(not 0 <= i < len(self.options) for i in picked):
            raise ValueError(_("that option is not offered"))
        if len(set(picked)) != len(picked):
            raise ValueError(_("an option was picked twice"))
        values = [self.options[i].value for i in picked]
        if self.pick == "one":
            if len(values) != 1:
                raise ValueError(_("pick exactly one option"))
            return values[0]
        return values

    def to_json(self) -> ChoicesShown:
        """What the browser needs to draw the options: labels only, never the values' meaning
        beyond what the label shows."""
        return {
            "pick": self.pick,
            "prompt": self.prompt,
            "options": [{"label": o.label, "tile": o.tile} for o in self.options],
        }


def tile_options(tiles: Iterable[Tile]) -> tuple[Option, ...]:
    """A button for each tile, drawn as a domino."""
    return tuple(Option(str(t), str(t), tile=True) for t in tiles)


def suit_options(trump: Trump) -> tuple[Option, ...]:
    """A button for each suit, 6 down to 0, and one for the trump suit when there is one."""
    options = tuple(Option(_("Suit {suit}", suit=n), n) for n in range(6, -1, -1))
    return options + ((Option(_("Trump"), TRUMP),) if trump is not Trump.NO_TRUMP else ())


def trump_options() -> tuple[Option, ...]:
    """A button for each trump a bidder may name."""
    return tuple(Option(t.said[:1].upper() + t.said[1:], t.token) for t in Trump)


__all__ = [
    "Choices",
    "ChoicesShown",
    "Option",
    "OptionShown",
    "Pick",
    "suit_options",
    "tile_options",
    "trump_options",
]
