"""Static pictures of Moon: dominoes, hands, tricks and whole tables as SVG strings.

Every function here is pure and deterministic: the same arguments give the same bytes (no ids of
any kind, no memory addresses, numbers written with at most two decimals), so notebooks diff
cleanly and the pictures show anywhere SVG does: GitHub, nbconvert HTML, a kernel-less JupyterLab.
In HTML (`figure_html`, what every ``_repr_html_`` of the library shows) a picture is an ``<img>``
of the SVG as a ``data:`` URI, which survives the sanitizer of a notebook nobody has trusted yet.

The pictures carry their own colours (ivory tiles with a dark outline, on a felt-green table; text
only ever on the felt), so they read on light and dark notebook themes alike. The pieces they are
drawn with live in `moon_nb.show.drawing`.

A table picture drawn from a seat's view (`view_svg`) uses nothing but that view, so it can never
show a tile the seat may not see; `game_svg` without a seat is the all-seeing teacher's picture.
"""

from __future__ import annotations

import base64
import html
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

from moon_nb.engine.options import Rules
from moon_nb.engine.rules import sort_hand, trick_winner
from moon_nb.engine.scoring import side_name
from moon_nb.engine.tiles import Tile, TileLike, join
from moon_nb.engine.trump import TrumpLike
from moon_nb.engine.words import call, plural, score
from moon_nb.show import drawing as d
from moon_nb.show.drawing import GOLD, INK, MUTED, Align

if TYPE_CHECKING:
    from moon_nb.engine.game import Game

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
        row = d.text("no tiles", 13, MUTED)
    parts = [d.text(label, 14, INK, "bold"), row] if label else [row]
    words = join(hand) if hand else "no tiles"
    return d.document(
        d.panel(d.column(parts, 10)), f"{label}: {words}" if label else f"Hand: {words}"
    )


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


def figure_html(svg: str, caption: str) -> str:
    """An SVG picture as an image (`image_html`) in a small ``<figure>`` with its caption
    (escaped), for ``_repr_html_``; the image's alt text is the picture's description, or the
    caption for a picture that has none."""
    alt = _picture_attributes(svg).get("aria-label") or caption
    return (
        '<figure class="moon-figure" style="display:inline-block;vertical-align:top;'
        f'max-width:100%;margin:0.25em;text-align:center">{image_html(svg, alt)}'
        f'<figcaption style="font-size:0.85em;opacity:0.8">{html.escape(caption)}</figcaption>'
        "</figure>"
    )


# --- the table -------------------------------------------------------------------------------

SIDE_W, TABLE_W, SMALL = 132.0, 760.0, 0.8
"""The width of a side seat's column, of the whole table, and the scale of other seats' tiles."""


@dataclass(frozen=True)
class _Table:
    """What a table picture shows: the public record of the game (a seat's view dict) and the
    tiles it may show face up. In ``hands`` a None is a tile lying face down; ``faded`` are
    the tiles the seat to act may not play."""

    view: Mapping[str, Any]
    viewer: int | None
    hands: tuple[tuple[Tile | None, ...], ...]
    widow: Tile | None = None
    discard: Tile | None = None
    faded: frozenset[Tile] = frozenset()


def _unplayable(view: Mapping[str, Any]) -> frozenset[Tile]:
    """The tiles of a view's hand that the rules forbid it to play now."""
    return frozenset(Tile.parse(r["tile"]) for r in view.get("tiles", ()) if not r["legal"])


def _tile_or_none(text: str | None) -> Tile | None:
    """The tile a view names, or None where it names none (a discard not made or not seen)."""
    return Tile.parse(text) if text else None


def view_svg(view: Mapping[str, Any]) -> str:
    """The table as one seat sees it, drawn from that seat's view (`Game.view`) and nothing
    else: its own hand face up (tiles it may not play now faded), the other hands face down
    with their counts, the widow face down while it lies there, the trick, the bids, trump,
    tricks won and scores. The table widget shows this where no JavaScript runs."""
    seat = int(view["seat"])
    hands = tuple(
        tuple(Tile.parse(t) for t in view["hand"]) if s == seat else (None,) * int(count)
        for s, count in enumerate(view["hand_sizes"])
    )
    discard = _tile_or_none(view.get("discard"))
    return _render(_Table(view, seat, hands, None, discard, _unplayable(view)))


def game_svg(game: Game, seat: int | None = None) -> str:
    """A snapshot of a game. With a ``seat``: the table exactly as that seat sees it, drawn
    from its view alone. Without: the all-seeing teacher's picture, every hand face up, and
    the widow and the bidder's discard too."""
    if seat is not None:
        return view_svg(game.view(seat))
    public = game.view(game.bidder if game.bidder is not None else 0)
    hands = tuple(tuple(sort_hand(game.hand(s), game.trump)) for s in range(game.rules.players))
    widow = None
    if public["widow"] is not None and not public["widow"]["taken"] and game.phase != "over":
        held = {t for hand in hands for t in hand}
        left = [t for t in game.rules.tiles if t not in held]
        widow = left[0] if len(left) == 1 else None
    faded = frozenset[Tile]()
    if game.phase == "play" and game.to_act is not None:
        faded = _unplayable(game.view(game.to_act))
    discard = _tile_or_none(public.get("discard"))
    return _render(_Table(public, None, hands, widow, discard, faded))


def _trick_number(v: Mapping[str, Any]) -> int:
    """The trick being played, 1..7: one more than the tricks won so far."""
    return min(int(sum(v["tricks_won"])) + 1, 7)


def _phase_line(v: Mapping[str, Any], viewer: int | None) -> str:
    """Where the hand stands: ``"Bidding · seat 2 to act"``, ``"Trick 3 of 7 · your turn"``."""
    phase = v["phase"]
    words = {
        "bid": "Bidding",
        "discard": "The bidder discards",
        "trump": "Naming trump",
        "over": "Game over",
    }.get(phase, "")
    if phase == "play":
        words = f"Trick {_trick_number(v)} of 7"
    to_act = v["to_act"]
    if to_act is None:
        return words
    return f"{words} · " + ("your turn" if to_act == viewer else f"seat {to_act} to act")


def _header(t: _Table) -> d.Block:
    """The top line: the game and hand, where it stands, trump and the contract."""
    v = t.view
    title = f"{v.get('rules_text', 'Moon')} · hand {v['hand_number']}"
    seen = " · every hand face up" if t.viewer is None else ""
    left = d.column(
        [d.text(title, 16, INK, "bold"), d.text(_phase_line(v, t.viewer) + seen, 13, MUTED)], 4
    )
    big, small, lit = _standing(v)
    right = d.column(
        [d.text(big, 15, GOLD if lit else MUTED, "bold", "end"), d.text(small, 13, anchor="end")],
        4,
        "end",
    )
    height = max(left.height, right.height)
    return d.Block(left.svg + d.at(TABLE_W - right.width, 0, right), TABLE_W, height)


def _side(v: Mapping[str, Any], side: int, seats: bool = True) -> str:
    """A score's owner: ``"Seat 1"``, or with partnerships ``"Team 0 (seats 0 & 2)"``
    (``"Team 0"`` without ``seats``)."""
    return side_name(side, Rules(players=int(v["players"])), capital=True, seats=seats)


def _standing(v: Mapping[str, Any]) -> tuple[str, str, bool]:
    """The header's corner: trump and the contract (or the high bid so far); at the end, the
    winner. The flag says whether the first line is news (drawn in gold)."""
    if v["phase"] == "over":
        winner = v["winner"]
        who = _side(v, winner, seats=False) + " wins" if winner is not None else "Game over"
        return who, f"after {plural(v['hand_number'], 'hand')}", True
    high, bidder = v["high_bid"], v["bidder"]
    if bidder is not None:
        deal = f"Contract: seat {bidder}, " + ("moon (21)" if high == 21 else f"bid {high}")
    elif high and v["high_bidder"] is not None:
        deal = f"High bid {high}, seat {v['high_bidder']}"
    else:
        deal = "No bids yet"
    trump = v["trump_text"]
    return (trump or "trump not named yet").capitalize(), deal, trump is not None


def _seat(t: _Table, seat: int, where: Literal["bottom", "top", "side"], align: Align) -> d.Block:
    """One seat: its name (gold when it is to act), what it bid and has won, and its tiles."""
    v, tiles = t.view, t.hands[seat]
    name = f"Seat {seat}" + (" (you)" if seat == t.viewer else "")
    notes = [f"team {seat % 2}"] if v["teams"] else []
    calls = {c["seat"]: c["call"] for c in v["calls"]}
    if v["phase"] == "bid" and seat in calls:
        notes.append(call(calls[seat]))
    if v["bidder"] == seat:
        notes.append("bidder")
    if v["phase"] == "play":
        notes.append(plural(v["tricks_won"][seat], "trick"))
    if tiles and tiles[0] is None:
        notes.append(plural(len(tiles), "tile"))
    if v["to_act"] == seat:
        notes.append("to act")
    width = SIDE_W if where == "side" else TABLE_W
    label = [d.text(name, 14, GOLD if v["to_act"] == seat else INK, "bold", align)]
    if notes:
        label.append(d.para(notes, width, 12, MUTED, align))
    place = d.Place(1.0 if where == "bottom" else SMALL, where == "side")
    faded = t.faded if seat == v["to_act"] else frozenset()
    row = (
        d.tiles_block(tiles, v["trump"], place, faded=faded)
        if tiles
        else d.text("no tiles", 12, MUTED)
    )
    return d.column([d.column(label, 2, align), row], 8, align)


def _extras(t: _Table) -> list[d.Block]:
    """The widow while it lies untaken, and the bidder's discard: face down unless known."""
    v, place = t.view, d.Place(0.8)
    out: list[tuple[str, Tile | None]] = []
    if v["widow"] is not None and not v["widow"]["taken"] and v["phase"] != "over":
        out.append(("widow", t.widow))
    if v.get("discarded"):
        out.append(("discard", t.discard))
    return [
        d.column(
            [
                d.tile_block(tile, place, title=f"{what}: {d.tile_name(tile, False)}"),
                d.text(what, 12, MUTED, anchor="middle"),
            ],
            6,
            "middle",
        )
        for what, tile in out
    ]


def _middle(t: _Table, width: float) -> d.Block:
    """The centre of the table: the bids while bidding, the trick (or the last one) in play,
    the result when the game is over."""
    v = t.view
    n = int(v["players"])
    phase, bidder = v["phase"], v["bidder"]
    if phase == "play":
        trick, title = v["trick"], f"Trick {_trick_number(v)}"
        note, winner = v.get("led"), None
        if not trick and v["tricks"]:
            last = v["tricks"][-1]
            trick, winner, note = last["plays"], last["winner"], last["reason"]
            title = f"Last trick: seat {winner} won it and leads next"
        plays = [(int(p["seat"]), Tile.parse(p["tile"])) for p in trick]
        if plays and winner is None:
            winner = plays[trick_winner([tile for _, tile in plays], v["trump"])][0]
        if not plays:
            return d.para(f"Seat {v['leader']} leads the first trick.", width, 14, anchor="middle")
        parts = [
            d.text(title, 14, INK, "bold", "middle"),
            d.trick_block(plays, v["trump"], winner, n),
        ]
        if note:
            parts.append(d.para(note, width, 12, MUTED, "middle"))
        return d.column(parts, 8, "middle")
    if phase == "over":
        return d.column(
            [
                d.text("Game over", 18, GOLD, "bold", "middle"),
                d.para(v["status"], width, 13, INK, "middle"),
            ],
            8,
            "middle",
        )
    if phase == "bid":
        calls = [f"Seat {c['seat']}: {call(c['call'])}" for c in v["calls"]]
        lines = calls or [f"Seat {v.get('first_bidder', v['to_act'])} bids first."]
        if v.get("redeals"):
            lines.append(f"Redealt {plural(v['redeals'], 'time')}: everyone passed.")
        texts = [d.text(line, 13, INK, anchor="middle") for line in lines]
        return d.column([d.text("Bidding", 14, INK, "bold", "middle"), *texts], 4, "middle")
    doing = "discards one tile face down" if phase == "discard" else "names trump"
    return d.para(f"Seat {bidder} won the bidding and {doing}.", width, 14, INK, "middle")


def _footer(t: _Table) -> d.Block:
    """The scores, and the last hand's result (or, at the end, who won and why)."""
    v = t.view
    names = [_side(v, s) for s in range(len(v["scores"]))]
    scores = " · ".join(f"{name}: {score(n)}" for name, n in zip(names, v["scores"], strict=True))
    parts = [
        d.text(f"Scores, first to {v['target']} {v['unit']}", 12, MUTED, anchor="middle"),
        d.text(scores, 14, INK, "bold", "middle"),
    ]
    last = v.get("last_hand")
    if last and v["phase"] in ("bid", "over"):
        parts.append(d.para(f"Last hand: {last['text']}", TABLE_W, 12, MUTED, "middle"))
    return d.column(parts, 4, "middle")


def _render(t: _Table) -> str:
    """Lay out the table: the viewer (seat 0 for the teacher) at the bottom, the others
    clockwise from its left; the centre between the side seats; scores below."""
    v = t.view
    n = int(v["players"])
    bottom = t.viewer if t.viewer is not None else 0
    left, right = (
        _seat(t, (bottom + 1) % n, "side", "start"),
        _seat(t, (bottom - 1) % n, "side", "end"),
    )
    width = TABLE_W - 2 * SIDE_W - 40
    centre = d.row([_middle(t, width), *_extras(t)], 28, "middle")
    band = max(left.height, right.height, centre.height)
    middle = d.Block(
        left.svg
        + d.at(SIDE_W + 20 + (width - centre.width) / 2, (band - centre.height) / 2, centre)
        + d.at(TABLE_W - right.width, 0, right),
        TABLE_W,
        band,
    )
    rows = [_header(t)]
    if n == 4:
        rows.append(_seat(t, (bottom + 2) % n, "top", "middle"))
    rows += [middle, _seat(t, bottom, "bottom", "middle"), _footer(t)]
    table = d.column(rows, 18, "middle")
    who = "all hands shown" if t.viewer is None else f"seen by seat {t.viewer}"
    scores = ", ".join(score(s) for s in v["scores"])
    label = (
        f"Moon table, {who}: hand {v['hand_number']}, {_phase_line(v, t.viewer)}; scores {scores}"
    )
    return d.document(d.panel(table, 18), label)
