"""The SVG pictures speak the learner's language (issue 41): in the pseudo-language no word of a
picture — its text, its tiles' and its own names for a screen reader, the caption under it — is
left unmarked; ``lang=`` on the public picture functions draws in that language whatever the
process speaks, and is refused as `MoonTable` refuses it; a picture in Lao, Marathi or Armenian
names the fonts of its script, an English one is as it was; an exported game's page speaks its
language; the words under a live table's static picture are the table's language."""

from __future__ import annotations

import base64
import html
import json
import re
from collections.abc import Iterator

import pytest
from test_languages import unmarked

import moon_nb
from moon_nb import Game, MoonTable, show
from moon_nb.course.pages import game_html
from moon_nb.show import drawing as d
from moon_nb.show import svg
from moon_nb.show.scenes import scene_of
from moon_nb.show.table_svg import game_svg, scene_svg
from moon_nb.speech import language, set_language, speaking

_WORDS = re.compile(r'<(?:text|title|figcaption|p)\b[^>]*>([^<]*)<|(?:aria-label|alt)="([^"]*)"')
_IMAGE = re.compile(r"data:image/svg\+xml;base64,([A-Za-z0-9+/=]+)")


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    set_language("en")


def said(picture: str) -> list[str]:
    """Every word a picture shows or says: its texts, its titles and its labels, and for a
    picture in HTML the caption and the words of the image inside it."""
    inner = [base64.b64decode(data).decode("utf-8") for data in _IMAGE.findall(picture)]
    words = [html.unescape(a or b) for a, b in _WORDS.findall(picture)]
    return words + [w for svg_text in inner for w in said(svg_text)]


def _pictures() -> dict[str, str]:
    """One picture of each kind, with every word it can say: a hand, an empty hand, a trick
    under way and one won, a table seen by a seat, by a teacher, and one still starting."""
    game = Game(seed=7)
    for text in ("pass", "bid 4", "pass"):
        if game.to_act is not None and text in {a.text for a in game.legal_actions()}:
            game.apply(text)
    seen = game.observe(0)
    return {
        "hand": svg.hand_svg(["6-6", "6-4"], trump=6, label=None),
        "empty hand": svg.hand_svg([]),
        "face down": svg.tile_svg(None, face_down=True),
        "trick": show.show_trick(["6-4", "5-4"], trump=6)._repr_html_(),
        "trick won": show.show_trick(["6-4", "5-4", "4-4"], trump="doubles")._repr_html_(),
        "no trick": show.show_trick([])._repr_html_(),
        "trick, no winner given": svg.trick_svg([(0, "6-4")]),
        "seat": game_svg(game, 0),
        "teacher": game_svg(game),
        "starting": scene_svg(scene_of(seen), None, None, None, starting=True),
        "table": MoonTable(seed=7, lang="qps")._repr_mimebundle_()[0]["text/html"],
    }


def test_no_word_of_a_picture_is_left_unmarked_in_the_pseudo_language() -> None:
    """Every text, title and label of every kind of picture is a catalog message (marked) or
    tile notation, "6-4": a word written outside the catalog would show as bare letters."""
    set_language("qps")
    for kind, picture in _pictures().items():
        # A table's own static words are drawn inside its language (qps), whatever it speaks.
        bare = [w for w in said(picture) if unmarked(w)]
        assert not bare, (kind, bare)
        assert said(picture), kind


@pytest.mark.parametrize("code", ["hu", "lo"])
def test_lang_draws_in_that_language_and_leaves_the_process_as_it_was(code: str) -> None:
    """``lang=`` on show_hand, show_trick and show.picture: the words are that language's,
    the process still speaks English after, and the same picture without ``lang`` is English."""
    with speaking(code):
        empty = svg.hand_svg([])
        trick_won = svg.trick_svg([(0, "6-4"), (1, "5-4"), (2, "4-4")], trump=6, winner=0)
        table = game_svg(Game(seed=7), 0)
    assert show.show_hand([], lang=code)._repr_svg_() == empty
    assert show.show_trick(["6-4", "5-4", "4-4"], trump=6, lang=code)._repr_svg_() == trick_won
    assert show.picture(Game(seed=7), 0, lang=code) == table != game_svg(Game(seed=7), 0)
    assert language() == "en"
    assert show.show_hand([])._repr_svg_() != empty
    assert "no tiles" in show.show_hand([]).caption
    assert show.show_hand([], lang=code).caption != "no tiles"


@pytest.mark.parametrize("value", ["xx", "english", ""])
def test_an_unknown_language_is_refused_as_the_table_refuses_it(value: str) -> None:
    """A language moon_nb does not speak is refused before anything is drawn, with the
    sentence `MoonTable` says (it names the six languages)."""
    calls = [
        lambda: show.show_hand(["6-6"], lang=value),
        lambda: show.show_trick(["6-6"], lang=value),
        lambda: show.picture(Game(seed=1), 0, lang=value),
        lambda: game_html(Game(seed=1), 0, lang=value),
    ]
    with pytest.raises(ValueError) as table:
        MoonTable(seed=1, lang=value)
    for call in calls:
        with pytest.raises(ValueError) as refused:
            call()
        assert str(refused.value) == str(table.value)
        assert language() == "en"
    for code, name in moon_nb.languages().items():
        assert f"{name} ({code})" in str(table.value)


def test_a_picture_names_the_fonts_of_its_script() -> None:
    """A Lao, Marathi or Armenian picture names its script's fonts before the generic family;
    an English (or Hungarian, Finnish) picture keeps the fonts it always had."""
    stack = re.compile(r'font-family="([^"]*)"')
    codes = ("en", "hu", "fi", "lo", "mr", "hy")
    empty = {code: stack.findall(show.show_hand([], lang=code)._repr_svg_()) for code in codes}
    assert empty["en"] == empty["hu"] == empty["fi"] == [d.FONT]
    assert stack.findall(svg.tile_svg("6-4")) == [d.FONT]
    assert "Noto Sans Lao" in empty["lo"][0] and "Noto Sans Devanagari" not in empty["lo"][0]
    assert "Lohit Marathi" in empty["mr"][0] and "Noto Sans Devanagari" in empty["mr"][0]
    assert "Noto Sans Armenian" in empty["hy"][0]
    for code in ("lo", "mr", "hy"):
        assert empty[code][0].endswith(", sans-serif")


def test_an_exported_game_speaks_its_language() -> None:
    """An exported game's page in Lao: its step buttons' words (Python's, in the data), its
    opening sentence and its ``lang`` are Lao; the page's script holds none of the English."""
    page = game_html(Game(seed=3), 0, lang="lo")
    data = json.loads(re.search(r'id="moon-data">(.*?)</script>', page, re.S).group(1))
    with speaking("lo"):
        expected = {k: v for k, v in moon_nb.show.table_words.table_words().items()}
    assert data["words"] == expected
    assert data["words"]["next_title"] == "ຊ່ວງຕໍ່ໄປ (→)"
    assert '<html lang="lo">' in page and "The deal" not in page
    assert language() == "en"
    english = game_html(Game(seed=3), 0)
    assert '<html lang="en">' in english and "The deal: hand 1, seat" in english
    for words in ("The previous moment", "Next moment", "Step through the game"):
        assert words not in page, words


def test_a_tables_static_picture_speaks_the_tables_language() -> None:
    """The picture and the words under it where no widget runs are in the table's language,
    not the process's."""
    static = MoonTable(seed=7, lang="lo")._repr_mimebundle_()[0]["text/html"]
    assert "ແລ່ນໂນ້ດບຸກນີ້ເພື່ອຫຼິ້ນທີ່ໂຕະສົດ" in static
    assert "Run this notebook" not in static
    assert language() == "en"
    english = MoonTable(seed=7)._repr_mimebundle_()[0]["text/html"]
    assert "Run this notebook to play at a live table." in english
