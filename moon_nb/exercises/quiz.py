"""`Quiz`: a lesson's exercise answered by clicking — a thin anywidget over `Exercise`.

The browser shows the question (the exercise's own picture card) and its options — tiles drawn
as dominoes, or buttons for suits, calls, seats and trumps, or a number box per seat — and sends
what the learner picked: ``{"kind": "answer", "picked": [2]}`` (option indexes, in the order
clicked), ``{"kind": "answer", "numbers": [-5, 2, 1]}``, ``{"kind": "solution"}`` or
``{"kind": "clear"}``. Python checks the answer with the engine, exactly as
``exercise.answer(...)`` does, and sends back the feedback. The options are ways of writing an
answer; which one is right stays in Python until the learner asks for the solution.
"""

from __future__ import annotations

import contextlib
import logging
from typing import Any

import anywidget
import traitlets

from moon_nb.exercises.choices import Choices, ChoicesShown
from moon_nb.exercises.exercise import Exercise
from moon_nb.exercises.feedback import Feedback
from moon_nb.exercises.quiz_words import quiz_words
from moon_nb.reference.captioned import card
from moon_nb.show.assets import asset
from moon_nb.show.svg import with_static_html
from moon_nb.show.traits import Shaped
from moon_nb.speech import Verbatim, _, chosen, speaking

log = logging.getLogger(__name__)


_MAX_NUMBER = 999
_MAX_PICKS = 64


class Quiz(anywidget.AnyWidget):
    """An exercise from `moon_nb.lessons` that the learner answers by clicking:
    ``Quiz(WhichWins(["4-2", "6-4", "4-4"], trump="doubles"))``. Each answer is checked with
    the engine and explained; the learner may try again, or ask for the solution.
    ``quiz.feedback`` is the last `Feedback` (None before the first answer). Clicked answers
    count in the learner's progress exactly as answers in code (in the exercise's store,
    `Exercise.store`). ``lang`` is the quiz's own language (``"hu"``; `moon_nb.languages`),
    whatever the process speaks; by default, the language of the moment. It changes words
    only: an answer is judged the same in every language."""

    _esm = asset("quiz.js")
    _css = asset("quiz.css")

    question = traitlets.Unicode("").tag(sync=True)
    """The question as HTML: the exercise's text and pictures."""
    choices = Shaped(ChoicesShown).tag(sync=True)
    """The options to click (`ChoicesShown`): ``{"pick", "prompt", "options": [{"label",
    "tile"}]}``."""
    answer_html = traitlets.Unicode("").tag(sync=True)
    """The feedback on the last answer (or the solution) as HTML, or empty."""
    verdict = traitlets.Unicode("").tag(sync=True)
    """``"right"``, ``"wrong"``, ``"solution"`` or empty: how the last answer went."""
    notice = traitlets.Unicode("").tag(sync=True)
    """Why the browser's last message was refused, or empty."""
    tries = traitlets.Int(0).tag(sync=True)
    """How many answers the learner has given."""
    words = traitlets.Dict().tag(sync=True)
    """The quiz's own words in its language (`moon_nb.exercises.quiz_words.QuizWords`): its
    buttons, screen-reader labels and the tiles' names."""

    def __init__(self, exercise: Exercise[Any], lang: str | None = None) -> None:
        self._lang = chosen(lang)  # an unknown code: refused here
        if not isinstance(exercise, Exercise):
            raise TypeError(f"Quiz takes an exercise from moon_nb.lessons, not {exercise!r:.60}")
        offered = exercise.choices()
        if offered is None:
            raise TypeError(
                f"{type(exercise).__name__} has no options to click: answer it with .answer(...)"
            )
        self._exercise = exercise
        with self._speaking():
            self._choices: Choices = exercise.choices() or offered
            question = self._question_html()
            words = dict(quiz_words())
        exercise.store.ask(exercise)  # the learner sees the question: it counts in their progress
        self.feedback: Feedback | None = None
        super().__init__(question=question, choices=self._choices.to_json(), words=words)
        self.on_msg(self._on_message)

    @property
    def lang(self) -> str | None:
        """The language the quiz speaks, or None: the language of the moment."""
        return self._lang

    def _speaking(self) -> contextlib.AbstractContextManager[None]:
        return contextlib.nullcontext() if self._lang is None else speaking(self._lang)

    @property
    def exercise(self) -> Exercise[Any]:
        """The exercise this quiz asks."""
        return self._exercise

    def send_intent(self, content: object) -> None:
        """Handle ``content`` exactly as if the browser had sent it (tests, scripted lessons)."""
        self._on_message(self, content, [])

    # --- messages from the browser ------------------------------------------------------

    def _on_message(self, _widget: object, content: object, buffers: object) -> None:
        with self._speaking():
            try:
                self._handle(content)
            except Exception:
                # Nothing from the browser may raise in the kernel; the learner is told, and
                # the last feedback stays as it was.
                log.exception("moon_nb quiz: error while answering the browser")
                self.notice = _("Something went wrong checking that answer; please try again.")

    def _handle(self, content: object) -> None:
        if not isinstance(content, dict):
            self.notice = _("The quiz only understands messages with a kind.")
            return
        kind = content.get("kind")
        if kind == "answer":
            try:
                value = self._choices.answer_from(
                    _ints(content.get("picked", []), "picked", 0, _MAX_PICKS - 1),
                    _ints(content.get("numbers", []), "numbers", -_MAX_NUMBER, _MAX_NUMBER),
                )
            except ValueError as exc:  # a reason said in the learner's language
                self.notice = _("That answer could not be read: {reason}.", reason=str(exc))
                return
            self._show(self._exercise.answer(value), "right", "wrong")
        elif kind == "solution":
            self._show(self._exercise.solution(), "solution", "solution")
        elif kind == "clear":
            with self.hold_sync():
                self.feedback = None
                self.answer_html = self.verdict = self.notice = ""
        else:
            self.notice = _(
                "The quiz does not know the message kind {kind}.",
                kind=Verbatim(repr(str(kind)[:40])),
            )

    def _show(self, feedback: Feedback, if_right: str, if_wrong: str) -> None:
        with self.hold_sync():
            self.feedback = feedback
            self.answer_html = feedback._repr_html_()
            self.verdict = if_right if feedback.correct else if_wrong
            self.notice = ""
            if if_right == "right":
                self.tries += 1

    def set_state(self, sync_data: dict[str, Any]) -> None:
        """The browser may not set the quiz's state (it could write its own feedback); any
        attempt is refused and the true values are sent back."""
        try:
            keys = [k for k in sync_data if k in self.keys] if isinstance(sync_data, dict) else []
            if keys:
                with self._speaking():
                    self.notice = _("Python sets the quiz's state; the browser may only answer.")
                self.send_state(keys)
        except Exception:
            log.exception("moon_nb quiz: error while refusing a state change")

    # --- how the quiz shows up ----------------------------------------------------------

    def _question_html(self) -> str:
        ex = self._exercise
        how = _("Or answer in code with .answer(...): {form}.", form=ex.how_written)
        return card("info", ex.heading, [ex.question()], ex.figures(), how)

    def __repr__(self) -> str:
        ex = self._exercise
        with self._speaking():
            return (
                _("Quiz: {title}", title=ex.heading) + f"\n{ex.question()}\n{self._choices.prompt}"
            )

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        # Where no widget runs (nbconvert, GitHub), the question still shows with its pictures.
        bundle = super()._repr_mimebundle_(**kwargs)
        with self._speaking():
            return with_static_html(bundle, self._exercise._repr_html_)


def _ints(value: object, name: str, low: int, high: int) -> list[int]:
    """A short list of whole numbers from low to high, from the browser; else ValueError."""
    # The field's name is the message's own, as the browser sends it: the same in every language.
    field = Verbatim(name)
    if not isinstance(value, list) or len(value) > _MAX_PICKS:
        # TRANSLATORS: {name} is a field of the browser's message ("picked"), kept as it is.
        raise ValueError(_("{name} must be a short list of whole numbers", name=field))
    if any(type(v) is not int or not low <= v <= high for v in value):
        raise ValueError(
            _("{name} must hold whole numbers from {low} to {high}", name=field, low=low, high=high)
        )
    return list(value)


__all__ = ["Quiz"]
