"""The guided path at the real table: short steps, each a prepared position with one goal.

`GuidedPath` directs a `moon_nb.table.TableSession` (`moon_nb.table.director`) whose game is
the step on the table, so the learner plays it with the table's own controls, by mouse or
keyboard, in any front end that drives a session — the notebook widget (`moon_nb.Learn`) or a
page that runs the session itself: `guided_session()` makes one, `session.handle(message)`
takes the browser's intents and `session.state()` is everything to draw, the path included
(``state()["guide"]``, a `moon_nb.show.wire.GuideView`).

A move is judged by the step's goal (`moon_nb.path.attempt`). A wrong one — refused by the
rules, or one after which the goal can no longer be reached — is explained and does not stand:
the position is as it was, for a retry; after a failure the step's hint is offered. A solved
step says why in a sentence and earns stars: three at the first try, two without the hint, one
with it. The other seats' replies come from the step's goal, never from luck.

Each try is saved in the learner's progress file like an exercise's answer, under the step's
stable id (`moon_nb.progress.store`: the session's store, `SESSION`, unless the path is
given another), so the path remembers where the learner is: it opens
at the first step not yet solved, and shows every step's best stars. Intents the path adds to
the table's: ``{"kind": "step", "step": ID}`` (go to a step), ``{"kind": "retry"}`` (start the
step again), ``{"kind": "step_hint"}`` (show its hint) and ``{"kind": "card", "open": BOOL}``
(show or put away the rule card of the step's chapter).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from moon_nb.engine.actions import Action, ActionSyntaxError
from moon_nb.path.attempt import Attempt
from moon_nb.path.cards import card_of
from moon_nb.path.goals import said
from moon_nb.path.hands.hand_steps import HAND_STEPS
from moon_nb.path.step import LEARNER, Step
from moon_nb.path.steps_play import MOON_STEPS, PLAY_STEPS
from moon_nb.path.steps_rules import RULES_STEPS
from moon_nb.path.steps_seen import SCORE_MOON_STEPS, SEEN_STEPS, VALUE_STEPS
from moon_nb.progress.records import Event
from moon_nb.progress.store import SESSION, Session
from moon_nb.show.guide_wire import guide_words
from moon_nb.show.wire import GuideStatus, GuideStep, GuideView, RuleCard
from moon_nb.speech import N_, _, ngettext
from moon_nb.table.director import Thinking
from moon_nb.table.intents import Intent, IntentKind, Refusal, flag, shown
from moon_nb.table.session import TableSession
from moon_nb.table.settings import MAX_TEXT

STEPS: tuple[Step, ...] = (
    RULES_STEPS + PLAY_STEPS + SEEN_STEPS + VALUE_STEPS + MOON_STEPS + SCORE_MOON_STEPS + HAND_STEPS
)
"""Every step of the guided path, in order."""

TITLE = N_("Learn Moon")

STAR_TEXTS = {
    3: N_("Three stars: solved at the first try."),
    2: N_("Two stars: solved without the hint."),
    1: N_("One star: solved with the hint."),
}

HAND_STAR_TEXTS = {
    3: N_("Three stars: made by the plan's line at the first try."),
    2: N_("Two stars: made, but not by the plan's line at the first try."),
}
"""A whole hand's stars go by the line (`moon_nb.path.attempt.Attempt.stars`)."""

KEPT_TEXT = N_("Good — the goal can still be reached: go on.")


def _step_id(value: object) -> str:
    if not isinstance(value, str) or len(value) > MAX_TEXT:
        raise Refusal(
            _("A step is named by its id, like 'learn-follow-higher', not {value}.",
              value=shown(value))
        )  # fmt: skip
    return value


PATH_INTENTS: Mapping[str, IntentKind] = {
    "step": IntentKind("step", _step_id),
    "retry": IntentKind(),
    "step_hint": IntentKind(),
    "card": IntentKind("open", flag("A 'card' request's 'open'")),
}
"""The path's intents: go to a step (by its id), start the step again, show its hint, show
(``open`` true) or put away the rule card of the step's chapter."""


@dataclass(frozen=True)
class Tried:
    """A step as the progress file records it: its stable id and a title that says what it
    asks."""

    id: str
    title: str


def record_of(step: Step) -> Tried:
    """How ``step`` is named in the progress file."""
    return Tried(step.id, step.title_line)


def stars_of(events: Iterable[Event]) -> int:
    """The best stars of any solved try in these events of one step (in time order): each right
    answer ends a try — three when it came first, two after failures without the hint, one
    with it; 0 when the step was never solved."""
    best, failures, hinted = 0, 0, False
    for event in events:
        if event.kind != "answer":
            continue
        hinted = hinted or event.hinted
        if event.right:
            best = max(best, 3 if not failures else 1 if hinted else 2)
            failures, hinted = 0, False
        else:
            failures += 1
    return best


def saved_stars(steps: Sequence[Step], store: Session = SESSION) -> dict[str, int]:
    """Each step's best stars in the learner's saved progress (every lesson, every kernel)."""
    events = store.events_of({s.id for s in steps})
    return {s.id: stars_of(e for e in events if e.exercise == s.id) for s in steps}


def find_step(steps: Sequence[Step], which: str | int | None, stars: dict[str, int]) -> Step:
    """The step named by ``which`` (an id, or a number from 1), or — None — the first not yet
    solved (the first of all when every one is). A ValueError says what steps there are."""
    if which is None:
        return next((s for s in steps if not stars.get(s.id)), steps[0])
    if type(which) is int:
        if 1 <= which <= len(steps):
            return steps[which - 1]
        raise ValueError(
            _("the steps are numbered 1 to {count}, not {which}", count=len(steps), which=which)
        )
    for step in steps:
        if step.id == which:
            return step
    raise ValueError(
        _("there is no step {which}: see Learn().steps for their ids", which=repr(str(which)[:40]))
    )


class GuidedPath:
    """The guided path, directing a table (`moon_nb.table.director.Director`; see the module
    docstring). ``start`` names the first step (an id or a number from 1); by default the
    first the learner has not solved. ``store`` is where the learner's tries are noted and
    their stars read from: the session's, unless another is given."""

    intents: Mapping[str, IntentKind] = PATH_INTENTS
    heading: str = TITLE
    """The table's title, said with ``_`` when the path opens: the path's, the review's, the
    puzzles'."""

    def __init__(
        self,
        start: str | int | None = None,
        steps: Sequence[Step] = STEPS,
        store: Session = SESSION,
    ) -> None:
        self.steps = tuple(steps)
        self.store = store
        self.stars = saved_stars(self.steps, store)
        """Each step's best stars so far."""
        self.attempt = Attempt(find_step(self.steps, start, self.stars))
        self.card_open = self.first_of_chapter(self.attempt.step)
        """The rule card is shown over the felt, until put away: when the path opens at the
        first step of a chapter, and when the learner goes on to a new chapter."""

    def table(self) -> TableSession:
        """A table this path directs: the learner in their seat, the other seats' moves
        chosen by each step, no hint or undo of the table's own."""
        return TableSession(
            self.attempt.game,
            LEARNER,
            level="club",
            allow_hint=False,
            allow_undo=False,
            director=self,
        )

    # --- the step on the table ----------------------------------------------------------

    @property
    def step(self) -> Step:
        return self.attempt.step

    def open(self, table: TableSession) -> None:
        table.title = _(self.heading)
        self._show(table, self.attempt)

    def _show(self, table: TableSession, attempt: Attempt) -> None:
        """Put ``attempt``'s position on the table."""
        self.attempt = attempt
        table.reveal = attempt.step.face_up
        table.marks = attempt.step.marks
        table.aids = attempt.step.aids
        self._asking(attempt.step)
        table.replace_game(attempt.game)
        if table.notice["kind"]:
            table.say("", "")

    def go(self, table: TableSession, which: str | int) -> None:
        """Put another step on the table (an id, or a number from 1)."""
        try:
            step = find_step(self.steps, which, self.stars)
        except ValueError as exc:
            raise Refusal(f"{str(exc)[0].upper()}{str(exc)[1:]}.") from None
        came_from = self.step.chapter
        self._show(table, Attempt(step))
        # A new chapter opens with its rule, on the table before its first step.
        self.card_open = step.chapter != came_from and self.first_of_chapter(step)

    def first_of_chapter(self, step: Step) -> bool:
        """``step`` is the first of its chapter on the path."""
        return next(s for s in self.steps if s.chapter == step.chapter) is step

    def retry(self, table: TableSession) -> None:
        """Start the step again from its position. Before it is solved, the failures and the
        hint so far still count for its stars."""
        old = self.attempt
        fresh = Attempt(old.step)
        if not old.solved:
            fresh.failures, fresh.hinted = old.failures, old.hinted
        self._show(table, fresh)

    def show_hint(self) -> None:
        """Show the step's hint (offered after a failure)."""
        attempt = self.attempt
        if attempt.step.whole:
            # A whole hand offers a hint for each play from the first trick: it costs no star.
            attempt.hinted_at.add(len(attempt.played))
            return
        if not attempt.failures:
            raise Refusal(_("The hint comes after a first try: the goal is all you need to start."))
        attempt.hinted = True

    # --- the learner's moves and the others' replies ------------------------------------

    def refusal(self, kind: str) -> str | None:
        if kind == "new_game":
            return _("The guided path deals no new game: choose a step, or start this one again.")
        if kind == "level":
            return _("On the guided path each step chooses the other seats' moves.")
        return None

    def move(self, table: TableSession, action: str) -> bool:
        """The learner's move, judged by the step's goal: a wrong one does not stand (the
        verdict says why); a good one is taken, and the other seats answer it until the
        learner is to move again or the goal is reached."""
        attempt = self.attempt
        if attempt.solved:
            raise Refusal(_("This step is solved: go on to the next step, or start it again."))
        if attempt.over:
            raise Refusal(_("This hand is over: start it again."))
        try:
            Action(action)
        except ActionSyntaxError as exc:
            raise Refusal(str(exc)) from None  # not a move: no try is counted
        verdict = attempt.move(action)
        if verdict.outcome in ("refused", "lost"):
            self._tried(attempt, False)
            return False
        return True

    def halts(self, table: TableSession) -> bool:
        """Whether the step is solved (saved in the progress file once, when it happens)."""
        attempt = self.attempt
        if attempt.settle() is None:
            if attempt.over and not attempt.noted:
                # A whole hand played to its end without its goal: one try, not right.
                attempt.noted = True
                self._tried(attempt, False)
            return attempt.over
        if not attempt.noted:
            attempt.noted = True
            if attempt.step.whole and attempt.off_plan and not attempt.failures:
                # Made, but not by the plan: noted as a try that missed the plan before the
                # hand made, so the saved stars are two, as the table's (`stars_of`).
                self._tried(attempt, False)
            self._tried(attempt, True)
            self.stars[attempt.step.id] = max(self.stars.get(attempt.step.id, 0), attempt.stars)
        return True

    def _asking(self, step: Step) -> None:
        """``step`` is put on the table: noted as asked, like an exercise."""
        self.store.ask(record_of(step))

    def _tried(self, attempt: Attempt, right: bool) -> None:
        """A try at ``attempt``'s step, right (solved) or not: saved in the progress file (a
        whole hand's hints cost nothing: never noted as hinted)."""
        self.store.tried(record_of(attempt.step), right, attempt.hinted and not attempt.step.whole)

    def reply(self, table: TableSession, seat: int) -> str | None:
        return self.attempt.reply()

    def direct(self, table: TableSession, intent: Intent, thinking: Thinking | None) -> None:
        if intent.kind == "step":
            self.go(table, intent.text)
        elif intent.kind == "retry":
            self.retry(table)
        elif intent.kind == "step_hint":
            self.show_hint()
        elif intent.kind == "card":
            self.card_open = intent.flag

    # --- what the browser is sent -------------------------------------------------------

    def view(self, table: TableSession) -> GuideView:
        attempt, step = self.attempt, self.attempt.step
        number = self.steps.index(step) + 1
        verdict = attempt.verdict
        status: GuideStatus = "play"
        text = ""
        if attempt.solved:
            status, text = "solved", attempt.solved
        elif verdict is not None and verdict.outcome in ("refused", "lost"):
            status, text = "wrong", verdict.text
        elif verdict is not None:
            text = verdict.text or _(KEPT_TEXT)
        stars = attempt.stars
        return {
            "step": step.id,
            "number": number,
            "count": len(self.steps),
            "chapter": _(step.chapter),
            "title": _(step.title),
            "goal": _(step.goal),
            "status": status,
            "verdict": text,
            "hint": said(attempt.hint()) if attempt.hint_shown else "",
            "can_hint": self._can_hint(attempt),
            "stars": stars,
            "stars_text": said((HAND_STAR_TEXTS if step.whole else STAR_TEXTS).get(stars, "")),
            "previous": self.steps[number - 2].id if number > 1 else None,
            "next": self.steps[number].id if number < len(self.steps) else None,
            "steps": [self._listed(k, s) for k, s in enumerate(self.steps, 1)],
            "card": rule_card(self.steps, step),
            "card_open": self.card_open,
            "words": guide_words(),
        }

    @staticmethod
    def _can_hint(attempt: Attempt) -> bool:
        """The hint is on offer: after a failure, or for a whole hand's every play."""
        if attempt.solved or attempt.over or attempt.hint_shown:
            return False
        return attempt.step.whole or bool(attempt.failures)

    def _listed(self, number: int, step: Step) -> GuideStep:
        stars = self.stars.get(step.id, 0)
        return {
            "id": step.id,
            "number": number,
            "chapter": _(step.chapter),
            "title": _(step.title),
            "goal": _(step.goal),
            "stars": stars,
            "solved": stars > 0,
        }

    def caption(self) -> str:
        """The step on the table, in the words under its static picture (a notebook's saved
        output): the step's number, title and goal — what the path shows, never what the
        learner's file holds beyond it."""
        step = self.step
        return _(
            "Step {number} of {count} ({chapter}): {title}. Goal: {goal} Run this notebook "
            "to play the step at a live table.",
            number=self.steps.index(step) + 1,
            count=len(self.steps),
            chapter=_(step.chapter),
            title=_(step.title),
            goal=_(step.goal),
        )

    def describe(self) -> str:
        """Where the learner is on the path, in a line."""
        step = self.step
        number = self.steps.index(step) + 1
        solved = sum(1 for s in self.steps if self.stars.get(s.id))
        return ngettext(
            "step {number} of {count}, {chapter} — {goal} ({n} step solved)",
            "step {number} of {count}, {chapter} — {goal} ({n} steps solved)",
            solved,
            number=number,
            count=len(self.steps),
            chapter=_(step.chapter),
            goal=_(step.goal),
        )


def rule_card(steps: Sequence[Step], step: Step) -> RuleCard:
    """The rule card of ``step``'s chapter (`moon_nb.path.cards`): its rule, its picture and
    its words, numbered among the chapters of ``steps``."""
    chapters = list(dict.fromkeys(s.chapter for s in steps))
    card = card_of(step.chapter)
    return {
        "chapter": _(step.chapter),
        "number": chapters.index(step.chapter) + 1,
        "count": len(chapters),
        "text": [_(line) for line in card.text],
        "terms": card.wire_terms(),
        "rows": card.wire_rows(),
    }


def guided_session(start: str | int | None = None, store: Session = SESSION) -> TableSession:
    """The guided path at a table (`GuidedPath` directing a `TableSession`), for a notebook's
    `moon_nb.Learn` or a page that runs the session itself (the play page):
    ``session.handle(message)`` with the browser's intents, ``session.state()`` to draw,
    ``session.director`` the path. ``start`` names the first step (an id or a number from 1);
    by default the first the learner has not solved; ``store`` notes the learner's tries (the
    session's, unless another is given)."""
    return GuidedPath(start, store=store).table()
