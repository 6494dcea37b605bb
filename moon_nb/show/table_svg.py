"""The table as a static SVG picture, drawn from a scene — the same words and facts the live table
shows (`moon_nb.show.scene`): the hand and whose turn it is, trump and the contract with the
tricks it needs, each seat's call, tricks and score, the trick on the table and the lead's rule,
the hand's summary. Nothing is worked out here: every word is the scene's, every tile it shows is
the scene's (the seat's own hand, the trick, the last trick) or a teacher's face-up hands.

The table widget shows this picture where no JavaScript runs (nbconvert HTML, GitHub, a notebook
not run yet); ``game_svg(game)`` without a seat is the teacher's picture, every hand face up.
"""

from __future__ import annotations

from typing import Literal

from moon_nb.engine.game import Game
from moon_nb.engine.tiles import Tile
from moon_nb.show import drawing as d
from moon_nb.show.decision import decision_of
from moon_nb.show.drawing import GOLD, INK, MUTED, Align
from moon_nb.show.scene import scene_of
from moon_nb.show.timeline import revealed
from moon_nb.show.wire import Decision, PlayScene, Revealed, Scene, SeatScene

SIDE_W, TABLE_W, SMALL = 150.0, 780.0, 0.8
"""The width of a side seat's column, of the whole table, and the scale of other seats' tiles."""

LABELS = ("Moon", "Widow", "Bidder", "partner", "led", "won", "Bidding", "every hand face up")
"""The picture's own words, besides the scene's."""


def game_svg(game: Game, seat: int | None = None) -> str:
    """A snapshot of a game. With a ``seat``: the table exactly as that seat sees it, drawn from
    its scene and decision alone. Without: the teacher's picture — laid out from seat 0's place,
    every seat named by number, every hand, the widow and the discard face up."""
    if seat is None:
        return scene_svg(scene_of(game.observe(0), spectator=True), None, revealed(game.face_up()))
    seen = game.observe(seat)
    return scene_svg(scene_of(seen), decision_of(seen))


def scene_svg(
    scene: Scene,
    decision: Decision | None = None,
    face_up: Revealed | None = None,
    title: str = "Moon",
) -> str:
    """The table of ``scene``: the seat it is seen from at the bottom (its tiles it may not play
    now faded, from its ``decision``), the others clockwise from its left with their tiles face
    down — or face up from ``face_up``, a teacher's view."""
    shown = face_up or {}
    faded = {c["tile"] for c in decision["tiles"] if not c["legal"]} if decision else set()
    n = scene["players"]
    by_place = {s["position"]: s for s in scene["seats"]}
    left = _seat(scene, by_place["left"], "side", "start", shown)
    right = _seat(scene, by_place["right"], "side", "end", shown)
    width = TABLE_W - 2 * SIDE_W - 40
    centre = d.row([_middle(scene, width), *_extras(scene, shown)], 28, "middle")
    band = max(left.height, right.height, centre.height)
    middle = d.Block(
        left.svg
        + d.at(SIDE_W + 20 + (width - centre.width) / 2, (band - centre.height) / 2, centre)
        + d.at(TABLE_W - right.width, 0, right),
        TABLE_W,
        band,
    )
    rows = [_header(scene, title, face_up is not None)]
    if n == 4:
        rows.append(_seat(scene, by_place["top"], "top", "middle", shown))
    rows += [middle, _you(scene, by_place["bottom"], faded, shown), _footer(scene)]
    table = d.column(rows, 18, "middle")
    viewer = "a teacher" if face_up else by_place["bottom"]["name"].lower()
    facts = [scene["trump_text"], scene["contract_text"]]
    label = f"{title} table, seen by {viewer}: {scene['hand_label']}"
    label += "".join(f", {w[0].lower()}{w[1:]}" for w in (scene["turn_text"],) if w)
    label += "".join(f"; {w}" for w in facts if w)
    return d.document(d.panel(table, 18), label)


def _header(scene: Scene, title: str, teacher: bool) -> d.Block:
    """The top line: the game's hand and whose turn it is; trump, the contract, the target."""
    turn = scene["turn_text"] or scene["status_text"]
    if teacher:
        turn += " · every hand face up"
    left = d.column(
        [d.text(f"{title} · {scene['hand_label']}", 16, INK, "bold"), d.text(turn, 13, MUTED)], 4
    )
    corner = [
        d.text(scene["trump_text"], 15, GOLD, "bold", "end") if scene["trump_text"] else None,
        d.text(scene["contract_text"], 13, INK, anchor="end") if scene["contract_text"] else None,
        d.text(scene["target_text"], 12, MUTED, anchor="end"),
    ]
    right = d.column([b for b in corner if b is not None], 4, "end")
    height = max(left.height, right.height)
    return d.Block(left.svg + d.at(TABLE_W - right.width, 0, right), TABLE_W, height)


def _facts(seat: SeatScene) -> list[str]:
    """What the table says of a seat, in the live table's order."""
    facts = [
        seat["call"] or "",
        "Bidder" if seat["bidder"] else "",
        "partner" if seat["partner"] else "",
    ]
    if seat["discard"] is not None:
        facts.append(seat["discard"]["text"])
    facts += [seat["tricks_text"], seat["score_text"]]
    return [f for f in facts if f]


def _seat(
    scene: Scene,
    seat: SeatScene,
    where: Literal["top", "side"],
    align: Align,
    shown: Revealed,
) -> d.Block:
    """Another seat: its name (gold when it is to act), its facts and its tiles — face down,
    with their count, unless a teacher's picture shows them."""
    hands = shown.get("hands")
    tiles: list[Tile | None] = (
        [Tile.parse(t) for t in hands[seat["seat"]]] if hands else [None] * seat["tiles"]
    )
    width = SIDE_W if where == "side" else TABLE_W
    acting = scene["to_act"] == seat["seat"]
    label = [
        d.text(seat["name"], 14, GOLD if acting else INK, "bold", align),
        d.para([*_facts(seat), seat["tiles_text"]], width, 12, MUTED, align),
    ]
    place = d.Place(SMALL, where == "side")
    row = d.tiles_block(tiles, None, place) if tiles else d.Block("", 0, 0)
    return d.column([d.column(label, 2, align), row], 8, align)


def _you(scene: Scene, seat: SeatScene, faded: set[str], shown: Revealed) -> d.Block:
    """The seat the table is seen from: its hand face up as it holds it (trumps marked, the tiles
    it may not play now faded)."""
    hands = shown.get("hands")
    acting = scene["to_act"] == seat["seat"]
    label = [
        d.text(seat["name"], 14, GOLD if acting else INK, "bold", "middle"),
        d.para(_facts(seat), TABLE_W, 12, MUTED, "middle"),
    ]
    if hands is not None:
        blocks = [d.tile_block(Tile.parse(t), d.Place(), title=t) for t in hands[seat["seat"]]]
    else:
        blocks = [
            d.tile_block(
                Tile.parse(h["tile"]),
                d.Place(),
                trump=h["trump"],
                dim=h["tile"] in faded,
                title=h["label"],
            )
            for h in scene["hand"]
        ]
    row = d.row(blocks, 7) if blocks else d.Block("", 0, 0)
    return d.column([d.column(label, 2, "middle"), row], 8, "middle")


def _plays(plays: list[PlayScene], winner: int | None) -> d.Block:
    """Tiles on the table, each under its player's name; the first marked "led", the winner's
    ringed."""
    slots = []
    for k, p in enumerate(plays):
        won = p["seat"] == winner
        note = " · ".join((["led"] if k == 0 else []) + (["won"] if won else []))
        slots.append(
            d.column(
                [
                    d.text(p["name"], 12, GOLD if won else INK, "bold", "middle"),
                    d.tile_block(
                        Tile.parse(p["tile"]),
                        d.Place(),
                        highlight=won,
                        title=f"{p['name']}: {p['tile']}",
                    ),
                    d.text(note, 12, GOLD if won else MUTED, anchor="middle"),
                ],
                8,
                "middle",
            )
        )
    return d.row(slots, 16)


def _middle(scene: Scene, width: float) -> d.Block:
    """The centre of the table: the bids while bidding, the trick in play (between tricks, who
    leads), the result when the game is over."""
    phase = scene["phase"]
    summary = scene["summary"]
    if phase == "over" and summary is not None:
        parts = [d.text(summary["banner"] or summary["headline"], 18, GOLD, "bold", "middle")]
        parts += [d.para(summary["text"], width, 13, INK, "middle")]
        parts += [d.para(scene["status_text"], width, 12, MUTED, "middle")]
        return d.column(parts, 8, "middle")
    calls = scene["calls"]
    if calls is not None:
        lines = [c["text"] for c in calls["calls"]] or [calls["opener"]]
        lines += [calls["redeal_text"]] if calls["redeal_text"] else []
        texts = [d.text(line, 13, INK, anchor="middle") for line in lines]
        return d.column([d.text("Bidding", 14, INK, "bold", "middle"), *texts], 4, "middle")
    if phase != "play":
        return d.para(scene["turn_text"] or "", width, 14, INK, "middle")
    parts = [d.text(scene["trick_label"] or "", 14, INK, "bold", "middle")]
    if scene["trick"]:
        parts.append(_plays(scene["trick"], None))
        if scene["led_text"]:
            parts.append(d.para(scene["led_text"], width, 12, MUTED, "middle"))
    elif scene["turn_text"]:
        parts.append(d.para(scene["turn_text"], width, 14, INK, "middle"))
    return d.column(parts, 8, "middle")


def _extras(scene: Scene, shown: Revealed) -> list[d.Block]:
    """The widow while it lies on the table: face down unless a teacher's picture shows it."""
    if not scene["widow_lying"]:
        return []
    widow = shown.get("widow")
    tile = Tile.parse(widow) if widow else None
    return [
        d.column(
            [
                d.tile_block(tile, d.Place(SMALL), title=f"Widow: {widow or 'face down'}"),
                d.text("Widow", 12, MUTED, anchor="middle"),
            ],
            6,
            "middle",
        )
    ]


def _footer(scene: Scene) -> d.Block:
    """The last hand's result while the next is bid."""
    summary = scene["summary"]
    if summary is None or scene["phase"] not in ("bid",):
        return d.Block("", 0, 0)
    return d.column(
        [
            d.text(summary["headline"], 13, INK, "bold", "middle"),
            d.para(summary["text"], TABLE_W, 12, MUTED, "middle"),
        ],
        4,
        "middle",
    )
