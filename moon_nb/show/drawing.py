"""Drawing pieces for `moon_nb.show.svg`: markup helpers, layout boxes, and the domino itself.

A picture is built from `Block` values: a piece of SVG drawn at the origin plus the box it takes
up, stacked with `column` and `row`, so no layout code computes absolute coordinates. Numbers
are written by `num` (at most two decimals), so the same picture always gives the same bytes.
Colours are presentation attributes, never CSS, and nothing carries an ``id``: inline SVG shares
the page's stylesheet and id space.
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Literal

from moon_nb.engine.tiles import Tile
from moon_nb.engine.trump import Trump, TrumpLike
from moon_nb.show.lines import fonts_for, units, wrap
from moon_nb.speech import _

Align = Literal["start", "middle", "end"]

TILE_W, TILE_H = 36.0, 72.0
"""A vertical tile at scale 1; each half is a ``TILE_W`` square."""

FONT = "system-ui, -apple-system, Segoe UI, Roboto, Helvetica, Arial, sans-serif"
"""The pictures' fonts for Latin letters; a picture with words in another script names the
fonts that carry it before the generic family (`font_family`)."""
IVORY, TILE_EDGE, PIP, DIVIDER, PIN = "#fbf7ea", "#4a4336", "#1c1914", "#9a907d", "#b08d3c"
BACK, BACK_EDGE, BACK_TRIM = "#24475f", "#c9d6e3", "#d9c27c"
"""A face-down tile: its back, its edge (light, as the live table's: a dark one read 1.8:1 on
the felt, under WCAG 1.4.11's 3:1), its gold trim."""
TRUMP_GOLD, BADGE_EDGE, RING = "#d4a017", "#7a5a08", "#38a3ff"
FELT, FELT_EDGE, INK, MUTED, GOLD = "#1f5c45", "#143d2e", "#f4eedb", "#b7cbbf", "#f2c14e"

_LO, _MID, _HI = 0.22, 0.5, 0.78
PIP_SPOTS: tuple[tuple[tuple[float, float], ...], ...] = (
    (),
    ((_MID, _MID),),
    ((_HI, _LO), (_LO, _HI)),
    ((_HI, _LO), (_MID, _MID), (_LO, _HI)),
    ((_LO, _LO), (_HI, _LO), (_LO, _HI), (_HI, _HI)),
    ((_LO, _LO), (_HI, _LO), (_MID, _MID), (_LO, _HI), (_HI, _HI)),
    ((_LO, _LO), (_HI, _LO), (_LO, _MID), (_HI, _MID), (_LO, _HI), (_HI, _HI)),
)
"""Where the pips of 0..6 sit on one half of a vertical tile: (across, along) in a unit square."""


# --- markup primitives -----------------------------------------------------------------------


def num(value: float) -> str:
    """A coordinate as text: at most two decimals, no trailing zeros, never ``-0``."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("", "-0") else text


def el(tag: str, body: str | None = None, **attrs: object) -> str:
    """One element. ``class_`` becomes ``class`` and ``stroke_width`` ``stroke-width``;
    None values are left out; numbers go through `num`; every value is escaped."""
    out = [f"<{tag}"]
    for name, value in attrs.items():
        if value is None:
            continue
        text = num(value) if isinstance(value, int | float) else str(value)
        out.append(f' {name.rstrip("_").replace("_", "-")}="{html.escape(text)}"')
    return "".join(out) + ("/>" if body is None else f">{body}</{tag}>")


def title_el(text: str) -> str:
    """A ``<title>``: the name a screen reader says, and the tooltip a mouse shows."""
    return el("title", html.escape(text))


@dataclass(frozen=True)
class Block:
    """A piece of picture drawn at the origin, and the box it takes up."""

    svg: str
    width: float
    height: float


def at(x: float, y: float, block: Block) -> str:
    """The block moved to ``(x, y)``."""
    if not (x or y):
        return block.svg
    return el("g", block.svg, transform=f"translate({num(x)} {num(y)})")


def shift(extent: float, size: float, align: Align) -> float:
    """Where a thing of ``size`` starts inside ``extent`` when aligned to its start, middle or
    end."""
    return {"start": 0.0, "middle": (extent - size) / 2, "end": extent - size}[align]


def column(blocks: Sequence[Block], gap: float = 6.0, align: Align = "start") -> Block:
    """Blocks stacked top to bottom."""
    width = max((b.width for b in blocks), default=0.0)
    parts, y = [], 0.0
    for b in blocks:
        parts.append(at(shift(width, b.width, align), y, b))
        y += b.height + gap
    return Block("".join(parts), width, max(0.0, y - gap))


def row(blocks: Sequence[Block], gap: float = 6.0, align: Align = "start") -> Block:
    """Blocks side by side, left to right."""
    height = max((b.height for b in blocks), default=0.0)
    parts, x = [], 0.0
    for b in blocks:
        parts.append(at(x, shift(height, b.height, align), b))
        x += b.width + gap
    return Block("".join(parts), max(0.0, x - gap), height)


def text(
    words: str,
    size: float = 13,
    fill: str = INK,
    weight: str | None = None,
    anchor: Align = "start",
) -> Block:
    """One line of text. Its width is estimated by script (`moon_nb.show.lines.units`);
    ``anchor`` pins the exact point (left, centre or right of the box), so centred and
    right-aligned text lands exactly."""
    width = 0.57 * size * units(words)
    x = shift(width, 0.0, anchor)
    svg = el(
        "text",
        html.escape(words),
        x=x,
        y=size,
        font_size=size,
        fill=fill,
        font_weight=weight,
        text_anchor=None if anchor == "start" else anchor,
    )
    return Block(svg, width, size * 1.3)


def para(
    words: str | Sequence[str],
    width: float,
    size: float = 13,
    fill: str = INK,
    anchor: Align = "start",
) -> Block:
    """A paragraph wrapped to about ``width`` pixels, broken where its script allows and
    measured by script (`moon_nb.show.lines`). A list of short phrases is joined with `` · ``
    and broken only between phrases."""
    limit = max(12, int(width / (0.55 * size)))
    if isinstance(words, str):
        lines = wrap(words, limit)
    else:
        lines = []
        for phrase in words:
            if lines and units(lines[-1]) + 3 + units(phrase) <= limit:
                lines[-1] += " · " + phrase
            else:
                lines.append(phrase)
    return column([text(line, size, fill, anchor=anchor) for line in lines], 1.0, anchor)


def panel(block: Block, pad: float = 14.0) -> Block:
    """The block on a rounded felt-green tray, the table cloth of every composite picture."""
    w, h = block.width + 2 * pad, block.height + 2 * pad
    felt = el(
        "rect",
        x=0.5,
        y=0.5,
        width=w - 1,
        height=h - 1,
        rx=12,
        fill=FELT,
        stroke=FELT_EDGE,
        stroke_width=1,
    )
    return Block(felt + at(pad, pad, block), w, h)


def font_family(words: str) -> str:
    """The picture's font stack: `FONT`, with the fonts of each other script in ``words``
    (Lao, Devanagari, Armenian) named before ``sans-serif``, so no letter is left to chance."""
    named = fonts_for(words)
    if not named:
        return FONT
    return FONT.removesuffix("sans-serif") + ", ".join(named) + ", sans-serif"


def document(block: Block, label: str, scale: float = 1.0) -> str:
    """A standalone SVG document of the block, with its accessible name, in fonts that carry
    every script it is written in."""
    w, h = block.width, block.height
    return (
        '<svg xmlns="http://www.w3.org/2000/svg"'
        f' width="{num(w * scale)}" height="{num(h * scale)}"'
        f' viewBox="0 0 {num(w)} {num(h)}" role="img"'
        f' aria-label="{html.escape(label)}" font-family="{font_family(label + block.svg)}">'
        f"{title_el(label)}{block.svg}</svg>"
    )


# --- one tile --------------------------------------------------------------------------------


@dataclass(frozen=True)
class Place:
    """A tile's scale and whether it lies on its side (high end to the left)."""

    scale: float = 1.0
    horizontal: bool = False

    @property
    def width(self) -> float:
        """The tile's width in the picture."""
        return (TILE_H if self.horizontal else TILE_W) * self.scale

    @property
    def height(self) -> float:
        """The tile's height in the picture."""
        return (TILE_W if self.horizontal else TILE_H) * self.scale

    def point(self, across: float, along: float) -> tuple[float, float]:
        """A point of the vertical tile (``along`` runs down from the high end) in the picture."""
        s = self.scale
        return (along * s, (TILE_W - across) * s) if self.horizontal else (across * s, along * s)


def is_trump(tile: Tile | None, trump: TrumpLike) -> bool:
    """The tile is face up and a trump (no trump given: never)."""
    return tile is not None and Trump.of(trump).is_trump(tile)


def tile_name(tile: Tile | None, trump: bool) -> str:
    """What a screen reader says for a tile: ``"6-4"``, ``"6-4, trump"``, or for a tile
    lying face down just ``"face-down tile"`` (nothing that tells which one)."""
    if tile is None:
        return _("face-down tile")
    return _("{tile}, trump", tile=str(tile)) if trump else str(tile)


def _star(cx: float, cy: float, r: float) -> str:
    """The points of a five-pointed star: the trump badge's emblem."""
    spots = (
        (0.0, -1.0),
        (0.225, -0.309),
        (0.951, -0.309),
        (0.363, 0.118),
        (0.588, 0.809),
        (0.0, 0.382),
        (-0.588, 0.809),
        (-0.363, 0.118),
        (-0.951, -0.309),
        (-0.225, -0.309),
    )
    return " ".join(f"{num(cx + r * dx)},{num(cy + r * dy)}" for dx, dy in spots)


def _face(tile: Tile, place: Place) -> list[str]:
    """The face of a tile: the dividing line, the brass pin, and the pips of each half."""
    s = place.scale
    (x1, y1), (x2, y2) = place.point(5, TILE_W), place.point(TILE_W - 5, TILE_W)
    parts = [el("line", x1=x1, y1=y1, x2=x2, y2=y2, stroke=DIVIDER, stroke_width=1.3 * s)]
    cx, cy = place.point(TILE_W / 2, TILE_W)
    parts.append(el("circle", cx=cx, cy=cy, r=1.7 * s, fill=PIN))
    for start, number in ((0.0, tile.high), (TILE_W, tile.low)):
        for across, along in PIP_SPOTS[number]:
            px, py = place.point(across * TILE_W, start + along * TILE_W)
            parts.append(el("circle", class_="moon-pip", cx=px, cy=py, r=3.4 * s, fill=PIP))
    return parts


def _back(place: Place) -> list[str]:
    """The back of a tile: a gold trim and a crescent moon, the same on every tile."""
    s, w, h = place.scale, place.width, place.height
    trim = el(
        "rect",
        x=3.5 * s,
        y=3.5 * s,
        width=w - 7 * s,
        height=h - 7 * s,
        rx=3 * s,
        fill="none",
        stroke=BACK_TRIM,
        stroke_width=1 * s,
        opacity=0.8,
    )
    r, cx, cy = 7.5 * s, w / 2 + 1.5 * s, h / 2
    moon = (
        f"M{num(cx)},{num(cy - r)} A{num(r)},{num(r)} 0 0 0 {num(cx)},{num(cy + r)}"
        f" A{num(0.4 * r)},{num(r)} 0 0 1 {num(cx)},{num(cy - r)} Z"
    )
    return [trim, el("path", d=moon, fill=BACK_TRIM)]


def tile_block(
    tile: Tile | None,
    place: Place,
    *,
    trump: bool = False,
    highlight: bool = False,
    dim: bool = False,
    title: str | None = None,
) -> Block:
    """One domino: face up when ``tile`` is given, else its back. A trump gets a gold border
    and a gold star badge on its top right corner; ``highlight`` rings it in blue."""
    s, w, h = place.scale, place.width, place.height
    parts = [title_el(title)] if title is not None else []
    parts.append(
        el("rect", x=1.2 * s, y=2 * s, width=w, height=h, rx=5 * s, fill="#000", opacity=0.28)
    )
    if highlight:
        parts.append(
            el(
                "rect",
                x=-3.5 * s,
                y=-3.5 * s,
                width=w + 7 * s,
                height=h + 7 * s,
                rx=8 * s,
                fill="none",
                stroke=RING,
                stroke_width=2.6 * s,
            )
        )
    fill, edge = (IVORY, TILE_EDGE) if tile is not None else (BACK, BACK_EDGE)
    parts.append(
        el(
            "rect",
            x=0,
            y=0,
            width=w,
            height=h,
            rx=5 * s,
            fill=fill,
            stroke=TRUMP_GOLD if trump else edge,
            stroke_width=(2.6 if trump else 1.4) * s,
        )
    )
    parts.extend(_face(tile, place) if tile is not None else _back(place))
    if trump:
        bx, by = w - 0.5 * s, 0.5 * s
        badge = el(
            "circle",
            cx=bx,
            cy=by,
            r=6.5 * s,
            fill=TRUMP_GOLD,
            stroke=BADGE_EDGE,
            stroke_width=1 * s,
        ) + el("polygon", points=_star(bx, by, 4.2 * s), fill="#fffbe6")
        parts.append(el("g", badge, class_="moon-trump-mark"))
    kind = "moon-tile" if tile is not None else "moon-tile moon-back"
    svg = el("g", "".join(parts), class_=kind, opacity=0.4 if dim else None)
    return Block(svg, w, h)


def tiles_block(
    tiles: Sequence[Tile | None],
    trump: TrumpLike,
    place: Place,
    lit: Iterable[Tile] = (),
    faded: Iterable[Tile] = (),
) -> Block:
    """Tiles in a row (vertical tiles) or a column (tiles on their side); None is a face-down
    tile."""
    lit, faded = frozenset(lit), frozenset(faded)
    blocks = []
    for tile in tiles:
        marked = is_trump(tile, trump)
        blocks.append(
            tile_block(
                tile,
                place,
                trump=marked,
                highlight=tile in lit,
                dim=tile in faded,
                title=tile_name(tile, marked),
            )
        )
    gap = 7 * place.scale
    return column(blocks, gap) if place.horizontal else row(blocks, gap)


def trick_block(
    plays: Sequence[tuple[int, Tile]], trump: TrumpLike, winner: int | None, players: int
) -> Block:
    """The tiles of a trick in play order, each under its seat's name; the first is marked
    "led", the winner's is ringed ("wins", or "winning" while seats are still to play), and a
    dashed outline waits for each seat still to play."""
    done = len(plays) >= players
    slots = []
    for k, (seat, tile) in enumerate(plays):
        won = seat == winner
        # TRANSLATORS: under the first tile of a trick picture: the tile that was led.
        notes = ([_("led")] if k == 0 else []) + (
            # TRANSLATORS: under a trick picture's winning tile, when every seat has played.
            [_("wins") if done else _("winning")] if won else []
        )
        marked = is_trump(tile, trump)
        slots.append(
            column(
                [
                    text(_("Seat {seat}", seat=seat), 12, GOLD if won else INK, "bold", "middle"),
                    tile_block(
                        tile,
                        Place(),
                        trump=marked,
                        highlight=won,
                        # TRANSLATORS: a trick picture's tile for a screen reader: "Seat 2: 6-4".
                        title=_("Seat {seat}: {tile}", seat=seat, tile=tile_name(tile, marked)),
                    ),
                    text(" · ".join(notes), 12, GOLD if won else MUTED, anchor="middle"),
                ],
                8,
                "middle",
            )
        )
    outline = el(
        "rect",
        x=0.5,
        y=0.5,
        width=TILE_W - 1,
        height=TILE_H - 1,
        rx=5,
        fill="none",
        stroke=MUTED,
        stroke_width=1.2,
        stroke_dasharray="4 3",
    )
    for k in range(1, players - len(plays) + 1 if plays else 0):
        slots.append(
            column(
                [
                    text(
                        _("Seat {seat}", seat=(plays[-1][0] + k) % players),
                        12,
                        MUTED,
                        anchor="middle",
                    ),
                    Block(outline, TILE_W, TILE_H),
                    # TRANSLATORS: under the empty place of a seat still to play in a trick.
                    text(_("to play"), 12, MUTED, anchor="middle"),
                ],
                8,
                "middle",
            )
        )
    return row(slots, 16) if slots else text(_("No tiles played yet."), 13, MUTED)


def trick_words(
    plays: Sequence[tuple[int, Tile]], trump: TrumpLike, winner: int | None, players: int
) -> str:
    """A trick in words: ``"Trick: seat 1 6-4, seat 2 4-4, trump; seat 2 wins"`` (``"is
    winning"`` while seats are still to play)."""
    said = [
        # TRANSLATORS: one play of a trick, in a list of them: "seat 1 6-4", "seat 2 4-4, trump".
        _("seat {seat} {tile}", seat=seat, tile=tile_name(t, is_trump(t, trump)))
        for seat, t in plays
    ]
    plays_said = ", ".join(said)
    if not plays:
        return _("Trick: no tiles yet")
    if winner is None:
        return _("Trick: {plays}", plays=plays_said)
    if len(plays) >= players:
        return _("Trick: {plays}; seat {seat} wins", plays=plays_said, seat=winner)
    return _("Trick: {plays}; seat {seat} is winning", plays=plays_said, seat=winner)
