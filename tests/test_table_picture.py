"""The static picture of the table says what the live table says: it is drawn from the same scene
(`moon_nb.show.table_svg`), and every word in it is the scene's — over whole games of every
variant, from every seat, in every phase."""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET

import pytest
from support import VARIANTS

from moon_nb import Game, Rules
from moon_nb.players import HeuristicPlayer, RandomPlayer
from moon_nb.show.decisions import decision_of
from moon_nb.show.scenes import scene_of
from moon_nb.show.table_svg import LABELS, STARTING_TEXT, scene_svg
from moon_nb.show.wire import Scene
from moon_nb.speech import _, speaking

NS = "{http://www.w3.org/2000/svg}"


def lines_of(picture: str) -> list[str]:
    """Every line of text the picture shows."""
    return [t.text or "" for t in ET.fromstring(picture).iter(f"{NS}text") if t.text]


def flat(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def words_shown(scene: Scene) -> list[str]:
    """What a picture of this moment must say: the live table's words for it."""
    must = [scene["hand_label"], scene["target_text"]]
    must += [w for w in (scene["turn_text"], scene["trump_text"], scene["contract_text"]) if w]
    for seat in scene["seats"]:
        must += [seat["name"], seat["tricks_text"], seat["score_text"]]
        must += [seat["call"]] if seat["call"] else []
    if scene["phase"] == "play":
        must.append(scene["trick_label"] or "")
        if scene["trick"] and scene["led_text"]:
            must.append(scene["led_text"])
    if scene["calls"] is not None:
        must += [c["text"] for c in scene["calls"]["calls"]] or [scene["calls"]["opener"]]
    if scene["phase"] == "over" and scene["summary"] is not None:
        must.append(scene["summary"]["banner"] or scene["summary"]["headline"])
    return must


def scene_words(scene: Scene) -> str:
    """Every word of the scene, joined: what a line of the picture may be made of."""
    found: list[str] = []

    def walk(value: object) -> None:
        if isinstance(value, str):
            found.append(flat(value))
        elif isinstance(value, dict):
            for v in value.values():
                walk(v)
        elif isinstance(value, list):
            for v in value:
                walk(v)

    walk(scene)
    return " | ".join(found)


def check(scene: Scene, picture: str) -> None:
    lines = [flat(line) for line in lines_of(picture)]
    text = " ".join(lines)
    for word in words_shown(scene):
        assert flat(word) in text, (word, lines)
    allowed = scene_words(scene)
    for line in lines:
        for piece in line.split(" · "):
            assert piece in LABELS or piece in allowed, (piece, line)
    if scene["phase"] == "over":
        assert "your turn" not in text.lower() and " to play" not in text


def moments(rules: Rules, seed: int, hands: int = 2):
    """(scene, decision) pairs through a game played out by computer players, seen from the
    seat to act and from the next seat."""
    game = Game(seed=seed, rules=rules)
    rng = random.Random(seed)
    players = [HeuristicPlayer(s) if s % 2 else RandomPlayer(s) for s in range(rules.players)]
    while True:
        seat = game.to_act if game.to_act is not None else 0
        for viewer in (seat, (seat + 1) % rules.players):
            seen = game.observe(viewer)
            yield scene_of(seen), decision_of(seen)
        if game.winner is not None or game.hands_played >= hands:
            return
        choice = players[seat].choose(game.observe(seat))
        game.apply(choice if rng.random() < 0.9 else rng.choice(game.legal_actions()))


@pytest.mark.parametrize("rules", VARIANTS, ids=lambda r: r.describe())
def test_every_word_of_the_picture_is_the_scenes_and_the_scenes_words_are_in_it(
    rules: Rules,
) -> None:
    phases = set()
    for scene, decision in moments(rules, seed=17):
        phases.add(scene["phase"])
        check(scene, scene_svg(scene, decision))
    assert {"bid", "trump", "play"} <= phases


def test_a_finished_game_is_pictured_with_its_winner_and_no_turn() -> None:
    rules = Rules(scoring="marks")
    *_, (scene, decision) = moments(rules, seed=3, hands=99)
    assert scene["phase"] == "over" and scene["turn_text"] is None
    picture = scene_svg(scene, decision)
    check(scene, picture)
    assert scene["summary"] is not None and (scene["summary"]["banner"] or "") in picture


def test_the_check_catches_a_word_the_scene_does_not_have() -> None:
    scene, decision = next(moments(Rules(), seed=5))
    picture = scene_svg(scene, decision)
    check(scene, picture)
    invented = picture.replace(f">{scene['hand_label']}<", ">Trick 8 of 7<")
    dropped = picture.replace(f">{scene['target_text']}<", "><")
    assert invented != picture and dropped != picture
    with pytest.raises(AssertionError):
        check(scene, invented)
    with pytest.raises(AssertionError):
        check(scene, dropped)


def test_a_table_not_live_yet_says_it_is_starting_and_marks_no_tile() -> None:
    """The picture a notebook shows before its table runs (``starting``): it says "Starting…",
    never whose turn the seat's own is, and fades no tile — in a step of the path, fading the
    tiles that may not be played would give the answer away. Every other word is the scene's."""
    seen_own_turn = 0
    for scene, decision in moments(Rules(), seed=11):
        picture = scene_svg(scene, None, starting=True)
        lines = [flat(line) for line in lines_of(picture)]
        text = " ".join(lines)
        assert STARTING_TEXT in lines and "your turn" not in text.lower(), lines
        assert 'opacity="0.4"' not in picture, "no tile is faded"
        allowed = scene_words(scene)
        for line in lines:
            for piece in line.split(" · "):
                assert piece in LABELS or piece in allowed, (piece, line)
        if scene["to_act"] == scene["seat"] and scene["phase"] == "play":
            seen_own_turn += 1
            # With a decision the same moment fades the tiles the seat may not play: the
            # check above is not vacuous.
            if any(not c["legal"] for c in decision["tiles"]):
                assert 'opacity="0.4"' in scene_svg(scene, decision)
    assert seen_own_turn > 3


@pytest.mark.parametrize("lang", ["en", "hy", "hu"])
def test_a_tile_on_the_table_says_who_played_it_you_or_a_seat(lang: str) -> None:
    """Each tile of the trick is titled with who played it: the viewer's own "You played 6-4"
    (a sentence of its own: "You" is not a seat's name to put into "{name} played", whose verb
    agrees with a third person in Armenian and Hungarian), another's "Seat 2 played 6-4"."""
    mine = theirs = 0
    with speaking(lang):
        for scene, decision in moments(Rules(), seed=17, hands=1):
            picture = ET.fromstring(scene_svg(scene, decision))
            titles = {t.text for t in picture.iter(f"{NS}title")}
            seats = {s["seat"]: s for s in scene["seats"]}
            for play in scene["trick"]:
                seat, tile = seats[play["seat"]], play["tile"]
                if seat["you"]:
                    said = _("You played {tile}", tile=tile)
                    mine += 1
                else:
                    said = _("{name} played {tile}", name=seat["name"], tile=tile)
                    theirs += 1
                assert said in titles, titles
                glued = _("{name} played {tile}", name=_("You"), tile=tile)
                assert glued == said or glued not in titles, titles
    assert mine and theirs
