"""The guided path's part of the wire format (`moon_nb.show.wire`): the path's panel at the
table (`GuideView`, the ``guide`` trait), its list of steps and its rule cards, and the path's
own words at the table (`guide_words`) — its buttons, headings and screen-reader labels, and
the rule card's — in the language of the moment, sent to the browser with the path
(`GuideView.words`), so that ``guide.js`` and ``card.js`` hold no sentence of their own. A
placeholder in braces (``"Step {number} of {count}"``) is filled in the browser. Kept apart so
the wire format's module stays one page long; `moon_nb.show.wire` names them all."""

from __future__ import annotations

from typing import Literal, TypedDict

from moon_nb.speech import _, once_a_language


class GuideWords(TypedDict):
    """The words the guided path's JavaScript shows, each a whole label or sentence;
    ``{number}``, ``{count}``, ``{word}`` and ``{chapter}`` are filled in by the browser."""

    step_of: str
    go_to_step: str
    go: str
    go_step: str
    goal: str
    path: str
    rule: str
    rule_title: str
    previous: str
    hint: str
    hint_title: str
    retry: str
    retry_title: str
    next: str
    next_short: str
    next_title: str
    card: str
    rule_of: str
    in_glossary: str
    card_words: str
    play_step: str


@once_a_language
def guide_words() -> GuideWords:
    """The path's words in the language of the moment (worked out once a language)."""
    return {
        # TRANSLATORS: the guided path's counter: "Step 4 of 31".
        "step_of": _("Step {number} of {count}"),
        "go_to_step": _("Go to a step"),
        # TRANSLATORS: the button beside a list (of steps, of languages): choosing in the list
        # changes nothing until it is pressed. Short: it stands beside the list on a phone.
        "go": _("Go"),
        # TRANSLATORS: a screen reader's name for the Go button beside the list of steps: it
        # must hold the button's word ("Go") as it shows.
        "go_step": _("Go to the step chosen"),
        # TRANSLATORS: before the step's goal: "Goal: Follow suit."
        "goal": _("Goal:"),
        "path": _("Guided path"),
        # TRANSLATORS: the button that shows the rule card of the step's chapter.
        "rule": _("Rule"),
        "rule_title": _("The rule of this chapter"),
        "previous": _("◂ Previous"),
        "hint": _("Hint"),
        "hint_title": _("A hint for this step (H)"),
        "retry": _("Start again"),
        "retry_title": _("Start this step again (R)"),
        "next": _("Next step ▸"),
        "next_short": _("Next ▸"),
        "next_title": _("The next step (N)"),
        # TRANSLATORS: a screen reader's name for the rule card: "Rule: Trump".
        "card": _("Rule: {chapter}"),
        # TRANSLATORS: the rule card's counter: "Rule 2 of 12".
        "rule_of": _("Rule {number} of {count}"),
        # TRANSLATORS: a word's link to the glossary: "trick in the glossary".
        "in_glossary": _("{word} in the glossary"),
        "card_words": _("Words of the rule"),
        "play_step": _("Play the step"),
    }


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
    """The path's own words in the table's language (`guide_words`): its buttons,
    headings and labels, and the rule card's."""


class GuideView(GuideCore, total=False):
    """The guided path at the table, as the ``guide`` trait sends it (see `GuideCore`)."""

    said: GuideSaid
    """The step and the verdict as a screen reader is told them (added by the table)."""
