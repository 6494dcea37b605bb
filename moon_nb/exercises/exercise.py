"""The exercise protocol, and reading a learner's answer written the way people write it.

An exercise shows its question with pictures; ``ex.answer(value)`` checks an answer with the
engine and returns `Feedback`. A right answer is explained. A wrong one is not corrected: the
feedback says why *that* answer is wrong — the engine's reason about it — and never gives the
right one, so the next try is still worth something; from the second wrong try on, it adds a
hint (`Exercise.hint`: the rule to look at, or what to count). The answer itself stays one
click away: ``ex.solution()`` (the Quiz's "Show the solution") shows it with its explanation.
``ex.answer(...)`` — with Python's ``...`` literally, the placeholder an answer cell of a
tutorial is saved with — gives no verdict and gives nothing away: it says how to write an
answer. Every answer and solution is noted in the learner's progress (`Exercise.store`: the
session's, `moon_nb.progress.store.SESSION`, unless the exercise is given another).
"""

from __future__ import annotations

import hashlib
import re
from abc import ABC, abstractmethod
from collections.abc import Iterable
from dataclasses import replace
from typing import Any, Generic, TypeVar

from moon_nb.engine.tiles import Tile, TileError
from moon_nb.engine.tricks import TRUMP, LedSuit, suit_code
from moon_nb.exercises.choices import Choices
from moon_nb.exercises.feedback import Feedback, solution, waiting, wrong
from moon_nb.progress.store import SESSION, Session
from moon_nb.reference.captioned import Figure, card
from moon_nb.speech import ENGLISH, N_, Verbatim, _, ngettext, speaking

TRY_AGAIN = N_("Try again — or see the answer: Show the solution, or .solution() in code.")
"""The note under a wrong answer's feedback: the next try is the learner's, and the solution
is one click away (said with ``_(TRY_AGAIN)``)."""

HINT_AFTER = 2
"""The wrong try from which the feedback adds a hint (`Exercise.hint`)."""


class Unreadable(ValueError):
    """An answer that cannot be read; the message says how to write one."""


AnswerT = TypeVar("AnswerT")
"""What an exercise's answer is once read: a tile, a suit, a seat, a list of numbers…"""


class Exercise(ABC, Generic[AnswerT]):
    """A question about Moon, answered with ``.answer(...)``; ``.solution()`` shows the answer.

    An answer is first read (`read`: the learner's words, a list, a click — into an
    ``AnswerT``, or `Unreadable` with how to write one) and only then judged (`judge`: right or
    not, and why, with the engine). Subclasses set ``title`` and ``form`` and implement
    `question`, `read`, `judge` and `_solve`.
    """

    title = N_("Exercise")
    """The exercise's name, in English: the progress records keep it (`heading` says it)."""
    form = N_("your answer")
    """How an answer is written, in words, in English (`how_written` says it)."""

    store: Session = SESSION
    """The progress store this exercise's questions, answers and solutions are noted in: the
    session's one store, unless another is set on the exercise (``ex.store = Session(path)``:
    a test, or a page answering for more than one learner)."""

    wrong_tries = 0
    """How many wrong answers the learner has given to this exercise (an unreadable answer is
    not a try)."""

    @abstractmethod
    def question(self) -> str:
        """The question, in plain words."""
        raise NotImplementedError

    def figures(self) -> tuple[Figure, ...]:
        """The pictures that go with the question."""
        return ()

    @property
    def heading(self) -> str:
        """The exercise's name in the language of the moment."""
        return _(self.title)

    @property
    def how_written(self) -> str:
        """How an answer is written, in the language of the moment."""
        return _(self.form)

    @property
    def id(self) -> str:
        """A stable name for this exercise — the same question asked again, in another kernel,
        on another day or another machine, has the same id: its kind and a digest of its
        question and pictures' captions (``"WhichWins-3f9c1a0b2e"``). Progress records and
        graded assignments name exercises by it. It is made from the English words, so it is
        the same whatever language the learner reads."""
        with speaking(ENGLISH):
            captions = "|".join(f.caption for f in self.figures())
            question = self.question()
        digest = hashlib.sha256(f"{question}|{captions}".encode()).hexdigest()[:10]
        return f"{type(self).__name__}-{digest}"

    def choices(self) -> Choices | None:
        """The options a learner may click to answer (`moon_nb.Quiz`), or None for an
        exercise answered only by typing."""
        return None

    def right_answer(self) -> AnswerT | None:
        """The right answer, read, for an exercise answered by putting options in order or by
        typing numbers (a page that checks clicks with no kernel needs it:
        `moon_nb.course.pages.exercises_html`); None for the others, whose right option is
        found by asking the engine about each."""
        return None

    @abstractmethod
    def read(self, answer: Any) -> AnswerT:
        """The learner's ``answer`` — written the way people write it — as this exercise's
        kind of answer; raises `Unreadable`, saying how to write one, when it is not one."""
        raise NotImplementedError

    @abstractmethod
    def judge(self, answer: AnswerT) -> Feedback:
        """The engine's word on a read answer: right, or why that answer is wrong."""
        raise NotImplementedError

    def answer(self, answer: Any) -> Feedback:
        """Check the learner's ``answer`` with the engine: right or not, and why. The
        placeholder ``...`` is not an answer: the reply says how to write one."""
        if answer is Ellipsis:
            self.store.ask(self)
            return waiting(
                _("Your answer goes here: replace ... with it, then run the cell again."),
                [_("Your answer: {form}.", form=self.how_written)],
            )
        try:
            said = self.read(answer)
        except Unreadable as exc:
            feedback = _unreadable(answer, exc)
        else:
            feedback = self.judge(said)
            if not feedback.correct:
                self.wrong_tries += 1
                feedback = self._pointed(feedback, self.wrong_tries)
        self.store.answered(self, feedback.correct)
        return feedback

    def verdict(self, answer: Any) -> Feedback:
        """The engine's word on ``answer`` as a first try gets it, without counting it as the
        learner's (a page of exercises is written with it: `moon_nb.course.pages`)."""
        try:
            said = self.read(answer)
        except Unreadable as exc:
            return _unreadable(answer, exc)
        feedback = self.judge(said)
        return feedback if feedback.correct else self._pointed(feedback, 1)

    def hint(self) -> list[str]:
        """What a learner who has answered wrong twice is pointed to: the rule that decides,
        or what to count — never the answer."""
        return []

    def _pointed(self, feedback: Feedback, tries: int) -> Feedback:
        """A wrong answer's feedback on wrong try number ``tries``: from the second on, with
        the hint; always with the way to the solution."""
        hints = (
            tuple(_("Hint: {hint}", hint=line) for line in self.hint())
            if tries >= HINT_AFTER
            else ()
        )
        return replace(feedback, reasons=feedback.reasons + hints, note=_(TRY_AGAIN))

    def solution(self) -> Feedback:
        """The right answer, with the engine's explanation."""
        self.store.solution_shown(self)
        return self.worked_solution()

    def worked_solution(self) -> Feedback:
        """`solution`, without counting it as shown to the learner."""
        headline, reasons, figures = self._solve()
        return solution(_("Solution: {solution}", solution=headline), reasons, figures)

    @abstractmethod
    def _solve(self) -> tuple[str, list[str], list[Figure]]:
        """The solution's headline, its reasons and its pictures."""
        raise NotImplementedError

    def _how(self) -> str:
        return _(
            "Answer with .answer(...): {form}. Then .solution() shows the answer.",
            form=self.how_written,
        )

    def __repr__(self) -> str:
        return f"{self.heading}\n{self.question()}\n{self._how()}"

    def _repr_html_(self) -> str:
        self.store.ask(self)
        return card("info", self.heading, [self.question()], self.figures(), self._how())


# --- reading answers -----------------------------------------------------------------------


def _quote(value: Any) -> Verbatim:
    """An answer quoted back as the learner wrote it (the same in every language)."""
    text = repr(value)
    return Verbatim(text if len(text) <= 60 else text[:57] + "...")


def _unreadable(answer: Any, exc: Unreadable) -> Feedback:
    return wrong(_("I could not read {answer}.", answer=_quote(answer)), [str(exc)])


def read_tile(value: Any) -> Tile:
    """A tile from ``"6-4"``, ``"4-6"``, ``Tile(6, 4)`` or ``(6, 4)``."""
    try:
        return Tile.of(value)
    except (TileError, TypeError):
        raise Unreadable(
            _("{answer} is not a tile: write a tile like '6-4' or '0-0'.", answer=_quote(value))
        ) from None


def read_tiles(value: Any) -> list[Tile]:
    """Tiles from a list of tiles, or one string such as ``"6-4, 5-3"`` or ``"6-4 5-3"``; an
    empty answer (``[]`` or ``""``) is no tiles. Repeats are dropped."""
    if isinstance(value, Tile) or (isinstance(value, tuple) and _is_pair(value)):
        items: Iterable[Any] = [value]
    elif isinstance(value, str):
        items = [p for p in re.split(r"[\s,;]+", value.strip()) if p]
    elif isinstance(value, Iterable):
        items = list(value)
    else:
        raise Unreadable(
            _("{answer} is not a list of tiles: write ['6-4', '5-3'].", answer=_quote(value))
        )
    out: list[Tile] = []
    for item in items:
        tile = read_tile(item)
        if tile not in out:
            out.append(tile)
    return out


def _is_pair(value: tuple[Any, ...]) -> bool:
    return len(value) == 2 and all(type(v) is int for v in value)


def read_suit(value: Any) -> LedSuit:
    """A suit: a number 0..6 (``4``, ``"4"``, ``"suit 4"``, ``"4s"``) or ``"trump"``."""
    if type(value) is int and 0 <= value <= 6:
        return value
    if isinstance(value, str):
        text = value.strip().lower()
        if text in ("trump", "trumps"):
            return TRUMP
        match = re.fullmatch(r"(?:suit\s*)?([0-6])s?", text)
        if match:
            return int(match.group(1))
    raise Unreadable(
        _("{answer} is not a suit: answer a number 0..6, or 'trump'.", answer=_quote(value))
    )


def read_suits(value: Any) -> list[LedSuit]:
    """Suits from a list (``[4, 6]``), one suit, or words such as ``"suit 6 and suit 4"``,
    ``"4, 6"`` or ``"trump"``; sorted, no repeats."""
    if isinstance(value, str):
        words = re.findall(r"[a-z]+|\d+|\S", value.lower())
        items: list[Any] = []
        for word in words:
            if word in ("suit", "suits", "and", "s", ",", ";"):
                continue
            items.append(word)
        if not items:
            raise Unreadable(
                _("{answer} names no suit: answer numbers 0..6, or 'trump'.", answer=_quote(value))
            )
    elif isinstance(value, Iterable):
        items = list(value)
    else:
        items = [value]
    suits = {read_suit(x) for x in items}
    return sorted(suits, key=suit_order)


def suit_order(suit: LedSuit) -> int:
    """Sort key: the numbers, then trump."""
    return suit_code(suit)


def read_numbers(value: Any, count: int) -> list[int]:
    """``count`` whole numbers from a list or a string such as ``"-5, 2, 1"`` (a true minus
    sign ``−`` is read too)."""
    if isinstance(value, str):
        items: list[Any] = [p for p in re.split(r"[\s,;]+", value.replace("−", "-").strip()) if p]
    elif isinstance(value, Iterable):
        items = list(value)
    else:
        items = [value]
    out: list[int] = []
    for item in items:
        if type(item) is int:
            out.append(item)
        elif isinstance(item, str) and re.fullmatch(r"[+-]?\d+", item.strip()):
            out.append(int(item))
        else:
            raise Unreadable(_("{answer} is not a whole number.", answer=_quote(item)))
    if len(out) != count:
        # TRANSLATORS: {n} is the count asked for; English says "numbers" for every count.
        raise Unreadable(
            ngettext(
                "Give {n} numbers, one for each in order; you gave {given}.",
                "Give {n} numbers, one for each in order; you gave {given}.",
                count,
                given=len(out),
            )
        )
    return out


def read_calls(value: Any) -> list[int]:
    """Calls in the bidding, 0 for a pass: ``["pass", 5, "bid 6", "21"]``; sorted, no
    repeats."""
    if isinstance(value, str):
        text = value.lower().replace("bid", " ")
        items: list[Any] = [p for p in re.split(r"[\s,;]+", text.strip()) if p]
    elif isinstance(value, Iterable):
        items = list(value)
    else:
        items = [value]
    calls: set[int] = set()
    for item in items:
        if type(item) is int and item >= 0:
            calls.add(item)
            continue
        text = str(item).strip().lower()
        if text == "pass":
            calls.add(0)
        elif re.fullmatch(r"(?:bid\s*)?\d+", text):
            calls.add(int(re.sub(r"\D", "", text)))
        else:
            raise Unreadable(
                _("{answer} is not a call: write 'pass' or a bid such as 5.", answer=_quote(item))
            )
    return sorted(calls)


def call_name(call: int) -> str:
    """``"pass"`` or ``"bid 5"``, in the language of the moment."""
    return _("pass") if call == 0 else _("bid {bid}", bid=call)


def read_seat(value: Any, seats: int) -> int | None:
    """A seat number, or None for no one (``None``, ``"none"``, ``"no one"``)."""
    if value is None:
        return None
    if isinstance(value, str):
        text = value.strip().lower()
        if text in ("none", "no one", "nobody", "noone", ""):
            return None
        match = re.fullmatch(r"(?:seat|team)?\s*(\d)", text)
        if match:
            value = int(match.group(1))
    if type(value) is int and 0 <= value < seats:
        return value
    raise Unreadable(
        _(
            "{answer} is not a seat: answer 0..{last}, or None for no one.",
            answer=_quote(value),
            last=seats - 1,
        )
    )


__all__ = [
    "AnswerT",
    "Exercise",
    "Feedback",
    "Unreadable",
    "call_name",
    "read_calls",
    "read_numbers",
    "read_seat",
    "read_suit",
    "read_suits",
    "read_tile",
    "read_tiles",
    "suit_order",
]
