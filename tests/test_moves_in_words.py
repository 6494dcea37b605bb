"""Moves said in words, never as code (issue 49, item 3; docs/languages.md): a hand played at a
table in each language — the Hint asked at the learner's decisions, Undo offered, pressed and
confirmed, the hand's end with its hindsight, the coach and what was kept for review — sends the
browser no action code ("play 6-6", "bid 4", "discard 5-5", "trump 2"), no method name
("Review()") and, in the five other languages, no English word. English is the control: its
sentences may say "play 6-4" as an order, never a move's code as a noun ("your play 6-4").

And bad input: a language the table does not speak is refused in the table's language with
English beside it, naming the six; nothing changes, and the refusal goes when the language does."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from typing import Any

import pytest
from test_table_languages import words_in

import moon_nb
from moon_nb import Game, MoonTable
from moon_nb.players import HeuristicPlayer
from moon_nb.review import keeping
from moon_nb.review.deck import Deck, Played, ReviewCard
from moon_nb.review.seen import Seen
from moon_nb.speech import _, language, speaking

# Code in any language: a method's name, an action's code of trump (never a sentence's words),
# an action quoted as a noun (English: "your play 6-4", "your bid 4"; quoted „play 6-6”).
CODE = re.compile(
    r"\w+\(\)|\btrump (?:\d|none|doubles)\b|\byour (?:play|discard) [0-6]-[0-6]"
    r"|\byour bid \d|[„“\"«](?:play|bid|discard|trump|pass)\b"
)
# English in another language: an action's code anywhere, and the English words a sentence
# built around one would hold. (Not "is", "a", "to": Hungarian and Finnish words.)
ENGLISH = re.compile(
    r"\b(?:play|bid|pass|discard|trump|name|Review|review|your|you|the|and|of|took|back|"
    r"take|hint|undo|kept|decision|moves?|tricks?|seat|wins?|won)\b"
)
# What other scripts may hold in Latin letters: the game's name in Lao (the seed's), the
# language Python, keys on the keyboard, placeholders the browser fills.
LATIN = re.compile(r"[A-Za-z]{2,}")
KEPT_LATIN = {"Moon", "Python", "Esc", "End", "Home", "Alt", "Shift", "Enter"}

PARTS = ("view", "notice", "hint", "hindsight", "coach", "features", "seats", "words")


def shown(state: dict[str, Any]) -> Iterator[tuple[str, str]]:
    """Every text of a table's state the learner may read, with where it is: not the data
    (codes of actions, tiles, levels, languages), not the learner's own player's name (never
    drawn), not the language chooser's names (each language's own)."""
    for part in PARTS:
        value = state.get(part)
        if part == "features" and value:
            value = {k: v for k, v in value.items() if k != "language"}
        if part == "seats" and value:
            value = [s for s in value if not s["you"]]
        if part == "hint" and value:
            # What the browser shows: the hint's words (before issue 49, its action's code).
            value = {"said": value.get("said", value["action"]), "reason": value["reason"]}
        for field, text in words_in(value, part) if value else ():
            yield f"{part}.{field}", re.sub(r"\{\w+\}", "", text)


def faults(code: str, texts: dict[str, set[str]]) -> list[str]:
    """What in ``texts`` is code, or English in another language."""
    out = []
    for where, found in texts.items():
        for text in found:
            wrong = CODE.search(text)
            if code != "en":
                wrong = wrong or ENGLISH.search(text)
            if code in ("hy", "mr", "lo"):
                latin = [w for w in LATIN.findall(text) if w not in KEPT_LATIN]
                wrong = wrong or (latin and latin[0])  # type: ignore[assignment]
            if wrong:
                out.append(f"{code} {where}: {text[:160]}")
    return sorted(out)


def played(code: str) -> dict[str, set[str]]:
    """A hand at a table in ``code``, by rote, and a few moves of the next: the Hint
    asked at each of the learner's first decisions (a bid or pass, the discard, trump, a play),
    Undo pressed now and then and, once a hand is scored, asked and confirmed; every text of
    every state, and what the hand's end kept for review."""
    # The club player's hint: its words are the table's, and it answers at once (the expert's
    # weighs every choice over the likely deals: seconds).
    table = MoonTable(seed=5, lang=code, pace_ms=0, advisor=HeuristicPlayer(0))
    rng = random.Random(41)
    texts: dict[str, set[str]] = {}

    def read() -> None:
        for where, text in shown(table.session.state()):
            texts.setdefault(where, set()).add(text)

    asked: set[str] = set()
    reopened, after = False, 0
    for step in range(150):
        game = table.game
        if game.hands_played and reopened:
            after += 1
            if after > 6:
                break
        if game.phase not in asked:  # the Hint, once at each kind of decision
            asked.add(game.phase)
            table.send_intent({"kind": "hint"})
            read()
        table.act(rng.choice(game.legal_actions()))
        read()
        if step % 5 == 2 or (game.hands_played and not reopened):
            # Undo: once a hand is scored it asks first, and is confirmed (once).
            reopened = reopened or bool(game.hands_played)
            table.send_intent({"kind": "undo"})
            read()
            table.send_intent({"kind": "undo", "confirm": True})
            read()
    assert table.game.hands_played >= 1
    with speaking(code):
        texts["kept"] = set(table.session.kept_words) | set(kept_said(table.game))
    assert len(texts["kept"]) == 3, "the hand's end said what was kept for review"
    assert "hint.said" in texts and "notice.text" in texts and "hindsight.text" in texts
    return texts


def kept_said(game: Game) -> list[str]:
    """What a coached hand's end says it kept for review (the debrief's lines), of a card and
    of a costly decision not kept: a deck made here, not weighed (the coach's weighing of a
    hand played by rote takes seconds a language)."""
    seen = Seen.of(game.observe(0, 0))
    mine = str(game.actions[0])
    card = ReviewCard("c1", "2026-12-07T00:00:00Z", "bidding", seen, mine, "", mine)
    why = _("it cost little: the best choice did only a little better.")
    played = Played("p1", "2026-12-07T00:00:00Z", "table", seen, mine, why, "m", "w")
    return keeping.said(Deck(cards=(card,), played=(played,)))


@pytest.mark.parametrize("code", list(moon_nb.languages()))
def test_a_hand_in_each_language_says_every_move_in_words(code: str) -> None:
    texts = played(code)
    wrong = faults(code, texts)
    assert not wrong, "\n".join(wrong[:20])
    assert language() == "en"


def test_the_checks_catch_what_the_table_said_before() -> None:
    """The checks fail on the sentences issue 49 found."""
    before = {
        "hu": "Visszavontad a „play 2-1” lépésedet. Ismét te következel.",
        "fi": "Peru siirtosi discard 6-5",
        "hy": "Հետ վերցնել ձեր bid 4-ը",
        "lo": "ຄຳແນະນຳ: pass.",
        "mr": "Review() साठी जतन: 1 महागडा निर्णय (टाकून देणे).",
        "en": "Took back your play 6-6. It is your turn again.",
    }
    for code, text in before.items():
        assert faults(code, {"notice.text": {text}}), (code, text)
    assert not faults("en", {"hint.said": {"Hint: play 6-6."}})


@pytest.mark.parametrize("code", ["hu", "lo", "en"])
def test_an_unknown_language_is_refused_in_the_tables_then_goes(code: str) -> None:
    """In the table's language and in English beside it (English alone at an English table),
    naming the six; the table is as it was; choosing a language the table speaks takes the
    refusal away."""
    table = MoonTable(seed=3, lang=code, pace_ms=0)
    table.act(table.game.legal_actions()[0])
    before = (list(table.game.actions), table.lang, table.session.state()["view"]["scene"])
    table.send_intent({"kind": "language", "lang": "xx"})
    refusal = table.error
    for c, name in moon_nb.languages().items():
        assert f"{name} ({c})" in refusal
    english = "'xx' is none of them."
    assert english in refusal
    if code != "en":
        said = refusal[: refusal.index("moon_nb speaks")].strip()
        assert said and "'xx'" in said and not re.search(r"speaks|none of them", said), said
    else:
        assert refusal.count("moon_nb") == 1
    state = table.session.state()
    assert (list(table.game.actions), table.lang, state["view"]["scene"]) == before
    assert state["notice"]["kind"] == "error"
    table.send_intent({"kind": "language", "lang": "fi"})
    state = table.session.state()
    assert table.lang == "fi" and state["notice"]["text"] == "" and table.error == ""
    assert list(table.game.actions) == before[0]
    assert language() == "en"
