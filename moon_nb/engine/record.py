"""Game records: a game as JSON-safe data — its rules, seed, first bidder, any scripted first
deal, starting scores and every action — read back with every part checked.

A record comes from outside (a file, a learner's notebook, a web page), so reading one is the
library's edge: whatever is wrong with it is said in a sentence that names the part, and nothing
half-read is ever returned.
"""

from __future__ import annotations

import json
from typing import Any, TypedDict

from moon_nb.engine.options import Rules, RulesDict
from moon_nb.engine.words import kind_of

RECORD_FORMAT = "moon_nb/1"


class DealDict(TypedDict):
    """A scripted first deal: each seat's tiles, and the widow (None without one)."""

    hands: list[list[str]]
    widow: str | None


class GameRecord(TypedDict):
    """What `moon_nb.Game.record` returns and `moon_nb.Game.from_record` replays."""

    format: str
    rules: RulesDict
    seed: int
    first_bidder: int
    scores: list[int] | None
    deal: DealDict | None
    actions: list[str]


class RecordError(ValueError):
    """A record that cannot be replayed; the message says which part is wrong and how."""


KEYS = ("format", "rules", "seed", "first_bidder", "scores", "deal", "actions")


def read_record(record: object) -> GameRecord:
    """``record`` checked part by part (a JSON string is parsed first), or `RecordError`. The
    actions are only checked to be strings here; replaying them checks each against the rules."""
    if isinstance(record, str | bytes):
        try:
            record = json.loads(record)
        except ValueError as exc:
            raise RecordError(
                f"this text is not a game record: it is not valid JSON ({exc}). A record is the "
                "dict game.record() returns, or that dict written with json.dumps"
            ) from None
    if not isinstance(record, dict):
        raise RecordError(f"a game record is the dict game.record() returns, not {kind_of(record)}")
    if record.get("format") != RECORD_FORMAT:
        raise RecordError(
            f"not a moon_nb game record: its 'format' must be {RECORD_FORMAT!r}, "
            f"not {_short(record.get('format'))}"
        )
    missing = [k for k in KEYS if k not in record]
    if missing:
        raise RecordError(f"the record lacks {_list(missing)}")
    unknown = [str(k) for k in record if k not in KEYS]
    if unknown:
        raise RecordError(f"the record has unknown parts: {_list(unknown)}")
    try:
        rules = Rules.from_dict(record["rules"])
    except (TypeError, ValueError) as exc:
        raise RecordError(f"the record's rules cannot be read: {exc}") from None
    seed, first = record["seed"], record["first_bidder"]
    if type(seed) is not int:
        raise RecordError(f"the record's seed is a whole number, not {_short(seed)}")
    if type(first) is not int or not 0 <= first < rules.players:
        raise RecordError(
            f"the record's first_bidder is a seat 0..{rules.players - 1}, not {_short(first)}"
        )
    scores = record["scores"]
    if scores is not None and not _ints(scores, rules.sides):
        raise RecordError(
            f"the record's scores are null or a list of {rules.sides} whole numbers, "
            f"not {_short(scores)}"
        )
    actions = record["actions"]
    if not isinstance(actions, list):
        raise RecordError(
            f"the record's actions are a list of texts like 'bid 5', not {_short(actions)}"
        )
    for k, action in enumerate(actions):
        if not isinstance(action, str):
            raise RecordError(
                f"the record's action {k} is a text like 'bid 5', not {_short(action)}"
            )
    return GameRecord(
        format=RECORD_FORMAT,
        rules=rules.to_dict(),
        seed=seed,
        first_bidder=first,
        scores=list(scores) if scores is not None else None,
        deal=_deal(record["deal"], rules),
        actions=list(actions),
    )


def _deal(deal: object, rules: Rules) -> DealDict | None:
    if deal is None:
        return None
    if not isinstance(deal, dict) or set(deal) != {"hands", "widow"}:
        raise RecordError("the record's deal is null or an object with 'hands' and 'widow'")
    hands, widow = deal["hands"], deal["widow"]
    good = isinstance(hands, list) and len(hands) == rules.players
    if not good or not all(
        isinstance(h, list) and all(isinstance(t, str) for t in h) for h in hands
    ):
        raise RecordError(
            f"the record's deal has 'hands': {rules.players} lists of tiles like '6-4'"
        )
    if widow is not None and not isinstance(widow, str):
        raise RecordError("the record's deal has a 'widow' tile like '3-1', or null")
    return DealDict(hands=[list(h) for h in hands], widow=widow)


def _ints(value: object, count: int) -> bool:
    return (
        isinstance(value, list | tuple)
        and len(value) == count
        and all(type(v) is int for v in value)
    )


def _list(names: list[str]) -> str:
    quoted = [repr(n) for n in names]
    return ", ".join(quoted[:-1]) + " and " + quoted[-1] if len(quoted) > 1 else quoted[0]


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."
