"""Quiz: a lesson's exercise answered by clicking. Clicks in, feedback out — the same feedback
``exercise.answer`` gives; the options never say which is right; bad messages change nothing."""

from __future__ import annotations

import copy
import json
import re
from typing import Any

import pytest
import traitlets
from hypothesis import given, settings
from hypothesis import strategies as st
from support import in_play, naming_trump, pictures_in

from moon_nb import Quiz, Rules
from moon_nb.engine.tricks import suit_members, suit_name
from moon_nb.engine.trump import Trump
from moon_nb.exercises.feedback import Feedback
from moon_nb.lessons import (
    BidQuiz,
    ChoosePlay,
    ChooseTrump,
    Exercise,
    LedSuitQuiz,
    ScoreQuiz,
    SuitQuiz,
    SuitsOfQuiz,
    WhichPlays,
    WhichTrumps,
    WhichWins,
    WinnerQuiz,
)
from moon_nb.reference.captioned import Figure


def exercises() -> list[Exercise]:
    return [
        LedSuitQuiz("5-3", trump=2),
        LedSuitQuiz("6-4", trump=4),
        SuitsOfQuiz("6-4"),
        SuitsOfQuiz("4-4", "doubles"),
        SuitQuiz(5),
        SuitQuiz(4, "doubles"),
        SuitQuiz("trump", 0),
        WhichTrumps(["6-6", "6-4", "5-4", "4-4", "3-3", "4-1", "2-1"], trump=4),
        WhichPlays(["5-2", "4-4", "5-1", "6-6", "3-2"], ["5-3"], trump=None),
        WhichWins(["4-2", "6-4", "4-4"], trump="doubles"),
        BidQuiz([5]),
        BidQuiz([], rules=Rules(min_bid=3)),
        ScoreQuiz(bidder=0, bid=5, tricks=[4, 2, 1]),
        ScoreQuiz(bidder=1, bid=5, tricks=[1, 2, 1, 3], rules=Rules(players=4)),
        WinnerQuiz([22, 22, 10]),
        ChooseTrump(naming_trump()),
        ChoosePlay(in_play()),
    ]


EXERCISES = exercises()
_UNANSWERED = exercises()
"""Never answered: `fresh` copies them, once each has worked out its solution."""


def fresh(index: int) -> Exercise:
    """Exercise ``index`` as a learner meets it (no try counted yet): a shallow copy of one
    never answered that has worked out its solution, so what the engine works out for it (a
    trump's odds over deals, say) is done once, not again for every click; only the try count
    is the copy's own."""
    template = _UNANSWERED[index]
    template.worked_solution()  # fills the cached verdicts the copies share
    return copy.copy(template)


IDS = [f"{type(e).__name__}-{i}" for i, e in enumerate(EXERCISES)]


def _clicks(quiz: Quiz) -> list[dict[str, Any]]:
    """Every answer a learner can click (every option, for multi-picks also none and all)."""
    pick, n = quiz.choices["pick"], len(quiz.choices["options"])
    if pick == "numbers":
        return [{"kind": "answer", "numbers": list(range(-n, 0))}]
    if pick == "one":
        return [{"kind": "answer", "picked": [i]} for i in range(n)]
    return [
        {"kind": "answer", "picked": []},
        {"kind": "answer", "picked": list(range(n))},
        *({"kind": "answer", "picked": [i]} for i in range(n)),
    ]


@pytest.mark.parametrize("index", range(len(EXERCISES)), ids=IDS)
def test_a_click_is_checked_exactly_as_a_typed_answer(index: int) -> None:
    """Each click gets the feedback the same answer typed gets, try for try: the clicked
    exercise and a twin answered in code go through the same answers in the same order."""
    clicked, typed = fresh(index), fresh(index)
    quiz = Quiz(clicked)
    choices = clicked.choices()
    assert choices is not None
    for click in _clicks(quiz):
        quiz.send_intent(click)
        assert quiz.notice == ""
        value = choices.answer_from(click.get("picked", []), click.get("numbers", []))
        twin = typed.answer(value)
        assert quiz.feedback == twin
        assert quiz.verdict == ("right" if twin.correct else "wrong")
        assert quiz.answer_html == twin._repr_html_()


def _truth_words(exercise: Exercise) -> list[str]:
    """Words that name an exercise's right answer, which no wrong answer's feedback may say."""
    if isinstance(exercise, WhichWins):
        return [str(exercise.ruling.tile)]
    if isinstance(exercise, LedSuitQuiz):
        return [suit_name(exercise.ruling.suit)]
    if isinstance(exercise, WinnerQuiz) and exercise.status.winner is not None:
        return [f"seat {exercise.status.winner}"]
    if isinstance(exercise, ChoosePlay):
        return [str(t) for t in exercise.legal if exercise.as_good(t)]
    if isinstance(exercise, ChooseTrump):
        return [f"{t} as trump" for t in Trump if exercise.odds.as_good(t)]
    return []


@pytest.mark.parametrize("index", range(len(EXERCISES)), ids=IDS)
def test_a_wrong_click_says_why_and_keeps_the_answer_for_the_next_try(index: int) -> None:
    """Every wrong click, the first and the second time, says why that answer is wrong and
    does not give the right one; the second adds a hint; the solution is still one click
    away, and gives the answer."""
    exercise = fresh(index)
    answer = exercise.worked_solution().headline.removeprefix("Solution: ").rstrip(".")
    truth = _truth_words(exercise)
    wrong = 0
    for click in _clicks(Quiz(exercise)):
        quiz = Quiz(fresh(index))
        for attempt in (1, 2):
            quiz.send_intent(click)
            feedback = quiz.feedback
            assert feedback is not None
            if feedback.correct:
                break
            wrong += 1
            assert quiz.verdict == "wrong" and feedback.reasons, feedback
            assert answer not in feedback.text and not feedback.figures, feedback
            if attempt == 1:
                said = [w for w in truth if w.lower() in feedback.text.lower()]
                assert not said, f"{feedback} names the answer ({said})"
            hints = [r for r in feedback.reasons if r.startswith("Hint: ")]
            assert bool(hints) == (attempt == 2), feedback
            assert "Show the solution" in feedback.note and "Show the solution" in quiz.answer_html
        quiz.send_intent({"kind": "solution"})
        assert quiz.verdict == "solution" and answer in quiz.feedback.text  # type: ignore[union-attr]
    assert wrong >= 1


@pytest.mark.parametrize("exercise", EXERCISES, ids=IDS)
def test_the_right_answer_can_be_clicked(exercise: Exercise) -> None:
    """Whatever the exercise, some click is right: the options can express the answer."""
    quiz = Quiz(exercise)
    choices = exercise.choices()
    assert choices is not None
    n = len(choices.options)
    if choices.pick == "numbers":
        truth = exercise.truth  # type: ignore[attr-defined]
        quiz.send_intent({"kind": "answer", "numbers": truth})
    elif choices.pick == "order":
        members = exercise.members  # type: ignore[attr-defined]
        labels = [o.label for o in choices.options]
        quiz.send_intent({"kind": "answer", "picked": [labels.index(str(t)) for t in members]})
    elif choices.pick == "one":
        for i in range(n):
            quiz.send_intent({"kind": "answer", "picked": [i]})
            if quiz.verdict == "right":
                break
    else:
        subsets = [[i for i in range(n) if mask >> i & 1] for mask in range(1 << n)]
        for subset in subsets:
            quiz.send_intent({"kind": "answer", "picked": subset})
            if quiz.verdict == "right":
                break
    assert quiz.verdict == "right", quiz.feedback


@pytest.mark.parametrize("exercise", EXERCISES, ids=IDS)
def test_the_options_do_not_give_the_answer_away(exercise: Exercise) -> None:
    quiz = Quiz(exercise)
    assert set(quiz.choices) == {"pick", "prompt", "options"}
    for option in quiz.choices["options"]:
        assert set(option) == {"label", "tile"}
    # A one-pick exercise offers a wrong option too, and every multi-pick one can be wrong.
    wrong = 0
    for click in _clicks(quiz):
        quiz.send_intent(click)
        wrong += quiz.verdict == "wrong"
    assert wrong >= 1
    # Nothing synced before the learner answers says which option is right.
    fresh = Quiz(exercise)
    assert fresh.answer_html == "" and fresh.verdict == "" and fresh.feedback is None


def test_the_options_are_refused_at_the_trait_unless_they_have_their_shape() -> None:
    """``choices`` is a `ChoicesShown`: a value of another shape never reaches the browser, and
    the error names each thing wrong in it; the options the quiz had stay."""
    quiz = Quiz(WhichWins(["4-2", "6-4", "4-4"], trump="doubles"))
    shown = copy.deepcopy(quiz.choices)
    bad = {
        "pick": "many",
        "prompt": "Click a tile.",
        "options": [{"label": 4, "tile": True}, {"label": "6-4"}],
        "right": 2,
    }
    with pytest.raises(traitlets.TraitError) as refused:
        quiz.choices = bad  # type: ignore[assignment]
    assert str(refused.value) == (
        "Quiz.choices is not a ChoicesShown: Quiz.choices has an unknown key 'right'; "
        "Quiz.choices.pick is 'many'; Quiz.choices.options[0].label is int, not str; "
        "Quiz.choices.options[1] lacks 'tile'"
    )
    assert quiz.choices == shown
    with pytest.raises(traitlets.TraitError, match=r"Quiz\.choices is not an object"):
        quiz.choices = None  # type: ignore[assignment]


def test_a_suit_to_put_in_order_is_offered_scrambled() -> None:
    rules = Rules()
    for trump in Trump:
        for suit in range(7):
            quiz = SuitQuiz(suit, trump.token)
            choices = quiz.choices()
            members = [str(t) for t in suit_members(suit, trump, rules.tiles)]
            labels = [o.label for o in choices.options]
            assert set(members) <= set(labels)
            assert all(any(str(n) in label for n in (suit,)) for label in labels)
    ordered = [str(t) for t in suit_members(5, Trump.NO_TRUMP, rules.tiles)]
    assert [o.label for o in SuitQuiz(5).choices().options] != ordered


def test_the_solution_and_starting_over() -> None:
    exercise = WhichWins(["4-2", "6-4", "4-4"], trump="doubles")
    quiz = Quiz(exercise)
    quiz.send_intent({"kind": "solution"})
    assert quiz.verdict == "solution" and quiz.feedback == exercise.solution()
    assert "4-4" in quiz.answer_html
    assert quiz.tries == 0
    quiz.send_intent({"kind": "answer", "picked": [0]})
    assert quiz.verdict == "wrong" and quiz.tries == 1
    assert "4-4" not in quiz.answer_html  # a wrong answer does not give the right one
    quiz.send_intent({"kind": "clear"})
    assert (quiz.verdict, quiz.answer_html, quiz.feedback) == ("", "", None)


BAD_MESSAGES: list[Any] = [
    None,
    "answer",
    42,
    [],
    {},
    {"kind": None},
    {"kind": "play 6-4"},
    {"kind": "answer"},
    {"kind": "answer", "picked": [9]},
    {"kind": "answer", "picked": [-1]},
    {"kind": "answer", "picked": [0, 1]},
    {"kind": "answer", "picked": [True]},
    {"kind": "answer", "picked": [0.0]},
    {"kind": "answer", "picked": ["0"]},
    {"kind": "answer", "picked": "0"},
    {"kind": "answer", "picked": {"0": 1}},
    {"kind": "answer", "picked": [0] * 10_000},
    {"kind": "answer", "numbers": [1, 2, 3]},
    {"kind": "answer", "picked": [0], "numbers": [1]},
    {"kind": "answer" * 10_000},
]


@pytest.mark.parametrize("message", BAD_MESSAGES, ids=range(len(BAD_MESSAGES)))
def test_a_bad_message_is_refused_and_changes_nothing(message: Any) -> None:
    quiz = Quiz(WhichWins(["4-2", "6-4", "4-4"], trump="doubles"))
    quiz.send_intent({"kind": "answer", "picked": [2]})
    before = (quiz.feedback, quiz.answer_html, quiz.verdict, quiz.tries)
    quiz.send_intent(message)
    assert quiz.notice, message
    assert len(quiz.notice) < 200
    assert (quiz.feedback, quiz.answer_html, quiz.verdict, quiz.tries) == before


@pytest.mark.parametrize(
    "message",
    [
        {"kind": "answer", "picked": [0]},
        {"kind": "answer", "numbers": [1, 2]},
        {"kind": "answer", "numbers": [1, 2, 1000]},
        {"kind": "answer", "numbers": [1, 2, 3.5]},
        {"kind": "answer", "numbers": [1, 2, None]},
    ],
)
def test_scores_must_be_whole_numbers_one_per_seat(message: dict[str, Any]) -> None:
    quiz = Quiz(ScoreQuiz(bidder=0, bid=5, tricks=[4, 2, 1]))
    quiz.send_intent(message)
    assert quiz.notice.startswith("That answer could not be read")
    assert quiz.feedback is None
    quiz.send_intent({"kind": "answer", "numbers": [-5, 2, 1]})
    assert quiz.notice == "" and quiz.verdict == "right"


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=8), inner),
    max_leaves=12,
)


@settings(max_examples=200, deadline=None)
@given(
    kind=st.sampled_from(["answer", "solution", "clear", "nope", 3]),
    picked=json_values,
    numbers=json_values,
)
def test_random_messages_never_raise(kind: object, picked: object, numbers: object) -> None:
    quiz = Quiz(BidQuiz([5]))
    quiz.send_intent({"kind": kind, "picked": picked, "numbers": numbers})
    # Either it was an answer the quiz could read, or it was refused with a notice.
    assert bool(quiz.notice) != (quiz.feedback is not None or kind == "clear")


def test_the_browser_may_not_write_the_feedback() -> None:
    quiz = Quiz(WhichWins(["4-2", "6-4", "4-4"], trump="doubles"))
    quiz.set_state({"verdict": "right", "answer_html": "<p>Right!</p>", "tries": 9})
    assert quiz.verdict == "" and quiz.answer_html == "" and quiz.tries == 0
    assert "may only answer" in quiz.notice


def test_a_quiz_shows_stably_and_without_a_kernel() -> None:
    exercise = WhichWins(["4-2", "6-4", "4-4"], trump="doubles")
    quiz = Quiz(exercise)
    text = repr(quiz)
    assert text.startswith("Quiz: Which tile wins the trick?")
    assert not re.search(r"0x[0-9a-fA-F]{6,}", text)
    assert repr(Quiz(exercise)) == text
    bundle = quiz._repr_mimebundle_()
    assert bundle is not None
    data, _ = bundle
    assert data["text/html"] == exercise._repr_html_()
    assert pictures_in(data["text/html"])
    assert "application/vnd.jupyter.widget-view+json" in data
    json.dumps(quiz.get_state())


def test_only_exercises_with_options_can_be_clicked() -> None:
    with pytest.raises(TypeError, match="not"):
        Quiz("4-4")  # type: ignore[arg-type]

    class Typed(Exercise[str]):
        """An exercise answered only by typing: it has no options."""

        def question(self) -> str:
            return "Which tile?"

        def read(self, answer: Any) -> str:
            return str(answer)

        def judge(self, answer: str) -> Feedback:
            raise AssertionError("never judged here")

        def _solve(self) -> tuple[str, list[str], list[Figure]]:
            return "6-6", [], []

    with pytest.raises(TypeError, match=r"\.answer"):
        Quiz(Typed())
