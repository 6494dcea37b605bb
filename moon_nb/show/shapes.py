"""Working with JSON shapes declared as TypedDicts: checking a value against one, and writing
them as TypeScript declarations. `moon_nb.show.wire` declares the shapes; this module knows
nothing of Moon."""

from __future__ import annotations

import types
import typing
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Annotated, Any, Literal, Union


@dataclass(frozen=True)
class ChangesOf:
    """Marks a field (``Annotated[dict[str, Any], ChangesOf(Scene)]``) that holds some of a
    shape's fields, each as its change (`moon_nb.show.changes`): what makes a value of that
    shape from another one."""

    shape: type


CHANGE_FORMS = ({"set"}, {"null"}, {"keys"}, {"keys", "drop"}, {"items"}, {"splice"})
"""The fields a change may have (`moon_nb.show.changes`)."""


def _changes_of(shape: Any) -> type | None:
    """The shape an ``Annotated[..., ChangesOf(shape)]`` field holds changes of, or None."""
    if typing.get_origin(shape) is Annotated:
        for mark in shape.__metadata__:
            if isinstance(mark, ChangesOf):
                return mark.shape
    return None


def _change_problems(value: dict[str, Any], fields: dict[str, Any], where: str) -> list[str]:
    """How a shape's fields as changes differ from that: an unknown field, or a value that is
    no change (a change's own contents are not checked: they need the value it changes)."""
    out = [f"{where} has an unknown key {k!r}" for k in sorted(value) if k not in fields]
    for key, change in value.items():
        if isinstance(change, str | int | float):
            continue  # the value itself
        if not isinstance(change, dict) or set(change) not in CHANGE_FORMS:
            out.append(f"{where}.{key} is not a change")
    return out


_kinds = {list: "a list", dict: "an object"}


def _hints(shape: Any) -> dict[str, Any]:
    return typing.get_type_hints(shape, include_extras=True)


def problems(value: Any, shape: Any, where: str = "value", depth: int = -1) -> list[str]:
    """Every way ``value`` differs from ``shape`` (a TypedDict, or a type in their fields), as
    sentences naming where; empty when it conforms. Extra keys are problems too. ``depth``
    stops the check that many objects and lists down (there only the kind of value is
    checked); -1 checks it all."""
    origin = typing.get_origin(shape)
    changed = _changes_of(shape)
    if changed is not None:
        if not isinstance(value, dict):
            return [f"{where} is not an object"]
        return [] if depth == 0 else _change_problems(value, _hints(changed), where)
    if depth == 0 and (origin is list or typing.is_typeddict(shape)):
        kind = list if origin is list else dict
        return [] if isinstance(value, kind) else [f"{where} is not {_kinds[kind]}"]
    below = depth - 1 if depth > 0 else depth
    if shape is Any:
        return []
    if typing.is_typeddict(shape):
        if not isinstance(value, dict):
            return [f"{where} is not an object"]
        hints = _hints(shape)
        required = sorted(shape.__required_keys__)
        out = [f"{where} lacks {k!r}" for k in required if k not in value]
        out += [f"{where} has an unknown key {k!r}" for k in sorted(value) if k not in hints]
        for key, item in value.items():
            if key in hints:
                out += problems(item, hints[key], f"{where}.{key}", below)
        return out
    if origin is Literal:
        return [] if value in typing.get_args(shape) else [f"{where} is {value!r}"]
    if origin in (Union, types.UnionType):
        options = [problems(value, option, where, depth) for option in typing.get_args(shape)]
        return [] if any(not found for found in options) else min(options, key=len)
    if origin is list:
        if not isinstance(value, list):
            return [f"{where} is not a list"]
        (item,) = typing.get_args(shape)
        return [p for i, v in enumerate(value) for p in problems(v, item, f"{where}[{i}]", below)]
    if origin is dict:
        return [] if isinstance(value, dict) else [f"{where} is not an object"]
    if shape is type(None):
        return [] if value is None else [f"{where} is not null"]
    if shape is float:
        ok = isinstance(value, int | float) and not isinstance(value, bool)
        return [] if ok else [f"{where} is not a number"]
    if shape in (int, str, bool):
        ok = type(value) is shape or (shape is str and isinstance(value, str))
        return [] if ok else [f"{where} is {type(value).__name__}, not {shape.__name__}"]
    raise TypeError(f"no check for {shape!r}")


def keys(shape: Any, path: str = "") -> set[str]:
    """Every key path a value of ``shape`` may hold: ``"scene.seats[].name"`` and so on (a list's
    items are ``[]``; the changes of a shape's fields hold, once made, that shape's)."""
    origin = typing.get_origin(shape)
    shape = _changes_of(shape) or shape
    if typing.is_typeddict(shape):
        out: set[str] = set()
        for key, hint in _hints(shape).items():
            here = f"{path}.{key}" if path else key
            out.add(here)
            out |= keys(hint, here)
        return out
    if origin in (Union, types.UnionType):
        return set().union(*(keys(option, path) for option in typing.get_args(shape)))
    if origin is list:
        (item,) = typing.get_args(shape)
        return keys(item, f"{path}[]")
    return set()


def _ts(shape: Any) -> str:
    """A field's type in TypeScript."""
    changed = _changes_of(shape)
    if changed is not None:
        return f"{{ [K in keyof {changed.__name__}]?: Change }}"
    origin = typing.get_origin(shape)
    if typing.is_typeddict(shape):
        return str(shape.__name__)
    if origin is Literal:
        return " | ".join(f'"{v}"' for v in typing.get_args(shape))
    if origin in (Union, types.UnionType):
        return " | ".join(_ts(option) for option in typing.get_args(shape))
    if origin is list:
        (item,) = typing.get_args(shape)
        inner = _ts(item)
        return f"({inner})[]" if " " in inner else f"{inner}[]"
    if origin is dict or shape is Any:
        return "Record<string, unknown>"
    names: dict[Any, str] = {
        type(None): "null",
        int: "number",
        float: "number",
        str: "string",
        bool: "boolean",
    }
    return names[shape]


def typescript(shapes: Sequence[type], bases: Mapping[type, type], source: str) -> str:
    """The TypeScript declarations of ``shapes`` (TypedDicts), in order; ``bases`` names the
    shapes that extend another (TypedDicts do not keep their bases at run time); ``source``
    is the command that writes them, for the file's header."""
    lines = [
        "// The wire format between moon_nb (Python) and the browser: written by",
        f"// `{source}` from moon_nb/show/wire.py. Do not edit by hand.",
        "",
        "/** A change to a JSON value (moon_nb/show/changes.py): a string, number or boolean that",
        " * is the new value, another value whole, null, an object's changed fields (and those it",
        " * no longer has), a list's changed items by index, or a list's items from `start` on,",
        " * `count` of them, replaced by those given. */",
        "export type Change =",
        "  | string",
        "  | number",
        "  | boolean",
        "  | { set: unknown }",
        "  | { null: true }",
        "  | { keys: { [name: string]: Change }; drop?: string[] }",
        "  | { items: { [index: string]: Change } }",
        "  | { splice: [start: number, count: number, items: unknown[]] };",
        "",
    ]
    for shape in shapes:
        hints = _hints(shape)
        doc = (shape.__doc__ or "").strip().splitlines()
        if doc:
            lines.append(f"/** {doc[0]} */")
        base = bases.get(shape)
        inherited = _hints(base) if base is not None else {}
        extends = f" extends {base.__name__}" if base is not None else ""
        lines.append(f"export interface {shape.__name__}{extends} {{")
        for key, hint in hints.items():
            if key in inherited:
                continue
            optional = "?" if key in getattr(shape, "__optional_keys__", ()) else ""
            lines.append(f"  {key}{optional}: {_ts(hint)};")
        lines.append("}")
        lines.append("")
    return "\n".join(lines)
