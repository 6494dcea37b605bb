"""The guided path's part of the wire format (`moon_nb.show.wire`): the path's panel at the
table (`GuideView`, the ``guide`` trait), its list of steps and its rule cards. Kept apart so
the wire format's module stays one page long; `moon_nb.show.wire` names them all."""

from __future__ import annotations

from typing import Literal, TypedDict

from moon_nb.show.guide_words import GuideWords


class GuideStep(TypedDict):
    """One step of the guided path in the list of steps: its chapter, title and goal, and the
    stars the learner has earned at it (0 while it is not solved)."""

    id: str
    number: int
    chapter: str
    title: str
    goal: str
    stars: int
    solved: bool


GuideStatus = Literal["play", "wrong", "solved"]


class CardTerm(TypedDict):
    """A word of the game on a rule card, what it means, and where the glossary explains it
    (``href``, relative to the notebook)."""

    word: str
    meaning: str
    href: str


class CardRow(TypedDict):
    """A row of tiles on a rule card, with its label (``"Suit 5"``: ``["5-5", "6-5", ...]``)."""

    label: str
    tiles: list[str]


class RuleCard(TypedDict):
    """The rule a chapter of the guided path teaches, as a card: its sentences, its words and
    the tiles that show it (card ``number`` of ``count``)."""

    chapter: str
    number: int
    count: int
    text: list[str]
    terms: list[CardTerm]
    rows: list[CardRow]


class GuideSaid(TypedDict):
    """The path's words a screen reader is told (`moon_nb.table.session.TableSession.guide_view`),
    each tile named in words: the step (its title and goal) and the verdict on the last try."""

    step: str
    verdict: str


class GuideCore(TypedDict):
    """The guided path at the table (the ``guide`` trait): the step on the table, its goal, the
    engine's words on the learner's last move, the hint (offered after a failure, shown once
    asked), the stars of a solved step, and every step of the path."""

    step: str
    """The id of the step on the table."""
    number: int
    count: int
    chapter: str
    title: str
    goal: str
    status: GuideStatus
    """``"play"``: the learner is to move; ``"wrong"``: the last move failed (explained in
    ``verdict``; the position is as it was before it); ``"solved"``."""
    verdict: str
    hint: str
    """The step's hint once the learner asked for it, else empty."""
    can_hint: bool
    """A hint is offered: after a failure, until it is shown."""
    stars: int
    stars_text: str
    previous: str | None
    next: str | None
    steps: list[GuideStep]
    card: RuleCard
    """The rule of the step's chapter."""
    card_open: bool
    """The rule card is shown over the felt (the learner asked for it, or the chapter begins)."""
    words: GuideWords
    """The path's own words in the table's language (`moon_nb.show.guide_words`): its buttons,
    headings and labels, and the rule card's."""


class GuideView(GuideCore, total=False):
    """The guided path at the table, as the ``guide`` trait sends it (see `GuideCore`)."""

    said: GuideSaid
    """The step and the verdict as a screen reader is told them (added by the table)."""
