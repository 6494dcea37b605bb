"""The exercises and the Quiz speak the learner's language (issue 41; docs/languages.md): in the
pseudo-language every exercise's question, options, feedback on a right and on every wrong
answer, hints and solution, and the Quiz's whole state (its question, options, feedback,
notices and the JavaScript's own words) leave no learner-facing word outside the catalog's
marks; the game's notation ("6-4") and numbers may stand outside. ``Quiz(lang=...)`` keeps its
own language and refuses an unknown one as `MoonTable` does; an exercise's id is the same in
every language."""

from __future__ import annotations

import html
import re
from collections.abc import Iterator
from typing import Any

import pytest
from test_languages import unmarked

from moon_nb import Game, Rules
from moon_nb.exercises.counts import SuitSizeQuiz
from moon_nb.exercises.exercise import Exercise
from moon_nb.exercises.feedback import Feedback
from moon_nb.exercises.hands import BidQuiz, ScoreQuiz, WinnerQuiz
from moon_nb.exercises.leads import LeadQuiz
from moon_nb.exercises.play import WhichPlays, WhichWins
from moon_nb.exercises.quiz import Quiz
from moon_nb.exercises.strategy import ChoosePlay, ChooseTrump
from moon_nb.exercises.suits import LedSuitQuiz, SuitQuiz, SuitsOfQuiz, WhichTrumps
from moon_nb.lessons import play_out
from moon_nb.progress.store import Session
from moon_nb.reference.summary import RulesSummary, rules_summary_html
from moon_nb.show.drawing import trick_words
from moon_nb.speech import language, set_language, speaking


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    set_language("en")


def _game_at_trick(seed: int, tricks: int) -> Game:
    """A game in play before the first tile of trick ``tricks + 1`` (each seat bids the lowest
    bid it may and plays its first legal tile)."""
    game = Game(seed=seed)
    while game.phase != "play":
        legal = game.legal_actions()  # the first bid after a pass: no hand is passed out
        game.apply(legal[1] if game.phase == "bid" and len(legal) > 1 else legal[0])
    for _ in range(tricks * 3):
        game.apply(game.legal_actions()[0])
    return game


def exercises() -> list[Exercise[Any]]:
    """Every kind of exercise, with the variants that change its words (trump kinds, teams,
    marks, scores given, the first trick and a later one)."""
    return [
        LedSuitQuiz("5-3", 2),
        LedSuitQuiz("6-6", "doubles"),
        LedSuitQuiz("6-2", 6),
        SuitsOfQuiz("6-4"),
        SuitsOfQuiz("4-4", "doubles"),
        SuitsOfQuiz("6-4", 4),
        SuitQuiz(4, "doubles"),
        SuitQuiz("trump", 0),
        SuitQuiz(2, 5),
        WhichTrumps(["6-6", "5-4", "4-1", "3-0", "2-2"], 4),
        WhichTrumps(["6-6", "5-4", "4-1"], "doubles"),
        WhichTrumps(["6-6", "5-4"], None),
        SuitSizeQuiz(3),
        SuitSizeQuiz("trump", 5),
        SuitSizeQuiz("trump", "doubles", Rules(players=4)),
        WhichPlays(["6-6", "5-3", "4-4", "2-1"], ["3-2"], 6),
        WhichPlays(["6-6", "5-3"], [], 6),
        WhichPlays(["6-6", "5-3", "4-1"], ["6-5"], 6),
        WhichWins(["4-2", "6-4", "4-4"], "doubles"),
        WhichWins(["5-3", "6-5", "3-1"], None),
        LeadQuiz(_game_at_trick(7, 0)),
        LeadQuiz(_game_at_trick(7, 2)),
        BidQuiz([4, "pass"]),
        BidQuiz([]),
        BidQuiz([5], Rules(players=4)),
        ScoreQuiz(bidder=0, bid=5, tricks=[4, 2, 1]),
        ScoreQuiz(bidder=1, bid=21, tricks=[0, 7, 0], scores=[3, 4, 5]),
        ScoreQuiz(bidder=0, bid=5, tricks=[3, 1, 2, 1], rules=Rules(players=4)),
        ScoreQuiz(bidder=0, bid=4, tricks=[4, 2, 1], rules=Rules(scoring="marks")),
        WinnerQuiz([22, 22, 10]),
        WinnerQuiz([25, 10, 3]),
        WinnerQuiz([3, 5], Rules(players=4)),
        ChooseTrump(_at(4, "trump")),
        ChoosePlay(_at(4, "play")),
        ChoosePlay(_game_at_trick(7, 1)),
    ]


def _at(seed: int, phase: str) -> Game:
    """A game played by the computer up to ``phase``."""
    game = Game(seed=seed)
    play_out(game, until=phase)
    return game


def _answers(ex: Exercise[Any]) -> list[Any]:
    """Answers to try: each option alone, every option at once, none, and a few numbers — the
    right answer is among them for every exercise here."""
    choices = ex.choices()
    assert choices is not None
    if choices.pick == "numbers":
        truth = ex.right_answer()
        assert truth is not None
        return [truth, [t + 1 for t in truth], [t - 2 for t in truth], [-t for t in truth]]
    values = [o.value for o in choices.options]
    out: list[Any] = list(values) if choices.pick == "one" else [[v] for v in values]
    if any(o.tile for o in choices.options):
        # Typed tiles no option offers: one not in play, and others not in the question.
        typed = ["1-0", "0-0", "6-6", "5-1", "2-1"]
        out += typed if choices.pick == "one" else [[t] for t in typed] + [typed]
    if choices.pick != "one":
        out += [values, [], values[::-1]]
        # The right set: the exercise's own answer, kept under the name its kind gives it.
        truth = ex.right_answer()
        for name in ("suits", "trumps", "legal"):
            truth = getattr(ex, name, None) if truth is None else truth
        assert truth is not None, ex
        out += [list(truth), list(truth)[::-1]]
    return out


def _feedback_texts(feedback: Feedback) -> list[str]:
    return [feedback.headline, *feedback.reasons, feedback.note]


def _drawn(caption: str) -> bool:
    """A caption the picture's drawing code writes itself (`moon_nb.show.drawing`: the
    pictures' own words, not the lessons')."""
    return caption.startswith("Trick:") or caption == trick_words([], None, None, 3)


def lesson_words(ex: Exercise[Any]) -> Iterator[tuple[str, str]]:
    """Every learner-facing text of an exercise, with where it is: its title, question, how
    an answer is written, the options, the pictures' captions, and the feedback on each
    answer tried (each twice, so the hints come too), the placeholder, an unreadable answer
    and the solution."""
    ex.store = Session(None)
    yield "title", ex.heading
    yield "question", ex.question()
    yield "form", ex.how_written
    yield "repr", repr(ex)
    choices = ex.choices()
    assert choices is not None
    yield "prompt", choices.prompt
    for option in choices.options:
        if not option.tile:
            yield "option", option.label
    figures = list(ex.figures())
    rights = 0
    for answer in _answers(ex):
        for _ in range(2):
            feedback = ex.answer(answer)
            rights += feedback.correct
            figures += feedback.figures
            yield from ((f"answer {answer!r}", t) for t in _feedback_texts(feedback))
    assert rights, f"{ex!r}: no right answer was tried"
    yield from (("placeholder", t) for t in _feedback_texts(ex.answer(...)))
    yield from (("unreadable", t) for t in _feedback_texts(ex.answer("xyz?")))
    solution = ex.solution()
    figures += solution.figures
    yield from (("solution", t) for t in _feedback_texts(solution))
    for figure in figures:
        if not _drawn(figure.caption):
            yield "caption", figure.caption


@pytest.mark.parametrize("ex", exercises(), ids=lambda ex: type(ex).__name__)
def test_every_word_of_an_exercise_is_the_catalogs(ex: Exercise[Any]) -> None:
    with speaking("qps"):
        bare = [(where, text) for where, text in lesson_words(ex) if unmarked(text)]
    assert not bare, "\n".join(f"{where}: {text!r}" for where, text in bare)


def _html_words(markup: str) -> list[str]:
    """The texts of a card's HTML a reader reads: the pictures (drawn by `moon_nb.show`,
    checked there) taken out, tags out, entities unescaped."""
    markup = re.sub(r"<figure\b.*?</figure>", " ", markup, flags=re.S)
    return [html.unescape(t).strip() for t in re.split(r"<[^>]+>", markup) if t.strip()]


def quiz_words(quiz: Quiz) -> Iterator[tuple[str, str]]:
    """Every learner-facing text of a quiz's state: the question card, the options and their
    prompt, the feedback's card, the notice and the JavaScript's words."""
    yield from (("question", t) for t in _html_words(quiz.question))
    yield "prompt", quiz.choices["prompt"]
    yield from (("option", o["label"]) for o in quiz.choices["options"] if not o["tile"])
    yield from (("answer", t) for t in _html_words(quiz.answer_html))
    yield "notice", quiz.notice
    for key, value in quiz.words.items():
        for text in value if isinstance(value, list) else [value]:
            yield f"words.{key}", text
    yield "repr", repr(quiz)


def test_every_word_of_the_quizs_state_is_the_catalogs() -> None:
    seen = []
    for ex in exercises():
        ex.store = Session(None)
        quiz = Quiz(ex, lang="qps")
        steps: list[object] = [
            {"kind": "answer", "picked": [0]} if quiz.choices["pick"] != "numbers" else None,
            {"kind": "answer", "numbers": [99] * len(quiz.choices["options"])}
            if quiz.choices["pick"] == "numbers"
            else None,
            {"kind": "answer", "picked": [0, 0]},
            {"kind": "solution"},
            {"kind": "shout"},
            "not a message",
        ]
        for step in [s for s in steps if s is not None]:
            quiz.send_intent(step)
            seen += [(f"{type(ex).__name__} after {step!r}: {w}", t) for w, t in quiz_words(quiz)]
        quiz.set_state({"verdict": "right"})
        seen += [(f"{type(ex).__name__} set_state: {w}", t) for w, t in quiz_words(quiz)]
    assert language() == "en"  # the quiz's language is its own
    bare = [(where, text) for where, text in seen if unmarked(text)]
    assert not bare, "\n".join(f"{where}: {text!r}" for where, text in bare[:20])


def test_a_quiz_keeps_its_language_and_refuses_an_unknown_one() -> None:
    english = Quiz(WhichWins(["4-2", "6-4", "4-4"], "doubles"))
    hungarian = Quiz(WhichWins(["4-2", "6-4", "4-4"], "doubles"), lang="hu_HU")
    assert hungarian.lang == "hu" and english.lang is None
    assert english.words["check"] == "Check" and hungarian.words["check"] == "Ellenőrzés"
    hungarian.send_intent({"kind": "answer", "picked": [0]})
    english.send_intent({"kind": "answer", "picked": [0]})
    assert "Nem egészen" in hungarian.answer_html and "Not quite" in english.answer_html
    assert language() == "en"
    with pytest.raises(ValueError, match=r"magyar \(hu\).*'xx' is none of them"):
        Quiz(WhichWins(["4-2", "6-4", "4-4"], "doubles"), lang="xx")


def test_an_exercises_id_and_its_judgement_are_the_same_in_every_language() -> None:
    for ex in exercises():
        ids = set()
        verdicts = set()
        for code in ("en", "hu", "lo", "qps"):
            with speaking(code):
                ids.add(ex.id)
                ex.store = Session(None)
                verdicts.add(tuple(ex.verdict(a).correct for a in _answers(ex)))
        assert len(ids) == 1 and len(verdicts) == 1, ex


def _outside_marks(text: str) -> list[str]:
    """The stretches of ``text`` outside every ``⟦…⟧`` (nested marks count as one)."""
    out, depth, here = [], 0, []
    for char in text:
        if char == "⟦":
            if depth == 0:
                out.append("".join(here))
                here = []
            depth += 1
        elif char == "⟧":
            depth -= 1
        elif depth == 0:
            here.append(char)
    return [*out, "".join(here)]


SUMMARY_RULES = [
    Rules(),
    Rules(min_bid=3),
    Rules(trump_before_widow=True),
    Rules(double_blank=False),
    Rules(all_pass="force"),
    Rules(scoring="marks"),
]


@pytest.mark.parametrize("rules", SUMMARY_RULES, ids=lambda r: r.describe())
def test_every_word_of_the_rules_summary_is_the_catalogs(rules: Rules) -> None:
    page = rules_summary_html(rules, lang="qps")
    assert '<html lang="qps">' in page and language() == "en"
    body = re.sub(r"<style>.*?</style>", " ", page, flags=re.S)
    # One text, tags out: a sentence's marks may open and close around its bold words.
    text = html.unescape(re.sub(r"<[^>]+>", "", body))
    bare = [t for t in _outside_marks(text) if unmarked(t)]
    assert not bare, "\n".join(repr(t) for t in bare)
    shown = RulesSummary(rules, lang="qps")
    assert not unmarked(repr(shown)) and shown._repr_html_() in page


def test_the_rules_summary_keeps_its_language_and_refuses_an_unknown_one() -> None:
    page = rules_summary_html(lang="hu")
    assert "<title>Hold — a szabályok egy oldalon</title>" in page and language() == "en"
    assert "Moon — the rules on one page" in rules_summary_html()
    with pytest.raises(ValueError, match=r"ລາວ \(lo\).*'xx' is none of them"):
        rules_summary_html(lang="xx")
    with pytest.raises(ValueError, match="'xx' is none of them"):
        RulesSummary(lang="xx")
