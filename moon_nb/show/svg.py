"""Static pictures of Moon: dominoes, hands, tricks and whole tables as SVG strings.

Every function here is pure and deterministic: the same arguments give the same bytes (no ids of
any kind, no memory addresses, numbers written with at most two decimals), so notebooks diff
cleanly and the pictures show anywhere SVG does: GitHub, nbconvert HTML, a kernel-less JupyterLab.
In HTML (`figure_html`, what every ``_repr_html_`` of the library shows) a picture is an ``<img>``
of the SVG as a ``data:`` URI, which survives the sanitizer of a notebook nobody has trusted yet.

The pictures carry their own colours (ivory tiles with a dark outline, on a felt-green table; text
only ever on the felt), so they read on light and dark notebook themes alike. The pieces they are
drawn with live in `moon_nb.show.drawing`; the whole table is drawn from a scene by
`moon_nb.show.table_svg`.
"""

from __future__ import annotations

import base64
import html
import re
from collections.abc import Callable, Iterable
from typing import Any

from moon_nb.engine.tiles import Tile, TileLike, join
from moon_nb.engine.trump import TrumpLike
from moon_nb.show import drawing as d
from moon_nb.show.drawing import INK, MUTED
from moon_nb.speech import _

_ROOT = re.compile(r"\s*<svg\b([^>]*)>")
_ATTRIBUTE = re.compile(r'([\w:-]+)="([^"]*)"')
"""A picture's root element, and one attribute in it (values are escaped: no raw quotes)."""


def tile_svg(
    tile: TileLike | None,
    *,
    trump: TrumpLike = None,
    horizontal: bool = False,
    scale: float = 1.0,
    face_down: bool = False,
    highlight: bool = False,
    dim: bool = False,
    title: str | None = None,
) -> str:
    """A domino as it lies on the table: high end on top (on the left when ``horizontal``).

    When it is a trump under ``trump`` (a number 0..6, ``"doubles"``; None means no trump was
    given) it wears a gold border and star. ``face_down`` draws its back, which tells nothing
    about the tile (``tile`` may then be None). ``highlight`` rings it, ``dim`` fades it (a tile
    that may not be played, say). ``title`` replaces the accessible name (``"6-4, trump"``).
    """
    if not scale > 0:
        raise ValueError(f"scale must be positive, not {scale!r}")
    face = None if face_down or tile is None else Tile.of(tile)
    if face is None and not face_down:
        raise ValueError("a face-up tile needs a tile; pass face_down=True to draw a tile's back")
    marked = d.is_trump(face, trump)
    block = d.tile_block(face, d.Place(1.0, horizontal), trump=marked, highlight=highlight, dim=dim)
    margin = 8.0
    framed = d.Block(
        d.at(margin, margin, block), block.width + 2 * margin, block.height + 2 * margin
    )
    return d.document(framed, title if title is not None else d.tile_name(face, marked), scale)


# --- hands and tricks ------------------------------------------------------------------------


def hand_svg(
    tiles: Iterable[TileLike],
    *,
    trump: TrumpLike = None,
    label: str | None = None,
    highlight: Iterable[TileLike] = (),
    dim: Iterable[TileLike] = (),
) -> str:
    """A hand of tiles in the order given, on a felt tray, with an optional caption: trumps
    are marked, ``highlight`` tiles ringed (the legal plays, say), ``dim`` tiles faded."""
    hand = [Tile.of(t) for t in tiles]
    row = d.tiles_block(
        hand, trump, d.Place(), [Tile.of(t) for t in highlight], [Tile.of(t) for t in dim]
    )
    if not hand:
        # TRANSLATORS: a picture of a hand that holds no tile.
        row = d.text(_("no tiles"), 13, MUTED)
    parts = [d.text(label, 14, INK, "bold"), row] if label else [row]
    words = join(hand) if hand else _("no tiles")
    # TRANSLATORS: a hand picture's name for a screen reader: its label, then its tiles.
    named = _("{label}: {tiles}", label=label, tiles=words) if label else None
    return d.document(d.panel(d.column(parts, 10)), named or _("Hand: {tiles}", tiles=words))


def trick_svg(
    plays: Iterable[tuple[int, TileLike]],
    *,
    trump: TrumpLike = None,
    winner: int | None = None,
    players: int = 3,
) -> str:
    """A trick: ``plays`` are (seat, tile) pairs in play order. Each tile stands under "Seat N";
    the ``winner`` seat's tile is ringed; seats still to play (of ``players``) show an outline."""
    pairs = [(seat, Tile.of(t)) for seat, t in plays]
    return d.document(
        d.panel(d.trick_block(pairs, trump, winner, players)),
        d.trick_words(pairs, trump, winner, players),
    )


def _picture_attributes(svg: str) -> dict[str, str]:
    """The attributes of a picture's root ``<svg>`` element, unescaped: its ``width``,
    ``height`` and ``aria-label`` (the description a screen reader says), among others."""
    root = _ROOT.match(svg)
    if root is None:
        raise ValueError(f"not an SVG picture: {svg[:40]!r}")
    return {name: html.unescape(value) for name, value in _ATTRIBUTE.findall(root.group(1))}


def image_html(svg: str, alt: str | None = None) -> str:
    """An SVG picture as an ``<img>`` whose source is a ``data:`` URI of the picture itself.

    Notebooks show it where they would strip inline ``<svg>``: JupyterLab and Notebook 7
    sanitize the HTML of a notebook nobody has run or trusted, and keep an ``<img>``. The
    ``alt`` text is the picture's own description (its ``aria-label``) unless given, so a
    screen reader says what it said for the inline picture. The picture carries its own
    colours, so it reads the same on light and dark themes; it shrinks to fit a narrow page.
    """
    attrs = _picture_attributes(svg)
    described = alt if alt is not None else attrs.get("aria-label", "")
    if not described.strip():
        raise ValueError("a picture needs a description for its alt text")
    data = base64.b64encode(svg.encode("utf-8")).decode("ascii")
    size = "".join(
        f' {name}="{html.escape(attrs[name])}"' for name in ("width", "height") if name in attrs
    )
    return (
        f'<img src="data:image/svg+xml;base64,{data}" alt="{html.escape(described)}"{size}'
        ' style="max-width:100%;height:auto;vertical-align:top"/>'
    )


def live_image_html(svg: str) -> str:
    """A picture laid out as a live table is (`moon_nb.show.table_svg.live_svg`: ``width`` 100%,
    a fixed height) as an image in its place: as wide as the page lets the live table be (up to
    its 1000 px) and as tall, so that the table going live moves nothing. Every style it uses is
    one a notebook nobody has trusted keeps. JupyterLab's HTML output keeps a 20 px gutter on
    its right that a widget's has not: the image reaches into it, ending where the live
    table's edge will be. Its alt text is the picture's description."""
    attrs = _picture_attributes(svg)
    alt = attrs.get("aria-label", "")
    if not alt.strip():
        raise ValueError("a picture needs a description for its alt text")
    data = base64.b64encode(svg.encode("utf-8")).decode("ascii")
    return (
        '<div class="moon-static" style="margin-right:-20px;margin-bottom:0">'
        f'<img src="data:image/svg+xml;base64,{data}" alt="{html.escape(alt)}"'
        f' width="100%" height="{html.escape(attrs["height"])}"'
        ' style="max-width:1000px;vertical-align:top"/></div>'
    )


def figure_html(svg: str, caption: str) -> str:
    """An SVG picture as an image (`image_html`) in a small ``<figure>`` with its caption
    (escaped), for ``_repr_html_``; the image's alt text is the picture's description, or the
    caption for a picture that has none."""
    alt = _picture_attributes(svg).get("aria-label") or caption
    return (
        '<figure class="moon-figure" style="display:inline-block;vertical-align:top;'
        f'max-width:100%;margin:0.25em;text-align:center">{image_html(svg, alt)}'
        f'<figcaption style="font-size:max(12px,0.85em);opacity:0.8">{html.escape(caption)}'
        "</figcaption>"
        "</figure>"
    )


def with_static_html(bundle: Any, picture: Callable[[], str]) -> Any:
    """A widget's output (its ``_repr_mimebundle_``) with a static ``text/html`` picture next
    to the live view, shown where no widget can run (nbconvert HTML, GitHub, nbviewer)."""
    if bundle is None:
        return None
    data, metadata = bundle
    return {**data, "text/html": picture()}, metadata
