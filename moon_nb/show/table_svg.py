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
from collections.abc import Callable, Mapping, Sequence

from moon_nb.engine.game import Game
from moon_nb.engine.tiles import Tile
from moon_nb.show import drawing as d
from moon_nb.show.decisions import decision_of
from moon_nb.show.drawing import Block
from moon_nb.show.scenes import scene_of, tile_label
from moon_nb.show.story import revealed
from moon_nb.show.wire import Decision, PlayScene, Position, Revealed, Scene, SeatScene
from moon_nb.speech import N_, _

TABLE_W, SIDE_W, MIDDLE_H = 800.0, 170.0, 150.0
"""The felt's width, a side seat's column and the middle band's height: the live table's
proportions (widget_js/src/felt.css)."""
BACK, MID, HELD = 0.6, 32 / 36, 42 / 36
"""The scale of the other seats' tiles, of the trick's and of the learner's hand."""
FELT, FELT_EDGE, INK, MUTED = d.FELT, d.FELT_EDGE, "#f4f7f5", "#cfe0d6"
GOLD, GOLD_INK, BID = "#e8b923", "#222222", "#ffd54a"
"""The live table's colours in its light theme (widget_js/src/widget.css)."""

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
    rows = [_top(scene, face_up is not None)]
    say = _(STARTING_TEXT) if starting else scene["turn_text"] or scene["status_text"]
    you = _you(scene, by_place["bottom"], faded, shown, say)
    rows += [_band(scene, by_place, shown, starting), you]
    felt = d.column(rows, 8)
    viewer = None if face_up else by_place["bottom"]["name"]
    return d.document(_felt(felt, _bar(title, starting)), _named(title, viewer, scene, starting))


def _named(title: str, viewer: str | None, scene: Scene, starting: bool) -> str:
    """The picture's whole name for a screen reader: `_label`, then whose turn it is (the
    others' for a table starting) and the trump and contract."""
    label = _label(title, viewer, scene, starting)
    turn = _others_turn(scene) if starting else scene["turn_text"]
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


def _tray(
    block: Block, width: float, pad: float = 7.0, ring: bool = False, **marks: object
) -> Block:
    """A seat's darker tray under ``block``, ``width`` wide; ``ring``: gold, the seat to act.
    ``marks`` name the group as the live table names the seat (``class_``, ``data_seat``)."""
    h = block.height + 2 * pad
    tray = d.el("rect", width=width, height=h, rx=10, fill="#000", opacity=0.18)
    if ring:
        tray += d.el("rect", width=width, height=h, rx=10, fill="none", stroke=BID, stroke_width=2)
    return Block(d.el("g", tray + d.at(pad, pad, block), **marks), width, h)


def _marked(block: Block, **marks: object) -> Block:
    """The block as a group named as the live table names that part (``class_="moon-info"``):
    a test lays the picture over the live table by these names."""
    return Block(d.el("g", block.svg, **marks), block.width, block.height)


def chip(words: str, kind: str = "plain") -> Block:
    """A fact in a rounded chip, as the live table shows it: ``"trump"`` gold, ``"bid"`` the
    bidder's yellow, ``"plain"`` a light veil on the felt."""
    size = 12.0
    text = d.text(
        words, size, GOLD_INK if kind != "plain" else INK, "bold" if kind != "plain" else None
    )
    # The estimate of a line's width runs wide for short plain words and narrow for bold.
    w, h = (1.08 if kind != "plain" else 0.94) * text.width + 14, 19.0
    fill = {"trump": GOLD, "bid": BID}.get(kind)
    box = d.el(
        "rect", width=w, height=h, rx=9.5, fill=fill or "#fff", opacity=None if fill else 0.16
    )
    return Block(box + d.at(7, 1.5, text), w, h)


def chips(items: Sequence[Block], width: float, gap: float = 5.0) -> Block:
    """Chips in rows that wrap at ``width``."""
    lines: list[list[Block]] = [[]]
    used = 0.0
    for item in items:
        if lines[-1] and used + gap + item.width > width:
            lines.append([])
            used = 0.0
        used += (gap if lines[-1] else 0.0) + item.width
        lines[-1].append(item)
    return d.column([d.row(line, gap, "middle") for line in lines if line], 4)


def _seat_chips(seat: SeatScene) -> list[Block]:
    """A seat's score, its tricks, its call and whether it bid — the live table's chips, in
    its order (widget_js/src/seats.js: the score and tricks first, in places that stay)."""
    out = [chip(seat["score_text"]), chip(seat["tricks_text"])]
    out += [chip(seat["call"], "bid" if seat["bid"] else "plain")] if seat["call"] else []
    return out + ([chip(_("Bidder"), "bid")] if seat["bidder"] else [])


def _others_turn(scene: Scene) -> str:
    """Whose turn it is, when it is another seat's (a table not live yet says no more)."""
    if scene["to_act"] is None or scene["to_act"] == scene["seat"]:
        return ""
    return scene["turn_text"] or ""


def _bar(title: str, starting: bool) -> Block:
    """The line above the felt, where the live table has its bar: the table's name, and at
    the end, where the live table's tools are, "Starting…" while it is not live."""
    name = d.text(title, 15, INK, "bold")
    flag = chip(_(STARTING)) if starting else Block("", 0, 0)
    height = max(name.height, flag.height)
    svg = d.at(12, 0, name) + d.at(TABLE_W + 12 - flag.width, 0, flag)
    return Block(svg, TABLE_W + 24, height)


def _top(scene: Scene, teacher: bool, width: float = TABLE_W) -> Block:
    """The top line of the felt: the facts the live table shows along the felt's top (hand,
    trump, contract, target, trick), in rows of ``width``."""
    items = [chip(scene["hand_label"])]
    items += [chip(scene["trump_text"], "trump")] if scene["trump_text"] else []
    items += [chip(scene["contract_text"])] if scene["contract_text"] else []
    items += [chip(scene["target_text"])]
    items += [chip(scene["trick_label"])] if scene["trick_label"] else []
    items += [chip(_("Every hand face up"))] if teacher else []
    facts = _marked(chips(items, width), class_="moon-info")
    return Block(facts.svg, width, facts.height)


def _tiles(names: Sequence[str | None], scale: float, overlap: float) -> Block:
    """A row of small tiles (None: face down), overlapping by ``overlap`` like a held row."""
    place = d.Place(scale)
    blocks = [
        d.tile_block(Tile.parse(t) if t else None, place, title=t or _("face-down tile"))
        for t in names
    ]
    return d.row(blocks, -overlap) if blocks else Block("", 0, 0)


def _discard(seat: SeatScene, shown: Revealed) -> Block | None:
    """The bidder's discard lying by its seat: face down, unless it is the seat's own or a
    teacher's picture shows it."""
    found = seat["discard"]
    if found is None:
        return None
    own = found["tile"] or shown.get("discard")
    tile = d.tile_block(Tile.parse(own) if own else None, d.Place(0.3), title=found["text"])
    return d.column([tile, d.text(_("discard"), 10, MUTED, anchor="middle")], 2, "middle")


def _seat(
    scene: Scene, seat: SeatScene, shown: Revealed, width: float, wide: bool = False
) -> Block:
    """Another seat on its tray: its name, its tiles face down (or a teacher's face up) with
    the discard by them, and its chips; ringed in gold when it is to act."""
    hands = shown.get("hands")
    names: list[str | None] = list(hands[seat["seat"]]) if hands else [None] * seat["tiles"]
    tiles = _tiles(names, BACK, -1.0 if hands else 4.0)
    mark = _discard(seat, shown)
    held = d.row([tiles, mark] if mark else [tiles], 10, "end")
    name = d.text(seat["name"], 14, INK, "bold")
    if seat["partner"]:
        name = d.row([name, chip(_("partner"))], 6, "middle")
    inner = width - 14
    body = [name, held, chips(_seat_chips(seat), inner)]
    block = d.row(body, 12, "middle") if wide else d.column(body, 6)
    return _tray(
        block,
        width if not wide else block.width + 14,
        ring=scene["to_act"] == seat["seat"],
        class_=f"moon-seat moon-pos-{seat['position']}",
        data_seat=seat["seat"],
    )


def _slot(play: PlayScene | None, seat: SeatScene) -> Block:
    """One place of the trick, ``seat``'s: the tile it played under its name, or a dashed
    place while it has not played."""
    place = d.Place(MID)
    if play is None:
        outline = d.el(
            "rect",
            x=0.75,
            y=0.75,
            width=place.width - 1.5,
            height=place.height - 1.5,
            rx=6,
            fill="none",
            stroke="#fff",
            stroke_opacity=0.3,
            stroke_width=1.5,
            stroke_dasharray="4 3",
        )
        return Block(outline, place.width, place.height)
    name = seat["name"]
    tile = d.tile_block(
        Tile.parse(play["tile"]),
        place,
        title=(
            _("You played {tile}", tile=play["tile"])
            if seat["you"]
            else _("{name} played {tile}", name=name, tile=play["tile"])
        ),
    )
    slot = d.column([tile, d.text(name, 10.5, MUTED, anchor="middle")], 3, "middle")
    return _marked(slot, class_=f"moon-slot moon-slot-{seat['position']}", data_seat=play["seat"])


def _trick(scene: Scene, width: float, starting: bool) -> Block:
    """The trick laid out by seat, as the live table lays it: the left seat's tile on the left,
    the right seat's on the right, the learner's nearest them, a partner's across."""
    seats: dict[str, SeatScene] = {s["position"]: s for s in scene["seats"]}
    plays: dict[int, PlayScene] = {p["seat"]: p for p in scene["trick"]}
    box_w = 220.0
    spots = {"left": (0.0, 0.0), "right": (box_w - 64, 0.0), "bottom": (box_w / 2 - 32, 32.0)}
    if scene["players"] == 4:
        spots = {"top": (box_w / 2 - 32, 0.0), "left": (0.0, 40.0), "right": (box_w - 64, 40.0)}
        spots["bottom"] = (box_w / 2 - 32, 82.0)
    parts = []
    for position, (x, y) in spots.items():
        seat = seats[position]
        slot = _slot(plays.get(seat["seat"]), seat)
        parts.append(d.at(x + (64 - slot.width) / 2, y, slot))
    trick = Block("".join(parts), box_w, 112.0 if scene["players"] == 3 else 162.0)
    # As on the live table: the lead's rule is by the trick unless it is the seat's own turn
    # (the live table says it in the seat's prompt then; a picture not live says nothing).
    own_turn = scene["to_act"] == scene["seat"]
    caption = scene["led_text"] if scene["trick"] and not (starting and own_turn) else None
    lines = [d.at((width - box_w) / 2, 0, trick)]
    height = trick.height
    if caption:
        para = d.para(caption, min(width, 340), 12.5, INK, "middle")
        lines.append(d.at((width - para.width) / 2, height + 6, para))
        height += 6 + para.height
    return Block("".join(lines), width, height)


def _calls(scene: Scene, shown: Revealed, width: float) -> Block:
    """While bidding: the widow face down (a teacher's face up) and the calls so far."""
    parts: list[Block] = []
    if scene["widow_lying"]:
        widow = shown.get("widow")
        tile = d.tile_block(
            Tile.parse(widow) if widow else None,
            d.Place(BACK),
            # TRANSLATORS: the widow's name for a screen reader in a table picture.
            title=_("Widow: {tile}", tile=widow) if widow else _("Widow: face down"),
        )
        widow_word = d.text(_("Widow"), 10.5, INK, anchor="middle")
        parts.append(d.column([tile, widow_word], 2, "middle"))
    calls = scene["calls"]
    if calls is not None:
        said = [chip(c["text"], "bid" if c["bid"] else "plain") for c in calls["calls"]]
        lines = [chips(said, 340) if said else d.text(calls["opener"], 12.5, INK)]
        if calls["redeal_text"]:
            lines.append(d.para(calls["redeal_text"], 340, 12, MUTED))
        parts.append(d.column(lines, 4))
    row = d.row(parts, 12, "middle")
    return Block(d.at((width - row.width) / 2, 0, row), width, row.height)


def _middle(scene: Scene, shown: Revealed, width: float, starting: bool) -> Block:
    """The middle of the felt: the bidding, the trick, whose turn it is when it is another's,
    or the game's result."""
    summary = scene["summary"]
    if scene["phase"] == "over" and summary is not None:
        parts = [d.text(summary["banner"] or summary["headline"], 17, GOLD, "bold", "middle")]
        parts += [d.para(summary["text"], width - 20, 12.5, INK, "middle")]
        parts += [d.para(scene["status_text"], width - 20, 12, MUTED, "middle")]
        block = d.column(parts, 6, "middle")
        return Block(d.at((width - block.width) / 2, 0, block), width, block.height)
    if scene["phase"] == "play":
        return _trick(scene, width, starting)
    if scene["calls"] is not None or scene["widow_lying"]:
        return _calls(scene, shown, width)
    words = _others_turn(scene) if starting else scene["turn_text"] or ""
    block = d.para(words, width - 20, 13, INK, "middle") if words else Block("", 0, 0)
    return Block(d.at((width - block.width) / 2, 40, block), width, block.height + 40)


def _band(
    scene: Scene, by_place: Mapping[Position, SeatScene], shown: Revealed, starting: bool
) -> Block:
    """The middle band of the felt: the left seat, the middle, the right seat; with four
    players the partner across, at the top of the middle."""
    left = _seat(scene, by_place["left"], shown, SIDE_W)
    right = _seat(scene, by_place["right"], shown, SIDE_W)
    width = TABLE_W - 2 * SIDE_W - 20
    centre = _middle(scene, shown, width, starting)
    if "top" in by_place:
        top = _seat(scene, by_place["top"], shown, width, wide=True)
        parts = [Block(d.at((width - top.width) / 2, 0, top), width, top.height), centre]
        centre = d.column(parts, 6)
    height = max(MIDDLE_H, left.height, right.height, centre.height)
    svg = left.svg + d.at(SIDE_W + 10, 0, centre) + d.at(TABLE_W - SIDE_W, 0, right)
    return Block(svg, TABLE_W, height)


def _you(scene: Scene, seat: SeatScene, faded: set[str], shown: Revealed, say: str) -> Block:
    """The seat the table is seen from, at the bottom of the felt: its name and chips, the line
    where the live table speaks (``say``), and its hand face up as it holds it (trumps marked;
    with a decision, the tiles it may not play now faded)."""
    hands = shown.get("hands")
    named = _you_head(seat, shown, 6)
    # The live table's line for its words has a fixed height, whatever they are.
    said = d.para(say, TABLE_W - 30, 13, MUTED)
    line_said = Block(said.svg, said.width, max(said.height, 60))
    if hands is not None:
        place = d.Place(HELD)
        blocks = [d.tile_block(Tile.parse(t), place, title=t) for t in hands[seat["seat"]]]
    else:
        blocks = _held(scene, faded, 6)
    hand = d.row(blocks, 6, "end") if blocks else Block("", 0, 0)
    inner = TABLE_W - 16
    centred = Block(d.at((inner - hand.width) / 2, 0, hand), inner, max(hand.height, 96))
    in_hand = _marked(centred, class_="moon-hand")
    return _tray(d.column([named, line_said, in_hand], 8), TABLE_W, 8, class_="moon-you")


def _you_head(seat: SeatScene, shown: Revealed, gap: float) -> Block:
    """The learner's name and chips (and the discard's mark), ``gap`` px apart."""
    head = [d.text(seat["name"], 14, INK, "bold"), *_seat_chips(seat)]
    mark = _discard(seat, shown)
    line = d.row(head + ([mark] if mark else []), gap, "middle")
    return _marked(line, class_="moon-you-head", data_seat=seat["seat"])


def _held(scene: Scene, faded: set[str], gap: float) -> list[Block]:
    """The learner's tiles face up as they hold them (trumps marked, ``faded`` dimmed), a new
    suit's first tile set apart by ``gap`` px more."""
    place = d.Place(HELD)
    out = []
    for held in scene["hand"]:
        tile = d.tile_block(
            Tile.parse(held["tile"]),
            place,
            trump=held["trump"],
            dim=held["tile"] in faded,
            # Written as tiles are (the picture's alt text says the table in words): the
            # tests of what a seat's picture may hold read its tiles by their notation.
            title=tile_label(held["tile"], held["trump"], held["widow"], in_words=False),
        )
        out.append(d.row([Block("", gap, 0), tile], 0) if held["gap"] else tile)
    return out


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
    parts.append(d.at(EDGE + 10, FELT_TOP + 8, _top(scene, False, NARROWEST - 38)))
    band = FELT_TOP + 8 + 24 + 6
    parts.append(d.at(EDGE + 10, band, _seat(scene, by_place["left"], {}, SIDE)))
    parts.append(right(-EDGE - 10 - SIDE, band, _seat(scene, by_place["right"], {}, SIDE)))
    if "top" in by_place:
        top = _seat(scene, by_place["top"], {}, NARROWEST - 2 * (EDGE + 20 + SIDE), wide=True)
        parts.append(centred(band, top))
    middle = _middle(scene, {}, 220.0, True)
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
    """The learner's place as the live table lays it out (hand.css): its name and chips, the
    line where the table speaks, and the hand centred at the foot, each tile at its place."""
    x = EDGE + 10
    tray = d.el(
        "rect", x=x, y=top, height=height, rx=12, fill="#000", opacity=0.18, style=_less(2 * x)
    )
    named = _you_head(seat, {}, 5)
    words = d.column([d.text(line, 13, MUTED) for line in said], 1.0)
    # A new suit's tiles stand apart by 12 px more (hand.css: .moon-gap).
    tiles = _held(scene, set(), 12)
    hand = d.row(tiles, 6, "end") if tiles else Block("", 0, 0)
    # The live hand's tiles stand 16 px above the place's foot (its padding), a row 22 px
    # tall for the name, 72 for the words.
    foot = top + height - 16
    return d.el(
        "g",
        tray
        + d.at(x + 8, top + 6 + (22 - named.height) / 2, named)
        + d.at(x + 8, top + 6 + 22 + 3, words)
        + centred(foot - hand.height, hand, class_="moon-hand"),
        class_="moon-you",
    )
