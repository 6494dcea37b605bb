"""The guided path speaks the learner's language (issue 41; docs/languages.md): the whole path
taken in the pseudo-language leaves no learner-facing word unmarked — every step's chapter,
title and goal, a wrong try's verdict and the hint it opens, the solved verdict and its stars,
every rule card, the path's own JavaScript words, the caption and the glossary page; a lost
move's verdict tells the move as the table does, then what follows, each a whole sentence;
``Learn(lang=...)`` is the path's own language, refused as `MoonTable` refuses one it does not
speak; and English is what it was (the claim checkers read it)."""

from __future__ import annotations

import html
import re
from collections.abc import Iterator
from typing import Any

import pytest
from test_languages import unmarked

from moon_nb import Learn, MoonTable
from moon_nb.engine.actions import Action
from moon_nb.path.guided import STEPS
from moon_nb.path.step import LEARNER, Step
from moon_nb.progress.store import SESSION
from moon_nb.reference.glossary import glossary
from moon_nb.reference.readings import reading
from moon_nb.show.guide_wire import guide_words
from moon_nb.show.story import timeline
from moon_nb.speech import language, set_language, speaking

# The guide's fields that are no words: ids, numbers, the status, links.
NOT_WORDS = {"step", "id", "status", "previous", "next", "href", "tiles"}


@pytest.fixture(autouse=True)
def fresh_session() -> Iterator[None]:
    SESSION.forget()
    yield
    SESSION.forget()
    set_language("en")


def texts(value: Any, key: str = "") -> Iterator[tuple[str, str]]:
    """Every text in the guide's view, with the field it is in."""
    if isinstance(value, str):
        if key not in NOT_WORDS:
            yield key, value
    elif isinstance(value, dict):
        for k, v in value.items():
            yield from texts(v, k)
    elif isinstance(value, list):
        for v in value:
            yield from texts(v, key)


def bare(guide: Any) -> set[str]:
    """The texts of the path's view with a letter outside the catalog's marks."""
    return {f"{field}: {text}" for field, text in texts(guide) if unmarked(text)}


def first_miss(step: Step) -> str | None:
    """A wrong move the step names (with words of its own, when one has them)."""
    worded = [move for move, words in step.misses if words]
    return (worded or [move for move, _ in step.misses] or [None])[0]


def take(learn: Learn, step: Step) -> Iterator[tuple[str, Any]]:
    """``step`` at a pseudo-language path: its view at the start, after a wrong try, with the
    hint, and solved (the learner's moves, the others' replies between them)."""
    learn.go(step.id)
    yield "start", learn.guide
    miss = first_miss(step)
    if miss is not None:
        learn.send_intent({"kind": "action", "action": miss, "at": len(learn.game.actions)})
        wrong = learn.guide
        assert wrong["status"] == "wrong", (step.id, miss, wrong["verdict"])
        yield "wrong", wrong
        learn.send_intent({"kind": "step_hint"})
        assert learn.guide["hint"], step.id
        yield "hint", {k: v for k, v in learn.guide.items() if k != "verdict"}
        learn.send_intent({"kind": "retry"})
    for action in step.solution:
        learn.send_intent({"kind": "action", "action": action, "at": len(learn.game.actions)})
    solved = learn.guide
    assert solved["status"] == "solved", (step.id, solved["verdict"])
    yield "solved", solved


def test_the_whole_path_in_the_pseudo_language_says_nothing_unmarked() -> None:
    """Every step taken at a ``Learn(lang="qps")``: its chapter, title, goal, the list of
    steps, its rule card, the path's JavaScript words, a wrong try's verdict, the hint, the
    solved verdict and the stars — each through the catalog, what it quotes from other layers
    (the exercises' refusals, the advice's words) too. The process stays English."""
    learn = Learn(lang="qps", pace_ms=0)
    found = set()
    for step in STEPS:
        for moment, guide in take(learn, step):
            found |= {f"{step.id} {moment} {b}" for b in bare(guide)}
    found |= {f"caption: {learn._caption('')}"} if unmarked(learn._caption("")) else set()
    found |= {f"repr: {learn!r}"} if unmarked(repr(learn).removeprefix("<Learn: ")[:-1]) else set()
    assert not found, "\n".join(sorted(found)[:40])
    assert language() == "en"


def test_a_planted_english_word_is_found() -> None:
    """The check above fails on a word said outside the catalog."""
    learn = Learn(lang="qps", pace_ms=0)
    guide = dict(learn.guide)
    assert not bare(guide)
    guide["title"] = "Seat 1 leads 5-3"
    assert bare(guide) == {"title: Seat 1 leads 5-3"}
    planted = {**guide, "card": {**guide["card"], "text": ["⟦A trick is one tile⟧ each"]}}
    assert bare(planted) == {"title: Seat 1 leads 5-3", "text: ⟦A trick is one tile⟧ each"}


def test_the_glossary_page_in_the_pseudo_language_says_nothing_unmarked() -> None:
    """The glossary as text and as the page's HTML (its tags, ids and pictures aside)."""
    with speaking("qps"):
        said = repr(glossary())
        page = glossary()._repr_html_()
    assert not [line for line in said.splitlines() if unmarked(line)]
    words = re.sub(r"<svg.*?</svg>|<figure.*?</figure>", " ", page, flags=re.DOTALL)
    words = html.unescape(re.sub(r"<[^>]+>", "\n", words))
    assert not [line for line in words.splitlines() if unmarked(line.strip())]


def test_the_paths_javascript_words_are_all_sent_and_marked() -> None:
    with speaking("qps"):
        words = guide_words()
    assert words and not [w for w in words.values() if unmarked(w)]
    assert "{number}" in words["step_of"] and "{word}" in words["in_glossary"]


def test_learn_speaks_its_own_language_and_leaves_the_process_as_it_was() -> None:
    hungarian = Learn(lang="hu", pace_ms=0)
    english = Learn(pace_ms=0)
    assert hungarian.lang == "hu" and language() == "en"
    assert hungarian.guide["goal"] == "Adj színt." and english.guide["goal"] == "Follow suit."
    assert hungarian.guide["words"]["rule"] != english.guide["words"]["rule"] == "Rule"
    assert hungarian.title != english.title == "Learn Moon"
    # A move answered in the table's language; the game is the same.
    for learn in (hungarian, english):
        learn.send_intent({"kind": "action", "action": "play 3-2", "at": len(learn.game.actions)})
    assert hungarian.guide["status"] == english.guide["status"] == "wrong"
    assert hungarian.guide["verdict"] != english.guide["verdict"]
    assert hungarian.game.record() == english.game.record()
    assert language() == "en"


def test_an_unknown_language_is_refused_as_a_table_refuses_it() -> None:
    with pytest.raises(ValueError) as table:
        MoonTable(seed=1, lang="xx")
    with pytest.raises(ValueError) as path:
        Learn(lang="xx")
    assert str(path.value) == str(table.value) and "magyar (hu)" in str(path.value)
    assert not SESSION.events_of({s.id for s in STEPS})  # nothing was asked or noted


def test_the_english_path_is_as_it_was() -> None:
    """English is the code's own text: the steps' sentences, a verdict and the bidding's
    reading label read as before (the claim checkers read them)."""
    learn = Learn(pace_ms=0)
    assert learn.guide["title"] == "Seat 1 leads 5-3" and learn.guide["words"]["goal"] == "Goal:"
    learn.send_intent({"kind": "action", "action": "play 3-2", "at": len(learn.game.actions)})
    assert learn.guide["verdict"].endswith(
        "3-2 holds a three, but 5-3 leads its higher number, five."
    )
    all_pass = next(s for s in STEPS if s.id == "learn-bid-all-pass")
    assert all_pass.why.endswith(f"again {reading('all pass').tag}.")
    learn.go(all_pass.id)
    learn.send_intent({"kind": "action", "action": "pass", "at": len(learn.game.actions)})
    assert f"dealt again {reading('all pass').tag}, and no one" in learn.guide["verdict"]


LOST = [
    ("learn-score-game", "play 5-3"),  # the others' best play holds you to 4 tricks
    ("learn-score-set", "play 2-1"),  # the bidder can take 5 tricks
    ("learn-score-points", "play 0-0"),  # the other two can hold you to 1 trick
    ("learn-widow-discard", "discard 1-1"),
    ("learn-widow-trump", "trump 0"),
    ("learn-bid-win", "pass"),  # seat 2 wins the bidding
    ("learn-bid-all-pass", "pass"),  # everyone has passed
]
"""Lost moves whose verdict tells the move, then what follows from it."""


def lost_verdict(lang: str, step_id: str, move: str) -> tuple[str, str]:
    """The verdict on ``move`` at the step's position at a ``Learn(lang=...)``, and the
    sentence the table's story tells of that move in that language."""
    learn = Learn(lang=lang, pace_ms=0)
    learn.go(step_id)
    game, at = learn.game.copy(), len(learn.game.actions)
    game.apply(Action(move))
    with speaking(lang):
        told = timeline(game, LEARNER, since=at, scenes=False)[0]["text"]
    learn.send_intent({"kind": "action", "action": move, "at": at})
    assert learn.guide["status"] == "wrong", (step_id, move, learn.guide["verdict"])
    return learn.guide["verdict"], told


@pytest.mark.parametrize(("step_id", "move"), LOST)
@pytest.mark.parametrize("lang", ["en", "hu", "hy", "fi", "mr", "lo"])
def test_a_verdict_tells_the_move_as_the_table_does_then_what_follows(
    lang: str, step_id: str, move: str
) -> None:
    """One voice: a lost move's verdict begins with the sentence the table tells of that move
    ("You play 5-3."), then says what follows in a sentence of its own, in the language's own
    words and with its own full stop — never the move glued into another sentence."""
    verdict, told = lost_verdict(lang, step_id, move)
    assert verdict.startswith(f"{told} "), (verdict, told)
    then = verdict.removeprefix(f"{told} ")
    assert then and "{" not in then and then[-1] == told[-1], verdict
    if lang != "en":
        english, told_in_english = lost_verdict("en", step_id, move)
        assert then != english.removeprefix(f"{told_in_english} "), verdict


@pytest.mark.parametrize(("step_id", "move"), LOST)
def test_a_verdict_on_a_move_is_two_whole_sentences_of_the_catalog(step_id: str, move: str) -> None:
    """In the pseudo-language each message is marked: the verdict is the table's sentence, then
    one whole message with nothing said inside it (as "After {move}, …" once said "playing
    5-3" inside it)."""
    verdict, told = lost_verdict("qps", step_id, move)
    then = verdict.removeprefix(f"{told} ")
    assert told.startswith("⟦") and told.endswith("⟧"), verdict
    assert re.fullmatch(r"⟦[^⟦⟧]+⟧", then), verdict
