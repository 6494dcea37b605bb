"""The table as a static SVG picture, drawn from a scene in the live table's layout and words
(`moon_nb.show.scenes`; the live table is ``widget_js/src/render.js``): the felt with the game's
facts along its top, the other seats at their places with their tiles face down, the trick laid
out by seat — each tile in front of the seat that played it — the widow and the bidding in the
middle, and the seat it is seen from at the bottom of the felt with its hand. Nothing is worked
out here: every word is the scene's, every tile it shows is the scene's (the seat's own hand,
the trick) or a teacher's face-up hands.

The table widget shows this picture where no JavaScript runs (nbconvert HTML, GitHub, a notebook
not run yet, the course site while Python starts): it says "Starting…" where the live table
speaks to the learner, and never "your turn", and it marks no tile as one that may be played.
``game_svg(game)`` without a seat is the teacher's picture, every hand face up.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence

from moon_nb.engine.game import Game
from moon_nb.engine.tiles import Tile
from moon_nb.show import drawing as d
from moon_nb.show.decisions import decision_of
from moon_nb.show.drawing import Block
from moon_nb.show.felt_parts import (
    FELT,
    FELT_EDGE,
    HELD,
    INK,
    MUTED,
    TABLE_W,
    band,
    chip,
    held_tiles,
    marked,
    middle_block,
    others_turn,
    seat_tray,
    top_line,
    tray,
    you_head,
)
from moon_nb.show.scenes import scene_of
from moon_nb.show.story import revealed
from moon_nb.show.wire import Decision, Revealed, Scene, SeatScene
from moon_nb.speech import N_, _

# TRANSLATORS: the table picture's flag while the live table has not started.
STARTING = N_("Starting…")
"""What the picture says where the live table speaks to the learner: it is not live yet."""
STARTING_TEXT = N_("Starting… This is a picture of the table until it is live.")
LABELS = (
    N_("Moon"),
    N_("Widow"),
    N_("Bidder"),
    N_("partner"),
    N_("discard"),
    N_("Every hand face up"),
    STARTING,
    STARTING_TEXT,
)
"""The picture's own words, besides the scene's: the live table's own labels (in English;
the picture says each in the language of the moment)."""


def game_svg(game: Game, seat: int | None = None) -> str:
    """A snapshot of a game. With a ``seat``: the table exactly as that seat sees it, drawn from
    its scene and decision alone (the tiles it may not play now faded). Without: the teacher's
    picture — laid out from seat 0's place, every seat named by number, every hand, the widow
    and the discard face up."""
    if seat is None:
        return scene_svg(scene_of(game.observe(0), spectator=True), None, revealed(game.face_up()))
    seen = game.observe(seat)
    return scene_svg(scene_of(seen), decision_of(seen))


def scene_svg(
    scene: Scene,
    decision: Decision | None = None,
    face_up: Revealed | None = None,
    title: str | None = None,
    starting: bool = False,
) -> str:
    """The table of ``scene`` in the live table's layout: the seat it is seen from at the bottom
    of the felt (with a ``decision``, the tiles it may not play now faded; without one, no tile
    is marked), the others at their places with their tiles face down — or face up from
    ``face_up``, a teacher's view. ``starting``: the picture stands in for a live table that
    has not started (it says so, and not whose turn it is). ``title``: the table's name
    (by default "Moon" in the language of the moment)."""
    title = title or _("Moon")
    shown = face_up or {}
    faded = {c["tile"] for c in decision["tiles"] if not c["legal"]} if decision else set()
    by_place = {s["position"]: s for s in scene["seats"]}
    rows = [top_line(scene, face_up is not None)]
    say = _(STARTING_TEXT) if starting else scene["turn_text"] or scene["status_text"]
    you = _you(scene, by_place["bottom"], faded, shown, say)
    rows += [band(scene, by_place, shown, starting), you]
    felt = d.column(rows, 8)
    viewer = None if face_up else by_place["bottom"]["name"]
    return d.document(_felt(felt, _bar(title, starting)), _named(title, viewer, scene, starting))


def _named(title: str, viewer: str | None, scene: Scene, starting: bool) -> str:
    """The picture's whole name for a screen reader: `_label`, then whose turn it is (the
    others' for a table starting) and the trump and contract."""
    label = _label(title, viewer, scene, starting)
    turn = others_turn(scene) if starting else scene["turn_text"]
    label += f", {turn[0].lower()}{turn[1:]}" if turn else ""
    return label + "".join(f"; {w}" for w in (scene["trump_text"], scene["contract_text"]) if w)


def _label(title: str, viewer: str | None, scene: Scene, starting: bool) -> str:
    """The head of the picture's name for a screen reader: the table, whose view it is (a
    seat's, or a teacher's for None), and the hand."""
    hand = scene["hand_label"]
    if viewer is None and starting:
        return _(
            "{title} table (starting: a picture until it is live), seen by a teacher: {hand}",
            title=title,
            hand=hand,
        )
    if viewer is None:
        return _("{title} table, seen by a teacher: {hand}", title=title, hand=hand)
    if starting:
        return _(
            "{title} table (starting: a picture until it is live), seen by {viewer}: {hand}",
            title=title,
            viewer=viewer.lower(),
            hand=hand,
        )
    return _(
        "{title} table, seen by {viewer}: {hand}", title=title, viewer=viewer.lower(), hand=hand
    )


# --- pieces -------------------------------------------------------------------------------------


def _felt(block: Block, bar: Block, pad: float = 12.0) -> Block:
    """The block on the felt, below the ``bar`` (the live table's bar above its felt): the
    live table's green cloth, rounded, under both — an image's text must lie on its own
    cloth, whatever the page's colour."""
    below = pad + bar.height
    w, h = block.width + 2 * pad, below + block.height + 2 * pad
    cloth = d.el(
        "rect", x=0.5, y=0.5, width=w - 1, height=h - 1, rx=14, fill=FELT, stroke=FELT_EDGE
    )
    # The cloth comes first, under everything; the group that a test measures as the felt
    # holds an unpainted box of the felt's size, below the bar.
    box = d.el("rect", width=w, height=h - below, fill="none")
    felt = Block(d.el("g", box + d.at(pad, pad, block), class_="moon-felt"), w, h - below)
    return Block(cloth + d.at(0, pad, bar) + d.at(0, below, felt), w, h)


def _bar(title: str, starting: bool) -> Block:
    """The line above the felt, where the live table has its bar: the table's name, and at
    the end, where the live table's tools are, "Starting…" while it is not live."""
    name = d.text(title, 15, INK, "bold")
    flag = chip(_(STARTING)) if starting else Block("", 0, 0)
    height = max(name.height, flag.height)
    svg = d.at(12, 0, name) + d.at(TABLE_W + 12 - flag.width, 0, flag)
    return Block(svg, TABLE_W + 24, height)


def _you(scene: Scene, seat: SeatScene, faded: set[str], shown: Revealed, say: str) -> Block:
    """The seat the table is seen from, at the bottom of the felt: the line where the live
    table speaks (``say``), its hand face up as it holds it (trumps marked; with a decision,
    the tiles it may not play now faded), and under the hand its name and chips, as the live
    table lays them out."""
    hands = shown.get("hands")
    named = you_head(seat, shown, 6)
    # The live table's line for its words has a fixed height, whatever they are.
    said = d.para(say, TABLE_W - 30, 13, MUTED)
    line_said = Block(said.svg, said.width, max(said.height, 60))
    if hands is not None:
        place = d.Place(HELD)
        blocks = [d.tile_block(Tile.parse(t), place, title=t) for t in hands[seat["seat"]]]
    else:
        blocks = held_tiles(scene, faded, 6)
    hand = d.row(blocks, 6, "end") if blocks else Block("", 0, 0)
    inner = TABLE_W - 16
    centred = Block(d.at((inner - hand.width) / 2, 0, hand), inner, max(hand.height, 96))
    in_hand = marked(centred, class_="moon-hand")
    return tray(d.column([line_said, in_hand, named], 8), TABLE_W, 8, class_="moon-you")


# --- the picture a notebook shows until the table is live ---------------------------------------

EDGE, BAR_H, FELT_TOP, SIDE = 9.0, 34.0, 49.0, 184.0
"""The live table at a laptop's width, in px from its top left (widget.css, bar.css, felt.css):
its border and padding, the bar's height, the felt's top, a side seat's column."""
FELT_H = {3: 436.0, 4: 500.0}
BAND_H = {3: 150.0, 4: 214.0}
"""The felt's height and its middle band's, by the number of players."""
NARROWEST = 620.0
"""The narrowest table laid out so: a narrower one stacks its felt (narrow.css)."""


def live_svg(scene: Scene, title: str, said: Sequence[str]) -> str:
    """The picture of ``scene`` that a notebook shows before its table is live (a saved
    notebook not run yet, or not trusted): every part at the live table's own place, in px
    from its left edge, its right edge or its middle, and as tall as it — so that at any width
    from `NARROWEST` to 1000 px (the live table's widest) going live moves nothing: not the
    hand, not the seats, not the cell below. ``said``: the lines in the learner's line (that it
    is a picture until it is live, and how to make it live), a sentence each, unbroken. Its
    width follows the page's (``width="100%"``): `moon_nb.show.svg.live_image_html` shows it."""
    n = scene["players"]
    by_place = {s["position"]: s for s in scene["seats"]}
    felt_h, band_h = FELT_H.get(n, FELT_H[3]), BAND_H.get(n, BAND_H[3])
    height = FELT_TOP + felt_h + EDGE
    you_top = FELT_TOP + 8 + 24 + 6 + band_h + 6
    you_h = FELT_TOP + felt_h - 10 - you_top

    def right(x: float, y: float, block: Block) -> str:
        # At ``x`` px from the right edge (a nested viewport whose origin is that edge).
        return d.el("svg", d.at(x, y, block), x="100%", overflow="visible")

    def centred(y: float, block: Block, **marks: object) -> str:
        inner = d.at(-block.width / 2, y, block)
        inner = d.el("g", inner, **marks) if marks else inner
        return d.el("svg", inner, x="50%", overflow="visible")

    # The picture's own cloth under everything (an image's text must lie on its own ground,
    # whatever the page's colour), as wide as the picture.
    parts = [
        d.el(
            "rect",
            x=0.5,
            y=0.5,
            height=height - 1,
            rx=12,
            fill=FELT,
            stroke=FELT_EDGE,
            style=_less(1),
        )
    ]
    name = d.text(title, 15, INK, "bold")
    parts.append(d.at(EDGE + 4, EDGE + (BAR_H - name.height) / 2, name))
    flag = chip(_(STARTING))
    parts.append(right(-EDGE - 4 - flag.width, EDGE + (BAR_H - flag.height) / 2, flag))
    felt = d.el(
        "rect",
        x=EDGE,
        y=FELT_TOP,
        height=felt_h,
        rx=14,
        fill=FELT,
        stroke=FELT_EDGE,
        stroke_width=3,
        style=_less(2 * EDGE),
    )
    parts.append(d.el("g", felt, class_="moon-felt"))
    parts.append(d.at(EDGE + 10, FELT_TOP + 8, top_line(scene, False, NARROWEST - 38)))
    band = FELT_TOP + 8 + 24 + 6
    parts.append(d.at(EDGE + 10, band, seat_tray(scene, by_place["left"], {}, SIDE)))
    parts.append(right(-EDGE - 10 - SIDE, band, seat_tray(scene, by_place["right"], {}, SIDE)))
    if "top" in by_place:
        top = seat_tray(scene, by_place["top"], {}, NARROWEST - 2 * (EDGE + 20 + SIDE), wide=True)
        parts.append(centred(band, top))
    middle = middle_block(scene, {}, 220.0, True)
    parts.append(centred(band + (52 if "top" in by_place else 0), middle))
    parts.append(_you_live(scene, by_place["bottom"], said, you_top, you_h, centred))
    label = _named(title, by_place["bottom"]["name"], scene, True)
    # How to make it live is said too (the first line, that it is a picture, the label says).
    label = ". ".join([label, *said[1:]])
    body = "".join(parts)
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" width="100%"'
        f' height="{d.num(height)}" role="img" aria-label="{html.escape(label)}"'
        f' font-family="{d.font_family(label + body)}">{d.title_el(label)}{body}</svg>'
    )


def _less(px: float) -> str:
    """A width that follows the picture's, ``px`` less (a geometry property in CSS)."""
    return f"width:calc(100% - {d.num(px)}px)"


def _you_live(
    scene: Scene,
    seat: SeatScene,
    said: Sequence[str],
    top: float,
    height: float,
    centred: Callable[..., str],
) -> str:
    """The learner's place as the live table lays it out (hand.css): the line where the table
    speaks, the hand centred under it, each tile at its place, and its name and chips at the
    foot, under the hand."""
    x = EDGE + 10
    tray = d.el(
        "rect", x=x, y=top, height=height, rx=12, fill="#000", opacity=0.18, style=_less(2 * x)
    )
    named = you_head(seat, {}, 5)
    words = d.column([d.text(line, 13, MUTED) for line in said], 1.0)
    # A new suit's tiles stand apart by 12 px more (hand.css: .moon-gap).
    tiles = held_tiles(scene, set(), 12)
    hand = d.row(tiles, 6, "end") if tiles else Block("", 0, 0)
    # The live place's rows: 72 px for the words at its top, then the hand, whose tiles stand
    # 16 px above its foot (its padding), then 3 px and a row 22 px tall for the name.
    name_top = top + height - 22
    foot = name_top - 3 - 16
    return d.el(
        "g",
        tray
        + d.at(x + 8, top + 6, words)
        + centred(foot - hand.height, hand, class_="moon-hand")
        + d.at(x + 8, name_top + (22 - named.height) / 2, named),
        class_="moon-you",
    )
