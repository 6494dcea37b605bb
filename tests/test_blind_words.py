"""The blind mode's sentences (moon_nb.table.readout, moon_nb.show.table_words.said): in every
language, a tile is named in words to a screen reader ("double five", never "5-5"); the log of
the hand says exactly what the story told, in order; each command says what it is asked."""

from __future__ import annotations

import random
import re

import pytest

from moon_nb.engine.game import Game
from moon_nb.engine.tricks import TRUMP, led_suit
from moon_nb.show.story import timeline
from moon_nb.show.table_words import COMMANDS, said, table_words, tile_said
from moon_nb.speech import _, in_language, languages
from moon_nb.table.readout import hand_log
from moon_nb.table.session import TableSession

LANGUAGES = sorted(languages())
NOTATION = re.compile(r"(?<![0-9])[0-6]-[0-6](?![0-9])")
LOG_KINDS = {"deal", "redeal", "call", "widow", "discard", "trump", "play", "trick"}


def played(seed: int, moves: int, lang: str | None = None) -> TableSession:
    """A table of ``seed`` after the learner's first ``moves`` decisions, chosen at random."""
    table = TableSession(Game(seed=seed), lang=lang)
    rng = random.Random(seed)
    for _move in range(moves):
        if table.game.to_act is None:
            break
        table.handle({"kind": "action", "action": rng.choice(table.game.legal_actions())})
    return table


@pytest.mark.parametrize("lang", LANGUAGES)
def test_doubles_are_said_double_five_in_every_language(lang: str) -> None:
    def say() -> tuple[str, str, str, str]:
        return (
            tile_said("5-5"),
            _("double {end}", end=_("five")),
            said("Seat 2 plays 5-5."),
            tile_said("6-4"),
        )

    double, expected, sentence, other = in_language(lang, say)
    assert double == expected and "5" not in double, (lang, double)
    assert double in sentence and not NOTATION.search(sentence), (lang, sentence)
    assert other != double and "6" not in other, (lang, other)
    if lang != "en":
        assert double != "double five", lang  # translated, not left in English


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_sentence_the_table_says_names_tiles_in_words(lang: str) -> None:
    """The readout, the story's sentences as said, the hand's labels and the Hint: no tile
    written as notation, in any language, over most of a hand."""
    table = played(7, 9, lang)
    table.handle({"kind": "hint"})
    state = table.state()
    view = state["view"]
    readout = view["readout"]
    texts = [readout[k] for k in ("hand", "trick", "trump", "bids", "scores", "last")]
    texts += readout["log"] + [h["label"] for h in view["scene"]["hand"]]
    texts += [f.get("said", f["text"]) for f in view["frames"] if f["kind"] != "start"]
    if state["hint"]:
        texts.append(state["hint"]["spoken"])
    for text in texts:
        assert text and not NOTATION.search(text), (lang, text)
    assert len(readout["log"]) > 10, readout["log"]


@pytest.mark.parametrize("seed", [3, 7, 12])
def test_the_log_says_what_the_story_told_in_order(seed: str) -> None:
    """The log of the hand is the story of the hand since its deal — every call, the widow,
    the discard, trump, every tile played and every trick's winner — in the same sentences."""
    for moves in (0, 3, 8, 30):
        table = played(int(seed), moves)
        game, seat = table.game, table.seat
        if game.phase == "over":
            continue
        events = timeline(game, seat, scenes=False)
        deals = [i for i, e in enumerate(events) if e["kind"] in ("deal", "redeal")]
        story = [e.get("said", e["text"]) for e in events[max(deals, default=0) :]]
        log = hand_log(game.observe(seat))
        if not deals:
            # The game starts dealt (no moment deals its first hand): the log says so first.
            assert log[0].startswith("Hand 1 is dealt: "), log
            log = log[1:]
        assert log == [s for s, e in zip(story, events[max(deals, default=0) :], strict=True)
                       if e["kind"] in LOG_KINDS], (seed, moves)  # fmt: skip


def test_each_command_says_what_it_is_asked() -> None:
    table = played(7, 8)
    seen = table.game.observe(table.seat)
    readout = table.state()["view"]["readout"]
    # The hand by suit: trumps first, each tile of the hand once.
    names = [tile_said(str(t)) for t in seen.hand]
    assert readout["hand"].startswith(f"Your hand, {len(names)} tiles."), readout["hand"]
    assert all(readout["hand"].count(n) == 1 for n in names), readout["hand"]
    trumps = [tile_said(str(t)) for t in seen.hand if led_suit(t, seen.trump) == TRUMP]
    if trumps:
        assert f"Trumps: {', '.join(sorted(trumps, key=readout['hand'].index))}." in readout["hand"]
    assert readout["trump"].startswith("Trump: "), readout["trump"]
    assert "bid" in readout["trump"]
    assert [f"Seat {s}" in readout["bids"] for s in (1, 2)] == [True, True]
    assert "You:" in readout["scores"] and "First to 21 points." in readout["scores"]
    assert readout["last"].startswith("Last trick:"), readout["last"]
    assert readout["trick"].startswith("Trick "), readout["trick"]


def test_before_trump_and_any_trick_the_commands_say_so() -> None:
    table = played(7, 0)
    readout = table.state()["view"]["readout"]
    assert readout["trump"] == "Trump is not named yet."
    assert readout["last"] == "No trick has been played yet."
    assert "no bid yet" in readout["bids"] and readout["bids"].endswith("Your turn to bid.")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_commands_and_their_keys_in_every_language(lang: str) -> None:
    words = in_language(lang, table_words)
    commands = words["commands"]
    assert [c["name"] for c in commands] == [name for name, _code, _word in COMMANDS]
    # Each key is read by its code (its place on the keyboard), a different one each.
    assert len({c["code"] for c in commands}) == len(commands)
    assert all(re.fullmatch(r"Key[A-Z]", c["code"]) for c in commands)
    for c in commands:
        assert c["word"] in words["command_help"], (lang, c)
        assert f"Alt+Shift+{c['code'][-1]}" in words["command_help"], (lang, c)
    if lang != "en":
        assert [c["word"] for c in commands] != [c["name"] for c in commands], lang
