"""What a lesson shows: pictures with captions, rows of pictures, and boxed notes.

Everything here renders the same bytes for the same values (no ids, no memory addresses), so a
notebook's saved outputs can be compared exactly. Each value has a plain-text form (its
``repr``) and an HTML form with inline SVG pictures, which shows in JupyterLab, in nbconvert's
HTML and on GitHub without a kernel.
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from moon_nb.show import svg

# Colours that read on light and dark notebook themes alike: a tinted, half-transparent
# background and a strong left border.
_TONES = {
    "right": ("#2e9e5b", "rgba(46, 158, 91, 0.10)"),
    "wrong": ("#d9822b", "rgba(217, 130, 43, 0.10)"),
    "info": ("#3a7bd5", "rgba(58, 123, 213, 0.10)"),
    "waiting": ("#8a8a8a", "rgba(138, 138, 138, 0.10)"),
}

Tone = Literal["right", "wrong", "info", "waiting"]
"""How a note looks: a right or a wrong answer, information (a question, a solution), or a
reply that is waiting for an answer (the placeholder was not replaced)."""

Kind = Literal["question", "right", "wrong", "solution", "waiting", "progress", "example"]
"""What a note is, written into its HTML class (``moon-lesson moon-<kind>``), so a saved
notebook can be checked for feedback that gives an answer away."""


@dataclass(frozen=True)
class Figure:
    """One picture (an SVG string) with its caption, which is also its text form."""

    svg: str
    caption: str

    def _repr_html_(self) -> str:
        return svg.figure_html(self.svg, self.caption)

    def __repr__(self) -> str:
        return f"<Figure: {self.caption}>"


def figure_of(item: Any) -> Figure:
    """A `Figure` from anything that draws itself: a `Figure`, a `Tile`, a hand or trick from
    `moon_nb.show.pictures`, a `Game` (anything with ``_repr_svg_``)."""
    if isinstance(item, Figure):
        return item
    drawing = getattr(item, "_repr_svg_", None)
    if drawing is None:
        raise TypeError(f"{type(item).__name__} does not draw itself")
    caption = getattr(item, "caption", None)
    return Figure(str(drawing()), str(caption) if caption else str(item))


@dataclass(frozen=True)
class Gallery:
    """Pictures side by side (wrapping on a narrow page), with an optional title."""

    figures: tuple[Figure, ...]
    title: str = ""

    def _repr_html_(self) -> str:
        head = f"<p><strong>{html.escape(self.title)}</strong></p>" if self.title else ""
        body = "".join(f._repr_html_() for f in self.figures)
        return f'<div class="moon-gallery">{head}{body}</div>'

    def __repr__(self) -> str:
        lines = [self.title] if self.title else []
        lines += [f.caption for f in self.figures]
        return "\n".join(lines)


def gallery(*items: Any, title: str = "") -> Gallery:
    """Show pictures side by side: ``gallery(Tile(6, 4), show_hand(...), title="...")``. A
    list or tuple among the items is opened up into its pictures."""
    figures: list[Figure] = []
    for item in items:
        if isinstance(item, list | tuple):
            figures.extend(figure_of(x) for x in item)
        else:
            figures.append(figure_of(item))
    return Gallery(tuple(figures), title)


def card(
    tone: Tone,
    headline: str,
    lines: Iterable[str],
    figures: Sequence[Figure] = (),
    note: str = "",
    kind: Kind = "question",
) -> str:
    """A boxed note: a bold headline, paragraphs, pictures, then a small note. ``kind`` says
    what it is (see `Kind`)."""
    edge, fill = _TONES[tone]
    paras = "".join(f'<p style="margin:0.3em 0">{html.escape(x)}</p>' for x in lines)
    pics = "".join(f._repr_html_() for f in figures)
    pics = f'<div style="margin-top:0.4em">{pics}</div>' if pics else ""
    if note:
        # Smaller than the card's words, never under 12 px (the suite's legibility floor).
        style = "margin:0.3em 0;opacity:0.8;font-size:max(12px,0.85em)"
        pics += f'<p style="{style}">{html.escape(note)}</p>'
    return (
        f'<div class="moon-lesson moon-{kind}" style="border-left:4px solid {edge};'
        f'background:{fill};padding:0.5em 0.9em;margin:0.3em 0;border-radius:4px">'
        f'<p style="margin:0.2em 0"><strong>{html.escape(headline)}</strong></p>'
        f"{paras}{pics}</div>"
    )
