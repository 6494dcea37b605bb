"""A widget's synced trait that holds one of the wire's shapes (`moon_nb.show.wire`, or a
TypedDict of a layer above): a value of another shape is refused where it is set, in Python,
with a TraitError naming each thing wrong in it, instead of reaching the browser (lonboard's
habit). Only the widgets import this module (it needs traitlets; the play page's Pyodide does
not load it)."""

from __future__ import annotations

import typing
from typing import Any

import traitlets

from moon_nb.show.shapes import problems


class Shaped(traitlets.TraitType[Any, Any]):
    """A synced trait of one shape, checked ``depth`` objects and lists down when set (-1: all
    the way; a table's 8–20 KB view checked whole on every sync made each sync about four times
    slower). Its default is the shape's empty value: None when it may be None, else an empty
    list or object."""

    def __init__(self, shape: Any, depth: int = -1, **kwargs: Any) -> None:
        self.shape = shape
        self.depth = depth
        optional = type(None) in typing.get_args(shape)
        empty: Any = None if optional else [] if typing.get_origin(shape) is list else {}
        kwargs.setdefault("default_value", empty)
        super().__init__(allow_none=optional, **kwargs)

    def validate(self, obj: Any, value: Any) -> Any:
        where = f"{type(obj).__name__}.{self.name}"
        found = problems(value, self.shape, where, self.depth)
        if found:
            shape = getattr(self.shape, "__name__", str(self.shape))
            raise traitlets.TraitError(f"{where} is not a {shape}: " + "; ".join(found))
        return value
