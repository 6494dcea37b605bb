"""`Rules`: which Moon is played — the default three-player game or one of its variants.

Every choice the rule book marks **[resolved]** or lists as a variant is a field here, so no
variant is a hidden assumption of the engine.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Final, Literal, TypedDict, cast

from moon_nb.engine.tiles import Tile, tile_set
from moon_nb.engine.words import kind_of
from moon_nb.speech import _

MOON: Final = 21
"""The bid that shoots the moon: a contract for all seven tricks."""

TRICKS_PER_HAND: Final = 7


class RulesDict(TypedDict):
    """`Rules` as JSON (in records and views)."""

    players: int
    double_blank: bool
    trump_before_widow: bool
    scoring: Literal["points", "marks"]
    min_bid: int
    all_pass: Literal["redeal", "force"]
    team_scoring: Literal["tricks", "bid"]


@dataclass(frozen=True)
class Rules:
    """The variant options of Moon. ``Rules()`` is three-player Moon as the rule book gives it.

    - ``players``: 3, or 4 for partnerships (seats 0 & 2 against 1 & 3, 28 tiles, no widow).
    - ``double_blank``: keep ``0-0`` (22 tiles and a widow); False removes it (21 tiles, no widow).
    - ``trump_before_widow``: the bidder names trump before taking the widow.
    - ``scoring``: ``"points"`` (first to 21) or ``"marks"`` (one mark a hand, first to 7).
    - ``min_bid``: the lowest bid, 3, 4 or 5.
    - ``all_pass``: ``"redeal"`` when everyone passes, or ``"force"``: the last to speak must bid.
    - ``team_scoring``: four players only; a made contract scores the team's ``"tricks"`` or
      its ``"bid"``.
    """

    players: int = 3
    double_blank: bool = True
    trump_before_widow: bool = False
    scoring: Literal["points", "marks"] = "points"
    min_bid: int = 4
    all_pass: Literal["redeal", "force"] = "redeal"
    team_scoring: Literal["tricks", "bid"] = "tricks"

    def __post_init__(self) -> None:
        problems = []
        # A number must be a whole number (3.0 or True is not a count of players).
        if type(self.players) is not int or self.players not in (3, 4):
            problems.append(f"players must be 3 or 4, not {self.players!r}")
        if type(self.double_blank) is not bool or type(self.trump_before_widow) is not bool:
            problems.append("double_blank and trump_before_widow are True or False")
        if self.scoring not in ("points", "marks"):
            problems.append(f"scoring is 'points' or 'marks', not {self.scoring!r}")
        if type(self.min_bid) is not int or self.min_bid not in (3, 4, 5):
            problems.append(f"min_bid is 3, 4 or 5, not {self.min_bid!r}")
        if self.all_pass not in ("redeal", "force"):
            problems.append(f"all_pass is 'redeal' or 'force', not {self.all_pass!r}")
        if self.team_scoring not in ("tricks", "bid"):
            problems.append(f"team_scoring is 'tricks' or 'bid', not {self.team_scoring!r}")
        if problems:
            raise ValueError("; ".join(problems))

    @property
    def tiles(self) -> tuple[Tile, ...]:
        """The tiles in play."""
        return tile_set(self.players, self.double_blank)

    @property
    def has_widow(self) -> bool:
        """A tile is left over after the deal: three players with ``0-0`` in the set."""
        return self.players == 3 and self.double_blank

    @property
    def teams(self) -> bool:
        """Partnerships: scores, tricks and the winner belong to teams 0 and 1."""
        return self.players == 4

    @property
    def sides(self) -> int:
        """How many scores are kept: one per seat, or one per team."""
        return 2 if self.teams else self.players

    def side_of(self, seat: int) -> int:
        """The score a seat plays for: its own, or its team's (seat mod 2)."""
        return seat % 2 if self.teams else seat

    @property
    def bids(self) -> tuple[int, ...]:
        """The legal bid values, lowest first: ``min_bid`` .. 7, and 21."""
        return (*range(self.min_bid, TRICKS_PER_HAND + 1), MOON)

    @property
    def target(self) -> int:
        """The score that can win the game: 21 points or 7 marks."""
        return 7 if self.scoring == "marks" else 21

    @property
    def unit(self) -> str:
        """``"points"`` or ``"marks"``."""
        return self.scoring

    def to_dict(self) -> RulesDict:
        """JSON-safe form, for records."""
        return cast(RulesDict, asdict(self))

    @classmethod
    def from_dict(cls, data: object) -> Rules:
        """The rules a `to_dict` produced; unknown keys are an error."""
        if not isinstance(data, dict):
            raise ValueError(
                f"rules are an object of options like Rules().to_dict() gives, not {kind_of(data)}"
            )
        known = {f.name for f in fields(cls)}
        unknown = [str(k) for k in data if k not in known]
        if unknown:
            raise ValueError(f"unknown rule options: {', '.join(sorted(unknown))}")
        return cls(**data)

    def describe(self) -> str:
        """One line naming the game and every option that differs from the default (in the
        language of the moment: a lesson's question starts with it)."""
        base = _("Four-player Moon (partnerships)") if self.teams else _("Three-player Moon")
        changes = []
        if not self.teams and not self.double_blank:
            changes.append(_("without the double blank: no widow"))
        if self.trump_before_widow and self.has_widow:
            changes.append(_("trump named before the widow"))
        if self.scoring == "marks":
            changes.append(_("scored in marks, first to 7"))
        if self.min_bid != 4:
            changes.append(_("minimum bid {bid}", bid=self.min_bid))
        if self.all_pass == "force":
            changes.append(_("the last player must bid if all others pass"))
        if self.teams and self.team_scoring == "bid":
            changes.append(_("a made contract scores the bid"))
        return base + (": " + "; ".join(changes) if changes else "")
