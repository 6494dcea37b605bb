"""The static pictures: well-formed, deterministic SVG that draws real dominoes and never shows
a tile the seat it is drawn for may not see."""

import json
import os
import random
import re
import subprocess
import sys
import xml.etree.ElementTree as ET

import pytest
from support import Picture, pictures_in

from moon_nb import Game, Rules, Tile
from moon_nb.engine.tiles import DOUBLE_SIX
from moon_nb.engine.trump import ALL_TRUMPS, Trump
from moon_nb.show import svg
from moon_nb.show.decisions import decision_of
from moon_nb.show.drawing import RING
from moon_nb.show.pictures import HandPicture, TrickPicture, show_hand, show_trick
from moon_nb.show.scenes import scene_of
from moon_nb.show.table_svg import game_svg, scene_svg

NS = "{http://www.w3.org/2000/svg}"
HANDS = [
    ["6-6", "6-5", "6-4", "6-3", "5-5", "4-4", "3-3"],
    ["6-2", "6-1", "5-4", "5-3", "5-2", "5-1", "4-3"],
    ["4-2", "4-1", "3-2", "2-2", "2-1", "1-1", "0-0"],
]
WIDOW = "3-1"
TILE_NAME = re.compile(r"\d-\d")


def scripted() -> Game:
    return Game.from_deal(hands=HANDS, widow=WIDOW, first_bidder=0)


def parse(text: str) -> ET.Element:
    """The picture as XML: it must be well formed, an SVG root with an accessible name."""
    root = ET.fromstring(text)
    assert root.tag == f"{NS}svg"
    assert root.get("role") == "img" and root.get("aria-label")
    assert root[0].tag == f"{NS}title" and root[0].text == root.get("aria-label")
    return root


def with_class(root: ET.Element, name: str) -> list[ET.Element]:
    return [e for e in root.iter() if name in (e.get("class") or "").split()]


def pips(text: str) -> int:
    return len([e for e in with_class(parse(text), "moon-pip") if e.tag == f"{NS}circle"])


def trump_marks(text: str) -> int:
    return len(with_class(parse(text), "moon-trump-mark"))


# --- one tile ----------------------------------------------------------------------------------


@pytest.mark.parametrize("horizontal", [False, True])
def test_every_tile_shows_its_pips(horizontal):
    for tile in DOUBLE_SIX:
        picture = svg.tile_svg(tile, horizontal=horizontal)
        assert pips(picture) == tile.high + tile.low, tile
        assert parse(picture).get("aria-label") == str(tile)


def test_tile_orientation_and_scale():
    upright = parse(svg.tile_svg(Tile(6, 4)))
    lying = parse(svg.tile_svg(Tile(6, 4), horizontal=True))
    assert float(upright.get("height")) > float(upright.get("width"))
    assert float(lying.get("width")) > float(lying.get("height"))
    big = parse(svg.tile_svg(Tile(6, 4), scale=2))
    assert float(big.get("width")) == 2 * float(upright.get("width"))
    assert big.get("viewBox") == upright.get("viewBox")


def test_the_high_end_is_on_top():
    # 6-1: six pips in the upper half of a vertical tile, one in the lower.
    root = parse(svg.tile_svg(Tile(1, 6)))
    ys = sorted(float(c.get("cy")) for c in with_class(root, "moon-pip"))
    assert len(ys) == 7 and ys[-1] > ys[-2] and max(ys[:6]) < ys[-1]


@pytest.mark.parametrize("trump", ALL_TRUMPS)
def test_trump_marked_exactly_on_trumps(trump):
    for tile in DOUBLE_SIX:
        picture = svg.tile_svg(tile, trump=trump)
        is_trump = trump.is_trump(tile)
        assert trump_marks(picture) == int(is_trump), (tile, trump)
        label = parse(picture).get("aria-label")
        assert label == (f"{tile}, trump" if is_trump else str(tile))


def test_trump_given_as_plain_values():
    assert trump_marks(svg.tile_svg("6-4", trump=4)) == 1
    assert trump_marks(svg.tile_svg("6-4", trump="doubles")) == 0
    assert trump_marks(svg.tile_svg("4-4", trump="doubles")) == 1
    assert all(trump_marks(svg.tile_svg(t)) == 0 for t in DOUBLE_SIX)  # no trump given
    with pytest.raises(ValueError):
        svg.tile_svg("6-4", trump=9)


def test_face_down_tiles_give_nothing_away():
    backs = {svg.tile_svg(t, face_down=True, trump=6) for t in DOUBLE_SIX}
    assert backs == {svg.tile_svg(None, face_down=True)}  # every back is the same picture
    back = backs.pop()
    assert pips(back) == 0 and trump_marks(back) == 0
    assert not TILE_NAME.search(back)
    assert "trump" not in back
    with pytest.raises(ValueError):
        svg.tile_svg(None)


def test_tile_options_and_title():
    plain = svg.tile_svg("5-2")
    assert 'opacity="0.4"' in svg.tile_svg("5-2", dim=True) and 'opacity="0.4"' not in plain
    assert len(svg.tile_svg("5-2", highlight=True)) > len(plain)
    titled = parse(svg.tile_svg("5-2", title='Lead <this> & "win"'))
    assert titled.get("aria-label") == 'Lead <this> & "win"'


def test_tile_reprs_use_the_pictures():
    tile = Tile(6, 4)
    assert tile._repr_svg_() == svg.tile_svg(tile)
    html = tile._repr_html_()
    assert pictures_in(html) == [Picture(svg.tile_svg(tile), "6-4")]
    assert "<figcaption" in html and "6-4</figcaption>" in html


def test_pictures_are_deterministic_and_carry_no_ids():
    pictures = [
        svg.tile_svg("6-4", trump=4, highlight=True),
        svg.hand_svg(HANDS[0], trump=6, label="Seat 0"),
        svg.trick_svg([(0, "6-4"), (1, "5-4")], trump=None, winner=0),
        game_svg(scripted()),
        game_svg(scripted(), 1),
    ]
    again = [
        svg.tile_svg("6-4", trump=4, highlight=True),
        svg.hand_svg(HANDS[0], trump=6, label="Seat 0"),
        svg.trick_svg([(0, "6-4"), (1, "5-4")], trump=None, winner=0),
        game_svg(scripted()),
        game_svg(scripted(), 1),
    ]
    assert pictures == again
    for picture in pictures:
        parse(picture)
        assert " id=" not in picture and "0x" not in picture and "<style" not in picture


def test_same_bytes_in_another_process():
    """No hash-order surprises: a fresh interpreter with another hash seed draws the same."""
    code = (
        "import sys; from moon_nb import Game; from moon_nb.show.table_svg import game_svg;"
        "g = Game(seed=5); g.apply('bid 4'); sys.stdout.write(game_svg(g) + game_svg(g, 2))"
    )
    env = {**os.environ, "PYTHONHASHSEED": "12345", "PYTHONIOENCODING": "utf-8"}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, env=env, check=True)
    game = Game(seed=5)
    game.apply("bid 4")
    assert out.stdout.decode("utf-8") == game_svg(game) + game_svg(game, 2)


# --- hands, tricks, figures --------------------------------------------------------------------


def test_hand_keeps_the_order_given_and_marks_trumps():
    tiles = ["3-1", "6-6", "0-0", "6-4"]
    picture = svg.hand_svg(tiles, trump=6, label="My hand")
    root = parse(picture)
    titles = [g.find(f"{NS}title").text for g in with_class(root, "moon-tile")]
    assert titles == ["3-1", "6-6, trump", "0-0", "6-4, trump"]
    assert pips(picture) == sum(Tile.parse(t).pip_count for t in tiles)
    assert trump_marks(picture) == 2
    assert "My hand" in root.get("aria-label")


def test_hand_highlight_dim_and_empty():
    picture = svg.hand_svg(["6-4", "5-1"], highlight=["6-4"], dim=[Tile(5, 1)])
    tiles = with_class(parse(picture), "moon-tile")
    assert tiles[0].get("opacity") is None and tiles[1].get("opacity") == "0.4"
    assert picture.count(RING) == 1  # one ring, around 6-4
    assert svg.hand_svg(["6-4", "5-1"]).count(RING) == 0
    empty = parse(svg.hand_svg([], label="<Nobody>"))
    assert "&lt;Nobody&gt;" in svg.hand_svg([], label="<Nobody>")
    assert empty.get("aria-label") == "<Nobody>: no tiles"


def test_trick_labels_seats_and_marks_the_winner():
    plays = [(1, "6-4"), (2, "5-4"), (0, "4-4")]
    picture = svg.trick_svg(plays, trump="doubles", winner=0)
    root = parse(picture)
    words = [t.text for t in root.iter(f"{NS}text")]
    assert [w for w in words if w and w.startswith("Seat")] == ["Seat 1", "Seat 2", "Seat 0"]
    assert "wins" in words and "led" in words
    assert trump_marks(picture) == 1 and picture.count(RING) == 1
    assert root.get("aria-label").endswith("seat 0 wins")
    assert pips(picture) == 10 + 9 + 8


def test_partial_trick_waits_for_the_seats_to_play():
    picture = svg.trick_svg([(2, "6-4")], trump=4, winner=2, players=4)
    words = [t.text for t in parse(picture).iter(f"{NS}text")]
    assert words.count("to play") == 3 and "led · winning" in words
    assert {"Seat 3", "Seat 0", "Seat 1"} <= set(words)
    assert "No tiles" in svg.trick_svg([])


def test_figure_html_escapes_the_caption():
    inner = svg.tile_svg("2-1")
    html = svg.figure_html(inner, 'a <b> & "c"')
    assert pictures_in(html) == [Picture(inner, "2-1")]  # the alt text is the picture's own
    assert "a &lt;b&gt; &amp; &quot;c&quot;" in html
    ET.fromstring(html)  # the figure is well formed too


def test_figure_html_is_an_image_of_the_picture():
    picture = svg.hand_svg(["6-6", "3-1"], trump=6, label='Seat "0" <you>')
    html = svg.figure_html(picture, "caption")
    image = ET.fromstring(html).find("img")
    assert image is not None
    assert image.get("alt") == 'Seat "0" <you>: 6-6 and 3-1'
    root = parse(picture)
    assert (image.get("width"), image.get("height")) == (root.get("width"), root.get("height"))
    assert "max-width:100%" in (image.get("style") or "")
    assert svg.figure_html(picture, "caption") == html  # deterministic
    assert svg.image_html(picture, alt="Two tiles").count('alt="Two tiles"') == 1


def test_an_image_needs_a_description():
    bare = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"></svg>'
    assert pictures_in(svg.figure_html(bare, "A square")) == [Picture(bare, "A square")]
    with pytest.raises(ValueError, match="description"):
        svg.image_html(bare)
    with pytest.raises(ValueError, match="description"):
        svg.figure_html(bare, " ")
    with pytest.raises(ValueError, match="not an SVG picture"):
        svg.image_html("<p>no picture</p>")


# --- the table: a game, a seat's view ----------------------------------------------------------


def visible_to(game: Game, seat: int) -> set[str]:
    """Tile names seat may see: its own hand, its discard, every tile played so far, and
    tiles not in this game at all (the rules line of the "no 0-0" variant names 0-0)."""
    view = game.view(seat)
    seen = set(view["hand"]) | {str(t) for t in DOUBLE_SIX if t not in game.rules.tiles}
    seen |= {p["tile"] for p in view["trick"]}
    seen |= {p["tile"] for t in view["tricks"] for p in t["plays"]}
    if view["discard"]:
        seen.add(view["discard"])
    return seen


def hidden_from(game: Game, seat: int) -> set[str]:
    everything = {str(t) for t in game.rules.tiles}
    return everything - visible_to(game, seat)


def seat_picture(game: Game, seat: int) -> str:
    """The seat's picture as the table draws it: from its scene and decision, sent as JSON."""
    seen = game.observe(seat)
    scene, decision = json.loads(json.dumps([scene_of(seen), decision_of(seen)]))
    return scene_svg(scene, decision)


def assert_hides(game: Game, seat: int) -> None:
    picture = seat_picture(game, seat)
    parse(picture)
    shown = set(TILE_NAME.findall(picture))
    assert shown <= visible_to(game, seat), (seat, shown - visible_to(game, seat))
    assert not shown & hidden_from(game, seat)
    assert game_svg(game, seat) == picture


def test_a_seats_picture_hides_other_hands_and_the_widow():
    game = scripted()
    picture = seat_picture(game, 0)
    for other in HANDS[1] + HANDS[2] + [WIDOW]:
        assert other not in picture
    for own in HANDS[0]:
        assert own in picture
    assert_hides(game, 0)
    assert len(with_class(parse(picture), "moon-back")) == 7 + 7 + 1  # two hands and the widow


def test_a_seats_picture_through_a_scripted_hand():
    game = scripted()
    for action in ["bid 5", "pass", "pass", "discard 3-3", "trump 6", "play 6-6"]:
        for seat in range(3):
            assert_hides(game, seat)
        game.apply(action)
    bidder = seat_picture(game, 0)
    assert "3-3" in bidder and "3-3" not in seat_picture(game, 1)  # the discard
    assert WIDOW in bidder and WIDOW not in seat_picture(game, 2)  # taken by seat 0
    assert "6-6" in seat_picture(game, 1)  # played: public


def test_a_picture_fades_the_tiles_the_seat_may_not_play():
    game = scripted()
    for action in ["bid 5", "pass", "pass", "discard 3-3", "trump 6", "play 6-6"]:
        game.apply(action)
    tiles = {
        g.find(f"{NS}title").text.split(",")[0]: g.get("opacity")
        for g in with_class(parse(seat_picture(game, 1)), "moon-tile")
        if g.find(f"{NS}title") is not None
    }
    # Seat 1 must follow the trump 6-6 led with its 6s: the rest is faded.
    assert tiles["6-2"] is None and tiles["6-1"] is None
    assert tiles["5-4"] == "0.4" and tiles["4-3"] == "0.4"


def test_teacher_picture_shows_every_hand_and_the_widow():
    game = scripted()
    picture = game_svg(game)
    for name in HANDS[0] + HANDS[1] + HANDS[2] + [WIDOW]:
        assert name in picture
    assert pips(picture) == sum(t.pip_count for t in game.rules.tiles)
    assert game._repr_svg_() == picture
    html = game._repr_html_()
    assert [p.svg for p in pictures_in(html)] == [picture] and "Three-player Moon" in html


def test_four_player_game():
    game = Game(seed=1, rules=Rules(players=4))
    picture = game_svg(game)
    root = parse(picture)
    assert pips(picture) == sum(t.pip_count for t in DOUBLE_SIX)
    assert not with_class(root, "moon-back")  # every hand face up, no widow
    for seat in range(4):
        assert_hides(game, seat)
        backs = with_class(parse(game_svg(game, seat)), "moon-back")
        assert len(backs) == 21
        assert "partner" in game_svg(game, seat)


def test_scores_never_look_like_tiles():
    game = Game.from_deal(hands=HANDS, widow=WIDOW, first_bidder=0, scores=[6, -4, 3])
    picture = seat_picture(game, 1)
    assert "−4 pts" in picture
    assert set(TILE_NAME.findall(picture)) <= set(HANDS[1])


@pytest.mark.parametrize(
    "rules",
    [Rules(), Rules(players=4), Rules(double_blank=False), Rules(trump_before_widow=True)],
    ids=["three", "four", "no-widow", "trump-first"],
)
def test_random_games_in_every_phase(rules):
    rng = random.Random(7)
    game = Game(seed=7, rules=rules)
    phases = set()
    for _ in range(70):
        phases.add(game.phase)
        parse(game_svg(game))
        for seat in range(rules.players):
            assert_hides(game, seat)
        if game.phase == "over":
            break
        game.apply(rng.choice(game.legal_actions()))
    assert {"bid", "trump", "play"} <= phases


def test_game_over_picture():
    rng = random.Random(3)
    game = Game(seed=3, rules=Rules(scoring="marks"))
    while game.phase != "over":
        game.apply(rng.choice(game.legal_actions()))
    for seat in (None, 0, 1, 2):
        picture = game_svg(game, seat)
        parse(picture)
        banner = "You win the game!" if seat == game.winner else f"Seat {game.winner} wins the game"
        assert banner in picture
        assert "your turn" not in picture.lower() and " to play" not in picture


# --- notebook pictures -------------------------------------------------------------------------


def test_show_hand():
    picture = show_hand(["6-6", "3-1"], trump=6, label="Seat 0")
    assert picture == HandPicture((Tile(6, 6), Tile(3, 1)), 6, "Seat 0")
    assert picture._repr_svg_() == svg.hand_svg(["6-6", "3-1"], trump=6, label="Seat 0")
    assert "<figcaption" in picture._repr_html_()
    assert "6-6 and 3-1" in show_hand(["6-6", "3-1"])._repr_html_()
    hash(picture)
    with pytest.raises(ValueError):
        show_hand(["6-6", "6-6x"])


def test_show_trick_finds_the_winner():
    # Doubles are trump: 4-4 trumps the 4s led.
    picture = show_trick(["6-4", "5-4", "4-4"], trump="doubles")
    assert picture.winner == 2 and picture.plays[0] == (0, Tile(6, 4))
    assert show_trick(["6-4", "5-4", "4-4"], trump="doubles", leader=1).winner == 0
    assert show_trick(["6-4", "5-4", "4-4"], trump=None).winner == 0
    pairs = show_trick([(2, "5-3"), (0, Tile(5, 1)), (1, "6-5")], trump=None)
    assert pairs.winner == 1
    four = show_trick(["2-1", "6-2"], trump=Trump.of(1), leader=3, players=4)
    assert four.plays == ((3, Tile(2, 1)), (0, Tile(6, 2))) and four.winner == 3
    assert "to play" in four._repr_svg_()
    assert show_trick([]).winner is None
    assert isinstance(picture, TrickPicture)
    assert "seat 2 wins" in picture._repr_html_()
