"""The guided path's own words at the table — its buttons, headings and screen-reader labels,
and the rule card's — in the language of the moment, sent to the browser with the path
(`GuideView.words`), so that ``guide.js`` and ``card.js`` hold no sentence of their own. A
placeholder in braces (``"Step {number} of {count}"``) is filled in the browser."""

from __future__ import annotations

from typing import TypedDict

from moon_nb.speech import _, once_a_language


class GuideWords(TypedDict):
    """The words the guided path's JavaScript shows, each a whole label or sentence;
    ``{number}``, ``{count}``, ``{word}`` and ``{chapter}`` are filled in by the browser."""

    step_of: str
    go_to_step: str
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
