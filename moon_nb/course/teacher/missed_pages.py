"""A page per learner of the positions they missed (``python -m moon_nb progress ... --pages
DIR``): every card of their review deck — the costly decisions kept as puzzles, with those the
teacher's merge weighed (`moon_nb.course.teacher.merge_weighing`) — theme by theme, each as the
learner saw it and as the coach says it.

Each position is the table's picture from the learner's seat (`moon_nb.show.table_svg.
scene_svg` of the learner's own observation, set up again from the card: never a tile the
learner could not see), what the learner chose (`moon_nb.engine.actions.you_did`), and the best
choice with the figures of the one evaluation the card was made by, as the coach says them
(`moon_nb.players.advice.costly`, read back from the card's figures: nothing is weighed again).
A card kept before cards kept their figures says its own reason instead. The page is one HTML
file, in the language of the merge, with every picture inline: it needs no network.
"""

from __future__ import annotations

import html
from collections.abc import Iterable

from moon_nb.engine.actions import Action, you_did
from moon_nb.players.advice import costly
from moon_nb.progress.judgement import evaluation_of
from moon_nb.review.deck import THEMES, Deck, ReviewCard, theme_said
from moon_nb.review.seen import stand_in
from moon_nb.show.decisions import decision_of
from moon_nb.show.scenes import scene_of
from moon_nb.show.table_svg import scene_svg
from moon_nb.speech import _, language

STYLE = """
body { font-family: system-ui, sans-serif; max-width: 60rem; margin: 1rem auto; padding: 0 1rem;
       line-height: 1.45; color: #1b1b1b; background: #fff; }
section.moon-missed { border-top: 1px solid #ccc; padding: 0.75rem 0; }
section.moon-missed svg { max-width: 100%; height: auto; }
p.moon-mine { font-weight: 600; }
"""
"""The page's own style: plain, readable printed; the pictures carry their colours."""


def position_html(card: ReviewCard) -> str:
    """One position missed: the picture from the learner's seat, their choice, and the coach's
    word on the best (see the module docstring)."""
    seen = stand_in(card.seen).observe(card.seen.seat)
    picture = scene_svg(scene_of(seen), decision_of(seen))
    mine = Action(card.mine)
    said = card.reason
    if card.weighing is not None:
        try:
            said = costly(evaluation_of(card.weighing, seen), mine)
        except ValueError:  # figures that do not fit the position: the card's own words
            said = card.reason
    return (
        f'<section class="moon-missed" data-card="{html.escape(card.id)}">\n'
        f"{picture}\n"
        f'<p class="moon-mine">{html.escape(you_did(mine))}</p>\n'
        f'<p class="moon-coach">{html.escape(said)}</p>\n'
        "</section>\n"
    )


def missed_html(learner: str, deck: Deck) -> str:
    """The page of ``learner``'s positions missed: each card of ``deck``, theme by theme in the
    path's order, oldest first, in the language of the moment."""
    title = _("Positions missed: {learner}", learner=learner)
    parts = [f"<h1>{html.escape(title)}</h1>\n"]
    cards = sorted(deck.cards, key=lambda c: (THEMES.index(c.theme), c.made, c.id))
    if not cards:
        none = _("No position missed in the hands kept.")
        parts.append(f"<p>{html.escape(none)}</p>\n")
    for theme in THEMES:
        here = [c for c in cards if c.theme == theme]
        if here:
            heading = theme_said(theme)
            parts.append(f"<h2>{html.escape(heading[:1].upper() + heading[1:])}</h2>\n")
            parts += [position_html(c) for c in here]
    return (
        "<!DOCTYPE html>\n"
        f'<html lang="{language()}">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{html.escape(title)}</title>\n<style>{STYLE}</style>\n</head>\n<body>\n"
        + "".join(parts)
        + "</body>\n</html>\n"
    )


def page_names(ids: Iterable[str]) -> list[str]:
    """Each student id's page's file name: the id itself, with ``.html`` (a second learner of
    one id, merged from files of another learner name, gets ``-2``, ``-3``, …)."""
    names: list[str] = []
    for student in ids:
        name, n = f"{student}.html", 1
        while name in names:
            n += 1
            name = f"{student}-{n}.html"
        names.append(name)
    return names


__all__ = ["STYLE", "missed_html", "page_names", "position_html"]
