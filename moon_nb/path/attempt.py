"""One go at a step of the guided path: the step's position, played on by the learner's moves
and the other seats' replies, each move judged by the step's goal.

The table (`moon_nb.path.guided`) and the step's own test play a step the same way: `move`
takes the learner's move, `reply` gives the move of the computer seat to act, `settle` says
whether the goal has been reached since. A move the rules refuse, or one after which the goal
can no longer be reached, is a failure: it is explained, and the position stays (or comes
back) as it was before it, for a retry.
"""

from __future__ import annotations

from moon_nb.engine.actions import Action, ActionSyntaxError, Kind
from moon_nb.engine.game import Game, IllegalActionError
from moon_nb.engine.observation import Observation
from moon_nb.exercises.play import barred
from moon_nb.path.goals import Judgement, club_choice, said
from moon_nb.path.hands.hand_goal import hand_hint
from moon_nb.path.step import LEARNER, Step
from moon_nb.speech import _


def refused(seen: Observation, action: Action, exc: IllegalActionError) -> str:
    """The engine's refusal, in words that do not name the tiles that may be played."""
    ruling = exc.ruling
    if (
        action.kind is Kind.PLAY
        and action.tile is not None
        and action.tile in seen.hand
        and seen.trump is not None
        and seen.trick
        and ruling is not None
        and not ruling.legal
    ):
        trick = [p.tile for p in seen.trick]
        return barred(list(seen.hand), trick, seen.trump, action.tile)
    return str(exc)


class Attempt:
    """A go at ``step``, from its position. ``failures`` counts the wrong moves so far,
    ``hinted`` whether the hint has been shown, ``solved`` the reason once the goal is
    reached (else empty)."""

    def __init__(self, step: Step) -> None:
        self.step = step
        self.seat = LEARNER
        self.start = step.game()
        self.game: Game = self.start.copy()
        self.failures = 0
        self.hinted = False
        self.solved = ""
        self.verdict: Judgement | None = None
        """The verdict on the learner's last move (None before the first)."""
        self.noted = False
        """The solved step has been saved in the learner's progress."""
        self.over = False
        """A whole hand (`Step.whole`) played to its end without reaching the goal: it is
        played again from the start."""
        self.off_plan = False
        """A whole hand's learner has left the plan's line (``step.solution``)."""
        self.hinted_at: set[int] = set()
        """A whole hand's plays (counted from 0) whose hint has been shown."""

    @property
    def stars(self) -> int:
        """Three for a first try, two when solved without the hint, one with it (0 while
        not solved)."""
        if not self.solved:
            return 0
        if self.step.whole:
            # A whole hand's stars go by the line: three for the plan, two for another.
            return 3 if not self.failures and not self.off_plan else 2
        return 3 if not self.failures else 2 if not self.hinted else 1

    @property
    def played(self) -> list[str]:
        """The learner's moves since the step's position, in order."""
        replay = self.start.copy()
        out = []
        for action in self.game.actions[len(self.start.actions) :]:
            if replay.to_act == self.seat:
                out.append(str(action))
            replay.apply(action)
        return out

    def hint(self) -> str:
        """The step's hint as it stands now: a whole hand's for the play the learner is to
        make (in English, as written; `said` gives it in the language of the moment)."""
        hints = self.step.hints
        if not hints:
            return self.step.hint
        return hand_hint(hints, len(self.played), self.game.observe(self.seat))

    @property
    def hint_shown(self) -> bool:
        """The hint for this moment has been shown: a whole hand's for the play to make."""
        if self.step.whole:
            return len(self.played) in self.hinted_at
        return self.hinted

    def move(self, text: str) -> Judgement:
        """The learner's move. Refused or lost: the game stays as it was and the failure is
        counted. Kept or reached: the move is taken."""
        if self.solved:
            return Judgement("refused", _("This step is solved: go on to the next one."))
        if self.over:
            return Judgement("refused", _("This hand is over: start it again."))
        game = self.game
        try:
            action = Action(text)
        except ActionSyntaxError as exc:
            return self._failed(Judgement("refused", str(exc)))
        seen = game.observe(self.seat)
        try:
            game.copy().apply(action)
        except IllegalActionError as exc:
            words = f"{refused(seen, action, exc)} {self.step.miss(action)}"
            return self._failed(Judgement("refused", words.strip()))
        verdict = self.step.judge.judge(self.start, game, self.seat, action)
        if verdict.outcome == "lost":
            miss = self.step.miss(action)
            return self._failed(Judgement("lost", f"{verdict.text} {miss}".strip()))
        game.apply(action)
        if self.step.whole and not self.off_plan:
            played = self.played
            self.off_plan = tuple(played) != self.step.solution[: len(played)]
        if verdict.outcome == "reached":
            return self._solved(verdict.text)
        self.verdict = verdict
        return self.settle() or verdict

    def _failed(self, verdict: Judgement) -> Judgement:
        self.failures += 1
        self.verdict = verdict
        return verdict

    def _solved(self, reason: str) -> Judgement:
        self.solved = f"{reason} {said(self.step.why)}".strip()
        self.verdict = Judgement("reached", self.solved)
        return self.verdict

    def settle(self) -> Judgement | None:
        """The goal's verdict once it has been reached (the game after the others' replies),
        else None."""
        if self.solved:
            return self.verdict
        reason = self.step.judge.reached(self.start, self.game, self.seat)
        if reason is not None:
            return self._solved(reason)
        missed = self.step.judge.missed(self.start, self.game, self.seat)
        if missed is not None and not self.over:
            self.over = True
            self._failed(Judgement("lost", missed))
        return None

    def waiting(self) -> bool:
        """The others are to move: the goal is not reached and the learner is not to act."""
        to_act = self.game.to_act
        return not self.solved and not self.over and to_act is not None and to_act != self.seat

    def reply(self) -> Action:
        """The move of the computer seat to act: the goal's choice, else the club player's."""
        chosen = self.step.judge.reply(self.start, self.game, self.seat)
        return chosen if chosen is not None else club_choice(self.game)

    def play(self, *moves: str) -> Judgement:
        """Play the learner's ``moves`` in turn, each followed by the others' replies; stops at
        the first that is not kept. The verdict on the last move played."""
        verdict = Judgement("kept")
        for text in moves:
            verdict = self.move(text)
            if verdict.outcome != "kept":
                return verdict
            while self.waiting():
                self.game.apply(self.reply())
                settled = self.settle()
                if settled is not None:
                    return settled
            if self.over and self.verdict is not None:
                return self.verdict
        return verdict
