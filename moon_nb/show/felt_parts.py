"""The pieces of the felt that the table's pictures are drawn with (`moon_nb.show.table_svg`):
the chips, a seat on its tray, the trick laid out by seat, the bidding and the widow, the
middle band, the learner's name and held tiles — each at the live table's sizes and in its
colours, each group named as the live table names that part (a test lays a picture over the
live table by these names)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from moon_nb.engine.tiles import Tile
from moon_nb.show import drawing as d
from moon_nb.show.drawing import Block
from moon_nb.show.scenes import tile_label
from moon_nb.show.wire import PlayScene, Position, Revealed, Scene, SeatScene
from moon_nb.speech import _

TABLE_W, SIDE_W, MIDDLE_H = 800.0, 170.0, 150.0
"""The felt's width, a side seat's column and the middle band's height: the live table's
proportions (widget_js/src/felt.css)."""
BACK, MID, HELD = 0.6, 32 / 36, 42 / 36
"""The scale of the other seats' tiles, of the trick's and of the learner's hand."""
FELT, FELT_EDGE, INK, MUTED = d.FELT, d.FELT_EDGE, "#f4f7f5", "#cfe0d6"
GOLD, GOLD_INK, BID = "#e8b923", "#222222", "#ffd54a"
"""The live table's colours in its light theme (widget_js/src/widget.css)."""


def tray(
    block: Block, width: float, pad: float = 7.0, ring: bool = False, **marks: object
) -> Block:
    """A seat's darker tray under ``block``, ``width`` wide; ``ring``: gold, the seat to act.
    ``marks`` name the group as the live table names the seat (``class_``, ``data_seat``)."""
    h = block.height + 2 * pad
    tray = d.el("rect", width=width, height=h, rx=10, fill="#000", opacity=0.18)
    if ring:
        tray += d.el("rect", width=width, height=h, rx=10, fill="none", stroke=BID, stroke_width=2)
    return Block(d.el("g", tray + d.at(pad, pad, block), **marks), width, h)


def marked(block: Block, **marks: object) -> Block:
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


def seat_chips(seat: SeatScene) -> list[Block]:
    """A seat's score, its tricks, its call and whether it bid — the live table's chips, in
    its order (widget_js/src/seats.js: the score and tricks first, in places that stay)."""
    out = [chip(seat["score_text"]), chip(seat["tricks_text"])]
    out += [chip(seat["call"], "bid" if seat["bid"] else "plain")] if seat["call"] else []
    return out + ([chip(_("Bidder"), "bid")] if seat["bidder"] else [])


def others_turn(scene: Scene) -> str:
    """Whose turn it is, when it is another seat's (a table not live yet says no more)."""
    if scene["to_act"] is None or scene["to_act"] == scene["seat"]:
        return ""
    return scene["turn_text"] or ""


def top_line(scene: Scene, teacher: bool, width: float = TABLE_W) -> Block:
    """The top line of the felt: the facts the live table shows along the felt's top (hand,
    trump, contract, target, trick), in rows of ``width``."""
    items = [chip(scene["hand_label"])]
    items += [chip(scene["trump_text"], "trump")] if scene["trump_text"] else []
    items += [chip(scene["contract_text"])] if scene["contract_text"] else []
    items += [chip(scene["target_text"])]
    items += [chip(scene["trick_label"])] if scene["trick_label"] else []
    items += [chip(_("Every hand face up"))] if teacher else []
    facts = marked(chips(items, width), class_="moon-info")
    return Block(facts.svg, width, facts.height)


def tiles_row(names: Sequence[str | None], scale: float, overlap: float) -> Block:
    """A row of small tiles (None: face down), overlapping by ``overlap`` like a held row."""
    place = d.Place(scale)
    blocks = [
        d.tile_block(Tile.parse(t) if t else None, place, title=t or _("face-down tile"))
        for t in names
    ]
    return d.row(blocks, -overlap) if blocks else Block("", 0, 0)


def discard_mark(seat: SeatScene, shown: Revealed) -> Block | None:
    """The bidder's discard lying by its seat: face down, unless it is the seat's own or a
    teacher's picture shows it."""
    found = seat["discard"]
    if found is None:
        return None
    own = found["tile"] or shown.get("discard")
    tile = d.tile_block(Tile.parse(own) if own else None, d.Place(0.3), title=found["text"])
    return d.column([tile, d.text(_("discard"), 10, MUTED, anchor="middle")], 2, "middle")


def seat_tray(
    scene: Scene, seat: SeatScene, shown: Revealed, width: float, wide: bool = False
) -> Block:
    """Another seat on its tray: its name, its tiles face down (or a teacher's face up) with
    the discard by them, and its chips; ringed in gold when it is to act."""
    hands = shown.get("hands")
    names: list[str | None] = list(hands[seat["seat"]]) if hands else [None] * seat["tiles"]
    tiles = tiles_row(names, BACK, -1.0 if hands else 4.0)
    mark = discard_mark(seat, shown)
    held = d.row([tiles, mark] if mark else [tiles], 10, "end")
    name = d.text(seat["name"], 14, INK, "bold")
    if seat["partner"]:
        name = d.row([name, chip(_("partner"))], 6, "middle")
    inner = width - 14
    body = [name, held, chips(seat_chips(seat), inner)]
    block = d.row(body, 12, "middle") if wide else d.column(body, 6)
    return tray(
        block,
        width if not wide else block.width + 14,
        ring=scene["to_act"] == seat["seat"],
        class_=f"moon-seat moon-pos-{seat['position']}",
        data_seat=seat["seat"],
    )


def trick_slot(play: PlayScene | None, seat: SeatScene) -> Block:
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
    return marked(slot, class_=f"moon-slot moon-slot-{seat['position']}", data_seat=play["seat"])


def trick_block(scene: Scene, width: float, starting: bool) -> Block:
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
        slot = trick_slot(plays.get(seat["seat"]), seat)
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


def calls_block(scene: Scene, shown: Revealed, width: float) -> Block:
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


def middle_block(scene: Scene, shown: Revealed, width: float, starting: bool) -> Block:
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
        return trick_block(scene, width, starting)
    if scene["calls"] is not None or scene["widow_lying"]:
        return calls_block(scene, shown, width)
    words = others_turn(scene) if starting else scene["turn_text"] or ""
    block = d.para(words, width - 20, 13, INK, "middle") if words else Block("", 0, 0)
    return Block(d.at((width - block.width) / 2, 40, block), width, block.height + 40)


def band(
    scene: Scene, by_place: Mapping[Position, SeatScene], shown: Revealed, starting: bool
) -> Block:
    """The middle band of the felt: the left seat, the middle, the right seat; with four
    players the partner across, at the top of the middle."""
    left = seat_tray(scene, by_place["left"], shown, SIDE_W)
    right = seat_tray(scene, by_place["right"], shown, SIDE_W)
    width = TABLE_W - 2 * SIDE_W - 20
    centre = middle_block(scene, shown, width, starting)
    if "top" in by_place:
        top = seat_tray(scene, by_place["top"], shown, width, wide=True)
        parts = [Block(d.at((width - top.width) / 2, 0, top), width, top.height), centre]
        centre = d.column(parts, 6)
    height = max(MIDDLE_H, left.height, right.height, centre.height)
    svg = left.svg + d.at(SIDE_W + 10, 0, centre) + d.at(TABLE_W - SIDE_W, 0, right)
    return Block(svg, TABLE_W, height)


def you_head(seat: SeatScene, shown: Revealed, gap: float) -> Block:
    """The learner's name and chips (and the discard's mark), ``gap`` px apart."""
    head = [d.text(seat["name"], 14, INK, "bold"), *seat_chips(seat)]
    mark = discard_mark(seat, shown)
    line = d.row(head + ([mark] if mark else []), gap, "middle")
    return marked(line, class_="moon-you-head", data_seat=seat["seat"])


def held_tiles(scene: Scene, faded: set[str], gap: float) -> list[Block]:
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
