"""What changed between two JSON values, written so that the browser can make the new value
from the old one it holds: the table's state is sent as its changes after the first sync, and a
frame's scene as its changes from the live scene (a whole scene is 2 KB; a move changes a few
fields of it). This module knows nothing of Moon; ``widget_js/src/changes.js`` applies them.

A change is one of:

- a string, number or boolean — that value (most changes are a count or a sentence);
- ``{"set": value}`` — any other value, whole (an object or a list);
- ``{"null": true}`` — null (not ``{"set": null}``: the Pyodide kernel turns a None into
  undefined, which JSON then leaves out, so a change *to* null must not hold the null itself;
  a null left out of a whole value reads the same in the browser);
- ``{"keys": {name: change, ...}, "drop": [name, ...]}`` — an object's changed and new fields
  (``drop``: the fields it no longer has, left out when there are none);
- ``{"items": {"3": change, ...}}`` — a list of the same length: its changed items, by index;
- ``{"splice": [start, count, [item, ...]]}`` — a list with ``count`` items from ``start`` on
  replaced by those given (a tile played from a hand, a tile added to a trick).
"""

from __future__ import annotations

from typing import Any, cast

Change = Any
"""One of the forms in the module's docstring."""


def changes(old: Any, new: Any) -> Change | None:
    """The change that makes ``new`` from ``old``; None when they are equal."""
    # Objects and lists are compared field by field on the way down, not whole first: a
    # whole comparison at every level would walk a scene once for each level of it.
    if isinstance(old, dict) and isinstance(new, dict):
        fields = {
            key: found
            for key, value in new.items()
            if (found := _field(old, key, value)) is not None
        }
        dropped = [key for key in old if key not in new]
        if dropped:
            return {"keys": fields, "drop": dropped}
        return {"keys": fields} if fields else None
    if isinstance(old, list) and isinstance(new, list):
        return _list_change(old, new)
    return None if _same(old, new) else _whole(new)


def _whole(new: Any) -> Change:
    """The change that sets ``new`` whole: a string, number or boolean stands for itself."""
    if new is None:
        return {"null": True}
    return new if isinstance(new, str | int | float) else {"set": new}


def _list_change(old: list[Any], new: list[Any]) -> Change:
    """A list's change: its changed items when it keeps its length, else the items between
    what it keeps at both ends; whole when it keeps nothing."""
    if len(old) == len(new):
        pairs = enumerate(zip(old, new, strict=True))
        items = {str(i): found for i, (a, b) in pairs if (found := changes(a, b)) is not None}
        if not items:
            return None
        # A list changed throughout is sent whole: its items' changes would be no shorter.
        return {"items": items} if len(items) < len(new) else _whole(new)
    start = 0
    while start < min(len(old), len(new)) and _same(old[start], new[start]):
        start += 1
    end = 0
    while end < min(len(old), len(new)) - start and _same(old[-1 - end], new[-1 - end]):
        end += 1
    if start + end == 0:
        return _whole(new)
    return {"splice": [start, len(old) - start - end, new[start : len(new) - end]]}


def _same(a: Any, b: Any) -> bool:
    """Equal as JSON values: of the same type at every depth (Python's ``==`` takes True for
    1, and a list's ends are compared whole)."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(_same(value, b[key]) for key, value in a.items())
    if isinstance(a, list):
        return len(a) == len(b) and all(map(_same, a, b))
    return bool(a == b)


def _field(old: dict[str, Any], key: str, value: Any) -> Change | None:
    """The change of field ``key`` to ``value`` (set whole when ``old`` lacks it)."""
    if key not in old:
        return _whole(value)
    return changes(old[key], value)


def field_changes(old: dict[str, Any], new: dict[str, Any]) -> dict[str, Change]:
    """The changed fields of an object with the same fields as ``old``, each as its change:
    a frame's scene told against the live scene."""
    found = changes(old, new)
    if found is None:
        return {}
    if "keys" not in found or "drop" in found:
        raise ValueError("field_changes compares objects with the same fields")
    return cast(dict[str, Change], found["keys"])


def applied(value: Any, change: Change | None) -> Any:
    """``value`` with ``change`` made to it (a new value; ``value`` is left as it was). The
    browser's `applied` does the same; this one checks the changes in tests."""
    if change is None:
        return value
    if not isinstance(change, dict):
        return change
    if "set" in change:
        return change["set"]
    if "null" in change:
        return None
    if "keys" in change:
        out = {k: v for k, v in value.items() if k not in change.get("drop", ())}
        for key, inner in change["keys"].items():
            out[key] = applied(out.get(key), inner)
        return out
    if "splice" in change:
        start, count, put = change["splice"]
        return [*value[:start], *put, *value[start + count :]]
    items = list(value)
    for index, inner in change["items"].items():
        items[int(index)] = applied(items[int(index)], inner)
    return items
