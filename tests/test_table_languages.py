"""The table speaks the learner's language (issue 41; docs/languages.md): a whole game at a
`MoonTable` in the pseudo-language leaves no learner-facing word of its state unmarked — the
scene, the decision, the story, the notices and the JavaScript's own words; ``lang=`` changes
words only (a game recorded at a table in one language replays identically in another); each
table keeps its own language; an unknown language is refused with a sentence naming them."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Any

import pytest
from test_languages import unmarked

import moon_nb
from moon_nb import Game, MoonTable
from moon_nb.show.table_words import table_words
from moon_nb.speech import language, set_language

# Fields of the table's state that are no words (notation, names of things, numbers as text,
# a language's code; a language's own name is the same in every language).
NOT_WORDS = {
    "phase", "kind", "position", "tile", "action", "token", "label_key", "name_key", "level",
    "next_level", "name", "tiles", "trumps", "hand", "widow", "discard", "plays", "step",
    "status", "trump", "change", "total", "ms", "code", "lang",
}  # fmt: skip
# Words the table shows that are not its own: the game's notation and a level's key.
NOTATION = ("play ", "bid ", "discard ", "trump ", "pass")


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    set_language("en")


def words_in(value: Any, key: str = "") -> Iterator[tuple[str, str]]:
    """Every text in a table's state, with the field it is in."""
    if isinstance(value, str):
        yield key, value
    elif isinstance(value, dict):
        for k, v in value.items():
            if k in ("tiles", "hand") and key == "words":
                yield from ((k, n) for n in v)
            elif k == "commands" and key == "words":
                # A command's name and key code are no words: the word typed is.
                yield from ((k, c["word"]) for c in v)
            elif k not in NOT_WORDS or key == "words":
                yield from words_in(v, k if key != "words" else "words")
    elif isinstance(value, list):
        for v in value:
            yield from words_in(v, key)


def bare_words(state: dict[str, Any]) -> set[str]:
    """The texts of a table's state with a letter outside the catalog's marks."""
    out = set()
    for key in ("view", "notice", "features", "seats", "words"):
        for field, text in words_in(state[key], key):
            if field in ("player",) or text.startswith(NOTATION) or not unmarked(text):
                continue
            if field in ("label", "about") and key == "features":
                pass
            out.add(f"{key}.{field}: {text}")
    return out


def test_a_whole_game_at_a_pseudo_language_table_says_nothing_unmarked() -> None:
    """All phases, the summaries and the game's end: every word the table's state holds for
    the browser went through the catalog."""
    table = MoonTable(seed=5, lang="qps", pace_ms=0, coach=False)
    rng = random.Random(41)
    bare = bare_words(table.session.state())
    for _step in range(400):
        game = table.game
        if game.winner is not None:
            break
        legal = game.legal_actions()
        table.act(rng.choice(legal))
        if _step == 3:
            table.send_intent({"kind": "hint"})  # once: the expert's hint thinks a while
        if rng.random() < 0.05:
            table.send_intent({"kind": "action", "action": "bid 99"})
        if rng.random() < 0.05:
            table.send_intent({"kind": "undo"})
        bare |= bare_words(table.session.state())
    assert table.game.winner is not None
    table.send_intent({"kind": "action", "action": "pass"})  # refused: the game is over
    bare |= bare_words(table.session.state())
    assert table.view["scene"]["summary"]["banner"]
    assert not bare, "\n".join(sorted(bare)[:30])
    assert language() == "en"  # the table's language is its own


def test_the_javascripts_words_are_all_sent_and_all_translated() -> None:
    english = table_words()
    for code in moon_nb.languages():
        with moon_nb.speech.speaking(code):
            said = table_words()
        assert set(said) == set(english)
        if code != "en":
            same = [k for k in english if k not in ("undo_title", "tiles", "hand")
                    and said[k] == english[k]]  # fmt: skip
            # Lao keeps "Moon", the game's name, as its seed does; Hungarian says "partner" too.
            assert set(same) <= {"moon", "partner"}, (code, same)


def _play(table: MoonTable, seed: int) -> str:
    rng = random.Random(seed)
    while table.game.winner is not None or len(table.game.actions) < 60:
        if table.game.winner is not None:
            break
        table.act(rng.choice(table.game.legal_actions()))
    return json.dumps(table.game.record(), sort_keys=True)


@pytest.mark.parametrize("code", ["hu", "lo", "qps"])
def test_lang_changes_words_only_a_game_replays_identically(code: str) -> None:
    english, other = MoonTable(seed=9, pace_ms=0), MoonTable(seed=9, pace_ms=0, lang=code)
    assert _play(english, 3) == _play(other, 3)
    assert english.view["scene"]["hand"] != [] or english.game.winner is not None
    again = Game.from_record(json.loads(_play(other, 3)))
    assert again.scores == english.game.scores


def test_two_tables_in_one_kernel_each_keep_their_language() -> None:
    hu, lo = MoonTable(seed=2, lang="hu"), MoonTable(seed=2, lang="lo_LA.UTF-8")
    assert lo.lang == "lo"
    hu.send_intent({"kind": "action", "action": "bid 99"})
    lo.send_intent({"kind": "action", "action": "bid 99"})
    assert hu.error != lo.error and "99" in hu.error
    assert hu.words["hint"] == "Tipp" and lo.words["hint"] == "ຄຳແນະນຳ"
    assert hu.view["decision"]["prompt"]["title"] != lo.view["decision"]["prompt"]["title"]
    assert language() == "en"
    plain = MoonTable(seed=2)
    assert plain.words["hint"] == "Hint" and plain.view["scene"]["seats"][0]["name"] == "You"


@pytest.mark.parametrize("value", ["xx", "english", 3, ""])
def test_an_unknown_language_is_refused_naming_the_languages(value: object) -> None:
    with pytest.raises(ValueError) as refused:
        MoonTable(seed=1, lang=value)  # type: ignore[arg-type]
    for code, name in moon_nb.languages().items():
        assert f"{name} ({code})" in str(refused.value)


def test_the_words_are_sent_once_not_at_every_sync() -> None:
    table = MoonTable(seed=4, pace_ms=0, lang="fi")
    sent: list[dict[str, Any]] = []
    table.send = lambda message, buffers=None: sent.append(message)  # type: ignore[method-assign]
    table.act(table.game.legal_actions()[0])
    assert sent and all("words" not in m.get("changes", {}) for m in sent)


def test_a_trick_said_in_one_language_is_said_again_in_another() -> None:
    """A finished trick's reason is remembered (every view explains each trick again), by the
    language it was said in: a table in Hungarian after one in English does not read English."""
    from moon_nb.players import HeuristicPlayer
    from moon_nb.speech import speaking

    game, player = Game(seed=3), HeuristicPlayer(3)
    while not game.observe(0).tricks:
        seat = game.to_act
        assert seat is not None
        game.apply(player.choose(game.observe(seat)))
    seen = game.observe(0)
    assert seen.trump is not None
    trick = seen.tricks[0]
    english = trick.reason(seen.trump)
    with speaking("hu"):
        hungarian = trick.reason(seen.trump)
    assert hungarian != english and trick.reason(seen.trump) == english
